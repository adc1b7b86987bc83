"""The walk through a round's schedule works for any schedule, not only the base game's:
a phase played one seat at a time, in an order drawn from the game's generator, whose
choices carry a target seat (a test-only phase: each seat in turn gives one card of its
hand to another seat's table). What a variant will need: who owes a choice, legal
choices, refusals that change nothing, the generator in the state, JSON and replay."""

from __future__ import annotations

import random

import pytest

from guildes.rules import (
    Choice,
    ChoiceKind,
    Game,
    GameConfig,
    IllegalChoice,
    NotInHand,
    Phase,
    PhaseRules,
    StateError,
    Turns,
    WrongSeat,
    state_codec,
    walk,
)
from guildes.rules import schedule as schedule_module
from guildes.rules.happenings import CardsRevealed, Happening
from guildes.rules.packed import ONE, SHIFT, unpack
from guildes.rules.state import GameState


def begin_gifts(state: GameState, happened: list[Happening]) -> None:
    start = state.rng.below(state.players)  # chance in the middle of a round
    state.turn_order = tuple((start - k) % state.players for k in range(state.players))


def legal_gifts(state: GameState, seat: int) -> tuple[Choice, ...]:
    hand = unpack(state.hands[seat])
    return tuple(
        Choice(ChoiceKind.PLAY, g, target=t)
        for g in range(9)
        if hand[g]
        for t in range(state.players)
        if t != seat
    )


def check_gift(state: GameState, seat: int, choice: Choice) -> None:
    if choice.target is None or choice.target == seat:
        raise IllegalChoice("a gift goes to another seat's table")
    if choice.other is not None or choice.sign is not None or choice.other_guild is not None:
        raise IllegalChoice("a gift names one card and one seat")
    if not (state.hands[seat] >> SHIFT[choice.guild]) & 255:
        raise NotInHand(f"seat {seat} has no such card")


def resolve_gift(state: GameState, happened: list[Happening], pending: list) -> bool:
    seat = state.turn_order[state.turn]
    gift = pending[seat]
    state.hands[seat] -= ONE[gift.guild]
    state.tables[gift.target] += ONE[gift.guild]
    happened.append(CardsRevealed(tuple(gift.guild if s == seat else -1 for s in range(4))))
    state.turn += 1
    return state.turn == len(state.turn_order)


GIFTS = PhaseRules(
    Phase.PLAY,
    Turns.IN_ORDER,
    begin_gifts,
    kind=ChoiceKind.PLAY,
    legal=legal_gifts,
    check=check_gift,
    resolve=resolve_gift,
    steps=lambda state: 1,
)


@pytest.fixture
def gifts_after_play(monkeypatch: pytest.MonkeyPatch) -> None:
    base = schedule_module.BASE_ROUND
    with_gifts = (*base[:3], GIFTS, base[3])

    def round_schedule(config: GameConfig, event_card: int | None = None) -> tuple:
        return with_gifts

    monkeypatch.setattr(walk, "round_schedule", round_schedule)
    monkeypatch.setattr(state_codec, "round_schedule", round_schedule)


def play_to_gifts(game: Game) -> None:
    rng = random.Random(3)
    while game.state.schedule[game.state.phase_index] is not GIFTS:
        game.choose_all([rng.choice(legal) for _, legal in game.open_choices()])


def test_one_seat_at_a_time_in_an_order_drawn_mid_round(gifts_after_play: None) -> None:
    game = Game(GameConfig(players=4, seed=5))
    play_to_gifts(game)
    order = game.state.turn_order
    assert sorted(order) == [0, 1, 2, 3]
    for k, seat in enumerate(order):
        assert game.to_choose() == (seat,)
        owed = game.open_choices()
        assert [s for s, _ in owed] == [seat]
        assert all(c.target != seat for c in owed[0][1])
        others = [s for s in range(4) if s != seat]
        assert game.legal_choices(others[0]) == ()
        before = game.to_dict()
        with pytest.raises(WrongSeat):  # out of turn
            game.choose(others[0], game.open_choices()[0][1][0])
        gift = owed[0][1][0]
        with pytest.raises(IllegalChoice):  # no target
            game.choose(seat, Choice.play(gift.guild))
        with pytest.raises(WrongSeat):  # a seat not at the table
            game.choose(seat, Choice(ChoiceKind.PLAY, gift.guild, target=7))
        assert game.to_dict() == before
        table_before = game.table(gift.target)[gift.guild]
        game.choose(seat, gift)
        if k < 3:
            assert game.table(gift.target)[gift.guild] == table_before + 1
    assert game.phase is Phase.DRAFT and game.voting_round == 2


def test_the_generator_in_the_state_draws_the_same_after_a_copy_json_and_replay(
    gifts_after_play: None,
) -> None:
    game = Game(GameConfig(players=4, seed=8))
    rng = random.Random(1)
    # Stop just before the play phase's last step: the order is drawn when it resolves.
    while not (game.phase is Phase.PLAY and game.step == game.steps):
        game.choose_all([rng.choice(legal) for _, legal in game.open_choices()])
    last = [rng.choice(legal) for _, legal in game.open_choices()]
    copies = [game.copy(), Game.from_dict(game.to_dict()), Game.replay(game.config, game.history)]
    game.choose_all(last)
    for other in copies:
        other.choose_all(last)
        assert other.state.turn_order == game.state.turn_order
        assert other.to_dict() == game.to_dict()


def test_a_state_in_a_phase_played_in_turn_goes_through_json(gifts_after_play: None) -> None:
    game = Game(GameConfig(players=4, seed=2))
    play_to_gifts(game)
    game.choose(game.to_choose()[0], game.open_choices()[0][1][-1])
    data = game.to_dict()
    assert data["turn"] == 1 and len(data["turn_order"]) == 4
    again = Game.from_dict(data)
    assert again.to_dict() == data and again.to_choose() == game.to_choose()
    del data["turn_order"]
    with pytest.raises(StateError):
        Game.from_dict(data)


def test_the_base_schedule_is_deal_draft_play_count() -> None:
    game = Game(GameConfig(players=3))
    assert [r.phase for r in game.state.schedule] == [
        Phase.DEAL,
        Phase.DRAFT,
        Phase.PLAY,
        Phase.COUNT,
    ]
    assert [r.turns for r in game.state.schedule] == [
        Turns.NONE,
        Turns.TOGETHER,
        Turns.TOGETHER,
        Turns.NONE,
    ]
