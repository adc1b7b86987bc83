"""The tutorial's questions: a title, a few lines and a column of buttons over the dimmed
scene below (the first-start offer over the main menu; skipping and what next over the
table). The first button has the keyboard focus; Esc runs ``on_escape``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from guildes.ui.dialog import Buttons, ColumnDialog


class TutorialDialog(ColumnDialog):
    """A question with one button per answer; see the module docstring."""

    name = "tutorial_dialog"

    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        title: str,
        lines: Sequence[str],
        buttons: Sequence[tuple[str, Callable[[], None]]],
        on_escape: Callable[[], None],
    ) -> None:
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.buttons = list(buttons)
        self.on_escape = on_escape

    def content(self) -> tuple[str, list[str], Buttons]:
        return self.title, self.lines, self.buttons

    def escape(self) -> None:
        self.on_escape()
