"""The deterministic shuffle used for deals and Event draws.

Python's ``random`` module promises that ``Random(seed).random()`` gives the same
sequence on every version (a compatible seeder is kept), but not that ``shuffle`` or
``randrange`` do. So the engine draws only ``random()`` floats and does its own
Fisher-Yates shuffle: the same seed gives the same game on any machine and version.
"""

from __future__ import annotations

import random


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
        rnd = self._random
        for i in range(len(items) - 1, 0, -1):
            j = int(rnd() * (i + 1))
            items[i], items[j] = items[j], items[i]
