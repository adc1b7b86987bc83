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
    rec = stats.records["hard x4"]
    assert (rec.played, rec.won, rec.best, rec.average) == (2, 1, 120, 105.0)
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
