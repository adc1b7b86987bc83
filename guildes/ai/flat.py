"""``flat``: flat Monte Carlo over the legal choices with common random numbers.

Every legal choice of a draft or play decision is made in the same sampled worlds
(``guildes.ai.sampler``: consistent with the seat's view only) and played out with the
same random numbers to the end of the game by steered playouts (``guide``: the share of
picks that chase winnable majorities, ``guildes.ai.rollout``); the choice with the best
mean reward wins. The reward is the seat's final margin over the best other seat, squashed
by a logistic of width ``scale`` votes (0: the margin itself).

Because every choice meets the same worlds, the differences between choices are much
steadier than with independent samples; what the search gives up is the tree (the other
seats' replies are the playout policy's, not searched). Trick turns, gifts and plays in
turn go to ``mcts``'s flat searches.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from guildes.ai.agent import Agent, register
from guildes.ai.budget import Budget, decision_budget
from guildes.ai.heuristic import HeuristicAgent
from guildes.ai.mcts import MctsAgent, _flat_decision
from guildes.ai.review_values import card_step, margin
from guildes.ai.rollout import play_out_steered
from guildes.ai.sampler import SamplingError, sample_world
from guildes.rules import Choice, Phase, SeatView


@register
class FlatAgent(Agent):
    """Flat Monte Carlo with common random numbers; see the module docstring. Parameters:
    ``work`` (playouts at 4 players, scaled per table like ``mcts``'s iterations), ``iters``
    (playouts), ``time`` (seconds, experiments only), ``cap`` (seconds, a safety stop),
    ``guide`` (share of steered picks in the playouts), ``scale`` (reward squash in votes;
    0: the margin), ``others=1`` (this seat picks at random in the playouts)."""

    name = "flat"
    params = {
        "work": int,
        "iters": int,
        "cap": float,
        "time": float,
        "guide": float,
        "scale": float,
        "others": int,
    }

    last_iterations: int = 0

    def choose(self, view: SeatView, legal: Sequence[Choice]) -> Choice:
        """The choice with the best mean reward over the same worlds."""
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.TRICKS or _flat_decision(view):
            inner = MctsAgent.with_budget_of(self.settings, self.rng.getrandbits(32))
            return inner.choose(view, legal)
        # The budget counts playouts; they are spent a world (one per legal choice) at a time.
        counted = decision_budget(self.settings, view)
        budget = counted
        if counted.iters:
            worlds_budget = -(-counted.iters // len(legal))
            budget = Budget(worlds_budget, float(self.settings.get("cap", 0.0)))
        guide = float(self.settings.get("guide", 0.5))
        scale = float(self.settings.get("scale", 12.0))
        others = int(self.settings.get("others", 0))
        me = view.seat
        rnd = self.rng
        step = card_step(view)
        totals = dict.fromkeys(legal, 0.0)
        it = 0
        worlds = 0
        failures = 0
        while budget.more(worlds):
            try:
                world = sample_world(view, rnd)
            except SamplingError:  # a view the sampler cannot explain: the heuristic decides
                failures += 1
                if failures > 20:
                    break
                continue
            worlds += 1
            seed = rnd.getrandbits(64)
            for choice in legal:
                same = random.Random(seed)
                w = step(world, choice, same)  # the other seats' cards of this step at random
                play_out_steered(w, same, guide, free=me if others else -1)
                m = margin(w.totals, me)
                totals[choice] += m if scale <= 0 else 1.0 / (1.0 + math.exp(-m / scale))
                it += 1
        self.last_iterations = it
        if not worlds:
            return HeuristicAgent(self.seed).choose(view, legal)
        return max(legal, key=lambda c: totals[c])
