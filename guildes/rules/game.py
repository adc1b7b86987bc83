"""The public face of the engine: a ``Game`` to ask what is owed and to make choices.

A ``Game`` is defined by its ``GameConfig`` and the choices applied to it. At every step
the engine names the seats that still owe a choice (``to_choose``) and what each may
choose (``legal_choices``); ``choose`` records one seat's hidden choice and, when the last
seat owing one has chosen, resolves the step and returns what happened. Bad input raises
an ``IllegalChoice`` and changes nothing.

Everything a game is lives in its record (``self.state``, a ``GameState``); the rules
are the walk through the round's schedule (``guildes.rules.walk``,
``guildes.rules.schedule``). A step where every seat chooses at once, given to
``choose_all``, takes the fast path for the game's seat count when the phase allows it
(``guildes.rules.fastpath``), whatever subclass of ``Game`` the game is.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, Self

from guildes.rules.cards import EVENT_CARDS
from guildes.rules.choices import Choice
from guildes.rules.config import GameConfig
from guildes.rules.counting import Count, Outcome
from guildes.rules.direction import Direction
from guildes.rules.errors import WrongSeat
from guildes.rules.fastpath import FastPath, fast_path
from guildes.rules.happenings import Happening, RoundStarted, TricksDealt
from guildes.rules.packed import GUILDS_RANGE, SINGLE_CARD, unpack
from guildes.rules.phases import Phase
from guildes.rules.round_rules import SEAT_CHOSE
from guildes.rules.state import GameState
from guildes.rules.state_codec import state_from_dict, state_to_dict
from guildes.rules.view import PublicView, SeatView, public_view, round_played, seat_view
from guildes.rules.view import steps_of as _steps_of
from guildes.rules.walk import check_choice, legal_choices, new_state, record, to_choose


class Game:
    """A game of Guildes in progress (mutable; ``copy`` is cheap)."""

    __slots__ = ("state", "_fast")
    state: GameState
    """The game's record: every field of its state."""
    _fast: FastPath | None

    def __init__(self, config: GameConfig) -> None:
        """Set up a new game: removals, one shuffle of the deck and of the Event cards, and
        the first round's deal."""
        self._adopt(new_state(config))

    def _adopt(self, state: GameState) -> None:
        self.state = state
        self._fast = fast_path(state)

    @classmethod
    def of_state(cls, state: GameState) -> Self:
        """A game over an existing record (not copied)."""
        game = object.__new__(cls)
        game._adopt(state)
        return game

    # ----------------------------------------------------------------- queries

    @property
    def config(self) -> GameConfig:
        """The game's config."""
        return self.state.config

    @property
    def players(self) -> int:
        """Number of seats."""
        return self.state.players

    @property
    def voting_round(self) -> int:
        """The current voting round, 1 to 3 (3 once the game is over)."""
        return self.state.voting_round

    @property
    def phase(self) -> Phase:
        """The current phase."""
        return self.state.phase

    @property
    def step(self) -> int:
        """1-based number of the current pick or play in this phase."""
        return self.state.step

    @property
    def steps(self) -> int:
        """Number of choices this phase asks of each seat this round."""
        return _steps_of(self.state)

    @property
    def direction(self) -> Direction:
        """Where hands pass this round (the Event card's arrow)."""
        return self.state.direction

    @property
    def event_card(self) -> int:
        """Index of this round's Event card."""
        return self.state.event_order[self.state.voting_round - 1]

    @property
    def is_over(self) -> bool:
        """True once the third count is done."""
        return self.state.phase is Phase.OVER

    @property
    def outcome(self) -> Outcome | None:
        """The outcome once the game is over, else None."""
        return self.state.outcome

    @property
    def scores(self) -> tuple[int, ...]:
        """Votes per seat after the counts made so far."""
        return tuple(self.state.totals)

    @property
    def counts(self) -> tuple[Count, ...]:
        """Every count made so far, with its per-guild breakdown."""
        return tuple(self.state.counts)

    @property
    def history(self) -> tuple[tuple[int, Choice], ...]:
        """Every (seat, choice) applied, in order: with the config, the whole game."""
        return tuple([(s, c) for seats, cs in self.state.history for s, c in zip(seats, cs)])

    def table(self, seat: int) -> tuple[int, ...]:
        """Cards per guild played in front of ``seat`` (public)."""
        return unpack(self.state.tables[seat])

    def round_played(self) -> tuple[tuple[int, ...], ...]:
        """Cards per guild each seat has played this voting round (public)."""
        return round_played(self.state)

    def to_choose(self) -> tuple[int, ...]:
        """Seats that still owe a choice for the current step (empty once over)."""
        return to_choose(self.state)

    def legal_choices(self, seat: int) -> tuple[Choice, ...]:
        """What ``seat`` may choose now (empty if it has chosen or owes nothing)."""
        return legal_choices(self.state, seat)

    def open_choices(self) -> tuple[tuple[int, tuple[Choice, ...]], ...]:
        """Every seat that owes a choice now, with what it may choose, in seat order:
        ``to_choose`` and ``legal_choices`` in one call (empty once the game is over)."""
        fast = self._fast
        if fast is not None:
            owed = fast.open_choices(self.state)
            if owed is not None:
                return owed
        state = self.state
        return tuple([(s, legal_choices(state, s)) for s in to_choose(state)])

    # ----------------------------------------------------------------- choices

    def choose(self, seat: int, choice: Choice) -> list[Happening]:
        """Record ``seat``'s hidden choice; when every seat owing one has chosen, resolve
        the step.

        Returns what happened (public facts). Raises an ``IllegalChoice`` subclass,
        leaving the game unchanged, for a wrong seat, a second choice, a choice out of
        phase, a card not in hand or a target the phase does not allow.
        """
        state = self.state
        check_choice(state, seat, choice)
        state.history.append(((seat,), (choice,)))
        happened: list[Happening] = [SEAT_CHOSE[seat]]
        record(state, seat, choice, happened)
        return happened

    def choose_all(self, choices: Mapping[int, Choice] | Sequence[Choice]) -> list[Happening]:
        """Apply several seats' choices at once (all are checked before any is applied):
        ``{seat: choice}`` for some or all seats, or a list (or tuple) with one choice per
        seat, in seat order. WrongSeat if a list does not have one choice per seat."""
        fast = self._fast
        if fast is not None:
            happened = fast.choose_all(self.state, choices)
            if happened is not None:
                return happened
        state = self.state
        if isinstance(choices, (list, tuple)):
            if len(choices) != state.players:
                raise WrongSeat(
                    f"a list of choices needs one per seat ({state.players}), in seat order;"
                    f" got {len(choices)}"
                )
            choices = dict(enumerate(choices))
        elif not isinstance(choices, Mapping):
            raise WrongSeat(
                f"choices must map seats to choices, or list one per seat: got {choices!r}"
            )
        seats = sorted(choices)
        for seat in seats:
            check_choice(state, seat, choices[seat])
        happened = []
        if seats:
            state.history.append((tuple(seats), tuple([choices[seat] for seat in seats])))
        for seat in seats:
            happened.append(SEAT_CHOSE[seat])
        for seat in seats:
            record(state, seat, choices[seat], happened)
        return happened

    def opening_happenings(self) -> list[Happening]:
        """What happened at the game's start (round 1 begun), for a UI that shows it."""
        first = self.state.event_order[0]
        opening: list[Happening] = [
            RoundStarted(1, first, EVENT_CARDS[first].direction, self.state.deal)
        ]
        if "dirty_tricks" in self.config.variants and self.voting_round == 1:
            opening.append(TricksDealt(tuple(self.state.tricks)))
        return opening

    # ----------------------------------------------------------------- views

    def public_view(self) -> PublicView:
        """What everyone may know now (RULINGS §6): for spectators, the hotseat curtain
        and replays."""
        return public_view(self.state)

    def view(self, seat: int) -> SeatView:
        """What ``seat`` may know now (RULINGS §6), and nothing more."""
        if isinstance(seat, bool) or not isinstance(seat, int) or not 0 <= seat < self.players:
            raise WrongSeat(f"there is no seat {seat!r} in a {self.players}-player game")
        return seat_view(self.state, seat)

    # ----------------------------------------------------------------- copies, replay

    def copy(self) -> Self:
        """An independent copy of this game (of the same class)."""
        return self.of_state(self.state.copy())

    @classmethod
    def replay(cls, config: GameConfig, history: Sequence[tuple[int, Choice]]) -> Self:
        """Rebuild a game from its config and its choices (each checked by the rules)."""
        game = cls(config)
        for seat, choice in history:
            game.choose(seat, choice)
        return game

    def card_locations(self) -> dict[str, tuple[int, ...]]:
        """Cards per guild in each place (deck, hands, kept, tables, discards): used to
        check that every card is in exactly one place."""

        def total(packed: list[int]) -> tuple[int, ...]:
            rows = [unpack(p) for p in packed]
            return tuple(sum(r[g] for r in rows) for g in GUILDS_RANGE)

        state = self.state
        deck = [0] * len(GUILDS_RANGE)
        for card in state.deck:
            deck[SINGLE_CARD[card]] += 1
        return {
            "deck": tuple(deck),
            "hands": total(state.hands),
            "kept": total(state.kept),
            "tables": total(state.tables),
            "discards": total(state.discards),
            "face_down": total(state.face_down),
            "drawn": total(state.drawn),
            "pile": unpack(state.pile_public + state.pile_mixed),
        }

    # ----------------------------------------------------------------- serialization

    def to_dict(self) -> dict[str, Any]:
        """The full state as JSON-compatible data (hidden cards and the generator
        included)."""
        return state_to_dict(self.state)

    @classmethod
    def from_dict(cls, data: Any) -> Self:
        """Rebuild a game from ``to_dict`` output; StateError if it is malformed or if its
        cards do not add up to the deck of its config."""
        return cls.of_state(state_from_dict(data))

    def __reduce__(self) -> tuple[Any, ...]:
        return (type(self).from_dict, (self.to_dict(),))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Game) and self.to_dict() == other.to_dict()

    __hash__ = None  # type: ignore[assignment]
