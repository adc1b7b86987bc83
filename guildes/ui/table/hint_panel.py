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
from guildes.ui.textfit import ellipsize, fit_lines

HINTS = 3
"""How many choices a hint shows."""


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
        self, surf: pygame.Surface, lay: TableLayout, viewer: int | None, names: Sequence[str]
    ) -> pygame.Rect | None:
        """The panel over the felt's right side, under the standings strip; None when it
        does not show."""
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
        box = pygame.Rect(felt.right - w - int(10 * s), lay.header_h + int(34 * s), w, h)
        panel(surf, box, alpha=235)
        y = box.y + pad
        for t, gap in lines:
            y += gap
            surf.blit(t, (box.x + pad, y))
            y += t.get_height()
        return box
