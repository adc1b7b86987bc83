"""A screenshot review: the empty Statistics screen said "No dated game here yet (games
finished before this version count in the table only)", developer talk. The chart says
what a player needs: finish a game to see the progress there; and, only when the table
counts older games the chart cannot date, a short plain note."""

from __future__ import annotations

import pytest

from guildes.i18n import t
from guildes.saves.statistics import Record
from tests.ui.test_end_to_end import frames


def _statistics_screen(make_app, language: str, older: bool):  # type: ignore[no-untyped-def]
    """The Statistics screen at 960x600 and 130% text in ``language``; ``older``: the
    statistics hold a group's totals from an older version (no dated game)."""
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=(960, 600))
    app.settings.ui_scale = 1.3
    app.apply_text_size()
    app.set_language(language)
    if older:
        app.statistics.records["easy+easy x3"] = Record(played=4, won=1, best=120, total=400)
    app.start(MainMenu(app))
    app.push("statistics")
    frames(app, 2)
    return app, app.stack.top


@pytest.mark.parametrize("language", ["en", "fr", "cs", "ru"])
def test_the_empty_chart_tells_the_player_to_finish_a_game(make_app, language) -> None:  # type: ignore[no-untyped-def]
    _app, scene = _statistics_screen(make_app, language, older=False)
    assert scene.chart_notes == [t("stats.no_progress")]
    if language == "en":
        assert scene.chart_notes == ["Finish a game to see your progress here."]


@pytest.mark.parametrize("language", ["en", "fr", "cs", "ru"])
def test_older_undated_games_get_a_short_plain_note(make_app, language) -> None:  # type: ignore[no-untyped-def]
    _app, scene = _statistics_screen(make_app, language, older=True)
    assert scene.chart_notes == [t("stats.no_progress"), t("stats.undated_note")]
    for note in scene.chart_notes:  # plain: no aside in brackets, one short sentence
        assert "(" not in note and len(note) <= 100, note


@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_empty_table_says_so_under_its_row(make_app, language) -> None:  # type: ignore[no-untyped-def]
    """A helper's finding: "No finished game yet: play one to the end." was drawn on the
    "All games" row's line, the row drawn over it. It has a line of its own under the
    rows, inside the table."""
    _app, scene = _statistics_screen(make_app, language, older=False)
    table, rh = scene._table_rect(), scene._row_h()
    assert scene.none_rect is not None
    assert scene.none_rect.top >= table.y + 2 * rh  # under the heads and "All games"
    assert scene.none_rect.bottom <= table.y + 3 * rh + int(14 * scene.app.scale)
