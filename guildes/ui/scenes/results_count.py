"""The results' final count guild by guild (``draw_final_count``): the seats' cards,
places and votes in each counted guild, the bars of the votes, a Dirty Trick's virtual
card's tag, and where each of them was drawn (``FinalCountDrawn``)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

import pygame

from guildes.i18n import t as tr
from guildes.rules import Game, GuildCount
from guildes.seats import Seat
from guildes.ui import palette
from guildes.ui.draw import (
    CARDS_CHIP_ALPHA,
    cards_chip,
    panel,
    swatch,
    swatch_row_style,
)
from guildes.ui.fonts import font, text
from guildes.ui.scenes.results_chart import DIM
from guildes.ui.standings import counted_guilds, ordinal
from guildes.ui.textfit import fitted
from guildes.ui.trick_cards import virtual_cells, virtual_tag


@dataclass
class FinalCountDrawn:
    """Where the final count was last drawn: its panel, the band behind the viewer's row,
    and by (seat, guild) each cell, a virtual card's +1/-1 tag, the bar under a cell
    that won votes (its length the votes), the ink of each word, the words shown (cards,
    place, votes) and the chip of each count of cards."""

    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    band: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    cells: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    tags: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    bars: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    inks: dict[tuple[int, int], list[pygame.Rect]] = field(default_factory=dict)
    words: dict[tuple[int, int], list[str]] = field(default_factory=dict)
    chips: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)

    def clear(self) -> None:
        """Forget the cells' places (a new drawing begins)."""
        for marks in (self.cells, self.tags, self.bars, self.inks, self.words, self.chips):
            marks.clear()


def place_label(places: tuple[int, ...]) -> str:
    """The place(s) a ranked group occupies: "1st", or "=2nd" when tied players share."""
    return ("=" if len(places) > 1 else "") + ordinal(places[0])


