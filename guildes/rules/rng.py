"""The deterministic shuffle used for deals and Happening draws.

Python's ``random`` module promises that ``Random(seed).random()`` gives the same
sequence on every version (a compatible seeder is kept), but not that ``shuffle`` or
``randrange`` do. So the engine draws only ``random()`` floats and does its own
Fisher-Yates shuffle: the same seed gives the same game on any machine and version.
"""

from __future__ import annotations

import random
from functools import cache
from math import floor


@cache
def _spans(length: int) -> tuple[tuple[int, float], ...]:
    """Fisher-Yates positions for ``length`` items, last first, each with the number of
    places it may swap with (as a float, so drawing costs one float multiplication)."""
    return tuple((i, float(i + 1)) for i in range(length - 1, 0, -1))


class SeededRng:
    """A generator whose every draw derives from ``random.Random(seed).random()``."""

    __slots__ = ("_random",)

    def __init__(self, seed: int) -> None:
        self._random = random.Random(seed).random

    def shuffle(self, items: list[int]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates: position i, from the last, swaps with
        position ``floor(random() * (i + 1))``; ``floor`` equals ``int`` here and is cheaper)."""
        rnd = self._random
        for i, span in _spans(len(items)):
            j = floor(rnd() * span)
            items[i], items[j] = items[j], items[i]
