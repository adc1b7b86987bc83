"""What one seat may know (RULINGS §6): the information set handed to AIs and the GUI.

A ``SeatView`` holds the public facts (tables, votes, counts, Event cards, hand and
pile sizes, who has chosen) and that seat's private facts (its hand, kept cards and
face-down choice, the hands it saw this round in the draft with what it picked from
each, the cards it discarded). It never holds another seat's hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from guildes.rules.cards import NUM_GUILDS
from guildes.rules.config import GameConfig
from guildes.rules.counting import Count, CountModifiers, Outcome, VirtualCard
from guildes.rules.direction import Direction
from guildes.rules.errors import StateError
from guildes.rules.event_rules import PLAY_IN_BATCHES, batch_size
from guildes.rules.packed import size, unpack
from guildes.rules.phases import Phase
from guildes.rules.state import GameState
from guildes.rules.trick_rules import pile_of

GuildCards = tuple[int, ...]
"""Cards per guild, in Count-card order."""


@dataclass(frozen=True, slots=True)
class DraftMemory:
    """A hand this seat held during this round's draft and the guild it kept from it."""

    hand: GuildCards
    picked: int


@dataclass(frozen=True, slots=True)
class PublicView:
    """What everyone at the table may know now (RULINGS §6): what a spectator sees, what
    the hotseat table shows behind its curtain and what a replay shows."""

    config: GameConfig
    voting_round: int
    phase: Phase
    step: int
    """1-based number of the current pick (draft) or play (play)."""
    steps: int
    """Picks that need a choice this round (draft) or cards to play (play)."""
    direction: Direction
    event_cards: tuple[int, ...]
    """Event cards revealed so far, one per voting round begun."""
    chosen: tuple[bool, ...]
    """Which seats have made their choice for the current step (public)."""
    hand_sizes: tuple[int, ...]
    kept_sizes: tuple[int, ...]
    tables: tuple[GuildCards, ...]
    round_played: tuple[GuildCards, ...]
    """The cards each seat revealed this round (a part of its table)."""
    discard_size: int
    deck_size: int
    counts: tuple[Count, ...]
    scores: tuple[int, ...]
    outcome: Outcome | None
    # What the Event-card variant adds (written to JSON only when the variant is on):
    turn_order: tuple[int, ...] = field(default=(), kw_only=True)
    """In a play one seat at a time: the seats in order (public)."""
    turn: int = field(default=0, kw_only=True)
    """The index in ``turn_order`` of the seat to play."""
    batch: int = field(default=1, kw_only=True)
    """Cards each seat plays in the current step of the play."""
    face_down_sizes: tuple[int, ...] = field(default=(), kw_only=True)
    """Cards each seat has face down, not yet revealed (public: how many)."""
    # What the Dirty-Trick variant adds (written to JSON only when the variant is on):
    tricks: tuple[int, ...] = field(default=(), kw_only=True)
    """The Dirty Trick card (``cards.Trick``) each seat holds this round (public)."""
    virtual: tuple[VirtualCard, ...] = field(default=(), kw_only=True)
    """The +1/-1 cards (F to I) placed this round, until the count (public)."""
    pile_public: GuildCards = field(default=(0,) * NUM_GUILDS, kw_only=True)
    """The cards in the discard pile that every seat saw discarded (C's), until D
    shuffles the pile."""

    @property
    def players(self) -> int:
        """Number of seats."""
        return self.config.players

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form of the public facts."""
        return (
            {
                "config": self.config.to_dict(),
                "voting_round": self.voting_round,
                "phase": self.phase.value,
                "step": self.step,
                "steps": self.steps,
                "direction": self.direction,
                "event_cards": list(self.event_cards),
                "chosen": list(self.chosen),
                "hand_sizes": list(self.hand_sizes),
                "kept_sizes": list(self.kept_sizes),
                "tables": [list(t) for t in self.tables],
                "round_played": [list(t) for t in self.round_played],
                "discard_size": self.discard_size,
                "deck_size": self.deck_size,
                "counts": [c.to_dict() for c in self.counts],
                "scores": list(self.scores),
                "outcome": None if self.outcome is None else self.outcome.to_dict(),
            }
            | (
                {
                    "turn_order": list(self.turn_order),
                    "turn": self.turn,
                    "batch": self.batch,
                    "face_down_sizes": list(self.face_down_sizes),
                }
                if self.config.variants
                else {}
            )
            | (
                {
                    "tricks": list(self.tricks),
                    "virtual": [v.to_dict() for v in self.virtual],
                    "pile_public": list(self.pile_public),
                }
                if "dirty_tricks" in self.config.variants
                else {}
            )
        )


@dataclass(frozen=True, slots=True)
class SeatView(PublicView):
    """Everything ``seat`` may know now, and nothing more: the public facts
    (``PublicView``) and that seat's private ones."""

    seat: int
    hand: GuildCards
    kept: GuildCards
    pending: int | None
    """The guild of this seat's face-down choice for the current step, if made."""
    draft_memory: tuple[DraftMemory, ...]
    discarded: GuildCards
    """The cards this seat discarded (all rounds)."""
    pending_second: int | None = field(default=None, kw_only=True)
    """The second card of this seat's face-down choice, when it chose two (a batch of two
    under the Event card "Playing one or two cards")."""
    face_down: GuildCards = field(default=(0,) * NUM_GUILDS, kw_only=True)
    """This seat's cards played face down, not yet revealed."""
    gave: int | None = field(default=None, kw_only=True)
    """The guild this seat gave to this round's redistribution."""
    received: int | None = field(default=None, kw_only=True)
    """The guild this seat received from it."""
    drawn: GuildCards = field(default=(0,) * NUM_GUILDS, kw_only=True)
    """The cards this seat drew with Dirty Trick D, until it plays one."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form; ``from_dict`` reads it back."""
        return (
            PublicView.to_dict(self)
            | {
                "seat": self.seat,
                "hand": list(self.hand),
                "kept": list(self.kept),
                "pending": self.pending,
                "draft_memory": [[list(m.hand), m.picked] for m in self.draft_memory],
                "discarded": list(self.discarded),
            }
            | (
                {
                    "pending_second": self.pending_second,
                    "face_down": list(self.face_down),
                    "gave": self.gave,
                    "received": self.received,
                }
                if "event_cards" in self.config.variants
                else {}
            )
            | ({"drawn": list(self.drawn)} if "dirty_tricks" in self.config.variants else {})
        )

    @staticmethod
    def from_dict(data: Any) -> SeatView:
        """Rebuild a view from ``to_dict`` output; StateError if it is malformed."""
        from guildes.rules.config import Tiebreak

        try:
            config = GameConfig.from_dict(data["config"])
            oc = data["outcome"]
            outcome = (
                None
                if oc is None
                else Outcome(
                    tuple(oc["scores"]),
                    tuple(oc["winners"]),
                    Tiebreak(oc["tiebreak"]),
                    str(oc["decided_by"]),
                    tuple(oc["militia"]),
                )
            )
            view = SeatView(
                config=config,
                seat=int(data["seat"]),
                voting_round=int(data["voting_round"]),
                phase=Phase(data["phase"]),
                step=int(data["step"]),
                steps=int(data["steps"]),
                direction=Direction(data["direction"]),
                event_cards=tuple(int(e) for e in data["event_cards"]),
                hand=_guild_cards(data["hand"]),
                kept=_guild_cards(data["kept"]),
                pending=None if data["pending"] is None else int(data["pending"]),
                chosen=tuple(bool(c) for c in data["chosen"]),
                hand_sizes=tuple(int(x) for x in data["hand_sizes"]),
                kept_sizes=tuple(int(x) for x in data["kept_sizes"]),
                tables=tuple(_guild_cards(t) for t in data["tables"]),
                round_played=tuple(_guild_cards(t) for t in data["round_played"]),
                draft_memory=tuple(
                    DraftMemory(_guild_cards(h), int(p)) for h, p in data["draft_memory"]
                ),
                discarded=_guild_cards(data["discarded"]),
                discard_size=int(data["discard_size"]),
                deck_size=int(data["deck_size"]),
                counts=tuple(Count.from_dict(c) for c in data["counts"]),
                scores=tuple(int(s) for s in data["scores"]),
                outcome=outcome,
                turn_order=tuple(int(x) for x in data.get("turn_order", ())),
                turn=int(data.get("turn", 0)),
                batch=int(data.get("batch", 1)),
                face_down_sizes=tuple(int(x) for x in data.get("face_down_sizes", ())),
                pending_second=(
                    None if data.get("pending_second") is None else int(data["pending_second"])
                ),
                face_down=_guild_cards(data.get("face_down", [0] * NUM_GUILDS)),
                gave=None if data.get("gave") is None else int(data["gave"]),
                received=None if data.get("received") is None else int(data["received"]),
                tricks=tuple(int(x) for x in data.get("tricks", ())),
                virtual=CountModifiers.from_dict(
                    {"virtual": data.get("virtual", []), "ties_left_out": False},
                    len(data["scores"]),
                ).virtual,
                pile_public=_guild_cards(data.get("pile_public", [0] * NUM_GUILDS)),
                drawn=_guild_cards(data.get("drawn", [0] * NUM_GUILDS)),
            )
        except StateError:
            raise
        except (KeyError, TypeError, ValueError) as e:
            raise StateError(f"malformed seat view: {e}") from None
        return view


