"""The expert's hints at the table (practice games only): H, or the Hint button, asks the
review's worker for the three best choices of the viewer's current decision, valued from
the viewer's view only (``guildes.ai.review.hints`` in ``ReviewWorker``, the quick
review's budget); the window stays live while it thinks. The panel shows each choice,
whole, with its value (the seat's expected final margin over the best other seat, in
votes: said under the title) and its reason.

Only the seat that asked ever sees its hints: the worker gets that seat's ``SeatView``
(never the game), the hints are dropped as soon as the decision moves on, and they are
drawn only while that seat is the one looking at the table (hotseat: behind the lifted
curtain). ``shown_to`` records the seats that saw a hint (a practice game is counted
apart).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from guildes.ai.review import Hint
from guildes.ai.review_worker import HintsDone, JobFailed, ReviewWorker
from guildes.i18n import t as tr
from guildes.rules import Choice, SeatView
from guildes.ui import palette
from guildes.ui.draw import panel, swatch
from guildes.ui.fonts import text
from guildes.ui.layout import TableLayout
from guildes.ui.review_text import reason_text
from guildes.ui.table.choice_words import card_guilds, choice_label, signed_votes
from guildes.ui.table.views import fan_cards
from guildes.ui.textfit import ellipsize, fit_lines

HINTS = 3
"""How many choices a hint shows."""

HINTS_TALL = 240
"""About how tall the panel of three hints is at 100% text (pixels at 720 high)."""

_Box = tuple[int, int, int, int]

# What the panel covers, by weight per pixel and by a cost for touching it at all (a
# corner over a name hides it as surely as the whole panel): an opponent's panel (name,
# votes) or the viewer's own things (their panel, cards on the table, kept row, face-down
# places, the line saying what to do) count most, the opponents' cards on the table and
# trick cards next, then the Event card and its arrow, their face-down places (card
# backs: the panels say who has chosen) least. Felt where cards will come later counts
# nothing: the panel goes when the decision is made.
_PANEL, _CARDS, _EVENT, _FRONT = (10, 100_000), (6, 20_000), (2, 0), (1, 0)


def panel_place(
    lay: TableLayout,
    size: tuple[int, int],
    view: SeatView,
    keep: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where the hint panel of ``size`` goes for the viewer of ``view``: on the felt
    between the standings strip and the top of the viewer's fan, where it covers the least
    of what the table shows (weighed as above; ``keep``: more of the viewer's things),
    nearest the felt's top right among equal places (the play test found it over the
    top-right opponent's panel at 1280x720)."""
    kept = sum(1 for n in view.kept if n)
    boxes = tuple((r.x, r.y, r.w, r.h) for r in keep)
    tables = tuple(tuple(t) for t in view.tables)
    return pygame.Rect(_place(lay, size, len(fan_cards(view)), kept, boxes, tables))


@lru_cache(maxsize=64)
def _place(
    lay: TableLayout,
    size: tuple[int, int],
    fan: int,
    kept: int,
    keep: tuple[_Box, ...],
    tables: tuple[tuple[int, ...], ...],
) -> _Box:
    s = lay.s
    gap = int(10 * s)
    felt = lay.felt_rect
    w, h = size
    top = lay.strip_rect.bottom + int(6 * s)
    floor = min(lay.fan_top(fan), lay.fan_top(10)) - int(6 * s)
    right = felt.right - w - gap
    if floor - h < top:  # taller than the room: at the top right
        return (right, top, w, h)
    weighed: list[tuple[pygame.Rect, tuple[int, int]]] = []
    margin = int(6 * s)  # (a panel touching a seat's reads as lying on it)
    for seat in range(lay.players):
        own = not lay.offset(seat)
        weighed.append((lay.seat_panel(seat).inflate(margin, margin), _PANEL))
        cards = lay.table_cards(seat, tables[seat])
        weighed += [(r.inflate(margin, margin), _PANEL if own else _CARDS) for _g, r in cards]
        if own:
            weighed.append((lay.front_rect(seat).union(lay.confirm_rect), _PANEL))
        else:
            weighed.append((lay.front_rect(seat), _FRONT))
            if lay.tricks:
                weighed.append((lay.trick_rect(seat), _CARDS))
    weighed += [(r, _PANEL) for r in lay.kept_rects(kept)]
    weighed += [(pygame.Rect(k), _PANEL) for k in keep]
    event = lay.event_rect.inflate(int(lay.arrow_radius * 2) - lay.event_rect.w, 0)
    event.h += int(44 * s)  # its lines under it (the passing direction, a note)
    weighed.append((event, _EVENT))
    step = max(4, int(8 * s))
    best: tuple[float, _Box] | None = None
    box = pygame.Rect(0, 0, w, h)
    for y in range(top, floor - h + 1, step):
        for x in range(right, felt.x + gap - 1, -step):
            box.topleft = (x, y)
            cost = 0.0
            for rect, (weight, touch) in weighed:
                cut = box.clip(rect)
                if cut.w and cut.h:
                    cost += weight * cut.w * cut.h + touch
            # among equal places, the one nearest the top right
            cost += 0.01 * (right - x + y - top)
            if best is None or cost < best[0]:
                best = (cost, (x, y, w, h))
    assert best is not None
    return best[1]


