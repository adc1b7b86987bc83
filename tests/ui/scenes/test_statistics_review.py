"""Statistics, issue 25: the accuracy of the people's reviewed games over time (from the
reviews, a deep one replacing a quick one, games with hints apart) and the best results on
daily deals (a game recorded with its deal code knows it was a daily deal)."""

from __future__ import annotations

import datetime
import json

import pygame

from guildes.deal import daily_day, daily_deal
from guildes.rules import Outcome, Tiebreak
from guildes.saves.statistics import ReviewRecord, Statistics, read_statistics, save_statistics
from guildes.seats import Seat
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key

DAY = 1_790_000_000


def _outcome(scores: tuple[int, ...], winners: tuple[int, ...]) -> Outcome:
    return Outcome(scores, winners, Tiebreak.SHARED, "votes", (0,) * len(scores))


def _reviewed(stats: Statistics, n: int = 12) -> None:
    for k in range(n):
        stats.record_review(
            ReviewRecord(f"g{k}:90:0", DAY + k * 86_400, "Ana", 40 + 4 * k, "quick", k == 3)
        )


def test_a_review_replaces_its_quick_entry_and_keeps_the_games_order() -> None:
    stats = Statistics()
    stats.record_review(ReviewRecord("b", DAY + 10, "Ana", 60.0, "quick"))
    stats.record_review(ReviewRecord("a", DAY, "Ana", 50.0, "quick"))
    stats.record_review(ReviewRecord("b", DAY + 10, "Ana", 70.0, "deep"))
    stats.record_review(ReviewRecord("b", DAY + 10, "Ana", 65.0, "quick"))  # deep stays
    stats.record_review(ReviewRecord("c", DAY + 20, "Ana", 90.0, "quick", hints=True))
    assert [(r.game, r.accuracy) for r in stats.accuracy_over_time()] == [("a", 50), ("b", 70)]
    assert [r.game for r in stats.accuracy_over_time(hints=True)] == ["c"]


def test_reviews_and_daily_deals_go_through_the_file(tmp_path) -> None:  # type: ignore[no-untyped-def]
    stats = Statistics()
    _reviewed(stats, 3)
    seats = [Seat("Ana"), Seat("Bo", "easy"), Seat("Cy", "hard")]
    code = daily_deal(datetime.date(2026, 12, 2)).code()
    stats.record_game(seats, _outcome((80, 90, 70), (1,)), DAY, deal=code, daily="2026-12-02")
    stats.record_game(seats, _outcome((95, 90, 70), (0,)), DAY + 1, deal=code, daily="2026-12-02")
    stats.record_game(seats, _outcome((99, 90, 70), (0,)), DAY + 2, deal="ABCD", daily="")
    path = tmp_path / "statistics.json"
    save_statistics(path, stats)
    back = read_statistics(path)
    assert back.reviews == stats.reviews and back.games == stats.games
    ((day, best),) = back.daily_bests()
    assert day == "2026-12-02" and best.votes == 95 and best.won and best.deal == code
    data = json.loads(path.read_text())
    data["reviews"][0]["accuracy"] = 140  # a malformed entry is skipped, the others kept
    data["games"][0]["daily"] = "yesterday"
    path.write_text(json.dumps(data))
    again = read_statistics(path)
    assert len(again.reviews) == 2 and len(again.games) == 2


def test_a_daily_deal_is_known_by_its_code_today_or_yesterday() -> None:
    day = datetime.date(2026, 12, 2)
    assert daily_day(daily_deal(day).code(), day) == "2026-12-02"
    before = day - datetime.timedelta(days=1)
    assert daily_day(daily_deal(before).code(), day) == "2026-12-01"
    assert daily_day(daily_deal(day - datetime.timedelta(days=2)).code(), day) == ""
    assert daily_day(None, day) == ""


def test_a_finished_daily_deal_is_recorded_with_its_day(make_app) -> None:  # type: ignore[no-untyped-def]

    app = make_app()
    code = daily_deal(datetime.date.today()).code()
    seats = [Seat("Ana"), Seat("Bo", "easy"), Seat("Cy", "easy")]
    app.record_game(seats, _outcome((90, 80, 70), (0,)), frozenset(), code)
    app.record_game(seats, _outcome((91, 80, 70), (0,)), frozenset(), "ABCDEFGHJK")
    ((day, best),) = app.statistics.daily_bests()
    assert day == datetime.date.today().isoformat() and best.votes == 90


def test_the_statistics_show_accuracy_over_time_and_the_daily_bests(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.statistics import StatisticsScene

    app = make_app(size=(1280, 720))
    _reviewed(app.statistics)
    seats = [Seat("Ana"), Seat("Bo", "easy"), Seat("Cy", "hard")]
    for k in range(4):
        app.statistics.record_game(
            seats, _outcome((80 + k, 90, 70), (1,)), DAY + k, deal="X", daily=f"2026-11-2{k}"
        )
    app.start(MainMenu(app))
    app.push("statistics")
    frames(app, 1)
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene) and scene.panel == "votes"
    key(pygame.K_RIGHT)
    frames(app, 1)
    assert scene.panel == "accuracy"
    points = scene.accuracy_points
    assert len(points) == 11  # the game with hints is apart
    assert points == sorted(points, key=lambda p: p[0])  # oldest first, left to right
    assert [p[1] for p in points] == sorted((p[1] for p in points), reverse=True)  # rising
    app.screenshot(ARTIFACTS / "statistics-accuracy-1280x720.png")
    name, tab = scene.tabs[2]
    click(tab.center)
    frames(app, 1)
    assert name == "daily" and scene.panel == "daily"
    app.screenshot(ARTIFACTS / "statistics-daily-1280x720.png")
    key(pygame.K_TAB)
    frames(app, 1)
    assert scene.panel == "votes"
