"""The Statistics screen: a row per group (levels really played, player count) with
games, win rate, average and best votes, a chart over time for the chosen group; old
files (totals only) still show."""

from __future__ import annotations

import json

import pygame
import pytest

from guildes.rules import Outcome, Tiebreak
from guildes.saves import save_statistics
from guildes.saves.statistics import Statistics
from guildes.seats import Seat
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key


def _fill(stats: Statistics) -> None:
    levels = [["easy", "easy"], ["hard", "hard", "hard"], ["easy", "expert"], ["normal"] * 5]
    for k in range(40):
        lv = levels[k % len(levels)]
        seats = [Seat("Ana")] + [Seat(f"B{i}", lv[i]) for i in range(len(lv))]
        scores = tuple([90 + (k * 7) % 40] + [100 - i for i in range(len(lv))])
        winners = (0,) if scores[0] > 100 else (1,)
        o = Outcome(scores, winners, Tiebreak.SHARED, "votes", (0,) * len(scores))
        stats.record_game(seats, o, when=1_790_000_000 + k * 86_400)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_groups_rates_and_a_chart_over_time(make_app, size) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.statistics import StatisticsScene

    app = make_app(size=size)
    _fill(app.statistics)
    app.start(MainMenu(app))
    app.push("statistics")
    frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    rows = scene._rows()
    labels = [label for _k, label, _r in rows]
    assert labels[0] == "All games" and rows[0][2].played == 40
    assert "3 players · easy, expert" in labels  # the levels the game had, not the strongest
    assert "3 players · easy" in labels and "6 players · normal" in labels
    app.screenshot(ARTIFACTS / f"statistics-all-{size[0]}x{size[1]}.png")
    key(pygame.K_DOWN)
    key(pygame.K_DOWN)
    frames(app, 2)
    assert scene.selected == 2
    app.screenshot(ARTIFACTS / f"statistics-group-{size[0]}x{size[1]}.png")
    first_row_y = scene._table_rect().y + scene._row_h() + int(6 * app.scale) + 5
    click((scene._table_rect().centerx, first_row_y))
    frames(app, 1)
    assert scene.selected == 0
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert isinstance(app.stack.top, MainMenu)


def test_an_old_statistics_file_shows_its_totals(make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from guildes.saves import load_statistics
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    old = {"version": 1, "records": {"hard x4": {"played": 5, "won": 2, "best": 130, "total": 500}}}
    app.where.statistics.write_text(json.dumps(old))
    app.statistics = load_statistics(app.where.statistics)
    app.start(MainMenu(app))
    app.push("statistics")
    frames(app, 2)
    rows = app.stack.top._rows()
    assert [(label, r.played, r.won) for _k, label, r in rows] == [
        ("All games", 5, 2),
        ("4 players · hard", 5, 2),
    ]
    app.screenshot(ARTIFACTS / "statistics-old-file.png")
    save_statistics(app.where.statistics, app.statistics)
    assert json.loads(app.where.statistics.read_text())["records"]["hard x4"]["played"] == 5


def test_no_game_yet(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    app.start(MainMenu(app))
    app.push("statistics")
    frames(app, 2)
    key(pygame.K_DOWN)
    frames(app, 1)
    assert app.stack.top.selected == 0
    app.screenshot(ARTIFACTS / "statistics-empty.png")


def test_event_card_games_are_their_own_group() -> None:
    """Play test: statistics did not separate Event-card games from base games."""
    stats = Statistics()
    seats = [Seat("Ana"), Seat("B", "hard"), Seat("C", "hard")]
    won = Outcome((120, 100, 90), (0,), Tiebreak.SHARED, "votes", (0, 0, 0))
    lost = Outcome((80, 100, 90), (1,), Tiebreak.SHARED, "votes", (0, 0, 0))
    stats.record_game(seats, won, when=1.0)
    stats.record_game(seats, lost, when=2.0, variants=frozenset({"event_cards"}))
    base, events = Statistics.key("hard", 3), Statistics.key("hard", 3, ("event_cards",))
    assert base != events and set(stats.records) == {base, events}
    assert stats.records[base].won == 1 and stats.records[events].won == 0
    assert [g.votes for g in stats.games_of(events)] == [80]
    assert Statistics.split_key(events) == ("hard", 3)
    data = json.loads(json.dumps(stats.to_dict()))
    assert data["games"][0].get("variants") is None  # a base game's entry as before
    assert data["games"][1]["variants"] == ["event_cards"]


def test_the_screen_names_the_event_card_groups(make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from guildes.saves.statistics import load_statistics
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.statistics import StatisticsScene

    stats = Statistics()
    seats = [Seat("Ana"), Seat("B", "easy"), Seat("C", "easy")]
    o = Outcome((120, 100, 90), (0,), Tiebreak.SHARED, "votes", (0, 0, 0))
    stats.record_game(seats, o, when=1.0)
    stats.record_game(seats, o, when=2.0, variants=("event_cards",))
    path = tmp_path / "stats.json"
    save_statistics(path, stats)
    loaded = load_statistics(path)
    assert loaded.records == stats.records and loaded.games == stats.games
    app = make_app()
    app.statistics = loaded
    app.start(MainMenu(app))
    app.push("statistics")
    frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    labels = [label for _k, label, _r in scene._rows()]
    assert labels[1:] == ["3 players · easy", "3 players · easy · Event cards"]
    app.screenshot(ARTIFACTS / "statistics-event-cards.png")


def test_a_finished_event_card_game_is_recorded_under_its_variant(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import guildes.ai.worker
    from guildes.saves import savefile
    from guildes.ui.scenes.results import ResultsScene
    from tests.ui.test_event_cards import EVENTS, RandomLegal, open_table

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", EVENTS)
    monkeypatch.setattr(guildes.ai.worker, "DecisionWorker", RandomLegal)
    app = make_app(speed="instant")
    table = open_table(app, 3, 4)
    for _ in range(6000):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if top is not table or table.can_choose():
            key(pygame.K_RETURN)
    assert isinstance(app.stack.top, ResultsScene)
    assert list(app.statistics.records) == [Statistics.key("easy", 3, ("event_cards",))]
