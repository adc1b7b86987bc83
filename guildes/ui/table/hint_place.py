"""The hint's (what to do now) size, lines and place: on one line at the text size's
16 px where a place near the hand has room (``TableLayout.hint_rect``), else smaller, or
on two or three lines, one size through a draft; and the sizes of the lines under the
Event card it keeps clear of. The table draws it (``drawing``).
"""

from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product

import pygame

from guildes.rules import NUM_GUILDS
from guildes.ui import palette
from guildes.ui.fonts import MIN_WORDS_PX, text
from guildes.ui.layout import TableLayout
from guildes.ui.textfit import line_words


def event_line_sizes(lay: TableLayout) -> tuple[int, int]:
    """The sizes (px) of the lines under the Event card: the passing direction (bold) and
    the note on reading its rule."""
    return max(MIN_WORDS_PX, int(14 * lay.s)), max(MIN_WORDS_PX, int(11 * lay.s))


@lru_cache(maxsize=64)
def hint_fit(
    lay: TableLayout,
    hint: str,
    count: int,
    kept: int,
    event_bottom: int,
    event_half: int = 0,
    largest: int = 0,
) -> tuple[pygame.Surface, pygame.Rect]:
    """The hint rendered and where it goes: on one line at the text size's 16 px when it
    has a place (``TableLayout.hint_rect``), else smaller, down to 70% but never under
    the note under the Event card (``event_line_sizes``), else on two or three lines,
    clear of the opponents' things where any of those has a place, else of their panels,
    face-down and trick cards (not their tables' rooms), else only of the viewer's; then
    the same against the felt's edges; else centred just above the fan. With ``largest``
    (px), no larger than that where a place has room at it: one size through a draft or
    a play (``_hint_fit_for``; in the tutorial it went from 17 px on one line to 12 px on
    two and back, ru at 960x600, 130%)."""
    size, lines, box = place_hint(lay, hint, count, kept, event_bottom, event_half, largest)
    if box is None and largest:
        size, lines, box = place_hint(lay, hint, count, kept, event_bottom, event_half)
    h = _hint_text(hint, size, lines)
    if box is None:
        box = h.get_rect(midbottom=(lay.felt_rect.centerx, lay.fan_top(count) - 4)).inflate(16, 6)
    return h, box


@lru_cache(maxsize=256)
def place_hint(
    lay: TableLayout,
    hint: str,
    count: int,
    kept: int,
    event_bottom: int,
    event_half: int,
    largest: int = 0,
) -> tuple[int, int, pygame.Rect | None]:
    """``hint_fit``'s choice: the hint's size and lines, and its place (None: none has
    room, at the smallest size on three lines)."""
    s = lay.s
    # never smaller than the note under the Event card (at 85% it was 9 px, the least)
    least = event_line_sizes(lay)[1]
    sizes = sorted({max(least, int(16 * s * k / 10)) for k in range(10, 6, -1)}, reverse=True)
    if largest:
        sizes = [z for z in sizes if z <= largest] or sizes[-1:]
    # on two or three lines rather than against an edge; clear of the opponents' things
    # where a place is; a word's space from the Event card's lines where it has room
    for sides, avoid, spaced in product((False, True), (2, 1, 0), (True, False)):
        for lines, size in product((1, 2, 3), sizes):
            h = _hint_text(hint, size, lines)
            got = lay.hint_rect(
                h.get_size(), count, kept, event_bottom, event_half, sides, avoid, spaced, False
            )
            if got is not None:
                box, high = got
                # far above the hand: beside a small fan if it has room, on more lines if
                # need be, at no smaller a size (a new player's check: the last pick's
                # hint lay 320 px above the hand)
                for more, larger in product((1, 2, 3), sizes) if high else ():
                    if larger >= size:
                        h = _hint_text(hint, larger, more)
                        by = lay.hint_rect(
                            h.get_size(),
                            count,
                            kept,
                            event_bottom,
                            event_half,
                            sides,
                            avoid,
                            spaced,
                        )
                        if by is not None and not by[1]:
                            return larger, more, by[0]
                return size, lines, box
    return sizes[-1], 3, None


def _hint_text(hint: str, size: int, lines: int) -> pygame.Surface:
    """The hint on ``lines`` centred lines of about equal length, cut between words
    (``balanced``)."""
    if lines == 1:
        return text(hint, size, palette.CREAM, True)
    rows = [text(row, size, palette.CREAM, True) for row in balanced(hint, lines)]
    surf = pygame.Surface(
        (max(r.get_width() for r in rows), sum(r.get_height() for r in rows)), pygame.SRCALPHA
    )
    y = 0
    for r in rows:
        surf.blit(r, r.get_rect(midtop=(surf.get_width() // 2, y)))
        y += r.get_height()
    return surf


@lru_cache(maxsize=32)
def draft_size(lay: TableLayout, hint: str, dealt: int, bottom: int, half: int) -> int:
    """The hint's size through a draft from a fan of ``dealt`` cards: the smallest with
    any fan and kept row the draft can come to (one size whatever is picked)."""
    return min(
        place_hint(lay, hint, c, k, bottom, half)[0]
        for c in range(1, dealt + 1)
        for k in range(min(NUM_GUILDS, dealt - c) + 1)
    )


CLAUSE_ENDS = (":", ",", ";")
"""Marks that end a clause: a line may end there rather than inside one."""


def balanced(words: str, lines: int) -> list[str]:
    """``words`` cut between words into at most ``lines`` lines of about equal length: of
    the cuts whose longest line is at most a quarter longer than the shortest such, the
    one whose lines end most at a clause's end (``CLAUSE_ENDS``), then the one whose
    longest line is shortest. Cutting each line as late as it stayed under an equal share
    left "Vyberte kartu, kterou si / necháte: kliknutím…" (a fresh clone's check)."""
    cut = line_words(words)
    n = min(lines, len(cut))
    cuts = []
    for ends in combinations(range(1, len(cut)), n - 1):
        bounds = (0, *ends, len(cut))
        rows = [" ".join(cut[a:b]) for a, b in zip(bounds, bounds[1:])]
        clauses = sum(1 for row in rows[:-1] if row.endswith(CLAUSE_ENDS))
        cuts.append((max(len(row) for row in rows), -clauses, rows))
    if not cuts:
        return [words]
    least = min(c[0] for c in cuts)
    near = [c for c in cuts if c[0] <= least * 1.25]
    return min(near, key=lambda c: (c[1], c[0]))[2]
