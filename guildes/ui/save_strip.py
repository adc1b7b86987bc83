"""The saving warning on the table: a thin amber band right under the header, across the
felt, with a warning sign drawn in shapes and the session's ``save_warning`` in one line.

It sits in the gap the layout keeps between the header and the opponents' panels
(``TableLayout.strip_rect``, where the standings strip lies, which it covers while a save
fails), so it covers no seat, the player's hand nor a button, and it takes no input: the
game goes on under it. A text too long for one line is set smaller, then shortened in
its middle (the what-failed at the start and the what-to-do at the end stay whole).
"""

from __future__ import annotations

import pygame

from guildes.ui import palette
from guildes.ui.fonts import font
from guildes.ui.layout import STRIP_GAP

AMBER = (240, 170, 40)
BAND = (58, 36, 8)


def strip_rect(felt: pygame.Rect, header_h: int, s: float) -> pygame.Rect:
    """Where the strip lies: the felt's width, in the gap under the header (the standings
    strip's place, ``TableLayout.strip_rect``)."""
    return pygame.Rect(felt.x, felt.y + header_h, felt.w, max(14, int(STRIP_GAP * s)))


def fit_line(message: str, width: int, size: int) -> tuple[str, int]:
    """``message`` as one line within ``width`` pixels, and its font size: smaller down to
    80% of ``size``, then with its middle replaced by an ellipsis."""
    for px in range(size, max(8, int(size * 0.8)) - 1, -1):
        if font(px, True).size(message)[0] <= width:
            return message, px
    px = max(8, int(size * 0.8))
    f = font(px, True)
    head, tail = len(message) // 2, len(message) - len(message) // 2
    while head > 1 and f.size(message[:head] + " … " + message[-tail:])[0] > width:
        if head >= tail:
            head -= 1
        else:
            tail -= 1
    return message[:head].rstrip() + " … " + message[-tail:].lstrip(), px


def _warning_sign(surface: pygame.Surface, center: tuple[int, int], h: int) -> None:
    """A rounded amber triangle with a dark exclamation mark, from shapes."""
    cx, cy = center
    half = h // 2
    points = [
        (cx, cy - half),
        (cx + int(half * 1.15), cy + half),
        (cx - int(half * 1.15), cy + half),
    ]
    pygame.draw.polygon(surface, AMBER, points)
    pygame.draw.polygon(surface, AMBER, points, 2)
    bar = max(2, h // 7)
    pygame.draw.line(surface, BAND, (cx, cy - half // 3), (cx, cy + half // 3), bar)
    pygame.draw.circle(surface, BAND, (cx, cy + half * 2 // 3), max(1, bar // 2 + 1))


def draw_save_strip(
    surface: pygame.Surface, felt: pygame.Rect, header_h: int, s: float, message: str
) -> tuple[pygame.Rect, str]:
    """Draw the strip saying ``message``; returns where it lies and the line drawn."""
    rect = strip_rect(felt, header_h, s)
    band = pygame.Surface(rect.size, pygame.SRCALPHA)
    band.fill((*BAND, 225))
    surface.blit(band, rect)
    pygame.draw.line(surface, AMBER, rect.bottomleft, (rect.right - 1, rect.bottom - 1), 1)
    sign_h = max(9, rect.h - 6)
    left = rect.x + int(10 * s)
    _warning_sign(surface, (left + sign_h // 2 + 1, rect.centery), sign_h)
    text_x = left + sign_h + int(10 * s)
    line, px = fit_line(message, rect.right - int(10 * s) - text_x, max(9, int(12.5 * s)))
    img = font(px, True).render(line, True, palette.CREAM)
    surface.blit(img, img.get_rect(midleft=(text_x, rect.centery)))
    return rect, line
