"""Difficulty levels offered to players, mapped onto agents and budgets (one place)."""

from __future__ import annotations

LEVELS: dict[str, str] = {
    "easy": "greedy",
    "normal": "heuristic",
    "hard": "mcts:time=0.5",
    "expert": "mcts:time=1.5",
}
"""Level name -> agent spec (see ``ai.agent.make_agent``)."""

DEFAULT_LEVEL = "normal"


def agent_spec(level: str) -> str:
    """The agent spec of a difficulty level; ValueError for an unknown level."""
    try:
        return LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}") from None
