"""The Statistics screen: results per level, streaks and records; below, one of three
panels (Left/Right, Tab or a click on its tab): the votes over time, the accuracy of the
reviewed games over time (``guildes.ui.stats_charts``), the best results on daily deals."""

from __future__ import annotations

import datetime
import math
from functools import lru_cache
from typing import NamedTuple

import pygame
import pygame_gui

from guildes.i18n import date, number, percent, tn
from guildes.i18n import t as tr
from guildes.saves.statistics import HUMANS, Record, Statistics
from guildes.ui import palette
from guildes.ui.draw import panel
from guildes.ui.fonts import font, text
from guildes.ui.games import (
    variant_names,
)
from guildes.ui.menu_base import draw_titled_backdrop
from guildes.ui.names import level_name
from guildes.ui.scene import Scene
from guildes.ui.stats_charts import draw_accuracy, draw_daily, draw_legend
from guildes.ui.textfit import fit_lines, fitted
from guildes.ui.widgets import wrap

PANELS = ("votes", "accuracy", "daily")
"""The lower panel's views, in the order Right and Tab go through them."""
PANEL_KEYS = {
    "votes": "stats.panel_votes",
    "accuracy": "stats.panel_accuracy",
    "daily": "stats.panel_daily",
}


class Columns(NamedTuple):
    """The results table's columns as laid out for its rows, window and text size."""

    heads: list[str]
    """The number columns' heads."""
    widths: list[int]
    """Each number column's width."""
    xs: list[int]
    """Each number column's left edge."""
    room: int
    """How wide the labels may be."""
    sizes: dict[bool, int]
    """The labels' type size: "All games" (True, bold) and the groups' (False)."""
    lines: list[tuple[str, ...]]
    """Each row's label in its lines (one or two)."""
    row_h: int
    """A row's height: a line of numbers, or two lines of a label's smaller type."""


