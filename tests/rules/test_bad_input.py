"""Every kind of bad input gets a clear, specific error and changes nothing."""

from __future__ import annotations

import pytest

from guildes.rules import (
    AlreadyChosen,
    Choice,
    ConfigError,
    Game,
    GameConfig,
    Guild,
    NotInHand,
    OutOfPhase,
    Phase,
    StateError,
    WrongSeat,
)
from tests.rules.test_game import random_game


def fresh() -> Game:
    return Game(GameConfig(players=4, seed=8))


def unchanged(game: Game, action, error: type[Exception], match: str) -> None:
    before = game.to_dict()
    with pytest.raises(error, match=match):
        action()
    assert game.to_dict() == before


@pytest.mark.parametrize("players", [2, 7, 0, -1])
def test_player_count_out_of_range(players: int) -> None:
    with pytest.raises(ConfigError, match="3 to 6 players"):
        GameConfig(players=players)


@pytest.mark.parametrize("players", ["4", 4.0, True, None])
def test_player_count_not_a_number(players: object) -> None:
    with pytest.raises(ConfigError, match="whole number"):
        GameConfig(players=players)  # type: ignore[arg-type]


def test_unknown_config_option() -> None:
    with pytest.raises(ConfigError, match="unknown config option"):
        GameConfig.from_dict({"players": 4, "speed": "fast"})


def test_unknown_tiebreak() -> None:
    with pytest.raises(ConfigError, match="unknown tiebreak"):
        GameConfig(players=4, tiebreak="coin_toss")  # type: ignore[arg-type]


def test_unknown_variant() -> None:
    with pytest.raises(ConfigError, match="unknown variant"):
        GameConfig(players=4, variants=frozenset({"speed_draft"}))


def test_known_variant_not_yet_available_is_refused_not_ignored(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import guildes.rules.config as config

    monkeypatch.setattr(config, "SUPPORTED_VARIANTS", frozenset({"event_cards"}))
    with pytest.raises(ConfigError, match="not available"):
        GameConfig(players=4, variants=frozenset({"dirty_tricks"}))


@pytest.mark.parametrize("seed", [-1, 1 << 64, "x", 1.5])
def test_bad_seed(seed: object) -> None:
    with pytest.raises(ConfigError, match="seed"):
        GameConfig(players=4, seed=seed)  # type: ignore[arg-type]


def test_config_from_dict_refuses_non_objects_and_missing_players() -> None:
    with pytest.raises(ConfigError):
        GameConfig.from_dict([4])
    with pytest.raises(ConfigError, match="players"):
        GameConfig.from_dict({"seed": 1})
    with pytest.raises(ConfigError, match="variant"):
        GameConfig.from_dict({"players": 4, "variants": [["x"]]})


@pytest.mark.parametrize("seat", [4, -1, "0", None, True])
def test_wrong_seat(seat: object) -> None:
    game = fresh()
    choice = game.legal_choices(0)[0]
    unchanged(game, lambda: game.choose(seat, choice), WrongSeat, "no seat")  # type: ignore[arg-type]


def test_card_not_in_hand() -> None:
    game = fresh()
    missing = next(g for g in Guild if game.view(0).hand[g] == 0)
    unchanged(game, lambda: game.choose(0, Choice.pick(missing)), NotInHand, "no .* card in hand")


def test_choice_out_of_phase() -> None:
    game = fresh()
    g = game.legal_choices(0)[0].guild
    unchanged(game, lambda: game.choose(0, Choice.play(g)), OutOfPhase, "during the draft")


def test_not_a_choice_object() -> None:
    game = fresh()
    unchanged(game, lambda: game.choose(0, "pick:Knights"), OutOfPhase, "not a choice")  # type: ignore[arg-type]


def test_second_choice_by_same_seat() -> None:
    game = fresh()
    game.choose(0, game.legal_choices(0)[0])
    assert game.legal_choices(0) == ()
    again = Choice.pick(next(g for g in Guild if game.view(0).hand[g]))
    unchanged(game, lambda: game.choose(0, again), AlreadyChosen, "already chosen")


def test_choice_after_game_over() -> None:
    game = random_game(3, seed=2)
    unchanged(game, lambda: game.choose(0, Choice.play(Guild.KNIGHTS)), OutOfPhase, "over")


def test_choose_all_checks_everything_before_applying() -> None:
    game = fresh()
    good = game.legal_choices(0)[0]
    missing = next(g for g in Guild if game.view(1).hand[g] == 0)
    unchanged(
        game,
        lambda: game.choose_all({0: good, 1: Choice.pick(missing)}),
        NotInHand,
        "seat 1",
    )


def test_bad_seat_for_a_view() -> None:
    with pytest.raises(WrongSeat):
        fresh().view(9)


def test_choice_text_round_trip_and_bad_text() -> None:
    c = Choice.pick(Guild.KNIGHTS)
    assert Choice.from_text(c.text()) is c
    assert Choice.from_dict(c.to_dict()) is c
    for bad in ["pick", "pick:Dragons", "steal:Knights", 3, None]:
        with pytest.raises(StateError):
            Choice.from_text(bad)  # type: ignore[arg-type]
    with pytest.raises(StateError):
        Choice.from_dict({"kind": "pick", "guild": 3})


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(format=99),
        lambda d: d.update(hands="lots"),
        lambda d: d["hands"][0].__setitem__(0, d["hands"][0][0] + 1),  # a card from nowhere
        lambda d: d["hands"][0].__setitem__(0, -1),
        lambda d: d.update(phase="teatime"),
        lambda d: d.update(voting_round=4),
        lambda d: d.update(event_order=[0, 0, 1, 2, 3, 4]),
        lambda d: d.update(pending=[None]),
        lambda d: d.update(history=[[0, "steal:Knights"]]),
        lambda d: d.pop("deck"),
        lambda d: d.update(config={"players": 9}),
        lambda d: d.update(deck=["Knights"]),
    ],
)
def test_malformed_state_refused(mutate) -> None:
    data = fresh().to_dict()
    mutate(data)
    with pytest.raises(StateError):
        Game.from_dict(data)


def test_state_must_be_an_object() -> None:
    with pytest.raises(StateError):
        Game.from_dict("{}")
    assert fresh().phase is Phase.DRAFT
