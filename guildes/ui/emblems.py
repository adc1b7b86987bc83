"""Guild emblems drawn with shapes (no glyphs, no published art), in a unit box.

Each emblem is a list of primitives in a 100x100 box; ``draw_emblem`` scales them into
any rectangle, so they stay crisp at every card size.
"""

from __future__ import annotations

import math
from typing import Any

import pygame

Color = tuple[int, int, int]
Prim = tuple[str, Any]


def _poly(*pts: tuple[float, float]) -> Prim:
    return ("poly", pts)


def _circle(x: float, y: float, r: float) -> Prim:
    return ("circle", (x, y, r))


def _ring(x: float, y: float, r: float, w: float) -> Prim:
    return ("ring", (x, y, r, w))


def _line(a: tuple[float, float], b: tuple[float, float], w: float) -> Prim:
    return ("line", (a, b, w))


def _ellipse(x: float, y: float, w: float, h: float) -> Prim:
    return ("ellipse", (x, y, w, h))


EMBLEMS: tuple[list[Prim], ...] = (
    # Artisans: a hammer
    [
        _poly((18, 22), (62, 22), (66, 30), (62, 40), (18, 40), (12, 31)),
        _poly((36, 40), (46, 40), (50, 88), (32, 88)),
    ],
    # Scholars: an open book
    [
        _poly((10, 30), (48, 36), (48, 82), (10, 76)),
        _poly((52, 36), (90, 30), (90, 76), (52, 82)),
        _line((50, 34), (50, 84), 3),
    ],
    # Fishermen: a fish
    [_ellipse(14, 32, 58, 36), _poly((66, 50), (92, 30), (92, 70)), _circle(30, 46, 4)],
    # Knights: a sword
    [
        _poly((46, 8), (54, 8), (56, 64), (44, 64)),
        _poly((26, 62), (74, 62), (74, 70), (26, 70)),
        _poly((46, 70), (54, 70), (54, 86), (46, 86)),
        _circle(50, 90, 6),
    ],
    # Bourgeois: a coin purse
    [_ellipse(18, 36, 64, 54), _poly((34, 38), (66, 38), (74, 20), (26, 20)), _ring(50, 64, 12, 4)],
    # Nobles: a crown
    [
        _poly((12, 78), (12, 30), (32, 52), (50, 20), (68, 52), (88, 30), (88, 78)),
        _circle(12, 28, 6),
        _circle(50, 18, 6),
        _circle(88, 28, 6),
    ],
    # Priests: a candle
    [
        _poly((38, 40), (62, 40), (62, 88), (38, 88)),
        _poly((50, 8), (60, 26), (50, 36), (40, 26)),
        _poly((26, 86), (74, 86), (74, 94), (26, 94)),
    ],
    # Alchemists: a flask
    [
        _poly((42, 10), (58, 10), (58, 40), (84, 84), (80, 92), (20, 92), (16, 84), (42, 40)),
        _line((36, 10), (64, 10), 4),
    ],
    # Militia: a spear
    [
        _poly((50, 4), (62, 26), (50, 34), (38, 26)),
        _poly((47, 32), (53, 32), (53, 96), (47, 96)),
        _poly((40, 38), (60, 38), (56, 44), (44, 44)),
    ],
)


def draw_emblem(surf: pygame.Surface, rect: pygame.Rect, guild: int, color: Color) -> None:
    """Draw guild ``guild``'s emblem filling ``rect`` in ``color``."""
    sx, sy = rect.w / 100.0, rect.h / 100.0
    s = min(sx, sy)

    def p(x: float, y: float) -> tuple[float, float]:
        return (rect.x + x * sx, rect.y + y * sy)

    for kind, data in EMBLEMS[guild]:
        if kind == "poly":
            pygame.draw.polygon(surf, color, [p(x, y) for x, y in data])
        elif kind == "circle":
            x, y, r = data
            pygame.draw.circle(surf, color, p(x, y), max(1, r * s))
        elif kind == "ring":
            x, y, r, w = data
            pygame.draw.circle(surf, color, p(x, y), max(2, r * s), max(1, int(w * s)))
        elif kind == "line":
            a, b, w = data
            pygame.draw.line(surf, color, p(*a), p(*b), max(1, int(w * s)))
        elif kind == "ellipse":
            x, y, w, h = data
            pygame.draw.ellipse(surf, color, pygame.Rect(*p(x, y), w * sx, h * sy))


def draw_arrow(
    surf: pygame.Surface,
    center: tuple[float, float],
    radius: float,
    clockwise: bool,
    color: Color,
    width: int = 6,
    depth: float | None = None,
) -> None:
    """A large curved arrow under ``center`` (the passing direction), drawn with shapes:
    half an ellipse ``radius`` wide and ``depth`` deep (default ``radius``) from one side
    to the other below it, its head on the left when ``clockwise`` (seen from the player
    at the bottom of the screen, hands passed to the left go round clockwise, and the
    near side of the circle, under the card, runs to the left like the card's arrow)."""
    cx, cy = center
    ry = radius if depth is None else depth
    start, end = (20, 160) if clockwise else (160, 20)
    steps = 24
    pts = []
    for i in range(steps + 1):
        a = math.radians(start + (end - start) * i / steps)
        pts.append((cx + radius * math.cos(a), cy + ry * math.sin(a)))
    pygame.draw.lines(surf, color, False, pts, width)
    # arrow head at the end, pointing along the tangent
    a = math.radians(end)
    tip = pts[-1]
    direction = 1 if clockwise else -1
    tx, ty = -radius * math.sin(a) * direction, ry * math.cos(a) * direction
    norm = math.hypot(tx, ty) or 1.0
    tx, ty = tx / norm, ty / norm
    nx, ny = -ty, tx
    size = width * 3
    head = [
        (tip[0] + tx * size, tip[1] + ty * size),
        (tip[0] + nx * size * 0.8, tip[1] + ny * size * 0.8),
        (tip[0] - nx * size * 0.8, tip[1] - ny * size * 0.8),
    ]
    pygame.draw.polygon(surf, color, head)
