"""The game configuration: everything that, with the list of choices, defines a game."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from guildes.rules.cards import MAX_PLAYERS, MIN_PLAYERS
from guildes.rules.errors import ConfigError


class Tiebreak(StrEnum):
    """How a tie for most votes after the third count is settled (RULINGS §3)."""

    MILITIA_THEN_SHARED = "militia_then_shared"
    """Most Militia cards on the table wins; still tied: victory shared (the default)."""
    SHARED = "shared"
    """Tied players share the victory (the English edition)."""


KNOWN_VARIANTS: frozenset[str] = frozenset({"event_cards", "dirty_tricks"})
"""Variants of the rulebook; the engine accepts only those in ``SUPPORTED_VARIANTS``."""
SUPPORTED_VARIANTS: frozenset[str] = frozenset({"event_cards", "dirty_tricks"})
"""Variants this version of the engine plays (the app offers a variant once its AI and
table play it too: ``guildes.saves.savefile.PLAYABLE_VARIANTS``)."""

_FIELDS = {"players", "seed", "tiebreak", "variants"}
_MAX_SEED = (1 << 64) - 1


@dataclass(frozen=True, slots=True)
class GameConfig:
    """Player count, seed, tiebreak option and variants; validated on creation."""

    players: int
    seed: int = 0
    tiebreak: Tiebreak = Tiebreak.MILITIA_THEN_SHARED
    variants: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or not isinstance(self.players, int):
            raise ConfigError(f"players must be a whole number, not {self.players!r}")
        if not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ConfigError(
                f"Guildes is played by {MIN_PLAYERS} to {MAX_PLAYERS} players, not {self.players}"
            )
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise ConfigError(f"seed must be a whole number, not {self.seed!r}")
        if not 0 <= self.seed <= _MAX_SEED:
            raise ConfigError(f"seed must be between 0 and {_MAX_SEED}, not {self.seed}")
        if (
            type(self.tiebreak) is Tiebreak
            and type(self.variants) is frozenset
            and not self.variants
        ):
            return  # the common case, already valid
        try:
            tb = Tiebreak(self.tiebreak)
        except ValueError:
            options = ", ".join(t.value for t in Tiebreak)
            raise ConfigError(
                f"unknown tiebreak {self.tiebreak!r}; choose one of {options}"
            ) from None
        object.__setattr__(self, "tiebreak", tb)
        if isinstance(self.variants, str) or not all(isinstance(v, str) for v in self.variants):
            raise ConfigError("variants must be a collection of variant names")
        variants = frozenset(self.variants)
        for v in sorted(variants):
            if v not in KNOWN_VARIANTS:
                raise ConfigError(f"unknown variant {v!r}")
            if v not in SUPPORTED_VARIANTS:
                raise ConfigError(f"the {v!r} variant is not available in this version")
        object.__setattr__(self, "variants", variants)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-compatible form; ``from_dict`` reads it back."""
        return {
            "players": self.players,
            "seed": self.seed,
            "tiebreak": self.tiebreak.value,
            "variants": sorted(self.variants),
        }

    @classmethod
    def from_dict(cls, data: Any) -> GameConfig:
        """Build a config from ``to_dict`` output; ConfigError on anything else."""
        if not isinstance(data, dict):
            raise ConfigError("a game config must be an object")
        unknown = set(data) - _FIELDS
        if unknown:
            raise ConfigError(f"unknown config option(s): {', '.join(sorted(map(str, unknown)))}")
        if "players" not in data:
            raise ConfigError("a game config needs 'players'")
        variants = data.get("variants", [])
        if not isinstance(variants, list) or not all(isinstance(v, str) for v in variants):
            raise ConfigError("variants must be a list of variant names")
        return cls(
            players=data["players"],
            seed=data.get("seed", 0),
            tiebreak=data.get("tiebreak", Tiebreak.MILITIA_THEN_SHARED.value),
            variants=frozenset(variants),
        )
