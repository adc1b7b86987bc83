"""The golden games (``tests/rules/golden_games.py``) play exactly as recorded: every
happening, view, count and outcome, for every seat count and both tiebreaks. A change
of the engine that changes any of them is a change of the rules or of a seed's deal."""

from __future__ import annotations

import json

import pytest

from guildes.rules import Choice, Game, GameConfig
from tests.rules.golden_games import GOLDEN_DIR, GOLDEN_GAMES, play_golden


@pytest.mark.parametrize("name", sorted(GOLDEN_GAMES))
def test_golden_game_plays_exactly_as_recorded(name: str) -> None:
    stored = json.loads((GOLDEN_DIR / f"{name}.json").read_text())
    assert stored["config"] == GOLDEN_GAMES[name]
    again = play_golden(GOLDEN_GAMES[name])
    assert again["opening"] == stored["opening"]
    assert again["start"] == stored["start"]
    assert len(again["turns"]) == len(stored["turns"])
    for k, (got, want) in enumerate(zip(again["turns"], stored["turns"])):
        assert got == want, f"turn {k} of {name} differs"
    assert again["history"] == stored["history"]
    assert again["counts"] == stored["counts"]
    assert again["outcome"] == stored["outcome"]


@pytest.mark.parametrize("name", sorted(GOLDEN_GAMES))
def test_golden_history_replays_to_the_recorded_end(name: str) -> None:
    stored = json.loads((GOLDEN_DIR / f"{name}.json").read_text())
    history = [(s, Choice.from_text(c)) for s, c in stored["history"]]
    game = Game.replay(GameConfig.from_dict(stored["config"]), history)
    assert [c.to_dict() for c in game.counts] == stored["counts"]
    assert game.outcome is not None and game.outcome.to_dict() == stored["outcome"]


def test_the_golden_games_cover_every_seat_count_and_every_way_a_game_is_won() -> None:
    records = [json.loads((GOLDEN_DIR / f"{n}.json").read_text()) for n in GOLDEN_GAMES]
    assert {r["config"]["players"] for r in records} == {3, 4, 5, 6}
    settled = {(r["config"]["tiebreak"], r["outcome"]["decided_by"]) for r in records}
    assert {
        ("militia_then_shared", "votes"),
        ("militia_then_shared", "militia"),
        ("militia_then_shared", "shared"),
        ("shared", "votes"),
        ("shared", "shared"),
    } <= settled
