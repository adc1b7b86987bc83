"""The ``flat`` agent (flat Monte Carlo with common random numbers): legal and counted; its
no-peeking test is with the other agents' (``test_agents``)."""

from __future__ import annotations

import pytest

from guildes.ai.flat import FlatAgent
from guildes.ai.match import play_specs
from tests.ai.test_agents import _mid_game

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
