"""A guided rollout policy for MCTS: seats draft toward majorities they can win.

Each pick, with probability ``greed`` a seat keeps the card whose guild scores best by a
cheap majority test on the world's tables plus kept cards (taking the lead pays the
guild's first value, drawing level half of it, trailing little; Militia pays per card),
with a little noise; otherwise it picks at random. In the play phase a seat plays its
best-scored cards. It is ``ai.world.play_out`` with this scoring: same rules.
"""

from __future__ import annotations

import random

from ai.world import World, play_out
from guildes.rules import GUILDS, MILITIA, NUM_GUILDS

_RANGE = range(NUM_GUILDS)
_FIRST = [[g.values[r][0] if g.values else 0 for g in GUILDS] for r in range(3)]
_SECOND = [
    [g.values[r][1] if g.values and len(g.values[r]) > 1 else 0 for g in GUILDS] for r in range(3)
]
_MILITIA_VOTES = GUILDS[MILITIA].per_card


def pick_scores(world: World, rnd_round: int, totals: list[list[int]]) -> list[list[float]]:
    """Score of one more card of each guild, per seat (``totals``: tables + kept)."""
    n = world.n
    first, second = _FIRST[rnd_round - 1], _SECOND[rnd_round - 1]
    counts_left = 4 - rnd_round
    out = []
    # best and second-best holders per guild
    top = []
    for g in _RANGE:
        b1 = b2 = -1
        o1 = -1
        for s in range(n):
            v = totals[s][g]
            if v > b1:
                b2, b1, o1 = b1, v, s
            elif v > b2:
                b2 = v
        top.append((b1, o1, b2))
    for s in range(n):
        row = [0.0] * NUM_GUILDS
        mine_row = totals[s]
        for g in _RANGE:
            if g == MILITIA:
                row[g] = _MILITIA_VOTES * counts_left
                continue
            b1, o1, b2 = top[g]
            other = b2 if o1 == s else b1
            mine = mine_row[g] + 1
            if mine > other:
                row[g] = first[g] if mine_row[g] <= other else first[g] * 0.35
            elif mine == other:
                row[g] = (first[g] + second[g]) * 0.5
            else:
                row[g] = second[g] * (0.6 if mine + 1 >= other else 0.15)
        out.append(row)
    return out


def play_out_guided(
    world: World, rnd: random.Random, greed: float, to_round_end: bool = True
) -> None:
    """Play to the end of the voting round (or game) with the guided policy."""
    play_out(world, rnd, to_round_end, pick_scores, greed)
