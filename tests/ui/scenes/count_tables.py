"""Counts for the count overlay's tests, made by the rules' own counting from tables
written out: a busy one (ties left out by the Event card, virtual cards, one of them on
a tied seat) and plain ones, at 3 to 6 players."""

from __future__ import annotations

import random

from guildes.rules import Count, CountModifiers, VirtualCard, make_count

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]

KNIGHTS, ALCHEMISTS = 3, 7

BUSY = (  # Artisans .. Militia, by seat
    (2, 1, 1, 3, 2, 0, 0, 1, 0),
    (0, 2, 0, 2, 0, 2, 1, 0, 1),
    (0, 0, 3, 1, 4, 3, 0, 0, 0),
    (2, 0, 0, 1, 0, 0, 4, 2, 1),
    (1, 2, 0, 0, 0, 0, 3, 0, 4),
    (0, 0, 2, 0, 0, 0, 0, 4, 4),
)


def busy_count(players: int = 6) -> Count:
    """Count 2 with "Tied players are not counted": Artisans, Scholars and Knights left
    out for two seats each; a virtual +1 Knights on seat 2 (which ties it with seat 1,
    so both are left out) and +1 Alchemists on the last seat."""
    tables = BUSY[:players]
    virtual = (VirtualCard(2, KNIGHTS, 1), VirtualCard(players - 1, ALCHEMISTS, 1))
    return make_count(tables, 2, (10,) * players, CountModifiers(virtual, ties_left_out=True))


def plain_count(players: int, seed: int = 3, voting_round: int = 1) -> Count:
    """A count with no modifier, every seat winning votes in several guilds."""
    rng = random.Random(seed)
    tables = tuple(tuple(rng.choice((0, 1, 1, 2, 3, 4)) for _ in range(9)) for _ in range(players))
    return make_count(tables, voting_round, (0,) * players)
