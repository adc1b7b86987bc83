"""The Event-card variant (RULINGS §4), rule by rule: what each Event card changes in its
round. Each rule is written here once; ``guildes.rules.schedule`` puts the phases
together for the round's card, and the walk (``guildes.rules.walk``) is unchanged.

- Play one fewer card: ``begin_event_deal`` sets one card fewer to play.
- Tied players are not counted: ``begin_event_deal`` sets the count's modifier (the rule
  itself is ``counting.tied_seats``).
- No more simultaneous play: ``PLAY_IN_TURN``, one seat at a time in ``play_order``.
- Redistribution: ``REDISTRIBUTE``, a phase before the play.
- Playing one or two cards: ``PLAY_IN_BATCHES``, batches of ``batch_sizes``.
- Face-down card: ``PLAY_FACE_DOWN``, each card revealed when the next is played.
"""

from __future__ import annotations

from operator import add, sub

from guildes.rules.cards import SETUPS, EventCard
from guildes.rules.choices import Choice, ChoiceKind
from guildes.rules.counting import NO_MODIFIERS, CountModifiers
from guildes.rules.errors import IllegalChoice, NotInHand
from guildes.rules.happenings import (
    BatchRevealed,
    CardPlayed,
    CardsPlacedFaceDown,
    CardsRedistributed,
    Happening,
    PlayOrderDrawn,
)
from guildes.rules.packed import GIVE_TABLE, ONE, PLAY_TABLE, SHIFT, unpack
from guildes.rules.phases import Phase, PhaseRules, Turns, nothing_to_prepare
from guildes.rules.round_rules import (
    begin_deal,
    check_card_from_hand,
    legal_from_hand,
    play_steps,
)
from guildes.rules.state import GameState


def round_event(state: GameState) -> EventCard:
    """This round's Event card."""
    return EventCard(state.event_order[state.voting_round - 1])


# ------------------------------------------------------------------ deal


def round_play(players: int, event: EventCard | None) -> int:
    """Cards each seat plays in a round whose Event card (variant on) is ``event``."""
    return SETUPS[players].play - (1 if event is EventCard.PLAY_ONE_FEWER else 0)


def round_modifiers(event: EventCard | None) -> CountModifiers:
    """What changes the count of a round whose Event card (variant on) is ``event``."""
    if event is EventCard.TIES_NOT_COUNTED:
        return CountModifiers(ties_left_out=True)
    return NO_MODIFIERS


def begin_event_deal(state: GameState, happened: list[Happening]) -> None:
    """The base deal, then what this round's Event card sets for the whole round: one
    card fewer to play, or tied players left out of the count."""
    begin_deal(state, happened)
    event = round_event(state)
    state.play = round_play(state.players, event)
    state.modifiers = round_modifiers(event)


# ------------------------------------------------------------------ no more simultaneous play


def play_order(start: int, players: int, plays: int) -> tuple[int, ...]:
    """The seats in the order they play one card each: ``start``, then the seat on its
    right, and so on; each full turn starts one seat further right."""
    return tuple((start - turn - k) % players for turn in range(plays) for k in range(players))


def begin_play_in_turn(state: GameState, happened: list[Happening]) -> None:
    """A random starting seat, drawn from the game's generator, and the order of play."""
    start = state.rng.below(state.players)
    state.turn_order = play_order(start, state.players, state.play)
    happened.append(PlayOrderDrawn(state.turn_order))


def resolve_play_in_turn(
    state: GameState, happened: list[Happening], pending: list[Choice | None]
) -> bool:
    """The seat whose turn it is plays and reveals its card; True after the last turn."""
    seat = state.turn_order[state.turn]
    choice = pending[seat]
    assert choice is not None
    one = ONE[choice.guild]
    state.hands[seat] -= one
    state.tables[seat] += one
    happened.append(CardPlayed(seat, choice.guild))
    state.turn += 1
    state.step = state.turn // state.players + 1
    if state.turn < len(state.turn_order):
        return False
    state.step = state.play
    state.hand_size -= state.play
    return True


# ------------------------------------------------------------------ redistribution


def resolve_redistribution(
    state: GameState, happened: list[Happening], pending: list[Choice | None]
) -> bool:
    """The given cards are shuffled by the game's generator; each seat receives one."""
    given = [c.guild for c in pending if c is not None]
    pool = list(given)
    state.rng.shuffle(pool)
    state.hands = list(map(sub, state.hands, [ONE[g] for g in given]))
    state.hands = list(map(add, state.hands, [ONE[g] for g in pool]))
    state.gave, state.received = given, pool
    happened.append(CardsRedistributed())
    return True


# ------------------------------------------------------------------ playing one or two cards


def batch_sizes(play: int) -> tuple[int, ...]:
    """Cards per seat in each batch: 1, 2, 1, 2, ..., the last cut so that the total is
    ``play`` (4 players, 7 cards: 1, 2, 1, 2, 1)."""
    sizes: list[int] = []
    while sum(sizes) < play:
        sizes.append(min(1 if len(sizes) % 2 == 0 else 2, play - sum(sizes)))
    return tuple(sizes)


def batch_size(state: GameState) -> int:
    """Cards each seat plays in the current batch."""
    return batch_sizes(state.play)[state.step - 1]


