"""Search budgets counted in iterations, so a decision depends only on (spec, seed, view,
legal choices) and never on the machine or its load.

An agent spec's ``work=N`` is the number of iterations of a decision at a 4-player table
without the Dirty Tricks; ``iterations`` scales it to the decision at hand by fixed
factors measured once on the reference machine (2 shared cores, December 2026) so that
the wait per decision is about the same at every table: an iteration costs more with more
seats (longer playouts, more hands to sample) and about twice as much with the Dirty
Tricks (each playout's count plays every seat's trick), and a trick turn is a small
choice among a dozen candidates; and a first round's playouts run twice as long as a
last round's.

``Budget`` counts the iterations and, as a safety for a very slow machine only, stops at a
wall-clock ``cap`` (``cut`` then says so: the decision was searched less than its level
promises, and the game's log tells the player).
"""

from __future__ import annotations

import time

from guildes.rules import Phase, SeatView

SEAT_SCALE: dict[int, float] = {3: 1.25, 4: 1.0, 5: 0.875, 6: 0.8}
"""Iterations per seat count, relative to 4 players (iterations per second measured at
each decision of a heuristic-played game: the mean wait per decision about equal)."""
DIRTY_TRICKS_SCALE: dict[int, float] = {3: 0.55, 4: 0.55, 5: 0.45, 6: 0.4}
"""Iterations of a draft or play decision in a game with the Dirty Tricks, per seat count
(measured at 4 and 6 players: 0.54 and 0.39 of the iterations per second without them;
3 and 5 players set alike)."""
TRICK_TURN_SCALE = 0.3
"""Iterations of a Dirty Trick turn (a flat search over a dozen candidates)."""
ROUND_SCALE: dict[int, float] = {1: 0.6, 2: 1.1, 3: 1.3}
"""Iterations per voting round: a round-1 playout runs to the end of the game and costs
about twice a later round's (iterations per second at 4 and 6 players: round 1 about 0.55
of the mean, round 3 about 1.15), so the wait is about even from round to round (without
it, the first draft step at 6 players with five expert seats took twice its share)."""
CHECK_EVERY = 16
"""Iterations between two looks at the clock when a cap is set."""


def iterations(work: int, view: SeatView) -> int:
    """The iterations a ``work=`` budget gives the decision at ``view`` (at least 1)."""
    scale = SEAT_SCALE.get(view.players, 1.0) * ROUND_SCALE.get(view.voting_round, 1.0)
    if view.phase is Phase.TRICKS:
        scale *= TRICK_TURN_SCALE
    elif "dirty_tricks" in view.config.variants:
        scale *= DIRTY_TRICKS_SCALE.get(view.players, 0.5)
    return max(1, round(work * scale))


class Budget:
    """Iterations left in one decision: ``iters`` of them (0: none counted, the clock
    decides), stopped early after ``cap`` seconds (0: never)."""

    __slots__ = ("iters", "deadline", "cut", "_clock", "_every")

    def __init__(self, iters: int, cap: float, every: int = CHECK_EVERY) -> None:
        """``every``: iterations between two looks at the clock (1 for long iterations)."""
        self.iters = iters
        self._every = every
        self._clock = time.perf_counter
        # A budget in time alone (no iterations) always has its deadline.
        self.deadline: float | None = self._clock() + cap if cap > 0 or not iters else None
        self.cut = False
        """True once the cap stopped the search before its iterations were done."""

    def more(self, it: int) -> bool:
        """True while iteration number ``it`` (from 0) may run."""
        if self.iters and it >= self.iters:
            return False
        if self.deadline is not None and it % self._every == 0 and self._clock() >= self.deadline:
            self.cut = bool(self.iters)
            return False
        return True


def decision_budget(settings: dict[str, float], view: SeatView) -> Budget:
    """The budget of an agent's decision from its parameters: ``work`` (scaled by
    ``iterations``), else ``iters`` (exact), else ``time`` seconds (default 1.0: a budget
    in time, kept for experiments; it is not deterministic); ``cap`` seconds stops a
    counted budget early."""
    work = int(settings.get("work", 0))
    iters = iterations(work, view) if work else int(settings.get("iters", 0))
    if iters:
        return Budget(iters, float(settings.get("cap", 0.0)))
    return Budget(0, float(settings.get("time", 1.0)))
