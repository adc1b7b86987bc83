"""Reading the other seats' picks (an experiment for ``mcts:infer=``).

The sampler (``guildes.ai.sampler``) deals the cards this seat cannot see at random among
the deals that explain its view. Players do not pick at random: ``pick_log_likelihood``
scores a sampled draft by how likely the other seats' picks of this round in it are if
each seat picks like the normal level (``heuristic``), each guild of its hand with
probability proportional to ``exp(beta * score)``, the score being what the normal level
makes of that pick from the seat's view at that pick (``draft_views``). ``reweighted``
keeps, from many samples, a pool drawn in proportion to that likelihood
(sampling-importance-resampling), tempered if asked so that the pool is not a few
worlds: sharp as the model is, the samples' weights often rest on one or two of 128.
Only the view and the samples are read: the opponents' model is a guess about them, not
knowledge of their cards.
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterator, Sequence
from dataclasses import replace

from guildes.ai.heuristic import HeuristicAgent
from guildes.ai.sampler import Sample
from guildes.rules import NUM_GUILDS, SETUPS, Choice, Direction, DraftMemory, Phase, SeatView

_NONE = (0,) * NUM_GUILDS


def draft_views(view: SeatView, drawn: Sample) -> Iterator[SeatView]:
    """The view each other seat had before each of its picks of this round's draft that
    ``view`` comes after, in the world ``drawn`` (its deal and picks), step by step.

    Each is the engine's view of that seat then (``tests/ai/test_inference.py`` checks
    it against real games) but for one thing the sample does not hold: the seat's own
    discards of earlier rounds, left empty."""
    n, me = view.players, view.seat
    deal = SETUPS[n].deal
    in_draft = view.phase is Phase.DRAFT
    done = view.step - 1 if in_draft else deal - 1
    d = Direction(view.direction)
    before = replace(
        view,
        phase=Phase.DRAFT,
        steps=view.steps if in_draft else deal - 1,
        chosen=(False,) * n,
        tables=tuple(
            tuple(t - p for t, p in zip(table, played))
            for table, played in zip(view.tables, view.round_played)
        ),
        round_played=(_NONE,) * n,
        pending=None,
        discarded=_NONE,
    )
    if "event_cards" in view.config.variants:
        before = replace(
            before,
            turn_order=(),
            turn=0,
            batch=1,
            face_down_sizes=(0,) * n,
            pending_second=None,
            face_down=_NONE,
            gave=None,
            received=None,
        )
    if "dirty_tricks" in view.config.variants:
        before = replace(before, virtual=(), drawn=_NONE)
    hands = [list(h) for h in drawn.round_start_hands]  # hands[o]: the hand dealt to o, now
    kept = [[0] * NUM_GUILDS for _ in range(n)]
    memory: list[list[DraftMemory]] = [[] for _ in range(n)]
    for step in range(done):
        for origin in range(n):
            seat = d.along(origin, step, n)
            hand = tuple(hands[origin])
            if seat != me:
                yield replace(
                    before,
                    seat=seat,
                    step=step + 1,
                    hand=hand,
                    kept=tuple(kept[seat]),
                    draft_memory=tuple(memory[seat]),
                    hand_sizes=(deal - step,) * n,
                    kept_sizes=(step,) * n,
                )
            guild = drawn.picks[(seat, step)]
            memory[seat].append(DraftMemory(hand, guild))
            hands[origin][guild] -= 1
            kept[seat][guild] += 1


def pick_log_likelihood(view: SeatView, drawn: Sample, beta: float) -> float:
    """The log-probability of the other seats' picks of this round in ``drawn`` if each
    picks like the normal level with sharpness ``beta`` (per vote of its scores)."""
    model = HeuristicAgent(0)
    total = 0.0
    for seen in draft_views(view, drawn):
        legal = [Choice.pick(g) for g in range(NUM_GUILDS) if seen.hand[g]]
        if len(legal) < 2:
            continue
        scores = {c.guild: v for c, v in model.choice_scores(seen, legal).items()}
        top = max(scores.values())
        norm = sum(math.exp(beta * (v - top)) for v in scores.values())
        picked = drawn.picks[(seen.seat, seen.step - 1)]
        total += beta * (scores[picked] - top) - math.log(norm)
    return total


def effective_size(logs: Sequence[float]) -> float:
    """The effective sample size of weights ``exp(logs)``: (sum w)^2 / sum w^2, from 1
    (one sample carries all the weight) to ``len(logs)`` (equal weights)."""
    top = max(logs)
    w = [math.exp(v - top) for v in logs]
    return sum(w) ** 2 / sum(x * x for x in w)


def tempered(logs: Sequence[float], least: float) -> float:
    """The largest power ``a`` in [0, 1] such that the weights ``exp(a * logs)`` keep an
    effective size of at least ``least`` (to 1/1024): the likelihood flattened just
    enough that the pool is not a few worlds."""
    if effective_size(logs) >= least:
        return 1.0
    lo, hi = 0.0, 1.0
    for _ in range(10):
        mid = (lo + hi) / 2
        if effective_size([mid * v for v in logs]) >= least:
            lo = mid
        else:
            hi = mid
    return lo


def reweighted(
    view: SeatView,
    samples: Sequence[Sample],
    beta: float,
    size: int,
    rnd: random.Random,
    spread: float = 0.0,
) -> list[Sample]:
    """``size`` samples drawn with replacement from ``samples`` in proportion to their
    ``pick_log_likelihood``, tempered (``tempered``) so that the weights' effective size
    is at least ``spread`` times the number of samples (0: not tempered)."""
    logs = [pick_log_likelihood(view, s, beta) for s in samples]
    power = tempered(logs, spread * len(logs)) if spread > 0 else 1.0
    top = max(logs)
    return rnd.choices(list(samples), weights=[math.exp(power * (v - top)) for v in logs], k=size)
