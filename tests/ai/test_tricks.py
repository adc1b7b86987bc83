"""The AI under the Dirty-Trick variant: every level plays it legally (alone and with the
Event cards), uses a trick that wins it votes with no downside, decides from its view only,
and samples worlds and discard piles that agree with what it knows."""

from __future__ import annotations

import random

import pytest

from guildes.ai.agent import make_agent
from guildes.ai.match import play_specs
from guildes.ai.sampler import sample_world
from guildes.ai.tricks import (
    MAX_CANDIDATES,
    candidates,
    game_lead,
    sample_pile,
    sample_trick_world,
    votes_after,
)
from guildes.ai.world import TRICKS, world_from_game
from guildes.rules import Choice, ChoiceKind, Game, GameConfig, Guild, Phase, Trick
from tests.rules.rig import counts
from tests.rules.test_dirty_tricks import trick_turn

VARIANTS = [frozenset({"dirty_tricks"}), frozenset({"dirty_tricks", "event_cards"})]
SPECS = ["random", "greedy", "heuristic", "mcts:iters=40:worlds=8"]
LEVELS = ["greedy", "heuristic", "mcts:iters=300"]


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("variants", VARIANTS, ids=["tricks", "both"])
def test_every_level_plays_trick_games_legally(players: int, variants: frozenset[str]) -> None:
    for seed in range(2):
        specs = [SPECS[(seed + k) % len(SPECS)] for k in range(players)]
        result = play_specs(specs, seed, variants)  # the referee checks every choice
        assert len(result.scores) == players


def _knights_tie() -> Game:
    """Seat 0 holds F (+1/-1 Knights) and ties seat 1 for the Knights' first place; the
    others hold later letters and nothing changes for them."""
    tables = [counts(knights=2), counts(knights=2), counts(artisans=1), counts(scholars=1)]
    return trick_turn([Trick.KNIGHTS, Trick.NOBLES, Trick.PRIESTS, Trick.ALCHEMISTS], tables)


@pytest.mark.parametrize("spec", LEVELS)
def test_every_level_uses_a_trick_that_wins_votes_with_no_downside(spec: str) -> None:
    game = _knights_tie()
    view, legal = game.view(0), game.legal_choices(0)
    choice = make_agent(spec, seed=3).choose(view, legal)
    assert choice.kind is ChoiceKind.TRICK
    before = votes_after(view, Choice.decline())
    after = votes_after(view, choice)
    assert after[0] > before[0]
    assert after[0] - max(after[1:]) > before[0] - max(before[1:])


@pytest.mark.parametrize("spec", ["greedy", "heuristic"])
def test_declines_when_no_use_helps(spec: str) -> None:
    """F with the Knights' first place already alone: +1 changes nothing, the rest only
    helps others or costs it."""
    game = trick_turn(
        [Trick.KNIGHTS, Trick.NOBLES, Trick.PRIESTS],
        [counts(knights=2), counts(artisans=1), counts(scholars=1)],
    )
    view, legal = game.view(0), game.legal_choices(0)
    assert len(legal) > 1
    assert make_agent(spec, seed=1).choose(view, legal) is Choice.decline()


def test_the_trick_decision_is_the_same_whatever_the_hidden_cards() -> None:
    """Same view, other hidden cards (the others' hands swapped, the deck reversed): same
    decision, for every level, at a seat's trick turn."""
    checked = 0
    for seed in range(30):
        game = Game(GameConfig(players=4, seed=seed, variants=VARIANTS[0]))
        rng = random.Random(seed)
        while game.phase is not Phase.TRICKS:
            game.choose_all([rng.choice(lg) for _, lg in game.open_choices()])
        (seat,) = game.to_choose()
        data = game.to_dict()
        others = [s for s in range(4) if s != seat and sum(data["hands"][s]) == 2]
        if len(others) < 2 or data["hands"][others[0]] == data["hands"][others[1]]:
            continue
        a, b = others[:2]
        data["hands"][a], data["hands"][b] = data["hands"][b], data["hands"][a]
        data["deck"] = list(reversed(data["deck"]))
        other = Game.from_dict(data)
        assert other.view(seat) == game.view(seat)
        for spec in LEVELS:
            one = make_agent(spec, seed=seed).choose(game.view(seat), game.legal_choices(seat))
            two = make_agent(spec, seed=seed).choose(other.view(seat), other.legal_choices(seat))
            assert one is two, spec
        checked += 1
        if checked == 4:
            break
    assert checked == 4


def test_sampled_trick_worlds_and_piles_agree_with_the_view() -> None:
    rng = random.Random(2)
    for seed in range(20):
        game = Game(GameConfig(players=5, seed=seed, variants=VARIANTS[1]))
        while game.phase is not Phase.TRICKS:
            game.choose_all({s: rng.choice(lg) for s, lg in game.open_choices()})
        (seat,) = game.to_choose()
        view = game.view(seat)
        sample = sample_trick_world(view, rng)
        world = sample.world
        assert world.phase == TRICKS and world.tricks == list(view.tricks)
        assert world.hands[seat] == list(view.hand)
        assert [sum(h) for h in world.hands] == list(view.hand_sizes)
        assert len(world.deck) == view.deck_size
        assert len(sample.pile) == view.discard_size
        assert len(sample_pile(view, rng)) == view.discard_size
        assert world.tables == [list(t) for t in view.tables]


def test_the_search_tries_the_best_uses_declining_and_the_draw() -> None:
    tables = [counts(knights=int(s < 4), nobles=1, priests=1) for s in range(6)]
    game = trick_turn(
        [
            Trick.SWAP,
            Trick.PROTECTION,
            Trick.SACRIFICE,
            Trick.DRAW_TWO,
            Trick.KNIGHTS,
            Trick.NOBLES,
        ],
        tables,
    )
    view, legal = game.view(0), game.legal_choices(0)
    assert len(legal) > 60  # B at 6 players, even with three guilds on the tables
    tried = candidates(view, legal, random.Random(1))
    assert Choice.decline() in tried
    assert len(tried) == MAX_CANDIDATES + 1
    assert set(tried) <= set(legal)
    # Among them, the use that leads the game most after this count.
    uses = [c for c in legal if c.kind is ChoiceKind.TRICK]
    assert max(game_lead(view, c) for c in tried) == max(game_lead(view, c) for c in uses)


def test_later_rounds_sample_after_tricks_moved_cards() -> None:
    """After B, C, D and E changed tables and piles, the next rounds' views still sample."""
    rng = random.Random(5)
    sampled = 0
    for seed in range(15):
        game = Game(GameConfig(players=4, seed=seed, variants=VARIANTS[0]))
        while not game.is_over:
            for seat, legal in game.open_choices():
                if seat not in game.to_choose():
                    continue
                uses = [c for c in legal if c.kind is not ChoiceKind.DECLINE]
                if game.phase is Phase.DRAFT and game.voting_round > 1 and rng.random() < 0.3:
                    world = sample_world(game.view(seat), rng)
                    assert world.tricks == list(game.state.tricks)
                    sampled += 1
                game.choose(seat, rng.choice(uses or legal))
    assert sampled > 50


def test_the_referees_world_resolves_the_other_tricks_by_the_playout_policy() -> None:
    game = _knights_tie()
    world = world_from_game(game)
    assert world.phase == TRICKS and world.tricks_done == 0
    assert Trick.KNIGHTS.guild == Guild.KNIGHTS
