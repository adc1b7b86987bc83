"""The Dirty-Trick variant's animations, made from the engine's happenings so that every
seat sees what another seat's trick did (``trick_steps``):

- ``TricksDealtStep``: at each round's start the trick cards fly from the middle to
  their seats, turning face up.
- ``TrickUsedStep``: an arrow from the holder's card to the target; the cards it moves
  slide between tables (B), to the discard pile (C), from the drawn pair to the table
  (D), between the table and the hand (E); a +1/-1 marker flies to the target's table
  (F to I), where the table then draws it until the count. A caption says who used
  which card.
- ``TrickDeclinedStep``: the holder's card dims, "declined" under it.
- ``CardsDrawnStep``: D's draw, two cards (or one) leaving the discard pile face down
  for the drawer's place: nobody's faces (the drawer sees them in its own view later).
- ``HandDiscardedStep``: the unplayed cards leave the hand face down for the pile.

The views between two happenings of one applied choice are the views before them with
the use's effect on the tables (``trick_rules.trick_effect``, the engine's own rule)
and the virtual card it placed (``with_use``), so the table drawn during the next step
is the one after the use; the last step of a choice ends on the engine's own views.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace
from functools import lru_cache
from typing import ClassVar, TypeVar

import pygame

from guildes.i18n import t
from guildes.rules import NUM_GUILDS, PublicView, SeatView
from guildes.rules.cards import Trick
from guildes.rules.happenings import (
    CardsDrawn,
    HandDiscarded,
    Happening,
    TrickDeclined,
    TricksDealt,
    TrickUsed,
)
from guildes.rules.packed import pack, unpack
from guildes.rules.trick_rules import trick_effect
from guildes.ui import palette
from guildes.ui.cards import card_back, card_face, shadow
from guildes.ui.fonts import text
from guildes.ui.layout import TableLayout
from guildes.ui.table.steps import Step, StepHost, ease_out
from guildes.ui.table.views import TableViews
from guildes.ui.trick_cards import TRICK_RED, trick_face, virtual_chip
from guildes.ui.trick_texts import trick_name

Point = tuple[float, float]


# ------------------------------------------------------------------ views between steps


V = TypeVar("V", bound=PublicView)


def _after_use(view: V, h: TrickUsed) -> V:
    """``view`` with the use ``h`` applied to the tables and its virtual card placed (and
    for D, the cards drawn gone from the drawer's hands: one played, one discarded)."""
    effect = trick_effect(h.trick, h.seat, h.choice)
    tables = effect.after([pack(t) for t in view.tables])
    virtual = view.virtual + ((effect.virtual,) if effect.virtual is not None else ())
    after = replace(view, tables=tuple(tuple(unpack(t)) for t in tables), virtual=virtual)
    return _without_drawn(after, h.seat) if Trick(h.trick) is Trick.DRAW_TWO else after


def _without_drawn(view: V, seat: int) -> V:
    """``view`` with D's cards drawn by ``seat`` no longer held."""
    if isinstance(view, SeatView) and view.seat == seat:
        return replace(view, drawn=(0,) * NUM_GUILDS)  # type: ignore[return-value]
    return view


def without_drawn(views: TableViews, seat: int) -> TableViews:
    """The views while D's cards drawn by ``seat`` leave its place (``TrickUsedStep``
    draws them moving)."""
    return TableViews(views.public, tuple(_without_drawn(v, seat) for v in views.seats))


def with_use(views: TableViews, h: TrickUsed) -> TableViews:
    """The views once the use ``h`` changed the tables (each seat's view alike: every
    field of a use is public)."""
    return TableViews(_after_use(views.public, h), tuple(_after_use(v, h) for v in views.seats))


def _without_hand(view: V, seat: int) -> V:
    """``view`` with ``seat``'s hand gone (on its way to the discard pile)."""
    sizes = tuple(0 if s == seat else n for s, n in enumerate(view.hand_sizes))
    if isinstance(view, SeatView) and view.seat == seat:
        return replace(view, hand_sizes=sizes, hand=(0,) * len(view.hand))  # type: ignore[return-value]
    return replace(view, hand_sizes=sizes)


def without_hand(views: TableViews, seat: int) -> TableViews:
    """The views while ``seat``'s unplayed cards fly to the discard pile."""
    return TableViews(
        _without_hand(views.public, seat), tuple(_without_hand(v, seat) for v in views.seats)
    )


# ------------------------------------------------------------------ places and motion


def discard_spot(layout: TableLayout) -> tuple[int, int]:
    """Where cards go to the discard pile (and D draws from): right of the Event card's
    arrow, in the middle of the table."""
    cx, cy = layout.center
    w, _h = layout.small_card
    return (int(cx + layout.arrow_radius + w), cy)


def stack_spot(layout: TableLayout, seat: int, tables: Sequence[int], guild: int) -> Point:
    """The centre of ``seat``'s stack of ``guild`` as drawn for ``tables`` (that seat's
    cards per guild), or the end of its row when it holds none."""
    cards = tuple(tables)
    for g, rect in layout.table_cards(seat, cards):
        if g == guild:
            return rect.center
    with_it = tuple(c + (1 if g == guild else 0) for g, c in enumerate(cards))
    for g, rect in layout.table_cards(seat, with_it):
        if g == guild:
            return rect.center
    return layout.seat_anchor(seat)


def _lerp(a: Point, b: Point, q: float) -> Point:
    return (a[0] + (b[0] - a[0]) * q, a[1] + (b[1] - a[1]) * q)


BOWS = (0.2, 0.35)
"""How far the paths of a use's first and second arrows and cards bow toward the
table's middle, as a share of their length (a review: B's two arrows ran straight along
the upper seats' rows, one on the other, through their stacks; a short way bows little)."""


def bowed(start: Point, end: Point, middle: Point, k: int = 0) -> Point:
    """The control point of the ``k``-th path from ``start`` to ``end`` (``BOWS``): off
    its straight line's middle, square to it, on the side of ``middle`` and never past
    it."""
    mx, my = _lerp(start, end, 0.5)
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.hypot(dx, dy)
    if length < 1:
        return (mx, my)
    nx, ny = -dy / length, dx / length
    if (middle[0] - mx) * nx + (middle[1] - my) * ny < 0:
        nx, ny = -nx, -ny
    reach = math.hypot(middle[0] - mx, middle[1] - my)
    k = min(k, len(BOWS) - 1)
    off = min(BOWS[k] * length, (0.5, 0.9)[k] * reach)  # (the second still the further)
    return (mx + nx * off, my + ny * off)


def along(start: Point, control: Point, end: Point, q: float) -> Point:
    """The point at fraction ``q`` of the curve from ``start`` to ``end`` bowed toward
    ``control`` (a quadratic Bézier curve)."""
    return _lerp(_lerp(start, control, q), _lerp(control, end, q), q)


def _card_at(
    surface: pygame.Surface, layout: TableLayout, guild: int | None, at: Point, scale: float = 0.7
) -> None:
    """A card (face of ``guild``, or a back for None) centred at ``at``, with its shadow."""
    w, h = layout.small_card
    w, h = max(10, int(w * scale)), max(14, int(h * scale))
    img = card_back(w, h) if guild is None else card_face(guild, w, h)
    x, y = int(at[0]), int(at[1])
    surface.blit(shadow(w, h), (x - w // 2 - 2, y - h // 2))
    surface.blit(img, img.get_rect(center=(x, y)))


def draw_trick_arrow(
    surface: pygame.Surface,
    start: Point,
    end: Point,
    q: float,
    width: int,
    control: Point | None = None,
) -> None:
    """A red arrow from ``start`` toward ``end``, drawn to fraction ``q``: straight, or
    bowed toward ``control`` (``along``)."""
    if q <= 0:
        return
    bend = control if control is not None else _lerp(start, end, 0.5)
    steps = 24
    points = [along(start, bend, end, min(1.0, q) * i / steps) for i in range(steps + 1)]
    tip = points[-1]
    if math.hypot(tip[0] - start[0], tip[1] - start[1]) < 4:
        return
    head = max(10, width * 3)
    # the head along the curve's last stretch, the shaft the curve up to the head's base
    last = next(
        (
            i
            for i in range(steps, -1, -1)
            if math.hypot(tip[0] - points[i][0], tip[1] - points[i][1]) >= head
        ),
        0,
    )
    back = points[last]
    dx, dy = tip[0] - back[0], tip[1] - back[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    base = (tip[0] - ux * head, tip[1] - uy * head)
    shaft = [*points[: last + 1], base]
    if len(shaft) > 1:
        pygame.draw.lines(surface, (40, 8, 10), False, shaft, width + 4)
        pygame.draw.lines(surface, TRICK_RED, False, shaft, width)
    left = (base[0] - uy * head * 0.6, base[1] + ux * head * 0.6)
    right = (base[0] + uy * head * 0.6, base[1] - ux * head * 0.6)
    pygame.draw.polygon(surface, TRICK_RED, [tip, left, right])
    pygame.draw.polygon(surface, palette.CREAM, [tip, left, right], 2)


def seats_places(layout: TableLayout) -> list[pygame.Rect]:
    """What the seats own on the table: panels, rows of stacks (all guilds held), trick
    cards and face-down places."""
    out = []
    for seat in range(layout.players):
        stacks = [r for _g, r in layout.table_cards(seat, (1,) * NUM_GUILDS)]
        out += [layout.seat_panel(seat), stacks[0].unionall(stacks), layout.front_rect(seat)]
        if layout.tricks:
            out.append(layout.trick_rect(seat))
    return out


def caption_box(layout: TableLayout, size: tuple[int, int]) -> pygame.Rect:
    """Where the caption of ``size`` goes: under the Event card's lines (the arrows between
    seats mostly pass above the middle), else above its arrow, else beside it (right,
    then left), else the place nearest to the middle between the seats and the fan: the
    first place clear of every seat's things and of the viewer's fan (the first one if
    none is). Worked out once per layout and size (a caption is drawn every frame)."""
    return pygame.Rect(_caption_place(layout, size))


@lru_cache(maxsize=32)
def _caption_place(layout: TableLayout, size: tuple[int, int]) -> tuple[int, int, int, int]:
    s = layout.s
    cx, cy = layout.center
    box = pygame.Rect(0, 0, size[0] + int(20 * s), size[1] + int(8 * s))
    arrow = arrow_box(layout)
    reach = arrow.w // 2 + int(8 * s)
    under = layout.event_rect.bottom + int(46 * s)
    above = layout.arrow_top - int(8 * s)
    places = [
        {"midtop": (cx, under)},
        {"midbottom": (cx, above)},
        {"midleft": (cx + reach, cy)},
        {"midright": (cx - reach, cy)},
    ]
    # a crowded felt (large text, the side seats low): anywhere between the seats and
    # the fan, the nearest to the middle first
    felt = layout.felt_rect
    grid = [
        (x, y)
        for x in range(felt.x + box.w // 2, felt.right - box.w // 2, max(8, box.w // 8))
        for y in range(above - box.h // 2, under + box.h, max(4, box.h // 2))
    ]
    grid.sort(key=lambda at: abs(at[0] - cx) + 2 * abs(at[1] - cy))
    places += [{"center": at} for at in grid]
    taken = seats_places(layout) + [arrow]
    fan = layout.fan_card_rect(9, 4).unionall([layout.fan_card_rect(9, i) for i in range(9)])
    taken.append(fan.inflate(0, int(layout.fan_card[1] * 0.2)))
    first = None
    for place in places:
        here = box.copy()
        setattr(here, *next(iter(place.items())))
        here.clamp_ip(layout.felt_rect)
        first = first or here
        if here.collidelist(taken) < 0 and not here.colliderect(layout.event_rect):
            return (here.x, here.y, here.w, here.h)
    assert first is not None
    return (first.x, first.y, first.w, first.h)


def arrow_box(layout: TableLayout) -> pygame.Rect:
    """The box of the passing arrow under the Event card, its head included (either way
    round: ``guildes.ui.emblems.draw_arrow``'s ends at 20 and 160 degrees, its head three
    widths long along the arc and as wide across)."""
    cx, cy = layout.event_rect.center
    w = layout.arrow_width
    head = 3 * w + w
    half = layout.arrow_radius * math.cos(math.radians(20)) + head
    top = cy + layout.arrow_depth * math.sin(math.radians(20)) - head
    return pygame.Rect(
        int(cx - half), int(top), int(2 * half) + 1, int(cy + layout.arrow_depth + w - top) + 1
    )


def caption(surface: pygame.Surface, layout: TableLayout, line: str, alpha: int = 235) -> None:
    """A short line in the middle of the table (who used which card)."""
    s = layout.s
    img = text(line, int(18 * s), palette.CREAM, True)
    box = caption_box(layout, img.get_size())
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, min(alpha, 190)), shade.get_rect(), border_radius=8)
    pygame.draw.rect(shade, (*TRICK_RED, alpha), shade.get_rect(), 2, border_radius=8)
    surface.blit(shade, box)
    img.set_alpha(alpha)
    surface.blit(img, img.get_rect(center=box.center))


# ------------------------------------------------------------------ steps


@dataclass
class TricksDealtStep(Step):
    """A round's trick cards fly from the middle of the table to their seats, turning
    face up on the way."""

    tricks: tuple[int, ...] = ()
    hides_tricks: ClassVar[bool] = True

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.play_sound("flip")

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        n = len(self.tricks)
        origin = layout.center
        for seat, trick in enumerate(self.tricks):
            # each card leaves a little after the one before, in seat order
            q = ease_out((self.progress - seat * 0.5 / max(1, n)) / 0.5)
            dest = layout.trick_rect(seat)
            w = int(dest.w * (1.6 - 0.6 * q))
            h = int(dest.h * (1.6 - 0.6 * q))
            turn = abs(math.cos(min(1.0, q * 1.4) * math.pi / 2 + math.pi / 2))
            face = trick_face(trick, w, h) if q > 0.35 else card_back(w, h)
            img = pygame.transform.smoothscale(face, (max(1, int(w * max(0.08, turn))), h))
            at = _lerp(origin, dest.center, q)
            surface.blit(img, img.get_rect(center=(int(at[0]), int(at[1]))))


@dataclass
class TrickUsedStep(Step):
    """A seat used its trick: an arrow to the target, then the cards it moves (or its
    +1/-1 marker) going where the use sends them, and a caption."""

    use: TrickUsed | None = None
    names: tuple[str, ...] = ()
    shows_before: ClassVar[bool] = True

    def shown(self) -> TableViews:
        """The views before the use; for D, without the cards drawn lying in front of
        the drawer (they are the ones moving)."""
        if self.use is not None and Trick(self.use.trick) is Trick.DRAW_TWO:
            return without_drawn(self.before, self.use.seat)
        return self.before

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.play_sound("pass")

    def line(self) -> str:
        """The caption: "Ana: B · Swap between two"."""
        assert self.use is not None
        letter = Trick(self.use.trick).letter
        name = self.names[self.use.seat] if self.use.seat < len(self.names) else ""
        return t("trick.caption", name=name, letter=letter, trick=trick_name(letter))

    def targets(self, layout: TableLayout) -> list[Point]:
        """Where the arrow points: the seats the use reaches (the holder's own table for
        D and E)."""
        assert self.use is not None
        c, seat = self.use.choice, self.use.seat
        seats = [s for s in (c.target, c.other) if s is not None] or [seat]
        before = self.before.public.tables
        guilds = [c.guild, c.other_guild if c.other_guild is not None else c.guild]
        kind = Trick(self.use.trick)
        if kind is Trick.SACRIFICE and c.target is not None and c.other_guild is not None:
            return [stack_spot(layout, c.target, before[c.target], c.other_guild)]
        if c.sign is not None:  # F to I: where its marker goes
            return [self.marker_rect(layout).center]
        return [stack_spot(layout, s, before[s], guilds[k % 2]) for k, s in enumerate(seats)]

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        use = self.use
        assert use is not None
        p = self.progress
        s = layout.s
        own = layout.trick_rect(use.seat)
        pygame.draw.rect(surface, palette.HIGHLIGHT, own.inflate(6, 6), 3, border_radius=6)
        q_arrow = ease_out(min(1.0, p / 0.3))
        fade = 1.0 if p < 0.85 else max(0.0, (1 - p) / 0.15)
        middle = layout.center
        if fade > 0:
            for k, target in enumerate(self.targets(layout)):
                bend = bowed(own.center, target, middle, k)
                draw_trick_arrow(surface, own.center, target, q_arrow, max(3, int(5 * s)), bend)
        q = ease_out(max(0.0, min(1.0, (p - 0.3) / 0.5)))
        if p >= 0.3:
            for k, (guild, start, end) in enumerate(self.moves(layout, viewer)):
                _card_at(surface, layout, guild, along(start, bowed(start, end, middle, k), end, q))
        if p >= 0.3 and use.choice.sign is not None:
            self._marker(surface, layout, q)
        caption(surface, layout, self.line(), int(235 * fade))

    def moves(
        self, layout: TableLayout, viewer: int | None
    ) -> list[tuple[int | None, Point, Point]]:
        """The cards the use moves: (guild or None for a back, from, to)."""
        use = self.use
        assert use is not None
        c, seat = use.choice, use.seat
        before = self.before.public.tables
        after = self.after.public.tables
        kind = Trick(use.trick)
        pile = discard_spot(layout)
        if kind is Trick.SWAP and c.target is not None and c.other is not None:
            assert c.other_guild is not None
            a, b = c.target, c.other
            return [
                (
                    c.guild,
                    stack_spot(layout, a, before[a], c.guild),
                    stack_spot(layout, b, after[b], c.guild),
                ),
                (
                    c.other_guild,
                    stack_spot(layout, b, before[b], c.other_guild),
                    stack_spot(layout, a, after[a], c.other_guild),
                ),
            ]
        if kind is Trick.SACRIFICE and c.target is not None and c.other_guild is not None:
            return [
                (c.guild, stack_spot(layout, seat, before[seat], c.guild), pile),
                (
                    c.other_guild,
                    stack_spot(layout, c.target, before[c.target], c.other_guild),
                    pile,
                ),
            ]
        if kind is Trick.DRAW_TWO:
            # from where the cards drawn lay face down in front of the drawer
            count = self.before.drawn_sizes[seat] or 2
            out: list[tuple[int | None, Point, Point]] = [
                (
                    c.guild,
                    layout.lying_at(seat, 0, count),
                    stack_spot(layout, seat, after[seat], c.guild),
                )
            ]
            # the other card drawn, if any, goes back to the pile face down: only the
            # drawer knew it, and it still sees it as a back here (the log says nothing)
            if count > 1:
                out.append((None, layout.lying_at(seat, 1, count), pile))
            return out
        if kind is Trick.SWAP_HAND and c.other_guild is not None:
            hand = layout.hand_anchor(seat) if viewer != seat else layout.fan_anchor
            return [
                (c.other_guild, stack_spot(layout, seat, before[seat], c.other_guild), hand),
                (c.guild, hand, stack_spot(layout, seat, after[seat], c.guild)),
            ]
        return []

    def marker_rect(self, layout: TableLayout) -> pygame.Rect:
        """F to I: where the marker of this use lies on the target's table."""
        use = self.use
        assert use is not None and use.choice.target is not None
        target = use.choice.target
        guilds = [v.guild for v in self.before.public.virtual if v.seat == target]
        guilds.append(use.choice.guild)
        tables = self.before.public.tables[target]
        return layout.virtual_rects(target, tables, len(guilds), guilds)[-1]

    def _marker(self, surface: pygame.Surface, layout: TableLayout, q: float) -> None:
        """F to I: the +1/-1 marker flies from the holder's card to the target's table."""
        use = self.use
        assert use is not None and use.choice.target is not None and use.choice.sign is not None
        dest = self.marker_rect(layout)
        start = layout.trick_rect(use.seat).center
        at = along(
            start, bowed(start, dest.center, layout.center), dest.center, q
        )  # (its arrow's way)
        scale = 1.8 - 0.8 * q
        img = virtual_chip(use.choice.guild, use.choice.sign, dest.w, dest.h)
        img = pygame.transform.smoothscale(img, (int(dest.w * scale), int(dest.h * scale)))
        surface.blit(img, img.get_rect(center=(int(at[0]), int(at[1]))))


@dataclass
class TrickDeclinedStep(Step):
    """A seat declined its trick: its card dims, with "declined" under it."""

    seat: int = 0
    shows_before: ClassVar[bool] = True

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        rect = layout.trick_rect(self.seat)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, int(150 * min(1.0, self.progress * 3))))
        surface.blit(shade, rect)
        label = text(t("trick.declined"), int(13 * layout.s), palette.CREAM, True)
        box = label.get_rect(midtop=(rect.centerx, rect.bottom + 2)).inflate(8, 2)
        box.clamp_ip(layout.felt_rect)
        pygame.draw.rect(surface, (0, 0, 0), box, border_radius=5)
        surface.blit(label, label.get_rect(center=box.center))


@dataclass
class CardsDrawnStep(Step):
    """D: the discard pile is shuffled and cards leave it face down for the drawer's
    place (their faces are the drawer's alone, and this step draws none)."""

    seat: int = 0
    count: int = 2
    shows_before: ClassVar[bool] = True

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.play_sound("pass")

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        p = self.progress
        pile = discard_spot(layout)
        w = layout.small_card[0]
        for k in range(3):  # the pile, shuffled
            wobble = math.sin(p * math.pi * 6 + k * 2.1) * w * 0.15 if p < 0.4 else 0.0
            _card_at(surface, layout, None, (pile[0] + wobble + k * 2, pile[1] - k * 2))
        q = ease_out(max(0.0, (p - 0.35) / 0.65))
        for k in range(self.count):  # to where they lie until played (``draw_table``)
            dest = layout.lying_at(self.seat, k, self.count)
            _card_at(surface, layout, None, _lerp(pile, dest, q), 0.7 + 0.15 * q)


@dataclass
class HandDiscardedStep(Step):
    """A seat's unplayed cards leave its hand face down for the discard pile."""

    seat: int = 0
    count: int = 0
    shows_before: ClassVar[bool] = True

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        start = layout.fan_anchor if viewer == self.seat else layout.hand_anchor(self.seat)
        pile = discard_spot(layout)
        q = ease_out(self.progress)
        for k in range(min(self.count, 4)):
            at = _lerp(start, pile, max(0.0, min(1.0, q * 1.2 - k * 0.1)))
            _card_at(surface, layout, None, at, 0.55)


TRICK_PACE: dict[int, float] = {5: 0.7, 6: 0.5}
"""The trick phase's steps' durations at a big table, relative to 3 and 4 players. The
seats' turns play one after another: at 6 players the phase's uses, declines, draws and
discards came to 8.7-12.5 s of animation alone (heuristic games, seeds 1-3, both
variants), above the 8 s the whole phase may take. At 0.6 the phase with five expert
seats still took 8.8-9.8 s in round 2 (`bench tricks --players 6 --level expert
--workers 1 --seed 1 --rounds 3`: 7.5 s of animation and the first seats' searches); at
0.5 it takes 5.8 / 6.8 / 4.9 s by round, and random games' phases 3.9-6.7 s of
animation at 6 players, 4.6-7.9 s at 5 (0.7); a use still 0.8 s (its caption stays, and
the log tells it). The round's deal of the trick cards is not paced."""


def trick_steps(
    happenings: Sequence[Happening],
    before: TableViews,
    after: TableViews,
    speed: float,
    names: Sequence[str] = (),
) -> list[tuple[int, Step]]:
    """The steps of the Dirty-Trick happenings among ``happenings`` (which led from
    ``before`` to ``after``), each with the index of its happening (to keep them in
    order with the other steps); ``names`` are the players' names for the captions. A
    turn's steps are shorter at a big table (``TRICK_PACE``)."""
    out: list[tuple[int, Step]] = []
    cur = before
    dealt = speed
    speed *= TRICK_PACE.get(before.public.players, 1.0)
    for i, h in enumerate(happenings):
        if isinstance(h, TricksDealt):
            out.append((i, TricksDealtStep(after, after, 1.2 * dealt, tricks=h.tricks)))
        elif isinstance(h, TrickUsed):
            nxt = with_use(cur, h)
            out.append((i, TrickUsedStep(cur, nxt, 1.6 * speed, use=h, names=tuple(names))))
            cur = nxt
        elif isinstance(h, TrickDeclined):
            out.append((i, TrickDeclinedStep(cur, cur, 0.8 * speed, seat=h.seat)))
        elif isinstance(h, CardsDrawn):
            out.append((i, CardsDrawnStep(cur, after, 1.0 * speed, seat=h.seat, count=h.count)))
        elif isinstance(h, HandDiscarded) and h.count:
            gone = without_hand(cur, h.seat)
            out.append((i, HandDiscardedStep(gone, gone, 0.45 * speed, seat=h.seat, count=h.count)))
    return out


def deal_steps(happenings: Sequence[Happening], views: TableViews, speed: float) -> list[Step]:
    """A new game's first deal of the trick cards (its opening happenings), if any."""
    return [
        TricksDealtStep(views, views, 1.2 * speed, tricks=h.tricks)
        for h in happenings
        if isinstance(h, TricksDealt)
    ]
