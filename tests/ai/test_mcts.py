"""The MCTS agent's evaluation of a finished or counted world."""

from __future__ import annotations

import math

import pytest

from guildes.ai.mcts import evaluate
from guildes.ai.world import OVER, world_from_game
from guildes.rules import Game, GameConfig


def _finished_world(totals: list[int]):
    world = world_from_game(Game(GameConfig(players=len(totals), seed=1)))
    world.phase = OVER
    world.totals = list(totals)
    return world


def _squash(margin: float, width: float) -> float:
    return 1.0 / (1.0 + math.exp(-margin / width))


def test_the_reward_is_the_squashed_margin_over_the_best_other_seat() -> None:
    world = _finished_world([30, 20, 10, 0])
    reward = evaluate(world, future=0.5, scale=36.0)
    assert reward[0] == pytest.approx(_squash(30 - 20, 12.0))
    assert reward[1] == pytest.approx(_squash(20 - 30, 12.0))
    assert reward[3] == pytest.approx(_squash(0 - 30, 12.0))
    assert reward[0] > 0.5 > reward[1] > reward[2] > reward[3]


def test_field_measures_the_margin_over_the_others_mean() -> None:
    world = _finished_world([30, 20, 10, 0])
    mean = evaluate(world, future=0.5, scale=36.0, field=1.0)
    assert mean[0] == pytest.approx(_squash(30 - 10, 12.0))
    assert mean[3] == pytest.approx(_squash(0 - 20, 12.0))
    half = evaluate(world, future=0.5, scale=36.0, field=0.5)
    assert half[3] == pytest.approx(_squash(0 - 25, 12.0))


def test_seats_level_at_the_top_each_have_the_other_as_best_rival() -> None:
    world = _finished_world([30, 30, 10])
    reward = evaluate(world, future=0.5, scale=36.0)
    assert reward[0] == pytest.approx(0.5) and reward[1] == pytest.approx(0.5)
    assert reward[2] == pytest.approx(_squash(10 - 30, 12.0))


def test_the_ucb_logarithms_table_grows_with_the_search_and_holds_math_log() -> None:
    """The tree reads log(availability) from a table (``mcts._LOGS``) instead of calling
    ``math.log`` in its innermost loop: a search longer than the table grows it, and
    every entry is ``math.log`` to the bit (so the decisions are the ones the calls gave)."""
    import math

    from guildes.ai import mcts
    from guildes.rules import PICKS, Game, GameConfig

    view = Game(GameConfig(players=3, seed=2)).view(0)
    legal = [PICKS[g] for g in range(9) if view.hand[g]]
    before = len(mcts._logs_to(1024))  # as a search starts
    agent = mcts.MctsAgent(0, iters=before + 500)
    agent.choose(view, legal)
    assert agent.last_iterations == before + 500
    assert len(mcts._LOGS) >= before + 502
    assert all(mcts._LOGS[a] == math.log(a) for a in range(1, len(mcts._LOGS)))
