"""Issue 29, a screenshot review: the count overlay's cells ("2  +9" in gold, "1  0" in
grey, "2  tied" struck out) were not explained anywhere: a new player could not tell that
the first number is the cards held and the second the votes won, nor why a cell is grey.
A short line under the title says it (with the struck cells when ties are left out), in
every language, whole (never cut), inside the panel, between the title and the seats'
names, at 1280x720 and 960x600 and 85/100/130% text."""

from __future__ import annotations

import itertools

import pytest

from guildes.i18n import t
from guildes.ui.scenes.count import CountOverlay
from tests.ui.scenes.count_tables import NAMES, busy_count, plain_count


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("ui_scale", [0.85, 1.0, 1.3])
def test_the_count_says_what_its_cells_mean(make_app, size, ui_scale) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=size)
    app.settings.ui_scale = ui_scale
    app.start(MainMenu(app))
    counts = {"plain": plain_count, "ties": busy_count}
    for language, players, kind in itertools.product(["en", "fr", "cs", "ru"], [3, 6], counts):
        app.set_language(language, remember=False)
        app.push("count", NAMES[:players], counts[kind](players), on_done=lambda: None)
        overlay = app.stack.top
        assert isinstance(overlay, CountOverlay)
        for moment in (overlay.per_row * 2.5, overlay.end + 1.0):  # mid-count, the totals
            overlay.t = moment
            overlay.draw(app.screen)
            where = (language, players, kind, moment)
            legend = t("count.legend_ties" if kind == "ties" else "count.legend")
            assert " ".join(overlay.legend_lines) == legend, where  # whole, not cut
            assert 1 <= len(overlay.legend_lines) <= 2, where
            assert overlay.legend_size >= min(11, int(12 * app.scale)), where  # readable
            screen = app.screen.get_rect()
            assert screen.contains(overlay.panel_rect), (where, overlay.panel_rect)
            inside = overlay.panel_rect.inflate(-16, -8)
            heads = min(r.top for r in overlay.head_rects)
            for line in overlay.legend_rects:
                assert inside.contains(line), (where, line, inside)
                assert line.top >= overlay.title_rect.bottom - 2, (where, line)
                assert line.bottom <= heads, (where, line, heads)
            # the foot stays clear of the rows, the notes and the totals
            lowest = max(r.bottom for r in [*overlay.total_rects, *overlay.note_rects])
            assert lowest <= overlay.pause_rect.top, (where, lowest, overlay.pause_rect)
        app.back()
    app.set_language("en", remember=False)
