"""The worker process answers without blocking and can be cancelled; the arena runs."""

from __future__ import annotations

import json
import time

from ai.arena import main as arena_main
from ai.worker import DecisionWorker
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
