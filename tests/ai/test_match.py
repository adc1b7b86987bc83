"""The referee loop: ``play_match``, ``joint_choices`` and ``play_to_end``."""

from __future__ import annotations

from guildes.ai.agent import make_agent
from guildes.ai.match import joint_choices, play_match, play_to_end
from guildes.rules import Game, GameConfig


def _agents(n: int, seed: int) -> list:
    return [make_agent("heuristic", seed * 101 + s) for s in range(n)]


def test_joint_choices_asks_every_seat_that_owes_one_on_its_view() -> None:
    game = Game(GameConfig(players=4, seed=2))
    game.choose(1, game.legal_choices(1)[0])
    joint = joint_choices(game, _agents(4, 2))
    assert sorted(joint) == [0, 2, 3]
    assert all(joint[s] in game.legal_choices(s) for s in joint)


def test_play_to_end_plays_the_game_play_match_plays() -> None:
    config = GameConfig(players=5, seed=9)
    game = Game(config)
    play_to_end(game, _agents(5, 9))
    assert game.is_over
    assert game.scores == play_match(_agents(5, 9), config).scores


def test_play_to_end_on_a_finished_game_changes_nothing() -> None:
    game = Game(GameConfig(players=3, seed=1))
    play_to_end(game, _agents(3, 1))
    before = game.to_dict()
    play_to_end(game, _agents(3, 1))
    assert game.to_dict() == before
