"""The band the coach draws round a lesson's card: the card's edges turned and risen as
the fan draws it, grown by the outline's margin (``fan_card_shape``), drawn as a gold
band passing under words (``outline_shape``); and where the bubble's arrow meets it."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence

import pygame

from guildes.ui import palette
from guildes.ui.layout import TableLayout

Spot = tuple[float, float]
"""A point of a drawn shape (not on whole pixels)."""


def fan_card_shape(
    lay: TableLayout,
    fan: Sequence[int],
    guild: int,
    front: tuple[int, ...],
    rise: Callable[[int], float],
) -> tuple[list[Spot], list[Spot]] | None:
    """The outline's band round the first card of ``guild`` in the viewer's fan: (its
    outer edge, its inner edge), the card's edges grown by the outline's margin, turned
    and risen as drawn (``rise`` of its index): it hugs the card's slant where a box round
    the turned card crossed the next card's words (a review, the tutorial's Alchemists in
    four languages). None for a card in front (upright: its box does) or none of
    ``guild`` in the fan."""
    if guild not in fan:
        return None
    i = list(fan).index(guild)
    if i in front:
        return None
    risen = rise(i)
    grow, width = int(5 * lay.s), max(2, int(3 * lay.s))
    edges = []
    for margin in (grow, grow - width):
        edges.append(convex_hull(_card_corners(lay, len(fan), i, front, risen, margin)))
    return edges[0], edges[1]


def _card_corners(
    lay: TableLayout, count: int, i: int, front: tuple[int, ...], rise: float, margin: float
) -> list[Spot]:
    """The corners of card ``i`` of the fan grown by ``margin``, risen by ``rise``, turned
    as drawn (``rotozoom``: counter-clockwise on the screen)."""
    cw, ch = lay.fan_size(count)
    x, y, a, grown = lay.fan_pose(count, i, front, rise)
    hw, hh = grown * cw / 2 + margin, grown * ch / 2 + margin
    turn = math.radians(a)
    cos, sin = math.cos(turn), math.sin(turn)
    x, y = int(x), int(y)  # (the card is drawn centred on whole pixels)
    return [
        (x + dx * cos + dy * sin, y - dx * sin + dy * cos)
        for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))
    ]


def convex_hull(points: Sequence[Spot]) -> list[Spot]:
    """The convex hull of ``points``, counter-clockwise (Andrew's monotone chain)."""
    pts = sorted(set(points))
    if len(pts) < 3:
        return pts

    def cross(o: Spot, a: Spot, b: Spot) -> float:
        return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])

    lower: list[Spot] = []
    upper: list[Spot] = []
    for p in pts:
        while len(lower) >= 2 and cross(lower[-2], lower[-1], p) <= 0:
            lower.pop()
        lower.append(p)
    for p in reversed(pts):
        while len(upper) >= 2 and cross(upper[-2], upper[-1], p) <= 0:
            upper.pop()
        upper.append(p)
    return lower[:-1] + upper[:-1]


def nearest_on(shape: Sequence[Spot], point: tuple[int, int]) -> pygame.Rect:
    """A pixel's box at the point of the closed ``shape``'s edge nearest ``point``."""
    best: tuple[float, float, float] | None = None
    for k, (ax, ay) in enumerate(shape):
        bx, by = shape[(k + 1) % len(shape)]
        dx, dy = bx - ax, by - ay
        t = ((point[0] - ax) * dx + (point[1] - ay) * dy) / ((dx * dx + dy * dy) or 1.0)
        t = min(1.0, max(0.0, t))
        x, y = ax + t * dx, ay + t * dy
        d = (x - point[0]) ** 2 + (y - point[1]) ** 2
        if best is None or d < best[0]:
            best = (d, x, y)
    assert best is not None
    return pygame.Rect(round(best[1]), round(best[2]), 1, 1)


def outline_shape(
    surface: pygame.Surface,
    shape: tuple[Sequence[Spot], Sequence[Spot]],
    under: Sequence[pygame.Rect] = (),
    within: pygame.Rect | None = None,
) -> pygame.Rect:
    """A gold outline as the band between ``shape``'s outer and inner edges (as
    ``fan_card_shape`` gives), passing under the words ``under`` as ``outline`` does,
    kept ``within`` a rectangle (the felt); returns its box."""
    outer, inner = shape
    box = pygame.Rect(
        math.floor(min(x for x, _y in outer)),
        math.floor(min(y for _x, y in outer)),
        0,
        0,
    )
    box.w = math.ceil(max(x for x, _y in outer)) - box.x + 2
    box.h = math.ceil(max(y for _x, y in outer)) - box.y + 2
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, palette.HIGHLIGHT, [(x - box.x, y - box.y) for x, y in outer])
    pygame.draw.polygon(layer, (0, 0, 0, 0), [(x - box.x, y - box.y) for x, y in inner])
    for words in under:
        near = words.inflate(4, 4)
        if near.colliderect(box):
            layer.fill((0, 0, 0, 0), near.move(-box.x, -box.y))
    if within is not None:
        kept = box.clip(within)
        if not kept.w or not kept.h:
            return kept
        layer = layer.subsurface(kept.move(-box.x, -box.y))
        box = kept
    surface.blit(layer, box)
    return box
