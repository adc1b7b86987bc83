"""Where the viewer's hand goes on the table: the fan of its cards, lifted cards, the
kept row above it and the hint; a part of ``TableLayout`` (its other geometry: seats,
tables, face-down places and the Event card, in ``guildes.ui.layout``)."""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import cached_property
from typing import TYPE_CHECKING

import pygame

from guildes.i18n import language
from guildes.rules import GUILDS
from guildes.ui.cards import card_size_for, name_rect
from guildes.ui.fonts import font

FAN_ARC = 0.06
"""How much lower the fan's outer cards lie than its middle one, in card heights."""

INDEX_SHARE = 0.3
"""The share of a fan card's width from its left edge that holds its value and letters."""
LIFT_MARGIN = 0.06
"""How far into the next card a lifted card may reach, as a share of a card's width (the
next card's margin before its value)."""

FAN_LIFT = 0.16
"""How far a lifted card of the fan (hovered, focused or chosen) rises, in card heights."""


class HandLayout:
    """The hand's geometry, for ``TableLayout`` (which has the fields and sizes named
    here)."""

    if TYPE_CHECKING:
        height: int
        bottom: int
        players: int
        ui_scale: float

        @property
        def s(self) -> float: ...
        @property
        def card_base(self) -> int: ...
        @property
        def fan_card(self) -> tuple[int, int]: ...
        @property
        def small_card(self) -> tuple[int, int]: ...
        @property
        def felt_rect(self) -> pygame.Rect: ...
        @property
        def event_rect(self) -> pygame.Rect: ...
        @property
        def arrow_radius(self) -> float: ...
        @property
        def arrow_top(self) -> int: ...
        def seat_panel(self, seat: int) -> pygame.Rect: ...
        def front_rect(self, seat: int, count: int = 2) -> pygame.Rect: ...
        @property
        def confirm_rect(self) -> pygame.Rect: ...
        def opponents_places(self, rooms: bool = True) -> list[pygame.Rect]: ...
        def offset(self, seat: int) -> int: ...
        def table_room(self, seat: int) -> pygame.Rect: ...
        def trick_rect(self, seat: int) -> pygame.Rect: ...

        tricks: bool

    @property
    def fan_span(self) -> tuple[int, int]:
        """The room of the fan, left to right: from the viewer's panel (as wide as at 100%
        text at most) to the felt's edge, measured from the window alone: the text size
        never changes the hand's cards."""
        k = self._s_cards
        return (int(264 * k), self.felt_rect.right - int(14 * k))

    @cached_property
    def _s_cards(self) -> float:
        """The scale the fan's room is measured from: the window's, whatever the text
        size (a larger text size never makes the hand's cards smaller)."""
        return self.card_base / 720

    @cached_property
    def _fan_memo(self) -> dict[tuple[str, int, int, str], tuple[int, int]]:
        """The fan's measures already worked out, by (what, and its two numbers, the
        language the names are measured in): the hint's one size through a draft asks
        for them hundreds of times (69 ms once per round, ru at 960x600, 130%)."""
        return {}

    def _fan_step(self, width: int, height: int) -> int:
        """The least step between two cards of the fan that shows every guild's name
        whole on the card under (its left part)."""
        key = ("step", width, height, language())
        got = self._fan_memo.get(key)
        if got is None:
            step = max(name_rect(g, width, height).right for g in range(len(GUILDS))) + 4
            got = self._fan_memo[key] = (step, 0)
        return got[0]

    def fan_size(self, count: int) -> tuple[int, int]:
        """Size of a card in a fan of ``count`` cards: ``fan_card``, or smaller when the
        fan's room cannot show each card's name at that size."""
        key = ("size", count, 0, language())
        got = self._fan_memo.get(key)
        if got is None:
            got = self._fan_memo[key] = self._fan_size(count)
        return got

    def _fan_size(self, count: int) -> tuple[int, int]:
        cw, ch = self.fan_card
        left, right = self.fan_span
        room = right - left
        while count > 1 and ch > 60:
            if (count - 1) * self._fan_step(cw, ch) + _end_half(cw, ch, count) + cw * 0.575 <= room:
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
        space = right - left - _end_half(cw, ch, count) - cw * 0.575
        step = 0.0
        if count > 1:
            step = max(self._fan_step(cw, ch), min(cw * 0.9, space / (count - 1)))
        total = step * (count - 1)
        # as low as it can lie with every card whole, its turned corners included
        a = math.radians(min(8.0, 1.6 * count)) if count > 1 else 0.0
        # the first card lifted (grown, turned) stays in the fan's room, off the viewer's
        # panel and trick card (a review: it reached over the trick card's name); the
        # last one off the felt's edge, as before
        leftmost = left + total / 2 + _end_half(cw, ch, count)
        cx = min(
            max(self.felt_rect.centerx + 40 * self.s, leftmost), right - total / 2 - cw * 0.575
        )
        low = ch * FAN_ARC + (ch * math.cos(a) + cw * math.sin(a)) / 2
        base_y = self.height - int(6 * self.s) - low
        out = []
        for i in range(count):
            t = 0.0 if count == 1 else (i / (count - 1)) * 2 - 1
            x = cx - total / 2 + i * step
            y = base_y + (t * t) * ch * FAN_ARC
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

    def fan_order(self, count: int, front: Sequence[int] = (), top: int | None = None) -> list[int]:
        """The order in which the fan's cards are drawn, bottom to top: left to right,
        then the cards in ``front`` (chosen for a batch of two), left to right, then
        ``top`` (the hovered or focused card, lifted), so that it reads whole, unless
        that would hide the next card's value (``lift_clears``): it then stays in its
        place in the order, under the next card (a review: in a tight hand at 1024x640,
        130%, the first card lifted hid the second's "9 Fi")."""
        lifted = sorted({i for i in front if 0 <= i < count})
        order = [i for i in range(count) if i not in lifted] + lifted
        if (
            top is not None
            and 0 <= top < count
            and top not in lifted
            and self.lift_clears(count, top, front)
        ):
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
            rect.center = (int(x) - self.lift_shift(count, index, front), int(y - ch * FAN_LIFT))
        else:
            rect = pygame.Rect(0, 0, cw, ch)
            rect.center = (int(x), int(y))
        return rect

    def fan_pose(
        self, count: int, index: int, front: Sequence[int] = (), rise: float = 0.0
    ) -> tuple[float, float, float, float]:
        """Where card ``index`` of the fan is drawn: its centre, angle and scale, risen by
        ``rise`` (0 at rest; 1 lifted, hovered or focused: grown by 15%, raised by
        ``FAN_LIFT`` of its height and moved left by ``lift_shift``)."""
        x, y, a = self.fan_positions(count, front)[index]
        if rise:
            x -= self.lift_shift(count, index, front) * rise
            y -= self.fan_size(count)[1] * FAN_LIFT * rise
        return x, y, a, 1.0 + 0.15 * rise

    def lift_shift(self, count: int, index: int, front: Sequence[int] = ()) -> int:
        """How far left card ``index`` of the fan moves when lifted (hovered or focused:
        grown and drawn over the others), so that it leaves the next card's value and
        letters in sight (a review: "16 Priests" read "6 riests"), but never so far that
        it covers the previous card's, nor the first card out of the fan's room: 0 for the
        last card and the cards in ``front``."""
        need, room = self._lift_need(count, index, front)
        return max(0, math.ceil(min(need, room)))

    def lift_clears(self, count: int, index: int, front: Sequence[int] = ()) -> bool:
        """True when card ``index``, lifted and moved by ``lift_shift``, leaves the next
        card's value and letters in sight (the last card and the cards in ``front``
        always do)."""
        need, room = self._lift_need(count, index, front)
        return need <= max(0.0, room) + 1

    def _lift_need(self, count: int, index: int, front: Sequence[int]) -> tuple[float, float]:
        """How far left card ``index`` must move when lifted to leave the next card's
        value in sight, and how far it may (0, 0 when it need not)."""
        nxt = index + 1
        if index in front or nxt >= count or nxt in front:
            return 0.0, 0.0
        cw, ch = self.fan_size(count)
        pos = self.fan_positions(count, front)
        a = math.radians(abs(pos[index][2]))  # turned: its box is wider
        grown_right = pos[index][0] + 1.15 * (cw * math.cos(a) + ch * math.sin(a)) / 2
        need = grown_right - (pos[nxt][0] - cw / 2 + cw * LIFT_MARGIN)
        if index:  # the previous card's value and letters stay in sight
            room = pos[index][0] - pos[index - 1][0] - cw * (0.075 + INDEX_SHARE)
        else:  # the first card stays in the fan's room (off the viewer's panel and trick),
            # its turned corner too (it reached over the trick card's name: a review)
            room = pos[index][0] - _end_half(cw, ch, count) - self.fan_span[0]
        return need, room

    def turned_card(
        self, count: int, index: int, front: Sequence[int] = (), lifted: bool = False
    ) -> pygame.Rect:
        """The upright box of card ``index`` of the fan, turned as it lies, at rest or
        ``lifted`` (grown, risen and moved left off the next card's value), as drawn."""
        x, y, a, grown = self.fan_pose(count, index, front, 1.0 if lifted else 0.0)
        return _turned_box(self.fan_size(count), x, y, a, grown)

    def fan_reach(self, count: int) -> tuple[pygame.Rect, int]:
        """The box a fan of ``count`` cards can cover (each card at rest or lifted, moved
        left or not, or chosen for a batch of two, standing in front), and the top of its
        cards at rest: what the hint beside a small fan keeps off, and where it begins."""
        key = (count, language())
        got = self._reach_memo.get(key)
        if got is None:
            size = self.fan_size(count)
            rest, boxes = [], []
            for i, (x, y, a) in enumerate(self.fan_positions(count)):
                rest.append(_turned_box(size, x, y, a, 1.0))
                risen = y - size[1] * FAN_LIFT  # beside a chosen card, not moved left
                for shift in {0, self.lift_shift(count, i)}:
                    boxes.append(_turned_box(size, x - shift, risen, a, 1.15))
            fronts: list[tuple[int, ...]] = [(i,) for i in range(count)]
            fronts += [(i, j) for i in range(count) for j in range(i + 1, count)]
            for front in fronts:
                pos = self.fan_positions(count, front)
                boxes += [_turned_box(size, *pos[i], 1.0) for i in front]
            reach = rest[0].unionall(rest[1:] + boxes)
            got = self._reach_memo[key] = (reach, min(r.top for r in rest))
        return got[0].copy(), got[1]

    @cached_property
    def _reach_memo(self) -> dict[tuple[int, str], tuple[pygame.Rect, int]]:
        """``fan_reach`` already worked out, by count and the language names are in."""
        return {}

    def fan_top(self, count: int) -> int:
        """The highest point a card of a fan of ``count`` cards reaches when lifted
        (hovered or focused: raised, grown and turned as drawn)."""
        if count <= 0:
            return self.height
        key = ("top", count, 0, language())
        got = self._fan_memo.get(key)
        if got is None:
            got = self._fan_memo[key] = (self._fan_top(count), 0)
        return got[0]

    def _fan_top(self, count: int) -> int:
        cw, ch = self.fan_size(count)
        top = self.height
        for _x, y, a in self.fan_positions(count):
            r = math.radians(abs(a))
            bh = 1.15 * (ch * math.cos(r) + cw * math.sin(r))
            top = min(top, int(y - ch * FAN_LIFT - bh / 2))
        return top

    def fan_covers_event(self, lines: bool = True) -> bool:
        """True when a card of the fan at rest (of 1 to 10 cards) would lie on the Event
        card, its arrow or (with ``lines``) the lines under it (a crowded felt pushed it
        down)."""
        reach = int(self.arrow_radius)
        left, right = self.event_rect.centerx - reach, self.event_rect.centerx + reach
        s = self.s  # its lines under it: the passing direction, the variant's note
        under = font(int(14 * s), True).get_height() + font(int(11 * s)).get_height()
        bottom = self.event_rect.bottom + (int(6 * s) + under if lines else 0)
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
        sides: bool = True,
        avoid: int = 2,
        spaced: bool = False,
        beside: bool = True,
    ) -> tuple[pygame.Rect, bool] | None:
        """Where the hint (what to do now) of ``size`` goes: above the fan of ``count``
        cards however a card is lifted, below the Event card's lines (``event_bottom``),
        clear of the ``kept`` cards' row and of the viewer's face-down cards: as low as
        it can (just above the fan, else above the kept row), centred over the fan when
        it fits there, else beside the Event card's arrow or at a side; else beside a fan
        that leaves room at its side (``_beside_fan``), else higher; None when no
        place has room (the caller sets it smaller). ``event_half``: half the width of the
        lines under the Event card (a language's words can make them wider than the
        arrow). ``avoid``: 2, also clear of the opponents' panels, tables' rooms, trick
        cards and face-down places; 1, of those but the tables' rooms (which may be
        empty); 0, of none of them. ``spaced``: beside the Event card's lines a word's
        space away (at 85% text the hint's shade began 5 px after "point at it or press E
        to read it", reading as one line), else ``gap`` away. ``beside``: the places
        beside the fan tried too. With the place, True when it is one of those higher up
        (where more lines may find one nearer the hand)."""
        gap = int(6 * self.s)
        box = pygame.Rect(0, 0, size[0] + 16, size[1] + 6)
        floor = min(self.fan_top(count), self.fan_top(10)) - gap
        label = int(20 * self.s)  # the kept row's "kept" and its count badges above it
        blocks = [r.union(r.move(0, -label)) for r in self.kept_rects(kept)]
        blocks.append(self.front_rect(self.bottom).union(self.confirm_rect))
        ys = [floor - box.h] + [b.top - gap - box.h for b in blocks]  # the viewer's things
        by_fan = self._beside_fan(box.size, count, blocks, gap) if beside else []
        mine = list(ys)
        if avoid:  # a hint at a side: not on a seat's things
            blocks += self.opponents_places(rooms=avoid >= 2)
            # ...or, where nothing lower has room, above the opponents' face-down cards
            fronts = [self.front_rect(o) for o in range(self.players) if self.offset(o)]
            ys += [b.top - gap - box.h for b in fronts]
        felt = self.felt_rect.inflate(-2 * gap, 0)
        space = int(12 * self.s) if spaced else 0
        arrow = max(int(self.arrow_radius), event_half + space) + gap
        cx = self.event_rect.centerx
        xs = [
            felt.centerx + int(40 * self.s),
            cx + arrow + box.w // 2,
            cx - arrow - box.w // 2,
        ]
        if sides:  # against the felt's edges: only when nothing else has room
            xs += [felt.left + box.w // 2, felt.right - box.w // 2]
        ys = sorted(set(ys), reverse=True)
        low = [y for y in ys if y >= min(mine)]  # just above the fan or the viewer's things
        places = [(x, y, False, False) for y in low for x in xs]
        places += [(x, y, True, False) for x, y in by_fan]  # else beside a fan with room
        places += [(x, y, False, True) for y in ys if y not in low for x in xs]  # else higher
        for x, y, side, high in places:
            box.center = (x, 0)
            box.y = y
            if (box.bottom > floor and not side) or not felt.contains(box):
                continue
            near = abs(box.centerx - cx) < box.w // 2 + arrow
            if near and box.top < event_bottom + gap and box.bottom > self.arrow_top - gap:
                continue  # over the Event card, its arrow or its lines
            if any(box.colliderect(b) for b in blocks):
                continue
            return box.copy(), high
        return None

    def _beside_fan(
        self, size: tuple[int, int], count: int, blocks: Sequence[pygame.Rect], gap: int
    ) -> list[tuple[int, int]]:
        """Places (centre x, top) for a hint's shade of ``size`` beside the fan of
        ``count`` cards, clear of it however drawn (``fan_reach``) and of the viewer's
        panel, table and trick card: at the height of the cards' tops at rest, else just
        under one of the viewer's things (``blocks``, the kept row) that takes it; right
        of the fan, then left. A new player's check: with two cards left and the kept
        row beside the Event card, the last pick's hint went up above an opponent's
        face-down card, 320 px above the hand."""
        if count <= 0:
            return []
        reach, rest = self.fan_reach(count)
        mine = [self.seat_panel(self.bottom), self.table_room(self.bottom)]
        mine += [self.trick_rect(self.bottom)] if self.tricks else []
        tops = sorted({rest, *(b.bottom + gap for b in blocks if b.bottom + gap > rest)})
        w, h = size
        room = self.felt_rect.inflate(-4 * gap, 0)  # not against the felt's edge
        out = []
        for top in tops:
            for left in (reach.right + gap, reach.left - gap - w):
                box = pygame.Rect(left, top, w, h)
                clear = not box.colliderect(reach) and box.collidelist(mine) < 0
                if clear and room.contains(box):
                    out.append((box.centerx, top))
        return out

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
    def fan_anchor(self) -> tuple[int, int]:
        """Centre of the viewer's fan (where its cards leave from and arrive)."""
        _cw, ch = self.fan_card
        return (self.felt_rect.centerx + int(40 * self.s), int(self.height - ch * 0.60))


def _end_half(cw: int, ch: int, count: int) -> float:
    """Half the width an end card of a fan of ``count`` cards of ``cw`` by ``ch`` takes
    when lifted: grown (1.15) and turned as it lies (``fan_positions``' angle)."""
    a = math.radians(min(8.0, 1.6 * count)) if count > 1 else 0.0
    return 1.15 * (cw * math.cos(a) + ch * math.sin(a)) / 2


def _turned_box(size: tuple[int, int], x: float, y: float, a: float, grown: float) -> pygame.Rect:
    """The upright box round a card of ``size`` centred at (``x``, ``y``), turned by ``a``
    degrees and grown by ``grown``."""
    cw, ch = size
    turn = math.radians(abs(a))
    w = grown * (cw * math.cos(turn) + ch * math.sin(turn))
    h = grown * (cw * math.sin(turn) + ch * math.cos(turn))
    card = pygame.Rect(0, 0, math.ceil(w) + 2, math.ceil(h) + 2)
    card.center = (int(x), int(y))
    return card
