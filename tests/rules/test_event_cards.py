"""The Event-card variant (RULINGS §4) in the rules engine: each Event card's rule, the
rulebook's examples, what each seat may know, and random games with the variant on at
every seat count (invariants, JSON, replay)."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from guildes.rules import (
    BatchRevealed,
    CardPlayed,
    CardsPlacedFaceDown,
    CardsRedistributed,
    Choice,
    ChoiceKind,
    Game,
    GameConfig,
    Guild,
    IllegalChoice,
    NotInHand,
    Phase,
    PlayOrderDrawn,
    SeatView,
    StateError,
    WrongSeat,
    deck_composition,
)
from guildes.rules.cards import SETUPS, EventCard
from guildes.rules.event_rules import batch_sizes, play_order
from guildes.rules.packed import unpack

EVENTS = {"event_cards"}


def first_round_with(event: EventCard, players: int = 4) -> Game:
    """A variant game whose first Event card is ``event`` (the first such seed)."""
    for seed in range(500):
        game = Game(GameConfig(players=players, seed=seed, variants=EVENTS))
        if game.event_card == event:
            return game
    raise AssertionError("no seed found")


def draft_all(game: Game, rng: random.Random) -> None:
    while game.phase is Phase.DRAFT:
        game.choose_all([rng.choice(legal) for _, legal in game.open_choices()])


def play_round(game: Game, rng: random.Random) -> list:
    """Play to the end of the round with random choices, one seat at a time."""
    happened: list = []
    start = game.voting_round
    while not game.is_over and game.voting_round == start:
        for seat, legal in game.open_choices():
            happened += game.choose(seat, rng.choice(legal))
    return happened


def test_without_the_variant_the_text_is_ignored() -> None:
    for seed in range(12):
        game = Game(GameConfig(players=4, seed=seed))
        assert [r.phase for r in game.state.schedule] == ["deal", "draft", "play", "count"]
        assert game.state.play == 7


def test_play_one_fewer_card() -> None:
    for players in (3, 4, 5, 6):
        game = first_round_with(EventCard.PLAY_ONE_FEWER, players)
        assert game.state.play == SETUPS[players].play - 1
        rng = random.Random(players)
        draft_all(game, rng)
        assert game.steps == SETUPS[players].play - 1
        happened = play_round(game, rng)
        assert sum(map(sum, game.counts[0].tables)) == players * (SETUPS[players].play - 1)
        discarded = next(h for h in happened if type(h).__name__ == "CardsDiscarded")
        assert discarded.counts == (SETUPS[players].deal - SETUPS[players].play + 1,) * players


def test_tied_players_are_not_counted_in_that_round_only() -> None:
    game = first_round_with(EventCard.TIES_NOT_COUNTED)
    rng = random.Random(2)
    draft_all(game, rng)
    play_round(game, rng)
    first = game.counts[0]
    assert first.modifiers.ties_left_out
    assert "modifiers" in first.to_dict()
    for gc in first.guilds:
        if gc.guild == Guild.MILITIA:
            assert gc.left_out == ()
            continue
        tied = {s for s, c in enumerate(gc.cards) if c and gc.cards.count(c) > 1}
        assert set(gc.left_out) == tied
        assert all(gc.votes[s] == 0 for s in tied)
    play_round(game, rng)
    assert not game.counts[1].modifiers.ties_left_out  # a new Event card in round 2


def test_play_order_starts_one_seat_further_right_each_turn() -> None:
    assert play_order(2, 4, 3) == (2, 1, 0, 3, 1, 0, 3, 2, 0, 3, 2, 1)
    assert play_order(0, 3, 1) == (0, 2, 1)


def test_no_more_simultaneous_play_one_seat_at_a_time_revealing_at_once() -> None:
    game = first_round_with(EventCard.ONE_AT_A_TIME)
    rng = random.Random(5)
    game.choose_all([rng.choice(legal) for _, legal in game.open_choices()])
    while game.phase is Phase.DRAFT:
        owed = game.open_choices()
        happened = game.choose_all([rng.choice(legal) for _, legal in owed])
    drawn = next(h for h in happened if isinstance(h, PlayOrderDrawn))
    order = drawn.order
    assert order == game.state.turn_order and len(order) == 4 * 7
    assert game.public_view().to_dict()["turn_order"] == list(order)
    for k, seat in enumerate(order):
        assert game.to_choose() == (seat,)
        other = order[(k + 1) % 4] if order[(k + 1) % 4] != seat else order[(k + 2) % 4]
        legal = game.legal_choices(seat)
        assert game.legal_choices(other) == ()
        with pytest.raises(WrongSeat):
            game.choose(other, Choice.play(game.view(other).hand.index(max(game.view(other).hand))))
        choice = rng.choice(legal)
        happened = game.choose(seat, choice)
        assert CardPlayed(seat, choice.guild) in happened
        if k + 1 < len(order):
            # The next seat sees the card at once, on the table.
            assert game.view(order[k + 1]).round_played[seat][choice.guild] >= 1
    assert game.voting_round == 2


def test_redistribution_each_seat_gives_one_and_receives_one() -> None:
    game = first_round_with(EventCard.REDISTRIBUTION)
    rng = random.Random(7)
    draft_all(game, rng)
    assert game.phase is Phase.REDISTRIBUTE
    hands = [game.view(s).hand for s in range(4)]
    assert all(c.kind is ChoiceKind.GIVE for c in game.legal_choices(0))
    with pytest.raises(IllegalChoice):
        game.choose(0, Choice.play(game.legal_choices(0)[0].guild))
    gifts = [rng.choice(game.legal_choices(s)) for s in range(4)]
    happened = game.choose_all(gifts)
    assert CardsRedistributed() in happened
    assert game.phase is Phase.PLAY
    received = []
    for s in range(4):
        view = game.view(s)
        assert view.gave == gifts[s].guild
        received.append(view.received)
        expected = list(hands[s])
        expected[gifts[s].guild] -= 1
        expected[view.received] += 1
        assert list(view.hand) == expected
    assert sorted(received) == sorted(c.guild for c in gifts)
    public = game.public_view().to_dict()
    assert "gave" not in public and "received" not in public
    again = Game.replay(game.config, game.history)
    assert again.to_dict() == game.to_dict()  # the shuffle replays


def test_batch_sizes() -> None:
    assert batch_sizes(7) == (1, 2, 1, 2, 1)  # the rulebook's 4-player example
    assert batch_sizes(8) == (1, 2, 1, 2, 1, 1)
    assert batch_sizes(5) == (1, 2, 1, 1)
    assert batch_sizes(6) == (1, 2, 1, 2)
    assert all(sum(batch_sizes(n)) == n for n in range(1, 12))


def test_playing_one_or_two_cards() -> None:
    game = first_round_with(EventCard.ONE_OR_TWO)
    rng = random.Random(4)
    draft_all(game, rng)
    sizes = []
    while game.phase is Phase.PLAY and game.voting_round == 1:
        batch = game.public_view().batch
        sizes.append(batch)
        legal = game.legal_choices(0)
        if batch == 2:
            assert all(c.other_guild is not None and c.other_guild >= c.guild for c in legal)
            before = game.to_dict()
            with pytest.raises(IllegalChoice):
                game.choose(0, Choice.play(legal[0].guild))
            pair = legal[0]
            if pair.other_guild != pair.guild:
                with pytest.raises(IllegalChoice):
                    game.choose(0, Choice("play", pair.other_guild, other_guild=pair.guild))
            missing = next(g for g in range(9) if not game.view(0).hand[g])
            with pytest.raises(NotInHand):
                game.choose(0, Choice("play", missing, other_guild=missing))
            assert game.to_dict() == before
        else:
            assert all(c.other_guild is None for c in legal)
        happened = game.choose_all([rng.choice(lg) for _, lg in game.open_choices()])
        revealed = next(h for h in happened if isinstance(h, BatchRevealed))
        assert all(len(cards) == batch for cards in revealed.cards)
    assert sizes == [1, 2, 1, 2, 1]
    assert sum(map(sum, game.counts[0].tables)) == 4 * 7


def test_face_down_cards_are_revealed_when_the_next_batch_is_played() -> None:
    game = first_round_with(EventCard.FACE_DOWN)
    rng = random.Random(9)
    draft_all(game, rng)
    first = [rng.choice(lg) for _, lg in game.open_choices()]
    happened = game.choose_all(first)
    assert CardsPlacedFaceDown((1, 1, 1, 1)) in happened
    assert not any(isinstance(h, BatchRevealed) for h in happened)
    for s in range(4):
        view = game.view(s)
        assert view.face_down[first[s].guild] == 1 and sum(view.face_down) == 1
        assert view.face_down_sizes == (1, 1, 1, 1)
        assert sum(map(sum, view.tables)) == 0  # nothing revealed yet
    second = [rng.choice(lg) for _, lg in game.open_choices()]
    happened = game.choose_all(second)
    revealed = next(h for h in happened if isinstance(h, BatchRevealed))
    assert revealed.cards == tuple((c.guild,) for c in first)
    while game.phase is Phase.PLAY and game.step < game.steps:
        game.choose_all([rng.choice(lg) for _, lg in game.open_choices()])
    last = [rng.choice(lg) for _, lg in game.open_choices()]
    previous = [unpack(f) for f in game.state.face_down]
    happened = game.choose_all(last)
    revealed = next(h for h in happened if isinstance(h, BatchRevealed))
    for s in range(4):
        assert sorted(revealed.cards[s]) == sorted([previous[s].index(1), last[s].guild])
    assert sum(map(sum, game.counts[0].tables)) == 4 * 7


def _hidden_from(game: Game, seat: int) -> None:
    view = game.view(seat).to_dict()
    data = game.to_dict()
    assert view["hand"] == data["hands"][seat]
    assert view["face_down"] == data["face_down"][seat]
    assert view["gave"] == (None if data["gave"][seat] < 0 else data["gave"][seat])
    text = json.dumps(view)
    assert '"rng"' not in text and '"deck"' not in text


variant_games = st.tuples(st.integers(3, 6), st.integers(0, 2**32), st.integers(0, 2**32))


@settings(max_examples=40, deadline=None)
@given(variant_games)
def test_random_variant_games_keep_every_invariant_and_round_trip(params: tuple) -> None:
    players, seed, choice_seed = params
    game = Game(GameConfig(players=players, seed=seed, variants=EVENTS))
    rng = random.Random(choice_seed)
    while not game.is_over:
        for seat, legal in game.open_choices():
            if seat not in game.to_choose():
                continue
            game.choose(seat, rng.choice(legal))
            places = game.card_locations()
            total = [sum(p[g] for p in places.values()) for g in range(9)]
            assert tuple(total) == deck_composition(players)
            s = rng.randrange(players)
            _hidden_from(game, s)
            view = game.view(s)
            assert SeatView.from_dict(json.loads(json.dumps(view.to_dict()))) == view
            if rng.random() < 0.2:
                back = Game.from_dict(json.loads(json.dumps(game.to_dict())))
                assert back == game and back.open_choices() == game.open_choices()
    assert len(game.counts) == 3 and game.outcome is not None
    assert Game.replay(game.config, game.history).to_dict() == game.to_dict()


@settings(max_examples=25, deadline=None)
@given(variant_games)
def test_variant_views_differ_only_in_what_a_seat_may_know(params: tuple) -> None:
    players, seed, choice_seed = params
    game = Game(GameConfig(players=players, seed=seed, variants=EVENTS))
    rng = random.Random(choice_seed)
    for _ in range(rng.randrange(1, 40)):
        if game.is_over:
            return
        seat, legal = game.open_choices()[0]
        game.choose(seat, rng.choice(legal))
    if game.is_over:
        return
    data = game.to_dict()
    a, b = rng.sample(range(players), 2)
    if sum(data["hands"][a]) != sum(data["hands"][b]):
        return
    for key in ("hands", "face_down", "gave", "received"):
        data[key][a], data[key][b] = data[key][b], data[key][a]
    data["pending"][a] = data["pending"][b] = None
    try:
        other = Game.from_dict(data)
    except StateError:
        return  # every seat left owing nothing: not a state the rules store
    for s in range(players):
        if s in (a, b):
            continue
        va, vb = game.view(s).to_dict(), other.view(s).to_dict()
        va.pop("chosen"), vb.pop("chosen")
        assert va == vb


def test_a_seat_sees_both_cards_of_its_pair_face_down_and_nobody_else_does() -> None:
    game = first_round_with(EventCard.ONE_OR_TWO)
    rng = random.Random(12)
    draft_all(game, rng)
    game.choose_all([rng.choice(lg) for _, lg in game.open_choices()])  # the batch of one
    pair = game.legal_choices(0)[-1]
    game.choose(0, pair)
    mine = game.view(0)
    assert (mine.pending, mine.pending_second) == (pair.guild, pair.other_guild)
    other = game.view(1)
    assert other.pending is None and other.pending_second is None
    assert "pending_second" in mine.to_dict() and SeatView.from_dict(mine.to_dict()) == mine
