"""A finished game's hidden cards shown in the replay (H): each seat's hand (with a
face-down choice), kept cards and cards left unplayed, in a box of its own named for the
seat, each group a row of the same stacks as the seats' tables (``stacks``: a column per
guild, its count in bold), never the old chip rows.

The boxes are opaque and placed clear of one another, of every seat's panel and table,
and of the Event card when they can be: as near their seat as the felt allows, their
columns narrower when the felt is crowded (6 players at 1280x720)."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from guildes.i18n import language
from guildes.i18n import t as tr
from guildes.rules import NUM_GUILDS, SeatView
from guildes.ui import palette
from guildes.ui.draw import panel
from guildes.ui.fonts import text
from guildes.ui.layout import CHIP_GAP, TableLayout
from guildes.ui.stacks import STACK_EDGES, stack_card_h, stack_column, stack_height
from guildes.ui.textfit import ellipsize

SHRINK = (1.0, 0.85, 0.7, 0.6)
"""The columns' widths tried, in the table's column widths, until every box finds a
clear place."""
GRID = 8
"""The step, in pixels, of the places tried for a box."""

Rows = tuple[tuple[str, tuple[int, ...]], ...]


def rows_of(view: SeatView) -> Rows:
    """A seat's groups of hidden cards that hold any: (label, cards per guild)."""
    rows = [
        (tr("replay.hand"), view.hand),
        (tr("table.kept"), view.kept),
        (tr("replay.unplayed"), view.discarded),
    ]
    return tuple((label, tuple(cards)) for label, cards in rows if any(cards))


