"""Dirty Tricks (Variant 2) for the AI: what a use of one's trick would change, judged from
the seat's view only, and the searches each level makes at its trick turn.

Every effect is the engine's (``trick_rules.trick_effect``) and every count the engine's
(``count_votes`` with the round's modifiers and the virtual cards placed so far). What a
seat cannot see is the discard pile (D draws from it) and the other seats' hands: the
pile is estimated from what the seat can place (``trick_pool``) and, for the search,
sampled (``sample_trick_world``).

- ``greedy``: the use (or decline) that adds the most votes at this count.
- ``heuristic``: the use with the best margin over the best other seat at this count,
  plus, weighted by ``future``, at the later counts for the changes that stay (B to E).
- ``mcts``: a flat UCB1 search over the heuristic's best uses and the best for the lead
  in the game (``MAX_CANDIDATES`` in all), with declining and D's draw always among them
  (B alone has hundreds of targets at 6 players, and most of them move a card that no
  majority cares about), each tried on sampled worlds, the other seats' tricks and the
  rest of the game played out (``guildes.ai.world.play_tricks``: in this round, each
  seat's greedy use for its lead in the game or its margin at the count,
  ``guildes.ai.trick_policy``).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from guildes.ai.bandit import Bandit
from guildes.ai.budget import Budget
from guildes.ai.knowledge import count_modifiers, plays_this_round
from guildes.ai.sampler import sample_event_cards
from guildes.ai.world import TRICKS, World, play_out, shuffle
from guildes.rules import (
    NUM_GUILDS,
    SETUPS,
    VOTING_ROUNDS,
    Choice,
    ChoiceKind,
    CountModifiers,
    SeatView,
    count_votes,
    deck_composition,
)
from guildes.rules.packed import pack, unpack
from guildes.rules.trick_rules import trick_effect, trick_order

_RANGE = range(NUM_GUILDS)
MAX_CANDIDATES = 12
"""Uses of a trick the search tries, besides declining and D's draw."""
DRAW_SAMPLES = 24
"""Piles sampled to value D's draw for the greedy and heuristic players."""


def tables_after(view: SeatView, choice: Choice) -> tuple[list[list[int]], CountModifiers]:
    """The tables and the count's modifiers once this seat uses its trick as ``choice``
    (as they are for a decline or a draw)."""
    modifiers = count_modifiers(view)
    virtual = view.virtual
    tables = [list(t) for t in view.tables]
    if choice.kind is ChoiceKind.TRICK:
        me = view.seat
        effect = trick_effect(view.tricks[me], me, choice, drew=any(view.drawn))
        tables = [list(unpack(t)) for t in effect.after([pack(t) for t in view.tables])]
        if effect.virtual is not None:
            virtual = (*virtual, effect.virtual)
    return tables, CountModifiers(virtual, modifiers.ties_left_out)


def votes_after(view: SeatView, choice: Choice) -> list[int]:
    """Votes per seat at this round's count if the tables stayed as ``choice`` leaves
    them (the later seats' tricks not known yet)."""
    tables, modifiers = tables_after(view, choice)
    return count_votes(tables, view.voting_round, modifiers)


def trick_pool(view: SeatView) -> list[int]:
    """Cards per guild this seat cannot place in the Dirty Tricks phase: in the other
    seats' hands, in the deck, or in the part of the discard pile it did not see."""
    pool = list(deck_composition(view.players))
    for table in view.tables:
        for g in _RANGE:
            pool[g] -= table[g]
    for g in _RANGE:
        pool[g] -= view.hand[g] + view.discarded[g] + view.pile_public[g] + view.drawn[g]
    return pool


def hidden_discards(view: SeatView) -> int:
    """Cards in the discard pile this seat cannot name."""
    return view.discard_size - sum(view.discarded) - sum(view.pile_public)


def sample_pile(view: SeatView, rnd: random.Random) -> list[int]:
    """A discard pile consistent with the view: what the seat knows is there, and the rest
    drawn at random from what it cannot place."""
    unknown = unplaced_cards(view)
    shuffle(unknown, rnd)
    known = [g for g in _RANGE for _ in range(view.discarded[g] + view.pile_public[g])]
    return known + unknown[: max(0, hidden_discards(view))]


def best_of_drawn(view: SeatView, drawn: Sequence[int]) -> int:
    """The drawn card (a guild) whose play adds most votes to this seat at this count."""
    me = view.seat
    tables, modifiers = tables_after(view, Choice.decline())

    def gain(g: int) -> tuple[int, int]:
        tables[me][g] += 1
        votes = count_votes(tables, view.voting_round, modifiers)[me]
        tables[me][g] -= 1
        return (votes, g)

    return max(drawn, key=gain)


