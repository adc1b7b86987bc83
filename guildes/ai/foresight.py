"""``foresight``: the first round's picks chosen by finishing sampled games with the normal
level's play at every seat.

A random playout cannot tell a good first-round pick from a bad one: what a pick is worth
shows two rounds later, once every seat has chased its majorities. So at a draft decision
of voting round 1, this agent

1. samples full deals consistent with its seat's view (``guildes.ai.sampler``: the hands
   it has not seen, the deck, the unrevealed Event cards), and turns each into an engine
   ``Game`` at the same step (``game_of_sample``: the sampled round's deal, then the
   sampled picks of the steps done, replayed by the engine's rules);
2. in each such game, for each candidate pick, lets every other seat make its pick of
   this step and then plays the whole rest of the game with ``heuristic`` players at every
   seat (its own included), each candidate on the same games with the same seeds (common
   random numbers);
3. keeps the candidate with the best mean final margin (votes minus the best other
   seat's; ``scale`` > 0 squashes it by a logistic of that width).

The candidates are the ``top`` legal picks by the normal level's own scores (0: all of
them). Every other decision (later rounds, the play, gifts, Dirty Trick turns) and a view
the sampler cannot explain go to ``mcts`` with the same ``work`` and ``cap``. The worlds
are drawn from the view only, so the agent knows what its seat knows; the opponents are
modelled as the normal level, which is a guess about them, not knowledge.

Parameters: ``worlds`` (sampled games per decision), ``top``, ``scale``, and
``work``/``iters``/``cap`` (passed to ``mcts``; ``cap`` also stops this search early, as a
safety for a very slow machine: ``cut`` then says so).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from guildes.ai.agent import Agent, make_agent, register
from guildes.ai.budget import Budget
from guildes.ai.heuristic import HeuristicAgent
from guildes.ai.match import joint_choices, play_to_end
from guildes.ai.mcts import MctsAgent
from guildes.ai.review_values import margin
from guildes.ai.sampled_game import game_of_sample
from guildes.ai.sampler import SamplingError, sample
from guildes.rules import Choice, Game, Phase, SeatView

OPPONENT = "heuristic"
"""The policy every seat plays after the decision, in the sampled games."""


def finish(game: Game, seat: int, choice: Choice, seed: int) -> int:
    """``seat``'s final margin when it makes ``choice`` now, the other seats their own
    choices of this step, and ``OPPONENT`` players (seeded from ``seed``) the rest of
    ``game`` (changed in place)."""
    agents = [make_agent(OPPONENT, seed * 31 + s) for s in range(game.players)]
    joint = joint_choices(game, agents)
    joint[seat] = choice
    game.choose_all(joint)
    play_to_end(game, agents)
    return margin(game.scores, seat)


@register
class ForesightAgent(Agent):
    """Draft picks by sampled games finished by the normal level; see the module
    docstring."""

    name = "foresight"
    params = {
        "worlds": int,
        "top": int,
        "scale": float,
        "work": int,
        "iters": int,
        "cap": float,
        "time": float,
    }

    last_iterations: int = 0
    budget: Budget | None = None
    _inner: MctsAgent | None = None

    @property
    def cut(self) -> bool:
        """True when the last decision was stopped by its ``cap`` before its budget."""
        if self._inner is not None:
            return self._inner.cut
        return self.budget is not None and self.budget.cut

    def choose(self, view: SeatView, legal: Sequence[Choice]) -> Choice:
        """The best candidate by finished sampled games, or ``mcts``'s choice."""
        self.budget, self._inner = None, None
        if len(legal) == 1:
            return legal[0]
        if view.phase is Phase.DRAFT and view.voting_round == 1:
            choice = self._foresee(view, legal)
            if choice is not None:
                return choice
        self._inner = MctsAgent.with_budget_of(self.settings, self.rng.getrandbits(32))
        choice = self._inner.choose(view, legal)
        self.last_iterations = self._inner.last_iterations
        return choice

    def _candidates(self, view: SeatView, legal: Sequence[Choice]) -> list[Choice]:
        """The ``top`` legal choices by the normal level's scores (all for 0)."""
        top = int(self.settings.get("top", 0))
        if top <= 0 or top >= len(legal):
            return list(legal)
        scores = HeuristicAgent(self.seed).choice_scores(view, legal)
        return sorted(legal, key=lambda c: (-scores[c], c.guild))[:top]

    def _foresee(self, view: SeatView, legal: Sequence[Choice]) -> Choice | None:
        """The candidate with the best mean reward over the sampled games, or None when
        no game fits the view."""
        worlds = int(self.settings.get("worlds", 8))
        scale = float(self.settings.get("scale", 0.0))
        candidates = self._candidates(view, legal)
        self.budget = budget = Budget(worlds, float(self.settings.get("cap", 0.0)), every=1)
        totals = dict.fromkeys(candidates, 0.0)
        rnd = self.rng
        done = failures = 0
        while budget.more(done):
            try:
                game = game_of_sample(view, sample(view, rnd), rnd)
            except SamplingError:
                failures += 1
                if failures > 20:
                    break
                continue
            seed = rnd.getrandbits(32)
            for choice in candidates:
                m = finish(game.copy(), view.seat, choice, seed)
                totals[choice] += m if scale <= 0 else 1.0 / (1.0 + math.exp(-m / scale))
            done += 1
        self.last_iterations = done * len(candidates)
        if not done:
            return None
        return max(candidates, key=lambda c: (totals[c], -c.guild))
