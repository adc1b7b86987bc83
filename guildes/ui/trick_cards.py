"""The Dirty Trick cards as the game draws them (variant 2): a red card with a cream frame,
its letter, a drawn icon of what it does and its short name (no art of the published
game), at any size, cached; the full text in
a box (a seat's card pointed at or focused); and the +1/-1 marker of a virtual card (F to
I) that sits on a seat's table until the count.

Shared by the table, the replay, the count overlay and the results (none of them a
scene of the others)."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

import pygame

from guildes.i18n import join, language, t
from guildes.rules import CountModifiers
from guildes.rules.cards import Trick
from guildes.ui import palette
from guildes.ui.cards import wrap_lines
from guildes.ui.fonts import text
from guildes.ui.names import guild_name, guild_short
from guildes.ui.textfit import whole_lines
from guildes.ui.trick_icons import draw_trick_icon
from guildes.ui.trick_texts import trick_name, trick_text

TRICK_RED: palette.Color = (196, 38, 44)
"""A trick card's face: a bright red, told apart from the darker card backs by its cream
frame and its letter."""
TRICK_RED_DARK: palette.Color = (140, 22, 30)


def letter(trick: int) -> str:
    """The letter of trick ``trick`` ("A" to "I")."""
    return Trick(trick).letter


def trick_face(trick: int, width: int, height: int) -> pygame.Surface:
    """The face of trick card ``trick`` at this size (cached, per language): red, a cream
    frame, its letter in the corner, its icon (``trick_icons``: what it does) and its
    short name under it; a chip under ``SMALL_FACE`` high, its letter only."""
    return _trick_face(trick, width, height, language())


@lru_cache(maxsize=256)
def _trick_face(trick: int, width: int, height: int, _language: str) -> pygame.Surface:
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    full = pygame.Rect(0, 0, width, height)
    r = max(3, width // 8)
    pygame.draw.rect(surf, TRICK_RED, full, border_radius=r)
    inner = full.inflate(-max(4, width // 7), -max(4, width // 7))
    pygame.draw.rect(surf, TRICK_RED_DARK, inner, border_radius=max(2, r - 2))
    pygame.draw.rect(surf, palette.CREAM, inner, max(1, width // 22), border_radius=max(2, r - 2))
    if height < SMALL_FACE:  # a chip (the header's order): its letter, large
        _letter_only(surf, trick, inner, height)
        pygame.draw.rect(surf, palette.PAPER_EDGE, full, 1, border_radius=r)
        return surf
    pad = max(2, width // 16)
    lines = name_lines(trick_name(letter(trick)), int(height * 0.12), inner.w - 2 * pad)
    name_h = sum(line.get_height() for line in lines) - 2 * max(0, len(lines) - 1)
    big = text(letter(trick), max(8, int(height * 0.2)), palette.CREAM, True)
    surf.blit(big, (inner.x + pad, inner.y + pad // 2))
    top = inner.y + big.get_height() // 2 + pad
    side = max(6, min(inner.w - 2 * pad, inner.bottom - pad - name_h - top))
    icon = pygame.Rect(0, 0, side, side)
    icon.midtop = (inner.centerx + big.get_width() // 4, top)
    draw_trick_icon(surf, icon, trick, palette.CREAM, TRICK_RED_DARK)
    y = inner.bottom - pad - name_h
    for line in lines:
        surf.blit(line, line.get_rect(midtop=(inner.centerx, y)))
        y += line.get_height() - 2
    pygame.draw.rect(surf, palette.PAPER_EDGE, full, 1, border_radius=r)
    return surf


SMALL_FACE = 56
"""A trick card less high than this (px) shows its letter only, large (and for a +1/-1
card its guild's short name): an icon and a name would not read at that size."""


def _letter_only(surf: pygame.Surface, trick: int, inner: pygame.Rect, height: int) -> None:
    guild = Trick(trick).guild
    size = max(10, int(height * (0.5 if guild is None else 0.42)))
    big = text(letter(trick), size, palette.CREAM, True)
    cy = inner.centery if guild is None else inner.y + int(inner.h * 0.4)
    surf.blit(big, big.get_rect(center=(inner.centerx, cy)))
    if guild is not None:
        color = palette.GUILD_COLORS[guild]
        abbr = text(
            f"±{guild_short(guild)}", max(7, int(height * 0.2)), palette.text_on(color), True
        )
        tag = abbr.get_rect(center=(inner.centerx, inner.bottom - int(inner.h * 0.2)))
        box = tag.inflate(4, 0).clip(inner.inflate(-2, -2))
        pygame.draw.rect(surf, color, box, border_radius=3)
        surf.blit(abbr, abbr.get_rect(center=box.center))


NAME_MIN = 10
"""A trick card's short name is never drawn under this many pixels (8 px did not read
on the table's cards at 1280x720)."""


def name_lines(name: str, size: int, width: int) -> list[pygame.Surface]:
    """A trick's short name on a card ``width`` wide: on one or two lines at the largest
    size that fits (not under ``NAME_MIN``); on a card too small for that, on two lines
    at ``NAME_MIN``, each narrowed to the width (condensed, never cut)."""
    fit = whole_lines(name, max(size, NAME_MIN), width, 2, True)
    if fit is not None and fit[0] >= NAME_MIN:  # whole words, nothing hyphenated or cut
        return [text(line, fit[0], palette.CREAM, True) for line in fit[1]]
    parts = name.split()
    half = max(1, (len(parts) + 1) // 2)
    out = []
    for line in (" ".join(parts[:half]), " ".join(parts[half:])):
        if not line:
            continue
        img = text(line, NAME_MIN, palette.CREAM, True)
        if img.get_width() > width:
            img = pygame.transform.smoothscale(img, (max(1, width), img.get_height()))
        out.append(img)
    return out


def trick_title(trick: int) -> str:
    """ "D · From the discard pile": the card's letter and short name."""
    return t("trick.title", letter=letter(trick), name=trick_name(letter(trick)))


def draw_trick_text(
    surface: pygame.Surface,
    trick: int,
    anchor: pygame.Rect,
    bounds: pygame.Rect,
    s: float,
    owner: str = "",
) -> pygame.Rect:
    """The full text of trick ``trick`` in a box beside ``anchor`` (the card pointed at),
    kept inside ``bounds``: its letter and name, whose card it is (``owner``), its text.
    Returns the box drawn."""
    width = min(int(300 * s), bounds.w - 8)
    pad = int(8 * s)
    title = text(trick_title(trick), int(16 * s), palette.GOLD, True)
    lines = wrap_lines(trick_text(letter(trick)), int(14 * s), width - 2 * pad)
    rows = [text(line, int(14 * s), palette.CREAM) for line in lines]
    sub = text(t("trick.held_by", name=owner), int(12 * s), (200, 190, 160)) if owner else None
    h = pad * 2 + title.get_height() + sum(r.get_height() for r in rows) + int(4 * s)
    if sub is not None:
        h += sub.get_height()
    box = pygame.Rect(0, 0, width, h)
    # below the card when it fits, else above it; then moved inside the bounds
    box.midtop = (anchor.centerx, anchor.bottom + int(6 * s))
    if box.bottom > bounds.bottom:
        box.midbottom = (anchor.centerx, anchor.top - int(6 * s))
    box.clamp_ip(bounds)
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (*palette.PANEL, 240), shade.get_rect(), border_radius=8)
    surface.blit(shade, box)
    pygame.draw.rect(surface, TRICK_RED, box, 2, border_radius=8)
    y = box.y + pad
    surface.blit(title, (box.x + pad, y))
    y += title.get_height()
    if sub is not None:
        surface.blit(sub, (box.x + pad, y))
        y += sub.get_height()
    y += int(4 * s)
    for row in rows:
        surface.blit(row, (box.x + pad, y))
        y += row.get_height()
    return box


@lru_cache(maxsize=64)
def mark_tab(delta: int, width: int, height: int, up: bool = False) -> pygame.Surface:
    """The marker of a virtual card (F to I) on a table: a tab in the tricks' red with a
    cream edge and "+1" or "-1" large, hanging from its guild's column (rounded at its
    free end: the bottom, or the top when ``up``)."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surf.get_rect()
    r = max(3, height // 3)
    corners = (
        {"border_top_left_radius": r, "border_top_right_radius": r}
        if up
        else {"border_bottom_left_radius": r, "border_bottom_right_radius": r}
    )
    pygame.draw.rect(surf, TRICK_RED, rect, **corners)
    pygame.draw.rect(surf, palette.CREAM, rect, 1, **corners)
    size = max(9, min(int(height * 0.95), int(width * 0.62)))
    num = text(f"{delta:+d}".replace("-", "−"), size, palette.CREAM, True)
    surf.blit(num, num.get_rect(center=rect.center))
    return surf


def virtual_chip(guild: int, delta: int, width: int, height: int) -> pygame.Surface:
    """A virtual card's marker as it flies to its table (the tab it lands as; ``guild``
    is where it goes)."""
    del guild
    return mark_tab(delta, width, height)


@lru_cache(maxsize=32)
def ghost_card(guild: int, width: int, height: int) -> pygame.Surface:
    """The empty place of a guild a table does not hold, where a +1/-1 marker hangs:
    the guild's band and short name over a dashed outline (no card is there)."""
    color = palette.GUILD_COLORS[guild]
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    band = pygame.Rect(0, 0, width, max(6, int(height * 0.3)))
    pygame.draw.rect(surf, (*palette.PAPER, 60), surf.get_rect(), border_radius=3)
    pygame.draw.rect(surf, color, band, border_top_left_radius=3, border_top_right_radius=3)
    ab = text(guild_short(guild), max(8, int(band.h * 0.8)), palette.text_on(color), True)
    surf.blit(ab, ab.get_rect(center=band.center))
    zero = text("0", max(10, int(height * 0.36)), palette.CREAM, True)
    surf.blit(zero, zero.get_rect(center=(width // 2, (band.bottom + height) // 2)))
    dash = max(2, height // 10)
    for x in range(0, width, dash * 2):  # a dashed edge: a card that is not there
        pygame.draw.line(
            surf, palette.CREAM, (x, height - 1), (min(width - 1, x + dash), height - 1)
        )
    for y in range(band.bottom, height, dash * 2):
        pygame.draw.line(surf, palette.CREAM, (0, y), (0, min(height - 1, y + dash)))
        pygame.draw.line(
            surf, palette.CREAM, (width - 1, y), (width - 1, min(height - 1, y + dash))
        )
    return surf


def virtual_words(guild: int, delta: int) -> str:
    """ "+1 Knights": a virtual card in words."""
    return t("trick.virtual_card", sign=f"{delta:+d}", guild=guild_name(guild))


def virtual_cells(modifiers: CountModifiers) -> dict[tuple[int, int], int]:
    """The virtual cards of a count by (seat, guild): their sum (+1, -1, or 0 when two
    cancel out)."""
    out: dict[tuple[int, int], int] = {}
    for v in modifiers.virtual:
        out[(v.seat, v.guild)] = out.get((v.seat, v.guild), 0) + v.delta
    return out


def virtual_note(modifiers: CountModifiers, names: Sequence[str]) -> str | None:
    """One line that tells a count's virtual cards (None without any): "Virtual cards
    (this count only): +1 Knights on Ana's table and -1 Priests on Bo's table"."""
    if not modifiers.virtual:
        return None
    each = [
        t("trick.virtual_on", card=virtual_words(v.guild, v.delta), name=names[v.seat])
        for v in modifiers.virtual
    ]
    return t("trick.virtual_note", cards=join(each))


@lru_cache(maxsize=32)
def virtual_tag(delta: int, size: int) -> pygame.Surface:
    """The "+1"/"-1" tag of a virtual card (``draw_virtual_tag``) as an image, to set in a
    line of text (cached)."""
    label = text(f"{delta:+d}", size, palette.CREAM, True)
    box = label.get_rect().inflate(8, 2)
    surf = pygame.Surface(box.size, pygame.SRCALPHA)
    draw_virtual_tag(surf, delta, (0, box.h // 2), size)
    return surf


def draw_virtual_tag(
    surface: pygame.Surface, delta: int, midleft: tuple[int, int], size: int
) -> pygame.Rect:
    """A small "+1"/"-1" tag in the tricks' red (a virtual card in a count's cell),
    its left middle at ``midleft``; returns its box."""
    label = text(f"{delta:+d}", size, palette.CREAM, True)
    box = label.get_rect(midleft=midleft).inflate(8, 2)
    box.x = midleft[0]
    pygame.draw.rect(surface, TRICK_RED, box, border_radius=5)
    pygame.draw.rect(surface, palette.CREAM, box, 1, border_radius=5)
    surface.blit(label, label.get_rect(center=box.center))
    return box
