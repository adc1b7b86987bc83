"""The Dirty-Trick variant (RULINGS §5) in the rules engine: the deal, the phase's order,
each trick's effect and refusals, the rulebook's example, what each seat may know, and
random games with the variant on (alone and with the Event cards)."""

from __future__ import annotations

import json
import random
from itertools import product

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from guildes.rules import (
    NUM_GUILDS,
    CardsDrawn,
    Choice,
    ChoiceKind,
    Game,
    GameConfig,
    Guild,
    HandDiscarded,
    IllegalChoice,
    Phase,
    SeatView,
    StateError,
    Trick,
    TrickDeclined,
    TricksDealt,
    TrickUsed,
    WrongSeat,
    count_votes,
    deck_composition,
)
from guildes.rules.counting import CountModifiers
from guildes.rules.packed import pack, unpack
from guildes.rules.trick_rules import trick_effect
from tests.rules.rig import counts

TRICKS = frozenset({"dirty_tricks"})
BOTH = frozenset({"dirty_tricks", "event_cards"})
K, B, N, P, A, M = (
    Guild.KNIGHTS,
    Guild.BOURGEOIS,
    Guild.NOBLES,
    Guild.PRIESTS,
    Guild.ALCHEMISTS,
    Guild.MILITIA,
)


def trick_turn(
    tricks: list[Trick],
    tables: list[list[int]],
    hands: list[list[int]] | None = None,
    discards: list[list[int]] | None = None,
) -> Game:
    """A round-1 game at the start of the Dirty Tricks phase with exactly these tricks,
    tables, hands (default: none) and discards (default: none); the rest is the deck."""
    n = len(tricks)
    hands = [list(h) for h in hands] if hands else [[0] * NUM_GUILDS for _ in range(n)]
    if Trick.PROTECTION in tricks:  # its holder discarded as the phase began
        hands[tricks.index(Trick.PROTECTION)] = [0] * NUM_GUILDS
    discards = discards or [[0] * NUM_GUILDS for _ in range(n)]
    data = Game(GameConfig(players=n, seed=1, variants=TRICKS)).to_dict()
    remaining = list(deck_composition(n))
    for row in tables + hands + discards:
        for g in range(NUM_GUILDS):
            remaining[g] -= row[g]
    assert min(remaining) >= 0, "rigged cards exceed the deck"
    order = sorted(range(n), key=lambda s: tricks[s])
    data |= {
        "phase": "tricks",
        "phase_index": 3,
        "step": 1,
        "deck": [g for g in range(NUM_GUILDS) for _ in range(remaining[g])],
        "hands": hands,
        "kept": [[0] * NUM_GUILDS for _ in range(n)],
        "tables": tables,
        "round_played": tables,
        "discards": discards,
        "draft_memory": [[] for _ in range(n)],
        "tricks": [int(t) for t in tricks],
        "turn_order": [s for s in order if tricks[s] != Trick.PROTECTION],
        "turn": 0,
    }
    return Game.from_dict(data)


def to_turn(game: Game, seat: int) -> None:
    """Decline every trick before ``seat``'s turn."""
    while game.to_choose() != (seat,):
        game.choose(game.to_choose()[0], Choice.decline())


def use(trick: int, **fields: int) -> Choice:
    guild = fields.pop("guild")
    return Choice(ChoiceKind.TRICK, guild, **fields)


def refused(game: Game, seat: int, choice: Choice, match: str) -> None:
    """The choice is refused with a reason matching ``match`` and changes nothing."""
    before = game.to_dict()
    with pytest.raises(IllegalChoice, match=match):
        game.choose(seat, choice)
    assert game.to_dict() == before


# ------------------------------------------------------------------ the deal


def test_each_seat_is_dealt_a_different_trick_face_up_and_never_the_same_twice_running() -> None:
    for players in (3, 4, 5, 6):
        for seed in range(40):
            game = Game(GameConfig(players=players, seed=seed, variants=TRICKS))
            rng = random.Random(seed)
            held: list[tuple[int, ...]] = [tuple(game.state.tricks)]
            assert game.opening_happenings()[-1] == TricksDealt(held[0])
            while not game.is_over:
                for seat, legal in game.open_choices():
                    if seat in game.to_choose():
                        for h in game.choose(seat, rng.choice(legal)):
                            if isinstance(h, TricksDealt):
                                held.append(h.tricks)
            assert len(held) == 3
            for dealt in held:
                assert len(set(dealt)) == players
                assert players > 3 or Trick.ALCHEMISTS not in dealt
            for before, after in zip(held, held[1:]):
                assert all(a != b for a, b in zip(before, after))


