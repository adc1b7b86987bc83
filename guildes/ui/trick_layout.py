"""Where the Dirty Tricks' things lie on the table: each seat's trick card and the +1/-1
markers on its columns; a part of ``TableLayout`` (the seats, their tables and rooms are
``guildes.ui.layout``'s)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from typing import TYPE_CHECKING

import pygame

from guildes.rules import NUM_GUILDS
from guildes.ui.stacks import CHIP_GAP, stack_card_h


class TrickLayout:
    """The Dirty Tricks' geometry, for ``TableLayout`` (which has the sizes and tables
    named here)."""

    if TYPE_CHECKING:

        @property
        def chip_size(self) -> tuple[int, int]: ...
        @property
        def _rooms(self) -> dict[int, tuple[pygame.Rect, pygame.Rect]]: ...
        def offset(self, seat: int) -> int: ...
        def table_cards(
            self, seat: int, cards: tuple[int, ...]
        ) -> list[tuple[int, pygame.Rect]]: ...
        def table_room(self, seat: int) -> pygame.Rect: ...

    TRICK_HEIGHTS = (1.25, 1.15, 1.05, 1.0)
    """A trick card's height in the heights of a table's cards: the largest that keeps
    clear of the others' panels and of every face-down place."""

    @property
    def trick_size(self) -> tuple[int, int]:
        """The smallest size of a seat's Dirty Trick card (what the face-down places make
        room for); ``trick_rect`` may draw it larger where there is room."""
        h = int(self.chip_size[1] * self.TRICK_HEIGHTS[-1])
        return (round(h / 1.4), h)

    def trick_rect(self, seat: int) -> pygame.Rect:
        """A seat's Dirty Trick card, face up at the end of its table's row by its panel
        (below an opponent's panel, above the bottom seat's; ``TableLayout._trick_left``):
        as large as it can be without reaching another seat's panel or any face-down
        place."""
        return self._rooms[seat][1].copy()

    def virtual_rects(
        self, seat: int, cards: tuple[int, ...], count: int, guilds: Sequence[int] = ()
    ) -> list[pygame.Rect]:
        """Where ``count`` +1/-1 markers lie on ``seat``'s table (``cards`` per guild), one
        way for every seat: each a tab at the far end of its guild's column (``guilds``,
        by marker: under an opponent's column, above the bottom seat's), clear of the
        column's name, count and place; a second tab on one column beyond the first. A
        marker on a guild the table does not hold hangs from an empty place after its
        columns (``mark_places``)."""
        if count <= 0:
            return []
        columns = dict(self.table_cards(seat, cards))
        ghosts = dict(self.mark_places(seat, cards, guilds))
        up = self.offset(seat) == 0
        out: list[pygame.Rect] = []
        for k in range(count):
            g = guilds[k] if k < len(guilds) else -1
            column = columns.get(g) or ghosts.get(g)
            if column is None:
                column = next(iter(columns.values()), self.table_room(seat))
            tab = pygame.Rect(column.x, 0, column.w, self.mark_height)
            tab.top = column.bottom
            if up:
                tab.bottom = column.top
            while tab.collidelist(out) >= 0:
                tab.y += -tab.h if up else tab.h
            out.append(tab)
        return out

    def mark_places(
        self, seat: int, cards: tuple[int, ...], guilds: Sequence[int]
    ) -> list[tuple[int, pygame.Rect]]:
        """The empty places, after ``seat``'s columns, of the guilds of ``guilds`` (its
        +1/-1 markers) that its table does not hold: (guild, the place of one card)."""
        columns = self.table_cards(seat, cards)
        room = self.table_room(seat)
        w = columns[0][1].w if columns else self.chip_size[0]
        h = stack_card_h(w)
        x = (columns[-1][1].right + CHIP_GAP) if columns else room.x
        missing = list(dict.fromkeys(g for g in guilds if 0 <= g < NUM_GUILDS and not cards[g]))
        need = len(missing) * (w + CHIP_GAP)
        before = (columns[0][1].x - room.x) if columns else 0
        if need > room.right - x and before > room.right - x:  # before the columns
            x = columns[0][1].x - min(need, before)
        room_w = max(room.right - x, before) if need > room.right - x else need
        if missing and need > room_w:  # narrower to fit
            w = max(12, room_w // len(missing) - CHIP_GAP)
            h = stack_card_h(w)
        out = []
        top = columns[-1][1].y if columns else room.y  # an opponent's lower row, if two
        for g in missing:
            rect = pygame.Rect(x, top, w, h)
            if self.offset(seat) == 0:
                rect.bottom = room.bottom
            out.append((g, rect))
            x += w + CHIP_GAP
        return out

    @cached_property
    def mark_height(self) -> int:
        """The height of a +1/-1 marker's tab."""
        return max(12, int(self.chip_size[1] * 0.32))
