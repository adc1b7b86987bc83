"""What happened when a choice was applied: public facts the UI turns into animation.

Every happening carries only public information (RULINGS §6), so a list of happenings can be
shown to any seat: a pick or a face-down card is reported as "seat N chose", never as
the card itself; revealed cards, counts and the outcome are public.
"""

from __future__ import annotations

from dataclasses import dataclass

from guildes.rules.choices import Choice
from guildes.rules.counting import Count, Outcome
from guildes.rules.direction import Direction


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A voting round began: its Event card was revealed and hands were dealt."""

    voting_round: int
    event_card: int
    direction: Direction
    hand_size: int


@dataclass(frozen=True, slots=True)
class SeatChose:
    """A seat made its (hidden) choice for the current step."""

    seat: int


@dataclass(frozen=True, slots=True)
class HandsPassed:
    """Every seat kept its pick and passed the rest of its hand in ``direction``."""

    direction: Direction
    hand_size: int


@dataclass(frozen=True, slots=True)
class LastCardsKept:
    """The draft ended: the last card of every hand was kept without a choice."""


@dataclass(frozen=True, slots=True)
class CardsRevealed:
    """The face-down cards were revealed together and joined their owners' tables."""

    cards: tuple[int, ...]
    """The guild each seat revealed, by seat."""


@dataclass(frozen=True, slots=True)
class CardsDiscarded:
    """Unplayed cards went to the discard pile (face down: only how many is public)."""

    counts: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class VotesCounted:
    """A vote count was made."""

    count: Count


@dataclass(frozen=True, slots=True)
class GameEnded:
    """The third count is done; the outcome is settled."""

    outcome: Outcome


@dataclass(frozen=True, slots=True)
class PlayOrderDrawn:
    """Event "No more simultaneous play": the seats play one card at a time in this
    order (a random starting seat, then to its right; each full turn starts one seat
    further right)."""

    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardPlayed:
    """One seat played and revealed one card (one at a time)."""

    seat: int
    guild: int


@dataclass(frozen=True, slots=True)
class BatchRevealed:
    """Cards revealed together and joined their owners' tables: the guilds each seat
    revealed, by seat (a batch of one or two cards, or a face-down batch with the one
    after it)."""

    cards: tuple[tuple[int, ...], ...]


@dataclass(frozen=True, slots=True)
class CardsPlacedFaceDown:
    """Each seat placed this many cards face down (known to their owner only)."""

    sizes: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class CardsRedistributed:
    """Each seat gave one card of its hand; the cards were shuffled and each seat
    received one (only the giver and the receiver know a card)."""


@dataclass(frozen=True, slots=True)
class TricksDealt:
    """Dirty Tricks: each seat was dealt this trick card (``cards.Trick``), face up."""

    tricks: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class TrickUsed:
    """A seat used its Dirty Trick card as ``choice`` says (every field of it is public;
    for D, the card it played of the two it drew)."""

    seat: int
    trick: int
    choice: Choice


@dataclass(frozen=True, slots=True)
class TrickDeclined:
    """A seat declined its Dirty Trick card."""

    seat: int
    trick: int


@dataclass(frozen=True, slots=True)
class CardsDrawn:
    """Dirty Trick D: the discard pile was shuffled and a seat drew this many cards from
    it (only that seat sees them)."""

    seat: int
    count: int


@dataclass(frozen=True, slots=True)
class HandDiscarded:
    """A seat discarded its unplayed cards, face down, after its Dirty Trick turn."""

    seat: int
    count: int


Happening = (
    RoundStarted
    | SeatChose
    | HandsPassed
    | LastCardsKept
    | CardsRevealed
    | CardsDiscarded
    | VotesCounted
    | GameEnded
    | PlayOrderDrawn
    | CardPlayed
    | BatchRevealed
    | CardsPlacedFaceDown
    | CardsRedistributed
    | TricksDealt
    | TrickUsed
    | TrickDeclined
    | CardsDrawn
    | HandDiscarded
)
