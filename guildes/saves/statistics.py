"""Statistics: games played and won per opponent level and player count, best and
average score. Stored as JSON; a broken file starts fresh (kept aside, logged)."""

from __future__ import annotations

import json
import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from guildes.rules import Outcome
from guildes.saves.atomic import atomic_write_text
from guildes.saves.savefile import set_aside_broken
from guildes.seats import Seat

log = logging.getLogger(__name__)


@dataclass
class Record:
    """Games, wins (ties count as wins), best and total score for one bucket."""

    played: int = 0
    won: int = 0
    best: int = 0
    total: int = 0

    @property
    def average(self) -> float:
        """Mean final votes."""
        return self.total / self.played if self.played else 0.0


@dataclass
class Statistics:
    """Records keyed by ``"<opponent level> x<players>"`` (e.g. ``"hard x4"``)."""

    records: dict[str, Record] = field(default_factory=dict)

    @staticmethod
    def key(opponents: str, players: int) -> str:
        """The bucket of a game: its strongest AI level (or "humans") and player count."""
        return f"{opponents} x{players}"

    def record_game(self, seats: list[Seat], outcome: Outcome) -> None:
        """Add a finished game for each human seat."""
        order = ["easy", "normal", "hard", "expert"]
        levels = [s.level for s in seats if s.level is not None]
        opponents = max(levels, key=order.index) if levels else "humans"
        rec = self.records.setdefault(self.key(opponents, len(seats)), Record())
        for i, seat in enumerate(seats):
            if not seat.is_human:
                continue
            rec.played += 1
            rec.won += 1 if i in outcome.winners else 0
            rec.best = max(rec.best, outcome.scores[i])
            rec.total += outcome.scores[i]

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form."""
        return {"version": 1, "records": {k: vars(r) for k, r in self.records.items()}}


def read_statistics(path: Path) -> Statistics:
    """Statistics from ``path``; empty if missing or broken (a broken file is logged and
    kept aside). OSError if it is there but cannot be read (left as it is)."""
    try:
        raw = path.read_bytes()
    except (FileNotFoundError, NotADirectoryError):
        return Statistics()
    try:
        data = json.loads(raw.decode("utf-8"))
        records = {}
        for k, r in data["records"].items():
            values = {f: r[f] for f in ("played", "won", "best", "total")}
            if not all(type(v) is int and v >= 0 for v in values.values()):
                raise ValueError("bad record")
            records[str(k)] = Record(**values)
        return Statistics(records)
    except (ValueError, KeyError, TypeError, AttributeError, RecursionError) as e:
        set_aside_broken(path, "statistics", e, "starting fresh")
        return Statistics()


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
