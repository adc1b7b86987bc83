"""The table's game log: what it tells, kept to be told again in another language, and
the docked log box that shows it (L shows or hides it)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from guildes.i18n import revision

if TYPE_CHECKING:
    import pygame_gui

    from guildes.session import Session

LOG_CAP = 120
"""Lines shown in the docked log (twice as many are kept before the oldest go)."""


class GameLog:
    """The log of a scene holding a ``session``: ``log_lines``, told by ``_tell``."""

    session: Session
    log_lines: list[str]
    told: list[Callable[[], list[str]]]
    log_revision: int
    log_box: pygame_gui.elements.UITextBox | None

    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""
        return [s.name for s in self.session.seats]

    def seat_name(self, seat: int) -> str:
        """The name of a seat's player (the log never says 'you')."""
        return self.session.seats[seat].name

    def _tell(self, lines: Callable[[], list[str]]) -> None:
        """Add to the log what ``lines`` tells (kept, to tell it again in another
        language)."""
        self.told.append(lines)
        for line in lines():
            self._log(line)

    def _retell(self) -> None:
        """The language changed: the whole log again, in the new language."""
        self.log_revision = revision()
        self.log_lines = [line for lines in self.told for line in lines()][-LOG_CAP * 2 :]

    def _log(self, line: str) -> None:
        """One line more in the log (and in the docked box, shown at its end)."""
        self.log_lines.append(line)
        if len(self.log_lines) > LOG_CAP * 2:
            del self.log_lines[:LOG_CAP]
            if self.log_box is not None:
                self.log_box.set_text("<br>".join(self.log_lines[-LOG_CAP:]) + "<br>")
                self._scroll_log()
            return
        if self.log_box is not None:
            self.log_box.append_html_text(line + "<br>")
            self._scroll_log()

    def _scroll_log(self) -> None:
        """The docked log scrolled to its last line."""
        box = self.log_box
        if box is not None and box.scroll_bar is not None:
            box.scroll_bar.set_scroll_from_start_percentage(1.0)