def test_tricks_are_public_in_every_view() -> None:
    game = Game(GameConfig(players=4, seed=3, variants=TRICKS))
    for seat in range(4):
        assert game.view(seat).tricks == tuple(game.state.tricks)
    assert game.public_view().tricks == tuple(game.state.tricks)
    assert game.public_view().to_dict()["tricks"] == list(game.state.tricks)
    plain = Game(GameConfig(players=4, seed=3))
    assert "tricks" not in plain.public_view().to_dict()


def test_the_base_game_draws_nothing_more_from_the_generator() -> None:
    plain = Game(GameConfig(players=4, seed=11))
    tricks = Game(GameConfig(players=4, seed=11, variants=TRICKS))
    assert plain.state.deck == tricks.state.deck
    assert plain.state.hands == tricks.state.hands


# ------------------------------------------------------------------ the phase


def test_seats_resolve_in_the_letters_order_and_protection_has_no_turn() -> None:
    table = counts(knights=1)
    game = trick_turn(
        [Trick.KNIGHTS, Trick.PROTECTION, Trick.SWAP_HAND, Trick.SWAP],
        [table] * 4,
        hands=[counts(priests=1)] * 4,
    )
    assert game.phase is Phase.TRICKS
    assert game.state.turn_order == (3, 2, 0)
    order = []
    while game.phase is Phase.TRICKS:
        (seat,) = game.to_choose()
        order.append(seat)
        with pytest.raises(WrongSeat):
            game.choose((seat + 1) % 4, Choice.decline())
        trick = game.state.tricks[seat]
        happened = game.choose(seat, Choice.decline())
        assert TrickDeclined(seat, trick) in happened
        assert HandDiscarded(seat, 1) in happened
    assert order == [3, 2, 0]


def test_protection_holder_discards_first_and_others_after_their_own_turn() -> None:
    game = Game(GameConfig(players=4, seed=5, variants=TRICKS))
    rng = random.Random(5)
    while game.phase is not Phase.TRICKS:
        happened = game.choose_all([rng.choice(lg) for _, lg in game.open_choices()])
    sizes = [sum(unpack(h)) for h in game.state.hands]
    guarded = next((s for s, t in enumerate(game.state.tricks) if t == Trick.PROTECTION), None)
    for seat in range(4):
        expected = 0 if seat == guarded else 2
        assert sizes[seat] == expected
    if guarded is not None:
        assert HandDiscarded(guarded, 2) in happened
    first = game.to_choose()[0]
    game.choose(first, Choice.decline())
    assert sum(unpack(game.state.hands[first])) == 0
    assert all(sum(unpack(game.state.hands[s])) == 2 for s in game.state.turn_order[1:])


# ------------------------------------------------------------------ each trick


def test_protection_keeps_every_other_trick_off_the_holders_table() -> None:
    tables = [counts(knights=2, nobles=1)] * 4
    game = trick_turn([Trick.PROTECTION, Trick.SWAP, Trick.SACRIFICE, Trick.KNIGHTS], tables)
    legal = game.legal_choices(1)
    assert legal and all(0 not in (c.target, c.other) for c in legal)
    refused(game, 1, use(1, guild=K, target=0, other=1, other_guild=N), "Protection")
    game.choose(1, Choice.decline())
    refused(game, 2, use(2, guild=K, target=0, other_guild=N), "Protection")
    game.choose(2, Choice.decline())
    refused(game, 3, use(5, guild=K, target=0, sign=-1), "Protection")
    assert all(c.target != 0 for c in game.legal_choices(3))


