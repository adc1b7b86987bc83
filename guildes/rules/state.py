"""The one record of a game: every field of its state, in one place.

``GameState`` is plain data: the config, the generator of chance, where the game is in
its round's schedule, every place cards can be (packed one byte per guild:
``guildes.rules.packed``), the counts, the history. The rules (``guildes.rules.round_rules``,
``guildes.rules.walk``), the fast path (``guildes.rules.fastpath``), the views
(``guildes.rules.view``), the JSON form (``guildes.rules.state_codec``) and ``Game``
all read and write this record; nothing else holds game state.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from guildes.rules.choices import Choice, ChoiceKind
from guildes.rules.config import GameConfig
from guildes.rules.counting import Count, CountModifiers, Outcome
from guildes.rules.direction import Direction
from guildes.rules.phases import Phase
from guildes.rules.rng import SeededRng

if TYPE_CHECKING:
    from guildes.rules.phases import PhaseRules

History = list[tuple[tuple[int, ...], tuple[Choice, ...]]]
"""One entry per call that applied choices: (seats, their choices), in seat order."""
Drafted = list[tuple[list[int], tuple[Choice, ...]]]
"""Per pick of this round: (every seat's hand, packed; every seat's pick)."""


class GameState:
    """Every field of a game's state (mutable; ``copy`` is cheap). Lists of packed cards
    are never changed in place once stored where a copy may share them (``drafted``)."""

    __slots__ = (
        # What the game is: fixed at creation.
        "config",
        "players",
        "deal",
        "rng",
        "event_order",
        # Where the game is.
        "voting_round",
        "schedule",
        "phase_index",
        "phase",
        "step",
        "play",
        "direction",
        "modifiers",
        "turn_order",
        "turn",
        # Where the cards are (packed; the deck holds one packed card per card).
        "deck",
        "hand_size",
        "hands",
        "kept",
        "tables",
        "round_start",
        "discards",
        "drafted",
        "face_down",
        "gave",
        "received",
        "tricks",
        "drawn",
        "pile_public",
        "pile_mixed",
        # The step being chosen.
        "pending",
        "waiting",
        # What the current phase lets seats choose (derived from ``schedule``).
        "kind",
        "lookup",
        "ones",
        # Results and record.
        "counts",
        "totals",
        "outcome",
        "history",
    )

    config: GameConfig
    players: int
    deal: int
    """Cards dealt to each seat per voting round."""
    rng: SeededRng
    """The generator of chance (hidden from every seat)."""
    event_order: list[int]
    """The Event cards in the order they are revealed, one per voting round."""
    voting_round: int
    schedule: tuple[PhaseRules, ...]
    """This round's phases, in order (``guildes.rules.schedule.round_schedule``)."""
    phase_index: int
    phase: Phase
    step: int
    """1-based number of the current pick or play in this phase."""
    play: int
    """Cards each seat plays this round."""
    direction: Direction
    """Where hands pass this round (the Event card's arrow)."""
    modifiers: CountModifiers
    """What changes this round's count (none in the base game)."""
    turn_order: tuple[int, ...]
    """In a phase played one seat at a time: the seats, in order (else empty)."""
    turn: int
    """In such a phase: the index in ``turn_order`` of the seat to choose."""
    deck: list[int]
    hand_size: int
    hands: list[int]
    kept: list[int]
    tables: list[int]
    round_start: list[int]
    """Every table as it was when this round began."""
    discards: list[int]
    drafted: Drafted
    face_down: list[int]
    """Cards each seat has played face down and not yet revealed (Event: Face-down card)."""
    gave: list[int]
    """The guild each seat gave to this round's redistribution, or -1 (Event:
    Redistribution)."""
    received: list[int]
    """The guild each seat received from it, or -1."""
    tricks: list[int]
    """The Dirty Trick card (``cards.Trick``) each seat holds this round, or -1 (public)."""
    drawn: list[int]
    """The cards a seat drew with Dirty Trick D and has not yet played or discarded."""
    pile_public: int
    """Discarded cards every seat saw (Dirty Trick C's two cards), packed."""
    pile_mixed: int
    """Discarded cards no seat can tell apart any more: once Dirty Trick D shuffles the
    discard pile, every discard is here (``discards`` holds only what each seat
    discarded since), packed."""
    pending: list[Choice | None]
    """Each seat's hidden choice for the current step, if made."""
    waiting: int
    """Seats that still owe a choice for the current step."""
    kind: ChoiceKind | None
    lookup: dict[int, tuple[Choice, ...]] | None
    """Legal choices by the present guilds of a hand (``packed.present_bits``)."""
    ones: dict[Choice, int] | None
    """When the fast path may resolve this phase's steps: its choices -> their card, packed."""
    counts: list[Count]
    totals: list[int]
    outcome: Outcome | None
    history: History

    _LISTS: ClassVar[tuple[str, ...]] = (
        "deck",
        "hands",
        "kept",
        "tables",
        "round_start",
        "discards",
        "drafted",
        "face_down",
        "gave",
        "received",
        "tricks",
        "drawn",
        "pending",
        "counts",
        "totals",
        "history",
    )
    """Fields a copy copies (lists changed in place)."""
    _SHARED: ClassVar[tuple[str, ...]]
    """Fields a copy shares (immutable values, or lists never changed in place): every
    other field but the generator (set below the class)."""

    def copy(self) -> GameState:
        """An independent copy (immutable values shared, lists copied)."""
        other = object.__new__(type(self))
        for name in self._SHARED:
            object.__setattr__(other, name, getattr(self, name))
        for name in self._LISTS:
            object.__setattr__(other, name, list(getattr(self, name)))
        other.rng = self.rng.copy()
        return other

    @property
    def phase_rules(self) -> PhaseRules:
        """The rules of the current phase."""
        return self.schedule[self.phase_index]


GameState._SHARED = tuple(
    name for name in GameState.__slots__ if name not in GameState._LISTS and name != "rng"
)
