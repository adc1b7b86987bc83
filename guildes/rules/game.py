"""The game state machine: deals, the simultaneous draft and play, discards and counts.

A ``Game`` is defined by its ``GameConfig`` and the choices applied to it. At every step
the engine names the seats that still owe a choice (``to_choose``) and what each may
choose (``legal_choices``); ``choose`` records one seat's hidden choice and, when the last
seat has chosen, resolves the step and returns what happened. Bad input raises an
``IllegalChoice`` and changes nothing.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from guildes.rules.cards import (
    EVENT_CARDS,
    NUM_GUILDS,
    SETUPS,
    VOTING_ROUNDS,
    deck_composition,
)
from guildes.rules.choices import PICKS, PLAYS, Choice, ChoiceKind
from guildes.rules.config import GameConfig
from guildes.rules.counting import BASE_PIPELINE, Count, CountPipeline, Outcome, decide_outcome
from guildes.rules.errors import AlreadyChosen, NotInHand, OutOfPhase, WrongSeat
from guildes.rules.events import (
    CardsDiscarded,
    CardsRevealed,
    Event,
    GameEnded,
    HandsPassed,
    LastCardsKept,
    RoundStarted,
    SeatChose,
    VotesCounted,
)
from guildes.rules.phases import Phase
from guildes.rules.rng import SeededRng
from guildes.rules.view import DraftMemory, SeatView

STATE_FORMAT = 1
_RANGE = range(NUM_GUILDS)
_DIRECTIONS = tuple(e.direction for e in EVENT_CARDS)
_PHASE_KIND = {Phase.DRAFT: ChoiceKind.PICK, Phase.PLAY: ChoiceKind.PLAY}
_ALL_SEATS = {n: tuple(range(n)) for n in SETUPS}
_SHIFT = tuple(4 * g for g in _RANGE)
_ONE = tuple(1 << (4 * g) for g in _RANGE)
_NIBBLE = 15
_SINGLE = {1 << (4 * g): g for g in _RANGE}  # a one-card hand -> its guild
_LOW_BITS = sum(_ONE)
# Legal choices for the draft (True) and the play (False), by which guilds are present
# (bit 4g set for guild g): every combination, built once.
_LEGAL: dict[bool, dict[int, tuple[Choice, ...]]] = {
    draft: {
        sum(_ONE[g] for g in _RANGE if present >> g & 1): tuple(
            (PICKS if draft else PLAYS)[g] for g in _RANGE if present >> g & 1
        )
        for present in range(1 << NUM_GUILDS)
    }
    for draft in (True, False)
}


def pack(counts: tuple[int, ...] | list[int]) -> int:
    """Cards per guild packed into one int, 4 bits per guild (at most 15 of a guild)."""
    out = 0
    for g in _RANGE:
        out += counts[g] << _SHIFT[g]
    return out


def unpack(packed: int) -> tuple[int, ...]:
    """The cards per guild of a packed hand."""
    return tuple([(packed >> _SHIFT[g]) & _NIBBLE for g in _RANGE])
_SEAT_CHOSE = tuple(SeatChose(s) for s in range(max(SETUPS)))
# Events are immutable: the frequent ones are made once.
_PASSED = {d: tuple(HandsPassed(d, k) for k in range(max(s.deal for s in SETUPS.values())))
           for d in ("left", "right")}


class Game:
    """A game of Guildes in progress (mutable; ``copy`` is cheap)."""

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
        "_deck",
        "_event_order",
        "_hands",
        "_kept",
        "_tables",
        "_round_played",
        "_discards",
        "_pending",
        "_waiting",
        "_memory",
        "_counts",
        "_totals",
        "_history",
        "_outcome",
    )

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
        deck = [g for g, c in enumerate(deck_composition(n)) for _ in range(c)]
        rng.shuffle(deck)
        events = list(range(len(EVENT_CARDS)))
        rng.shuffle(events)
        self._deck = deck
        self._event_order = events
        self._tables = [[0] * NUM_GUILDS for _ in range(n)]
        self._discards = [[0] * NUM_GUILDS for _ in range(n)]
        self._counts: list[Count] = []
        self._totals = [0] * n
        self._history: list[tuple[int, Choice]] = []
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
        """"left" or "right": where hands pass this round (the Event card's arrow)."""
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
        return tuple(self._history)

    def table(self, seat: int) -> tuple[int, ...]:
        """Cards per guild played in front of ``seat`` (public)."""
        return tuple(self._tables[seat])

    def to_choose(self) -> tuple[int, ...]:
        """Seats that still owe a choice for the current step (empty once over)."""
        if self._phase is Phase.OVER:
            return ()
        if self._waiting == self._n:
            return _ALL_SEATS[self._n]
        return tuple([s for s in range(self._n) if self._pending[s] < 0])

    def legal_choices(self, seat: int) -> tuple[Choice, ...]:
        """What ``seat`` may choose now (empty if it has chosen or owes nothing)."""
        if self._phase is Phase.OVER or not 0 <= seat < self._n or self._pending[seat] >= 0:
            return ()
        h = self._hands[seat]
        # The guilds present in a packed hand, as one bit per guild: a table lookup.
        return _LEGAL[self._phase is Phase.DRAFT][(h | h >> 1 | h >> 2 | h >> 3) & _LOW_BITS]

    # ----------------------------------------------------------------- choices

    def choose(self, seat: int, choice: Choice) -> list[Event]:
        """Record ``seat``'s hidden choice; when every seat has chosen, resolve the step.

        Returns the events that happened (public facts). Raises an ``IllegalChoice``
        subclass, leaving the game unchanged, for a wrong seat, a second choice, a choice
        out of phase or a card not in hand.
        """
        self._check(seat, choice)
        self._pending[seat] = choice.guild
        self._waiting -= 1
        self._history.append((seat, choice))
        events: list[Event] = [_SEAT_CHOSE[seat]]
        if self._waiting == 0:
            self._resolve(events)
        return events

    def choose_all(self, choices: Mapping[int, Choice]) -> list[Event]:
        """Apply several seats' choices at once (all are checked before any is applied)."""
        seats = sorted(choices)
        pending, hands, kind = self._pending, self._hands, _PHASE_KIND.get(self._phase)
        for seat in seats:
            choice = choices[seat]
            # The common case in a few comparisons; anything odd gets _check's message.
            if not (
                type(seat) is int
                and 0 <= seat < self._n
                and type(choice) is Choice
                and choice.kind is kind
                and pending[seat] < 0
                and (hands[seat] >> _SHIFT[choice.guild]) & _NIBBLE
            ):
                self._check(seat, choice)
        history = self._history
        events: list[Event] = []
        for seat in seats:
            choice = choices[seat]
            pending[seat] = choice.guild
            history.append((seat, choice))
            events.append(_SEAT_CHOSE[seat])
        self._waiting -= len(seats)
        if self._waiting == 0:
            self._resolve(events)
        return events

    def _check(self, seat: int, choice: Choice) -> None:
        phase = self._phase
        if phase is Phase.OVER:
            raise OutOfPhase("the game is over: no more choices")
        if type(seat) is not int or not 0 <= seat < self._n:
            raise WrongSeat(f"there is no seat {seat!r} in a {self._n}-player game")
        if type(choice) is not Choice:
            raise OutOfPhase(f"not a choice: {choice!r}")
        if choice.kind is not _PHASE_KIND[phase]:
            raise OutOfPhase(f"cannot {choice.kind.value} a card during the {phase.value} phase")
        if self._pending[seat] >= 0:
            raise AlreadyChosen(f"seat {seat} has already chosen in this step")
        if not (self._hands[seat] >> _SHIFT[choice.guild]) & _NIBBLE:
            raise NotInHand(f"seat {seat} has no {choice.text().split(':')[1]} card in hand")

    # ----------------------------------------------------------------- resolution

    def _resolve(self, events: list[Event]) -> None:
        if self._phase is Phase.DRAFT:
            self._resolve_pick(events)
        else:
            self._resolve_play(events)

    def _start_round(self, voting_round: int) -> RoundStarted:
        n, deal = self._n, self._deal
        self._round = voting_round
        self._phase = Phase.DRAFT
        self._step = 1
        self._hand_size = deal
        dealt, self._deck = self._deck[: n * deal], self._deck[n * deal :]
        hands = []
        for s in range(n):
            h = 0
            for g in dealt[s * deal : (s + 1) * deal]:
                h += _ONE[g]
            hands.append(h)
        # Hands and kept cards are packed counts: 4 bits per guild in one int (a hand never
        # holds 16 cards of a guild). Cheap to change, copy, remember and look up.
        self._hands: list[int] = hands
        self._kept: list[int] = [0] * n
        self._round_played = [[0] * NUM_GUILDS for _ in range(n)]
        # (hand seen, guild kept) per pick, per seat; DraftMemory objects are made in view().
        self._memory: list[list[tuple[int, int]]] = [[] for _ in range(n)]
        self._waiting = n
        return RoundStarted(voting_round, self.event_card, self.direction, deal)

    def _resolve_pick(self, events: list[Event]) -> None:
        n = self._n
        hands, kept, pending, memory = self._hands, self._kept, self._pending, self._memory
        for s in range(n):
            g = pending[s]
            h = hands[s]
            memory[s].append((h, g))
            hands[s] = h - _ONE[g]
            kept[s] += _ONE[g]
            pending[s] = -1
        self._waiting = n
        direction = self.direction
        if direction == "left":  # seat p passes to p+1: p+1 receives p's hand
            self._hands = hands = hands[-1:] + hands[:-1]
        else:
            self._hands = hands = hands[1:] + hands[:1]
        self._hand_size -= 1
        events.append(_PASSED[direction][self._hand_size])
        if self._hand_size > 1:
            self._step += 1
            return
        for s in range(n):  # the last card of each hand is kept without a choice
            h = hands[s]
            memory[s].append((h, _SINGLE[h]))
            kept[s] += h
        events.append(LastCardsKept())
        self._hands, self._kept = kept, [0] * n
        self._hand_size = self._deal
        self._phase = Phase.PLAY
        self._step = 1

    def _resolve_play(self, events: list[Event]) -> None:
        n = self._n
        hands, pending, tables = self._hands, self._pending, self._tables
        played = self._round_played
        for s in range(n):
            g = pending[s]
            hands[s] -= _ONE[g]
            tables[s][g] += 1
            played[s][g] += 1
        events.append(CardsRevealed(tuple(pending)))
        for s in range(n):
            pending[s] = -1
        self._waiting = n
        self._hand_size -= 1
        if self._step < self._play:
            self._step += 1
            return
        self._phase = Phase.COUNT
        discards = self._discards
        for s in range(n):
            h, d = hands[s], discards[s]
            for g in _RANGE:
                d[g] += (h >> _SHIFT[g]) & _NIBBLE
            hands[s] = 0
        events.append(CardsDiscarded((self._hand_size,) * n))
        self._hand_size = 0
        count = self.pipeline.count(
            tuple(tuple(t) for t in tables), self._round, self._totals
        )
        self._counts.append(count)
        self._totals = list(count.totals)
        events.append(VotesCounted(count))
        if self._round < VOTING_ROUNDS:
            events.append(self._start_round(self._round + 1))
            return
        self._phase = Phase.OVER
        self._outcome = decide_outcome(
            count.totals, tuple(tuple(t) for t in tables), self.config.tiebreak
        )
        events.append(GameEnded(self._outcome))

    def opening_events(self) -> list[Event]:
        """The events of the game's start (round 1 begun), for a UI that shows them."""
        first = self._event_order[0]
        return [RoundStarted(1, first, EVENT_CARDS[first].direction, self._deal)]

    # ----------------------------------------------------------------- views

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (RULINGS §6), and nothing more."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self._n:
            raise WrongSeat(f"there is no seat {seat!r} in a {self._n}-player game")
        pending = self._pending[seat]
        return SeatView(
            config=self.config,
            seat=seat,
            voting_round=self._round,
            phase=self._phase,
            step=self._step,
            steps=self.steps,
            direction=self.direction,
            event_cards=tuple(self._event_order[: self._round]),
            hand=unpack(self._hands[seat]),
            kept=unpack(self._kept[seat]),
            pending=None if pending < 0 else pending,
            chosen=tuple(p >= 0 for p in self._pending),
            hand_sizes=tuple(sum(unpack(h)) for h in self._hands),
            kept_sizes=tuple(sum(unpack(k)) for k in self._kept),
            tables=tuple(tuple(t) for t in self._tables),
            round_played=tuple(tuple(t) for t in self._round_played),
            draft_memory=tuple(DraftMemory(unpack(h), g) for h, g in self._memory[seat]),
            discarded=tuple(self._discards[seat]),
            discard_size=sum(sum(d) for d in self._discards),
            deck_size=len(self._deck),
            counts=tuple(self._counts),
            scores=tuple(self._totals),
            outcome=self._outcome,
        )

    # ----------------------------------------------------------------- copies, replay

    def copy(self) -> Game:
        """An independent copy of this game."""
        g = Game.__new__(Game)
        g.config = self.config
        g.pipeline = self.pipeline
        g._n, g._deal, g._play = self._n, self._deal, self._play
        g._round, g._phase, g._step = self._round, self._phase, self._step
        g._hand_size, g._waiting = self._hand_size, self._waiting
        g._deck = list(self._deck)
        g._event_order = list(self._event_order)
        g._hands = list(self._hands)
        g._kept = list(self._kept)
        g._tables = [list(t) for t in self._tables]
        g._round_played = [list(t) for t in self._round_played]
        g._discards = [list(d) for d in self._discards]
        g._pending = list(self._pending)
        g._memory = [list(m) for m in self._memory]
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
        def total(rows: list[list[int]]) -> tuple[int, ...]:
            return tuple(sum(r[g] for r in rows) for g in _RANGE)

        deck = [0] * NUM_GUILDS
        for g in self._deck:
            deck[g] += 1
        return {
            "deck": tuple(deck),
            "hands": total([list(unpack(h)) for h in self._hands]),
            "kept": total([list(unpack(k)) for k in self._kept]),
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
            "deck": list(self._deck),
            "event_order": list(self._event_order),
            "hands": [list(unpack(h)) for h in self._hands],
            "kept": [list(unpack(k)) for k in self._kept],
            "tables": [list(t) for t in self._tables],
            "round_played": [list(t) for t in self._round_played],
            "discards": [list(d) for d in self._discards],
            "pending": [None if p < 0 else p for p in self._pending],
            "draft_memory": [[[list(unpack(h)), g] for h, g in mem] for mem in self._memory],
            "counts": [c.to_dict() for c in self._counts],
            "history": [[s, c.text()] for s, c in self._history],
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
