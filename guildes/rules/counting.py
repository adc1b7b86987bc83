"""Counting votes (RULINGS §3) as a small pipeline, and the end-of-game outcome.

A count takes every seat's table (cards per guild) and the voting round. For each
majority guild, seats holding at least one card are ranked by number of cards with
ties as groups (competition ranking); a group of m seats at places p..p+m-1 splits,
rounded down, the sum of the values of those places that the guild pays this round.
Militia pays a fixed number of votes per card to every owner.

Variants hook in without touching this rule: ``CountPipeline.adjust_tables`` changes the
tables counted (e.g. a virtual +1/-1), ``filter_contenders`` removes seats from one
guild's ranking (e.g. "tied players are not counted"). The base game uses neither.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from operator import add, getitem
from typing import Any

from guildes.rules.cards import GUILDS, MILITIA
from guildes.rules.config import Tiebreak

Tables = tuple[tuple[int, ...], ...]
TableAdjuster = Callable[[Tables, int], Tables]
"""(tables, voting_round) -> tables to count."""
ContenderFilter = Callable[[int, dict[int, int]], dict[int, int]]
"""(guild, {seat: cards}) -> the seats (and cards) that take part in the ranking."""


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
    """The count of one guild: cards per seat, ranked groups and votes per seat."""

    guild: int
    cards: tuple[int, ...]
    awards: tuple[PlaceAward, ...]
    votes: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form."""
        return {
            "guild": GUILDS[self.guild].name,
            "cards": list(self.cards),
            "awards": [a.to_dict() for a in self.awards],
            "votes": list(self.votes),
        }


