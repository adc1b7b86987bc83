"""The game state machine: deals, the simultaneous draft and play, discards and counts.

A ``Game`` is defined by its ``GameConfig`` and the choices applied to it. At every step
the engine names the seats that still owe a choice (``to_choose``) and what each may
choose (``legal_choices``); ``choose`` records one seat's hidden choice and, when the last
seat has chosen, resolves the step and returns what happened. Bad input raises an
``IllegalChoice`` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from operator import add, sub
from typing import Any, Self, cast

from guildes.rules.cards import (
    EVENT_CARDS,
    SETUPS,
    VOTING_ROUNDS,
    deck_composition,
)
from guildes.rules.choices import PICKS, Choice, ChoiceKind
from guildes.rules.config import GameConfig
from guildes.rules.counting import BASE_PIPELINE, Count, CountPipeline, Outcome, decide_outcome
from guildes.rules.errors import AlreadyChosen, NotInHand, OutOfPhase, WrongSeat
from guildes.rules.fastpath import seat_class
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
from guildes.rules.packed import (
    GUILDS_RANGE,
    ONE,
    PICK_ONE,
    PICK_TABLE,
    PLAY_ONE,
    PLAY_TABLE,
    SHIFT,
    SINGLE_CARD,
    present_bits,
    size,
    unpack,
)
from guildes.rules.phases import Phase
from guildes.rules.rng import SeededRng
from guildes.rules.view import DraftMemory, PublicView, SeatView

STATE_FORMAT = 1
_DIRECTIONS = tuple(e.direction for e in EVENT_CARDS)
_ALL_SEATS = {n: tuple(range(n)) for n in SETUPS}
_SEAT_CHOSE = tuple(SeatChose(s) for s in range(max(SETUPS)))
# Events are immutable: the frequent ones are made once.
_PASSED = {
    d: tuple(HandsPassed(d, k) for k in range(max(s.deal for s in SETUPS.values())))
    for d in ("left", "right")
}
_LAST_KEPT = LastCardsKept()
# The deck before the shuffle, one packed card (guildes.rules.packed) per card: a hand
# dealt is then the sum of a slice of the deck.
_SORTED_DECK = {
    n: tuple(ONE[g] for g, c in enumerate(deck_composition(n)) for _ in range(c)) for n in SETUPS
}


_PHASE_CHOICES: dict[
    Phase, tuple[ChoiceKind | None, dict[int, tuple[Choice, ...]] | None, dict[Choice, int] | None]
] = {
    Phase.DRAFT: (ChoiceKind.PICK, PICK_TABLE, PICK_ONE),
    Phase.PLAY: (ChoiceKind.PLAY, PLAY_TABLE, PLAY_ONE),
    Phase.COUNT: (None, None, None),
    Phase.OVER: (None, None, None),
}
"""What each phase lets seats choose: the kind, legal choices by present guilds (see
guildes.rules.packed) and each choice's card, packed (only that kind's choices are keys)."""


class Game:
    """A game of Guildes in progress (mutable; ``copy`` is cheap)."""

    # What the current phase lets seats choose (None when nobody chooses); see _enter.
    _kind: ChoiceKind | None
    _lookup: dict[int, tuple[Choice, ...]] | None
    _ones: dict[Choice, int] | None

    __slots__ = (
        "config",
        "pipeline",
        "_n",
        "_deal",
        "_play",
        "_round",
        "_phase",
        "_step",
        "_hand_size",
        "_deck",  # packed cards (guildes.rules.packed), the next to deal first
        "_event_order",
        "_hands",
        "_kept",
        "_tables",
        "_round_start",
        "_discards",
        "_pending",
        "_waiting",
        "_drafted",
        "_kind",
        "_lookup",
        "_ones",
        "_passed",
        "_counts",
        "_totals",
        "_history",
        "_outcome",
    )

    def __new__(
        cls, config: GameConfig | None = None, *, pipeline: CountPipeline = BASE_PIPELINE
    ) -> Self:
        """``Game(config)`` makes the subclass for the config's seat count, whose
        ``open_choices`` and ``choose_all`` take the fast path (guildes.rules.fastpath)."""
        if cls is Game and isinstance(config, GameConfig):
            return cls._blank(config.players)
        return object.__new__(cls)

    @classmethod
    def _blank(cls, players: int) -> Self:
        """An instance not yet set up: of the seat count's subclass when ``cls`` is
        ``Game`` (a subclass of its own is kept as it is)."""
        target = seat_class(players) if cls is Game else cls
        return cast(Self, object.__new__(target))

    def __init__(self, config: GameConfig, *, pipeline: CountPipeline = BASE_PIPELINE) -> None:
        """Set up a new game: removals, one shuffle of the deck and of the Event cards, and
        the first round's deal."""
        self.config = config
        self.pipeline = pipeline
        n = config.players
        setup = SETUPS[n]
        self._n = n
        self._deal = setup.deal
        self._play = setup.play
        rng = SeededRng(config.seed)
        deck = list(_SORTED_DECK[n])
        rng.shuffle(deck)
        event_order = list(range(len(EVENT_CARDS)))
        rng.shuffle(event_order)
        self._deck = deck
        self._event_order = event_order
        # Tables are packed 8 bits per guild (see guildes.rules.packed).
        self._tables = [0] * n
        self._discards = [0] * n
        self._counts: list[Count] = []
        self._totals = [0] * n
        # One entry per call that applied choices: (seats, their choices), in seat order.
        self._history: list[tuple[tuple[int, ...], tuple[Choice, ...]]] = []
        self._outcome: Outcome | None = None
        self._pending = [-1] * n
        self._start_round(1)

    # ----------------------------------------------------------------- queries

    @property
    def players(self) -> int:
        """Number of seats."""
        return self._n

    @property
    def voting_round(self) -> int:
        """The current voting round, 1 to 3 (3 once the game is over)."""
        return self._round

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self._phase

    @property
    def step(self) -> int:
        """1-based number of the current pick or play in this phase."""
        return self._step

    @property
    def steps(self) -> int:
        """Number of choices this phase asks of each seat (picks that need a choice, or
        cards to play)."""
        return self._deal - 1 if self._phase is Phase.DRAFT else self._play

    @property
    def direction(self) -> str:
        """ "left" or "right": where hands pass this round (the Event card's arrow)."""
        return _DIRECTIONS[self._event_order[self._round - 1]]

    @property
    def event_card(self) -> int:
        """Index of this round's Event card."""
        return self._event_order[self._round - 1]

    @property
    def is_over(self) -> bool:
        """True once the third count is done."""
        return self._phase is Phase.OVER

    @property
    def outcome(self) -> Outcome | None:
        """The outcome once the game is over, else None."""
        return self._outcome

    @property
    def scores(self) -> tuple[int, ...]:
        """Votes per seat after the counts made so far."""
        return tuple(self._totals)

    @property
    def counts(self) -> tuple[Count, ...]:
        """Every count made so far, with its per-guild breakdown."""
        return tuple(self._counts)

    @property
    def history(self) -> tuple[tuple[int, Choice], ...]:
        """Every (seat, choice) applied, in order: with the config, the whole game."""
        return tuple([(s, c) for seats, cs in self._history for s, c in zip(seats, cs)])

    def table(self, seat: int) -> tuple[int, ...]:
        """Cards per guild played in front of ``seat`` (public)."""
        return unpack(self._tables[seat])

    def to_choose(self) -> tuple[int, ...]:
        """Seats that still owe a choice for the current step (empty once over)."""
        if self._phase is Phase.OVER:
            return ()
        if self._waiting == self._n:
            return _ALL_SEATS[self._n]
        return tuple([s for s in range(self._n) if self._pending[s] < 0])

    def legal_choices(self, seat: int) -> tuple[Choice, ...]:
        """What ``seat`` may choose now (empty if it has chosen or owes nothing)."""
        lookup = self._lookup
        if lookup is None or not 0 <= seat < self._n or self._pending[seat] >= 0:
            return ()
        return lookup[present_bits(self._hands[seat])]

    def open_choices(self) -> tuple[tuple[int, tuple[Choice, ...]], ...]:
        """Every seat that owes a choice now, with what it may choose, in seat order:
        ``to_choose`` and ``legal_choices`` in one call (empty once the game is over)."""
        lookup = self._lookup
        if lookup is None:
            return ()
        pending = self._pending
        return tuple(
            [(s, lookup[present_bits(h)]) for s, h in enumerate(self._hands) if pending[s] < 0]
        )

    # ----------------------------------------------------------------- choices

    def choose(self, seat: int, choice: Choice) -> list[Happening]:
        """Record ``seat``'s hidden choice; when every seat has chosen, resolve the step.

        Returns what happened (public facts). Raises an ``IllegalChoice``
        subclass, leaving the game unchanged, for a wrong seat, a second choice, a choice
        out of phase or a card not in hand.
        """
        self._check(seat, choice)
        self._pending[seat] = choice.guild
        self._waiting -= 1
        self._history.append(((seat,), (choice,)))
        happened: list[Happening] = [_SEAT_CHOSE[seat]]
        if self._waiting == 0:
            self._resolve(happened, self._pending)
        return happened

    def choose_all(self, choices: Mapping[int, Choice] | Sequence[Choice]) -> list[Happening]:
        """Apply several seats' choices at once (all are checked before any is applied):
        ``{seat: choice}`` for some or all seats, or a list (or tuple) with one choice per
        seat, in seat order. WrongSeat if a list does not have one choice per seat."""
        if isinstance(choices, (list, tuple)):
            if len(choices) != self._n:
                raise WrongSeat(
                    f"a list of choices needs one per seat ({self._n}), in seat order;"
                    f" got {len(choices)}"
                )
            choices = dict(enumerate(choices))
        elif not isinstance(choices, Mapping):
            raise WrongSeat(
                f"choices must map seats to choices, or list one per seat: got {choices!r}"
            )
        seats = sorted(choices)
        for seat in seats:
            self._check(seat, choices[seat])
        pending = self._pending
        happened: list[Happening] = []
        for seat in seats:
            pending[seat] = choices[seat].guild
            happened.append(_SEAT_CHOSE[seat])
        if seats:
            self._history.append((tuple(seats), tuple([choices[seat] for seat in seats])))
        self._waiting -= len(seats)
        if self._waiting == 0:
            self._resolve(happened, pending)
        return happened

    def _check(self, seat: int, choice: Choice) -> None:
        phase = self._phase
        if phase is Phase.OVER:
            raise OutOfPhase("the game is over: no more choices")
        if type(seat) is not int or not 0 <= seat < self._n:
            raise WrongSeat(f"there is no seat {seat!r} in a {self._n}-player game")
        if type(choice) is not Choice:
            raise OutOfPhase(f"not a choice: {choice!r}")
        if choice.kind is not self._kind:
            raise OutOfPhase(f"cannot {choice.kind.value} a card during the {phase.value} phase")
        if self._pending[seat] >= 0:
            raise AlreadyChosen(f"seat {seat} has already chosen in this step")
        if not (self._hands[seat] >> SHIFT[choice.guild]) & 255:
            raise NotInHand(f"seat {seat} has no {choice.text().split(':')[1]} card in hand")

    # ----------------------------------------------------------------- resolution

    def _resolve(self, happened: list[Happening], pending: list[int]) -> None:
        """Resolve the step once every seat has chosen: ``pending`` is the guild chosen by
        each seat (the list is kept, never changed afterwards)."""
        n = self._n
        self._pending = [-1] * n
        self._waiting = n
        if self._phase is Phase.DRAFT:
            self._resolve_pick(happened, pending)
        else:
            self._resolve_play(happened, pending)

    def _start_round(self, voting_round: int) -> RoundStarted:
        n, deal = self._n, self._deal
        self._round = voting_round
        self._enter(Phase.DRAFT)
        self._step = 1
        self._hand_size = deal
        deck = self._deck
        # Hands and kept cards are packed counts, one byte per guild (guildes.rules.packed):
        # cheap to change, copy, remember and look up. The deck holds packed cards.
        self._hands: list[int] = [sum(deck[k : k + deal]) for k in range(0, n * deal, deal)]
        self._deck = deck[n * deal :]
        self._kept: list[int] = [0] * n
        self._round_start = list(self._tables)
        # Per pick of this round: (every seat's hand, every seat's pick); the lists are
        # never changed once stored, so copies share them.
        self._drafted: list[tuple[list[int], tuple[Choice, ...]]] = []
        self._waiting = n
        event_card = self._event_order[voting_round - 1]
        direction = _DIRECTIONS[event_card]
        self._passed = _PASSED[direction]
        return RoundStarted(voting_round, event_card, direction, deal)

    def _enter(self, phase: Phase) -> None:
        """Set the phase and what it lets seats choose."""
        self._phase = phase
        self._kind, self._lookup, self._ones = _PHASE_CHOICES[phase]

    def _resolve_pick(self, happened: list[Happening], pending: list[int]) -> None:
        hands = self._hands
        self._drafted.append((hands, tuple([PICKS[g] for g in pending])))
        ones = [ONE[g] for g in pending]
        kept = [k + o for k, o in zip(self._kept, ones)]
        left = [h - o for h, o in zip(hands, ones)]
        if self._passed is _PASSED["left"]:  # seat p passes to p+1: p+1 receives p's hand
            left = left[-1:] + left[:-1]
        else:
            left = left[1:] + left[:1]
        self._hand_size -= 1
        happened.append(self._passed[self._hand_size])
        if self._hand_size > 1:
            self._hands, self._kept = left, kept
            self._step += 1
        else:
            self._finish_draft(happened, left, kept)

    def _finish_draft(self, happened: list[Happening], left: list[int], kept: list[int]) -> None:
        """The last card of each hand (``left``) is kept without a choice; play begins."""
        self._drafted.append((left, tuple([PICKS[SINGLE_CARD[h]] for h in left])))
        happened.append(_LAST_KEPT)
        self._hands = [k + h for k, h in zip(kept, left)]
        self._kept = [0] * self._n
        self._hand_size = self._deal
        self._enter(Phase.PLAY)
        self._step = 1

    def _resolve_play(self, happened: list[Happening], pending: list[int]) -> None:
        self._hands = [h - ONE[g] for h, g in zip(self._hands, pending)]
        self._tables = [t + ONE[g] for t, g in zip(self._tables, pending)]
        happened.append(CardsRevealed(tuple(pending)))
        self._hand_size -= 1
        if self._step < self._play:
            self._step += 1
        else:
            self._finish_play(happened)

    def _finish_play(self, happened: list[Happening]) -> None:
        """The play is over: discard unplayed cards, count, then the next round or the end."""
        n = self._n
        self._enter(Phase.COUNT)
        self._discards = list(map(add, self._discards, self._hands))
        self._hands = [0] * n
        happened.append(CardsDiscarded((self._hand_size,) * n))
        self._hand_size = 0
        count = self.pipeline.count(tuple(map(unpack, self._tables)), self._round, self._totals)
        self._counts.append(count)
        self._totals = list(count.totals)
        happened.append(VotesCounted(count))
        if self._round < VOTING_ROUNDS:
            happened.append(self._start_round(self._round + 1))
            return
        self._enter(Phase.OVER)
        self._outcome = decide_outcome(count.totals, count.tables, self.config.tiebreak)
        happened.append(GameEnded(self._outcome))

    def opening_happenings(self) -> list[Happening]:
        """What happened at the game's start (round 1 begun), for a UI that shows them."""
        first = self._event_order[0]
        return [RoundStarted(1, first, EVENT_CARDS[first].direction, self._deal)]

    def round_played(self) -> tuple[tuple[int, ...], ...]:
        """Cards per guild each seat has played this voting round (public)."""
        return tuple(map(unpack, map(sub, self._tables, self._round_start)))

    # ----------------------------------------------------------------- views

    def public_view(self) -> PublicView:
        """What everyone may know now (RULINGS §6): for spectators, the hotseat curtain
        and replays."""
        return PublicView(**self._public_fields())

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (RULINGS §6), and nothing more."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self._n:
            raise WrongSeat(f"there is no seat {seat!r} in a {self._n}-player game")
        pending = self._pending[seat]
        return SeatView(
            **self._public_fields(),
            seat=seat,
            hand=unpack(self._hands[seat]),
            kept=unpack(self._kept[seat]),
            pending=None if pending < 0 else pending,
            draft_memory=tuple(
                DraftMemory(unpack(hands[seat]), picks[seat].guild)
                for hands, picks in self._drafted
            ),
            discarded=unpack(self._discards[seat]),
        )

    def _public_fields(self) -> dict[str, Any]:
        return {
            "config": self.config,
            "voting_round": self._round,
            "phase": self._phase,
            "step": self._step,
            "steps": self.steps,
            "direction": self.direction,
            "event_cards": tuple(self._event_order[: self._round]),
            "chosen": tuple(p >= 0 for p in self._pending),
            "hand_sizes": tuple(map(size, self._hands)),
            "kept_sizes": tuple(map(size, self._kept)),
            "tables": tuple(map(unpack, self._tables)),
            "round_played": self.round_played(),
            "discard_size": sum(map(size, self._discards)),
            "deck_size": len(self._deck),
            "counts": tuple(self._counts),
            "scores": tuple(self._totals),
            "outcome": self._outcome,
        }

    # ----------------------------------------------------------------- copies, replay

    def copy(self) -> Game:
        """An independent copy of this game."""
        g = object.__new__(type(self))
        g.config = self.config
        g.pipeline = self.pipeline
        g._n, g._deal, g._play = self._n, self._deal, self._play
        g._round, g._phase, g._step = self._round, self._phase, self._step
        g._kind, g._lookup, g._ones = self._kind, self._lookup, self._ones
        g._passed = self._passed
        g._hand_size, g._waiting = self._hand_size, self._waiting
        g._deck = list(self._deck)
        g._event_order = list(self._event_order)
        g._hands = list(self._hands)
        g._kept = list(self._kept)
        g._tables = list(self._tables)
        g._round_start = list(self._round_start)
        g._discards = list(self._discards)
        g._pending = list(self._pending)
        g._drafted = list(self._drafted)
        g._counts = list(self._counts)
        g._totals = list(self._totals)
        g._history = list(self._history)
        g._outcome = self._outcome
        return g

    @classmethod
    def replay(cls, config: GameConfig, history: list[tuple[int, Choice]]) -> Game:
        """Rebuild a game from its config and its choices (each checked by the rules)."""
        game = cls(config)
        for seat, choice in history:
            game.choose(seat, choice)
        return game

    def card_locations(self) -> dict[str, tuple[int, ...]]:
        """Cards per guild in each place (deck, hands, kept, face down, tables, discards):
        used to check that every card is in exactly one place."""

        def total(packed: list[int]) -> tuple[int, ...]:
            rows = [unpack(p) for p in packed]
            return tuple(sum(r[g] for r in rows) for g in GUILDS_RANGE)

        return {
            "deck": unpack(sum(self._deck)),
            "hands": total(self._hands),
            "kept": total(self._kept),
            "tables": total(self._tables),
            "discards": total(self._discards),
        }

    # ----------------------------------------------------------------- serialization

    def to_dict(self) -> dict[str, Any]:
        """The full state as JSON-compatible data (hidden cards included)."""
        return {
            "format": STATE_FORMAT,
            "config": self.config.to_dict(),
            "voting_round": self._round,
            "phase": self._phase.value,
            "step": self._step,
            "deck": [SINGLE_CARD[c] for c in self._deck],
            "event_order": list(self._event_order),
            "hands": [list(unpack(h)) for h in self._hands],
            "kept": [list(unpack(k)) for k in self._kept],
            "tables": [list(unpack(t)) for t in self._tables],
            "round_played": [list(t) for t in self.round_played()],
            "discards": [list(unpack(d)) for d in self._discards],
            "pending": [None if p < 0 else p for p in self._pending],
            "draft_memory": [
                [[list(unpack(hands[s])), picks[s].guild] for hands, picks in self._drafted]
                for s in range(self._n)
            ],
            "counts": [c.to_dict() for c in self._counts],
            "history": [[s, c.text()] for s, c in self.history],
        }

    @classmethod
    def from_dict(cls, data: Any) -> Game:
        """Rebuild a state from ``to_dict`` output; StateError if it is malformed or if its
        cards do not add up to the deck of its config."""
        from guildes.rules.state_codec import game_from_dict

        return game_from_dict(cls, data)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]
