"""Saves of Event-card games: they load, resume and replay exactly (the mid-round draws
of the game's generator included), and malformed variant data is refused with a reason."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from guildes.rules import Game, GameConfig, Phase
from guildes.saves import SaveError, savefile
from guildes.seats import Seat

EVENTS = frozenset({"event_cards"})


@pytest.fixture(autouse=True)
def playable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", frozenset({"event_cards"}))


def _played(players: int, seed: int, steps: int) -> Game:
    game = Game(GameConfig(players=players, seed=seed, variants=EVENTS))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        seat, legal = game.open_choices()[0]
        game.choose(seat, rng.choice(legal))
    return game


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_variant_game_saves_resumes_and_replays_exactly(players: int, tmp_path: Path) -> None:
    seats = [Seat(f"P{i}") for i in range(players)]
    for steps in (7, 40, 90, 400):
        game = _played(players, players * 10 + steps, steps)
        path = tmp_path / f"g{steps}.guildes.json"
        savefile.write(path, savefile.SavedGame.of(game, seats), game)
        back = savefile.load(path).game()
        assert back.to_dict() == game.to_dict()  # hands, tables, generator, turn order
        if not game.is_over:
            rng = random.Random(steps)
            while not game.is_over:
                seat, legal = game.open_choices()[0]
                choice = rng.choice(legal)
                game.choose(seat, choice)
                back.choose(seat, choice)
            assert back.to_dict() == game.to_dict()


def test_every_event_phase_is_saved_mid_way(tmp_path: Path) -> None:
    phases = set()
    for seed in range(8):
        game = _played(4, seed, 20 + seed * 9)
        phases.add(game.phase)
        path = tmp_path / f"{seed}.guildes.json"
        savefile.write(path, savefile.SavedGame.of(game, [Seat(f"P{i}") for i in range(4)]))
        assert savefile.load(path).game().to_dict() == game.to_dict()
    assert {Phase.DRAFT, Phase.PLAY} <= phases


@pytest.mark.parametrize(
    "spoil",
    [
        lambda d: d["config"].__setitem__("variants", ["event_card"]),
        lambda d: d["config"].__setitem__("variants", "event_cards"),
        lambda d: d["choices"][-1].__setitem__(1, "play:Nobles;other_guild=Dragons"),
        lambda d: d["choices"][-1].__setitem__(1, "give:Nobles;target=1"),
    ],
)
def test_malformed_variant_data_is_refused_with_a_reason(spoil, tmp_path: Path) -> None:
    game = _played(4, 3, 60)
    data = savefile.SavedGame.of(game, [Seat(f"P{i}") for i in range(4)]).to_dict()
    spoil(data)
    path = tmp_path / "bad.guildes.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveError) as refused:
        savefile.load(path, keep_aside=False)
    assert "\n" not in str(refused.value) and str(refused.value)