class StatisticsScene(Scene):
    """Statistics per group of games (the AI levels a game really had and its player
    count): games, win rate, average and best votes; and, for the chosen group (or all
    games), a chart of the votes of each game over time, wins marked. Up/Down or a click
    chooses the group; Esc backs out."""

    name = "statistics"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.selected = 0
        """0: all games; k: the k-th group of ``Statistics.groups``."""
        self.back_button: pygame_gui.elements.UIButton | None = None
        self.panel = "votes"
        """The lower panel's view (``PANELS``)."""
        self.tabs: list[tuple[str, pygame.Rect]] = []
        """The panel's tabs as last drawn."""
        self.accuracy_points: list[tuple[int, int]] = []
        """The accuracy chart's points as last drawn (for tests)."""
        self.chart_notes: list[str] = []
        """What the votes' chart said instead of its dots, when it had none to show."""
        self.none_rect: pygame.Rect | None = None
        """Where the empty table says no game is finished yet (None: it is not empty)."""
        self.chart_title: list[pygame.Rect] = []
        """Where the votes chart's title lines were last drawn."""

    def _rows(self) -> list[tuple[str | None, str, Record]]:
        stats = self.app.statistics
        rows: list[tuple[str | None, str, Record]] = [(None, tr("stats.all_games"), stats.total())]
        for key, rec in stats.groups():
            opponents, players = Statistics.split_key(key)
            levels = [x for x in opponents.split("+") if x != HUMANS]
            label = ", ".join(level_name(level) for level in levels)
            if HUMANS in opponents.split("+"):  # other people played too (hotseat)
                label = tr("stats.and_humans", levels=label) if levels else tr("stats.other_humans")
            variants = Statistics.variants_of(key)
            if variants:  # a variant's games are a group of their own
                label = tr("stats.with_variants", opponents=label, variants=variant_names(variants))
            rows.append((key, tn("stats.group", int(players), opponents=label), rec))
        return rows

    def enter(self) -> None:
        s = max(0.85, self.app.scale)
        w, h = self.app.size
        bw, bh = int(200 * s), int(44 * s)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect((w - bw) // 2, h - bh - int(14 * self.app.scale), bw, bh),
            tr("common.back_esc"),
            self.app.manager,
        )

    def leave(self) -> None:
        if self.back_button is not None:
            self.back_button.kill()
            self.back_button = None

    def _table_rect(self) -> pygame.Rect:
        w, _h = self.app.size
        s = self.app.scale
        tw = min(w - int(60 * s), int(1100 * s))
        return pygame.Rect((w - tw) // 2, int(78 * s), tw, 0)

    def _columns(self, rows: list[tuple[str | None, str, Record]]) -> Columns:
        """The table's columns for ``rows``: each number column as wide as its head and
        widest value need (with air), the rest the labels' (at 130% text "Dirty Tricks
        and Event cards" was cut; 70 + 24 px cut fr and ru labels of six seats with both
        variants), the labels laid out in that room (``label_lines``)."""
        s = self.app.scale
        pad = int(14 * s)
        tr_ = self._table_rect()
        heads = [
            tr("stats.games"),
            tr("stats.won"),
            tr("stats.win_rate"),
            tr("stats.average"),
            tr("stats.best"),
        ]
        widths = [
            max(
                int(56 * s),
                font(int(13 * s), True).size(head)[0],
                *(font(int(16 * s), True).size(v)[0] for v in self._column(rows, k)),
            )
            + int(16 * s)
            for k, head in enumerate(heads)
        ]
        xs = [tr_.right - pad - sum(widths[i:]) for i in range(len(heads))]
        room = xs[0] - tr_.x - 2 * pad
        labels = tuple((label, i == 0) for i, (_k, label, _r) in enumerate(rows))
        sizes, lines = label_lines(labels, room, s)
        row_h = int(30 * s)
        if max(len(x) for x in lines) > 1:  # every row as tall as two lines
            row_h = max(row_h, 2 * font(sizes[False]).get_linesize() + int(4 * s))
        return Columns(heads, widths, xs, room, sizes, lines, row_h)

    def _row_h(self) -> int:
        """A row's height (``Columns.row_h``)."""
        return self._columns(self._rows()).row_h

    def _shown(self, row_h: int) -> int:
        """How many rows ``row_h`` high the table shows (the rest scroll with the
        selection)."""
        return max(3, min(9, int(self.app.size[1] * 0.38) // row_h))

    def _first(self, row_h: int) -> int:
        """The first row shown (the selection kept in view)."""
        shown = self._shown(row_h)
        return max(0, min(self.selected - shown + 1, len(self._rows()) - shown))

    def handle(self, event: pygame.event.Event) -> bool:
        n = len(self._rows())
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back_button:
            self.app.back()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, tab in self.tabs:
                if tab.collidepoint(event.pos):
                    self.panel = name
                    return True
            tr_ = self._table_rect()
            y0 = tr_.y + int(6 * self.app.scale) + int(30 * self.app.scale)  # under the heads
            row_h = self._row_h()
            k = (event.pos[1] - y0) // row_h
            if tr_.x <= event.pos[0] <= tr_.right and 0 <= k < min(self._shown(row_h), n):
                self.selected = self._first(row_h) + k
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.back()
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            self.selected = max(
                0, min(n - 1, self.selected + (1 if event.key == pygame.K_DOWN else -1))
            )
        elif event.key in (pygame.K_HOME, pygame.K_END):
            self.selected = 0 if event.key == pygame.K_HOME else n - 1
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            step = -1 if event.key == pygame.K_LEFT or event.mod & pygame.KMOD_SHIFT else 1
            self.panel = PANELS[(PANELS.index(self.panel) + step) % len(PANELS)]
        else:
            return False
        return True

    @staticmethod
    def _column(rows: list[tuple[str | None, str, Record]], k: int) -> list[str]:
        """Column ``k``'s values over ``rows`` as written."""
        return [_values(rec)[k] for _key, _label, rec in rows]

    def draw(self, surface: pygame.Surface) -> None:
        draw_titled_backdrop(surface, self.app.scale, tr("menu.statistics"), 14)
        s = self.app.scale
        w, h = surface.get_size()
        rows = self._rows()
        self.selected = min(self.selected, len(rows) - 1)
        tr_ = self._table_rect()
        pad = int(14 * s)
        heads, widths, xs, room, sizes, lines, rh = self._columns(rows)
        first = self._first(rh)
        shown = rows[first : first + self._shown(rh)]
        empty = rows[0][2].played == 0
        head_h = int(30 * s)
        tr_.h = head_h + rh * (len(shown) + empty) + int(14 * s)  # the empty table says so
        panel(surface, tr_, alpha=225)
        y = tr_.y + int(6 * s)
        surface.blit(
            fitted(tr("stats.against"), int(13 * s), (200, 190, 160), xs[0] - tr_.x, True),
            (tr_.x + pad, y),
        )
        for x, head, num_w in zip(xs, heads, widths):
            lab = fitted(head, int(13 * s), (200, 190, 160), num_w - int(6 * s), True)
            surface.blit(lab, lab.get_rect(topright=(x + num_w, y)))
        y += head_h
        full_h = font(int(16 * s)).get_height()  # the numbers' line
        for i, (_key, _label, rec) in enumerate(shown, start=first):
            band = pygame.Rect(tr_.x + 4, y - 2, tr_.w - 8, rh - 2)
            if i == self.selected:
                pygame.draw.rect(surface, (70, 92, 60), band, border_radius=6)
                pygame.draw.rect(surface, palette.HIGHLIGHT, band, 2, border_radius=6)
            color = palette.HIGHLIGHT if i == self.selected else palette.CREAM
            size = sizes[i == 0]
            mid = y + (rh - 2) // 2 - 2  # the band's middle: the numbers and the label
            surfaces = [fitted(line, size, color, room, i == 0) for line in lines[i]]
            top = mid - sum(x.get_height() for x in surfaces) // 2
            for lab in surfaces:
                surface.blit(lab, (tr_.x + pad, top))
                top += lab.get_height()
            for k, (x, v) in enumerate(zip(xs, _values(rec))):
                t = text(v, int(16 * s), palette.GOLD if k >= 2 else palette.CREAM, k == 2)
                surface.blit(t, t.get_rect(topright=(x + widths[k], mid - full_h // 2)))
            y += rh
        self.none_rect = None
        if empty:  # under the rows (it lay under "All games", drawn over it)
            words = fitted(tr("stats.none"), int(16 * s), palette.CREAM, tr_.w - 2 * pad)
            self.none_rect = surface.blit(words, (tr_.x + pad, y))
        chart = pygame.Rect(tr_.x, tr_.bottom + int(38 * s), tr_.w, 0)  # its tabs above it
        chart.h = h - chart.y - int(44 * max(0.85, s)) - int(28 * s)
        key, label, _rec = rows[self.selected]
        if self.panel == "votes":
            self._draw_chart(surface, chart, key, label)
        else:
            self._draw_other(surface, chart)
        self._draw_tabs(surface, chart)

    def _draw_tabs(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The panel's three tabs above its top edge, the one shown lit."""
        s = self.app.scale
        x = rect.x + int(10 * s)
        self.tabs = []
        for name in PANELS:
            lit = name == self.panel
            t = text(tr(PANEL_KEYS[name]), int(13 * s), palette.INK if lit else palette.CREAM, True)
            box = t.get_rect().inflate(int(16 * s), int(6 * s))
            box.bottomleft = (x, rect.y - int(2 * s))
            pygame.draw.rect(surface, palette.GOLD if lit else (40, 52, 46), box, border_radius=6)
            surface.blit(t, t.get_rect(center=box.center))
            self.tabs.append((name, box))
            x = box.right + int(6 * s)
        hint = text(tr("stats.panel_keys"), int(12 * s), (200, 190, 160))
        if x + hint.get_width() + int(10 * s) < rect.right:
            surface.blit(
                hint, hint.get_rect(bottomright=(rect.right - int(4 * s), rect.y - int(4 * s)))
            )

    def _draw_other(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The accuracy over time, or the best results on daily deals."""
        s = self.app.scale
        panel(surface, rect, alpha=225)
        pad = int(14 * s)
        stats = self.app.statistics
        key = "stats.accuracy_title" if self.panel == "accuracy" else "stats.daily_title"
        title = fitted(tr(key), int(16 * s), palette.GOLD, rect.w // 2, True)
        surface.blit(title, (rect.x + pad, rect.y + int(6 * s)))
        body = pygame.Rect(rect.x, rect.y + title.get_height() + int(14 * s), rect.w, 0)
        body.h = rect.bottom - body.y - int(6 * s)
        if self.panel == "accuracy":
            self.accuracy_points = draw_accuracy(surface, body, s, stats.accuracy_over_time())
        else:
            draw_daily(surface, body, s, stats.daily_bests())

    def _empty_chart_notes(self, key: str | None) -> list[str]:
        """What the votes' chart says when the group has no dated game: how to fill it,
        then, only when the group's row counts games the chart cannot date (kept by an
        older version), that they count in the table only."""
        notes = [tr("stats.no_progress")]
        stats = self.app.statistics
        rec = stats.total() if key is None else stats.records.get(key)
        if rec is not None and rec.played > 0:
            notes.append(tr("stats.undated_note"))
        return notes

    def _draw_notes(self, surface: pygame.Surface, rect: pygame.Rect, notes: list[str]) -> None:
        """``notes`` centred in ``rect``, each wrapped to its width: the first in cream,
        the others smaller and dimmer."""
        s = self.app.scale
        width = rect.w - int(28 * s)
        lines: list[pygame.Surface] = []
        for k, note in enumerate(notes):
            px = int((15 if k == 0 else 13) * s)
            color = palette.CREAM if k == 0 else (200, 190, 160)
            lines += [text(line, px, color) for line in wrap(note, font(px), width)]
        gap = int(4 * s)
        y = rect.centery - (sum(t.get_height() for t in lines) + gap * (len(lines) - 1)) // 2
        for t in lines:
            surface.blit(t, t.get_rect(midtop=(rect.centerx, y)))
            y += t.get_height() + gap

    def _draw_chart(
        self, surface: pygame.Surface, rect: pygame.Rect, key: str | None, label: str
    ) -> None:
        """The votes of each recorded game of the group over time (a dot per game, gold
        when won) and the average of the last five games as a line."""
        s = self.app.scale
        panel(surface, rect, alpha=225)
        pad = int(14 * s)
        games = self.app.statistics.games_of(key)
        room = rect.w - 2 * pad
        if games:  # the title keeps left of the legend (a long group's ran under it)
            left = draw_legend(
                surface,
                rect.right - pad,
                rect.y + int(16 * s),
                s,
                (tr("stats.legend_average"), tr("stats.legend_lost"), tr("stats.legend_won")),
            )
            room = left - int(12 * s) - rect.x - pad
        size, lines = fit_lines(tr("stats.over_time", group=label), int(16 * s), room, 2, True)
        y = rect.y + int(6 * s)
        self.chart_title = []
        for line in lines:
            self.chart_title.append(
                surface.blit(text(line, size, palette.GOLD, True), (rect.x + pad, y))
            )
            y += font(size, True).get_linesize()
        title_h = y - rect.y - int(6 * s)
        if not games:
            self.chart_notes = self._empty_chart_notes(key)
            self._draw_notes(surface, rect, self.chart_notes)
            return
        self.chart_notes = []
        plot = pygame.Rect(
            rect.x + int(48 * s),
            rect.y + title_h + int(16 * s),
            rect.w - int(48 * s) - pad,
            rect.h - title_h - int(46 * s),
        )
        top = max(10, max(g.votes for g in games))
        step = next(v for v in (10, 20, 25, 50, 100, 200) if top / v <= 5)
        ymax = step * math.ceil(top / step)
        n = len(games)

        def at(i: int, v: float) -> tuple[int, int]:
            x = plot.centerx if n == 1 else plot.x + plot.w * i / (n - 1)
            return int(x), int(plot.bottom - plot.h * v / ymax)

        for v in range(0, ymax + 1, step):
            yy = at(0, v)[1]
            pygame.draw.line(surface, (60, 84, 66), (plot.x, yy), (plot.right, yy), 1)
            t = text(number(v), int(11 * s), (200, 190, 160))
            surface.blit(t, t.get_rect(midright=(plot.x - int(6 * s), yy)))
        for i in sorted({0, n - 1}):
            day = datetime.date.fromtimestamp(games[i].when)
            t = text(date(day), int(11 * s), (200, 190, 160))
            x = at(i, 0)[0]
            rect_t = t.get_rect(midtop=(x, plot.bottom + int(4 * s)))
            rect_t.clamp_ip(rect.inflate(-pad, 0))
            surface.blit(t, rect_t)
        avg = []
        for i in range(n):
            window = games[max(0, i - 4) : i + 1]
            avg.append(at(i, sum(g.votes for g in window) / len(window)))
        if n > 1:
            pygame.draw.lines(surface, palette.CREAM, False, avg, max(2, int(2 * s)))
        r = max(3, int(min(6 * s, plot.w / max(1, n) / 2.5)))
        for i, g in enumerate(games):
            if g.won:
                pygame.draw.circle(surface, palette.GOLD, at(i, g.votes), r)
            else:
                pygame.draw.circle(surface, (190, 200, 190), at(i, g.votes), r, max(1, r // 3))


def _values(rec: Record) -> list[str]:
    """A record's numbers as the table writes them: games, won, win rate, average, best."""
    return [
        number(rec.played),
        number(rec.won),
        percent(rec.win_rate) if rec.played else "–",
        number(rec.average, 1) if rec.played else "–",
        number(rec.best) if rec.played else "–",
    ]


@lru_cache(maxsize=64)
def label_lines(
    labels: tuple[tuple[str, bool], ...], room: int, s: float
) -> tuple[dict[bool, int], list[tuple[str, ...]]]:
    """The rows' labels as drawn in ``room`` pixels (``labels``: each with whether it is
    bold, "All games"): one size per weight and each label's lines (remembered: the
    screen asks at every frame; the answer is shared, not to be changed). On one line at 16 px
    scaled, a little smaller (down to 14 scaled) where the longest then fits; else the
    groups' labels on at most two lines, broken at a " · " (a word break only where no
    size from 15 down to 11 px scaled allows one), at the largest size where all fit,
    "All games" keeping its own line and size; the longest cut only then. Neighbouring
    rows at 13 and 17 px looked like a mistake (a review, cs at 1024x640, 130%), Russian
    six-seat groups with a variant were cut at 12 px (960x600, 130%), and broken at a
    comma (1024x768, 130%)."""
    sizes: dict[bool, int] = {}
    for bold in (False, True):
        mine = [label for label, b in labels if b == bold]
        sizes[bold] = next(
            (
                z
                for z in range(int(16 * s), int(11 * s) - 1, -1)
                if all(font(z, bold).size(label)[0] <= room for label in mine)
            ),
            int(11 * s),
        )
    if sizes[False] >= int(14 * s):
        return sizes, [(label,) for label, _b in labels]
    for at_words in (False, True):
        for z in range(int(15 * s), int(11 * s) - 1, -1):
            broken = [
                (label,) if bold else _two_lines(label, z, room, bold, at_words)
                for label, bold in labels
            ]
            if all(b is not None for b in broken):
                return {False: z, True: sizes[True]}, [b for b in broken if b is not None]
    z = int(11 * s)
    lines = [(label,) if bold else fit_lines(label, z, room, 2)[1] for label, bold in labels]
    return {False: z, True: sizes[True]}, lines


def _two_lines(
    label: str, size: int, room: int, bold: bool, at_words: bool
) -> tuple[str, ...] | None:
    """``label`` in at most two lines no wider than ``room`` at ``size``: whole, or broken
    at its last " · " where both lines fit (the separator dropped), or (``at_words``) at
    word breaks; None when none fits."""
    f = font(size, bold)
    if f.size(label)[0] <= room:
        return (label,)
    parts = label.split(" · ")
    for k in range(len(parts) - 1, 0, -1):  # the longest first line that fits
        first, second = " · ".join(parts[:k]), " · ".join(parts[k:])
        if f.size(first)[0] <= room and f.size(second)[0] <= room:
            return first, second
    if not at_words:
        return None
    got, lines = fit_lines(label, size, room, 2, bold)
    return lines if got == size and all(f.size(x)[0] <= room for x in lines) else None
