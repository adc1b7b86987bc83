"""Counting votes (RULINGS §3): the one place that says what a table of cards pays.

A count takes every seat's table (cards per guild), the voting round and the count's
modifiers. For each majority guild, seats holding at least one card are ranked by number
of cards with ties as groups (competition ranking: ``rank_and_split``); a group of m
seats at places p..p+m-1 splits, rounded down, the sum of the values of those places
that the guild pays this round. Militia pays a fixed number of votes per card to every
owner.

Modifiers are data (``CountModifiers``), inputs of the same functions, never a second
way of counting: virtual cards (+1/-1 of a guild on one seat's table, for this count
only) and "tied players are not counted" (RULINGS §4: in each majority guild, a seat
whose number of cards equals another seat's non-zero number is left out, in one pass;
the others are ranked as usual).

Entry points, used by the engine, the AI and the UI alike:

- ``count_votes(tables, voting_round, modifiers)``: votes per seat, fast (each guild's
  column of cards is counted once and remembered);
- ``make_count(tables, voting_round, previous, modifiers)``: a ``Count`` with running
  totals, whose per-guild breakdown (``Count.guilds``) comes from ``guild_count``, the
  same rule the fast path remembers.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from operator import add, getitem
from typing import Any

from guildes.rules.cards import GUILDS, MILITIA, NUM_GUILDS
from guildes.rules.config import Tiebreak
from guildes.rules.errors import StateError

Tables = tuple[tuple[int, ...], ...]
"""Cards per guild on each seat's table, by seat."""


@dataclass(frozen=True, slots=True)
class VirtualCard:
    """One card of ``guild`` added (``delta`` +1) to or taken (-1) from ``seat``'s table
    for one count only (Dirty Tricks F to I)."""

    seat: int
    guild: int
    delta: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form."""
        return {"seat": self.seat, "guild": GUILDS[self.guild].name, "delta": self.delta}


@dataclass(frozen=True, slots=True)
class CountModifiers:
    """What changes one count: virtual cards, and whether tied players are left out."""

    virtual: tuple[VirtualCard, ...] = ()
    ties_left_out: bool = False

    @property
    def is_plain(self) -> bool:
        """True when the count is the base game's."""
        return not self.virtual and not self.ties_left_out

    def counted_tables(self, tables: Tables) -> Tables:
        """The tables as counted: with the virtual cards (a count never goes below 0)."""
        if not self.virtual:
            return tables
        rows = [list(t) for t in tables]
        for v in self.virtual:
            rows[v.seat][v.guild] = max(0, rows[v.seat][v.guild] + v.delta)
        return tuple(tuple(r) for r in rows)

    def counted_column(self, column: Sequence[int], guild: int) -> tuple[int, ...]:
        """One guild's cards per seat as counted, from its cards per seat as played: the
        column ``guild`` of ``counted_tables``."""
        out = list(column)
        for v in self.virtual:
            if v.guild == guild:
                out[v.seat] = max(0, out[v.seat] + v.delta)
        return tuple(out)

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form."""
        return {
            "virtual": [v.to_dict() for v in self.virtual],
            "ties_left_out": self.ties_left_out,
        }

    @staticmethod
    def from_dict(data: Any, players: int) -> CountModifiers:
        """Read ``to_dict`` output back for a game of ``players`` seats; StateError if it is
        malformed."""
        from guildes.rules.cards import guild_index
        from guildes.rules.errors import ConfigError

        if not isinstance(data, dict) or set(data) != {"virtual", "ties_left_out"}:
            raise StateError("count modifiers must give 'virtual' and 'ties_left_out'")
        ties, raw = data["ties_left_out"], data["virtual"]
        if not isinstance(ties, bool) or not isinstance(raw, list):
            raise StateError("malformed count modifiers")
        virtual = []
        for v in raw:
            if not isinstance(v, dict) or set(v) != {"seat", "guild", "delta"}:
                raise StateError(f"not a virtual card: {v!r}")
            seat, delta = v["seat"], v["delta"]
            if type(seat) is not int or not 0 <= seat < players or delta not in (1, -1):
                raise StateError(f"not a virtual card: {v!r}")
            try:
                guild = guild_index(v["guild"])
            except ConfigError:
                raise StateError(f"not a virtual card: {v!r}") from None
            virtual.append(VirtualCard(seat, guild, int(delta)))
        return CountModifiers(tuple(virtual), ties)


NO_MODIFIERS = CountModifiers()
"""The base game's count."""


