"""The engine's walk through a game: set up, enter each phase of the round's schedule,
resolve steps, end rounds and the game. The same for every schedule.

Every function takes the game's record (``GameState``) and a list to which it appends
what happened. ``guildes.rules.game.Game`` is the public face of these functions.
"""

from __future__ import annotations

from guildes.rules.cards import EVENT_CARDS, SETUPS, VOTING_ROUNDS
from guildes.rules.choices import Choice
from guildes.rules.config import GameConfig
from guildes.rules.counting import NO_MODIFIERS
from guildes.rules.direction import Direction
from guildes.rules.errors import AlreadyChosen, OutOfPhase, WrongSeat
from guildes.rules.happenings import Happening
from guildes.rules.phases import Phase, Turns
from guildes.rules.rng import SeededRng
from guildes.rules.round_rules import SORTED_DECK, end_game
from guildes.rules.schedule import round_schedule
from guildes.rules.state import GameState


def new_state(config: GameConfig) -> GameState:
    """A new game's state: the deck (after removals) and the Event cards shuffled once,
    by the config's seed, and the first round begun."""
    n = config.players
    state = object.__new__(GameState)
    state.config = config
    state.players = n
    state.deal = SETUPS[n].deal
    rng = SeededRng(config.seed)
    deck = list(SORTED_DECK[n])
    rng.shuffle(deck)
    event_order = list(range(len(EVENT_CARDS)))
    rng.shuffle(event_order)
    state.rng = rng
    state.deck = deck
    state.event_order = event_order
    state.tables = [0] * n
    state.discards = [0] * n
    state.hands = [0] * n
    state.kept = [0] * n
    state.round_start = [0] * n
    state.drafted = []
    state.face_down = [0] * n
    state.gave = [-1] * n
    state.received = [-1] * n
    state.tricks = [-1] * n
    state.drawn = [0] * n
    state.pile_public = state.pile_mixed = 0
    state.hand_size = 0
    state.play = SETUPS[n].play
    state.direction = Direction.LEFT
    state.modifiers = NO_MODIFIERS
    state.counts = []
    state.totals = [0] * n
    state.outcome = None
    state.history = []
    state.voting_round = 1
    begin_round(state, [])
    return state


def begin_round(state: GameState, happened: list[Happening]) -> None:
    """Walk into the round ``state.voting_round``: its schedule, from the first phase."""
    state.schedule = round_schedule(state.config, state.event_order[state.voting_round - 1])
    enter_phase(state, 0, happened)


def enter_phase(state: GameState, index: int, happened: list[Happening]) -> None:
    """Begin phase ``index`` of the round; a phase with no choice is over at once."""
    rules = state.schedule[index]
    state.phase_index = index
    state.phase = rules.phase
    state.kind, state.lookup, state.ones = rules.kind, rules.lookup, rules.fast
    if rules.turns is not Turns.NONE:
        state.step = 1  # (a phase without choices keeps the last step: shown once over)
    state.turn_order = ()
    state.turn = 0
    state.pending = [None] * state.players
    rules.begin(state, happened)
    state.waiting = owed_count(state)
    if rules.turns is Turns.NONE:
        end_phase(state, happened)


def owed_count(state: GameState) -> int:
    """How many seats owe a choice at the start of a step of the current phase."""
    turns = state.schedule[state.phase_index].turns
    if turns is Turns.TOGETHER:
        return state.players
    return 1 if turns is Turns.IN_ORDER else 0


def end_phase(state: GameState, happened: list[Happening]) -> None:
    """The current phase is over: the next phase of the round, or the next round, or
    the end of the game."""
    index = state.phase_index + 1
    if index < len(state.schedule):
        enter_phase(state, index, happened)
    elif state.voting_round < VOTING_ROUNDS:
        state.voting_round += 1
        begin_round(state, happened)
    else:
        state.phase = Phase.OVER
        state.kind = state.lookup = state.ones = None
        state.pending = [None] * state.players
        state.waiting = 0
        end_game(state, happened)


def to_choose(state: GameState) -> tuple[int, ...]:
    """Seats that still owe a choice for the current step, in seat order."""
    if state.waiting == 0:
        return ()
    if state.turn_order:
        return (state.turn_order[state.turn],)
    return tuple([s for s, p in enumerate(state.pending) if p is None])


def check_choice(state: GameState, seat: int, choice: Choice) -> None:
    """Raise an ``IllegalChoice`` that says why, unless ``seat`` may make ``choice`` now."""
    if state.phase is Phase.OVER:
        raise OutOfPhase("the game is over: no more choices")
    if type(seat) is not int or not 0 <= seat < state.players:
        raise WrongSeat(f"there is no seat {seat!r} in a {state.players}-player game")
    if type(choice) is not Choice:
        raise OutOfPhase(f"not a choice: {choice!r}")
    rules = state.schedule[state.phase_index]
    if choice.kind is not state.kind and choice.kind not in rules.other_kinds:
        raise OutOfPhase(f"cannot {choice.kind.value} a card during the {state.phase.value} phase")
    if state.pending[seat] is not None:
        raise AlreadyChosen(f"seat {seat} has already chosen in this step")
    if state.turn_order and state.turn_order[state.turn] != seat:
        raise WrongSeat(f"it is seat {state.turn_order[state.turn]}'s turn to choose, not {seat}'s")
    for target in (choice.target, choice.other):
        if target is not None and target >= state.players:
            raise WrongSeat(f"there is no seat {target} in a {state.players}-player game")
    assert rules.check is not None
    rules.check(state, seat, choice)


def legal_choices(state: GameState, seat: int) -> tuple[Choice, ...]:
    """What ``seat`` may choose now (empty if it owes nothing)."""
    if state.waiting == 0 or not 0 <= seat < state.players or state.pending[seat] is not None:
        return ()
    if state.turn_order and state.turn_order[state.turn] != seat:
        return ()
    rules = state.schedule[state.phase_index]
    assert rules.legal is not None
    return rules.legal(state, seat)


def record(state: GameState, seat: int, choice: Choice, happened: list[Happening]) -> None:
    """Record a checked choice; resolve the step when it was the last one owed."""
    state.pending[seat] = choice
    state.waiting -= 1
    if state.waiting == 0:
        resolve_step(state, happened)


def resolve_step(state: GameState, happened: list[Happening]) -> None:
    """Every seat owing a choice has chosen: the phase resolves the step."""
    pending = state.pending
    state.pending = [None] * state.players
    rules = state.schedule[state.phase_index]
    assert rules.resolve is not None
    if rules.resolve(state, happened, pending):
        end_phase(state, happened)
    else:
        state.waiting = owed_count(state)
