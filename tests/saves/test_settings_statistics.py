"""Settings fall back to defaults when missing or broken; statistics add up."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from guildes.rules import Outcome, Tiebreak
from guildes.saves import (
    Settings,
    Statistics,
    load_settings,
    load_statistics,
    save_settings,
    save_statistics,
)
from guildes.seats import Seat, SeatError


def test_missing_settings_are_defaults(tmp_path: Path) -> None:
    assert load_settings(tmp_path / "settings.json") == Settings()


def test_settings_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    s = Settings(
        animation_speed="fast",
        fullscreen=True,
        window_size=(1920, 1080),
        volume=0.2,
        last_setup={"players": 5},
    )
    save_settings(path, s)
    assert load_settings(path) == s


def test_broken_settings_file_falls_back_with_warning(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "settings.json"
    path.write_text("{not json")
    assert load_settings(path) == Settings()
    assert "broken" in caplog.text
    assert path.with_name("settings.json.corrupt").exists()


def test_bad_setting_values_fall_back_one_by_one(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    path = tmp_path / "settings.json"
    path.write_text(
        json.dumps(
            {
                "animation_speed": "ludicrous",
                "volume": 7,
                "window_size": [10, 10],
                "fullscreen": True,
                "language": "xx",
                "ui_scale": "big",
                "nonsense": 1,
            }
        )
    )
    s = load_settings(path)
    d = Settings()
    assert s.fullscreen is True
    assert (s.animation_speed, s.volume, s.window_size, s.language, s.ui_scale) == (
        d.animation_speed,
        d.volume,
        d.window_size,
        d.language,
        d.ui_scale,
    )
    assert "not valid" in caplog.text and "unknown setting" in caplog.text


def outcome(scores: tuple[int, ...], winners: tuple[int, ...]) -> Outcome:
    return Outcome(scores, winners, Tiebreak.SHARED, "votes", (0,) * len(scores))


def test_statistics_per_level_and_player_count(tmp_path: Path) -> None:
    stats = Statistics()
    table = [Seat("Ana"), Seat("B", "hard"), Seat("C", "easy"), Seat("D", "normal")]
    stats.record_game(table, outcome((120, 100, 90, 80), (0,)))
    stats.record_game(table, outcome((90, 130, 90, 80), (1,)))
    rec = stats.records["easy+normal+hard x4"]  # the levels the game really had
    assert (rec.played, rec.won, rec.best, rec.average) == (2, 1, 120, 105.0)
    assert "hard x4" not in stats.records  # not only the strongest
    path = tmp_path / "statistics.json"
    save_statistics(path, stats)
    assert load_statistics(path).records == stats.records


def test_broken_statistics_start_fresh(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(json.dumps({"records": {"x": {"played": -1}}}))
    assert load_statistics(path).records == {}


def test_seat_validation() -> None:
    with pytest.raises(SeatError):
        Seat("")
    with pytest.raises(SeatError):
        Seat("x" * 40)
    with pytest.raises(SeatError):
        Seat("Bot", "impossible")


def test_a_game_against_one_level_keeps_its_old_group() -> None:
    stats = Statistics()
    table = [Seat("Ana"), Seat("B", "hard"), Seat("C", "hard")]
    stats.record_game(table, outcome((120, 100, 90), (0,)), when=1000.0)
    assert list(stats.records) == ["hard x3"]
    (game,) = stats.games
    assert (game.when, game.players, game.opponents, game.votes, game.won) == (
        1000.0,
        3,
        "hard",
        120,
        True,
    )


def test_hotseat_records_each_human_and_an_all_human_game_is_humans() -> None:
    stats = Statistics()
    stats.record_game([Seat("Ana"), Seat("Bo"), Seat("C", "expert")], outcome((9, 8, 7), (0,)))
    stats.record_game([Seat("Ana"), Seat("Bo"), Seat("Cy")], outcome((9, 8, 7), (1,)))
    # each human's result in their own right, filed as played against the AI and another
    # person (issue 29: it was "expert" alone, the game counted once per human)
    expert = stats.records["expert+humans x3"]
    assert (expert.played, expert.won, expert.results) == (1, 1, 2)
    assert stats.records["humans x3"].played == 1 and stats.records["humans x3"].results == 3
    assert [g.won for g in stats.games_of("humans x3")] == [False, True, False]
    assert [g.player for g in stats.games_of("humans x3")] == ["Ana", "Bo", "Cy"]


def test_a_version_1_file_still_loads(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(
        json.dumps(
            {
                "version": 1,
                "records": {"hard x4": {"played": 3, "won": 1, "best": 130, "total": 300}},
            }
        )
    )
    stats = load_statistics(path)
    assert stats.records["hard x4"].played == 3 and stats.games == []
    stats.record_game(
        [Seat("Ana"), Seat("B", "hard"), Seat("C", "hard"), Seat("D", "hard")],
        outcome((140, 1, 1, 1), (0,)),
    )
    save_statistics(path, stats)
    again = load_statistics(path)
    assert again.records["hard x4"].played == 4 and again.records["hard x4"].best == 140
    assert len(again.games) == 1 and json.loads(path.read_text())["version"] == 2


def test_a_malformed_game_entry_is_skipped_and_the_rest_kept(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    good = {"when": 5.0, "players": 4, "opponents": "easy", "votes": 90, "won": False}
    bad = dict(good, players=9)
    path.write_text(json.dumps({"version": 2, "records": {}, "games": [good, bad, "x"]}))
    assert [g.votes for g in load_statistics(path).games] == [90]
    assert path.exists()  # not set aside: the file is not broken


def test_the_tutorial_offer_is_remembered_and_older_files_load_without_it(
    tmp_path: Path,
) -> None:
    path = tmp_path / "settings.json"
    save_settings(path, Settings(tutorial_offered=True))
    assert load_settings(path).tutorial_offered is True
    path.write_text(json.dumps({"animation_speed": "fast"}))  # a file from before the tutorial
    assert load_settings(path).tutorial_offered is False
    path.write_text(json.dumps({"tutorial_offered": "yes"}))
    assert load_settings(path).tutorial_offered is False


def test_the_tips_seen_are_remembered_and_older_files_load_with_none(tmp_path: Path) -> None:
    """Issue 29: the variants' tips a player has seen (each shows once)."""
    path = tmp_path / "settings.json"
    save_settings(path, Settings(tips_seen=["event.card", "trick.turn"]))
    assert load_settings(path).tips_seen == ["event.card", "trick.turn"]
    path.write_text(json.dumps({"animation_speed": "fast"}))  # a file from before the tips
    assert load_settings(path).tips_seen == []
    for bad in ("event.card", [1, 2], {"a": 1}, ["x"] * 101):
        path.write_text(json.dumps({"tips_seen": bad}))
        assert load_settings(path).tips_seen == []
