"""The Statistics screen's other panels (``guildes.ui.scenes.statistics``): the accuracy
of the people's reviewed games over time, and the best results on daily deals. They draw
from the statistics only (``Statistics.accuracy_over_time``, ``Statistics.daily_bests``)."""

from __future__ import annotations

import datetime
from collections.abc import Sequence

import pygame

from guildes.i18n import date, number, tn
from guildes.i18n import t as tr
from guildes.saves.statistics import GameRecord, ReviewRecord
from guildes.ui import palette
from guildes.ui.fonts import text
from guildes.ui.textfit import fitted

DIM = (200, 190, 160)
GRID = (60, 84, 66)
AVERAGE_OF = 5
"""The line is the mean accuracy of the last this many reviewed games."""


def draw_legend(
    surface: pygame.Surface, right: int, y: int, s: float, labels: tuple[str, str, str]
) -> int:
    """A chart's legend on the line ``y``, ending at ``right``: the labels of its average
    line, its ring dots and its filled dots, each after its mark, from right to left.
    Returns its left edge (a title beside it keeps left of it)."""
    x = right
    for label, mark in zip(labels, ("line", "ring", "dot"), strict=True):
        t = text(label, int(12 * s), DIM)
        x -= t.get_width()
        surface.blit(t, t.get_rect(midleft=(x, y)))
        x -= int(16 * s)
        if mark == "line":
            pygame.draw.line(surface, palette.CREAM, (x - int(6 * s), y), (x + int(8 * s), y), 2)
        elif mark == "ring":
            pygame.draw.circle(surface, (190, 200, 190), (x + int(4 * s), y), int(5 * s), 2)
        else:
            pygame.draw.circle(surface, palette.GOLD, (x + int(4 * s), y), int(5 * s))
        x -= int(18 * s)
    return x + int(18 * s) - int(6 * s)


def accuracy_points(plot: pygame.Rect, reviews: Sequence[ReviewRecord]) -> list[tuple[int, int]]:
    """Where each reviewed game's accuracy goes in ``plot`` (0 at the bottom, 100 at the
    top; the games evenly from left to right, oldest first)."""
    n = len(reviews)
    out = []
    for i, r in enumerate(reviews):
        x = plot.centerx if n == 1 else plot.x + plot.w * i / (n - 1)
        out.append((int(x), int(plot.bottom - plot.h * r.accuracy / 100)))
    return out


def draw_accuracy(
    surface: pygame.Surface, rect: pygame.Rect, s: float, reviews: Sequence[ReviewRecord]
) -> list[tuple[int, int]]:
    """The accuracy of each reviewed game (a dot per game, filled for a deep review) and
    the mean of the last ``AVERAGE_OF`` as a line; the points drawn (for tests)."""
    pad = int(14 * s)
    if not reviews:
        t = fitted(tr("stats.no_reviews"), int(14 * s), palette.CREAM, rect.w - 2 * pad)
        surface.blit(t, t.get_rect(center=rect.center))
        return []
    draw_legend(
        surface,
        rect.right - pad,
        rect.y - int(12 * s),
        s,
        (tr("stats.legend_average"), tr("stats.legend_quick"), tr("stats.legend_deep")),
    )
    plot = pygame.Rect(
        rect.x + int(48 * s), rect.y + int(8 * s), rect.w - int(48 * s) - pad, rect.h - int(36 * s)
    )
    for v in range(0, 101, 25):
        yy = int(plot.bottom - plot.h * v / 100)
        pygame.draw.line(surface, GRID, (plot.x, yy), (plot.right, yy), 1)
        t = text(number(v), int(11 * s), DIM)
        surface.blit(t, t.get_rect(midright=(plot.x - int(6 * s), yy)))
    points = accuracy_points(plot, reviews)
    for i in sorted({0, len(reviews) - 1}):
        day = datetime.date.fromtimestamp(reviews[i].when)
        t = text(date(day), int(11 * s), DIM)
        at = t.get_rect(midtop=(points[i][0], plot.bottom + int(4 * s)))
        at.clamp_ip(rect.inflate(-pad, 0))
        surface.blit(t, at)
    if len(points) > 1:
        line = []
        for i, (px, _py) in enumerate(points):
            window = reviews[max(0, i - AVERAGE_OF + 1) : i + 1]
            mean = sum(r.accuracy for r in window) / len(window)
            line.append((px, int(plot.bottom - plot.h * mean / 100)))
        pygame.draw.lines(surface, palette.CREAM, False, line, max(2, int(2 * s)))
    r = max(3, int(min(6 * s, plot.w / max(1, len(points)) / 2.5)))
    for entry, point in zip(reviews, points):
        if entry.depth == "deep":
            pygame.draw.circle(surface, palette.GOLD, point, r)
        else:
            pygame.draw.circle(surface, (190, 200, 190), point, r, max(1, r // 3))
    return points


def draw_daily(
    surface: pygame.Surface, rect: pygame.Rect, s: float, bests: Sequence[tuple[str, GameRecord]]
) -> int:
    """The best result of each daily deal played, newest first (its day, who, the votes,
    won or not), as many as fit; how many rows were drawn."""
    pad = int(14 * s)
    if not bests:
        t = fitted(tr("stats.daily_none"), int(14 * s), palette.CREAM, rect.w - 2 * pad)
        surface.blit(t, t.get_rect(center=rect.center))
        return 0
    rh = int(26 * s)
    y = rect.y + int(4 * s)
    cols = (rect.x + pad, rect.x + int(rect.w * 0.3), rect.x + int(rect.w * 0.72))
    widths = (cols[1] - cols[0] - pad, cols[2] - cols[1] - pad, rect.right - pad - cols[2])
    shown = 0
    for day, g in bests:
        if y + rh > rect.bottom:
            break
        when = date(datetime.date.fromisoformat(day))
        votes = tn("unit.votes", g.votes) + (" · " + tr("stats.legend_won") if g.won else "")
        for k, (words, color) in enumerate(
            ((when, palette.CREAM), (g.player or "–", palette.CREAM), (votes, palette.GOLD))
        ):
            t = fitted(words, int(15 * s), color, widths[k], k == 2)
            surface.blit(t, (cols[k], y))
        y += rh
        shown += 1
    return shown
