"""``greedy``: the choice with the best immediate gain at the next vote count."""

from __future__ import annotations

from collections.abc import Sequence

from guildes.ai.agent import Agent, register
from guildes.rules import GUILDS, Choice, Phase, SeatView, count_votes


def next_count_gain(view: SeatView, guild: int) -> int:
    """Votes this seat would gain at this round's count with one more ``guild`` card,
    given what is on the tables and, in the draft, the cards it has kept."""
    rows = [list(t) for t in view.tables]
    me = view.seat
    if view.phase is Phase.DRAFT:
        rows[me] = [t + k for t, k in zip(rows[me], view.kept)]
    before = count_votes(rows, view.voting_round)[me]
    rows[me][guild] += 1
    return count_votes(rows, view.voting_round)[me] - before


@register
class GreedyAgent(Agent):
    """Takes the card that adds the most votes at the next count (ties: the guild worth
    more this round, then at random)."""

    name = "greedy"

    def choose(self, view: SeatView, legal: Sequence[Choice]) -> Choice:
        """The legal choice with the best immediate gain."""
        rnd = view.voting_round

        def key(c: Choice) -> tuple[int, int, float]:
            info = GUILDS[c.guild]
            worth = info.per_card if info.is_militia else info.values[rnd - 1][0]
            return (next_count_gain(view, c.guild), worth, self.rng.random())

        return max(legal, key=key)