def public_view(state: GameState) -> PublicView:
    """What everyone may know of ``state`` now."""
    return PublicView(**_public_fields(state))


def seat_view(state: GameState, seat: int) -> SeatView:
    """What ``seat`` may know of ``state`` now (the seat must be at the table)."""
    pending = state.pending[seat]
    private: dict[str, Any] = {}
    if "dirty_tricks" in state.config.variants:
        private["drawn"] = unpack(state.drawn[seat])
    if "event_cards" in state.config.variants:
        private |= {
            "pending_second": None if pending is None else pending.other_guild,
            "face_down": unpack(state.face_down[seat]),
            "gave": None if state.gave[seat] < 0 else state.gave[seat],
            "received": None if state.received[seat] < 0 else state.received[seat],
        }
    return SeatView(
        **_public_fields(state),
        seat=seat,
        hand=unpack(state.hands[seat]),
        kept=unpack(state.kept[seat]),
        pending=None if pending is None else pending.guild,
        draft_memory=tuple(
            DraftMemory(unpack(hands[seat]), picks[seat].guild) for hands, picks in state.drafted
        ),
        discarded=unpack(state.discards[seat]),
        **private,
    )


def steps_of(state: GameState) -> int:
    """Choices the current phase asks of each seat this round (once the game is over:
    the cards each seat played in the last round)."""
    steps = state.schedule[state.phase_index].steps
    return state.play if state.phase is Phase.OVER or steps is None else steps(state)


