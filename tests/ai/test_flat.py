"""The ``flat`` agent (flat Monte Carlo with common random numbers): legal, honest, counted."""

from __future__ import annotations

import random

import pytest

from guildes.ai.agent import make_agent
from guildes.ai.flat import FlatAgent
from guildes.ai.match import play_specs
from guildes.rules import Game, GameConfig

SPEC = "flat:iters=60"


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize(
    "variants", [frozenset(), frozenset({"event_cards"}), frozenset({"dirty_tricks"})]
)
def test_flat_plays_only_legal_choices(players: int, variants: frozenset[str]) -> None:
    # The referee checks every choice: draft and play here, trick turns, gifts and plays in
    # turn through mcts's flat searches.
    specs = [SPEC] + ["random"] * (players - 1)
    result = play_specs(specs, 2, variants=variants)
    assert len(result.scores) == players


def _mid_game(seed: int, steps: int) -> Game:
    game = Game(GameConfig(players=4, seed=seed))
    rng = random.Random(seed)
    for _ in range(steps):
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
    return game


@pytest.mark.parametrize("steps", [0, 3, 10, 20])
def test_flat_decides_from_its_view_only(steps: int) -> None:
    game = _mid_game(seed=steps + 1, steps=steps)
    data = game.to_dict()
    data["hands"][1], data["hands"][2] = data["hands"][2], data["hands"][1]
    data["deck"] = list(reversed(data["deck"]))
    other = Game.from_dict(data)
    assert other.view(0) == game.view(0)
    assert other.to_dict()["hands"] != game.to_dict()["hands"]
    a = make_agent(SPEC, 7).choose(game.view(0), game.legal_choices(0))
    b = make_agent(SPEC, 7).choose(other.view(0), other.legal_choices(0))
    assert a == b


def test_flat_is_deterministic_and_spends_its_playouts() -> None:
    game = _mid_game(seed=4, steps=2)
    legal = game.legal_choices(1)
    assert len(legal) > 1
    agents = [FlatAgent(3, iters=90), FlatAgent(3, iters=90)]
    picks = {agent.choose(game.view(1), legal) for agent in agents}
    assert len(picks) == 1
    # whole worlds of one playout per legal choice, at least the budget's playouts
    worlds = -(-90 // len(legal))
    assert agents[0].last_iterations == worlds * len(legal)
