"""The table read at a glance: where each seat's stacks stand at this round's count (a
crown on a guild's leader, the place of the others who would be paid), the standings
strip under the header (each guild's leader and what its places pay at this count), and
the tooltips of the fan's cards, the stacks and the strip's cells (a guild's values at
each count, who holds how many). All of it reads ``guildes.ui.standings``: the rules'
own count of the public view, with the round's Event card."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

import pygame

from guildes.i18n import language, revision, tn
from guildes.i18n import t as tr
from guildes.rules import GUILDS, NUM_GUILDS, GuildCount, PublicView, SeatView
from guildes.seats import Seat
from guildes.ui import palette
from guildes.ui.draw import Place, crown, panel, swatch
from guildes.ui.fonts import font, text
from guildes.ui.layout import TableLayout
from guildes.ui.names import guild_name, guild_short
from guildes.ui.palette import Color
from guildes.ui.standings import guild_standings, leaders, ordinal, short_pays, stack_place
from guildes.ui.textfit import ellipsize

ROMAN = ("I", "II", "III")
DIM = (170, 170, 155)


# ---------------------------------------------------------------------- badges on stacks


def stack_places(view: PublicView, seat: int) -> dict[int, Place]:
    """Where each of ``seat``'s stacks stands at this round's count, by guild, for the
    badges on its chips: the stacks that would be paid (the lead's crown, the place of
    the others) and those left out by a tie; none for Militia (it has no places) or a
    ranked stack that would win nothing."""
    gcs = guild_standings(view)
    out: dict[int, Place] = {}
    for g, n in enumerate(view.tables[seat]):
        if not n or GUILDS[g].is_militia:
            continue
        sp = stack_place(gcs[g], seat)
        if sp is not None and (sp.left_out or sp.votes):
            out[g] = (sp.place, sp.shared, sp.left_out)
    return out


# ---------------------------------------------------------------------- the standings strip


def strip_label(
    gc: GuildCount, seats: Sequence[Seat], viewer: int | None
) -> tuple[str, Color, bool]:
    """A guild's cell of the standings strip: who leads it now, its colour, and whether a
    crown goes before it. One leader by name (gold when it is the viewer); a tie for the
    lead by its size ("2 tied", the names are in the tooltip); Militia, which has no
    places, by how many hold it; "·" when no one does."""
    who = leaders(gc)
    if not who:
        held = sum(1 for n in gc.cards if n)
        return (tn("strip.hold", held) if held else "·"), DIM, False
    label = seats[who[0]].name if len(who) == 1 else tn("strip.tied", len(who))
    return label, (palette.GOLD if viewer in who else palette.CREAM), True


def short_names(names: Sequence[str]) -> list[str]:
    """Each name's shortest start of at least three letters that starts no other name
    (ignoring case): "Dom" for Domitille beside Aurèle and Brune, "Bot 1" beside "Bot 2"
    (the whole name when no shorter start is its own). Not two: "Al" for Alexandrina
    read as the Alchemists' letters in the strip (a regression review)."""
    folded = [n.casefold() for n in names]
    out = []
    for i, name in enumerate(names):
        others = folded[:i] + folded[i + 1 :]
        k = min(3, len(name))
        while k < len(name) and any(o.startswith(folded[i][:k]) for o in others):
            k += 1
        out.append(name[:k])
    return out


def draw_strip(
    surf: pygame.Surface, lay: TableLayout, view: PublicView, seats: Sequence[Seat]
) -> None:
    """Under the header, a cell per guild in Count-card order: its colour and letters,
    what its places pay at this round's count, and who leads it now (``strip_label``;
    the leaders' names all whole, or all short where one would not fit: ``short_names``;
    the tooltip names them in full). Drawn once for each state of the standings (and
    language), then only blitted."""
    viewer = view.seat if isinstance(view, SeatView) else None
    image = _strip_image(
        lay, guild_standings(view), viewer, tuple(seats), view.voting_round, revision()
    )
    surf.blit(image, lay.strip_rect)


MIN_STRIP_PX = 11
"""No word of the strip is drawn smaller than this, at any text size (at 85% its labels
were 9-10 px)."""

COUNT_LEAST = 0.8
"""A count label ("2 tied") is no smaller than this share of the strip's names' size (a
review: ru "2 поровну" at 13 px beside names at 20, 1920x1080, 130%, 6 players)."""


