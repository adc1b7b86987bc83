"""Phases of a voting round, as data: what a phase is and what it says.

A round is the sequence of phases its config gives (``guildes.rules.schedule``); the
engine walks it (``guildes.rules.walk``). Each phase says who owes a choice now (nobody,
every seat at once, or one seat at a time in an order), what a legal choice is, what
happens when the phase begins and when a step's choices are made. A variant adds its
phases (or changes one) in the schedule; the walk stays the same.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from typing import TYPE_CHECKING

from guildes.rules.choices import Choice, ChoiceKind

if TYPE_CHECKING:
    from guildes.rules.happenings import Happening
    from guildes.rules.state import GameState


class Phase(StrEnum):
    """Where a game is."""

    DEAL = "deal"
    """The round's Event card is revealed and hands are dealt (no choice)."""
    DRAFT = "draft"
    """Seats pick one card of their hand and pass the rest (simultaneous)."""
    REDISTRIBUTE = "redistribute"
    """Event "Redistribution": each seat gives one card of its hand; the cards are
    shuffled and each seat receives one."""
    PLAY = "play"
    """Seats put one kept card face down; all are revealed together (simultaneous; under
    some Event cards one seat at a time, in batches or revealed later)."""
    TRICKS = "tricks"
    """Dirty Tricks: each seat uses or declines its Dirty Trick card, one seat at a time
    in the letters' order, then discards its unplayed cards."""
    COUNT = "count"
    """Unplayed cards are discarded and votes are counted (no choice)."""
    OVER = "over"
    """The third count is done."""


class Turns(StrEnum):
    """Who owes a choice during a phase."""

    NONE = "none"
    """Nobody: the phase happens as soon as it begins."""
    TOGETHER = "together"
    """Every seat at once; the step is resolved when the last seat has chosen."""
    IN_ORDER = "in_order"
    """One seat at a time, in the order the phase sets (``GameState.turn_order``)."""


Begin = Callable[["GameState", "list[Happening]"], None]
"""Called when the phase begins; records what happened."""
Resolve = Callable[["GameState", "list[Happening]", "list[Choice | None]"], bool]
"""Called with the step's choices (by seat; None for a seat that owed none); records
what happened and returns True when the phase is over."""
Legal = Callable[["GameState", int], tuple[Choice, ...]]
"""What a seat that owes a choice may choose now."""
Check = Callable[["GameState", int, Choice], None]
"""Raises an ``IllegalChoice`` that says why, if the seat may not make this choice."""
Steps = Callable[["GameState"], int]
"""Choices this phase asks of each seat this round."""


def nothing_to_prepare(state: GameState, happened: list[Happening]) -> None:
    """The ``begin`` of a phase that needs no preparation."""


@dataclass(frozen=True, slots=True)
class PhaseRules:
    """One phase of a round: who chooses, what is legal, and what happens."""

    phase: Phase
    turns: Turns
    begin: Begin
    kind: ChoiceKind | None = None
    other_kinds: frozenset[ChoiceKind] = frozenset()
    """Further kinds of choice the phase takes (Dirty Tricks: decline, draw)."""
    legal: Legal | None = None
    check: Check | None = None
    resolve: Resolve | None = None
    steps: Steps | None = None
    lookup: dict[int, tuple[Choice, ...]] | None = None
    """Legal choices by a hand's present guilds, when they depend on the hand only."""
    fast: dict[Choice, int] | None = None
    """Set when the fast path (``guildes.rules.fastpath``) may resolve this phase's steps:
    its choices -> their card, packed."""
