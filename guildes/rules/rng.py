"""The deterministic shuffle used for deals and Event draws.

Python's ``random`` module promises that ``Random(seed).random()`` gives the same
sequence on every version (a compatible seeder is kept), but not that ``shuffle`` or
``randrange`` do. So the engine draws only ``random()`` floats and does its own
Fisher-Yates shuffle: the same seed gives the same game on any machine and version.
"""

from __future__ import annotations

import random
from itertools import islice
from operator import mul


class SeededRng:
    """A generator whose every draw derives from ``random.Random(seed).random()``."""

    __slots__ = ("_random",)

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed).random

    def below(self, n: int) -> int:
        """An integer in ``[0, n)``, from one 53-bit float."""
        if n <= 0:
            raise ValueError("n must be positive")
        return int(self._random() * n)

    def shuffle(self, items: list[int]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates)."""
        last = len(items) - 1
        if last < 1:
            return
        # j_i = int(random() * (i + 1)) for i = last..1, drawn in that order (in C).
        floats = islice(iter(self._random, None), last)
        picks = map(int, map(mul, floats, range(last + 1, 1, -1)))
        for i, j in zip(range(last, 0, -1), picks):
            items[i], items[j] = items[j], items[i]
