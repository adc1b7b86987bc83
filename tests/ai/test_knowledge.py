"""What a seat works out from its view: the soft value the normal level scores with."""

from __future__ import annotations

import random

from guildes.ai.knowledge import SoftValue, soft_value
from guildes.rules import NUM_GUILDS


def _rows(rnd: random.Random, players: int) -> list[list[float]]:
    return [
        [rnd.choice((0.0, 1.0, 2.0, rnd.random() * 4)) for _ in range(NUM_GUILDS)]
        for _ in range(players)
    ]


def test_soft_value_by_guild_is_the_same_float() -> None:
    """A change in one guild's column, valued from the kept terms, gives to the bit what
    ``soft_value`` gives for the changed rows; ``refresh`` moves the start to them."""
    rnd = random.Random(5)
    for _ in range(300):
        players, seat = rnd.randint(3, 6), 0
        rows = _rows(rnd, players)
        first, future = rnd.randint(1, 3), rnd.choice((0.5, 0.3))
        kept = SoftValue(seat, rows, first, future)
        assert kept.total == soft_value(seat, rows, first, future)
        for _ in range(4):
            g, who = rnd.randrange(NUM_GUILDS), rnd.randrange(players)
            rows[who][g] += rnd.choice((1.0, 0.1, -0.3))
            assert kept.with_guild(rows, g) == soft_value(seat, rows, first, future)
            kept.refresh(rows, g)
        assert kept.with_guild(rows, 0) == soft_value(seat, rows, first, future)
