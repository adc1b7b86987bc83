"""The table's game log: what it tells, kept to be told again in another language, and
the box that shows it (L shows or hides it): docked beside the felt, or over its right
side where docking would crowd the table (``log_docks``)."""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame
import pygame_gui

from guildes.i18n import revision
from guildes.rules import HandsPassed, Happening, VotesCounted
from guildes.ui.fonts import DRAWN_MINUS
from guildes.ui.layout import TableLayout, layout_for
from guildes.ui.table.narration import narrate
from guildes.ui.table.steps import CountStep, Step

if TYPE_CHECKING:
    from guildes.session import Session
    from guildes.ui.app import App

# ---------------------------------------------------------------- where the log lies


def log_shown_at_start(size: tuple[int, int], players: int, ui_scale: float) -> bool:
    """Whether the game log starts shown beside the felt (L shows or hides it): in a wide
    window, when the felt beside it still holds the table (with many players or large
    text, the face-down cards crowd the Event card down under the hand)."""
    w, h = size
    if w < 1600:
        return False
    return not TableLayout(w, h, players, 0, int(w * 0.22), ui_scale).fan_covers_event()


def log_docks(size: tuple[int, int], players: int, ui_scale: float, tricks: bool) -> bool:
    """Whether the game log, when shown, lies beside the felt (narrowing it): unless the
    narrower felt would put the Event card under the hand (6 players at 1280x720, large
    text at 4 and 5). Else it lies over the table's right side (``floating_log_rect``)."""
    w, h = size
    docked = layout_for(w, h, players, 0, int(w * 0.22), ui_scale, tricks)
    return not docked.fan_covers_event(lines=False)


def floating_log_rect(lay: TableLayout) -> pygame.Rect:
    """Where the log lies over the table when it does not dock (``log_docks``): at the
    felt's right, under the header's buttons and the standings strip, down to the Event
    card's arrow (the hint line lies lower, above the hand)."""
    s = lay.s
    w = int(lay.width * 0.22)
    top = lay.strip_rect.bottom + int(6 * s)
    bottom = max(top + int(120 * s), min(lay.fan_top(10), lay.arrow_bottom) - int(8 * s))
    return pygame.Rect(lay.felt_rect.right - w - int(8 * s), top, w, bottom - top)


_SPACE_AFTER_TAG = re.compile(r"</(b|i)> ")


def box_html(lines: Sequence[str]) -> str:
    """The log's lines as the box's HTML, each ended by a line break, the space after a
    bold or italic part moved inside it: pygame-gui wrapped a line at that space and
    began the next one with it (" Played cards…" after an italic Event card's name). A
    minus sign is the figure dash the table's fonts draw for it (``fonts.DRAWN_MINUS``:
    the box's Noto Sans draws U+2212 narrower than a hyphen)."""
    return "".join(
        _SPACE_AFTER_TAG.sub(r" </\1>", line).translate(DRAWN_MINUS) + "<br>" for line in lines
    )


LOG_CAP = 120
"""Lines shown in the docked log (twice as many are kept before the oldest go)."""


class GameLog:
    """The log of a scene holding a ``session``: ``log_lines``, told by ``_tell``."""

    session: Session
    log_lines: list[str]
    told: list[Callable[[], list[str]]]
    log_revision: int
    log_box: pygame_gui.elements.UITextBox | None
    log_waiting: deque[tuple[Step | None, Callable[[], list[str]]]]
    """Lines told once their step has played (None: once those before them are told)."""
    log_image: tuple[pygame.Surface, pygame.Rect] | None
    app: App

    @property
    def log_docked(self) -> bool:
        """The log, when shown, lies beside the felt (else over the table's right side)."""
        w, h = self.app.size
        tricks = "dirty_tricks" in self.session.game.config.variants
        return log_docks((w, h), len(self.session.seats), float(self.app.settings.ui_scale), tricks)

    def _open_log_box(self, lay: TableLayout) -> None:
        """Show the log's box: docked beside the felt, or over its right side."""
        r = pygame.Rect(lay.felt_rect.right, 0, lay.log_width, lay.height)
        if not self.log_docked:
            r = floating_log_rect(lay)
        self.log_box = pygame_gui.elements.UITextBox(
            box_html(self.log_lines[-LOG_CAP:]),
            r,
            self.app.manager,
            object_id=None if self.log_docked else "#floating_log",
        )
        self._scroll_log()

    def _close_log_box(self) -> None:
        """Remove the log's box, kept as an image: an overlay over the table dims the log
        as it was (its widget is gone)."""
        if self.log_box is not None:
            self.log_image = (self.log_box.image.copy(), self.log_box.rect.copy())
            self.log_box.kill()
            self.log_box = None

    pass_size: int | None = None
    """The hand size after the last pass of hands seen (a smaller one is the same
    round's draft going on)."""

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

    def tell_played(
        self, happenings: Iterable[Happening], steps: Sequence[Step], events: bool
    ) -> None:
        """Tell one choice's ``happenings`` (a pass of hands once a round), played as
        ``steps``: what comes before a vote
        count at once, the count and what follows once the count's step has played (the
        docked log told a count's result, and the next round, while the count overlay
        still counted), and nothing ahead of lines still waiting."""
        happenings = [h for h in happenings if not self._pass_again(h)]
        count = next((st for st in steps if isinstance(st, CountStep)), None)
        cut = next((i for i, h in enumerate(happenings) if isinstance(h, VotesCounted)), None)
        if count is None or cut is None:
            cut = len(happenings)
        now = partial(narrate, happenings[:cut], self.names, events)
        if self.log_waiting:
            self.log_waiting.append((None, now))
        else:
            self._tell(now)
        if cut < len(happenings):
            self.log_waiting.append((count, partial(narrate, happenings[cut:], self.names, events)))

    def _pass_again(self, happening: Happening) -> bool:
        """True for a pass of hands after the first of its round: the log tells the
        round's first ("Everyone kept a card. Hands pass left.") and the draft's end, not
        the same line again at every step of the draft."""
        if not isinstance(happening, HandsPassed):
            return False
        again = self.pass_size is not None and happening.hand_size < self.pass_size
        self.pass_size = happening.hand_size
        return again

    def step_played(self, step: Step) -> None:
        """``step`` has played: the lines that waited for it, and those after them."""
        if not self.log_waiting or self.log_waiting[0][0] is not step:
            return
        self._tell(self.log_waiting.popleft()[1])
        while self.log_waiting and self.log_waiting[0][0] is None:
            self._tell(self.log_waiting.popleft()[1])

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
                self.log_box.set_text(box_html(self.log_lines[-LOG_CAP:]))
                self._scroll_log()
            return
        if self.log_box is not None:
            self.log_box.append_html_text(box_html([line]))
            self._scroll_log()

    def _scroll_log(self) -> None:
        """The log scrolled to its last line, its first line shown whole (a review: the
        docked log's top line was cut in half; the last line's break leaves a line of
        room at the bottom for the little it scrolls back)."""
        box = self.log_box
        if box is None or box.scroll_bar is None:
            return
        box.scroll_bar.set_scroll_from_start_percentage(1.0)
        layout = box.text_box_layout
        if layout is None:
            return
        height = layout.layout_rect.height
        top = int(box.scroll_bar.start_percentage * height)
        starts = [row.y for row in layout.layout_rows if row.y <= top]
        if height > 0 and starts and max(starts) < top:
            box.scroll_bar.set_scroll_from_start_percentage((max(starts) + 0.5) / height)
