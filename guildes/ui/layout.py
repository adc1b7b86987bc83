"""Where things go on the table for a window size and a player count.

The viewer's seat is at the bottom centre; the others sit clockwise on an ellipse
(seat numbers run clockwise, so the viewer's left neighbour, seat+1, is on the left).
Sizes scale with the window height.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property, lru_cache

import pygame

from guildes.i18n import t_each
from guildes.rules import NUM_GUILDS
from guildes.ui.cards import card_size_for
from guildes.ui.draw import FRAME_PX
from guildes.ui.fonts import font
from guildes.ui.front_layout import FrontLayout
from guildes.ui.hand_layout import FAN_LIFT as FAN_LIFT
from guildes.ui.hand_layout import HandLayout
from guildes.ui.stacks import CHIP_GAP as CHIP_GAP
from guildes.ui.stacks import STACK_EDGES, stack_card_h, stack_height
from guildes.ui.standings import guilds_in_play
from guildes.ui.trick_layout import TrickLayout

STRIP_GAP = 21
"""Pixels at scale 1 kept free between the header and the highest opponent panel: the
standings strip lies there (and the saving warning over it when a save fails)."""


def chip_rects(
    cards: tuple[int, ...],
    topleft: tuple[int, int],
    chip_size: tuple[int, int],
    max_width: int,
) -> list[tuple[int, pygame.Rect]]:
    """Where each guild stack of a table lies as a compact chip (the replay's rows):
    (guild, rect) in Count-card order, only the guilds with cards, shrunk to fit
    ``max_width``. ``cards`` is cards per guild."""
    w, h = chip_size
    shown = [g for g in range(NUM_GUILDS) if cards[g]]
    if shown and len(shown) * (w + CHIP_GAP) > max_width:
        w = max(12, max_width // len(shown) - CHIP_GAP)
        h = min(h, int(w * 1.3))
    x, y = topleft
    return [(g, pygame.Rect(x + i * (w + CHIP_GAP), y, w, h)) for i, g in enumerate(shown)]


def stack_rects(
    cards: tuple[int, ...],
    origin: tuple[int, int],
    card_w: int,
    max_width: int,
    upward: bool = False,
) -> list[tuple[int, pygame.Rect]]:
    """Where each guild's column of a table lies: (guild, rect) in Count-card order, only
    the guilds with cards, side by side from ``origin`` (the row's top left, or with
    ``upward`` its bottom left: the columns grow up), each as wide as a card (at most
    ``card_w``, narrower to fit ``max_width``) and as high as its cascade
    (``stacks.stack_height``). ``cards`` is cards per guild."""
    shown = [g for g in range(NUM_GUILDS) if cards[g]]
    w = card_w
    if shown and len(shown) * (w + CHIP_GAP) - CHIP_GAP > max_width:
        w = max(12, (max_width + CHIP_GAP) // len(shown) - CHIP_GAP)
    h = stack_card_h(w)
    x, y = origin
    out = []
    for i, g in enumerate(shown):
        rect = pygame.Rect(x + i * (w + CHIP_GAP), y, w, stack_height(h, cards[g]))
        if upward:
            rect.bottom = y
        out.append((g, rect))
    return out


@dataclass(frozen=True)
class TableLayout(HandLayout, TrickLayout, FrontLayout):
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
    sides_low: bool | None = None
    """At 5 and 6 players, whether the side seats sit below their upper neighbours' rows
    (``_seat_anchor``); None: whichever draws the opponents' cards wider (``_sides_low``)."""

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

    @property
    def inner_felt(self) -> pygame.Rect:
        """The felt inside the window's wooden frame (``FRAME_PX`` on every side): where
        the table's panels and marks keep to (1-3 px from the frame, they touched it)."""
        return self.felt_rect.inflate(-2 * FRAME_PX, -2 * FRAME_PX)

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
        side by side across the strip: the guilds in play at this player count."""
        strip = self.strip_rect.inflate(-int(16 * self.s), -2)
        shown = guilds_in_play(self.players)
        w = strip.w // len(shown)
        return [
            (g, pygame.Rect(strip.x + k * w, strip.y, w - int(4 * self.s), strip.h))
            for k, g in enumerate(shown)
        ]

    @cached_property
    def center(self) -> tuple[int, int]:
        """The middle of the table (Event card, reveals): a little lower when the
        opponents' face-down cards above it need the room (large text)."""
        r = self.felt_rect
        y = int(self.height * 0.49)
        _w, h = self.small_card
        radius = self.arrow_radius + int(16 * self.s)  # the arrow (its head) above the card
        for seat in range(self.players):
            if self.offset(seat) == 0:
                continue
            front = self.front_rect(seat)
            # how far the arrow's arc rises at the front's nearest edge
            dx = max(front.left - r.centerx, r.centerx - front.right, 0)
            if dx < radius:
                y = max(y, front.bottom + int(math.sqrt(radius * radius - dx * dx)))
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
        half = self.panel_size[0] // 2 + max(int(8 * self.s), FRAME_PX + 5)  # (off the frame)
        x = min(max(x, r.x + half), r.right - half)  # the whole panel stays on the felt
        top = self.header_h + (STRIP_GAP + 1) * self.s + self.panel_size[1] // 2
        if n == 3:
            # the two opponents as high as the strip allows: their tables grow down into
            # the felt above their face-down places (two rows of full-size cards; lower,
            # they were squeezed into one row of narrow ones, the felt above them empty)
            return (int(x), int(top))
        if n >= 5 and k in (1, n - 1) and self._sides_low:
            # a side seat sits below its upper neighbour's row of columns, which can then
            # run over it toward the felt's edge (a whole table of cards at full size)
            neighbour = (self.bottom + (2 if k == 1 else n - 2)) % n
            upper = self.seat_anchor(neighbour)[1] + self.panel_size[1] // 2
            tabs = self.mark_height if self.tricks else 0  # a second marker's tab
            below = upper + int(4 * self.s) + self.row_height + tabs + int(8 * self.s)
            # ...as far as its own row stays clear above the viewer's table
            viewer = self._viewer_room.top - int(8 * self.s)
            lowest = viewer - self.row_height - int(4 * self.s) - self.panel_size[1]
            top = max(top, min(below, lowest) + self.panel_size[1] // 2)
        return (int(x), int(max(y, top)))

    @cached_property
    def _sides_low(self) -> bool:
        """At 5 and 6 players the side seats sit low (their upper neighbours' rows then
        run over them, whole) when that draws the opponents' cards wider: the narrowest
        card, then the mean, every guild in play on every table."""
        if self.sides_low is not None:
            return self.sides_low
        if self.players < 5:
            return False
        shown = guilds_in_play(self.players)
        full = tuple(3 if g in shown else 0 for g in range(NUM_GUILDS))

        def widths(lay: TableLayout) -> tuple[int, float]:
            seats = [seat for seat in range(self.players) if self.offset(seat)]
            ws = [r.w for seat in seats for _g, r in lay.table_cards(seat, full)]
            return (min(ws), sum(ws) / len(ws))

        fields = (self.width, self.height, self.players, self.bottom, self.log_width)
        low = TableLayout(*fields, self.ui_scale, self.tricks, sides_low=True)
        high = TableLayout(*fields, self.ui_scale, self.tricks, sides_low=False)
        return widths(low) > widths(high)

    @cached_property
    def panel_size(self) -> tuple[int, int]:
        """Size of an opponent's panel."""
        w = min(int(240 * self.s), int(self.felt_rect.width / max(3, self.players - 1)) - 8)
        return (w, int(55 * self.s))

    def seat_panel(self, seat: int) -> pygame.Rect:
        """A seat's panel (name, votes, hand); the bottom seat's sits in the corner."""
        pw, ph = self.panel_size
        rect = pygame.Rect(0, 0, pw, ph)
        if self.offset(seat) == 0:
            # as wide as at 100% text at most: the fan beside it keeps its room
            rect.w = min(pw, int(240 * self._s_cards))  # the fan's room starts beside it
            # off the window's wooden frame (at 85% text 1-3 px from it)
            edge = FRAME_PX + 8  # (its red outline in a trick turn, 5 px out, too)
            rect.bottomleft = (
                max(edge, int(10 * self._s_cards)),
                self.height - max(edge, int(8 * self.s)),
            )
        else:
            rect.center = self.seat_anchor(seat)
        return rect

    def table_cards(self, seat: int, cards: tuple[int, ...]) -> list[tuple[int, pygame.Rect]]:
        """Where the columns of ``seat``'s table lie, (guild, rect) in Count-card order:
        above the bottom seat's panel (growing up into the felt, on two rows when one
        would make its cards small), below the others' (growing down). ``cards`` is
        cards per guild."""
        room = self.table_room(seat)
        w0 = self.chip_size[0]
        up = self.offset(seat) == 0
        shown = [g for g in range(NUM_GUILDS) if cards[g]]
        if up and len(shown) * (w0 + CHIP_GAP) - CHIP_GAP > room.w and len(shown) > 1:
            half = (len(shown) + 1) // 2  # the first guilds on the upper row
            first = tuple(n if g in shown[:half] else 0 for g, n in enumerate(cards))
            second = tuple(n if g in shown[half:] else 0 for g, n in enumerate(cards))
            low = stack_rects(second, room.bottomleft, w0, room.w, upward=True)
            w = min(w0, (room.w + CHIP_GAP) // half - CHIP_GAP)
            tab = self.mark_height if self.tricks else 0  # a +1/-1 marker's, between the rows
            top = min(r.top for _g, r in low) - tab - CHIP_GAP * 2
            high = stack_rects(first, (room.x, top), w, room.w, upward=True)
            return sorted(high + low)
        if up:
            return stack_rects(cards, room.bottomleft, w0, room.w, upward=True)
        one = min(w0, (room.w + CHIP_GAP) // max(1, len(shown)) - CHIP_GAP)
        two = self._two_rows_width(room, len(shown))
        if len(shown) > 1 and one < w0 and two > one:
            # two rows, the first guilds on the upper one: larger cards than one row
            half = (len(shown) + 1) // 2
            first = tuple(n if g in shown[:half] else 0 for g, n in enumerate(cards))
            second = tuple(n if g in shown[half:] else 0 for g, n in enumerate(cards))
            high = stack_rects(first, room.topleft, two, room.w)
            low = stack_rects(second, (room.x, room.y + self._row_pitch(two)), two, room.w)
            return sorted(high + low)
        # under the panel while they fit there, into the room grown beside it when not
        need = len(shown) * (w0 + CHIP_GAP) - CHIP_GAP
        x = max(room.x, min(self.seat_panel(seat).x, room.right - need))
        return stack_rects(cards, (x, room.y), w0, room.right - x)

    def _row_pitch(self, w: int) -> int:
        """From the top of a row of columns of cards ``w`` wide to the next row's: the
        tallest column, a marker's tab (with the Dirty Tricks) and a gap."""
        tab = self.mark_height if self.tricks else 0
        return stack_height(stack_card_h(w), STACK_EDGES + 1) + tab + CHIP_GAP

    def _two_rows_width(self, room: pygame.Rect, shown: int) -> int:
        """The width of the cards of ``shown`` columns laid on two rows in ``room`` (at
        most ``chip_size``'s): as wide as the row's width and the room's height allow;
        0 when two rows do not fit."""
        if shown < 2:
            return 0
        half = (shown + 1) // 2
        w = min(self.chip_size[0], (room.w + CHIP_GAP) // half - CHIP_GAP)
        while w >= 12 and self._row_pitch(w) * 2 - CHIP_GAP > room.h:
            w -= 1
        return w if w >= 12 else 0

    def table_room(self, seat: int) -> pygame.Rect:
        """The room of ``seat``'s table: the row its columns lie in, as high as the
        tallest column with a marker's tab (``row_height``), or two such rows for an
        opponent whose row cannot hold every guild in play at full size and has felt free
        below it; as wide as the felt left free around its panel allows (clear of the
        other seats' panels, rows and face-down places, and of the Event card); without
        its trick card (``trick_rect``), which lies at the row's end under its panel in
        the Dirty-Trick variant (``_trick_left``)."""
        return self._rooms[seat][0].copy()

    @cached_property
    def _rooms(self) -> dict[int, tuple[pygame.Rect, pygame.Rect]]:
        """Each seat's (table room, trick card). The opponents' rows start under their
        panels and grow sideways a step at a time, all in turn, into the felt left free
        (clear of the other seats' panels, rows and face-down places, and of the Event
        card), up to the width of nine columns; with the Dirty Tricks, the trick card
        stays at the row's end by the panel (``_trick_left``) and the row grows the
        other way only; then the rows too narrow grow down (``_grow_down``)."""
        s = self.s
        gap = int(6 * s)
        trick_w = round(self.chip_size[1] * self.TRICK_HEIGHTS[0] / 1.4) if self.tricks else 0
        trick_room = trick_w + int(8 * s) if self.tricks else 0
        rows: dict[int, pygame.Rect] = {}
        for seat in range(self.players):
            if self.offset(seat) == 0:
                rows[seat] = self._viewer_room.copy()
            else:
                rows[seat] = self._clear_of_panels(seat, self._base_row(seat), gap)
        fixed = [self.seat_panel(o) for o in range(self.players)]
        fixed += [self.front_rect(o) for o in range(self.players)]
        event = self.event_rect.inflate(int(self.arrow_radius * 2) - self.event_rect.w, 0)
        event.top = min(event.top, self.arrow_top)
        fixed.append(event)
        felt = self.felt_rect.inflate(-2 * int(8 * s), 0)
        want = NUM_GUILDS * (self.chip_size[0] + CHIP_GAP) + trick_room
        step = max(2, int(4 * s))
        moves = ((-step, step),) if self.tricks else ((-step, step), (0, step))
        growing = [seat for seat in rows if self.offset(seat) != 0]
        while growing:
            still = []
            for seat in growing:
                own = self.seat_panel(seat)
                blocks = [b.inflate(2 * gap, 2 * gap) for b in fixed if b != own]
                blocks += [r.inflate(2 * gap, 0) for o, r in rows.items() if o != seat]
                row = rows[seat]
                for dx, dw in ((0, step),) if self._trick_left(seat) else moves:
                    trial = pygame.Rect(row.x + dx, row.y, row.w + dw, row.h)
                    strip = pygame.Rect(row.x + dx if dx else row.right, row.y, step, row.h)
                    if trial.w <= want and felt.contains(trial) and strip.collidelist(blocks) < 0:
                        rows[seat] = row = trial
                        if seat not in still:
                            still.append(seat)
            growing = still
        self._grow_down(rows, fixed, felt, trick_room)
        return {seat: self._with_trick(seat, row, trick_room) for seat, row in rows.items()}

    @cached_property
    def _viewer_room(self) -> pygame.Rect:
        """The viewer's table's room: two rows above its panel."""
        panel = self.seat_panel(self.bottom)
        h = self.row_height * 2 + CHIP_GAP * 2
        return pygame.Rect(panel.x, panel.y - int(8 * self.s) - h, panel.w, h)

    def _clear_of_panels(self, seat: int, row: pygame.Rect, gap: int) -> pygame.Rect:
        """``seat``'s row under its panel, cut back from the side of any other seat's panel
        it reaches (a side seat's panel beside an upper seat's row at large text)."""
        row = row.copy()
        for other in range(self.players):
            panel = self.seat_panel(other).inflate(2 * gap, 2 * gap)
            if other == seat or not row.colliderect(panel):
                continue
            if panel.centerx < row.centerx:
                row.width -= panel.right - row.x
                row.x = panel.right
            else:
                row.width = panel.x - row.x
        return row

    def _grow_down(
        self,
        rows: dict[int, pygame.Rect],
        fixed: list[pygame.Rect],
        felt: pygame.Rect,
        trick_room: int,
    ) -> None:
        """Opponents' rows too narrow for every guild in play at full size grow down, a
        step at a time, into the felt left free below them (clear of the other seats'
        panels, rows and face-down places, the Event card, and above the viewer's fan,
        kept row and table), up to the height of two rows (``table_cards`` then lays the
        columns on two rows with larger cards)."""
        gap = int(6 * self.s)
        step = max(2, int(4 * self.s))
        shown = len(guilds_in_play(self.players))
        need = shown * (self.chip_size[0] + CHIP_GAP) - CHIP_GAP + trick_room
        left, right = self.fan_span
        top = self.fan_top(10)
        below = [pygame.Rect(left, top, right - left, self.height - top)]  # the fan, lifted
        below += [r.union(r.move(0, -int(20 * self.s))) for r in self.kept_rects(shown)]
        below.append(self.confirm_rect)
        for seat, row in rows.items():
            if self.offset(seat) == 0 or row.w >= need:
                continue
            own = self.seat_panel(seat)
            blocks = [b.inflate(2 * gap, 2 * gap) for b in fixed + below if b != own]
            blocks += [r.inflate(2 * gap, 2 * gap) for o, r in rows.items() if o != seat]
            target = max(row.h, self._row_pitch(self.chip_size[0]) * 2 - CHIP_GAP)
            grown = row
            while grown.h < target:
                trial = pygame.Rect(row.x, row.y, row.w, min(target, grown.h + step))
                strip = pygame.Rect(row.x, grown.bottom, row.w, trial.h - grown.h)
                if not felt.contains(trial) or strip.collidelist(blocks) >= 0:
                    break
                grown = trial
            table = pygame.Rect(grown.x, grown.y, grown.w - trick_room, grown.h)
            one = (table.w + CHIP_GAP) // shown - CHIP_GAP
            if self._two_rows_width(table, shown) > one:  # two rows read better: taken
                rows[seat] = grown

    def _with_trick(
        self, seat: int, row: pygame.Rect, trick_room: int
    ) -> tuple[pygame.Rect, pygame.Rect]:
        """A seat's row split into its table's room and its trick card at the end by its
        panel (``_trick_left``), as large as it can be without reaching another seat's
        panel or a face-down place."""
        table = pygame.Rect(row.x, row.y, row.w - trick_room, row.h)
        if not self.tricks:
            return table, pygame.Rect(row.right, row.y, 0, 0)
        left = self._trick_left(seat)
        if left:
            table.x += trick_room
        others = [self.seat_panel(o) for o in range(self.players) if o != seat]
        others += [self.front_rect(o) for o in range(self.players)]
        trick = pygame.Rect(0, 0, 0, 0)
        for k in self.TRICK_HEIGHTS:
            h = int(self.chip_size[1] * k)
            trick = pygame.Rect(0, 0, round(h / 1.4), h)
            if self.offset(seat) == 0:
                trick.bottomright = (row.right, row.bottom + int(2 * self.s))
            elif left:
                trick.topleft = (row.x, row.top)
            else:
                trick.topright = (row.right, row.top)
            if trick.collidelist(others) < 0:
                break
        return table, trick

    def _trick_left(self, seat: int) -> bool:
        """With the Dirty Tricks at 5 and 6 players, an opponent right of the table's
        middle whose row is clear of the others' panels keeps its trick card at its
        row's left end, under its panel's left edge, and its row grows right, toward the
        felt's edge; at 3 and 4 players, an opponent left of the middle does (its row
        grows toward the middle); the others keep it at the right end and grow left."""
        if not self.tricks or self.offset(seat) == 0:
            return False
        middle = self.seat_panel(seat).centerx - self.felt_rect.centerx
        if self.players < 5:  # the left seat by the felt's edge: its row grows right, to
            # the middle (its stacks were squeezed to 26 px under its panel at 1024x640,
            # 130%, 3 players, while the right seat's were full size)
            return middle < -int(8 * self.s)
        if middle <= int(8 * self.s):
            return False
        row = self._base_row(seat)  # and only when its row is clear of the others' panels
        return row.collidelist([self.seat_panel(o) for o in range(self.players) if o != seat]) < 0

    @cached_property
    def row_height(self) -> int:
        """The height of a table's row: its tallest column, with a +1/-1 marker's tab in
        the Dirty-Trick variant."""
        tab = self.mark_height if self.tricks else 0
        return stack_height(self.chip_size[1], STACK_EDGES + 1) + tab

    @cached_property
    def chip_size(self) -> tuple[int, int]:
        """Size of a card of a table's columns, at most (``stack_rects`` makes them
        narrower when a table holds more guilds than its row has room for): large enough
        to read across the table, at any text size."""
        pw = self.panel_size[0]
        k = self.card_base / 720  # cards, not words: the text size does not change them
        most = 46 if self.players == 3 else 36  # three seats: more room each
        w = max(16, min(int(most * k), (pw - 4) // 5 - CHIP_GAP))
        return (w, stack_card_h(w))

    @cached_property
    def card_base(self) -> int:
        """The height cards are sized from: the window's, or less in a window narrower
        than about 16:10 (at 960x900 cards sized by the height left the Event card and
        the hint no room above the fan)."""
        return min(self.height, int(self.width * 0.625))

    @cached_property
    def fan_card(self) -> tuple[int, int]:
        """Size of a card in the viewer's fan."""
        return card_size_for(int(self.card_base * 0.22))

    @cached_property
    def small_card(self) -> tuple[int, int]:
        """Size of a card in the kept row, reveals and the Event card."""
        return card_size_for(int(self.card_base * 0.13))

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

    CONFIRM_TYPE = 15
    """The play-two button's words, in pixels at scale 1 (bold)."""

    @cached_property
    def confirm_rect(self) -> pygame.Rect:
        """Batches of two: the button that plays the two chosen cards, on the viewer's
        face-down place, where the two cards will lie, and above the fan however a card
        is lifted (clear of the Event card and every seat's table; the hint keeps off
        it); wide enough for its words in every language (at most half the felt)."""
        pad = int(12 * self.s)
        words = _confirm_words_width(int(self.CONFIRM_TYPE * self.s)) + 2 * pad
        w = min(max(int(220 * self.s), words), self.felt_rect.w // 2)
        rect = pygame.Rect(0, 0, w, int(40 * self.s))
        rect.center = self.front_of(self.bottom)
        floor = min(self.fan_top(n) for n in range(1, 11)) - int(6 * self.s)
        rect.bottom = min(rect.bottom, floor)
        rect = rect.clamp(self.felt_rect)
        # off the viewer's own table (its stacks) and the Event card's arrow where the
        # felt has room: slid right of the table, or up, a step at a time
        gap = int(8 * self.s)
        keep = [self._viewer_room, self.event_rect.inflate(int(self.arrow_radius * 2), 0)]
        # (the opponents' tables grow around this button: their panels and places only)
        keep += [self.seat_panel(o) for o in range(self.players) if self.offset(o)]
        keep += [self.front_rect(o) for o in range(self.players) if self.offset(o)]
        if rect.collidelist(keep) < 0:
            return rect
        step = max(4, int(8 * self.s))
        start = rect.copy()
        start.x = max(start.x, self._viewer_room.right + gap)
        for dy in range(0, rect.h * 4, step):
            trial = start.move(0, -dy).clamp(self.felt_rect)
            if trial.collidelist(keep) < 0:
                return trial
        return rect

    def opponents_places(self, rooms: bool = True) -> list[pygame.Rect]:
        """What the opponents own on the table: their panels, tables' rooms (unless not
        ``rooms``: they may be empty), trick cards and face-down places (what the
        viewer's hint and the lines under the Event card keep off)."""
        out = []
        for seat in range(self.players):
            if self.offset(seat):
                out.append(self.seat_panel(seat))
                out += [self.table_room(seat)] if rooms else []
                out.append(self.front_rect(seat))
                if self.tricks:
                    out.append(self.trick_rect(seat))
        return out

    def hand_anchor(self, seat: int) -> tuple[int, int]:
        """Centre of a seat's hand drawn as a small fan of card backs: at the right of an
        opponent's panel, beside the bottom seat's panel (when no one looks from it)."""
        rect = self.seat_panel(seat)
        if self.offset(seat) == 0:
            return (rect.right + int(40 * self.s), rect.centery)
        return (rect.right - int(34 * self.s), rect.centery)

    @property
    def arrow_radius(self) -> float:
        """Radius of the passing arrow around the Event card."""
        return int(self.small_card[1] * 1.25) * 0.66

    @property
    def arrow_width(self) -> int:
        """Thickness of the passing arrow's line."""
        return max(3, int(6 * self.s))

    @property
    def arrow_depth(self) -> float:
        """How far below the Event card's middle the passing arrow runs (under the card,
        a little clear of its bottom edge)."""
        return self.event_rect.h / 2 + int(6 * self.s)

    @property
    def arrow_bottom(self) -> int:
        """The lowest point of the passing arrow under the Event card: the lines under
        the card start below it."""
        return self.event_rect.centery + int(self.arrow_depth) + self.arrow_width // 2 + 1

    @property
    def arrow_top(self) -> int:
        """The top of the room kept for the passing arrow and its head around the Event
        card (the arrow runs under the card; the room above it stays free of the seats'
        cards, which the layout's growth and the Dirty Trick steps rely on)."""
        return self.event_rect.centery - int(self.arrow_radius) - int(6 * self.s)


@lru_cache(maxsize=16)
def _confirm_words_width(size: int) -> int:
    """The widest of the play-two button's words, in any language, at ``size`` (bold)."""
    texts = t_each("table.play_two")
    texts += t_each("table.choose_two", chosen=0) + t_each("table.choose_two", chosen=1)
    return max(font(size, True).size(words)[0] for words in texts)


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
