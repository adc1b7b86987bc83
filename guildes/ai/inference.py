"""Reading the other seats' picks in voting round 1 (an experiment for ``mcts:infer=``).

The sampler (``guildes.ai.sampler``) deals the cards this seat cannot see at random among
the deals that explain its view. Players do not pick at random: ``pick_log_likelihood``
scores a sampled draft by how likely the other seats' picks in it are if each seat picks
like the normal level (``heuristic``), each guild of its hand with probability
proportional to ``exp(beta * score)``, the score being what the normal level makes of
that pick from the seat's view in the sampled game (``guildes.ai.sampled_game``).
``reweighted`` keeps, from many samples, a pool drawn in proportion to that likelihood
(sampling-importance-resampling). Only the view and the samples are read: the opponents'
model is a guess about them, not knowledge of their cards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence

from guildes.ai.heuristic import HeuristicAgent
from guildes.ai.sampled_game import game_of_sample
from guildes.ai.sampler import Sample
from guildes.rules import Game, SeatView


def pick_log_likelihood(view: SeatView, drawn: Sample, beta: float) -> float:
    """The log-probability of the other seats' picks of voting round 1 in ``drawn`` if
    each picks like the normal level with sharpness ``beta`` (per vote of its scores)."""
    model = HeuristicAgent(0)
    total = 0.0

    def score_step(game: Game, step: int) -> None:
        nonlocal total
        for seat, legal in game.open_choices():
            if seat == view.seat or len(legal) < 2:
                continue
            scores = {c.guild: v for c, v in model.choice_scores(game.view(seat), legal).items()}
            top = max(scores.values())
            norm = sum(math.exp(beta * (v - top)) for v in scores.values())
            total += beta * (scores[drawn.picks[(seat, step)]] - top) - math.log(norm)

    game_of_sample(view, drawn, random.Random(0), score_step)
    return total


def reweighted(
    view: SeatView, samples: Sequence[Sample], beta: float, size: int, rnd: random.Random
) -> list[Sample]:
    """``size`` samples drawn with replacement from ``samples`` in proportion to their
    ``pick_log_likelihood``."""
    logs = [pick_log_likelihood(view, s, beta) for s in samples]
    top = max(logs)
    return rnd.choices(list(samples), weights=[math.exp(v - top) for v in logs], k=size)
