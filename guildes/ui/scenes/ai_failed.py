"""The dialog when the AI could not decide, again and again (``Session.failed``): what
happened (the game is autosaved), with Retry and Menu. The game stays on the table under
it; nothing is lost either way.

Retry (Enter, focused first) asks the AI again; Menu (or Esc, which backs out of the
table as it does everywhere) leaves through the table's own way out, which autosaves and
stops the AI workers, then opens the main menu, where Continue resumes the game.
"""

from __future__ import annotations

from collections.abc import Callable

from guildes.i18n import t
from guildes.ui.dialog import Buttons, ColumnDialog

TITLE = "ai_failed.title"
"""The dialog's title (its key)."""


class AiFailedDialog(ColumnDialog):
    """Retry or Menu after ``Session.failed``; see the module docstring."""

    name = "ai_failed"

    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        message: str,
        on_retry: Callable[[], None],
        on_menu: Callable[[], None],
    ) -> None:
        super().__init__(app)
        self.message = message
        self.on_retry = on_retry
        self.on_menu = on_menu

    def content(self) -> tuple[str, list[str], Buttons]:
        buttons = [(t("ai_failed.retry"), self.retry), (t("ai_failed.menu"), self.to_menu)]
        return t(TITLE), [self.message], buttons

    def escape(self) -> None:
        self.to_menu()

    def retry(self) -> None:
        """Close the dialog and let the AI try the same decision again."""
        self.app.back()
        self.on_retry()

    def to_menu(self) -> None:
        """Leave the game (autosaved by ``on_menu``) for the main menu."""
        self.on_menu()
        self.app.reset("main_menu")
