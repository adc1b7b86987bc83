"""Who sits at the table: a name, human or AI, and the AI's difficulty level."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from guildes.ai.levels import LEVELS

MAX_NAME = 24


class SeatError(ValueError):
    """A seat description is not valid."""


@dataclass(frozen=True, slots=True)
class Seat:
    """One seat of a game: ``level`` is None for a human."""

    name: str
    level: str | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise SeatError("a seat needs a name")
        if len(self.name) > MAX_NAME:
            raise SeatError(f"a name has at most {MAX_NAME} characters")
        if self.level is not None and self.level not in LEVELS:
            raise SeatError(f"unknown AI level {self.level!r}")

    @property
    def is_human(self) -> bool:
        """True for a seat played by a person."""
        return self.level is None

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form."""
        return {"name": self.name, "level": self.level}

    @staticmethod
    def from_dict(data: Any) -> Seat:
        """Read a seat back; SeatError if malformed."""
        if not isinstance(data, dict) or set(data) != {"name", "level"}:
            raise SeatError("a seat must be {name, level}")
        level = data["level"]
        if level is not None and not isinstance(level, str):
            raise SeatError("a seat's level must be a level name or null")
        return Seat(data["name"], level)


DEFAULT_NAMES = ["Aurèle", "Brune", "Cassien", "Domitille", "Eudes", "Firmin"]