def test_swap_moves_one_card_each_way_between_two_tables_for_good() -> None:
    tables = [counts(knights=2), counts(nobles=1), counts(priests=3)]
    game = trick_turn([Trick.SWAP, Trick.DRAW_TWO, Trick.SACRIFICE], tables)
    choice = use(1, guild=K, target=0, other=2, other_guild=P)
    happened = game.choose(0, choice)
    assert TrickUsed(0, Trick.SWAP, choice) in happened
    assert game.table(0) == tuple(counts(knights=1, priests=1))
    assert game.table(2) == tuple(counts(priests=2, knights=1))
    while game.phase is not Phase.DRAFT:
        game.choose(game.to_choose()[0], Choice.decline())
    assert game.counts[0].tables[0] == tuple(counts(knights=1, priests=1))
    assert game.table(0) == tuple(counts(knights=1, priests=1))  # kept into round 2


def test_swap_refusals_say_why() -> None:
    tables = [counts(knights=2), counts(nobles=1), counts()]
    game = trick_turn([Trick.SWAP, Trick.DRAW_TWO, Trick.SACRIFICE], tables)
    refused(game, 0, use(1, guild=K, target=0, other=1, other_guild=P), "no Priests card")
    refused(game, 0, use(1, guild=K, target=0, other=0, other_guild=K), "two different")
    refused(game, 0, use(1, guild=N, target=1, other=0, other_guild=K), "lower seat first")
    refused(game, 0, use(1, guild=K, target=0, other=2, other_guild=K), "no Knights card")
    refused(game, 0, use(1, guild=K, target=0, other_guild=N), "names guild, target, other")


def test_sacrifice_discards_a_card_worth_ten_or_more_and_any_card_in_play() -> None:
    tables = [counts(bourgeois=1, artisans=2), counts(nobles=2), counts(militia=1)]
    game = trick_turn([Trick.SACRIFICE, Trick.DRAW_TWO, Trick.SWAP_HAND], tables)
    refused(game, 0, use(2, guild=Guild.ARTISANS, target=1, other_guild=N), "worth 10 or more")
    refused(game, 0, use(2, guild=K, target=1, other_guild=N), "no Knights card")
    refused(game, 0, use(2, guild=B, target=2, other_guild=N), "no Nobles card")
    game.choose(0, use(2, guild=B, target=1, other_guild=N))
    assert game.table(0) == tuple(counts(artisans=2))
    assert game.table(1) == tuple(counts(nobles=1))
    assert game.public_view().pile_public == tuple(counts(bourgeois=1, nobles=1))
    assert game.public_view().discard_size == 2


def test_sacrifice_may_discard_a_second_card_of_ones_own_table() -> None:
    tables = [counts(knights=1, priests=1), counts(nobles=2), counts()]
    game = trick_turn([Trick.SACRIFICE, Trick.DRAW_TWO, Trick.SWAP_HAND], tables)
    refused(game, 0, use(2, guild=K, target=0, other_guild=K), "no Knights card")
    game.choose(0, use(2, guild=K, target=0, other_guild=P))
    assert game.table(0) == tuple(counts())


def test_draw_two_shuffles_the_pile_then_plays_one_and_discards_the_other() -> None:
    tables = [counts(knights=1)] * 3
    game = trick_turn(
        [Trick.SWAP, Trick.DRAW_TWO, Trick.SWAP_HAND],
        tables,
        hands=[counts(priests=1), counts(nobles=1), counts()],
        discards=[counts(), counts(), counts(artisans=1, scholars=1, fishermen=1)],
    )
    game.choose(0, Choice.decline())  # seat 0 discards its Priests before D draws
    assert game.legal_choices(1) == (Choice.decline(), Choice.draw())
    happened = game.choose(1, Choice.draw())
    assert CardsDrawn(1, 2) in happened
    drawn = game.view(1).drawn
    assert sum(drawn) == 2
    assert sum(game.view(0).drawn) == 0 and sum(game.view(2).drawn) == 0
    assert game.view(0).to_dict()["drawn"] == [0] * NUM_GUILDS
    assert game.to_choose() == (1,)
    refused(game, 1, Choice.decline(), "must play one of the cards drawn")
    played = next(g for g in range(NUM_GUILDS) if drawn[g])
    missing = next(g for g in range(NUM_GUILDS) if not drawn[g])
    refused(game, 1, use(3, guild=missing), "did not draw")
    assert game.legal_choices(1) == tuple(
        Choice(ChoiceKind.TRICK, g) for g in range(NUM_GUILDS) if drawn[g]
    )
    game.choose(1, use(3, guild=played))
    assert game.table(1)[played] == tables[1][played] + 1
    other = [d - (g == played) for g, d in enumerate(drawn)]
    other[N] += 1  # then seat 1 discards its hand, a Nobles
    assert game.view(1).discarded == tuple(other)
    assert game.view(0).discarded == (0,) * NUM_GUILDS  # the shuffled pile is nobody's
    assert game.public_view().discard_size == 1 + 3 + 1 - 1 + 0
    assert game.to_choose() == (2,)


