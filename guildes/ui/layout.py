"""Where things go on the table for a window size and a player count.

The viewer's seat is at the bottom centre; the others sit clockwise on an ellipse
(seat numbers run clockwise, so the viewer's left neighbour, seat+1, is on the left).
Sizes scale with the window height.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property, lru_cache

import pygame

from guildes.rules import GUILDS, NUM_GUILDS
from guildes.ui.cards import card_size_for, name_rect
from guildes.ui.fonts import font

CHIP_GAP = 3
"""Pixels between two stacks of a seat's table."""

STRIP_GAP = 21
"""Pixels at scale 1 kept free between the header and the highest opponent panel: the
standings strip lies there (and the saving warning over it when a save fails)."""

FAN_LIFT = 0.16
"""How far a lifted card of the fan (hovered, focused or chosen) rises, in card heights."""


def chip_rects(
    cards: tuple[int, ...],
    topleft: tuple[int, int],
    chip_size: tuple[int, int],
    max_width: int,
) -> list[tuple[int, pygame.Rect]]:
    """Where each guild stack of a table lies: (guild, rect) in Count-card order, only
    the guilds with cards, shrunk to fit ``max_width``. ``cards`` is cards per guild."""
    w, h = chip_size
    shown = [g for g in range(NUM_GUILDS) if cards[g]]
    if shown and len(shown) * (w + CHIP_GAP) > max_width:
        w = max(12, max_width // len(shown) - CHIP_GAP)
        h = min(h, int(w * 1.3))
    x, y = topleft
    return [(g, pygame.Rect(x + i * (w + CHIP_GAP), y, w, h)) for i, g in enumerate(shown)]


@dataclass(frozen=True)
class TableLayout:
    """Geometry of the table for one window size, player count and bottom seat."""

    width: int
    height: int
    players: int
    bottom: int
    log_width: int
    ui_scale: float = 1.0
    tricks: bool = False
    """The Dirty-Trick variant: each seat's trick card lies at the end of its table's
    row (``trick_rect``), and the row's stacks keep clear of it."""

    @cached_property
    def s(self) -> float:
        """Scale factor (1.0 at 720 pixels high, times the text size), from the height
        cards are sized from (``card_base``): a window narrower than 16:10 does not make
        the panels' words outgrow their width."""
        return self.card_base / 720 * self.ui_scale

    @property
    def felt_rect(self) -> pygame.Rect:
        """The felt (the window minus the log panel)."""
        return pygame.Rect(0, 0, self.width - self.log_width, self.height)

    @cached_property
    def header_h(self) -> int:
        return int(40 * self.s)

    @property
    def strip_rect(self) -> pygame.Rect:
        """The standings strip: the felt's width, in the gap under the header (no seat's
        panel reaches it; ``seat_anchor``)."""
        r = self.felt_rect
        return pygame.Rect(r.x, r.y + self.header_h, r.w, max(14, int(STRIP_GAP * self.s)))

    def strip_cells(self) -> list[tuple[int, pygame.Rect]]:
        """(guild, rect) of each guild's cell of the standings strip, in Count-card order,
        side by side across the strip."""
        strip = self.strip_rect.inflate(-int(16 * self.s), -2)
        w = strip.w // NUM_GUILDS
        return [
            (g, pygame.Rect(strip.x + g * w, strip.y, w - int(4 * self.s), strip.h))
            for g in range(NUM_GUILDS)
        ]

    @cached_property
    def center(self) -> tuple[int, int]:
        """The middle of the table (Event card, reveals): a little lower when the
        opponents' face-down cards above it need the room (large text)."""
        r = self.felt_rect
        y = int(self.height * 0.49)
        _w, h = self.small_card
        reach = int(self.arrow_radius) + int(12 * self.s)  # the arrow above the card
        for seat in range(self.players):
            if self.offset(seat) == 0:
                continue
            front = self.front_rect(seat)
            if front.right > r.centerx - reach and front.left < r.centerx + reach:
                y = max(y, front.bottom + reach)
        return (r.centerx, y)

    def offset(self, seat: int) -> int:
        """Seats clockwise from the bottom seat (0 for the bottom seat)."""
        return (seat - self.bottom) % self.players

    def seat_anchor(self, seat: int) -> tuple[int, int]:
        """Centre of a seat's panel (worked out once per layout)."""
        if seat not in self._anchors:
            self._anchors[seat] = self._seat_anchor(seat)
        return self._anchors[seat]

    @cached_property
    def _anchors(self) -> dict[int, tuple[int, int]]:
        return {}

    def _seat_anchor(self, seat: int) -> tuple[int, int]:
        k = self.offset(seat)
        r = self.felt_rect
        if k == 0:
            return (int(r.x + 150 * self.s), self.height - int(52 * self.s))
        # Opponents over the upper part of an ellipse, left to right clockwise.
        n = self.players
        span_start, span_end = 195.0, 345.0
        if n == 3:
            angles = {1: 215.0, 2: 325.0}
            a = angles[k]
        else:
            a = span_start + (span_end - span_start) * (k - 1) / (n - 2)
        cx, cy = r.centerx, int(self.height * 0.47)
        rx, ry = r.width * 0.40, self.height * 0.35
        x = cx + rx * math.cos(math.radians(a))
        y = cy + ry * math.sin(math.radians(a))
        half = self.panel_size[0] // 2 + int(8 * self.s)
        x = min(max(x, r.x + half), r.right - half)  # the whole panel stays on the felt
        top = self.header_h + (STRIP_GAP + 1) * self.s + self.panel_size[1] // 2
        return (int(x), int(max(y, top)))

    @cached_property
    def panel_size(self) -> tuple[int, int]:
        """Size of an opponent's panel."""
        w = min(int(240 * self.s), int(self.felt_rect.width / max(3, self.players - 1)) - 8)
        return (w, int(64 * self.s))

    def seat_panel(self, seat: int) -> pygame.Rect:
        """A seat's panel (name, votes, hand); the bottom seat's sits in the corner."""
        pw, ph = self.panel_size
        rect = pygame.Rect(0, 0, pw, ph)
        if self.offset(seat) == 0:
            rect.bottomleft = (int(10 * self.s), self.height - int(8 * self.s))
        else:
            rect.center = self.seat_anchor(seat)
        return rect

    def table_cards(self, seat: int, cards: tuple[int, ...]) -> list[tuple[int, pygame.Rect]]:
        """Where the stacks of ``seat``'s table lie, (guild, rect) in Count-card order:
        above the bottom seat's panel, below the others'. ``cards`` is cards per guild."""
        rect = self.seat_panel(seat)
        cw, ch = self.chip_size
        if self.offset(seat) == 0:
            origin = (rect.x, rect.y - ch - int(10 * self.s))
        else:
            origin = (rect.x, rect.bottom + int(4 * self.s))
        widest = round(self.chip_size[1] * self.TRICK_HEIGHTS[0] / 1.4)
        room = rect.w - (widest + int(8 * self.s) if self.tricks else 0)
        return chip_rects(cards, origin, (cw, ch), room)

    @cached_property
    def chip_size(self) -> tuple[int, int]:
        """Size of one guild stack chip on a seat's table, at most (``chip_rects`` makes
        them narrower when a table holds more guilds than its row has room for): large
        enough to read across the table, at any text size."""
        pw = self.panel_size[0]
        k = max(self.s, self.card_base / 720)  # a small text size does not shrink them
        w = max(16, min(int(30 * k), (pw - 4) // 6 - CHIP_GAP))
        return (w, min(int(w * 1.3), int(32 * k)))

    @cached_property
    def card_base(self) -> int:
        """The height cards are sized from: the window's, or less in a window narrower
        than about 16:10 (at 960x900 cards sized by the height left the Event card and
        the hint no room above the fan)."""
        return min(self.height, int(self.width * 0.625))

    @cached_property
    def fan_card(self) -> tuple[int, int]:
        """Size of a card in the viewer's fan."""
        return card_size_for(int(self.card_base * 0.23))

    @cached_property
    def small_card(self) -> tuple[int, int]:
        """Size of a card in the kept row, reveals and the Event card."""
        return card_size_for(int(self.card_base * 0.13))

    @property
    def fan_span(self) -> tuple[int, int]:
        """The room of the fan, left to right: from the viewer's panel to the felt's edge."""
        m = int(14 * self.s)
        return (self.seat_panel(self.bottom).right + m, self.felt_rect.right - m)

    def _fan_step(self, width: int, height: int) -> int:
        """The least step between two cards of the fan that shows every guild's name
        whole on the card under (its left part)."""
        return max(name_rect(g, width, height).right for g in range(len(GUILDS))) + 4

    def fan_size(self, count: int) -> tuple[int, int]:
        """Size of a card in a fan of ``count`` cards: ``fan_card``, or smaller when the
        fan's room cannot show each card's name at that size."""
        cw, ch = self.fan_card
        left, right = self.fan_span
        room = right - left
        while count > 1 and ch > 60:
            if (count - 1) * self._fan_step(cw, ch) + cw * 1.15 <= room:
                break
            cw, ch = card_size_for(ch - 4)
        return (cw, ch)

    def fan_positions(
        self, count: int, front: Sequence[int] = ()
    ) -> list[tuple[float, float, float]]:
        """(x, y, angle) of each card centre in a fan of ``count`` cards, spread over the
        fan's room so that each card's name shows (see ``fan_size``). The cards in
        ``front`` (those chosen for a batch of two) stand lifted and upright, moved apart
        if needed so that no card in front covers another; ``fan_order`` draws them
        last, so each reads whole."""
        if count <= 0:
            return []
        cw, ch = self.fan_size(count)
        left, right = self.fan_span
        space = right - left - cw * 1.15
        step = 0.0
        if count > 1:
            step = max(self._fan_step(cw, ch), min(cw * 0.9, space / (count - 1)))
        total = step * (count - 1)
        half = total / 2 + cw * 0.575
        cx = min(max(self.felt_rect.centerx + 40 * self.s, left + half), right - half)
        _cw, full_h = self.fan_card
        base_y = self.height - full_h * 0.60 + (full_h - ch) * 0.5
        out = []
        for i in range(count):
            t = 0.0 if count == 1 else (i / (count - 1)) * 2 - 1
            x = cx - total / 2 + i * step
            y = base_y + (t * t) * ch * 0.10
            angle = -t * min(8.0, 1.6 * count)
            out.append((x, y, angle))
        lifted = sorted({i for i in front if 0 <= i < count})
        if lifted:
            xs = [out[i][0] for i in lifted]
            gap = cw + int(6 * self.s)
            if any(b - a < gap for a, b in zip(xs, xs[1:])):
                mid = sum(xs) / len(xs)
                xs = [mid + (k - (len(xs) - 1) / 2) * gap for k in range(len(xs))]
            for i, x in zip(lifted, xs):
                out[i] = (x, out[i][1] - ch * FAN_LIFT, 0.0)
        return out

    @staticmethod
    def fan_order(count: int, front: Sequence[int] = (), top: int | None = None) -> list[int]:
        """The order in which the fan's cards are drawn, bottom to top: left to right,
        then the cards in ``front`` (chosen for a batch of two), left to right, then
        ``top`` (the hovered or focused card, lifted), so that it reads whole."""
        lifted = sorted({i for i in front if 0 <= i < count})
        order = [i for i in range(count) if i not in lifted] + lifted
        if top is not None and 0 <= top < count and top not in lifted:
            order.remove(top)
            order.append(top)
        return order

    def fan_card_rect(
        self, count: int, index: int, front: Sequence[int] = (), lifted: bool = False
    ) -> pygame.Rect:
        """The unrotated box of card ``index`` of the fan, as the pointer finds it; a
        ``lifted`` card (hovered or focused) rises and grows as it is drawn."""
        cw, ch = self.fan_size(count)
        x, y, _a = self.fan_positions(count, front)[index]
        if lifted and index not in front:
            rect = pygame.Rect(0, 0, int(cw * 1.15), int(ch * 1.15))
            rect.center = (int(x), int(y - ch * FAN_LIFT))
        else:
            rect = pygame.Rect(0, 0, cw, ch)
            rect.center = (int(x), int(y))
        return rect

    def fan_top(self, count: int) -> int:
        """The highest point a card of a fan of ``count`` cards reaches when lifted
        (hovered or focused: raised, grown and turned as drawn)."""
        if count <= 0:
            return self.height
        cw, ch = self.fan_size(count)
        top = self.height
        for _x, y, a in self.fan_positions(count):
            r = math.radians(abs(a))
            bh = 1.15 * (ch * math.cos(r) + cw * math.sin(r))
            top = min(top, int(y - ch * FAN_LIFT - bh / 2))
        return top

    def fan_covers_event(self) -> bool:
        """True when a card of the fan at rest (of 1 to 10 cards) would lie on the Event
        card, its arrow or the lines under it (a crowded felt pushed it down)."""
        reach = int(self.arrow_radius)
        left, right = self.event_rect.centerx - reach, self.event_rect.centerx + reach
        s = self.s  # its lines under it: the passing direction, the variant's note
        lines = font(int(14 * s), True).get_height() + font(int(11 * s)).get_height()
        bottom = self.event_rect.bottom + int(6 * s) + lines
        for count in range(1, 11):
            cw, ch = self.fan_size(count)
            for x, y, a in self.fan_positions(count):
                r = math.radians(abs(a))
                bw = cw * math.cos(r) + ch * math.sin(r)
                bh = ch * math.cos(r) + cw * math.sin(r)
                if x + bw / 2 >= left and x - bw / 2 <= right and y - bh / 2 < bottom:
                    return True
        return False

    def hint_rect(
        self,
        size: tuple[int, int],
        count: int,
        kept: int,
        event_bottom: int,
        event_half: int = 0,
    ) -> pygame.Rect | None:
        """Where the hint (what to do now) of ``size`` goes: above the fan of ``count``
        cards however a card is lifted, below the Event card's lines (``event_bottom``),
        clear of the ``kept`` cards' row and of the viewer's face-down cards: as low as
        it can (just above the fan, else above the kept row), centred over the fan when
        it fits there, else beside the Event card's arrow or at a side; None when no
        place has room (the caller sets it smaller). ``event_half``: half the width of the
        lines under the Event card (a language's words can make them wider than the
        arrow)."""
        gap = int(6 * self.s)
        box = pygame.Rect(0, 0, size[0] + 16, size[1] + 6)
        floor = min(self.fan_top(count), self.fan_top(10)) - gap
        label = int(20 * self.s)  # the kept row's "kept" and its count badges above it
        blocks = [r.union(r.move(0, -label)) for r in self.kept_rects(kept)]
        blocks.append(self.front_rect(self.bottom))
        felt = self.felt_rect.inflate(-2 * gap, 0)
        arrow = max(int(self.arrow_radius), event_half) + gap
        cx = self.event_rect.centerx
        ys = [floor - box.h] + [b.top - gap - box.h for b in blocks]
        xs = [
            felt.centerx + int(40 * self.s),
            cx + arrow + box.w // 2,
            cx - arrow - box.w // 2,
            felt.left + box.w // 2,
            felt.right - box.w // 2,
        ]
        for x, y in ((x, y) for y in sorted(set(ys), reverse=True) for x in xs):
            box.center = (x, 0)
            box.y = y
            if box.bottom > floor or not felt.contains(box):
                continue
            if box.top < event_bottom + gap and abs(box.centerx - cx) < box.w // 2 + arrow:
                continue  # over the Event card's lines
            if any(box.colliderect(b) for b in blocks):
                continue
            return box.copy()
        return None

    def kept_rects(self, groups: int) -> list[pygame.Rect]:
        """Where the viewer's kept cards lie, one card per guild kept: a row above the
        fan at the right, clear of the opponents' face-down cards and of the Event card
        (the row goes down toward the fan's top, and its cards shrink, when it would
        reach one)."""
        if groups <= 0:
            return []
        s = self.s
        kw, kh = self.small_card
        kw, kh = int(kw * 0.8), int(kh * 0.8)
        _cw, ch = self.fan_card
        right = self.felt_rect.right - int(16 * s)
        gap = int(6 * s)
        fronts = [self.front_rect(seat) for seat in range(self.players) if self.offset(seat)]
        event = self.event_rect.inflate(int(self.arrow_radius * 2) - self.event_rect.w, 0)
        event.h += int(44 * s)  # its lines under it (the passing direction, a note)
        fronts.append(event)
        y = self.height - ch - kh - int(40 * s)
        for _ in range(12):
            width = groups * (kw + gap)
            row = pygame.Rect(right - width, y - int(18 * s), width, kh + int(18 * s))
            hit = [f for f in fronts if f.colliderect(row)]
            if not hit:
                break
            y = max(y, max(f.bottom for f in hit) + int(18 * s) + 2)
            if y + kh > self.height - ch * 0.75:  # no lower than the fan's top: smaller
                kw, kh = card_size_for(int(kh * 0.85))
                y = self.height - ch - kh - int(40 * s)
        return [pygame.Rect(right - (groups - j) * (kw + gap), y, kw, kh) for j in range(groups)]

    @property
    def event_rect(self) -> pygame.Rect:
        """This round's Event card in the middle of the table, inside the arrow."""
        w, h = self.small_card
        rect = pygame.Rect(0, 0, int(w * 1.25), int(h * 1.25))
        rect.center = self.center
        return rect

    @property
    def event_zoom_rect(self) -> pygame.Rect:
        """This round's Event card turned over large, its rule readable."""
        w, h = card_size_for(int(self.height * 0.6))
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (self.center[0], int(self.height * 0.53))
        return rect

    @property
    def confirm_rect(self) -> pygame.Rect:
        """Batches of two: the button that plays the two chosen cards, at the bottom left
        above the viewer's table (clear of the fan and the Event card)."""
        panel = self.seat_panel(self.bottom)
        rect = pygame.Rect(0, 0, int(220 * self.s), int(40 * self.s))
        rect.bottomleft = (panel.x, panel.y - self.chip_size[1] - int(22 * self.s))
        return rect

    def hand_anchor(self, seat: int) -> tuple[int, int]:
        """Centre of a seat's hand drawn as a small fan of card backs: at the right of an
        opponent's panel, beside the bottom seat's panel (when no one looks from it)."""
        rect = self.seat_panel(seat)
        if self.offset(seat) == 0:
            return (rect.right + int(40 * self.s), rect.centery)
        return (rect.right - int(34 * self.s), rect.centery)

    @property
    def fan_anchor(self) -> tuple[int, int]:
        """Centre of the viewer's fan (where its cards leave from and arrive)."""
        _cw, ch = self.fan_card
        return (self.felt_rect.centerx + int(40 * self.s), int(self.height - ch * 0.60))

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
        row_h = max(self.chip_size[1], self.trick_size[1]) if self.tricks else self.chip_size[1]
        below = y + self.panel_size[1] // 2 + row_h + int(14 * self.s) + h // 2
        return (int(x + (cx - x) * 0.5), int(below))

    @cached_property
    def _fronts(self) -> dict[int, tuple[int, int]]:
        """Each seat's face-down place, the outermost opponents first, each moved toward
        the centre (or, in the middle, down) until it is clear of those placed before."""
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
            for _ in range(2 * self.players):
                rect = self.front_rect_at((x, y))
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

    @property
    def arrow_radius(self) -> float:
        """Radius of the passing arrow around the Event card."""
        return int(self.small_card[1] * 1.25) * 0.66

    @property
    def arrow_top(self) -> int:
        """The highest point of the passing arrow around the Event card."""
        return self.event_rect.centery - int(self.arrow_radius) - int(6 * self.s)

    # ------------------------------------------------------------------ Dirty Tricks

    TRICK_HEIGHTS = (1.4, 1.3, 1.2, 1.12)
    """A trick card's height in stack heights: the largest that keeps clear of the
    others' panels and of every face-down place."""

    @property
    def trick_size(self) -> tuple[int, int]:
        """The smallest size of a seat's Dirty Trick card (what the face-down places make
        room for); ``trick_rect`` may draw it larger where there is room."""
        h = int(self.chip_size[1] * self.TRICK_HEIGHTS[-1])
        return (round(h / 1.4), h)

    def trick_rect(self, seat: int) -> pygame.Rect:
        """A seat's Dirty Trick card, face up at the right end of its table's row (below
        an opponent's panel, above the bottom seat's), under the hand's card backs: as
        large as it can be without reaching another seat's panel or any face-down place."""
        return self._trick_rects[seat].copy()

    @cached_property
    def _trick_rects(self) -> dict[int, pygame.Rect]:
        return {seat: self._trick_rect(seat) for seat in range(self.players)}

    def _trick_rect(self, seat: int) -> pygame.Rect:
        panel = self.seat_panel(seat)
        others = [self.seat_panel(o) for o in range(self.players) if o != seat]
        others += [self.front_rect(o) for o in range(self.players)]
        rect = pygame.Rect(0, 0, 0, 0)
        for k in self.TRICK_HEIGHTS:
            h = int(self.chip_size[1] * k)
            rect = pygame.Rect(0, 0, round(h / 1.4), h)
            if self.offset(seat) == 0:
                rect.bottomright = (panel.right, panel.y - int(6 * self.s))
            else:
                rect.topright = (panel.right, panel.bottom + int(4 * self.s))
            if rect.collidelist(others) < 0:
                break
        return rect

    def virtual_rects(
        self, seat: int, cards: tuple[int, ...], count: int, guilds: Sequence[int] = ()
    ) -> list[pygame.Rect]:
        """Where ``count`` +1/-1 markers lie on ``seat``'s table (``cards`` per guild): in
        its row after its stacks (narrower when the row has little room left); when it has
        none (eight or nine guilds held), each a small tag on the top right corner of its
        guild's stack (``guilds``, by marker), else of the last stack."""
        if count <= 0:
            return []
        stacks = self.table_cards(seat, cards)
        cw, ch = stacks[0][1].size if stacks else self.chip_size
        panel = self.seat_panel(seat)
        x0 = (stacks[-1][1].right + 2 * CHIP_GAP) if stacks else panel.x
        y = stacks[0][1].y if stacks else self._row_y(seat, ch)
        right = self.trick_rect(seat).x - CHIP_GAP if self.tricks else panel.right
        w = min(int(cw * 1.2), (right - x0) // count - CHIP_GAP)
        if w >= max(12, int(cw * 0.6)):
            return [pygame.Rect(x0 + k * (w + CHIP_GAP), y, w, ch) for k in range(count)]
        where = dict(stacks)
        out: list[pygame.Rect] = []
        for k in range(count):
            g = guilds[k] if k < len(guilds) else -1
            stack = where.get(g, stacks[-1][1])
            tag = pygame.Rect(0, 0, max(18, cw), max(12, int(ch * 0.6)))
            tag.topright = (stack.right + 2, stack.y - 2)
            while tag.collidelist(out) >= 0:  # a second tag on one stack: lower
                tag.y += tag.h // 2
            out.append(tag)
        return out

    def _row_y(self, seat: int, chip_h: int) -> int:
        """The top of ``seat``'s row of stacks."""
        panel = self.seat_panel(seat)
        if self.offset(seat) == 0:
            return panel.y - chip_h - int(10 * self.s)
        return panel.bottom + int(4 * self.s)


@lru_cache(maxsize=16)
def layout_for(
    width: int,
    height: int,
    players: int,
    bottom: int,
    log_width: int,
    ui_scale: float = 1.0,
    tricks: bool = False,
) -> TableLayout:
    """The ``TableLayout`` of these values, one object for each (so what it works out
    once, its sizes and places, is not worked out again at each frame)."""
    return TableLayout(width, height, players, bottom, log_width, ui_scale, tricks)
