"""Every agent plays legally, honestly (from its view only) and within its budget."""

from __future__ import annotations

import random
import time

import pytest

import guildes.ai as ai
from guildes.ai.agent import make_agent, parse_spec
from guildes.ai.levels import LEVELS, agent_spec
from guildes.ai.match import play_specs
from guildes.rules import Game, GameConfig

FAST = {
    "random": "random",
    "greedy": "greedy",
    "heuristic": "heuristic",
    "mcts": "mcts:iters=40:worlds=8",
}


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("name", ["random", "greedy", "heuristic"])
def test_cheap_agents_play_only_legal_choices(players: int, name: str) -> None:
    for seed in range(25):  # 100 games per agent over the four player counts
        result = play_specs([FAST[name]] * players, seed)  # the referee checks every choice
        assert len(result.scores) == players


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_mcts_plays_only_legal_choices(players: int) -> None:
    for seed in range(3):
        specs = [FAST["mcts"]] + ["random"] * (players - 1)
        result = play_specs(specs, seed)
        assert len(result.scores) == players


def test_registry_lists_the_ladder() -> None:
    assert {"random", "greedy", "heuristic", "mcts"} <= set(ai.REGISTRY)


def test_specs_with_parameters() -> None:
    assert parse_spec("mcts:time=0.5") == ("mcts", {"time": 0.5})
    assert parse_spec("mcts:iters=2000:c=0.5") == ("mcts", {"iters": 2000, "c": 0.5})
    for bad in ["nobody", "mcts:speed=3", "mcts:time=fast", "greedy:time=1"]:
        with pytest.raises(ValueError):
            parse_spec(bad)


def test_levels_map_to_agents() -> None:
    for level in LEVELS:
        make_agent(agent_spec(level), 0)
    with pytest.raises(ValueError):
        agent_spec("godlike")


def _mid_game(seed: int, steps: int) -> Game:
    game = Game(GameConfig(players=4, seed=seed))
    rng = random.Random(seed)
    for _ in range(steps):
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
    return game


def _same_view_other_hidden_cards(game: Game) -> Game:
    """A game whose view for seat 0 is the same but whose other hands differ."""
    data = game.to_dict()
    data["hands"][1], data["hands"][2] = data["hands"][2], data["hands"][1]
    data["deck"] = list(reversed(data["deck"]))
    other = Game.from_dict(data)
    assert other.view(0) == game.view(0)
    return other


@pytest.mark.parametrize(
    "spec",
    [
        "heuristic",
        "mcts:iters=150:worlds=16",
        "mcts:iters=150:worlds=16:guide=0.5:others=1",
        "mcts:iters=150:worlds=16:prior=0.1:fade=0",
        "flat:iters=60",
        "foresight:worlds=2:iters=60",
        "mcts:iters=150:worlds=8:infer=0.5",
        "mcts:iters=150:worlds=8:infer=0.5:inferto=1",
        "greedy",
    ],
)
@pytest.mark.parametrize("steps", [0, 3, 10, 20])
def test_no_peeking_same_view_same_decision(spec: str, steps: int) -> None:
    game = _mid_game(seed=steps + 1, steps=steps)
    other = _same_view_other_hidden_cards(game)
    assert game.to_dict()["hands"] != other.to_dict()["hands"]
    a = make_agent(spec, 7).choose(game.view(0), game.legal_choices(0))
    b = make_agent(spec, 7).choose(other.view(0), other.legal_choices(0))
    assert a == b


def test_mcts_is_deterministic_for_seed_and_iterations() -> None:
    game = _mid_game(seed=4, steps=2)
    picks = {
        make_agent("mcts:iters=200", 3).choose(game.view(1), game.legal_choices(1))
        for _ in range(2)
    }
    assert len(picks) == 1


def test_mcts_honours_its_time_budget() -> None:
    game = _mid_game(seed=2, steps=0)
    agent = make_agent("mcts:time=0.2", 1)
    start = time.perf_counter()
    agent.choose(game.view(0), game.legal_choices(0))
    assert time.perf_counter() - start < 0.5
