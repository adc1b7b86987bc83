"""Drawing helpers for the table: felt, panels, chips, fans of card backs, banners.

Everything expensive (the felt, card faces, rotated cards, text) is cached by size, so a
frame only blits.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from guildes.i18n import language
from guildes.rules import GUILDS
from guildes.ui import palette
from guildes.ui.cards import card_back, card_face
from guildes.ui.fonts import font, text
from guildes.ui.names import guild_name, guild_short

FRAME_PX = 7
"""How far the felt's wooden frame reaches in from the window's edges (``felt``)."""


@lru_cache(maxsize=8)
def felt(width: int, height: int) -> pygame.Surface:
    """The tabletop: green felt with a soft vignette and a wooden rim (cached per size)."""
    surf = pygame.Surface((width, height))
    surf.fill(palette.WOOD)
    inner = pygame.Rect(0, 0, width, height).inflate(-10, -10)  # (its line: FRAME_PX in)
    small = pygame.Surface((64, 36))
    for y in range(36):
        for x in range(64):
            dx, dy = (x - 31.5) / 32, (y - 17.5) / 18
            d = min(1.0, (dx * dx + dy * dy) ** 0.5)
            k = 1.0 - 0.55 * d * d
            small.set_at((x, y), tuple(int(c * k + 4) for c in palette.FELT))
    vignette = pygame.transform.smoothscale(small, inner.size)
    surf.blit(vignette, inner)
    # a fine weave so the felt is not flat
    weave = pygame.Surface(inner.size, pygame.SRCALPHA)
    for yy in range(0, inner.h, 3):
        pygame.draw.line(weave, (255, 255, 255, 6), (0, yy), (inner.w, yy))
    surf.blit(weave, inner)
    pygame.draw.rect(surf, (40, 24, 12), inner, 2, border_radius=8)
    return surf


def rotated_face(guild: int, w: int, h: int, angle: float, scale: float) -> pygame.Surface:
    """A card face rotated and scaled (cached, per language)."""
    return _rotated_face(guild, w, h, angle, scale, language())


@lru_cache(maxsize=512)
def _rotated_face(
    guild: int, w: int, h: int, angle: float, scale: float, _language: str
) -> pygame.Surface:
    return pygame.transform.rotozoom(card_face(guild, w, h), angle, scale)


@lru_cache(maxsize=64)
def rotated_back(w: int, h: int, angle: float, scale: float = 1.0) -> pygame.Surface:
    """A card back rotated and scaled (cached)."""
    return pygame.transform.rotozoom(card_back(w, h), angle, scale)


@lru_cache(maxsize=8)
def _shade(size: tuple[int, int], alpha: int) -> pygame.Surface:
    shade = pygame.Surface(size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, alpha))
    return shade


def dim(surface: pygame.Surface, alpha: int = 150) -> None:
    """Darken the whole surface (under a dialog)."""
    surface.blit(_shade(surface.get_size(), alpha), (0, 0))


@lru_cache(maxsize=128)
def _panel_body(size: tuple[int, int], alpha: int) -> pygame.Surface:
    body = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.rect(body, (*palette.PANEL, alpha), body.get_rect(), border_radius=10)
    return body


def panel(
    surf: pygame.Surface, rect: pygame.Rect, highlight: bool = False, alpha: int = 210
) -> None:
    """A dark rounded panel with a gold edge (its body drawn once per size, cached)."""
    surf.blit(_panel_body((rect.w, rect.h), alpha), rect)
    edge = palette.HIGHLIGHT if highlight else (150, 126, 66)
    pygame.draw.rect(surf, edge, rect, 2 if highlight else 1, border_radius=10)


Place = tuple[int, bool, bool]
"""Where a stack stands at this round's count: (place, shared, left out); place 1 is the
lead (see ``guildes.ui.standings.stack_place``)."""

PLACE_COLORS = {1: palette.GOLD, 2: (200, 204, 210), 3: (205, 140, 80)}
"""Badge colours by place: gold for the lead, silver, bronze; grey further down."""
LEFT_OUT_COLOR = (225, 120, 100)


def check_mark(surf: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int]) -> None:
    """A tick drawn in lines, filling ``rect`` (done; the font has no "✓")."""
    x, y, w, h = rect
    width = max(2, h // 5)
    points = [(x, y + h * 0.55), (x + w * 0.38, y + h), (x + w, y)]
    pygame.draw.lines(surf, color, False, points, width)


def crown(surf: pygame.Surface, rect: pygame.Rect, color: tuple[int, int, int]) -> None:
    """A crown drawn in shapes, filling ``rect`` (a guild's leader)."""
    x, y, w, h = rect
    pts = [
        (x, y + h),
        (x, y + h * 0.3),
        (x + w * 0.27, y + h * 0.6),
        (x + w * 0.5, y),
        (x + w * 0.73, y + h * 0.6),
        (x + w, y + h * 0.3),
        (x + w, y + h),
    ]
    pygame.draw.polygon(surf, color, pts)


@lru_cache(maxsize=128)
def place_badge(place: int, shared: bool, left_out: bool, d: int) -> pygame.Surface:
    """A stack's place as a round badge ``d`` pixels across: a crown for the lead, the
    place's number (2, 3, 4) for a stack that would be paid, "×" for a stack left out by
    a tie (the Event card); a shared place has a double ring."""
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    c = (d / 2, d / 2)
    color = LEFT_OUT_COLOR if left_out else PLACE_COLORS.get(place, (150, 150, 140))
    pygame.draw.circle(surf, color, c, d / 2)
    pygame.draw.circle(surf, palette.INK, c, d / 2, 1)
    if shared and not left_out:
        pygame.draw.circle(surf, palette.INK, c, d / 2 - 3, 1)
    if place == 1 and not left_out:
        k = int(d * 0.58)
        crown(
            surf,
            pygame.Rect(int(c[0] - k / 2), int(c[1] - k * 0.38), k, int(k * 0.74)),
            palette.INK,
        )
    else:
        t = text("×" if left_out else str(place), max(8, int(d * 0.66)), palette.INK, True)
        surf.blit(t, t.get_rect(center=(int(c[0]), int(c[1]))))
    return surf


def chip(guild: int, w: int, h: int, cards: int, place: Place | None = None) -> pygame.Surface:
    """A compact stack of ``cards`` cards of a guild: colour, short name and number of
    cards; with a ``place``, its badge beside the number (see ``place_badge``). Cached,
    per language."""
    return _chip(guild, w, h, cards, place, language())


@lru_cache(maxsize=512)
def _chip(
    guild: int, w: int, h: int, cards: int, place: Place | None, _language: str
) -> pygame.Surface:
    surf = pygame.Surface((w + 3, h + 3), pygame.SRCALPHA)
    color = palette.GUILD_COLORS[guild]
    for k in range(min(cards, 3) - 1, -1, -1):
        r = pygame.Rect(k, 3 - k, w, h)
        pygame.draw.rect(surf, palette.PAPER, r, border_radius=3)
        pygame.draw.rect(surf, palette.PAPER_EDGE, r, 1, border_radius=3)
    top = pygame.Rect(0, 3, w, h)
    band = pygame.Rect(0, 3, w, max(5, h // 3))
    pygame.draw.rect(surf, color, band, border_top_left_radius=3, border_top_right_radius=3)
    ab = text(guild_short(guild), max(8, int(h * 0.30)), palette.text_on(color), True)
    surf.blit(ab, ab.get_rect(center=band.center))
    num = text(str(cards), max(9, int(h * 0.5)), palette.INK, True)
    low_y = (band.bottom + top.bottom) / 2
    if place is None:
        surf.blit(num, num.get_rect(center=(top.centerx, low_y)))
    else:
        d = max(9, min(int(w * 0.5), top.bottom - band.bottom - 2))
        badge = place_badge(*place, d)
        gap = 1
        x = top.centerx - (num.get_width() + gap + d) // 2
        surf.blit(num, num.get_rect(midleft=(x, low_y)))
        surf.blit(badge, badge.get_rect(midleft=(x + num.get_width() + gap, low_y)))
    if GUILDS[guild].is_militia:
        pygame.draw.rect(surf, (90, 98, 108), top, 2, border_radius=3)
    if place is not None and place == (1, False, False):  # the guild's sole leader
        pygame.draw.rect(surf, palette.GOLD, top, 2, border_radius=3)
    return surf


def table_chips(
    surf: pygame.Surface,
    stacks: list[tuple[int, pygame.Rect]],
    cards: tuple[int, ...],
    places: dict[int, Place] | None = None,
) -> None:
    """A seat's table: a chip per guild stack at its rect (``TableLayout.table_cards`` or
    ``chip_rects``), each with its number of cards (``cards`` is cards per guild) and,
    from ``places`` (by guild), where it stands at this round's count."""
    for g, rect in stacks:
        place = places.get(g) if places else None
        surf.blit(chip(g, rect.w, rect.h, cards[g], place), rect)


def backs_fan_rect(count: int, center: tuple[int, int], card_h: int) -> pygame.Rect:
    """The box ``backs_fan`` draws its ``count`` backs in (their tilt included)."""
    w, h = max(8, int(card_h / 1.4)), card_h
    step = max(3, int(w * 0.28))
    tilt = int(h * 0.1) + 2
    rect = pygame.Rect(0, 0, w + step * max(0, count - 1) + tilt, h + tilt)
    rect.center = center
    return rect


def backs_fan(surf: pygame.Surface, count: int, center: tuple[int, int], card_h: int) -> None:
    """A small fan of ``count`` card backs (an opponent's hand)."""
    if count <= 0:
        return
    w, h = max(8, int(card_h / 1.4)), card_h
    spread = min(5.0, 40.0 / max(1, count))
    step = max(3, int(w * 0.28))
    start_x = center[0] - step * (count - 1) / 2
    for i in range(count):
        a = (i - (count - 1) / 2) * -spread
        img = rotated_back(w, h, round(a, 1))
        surf.blit(img, img.get_rect(center=(int(start_x + i * step), center[1])))


def banner(
    surf: pygame.Surface,
    title: str,
    subtitle: str,
    center: tuple[int, int],
    scale: float,
    alpha: int = 230,
    fade: float = 1.0,
) -> None:
    """A centred banner with a title and a subtitle, its panel ``alpha`` opaque; while it
    fades in or out (``fade`` under 1) all of it fades, its edge and words too (they
    stood whole over the table while the panel's body faded)."""
    t = text(title, int(30 * scale), palette.GOLD, True)
    st = text(subtitle, int(17 * scale), palette.CREAM)
    w = max(t.get_width(), st.get_width()) + int(60 * scale)
    h = t.get_height() + st.get_height() + int(26 * scale)
    rect = pygame.Rect(0, 0, w, h)
    rect.center = center
    into, box = surf, rect
    if fade < 1.0:
        into = pygame.Surface(rect.size, pygame.SRCALPHA)
        box = into.get_rect()
    panel(into, box, highlight=True, alpha=alpha)
    into.blit(t, t.get_rect(midtop=(box.centerx, box.y + int(8 * scale))))
    into.blit(st, st.get_rect(midtop=(box.centerx, box.y + int(12 * scale) + t.get_height())))
    if into is not surf:
        into.set_alpha(max(0, int(255 * fade)))
        surf.blit(into, rect)


def swatch(guild: int, w: int, h: int, style: tuple[bool, int] | None = None) -> pygame.Surface:
    """A guild's colour with its name where it fits, else its short name (a legend, no
    count; cached, per language). ``style`` (``swatch_row_style``): (full names, size) the
    same for a whole row of swatches."""
    return _swatch(guild, w, h, language(), style)


def _swatch_sizes(h: int) -> tuple[int, int]:
    return (max(8, int(h * 0.62)), max(8, int(h * 0.55)))


def swatch_row_style(guilds: Sequence[int], w: int, h: int) -> tuple[bool, int]:
    """One rule for a row of swatches ``w`` x ``h``: (True, size) when every guild's full
    name fits at that size (the larger first), else (False, size) with the short names
    (a row mixing "Ре" and "Рыбаки", one in smaller type, read as a fault)."""
    room = w - 2 * max(3, h // 4)
    for size in _swatch_sizes(h):
        if all(font(size, True).size(guild_name(g))[0] <= room for g in guilds):
            return (True, size)
    return (False, _swatch_sizes(h)[0])


@lru_cache(maxsize=64)
def _swatch(
    guild: int, w: int, h: int, _language: str, style: tuple[bool, int] | None = None
) -> pygame.Surface:
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    color = palette.GUILD_COLORS[guild]
    pygame.draw.rect(surf, color, surf.get_rect(), border_radius=4)
    if GUILDS[guild].is_militia:
        pygame.draw.rect(surf, (90, 98, 108), surf.get_rect(), 2, border_radius=4)
    room = w - 2 * max(3, h // 4)
    sizes = _swatch_sizes(h)
    if style is not None:
        full, size = style
        words = guild_name(guild) if full else guild_short(guild)
    else:
        words, size = next(
            (
                (words, size)
                for words in (guild_name(guild), guild_short(guild))
                for size in sizes
                if font(size, True).size(words)[0] <= room
            ),
            (guild_short(guild), sizes[1]),
        )
    ab = text(words, size, palette.text_on(color), True)
    surf.blit(ab, ab.get_rect(center=(w / 2, h / 2)))
    return surf


@lru_cache(maxsize=64)
def focus_ring(w: int, h: int, angle: float, scale: float) -> pygame.Surface:
    """The focused card's outline: a card of ``w`` x ``h`` ringed just outside its edge,
    turned and scaled as the card is drawn (cached)."""
    pad = 4
    ring = pygame.Surface((w + 2 * pad, h + 2 * pad), pygame.SRCALPHA)
    pygame.draw.rect(ring, palette.HIGHLIGHT, ring.get_rect(), 3, border_radius=10)
    return pygame.transform.rotozoom(ring, angle, scale)


CARDS_CHIP_ALPHA = 100
"""How opaque the chip behind a count of cards is (in a count's cell: its ink is the
digits')."""


def _cards_chip_pad(size: int) -> int:
    """The room each side of the digits in a count of cards' chip at ``size``."""
    return max(2, size // 5)


@lru_cache(maxsize=256)
def cards_chip(
    word: str, size: int, color: tuple[int, int, int], bold: bool = False
) -> pygame.Surface:
    """A count of cards (``word``, its digits) on a faint card-like chip, as tall as a
    line of text at ``size`` (it sits on the line's baseline), so that in a tight cell
    "3 2nd" never reads "32nd" nor "1 0" "10"."""
    label = text(word, size, color, bold)
    pad = _cards_chip_pad(size)
    surf = pygame.Surface((label.get_width() + 2 * pad, label.get_height()), pygame.SRCALPHA)
    ascent = font(size, bold).get_ascent()
    metrics = font(size, bold).metrics("8")
    ink = metrics[0][3] if metrics and metrics[0] else size * 3 // 4
    air = max(2, size // 8)  # above and below the digits (at 85% text they touched it)
    box = pygame.Rect(0, ascent - ink - air, surf.get_width(), ink + 2 * air)
    pygame.draw.rect(surf, (*palette.CREAM, CARDS_CHIP_ALPHA // 2), box, border_radius=3)
    pygame.draw.rect(surf, (*palette.CREAM, CARDS_CHIP_ALPHA), box, 1, border_radius=3)
    surf.blit(label, (pad, 0))
    return surf
