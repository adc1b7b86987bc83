"""Statistics: for each human seat of each finished game, who it played against, the
player count, the votes and whether it won; with totals per group of games (the same
opponents and player count): games, wins, best and average votes.

A game's group is named by the levels its AI seats really had, weakest first ("normal",
"easy+expert"), then "humans" when other people played too (a hotseat game: "normal+humans",
or "humans" when no AI played), its player count and the variants it was played with, if
any: ``"easy+expert x4"``, ``"hard x4 [event_cards]"`` (a game with the Event cards is not
the base game: its own group). Each human's result is an entry of its own (with their
name), and a hotseat game counts once in its group's games and wins (won when one of its
humans won; the average is over the humans' results). Files written before the variants were
told apart hold base games only, as they were then recorded. (Before version 2 a game
against several levels was counted under the strongest one.)

Stored as JSON, version 2: ``records`` (the totals, as version 1 wrote them),
``games`` (one entry per human seat and game, for charts over time; a daily deal's game
names its day: the best results on daily deals) and ``reviews`` (each person's reviewed
game with its accuracy: the chart of accuracy over time; optional). A version 1 file
loads with its totals and no games. A broken file starts fresh (kept aside, logged); a
malformed game entry is skipped (logged), the others kept.

Two copies of the game may share the file (two windows on one data folder):
``StatisticsFile`` remembers what this copy last read or wrote there, and a write first
takes in what the other copy wrote since, under a short lock (``filelock``), so neither
copy's games are lost.
"""

from __future__ import annotations

import contextlib
import datetime
import hashlib
import json
import logging
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

from filelock import FileLock

from guildes.ai.levels import LEVELS
from guildes.rules import Outcome
from guildes.saves.atomic import atomic_write_text
from guildes.saves.reading import read_limited
from guildes.saves.savefile import quarantine, set_aside_broken
from guildes.seats import Seat

T = TypeVar("T")

log = logging.getLogger(__name__)
VERSION = 2
MAX_GAMES = 5000
MAX_BYTES = 16_000_000
"""The most a statistics file is read of (``MAX_GAMES`` games take about half a megabyte)."""
"""The oldest game entries are dropped beyond this many (the totals keep them)."""


@dataclass
class Record:
    """Games, wins (ties count as wins), best and total score for one group."""

    played: int = 0
    won: int = 0
    best: int = 0
    total: int = 0
    results: int = 0
    """How many human results ``total`` adds up (a hotseat game has one per human; files
    written before it was kept: as many as the games)."""

    @property
    def average(self) -> float:
        """Mean final votes of the human results."""
        n = self.results or self.played
        return self.total / n if n else 0.0

    @property
    def win_rate(self) -> float:
        """Share of games won, from 0 to 1."""
        return self.won / self.played if self.played else 0.0


