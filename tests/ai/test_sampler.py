"""Sampled worlds are consistent with the view they were drawn from."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

from guildes.ai.knowledge import unknown_pool
from guildes.ai.sampler import Sample, sample
from guildes.rules import EVENT_CARDS, NUM_GUILDS, Game, GameConfig, Phase, SeatView


def as_game(view: SeatView, smp: Sample) -> Game:
    """The full game state the sampled world stands for."""
    w, n, me = smp.world, view.players, view.seat
    discards = [[0] * NUM_GUILDS for _ in range(n)]
    discards[me] = list(view.discarded)
    # Cards of the unknown pool beyond the deck are the others' discards (any seat will do).
    placed = [0] * NUM_GUILDS
    for rows in (w.hands, w.kept, w.tables, discards):
        for r in rows:
            for g in range(NUM_GUILDS):
                placed[g] += r[g]
    for g in w.deck:
        placed[g] += 1
    from guildes.rules import deck_composition

    other = (me + 1) % n
    discards[other] = [c - p for c, p in zip(deck_composition(n), placed)]
    events = list(view.event_cards) + [
        e.index for e in EVENT_CARDS if e.index not in view.event_cards
    ]
    # Every seat's draft memory, replayed from the sampled deal and picks.
    memory: list[list] = [[] for _ in range(n)]
    sign = 1 if view.direction == "left" else -1
    hands = [list(h) for h in smp.round_start_hands]
    for step in range(len(view.draft_memory)):
        for s in range(n):
            g = smp.picks.get((s, step))
            if g is None:  # the last card of the hand, kept without a choice
                g = next(i for i, c in enumerate(hands[s]) if c)
            memory[s].append([hands[s][:], g])
            hands[s][g] -= 1
        hands = hands[-1:] + hands[:-1] if sign == 1 else hands[1:] + hands[:1]
    assert memory[me] == [[list(m.hand), m.picked] for m in view.draft_memory]
    data = {
        "format": 1,
        "config": view.config.to_dict(),
        "voting_round": view.voting_round,
        "phase": view.phase.value,
        "step": view.step,
        "deck": list(w.deck),
        "event_order": events,
        "hands": w.hands,
        "kept": w.kept,
        "tables": [list(t) for t in view.tables],
        "round_played": [list(t) for t in view.round_played],
        "discards": discards,
        "pending": [None] * n,
        "draft_memory": memory,
        "counts": [c.to_dict() for c in view.counts],
        "history": [],
    }
    return Game.from_dict(data)


def check_consistent(view: SeatView, smp: Sample) -> None:
    n, me, w = view.players, view.seat, smp.world
    # 1. The world gives this seat exactly its view.
    mine = as_game(view, smp).view(me).to_dict()
    theirs = view.to_dict()
    mine.pop("chosen"), theirs.pop("chosen")
    assert mine == theirs
    # 2. The sampled draft replays from the round's deal to this seat's memory.
    sign = 1 if view.direction == "left" else -1
    hands = [h[:] for h in smp.round_start_hands]
    done = len(view.draft_memory) if view.phase is Phase.DRAFT else len(view.draft_memory)
    kept = [[0] * NUM_GUILDS for _ in range(n)]
    for step in range(done):
        assert tuple(hands[me]) == view.draft_memory[step].hand
        for s in range(n):
            g = smp.picks[(s, step)]
            assert hands[s][g] > 0
            hands[s][g] -= 1
            kept[s][g] += 1
        hands = hands[-1:] + hands[:-1] if sign == 1 else hands[1:] + hands[:1]
    if view.phase is Phase.DRAFT:
        assert hands == w.hands
    # 3. Every card revealed this round was picked by its revealer.
    for s in range(n):
        assert all(kept[s][g] >= view.round_played[s][g] for g in range(NUM_GUILDS))


@settings(max_examples=60, deadline=None)
@given(st.integers(3, 6), st.integers(0, 2**31), st.integers(1, 140))
def test_sampled_worlds_are_consistent_with_the_view(players: int, seed: int, steps: int) -> None:
    game = Game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    for _ in range(steps):
        if game.is_over:
            return
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
    if game.is_over:
        return
    seat = rng.randrange(players)
    view = game.view(seat)
    for k in range(3):
        check_consistent(view, sample(view, random.Random(k)))


def test_sampler_reads_only_the_view() -> None:
    """Two games with the same view for seat 0 give the same samples for the same seed."""
    game = Game(GameConfig(players=4, seed=3))
    rng = random.Random(1)
    for _ in range(10):
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
    data = game.to_dict()
    data["hands"][1], data["hands"][2] = data["hands"][2], data["hands"][1]
    other = Game.from_dict(data)
    assert other.view(0) == game.view(0)
    a = sample(game.view(0), random.Random(5)).world
    b = sample(other.view(0), random.Random(5)).world
    assert a == b


def test_unseen_hands_and_the_deck_are_random_shares_of_the_unknown_cards() -> None:
    """At the first pick no other hand has been seen: each other seat's hand, and each
    hand the deck will deal, holds on average the unknown cards' mix (the pool's counts
    dealt in order would give one seat six Artisans and the next five Scholars)."""
    for players in (4, 6):
        game = Game(GameConfig(players=players, seed=11))
        view = game.view(0)
        deal = sum(view.hand)
        pool = unknown_pool(view)
        expected = [deal * c / sum(pool) for c in pool]
        rnd = random.Random(3)
        runs = 300
        sums = [[0.0] * NUM_GUILDS for _ in range(players)]  # other seats' hands, deck's first
        for _ in range(runs):
            w = sample(view, rnd).world
            for s in range(1, players):
                for g in range(NUM_GUILDS):
                    sums[s][g] += w.hands[s][g] / runs
            for g in w.deck[:deal]:
                sums[0][g] += 1 / runs
        for s in range(players):
            for g in range(NUM_GUILDS):
                assert abs(sums[s][g] - expected[g]) < 0.3, (players, s, g, sums[s], expected)
