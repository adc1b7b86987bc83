"""Where each seat's face-down cards lie on the table (its "front"): between its panel
and the centre, each seat's place its own; a part of ``TableLayout`` (the seats, their
panels and tables are ``guildes.ui.layout``'s)."""

from __future__ import annotations

from functools import cached_property
from typing import TYPE_CHECKING

import pygame


class FrontLayout:
    """The face-down places' geometry, for ``TableLayout`` (which has the fields, sizes
    and seats named here)."""

    if TYPE_CHECKING:
        height: int
        bottom: int
        players: int
        tricks: bool

        @property
        def s(self) -> float: ...
        @property
        def fan_card(self) -> tuple[int, int]: ...
        @property
        def small_card(self) -> tuple[int, int]: ...
        @property
        def felt_rect(self) -> pygame.Rect: ...
        @property
        def panel_size(self) -> tuple[int, int]: ...
        @property
        def row_height(self) -> int: ...
        @property
        def trick_size(self) -> tuple[int, int]: ...
        @property
        def arrow_radius(self) -> float: ...
        def offset(self, seat: int) -> int: ...
        def seat_anchor(self, seat: int) -> tuple[int, int]: ...
        def seat_panel(self, seat: int) -> pygame.Rect: ...

    FRONT_SPREAD = 0.7
    """Between two face-down cards of one seat, in card widths."""

    def _side_seat(self, seat: int) -> bool:
        """An opponent low on the left or right of the table (from 4 players): its
        face-down cards lie beside its panel, toward the centre, clear of the viewer's."""
        k = self.offset(seat)
        return self.players >= 4 and k in (1, self.players - 1)

    def _front_raw(self, seat: int) -> tuple[int, int]:
        w, h = self.small_card
        if self.offset(seat) == 0:
            cw, ch = self.fan_card
            r = self.felt_rect
            return (r.centerx - int(cw * 2.4), int(self.height - ch * 1.5))
        span = int(w * (1 + self.FRONT_SPREAD)) // 2 + int(10 * self.s)
        x, y = self.seat_anchor(seat)
        panel = self.seat_panel(seat)
        if self._side_seat(seat):
            if x < self.felt_rect.centerx:
                return (panel.right + span, y)
            return (panel.left - span, y)
        cx = self.felt_rect.centerx
        row_h = max(self.row_height, self.trick_size[1]) if self.tricks else self.row_height
        below = y + self.panel_size[1] // 2 + row_h + int(8 * self.s) + h // 2
        if self.players == 3:
            # the seats high (_seat_anchor): their places beside the Event card's arrow,
            # level with the card (not pushing it down), the felt above them left to the
            # seats' tables (two rows of cards where one would squeeze them)
            reach = int(self.arrow_radius) + int(16 * self.s) + span + int(8 * self.s)
            return (cx - reach if x < cx else cx + reach, max(int(below), int(self.height * 0.49)))
        return (int(x + (cx - x) * 0.5), int(below))

    @cached_property
    def _fronts(self) -> dict[int, tuple[int, int]]:
        """Each seat's face-down place, the outermost opponents first, each moved toward
        the centre (or, in the middle, down) until it is clear of those placed before,
        and below another seat's row of columns it would reach or come within a gap of
        (so that row can still grow past it)."""
        w, h = self.small_card
        half_w = int(w * (1 + self.FRONT_SPREAD)) // 2 + 3
        gap = int(6 * self.s)
        cx = self.felt_rect.centerx
        out = {self.bottom: self._front_raw(self.bottom)}
        placed = [self.front_rect_at(out[self.bottom])]
        opponents = [seat for seat in range(self.players) if self.offset(seat) != 0]
        opponents.sort(key=lambda seat: -abs(self._front_raw(seat)[0] - cx))
        for seat in opponents:
            x, y = self._front_raw(seat)
            rows = [self._base_row(o) for o in opponents if o != seat]
            for _ in range(3 * self.players):
                rect = self.front_rect_at((x, y))
                row = next((r for r in rows if r.inflate(0, 2 * gap).colliderect(rect)), None)
                if row is not None:  # another seat's row of columns: below it
                    y = row.bottom + gap + h // 2 + 3
                    continue
                other = next((p for p in placed if p.colliderect(rect)), None)
                if other is None:
                    break
                nx = other.right + gap + half_w if x < cx else other.left - gap - half_w
                if abs(x - cx) <= w // 4 or (nx - cx) * (x - cx) < 0 or abs(nx - cx) < w // 4:
                    y = other.bottom + gap + h // 2 + 3  # no room sideways: below it
                else:
                    x = nx
            out[seat] = (x, y)
            placed.append(self.front_rect_at((x, y)))
        return out

    def _base_row(self, seat: int) -> pygame.Rect:
        """An opponent's row of columns under its panel, before it grows sideways."""
        panel = self.seat_panel(seat)
        return pygame.Rect(panel.x, panel.bottom + int(4 * self.s), panel.w, self.row_height)

    def front_of(self, seat: int) -> tuple[int, int]:
        """Where a seat's face-down card lies (between its panel and the centre); each
        seat's place is its own (see ``front_rect``)."""
        return self._fronts[seat]

    def lying_at(self, seat: int, k: int, count: int) -> tuple[int, int]:
        """The centre of the ``k``-th of ``count`` cards lying face down side by side in
        front of ``seat`` (``front_of``)."""
        x, y = self.front_of(seat)
        return (x + int((k - (count - 1) / 2) * self.small_card[0] * 0.6), y)

    def front_rect_at(self, at: tuple[int, int], count: int = 2) -> pygame.Rect:
        """The box of ``count`` face-down cards side by side, centred at ``at``."""
        w, h = self.small_card
        rect = pygame.Rect(0, 0, int(w * (1 + self.FRONT_SPREAD * (count - 1))) + 6, h + 6)
        rect.center = at
        return rect

    def front_rect(self, seat: int, count: int = 2) -> pygame.Rect:
        """The place of ``count`` face-down (or revealed) cards of ``seat``, side by side
        as drawn: no other seat's face-down cards, panel or table lie in it."""
        return self.front_rect_at(self.front_of(seat), count)
