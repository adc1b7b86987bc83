"""A seat's played cards as small real cards cascaded by guild (a column per guild, as in
the 7 Wonders app): the cards under the top one show their colour band, the top card
shows the guild's short name, the number of cards in bold and, when the stack would be
paid at this round's count, a place ribbon (a crown for the lead, 2 or 3 for the next
places, "×" for a stack a tie leaves out).

The ribbon's shapes are drawn four times larger and smoothed down, so they stay crisp at
every size; every column is drawn once per size, count, place and language (cached).
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from guildes.i18n import language
from guildes.rules import GUILDS
from guildes.ui import palette
from guildes.ui.fonts import text
from guildes.ui.names import guild_short

Place = tuple[int, bool, bool]
"""Where a stack stands at this round's count: (place, shared, left out); place 1 is the
lead (see ``guildes.ui.standings.stack_place``)."""

CHIP_GAP = 3
"""Pixels between two stacks of a seat's table."""
STACK_EDGE = 0.18
"""How much of each card under a stack's top card shows (its colour band), in card
heights."""
STACK_EDGES = 2
"""At most this many cards show under a stack's top card (its bold count says how many
there are)."""

PLACE_COLORS = {1: palette.GOLD, 2: (208, 212, 218), 3: (214, 146, 84)}
"""Ribbon colours by place: gold for the lead, silver, bronze; grey further down."""
LEFT_OUT_COLOR = (226, 104, 86)
MILITIA_FRAME = (90, 98, 108)
SUPERSAMPLE = 4


def edge_px(card_h: int) -> int:
    """Pixels of each card showing under a stack's top card."""
    return max(3, round(card_h * STACK_EDGE))


def stack_height(card_h: int, cards: int) -> int:
    """The height of a column of ``cards`` cards ``card_h`` high (the cascade included)."""
    return card_h + edge_px(card_h) * min(max(cards - 1, 0), STACK_EDGES)


def crown_points(rect: pygame.Rect) -> list[tuple[float, float]]:
    """A crown's outline filling ``rect`` (three points, a band at the foot)."""
    x, y, w, h = rect
    return [
        (x, y + h),
        (x, y + h * 0.22),
        (x + w * 0.27, y + h * 0.55),
        (x + w * 0.5, y),
        (x + w * 0.73, y + h * 0.55),
        (x + w, y + h * 0.22),
        (x + w, y + h),
    ]


def _ribbon_color(place: Place) -> tuple[int, int, int]:
    number, _shared, left_out = place
    return LEFT_OUT_COLOR if left_out else PLACE_COLORS.get(number, (160, 160, 150))