def test_draw_two_is_refused_when_the_pile_is_empty_and_draws_one_from_a_pile_of_one() -> None:
    empty = trick_turn([Trick.DRAW_TWO, Trick.SWAP, Trick.SACRIFICE], [counts(knights=1)] * 3)
    to_turn(empty, 0)
    assert empty.legal_choices(0) == (Choice.decline(),)
    refused(empty, 0, Choice.draw(), "empty")
    one = trick_turn(
        [Trick.DRAW_TWO, Trick.SWAP, Trick.SACRIFICE],
        [counts(knights=1)] * 3,
        discards=[counts(), counts(priests=1), counts()],
    )
    to_turn(one, 0)
    one.choose(0, Choice.draw())
    assert one.view(0).drawn == tuple(counts(priests=1))
    one.choose(0, use(3, guild=P))
    assert one.table(0) == tuple(counts(knights=1, priests=1))


def test_only_d_draws() -> None:
    game = trick_turn([Trick.SWAP, Trick.DRAW_TWO, Trick.SACRIFICE], [counts(knights=1)] * 3)
    refused(game, 0, Choice.draw(), "only D")


def test_swap_hand_and_table_then_the_hand_is_discarded() -> None:
    game = trick_turn(
        [Trick.SWAP_HAND, Trick.SWAP, Trick.SACRIFICE],
        [counts(knights=1), counts(), counts()],
        hands=[counts(priests=1, militia=1), counts(), counts()],
    )
    to_turn(game, 0)
    refused(game, 0, use(4, guild=N, other_guild=K), "no Nobles card in hand")
    refused(game, 0, use(4, guild=P, other_guild=N), "no Nobles card on its table")
    happened = game.choose(0, use(4, guild=P, other_guild=K))
    assert game.table(0) == tuple(counts(priests=1))
    assert HandDiscarded(0, 2) in happened
    assert game.view(0).discarded == tuple(counts(knights=1, militia=1))


def test_rulebook_example_alchemists_minus_one_counts_once_then_the_card_is_back() -> None:
    """'One of your opponents has 2 Alchemists cards on their table and you play the
    Alchemists -1 card on them. During the count, they are treated as having only one
    Alchemists card (2-1). But at the end of the count, ... they have 2 Alchemists cards
    again.'"""
    tables = [counts(alchemists=1), counts(alchemists=2), counts(), counts()]
    game = trick_turn([Trick.ALCHEMISTS, Trick.SWAP, Trick.SACRIFICE, Trick.DRAW_TWO], tables)
    to_turn(game, 0)
    game.choose(0, use(8, guild=A, target=1, sign=-1))  # I is always the last letter
    count = game.counts[0]
    assert [(v.seat, v.guild, v.delta) for v in count.modifiers.virtual] == [(1, A, -1)]
    assert count.counted_tables[1][A] == 1 and count.tables[1][A] == 2
    alchemists = count.guilds[A]
    first = alchemists.awards[0]
    assert set(first.seats) == {0, 1}  # one card each: tied for first
    assert game.table(1)[A] == 2
    assert game.public_view().virtual == ()  # gone after the count


def test_plus_minus_cards_refusals_say_why() -> None:
    tables = [counts(knights=1), counts(), counts()]
    game = trick_turn([Trick.KNIGHTS, Trick.SWAP, Trick.PROTECTION], tables)
    to_turn(game, 0)
    refused(game, 0, use(5, guild=N, target=1, sign=1), "changes Knights")
    refused(game, 0, use(5, guild=K, target=1, sign=-1), "no Knights card")
    refused(game, 0, use(5, guild=K, target=2, sign=1), "Protection")
    refused(game, 0, use(5, guild=K, target=1), "names guild, target, sign")
    game.choose(0, use(5, guild=K, target=1, sign=1))
    assert [(v.seat, v.delta) for v in game.counts[0].modifiers.virtual] == [(1, 1)]


