"""The Dirty Trick cards as the game draws them (variant 2): a red card with a cream frame,
its letter, a drawn icon of what it does and its name on a cream plate (no art of the
published game), at any size, cached; the full text in
a box (a seat's card pointed at or focused); and the +1/-1 marker of a virtual card (F to
I) that sits on a seat's table until the count.

Shared by the table, the replay, the count overlay and the results (none of them a
scene of the others)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from guildes.i18n import join, language, signed, t
from guildes.rules import CountModifiers
from guildes.rules.cards import Trick
from guildes.ui import palette
from guildes.ui.cards import wrap_lines
from guildes.ui.fonts import font, text
from guildes.ui.names import guild_name, guild_short
from guildes.ui.textfit import WHOLE_WORD_GAIN, fill_syllables
from guildes.ui.trick_icons import draw_trick_icon
from guildes.ui.trick_texts import BREAK, card_name, trick_name, trick_text

TRICK_RED: palette.Color = (196, 38, 44)
"""A trick card's face: a bright red, told apart from the darker card backs by its cream
frame and its letter."""
TRICK_RED_DARK: palette.Color = (140, 22, 30)


def letter(trick: int) -> str:
    """The letter of trick ``trick`` ("A" to "I")."""
    return Trick(trick).letter


def trick_face(trick: int, width: int, height: int, tag: bool = True) -> pygame.Surface:
    """The face of trick card ``trick`` at this size (cached, per language): red, a cream
    frame holding its letter and its icon (``trick_icons``: what it does), and its name on
    a cream plate along the bottom (``card_name``, whole or broken at a syllable, never
    under ``NAME_MIN`` px nor narrowed). A card under ``SMALL_FACE`` high, or too narrow
    for its name, is a chip with its letter (and its icon from ``ICON_CHIP`` high; a
    +1/-1 card's guild: its tag "±Kn" with ``tag``, else a bar of its colour)."""
    return _trick_face(trick, width, height, tag, language())


@lru_cache(maxsize=256)
def _trick_face(trick: int, width: int, height: int, tag: bool, _language: str) -> pygame.Surface:
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    full = pygame.Rect(0, 0, width, height)
    r = max(3, width // 8)
    pygame.draw.rect(surf, TRICK_RED, full, border_radius=r)
    fit = card_name_fit(trick, width, height) if height >= SMALL_FACE else None
    if fit is None:  # a chip (the header's order, the smallest tables): its letter, large
        inner = full.inflate(-max(4, width // 7), -max(4, width // 7))
        pygame.draw.rect(surf, TRICK_RED_DARK, inner, border_radius=max(2, r - 2))
        edge = max(1, width // 22)
        pygame.draw.rect(surf, palette.CREAM, inner, edge, border_radius=max(2, r - 2))
        _letter_only(surf, trick, inner, height, tag)
        pygame.draw.rect(surf, palette.PAPER_EDGE, full, 1, border_radius=r)
        return surf
    plate = pygame.Rect(0, 0, width, fit.height + 2 * _plate_pad(height))
    plate.bottom = height
    m = max(2, width // 18)  # the red margin round the frame
    inner = pygame.Rect(m, m, width - 2 * m, plate.y - m - max(1, m // 2))
    ri = max(2, r - m)
    pygame.draw.rect(surf, TRICK_RED_DARK, inner, border_radius=ri)
    pygame.draw.rect(surf, palette.CREAM, inner, max(1, width // 30), border_radius=ri)
    pygame.draw.rect(
        surf, palette.CREAM, plate, border_bottom_left_radius=r, border_bottom_right_radius=r
    )
    pad = max(2, width // 20)
    big = text(letter(trick), max(11, round(height * 0.17)), palette.CREAM, True)
    ink = big.get_bounding_rect()
    corner = pygame.Rect(inner.x + pad, inner.y + pad, ink.w, ink.h)
    surf.blit(big, (corner.x - ink.x, corner.y - ink.y))
    draw_trick_icon(surf, _icon_box(inner, corner, pad), trick, palette.CREAM, TRICK_RED_DARK)
    y = plate.y + _plate_pad(height)
    for line in fit.lines:
        img = text(line, fit.size, TRICK_RED_DARK, fit.bold)
        surf.blit(img, img.get_rect(center=(width // 2, y + round(fit.size * 0.6))))
        y += fit.pitch
    pygame.draw.rect(surf, palette.PAPER_EDGE, full, 1, border_radius=r)
    return surf


def _plate_pad(side: int) -> int:
    """The name plate's margin round its words, for a card ``side`` wide (or high)."""
    return max(1, side // 30)


def _name_cap(width: int) -> int:
    """The largest size of a card's name on a card ``width`` wide: a fifth of it, and
    no larger than a rules page's heading."""
    return max(NAME_MIN, min(26, round(width * 0.2)))


def _icon_box(inner: pygame.Rect, corner: pygame.Rect, pad: int) -> pygame.Rect:
    """The icon's square in the frame ``inner``: as large as the frame allows, centred,
    moved right (and made smaller when need be) to keep clear of the letter in the
    corner ``corner``."""
    side = max(6, min(inner.w - 2 * pad, inner.h - 2 * pad))
    icon = pygame.Rect(0, 0, side, side)
    icon.center = inner.center
    if icon.colliderect(corner):
        icon.x = corner.right + 1
        over = icon.right - (inner.right - pad)
        if over > 0:
            icon.w = icon.h = max(6, side - over)
            icon.centery = inner.centery
    return icon


SMALL_FACE = 56
"""A trick card less high than this (px) shows no name: its letter, and its icon from
``ICON_CHIP`` high, or for a +1/-1 card its guild's short name."""

ICON_CHIP = 34
"""A trick card without its name this high or more (px), its frame half as wide or more,
shows its letter in a corner
and its icon under it (a hurried play test: at 960x600 the opponents' cards showed a
letter only, what each does not at a glance); a smaller one, its letter only."""


def _letter_only(
    surf: pygame.Surface, trick: int, inner: pygame.Rect, height: int, tag: bool
) -> None:
    """A chip's letter, large, or from ``ICON_CHIP`` high small with the icon under it;
    for a +1/-1 card its guild under it: its tag ("±Kn") with
    ``tag``, else a bar of the guild's colour (the header's order, whose tags stand
    beside the chips when there is room)."""
    guild = Trick(trick).guild
    if guild is None and height >= ICON_CHIP and inner.w >= ICON_CHIP // 2:  # icon below
        pad = max(2, inner.w // 12)
        big = text(letter(trick), max(10, int(height * 0.24)), palette.CREAM, True)
        ink = big.get_bounding_rect()
        corner = pygame.Rect(inner.x + pad, inner.y + pad, ink.w, ink.h)
        surf.blit(big, (corner.x - ink.x, corner.y - ink.y))
        side = max(6, min(inner.w - 2 * pad, inner.bottom - pad - corner.bottom - 1))
        icon = pygame.Rect(0, 0, side, side)
        icon.midbottom = (inner.centerx, inner.bottom - pad)
        draw_trick_icon(surf, icon, trick, palette.CREAM, TRICK_RED_DARK)
        return
    if guild is None:
        big = text(letter(trick), max(10, int(height * 0.5)), palette.CREAM, True)
        surf.blit(big, big.get_rect(center=inner.center))
        return
    big = text(letter(trick), max(10, int(height * 0.42)), palette.CREAM, True)
    surf.blit(big, big.get_rect(center=(inner.centerx, inner.y + int(inner.h * 0.4))))
    if tag:
        abbr = guild_tag(guild, max(TAG_MIN, int(height * 0.2)))
        box = abbr.get_rect(center=(inner.centerx, inner.bottom - int(inner.h * 0.2)))
        surf.blit(abbr, box.clamp(surf.get_rect()))
        return
    edge = max(1, inner.w // 10)
    bar = pygame.Rect(inner.x + edge, 0, inner.w - 2 * edge, max(3, inner.h // 5))
    bar.bottom = inner.bottom - edge
    pygame.draw.rect(surf, palette.GUILD_COLORS[guild], bar, border_radius=2)


TAG_MIN = 11
"""A +1/-1 card's guild tag ("±Kn") is never drawn under this many pixels."""


def guild_tag(guild: int, size: int) -> pygame.Surface:
    """A +1/-1 card's guild as a tag: "±Kn" in the guild's colour (its short name in
    the current language; cached per language)."""
    return _guild_tag(guild, size, language())


@lru_cache(maxsize=64)
def _guild_tag(guild: int, size: int, _language: str) -> pygame.Surface:
    color = palette.GUILD_COLORS[guild]
    abbr = text(f"±{guild_short(guild)}", size, palette.text_on(color), True)
    surf = pygame.Surface(abbr.get_rect().inflate(4, 0).size, pygame.SRCALPHA)
    pygame.draw.rect(surf, color, surf.get_rect(), border_radius=3)
    surf.blit(abbr, abbr.get_rect(center=surf.get_rect().center))
    return surf


NAME_MIN = 10
"""A trick card's name is never drawn under this many pixels (8 px did not read on the
table's cards at 1280x720), and never narrowed: a card too small for it shows its
letter only."""


@dataclass(frozen=True)
class NameFit:
    """A card name laid out: its lines, their size and weight, and the lines' pitch."""

    lines: tuple[str, ...]
    size: int
    bold: bool

    @property
    def pitch(self) -> int:
        """From one line's top to the next's (px): closer on three lines."""
        return round(self.size * (1.08 if len(self.lines) < 3 else 1.0))

    @property
    def height(self) -> int:
        """The lines' height together (px), from the tallest letter's top to the last
        line's descenders."""
        return round(self.size * 1.2) + self.pitch * (len(self.lines) - 1)


PLATE_SHARE = {2: 0.5, 3: 0.62}
"""How much of a card's height its name plate may take, by its number of lines (three
only for a name that cannot be cut into two: the icon is smaller then)."""


ONE_LOOK = 0.8
"""On cards of one size, no trick's name is smaller than this share of the largest where
breaking it at a syllable makes it larger (a review: "Alchemists" and "Protection" at
10 px beside "Priests" and "Sacrifice" at 14, 1920x1080 and 130% text)."""


def card_name_fit(trick: int, width: int, height: int) -> NameFit | None:
    """Trick ``trick``'s name on its card ``width`` x ``height`` (``name_fit``), broken
    at a syllable where whole it would be under ``ONE_LOOK`` of the largest trick name
    on cards of that size and the break makes it larger (cached per language)."""
    return _card_name_fit(trick, width, height, language())


@lru_cache(maxsize=256)
def _card_name_fit(trick: int, width: int, height: int, _language: str) -> NameFit | None:
    room, cap = width - 2 * _plate_pad(width), _name_cap(width)
    fits = [name_fit(card_name(letter(k), True), room, cap, height) for k in range(len(Trick))]
    fit = fits[trick]
    largest = max((f.size for f in fits if f is not None), default=0)
    if fit is not None and fit.size < ONE_LOOK * largest:
        broken = name_fit(card_name(letter(trick), True), room, cap, height, 1.0)
        if broken is not None and broken.size > fit.size:
            return broken
    return fit


@lru_cache(maxsize=512)
def name_fit(
    name: str, width: int, cap: int, card_height: int, gain: float = WHOLE_WORD_GAIN
) -> NameFit | None:
    """Card name ``name`` (``BREAK`` marking its syllable breaks) in lines no wider than
    ``width``, its plate within its share of ``card_height`` (``PLATE_SHARE``), from
    ``cap`` down to ``NAME_MIN`` px on two lines at most: in whole words, bold or else in
    regular weight at 11 or 10 px, unless breaking a word at a syllable lets the name be
    ``gain`` times larger (``WHOLE_WORD_GAIN``) or is the only way it fits; else on three
    lines.
    None when it fits none of those (the card shows its letter only)."""
    plain = name.replace(BREAK, "")
    top = max(cap, NAME_MIN)
    weights = ((True, range(top, NAME_MIN - 1, -1)), (False, range(min(11, top), NAME_MIN - 1, -1)))
    for most, share in PLATE_SHARE.items():
        height = int(card_height * share) - 2 * _plate_pad(card_height)
        fits = [
            (
                _first_fit(plain, sizes, bold, width, height, most),
                _first_fit(name, sizes, bold, width, height, most),
            )
            for bold, sizes in weights
        ]
        whole = next((w for w, _ in fits if w is not None), None)
        broken = next((b for _, b in fits if b is not None), None)
        if whole is not None and (broken is None or whole.size * gain >= broken.size):
            return whole
        if broken is not None:
            return broken
    return None


def _first_fit(
    name: str, sizes: Sequence[int], bold: bool, width: int, height: int, most: int
) -> NameFit | None:
    """``name`` at the first of ``sizes`` where its lines (``fill_syllables``) fit."""
    for size in sizes:
        f = font(size, bold)
        lines = fill_syllables(name, f, width)
        fit = NameFit(tuple(lines), size, bold)
        if (
            len(lines) <= most
            and fit.height <= height
            and all(f.size(x)[0] <= width for x in lines)
        ):
            return fit
    return None


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
    players: int | None = None,
) -> pygame.Rect:
    """The full text of trick ``trick`` in a box beside ``anchor`` (the card pointed at),
    kept inside ``bounds``: its letter and name, whose card it is (``owner``), its text
    (at a table of ``players``). Returns the box drawn."""
    width = min(int(300 * s), bounds.w - 8)
    pad = int(8 * s)
    title = text(trick_title(trick), int(16 * s), palette.GOLD, True)
    lines = wrap_lines(trick_text(letter(trick), players), int(14 * s), width - 2 * pad)
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
    num = text(signed(delta), size, palette.CREAM, True)
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
    return t("trick.virtual_card", sign=signed(delta), guild=guild_name(guild))


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
    label = text(signed(delta), size, palette.CREAM, True)
    box = label.get_rect().inflate(8, 2)
    surf = pygame.Surface(box.size, pygame.SRCALPHA)
    draw_virtual_tag(surf, delta, (0, box.h // 2), size)
    return surf


def draw_virtual_tag(
    surface: pygame.Surface, delta: int, midleft: tuple[int, int], size: int
) -> pygame.Rect:
    """A small "+1"/"-1" tag in the tricks' red (a virtual card in a count's cell),
    its left middle at ``midleft``; returns its box."""
    label = text(signed(delta), size, palette.CREAM, True)
    box = label.get_rect(midleft=midleft).inflate(8, 2)
    box.x = midleft[0]
    pygame.draw.rect(surface, TRICK_RED, box, border_radius=5)
    pygame.draw.rect(surface, palette.CREAM, box, 1, border_radius=5)
    surface.blit(label, label.get_rect(center=box.center))
    return box
