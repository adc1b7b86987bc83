"""The fast path (every seat at once through ``choose_all``) against the general path."""

from __future__ import annotations

import pickle
import random

import pytest

from guildes.rules import (
    AlreadyChosen,
    Choice,
    Game,
    GameConfig,
    IllegalChoice,
    NotInHand,
    OutOfPhase,
    Phase,
    WrongSeat,
)
from guildes.rules.fastpath import _source, fast_path


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(6))
def test_fast_and_general_paths_play_the_same_game(players: int, seed: int) -> None:
    fast = Game(GameConfig(players=players, seed=seed))
    slow = Game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    while not fast.is_over:
        owed = fast.open_choices()
        assert owed == tuple((s, slow.legal_choices(s)) for s in slow.to_choose())
        joint = {s: rng.choice(legal) for s, legal in owed}
        fast_events = fast.choose_all(dict(sorted(joint.items(), key=lambda kv: rng.random())))
        slow_events = []
        for s in sorted(joint):
            slow_events += slow.choose(s, joint[s])
        assert fast_events == slow_events
        assert fast.to_dict() == slow.to_dict()
        for s in range(players):
            assert fast.view(s) == slow.view(s)
    assert fast.open_choices() == ()
    assert fast.outcome == slow.outcome


def test_open_choices_lists_only_the_seats_still_to_choose() -> None:
    game = Game(GameConfig(players=4, seed=3))
    game.choose(2, game.legal_choices(2)[0])
    owed = game.open_choices()
    assert [s for s, _ in owed] == [0, 1, 3]
    assert all(legal == game.legal_choices(s) for s, legal in owed)


def _every_seat(game: Game) -> dict[int, Choice]:
    return {s: legal[0] for s, legal in game.open_choices()}


def _missing_guild(game: Game, seat: int) -> int:
    return next(g for g in range(9) if game.view(seat).hand[g] == 0)


@pytest.mark.parametrize(
    ("spoil", "error"),
    [
        (lambda g, j: j.__setitem__(True, j.pop(1)), WrongSeat),
        (lambda g, j: j.__setitem__(4, j.pop(3)), WrongSeat),
        (lambda g, j: j.__setitem__(0, "pick:Knights"), OutOfPhase),
        (lambda g, j: j.__setitem__(0, [1]), OutOfPhase),
        (lambda g, j: j.__setitem__(1, Choice.play(j[1].guild)), OutOfPhase),
        (lambda g, j: j.__setitem__(2, Choice.pick(_missing_guild(g, 2))), NotInHand),
    ],
)
def test_bad_joint_choices_change_nothing(spoil, error) -> None:
    game = Game(GameConfig(players=4, seed=5))
    before = game.to_dict()
    joint = _every_seat(game)
    spoil(game, joint)
    with pytest.raises(error):
        game.choose_all(joint)
    assert game.to_dict() == before


@pytest.mark.parametrize("form", [dict, list])
def test_every_seat_at_once_after_one_chose_is_refused(form) -> None:
    """As a dict or as a list in seat order."""
    game = Game(GameConfig(players=4, seed=5))
    joint = _every_seat(game)
    game.choose(1, joint[1])
    before = game.to_dict()
    with pytest.raises(AlreadyChosen):
        game.choose_all(joint if form is dict else list(joint.values()))
    assert game.to_dict() == before


def test_every_seat_at_once_after_the_end_is_refused() -> None:
    game = Game(GameConfig(players=3, seed=1))
    while not game.is_over:
        game.choose_all(_every_seat(game))
    with pytest.raises(IllegalChoice):
        game.choose_all({0: Choice.play(0), 1: Choice.play(0), 2: Choice.play(0)})
    assert game.phase is Phase.OVER


def test_the_generated_source_writes_every_seat_out() -> None:
    source = _source(5)
    assert "c4 = choices[4]" in source and "c5" not in source
    fast = fast_path(Game(GameConfig(players=5, seed=1)).state)
    assert fast is not None and fast.players == 5
    assert fast.choose_all.__code__.co_filename == "<guildes.rules.fastpath 5 seats>"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_fast_path_stays_through_copies_saves_and_pickle(players: int) -> None:
    game = Game(GameConfig(players=players, seed=9))
    game.choose_all(_every_seat(game))
    assert type(game) is Game and game._fast is not None
    for other in (game.copy(), Game.from_dict(game.to_dict()), pickle.loads(pickle.dumps(game))):
        assert type(other) is Game and other._fast is game._fast
        assert other.to_dict() == game.to_dict()
        other.choose_all(_every_seat(other))  # still plays


