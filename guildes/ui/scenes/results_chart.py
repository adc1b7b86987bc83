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
from guildes.ui.fonts import font, text
from guildes.ui.textfit import fitted

SEAT_COLORS: tuple[tuple[int, int, int], ...] = (
    (230, 159, 0),
    (86, 180, 233),
    (0, 158, 115),
    (240, 228, 66),
    (204, 121, 167),
    (225, 225, 225),
)
"""One colour per seat for the chart (Okabe-Ito, and a light grey for the sixth: its
vermilion looked like the first seat's orange); each line also has its own marker shape
and its name at its end, so no seat is told apart by colour alone."""

DIM = (200, 190, 160)
"""The results' quiet words: heads, axis labels, empty cells."""


def draw_chart(
    surface: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    game: Game,
    names: Sequence[str],
    viewer: int | None,
) -> list[pygame.Rect]:
    """Running totals of ``game`` after each count in ``rect`` at text scale ``s``, one
    line per seat, named at its end; the ``viewer``'s line drawn last and thicker.
    Returns where each name was drawn (no two on each other), in seat order."""
    outcome = game.outcome
    assert outcome is not None
    panel(surface, rect, alpha=225)
    pad = int(12 * s)
    title = text(tr("results.chart_title"), int(17 * s), palette.GOLD, True)
    surface.blit(title, (rect.x + pad, rect.y + int(6 * s)))
    counts: tuple[Count, ...] = game.counts
    label_w = names_width(names, viewer, s)
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
    for k, (label, mark) in enumerate(axis_marks(plot, s)):
        x = at(k, 0)[0]
        pygame.draw.line(surface, (60, 84, 66), (x, plot.y), (x, plot.bottom), 1)
        surface.blit(text(label, int(11 * s), DIM, True), mark)
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
    # names at the lines' ends, a line apart, as near their ends as the panel lets them
    # be (at 130% with 6 players they lay on each other)
    size = int(12 * s)
    step = font(size, True).get_linesize()
    ends.sort(key=lambda e: (e[1], e[0]))
    low = rect.y + title.get_height() + int(8 * s) + step // 2
    high = rect.bottom - int(4 * s) - step // 2
    ys = spread([y for _p, y in ends], step, low, high)
    x_end = plot.right + int(8 * s)
    drawn: dict[int, pygame.Rect] = {}
    for (p, y0), y in zip(ends, ys):
        color = SEAT_COLORS[p % len(SEAT_COLORS)]
        if abs(y - y0) > 2:
            pygame.draw.line(surface, color, (plot.right + 2, y0), (x_end - 2, y), 1)
        lab = fitted(names[p], size, color, label_w - int(8 * s), p == viewer)
        drawn[p] = surface.blit(lab, lab.get_rect(midleft=(x_end, y)))
    return [drawn[p] for p in sorted(drawn)]


NAMES_MOST = 118
"""The widest the names at the lines' ends may be (scaled): a longer name is cut."""


def names_width(names: Sequence[str], viewer: int | None, s: float) -> int:
    """How wide the column of names at the lines' ends is: as the longest needs, up to
    ``NAMES_MOST`` (at 1024x768 a fixed 118 px left a third of the chart's panel empty
    beside names of two letters)."""
    size = int(12 * s)
    widest = max(font(size, p == viewer).size(name)[0] for p, name in enumerate(names))
    return min(int(NAMES_MOST * s), widest + int(8 * s) + int(6 * s))


def spread(wanted: Sequence[int], step: int, low: int, high: int) -> list[int]:
    """Positions for labels wanted at ``wanted`` (sorted): at least ``step`` apart, each
    group that had to move centred on where its labels wanted to be, all kept between
    ``low`` and ``high`` when there is room for them."""
    groups: list[list[int]] = []  # [first index, count, top]
    for i, y in enumerate(wanted):
        groups.append([i, 1, y])
        while len(groups) > 1 and groups[-2][2] + groups[-2][1] * step > groups[-1][2]:
            b = groups.pop()
            a = groups[-1]
            a[1] += b[1]
            mean = sum(wanted[a[0] : a[0] + a[1]]) / a[1]
            a[2] = round(mean - (a[1] - 1) * step / 2)
    out = [top + k * step for _i, n, top in groups for k in range(n)]
    if out:  # inside: the last pulled up (and those it meets), then the first down
        out[-1] = min(out[-1], high)
        for i in range(len(out) - 2, -1, -1):
            out[i] = min(out[i], out[i + 1] - step)
        out[0] = max(out[0], low)
        for i in range(1, len(out)):
            out[i] = max(out[i], out[i - 1] + step)
    return out


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


def axis_marks(plot: pygame.Rect, s: float) -> list[tuple[str, pygame.Rect]]:
    """The words under the chart's four marks (the start, counts 1 to 3) and where they
    go: the counts' short form ("n° 1") when the long one ("Décompte 1") would touch its
    neighbour (fr at 1024x640, 130%: "Décompte 1Décompte 2Décompte 3"), each centred under
    its mark but the last, which ends at the plot's right edge."""
    f = font(int(11 * s), True)
    gap = int(8 * s)
    for key in ("count.title", "results.count_short"):
        marks = [tr("results.start")] + [tr(key, round=r) for r in (1, 2, 3)]
        rects = []
        for k, label in enumerate(marks):
            rect = pygame.Rect((0, 0), f.size(label))
            rect.midtop = (int(plot.x + plot.w * k / 3), plot.bottom + int(4 * s))
            rect.right = min(rect.right, plot.right)
            rects.append(rect)
        if all(b.left - a.right >= gap for a, b in zip(rects, rects[1:])):
            break
    return list(zip(marks, rects))
