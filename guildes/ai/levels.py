"""Difficulty levels offered to players, mapped onto agents and budgets (one place)."""

from __future__ import annotations

LEVELS: dict[str, str] = {
    "easy": "greedy",
    "normal": "heuristic",
    "hard": "mcts:time=0.5",
    "expert": "mcts:time=1.5",
}
"""Level name -> agent spec (see ``guildes.ai.agent.make_agent``)."""

DEFAULT_LEVEL = "normal"

HANG_FACTOR = 10.0
"""A decision is treated as hung after this many times its time budget..."""
HANG_MIN_S = 20.0
"""...and never before this many seconds (a worker's first decision also starts Python
and imports the agents, on a machine that may be busy with other programs)."""


def agent_spec(level: str) -> str:
    """The agent spec of a difficulty level; ValueError for an unknown level."""
    try:
        return LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}") from None


def time_budget(spec: str) -> float | None:
    """The seconds per decision an agent spec allows itself (its ``time=`` parameter), or
    None when its budget is not counted in time (``greedy``, ``heuristic``, ``iters=``)."""
    for part in spec.split(":")[1:]:
        key, sep, value = part.partition("=")
        if sep and key.strip() == "time":
            try:
                return float(value)
            except ValueError:
                return None
    return None


def decision_timeout(spec: str) -> float:
    """Seconds after which a decision for ``spec`` that has not come back is treated as
    a hung worker: well above its time budget, at least ``HANG_MIN_S``."""
    budget = time_budget(spec)
    return max(HANG_MIN_S, HANG_FACTOR * budget if budget is not None else 0.0)
