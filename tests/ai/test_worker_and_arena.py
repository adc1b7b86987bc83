"""The worker process answers without blocking and can be cancelled; the arena runs."""

from __future__ import annotations

import json
import os
import signal
import time

import pytest

from guildes.ai.arena import main as arena_main
from guildes.ai.levels import HANG_MIN_S, LEVELS, decision_timeout, time_budget
from guildes.ai.worker import AgentFailed, DecisionWorker, WorkerDied
from guildes.rules import Game, GameConfig


def test_worker_answers_a_legal_choice_and_can_be_cancelled() -> None:
    game = Game(GameConfig(players=4, seed=1))
    worker = DecisionWorker()
    try:
        worker.submit("heuristic", 1, game.view(0), game.legal_choices(0))
        choice = worker.wait(timeout=30)
        assert choice in game.legal_choices(0)
        worker.submit("mcts:time=5", 1, game.view(1), game.legal_choices(1))
        start = time.perf_counter()
        assert worker.poll() is None  # never blocks
        assert time.perf_counter() - start < 0.05
        worker.cancel()
        assert not worker.busy
        worker.submit("greedy", 1, game.view(2), game.legal_choices(2))
        assert worker.wait(timeout=30) in game.legal_choices(2)
    finally:
        worker.close()


def test_a_killed_worker_is_reported_then_restarted_and_answers_the_same() -> None:
    game = Game(GameConfig(players=4, seed=3))
    spec, view, legal = "mcts:iters=400", game.view(1), game.legal_choices(1)
    worker = DecisionWorker()
    try:
        worker.submit(spec, 11, view, legal)
        first = worker.wait(timeout=60)
        assert first in legal
        worker.submit("mcts:iters=100000", 11, view, legal)
        dead = worker.pid
        assert dead is not None
        time.sleep(0.1)
        os.kill(dead, signal.SIGKILL)
        with pytest.raises(WorkerDied, match="stopped"):
            worker.wait(timeout=30)
        assert not worker.busy
        worker.restart()
        assert worker.pid != dead
        worker.submit(spec, 11, view, legal)
        assert worker.wait(timeout=60) == first  # same spec, seed and view: same choice
    finally:
        worker.close()


def test_a_stopped_worker_is_replaced_and_an_agent_error_is_told_apart() -> None:
    game = Game(GameConfig(players=3, seed=2))
    worker = DecisionWorker()
    try:
        worker.submit("greedy", 1, game.view(0), game.legal_choices(0))
        assert worker.wait(timeout=60) is not None
        frozen = worker.pid
        assert frozen is not None
        os.kill(frozen, signal.SIGSTOP)
        worker.submit("greedy", 1, game.view(0), game.legal_choices(0))
        assert worker.wait(timeout=0.5) is None  # it never answers
        start = time.perf_counter()
        worker.restart()
        assert time.perf_counter() - start < 1.0  # a render loop may call it
        with pytest.raises(ProcessLookupError):
            os.kill(frozen, 0)
        worker.submit("no-such-agent", 1, game.view(0), game.legal_choices(0))
        with pytest.raises(AgentFailed, match="unknown agent"):
            worker.wait(timeout=60)
        worker.submit("greedy", 1, game.view(0), game.legal_choices(0))
        assert worker.wait(timeout=60) in game.legal_choices(0)
    finally:
        worker.close()


def test_every_level_is_waited_for_well_beyond_its_budget() -> None:
    assert time_budget("mcts:time=1.5") == 1.5 and time_budget("mcts:iters=50") is None
    # A budget in iterations is bounded in time by its safety cap, not by a time= left over.
    assert time_budget("mcts:work=900:cap=4") == 4.0
    assert time_budget("mcts:iters=900:time=9:cap=4") == 4.0
    assert time_budget("mcts:work=900") is None
    assert decision_timeout("mcts:work=900:cap=30") == 60.0
    assert decision_timeout("mcts:time=3") == 30.0
    for spec in LEVELS.values():
        budget = time_budget(spec) or 0.0
        assert decision_timeout(spec) >= max(HANG_MIN_S, 2 * budget)


def test_searching_levels_count_iterations_with_a_safety_cap() -> None:
    """Deterministic levels: no budget in seconds, a cap well above the expected wait."""
    for level in ("hard", "expert"):
        spec = LEVELS[level]
        assert ":work=" in spec and ":time=" not in spec, spec
        assert (time_budget(spec) or 0.0) >= 4.0


def test_arena_prints_json_in_agent_order(capsys) -> None:
    code = arena_main(
        [
            "--players",
            "3",
            "--agents",
            "greedy,random,random",
            "--games",
            "6",
            "--seed",
            "2",
            "--json",
            "--no-progress",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    names = [a["name"] for a in out["agents"]]
    assert names == ["greedy", "random", "random"]
    assert abs(sum(a["win_share"] for a in out["agents"]) - 1.0) < 1e-6
    for a in out["agents"]:
        lo, hi = a["ci95"]
        assert 0 <= lo <= a["win_share"] <= hi <= 1


def test_arena_counts_the_decisions_a_cap_cut(capsys) -> None:
    """A loaded machine can make a counted budget's safety cap stop searches early (the
    decision then weaker than its level's): the arena says how many, so that a figure
    measured so is told apart. A cap far under any search's time cuts every searched
    decision; a cap far above none."""
    for cap, cut in (("0.000001", True), ("60", False)):
        code = arena_main(
            [
                "--players",
                "3",
                "--agents",
                f"mcts:iters=400:cap={cap},random,random",
                "--games",
                "1",
                "--seed",
                "3",
                "--json",
                "--no-progress",
            ]
        )
        assert code == 0
        search, *others = json.loads(capsys.readouterr().out)["agents"]
        assert search["decisions"] > 0
        assert (search["cut_decisions"] > 0) is cut, search
        if cut:  # every decision with more than one choice is searched, and cut
            assert search["cut_decisions"] >= search["decisions"] // 2, search
        assert all(o["cut_decisions"] == 0 for o in others)
