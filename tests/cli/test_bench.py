"""The benchmark harness: what it plays and what it reports."""

from __future__ import annotations

import json
import random

import pytest

from guildes.bench import _rates, main, play_random_game
from guildes.rules import Game, GameConfig


def test_a_random_game_is_played_to_the_end_with_the_engines_scores() -> None:
    scores = play_random_game(5, 3, random.Random(1))
    assert len(scores) == 5 and min(scores) >= 0
    # The same seeds replay the same game.
    assert play_random_game(5, 3, random.Random(1)) == scores
    assert Game(GameConfig(players=5, seed=3)).scores == (0,) * 5


def test_rates_report_the_median_the_best_and_every_run() -> None:
    record = _rates([(100, 1.0), (300, 1.0), (200, 1.0)])
    assert record["games_per_s"] == 200.0
    assert record["best_games_per_s"] == 300.0
    assert record["runs_games_per_s"] == [100.0, 300.0, 200.0]
    assert record["games"] == 600


def test_a_short_run_prints_one_json_line_per_measurement(capsys) -> None:
    assert main(["rules", "--seconds", "0.05", "--players", "3", "--repeat", "2"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [line["bench"] for line in lines] == [
        "rules_random_games",
        "mcts_iterations",
        "mcts_iterations",
        "mcts_iterations",
        "mcts_iterations",
        "ai_fast_playouts",
    ]
    assert lines[0]["players"] == 3 and len(lines[0]["runs_games_per_s"]) == 2
    assert "variants" not in lines[1] and lines[2]["variants"] == ["event_cards"]
    assert lines[3]["variants"] == ["dirty_tricks"] and lines[3]["decision"] == "first draft pick"
    assert lines[4]["variants"] == ["dirty_tricks"]
    assert lines[4]["decision"] == "first Dirty Trick turn" and lines[4]["choices"] > 1


def test_repeat_below_one_is_refused() -> None:
    with pytest.raises(SystemExit):
        main(["rules", "--repeat", "0"])


def test_the_session_bench_measures_the_wait_with_real_workers(capsys) -> None:
    argv = ["session", "--players", "3", "--level", "easy", "--workers", "1,2", "--steps", "2"]
    assert main(argv) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["bench"], r["workers"]) for r in lines] == [
        ("session_wait_per_step", 1),
        ("session_wait_per_step", 2),
    ]
    assert all(len(r["waits_s"]) == 2 and r["median_wait_s"] > 0 for r in lines)


def test_the_start_up_bench_times_a_menu_that_answers() -> None:
    """``first_menu``: from launch to a main menu whose focus a posted key has moved."""
    from guildes.ui.bench_render import _start_up

    assert 0 < _start_up("--first-menu") < 60  # it exits 0 only once the menu answered
    assert 0 < _start_up("--first-frame") < 60


def test_the_levels_bench_reports_each_levels_wait_per_decision(
    capsys, monkeypatch: pytest.MonkeyPatch
) -> None:
    import guildes.ai.levels as levels

    monkeypatch.setitem(levels.LEVELS, "hard", "mcts:work=40:cap=30")
    args = ["levels", "--level", "easy,hard", "--players", "3", "--variants", "dirty_tricks"]
    assert main(args) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["level"], r["spec"]) for r in lines] == [
        ("easy", "greedy"),
        ("hard", "mcts:work=40:cap=30"),
    ]
    for r in lines:
        assert r["variants"] == ["dirty_tricks"] and r["decisions"] > 10 and r["cut"] == 0
        assert r["max_s"] >= r["mean_s"] >= 0 and "trick_mean_s" in r


def test_the_side_bench_times_each_spec_on_the_same_positions(capsys) -> None:
    args = ["side", "--agents", "greedy,mcts:iters=20:worlds=4", "--players", "3", "--games", "1"]
    assert main(args) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["bench"], r["spec"]) for r in lines] == [
        ("side_by_side_per_decision", "greedy"),
        ("side_by_side_per_decision", "mcts:iters=20:worlds=4"),
    ]
    assert lines[0]["decisions"] == lines[1]["decisions"] > 0
    assert all(r["cpu_mean_s"] is not None and r["mean_s"] is not None for r in lines)
    with pytest.raises(SystemExit):
        main(["side", "--players", "3"])
