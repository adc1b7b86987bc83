"""Invariants over random legal games at every player count (hypothesis)."""

from __future__ import annotations

import json
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from guildes.rules import Choice, Game, GameConfig, Phase, SeatView, deck_composition

games = st.tuples(st.integers(3, 6), st.integers(0, 2**32), st.integers(0, 2**32))


def check_invariants(game: Game) -> None:
    places = game.card_locations()
    total = [sum(p[g] for p in places.values()) for g in range(9)]
    assert tuple(total) == deck_composition(game.players)
    assert all(v >= 0 for p in places.values() for v in p)
    assert all(v >= 0 for v in game.scores)


VIEW_FIELDS = {
    # public
    "config",
    "seat",
    "voting_round",
    "phase",
    "step",
    "steps",
    "direction",
    "event_cards",
    "chosen",
    "hand_sizes",
    "kept_sizes",
    "tables",
    "round_played",
    "discard_size",
    "deck_size",
    "counts",
    "scores",
    "outcome",
    # this seat's own
    "hand",
    "kept",
    "pending",
    "draft_memory",
    "discarded",
}


def hidden_from(game: Game, seat: int) -> None:
    """The view of ``seat`` holds its own cards and public facts, nothing else."""
    view = game.view(seat)
    data = game.to_dict()
    assert set(view.to_dict()) == VIEW_FIELDS  # a new field must be reviewed here
    assert view.hand == tuple(data["hands"][seat])
    assert view.kept == tuple(data["kept"][seat])
    pending = data["pending"][seat]
    assert view.pending == (None if pending is None else Choice.from_text(pending).guild)
    assert view.discarded == tuple(data["discards"][seat])
    assert view.hand_sizes == tuple(sum(h) for h in data["hands"])


@settings(max_examples=40, deadline=None)
@given(games)
def test_random_games_keep_every_invariant(params: tuple[int, int, int]) -> None:
    players, seed, choice_seed = params
    game = Game(GameConfig(players=players, seed=seed))
    rng = random.Random(choice_seed)
    check_invariants(game)
    while not game.is_over:
        seats = list(game.to_choose())
        rng.shuffle(seats)
        for s in seats:
            game.choose(s, rng.choice(game.legal_choices(s)))
            check_invariants(game)
            hidden_from(game, rng.randrange(players))
    assert len(game.counts) == 3 and game.phase is Phase.OVER
    assert game.outcome is not None and game.outcome.winners


@settings(max_examples=25, deadline=None)
@given(games)
def test_views_differ_only_in_what_a_seat_may_know(params: tuple[int, int, int]) -> None:
    """Changing another seat's hidden cards never changes this seat's view."""
    players, seed, choice_seed = params
    game = Game(GameConfig(players=players, seed=seed))
    rng = random.Random(choice_seed)
    steps = rng.randrange(1, 30)
    for _ in range(steps):
        if game.is_over:
            break
        for s in game.to_choose():
            if rng.random() < 0.9:
                game.choose(s, rng.choice(game.legal_choices(s)))
    if game.is_over:
        return
    data = game.to_dict()
    a, b = rng.sample(range(players), 2)
    # Swap two other seats' hands (same sizes): a different world, same view for the rest.
    data["hands"][a], data["hands"][b] = data["hands"][b], data["hands"][a]
    data["pending"][a] = data["pending"][b] = None
    other = Game.from_dict(data)
    for s in range(players):
        if s in (a, b):
            continue
        va, vb = game.view(s).to_dict(), other.view(s).to_dict()
        va.pop("chosen"), vb.pop("chosen")
        assert va == vb


@settings(max_examples=20, deadline=None)
@given(games)
def test_state_and_view_round_trip_through_json(params: tuple[int, int, int]) -> None:
    players, seed, choice_seed = params
    game = Game(GameConfig(players=players, seed=seed))
    rng = random.Random(choice_seed)
    while not game.is_over:
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
            back = Game.from_dict(json.loads(json.dumps(game.to_dict())))
            assert back == game
            seat = rng.randrange(players)
            view = game.view(seat)
            assert SeatView.from_dict(json.loads(json.dumps(view.to_dict()))) == view
            assert back.view(seat) == view
            assert back.legal_choices(seat) == game.legal_choices(seat)
