"""The results' chart (a screenshot review): at 6 players its names at the lines' ends
lay on each other and two seats' oranges looked alike. The names are a line apart, inside
the chart's panel, at 1024x640 and 1280x720 and 130% text; the six seats' colours are
far apart; ``spread`` keeps labels apart and near where they were wanted."""

from __future__ import annotations

import itertools
import math

import pygame
import pytest

from guildes.ui.scenes.results_chart import SEAT_COLORS
from tests.ui.scenes.test_results_fit import SHORT, results_named


def _lab(rgb: tuple[int, int, int]) -> tuple[float, float, float]:
    """CIE L*a*b* of an sRGB colour (D65)."""

    def lin(c: int) -> float:
        v = c / 255
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    r, g, b = (lin(c) for c in rgb)
    xyz = (
        (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047,
        0.2126 * r + 0.7152 * g + 0.0722 * b,
        (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883,
    )
    fx, fy, fz = (v ** (1 / 3) if v > 0.008856 else 7.787 * v + 16 / 116 for v in xyz)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def test_the_six_seats_colours_are_far_apart() -> None:
    """Flo's and Ana's oranges (seats 6 and 1: 31 degrees of hue apart, as light) looked
    alike. Two seats' colours of a near hue (within 35 degrees) differ in lightness (by 15
    or more: Okabe-Ito's orange and yellow); every two are 35 or more apart in CIE76."""
    assert len(SEAT_COLORS) >= 6
    for a, b in itertools.combinations(SEAT_COLORS[:6], 2):
        (la, xa, ya), (lb, xb, yb) = _lab(a), _lab(b)
        assert math.dist((la, xa, ya), (lb, xb, yb)) >= 35, (a, b)
        if min(math.hypot(xa, ya), math.hypot(xb, yb)) < 30:
            continue  # a grey beside a colour
        turn = abs(math.degrees(math.atan2(ya, xa) - math.atan2(yb, xb))) % 360
        if min(turn, 360 - turn) < 35:
            assert abs(la - lb) >= 15, (a, b)  # fails before


def test_spread_keeps_labels_a_line_apart_near_their_ends() -> None:
    from guildes.ui.scenes.results_chart import spread

    assert spread([10, 50, 90], 20, 0, 200) == [10, 50, 90]  # apart already: kept
    ys = spread([100, 101, 102, 103], 20, 0, 300)
    assert all(b - a >= 20 for a, b in itertools.pairwise(ys))
    assert abs(sum(ys) / 4 - 101.5) <= 1  # centred on where they were wanted
    ys = spread([290, 295, 299], 20, 0, 300)  # at the bottom: moved up, inside
    assert ys[-1] <= 300 and all(b - a >= 20 for a, b in itertools.pairwise(ys))
    assert spread([10, 200, 310], 20, 0, 300) == [10, 200, 300]  # only the one out moves


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_chart_names_never_lie_on_each_other(make_app, size, lang) -> None:  # type: ignore[no-untyped-def]
    from guildes import i18n

    i18n.set_language(lang)
    try:
        for name in ("6p_shared", "6p_militia_then_shared"):
            _app, scene = results_named(make_app, name, size, 1.3, SHORT, lang=lang)
            labels = scene.chart_labels
            assert len(labels) == 6
            for a, b in itertools.combinations(labels, 2):
                assert not a.colliderect(b), (name, a, b)  # fails before
            screen = pygame.Rect((0, 0), size)
            assert all(screen.contains(r) for r in labels), (name, labels)
            # in the chart's panel, right of the lines' ends (a review: they lay in a
            # column under the panel, placed from the last axis mark's rect)
            chart = scene.chart_rect
            assert all(chart.contains(r) for r in labels), (name, chart, labels)
            assert all(r.left >= chart.centerx for r in labels), (name, chart, labels)
    finally:
        i18n.set_language("en")


def test_the_charts_marks_never_run_together() -> None:
    """A regression review (issue 29): in French at 1024x640 and 130% text the chart's
    marks read "Décompte 1Décompte 2Décompte 3" and the last ran past the plot. Where
    the long words would touch, the short ones ("n° 1"); the last ends at the plot's
    right edge."""
    import pygame

    from guildes import i18n
    from guildes.ui.scenes.results_chart import axis_marks

    pygame.font.init()
    try:
        for code in ("en", "fr", "cs", "ru"):
            i18n.set_language(code)
            for width, s in ((150, 1.15), (220, 1.3), (400, 1.0), (700, 1.5)):
                plot = pygame.Rect(40, 20, width, 200)
                marks = axis_marks(plot, s)
                rects = [r for _label, r in marks]
                assert all(b.left > a.right for a, b in zip(rects, rects[1:])), (code, marks)
                assert rects[-1].right <= plot.right
            assert axis_marks(pygame.Rect(0, 0, 900, 200), 1.0)[1][0] == i18n.t(
                "count.title", round=1
            )
    finally:
        i18n.set_language(i18n.SOURCE)


@pytest.mark.parametrize("names", [SHORT, None], ids=["short", "long"])
def test_the_names_column_is_as_wide_as_its_names_need(make_app, names) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (1024x768): beside names of two letters the chart kept 118 px
    scaled for them, a third of its panel left empty. The names end near the panel's
    right edge (a long name is cut to the column's widest instead)."""
    from guildes.ui.scenes.results_chart import NAMES_MOST

    app, scene = results_named(make_app, "6p_shared", (1024, 768), 1.0, names)
    chart, labels = scene.chart_rect, scene.chart_labels
    s = app.scale
    right = max(r.right for r in labels)
    assert chart.right - right <= int(30 * s), (chart, labels)  # 92 px before
    assert max(r.w for r in labels) <= int(NAMES_MOST * s)