def draw_final_count(
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    game: Game,
    seats: Sequence[Seat],
    order: Sequence[tuple[int, int]],
    viewer: int | None,
    drawn: FinalCountDrawn,
) -> None:
    """The last count of ``game`` guild by guild in ``rect`` at scale ``s``: a column per
    guild, a row per seat in the placings' ``order``, the ``viewer``'s row banded; each
    cell holds the seat's cards, its place (in every cell or none, as they have room) and
    the votes it won there, its digits above the bar of those votes. Where each part went
    is kept in ``drawn``."""
    panel(surface, rect, alpha=225)
    drawn.rect = rect
    counts = game.counts
    if not counts:
        return
    final = counts[-1]
    guilds = counted_guilds(final.guilds)
    pad = int(10 * s)
    title_h = font(int(16 * s), True).get_height()
    n = len(seats)
    head_y = rect.y + title_h + int(8 * s)
    sw_h = int(20 * s)
    row = min((rect.bottom - head_y - sw_h - int(10 * s)) // n, int(FINAL_ROW_MOST * s))
    size = int(13 * s) if row < int(24 * s) else int(15 * s) if row < int(52 * s) else int(17 * s)
    # (a tight row: smaller type, its digits above the bars)
    while size > 9 and (size > row - int(6 * s) or _digit_ink(size) > row - BAR_UNDER - 4):
        size -= 1
    # the names' column as wide as the names (up to 150 px at 100%): short names leave
    # the guilds' cells room for each place at 1024 px
    widest = max(font(size, True).size(seat.name)[0] for seat in seats)
    name_w = min(int(150 * s), max(int(60 * s), widest + pad + int(6 * s)))
    total_w = int(58 * s)
    col_w = (rect.w - 2 * pad - name_w - total_w) // len(guilds)
    x0 = rect.x + pad + name_w
    style = swatch_row_style([gc.guild for gc in guilds], col_w - int(6 * s), sw_h)
    for j, gc in enumerate(guilds):
        x = x0 + j * col_w
        sw = swatch(gc.guild, col_w - int(6 * s), sw_h, style)
        surface.blit(sw, (x + int(3 * s), head_y))
    lab = fitted(tr("results.votes"), int(12 * s), DIM, total_w, True)
    surface.blit(lab, lab.get_rect(topright=(rect.right - pad, head_y + int(3 * s))))
    y0 = head_y + sw_h + int(6 * s)
    virtual = virtual_cells(final.modifiers)
    words = {
        (p, gc.guild): _cell_words(gc, p, award_place(gc, p), final.tables[p][gc.guild])
        for _place, p in order
        for gc in guilds
    }
    size, gap, places = _cell_format(
        words, virtual, size, col_w - 4, (int(5 * s), max(3, int(4 * s)))
    )
    title = text(
        tr(
            "results.final_count" if places else "results.final_count_no_place",
            round=final.voting_round,
        ),
        int(16 * s),
        palette.GOLD,
        True,
    )
    surface.blit(title, (rect.x + pad, rect.y + int(5 * s)))
    drawn.clear()
    for r, (_place, p) in enumerate(order):
        y = y0 + r * row
        if p == viewer:
            band = pygame.Rect(rect.x + 4, y - 1, rect.w - 8, row - 2)
            drawn.band = band
            pygame.draw.rect(surface, (70, 92, 60), band, border_radius=5)
            pygame.draw.rect(surface, palette.HIGHLIGHT, band, 1, border_radius=5)
        bar_y = y + row - BAR_UNDER
        # the row's words on one baseline, their digits centred above the bars (the
        # bars cut through the digits of a tight row)
        base = y + 1 + (bar_y - 2 - (y + 1) + _digit_ink(size)) // 2
        top = base - font(size).get_ascent()
        ink_mid = base - _digit_ink(size) // 2
        nm = fitted(seats[p].name, size, palette.CREAM, name_w - pad, True)
        surface.blit(nm, (rect.x + pad, top))
        for j, gc in enumerate(guilds):
            x = x0 + j * col_w
            votes = gc.votes[p]
            where = (p, gc.guild)
            drawn.cells[where] = pygame.Rect(x, y, col_w, row)
            if votes:
                bar_w = int((col_w - int(8 * s)) * min(1.0, votes / max(1, _most(guilds))))
                bar = pygame.Rect(x + int(4 * s), bar_y, max(2, bar_w), 3)
                pygame.draw.rect(surface, palette.GUILD_COLORS[gc.guild], bar)
                drawn.bars[where] = bar
            kinds = _kinds(words[where], places)
            shown = [words[where][k] for k in kinds]
            surfs = [_word_surface(k, w_, size) for k, w_ in zip(kinds, shown)]
            delta = virtual.get(where, 0)  # a Dirty Trick's virtual card
            tag = virtual_tag(delta, max(9, size - 2)) if delta else None
            line = surfs[:1] + ([tag] if tag else []) + surfs[1:]
            total = sum(x_.get_width() for x_ in line) + gap * (len(line) - 1)
            xx = x + (col_w - total) // 2
            inks = drawn.inks.setdefault(where, [])
            drawn.words[where] = shown
            for sf in line:
                if sf is tag:
                    box = surface.blit(sf, sf.get_rect(midleft=(xx, ink_mid)))
                    drawn.tags[where] = box
                else:
                    box = surface.blit(sf, (xx, top))
                    if sf is surfs[0] and shown[0] != "·":
                        drawn.chips[where] = sf.get_bounding_rect().move(box.topleft)
                inks.append(sf.get_bounding_rect(min_alpha=CARDS_CHIP_ALPHA + 1).move(box.topleft))
                xx += sf.get_width() + gap
        tv = text(f"+{final.votes[p]}", size + 1, palette.GOLD, True)
        surface.blit(
            tv, (rect.right - pad - tv.get_width(), base - font(size + 1, True).get_ascent())
        )


FINAL_ROW_MOST = 60
"""The final count's rows at most this tall (pixels at scale 1), when the window has room."""


def _most(guilds: tuple[GuildCount, ...]) -> int:
    return max((max(g.votes) for g in guilds), default=1)


BAR_UNDER = 8
"""How far above a final count's row's bottom its votes bars lie (pixels)."""


def award_place(gc: GuildCount, seat: int) -> str:
    """The seat's place in the guild's count ("1st", "=2nd"), or "–" for none."""
    award = next((a for a in gc.awards if seat in a.seats), None)
    return place_label(award.places) if award else "–"


def _cell_words(gc: GuildCount, seat: int, place: str, played: int) -> list[str]:
    """A final count cell's words: the cards ``played`` on the seat's table, the place and
    the votes won ("·" alone for no card; the cards alone when a virtual card took every
    one from the count). The cards are those on the table, before a Dirty Trick's virtual
    card, whose tag follows them: "3 +1", counted as 4 (a new player read "4 +1", the
    cards as counted, as 5)."""
    cards, votes = gc.cards[seat], gc.votes[seat]
    if not cards:
        return [str(played)] if played else ["·"]
    return [str(played), place, f"+{votes}" if votes else "0"]


def _kinds(cell: list[str], places: bool) -> list[int]:
    """Which of a cell's words are shown (0 cards, 1 place, 2 votes)."""
    return [k for k in range(len(cell)) if places or k != 1]


def _word_style(k: int, word: str) -> tuple[tuple[int, int, int], bool]:
    """The colour and weight of a cell's word ``k`` (0 cards, 1 place, 2 votes)."""
    if word in ("·", "0", "–"):
        return DIM, False
    if k == 2:
        return palette.GOLD, True
    return (DIM if k == 1 else palette.CREAM), False


def _word_width(k: int, word: str, size: int) -> int:
    """How wide a cell's word ``k`` is drawn at ``size`` (the count of cards on its chip)."""
    return int(_word_surface(k, word, size).get_width())


def _word_surface(k: int, word: str, size: int) -> pygame.Surface:
    """A cell's word ``k`` as drawn: the count of cards on its chip (``cards_chip``), the
    place and votes as text."""
    if k == 0 and word != "·":
        return cards_chip(word, size, *_word_style(k, word))
    return text(word, size, *_word_style(k, word))


def _cell_format(
    words: dict[tuple[int, int], list[str]],
    virtual: dict[tuple[int, int], int],
    size: int,
    width: int,
    gaps: tuple[int, int],
) -> tuple[int, int, bool]:
    """One type size, gap between words and format for the whole final count: every cell
    with its place when all fit ``width`` (at a slightly smaller type, or with the
    narrower of ``gaps``, if they must), else every cell without (at 1024 px some cells
    dropped the place beside others that kept it). Returns (size, gap, places)."""

    def fits(px: int, gap: int, places: bool) -> bool:
        for where, cell in words.items():
            kinds = _kinds(cell, places)
            total = sum(_word_width(k, cell[k], px) for k in kinds)
            total += gap * (len(kinds) - 1)
            if where in virtual:
                tag = virtual_tag(virtual[where], max(9, px - 2))
                total += tag.get_width() + gap
            if total > width:
                return False
        return True

    sizes = range(size, max(9, size - 4) - 1, -1)
    for places in (True, False):
        for px in sizes:
            for gap in gaps:
                if fits(px, gap, places):
                    return px, gap, places
    return sizes[-1], gaps[-1], False


def _digit_ink(size: int) -> int:
    """How tall a digit's ink stands above the baseline at ``size``."""
    metrics = font(size).metrics("8")
    return metrics[0][3] if metrics and metrics[0] else size * 3 // 4
