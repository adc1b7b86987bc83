"""A guided rollout policy for MCTS: seats draft toward majorities they can win.

Each pick, with probability ``greed`` a seat keeps the card whose guild scores best by a
cheap majority test on the world's tables plus kept cards (taking the lead pays the
guild's first value, drawing level half of it, trailing little; Militia pays per card),
with a little noise; otherwise it picks at random. In the play phase a seat plays its
best-scored cards. It is ``guildes.ai.world.play_out`` with this scoring: same rules.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from guildes.ai.world import World, _random_playout, play_out
from guildes.rules import GUILDS, MILITIA, NUM_GUILDS

_RANGE = range(NUM_GUILDS)
_FIRST = [[g.values[r][0] if g.values else 0 for g in GUILDS] for r in range(3)]
_SECOND = [
    [g.values[r][1] if g.values and len(g.values[r]) > 1 else 0 for g in GUILDS] for r in range(3)
]
_MILITIA_VOTES = GUILDS[MILITIA].per_card


_OFFSET = 64
"""Index of a margin of 0 in a ``_BY_MARGIN`` row (margins stay within +-60 cards)."""


def _by_margin(first: float, second: float) -> list[float]:
    """Score of one more card by the margin ``mine - best other`` before taking it:
    taking the lead pays the first value, drawing level half of the first two, falling
    further behind little, and a lead already held a third of the first."""
    by = {1: first * 0.35, 0: first, -1: (first + second) * 0.5, -2: second * 0.6}
    return [by.get(min(d, 1), second * 0.15) for d in range(-_OFFSET, _OFFSET)]


_BY_MARGIN = [
    [
        [_MILITIA_VOTES * (4 - r)] * (2 * _OFFSET)
        if g == MILITIA
        else _by_margin(_FIRST[r - 1][g], _SECOND[r - 1][g])
        for g in _RANGE
    ]
    for r in range(1, 4)
]


def pick_scores(world: World, rnd_round: int, totals: list[list[int]]) -> Sequence[Sequence[float]]:
    """Score of one more card of each guild, per seat (``totals``: tables + kept): by the
    seat's margin over the best other seat in that guild (``_by_margin``); Militia pays
    per card at every count left."""
    per_guild = []
    offset = _OFFSET
    for by, col in zip(_BY_MARGIN[rnd_round - 1], zip(*totals)):
        b1 = max(col)
        base = offset - b1
        row = [by[t + base] for t in col]
        if col.count(b1) == 1:  # the leader's best other is the second best
            lead = col.index(b1)
            rest = list(col)
            rest[lead] = -1
            row[lead] = by[b1 - max(rest) + offset]
        per_guild.append(row)
    return list(zip(*per_guild))


def play_out_guided(
    world: World, rnd: random.Random, greed: float, to_round_end: bool = True
) -> None:
    """Play to the end of the voting round (or game) with the guided policy."""
    play_out(world, rnd, to_round_end, pick_scores, greed)


def play_out_steered(
    world: World, rnd: random.Random, guide: float, to_round_end: bool = False, free: int = -1
) -> None:
    """A bulk random playout (``guildes.ai.world``) whose picks are, with probability ``guide``,
    the card ``pick_scores`` values most, scored once per round: a few times the cost of
    a random playout, where ``play_out_guided`` is many times. Seat ``free`` (if any)
    picks at random: only the other seats are steered."""
    _random_playout(world, rnd, to_round_end, pick_scores, guide, free)
