"""The engine's fast path: a step where every seat chooses at once, written out seat by seat.

Most steps of a game are asked with ``Game.open_choices`` and applied with
``Game.choose_all`` and a choice for every seat. For that case this module makes, for
each seat count (3 to 6), a ``FastPath``: two functions over the game's record
(``GameState``) with the seats written out one by one (no loop, no per-seat call):
``choose_all`` checks every choice, records them and resolves the pick or the play in a
few dozen bytecodes, about three times faster than the general path on CPython. Their
source is generated from one template below, the way ``collections.namedtuple`` writes
its classes. A game uses the fast path of its seat count in every phase whose rules
allow it (``PhaseRules.fast``: the base game's draft and play); ``fast_path(state)``
says which, per game, whatever class the game is.

The rules themselves are the engine's: passing is ``Direction.pass_hands``, the end of
the draft ``round_rules.end_draft``, the end of a phase ``walk.end_phase``; only the
per-seat arithmetic of a pick (hand less the card, kept plus the card) and of a play
(hand less the card, table plus the card) is written out. The general path stays the
reference: ``tests/rules/test_fastpath.py`` plays games both ways and requires the same
states, happenings and errors. A step the fast path does not handle (a bad choice, a
seat missing, some seats already chosen, a phase it does not resolve) returns None
before anything is changed, and ``Game`` then takes the general path, which raises the
specific error.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from guildes.rules.cards import SETUPS
from guildes.rules.choices import Choice
from guildes.rules.happenings import CardsRevealed, Happening
from guildes.rules.packed import ADD_127, HIGH_BITS
from guildes.rules.phases import Phase
from guildes.rules.round_rules import PASSED, SEAT_CHOSE, end_draft
from guildes.rules.state import GameState
from guildes.rules.walk import end_phase

_TEMPLATE = """
def choose_all(st, choices):
    form = type(choices)
    try:
        if form is dict:
            {keys}, = choices
            {fetch}
            if not ({key_types} and st.waiting == {n}):
                return None
        elif form is list or form is tuple:
            {choice_list}, = choices
            if st.waiting != {n}:
                return None
        else:
            return None  # another mapping: the general method
        ones = st.ones
        {ones}
        {hands}, = st.hands
    except (KeyError, TypeError, ValueError):
        return None
    {less}
    if ({hands_or}) & HIGH:
        return None
    chosen = ({choice_list},)
    st.history.append((SEATS, chosen))
    if st.phase is DRAFT:
        st.drafted.append((st.hands, chosen))
        {kept_vars}, = st.kept
        kept = [{kept_new}]
        direction = st.direction
        left = direction.pass_hands([{hand_list}])
        size = st.hand_size - 1
        st.hand_size = size
        happened = [{chose}, PASSED[direction][size]]
        if size > 1:
            st.hands = left
            st.kept = kept
            st.step += 1
        else:
            end_draft(st, happened, left, kept)
            end_phase(st, happened)
        return happened
    st.hands = [{hand_list}]
    {table_vars}, = st.tables
    st.tables = [{tables_new}]
    happened = [{chose}, CardsRevealed(({guild_list},))]
    st.hand_size -= 1
    if st.step < st.play:
        st.step += 1
    else:
        end_phase(st, happened)
    return happened


def open_choices(st):
    lookup = st.lookup
    if st.ones is None or st.waiting != {n}:
        return None
    {hands}, = st.hands
    return ({open_pairs},)
"""
"""How a step is checked: a list or tuple with a choice per seat, or a dict whose every key
is an ``int`` seat (any other mapping takes the general method); every choice of the
phase's kind (a key of ``ones``, which gives its card packed), and the card in hand: the
hands less the chosen cards are computed first, and a card that is not there borrows from
the byte above, which sets its own byte's highest bit (or makes the hand negative for the
last guild). Only then is anything changed."""


def _source(n: int) -> str:
    seats = range(n)

    def each(fmt: str, sep: str = ", ") -> str:
        return sep.join(fmt.format(s=s) for s in seats)

    return _TEMPLATE.format(
        n=n,
        keys=each("k{s}"),
        fetch=each("c{s} = choices[{s}]", "; "),
        ones=each("o{s} = ones[c{s}]", "; "),
        hands=each("h{s}"),
        key_types=each("type(k{s}) is int", " and "),
        less=each("h{s} -= o{s}", "; "),
        hands_or=each("h{s}", " | "),
        choice_list=each("c{s}"),
        guild_list=each("c{s}.guild"),
        hand_list=each("h{s}"),
        kept_vars=each("e{s}"),
        kept_new=each("e{s} + o{s}"),
        table_vars=each("t{s}"),
        tables_new=each("t{s} + o{s}"),
        chose=each("SC{s}"),
        # packed.present_bits written out: (hand + ADD_127) & HIGH_BITS.
        open_pairs=each("({s}, lookup[(h{s} + ADD) & HIGH])"),
    )


ChooseAll = Callable[[GameState, Mapping[int, Choice] | Sequence[Choice]], list[Happening] | None]
OpenChoices = Callable[[GameState], tuple[tuple[int, tuple[Choice, ...]], ...] | None]


@dataclass(frozen=True, slots=True)
class FastPath:
    """The fast path for one seat count: each function returns None, having changed
    nothing, when it does not apply (the caller then takes the general path)."""

    players: int
    choose_all: ChooseAll
    open_choices: OpenChoices


def _build(n: int) -> FastPath:
    namespace: dict[str, Any] = {f"SC{s}": SEAT_CHOSE[s] for s in range(n)}
    namespace |= {
        "SEATS": tuple(range(n)),
        "DRAFT": Phase.DRAFT,
        "PASSED": PASSED,
        "ADD": ADD_127,
        "HIGH": HIGH_BITS,
        "CardsRevealed": CardsRevealed,
        "end_draft": end_draft,
        "end_phase": end_phase,
    }
    exec(compile(_source(n), f"<guildes.rules.fastpath {n} seats>", "exec"), namespace)
    return FastPath(n, namespace["choose_all"], namespace["open_choices"])


_BUILT: dict[int, FastPath] = {}


def fast_path(state: GameState) -> FastPath | None:
    """The fast path for this game (built on first use), or None when none applies."""
    n = state.players
    built = _BUILT.get(n)
    if built is None:
        if n not in SETUPS:
            return None
        built = _BUILT[n] = _build(n)
    return built