def strip_text_size(lay: TableLayout) -> int:
    """The strip's words' size: as large as the text size asks, but no larger than the
    cells allow, and never under ``MIN_STRIP_PX``."""
    cell = lay.strip_cells()[0][1]
    return max(MIN_STRIP_PX, min(int(12 * lay.s), cell.w // 10, int(cell.h * 0.75)))


def _chip_width(h: int) -> int:
    """The width of the strip's guild chips ``h`` high: wide enough for the widest
    short name inside the chip's margins (at 1024x640 with 85% text the two letters ran
    past a chip 1.3 times as wide as high)."""
    return _chip_width_in(h, language())


@lru_cache(maxsize=16)
def _chip_width_in(h: int, _language: str) -> int:
    f = font(max(8, int(h * 0.55)), True)
    widest = max(f.size(guild_short(g))[0] for g in range(NUM_GUILDS))
    return max(int(h * 1.3), widest + 2 * max(3, h // 4))


@lru_cache(maxsize=8)
def _strip_image(
    lay: TableLayout,
    gcs: tuple[GuildCount, ...],
    viewer: int | None,
    seats: tuple[Seat, ...],
    voting_round: int,
    _revision: int,
) -> pygame.Surface:
    s = lay.s
    strip = lay.strip_rect
    surf = pygame.Surface(strip.size, pygame.SRCALPHA)
    surf.fill((0, 0, 0, 70))
    cells = [(g, cell.move(-strip.x, -strip.y)) for g, cell in lay.strip_cells()]
    names = {seat.name for seat in seats}
    size = strip_text_size(lay)
    gap = int(3 * s)
    drawn: list[tuple[int, pygame.Rect, int, pygame.Surface, str, Color, bool]] = []
    for g, cell in cells:
        sh = max(8, cell.h - int(4 * s))
        sw = swatch(g, _chip_width(sh), sh)
        surf.blit(sw, sw.get_rect(midleft=(cell.x, cell.centery)))
        if g:  # a thin rule between two cells
            sep = cell.x - gap
            pygame.draw.line(surf, (90, 110, 95), (sep, cell.y + 2), (sep, cell.bottom - 2))
        pays = text(short_pays(g, voting_round), size, DIM)
        label, color, crowned = strip_label(gcs[g], seats, viewer)
        drawn.append((g, cell, cell.x + sw.get_width() + gap, pays, label, color, crowned))
    crown_w = max(8, int(size * 0.95))
    # every guild's pays a little smaller (down to MIN_STRIP_PX) where a count's
    # shortest form would not fit beside its pays: a tie's crown and number, a holders'
    # figure and number (1024x768, 130%, the log docked: "17/8/4/2 ♛3" ran under the
    # next guild's chip)
    psize = _pays_size(drawn, gcs, names, size, crown_w + gap, int(5 * s), voting_round)
    if psize != size:
        drawn = [
            (g, cell, x, text(short_pays(g, voting_round), psize, DIM), label, color, crowned)
            for g, cell, x, _pays, label, color, crowned in drawn
        ]
    # the leaders' names in one form: whole where every one fits beside its guild's pays,
    # else each the shortest start no other seat's name shares (not "Domi…", "…")
    rooms = [
        cell.right - x - pays.get_width() - int(5 * s) - (crown_w + gap if crowned else 0)
        for _g, cell, x, pays, *_rest, crowned in drawn
    ]
    whole = all(
        font(size, True).size(label)[0] <= room
        for (*_a, label, _c, _k), room in zip(drawn, rooms)
        if label in names
    )
    short = dict(zip((seat.name for seat in seats), short_names([seat.name for seat in seats])))
    # the count labels ("2 tied", "3 hold") in one style, never much smaller than the
    # names beside them: each with its guild's pays, at COUNT_LEAST of the strip's size
    # or more; all in the short form where one does not fit so (one dropping its
    # guild's pays for its words left some guilds without their value: a review, ru at
    # 960x600, 130%)
    least = max(MIN_STRIP_PX, math.ceil(size * COUNT_LEAST))
    counted: dict[int, int | None] = {}
    for (g, _cell, _x, _pays, label, _color, _crowned), room in zip(drawn, rooms):
        if label not in names and strip_count(gcs[g]):
            counted[g] = _count_size(label, size, room, least)
    fits = list(counted.values())
    common = None if None in fits else min((f for f in fits if f is not None), default=size)
    # a tie's short form is the lead's crown and the number alone (no figure), all of
    # them, where one would not fit beside its guild's pays with it (ru, 1024x768,
    # 130%, the log docked: "♛👤2" ran into the next guild's chip)
    figures = common is not None or all(
        _short_width(strip_count(gcs[g]), size, True) <= room
        for (g, *_rest, crowned), room in zip(drawn, rooms)
        if g in counted and crowned
    )
    for (g, cell, x, pays, label, color, crowned), room in zip(drawn, rooms):
        named = label in names
        if named and not whole:
            label = short[label]
        beside = True  # the name or count fits beside the guild's pays
        if named:
            beside = font(size, True).size(label)[0] <= room
        elif g in counted and common is None:  # a count's short form (the last cell's
            # may reach the strip's end: no guild's chip follows it)
            end = strip.w - 2 - cell.right if g == drawn[-1][0] else 0
            figure = figures or not crowned
            beside = _short_width(strip_count(gcs[g]), size, figure) <= room + end
        if beside:
            surf.blit(pays, pays.get_rect(midleft=(x, cell.centery)))
            x += pays.get_width() + int(5 * s)
        else:  # no room for the name or count beside the pays: the tooltip tells them
            room += pays.get_width() + int(5 * s)
        if crowned:
            crown(
                surf,
                pygame.Rect(x, cell.centery - crown_w // 2 + 1, crown_w, int(crown_w * 0.75)),
                color,
            )
            x += crown_w + gap
        if g in counted:  # a count ("2 tied", "3 hold"), never cut ("·", no one holds
            # it, is no count)
            n = strip_count(gcs[g])
            _count_label(surf, label, n, size, common, color, x, cell, figures or not crowned)
            continue
        shown = label if not named else ellipsize(label, size, max(0, room), True)
        t = text(shown, size, color, True)  # ("·": no one holds it, never cut to nothing)
        surf.blit(t, t.get_rect(midleft=(x, cell.centery)))
    return surf


def _pays_size(
    drawn: Sequence[tuple[int, pygame.Rect, int, pygame.Surface, str, Color, bool]],
    gcs: tuple[GuildCount, ...],
    names: set[str],
    size: int,
    crown: int,
    space: int,
    voting_round: int,
) -> int:
    """The size of the guilds' pays in the strip: ``size``, or smaller (never under
    ``MIN_STRIP_PX``) until every count label's shortest form fits beside its guild's
    pays (``crown``: a crown's width and its gap; ``space``: after the pays)."""
    need = []
    for g, cell, x, _pays, label, _color, crowned in drawn:
        n = strip_count(gcs[g])
        if label in names or not n:
            continue
        # the shortest form: a tie's crown and number, a holders' figure and number
        shortest = (crown if crowned else 0) + _short_width(n, size, not crowned)
        need.append((g, cell.right - x - space, shortest))
    psize = size
    while psize > MIN_STRIP_PX and any(
        room - font(psize).size(short_pays(g, voting_round))[0] < least for g, room, least in need
    ):
        psize -= 1
    return psize


def strip_count(gc: GuildCount) -> int:
    """How many players a count label of the strip speaks of: those tied for the lead,
    else those who hold the guild (Militia)."""
    who = leaders(gc)
    return len(who) if who else sum(1 for n in gc.cards if n)


def _count_size(label: str, size: int, room: int, least: int) -> int | None:
    """The largest size from ``size`` down to ``least`` at which a count label ("2
    tied", "3 hold") fits in ``room``; None when it fits at none."""
    for lsize in range(size, least - 1, -1):
        if font(lsize, True).size(label)[0] <= room:
            return lsize
    return None


def _figure_height(size: int) -> int:
    """How high a count's short form draws a player's figure beside words at ``size``
    (its width is three quarters of that, and 2 px of air follow it)."""
    return max(6, font(size, True).get_height() * 2 // 3)


def _short_width(n: int, size: int, figure: bool) -> int:
    """How wide a count label's short form is at ``size``: a player's figure (unless
    not ``figure``) and ``n``, as `_count_label` draws it."""
    digits = font(size, True).size(str(n))[0]
    return _figure_height(size) * 3 // 4 + 2 + digits if figure else digits


def _count_label(
    surf: pygame.Surface,
    label: str,
    n: int,
    size: int,
    lsize: int | None,
    color: Color,
    x: int,
    cell: pygame.Rect,
    figure: bool = True,
) -> None:
    """A count label ("2 tied", "3 hold") at ``lsize``, or when that is None its short
    form at ``size``: a player's figure (unless not ``figure``: after a tie's crown) and
    the number (the tooltip says the rest). Never cut."""
    if lsize is not None:
        t = text(label, lsize, color, True)
        surf.blit(t, t.get_rect(midleft=(x, cell.centery)))
        return
    t = text(str(n), size, color, True)
    if not figure:
        surf.blit(t, t.get_rect(midleft=(x, cell.centery)))
        return
    k = _figure_height(size)
    _figure(surf, pygame.Rect(x, cell.centery - k // 2, k * 3 // 4, k), color)
    surf.blit(t, t.get_rect(midleft=(x + k * 3 // 4 + 2, cell.centery)))


def _figure(surf: pygame.Surface, rect: pygame.Rect, color: Color) -> None:
    """A player's figure (a head above rounded shoulders) inside ``rect``."""
    r = max(1, rect.w * 3 // 10)
    pygame.draw.circle(surf, color, (rect.centerx, rect.y + r), r)
    shoulders = pygame.Rect(rect.x, rect.y + 2 * r + 1, rect.w, 2 * (rect.bottom - rect.y - 2 * r))
    kept = surf.get_clip()
    surf.set_clip(rect.clip(kept))
    pygame.draw.ellipse(surf, color, shoulders)
    surf.set_clip(kept)


# ---------------------------------------------------------------------- tooltips


@dataclass(frozen=True)
class TipTarget:
    """What a tooltip is about: a ``guild`` (a card of the fan, a cell of the strip), or
    one ``seat``'s stack of it; ``anchor`` is the box pointed at."""

    guild: int
    anchor: tuple[int, int, int, int]
    seat: int | None = None


def values_line(guild: int) -> str:
    """A guild's values at each count as the cards print them, spelled out."""
    info = GUILDS[guild]
    if info.is_militia:
        return tn("tip.militia_values", info.per_card)
    return " · ".join(
        f"{ROMAN[r]}: " + "/".join(map(str, vals)) for r, vals in enumerate(info.values)
    )


def tip_lines(
    view: PublicView, seats: Sequence[Seat], target: TipTarget
) -> list[tuple[str, tuple[int, int, int], bool]]:
    """The tooltip's lines, (text, colour, bold): the guild, its values at each count
    and what they mean, what its places pay at this round's count, then who holds how
    many on the tables now, with their places and votes."""
    g = target.guild
    info = GUILDS[g]
    gc: GuildCount = guild_standings(view)[g]
    r = view.voting_round
    lines: list[tuple[str, tuple[int, int, int], bool]] = []
    if target.seat is not None:
        n = gc.cards[target.seat]
        head = tn("table.stack", n, name=seats[target.seat].name, guild=guild_name(g))
    else:
        head = tn("tip.copies", info.copies, guild=guild_name(g))
    lines.append((head, palette.GOLD, True))
    lines.append((values_line(g), palette.CREAM, False))
    if info.is_militia:
        lines.append((tr("tip.militia_no_places"), DIM, False))
    else:
        lines.append((tr("tip.values_1"), DIM, False))
        lines.append((tr("tip.values_2"), DIM, False))
        places = ", ".join(f"{ordinal(k + 1)} {v}" for k, v in enumerate(info.values[r - 1]))
        lines.append((tr("tip.pays", count=ROMAN[r - 1], places=places), palette.CREAM, True))
    holders = sorted((i for i in range(len(gc.cards)) if gc.cards[i]), key=lambda i: -gc.cards[i])
    if not holders:
        lines.append((tr("tip.no_one"), DIM, False))
        return lines
    lines.append((tr("tip.on_tables"), palette.CREAM, True))
    for i in holders:
        sp = stack_place(gc, i)
        where = ""
        if sp is not None and sp.left_out:
            where = tr("tip.tied_not_counted")
        elif sp is not None and sp.place:
            where = f" · {'=' if sp.shared else ''}{ordinal(sp.place)}"
        if sp is not None and not sp.left_out:
            where += f" · +{sp.votes}"
        color = palette.GOLD if i in leaders(gc) else palette.CREAM
        lines.append((f"{seats[i].name}: {gc.cards[i]}{where}", color, i == target.seat))
    return lines


def draw_tip(
    surf: pygame.Surface,
    lay: TableLayout,
    view: PublicView,
    seats: Sequence[Seat],
    target: TipTarget,
) -> pygame.Rect:
    """The tooltip of ``target`` in a panel beside what it is about (above it, or below
    an opponent's stack, off its panel, and below what has no room above), inside the
    felt; returns where it was drawn."""
    s = lay.s
    size = max(10, int(13 * s))
    lines = tip_lines(view, seats, target)
    max_w = int(min(lay.felt_rect.w * 0.6, 420 * s))
    rendered = [
        text(ellipsize(t, size, max_w, bold), size, color, bold) for t, color, bold in lines
    ]
    line_h = font(size).get_linesize()
    pad = int(8 * s)
    box = pygame.Rect(
        0, 0, max(r.get_width() for r in rendered) + 2 * pad, line_h * len(rendered) + 2 * pad
    )
    anchor = pygame.Rect(target.anchor)
    box.midbottom = (anchor.centerx, anchor.y - int(6 * s))
    # an opponent's stacks lie under its panel: the tooltip goes below, off the panel
    below = target.seat is not None and lay.offset(target.seat) != 0
    if below or box.y < lay.strip_rect.bottom:
        box.midtop = (anchor.centerx, anchor.bottom + int(6 * s))
    box.clamp_ip(lay.felt_rect)
    panel(surf, box, alpha=240)
    for k, t in enumerate(rendered):
        surf.blit(t, (box.x + pad, box.y + pad + k * line_h))
    return box


def strip_guild_at(lay: TableLayout, pos: tuple[int, int]) -> int | None:
    """The guild of the standings strip's cell under ``pos``, or None."""
    if not lay.strip_rect.collidepoint(pos):
        return None
    return next((g for g, r in lay.strip_cells() if r.collidepoint(pos)), None)