def test_a_virtual_card_shows_in_the_views_until_the_count() -> None:
    tables = [counts(knights=1), counts(nobles=1), counts(), counts()]
    game = trick_turn([Trick.KNIGHTS, Trick.NOBLES, Trick.SWAP, Trick.SACRIFICE], tables)
    to_turn(game, 0)
    game.choose(0, use(5, guild=K, target=1, sign=1))
    (card,) = game.public_view().virtual
    assert (card.seat, card.guild, card.delta) == (1, K, 1)
    assert game.view(3).virtual == (card,)
    assert game.public_view().to_dict()["virtual"] == [card.to_dict()]
    game.choose(1, Choice.decline())
    assert game.public_view().virtual == ()


def test_a_trick_the_seat_does_not_hold_is_refused() -> None:
    game = trick_turn([Trick.SWAP, Trick.PROTECTION, Trick.SACRIFICE], [counts(knights=2)] * 3)
    refused(
        game,
        0,
        use(5, guild=K, target=2, sign=1),
        "holds B .*names guild, target, other, other_guild",
    )
    refused(game, 0, use(4, guild=K, other_guild=K), "holds B .*names guild, target, other")


def test_out_of_turn_and_out_of_phase_are_refused() -> None:
    game = trick_turn([Trick.SWAP, Trick.DRAW_TWO, Trick.SACRIFICE], [counts(knights=2)] * 3)
    with pytest.raises(WrongSeat):
        game.choose(2, Choice.decline())
    draft = Game(GameConfig(players=3, seed=1, variants=TRICKS))
    with pytest.raises(IllegalChoice, match="decline"):
        draft.choose(0, Choice.decline())


def test_the_legal_uses_are_exactly_what_the_check_accepts() -> None:
    rng = random.Random(4)
    letters = list(Trick)
    for _ in range(12):
        n = rng.choice((4, 5))
        tricks = rng.sample(letters, n)
        tables = [
            counts(knights=rng.randrange(3), nobles=rng.randrange(2), priests=rng.randrange(2))
            for _ in range(n)
        ]
        hands = [counts(alchemists=rng.randrange(2), artisans=1) for _ in range(n)]
        game = trick_turn(
            tricks,
            tables,
            hands=hands,
            discards=[counts(militia=1)] + [counts() for _ in range(n - 1)],
        )
        seat = game.to_choose()[0]
        legal = set(game.legal_choices(seat))
        seats = [None, *range(n)]
        guilds = [None, *range(NUM_GUILDS)]
        accepted = {Choice.decline()} if Choice.decline() in legal else set()
        if Choice.draw() in legal:
            accepted.add(Choice.draw())
        for g, t, o, og, sign in product(range(NUM_GUILDS), seats, seats, guilds, (None, 1, -1)):
            choice = Choice(ChoiceKind.TRICK, g, target=t, other=o, other_guild=og, sign=sign)
            try:
                game.copy().choose(seat, choice)
            except IllegalChoice:
                continue
            accepted.add(choice)
        assert accepted == legal, Trick(tricks[seat])


def test_trick_effect_previews_exactly_what_the_engine_does() -> None:
    rng = random.Random(8)
    for seed in range(30):
        game = Game(GameConfig(players=4, seed=seed, variants=TRICKS))
        while game.phase is not Phase.TRICKS:
            game.choose_all([rng.choice(lg) for _, lg in game.open_choices()])
        while game.phase is Phase.TRICKS:
            (seat,) = game.to_choose()
            choice = rng.choice(game.legal_choices(seat))
            if choice.kind is ChoiceKind.TRICK:
                drew = bool(game.state.drawn[seat])
                effect = trick_effect(game.state.tricks[seat], seat, choice, drew)
                tables = effect.after([pack(t) for t in game.public_view().tables])
                virtual = game.public_view().virtual + ((effect.virtual,) if effect.virtual else ())
                game.choose(seat, choice)
                assert tuple(map(unpack, tables)) == game.public_view().tables
                if game.phase is Phase.TRICKS:
                    assert game.public_view().virtual == virtual
                    votes = count_votes(
                        game.public_view().tables, 1, CountModifiers(virtual=virtual)
                    )
                    assert len(votes) == 4
            else:
                game.choose(seat, choice)


