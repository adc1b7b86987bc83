"""Bubbles over the table: a few words in a box with an arrow to what they talk about,
placed where they cover neither that nor the table's other things (panels, stacks,
face-down cards, the Event card and its arrow, the hint, the fan, the kept cards) when
there is such a place, else where they cover the least; sizes follow the table's scale
(window height times the Text size setting). The tutorial's coach (``coach``) and the
variants' tips (``tips``) both draw theirs with these.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from guildes.rules import Phase, SeatView
from guildes.ui import palette
from guildes.ui.draw import panel
from guildes.ui.fonts import font, text
from guildes.ui.layout import FAN_LIFT, TableLayout
from guildes.ui.table.arrow import Point, along, draw_arrow, pointer_line, routed_arrow
from guildes.ui.table.band import Spot, outline_shape
from guildes.ui.table.drawing import event_lines, hint_box, kept_marks
from guildes.ui.table.views import fan_cards
from guildes.ui.widgets import wrap

if TYPE_CHECKING:
    from guildes.ui.table.scene import TableScene

WIDER = (1.0, 1.1, 1.2, 1.3, 1.45, 1.6)
"""A bubble's widths, in its usual width: the next is tried when one covers what it
points at or outlines, the hint, the fan or a seat's panel (long texts, large text
sizes); the one that covers least of them is taken."""
SMALLER = ((1.0, 12), (1.0, 8), (0.9, 8), (0.8, 8))
"""A bubble's type sizes, in its usual size, and its padding (scaled), tried in turn
when no width fits (at 960x600 and 130% text round 2's bubble lacked a few pixels)."""
MIN_BODY_PX = 14
"""A bubble's lines are never made smaller than this (in pixels) to fit."""
EDGE = 12
"""A bubble's least distance from the window's edges (scaled)."""
AIR = 6
"""The air (scaled) a bubble keeps round the things it stays off where it has room: one
laid flush against the Event card's arrow and caption read as touching them (fr,
1280x720, 85%; ru, 1024x768, 130%)."""
AIR_WEIGHT = 0.01
"""What a pixel of that air costs, in a pixel of the thing itself (a touch costs less
than any real cover, more than a bubble's few pixels further from its target)."""


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
WORDS_CROSSING = 2_000_000.0
"""What an arrow through words (a seat's panel, the hint, the Event card's lines) costs
a bubble's place: more than covering a panel's corner."""
ALONG = 10.0
"""What a pixel of an arrow running beside words, nearer than ``ARROW_AIR``, costs a
bubble's place: ten pixels further from its target (ru 960x600: the kept cards' arrow ran
50 px down beside Domitille's panel), less than covering any of a panel."""


def _spans(lo: int, hi: int, size: int, step: int, edges: Sequence[int]) -> list[int]:
    """Where a bubble ``size`` long may start between ``lo`` and ``hi``: every ``step``,
    and at ``edges`` (flush beside the things it keeps off), each kept inside."""
    last = max(lo, hi - size)
    at = {*range(lo, last + 1, step), last, *edges}
    return sorted({min(max(v, lo), last) for v in at})


def place_bubble(
    size: tuple[int, int],
    target: pygame.Rect,
    avoid: Sequence[pygame.Rect],
    bounds: pygame.Rect,
    gap: int,
    keep_clear: Sequence[pygame.Rect] = (),
    s: float = 1.0,
    panels: Sequence[pygame.Rect] = (),
    words: Sequence[pygame.Rect] = (),
) -> pygame.Rect:
    """Where a bubble of ``size`` goes: inside ``bounds``, never over ``target`` or
    ``keep_clear`` when it can be helped, then off ``panels`` (the seats' panels, their
    played cards, the Event card's lines: what the lessons explain; at 130% text a tip
    lay on one), covering as little of ``avoid`` as it can, its arrow (at scale ``s``)
    through none of ``words`` and across as few of the others as it can, as near
    ``target`` as it can, with ``AIR`` round what it stays off where it has room. The
    places tried: beside the target, flush beside each thing kept off, and on a grid over
    ``bounds``."""
    w, h = size
    things = [target, *keep_clear, *panels, *avoid]
    xs = [target.centerx - w // 2, target.left, target.right - w]
    xs += [target.left - gap - w, target.right + gap]
    near = max(2, gap // 3)  # flush beside a thing where the usual gap leaves no room
    air = max(3, int(AIR * s))  # (a touch: the air round each thing covered)
    gaps = (gap, air, near)
    xs += [x for a in things for g in gaps for x in (a.left - g - w, a.right + g)]
    ys = [target.top - gap - h, target.bottom + gap, target.centery - h // 2]
    ys += [target.top, target.bottom - h]
    ys += [y for a in things for g in gaps for y in (a.top - g - h, a.bottom + g)]
    step = max(12, gap * 2)
    columns = _spans(bounds.left, bounds.right, w, step, xs)
    rows = _spans(bounds.top, bounds.bottom, h, step, ys)
    weighed = [(3000.0, a) for a in (target, *keep_clear)]
    weighed += [(1000.0, a) for a in panels] + [(20.0, a) for a in avoid]
    weighed += [(k * AIR_WEIGHT, a.inflate(2 * air, 2 * air)) for k, a in weighed]
    downs: list[tuple[int, int, int, int, list[float]]] = []  # each thing's cover by row
    for k, a in weighed:
        lo, hi = bisect_left(rows, a.top - h + 1), bisect_left(rows, a.bottom)
        if lo < hi:
            down = [k * (min(y + h, a.bottom) - max(y, a.top)) for y in rows[lo:hi]]
            downs.append((a.left, a.right, lo, hi, down))
    dys = [max(target.top - y - h, y - target.bottom, 0) for y in rows]
    scored: list[tuple[float, int, int]] = []
    for x in columns:  # a column's overlaps: each thing's cover across times its rows'
        base = [0.0] * len(rows)
        for left, right, lo, hi, down in downs:
            across = min(x + w, right) - max(x, left)
            if across > 0:
                base[lo:hi] = [b + across * d for b, d in zip(base[lo:hi], down, strict=True)]
        dx = max(target.left - x - w, x - target.right, 0)
        scored += [
            (score + math.hypot(dx, dy), x, y) for y, score, dy in zip(rows, base, dys, strict=True)
        ]
    scored.sort()
    crossed = [*avoid, *keep_clear, *panels]
    best: tuple[float, pygame.Rect] | None = None
    for score, x, y in scored:  # the arrow's cost only added: the cheapest first
        if best is not None and score >= best[0]:
            break
        rect = pygame.Rect(x, y, w, h)
        line = pointer_line(rect, target, s, words, avoid)
        if line is not None:  # an arrow across the table's things reads badly
            score += CROSSING * sum(1 for a in crossed if a.clipline(line))
            score += WORDS_CROSSING * sum(1 for a in words if a.clipline(line))
            score += ALONG * along(line, words, s)
        if best is None or score < best[0]:
            best = (score, rect)
    assert best is not None
    return best[1]


def outline(
    surface: pygame.Surface, rect: pygame.Rect, s: float, under: Sequence[pygame.Rect] = ()
) -> None:
    """A gold outline around a thing the coach points at (still: a waiting table draws a
    few frames a second, so nothing on it may need to move), passing under the words
    ``under`` (left out where it would cross them: at 1024x640 and 130% the hand's ran
    through the Event card's line "Karty se posílají doleva")."""
    grow = int(5 * s)
    box = rect.inflate(2 * grow, 2 * grow)
    width = max(2, int(3 * s))
    air = max(2, int(2 * s))  # words just touching the line count as crossed (the
    # tutorial's "Les mains passent à gauche" sat on the fan's outline, fr, 960x600, 130%)
    near = [w.inflate(2 * air, 2 * air) for w in under]
    crossed = [
        w
        for w in near
        if w.colliderect(box) and not box.inflate(-2 * width, -2 * width).contains(w)
    ]
    if not crossed:
        pygame.draw.rect(surface, palette.HIGHLIGHT, box, width, 10)
        return
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(layer, palette.HIGHLIGHT, layer.get_rect(), width, 10)
    for words in crossed:
        layer.fill((0, 0, 0, 0), words.move(-box.x, -box.y))
    surface.blit(layer, box)


class BubbleBox:
    """A bubble's words laid out at the table's scale: a title and wrapped lines."""

    def __init__(
        self, words: tuple[str, str], s: float, width: int, extra: str = "", pad: int = -1
    ) -> None:
        """``words``: the title and the lines, in the current language; ``pad``: the
        room around them (by default 12 px at the scale ``s``)."""
        self.s = s
        self.pad = pad if pad >= 0 else int(12 * s)
        self.title_size, self.body_size = int(17 * s), int(15 * s)
        self.title = words[0]
        body = font(self.body_size)
        self.lines = wrap(words[1], body, width - 2 * self.pad)
        # (in bold, as drawn: measured in the regular type, ru "Enter или щелчок —
        # дальше." ran onto the bubble's border)
        bold = font(self.body_size, True)
        self.extra = wrap(extra, bold, width - 2 * self.pad) if extra else []
        self.line_h = body.get_linesize()
        title_h = font(self.title_size, True).get_linesize()
        rows = len(self.lines) + len(self.extra)
        self.size = (width, 2 * self.pad + title_h + int(4 * s) + rows * self.line_h)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The bubble at ``rect`` (of ``size``)."""
        panel(surface, rect, highlight=True, alpha=255)  # opaque: nothing shows through
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


def fan_reach(
    lay: TableLayout, box: pygame.Rect, count: int, front: tuple[int, ...]
) -> pygame.Rect:
    """The box the coach outlines round the viewer's fan: ``box`` (its ``fan_rect``)
    widened to every card as drawn lifted (turned, grown and moved left off the next
    card's value), so that the outline, drawn over the table, never crosses a card the
    pointer lifts (a review: it cut the first card's name in the tutorial)."""
    rects = [box]
    for i in range(count):
        if i not in front:
            rects.append(lay.turned_card(count, i, front, lifted=True))
    reach = union(rects)
    assert reach is not None
    # as high as the fan's box (its lift allowed for): the box of a turned card, taller
    # than the card, took the outline over the Event card's lines (cs at 1024x640)
    return pygame.Rect(reach.x, box.y, reach.w, box.h).clip(lay.felt_rect)


def fan_card(
    lay: TableLayout, fan: Sequence[int], guild: int, front: tuple[int, ...]
) -> pygame.Rect | None:
    """The box of the first card of ``guild`` in the viewer's fan, turned as it lies, at
    rest and lifted as when pointed at (None when the fan has none): the card turned
    at the fan's end stuck out of an upright box (a review: the tutorial's Militia)."""
    if guild not in fan:
        return None
    i = list(fan).index(guild)
    count = len(fan)
    rect = lay.fan_card_rect(count, i, front)
    lift = int(lay.fan_size(count)[1] * (FAN_LIFT + 0.08))
    boxes = [rect.inflate(0, lift).move(0, -lift // 2)]
    if i not in front:  # (a card in front stands upright)
        boxes += [lay.turned_card(count, i, front, lifted) for lifted in (False, True)]
    box = union(boxes)
    assert box is not None
    return box.clip(lay.felt_rect)


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
    """The table's things a bubble should rather not cover: the seats' face-down cards
    and Dirty Trick cards, the Event card, the kept cards (and their counts)."""
    lay, view = table.layout, table.view
    out: list[pygame.Rect] = []
    if view is None:
        return out
    for seat in range(view.players):
        if view.chosen[seat] or (view.face_down_sizes and view.face_down_sizes[seat]):
            out.append(lay.front_rect(seat, 1))
        if view.tricks:  # each seat's Dirty Trick card
            out.append(lay.trick_rect(seat))
    out.append(event_box(lay))
    _label, kept = kept_marks(lay, view)
    out += [r for _g, r, _b in kept] + [b for _g, _r, b in kept if b is not None]
    return out


def event_words(table: TableScene) -> list[pygame.Rect]:
    """Where the Event card's lines are drawn (the passing direction, the note)."""
    view = table.view
    if view is None:
        return []
    fan = len(fan_cards(view)) if view.outcome is None else 0
    return [at for *_x, at in event_lines(table.layout, view, fan)]


def matters(table: TableScene) -> list[pygame.Rect]:
    """What the lessons explain, which a bubble keeps off where any place is free: the
    seats' panels and their played cards, the Event card and its lines, the kept row's
    label."""
    lay, view = table.layout, table.view
    out = [lay.seat_panel(seat) for seat in range(lay.players)] + [lay.event_rect]
    if view is None:
        return out
    for seat in range(view.players):
        stacks = stacks_rect(lay, view, seat)
        if stacks is not None:
            out.append(stacks)
    if any(view.kept):  # (a review: Militia's bubble cut it)
        out.append(kept_marks(lay, view)[0])
    return out + event_words(table)


def text_boxes(table: TableScene) -> list[pygame.Rect]:
    """The table's words a bubble's arrow and outline must not run through: the seats'
    panels, the hint, the Event card's lines, the kept row's label (ru 1024x768: the
    Alchemists' arrow cut "оставлены"), and in a batch of two the button that plays them
    (a hurried play test: the fan's outline struck "Choose two cards (1/2)" through,
    1920x1080 at 130%)."""
    lay, view = table.layout, table.view
    out = [lay.seat_panel(seat) for seat in range(lay.players)]
    if view is None:
        return out
    hint = table._hint(view)
    if hint:
        out.append(hint_box(lay, view, hint))
    if isinstance(view, SeatView) and any(view.kept):
        out.append(kept_marks(lay, view)[0])
    if isinstance(view, SeatView) and view.phase is Phase.PLAY and view.batch == 2:
        out.append(lay.confirm_rect)
    return out + event_words(table)


def bubble_width(lay: TableLayout) -> int:
    """A bubble's width at this table's scale."""
    return int(min(340 * lay.s, lay.felt_rect.w * 0.34))


def bubble_bounds(lay: TableLayout) -> pygame.Rect:
    """Where a bubble may lie: the felt below the header, ``EDGE`` (scaled) from the
    window's sides and bottom (at 960x600 they lay flush against the left edge)."""
    margin = int(EDGE * lay.s)
    bounds = lay.felt_rect.inflate(-2 * margin, 0)
    bounds.top = max(lay.header_h + int(4 * lay.s), margin)
    bounds.h = lay.height - margin - bounds.top
    return bounds


class Placer:
    """Where a table's bubbles go, remembered while nothing they depend on moves (a
    waiting table draws a few frames a second; placing is a search)."""

    def __init__(self) -> None:
        self._placed: dict[tuple[object, ...], tuple[BubbleBox, pygame.Rect]] = {}

    def laid_out(
        self,
        table: TableScene,
        words: tuple[str, str],
        targets: list[pygame.Rect],
        more: Sequence[pygame.Rect] = (),
        extra: str = "",
    ) -> tuple[BubbleBox, pygame.Rect]:
        """The bubble of ``words`` and where it goes (``place_bubble``: off what it
        points at and outlines, ``targets``, the first pointed at, and off ``more``, a
        panel of the moment): of its widths (``WIDER``), the first that covers nothing
        it must not nor what the lessons explain (``matters``: the seats' panels and
        played cards, the Event card and its lines), its arrow through no words
        (``text_boxes``), nor the table's other things (``avoid``: face-down and trick
        cards, the Event card's arrow, the kept cards), else the one that does least of
        these, in this order (a wide French tip lay over a panel at 130% text where a
        narrower one fitted beside it; at 960x600 and 130% round 2's bubble lay on a
        seat's played cards); when none fits, the same with less padding, then with the
        type a step smaller (``SMALLER``, never under ``MIN_BODY_PX``): at 1280x720 and
        130% the Russian Event card's tip had no room off the panels."""
        lay = table.layout
        target = targets[0]
        things, texts = avoid(table), text_boxes(table)
        clear = [*targets[1:], *keep_clear(table), *more]
        mattering = matters(table)
        key = (
            words,
            extra,
            tuple(tuple(a) for a in [*targets, *things, *clear, *mattering, *texts]),
            lay.felt_rect.size,
            lay.s,
        )
        if key in self._placed:
            return self._placed[key]
        if len(self._placed) > 16:
            self._placed.clear()
        bounds, gap = bubble_bounds(lay), int(14 * lay.s)
        width = bubble_width(lay)
        best: tuple[tuple[int, int, int], BubbleBox, pygame.Rect] | None = None
        for smaller, pad in SMALLER:
            if smaller < 1.0 and int(15 * lay.s * smaller) < MIN_BODY_PX:
                break
            for wider in WIDER:  # a long text (a language longer than English): wider
                s = lay.s * smaller
                box = BubbleBox(words, s, int(width * wider), extra, int(pad * s))
                rect = place_bubble(
                    box.size, target, things, bounds, gap, clear, lay.s, mattering, texts
                )
                line = pointer_line(rect, target, lay.s, texts, things)
                through = 0 if line is None else sum(1 for a in texts if a.clipline(line))
                covered = (
                    1000 * overlap(rect, target)
                    + sum(overlap(rect, r) for r in [*clear, *mattering]),
                    through,
                    sum(overlap(rect, r) for r in things),
                )
                if best is None or covered < best[0]:
                    best = (covered, box, rect)
                if covered == (0, 0, 0):
                    break
            if best is not None and best[0] == (0, 0, 0):
                break
        assert best is not None
        self._placed[key] = (best[1], best[2])
        return best[1], best[2]


def draw_bubble(
    surface: pygame.Surface,
    box: BubbleBox,
    rect: pygame.Rect,
    targets: list[pygame.Rect],
    s: float,
    words: Sequence[pygame.Rect] = (),
    outlines: Sequence[pygame.Rect | tuple[Sequence[Spot], Sequence[Spot]]] | None = None,
    within: pygame.Rect | None = None,
    panels: Sequence[pygame.Rect] = (),
    things: Sequence[pygame.Rect] = (),
) -> tuple[Point, Point] | None:
    """A bubble, its arrow to the first target (through none of ``words`` where it can,
    then across as few of ``things`` as it can) and the outlines of every target (or of
    ``outlines``, where they are drawn wider, or as a shape's band: ``outline_shape``,
    kept ``within``), under ``words``. An arrow to
    a band ends on it: at its point nearest the arrow to the target's box, or nearest
    the bubble, or another of its points, by a way that crosses none of ``panels`` and
    ``words`` the arrow to the box does not, else none of ``panels`` (passing under
    words); else that arrow to the box. Returns the arrow drawn (None: none)."""
    shapes = targets if outlines is None else outlines
    for target in shapes:
        if isinstance(target, pygame.Rect):
            outline(surface, target, s, words)
        else:
            outline_shape(surface, target, words, within)
    first = shapes[0]
    band = None if isinstance(first, pygame.Rect) else first[0]
    line, passed = routed_arrow(rect, targets[0], band, s, words, panels, things)
    if line is not None:
        draw_arrow(surface, line, s, passed)
    box.draw(surface, rect)
    return line


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