@dataclass(frozen=True, slots=True)
class PlaceAward:
    """One ranked group: its seats, the places they occupy, and what each scores."""

    seats: tuple[int, ...]
    cards: int
    places: tuple[int, ...]
    pot: int
    each: int

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form."""
        return {
            "seats": list(self.seats),
            "cards": self.cards,
            "places": list(self.places),
            "pot": self.pot,
            "each": self.each,
        }


@dataclass(frozen=True, slots=True)
class GuildCount:
    """The count of one guild: cards per seat (as counted), the seats left out of the
    ranking, the ranked groups and votes per seat."""

    guild: int
    cards: tuple[int, ...]
    awards: tuple[PlaceAward, ...]
    votes: tuple[int, ...]
    left_out: tuple[int, ...] = ()
    """Seats with cards that took no place ("tied players are not counted")."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form."""
        out: dict[str, Any] = {
            "guild": GUILDS[self.guild].name,
            "cards": list(self.cards),
            "awards": [a.to_dict() for a in self.awards],
            "votes": list(self.votes),
        }
        if self.left_out:
            out["left_out"] = list(self.left_out)
        return out


@dataclass(frozen=True, slots=True)
class Count:
    """One of the three vote counts: votes won and running totals per seat, with the
    modifiers it was counted with and the per-guild breakdown (``guilds``) worked out on
    demand."""

    voting_round: int
    tables: Tables
    """The tables as played (before any virtual card)."""
    votes: tuple[int, ...]
    totals: tuple[int, ...]
    modifiers: CountModifiers = field(default=NO_MODIFIERS)

    @property
    def counted_tables(self) -> Tables:
        """The tables as counted (virtual cards included)."""
        return self.modifiers.counted_tables(self.tables)

    @property
    def guilds(self) -> tuple[GuildCount, ...]:
        """The breakdown guild by guild, in Count-card order (Militia last)."""
        counted = self.counted_tables
        ties = self.modifiers.ties_left_out
        return tuple(
            guild_count(g, tuple([t[g] for t in counted]), self.voting_round, ties)
            for g in range(NUM_GUILDS)
        )

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form (the breakdown included, for readers of saves and logs;
        the modifiers only when the count had some)."""
        out: dict[str, Any] = {
            "voting_round": self.voting_round,
            "tables": [list(t) for t in self.tables],
            "votes": list(self.votes),
            "totals": list(self.totals),
            "guilds": [g.to_dict() for g in self.guilds],
        }
        if not self.modifiers.is_plain:
            out["modifiers"] = self.modifiers.to_dict()
        return out

    @staticmethod
    def from_dict(data: Any) -> Count:
        """Rebuild from ``to_dict`` output: the votes are counted again from the tables with
        the stored modifiers and must match; StateError otherwise."""
        try:
            rnd = int(data["voting_round"])
            tables = tuple(tuple(int(c) for c in t) for t in data["tables"])
            totals = tuple(int(v) for v in data["totals"])
            votes = tuple(int(v) for v in data["votes"])
        except (KeyError, TypeError, ValueError) as e:
            raise StateError(f"malformed count: {e!r}") from None
        if not 1 <= rnd <= len(GUILDS[0].values) or len(totals) != len(tables) or not tables:
            raise StateError("malformed count")
        if any(len(t) != NUM_GUILDS or min(t) < 0 for t in tables):
            raise StateError("malformed count tables")
        modifiers = (
            CountModifiers.from_dict(data["modifiers"], len(tables))
            if "modifiers" in data
            else NO_MODIFIERS
        )
        previous = tuple(t - v for t, v in zip(totals, votes))
        again = make_count(tables, rnd, previous, modifiers)
        if again.votes != votes:
            raise StateError("the votes of a count do not match its tables")
        return again


def rank_and_split(cards: dict[int, int], values: Sequence[int]) -> tuple[PlaceAward, ...]:
    """Rank seats by cards (ties grouped) and split the place values, rounded down.

    ``cards`` maps seat to card count; seats with no card take no place.
    """
    by_count: dict[int, list[int]] = {}
    for seat, n in cards.items():
        if n > 0:
            by_count.setdefault(n, []).append(seat)
    awards = []
    place = 1
    for n in sorted(by_count, reverse=True):
        seats = tuple(sorted(by_count[n]))
        places = tuple(range(place, place + len(seats)))
        pot = sum(values[p - 1] for p in places if p <= len(values))
        awards.append(PlaceAward(seats, n, places, pot, pot // len(seats)))
        place += len(seats)
    return tuple(awards)


def tied_seats(column: Sequence[int]) -> tuple[int, ...]:
    """Seats whose number of cards equals another seat's non-zero number (one pass):
    those "tied players are not counted" leaves out."""
    return tuple(s for s, c in enumerate(column) if c and column.count(c) > 1)


def guild_count(
    guild: int, column: tuple[int, ...], voting_round: int, ties_left_out: bool = False
) -> GuildCount:
    """The count of one guild at count ``voting_round`` when the seats hold ``column``
    cards of it (as counted): the rule of RULINGS §3, and §4's left-out ties."""
    info = GUILDS[guild]
    if info.is_militia:
        return GuildCount(guild, column, (), tuple([c * info.per_card for c in column]))
    left_out = tied_seats(column) if ties_left_out else ()
    contenders = {s: c for s, c in enumerate(column) if c > 0 and s not in left_out}
    awards = rank_and_split(contenders, info.values[voting_round - 1])
    votes = [0] * len(column)
    for a in awards:
        for s in a.seats:
            votes[s] = a.each
    return GuildCount(guild, column, awards, tuple(votes), left_out)


