"""``heuristic``: plans majorities from what it has seen.

It projects every seat's table at this round's count (its own kept cards, the others'
remaining plays spread over the cards it passed them and the unknown pool), values a
table by its expected votes at this count and, weighted lower, the later ones (tables
carry over), and picks the card that adds most, plus a share of what that card would
be worth to the seat it passes to when that seat leads (denial). In the play phase it
chooses the best set of cards to play from its hand and plays the strongest of that set,
leaving the weakest unplayed.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from guildes.ai.agent import Agent, register
from guildes.ai.knowledge import projected_tables, receiver, soft_value
from guildes.rules import Choice, Phase, SeatView


@register
class HeuristicAgent(Agent):
    """Majority planner with denial; see the module docstring."""

    name = "heuristic"
    params = {"future": float, "deny": float}

    def choose(self, view: SeatView, legal: Sequence[Choice]) -> Choice:
        """The choice with the best projected value (ties broken at random)."""
        scores = self.scores(view, legal)
        return max(legal, key=lambda c: (scores[c.guild], self.rng.random()))

    def scores(self, view: SeatView, legal: Sequence[Choice]) -> dict[int, float]:
        """Guild -> how good each legal choice looks (higher is better); comparable
        within one decision only."""
        future = float(self.settings.get("future", 0.5))
        deny = float(self.settings.get("deny", 0.3))
        rows = projected_tables(view)
        me = view.seat
        rnd = view.voting_round
        out: dict[int, float] = {}
        if view.phase is Phase.DRAFT:
            rows[me] = [t + k for t, k in zip(rows[me], view.kept)]
            base = soft_value(me, rows, rnd, future)
            r = receiver(view)
            leader = max(range(view.players), key=lambda s: (view.scores[s], s != me))
            r_weight = deny if r == leader else deny / 3
            r_base = soft_value(r, rows, rnd, future)
            for c in legal:
                g = c.guild
                rows[me][g] += 1
                gain = soft_value(me, rows, rnd, future) - base
                rows[me][g] -= 1
                rows[r][g] += 1
                theirs = soft_value(r, rows, rnd, future) - r_base
                rows[r][g] -= 1
                out[g] = gain + r_weight * theirs
            return out

        remaining = view.steps - view.step + 1
        cards = [g for g in range(len(view.hand)) for _ in range(view.hand[g])]
        table = rows[me][:]
        best: tuple[float, tuple[int, ...]] | None = None
        for combo in sorted(set(combinations(cards, min(remaining, len(cards))))):
            rows[me] = table[:]
            for g in combo:
                rows[me][g] += 1
            v = soft_value(me, rows, rnd, future)
            if best is None or v > best[0]:
                best = (v, combo)
        assert best is not None
        value, combo = best
        for c in legal:
            g = c.guild
            if g not in combo:  # left unplayed: below every card of the best set
                out[g] = -1e9
                continue
            rows[me] = table[:]
            for k in combo:
                rows[me][k] += 1
            rows[me][g] -= 1
            out[g] = value - soft_value(me, rows, rnd, future)
        return out
