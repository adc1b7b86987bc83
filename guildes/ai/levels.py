"""Difficulty levels offered to players, mapped onto agents and budgets (one place).

The searching levels count their budget in iterations (``work=``, scaled per table and
kind of decision by ``guildes.ai.budget``), so the same view and seed give the same choice
on any machine and a game can be played again the same way. Their ``cap=`` is a safety
for a very slow machine only: well above the longest decision on the reference machine
(2 shared cores), it cuts a search short, and the game's log says so.
"""

from __future__ import annotations

LEVELS: dict[str, str] = {
    "easy": "greedy",
    "normal": "heuristic",
    "hard": "mcts:work=4400:cap=5",
    "expert": "mcts:work=13000:cap=12",
}
"""Level name -> agent spec (see ``guildes.ai.agent.make_agent``). On the reference
machine, quiet (2026-12-04, ``python -m guildes.bench levels``), hard waits about 0.25 s
and expert about 0.7 s per decision in the base game at 3 to 6 players, about twice that
with the Dirty Tricks."""

DEFAULT_LEVEL = "normal"

HANG_FACTOR = 10.0
"""A decision with a budget in time is treated as hung after this many times it..."""
CAP_FACTOR = 2.0
"""...one with a capped budget in iterations after this many times its cap..."""
HANG_MIN_S = 20.0
"""...and never before this many seconds (a worker's first decision also starts Python
and imports the agents, on a machine that may be busy with other programs)."""


def agent_spec(level: str) -> str:
    """The agent spec of a difficulty level; ValueError for an unknown level."""
    try:
        return LEVELS[level]
    except KeyError:
        raise ValueError(f"unknown level {level!r}; choose one of {', '.join(LEVELS)}") from None


def _param(spec: str, key: str) -> float | None:
    """The value of an agent spec's numeric parameter ``key``, or None if it has none."""
    for part in spec.split(":")[1:]:
        name, sep, value = part.partition("=")
        if sep and name.strip() == key:
            try:
                return float(value)
            except ValueError:
                return None
    return None


def time_budget(spec: str) -> float | None:
    """The most seconds per decision an agent spec allows itself: its ``time=`` when its
    budget is counted in time, its ``cap=`` when counted in iterations (``work=`` or
    ``iters=``) with a safety cap; None when nothing bounds it in time (``greedy``,
    ``heuristic``, iterations without a cap)."""
    counted = _param(spec, "work") or _param(spec, "iters")
    if counted:
        return _param(spec, "cap")
    return _param(spec, "time")


def decision_timeout(spec: str) -> float:
    """Seconds after which a decision for ``spec`` that has not come back is treated as
    a hung worker: well above the longest it may search, at least ``HANG_MIN_S``."""
    budget = time_budget(spec)
    if budget is None:
        return HANG_MIN_S
    counted = _param(spec, "work") or _param(spec, "iters")
    return max(HANG_MIN_S, (CAP_FACTOR if counted else HANG_FACTOR) * budget)
