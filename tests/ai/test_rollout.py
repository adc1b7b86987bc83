"""The guided rollouts' scoring of picks."""

from __future__ import annotations

import random

from guildes.ai.rollout import pick_scores
from guildes.ai.world import world_from_game
from guildes.rules import GUILDS, MILITIA, Game, GameConfig

FIRST = [[g.values[r][0] if g.values else 0 for g in GUILDS] for r in range(3)]
SECOND = [
    [g.values[r][1] if g.values and len(g.values[r]) > 1 else 0 for g in GUILDS] for r in range(3)
]


def expected_score(totals: list[list[int]], seat: int, guild: int, voting_round: int) -> float:
    """The scoring rule written plainly: by the seat's margin over the best other seat."""
    if guild == MILITIA:
        return GUILDS[MILITIA].per_card * (4 - voting_round)
    first, second = FIRST[voting_round - 1][guild], SECOND[voting_round - 1][guild]
    mine = totals[seat][guild]
    other = max(t[guild] for s, t in enumerate(totals) if s != seat)
    margin = mine - other
    if margin >= 1:
        return first * 0.35  # already ahead
    if margin == 0:
        return first  # this card takes the lead
    if margin == -1:
        return (first + second) * 0.5  # draws level
    if margin == -2:
        return second * 0.6
    return second * 0.15


def test_pick_scores_follow_the_margin_rule() -> None:
    rng = random.Random(5)
    for players in (3, 4, 5, 6):
        world = world_from_game(Game(GameConfig(players=players, seed=players)))
        for _ in range(300):
            totals = [[rng.choice((0, 0, 1, 2, 3, 5, 9)) for _ in range(9)] for _ in range(players)]
            voting_round = rng.randint(1, 3)
            got = pick_scores(world, voting_round, totals)
            for s in range(players):
                for g in range(9):
                    assert got[s][g] == expected_score(totals, s, g, voting_round)
