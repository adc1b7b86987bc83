"""The ``foresight`` agent: its sampled games are the seat's view, it plays legally and
deterministically, and it hands every other decision to ``mcts``; its no-peeking test is
with the other agents' (``test_agents``)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from guildes.ai.agent import make_agent
from guildes.ai.foresight import ForesightAgent, finish, game_of_sample
from guildes.ai.match import play_specs
from guildes.ai.sampler import sample
from guildes.rules import Game, GameConfig, Phase

VARIANTS = [
    frozenset(),
    frozenset({"event_cards"}),
    frozenset({"dirty_tricks"}),
    frozenset({"event_cards", "dirty_tricks"}),
]


def _draft(players: int, seed: int, steps: int, variants: frozenset[str] = frozenset()) -> Game:
    """A game after ``steps`` picks of round 1 by normal-level players."""
    game = Game(GameConfig(players=players, seed=seed, variants=variants))
    agents = [make_agent("heuristic", s) for s in range(players)]
    for _ in range(steps):
        game.choose_all(
            {s: agents[s].choose(game.view(s), legal) for s, legal in game.open_choices()}
        )
    return game


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("variants", VARIANTS)
def test_a_sampled_game_shows_its_seat_the_same_view(
    players: int, variants: frozenset[str]
) -> None:
    rnd = random.Random(players)
    for steps in range(4):
        game = _draft(players, 5 + steps, steps, variants)
        for seat in range(players):
            view = game.view(seat)
            rebuilt = game_of_sample(view, sample(view, rnd), rnd)
            assert replace(rebuilt.view(seat), config=view.config) == view
            assert rebuilt.config.seed != view.config.seed  # its own chance, not the game's


def test_only_a_first_round_draft_is_rebuilt() -> None:
    game = _draft(4, 3, 8)
    assert game.phase is Phase.PLAY
    view = game.view(0)
    with pytest.raises(ValueError):
        game_of_sample(view, sample(view, random.Random(1)), random.Random(1))


def test_finish_plays_to_the_end_and_returns_the_margin() -> None:
    game = _draft(4, 2, 1)
    choice = game.legal_choices(2)[0]
    done = game.copy()
    margin = finish(done, 2, choice, seed=9)
    assert done.is_over
    assert margin == done.scores[2] - max(v for s, v in enumerate(done.scores) if s != 2)
    assert (2, choice) in done.history[4:8]  # its pick of step 2
    assert finish(game.copy(), 2, choice, seed=9) == margin  # seeded


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("variants", VARIANTS[:3])
def test_foresight_plays_only_legal_choices(players: int, variants: frozenset[str]) -> None:
    specs = ["foresight:worlds=1:top=2:iters=30"] + ["random"] * (players - 1)
    result = play_specs(specs, 1, variants=variants)  # the referee checks every choice
    assert len(result.scores) == players


def test_foresight_is_deterministic_and_counts_its_games() -> None:
    game = _draft(6, 4, 1)
    view, legal = game.view(3), game.legal_choices(3)
    assert len(legal) > 2
    agents = [ForesightAgent(5, worlds=3, top=2), ForesightAgent(5, worlds=3, top=2)]
    assert len({a.choose(view, legal) for a in agents}) == 1
    assert agents[0].last_iterations == 3 * 2  # three sampled games, two candidates each
    assert not agents[0].cut


def test_the_candidates_are_the_normal_levels_best() -> None:
    game = _draft(6, 4, 0)
    view, legal = game.view(0), game.legal_choices(0)
    scores = make_agent("heuristic", 0).choice_scores(view, legal)  # type: ignore[attr-defined]
    best = max(legal, key=lambda c: (scores[c], -c.guild))
    assert ForesightAgent(1, worlds=1, top=1).choose(view, legal) == best


def test_other_decisions_go_to_mcts() -> None:
    game = _draft(4, 6, 8)  # round 1's play
    view, legal = game.view(1), game.legal_choices(1)
    agent = ForesightAgent(2, worlds=50, iters=40)
    agent.choose(view, legal)
    assert agent.last_iterations == 40  # mcts's iterations, not sampled games


def test_a_cap_stops_the_search_and_says_so() -> None:
    game = _draft(6, 7, 0)
    agent = ForesightAgent(2, worlds=10_000, cap=0.05)
    choice = agent.choose(game.view(0), game.legal_choices(0))
    assert choice in game.legal_choices(0)
    assert agent.cut
    assert 0 < agent.last_iterations < 10_000
