"""The Dirty Trick cards' icons, drawn with shapes (no glyphs, no published art) in a
unit box scaled into any rectangle: what each card does, at a glance.

A Protection: a shield. B Swap between two: two arrows passing each other. C Sacrifice:
a dagger. D From the discard pile: a card drawn up from a pile. E Take back: a card
going down to the table and one coming back up. F to I (+1/-1 of a guild): "±1" on a disc of
the guild's colour, and on a larger icon the guild's own emblem with "±1" on a tab (the
card's name says which guild).
"""

from __future__ import annotations

import pygame

from guildes.rules.cards import Trick
from guildes.ui import palette
from guildes.ui.emblems import draw_emblem
from guildes.ui.fonts import text

Color = tuple[int, int, int]
Point = tuple[float, float]


class _Box:
    """Maps the 100x100 unit box into ``rect``."""

    def __init__(self, rect: pygame.Rect) -> None:
        self.rect = rect
        self.k = min(rect.w, rect.h) / 100.0
        self.x0 = rect.centerx - 50 * self.k
        self.y0 = rect.centery - 50 * self.k

    def p(self, x: float, y: float) -> Point:
        return (self.x0 + x * self.k, self.y0 + y * self.k)

    def pts(self, *points: Point) -> list[Point]:
        return [self.p(x, y) for x, y in points]

    def w(self, width: float) -> int:
        return max(1, round(width * self.k))

    def r(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        left, top = self.p(x, y)
        return pygame.Rect(round(left), round(top), round(w * self.k), round(h * self.k))


def _arrow(surf: pygame.Surface, b: _Box, y: float, right: bool, color: Color) -> None:
    """A straight arrow across the box at height ``y``, pointing right or left."""
    a, z = (14.0, 86.0) if right else (86.0, 14.0)
    head = -16 if right else 16
    pygame.draw.line(surf, color, b.p(a, y), b.p(z + head * 0.5, y), b.w(9))
    pygame.draw.polygon(surf, color, b.pts((z, y), (z + head, y - 13), (z + head, y + 13)))


def _card(surf: pygame.Surface, b: _Box, x: float, y: float, color: Color, fill: Color) -> None:
    """A small card (28 x 40 units) with its top left at (x, y)."""
    rect = b.r(x, y, 28, 40)
    pygame.draw.rect(surf, fill, rect, border_radius=max(1, b.w(4)))
    pygame.draw.rect(surf, color, rect, b.w(5), border_radius=max(1, b.w(4)))


def _up_down(surf: pygame.Surface, b: _Box, x: float, up: bool, color: Color) -> None:
    """A short vertical arrow at ``x``, pointing up or down."""
    top, bottom = 14.0, 86.0
    if up:
        pygame.draw.line(surf, color, b.p(x, bottom), b.p(x, top + 12), b.w(10))
        pygame.draw.polygon(surf, color, b.pts((x, top), (x - 13, top + 20), (x + 13, top + 20)))
    else:
        pygame.draw.line(surf, color, b.p(x, top), b.p(x, bottom - 12), b.w(10))
        pygame.draw.polygon(
            surf, color, b.pts((x, bottom), (x - 13, bottom - 20), (x + 13, bottom - 20))
        )


def draw_trick_icon(
    surf: pygame.Surface, rect: pygame.Rect, trick: int, color: Color, ground: Color
) -> None:
    """Trick ``trick``'s icon filling ``rect`` (a square is best) in ``color``, on a
    card of colour ``ground`` (the colour its cut-outs take)."""
    b = _Box(rect)
    which = Trick(trick)
    if which is Trick.PROTECTION:
        shield = b.pts((50, 6), (88, 20), (84, 58), (50, 94), (16, 58), (12, 20))
        pygame.draw.polygon(surf, color, shield)
        inner = b.pts((50, 22), (72, 30), (70, 56), (50, 78), (30, 56), (28, 30))
        pygame.draw.polygon(surf, ground, inner, b.w(6))
    elif which is Trick.SWAP:
        _arrow(surf, b, 32, True, color)
        _arrow(surf, b, 68, False, color)
    elif which is Trick.SACRIFICE:
        blade = b.pts((50, 4), (60, 18), (58, 62), (42, 62), (40, 18))
        pygame.draw.polygon(surf, color, blade)
        pygame.draw.line(surf, ground, b.p(50, 14), b.p(50, 58), b.w(3))
        pygame.draw.line(surf, color, b.p(26, 66), b.p(74, 66), b.w(9))
        pygame.draw.line(surf, color, b.p(50, 70), b.p(50, 88), b.w(10))
        pygame.draw.circle(surf, color, b.p(50, 93), b.w(7))
    elif which is Trick.DRAW_TWO:
        for k, y in enumerate((82, 66, 50)):  # the discard pile: cards lying on one another
            slab = b.r(4 + 8 * (k % 2), y, 54, 13)
            pygame.draw.rect(surf, color, slab, border_radius=b.w(3))
        card = b.r(62, 4, 32, 44)  # the card drawn from it, up and out
        pygame.draw.rect(surf, color, card, border_radius=b.w(4))
        pygame.draw.line(surf, color, b.p(34, 46), b.p(50, 30), b.w(9))
        pygame.draw.polygon(surf, color, b.pts((58, 22), (38, 26), (54, 42)))
    elif which is Trick.SWAP_HAND:
        card = b.r(34, 26, 32, 48)  # a card of the table, one going up and one coming down
        pygame.draw.rect(surf, color, card, border_radius=b.w(4))
        _up_down(surf, b, 14, True, color)
        _up_down(surf, b, 86, False, color)
    else:
        guild = which.guild
        assert guild is not None
        _plus_minus(surf, b, guild, color, ground)


EMBLEM_SIDE = 44
"""A +1/-1 icon this many pixels or larger shows its guild's emblem with "±1" on a tab;
a smaller one "±1" alone on the guild's colour (an emblem there would be a blot)."""


def _plus_minus(surf: pygame.Surface, b: _Box, guild: int, color: Color, ground: Color) -> None:
    """The +1/-1 icon of ``guild``: its colour's disc holding "±1", or at
    ``EMBLEM_SIDE`` and over its emblem with "±1" on a tab in ``color``."""
    disc = palette.GUILD_COLORS[guild]
    on = palette.text_on(disc)
    side = min(b.rect.w, b.rect.h)
    if side < EMBLEM_SIDE:
        pygame.draw.circle(surf, disc, b.p(50, 50), b.w(49))
        pygame.draw.circle(surf, color, b.p(50, 50), b.w(49), max(1, b.w(5)))
        sign = text("±1", max(8, round(side * 0.46)), on, True)
        surf.blit(sign, sign.get_rect(center=(round(b.p(50, 50)[0]), round(b.p(50, 53)[1]))))
        return
    pygame.draw.circle(surf, disc, b.p(44, 44), b.w(43))
    pygame.draw.circle(surf, color, b.p(44, 44), b.w(43), b.w(4))
    draw_emblem(surf, b.r(18, 18, 52, 52), guild, on)
    sign = text("±1", round(side * 0.26), ground, True)
    tab = sign.get_rect().inflate(b.w(10), 0)
    tab.center = (round(b.p(72, 80)[0]), round(b.p(72, 80)[1]))
    square = b.r(0, 0, 100, 100)
    tab.right = min(tab.right, square.right)
    tab.bottom = min(tab.bottom, square.bottom)
    pygame.draw.rect(surf, color, tab, border_radius=tab.h // 3)
    pygame.draw.rect(surf, ground, tab, max(1, b.w(2)), border_radius=tab.h // 3)
    surf.blit(sign, sign.get_rect(center=tab.center))
