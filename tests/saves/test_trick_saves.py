"""Saves of Dirty-Trick games (alone and with the Event cards): they save, resume and
replay exactly, D's draws from the discard pile included (the engine's generator decides
them); a save made before the variant still loads; malformed trick data is refused with
a reason that says what is wrong."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from guildes.rules import Choice, Game, GameConfig, Phase
from guildes.rules.choices import ChoiceKind
from guildes.rules.happenings import CardsDrawn
from guildes.saves import SaveError, savefile
from guildes.saves.replay import Replay
from guildes.seats import Seat

TRICKS = frozenset({"dirty_tricks"})
BOTH = frozenset({"dirty_tricks", "event_cards"})


@pytest.fixture(autouse=True)
def playable(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", BOTH)


def _played(players: int, seed: int, steps: int, variants: frozenset[str] = TRICKS) -> Game:
    """A game played at random for ``steps`` choices; D's holder always draws."""
    game = Game(GameConfig(players=players, seed=seed, variants=variants))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            break
        seat = game.to_choose()[0]
        legal = game.legal_choices(seat)
        draw = [c for c in legal if c.kind is ChoiceKind.DRAW]
        game.choose(seat, draw[0] if draw else rng.choice(legal))
    return game


def _seats(players: int) -> list[Seat]:
    return [Seat(f"P{i}") for i in range(players)]


@pytest.mark.parametrize("variants", [TRICKS, BOTH], ids=["tricks", "tricks+events"])
@pytest.mark.parametrize("players", [3, 4, 6])
def test_a_trick_game_saves_resumes_and_replays_exactly(
    players: int, variants: frozenset[str], tmp_path: Path
) -> None:
    drawn = 0
    for steps in (30, 61, 95, 140, 400):
        game = _played(players, players * 7 + steps, steps, variants)
        path = tmp_path / f"g{steps}.guildes.json"
        savefile.write(path, savefile.SavedGame.of(game, _seats(players)), game)
        back = savefile.load(path).game()
        assert back.to_dict() == game.to_dict()  # tables, tricks, piles, drawn cards, rng
        for seat in range(players):
            assert back.view(seat).to_dict() == game.view(seat).to_dict()
        rng = random.Random(steps)
        while not game.is_over:
            seat = game.to_choose()[0]
            legal = game.legal_choices(seat)
            draw = [c for c in legal if c.kind is ChoiceKind.DRAW]
            choice = draw[0] if draw else rng.choice(legal)
            happened = game.choose(seat, choice)
            assert back.choose(seat, choice) == happened  # the same draws, the same cards
            drawn += sum(1 for h in happened if isinstance(h, CardsDrawn))
        assert back.to_dict() == game.to_dict()
    assert drawn, "no D was drawn with after a resume"


def test_a_save_in_the_middle_of_the_trick_phase_and_after_a_draw(tmp_path: Path) -> None:
    """Saved while a seat holds the two cards it drew: they come back the same, seen by
    it alone."""
    for seed in range(40):
        game = Game(GameConfig(players=4, seed=seed, variants=TRICKS))
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.to_choose()[0]
            legal = game.legal_choices(seat)
            draw = [c for c in legal if c.kind is ChoiceKind.DRAW]
            game.choose(seat, draw[0] if draw else rng.choice(legal))
            if draw:
                break
        else:
            continue
        assert game.phase is Phase.TRICKS and any(game.view(seat).drawn)
        path = tmp_path / "drew.guildes.json"
        savefile.write(path, savefile.SavedGame.of(game, _seats(4)), game)
        back = savefile.load(path).game()
        assert back.view(seat).drawn == game.view(seat).drawn
        for other in range(4):
            if other != seat:
                assert not any(back.view(other).drawn)
        assert back.legal_choices(seat) == game.legal_choices(seat)
        return
    raise AssertionError("no seed drew with D")


def test_the_replay_of_a_trick_game_repeats_every_position_exactly() -> None:
    """Each trick turn is a position of its own (D's draw and its play two); stepping on
    gives the engine's own happenings and states, D's draws included."""
    game = _played(5, 9, 1000, BOTH)
    assert game.is_over
    saved = savefile.parse(json.dumps(savefile.SavedGame.of(game, _seats(5)).to_dict()))
    replay = Replay(saved)
    original = Game(game.config)
    choices = iter(saved.choices)
    trick_positions = 0
    while not replay.at_end:
        happened = replay.advance()
        expected = []
        while len(expected) < len(happened) or not expected:
            seat, choice = next(choices)
            expected += original.choose(seat, choice)
        assert happened == expected
        assert replay.game.to_dict() == original.to_dict()
        if any(type(h).__name__ in ("TrickUsed", "TrickDeclined", "CardsDrawn") for h in happened):
            trick_positions += 1
            kinds = [type(h).__name__ for h in happened]
            assert sum(k in ("TrickUsed", "TrickDeclined", "CardsDrawn") for k in kinds) == 1
    assert trick_positions >= 3 * 5
    replay.seek(0)
    replay.seek(replay.length)
    assert replay.game.to_dict() == game.to_dict()