def batch_steps(state: GameState) -> int:
    """Batches this round."""
    return len(batch_sizes(state.play))


def legal_batch(state: GameState, seat: int) -> tuple[Choice, ...]:
    """One card of the hand, or, in a batch of two, every pair of cards of the hand (the
    two guilds in Count-card order; twice the same guild when it holds two)."""
    if batch_size(state) == 1:
        return legal_from_hand(state, seat)
    hand = unpack(state.hands[seat])
    return tuple(
        Choice(ChoiceKind.PLAY, g, other_guild=h)
        for g in range(len(hand))
        for h in range(g, len(hand))
        if hand[g] and hand[h] and (g != h or hand[g] >= 2)
    )


def check_batch(state: GameState, seat: int, choice: Choice) -> None:
    """A batch names as many cards of the hand as it holds, nothing else."""
    if batch_size(state) == 1:
        if choice.other_guild is not None:
            raise IllegalChoice("this batch is one card: name one card")
        check_card_from_hand(state, seat, choice)
        return
    second = choice.other_guild
    if second is None:
        raise IllegalChoice("this batch is two cards: name two cards (other_guild)")
    if choice.target is not None or choice.other is not None or choice.sign is not None:
        raise IllegalChoice("a batch names cards of the hand, no target")
    if second < choice.guild:
        raise IllegalChoice("name the two cards in Count-card order")
    need = ONE[choice.guild] + ONE[second]
    hand = state.hands[seat]
    if any(((hand >> SHIFT[g]) & 255) < ((need >> SHIFT[g]) & 255) for g in (choice.guild, second)):
        raise NotInHand(f"seat {seat} does not hold these two cards")


def _cards_of(choice: Choice | None) -> tuple[int, ...]:
    """The guilds a batch choice plays."""
    assert choice is not None
    if choice.other_guild is None:
        return (choice.guild,)
    return (choice.guild, choice.other_guild)


def resolve_batch(
    state: GameState, happened: list[Happening], pending: list[Choice | None]
) -> bool:
    """The batch is revealed together; True after the last batch."""
    cards = tuple(_cards_of(c) for c in pending)
    for seat, guilds in enumerate(cards):
        for g in guilds:
            state.hands[seat] -= ONE[g]
            state.tables[seat] += ONE[g]
    happened.append(BatchRevealed(cards))
    state.hand_size -= len(cards[0])
    if state.step < batch_steps(state):
        state.step += 1
        return False
    return True


# ------------------------------------------------------------------ face-down card


def resolve_face_down(
    state: GameState, happened: list[Happening], pending: list[Choice | None]
) -> bool:
    """The new cards go face down and the previous face-down cards are revealed; the
    last cards are revealed with the previous ones. True after the last play."""
    new = [ONE[c.guild] for c in pending if c is not None]
    state.hands = list(map(sub, state.hands, new))
    state.hand_size -= 1
    last = state.step == state.play
    if last:
        reveal, state.face_down = list(map(add, state.face_down, new)), [0] * state.players
    else:
        reveal, state.face_down = state.face_down, new
        happened.append(CardsPlacedFaceDown((1,) * state.players))
    if any(reveal):
        state.tables = list(map(add, state.tables, reveal))
        happened.append(BatchRevealed(tuple(_guilds(r) for r in reveal)))
    if last:
        return True
    state.step += 1
    return False


def _guilds(packed: int) -> tuple[int, ...]:
    """The guild of each card of a packed place, in Count-card order."""
    counts = unpack(packed)
    return tuple(g for g in range(len(counts)) for _ in range(counts[g]))


# ------------------------------------------------------------------ the phases

EVENT_DEAL = PhaseRules(Phase.DEAL, Turns.NONE, begin_event_deal)


PLAY_IN_TURN = PhaseRules(
    Phase.PLAY,
    Turns.IN_ORDER,
    begin_play_in_turn,
    kind=ChoiceKind.PLAY,
    legal=legal_from_hand,
    check=check_card_from_hand,
    resolve=resolve_play_in_turn,
    steps=play_steps,
    lookup=PLAY_TABLE,
)
REDISTRIBUTE = PhaseRules(
    Phase.REDISTRIBUTE,
    Turns.TOGETHER,
    nothing_to_prepare,
    kind=ChoiceKind.GIVE,
    legal=legal_from_hand,
    check=check_card_from_hand,  # a gift names one card of the hand and nothing else
    resolve=resolve_redistribution,
    steps=lambda state: 1,
    lookup=GIVE_TABLE,
)
PLAY_IN_BATCHES = PhaseRules(
    Phase.PLAY,
    Turns.TOGETHER,
    nothing_to_prepare,
    kind=ChoiceKind.PLAY,
    legal=legal_batch,
    check=check_batch,
    resolve=resolve_batch,
    steps=batch_steps,
    lookup=PLAY_TABLE,
)
PLAY_FACE_DOWN = PhaseRules(
    Phase.PLAY,
    Turns.TOGETHER,
    nothing_to_prepare,
    kind=ChoiceKind.PLAY,
    legal=legal_from_hand,
    check=check_card_from_hand,
    resolve=resolve_face_down,
    steps=play_steps,
    lookup=PLAY_TABLE,
)
"""The play phase under each Event card that changes it (the base play otherwise)."""