def count_votes(
    tables: Sequence[Sequence[int]],
    voting_round: int,
    modifiers: CountModifiers = NO_MODIFIERS,
) -> list[int]:
    """Votes per seat at count ``voting_round`` for these tables (as played) and
    modifiers, without building the breakdown: equal to summing ``Count.guilds``' votes
    (a test checks it). Each guild's column of cards is counted once by ``guild_count``
    and remembered (``ColumnMemo``)."""
    if modifiers.is_plain:
        memos = _MEMOS[voting_round, False]
    else:
        tables = modifiers.counted_tables(tuple(map(tuple, tables)))
        memos = _MEMOS[voting_round, modifiers.ties_left_out]
    # All in C: one memo subscript per guild (``getitem`` calls ``__missing__``).
    return list(map(sum, zip(*map(getitem, memos, zip(*tables)))))


def guild_votes(
    guild: int, column: tuple[int, ...], voting_round: int, ties_left_out: bool = False
) -> tuple[int, ...]:
    """Votes per seat that ``guild`` pays at count ``voting_round`` when the seats hold
    ``column`` cards of it (as counted): ``guild_count``'s votes, remembered as
    ``count_votes`` remembers them (for searches that change one guild at a time)."""
    return _MEMOS[voting_round, ties_left_out][guild][column]


def guild_memos(
    voting_round: int, ties_left_out: bool = False
) -> Sequence[Mapping[tuple[int, ...], tuple[int, ...]]]:
    """Per guild, column of cards (as counted) -> votes per seat at count ``voting_round``:
    ``guild_votes`` as mappings, for searches that look up many columns."""
    return _MEMOS[voting_round, ties_left_out]