def test_a_save_without_the_variant_still_loads(tmp_path: Path) -> None:
    """A base-game save written before the variant (no trick field anywhere) loads."""
    game = Game(GameConfig(players=4, seed=5))
    rng = random.Random(5)
    for _ in range(50):
        seat = game.to_choose()[0]
        game.choose(seat, rng.choice(game.legal_choices(seat)))
    data = savefile.SavedGame.of(game, _seats(4)).to_dict()
    assert "dirty_tricks" not in json.dumps(data)
    path = tmp_path / "old.guildes.json"
    path.write_text(json.dumps(data))
    assert savefile.load(path).game().to_dict() == game.to_dict()


def _first_trick_turn(variants: frozenset[str] = TRICKS) -> tuple[dict, int, Game]:  # type: ignore[type-arg]
    """A save's data up to the first trick turn, the seat whose turn it is, the game."""
    game = Game(GameConfig(players=4, seed=12, variants=variants))
    rng = random.Random(12)
    while game.phase is not Phase.TRICKS:
        seat = game.to_choose()[0]
        game.choose(seat, rng.choice(game.legal_choices(seat)))
    return savefile.SavedGame.of(game, _seats(4)).to_dict(), game.to_choose()[0], game


def _spoiled(choice: str, seat: int | None = None) -> tuple[str, str]:
    data, turn, _game = _first_trick_turn()
    data["choices"].append([turn if seat is None else seat, choice])
    return json.dumps(data), ""


def _holder_of(game: Game, letter: int) -> int | None:
    return next((s for s, k in enumerate(game.public_view().tricks) if k == letter), None)


@pytest.mark.parametrize(
    ("choice", "why"),
    [
        ("trick:Knights;target=9;sign=+1", ""),  # no seat 9
        ("trick:Knights;target=1;sign=+2", ""),  # a sign is +1 or -1
        ("trick:Knights;target=1;colour=2", "not a choice"),  # no such field
        ("trick:Dragons;target=1;sign=+1", "not a choice"),  # no such guild
        ("trick", "not a choice"),  # a use names its card
        ("draw:Knights", "a draw choice names no card"),
    ],
)
def test_malformed_trick_choices_are_refused_with_a_reason(
    choice: str, why: str, tmp_path: Path
) -> None:
    text, _ = _spoiled(choice)
    with pytest.raises(SaveError) as refused:
        savefile.parse(text)
    message = str(refused.value)
    assert message and "\n" not in message
    assert why in message


def test_a_trick_out_of_turn_or_not_held_is_refused_saying_why() -> None:
    data, turn, game = _first_trick_turn()
    other = next(s for s in range(4) if s != turn)
    bad = dict(data, choices=[*data["choices"], [other, "decline"]])
    with pytest.raises(SaveError) as refused:
        savefile.parse(json.dumps(bad))
    assert f"choice {len(bad['choices'])} of the save is not legal" in str(refused.value)
    # a +1/-1 use by a seat whose card is not that letter's
    letter = game.public_view().tricks[turn]
    wrong = "trick:Priests;target=0;sign=+1" if letter != 7 else "trick:Knights;target=0;sign=+1"
    bad = dict(data, choices=[*data["choices"], [turn, wrong]])
    with pytest.raises(SaveError) as refused:
        savefile.parse(json.dumps(bad))
    assert "not legal" in str(refused.value)


def test_a_trick_game_with_a_misspelt_variant_or_unplayable_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    data, _turn, _game = _first_trick_turn()
    misspelt = json.loads(json.dumps(data))
    misspelt["config"]["variants"] = ["dirty_trick"]
    with pytest.raises(SaveError) as refused:
        savefile.parse(json.dumps(misspelt))
    assert "dirty_trick" in str(refused.value)
    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", frozenset({"event_cards"}))
    with pytest.raises(SaveError) as refused:
        savefile.parse(json.dumps(data))
    assert "'dirty_tricks' variant" in str(refused.value)


def test_a_decline_at_ds_second_turn_is_refused() -> None:
    """After drawing, D's holder must play one of the cards it drew."""
    for seed in range(60):
        game = Game(GameConfig(players=4, seed=seed, variants=TRICKS))
        rng = random.Random(seed)
        while game.phase is not Phase.TRICKS or game.public_view().voting_round > 1:
            seat = game.to_choose()[0]
            game.choose(seat, rng.choice(game.legal_choices(seat)))
            if game.is_over:
                break
        holder = _holder_of(game, 3)
        if holder is None or game.is_over:
            continue
        while game.to_choose()[0] != holder:
            seat = game.to_choose()[0]
            game.choose(seat, Choice.decline())
        game.choose(holder, Choice.draw())
        data = savefile.SavedGame.of(game, _seats(4)).to_dict()
        data["choices"].append([holder, "decline"])
        with pytest.raises(SaveError) as refused:
            savefile.parse(json.dumps(data))
        assert "not legal" in str(refused.value)
        return
    raise AssertionError("no seed dealt D in round 1")