def draw_outcomes(view: SeatView, rnd: random.Random, samples: int) -> list[float]:
    """Expected votes per seat at this count if this seat draws with D and plays the
    better card drawn (piles sampled ``samples`` times)."""
    me, n = view.seat, view.players
    tables, modifiers = tables_after(view, Choice.decline())
    total = [0.0] * n
    for _ in range(samples):
        pile = sample_pile(view, rnd)
        shuffle(pile, rnd)
        drawn = pile[:2]
        if not drawn:
            votes = count_votes(tables, view.voting_round, modifiers)
        else:
            g = best_of_drawn(view, drawn)
            tables[me][g] += 1
            votes = count_votes(tables, view.voting_round, modifiers)
            tables[me][g] -= 1
        total = [t + v for t, v in zip(total, votes)]
    return [t / samples for t in total]


def outcomes(
    view: SeatView, legal: Sequence[Choice], rnd: random.Random
) -> dict[Choice, list[float]]:
    """Votes per seat at this count after each legal choice (D's draw: expected)."""
    out: dict[Choice, list[float]] = {}
    for c in legal:
        if c.kind is ChoiceKind.DRAW:
            out[c] = draw_outcomes(view, rnd, DRAW_SAMPLES)
        else:
            out[c] = [float(v) for v in votes_after(view, c)]
    return out


def margin(votes: Sequence[float], me: int) -> float:
    """This seat's votes minus the best other seat's."""
    return votes[me] - max(v for s, v in enumerate(votes) if s != me)


def greedy_trick(view: SeatView, legal: Sequence[Choice], rnd: random.Random) -> Choice:
    """The use (or decline) that adds the most votes to this seat at this count; equal
    gains: the better margin over the best other seat, then declining, then at random."""
    me = view.seat
    got = outcomes(view, legal, rnd)
    return max(
        legal,
        key=lambda c: (
            got[c][me],
            margin(got[c], me),
            c.kind is ChoiceKind.DECLINE,
            rnd.random(),
        ),
    )


def heuristic_trick_scores(
    view: SeatView, legal: Sequence[Choice], rnd: random.Random, future: float
) -> dict[Choice, float]:
    """How good each legal choice looks: the margin over the best other seat at this
    count, plus, weighted by ``future``, the margin its lasting changes (B to E: the
    tables) give at each later count (valued at the next count's rates)."""
    me = view.seat
    got = outcomes(view, legal, rnd)
    rounds_left = VOTING_ROUNDS - view.voting_round
    later = min(view.voting_round + 1, VOTING_ROUNDS)
    base_tables = [list(t) for t in view.tables]
    base_later = margin(count_votes(base_tables, later), me)
    out: dict[Choice, float] = {}
    for c in legal:
        score = margin(got[c], me)
        if rounds_left and c.kind is ChoiceKind.TRICK:
            tables, _ = tables_after(view, c)
            score += future * rounds_left * (margin(count_votes(tables, later), me) - base_later)
        elif rounds_left and c.kind is ChoiceKind.DRAW:
            # The card played stays: about what it adds at this count, at each later one.
            gained = margin(got[c], me) - margin(votes_after(view, Choice.decline()), me)
            score += future * rounds_left * gained
        # Equal scores: declining (a use that changes nothing is no better).
        out[c] = score + (1e-6 if c.kind is ChoiceKind.DECLINE else 0.0)
    return out


def game_lead(view: SeatView, choice: Choice) -> int:
    """This seat's lead in the game over the best other seat once this round is counted
    with the tables as ``choice`` leaves them (the later seats' tricks not known yet)."""
    totals = [s + v for s, v in zip(view.scores, votes_after(view, choice))]
    return int(margin(totals, view.seat))