def round_played(state: GameState) -> tuple[GuildCards, ...]:
    """Cards per guild each seat has played this voting round (public): what its table
    gained since the round began (after Dirty Tricks moved cards, never below 0)."""
    return tuple(
        tuple(max(0, a - b) for a, b in zip(unpack(t), unpack(s)))
        for t, s in zip(state.tables, state.round_start)
    )


def _public_fields(state: GameState) -> dict[str, Any]:
    return (
        {
            "config": state.config,
            "voting_round": state.voting_round,
            "phase": state.phase,
            "step": state.step,
            "steps": steps_of(state),
            "direction": state.direction,
            "event_cards": tuple(state.event_order[: state.voting_round]),
            "chosen": tuple(p is not None for p in state.pending),
            "hand_sizes": tuple(map(size, state.hands)),
            "kept_sizes": tuple(map(size, state.kept)),
            "tables": tuple(map(unpack, state.tables)),
            "round_played": round_played(state),
            "discard_size": size(pile_of(state)),
            "deck_size": len(state.deck),
            "counts": tuple(state.counts),
            "scores": tuple(state.totals),
            "outcome": state.outcome,
        }
        | (_event_fields(state) if state.config.variants else {})
        | (_trick_fields(state) if "dirty_tricks" in state.config.variants else {})
    )


def _event_fields(state: GameState) -> dict[str, Any]:
    """What the Event-card variant adds to every view (public)."""
    return {
        "turn_order": state.turn_order,
        "turn": state.turn,
        "batch": batch_of(state),
        "face_down_sizes": tuple(map(size, state.face_down)),
    }


def _trick_fields(state: GameState) -> dict[str, Any]:
    """What the Dirty-Trick variant adds to every view (public)."""
    return {
        "tricks": tuple(state.tricks),
        "virtual": state.modifiers.virtual,
        "pile_public": unpack(state.pile_public),
    }


def batch_of(state: GameState) -> int:
    """Cards each seat plays in the current step of the play (1 outside the play)."""
    if state.phase is not Phase.PLAY:
        return 1
    if state.schedule[state.phase_index] is PLAY_IN_BATCHES:
        return batch_size(state)
    return 1


def _guild_cards(value: Any) -> GuildCards:
    if not isinstance(value, list) or len(value) != NUM_GUILDS:
        raise StateError(f"expected {NUM_GUILDS} card counts, got {value!r}")
    out = tuple(int(v) for v in value)
    if any(v < 0 for v in out):
        raise StateError("card counts cannot be negative")
    return out