class HandBox:
    """One seat's box: its size at a column width, and where its parts go."""

    def __init__(
        self, lay: TableLayout, seat: int, name: str, rows: Rows, card_w: int, shrink: float
    ) -> None:
        s = lay.s
        self.seat, self.name, self.rows, self.card_w = seat, name, rows, card_w
        self.size = max(9, int(12 * s * max(shrink, 0.8)))  # (smaller with the columns)
        self.pad = max(4, int(6 * s))
        self.card_h = stack_card_h(card_w)
        self.label_w = max(
            text(label, self.size, palette.CREAM, True).get_width() for label, _c in rows
        )
        self.label_w += int(8 * s)
        self.title_h = text("Ag", self.size, palette.GOLD, True).get_height()
        widest = max(sum(1 for n in cards if n) for _l, cards in rows)
        self.row_hs = [
            stack_height(self.card_h, min(max(cards), STACK_EDGES + 1)) for _l, cards in rows
        ]
        w = 2 * self.pad + self.label_w + widest * (card_w + CHIP_GAP) - CHIP_GAP
        h = 2 * self.pad + self.title_h + sum(self.row_hs) + CHIP_GAP * len(rows)
        self.w, self.h = w, h

    def draw(self, surf: pygame.Surface, at: pygame.Rect) -> None:
        """Draw the box at ``at`` (its size)."""
        panel(surf, at, alpha=255)  # opaque: no other box or table shows through it
        x, y = at.x + self.pad, at.y + self.pad
        name = ellipsize(self.name, self.size, at.w - 2 * self.pad, True)
        surf.blit(text(name, self.size, palette.GOLD, True), (x, y))
        y += self.title_h + CHIP_GAP
        for (label, cards), row_h in zip(self.rows, self.row_hs, strict=True):
            img = text(label, self.size, palette.CREAM, True)
            surf.blit(img, img.get_rect(midleft=(x, y + row_h - self.card_h // 2)))
            cx = x + self.label_w
            for g in range(NUM_GUILDS):
                if not cards[g]:
                    continue
                column = stack_column(g, self.card_w, self.card_h, cards[g])
                surf.blit(column, column.get_rect(bottomleft=(cx, y + row_h)))
                cx += self.card_w + CHIP_GAP
            y += row_h + CHIP_GAP


def _avoid(lay: TableLayout, tables: Sequence[tuple[int, ...]]) -> list[pygame.Rect]:
    """What a box keeps clear of: every seat's panel, table and face-down place, and the
    Event card with the lines under it."""
    out = [lay.seat_panel(seat) for seat in range(lay.players)]
    for seat, cards in enumerate(tables):
        out += [r for _g, r in lay.table_cards(seat, cards)]
    event = lay.event_rect
    out.append(event.inflate(int(120 * lay.s), 0).union(event.move(0, int(44 * lay.s))))
    out += [lay.front_rect(seat) for seat in range(lay.players)]  # the face-down places
    return out


def _table_areas(lay: TableLayout, tables: Sequence[tuple[int, ...]]) -> list[pygame.Rect]:
    """Each seat's table as one area (its columns' union), and the Event card's."""
    out = [lay.event_rect]
    for seat, cards in enumerate(tables):
        rects = [r for _g, r in lay.table_cards(seat, cards)]
        if rects:
            out.append(rects[0].unionall(rects[1:]))
    return out


def _place(
    felt: pygame.Rect,
    size: tuple[int, int],
    near: tuple[int, int],
    avoid: list[pygame.Rect],
    soft: Sequence[pygame.Rect] = (),
) -> pygame.Rect | None:
    """The place of ``size`` on ``felt`` clear of ``avoid`` that covers least of
    ``soft``, then lies nearest ``near`` (None: none is clear)."""
    w, h = size
    step = GRID * 2 if soft else GRID
    best: tuple[int, int, pygame.Rect] | None = None
    for y in range(felt.y + 4, felt.bottom - 4 - h + 1, step):
        for x in range(felt.x + 4, felt.right - 4 - w + 1, step):
            rect = pygame.Rect(x, y, w, h)
            if rect.collidelist(avoid) >= 0:
                continue
            covered = 0
            for r in soft:
                c = rect.clip(r)
                covered += c.w * c.h
            d = (rect.centerx - near[0]) ** 2 + (rect.centery - near[1]) ** 2
            if best is None or (covered, d) < best[:2]:
                best = (covered, d, rect)
    return None if best is None else best[2]


def place_boxes(
    lay: TableLayout,
    names: Sequence[str],
    views: Sequence[SeatView],
    tables: Sequence[tuple[int, ...]],
) -> list[tuple[HandBox, pygame.Rect]]:
    """Each seat's box with hidden cards and where it goes: clear of the others, of the
    panels, the tables and the Event card, near its seat; the columns narrower until
    every box has such a place; on a crowded felt, clear of the boxes and panels only
    (over a table if it must)."""
    key = (
        lay.width,
        lay.height,
        lay.players,
        lay.felt_rect.w,
        lay.s,
        language(),
        tuple(names),
        tuple(rows_of(v) for v in views),
        tuple(tables),
        tuple(v.seat for v in views),
    )
    if key not in _PLACED:
        if len(_PLACED) > 32:
            _PLACED.clear()
        _PLACED[key] = _placed(lay, names, views, tables)
    return [(box, rect.copy()) for box, rect in _PLACED[key]]


_PLACED: dict[object, list[tuple[HandBox, pygame.Rect]]] = {}
"""The boxes placed, by what their places depend on (placing them scans the felt)."""


def _placed(
    lay: TableLayout,
    names: Sequence[str],
    views: Sequence[SeatView],
    tables: Sequence[tuple[int, ...]],
) -> list[tuple[HandBox, pygame.Rect]]:
    felt = lay.felt_rect.inflate(-int(8 * lay.s), -int(8 * lay.s))
    top = max(felt.top, lay.strip_rect.bottom + 2)
    felt = pygame.Rect(felt.x, top, felt.w, felt.bottom - top)
    panels = [lay.seat_panel(seat) for seat in range(lay.players)]
    clear = _avoid(lay, tables)
    tables_at = _table_areas(lay, tables)
    tries: list[tuple[float, list[pygame.Rect], list[pygame.Rect]]]
    tries = [(shrink, clear, []) for shrink in SHRINK]
    # crowded: clear of the panels, over as little of the tables as it can
    tries += [(SHRINK[1], panels, tables_at), (SHRINK[-1], [], [])]
    gap = max(3, int(4 * lay.s))
    placed: list[tuple[HandBox, pygame.Rect]] = []
    for k, (shrink, base, soft) in enumerate(tries):
        card_w = max(12, int(lay.chip_size[0] * shrink))
        placed = []
        for view in views:
            rows = rows_of(view)
            if not rows:
                continue
            box = HandBox(lay, view.seat, names[view.seat], rows, card_w, shrink)
            avoid = base + [r.inflate(2 * gap, 2 * gap) for _b, r in placed]
            near = lay.seat_panel(view.seat).center
            rect = _place(felt, (box.w, box.h), near, avoid, soft)
            if rect is None and k < len(tries) - 1:
                break
            if rect is None:  # no room even off the other boxes (never seen): by its seat
                rect = pygame.Rect(0, 0, box.w, box.h)
                rect.center = near
                rect.clamp_ip(felt)
            placed.append((box, rect))
        else:
            break
    return placed


def draw_open_hands(
    surface: pygame.Surface,
    lay: TableLayout,
    views: Sequence[SeatView],
    names: Sequence[str],
    tables: Sequence[tuple[int, ...]],
) -> list[pygame.Rect]:
    """Every seat's hidden cards (``place_boxes``), from that seat's own view; returns
    where the boxes were drawn."""
    out = []
    for box, rect in place_boxes(lay, names, views, tables):
        box.draw(surface, rect)
        out.append(rect)
    return out
