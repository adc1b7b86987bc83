"""The base game's round, rule by rule: each phase's beginning, legal choices and step.

These functions read and write the game's one record (``GameState``); the schedule
(``guildes.rules.schedule``) says which of them make up a round, and the walk
(``guildes.rules.walk``) calls them in turn. Each rule is written here once: the engine's
general path, its fast path (``guildes.rules.fastpath``) and the AI's playouts use these
functions (or, for the AI, ``deal_hands``, ``Direction`` and ``count_votes``).
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import add, sub
from typing import TypeVar

from guildes.rules.cards import EVENT_CARDS, MAX_PLAYERS, SETUPS, deck_composition
from guildes.rules.choices import PICKS, Choice
from guildes.rules.counting import NO_MODIFIERS, decide_outcome, make_count
from guildes.rules.direction import Direction
from guildes.rules.errors import IllegalChoice, NotInHand
from guildes.rules.happenings import (
    CardsDiscarded,
    CardsRevealed,
    GameEnded,
    HandsPassed,
    Happening,
    LastCardsKept,
    RoundStarted,
    SeatChose,
    VotesCounted,
)
from guildes.rules.packed import ONE, SHIFT, SINGLE_CARD, present_bits, size, unpack
from guildes.rules.state import GameState

T = TypeVar("T")

SEAT_CHOSE = tuple(SeatChose(s) for s in range(MAX_PLAYERS))
# Happenings are immutable: the frequent ones are made once.
PASSED = {
    d: tuple(HandsPassed(d, k) for k in range(max(s.deal for s in SETUPS.values())))
    for d in Direction
}
LAST_KEPT = LastCardsKept()
SORTED_DECK = {
    n: tuple(ONE[g] for g, c in enumerate(deck_composition(n)) for _ in range(c)) for n in SETUPS
}
"""The deck before the shuffle, one packed card per card."""


def deal_hands(deck: Sequence[T], players: int, size: int) -> tuple[list[Sequence[T]], list[T]]:
    """The cards each seat is dealt from the top of ``deck`` (seat 0 first, ``size``
    consecutive cards each) and what remains of the deck."""
    dealt = [deck[k : k + size] for k in range(0, players * size, size)]
    return dealt, list(deck[players * size :])


# ------------------------------------------------------------------ deal


def begin_deal(state: GameState, happened: list[Happening]) -> None:
    """A voting round begins: its Event card is revealed and hands are dealt from the
    deck; the round passes hands the way the card's arrow points."""
    n, deal = state.players, state.deal
    dealt, state.deck = deal_hands(state.deck, n, deal)
    state.hands = [sum(cards) for cards in dealt]
    state.hand_size = deal
    state.kept = [0] * n
    state.round_start = list(state.tables)
    state.drafted = []
    state.face_down = [0] * n
    state.gave = [-1] * n
    state.received = [-1] * n
    state.play = SETUPS[n].play
    state.modifiers = NO_MODIFIERS
    event_card = state.event_order[state.voting_round - 1]
    state.direction = EVENT_CARDS[event_card].direction
    happened.append(RoundStarted(state.voting_round, event_card, state.direction, deal))


# ------------------------------------------------------------------ choosing a card of the hand


def legal_from_hand(state: GameState, seat: int) -> tuple[Choice, ...]:
    """One choice per guild in the seat's hand (the phase's kind)."""
    assert state.lookup is not None
    return state.lookup[present_bits(state.hands[seat])]


def check_card_from_hand(state: GameState, seat: int, choice: Choice) -> None:
    """A pick or a play names a card of the seat's hand and nothing else."""
    if choice.has_targets:
        raise IllegalChoice(f"a {choice.kind.value} names one card of the hand, no target")
    if not (state.hands[seat] >> SHIFT[choice.guild]) & 255:
        raise NotInHand(f"seat {seat} has no {choice.text().split(':')[1]} card in hand")


# ------------------------------------------------------------------ draft


def draft_steps(state: GameState) -> int:
    """Picks that need a choice this round."""
    return SETUPS[state.players].picks


def resolve_picks(
    state: GameState, happened: list[Happening], pending: list[Choice | None]
) -> bool:
    """Every seat keeps its pick and passes the rest of its hand; True once the draft
    is over (the last card of every hand kept without a choice)."""
    hands = state.hands
    picks = tuple([c for c in pending if c is not None])
    state.drafted.append((hands, picks))
    ones = [ONE[c.guild] for c in picks]
    kept = list(map(add, state.kept, ones))
    left = state.direction.pass_hands(list(map(sub, hands, ones)))
    state.hand_size -= 1
    happened.append(PASSED[state.direction][state.hand_size])
    if state.hand_size > 1:
        state.hands, state.kept = left, kept
        state.step += 1
        return False
    end_draft(state, happened, left, kept)
    return True


def end_draft(
    state: GameState, happened: list[Happening], left: list[int], kept: list[int]
) -> None:
    """The last card of each hand (``left``) is kept without a choice: the kept cards
    become the hands to play from."""
    state.drafted.append((left, tuple([PICKS[SINGLE_CARD[h]] for h in left])))
    happened.append(LAST_KEPT)
    state.hands = list(map(add, kept, left))
    state.kept = [0] * state.players
    state.hand_size = state.deal


# ------------------------------------------------------------------ play


def play_steps(state: GameState) -> int:
    """Cards each seat plays this round."""
    return state.play


def resolve_plays(
    state: GameState, happened: list[Happening], pending: list[Choice | None]
) -> bool:
    """The face-down cards are revealed together and join their owners' tables; True
    once every seat has played this round's cards."""
    guilds = tuple([c.guild for c in pending if c is not None])
    ones = [ONE[g] for g in guilds]
    state.hands = list(map(sub, state.hands, ones))
    state.tables = list(map(add, state.tables, ones))
    happened.append(CardsRevealed(guilds))
    state.hand_size -= 1
    if state.step < state.play:
        state.step += 1
        return False
    return True


# ------------------------------------------------------------------ count


def begin_count(state: GameState, happened: list[Happening]) -> None:
    """Unplayed cards are discarded, then votes are counted with this round's modifiers."""
    n = state.players
    state.discards = list(map(add, state.discards, state.hands))
    happened.append(CardsDiscarded(tuple(map(size, state.hands))))
    state.hands = [0] * n
    state.hand_size = 0
    count = make_count(
        tuple(map(unpack, state.tables)), state.voting_round, state.totals, state.modifiers
    )
    state.counts.append(count)
    state.totals = list(count.totals)
    happened.append(VotesCounted(count))


def end_game(state: GameState, happened: list[Happening]) -> None:
    """The third count is done: most votes wins, a tie goes by the config's tiebreak."""
    last = state.counts[-1]
    state.outcome = decide_outcome(last.totals, last.tables, state.config.tiebreak)
    happened.append(GameEnded(state.outcome))
