"""Bubbles over the table: a few words in a box with an arrow to what they talk about,
placed where they cover neither that nor the table's other things (panels, stacks,
face-down cards, the Event card and its arrow, the hint, the fan, the kept cards) when
there is such a place, else where they cover the least; sizes follow the table's scale
(window height times the Text size setting). The tutorial's coach (``coach``) and the
variants' tips (``tips``) both draw theirs with these.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from guildes.rules import SeatView
from guildes.ui import palette
from guildes.ui.draw import panel
from guildes.ui.fonts import font, text
from guildes.ui.layout import FAN_LIFT, TableLayout
from guildes.ui.table.drawing import hint_box
from guildes.ui.widgets import wrap

if TYPE_CHECKING:
    from guildes.ui.table.scene import TableScene

WIDER = (1.0, 1.3, 1.6)
"""A bubble's widths, in its usual width: the next is tried when one covers what it
points at or outlines, the hint, the fan or a seat's panel (long texts, large text
sizes); the one that covers least of them is taken."""
SMALLER = (1.0, 0.9, 0.8)
"""A bubble's type sizes, in its usual size, tried in turn when no width fits."""
MIN_BODY_PX = 14
"""A bubble's lines are never made smaller than this (in pixels) to fit."""


def union(rects: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The box around ``rects`` (None if there are none)."""
    return rects[0].unionall(list(rects[1:])) if rects else None


def overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    """Pixels of ``a`` that ``b`` covers."""
    c = a.clip(b)
    return c.w * c.h


def gap_between(a: pygame.Rect, b: pygame.Rect) -> float:
    """How far apart two boxes are (0 when they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return math.hypot(dx, dy)


CROSSING = 40_000.0
"""What an arrow crossing one of the table's things costs a bubble's place (as much as
covering 2,000 pixels of them)."""


def place_bubble(
    size: tuple[int, int],
    target: pygame.Rect,
    avoid: Sequence[pygame.Rect],
    bounds: pygame.Rect,
    gap: int,
    keep_clear: Sequence[pygame.Rect] = (),
    s: float = 1.0,
    panels: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a bubble of ``size`` goes: inside ``bounds``, never over ``target`` or
    ``keep_clear`` when it can be helped, then off the seats' ``panels`` (who they are,
    their votes and what they do: at 130% text a tip lay on one), covering as little
    of ``avoid`` as it can, its
    arrow (at scale ``s``) crossing as few of them as it can, as near ``target`` as it
    can."""
    w, h = size
    spots = [
        (target.centerx - w // 2, target.top - gap - h),
        (target.left, target.top - gap - h),
        (target.right - w, target.top - gap - h),
        (target.centerx - w // 2, target.bottom + gap),
        (target.left - gap - w, target.centery - h // 2),
        (target.left - gap - w, target.top),
        (target.left - gap - w, target.bottom - h),
        (target.right + gap, target.centery - h // 2),
        (target.right + gap, target.top),
        (target.right + gap, target.bottom - h),
    ]
    step = max(12, gap * 2)
    spots += [
        (x, y)
        for x in range(bounds.left, bounds.right - w + 1, step)
        for y in range(bounds.top, bounds.bottom - h + 1, step)
    ]
    best: tuple[float, pygame.Rect] | None = None
    for x, y in spots:
        rect = pygame.Rect(x, y, w, h).clamp(bounds)
        score = 1000.0 * sum(overlap(rect, a) for a in (target, *keep_clear))
        score += 300.0 * sum(overlap(rect, a) for a in panels)
        score += 20.0 * sum(overlap(rect, a) for a in avoid)
        score += gap_between(rect, target)
        line = pointer_line(rect, target, s)
        if line is not None:  # an arrow across the table's things reads badly
            score += CROSSING * sum(1 for a in (*avoid, *keep_clear) if a.clipline(line))
        if best is None or score < best[0]:
            best = (score, rect)
    assert best is not None
    return best[1]


Point = tuple[int, int]


def pointer_line(bubble: pygame.Rect, target: pygame.Rect, s: float) -> tuple[Point, Point] | None:
    """Where the arrow from a bubble to its target runs: from the bubble's edge to the
    edge of ``target`` (None when they are too close for one)."""
    goal = target.inflate(int(8 * s), int(8 * s))
    tx = min(max(bubble.centerx, goal.left), goal.right)
    ty = min(max(bubble.centery, goal.top), goal.bottom)
    sx = min(max(tx, bubble.left), bubble.right)
    sy = min(max(ty, bubble.top), bubble.bottom)
    if math.hypot(tx - sx, ty - sy) < 10 * s:
        return None
    return (sx, sy), (tx, ty)


def draw_pointer(
    surface: pygame.Surface, bubble: pygame.Rect, target: pygame.Rect, s: float
) -> None:
    """An arrow from the bubble's edge to the edge of ``target`` (none when they touch)."""
    line = pointer_line(bubble, target, s)
    if line is None:
        return
    (sx, sy), (tx, ty) = line
    length = math.hypot(tx - sx, ty - sy)
    ux, uy = (tx - sx) / length, (ty - sy) / length
    head = 14 * s
    base = (tx - ux * head, ty - uy * head)
    pygame.draw.line(surface, palette.HIGHLIGHT, (sx, sy), base, max(3, int(4 * s)))
    px, py = -uy * head * 0.6, ux * head * 0.6
    pygame.draw.polygon(
        surface,
        palette.HIGHLIGHT,
        [(tx, ty), (base[0] + px, base[1] + py), (base[0] - px, base[1] - py)],
    )


def outline(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A gold outline around a thing the coach points at (still: a waiting table draws a
    few frames a second, so nothing on it may need to move)."""
    grow = int(5 * s)
    pygame.draw.rect(
        surface, palette.HIGHLIGHT, rect.inflate(2 * grow, 2 * grow), max(2, int(3 * s)), 10
    )


class BubbleBox:
    """A bubble's words laid out at the table's scale: a title and wrapped lines."""

    def __init__(self, words: tuple[str, str], s: float, width: int, extra: str = "") -> None:
        """``words``: the title and the lines, in the current language."""
        self.s = s
        self.pad = int(12 * s)
        self.title_size, self.body_size = int(17 * s), int(15 * s)
        self.title = words[0]
        body = font(self.body_size)
        self.lines = wrap(words[1], body, width - 2 * self.pad)
        self.extra = wrap(extra, body, width - 2 * self.pad) if extra else []
        self.line_h = body.get_linesize()
        title_h = font(self.title_size, True).get_linesize()
        rows = len(self.lines) + len(self.extra)
        self.size = (width, 2 * self.pad + title_h + int(4 * s) + rows * self.line_h)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The bubble at ``rect`` (of ``size``)."""
        panel(surface, rect, highlight=True, alpha=240)
        x, y = rect.x + self.pad, rect.y + self.pad
        title = text(self.title, self.title_size, palette.GOLD, True)
        surface.blit(title, (x, y))
        y += font(self.title_size, True).get_linesize() + int(4 * self.s)
        for line in self.lines:
            surface.blit(text(line, self.body_size, palette.CREAM), (x, y))
            y += self.line_h
        for line in self.extra:
            surface.blit(text(line, self.body_size, (200, 190, 160), True), (x, y))
            y += self.line_h


def fan_rect(lay: TableLayout, count: int, front: tuple[int, ...]) -> pygame.Rect | None:
    """The box of the viewer's fan, a lifted card included."""
    if count <= 0:
        return None
    rects = [lay.fan_card_rect(count, i, front) for i in range(count)]
    box = union(rects)
    assert box is not None
    lift = int(lay.fan_size(count)[1] * (FAN_LIFT + 0.08))
    return box.inflate(0, lift).move(0, -lift // 2).clip(lay.felt_rect)


def fan_card(
    lay: TableLayout, fan: Sequence[int], guild: int, front: tuple[int, ...]
) -> pygame.Rect | None:
    """The box of the first card of ``guild`` in the viewer's fan, lifted as when
    pointed at (None when the fan has none)."""
    if guild not in fan:
        return None
    i = list(fan).index(guild)
    rect = lay.fan_card_rect(len(fan), i, front)
    lift = int(lay.fan_size(len(fan))[1] * (FAN_LIFT + 0.08))
    return rect.inflate(0, lift).move(0, -lift // 2).clip(lay.felt_rect)


def stacks_rect(lay: TableLayout, view: SeatView, seat: int) -> pygame.Rect | None:
    """The box of a seat's table of played cards (None when it is empty)."""
    return union([r for _g, r in lay.table_cards(seat, view.tables[seat])])


def event_box(lay: TableLayout) -> pygame.Rect:
    """The Event card with its arrow around it."""
    r = int(lay.arrow_radius + 8 * lay.s)
    event = pygame.Rect(0, 0, 2 * r, 2 * r + int(40 * lay.s))
    event.midtop = (lay.event_rect.centerx, lay.event_rect.centery - r)
    return event


def keep_clear(table: TableScene) -> list[pygame.Rect]:
    """What a bubble must not cover when it can be helped: the header and the standings
    strip under it, the hint, the fan and, choosing two cards, the button that plays
    them."""
    lay, view = table.layout, table.view
    out = [pygame.Rect(0, 0, lay.felt_rect.w, lay.strip_rect.bottom)]
    if view is None:
        return out
    hint = table._hint(view)
    if hint:
        out.append(hint_box(lay, view, hint))
    fan = fan_rect(lay, len(table.fan()), table.fan_front())
    if fan is not None:
        out.append(fan)
    if table.choosing_two():  # the button that plays the two cards chosen
        out.append(lay.confirm_rect)
    return out


def avoid(table: TableScene) -> list[pygame.Rect]:
    """The table's things a bubble should rather not cover: the seats' tables, face-down
    cards and Dirty Trick cards, the Event card, the kept cards."""
    lay, view = table.layout, table.view
    out: list[pygame.Rect] = []
    if view is None:
        return out
    for seat in range(view.players):
        stacks = stacks_rect(lay, view, seat)
        if stacks is not None:
            out.append(stacks)
        if view.chosen[seat] or (view.face_down_sizes and view.face_down_sizes[seat]):
            out.append(lay.front_rect(seat, 1))
        if view.tricks:  # each seat's Dirty Trick card
            out.append(lay.trick_rect(seat))
    out.append(event_box(lay))
    out += lay.kept_rects(sum(1 for n in view.kept if n))
    return out


def bubble_width(lay: TableLayout) -> int:
    """A bubble's width at this table's scale."""
    return int(min(340 * lay.s, lay.felt_rect.w * 0.34))


class Placer:
    """Where a table's bubbles go, remembered while nothing they depend on moves (a
    waiting table draws a few frames a second; placing is a search)."""

    def __init__(self) -> None:
        self._placed: dict[tuple[object, ...], pygame.Rect] = {}

    def where(
        self,
        table: TableScene,
        size: tuple[int, int],
        targets: list[pygame.Rect],
        more: Sequence[pygame.Rect] = (),
    ) -> pygame.Rect:
        """Where a bubble of ``size`` goes now, off what it points at and outlines
        (``targets``, the first pointed at) and off ``more`` (a panel of the moment)."""
        lay = table.layout
        target = targets[0]
        avoided, clear = avoid(table), [*targets[1:], *keep_clear(table), *more]
        key = (
            size,
            tuple(target),
            tuple(tuple(a) for a in avoided + clear),
            lay.felt_rect.size,
        )
        if key in self._placed:
            return self._placed[key]
        if len(self._placed) > 16:
            self._placed.clear()
        bounds = lay.felt_rect.inflate(-int(12 * lay.s), 0)
        bounds.top = lay.header_h + int(4 * lay.s)
        bounds.h = lay.height - bounds.top - int(6 * lay.s)
        panels = [lay.seat_panel(seat) for seat in range(lay.players)]
        rect = place_bubble(size, target, avoided, bounds, int(14 * lay.s), clear, lay.s, panels)
        self._placed[key] = rect
        return rect

    def laid_out(
        self,
        table: TableScene,
        words: tuple[str, str],
        targets: list[pygame.Rect],
        more: Sequence[pygame.Rect] = (),
        extra: str = "",
    ) -> tuple[BubbleBox, pygame.Rect]:
        """The bubble of ``words`` and where it goes: of its widths (``WIDER``), the
        first that covers nothing it must not nor a seat's panel nor the table's things
        (``avoid``: the seats' stacks, face-down and trick cards, the Event card, the kept
        cards), else the one that covers least of the first and then of the second (a
        wide French tip lay over a panel at 130% text where a narrower one fitted beside
        it; at 1280x720 and 130% the Alchemists' and round 3's bubbles lay on a seat's
        stacks); when none fits, the same with the type a step smaller (``SMALLER``,
        never under ``MIN_BODY_PX``): at 1280x720 and 130% the Russian Event card's tip
        had no room off the panels."""
        lay = table.layout
        width = bubble_width(lay)
        clear = [*targets[1:], *keep_clear(table), *more]
        clear += [lay.seat_panel(seat) for seat in range(lay.players)]
        things = avoid(table)
        best: tuple[tuple[int, int], BubbleBox, pygame.Rect] | None = None
        for smaller in SMALLER:
            if smaller < 1.0 and int(15 * lay.s * smaller) < MIN_BODY_PX:
                break
            for wider in WIDER:  # a long text (a language longer than English): wider
                box = BubbleBox(words, lay.s * smaller, int(width * wider), extra)
                rect = self.where(table, box.size, targets, more)
                covered = (
                    1000 * overlap(rect, targets[0]) + sum(overlap(rect, r) for r in clear),
                    sum(overlap(rect, r) for r in things),
                )
                if best is None or covered < best[0]:
                    best = (covered, box, rect)
                if covered == (0, 0):
                    return box, rect
        assert best is not None
        return best[1], best[2]


def draw_bubble(
    surface: pygame.Surface, box: BubbleBox, rect: pygame.Rect, targets: list[pygame.Rect], s: float
) -> None:
    """A bubble, its arrow to the first target and the outlines of every target."""
    for target in targets:
        outline(surface, target, s)
    draw_pointer(surface, rect, targets[0], s)
    box.draw(surface, rect)


def count_aside(size: tuple[int, int], s: float) -> int:
    """The width the count overlay leaves free at its left for a bubble about the count."""
    return int(min(340 * s, size[0] * 0.3))


def aside_bubble(
    words: tuple[str, str],
    extra: str,
    size: tuple[int, int],
    count_panel: pygame.Rect,
    s: float,
) -> tuple[BubbleBox, pygame.Rect]:
    """A bubble about the count and where it goes: in the room the count overlay leaves
    at its left (``count_aside``), level with its panel."""
    aside = count_aside(size, s)
    margin = int(14 * s)
    box = BubbleBox(words, s, aside - 2 * margin, extra)
    rect = pygame.Rect((margin, 0), box.size)
    rect.centery = count_panel.centery
    rect.clamp_ip(pygame.Rect((0, 0), size))
    return box, rect