# ------------------------------------------------------------------ saves and views


def test_malformed_trick_data_is_refused_with_a_reason() -> None:
    game = trick_turn([Trick.SWAP, Trick.DRAW_TWO, Trick.SACRIFICE], [counts(knights=2)] * 3)
    good = game.to_dict()
    for change, match in (
        ({"tricks": [1, 1, 2]}, "different"),
        ({"tricks": [1, 8, 2]}, "different"),  # no I with 3 players
        ({"tricks": [1, 3]}, "one entry per seat"),
        ({"turn_order": [2, 1, 0]}, "letters' order"),
        (
            {"drawn": [[1] + [0] * 8, [0] * 9, [0] * 9], "deck": good["deck"][1:]},
            "D",
        ),
    ):
        with pytest.raises(StateError, match=match):
            Game.from_dict(good | change)
    plain = Game(GameConfig(players=3, seed=1)).to_dict()
    with pytest.raises(StateError, match="exactly when the variant is on"):
        Game.from_dict(plain | {"tricks": [0, 1, 2]})
    with pytest.raises(StateError, match="exactly when the variant is on"):
        Game.from_dict({k: v for k, v in good.items() if k != "tricks"})


variant_games = st.tuples(
    st.integers(3, 6), st.integers(0, 2**32), st.integers(0, 2**32), st.sampled_from([TRICKS, BOTH])
)


@settings(max_examples=40, deadline=None)
@given(variant_games)
def test_random_trick_games_keep_every_invariant_and_round_trip(params: tuple) -> None:
    players, seed, choice_seed, variants = params
    game = Game(GameConfig(players=players, seed=seed, variants=variants))
    rng = random.Random(choice_seed)
    while not game.is_over:
        for seat, legal in game.open_choices():
            if seat not in game.to_choose():
                continue
            game.choose(seat, rng.choice(legal))
            places = game.card_locations()
            total = [sum(p[g] for p in places.values()) for g in range(NUM_GUILDS)]
            assert tuple(total) == deck_composition(players)
            s = rng.randrange(players)
            view = game.view(s)
            assert SeatView.from_dict(json.loads(json.dumps(view.to_dict()))) == view
            assert view.drawn == unpack(game.state.drawn[s])
            others = [o for o in range(players) if o != s]
            assert all(sum(game.view(o).drawn) == 0 or o == s for o in others) or any(
                game.state.drawn[o] for o in others
            )
            if rng.random() < 0.2:
                back = Game.from_dict(json.loads(json.dumps(game.to_dict())))
                assert back == game and back.open_choices() == game.open_choices()
    assert len(game.counts) == 3 and game.outcome is not None
    assert Game.replay(game.config, game.history).to_dict() == game.to_dict()


@settings(max_examples=25, deadline=None)
@given(variant_games)
def test_trick_views_differ_only_in_what_a_seat_may_know(params: tuple) -> None:
    """Swapping two seats' hidden cards (hands, drawn cards) changes no other seat's view."""
    players, seed, choice_seed, variants = params
    game = Game(GameConfig(players=players, seed=seed, variants=variants))
    rng = random.Random(choice_seed)
    while not game.is_over and game.phase is not Phase.TRICKS:
        game.choose_all([rng.choice(lg) for _, lg in game.open_choices()]) if all(
            len(game.to_choose()) == players for _ in [0]
        ) else game.choose(game.to_choose()[0], rng.choice(game.open_choices()[0][1]))
    for _ in range(rng.randrange(0, 3)):
        if game.phase is not Phase.TRICKS:
            return
        seat = game.to_choose()[0]
        game.choose(seat, rng.choice(game.legal_choices(seat)))
    if game.phase is not Phase.TRICKS:
        return
    data = game.to_dict()
    a, b = rng.sample(range(players), 2)
    if sum(data["hands"][a]) != sum(data["hands"][b]):
        return
    data["hands"][a], data["hands"][b] = data["hands"][b], data["hands"][a]
    try:
        other = Game.from_dict(data)
    except StateError:
        return
    for s in range(players):
        if s in (a, b):
            continue
        assert game.view(s).to_dict() == other.view(s).to_dict()