def candidates(view: SeatView, legal: Sequence[Choice], rnd: random.Random) -> list[Choice]:
    """The uses a search tries, ``MAX_CANDIDATES`` at most: half the heuristic's best (its
    margin at this count, and later for lasting changes), the rest the best for the lead
    in the game after this count (in the last round, what wins); and declining and D's
    draw whenever they are legal."""
    always = [c for c in legal if c.kind is not ChoiceKind.TRICK]
    uses = [c for c in legal if c.kind is ChoiceKind.TRICK]
    if len(uses) > MAX_CANDIDATES:
        scores = heuristic_trick_scores(view, uses, rnd, 0.5)
        by_heuristic = sorted(uses, key=lambda c: (-scores[c], rnd.random()))
        leads = {c: game_lead(view, c) for c in uses}
        by_lead = sorted(uses, key=lambda c: (-leads[c], -scores[c], rnd.random()))
        chosen = by_heuristic[: MAX_CANDIDATES // 2]
        for c in by_lead + by_heuristic:
            if len(chosen) == MAX_CANDIDATES:
                break
            if c not in chosen:
                chosen.append(c)
        uses = chosen
    return always + uses


# ------------------------------------------------------------------ the search


class TrickWorld:
    """A sampled world at this seat's trick turn, with the discard pile behind it."""

    __slots__ = ("world", "pile")

    def __init__(self, world: World, pile: list[int]) -> None:
        self.world = world
        self.pile = pile


def unplaced_cards(view: SeatView) -> list[int]:
    """The cards (guilds, one entry per card) this seat cannot place (``trick_pool``)."""
    pool = trick_pool(view)
    return [g for g in _RANGE for _ in range(max(0, pool[g]))]


def sample_trick_world(
    view: SeatView, rnd: random.Random, unplaced: Sequence[int] | None = None
) -> TrickWorld:
    """A full world consistent with the view at this seat's trick turn: the other seats'
    hands, the deck and the unseen part of the discard pile drawn at random from what the
    seat cannot place (``unplaced_cards``, worked out again unless given), the later Event
    cards shuffled."""
    n, me = view.players, view.seat
    unknown = list(unplaced_cards(view) if unplaced is None else unplaced)
    shuffle(unknown, rnd)
    hands: list[list[int]] = []
    for s in range(n):
        if s == me:
            hands.append(list(view.hand))
            continue
        h = [0] * NUM_GUILDS
        for g in unknown[: view.hand_sizes[s]]:
            h[g] += 1
        del unknown[: view.hand_sizes[s]]
        hands.append(h)
    deck = unknown[: view.deck_size]
    del unknown[: view.deck_size]
    known = [g for g in _RANGE for _ in range(view.discarded[g] + view.pile_public[g])]
    pile = known + unknown
    dirs, events = sample_event_cards(view, rnd)
    world = World(
        n=n,
        deal=SETUPS[n].deal,
        play=plays_this_round(view),
        round=view.voting_round,
        phase=TRICKS,
        step=0,
        dirs=dirs,
        hands=hands,
        kept=[[0] * NUM_GUILDS for _ in range(n)],
        tables=[list(t) for t in view.tables],
        deck=deck,
        totals=list(view.scores),
        discards=view.discard_size,
        events=events,
        tricks=list(view.tricks),
        tricks_done=trick_order(list(view.tricks)).index(me),
        virtual=view.virtual,
        careful_round=view.voting_round,
    )
    return TrickWorld(world, pile)


def apply_in_world(
    sample: TrickWorld,
    me: int,
    trick: int,
    choice: Choice,
    drawn: Sequence[int],
    rnd: random.Random,
) -> None:
    """This seat's trick turn in a sampled world: ``choice`` applied by the engine's
    effect (D's draw: two cards from the sampled pile, the better one played, unless the
    seat already drew ``drawn``); the seat is then done."""
    world = sample.world
    if choice.kind is ChoiceKind.DRAW:
        pile = sample.pile
        shuffle(pile, rnd)
        cards = pile[:2]
        if cards:
            g = max(cards, key=lambda c: _gain(world, me, c))
            world.tables[me][g] += 1
            world.discards -= 1
    elif choice.kind is ChoiceKind.TRICK:
        effect = trick_effect(trick, me, choice, drew=bool(drawn))
        packed = effect.after([pack(t) for t in world.tables])
        world.tables = [list(unpack(t)) for t in packed]
        if effect.virtual is not None:
            world.virtual = (*world.virtual, effect.virtual)
        if drawn:
            world.discards += sum(drawn) - 1
    world.tricks_done += 1


def _gain(world: World, me: int, guild: int) -> int:
    """Votes this seat gets at this count with one more ``guild`` card."""
    modifiers = world.count_modifiers()
    world.tables[me][guild] += 1
    votes = count_votes(world.tables, world.round, modifiers)[me]
    world.tables[me][guild] -= 1
    return votes


def search_trick(
    view: SeatView,
    legal: Sequence[Choice],
    rnd: random.Random,
    budget: Budget,
    c: float,
    evaluate: Callable[[World], list[float]],
    careful: int = 1,
) -> tuple[Choice, int]:
    """Flat UCB1 over ``candidates``: each try samples a world, applies the choice, plays
    the other tricks, the count and the rest of the game out, and scores the end for this
    seat with ``evaluate``, as long as ``budget`` allows (the tricks: by the careful
    policy, in this round and, with ``careful`` 2, the later ones; 0: by the cheap one).
    Returns the choice tried most and the number of tries."""
    me = view.seat
    options = candidates(view, legal, rnd)
    if len(options) == 1:
        return options[0], 0
    bandit = Bandit(options, c, rnd)
    trick = view.tricks[me]
    drawn = [g for g in _RANGE for _ in range(view.drawn[g])]
    unplaced = unplaced_cards(view)
    it = 0
    while budget.more(it):
        it += 1
        choice = bandit.pick()
        sample = sample_trick_world(view, rnd, unplaced)
        if not careful:
            sample.world.careful_round = 0
        sample.world.careful_later = careful >= 2
        apply_in_world(sample, me, trick, choice, drawn, rnd)
        play_out(sample.world, rnd)
        bandit.record(choice, evaluate(sample.world)[me])
    return bandit.best(), it
