"""Arrows from a bubble to what it talks about: the way they run (through no words, then
across as few cards as they can, keeping a little air from the words they pass) and how
they are drawn (left out under words). The bubbles (``bubble``) place themselves with
these ways in mind and draw their arrows with them.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from guildes.ui import palette
from guildes.ui.table.band import Spot, nearest_on

Point = tuple[int, int]

ARROW_AIR = 4
"""The air an arrow keeps from the words it passes where it can, in pixels at scale 1 (a
review: the tutorial's arrows ran 1 or 2 px beside Brune's panel for 55 to 80 px)."""


def _aired(words: Sequence[pygame.Rect], s: float) -> list[pygame.Rect]:
    """``words``' boxes grown by ``ARROW_AIR`` (scaled) on every side: where an arrow runs
    too near them."""
    air = 2 * int(ARROW_AIR * s)
    return [a.inflate(air, air) for a in words]


def _edge_points(rect: pygame.Rect) -> list[Point]:
    """Points along the four sides of ``rect`` and its corners: where an arrow may start
    or end (a corner's way round a panel beside the bubble: 960x600, 130%)."""
    out: list[Point] = [rect.topleft, rect.topright, rect.bottomleft, rect.bottomright]
    for f in (0.2, 0.5, 0.8):
        x = rect.left + int(rect.w * f)
        y = rect.top + int(rect.h * f)
        out += [(x, rect.top), (x, rect.bottom), (rect.left, y), (rect.right, y)]
    return out


def _nearest(rect: pygame.Rect, point: Point) -> Point:
    """The point of ``rect`` nearest ``point`` (on its edge when ``point`` is outside)."""
    return (min(max(point[0], rect.left), rect.right), min(max(point[1], rect.top), rect.bottom))


def pointer_line(
    bubble: pygame.Rect,
    target: pygame.Rect,
    s: float,
    words: Sequence[pygame.Rect] = (),
    things: Sequence[pygame.Rect] = (),
) -> tuple[Point, Point] | None:
    """Where the arrow from a bubble to its target runs: from the bubble's edge to the
    edge of ``target``, the shortest way when it crosses none of ``words`` (boxes of
    text) and ``things`` (cards) and keeps ``ARROW_AIR`` from the words, else the
    shortest from another point of the bubble's edge to another of the target's that
    crosses the fewest words, then the fewest things, then passes the fewest words that
    near (None when they are too close for one). Words and things inside ``target`` are
    what it points at (the kept row's label and cards)."""
    words = [a for a in words if not target.contains(a)]
    things = [a for a in things if not target.contains(a)]
    goal = target.inflate(int(8 * s), int(8 * s))
    tx = min(max(bubble.centerx, goal.left), goal.right)
    ty = min(max(bubble.centery, goal.top), goal.bottom)
    sx = min(max(tx, bubble.left), bubble.right)
    sy = min(max(ty, bubble.top), bubble.bottom)
    if math.hypot(tx - sx, ty - sy) < 10 * s:
        return None
    straight = (sx, sy), (tx, ty)

    near = _aired(words, s)

    def through(line: tuple[Point, Point]) -> tuple[int, int, int]:
        return (
            sum(1 for a in words if a.clipline(line)),
            sum(1 for a in things if a.clipline(line)),
            sum(1 for a in near if a.clipline(line)),
        )

    if not (words or things) or through(straight) == (0, 0, 0):
        return straight
    inside, within = bubble.inflate(-2, -2), goal.inflate(-2, -2)
    best = (*through(straight), math.hypot(tx - sx, ty - sy), straight)
    starts, ends = _edge_points(bubble), _edge_points(goal)
    pairs = [(a, b) for a in starts for b in ends]
    pairs += [(a, _nearest(goal, a)) for a in starts]  # straight across from the bubble
    pairs += [(_nearest(bubble, b), b) for b in ends]
    for start, end in pairs:
        line = (start, end)
        length = math.hypot(end[0] - start[0], end[1] - start[1])
        if length < 10 * s or inside.clipline(line) or within.clipline(line):
            continue  # across the bubble or the target itself
        here = (*through(line), length, line)
        if here[:4] < best[:4]:
            best = here
    return best[4]


def along(line: tuple[Point, Point], words: Sequence[pygame.Rect], s: float) -> float:
    """How long ``line`` runs beside ``words`` it does not cross, nearer than
    ``ARROW_AIR`` (scaled) to them, in pixels."""
    out = 0.0
    for a, aired in zip(words, _aired(words, s), strict=True):
        if not a.clipline(line):
            beside = aired.clipline(line)
            if beside:
                out += math.dist(*beside)
    return out


def draw_pointer(
    surface: pygame.Surface,
    bubble: pygame.Rect,
    target: pygame.Rect,
    s: float,
    words: Sequence[pygame.Rect] = (),
    things: Sequence[pygame.Rect] = (),
) -> tuple[Point, Point] | None:
    """An arrow from the bubble's edge to the edge of ``target`` (none when they touch),
    through none of ``words`` (and ``things``) where it can (``pointer_line``), else
    passing under the words
    (left out where it would cross them: at 960x600, 130%, ru, the Alchemists' arrow
    struck through the hint "Выберите карту…"). Returns it (from its start to its tip),
    None when there is none."""
    line = pointer_line(bubble, target, s, words, things)
    if line is not None:
        draw_arrow(surface, line, s, words)
    return line


def draw_arrow(
    surface: pygame.Surface, line: tuple[Point, Point], s: float, words: Sequence[pygame.Rect]
) -> None:
    """The arrow along ``line`` (its tip at the line's end), left out under ``words``."""
    (sx, sy), (tx, ty) = line
    length = math.hypot(tx - sx, ty - sy)
    ux, uy = (tx - sx) / length, (ty - sy) / length
    head = 14 * s
    base = (tx - ux * head, ty - uy * head)
    px, py = -uy * head * 0.6, ux * head * 0.6
    tip = [(tx, ty), (base[0] + px, base[1] + py), (base[0] - px, base[1] - py)]
    crossed = [w for w in words if w.clipline(line)]
    box = pygame.Rect(min(sx, tx), min(sy, ty), abs(tx - sx) + 1, abs(ty - sy) + 1)
    box.inflate_ip(int(2 * head) + 8, int(2 * head) + 8)
    layer = pygame.Surface(box.size, pygame.SRCALPHA) if crossed else surface
    dx, dy = (-box.x, -box.y) if crossed else (0, 0)
    width = max(3, int(4 * s))
    pygame.draw.line(
        layer, palette.HIGHLIGHT, (sx + dx, sy + dy), (base[0] + dx, base[1] + dy), width
    )
    pygame.draw.polygon(layer, palette.HIGHLIGHT, [(x + dx, y + dy) for x, y in tip])
    if crossed:
        for w in crossed:
            layer.fill((0, 0, 0, 0), w.move(dx, dy).inflate(4, 4))
        surface.blit(layer, box)


_ROUTES: dict[tuple[object, ...], tuple[tuple[Point, Point] | None, list[pygame.Rect]]] = {}
"""The arrows ``draw_bubble`` routed, by everything their way depends on: a waiting table
draws a few frames a second, and routing is a search (0.5 ms a frame more than drawing,
ru 960x600 130%)."""


def routed_arrow(
    rect: pygame.Rect,
    target: pygame.Rect,
    band: Sequence[Spot] | None,
    s: float,
    words: Sequence[pygame.Rect],
    panels: Sequence[pygame.Rect],
    things: Sequence[pygame.Rect],
) -> tuple[tuple[Point, Point] | None, list[pygame.Rect]]:
    """The way of the arrow from the bubble at ``rect`` to ``target`` (or to the ``band``
    outlined round it: at its point nearest the arrow to ``target``, or nearest the
    bubble, or another of its points, by a way that crosses none of ``panels`` and
    ``words`` the arrow to the box does not, else none of ``panels``), and the words it
    passes under: remembered while nothing it depends on moves."""
    key = (
        tuple(rect),
        tuple(target),
        None if band is None else tuple(band),
        s,
        tuple(tuple(w) for w in words),
        tuple(tuple(p) for p in panels),
        tuple(tuple(c) for c in things),
    )
    route = _ROUTES.get(key)
    if route is not None:
        return route
    pointed = target
    around = [*panels, *words]
    if band is not None:  # (an arrow to the box round the card's moves ended over the
        # card's neighbour, or none was drawn beside that box, 40 px off the card): to the
        # band's point nearest that end, or to its point nearest the bubble, by a
        # way round the panels (960x600, 130%: the Alchemists' arrow ended in the
        # felt, the straight way to the band along Domitille's panel)
        line = pointer_line(rect, target, s, words, things)
        end = rect.center if line is None else (round(line[1][0]), round(line[1][1]))
        ons = [nearest_on(band, end), nearest_on(band, rect.center)]
        ons += sorted(  # else its other corners, the nearest first (ru 1280x720:
            # the way to the nearest point crossed the Event card's caption)
            (pygame.Rect(round(x), round(y), 1, 1) for x, y in band),
            key=lambda r: math.dist(r.center, end),
        )
        # the first point reached crossing nothing the arrow to the box does not,
        # else crossing no panel (passing under words: fr 960x600, 130%, the hint
        # lay between the bubble and the card, and the arrow ended in the felt)
        for shunned in (around, list(panels)):
            for on in ons:
                moved = pointer_line(rect, on, s, around, things)
                if moved is not None and not any(
                    p.clipline(moved) and not (line and p.clipline(line)) for p in shunned
                ):
                    pointed = on
                    break
            if pointed is not target:
                break
    passed = list(words) if pointed is target else around
    route = pointer_line(rect, pointed, s, passed, things), passed
    if len(_ROUTES) > 16:
        _ROUTES.clear()
    _ROUTES[key] = route
    return route
