"""The engine's fast path: a step where every seat chooses at once, written out seat by seat.

Most steps of a game are asked with ``Game.open_choices`` and applied with
``Game.choose_all`` and a choice for every seat. For that case this module makes, for
each seat count (3 to 6), a subclass of ``Game`` (``Game3`` ... ``Game6``; ``Game(config)``
gives the one for its seat count) whose two methods have the seats written out one by one
(no loop, no per-seat call): ``choose_all`` checks every choice, records them and resolves
the pick or the play in a few dozen bytecodes, about three times faster than the general
path on CPython. Their source is generated from one template below, the way
``collections.namedtuple`` writes its classes.

The general methods of ``Game`` (``choose``, and ``choose_all`` with some seats) stay the
reference: ``tests/rules/test_fastpath.py`` plays games both ways and requires the same
states, happenings and errors. A step the fast path does not handle (a bad choice, a seat
missing, some seats already chosen, the game over) goes, before anything is changed, to
the general method, which raises the specific error.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from guildes.rules.cards import SETUPS
from guildes.rules.happenings import CardsRevealed
from guildes.rules.packed import ADD_127, HIGH_BITS

if TYPE_CHECKING:
    from guildes.rules.game import Game

_TEMPLATE = """
def choose_all(self, choices):
    form = type(choices)
    try:
        if form is dict:
            {keys}, = choices
            {fetch}
            every_seat = {key_types} and self._waiting == {n}
        elif form is list or form is tuple:
            {choice_list}, = choices
            every_seat = self._waiting == {n}
        else:
            raise TypeError  # another mapping: the general method
        ones = self._ones
        {ones}
        {hands}, = self._hands
    except (KeyError, TypeError, ValueError):
        every_seat = False
    if not every_seat:
        return GENERAL_CHOOSE_ALL(self, choices)
    {less}
    if ({hands_or}) & HIGH:
        return GENERAL_CHOOSE_ALL(self, choices)
    chosen = ({choice_list},)
    self._history.append((SEATS, chosen))
    if self._phase is DRAFT:
        self._drafted.append((self._hands, chosen))
        {kept_vars}, = self._kept
        kept = [{kept_new}]
        passed = self._passed
        if passed is PASSED_LEFT:
            left = [{pass_left}]
        else:
            left = [{pass_right}]
        size = self._hand_size - 1
        self._hand_size = size
        happened = [{chose}, passed[size]]
        if size > 1:
            self._hands = left
            self._kept = kept
            self._step += 1
        else:
            self._finish_draft(happened, left, kept)
        return happened
    self._hands = [{hand_list}]
    {table_vars}, = self._tables
    self._tables = [{tables_new}]
    happened = [{chose}, CardsRevealed(({guild_list},))]
    self._hand_size -= 1
    if self._step < self._play:
        self._step += 1
    else:
        self._finish_play(happened)
    return happened


def open_choices(self):
    lookup = self._lookup
    if lookup is None or self._waiting != {n}:
        return GENERAL_OPEN_CHOICES(self)
    {hands}, = self._hands
    return ({open_pairs},)
"""
"""How a step is checked: a list or tuple with a choice per seat, or a dict whose every key
is an ``int`` seat (any other mapping takes the general method); every choice of the phase's kind
(a key of ``_ones``, which gives its card packed), and the card in hand: the hands less
the chosen cards are computed first, and a card that is not there borrows from the byte
above, which sets its own byte's highest bit (or makes the hand negative for the last
guild). Only then is anything changed."""


def _source(n: int) -> str:
    seats = range(n)

    def each(fmt: str, sep: str = ", ") -> str:
        return sep.join(fmt.format(s=s, p=(s - 1) % n, q=(s + 1) % n) for s in seats)

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
        # Passing left, seat s receives the hand of seat s-1; right, of seat s+1.
        pass_left=each("h{p}"),
        pass_right=each("h{q}"),
        table_vars=each("t{s}"),
        tables_new=each("t{s} + o{s}"),
        chose=each("SC{s}"),
        # packed.present_bits written out: (hand + ADD_127) & HIGH_BITS.
        open_pairs=each("({s}, lookup[(h{s} + ADD) & HIGH])"),
    )


def _build(n: int) -> type[Game]:
    from guildes.rules.game import _PASSED, _SEAT_CHOSE, Game
    from guildes.rules.phases import Phase

    namespace: dict[str, Any] = {f"SC{s}": _SEAT_CHOSE[s] for s in range(n)}
    namespace |= {
        "SEATS": tuple(range(n)),
        "DRAFT": Phase.DRAFT,
        "PASSED_LEFT": _PASSED["left"],
        "ADD": ADD_127,
        "HIGH": HIGH_BITS,
        "CardsRevealed": CardsRevealed,
        "GENERAL_CHOOSE_ALL": Game.choose_all,
        "GENERAL_OPEN_CHOICES": Game.open_choices,
    }
    exec(compile(_source(n), f"<guildes.rules.fastpath {n} seats>", "exec"), namespace)
    methods = {name: namespace[name] for name in ("choose_all", "open_choices")}
    for name, method in methods.items():
        method.__doc__ = getattr(Game, name).__doc__
        method.__qualname__ = f"Game{n}.{name}"
    return type(
        f"Game{n}",
        (Game,),
        {
            "__slots__": (),
            "__module__": __name__,
            "__doc__": f"A game of Guildes for {n} seats (the fast path: guildes.rules.fastpath).",
            **methods,
        },
    )


_BUILT: dict[int, type[Game]] = {}


def seat_class(n: int) -> type[Game]:
    """The ``Game`` subclass for ``n`` seats, built on first use."""
    built = _BUILT.get(n)
    if built is None:
        if n not in SETUPS:
            raise ValueError(f"no fast path for {n} seats")
        built = _BUILT[n] = _build(n)
    return built


def __getattr__(name: str) -> type[Game]:
    """``Game3`` ... ``Game6`` by name (so that pickle finds them)."""
    if name.startswith("Game") and name[4:].isdigit() and int(name[4:]) in SETUPS:
        return seat_class(int(name[4:]))
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
