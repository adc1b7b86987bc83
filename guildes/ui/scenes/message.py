"""A message over the current scene, with its buttons (a notice, a question)."""

from __future__ import annotations

from guildes.i18n import t as tr
from guildes.ui.dialog import Buttons, ColumnDialog


class MessageOverlay(ColumnDialog):
    """A message with one button; optionally returns to the main menu."""

    name = "message"

    def __init__(self, app, title: str, message: str, to_menu: bool = False) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.title, self.message, self.to_menu = title, message, to_menu

    def content(self) -> tuple[str, list[str], Buttons]:
        return self.title, [self.message], [(tr("common.ok"), self._ok)]

    def escape(self) -> None:
        self._ok()

    def _ok(self) -> None:
        if self.to_menu:
            self.app.reset("main_menu")
        else:
            self.app.back()
