"""``random``: uniform over the legal choices."""

from __future__ import annotations

from collections.abc import Sequence

from guildes.ai.agent import Agent, register
from guildes.rules import Choice, SeatView


@register
class RandomAgent(Agent):
    """Chooses uniformly at random among the legal choices."""

    name = "random"

    def choose(self, view: SeatView, legal: Sequence[Choice]) -> Choice:
        """A uniformly random legal choice."""
        return legal[self.rng.randrange(len(legal))]