def test_a_subclass_keeps_the_fast_path() -> None:
    class Mine(Game):
        __slots__ = ()

    game = Mine(GameConfig(players=4, seed=2))
    reference = Game(GameConfig(players=4, seed=2))
    assert type(game) is Mine and type(game.copy()) is Mine
    assert game._fast is reference._fast is not None
    calls = []
    fast = game._fast
    game._fast = type(fast)(
        fast.players, lambda st, c: calls.append(1) or fast.choose_all(st, c), fast.open_choices
    )
    while not game.is_over:
        joint = _every_seat(game)
        assert game.choose_all(joint) == reference.choose_all(joint)
    assert game.to_dict() == reference.to_dict()
    assert len(calls) == len(reference.state.history)  # every step went through the fast path
    assert type(Mine.from_dict(game.to_dict())) is Mine


def test_no_choice_at_all_changes_nothing() -> None:
    game = Game(GameConfig(players=4, seed=6))
    before = game.to_dict()
    assert game.choose_all({}) == []
    assert game.to_dict() == before and game.history == () and game.state.history == []


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_card_not_in_hand_is_refused_for_every_guild_and_seat_in_both_phases(
    players: int,
) -> None:
    game = Game(GameConfig(players=players, seed=players))
    rng = random.Random(players)
    refused = set()
    while not game.is_over:
        owed = game.open_choices()
        kind = Choice.pick if game.phase is Phase.DRAFT else Choice.play
        for seat in range(players):
            hand = game.view(seat).hand
            for g in (g for g in range(9) if not hand[g]):
                joint = [rng.choice(legal) for _, legal in owed]
                joint[seat] = kind(g)
                before = game.to_dict()
                with pytest.raises(NotInHand):
                    game.choose_all(joint)
                assert game.to_dict() == before
                refused.add((game.phase, g))
        game.choose_all([rng.choice(legal) for _, legal in owed])
    # Every guild was refused in both phases at some point, Militia (the top byte) too.
    assert {g for p, g in refused if p is Phase.DRAFT} == set(range(9))
    assert {g for p, g in refused if p is Phase.PLAY} == set(range(9))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_a_list_in_seat_order_is_the_same_as_a_dict(players: int) -> None:
    by_list = Game(GameConfig(players=players, seed=11))
    by_dict = Game(GameConfig(players=players, seed=11))
    rng = random.Random(players)
    while not by_list.is_over:
        joint = [rng.choice(legal) for _, legal in by_list.open_choices()]
        events = by_list.choose_all(tuple(joint) if rng.random() < 0.5 else joint)
        assert events == by_dict.choose_all(dict(enumerate(joint)))
        assert by_list.to_dict() == by_dict.to_dict()


@pytest.mark.parametrize(
    "bad",
    [
        lambda joint: joint[:-1],
        lambda joint: joint + joint[:1],
        lambda joint: "pick:Knights",
        lambda joint: 42,
        lambda joint: iter(joint),
    ],
)
def test_a_list_without_one_choice_per_seat_is_refused(bad) -> None:
    game = Game(GameConfig(players=4, seed=2))
    before = game.to_dict()
    joint = [legal[0] for _, legal in game.open_choices()]
    with pytest.raises(WrongSeat):
        game.choose_all(bad(joint))
    assert game.to_dict() == before


def test_a_mapping_other_than_a_dict_takes_the_general_path() -> None:
    from types import MappingProxyType

    fast = Game(GameConfig(players=5, seed=4))
    slow = Game(GameConfig(players=5, seed=4))
    while not fast.is_over:
        joint = {s: legal[-1] for s, legal in fast.open_choices()}
        assert fast.choose_all(MappingProxyType(joint)) == slow.choose_all(joint)
    assert fast.to_dict() == slow.to_dict()