@dataclass(frozen=True, slots=True)
class Count:
    """One of the three vote counts: votes won and running totals per seat, with the
    per-guild breakdown (``guilds``) worked out on demand from the tables counted."""

    voting_round: int
    tables: Tables
    """The tables as counted (after any adjustment)."""
    votes: tuple[int, ...]
    totals: tuple[int, ...]
    pipeline: CountPipeline = field(compare=False, repr=False)

    @property
    def guilds(self) -> tuple[GuildCount, ...]:
        """The breakdown guild by guild, in Count-card order (Militia last)."""
        return self.pipeline.breakdown(self.tables, self.voting_round)

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form (the breakdown included, for readers of saves and logs)."""
        return {
            "voting_round": self.voting_round,
            "tables": [list(t) for t in self.tables],
            "votes": list(self.votes),
            "totals": list(self.totals),
            "guilds": [g.to_dict() for g in self.guilds],
        }

    @staticmethod
    def from_dict(data: Any) -> Count:
        """Rebuild from ``to_dict`` output: the votes are counted again from the tables and
        must match; StateError otherwise."""
        from guildes.rules.errors import StateError

        try:
            rnd = int(data["voting_round"])
            tables = tuple(tuple(int(c) for c in t) for t in data["tables"])
            totals = tuple(int(v) for v in data["totals"])
            votes = tuple(int(v) for v in data["votes"])
        except (KeyError, TypeError, ValueError) as e:
            raise StateError(f"malformed count: {e!r}") from None
        if not 1 <= rnd <= len(GUILDS[0].values) or len(totals) != len(tables):
            raise StateError("malformed count")
        if any(len(t) != len(GUILDS) or min(t) < 0 for t in tables):
            raise StateError("malformed count tables")
        previous = tuple(t - v for t, v in zip(totals, votes))
        again = BASE_PIPELINE.count(tables, rnd, previous)
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


@dataclass(frozen=True, slots=True)
class CountPipeline:
    """The steps of a count; the base game has no adjusters and no filters."""

    adjust_tables: tuple[TableAdjuster, ...] = ()
    filter_contenders: tuple[ContenderFilter, ...] = ()

    def count(self, tables: Tables, voting_round: int, previous: Sequence[int]) -> Count:
        """Count ``tables`` at ``voting_round`` (1-3); ``previous`` are the totals so far."""
        for adjust in self.adjust_tables:
            tables = adjust(tables, voting_round)
        n = len(tables)
        if self.filter_contenders:
            votes = [0] * n
            for gc in self._guild_counts(tables, voting_round):
                for s in range(n):
                    votes[s] += gc.votes[s]
        else:
            votes = votes_for_tables(tables, voting_round)
        totals = tuple(map(add, previous, votes))
        return Count(voting_round, tables, tuple(votes), totals, self)

    def breakdown(self, tables: Tables, voting_round: int) -> tuple[GuildCount, ...]:
        """The per-guild breakdown of a count of already adjusted ``tables``."""
        return tuple(self._guild_counts(tables, voting_round))

    def _guild_counts(self, tables: Tables, voting_round: int) -> list[GuildCount]:
        n = len(tables)
        out = []
        for info in GUILDS:
            g = info.index
            cards = tuple(t[g] for t in tables)
            if info.is_militia:
                out.append(GuildCount(g, cards, (), tuple(c * info.per_card for c in cards)))
                continue
            contenders = {s: c for s, c in enumerate(cards) if c > 0}
            for keep in self.filter_contenders:
                contenders = keep(g, contenders)
            awards = rank_and_split(contenders, info.values[voting_round - 1])
            v = [0] * n
            for a in awards:
                for s in a.seats:
                    v[s] = a.each
            out.append(GuildCount(g, cards, awards, tuple(v)))
        return out


def votes_for_tables(tables: Sequence[Sequence[int]], voting_round: int) -> list[int]:
    """Votes per seat at count ``voting_round`` for these tables (base rules, RULINGS §3),
    without building the breakdown: equal to summing ``GuildCount.votes`` (a test checks
    it). The fast path of the engine and of AI evaluations: each guild's column of cards
    is counted once and remembered (``column_votes``)."""
    # All in C: one memo subscript per guild (``getitem`` calls ``__missing__``).
    return list(map(sum, zip(*map(getitem, _MEMOS[voting_round], zip(*tables)))))


def column_votes(guild: int, column: Sequence[int], voting_round: int) -> tuple[int, ...]:
    """Votes per seat that ``guild`` pays at count ``voting_round`` when the seats hold
    ``column`` cards of it (base rules: majorities ranked, ties split rounded down;
    Militia per card)."""
    per_card, values = _PAYS[voting_round][guild]
    seats = range(len(column))
    if per_card:
        return tuple([c * per_card for c in column])
    votes = [0] * len(column)
    paid = len(values)
    place = 0
    for c in sorted(set(column), reverse=True):
        if not c or place >= paid:
            break
        m = column.count(c)
        each = sum(values[place : place + m]) // m
        if each:
            for s in seats:
                if column[s] == c:
                    votes[s] = each
        place += m
    return tuple(votes)


_MEMO_LIMIT = 20_000


class ColumnMemo(dict[tuple[int, ...], tuple[int, ...]]):
    """One guild's remembered counts at one voting round: column of cards -> votes per
    seat. A column not seen yet is counted (``column_votes``) and kept; the memo is
    emptied when it reaches ``_MEMO_LIMIT`` columns (the common ones soon come back)."""

    __slots__ = ("guild", "voting_round")

    def __init__(self, guild: int, voting_round: int) -> None:
        super().__init__()
        self.guild = guild
        self.voting_round = voting_round

    def __missing__(self, column: tuple[int, ...]) -> tuple[int, ...]:
        if len(self) >= _MEMO_LIMIT:
            self.clear()
        got = self[column] = column_votes(self.guild, column, self.voting_round)
        return got


_PAYS: dict[int, tuple[tuple[int, tuple[int, ...]], ...]] = {
    r: tuple((g.per_card, g.values[r - 1] if g.values else ()) for g in GUILDS)
    for r in range(1, len(GUILDS[0].values) + 1)
}
_MEMOS: dict[int, list[ColumnMemo]] = {r: [ColumnMemo(g.index, r) for g in GUILDS] for r in _PAYS}
"""Per voting round and guild: column of cards -> votes per seat, filled as they come."""

BASE_PIPELINE = CountPipeline()


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
