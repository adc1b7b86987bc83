"""Sampling full worlds consistent with one seat's view (information-set determinization).

The seat knows (RULINGS §6): every table, its own cards, the hands it saw this round in
the draft and what it picked from each, its own discards, and sizes. Everything else is
drawn at random, but only in ways that could have happened:

- Hands pass along a fixed cycle, so the seat knows which neighbour picked from a hand it
  passed, and when. A hand it passed with cards P and saw again with cards H lost exactly
  P - H to the seats in between, one card each; a hand it passed and has not seen again
  lost its picks to the seats after it and the rest is in the current holder's hand.
- Picks from hands the seat never saw, the deck, the others' discards and the unrevealed
  Event cards come from the unknown pool: all cards minus everything the seat can place.
- Every card a seat revealed this round must be among that seat's picks of this round,
  or, after the Event card "Redistribution", the card it received (one of the gifts).

``sample_world`` returns a ``World`` (``guildes.ai.world``) with a draft history that replays to
the seat's own memory; ``tests/ai/test_sampler.py`` checks that property.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from guildes.ai.knowledge import plays_this_round, seen_hands, unknown_pool
from guildes.ai.world import DRAFT, NO_EVENTS, PLAY, REDISTRIBUTE, World, shuffle
from guildes.rules import (
    EVENT_CARDS,
    NUM_GUILDS,
    SETUPS,
    VOTING_ROUNDS,
    Direction,
    EventCard,
    Phase,
    SeatView,
    deck_composition,
)

_RANGE = range(NUM_GUILDS)


_GUESSES = 10
"""Guesses at a Redistribution done this round tried per sample before giving up."""

_ASSIGN_STEPS = 2000
"""Backtracking steps a guess may take to explain the cards revealed (``_assign``)."""


class SamplingError(RuntimeError):
    """The view admits no world (it cannot come from a real game)."""


@dataclass(slots=True)
class _Source:
    """A multiset of cards shared by some pick slots (and maybe one hand)."""

    cards: list[int]
    slots: list[tuple[int, int]] = field(default_factory=list)
    """(seat, step) picks drawn from this source."""


@dataclass(slots=True)
class Sample:
    """A sampled world with the draft history behind it (for checks and tests)."""

    world: World
    picks: dict[tuple[int, int], int]
    """(seat, step) -> guild picked this round, for every seat and every step done."""
    round_start_hands: list[list[int]]
    """The hands dealt this round, by seat."""


def _counts(cards: list[int]) -> list[int]:
    c = [0] * NUM_GUILDS
    for g in cards:
        c[g] += 1
    return c


def _cards(counts: tuple[int, ...] | list[int]) -> list[int]:
    return [g for g in _RANGE for _ in range(counts[g])]


def sample_world(view: SeatView, rnd: random.Random) -> World:
    """A full world consistent with ``view``, chosen at random."""
    return sample(view, rnd).world


def sample(view: SeatView, rnd: random.Random) -> Sample:
    """Like ``sample_world``, also returning the sampled draft history."""
    if view.phase not in (Phase.DRAFT, Phase.REDISTRIBUTE, Phase.PLAY):
        raise SamplingError("there is nothing to sample once the game is over")
    n, me = view.players, view.seat
    setup = SETUPS[n]
    deal = setup.deal
    d = Direction(view.direction)
    memory = view.draft_memory
    done = len(memory) if view.phase is Phase.DRAFT else deal
    seen = seen_hands(view)

    # Each hand I passed at step t (cards P_t) is a source for the picks that follow it.
    sources: list[_Source] = []
    remainder_of: dict[int, int] = {}  # seat -> source index whose rest is its current hand
    slot_source: dict[tuple[int, int], int] = {}
    for t, m in enumerate(memory):
        passed = list(m.hand)
        passed[m.picked] -= 1
        if t + n < len(seen):  # seen again: the difference went to the seats between
            again = seen[t + n]
            removed = [passed[g] - again[g] for g in _RANGE]
            if min(removed) < 0 or sum(removed) != n - 1:
                raise SamplingError("draft memory is inconsistent")
            src = _Source(_cards(removed))
            last = t + n
        else:
            src = _Source(_cards(passed))
            last = done
        for j in range(1, last - t):
            seat, step = d.along(me, j, n), t + j
            src.slots.append((seat, step))
            slot_source[(seat, step)] = len(sources)
        if t + n >= len(seen) and view.phase is Phase.DRAFT and done - t < n:
            remainder_of[d.along(me, done - t, n)] = len(sources)
        sources.append(src)

    # The unknown pool: every card minus what this seat can place.
    pool = unknown_pool(view)
    if min(pool) < 0:
        raise SamplingError("the view's cards exceed the deck")
    unknown = _Source(_cards(pool))
    unknown_index = len(sources)
    sources.append(unknown)
    for s in range(n):
        if s == me:
            continue
        for step in range(done):
            if (s, step) not in slot_source:
                unknown.slots.append((s, step))
                slot_source[(s, step)] = unknown_index

    # Cards revealed this round must be among the revealer's picks (after a Redistribution,
    # one of them may be the card it received instead).
    available = [_counts(src.cards) for src in sources]
    picks: dict[tuple[int, int], int] = {}
    needs = [(s, g) for s in range(n) if s != me for g in _cards(view.round_played[s])]
    received: dict[int, int] = {}
    givers: dict[int, int] = {}
    redistributed = view.phase is Phase.PLAY and view.gave is not None
    for _ in range(_GUESSES if redistributed else 1):
        if redistributed:
            wanted, received, givers = _received_among_revealed(view, needs, rnd)
        else:
            wanted = needs
        if wanted is not None and _assign(
            wanted, done, slot_source, available, picks, rnd, [_ASSIGN_STEPS]
        ):
            break
    else:
        raise SamplingError("no draft explains the cards revealed this round")

    # Every other pick, each current hand and the hidden piles, at random.
    for i, src in enumerate(sources):
        rest = _cards(available[i])
        shuffle(rest, rnd)
        for slot in src.slots:
            if slot not in picks:
                picks[slot] = rest.pop()
        available[i] = _counts(rest)
    hands = [[0] * NUM_GUILDS for _ in range(n)]
    hand_size = deal - done if view.phase is Phase.DRAFT else 0
    # The unknown pool's cards left after the picks, in a random order: the hands never
    # seen and the deck are dealt from it in turn (in the counts' order they would be
    # runs of one guild).
    unknown_rest = _cards(available[unknown_index])
    shuffle(unknown_rest, rnd)
    for s in range(n):
        if s == me:
            continue
        if view.phase is Phase.DRAFT:
            if s in remainder_of:
                i = remainder_of[s]
                hands[s] = available[i][:]
                available[i] = [0] * NUM_GUILDS
            else:
                hands[s] = _counts(unknown_rest[:hand_size])
                del unknown_rest[:hand_size]
        if sum(hands[s]) != hand_size:
            raise SamplingError("hand sizes do not add up")
    for i, a in enumerate(available):
        if i != unknown_index and any(a):
            raise SamplingError("a passed hand's cards were not all placed")
    deck = unknown_rest[: view.deck_size]
    if len(deck) != view.deck_size or len(unknown_rest) - view.deck_size != (
        view.discard_size - sum(view.discarded) - sum(view.pile_public)
    ):
        raise SamplingError("pile sizes do not add up")

    # Assemble the world; in the play phase a seat's hand is its picks minus its plays.
    kept = [[0] * NUM_GUILDS for _ in range(n)]
    for (s, _step), g in picks.items():
        kept[s][g] += 1
    if view.phase is Phase.DRAFT:
        hands[me] = list(view.hand)
        kept[me] = list(view.kept)
    else:
        for s in range(n):
            if s != me:
                hands[s] = [kept[s][g] - view.round_played[s][g] for g in _RANGE]
                if s in received:  # played, but not one of its picks
                    hands[s][received[s]] += 1
        hands[me] = list(view.hand)
        kept = [[0] * NUM_GUILDS for _ in range(n)]
    for step, m in enumerate(memory):
        picks[(me, step)] = m.picked

    start = [[0] * NUM_GUILDS for _ in range(n)]
    for (s, step), g in picks.items():
        origin = d.along(s, -step, n)  # the seat this hand was dealt to
        start[origin][g] += 1
    if view.phase is Phase.DRAFT:
        for s in range(n):
            origin = d.along(s, -done, n)
            for g in _RANGE:
                start[origin][g] += hands[s][g]

    tables = [list(t) for t in view.tables]
    if redistributed:
        _redistribution(view, hands, rnd, received, givers)
    if view.phase is Phase.PLAY and view.face_down_sizes:
        _face_down(view, hands, tables, rnd)

    dirs, events = sample_event_cards(view, rnd)
    world = World(
        n=n,
        deal=deal,
        play=plays_this_round(view),
        round=view.voting_round,
        phase={Phase.DRAFT: DRAFT, Phase.REDISTRIBUTE: REDISTRIBUTE}.get(view.phase, PLAY),
        step=view.step - 1,
        dirs=dirs,
        hands=hands,
        kept=kept,
        tables=tables,
        deck=deck,
        totals=list(view.scores),
        discards=view.discard_size,
        events=events,
        tricks=list(view.tricks) if "dirty_tricks" in view.config.variants else None,
        careful_round=view.voting_round,
    )
    return Sample(world, picks, start)


def sample_event_cards(
    view: SeatView, rnd: random.Random
) -> tuple[list[Direction], tuple[EventCard | None, ...]]:
    """Each round's passing direction and, with the Event-card variant, its Event card:
    the cards revealed so far, then the unrevealed ones in a random order."""
    order = sampled_event_order(view, rnd)[:VOTING_ROUNDS]
    events = NO_EVENTS
    if "event_cards" in view.config.variants:
        events = tuple(EventCard(e) for e in order)
    return [EVENT_CARDS[e].direction for e in order], events


def sampled_event_order(view: SeatView, rnd: random.Random) -> list[int]:
    """Every Event card in the order they are revealed: the ones revealed so far, then the
    others in a random order (what no seat knows yet)."""
    unseen = [e.index for e in EVENT_CARDS if e.index not in view.event_cards]
    rnd.shuffle(unseen)
    return list(view.event_cards) + unseen


def _received_among_revealed(
    view: SeatView, needs: list[tuple[int, int]], rnd: random.Random
) -> tuple[list[tuple[int, int]] | None, dict[int, int], dict[int, int]]:
    """A guess at the Redistribution already done this round, for the draft to explain:

    - which other seats played the card they received: each that revealed k cards did
      with probability k / (cards dealt), as if its plays were random cards of its hand,
      and then it was one of its revealed cards at random;
    - who gave the cards known to have been received (this seat's and those): each a
      different seat; this seat itself, when its gift was that card, with probability
      1 / (1 + (n - 1) * p), p the guild's share of the cards not on a table nor in this
      seat's hand or discards (about the chance that one other seat's gift was of it),
      else another seat at random.

    Returns the needs for the seats' picks (the revealed cards not received, and each
    guessed gift: a pick not played; None when the guess leaves a card without a giver),
    seat -> the guild it received and played, and seat -> the guild it gave (for the
    seats guessed)."""
    n, me = view.players, view.seat
    assert view.gave is not None and view.received is not None
    deal = SETUPS[n].deal
    unplaced = [
        c - view.hand[g] - view.discarded[g] - sum(t[g] for t in view.tables)
        for g, c in enumerate(deck_composition(n))
    ]
    mine = 1 / (1 + (n - 1) * max(unplaced[view.gave], 0) / max(1, sum(unplaced)))
    received: dict[int, int] = {}
    seats = list(range(n))
    rnd.shuffle(seats)
    for s in seats:
        revealed = [g for seat, g in needs if seat == s]
        if revealed and rnd.random() < len(revealed) / deal:
            received[s] = rnd.choice(revealed)
    left = list(needs)
    for s, g in received.items():
        left.remove((s, g))
    wanted = [view.received, *received.values()]
    rnd.shuffle(wanted)
    givers: dict[int, int] = {}
    mine_free = True
    for g in wanted:
        if mine_free and g == view.gave and rnd.random() < mine:
            mine_free = False
            continue
        free = [s for s in range(n) if s != me and s not in givers]
        if not free:
            return None, received, givers
        givers[rnd.choice(free)] = g
    return left + list(givers.items()), received, givers


def _redistribution(
    view: SeatView,
    hands: list[list[int]],
    rnd: random.Random,
    received: dict[int, int],
    givers: dict[int, int],
) -> None:
    """Event "Redistribution", already done this round, as guessed by
    ``_received_among_revealed``: ``hands`` hold the other seats' cards as drafted, less
    what they revealed (``received``: seat -> the card it received and played, not counted
    in its hand). The seats of ``givers`` give their guessed card, each other seat a random
    card of its hand; this seat receives the card it did receive, each seat of
    ``received`` the card it played, each other seat one of the rest at random."""
    n, me = view.players, view.seat
    assert view.gave is not None and view.received is not None
    gifts: dict[int, int] = {}
    for s in range(n):
        if s == me:
            continue
        cards = _cards(hands[s])
        if not cards:
            raise SamplingError("a seat had no card to give")
        gifts[s] = givers[s] if s in givers else rnd.choice(cards)
    pool = [view.gave, *gifts.values()]
    for g in (view.received, *received.values()):
        pool.remove(g)  # given by the guessed givers
    rnd.shuffle(pool)
    for s, got in zip([s for s in gifts if s not in received], pool, strict=True):
        hands[s][gifts[s]] -= 1
        hands[s][got] += 1
    for s in received:
        hands[s][gifts[s]] -= 1


def _face_down(
    view: SeatView, hands: list[list[int]], tables: list[list[int]], rnd: random.Random
) -> None:
    """Event "Face-down card": this seat's face-down cards are known; each other seat's
    are random cards of its hand. In the world they are on the tables (played)."""
    for s in range(view.players):
        if s == view.seat:
            tables[s] = [t + f for t, f in zip(tables[s], view.face_down)]
            continue
        cards = _cards(hands[s])
        if len(cards) < view.face_down_sizes[s]:
            raise SamplingError("a seat has more face-down cards than cards")
        rnd.shuffle(cards)
        for g in cards[: view.face_down_sizes[s]]:
            hands[s][g] -= 1
            tables[s][g] += 1


def _assign(
    needs: list[tuple[int, int]],
    done: int,
    slot_source: dict[tuple[int, int], int],
    available: list[list[int]],
    picks: dict[tuple[int, int], int],
    rnd: random.Random,
    steps: list[int] | None = None,
) -> bool:
    """Give each needed (seat, guild) a distinct pick slot of that seat whose source holds
    that guild: backtracking, most constrained need first, candidates in random order.
    A seat's slots drawing from the same source are interchangeable: after one fails, the
    others are not tried. ``steps`` (a one-item list) bounds the calls: False once spent."""
    if not needs:
        return True
    if steps is not None:
        steps[0] -= 1
        if steps[0] < 0:
            return False
    best: list[tuple[int, int]] | None = None
    best_i = 0
    for i, (seat, g) in enumerate(needs):
        free = [
            (seat, step)
            for step in range(done)
            if (seat, step) not in picks and available[slot_source[(seat, step)]][g] > 0
        ]
        if best is None or len(free) < len(best):
            best, best_i = free, i
            if len(free) <= 1:
                break
    assert best is not None
    g = needs[best_i][1]
    rest = needs[:best_i] + needs[best_i + 1 :]
    rnd.shuffle(best)
    tried: set[int] = set()
    for sl in best:
        i = slot_source[sl]
        if i in tried:
            continue
        tried.add(i)
        available[i][g] -= 1
        picks[sl] = g
        if _assign(rest, done, slot_source, available, picks, rnd, steps):
            return True
        available[i][g] += 1
        del picks[sl]
    return False