@dataclass(frozen=True)
class GameRecord:
    """One human seat's finished game."""

    when: float
    """When it ended (seconds since the epoch)."""
    players: int
    opponents: str
    """The AI levels it was played against (``opponents_of``)."""
    votes: int
    won: bool
    variants: tuple[str, ...] = ()
    """The variants the game was played with (sorted; none for the base game)."""
    player: str = ""
    """The human's name ("" in files written before it was kept)."""
    deal: str = ""
    """The game's deal code ("" when none holds it, or in older files)."""
    daily: str = ""
    """The day (ISO date) whose daily deal this game was ("" for another deal)."""

    @property
    def key(self) -> str:
        """Its group (``Statistics.key``)."""
        return Statistics.key(self.opponents, self.players, self.variants)

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form (``variants`` only when there are some)."""
        out: dict[str, Any] = {
            "when": self.when,
            "players": self.players,
            "opponents": self.opponents,
            "votes": self.votes,
            "won": self.won,
        }
        if self.variants:
            out["variants"] = list(self.variants)
        if self.player:
            out["player"] = self.player
        if self.deal:
            out["deal"] = self.deal
        if self.daily:
            out["daily"] = self.daily
        return out

    @staticmethod
    def from_dict(data: Any) -> GameRecord:
        """Read an entry back; ValueError if malformed."""
        if not isinstance(data, dict):
            raise ValueError("a game entry must be an object")
        when, players, opp = data.get("when"), data.get("players"), data.get("opponents")
        votes, won = data.get("votes"), data.get("won")
        if not isinstance(when, (int, float)) or isinstance(when, bool) or when < 0:
            raise ValueError("bad date")
        if type(players) is not int or not 3 <= players <= 6:
            raise ValueError("bad player count")
        if not isinstance(opp, str) or not opp or len(opp) > 80:
            raise ValueError("bad opponents")
        if type(votes) is not int or votes < 0 or type(won) is not bool:
            raise ValueError("bad votes")
        variants = data.get("variants", [])
        if not isinstance(variants, list) or not all(
            isinstance(v, str) and 0 < len(v) <= 40 for v in variants
        ):
            raise ValueError("bad variants")
        player = data.get("player", "")
        if not isinstance(player, str) or len(player) > 80:
            raise ValueError("bad player")
        deal, daily = data.get("deal", ""), data.get("daily", "")
        if not isinstance(deal, str) or len(deal) > 20:
            raise ValueError("bad deal code")
        if not isinstance(daily, str) or (daily and not _is_day(daily)):
            raise ValueError("bad daily deal's day")
        return GameRecord(
            float(when), players, opp, votes, won, tuple(sorted(variants)), player, deal, daily
        )


def _is_day(text: str) -> bool:
    try:
        datetime.date.fromisoformat(text)
    except ValueError:
        return False
    return len(text) == 10


@dataclass(frozen=True)
class ReviewRecord:
    """One person's reviewed game: its accuracy (``guildes.ai.review``), for the chart of
    accuracy over time."""

    game: str
    """Which game and seat (``review_id``): a game reviewed again replaces its entry."""
    when: float
    """When the game was played (its save's time)."""
    player: str
    accuracy: float
    depth: str
    """"quick" or "deep" (a deep review replaces a quick one, never the other way)."""
    hints: bool = False
    """Hints were shown in that game (a practice game: counted apart)."""

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form."""
        return {
            "game": self.game,
            "when": self.when,
            "player": self.player,
            "accuracy": self.accuracy,
            "depth": self.depth,
            "hints": self.hints,
        }

    @staticmethod
    def from_dict(data: Any) -> ReviewRecord:
        """Read an entry back; ValueError if malformed."""
        if not isinstance(data, dict):
            raise ValueError("a review entry must be an object")
        game, when, player = data.get("game"), data.get("when"), data.get("player")
        acc, depth, hints = data.get("accuracy"), data.get("depth"), data.get("hints", False)
        if not isinstance(game, str) or not 0 < len(game) <= 200:
            raise ValueError("bad game")
        if not all(
            isinstance(v, (int, float)) and not isinstance(v, bool) and v >= 0 for v in (when, acc)
        ):
            raise ValueError("bad number")
        assert isinstance(when, (int, float)) and isinstance(acc, (int, float))
        if not isinstance(player, str) or len(player) > 80 or acc > 100:
            raise ValueError("bad player or accuracy")
        if depth not in ("quick", "deep") or type(hints) is not bool:
            raise ValueError("bad depth")
        return ReviewRecord(game, float(when), player, float(acc), depth, hints)


def review_id(deal: str | None, seed: int, choices: int, seat: int) -> str:
    """The id of a seat's game in the reviews kept (``ReviewRecord.game``)."""
    return f"{deal or seed}:{choices}:{seat}"


def level_order(level: str) -> int:
    """Weakest first: the order of ``guildes.ai.levels.LEVELS`` (unknown levels last)."""
    order = list(LEVELS)
    return order.index(level) if level in order else len(order)


HUMANS = "humans"
"""In a group's opponents: other people played too (hotseat)."""


def opponents_of(seats: list[Seat], me: int | None = None) -> str:
    """Who seat ``me`` played against: the levels the AI seats had, weakest first, each
    once ("easy+expert"), then "humans" if another seat was human ("normal+humans"; just
    "humans" when every seat is). ``me`` None: the AI levels, "humans" when no AI played."""
    levels = sorted({s.level for s in seats if s.level is not None}, key=level_order)
    others = any(s.is_human for i, s in enumerate(seats) if i != me)
    if me is not None and others:
        levels.append(HUMANS)
    return "+".join(levels) if levels else HUMANS


@dataclass
class Statistics:
    """Totals keyed by ``"<opponents> x<players>"`` (e.g. ``"hard x4"``, ``"easy+hard
    x4"``) and every recorded game, oldest first."""

    records: dict[str, Record] = field(default_factory=dict)
    games: list[GameRecord] = field(default_factory=list)
    reviews: list[ReviewRecord] = field(default_factory=list)
    """The people's reviewed games, in the order of their games' time."""

    @staticmethod
    def key(opponents: str, players: int, variants: tuple[str, ...] = ()) -> str:
        """The group of a game: the levels it was played against, its player count and
        its variants ("hard x4", "hard x4 [event_cards]")."""
        tag = f" [{'+'.join(sorted(variants))}]" if variants else ""
        return f"{opponents} x{players}{tag}"

    @staticmethod
    def variants_of(key: str) -> tuple[str, ...]:
        """The variants a group's key names (none for the base game)."""
        if key.endswith("]") and " [" in key:
            return tuple(key[key.rindex(" [") + 2 : -1].split("+"))
        return ()

    @staticmethod
    def split_key(key: str) -> tuple[str, int]:
        """(opponents, players) of a group's key (players 0 if it does not say)."""
        if key.endswith("]") and " [" in key:
            key = key[: key.rindex(" [")]
        opponents, _, players = key.rpartition(" x")
        if not opponents or not players.isdigit():
            return key, 0
        return opponents, int(players)

    def record_game(
        self,
        seats: list[Seat],
        outcome: Outcome,
        when: float | None = None,
        variants: tuple[str, ...] | frozenset[str] = (),
        deal: str | None = None,
        daily: str = "",
    ) -> None:
        """Add a finished game: an entry for each human seat's result (their name, who
        they played against: ``opponents_of``), and the game once in its group's games
        and wins (a hotseat game too), with the variants it was played with, its deal
        code and, for a daily deal, its day (ISO date)."""
        at = time.time() if when is None else when
        tags = tuple(sorted(variants))
        counted: dict[str, bool] = {}
        """Each group this game is in (all its humans share one), and whether a human won."""
        for i, seat in enumerate(seats):
            if not seat.is_human:
                continue
            opponents = opponents_of(seats, i)
            key = self.key(opponents, len(seats), tags)
            rec = self.records.setdefault(key, Record())
            won = i in outcome.winners
            counted[key] = counted.get(key, False) or won
            rec.best = max(rec.best, outcome.scores[i])
            rec.total += outcome.scores[i]
            rec.results += 1
            self.games.append(
                GameRecord(
                    at,
                    len(seats),
                    opponents,
                    outcome.scores[i],
                    won,
                    tags,
                    seat.name,
                    deal or "",
                    daily,
                )
            )
        for key, won in counted.items():
            self.records[key].played += 1
            self.records[key].won += 1 if won else 0
        del self.games[:-MAX_GAMES]

    def merge(self, other: Statistics) -> None:
        """Add every game and total of ``other`` to these (games kept in the order they
        ended, the oldest dropped beyond ``MAX_GAMES``; a group's best is the better
        one)."""
        for key, theirs in other.records.items():
            rec = self.records.setdefault(key, Record())
            rec.played += theirs.played
            rec.won += theirs.won
            rec.best = max(rec.best, theirs.best)
            rec.total += theirs.total
            rec.results += theirs.results
        self.games = sorted(self.games + other.games, key=lambda g: g.when)[-MAX_GAMES:]
        for entry in other.reviews:
            self.record_review(entry)

    def groups(self) -> list[tuple[str, Record]]:
        """The groups by player count, then by their levels, weakest first."""

        def order(item: tuple[str, Record]) -> tuple[int, list[int], str]:
            opponents, players = self.split_key(item[0])
            levels = [level_order(x) for x in opponents.split("+")]
            return (players, levels, item[0])  # a variant's group right after the base one

        return sorted(self.records.items(), key=order)

    def record_review(self, entry: ReviewRecord) -> None:
        """Keep a reviewed game's accuracy: it replaces the entry of the same game and
        seat unless that one is deep and this one quick; the entries stay in the order of
        their games' time (at most ``MAX_GAMES``)."""
        for k, old in enumerate(self.reviews):
            if old.game == entry.game:
                if old.depth == "deep" and entry.depth != "deep":
                    return
                del self.reviews[k]
                break
        self.reviews.append(entry)
        self.reviews.sort(key=lambda r: r.when)
        del self.reviews[:-MAX_GAMES]

    def accuracy_over_time(self, hints: bool = False) -> list[ReviewRecord]:
        """The reviewed games, oldest first: those without hints (``hints``: those with)."""
        return [r for r in self.reviews if r.hints == hints]

    def daily_bests(self) -> list[tuple[str, GameRecord]]:
        """Each daily deal played (its day, newest first) with its best result: the most
        votes, a win first among equal votes."""
        best: dict[str, GameRecord] = {}
        for g in self.games:
            if g.daily and (
                g.daily not in best or (g.votes, g.won) > (best[g.daily].votes, best[g.daily].won)
            ):
                best[g.daily] = g
        return sorted(best.items(), reverse=True)

    def games_of(self, key: str | None) -> list[GameRecord]:
        """The recorded games of group ``key`` (all of them for None), oldest first."""
        return [g for g in self.games if key is None or g.key == key]

    def total(self) -> Record:
        """Every group together."""
        out = Record()
        for r in self.records.values():
            out.played += r.played
            out.won += r.won
            out.best = max(out.best, r.best)
            out.total += r.total
            out.results += r.results
        return out

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form."""
        return {
            "version": VERSION,
            "records": {k: vars(r) for k, r in self.records.items()},
            "games": [g.to_dict() for g in self.games],
            "reviews": [r.to_dict() for r in self.reviews],
        }


BROKEN = (ValueError, KeyError, TypeError, AttributeError, RecursionError)
"""What parsing a broken statistics file raises (``parse_statistics``)."""


def parse_statistics(raw: bytes, path: Path) -> Statistics:
    """The statistics a file's bytes hold (version 1 or 2); one of ``BROKEN`` if they are
    not statistics. A malformed game or review entry is skipped (logged)."""
    data = json.loads(raw.decode("utf-8"))
    if data.get("version", 1) not in (1, VERSION):
        raise ValueError(f"unknown version {data.get('version')!r}")
    records = {}
    for k, r in data["records"].items():
        values = {f: r[f] for f in ("played", "won", "best", "total")}
        values["results"] = r.get("results", values["played"])
        if not all(type(v) is int and v >= 0 for v in values.values()):
            raise ValueError("bad record")
        records[str(k)] = Record(**values)
    games = _entries(data, "games", GameRecord.from_dict, "game", path)
    reviews = _entries(data, "reviews", ReviewRecord.from_dict, "review", path)
    return Statistics(records, games, reviews)


def _entries(
    data: dict[str, Any], key: str, parse: Callable[[Any], T], what: str, path: Path
) -> list[T]:
    """The last ``MAX_GAMES`` entries of the list ``data[key]`` (empty if absent), each
    read by ``parse``; a malformed one is skipped (logged as a ``what`` entry).
    ValueError if ``data[key]`` is not a list."""
    raw = data.get(key, [])
    if not isinstance(raw, list):
        raise ValueError(f"bad list of {key}")
    out = []
    for entry in raw[-MAX_GAMES:]:
        try:
            out.append(parse(entry))
        except ValueError as e:
            log.warning("statistics %s: a %s entry is skipped (%s)", path, what, e)
    return out


def read_statistics(path: Path) -> Statistics:
    """Statistics from ``path`` (version 1 or 2); empty if missing or broken (a broken
    file is logged and kept aside). OSError if it is there but cannot be read (left as
    it is): also when it is not a regular file or holds more than ``MAX_BYTES``
    (``reading``)."""
    return StatisticsFile(path).read()


def load_statistics(path: Path) -> Statistics:
    """Statistics from ``path``; empty if missing, broken or unreadable (logged). Never
    raises; an unreadable file is left as it is."""
    try:
        return read_statistics(path)
    except OSError as e:
        log.warning("statistics file %s cannot be read (%s); starting fresh", path, e)
        return Statistics()


def save_statistics(path: Path, stats: Statistics) -> None:
    """Write the statistics atomically."""
    atomic_write_text(path, json.dumps(stats.to_dict(), indent=1))


LOCK_TIMEOUT_S = 2.0
"""How long a write waits for another copy of the game writing the same file; then it
writes anyway (its games are not lost, another copy's write may be)."""


def _digest(raw: bytes) -> str:
    return hashlib.sha256(raw).hexdigest()


@contextlib.contextmanager
def _write_lock(path: Path) -> Iterator[None]:
    """Hold the lock of ``path``'s writes (``filelock``) while the block runs; when it is
    not had within ``LOCK_TIMEOUT_S`` (or cannot be made), the block runs without it."""
    lock = FileLock(str(path.with_name(f".{path.name}.lock")), LOCK_TIMEOUT_S, thread_local=False)
    try:
        lock.acquire()
    except OSError as e:  # filelock.Timeout is one
        log.warning("statistics lock for %s not taken (%s): written without it", path, e)
        yield
        return
    try:
        yield
    finally:
        lock.release()


class StatisticsFile:
    """A statistics file as this copy of the game last read or wrote it, so that a write
    takes in what another copy (a second window on the same data folder) wrote since."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.seen: str | None = None
        """The digest of the content last read, written or taken in here (None: none)."""

    def read(self) -> Statistics:
        """``read_statistics``, remembering what was read."""
        try:
            raw = read_limited(self.path, MAX_BYTES)
        except (FileNotFoundError, NotADirectoryError):
            self.seen = None
            return Statistics()
        self.seen = _digest(raw)
        try:
            return parse_statistics(raw, self.path)
        except BROKEN as e:
            set_aside_broken(self.path, "statistics", e, "starting fresh")
            self.seen = None
            return Statistics()

    def write(self, stats: Statistics, new: Statistics | None = None) -> None:
        """Write ``stats``, first taking in what another copy wrote since this one read or
        wrote the file: when it changed, ``stats`` becomes what it holds with ``new`` added
        (the games and reviews of ``stats`` not written yet; None: all of them), and that is
        written. A broken file found is set aside first (then ``stats`` is written as it
        is). OSError, nothing written, if the file cannot be read, a broken one cannot be
        set aside, or the write fails."""
        with _write_lock(self.path):
            try:
                raw: bytes | None = read_limited(self.path, MAX_BYTES)
            except (FileNotFoundError, NotADirectoryError):
                raw = None
            if raw is not None and _digest(raw) != self.seen:
                try:
                    found = parse_statistics(raw, self.path)
                except BROKEN as e:
                    log.warning("statistics file %s is broken (%s); set aside", self.path, e)
                    quarantine(self.path)  # OSError if it cannot be: not written over
                else:
                    found.merge(stats if new is None else new)
                    stats.records, stats.games = found.records, found.games
                    stats.reviews = found.reviews
                    self.seen = _digest(raw)
            text = json.dumps(stats.to_dict(), indent=1)
            atomic_write_text(self.path, text)
            self.seen = _digest(text.encode("utf-8"))
