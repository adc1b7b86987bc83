"""Phases of a voting round, as data: the engine walks the schedule a config gives.

The base game's round is Draft, Play, Count. A variant adds its phase to the schedule
(e.g. a Dirty Trick phase between Play and Count) and its handler to the engine, without
changing the phases around it.
"""

from __future__ import annotations

from enum import StrEnum

from guildes.rules.config import GameConfig


class Phase(StrEnum):
    """Where a game is."""

    DRAFT = "draft"
    """Seats pick one card of their hand and pass the rest (simultaneous)."""
    PLAY = "play"
    """Seats put one kept card face down; all are revealed together (simultaneous)."""
    COUNT = "count"
    """Unplayed cards are discarded and votes are counted (no choice)."""
    OVER = "over"
    """The third count is done."""


def round_schedule(config: GameConfig) -> tuple[Phase, ...]:
    """The phases of every voting round for ``config``, in order."""
    return (Phase.DRAFT, Phase.PLAY, Phase.COUNT)