def make_count(
    tables: Tables,
    voting_round: int,
    previous: Sequence[int],
    modifiers: CountModifiers = NO_MODIFIERS,
) -> Count:
    """The count of ``tables`` (as played) at ``voting_round`` (1-3) with ``modifiers``;
    ``previous`` are the totals so far."""
    votes = count_votes(tables, voting_round, modifiers)
    totals = tuple(map(add, previous, votes))
    return Count(voting_round, tables, tuple(votes), totals, modifiers)


_MEMO_LIMIT = 20_000


class ColumnMemo(dict[tuple[int, ...], tuple[int, ...]]):
    """One guild's remembered counts at one voting round (and one way of treating ties):
    column of cards -> votes per seat. A column not seen yet is counted and kept; the
    memo is emptied when it reaches ``_MEMO_LIMIT`` columns (the common ones soon come
    back).

    A seat's votes depend only on its own number of cards and on the numbers the others
    hold, not on who holds them (places go by number, ties by equal numbers), so a new
    column is counted (``guild_count``) in its sorted order, once for all its orders
    (``sorted``), and its votes read back per seat by number of cards: at 6 players most
    columns a search meets are orders of one already counted."""

    __slots__ = ("guild", "voting_round", "ties_left_out", "sorted")

    def __init__(self, guild: int, voting_round: int, ties_left_out: bool) -> None:
        super().__init__()
        self.guild = guild
        self.voting_round = voting_round
        self.ties_left_out = ties_left_out
        self.sorted: dict[tuple[int, ...], dict[int, int]] = {}
        """Sorted column -> votes by number of cards."""

    def __missing__(self, column: tuple[int, ...]) -> tuple[int, ...]:
        if len(self) >= _MEMO_LIMIT:
            self.clear()
            self.sorted.clear()
        key = tuple(sorted(column))
        by_cards = self.sorted.get(key)
        if by_cards is None:
            votes = guild_count(self.guild, key, self.voting_round, self.ties_left_out).votes
            by_cards = self.sorted[key] = dict(zip(key, votes))
        got = self[column] = tuple(map(by_cards.__getitem__, column))
        return got


_MEMOS: dict[tuple[int, bool], list[ColumnMemo]] = {
    (r, ties): [ColumnMemo(g.index, r, ties) for g in GUILDS]
    for r in range(1, len(GUILDS[0].values) + 1)
    for ties in (False, True)
}
"""Per voting round and way of treating ties, per guild: column of cards -> votes per
seat, filled as they come."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """The end of the game: final votes, the winner(s) and how a tie was settled."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    tiebreak: Tiebreak
    decided_by: str
    """"votes" (one seat had most votes), "militia" (tie broken by Militia cards) or "shared"."""
    militia: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form."""
        return {
            "scores": list(self.scores),
            "winners": list(self.winners),
            "tiebreak": self.tiebreak.value,
            "decided_by": self.decided_by,
            "militia": list(self.militia),
        }


def decide_outcome(scores: Sequence[int], tables: Tables, tiebreak: Tiebreak) -> Outcome:
    """Most votes wins; a tie goes by ``tiebreak`` (Militia cards, then shared; or shared)."""
    militia = tuple([t[MILITIA] for t in tables])
    best = max(scores)
    leaders = tuple([s for s, v in enumerate(scores) if v == best])
    if len(leaders) == 1:
        return Outcome(tuple(scores), leaders, tiebreak, "votes", militia)
    if tiebreak is Tiebreak.MILITIA_THEN_SHARED:
        most = max(militia[s] for s in leaders)
        top = tuple(s for s in leaders if militia[s] == most)
        if len(top) == 1:
            return Outcome(tuple(scores), top, tiebreak, "militia", militia)
        return Outcome(tuple(scores), top, tiebreak, "shared", militia)
    return Outcome(tuple(scores), leaders, tiebreak, "shared", militia)
