"""The playouts' Dirty-Trick policy (``guildes.ai.trick_policy``): its uses are legal in the
engine, the lead it expects is the one a full count gives, and it attacks the seat ahead
of it when that pays, never through the Protection."""

from __future__ import annotations

import random

import pytest

from guildes.ai.trick_policy import apply_use, resolve_tricks, scored_use
from guildes.ai.world import World, play_tricks, world_from_game
from guildes.rules import ChoiceKind, Game, GameConfig, Guild, Phase, Trick, count_votes
from guildes.rules.trick_rules import guarded_seat
from tests.rules.rig import counts
from tests.rules.test_dirty_tricks import trick_turn

VARIANTS = [frozenset({"dirty_tricks"}), frozenset({"dirty_tricks", "event_cards"})]


def _lead(world: World, seat: int) -> int:
    """The seat's lead over the best other seat once this round is counted."""
    votes = count_votes(world.tables, world.round, world.count_modifiers())
    totals = [t + v for t, v in zip(world.totals, votes)]
    return totals[seat] - max(v for s, v in enumerate(totals) if s != seat)


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("variants", VARIANTS, ids=["tricks", "both"])
def test_every_use_is_legal_and_its_lead_is_the_full_counts(
    players: int, variants: frozenset[str]
) -> None:
    rng = random.Random(players)
    checked = uses = 0
    for seed in range(6):
        game = Game(GameConfig(players=players, seed=seed, variants=variants))
        while not game.is_over:
            for seat, legal in game.open_choices():
                if seat not in game.to_choose():
                    continue
                if game.phase is Phase.TRICKS and not any(game.state.drawn):
                    world = world_from_game(game)
                    lead, use = scored_use(world, seat, guarded_seat(world.tricks or []))
                    assert use is None or use in legal, (use, legal)
                    after = world.copy()
                    if use is not None:
                        apply_use(after, seat, use)
                        uses += 1
                    assert lead == _lead(after, seat)
                    assert lead >= _lead(world, seat)
                    checked += 1
                # Random uses move cards and place virtual cards for the later turns.
                played = [c for c in legal if c.kind is not ChoiceKind.DECLINE]
                game.choose(seat, rng.choice(played or legal))
    assert checked > 20 and uses > 5


def test_a_sacrifice_breaks_the_leaders_majority() -> None:
    # Seat 1 leads the Knights alone; seat 0 (C) can sacrifice one of its two Nobles (it
    # keeps their majority) and take one of seat 1's Knights, which ties them for the lead.
    tables = [
        counts(nobles=2, knights=2),
        counts(knights=3),
        counts(artisans=1),
        counts(scholars=1),
    ]
    game = trick_turn([Trick.SACRIFICE, Trick.DRAW_TWO, Trick.SWAP_HAND, Trick.NOBLES], tables)
    world = world_from_game(game)
    lead, use = scored_use(world, 0, None)
    assert use is not None and use.target == 1 and use.other_guild == Guild.KNIGHTS
    assert lead > _lead(world, 0)


def test_a_minus_one_goes_on_the_rival_and_never_on_the_protected_table() -> None:
    # Seat 0 holds F (Knights); seat 1 leads the Knights by one and can be pulled back to a
    # tie; when seat 1 holds the Protection, the card goes elsewhere or is declined.
    tables = [counts(knights=2), counts(knights=3), counts(artisans=1), counts(scholars=1)]
    game = trick_turn([Trick.KNIGHTS, Trick.NOBLES, Trick.PRIESTS, Trick.ALCHEMISTS], tables)
    world = world_from_game(game)
    lead, use = scored_use(world, 0, None)
    assert use is not None and lead > _lead(world, 0)
    guarded = trick_turn([Trick.KNIGHTS, Trick.PROTECTION, Trick.PRIESTS, Trick.NOBLES], tables)
    world = world_from_game(guarded)
    _, use = scored_use(world, 0, 1)
    assert use is None or use.target != 1


def test_the_later_rounds_play_the_cheap_policy() -> None:
    tables = [counts(knights=2), counts(knights=3), counts(artisans=1), counts(scholars=1)]
    game = trick_turn([Trick.KNIGHTS, Trick.NOBLES, Trick.PRIESTS, Trick.ALCHEMISTS], tables)
    cheap = world_from_game(game)
    resolve_tricks(cheap, careful=False)
    # Each +1/-1 card is played +1 on its holder's own table.
    assert [(v.seat, v.delta) for v in cheap.virtual] == [(0, 1), (1, 1), (2, 1), (3, 1)]


def _leaders_apart() -> World:
    """A trick turn where seat 2 leads the game by 12 votes and seat 3 leads this count
    (Knights 2 against 1, 1 and 0); seat 0 holds F (Knights)."""
    tables = [
        counts(artisans=1),
        counts(knights=1),
        counts(knights=1),
        counts(knights=2, scholars=1),
    ]
    game = trick_turn([Trick.KNIGHTS, Trick.NOBLES, Trick.PRIESTS, Trick.ALCHEMISTS], tables)
    world = world_from_game(game)
    world.totals = [0, 0, 12, 0]
    return world


def test_each_seat_chases_its_lead_in_the_game_or_its_margin_at_this_count() -> None:
    # Seat 2 leads the game by 12 votes; seat 3 leads this count (Knights 2 against 1, 1
    # and 0). Seat 0 holds F (Knights): chasing the game, it pulls seat 2 back by giving
    # seat 1 a Knight; chasing this count, it puts -1 on seat 3's Knights.
    firsts = {}
    for aim, draw in (("game", 0.0), ("count", 0.99)):
        world = _leaders_apart()
        resolve_tricks(world, careful=True, rand=lambda d=draw: d)
        first = world.virtual[0]
        firsts[aim] = (first.seat, first.guild, first.delta)
    assert firsts == {"game": (1, Guild.KNIGHTS, 1), "count": (3, Guild.KNIGHTS, -1)}
    # Without a random source every seat chases the game.
    world = _leaders_apart()
    resolve_tricks(world, careful=True)
    assert (world.virtual[0].seat, world.virtual[0].delta) == (1, 1)


@pytest.mark.parametrize("later", [True, False])
def test_the_later_rounds_play_with_care_when_the_search_asks(later: bool) -> None:
    # The F holder's careful use gives seat 1 a Knight (it pulls the game's leader back);
    # the cheap one puts +1 on its own table.
    world = _leaders_apart()
    world.round, world.careful_round, world.careful_later = 2, 1, later
    play_tricks(world)
    first = world.virtual[0]
    assert (first.seat, first.delta) == ((1, 1) if later else (0, 1))
    # Before the decision's round, the cheap policy.
    world = _leaders_apart()
    world.round, world.careful_round = 1, 2
    play_tricks(world)
    assert (world.virtual[0].seat, world.virtual[0].delta) == (0, 1)
