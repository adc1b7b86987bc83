"""Quit Guildes? Asked before the app closes: Esc on the main menu, and the window's close
button while a game is at the table (the AI may be thinking: the game is autosaved, but a
player expects to be asked). "Stay" is focused first, so a stray Enter or a second Esc
keeps the app open; closing the window again while asked quits (``App.ask_quit``)."""

from __future__ import annotations

from guildes.i18n import t
from guildes.ui.dialog import Buttons, ColumnDialog

TITLE = "quit.title"
"""The dialog's title (its key)."""


class QuitDialog(ColumnDialog):
    """Stay or Quit; ``playing``: a game is at the table (the line says it is kept)."""

    name = "quit_confirm"
    width = 440

    def __init__(self, app, playing: bool = False) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.playing = playing

    def content(self) -> tuple[str, list[str], Buttons]:
        lines = [t("quit.game_kept")] if self.playing else []
        return t(TITLE), lines, [(t("quit.stay"), self.escape), (t("quit.quit"), self.confirm)]

    def escape(self) -> None:
        """Stay: back to the scene below, as it was."""
        self.app.back()

    def confirm(self) -> None:
        """Quit: the app closes after this frame (the game at the table is autosaved)."""
        self.app.quit()
