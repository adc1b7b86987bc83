"""The game's generator of chance: deals, Event draws and every later shuffle or draw.

Python's ``random`` module promises that ``Random(seed).random()`` gives the same
sequence on every version (a compatible seeder is kept), but not that ``shuffle`` or
``randrange`` do. So the engine draws only ``random()`` floats and does its own
Fisher-Yates shuffle: the same seed gives the same game on any machine and version.

The generator is part of the game state: its state is the seed and the number of floats
drawn so far, so a copy, a save (``to_dict``) and a replay draw the same numbers next.
It is hidden information (RULINGS §6: nobody knows the deck order): views never hold it.
"""

from __future__ import annotations

import random
from functools import cache
from math import floor
from typing import Any

from guildes.rules.errors import StateError

MAX_DRAWS = 100_000
"""More draws than any game makes (a game draws a few hundred): a stored state that claims
more is refused rather than replayed."""


@cache
def _spans(length: int) -> tuple[tuple[int, float], ...]:
    """Fisher-Yates positions for ``length`` items, last first, each with the number of
    places it may swap with (as a float, so drawing costs one float multiplication)."""
    return tuple((i, float(i + 1)) for i in range(length - 1, 0, -1))


class SeededRng:
    """A generator whose every draw derives from ``random.Random(seed).random()``, and
    which counts its draws (its whole state: ``seed`` and ``draws``)."""

    __slots__ = ("seed", "draws", "_random", "_source")

    def __init__(self, seed: int, draws: int = 0) -> None:
        self.seed = seed
        self.draws = 0
        self._source = random.Random(seed)
        self._random = self._source.random
        self.skip(draws)

    def skip(self, draws: int) -> None:
        """Draw and drop ``draws`` floats (how a state is restored)."""
        rnd = self._random
        for _ in range(draws):
            rnd()
        self.draws += draws

    def random(self) -> float:
        """One float in [0, 1)."""
        self.draws += 1
        return self._random()

    def below(self, n: int) -> int:
        """A whole number from 0 to n-1, each equally likely (e.g. a random seat)."""
        if n < 1:
            raise ValueError(f"below needs at least one choice, not {n}")
        self.draws += 1
        return floor(self._random() * n)

    def shuffle(self, items: list[Any]) -> None:
        """Shuffle ``items`` in place (Fisher-Yates: position i, from the last, swaps with
        position ``floor(random() * (i + 1))``; ``floor`` equals ``int`` here and is cheaper)."""
        rnd = self._random
        spans = _spans(len(items))
        self.draws += len(spans)
        for i, span in spans:
            j = floor(rnd() * span)
            items[i], items[j] = items[j], items[i]

    def copy(self) -> SeededRng:
        """An independent generator in the same state."""
        other = object.__new__(SeededRng)
        other.seed, other.draws = self.seed, self.draws
        other._source = random.Random()
        other._source.setstate(self._source.getstate())
        other._random = other._source.random
        return other

    def __getstate__(self) -> tuple[int, int]:
        return (self.seed, self.draws)

    def __setstate__(self, state: tuple[int, int]) -> None:
        self.__init__(*state)  # type: ignore[misc]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, SeededRng) and (self.seed, self.draws) == (
            other.seed,
            other.draws,
        )

    __hash__ = None  # type: ignore[assignment]

    def to_dict(self) -> dict[str, int]:
        """JSON-compatible state: ``{"seed": ..., "draws": ...}``."""
        return {"seed": self.seed, "draws": self.draws}

    @staticmethod
    def from_dict(data: Any, seed: int) -> SeededRng:
        """The generator of a stored state, which must belong to the game of ``seed``;
        StateError if malformed."""
        if not isinstance(data, dict) or set(data) != {"seed", "draws"}:
            raise StateError("the generator's state must give its seed and draws")
        draws = data["draws"]
        if data["seed"] != seed:
            raise StateError("the generator's seed is not the game's seed")
        if isinstance(draws, bool) or not isinstance(draws, int) or not 0 <= draws <= MAX_DRAWS:
            raise StateError(f"the generator's draws must be a whole number, not {draws!r}")
        return SeededRng(seed, draws)
