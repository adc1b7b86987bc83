"""UCB1 over a flat list of choices: the bandit the flat searches share (a decision that
is not one card for every seat at once, and a Dirty Trick turn)."""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from typing import Generic, TypeVar

C = TypeVar("C", bound=Hashable)


class Bandit(Generic[C]):
    """Visits and total rewards per choice; ``pick`` is the UCB1 choice (an untried
    choice first, at random among them), ``best`` the choice tried most."""

    def __init__(self, choices: Sequence[C], c: float, rnd: random.Random) -> None:
        self.choices = list(choices)
        self.c = c
        self.rnd = rnd
        self.visits: dict[C, int] = dict.fromkeys(self.choices, 0)
        self.rewards: dict[C, float] = dict.fromkeys(self.choices, 0.0)
        self.total = 0

    def pick(self) -> C:
        """The choice to try next."""
        visits, rewards, c, rand = self.visits, self.rewards, self.c, self.rnd.random
        log_total = math.log(self.total + 1)
        return max(
            self.choices,
            key=lambda ch: (
                rewards[ch] / visits[ch] + c * math.sqrt(log_total / visits[ch])
                if visits[ch]
                else 1e9 + rand()
            ),
        )

    def record(self, choice: C, reward: float) -> None:
        """One try of ``choice`` scored ``reward``."""
        self.visits[choice] += 1
        self.rewards[choice] += reward
        self.total += 1

    def best(self) -> C:
        """The choice tried most (ties: the better total reward)."""
        return max(self.choices, key=lambda ch: (self.visits[ch], self.rewards[ch]))
