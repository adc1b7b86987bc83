"""Card faces and backs, drawn by the game at any size and cached per size.

A face: a colour band and emblem for the guild, its name, the copies / round-1 value
large in a corner with the guild's short name under it (so no guild is told apart by
colour alone), and the round 2 and 3 values smaller at the bottom. Militia has a steel
double frame and "3 per card".

An Event card: its name, its red arrow (the passing direction) and, with the Event-card
variant, its rule in the game's own words (``names.event_rule``); without the variant only
the arrow counts, so only the arrow is shown.
"""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from guildes.i18n import language
from guildes.i18n import t as tr
from guildes.rules import EVENT_CARDS, GUILDS
from guildes.ui import palette
from guildes.ui.emblems import draw_emblem
from guildes.ui.fonts import MIN_WORDS_PX, font, text
from guildes.ui.names import direction_name, event_name, event_rule, guild_name, guild_short
from guildes.ui.textfit import WHOLE_WORD_GAIN, fill_syllables, line_words, no_runt

CARD_RATIO = 1.4  # height / width (5:7)


def card_size_for(height: int) -> tuple[int, int]:
    """Width and height of a card of this height."""
    return (max(10, round(height / CARD_RATIO)), max(14, height))


def _rounded(
    surf: pygame.Surface, color: tuple[int, ...], rect: pygame.Rect, radius: int, width: int = 0
) -> None:
    pygame.draw.rect(surf, color, rect, width, border_radius=radius)