class HintPanel:
    """The hints of one table (see the module docstring)."""

    def __init__(self) -> None:
        self.worker: ReviewWorker | None = None
        self.key: tuple[int, int] | None = None
        """The decision asked about: (seat, choices that seat had made)."""
        self.view: SeatView | None = None
        self.hints: list[Hint] | None = None
        self.failed = False
        self.shown_to: set[int] = set()
        """Seats a hint was shown to in this game."""

    @property
    def thinking(self) -> bool:
        return self.key is not None and self.hints is None and not self.failed

    def ask(self, view: SeatView, legal: Sequence[Choice], made: int) -> None:
        """H: the hints for ``view``'s seat at its decision (after ``made`` choices of its
        own; the others' simultaneous picks do not move it on); asked again for the same
        decision, the panel closes."""
        key = (view.seat, made)
        if key == self.key:
            self.forget()
            return
        self.forget()
        if self.worker is None:
            self.worker = ReviewWorker()
        self.key, self.view = key, view
        self.worker.start_hints(view, legal, HINTS)

    def forget(self) -> None:
        """Drop the hints (and stop working them out)."""
        if self.worker is not None:
            self.worker.cancel()
        self.key, self.view, self.hints, self.failed = None, None, None, False

    def close(self) -> None:
        """The table is left: stop the worker."""
        self.forget()
        if self.worker is not None:
            self.worker.close()

    def update(self, key: tuple[int, int] | None) -> None:
        """Take in the hints if they came; ``key`` is the viewer's decision now (None: no
        one's): another decision than the one asked about drops them."""
        if self.key is None:
            return
        if key != self.key:
            self.forget()
            return
        assert self.worker is not None
        for event in self.worker.poll():
            if isinstance(event, HintsDone):
                self.hints = event.hints
            elif isinstance(event, JobFailed):
                self.failed = True

    def visible_to(self, viewer: int | None) -> bool:
        """The panel shows only to the seat that asked, while it looks at the table."""
        return self.key is not None and viewer == self.key[0]

    def draw(
        self,
        surf: pygame.Surface,
        lay: TableLayout,
        viewer: int | None,
        names: Sequence[str],
        keep: Sequence[pygame.Rect] = (),
    ) -> pygame.Rect | None:
        """The panel on the felt where it covers the least of the table (``panel_place``;
        ``keep``: more of the viewer's things, such as the line saying what to do); None
        when it does not show."""
        if not self.visible_to(viewer) or self.view is None:
            return None
        s = lay.s
        felt = lay.felt_rect
        w = min(int(380 * s), felt.w // 2)
        pad = int(10 * s)
        inner = w - 2 * pad
        lines: list[tuple[pygame.Surface, int]] = []
        lines.append((text(tr("hints.title"), int(16 * s), palette.GOLD, True), 0))
        if self.hints is None:
            key = "hints.failed" if self.failed else "hints.thinking"
            lines.append(
                (text(ellipsize(tr(key), int(14 * s), inner), int(14 * s), palette.CREAM), 0)
            )
        else:
            px, words = fit_lines(tr("hints.values"), int(12 * s), inner, 2)
            lines.extend((text(line, px, (170, 160, 140)), 0) for line in words)
            sw = int(22 * s)
            for k, hint in enumerate(self.hints):
                label = f"{k + 1}. {choice_label(self.view, hint.choice, names)}"
                value = tr("review.value", votes=signed_votes(hint.value))
                vt = text(value, int(14 * s), palette.HIGHLIGHT if k == 0 else palette.CREAM, True)
                chips = len(card_guilds(hint.choice)) * (sw + int(3 * s))
                room = inner - vt.get_width() - chips - int(8 * s)
                # the choice whole, on two lines if need be (its target was cut off)
                px, said = fit_lines(label, int(14 * s), room, 2, bold=True)
                names_drawn = [text(line, px, palette.CREAM, True) for line in said]
                tall = max(vt.get_height(), sum(n.get_height() for n in names_drawn))
                head = pygame.Surface((inner, tall), pygame.SRCALPHA)
                x = 0
                for g in card_guilds(hint.choice):
                    head.blit(swatch(g, sw, vt.get_height()), (x, 0))
                    x += sw + int(3 * s)
                y = 0
                for name in names_drawn:
                    head.blit(name, (x + int(2 * s), y))
                    y += name.get_height()
                head.blit(vt, (inner - vt.get_width(), 0))
                lines.append((head, int(4 * s)))
                px, words = fit_lines(reason_text(hint.reason, names), int(12 * s), inner, 2)
                for line in words:
                    lines.append((text(line, px, (210, 200, 170)), 0))
            px, words = fit_lines(tr("hints.from_view"), int(11 * s), inner, 2)
            for k, line in enumerate(words):
                lines.append((text(line, px, (170, 160, 140)), int(4 * s) if k == 0 else 0))
        h = sum(t.get_height() + gap for t, gap in lines) + 2 * pad
        # while it thinks, placed as the hints will be (about that tall): no jump when
        # they come
        room = h if self.hints is not None else max(h, int(HINTS_TALL * s))
        box = panel_place(lay, (w, room), self.view, keep)
        box.h = h
        panel(surf, box, alpha=250)
        y = box.y + pad
        for t, gap in lines:
            y += gap
            surf.blit(t, (box.x + pad, y))
            y += t.get_height()
        return box