@lru_cache(maxsize=256)
def place_ribbon(place: Place, w: int, h: int) -> pygame.Surface:
    """A stack's place as a ribbon ``w`` x ``h`` with notched ends: a crown for the lead,
    the place's number for a stack that would be paid, "×" for one a tie leaves out; a
    shared place has a dark line along its edges. Its shapes are drawn at four times the
    size and smoothed down (crisp at any size)."""
    number, shared, left_out = place
    k = SUPERSAMPLE
    big = pygame.Surface((w * k, h * k), pygame.SRCALPHA)
    notch = h * k * 0.3
    body = [(0, 0), (w * k, 0), (w * k - notch, h * k / 2), (w * k, h * k), (0, h * k)]
    body += [(notch, h * k / 2)]
    color = _ribbon_color(place)
    pygame.draw.polygon(big, color, body)
    pygame.draw.polygon(big, palette.INK, body, max(1, k))
    lined = shared and not left_out and h >= SHARED_LINE_MIN
    if lined:
        inner = pygame.Rect(0, 0, w * k, h * k).inflate(-2 * notch, -k * 4)
        pygame.draw.rect(big, palette.INK, inner, max(1, k))
    cx, cy = w * k / 2, h * k / 2
    ink = palette.INK
    if left_out:
        d = h * k * 0.28
        for a, b in (((-d, -d), (d, d)), ((-d, d), (d, -d))):
            pygame.draw.line(big, ink, (cx + a[0], cy + a[1]), (cx + b[0], cy + b[1]), 2 * k)
    elif number == 1:
        ch = h * k * 0.62
        cw = ch * 1.35
        rect = pygame.Rect(int(cx - cw / 2), int(cy - ch / 2), int(cw), int(ch))
        pygame.draw.polygon(big, ink, crown_points(rect))
    surf = pygame.transform.smoothscale(big, (w, h))
    if number != 1 and not left_out:
        glyph = place_digit(number, h, lined)
        surf.blit(glyph, glyph.get_rect(center=(w // 2, h // 2)))
    return surf


SHARED_LINE_MIN = 14
"""The least height of a ribbon that draws a shared place's dark line along its edges (on
a smaller one the line would run through the digit, which matters more)."""


def place_digit(number: int, h: int, lined: bool) -> pygame.Surface:
    """A place's number on a ribbon ``h`` high: the digit itself (not its line's room
    above and below) as tall as the ribbon allows inside its border (a line set at the
    ribbon's height drew it at about half of it), and with a shared place's line
    (``lined``) inside that line (it ran through the digit)."""
    most = h - (7 if lined else 3)
    size = max(8, int(h * 1.35))
    while True:
        t = text(str(number), size, palette.INK, True)
        glyph = t.subsurface(t.get_bounding_rect())
        if glyph.get_height() <= most or size <= 8:
            return glyph
        size -= 1


def stack_column(
    guild: int, w: int, h: int, cards: int, place: Place | None = None
) -> pygame.Surface:
    """A column of ``cards`` cards of ``guild``, each ``w`` x ``h``: up to
    ``STACK_EDGES`` cards' bands above the top card, which shows the short name, the
    count in bold and, with a ``place``, its ribbon. Cached, per language."""
    return _stack_column(guild, w, h, cards, place, language())


@lru_cache(maxsize=512)
def _stack_column(
    guild: int, w: int, h: int, cards: int, place: Place | None, _language: str
) -> pygame.Surface:
    edge = edge_px(h)
    under = min(max(cards - 1, 0), STACK_EDGES)
    surf = pygame.Surface((w, stack_height(h, cards)), pygame.SRCALPHA)
    color = palette.GUILD_COLORS[guild]
    militia = GUILDS[guild].is_militia
    r = max(2, w // 9)
    band_h = max(edge + 1, int(h * 0.3))
    for k in range(under + 1):
        card = pygame.Rect(0, k * edge, w, h)
        pygame.draw.rect(surf, palette.PAPER, card, border_radius=r)
        band = pygame.Rect(card.x, card.y, w, band_h)
        pygame.draw.rect(surf, color, band, border_top_left_radius=r, border_top_right_radius=r)
        pygame.draw.line(surf, palette.PAPER_EDGE, band.bottomleft, band.bottomright)
        pygame.draw.rect(surf, (110, 96, 70), card, 1, border_radius=r)
        if militia:
            pygame.draw.rect(surf, MILITIA_FRAME, card, max(2, w // 14), border_radius=r)
    top = pygame.Rect(0, under * edge, w, h)
    ink = palette.text_on(color)
    short = text(guild_short(guild), max(8, int(band_h * 0.8)), ink, True)
    surf.blit(short, short.get_rect(center=(top.centerx, top.y + band_h // 2)))
    rib_h = max(8, int(h * 0.3))
    low = top.bottom - (rib_h + 2 if place is not None else 1)
    size = max(10, min(int((low - top.y - band_h) * 1.15), int(w * 0.75)))
    num = text(str(cards), size, palette.INK, True)
    surf.blit(num, num.get_rect(center=(top.centerx, (top.y + band_h + low) // 2 + 1)))
    if place is not None:
        ribbon = place_ribbon(place, w + 2, rib_h)
        surf.blit(ribbon, ribbon.get_rect(midbottom=(top.centerx, top.bottom - 1)))
    if place == (1, False, False):  # the guild's sole leader
        pygame.draw.rect(surf, palette.GOLD, top, 2, border_radius=r)
    return surf


def stack_card_h(w: int) -> int:
    """The height of a stack's card ``w`` wide (5:7)."""
    return round(w * 1.4)


def draw_stacks(
    surf: pygame.Surface,
    stacks: list[tuple[int, pygame.Rect]],
    cards: tuple[int, ...],
    places: dict[int, Place] | None = None,
) -> None:
    """A seat's table: each guild's column at its rect (``TableLayout.table_cards``: its
    width is the cards', its height the column's), of its number of cards (``cards`` is
    cards per guild) and, from ``places`` (by guild), where it stands at this round's
    count."""
    for g, rect in stacks:
        place = places.get(g) if places else None
        surf.blit(stack_column(g, rect.w, stack_card_h(rect.w), cards[g], place), rect)