def _name_size(guild: int, width: int) -> int:
    """The font size of a guild's name on a card this wide (shrunk to fit the band)."""
    if not pygame.font.get_init():  # the layout measures names before any frame
        pygame.font.init()
    size = max(8, int(width * 0.15))
    room = width - 2 * max(2, width // 14)
    w = text(guild_name(guild), size, palette.INK, True).get_width()
    if w > room:
        size = max(8, int(size * room / w))
    return size


def name_rect(guild: int, width: int, height: int) -> pygame.Rect:
    """Where a card's guild name is written in its colour band: from the left edge, so
    that the left part a fan leaves visible shows it whole (in the current language)."""
    return _name_rect(guild, width, height, language())


@lru_cache(maxsize=512)
def _name_rect(guild: int, width: int, height: int, _language: str) -> pygame.Rect:
    band_h = max(8, int(height * 0.2))
    name = _name_image(guild, width, palette.INK)
    return name.get_rect(midleft=(max(2, width // 14), band_h // 2))


NAME_SQUEEZE = 0.6
"""How narrow a guild's name may be squeezed on a small card (its width, at 8 px) to
stay whole inside the card: a name needing more is written short ("Ре"), as under the
number (a blank band looked like a fault)."""


def _name_image(guild: int, width: int, ink: palette.Color) -> pygame.Surface:
    """A guild's name as written in a card's band ``width`` wide: at ``_name_size``, and
    on a small card whose band it overruns even at 8 px, squeezed to the band (down to
    ``NAME_SQUEEZE`` of its width) or, past that, its short name: never cut mid-word by
    the card's edge ("Alchemist", "Řemeslnic")."""
    name = text(guild_name(guild), _name_size(guild, width), ink, True)
    room = width - 2 * max(2, width // 14)
    if name.get_width() <= room:
        return name
    if room >= name.get_width() * NAME_SQUEEZE:
        return pygame.transform.smoothscale(name, (room, name.get_height()))
    return text(guild_short(guild), _name_size(guild, width), ink, True)


def card_face(guild: int, width: int, height: int) -> pygame.Surface:
    """The face of a ``guild`` card at this size, in the current language (cached)."""
    return _card_face(guild, width, height, language())


@lru_cache(maxsize=256)
def _card_face(guild: int, width: int, height: int, _language: str) -> pygame.Surface:
    info = GUILDS[guild]
    color = palette.GUILD_COLORS[guild]
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    r = max(3, width // 12)
    full = pygame.Rect(0, 0, width, height)
    _rounded(surf, palette.PAPER, full, r)
    band_h = max(8, int(height * 0.2))
    band = pygame.Rect(0, 0, width, band_h)
    pygame.draw.rect(surf, color, band, border_top_left_radius=r, border_top_right_radius=r)
    ink = palette.text_on(color)
    # Name in the band, from the left (what a fan's overlap leaves visible).
    surf.blit(_name_image(guild, width, ink), name_rect(guild, width, height))
    # Big number and short name in the top-left corner (visible in a fan's overlap).
    pad = max(2, width // 14)
    value = info.per_card if info.is_militia else info.copies
    big = text(str(value), max(10, int(width * 0.22)), palette.INK, True)
    surf.blit(big, (pad, band_h - 1))
    abbr = text(guild_short(guild), max(8, int(width * 0.15)), palette.INK, True)
    surf.blit(abbr, (pad + 1, band_h + big.get_height() - max(3, width // 20)))
    column_w = max(big.get_width(), abbr.get_width()) + pad
    # Emblem on a tinted disc, right of that corner, above the values.
    placed = value_lines(guild, width, height)
    lines = [t for t, _at in placed]
    bottom = len(lines) * (_value_px(width) + 2) + 4 if lines else max(4, width // 14)
    bottom += _militia_lift(guild, width)
    free_h = height - band_h - bottom
    free_w = width - column_w - pad
    radius = max(4, int(min(free_w / 2, free_h / 2, width * 0.36)))
    center = (column_w + (width - column_w) // 2, band_h + free_h // 2 + 2)
    tint = tuple(int(c * 0.25 + p * 0.75) for c, p in zip(color, palette.PAPER))
    pygame.draw.circle(surf, tint, center, radius)
    em_rect = pygame.Rect(0, 0, int(radius * 1.45), int(radius * 1.45))
    em_rect.center = center
    dark = {4: (176, 150, 16), 8: (72, 80, 92)}
    draw_emblem(surf, em_rect, guild, dark.get(guild, color))
    # Round 2 and 3 values at the bottom (where they can be read).
    for t, at in placed:
        surf.blit(t, at)
    # Frame.
    _rounded(surf, palette.PAPER_EDGE, full, r, max(1, width // 50))
    if info.is_militia:
        inner = full.inflate(-max(4, width // 14), -max(4, width // 14))
        _rounded(surf, (90, 98, 108), full, r, max(2, width // 28))
        _rounded(surf, (90, 98, 108), inner, max(2, r - 2), 1)
    return surf


VALUES_MIN_PX = 8
"""The least height, in pixels, of the type of a card's round 2 and 3 values."""

FAN_SHOWN = 0.87
"""The share of a card's width, from its left, that the next card of a fan leaves in
view at its bottom (its step at most 90% of a card, less a turn of the next card)."""


def value_lines(guild: int, width: int, height: int) -> list[tuple[pygame.Surface, pygame.Rect]]:
    """A card's value lines (``_value_lines``) and where each lies on its face: at its
    bottom, from ``values_left``; none where they would crowd its emblem."""
    small = _value_px(width)
    lines = _value_lines(guild, width, small)
    if len(lines) * (small + 2) + 4 > height * 0.4:  # the emblem keeps its room (the
        return []  # Militia's words on three lines crowded a small card's emblem)
    out = []
    y = height - 4 - _militia_lift(guild, width)
    for t in reversed(lines):
        y -= t.get_height() - 2
        out.append((t, t.get_rect(topleft=(values_left(width), y))))
    return out[::-1]


def _value_px(width: int) -> int:
    """The type size of a card's value lines (at 0.11 of the width, 8 px on a hand's
    card 73 px wide)."""
    return max(8, round(width * 0.13))


def _militia_lift(guild: int, width: int) -> int:
    """How far the bottom lines of a card stand above its foot: the Militia's, above
    its double frame's inner line; none on the others."""
    return max(4, width // 14) // 2 + 1 if GUILDS[guild].is_militia else 0


def values_left(width: int) -> int:
    """Where a card's value lines start, from its left edge (inside the frame)."""
    return max(3, width // 12)


def values_room(width: int) -> int:
    """How wide a card's value lines may be: from ``values_left`` to what a fan leaves
    in view (centred, the last "2" of "III 8/4/2" lay under the next card of a hand)."""
    return int(width * FAN_SHOWN) - values_left(width)


def _value_lines(guild: int, width: int, size: int) -> list[pygame.Surface]:
    """The lines of a card's values at counts 2 and 3 (Militia: what it gives), at
    ``size`` px, narrowed to ``values_room``, drawn from ``values_left``, where a fan's
    next card leaves them in view; none when narrowing them
    would make their type smaller than ``VALUES_MIN_PX`` (a small card, in the kept row
    or a reveal, shows its guild, number and emblem; its values are on the card in hand)."""
    room = values_room(width)
    militia = GUILDS[guild].is_militia
    if not _values_fit(room, size, militia, language()):
        return []
    words = _value_words(guild)
    if militia:  # its words on more lines where a line is too long (fr "chaque décompte")
        words = [part for line in words for part in wrap_lines(line, size, room)]
    out = []
    for line in words:
        t = text(line, size, palette.INK)
        if t.get_width() > room:
            t = pygame.transform.smoothscale(
                t, (room, max(1, int(t.get_height() * room / t.get_width())))
            )
        out.append(t)
    return out


def _value_words(guild: int) -> list[str]:
    """A card's values at counts 2 and 3 as printed (Militia: what it gives)."""
    info = GUILDS[guild]
    if info.is_militia:
        return [tr("card.militia_value"), tr("card.militia_when")]
    return ["II " + "/".join(map(str, info.values[1])), "III " + "/".join(map(str, info.values[2]))]


@lru_cache(maxsize=64)
def _values_fit(room: int, size: int, militia: bool, _language: str) -> bool:
    """True when every card's value lines (``militia``: each of the Militia's words, which
    take more lines where needed) fit ``room`` px at ``size`` px, narrowed to no smaller
    type than ``VALUES_MIN_PX`` (every card of a size alike)."""
    words = [
        w for g, info in enumerate(GUILDS) if info.is_militia == militia for w in _value_words(g)
    ]
    if militia:  # (its words may take more lines: each word must fit)
        words = [part for w in words for part in w.split()]
    widest = max(font(size).size(w)[0] for w in words)
    return widest <= room or size * room / widest >= VALUES_MIN_PX


@lru_cache(maxsize=32)
def card_back(width: int, height: int) -> pygame.Surface:
    """The back of every card: a lattice in the game's colours with a small city tower."""
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    r = max(3, width // 12)
    full = pygame.Rect(0, 0, width, height)
    _rounded(surf, palette.BACK_MAIN, full, r)
    step = max(6, width // 6)
    lattice = pygame.Surface((width, height), pygame.SRCALPHA)
    for k in range(-height, width + height, step):
        pygame.draw.line(lattice, (*palette.BACK_ALT, 255), (k, 0), (k + height, height), 2)
        pygame.draw.line(lattice, (*palette.BACK_ALT, 255), (k, height), (k + height, 0), 2)
    mask = pygame.Surface((width, height), pygame.SRCALPHA)
    _rounded(mask, (255, 255, 255, 255), full.inflate(-6, -6), r)
    lattice.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(lattice, (0, 0))
    # The city tower emblem.
    cx, cy = width / 2, height / 2
    s = width / 100
    pygame.draw.circle(surf, palette.BACK_ALT, (cx, cy), 24 * s)
    pygame.draw.circle(surf, palette.GOLD, (cx, cy), 24 * s, max(1, int(3 * s)))
    tower = [
        (cx - 9 * s, cy + 14 * s),
        (cx - 9 * s, cy - 8 * s),
        (cx - 12 * s, cy - 8 * s),
        (cx - 12 * s, cy - 16 * s),
        (cx - 6 * s, cy - 16 * s),
        (cx - 6 * s, cy - 12 * s),
        (cx - 2 * s, cy - 12 * s),
        (cx - 2 * s, cy - 16 * s),
        (cx + 2 * s, cy - 16 * s),
        (cx + 2 * s, cy - 12 * s),
        (cx + 6 * s, cy - 12 * s),
        (cx + 6 * s, cy - 16 * s),
        (cx + 12 * s, cy - 16 * s),
        (cx + 12 * s, cy - 8 * s),
        (cx + 9 * s, cy - 8 * s),
        (cx + 9 * s, cy + 14 * s),
    ]
    pygame.draw.polygon(surf, palette.GOLD, tower)
    _rounded(surf, palette.GOLD, full, r, max(1, width // 40))
    return surf


@lru_cache(maxsize=64)
def shadow(width: int, height: int) -> pygame.Surface:
    """A soft shadow for a card of this size."""
    surf = pygame.Surface((width + 8, height + 8), pygame.SRCALPHA)
    for i, a in enumerate((18, 26, 36)):
        pygame.draw.rect(
            surf,
            (0, 0, 0, a),
            pygame.Rect(i, i + 2, width + 8 - 2 * i, height + 6 - 2 * i),
            border_radius=max(3, width // 10),
        )
    return surf


@lru_cache(maxsize=64)
def small_count_badge(n: int, size: int) -> pygame.Surface:
    """A round badge with a number (the cards in a stack); drawn once per number and
    size (the kept row places and draws it at every frame): not to be changed."""
    f = font(size, True)
    t = f.render(str(n), True, palette.INK)
    d = max(t.get_width(), t.get_height()) + 4
    surf = pygame.Surface((d, d), pygame.SRCALPHA)
    pygame.draw.circle(surf, palette.CREAM, (d / 2, d / 2), d / 2)
    pygame.draw.circle(surf, palette.INK, (d / 2, d / 2), d / 2, 1)
    surf.blit(t, t.get_rect(center=(d / 2, d / 2)))
    return surf


COMPACT_EVENT_HEIGHT = 220
"""An Event card drawn smaller than this shows its name and arrow, not its rule."""


def wrap_lines(words: str, size: int, max_width: int, bold: bool = False) -> list[str]:
    """``words`` cut into lines no wider than ``max_width`` pixels in Noto Sans ``size``
    (a word longer than a line stays whole; no word alone on the last line where
    ``no_runt`` can help it)."""
    f = font(size, bold)
    lines: list[str] = []
    line = ""
    for word in line_words(words):
        trial = f"{line} {word}".strip()
        if line and f.size(trial)[0] > max_width:
            lines.append(line)
            line = word
        else:
            line = trial
    if line:
        lines.append(line)
    return no_runt(lines, f, max_width)


def _event_arrow(surf: pygame.Surface, center: tuple[int, int], length: int, left: bool) -> None:
    """The red arrow printed on an Event card, pointing the way hands pass."""
    cx, cy = center
    d = -1 if left else 1
    thick = max(3, length // 12)
    tail, tip = (cx - d * length * 0.42, cy), (cx + d * length * 0.5, cy)
    head = length * 0.2
    pygame.draw.line(surf, (200, 30, 30), tail, (tip[0] - d * head * 0.6, cy), thick)
    pygame.draw.polygon(
        surf,
        (200, 30, 30),
        [tip, (tip[0] - d * head, cy - head * 0.6), (tip[0] - d * head, cy + head * 0.6)],
    )


COMPACT_NAME_SHARE = 0.14
"""The largest type of an Event card's name on the small card on the table (which shows
no rule: its name and arrow have its whole face), as a share of the card's width (at
0.1, the share of a card with its rule, it was 8 px at 1280x720)."""

EVENT_NAME_MIN = 9
"""The least type size of an Event card's name in whole words on the small card, in
pixels (broken at a syllable, it may go down to 8)."""


def event_name_lines(index: int, width: int, compact: bool = False) -> tuple[int, tuple[str, ...]]:
    """The font size and lines of Event card ``index``'s name on a card ``width`` wide:
    at most three lines, each within the card's margins, at the largest size from 10% of
    the card's width (``COMPACT_NAME_SHARE`` on a ``compact`` card, which shows no rule
    under it) down to ``EVENT_NAME_MIN`` in whole words, or down to 8 with its long words
    broken at the syllables the catalog marks ("Redis-/tribution", ru
    "Перерас-/пределение"); a break and a third line only where they let it be larger
    enough (``_event_name_lines``: ru was 9 px whole on the 123 px card at 1920x1080 and
    15 px broken on a smaller one). A word never breaks elsewhere: it stays whole on its
    line, and ``event_name_images`` draws that line smaller."""
    if not compact:
        plain = _event_name_lines(index, width, 0.1)
        assert plain is not None  # (no least: always lines)
        return plain
    # larger; on three lines in whole words only (ru "Перерас-/пределе-/ние" read worse
    # than "Перераспре-/деление"; tied to the lines of a card with its rule, the size
    # fell from 14 to 10 px where a card one pixel wider took a line fewer); no smaller
    # than the table's other small words where it fits so (ru "Без одновременной игры"
    # took 9 px whole over 13 px broken on the 110 px card)
    for least in (MIN_WORDS_PX, 0):
        found = _event_name_lines(index, width, COMPACT_NAME_SHARE, False, least)
        if found is not None:
            return found
    raise AssertionError("no least: always lines")


THIRD_LINE_GAIN = 1.15
"""An Event card's name takes a third line only where that lets it be this much larger."""


def _event_name_lines(
    index: int, width: int, share: float, broken_third: bool = True, least: int = 0
) -> tuple[int, tuple[str, ...]] | None:
    """``event_name_lines`` with its largest size ``share`` of the card's width, on
    three lines at most (with a word broken only if ``broken_third``) and no smaller
    than ``least`` (if not 0: None where none fits so): of the largest fits in whole
    words and broken at the catalog's syllables, on two lines and on three, the one
    largest once a break counts ``WHOLE_WORD_GAIN`` smaller and a third line
    ``THIRD_LINE_GAIN`` (the first of equals: whole, fewer lines)."""
    pad = max(3, width // 20)
    room = width - 2 * pad
    top = max(EVENT_NAME_MIN, int(width * share))
    plain, marked = event_name(index), event_name(index, breaks=True)
    best: tuple[tuple[float, bool, int], int, tuple[str, ...]] | None = None
    for floor, name, whole in ((EVENT_NAME_MIN, plain, True), (8, marked, False)):
        cost = 1.0 if whole else WHOLE_WORD_GAIN
        for size in range(top, max(floor, least) - 1, -1):  # to its largest on two lines
            f = font(size, True)
            lines = fill_syllables(name, f, room)
            if len(lines) > 3 or any(f.size(x)[0] > room for x in lines):
                continue
            if len(lines) > 2 and not whole and not broken_third:
                continue
            worth = size / cost / (THIRD_LINE_GAIN if len(lines) > 2 else 1.0)
            key = (worth, whole, -len(lines))  # of equals: whole, then fewer lines
            if best is None or key > best[0]:
                best = (key, size, tuple(lines))
            if len(lines) <= 2:
                break
    if best is not None:
        return best[1], best[2]
    if least:
        return None
    return 8, tuple(wrap_lines(plain, 8, room, bold=True))


def event_name_images(index: int, width: int, compact: bool = False) -> list[pygame.Surface]:
    """The lines of Event card ``index``'s name as drawn on a card ``width`` wide
    (``compact``: as ``event_name_lines``): each within the card's margins (a whole word
    wider than the line, shrunk to it)."""
    pad = max(3, width // 20)
    room = width - 2 * pad
    size, lines = event_name_lines(index, width, compact)
    out = []
    for line in lines:
        t = text(line, size, palette.INK, True)
        if t.get_width() > room:
            h = max(1, round(t.get_height() * room / t.get_width()))
            t = pygame.transform.smoothscale(t, (room, h))
        out.append(t)
    return out


def direction_lines(words: str, width: int) -> list[tuple[str, int]]:
    """The passing direction ("to the left") on a base game's Event card ``width`` wide:
    its lines and their size, within the card's margins: on one line at the largest size
    from a seventh of the card down to 80% of it, else on two (a review: fr "vers la
    gauche" ran to the card's border at 1280x720, 130%)."""
    room = width - 2 * max(4, width // 12)
    top = max(8, int(width * 0.13))
    for size in range(top, max(8, int(top * 0.8)) - 1, -1):
        if font(size, True).size(words)[0] <= room:
            return [(words, size)]
    for size in range(top, 8, -1):
        lines = wrap_lines(words, size, room, True)
        if all(font(size, True).size(x)[0] <= room for x in lines):
            return [(x, size) for x in lines]
    return [(x, 8) for x in wrap_lines(words, 8, room, True)]


def event_face(index: int, width: int, height: int, rule_applies: bool) -> pygame.Surface:
    """The face of Event card ``index`` at this size (cached): its name, its arrow and,
    when ``rule_applies`` (the Event-card variant), its rule; else only the arrow and
    the direction, since nothing else of it applies. In the current language."""
    return _event_face(index, width, height, rule_applies, language())


@lru_cache(maxsize=48)
def _event_face(
    index: int, width: int, height: int, rule_applies: bool, _language: str
) -> pygame.Surface:
    info = EVENT_CARDS[index]
    surf = pygame.Surface((width, height), pygame.SRCALPHA)
    r = max(4, width // 10)
    full = pygame.Rect(0, 0, width, height)
    _rounded(surf, palette.PAPER, full, r)
    band_h = max(12, int(height * 0.13))
    pygame.draw.rect(
        surf,
        palette.BACK_MAIN,
        pygame.Rect(0, 0, width, band_h),
        border_top_left_radius=r,
        border_top_right_radius=r,
    )
    head = text(tr("card.event_head"), max(8, int(band_h * 0.55)), palette.GOLD, True)
    surf.blit(head, head.get_rect(center=(width / 2, band_h / 2)))
    pad = max(4, width // 12)
    y = band_h + max(2, height // 40)
    if rule_applies:
        compact = height < COMPACT_EVENT_HEIGHT
        size, _lines = event_name_lines(index, width, compact)
        for t in event_name_images(index, width, compact):
            surf.blit(t, t.get_rect(midtop=(width / 2, y)))
            y += t.get_height() - max(1, size // 6)
        if height < COMPACT_EVENT_HEIGHT:  # too small to read: name and arrow only
            arrow_y = (y + height) // 2
            _event_arrow(surf, (width // 2, arrow_y), int(width * 0.6), info.direction == "left")
            _rounded(surf, palette.BACK_MAIN, full, r, max(2, width // 30))
            return surf
        # below the name's descenders (they were on the arrow's head: "comptent pas" on
        # the rules page), its head's half and a little air
        half_head = math.ceil(int(width * 0.5) * 0.12)
        arrow_y = y + max(1, size // 6) + half_head + max(3, height // 60)
        _event_arrow(surf, (width // 2, arrow_y), int(width * 0.5), info.direction == "left")
        y = arrow_y + max(8, height // 18)
        body = max(8, int(width * 0.068))
        lines = wrap_lines(event_rule(index), body, width - 2 * pad)
        while body > 8 and y + len(lines) * font(body).get_linesize() > height - pad:
            body -= 1
            lines = wrap_lines(event_rule(index), body, width - 2 * pad)
        # the rule in the middle of the room under the arrow (from its top, a short rule
        # left the card shown large a third empty at its foot)
        y += max(0, (height - pad - y - len(lines) * font(body).get_linesize()) // 2)
        for line in lines:
            t = text(line, body, palette.INK)
            surf.blit(t, (pad, y))
            y += font(body).get_linesize()
    else:
        _event_arrow(
            surf, (width // 2, int(height * 0.5)), int(width * 0.6), info.direction == "left"
        )
        y = int(height * 0.62)
        for line, size in direction_lines(direction_name(info.direction), width):
            label = text(line, size, palette.INK, True)
            surf.blit(label, label.get_rect(midtop=(width / 2, y)))
            y += font(size, True).get_linesize() - max(1, size // 6)
    _rounded(surf, palette.BACK_MAIN, full, r, max(2, width // 30))
    return surf
