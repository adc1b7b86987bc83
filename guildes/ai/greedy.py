"""``greedy``: the choice with the best immediate gain at the next vote count."""

from __future__ import annotations

from collections.abc import Sequence

from guildes.ai.agent import Agent, register
from guildes.ai.knowledge import count_modifiers
from guildes.ai.tricks import greedy_trick
from guildes.rules import GUILDS, Choice, ChoiceKind, Phase, SeatView, count_votes


def next_count_gain(view: SeatView, guild: int, second: int | None = None) -> int:
    """Votes this seat would gain at this round's count (with its modifiers) with one more
    ``guild`` card (and one more ``second``), given what is on the tables, its face-down
    cards and, in the draft, the cards it has kept."""
    rows = [list(t) for t in view.tables]
    me = view.seat
    rows[me] = [t + f for t, f in zip(rows[me], view.face_down)]
    if view.phase is Phase.DRAFT:
        rows[me] = [t + k for t, k in zip(rows[me], view.kept)]
    modifiers = count_modifiers(view)
    before = count_votes(rows, view.voting_round, modifiers)[me]
    rows[me][guild] += 1
    if second is not None:
        rows[me][second] += 1
    return count_votes(rows, view.voting_round, modifiers)[me] - before


@register
class GreedyAgent(Agent):
    """Takes the card (or pair of cards) that adds the most votes at the next count (ties:
    the guild worth more this round, then at random); gives away the card that adds the
    least; at its Dirty Trick turn, the use (or decline) that adds the most votes at
    this count (``guildes.ai.tricks.greedy_trick``)."""

    name = "greedy"

    def choose(self, view: SeatView, legal: Sequence[Choice]) -> Choice:
        """The legal choice with the best immediate gain."""
        if view.phase is Phase.TRICKS:
            return greedy_trick(view, legal, self.rng)
        rnd = view.voting_round

        def worth(g: int) -> int:
            info = GUILDS[g]
            return info.per_card if info.is_militia else info.values[rnd - 1][0]

        def key(c: Choice) -> tuple[int, int, float]:
            gain = next_count_gain(view, c.guild, c.other_guild)
            value = worth(c.guild) + (0 if c.other_guild is None else worth(c.other_guild))
            if c.kind is ChoiceKind.GIVE:  # the card it misses least
                return (-gain, -value, self.rng.random())
            return (gain, value, self.rng.random())

        return max(legal, key=key)
