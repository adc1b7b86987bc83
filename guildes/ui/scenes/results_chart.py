"""The results' chart: each seat's running total after each count, one line per seat
with its own colour and marker shape, named at its end."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from guildes.i18n import number
from guildes.i18n import t as tr
from guildes.rules import Count, Game
from guildes.ui import palette
from guildes.ui.draw import panel
from guildes.ui.fonts import text
from guildes.ui.textfit import fitted

SEAT_COLORS: tuple[tuple[int, int, int], ...] = (
    (230, 159, 0),
    (86, 180, 233),
    (0, 158, 115),
    (240, 228, 66),
    (204, 121, 167),
    (240, 110, 60),
)
"""One colour per seat for the chart (Okabe-Ito); each line also has its own marker
shape and its name at its end, so no seat is told apart by colour alone."""

DIM = (200, 190, 160)
"""The results' quiet words: heads, axis labels, empty cells."""


def draw_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    game: Game,
    names: Sequence[str],
    viewer: int | None,
) -> None:
    """Running totals of ``game`` after each count in ``rect`` at text scale ``s``, one
    line per seat, named at its end; the ``viewer``'s line drawn last and thicker."""
    outcome = game.outcome
    assert outcome is not None
    panel(surface, rect, alpha=225)
    pad = int(12 * s)
    title = text(tr("results.chart_title"), int(17 * s), palette.GOLD, True)
    surface.blit(title, (rect.x + pad, rect.y + int(6 * s)))
    counts: tuple[Count, ...] = game.counts
    label_w = int(118 * s)
    plot = pygame.Rect(
        rect.x + int(44 * s),
        rect.y + title.get_height() + int(16 * s),
        rect.w - int(44 * s) - label_w - pad,
        rect.h - title.get_height() - int(44 * s),
    )
    top_value = max([1, *outcome.scores])
    step = next(v for v in (10, 20, 25, 50, 100, 200, 500) if top_value / v <= 5)
    ymax = step * math.ceil(top_value / step)

    def at(k: int, v: float) -> tuple[int, int]:
        return (
            int(plot.x + plot.w * k / 3),
            int(plot.bottom - plot.h * v / ymax),
        )

    for v in range(0, ymax + 1, step):
        y = at(0, v)[1]
        pygame.draw.line(surface, (60, 84, 66), (plot.x, y), (plot.right, y), 1)
        lab = text(number(v), int(11 * s), DIM)
        surface.blit(lab, lab.get_rect(midright=(plot.x - int(6 * s), y)))
    marks = [tr("results.start")] + [tr("count.title", round=r) for r in (1, 2, 3)]
    for k, label in enumerate(marks):
        x = at(k, 0)[0]
        pygame.draw.line(surface, (60, 84, 66), (x, plot.y), (x, plot.bottom), 1)
        lab = text(label, int(11 * s), DIM, True)
        surface.blit(lab, lab.get_rect(midtop=(x, plot.bottom + int(4 * s))))
    # draw others first, then winners, then the viewer on top
    order = sorted(
        range(len(names)),
        key=lambda p: (p == viewer, p in outcome.winners, p),
    )
    ends: list[tuple[int, int]] = []
    for p in order:
        color = SEAT_COLORS[p % len(SEAT_COLORS)]
        points = [at(0, 0)] + [at(k + 1, c.totals[p]) for k, c in enumerate(counts)]
        width = max(2, int((4 if p == viewer else 2.5) * s))
        if len(points) > 1:
            pygame.draw.lines(surface, color, False, points, width)
        for pt in points[1:]:
            _marker(surface, p, pt, int(5 * s) + (1 if p == viewer else 0), color)
        ends.append((p, points[-1][1]))
    # names at the lines' ends, pushed apart so they never overlap
    gap = int(15 * s)
    ends.sort(key=lambda e: e[1])
    ys: list[int] = []
    for _p, y in ends:
        ys.append(max(y, ys[-1] + gap) if ys else y)
    overflow = ys[-1] - (rect.bottom - gap) if ys else 0
    if overflow > 0:
        ys = [y - overflow for y in ys]
        for i in range(len(ys) - 2, -1, -1):
            ys[i] = min(ys[i], ys[i + 1] - gap)
    x_end = plot.right + int(8 * s)
    for (p, y0), y in zip(ends, ys):
        color = SEAT_COLORS[p % len(SEAT_COLORS)]
        if abs(y - y0) > 2:
            pygame.draw.line(surface, color, (plot.right + 2, y0), (x_end - 2, y), 1)
        lab = fitted(names[p], int(12 * s), color, label_w - int(8 * s), p == viewer)
        surface.blit(lab, lab.get_rect(midleft=(x_end, y)))


def _marker(
    surface: pygame.Surface, seat: int, at: tuple[int, int], r: int, color: tuple[int, int, int]
) -> None:
    """A seat's own marker shape (circle, square, triangle, diamond, ...)."""
    x, y = at
    kind = seat % 6
    if kind == 0:
        pygame.draw.circle(surface, color, at, r)
    elif kind == 1:
        pygame.draw.rect(surface, color, pygame.Rect(x - r, y - r, 2 * r, 2 * r))
    elif kind == 2:
        pygame.draw.polygon(
            surface, color, [(x, y - r - 1), (x - r - 1, y + r), (x + r + 1, y + r)]
        )
    elif kind == 3:
        pygame.draw.polygon(
            surface, color, [(x, y - r - 1), (x + r + 1, y), (x, y + r + 1), (x - r - 1, y)]
        )
    elif kind == 4:
        pygame.draw.polygon(
            surface, color, [(x, y + r + 1), (x - r - 1, y - r), (x + r + 1, y - r)]
        )
    else:
        pygame.draw.circle(surface, color, at, r, max(2, r // 2))
