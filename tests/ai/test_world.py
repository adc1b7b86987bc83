"""The AI's compact World plays by exactly the rules of the engine."""

from __future__ import annotations

import random
from typing import Any

import pytest

from guildes.ai.rollout import play_out_guided, play_out_steered
from guildes.ai.world import OVER, World, _random_draft, play_out, world_from_game
from guildes.rules import (
    Choice,
    Game,
    GameConfig,
    Phase,
    deck_composition,
    make_count,
)


def same(world: World, game: Game) -> None:
    expected = world_from_game(game)
    assert world.round == expected.round and world.phase == expected.phase
    if world.phase != OVER:
        assert world.step == expected.step
    assert world.hands == expected.hands and world.kept == expected.kept
    assert world.tables == expected.tables and world.totals == expected.totals
    assert world.deck == expected.deck and world.discards == expected.discards


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("seed", range(8))
def test_world_steps_match_the_engine(players: int, seed: int) -> None:
    game = Game(GameConfig(players=players, seed=seed))
    world = world_from_game(game)
    rng = random.Random(seed)
    while not game.is_over:
        guilds = [rng.choice(world.legal(s)) for s in range(players)]
        assert [c.guild for c in game.legal_choices(0)] == world.legal(0)
        kind = Choice.pick if game.phase is Phase.DRAFT else Choice.play
        game.choose_all({s: kind(g) for s, g in enumerate(guilds)})
        world.apply(guilds)
        same(world, game)
    assert world.phase == OVER


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("greed", [0.0, 0.7])
def test_playouts_are_legal_games(players: int, greed: float) -> None:
    rng = random.Random(players)
    for seed in range(30):
        world = world_from_game(Game(GameConfig(players=players, seed=seed)))
        snapshots = []
        while world.phase != OVER:
            if greed:
                play_out_guided(world, rng, greed)
            else:
                play_out(world, rng, to_round_end=True)
            snapshots.append(([t[:] for t in world.tables], world.totals[:]))
        assert len(snapshots) == 3
        totals = [0] * players
        for rnd, (tables, after) in enumerate(snapshots, start=1):
            count = make_count(tuple(map(tuple, tables)), rnd, totals)
            totals = list(count.totals)
            assert totals == after
        cards = [sum(t[g] for t in world.tables) for g in range(9)]
        assert sum(cards) + world.discards + len(world.deck) == sum(deck_composition(players))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("guide", [0.0, 0.6, 1.0])
def test_full_random_playouts_are_legal_games(players: int, guide: float, monkeypatch) -> None:
    """A random (or steered) playout to the end (rounds dealt during it included): every
    seat plays its share each round, every card stays somewhere, and each count is the
    engine's."""
    seen: list[tuple[list[list[int]], list[int]]] = []
    original = World._count

    def recording(self: World, deal: bool = True, rand: Any = None) -> None:
        before = [t[:] for t in self.tables]
        original(self, deal, rand)
        seen.append((before, self.totals[:]))

    monkeypatch.setattr(World, "_count", recording)
    rng = random.Random(players)
    play = {3: 8, 4: 7, 5: 5, 6: 5}[players]
    for seed in range(20):
        seen.clear()
        game = Game(GameConfig(players=players, seed=seed))
        for _ in range(seed % 5):  # start some playouts in the middle of the draft
            game.choose_all({s: legal[0] for s, legal in game.open_choices()})
        world = world_from_game(game)
        if guide:
            play_out_steered(world, rng, guide)
        else:
            play_out(world, rng)
        assert world.phase == OVER and len(seen) == 3
        totals = [0] * players
        for rnd, (tables, after) in enumerate(seen, start=1):
            assert all(sum(t) == rnd * play for t in tables)
            totals = list(make_count(tuple(map(tuple, tables)), rnd, totals).totals)
            assert totals == after
        cards = [sum(t[g] for t in world.tables) for g in range(9)]
        assert sum(cards) + world.discards + len(world.deck) == sum(deck_composition(players))


def test_a_steered_draft_keeps_what_the_scores_value_most() -> None:
    """With guide 1 every pick is the best-scored card of the hand: a seat whose scores
    put one guild first keeps far more of it than uniform picks do, and every seat still
    keeps a full hand."""
    base = world_from_game(Game(GameConfig(players=4, seed=9)))
    cards = [sum(h[g] for h in base.hands) for g in range(9)]
    target = max(range(9), key=lambda g: cards[g])
    scores = [[0.0] * 9 for _ in range(4)]
    scores[0][target] = 1.0
    rng = random.Random(1)
    kept = {}
    for guide in (0.0, 1.0):
        total = 0
        for _ in range(200):
            world = base.copy()
            _random_draft(world, rng.random, scores, guide)
            assert [sum(h) for h in world.hands] == [9] * 4
            total += world.hands[0][target]
        kept[guide] = total / 200
    assert kept[1.0] > kept[0.0] + 1.5


def test_a_steered_draft_leaves_the_free_seat_at_random() -> None:
    """With ``free`` set, that seat picks at random even at guide 1 (the search's own seat
    in mcts ``others=1``), while the other seats still keep their best-scored cards."""
    base = world_from_game(Game(GameConfig(players=4, seed=9)))
    cards = [sum(h[g] for h in base.hands) for g in range(9)]
    target = max(range(9), key=lambda g: cards[g])
    scores = [[0.0] * 9 for _ in range(4)]
    scores[0][target] = scores[1][target] = 1.0
    rng = random.Random(1)
    kept = {}
    for free in (-1, 0):
        mine = theirs = 0
        for _ in range(200):
            world = base.copy()
            _random_draft(world, rng.random, scores, 1.0, free)
            assert [sum(h) for h in world.hands] == [9] * 4
            mine += world.hands[0][target]
            theirs += world.hands[1][target]
        kept[free] = (mine / 200, theirs / 200)
    assert kept[0][0] < kept[-1][0] - 1.0
    assert kept[0][1] >= kept[-1][1]
