"""``heuristic``: plans majorities from what it has seen.

It projects every seat's table at this round's count (its own kept cards, the others'
remaining plays spread over the cards it passed them and the unknown pool), values a
table by its expected votes at this count and, weighted lower, the later ones (tables
carry over), and picks the card that adds most, plus a share of what that card would
be worth to the seat it passes to when that seat leads (denial). In the play phase it
chooses the best set of cards to play from its hand and plays the strongest of that set,
leaving the weakest unplayed. At its Dirty Trick turn it takes the use with the best
margin now and, for lasting changes, later (``guildes.ai.tricks``).
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from guildes.ai.agent import Agent, register
from guildes.ai.knowledge import (
    SoftValue,
    expected_virtual,
    plays_left,
    projected_tables,
    receiver,
    soft_value,
)
from guildes.ai.tricks import heuristic_trick_scores
from guildes.rules import Choice, Phase, SeatView


@register
class HeuristicAgent(Agent):
    """Majority planner with denial; see the module docstring."""

    name = "heuristic"
    params = {"future": float, "deny": float}

    def choose(self, view: SeatView, legal: Sequence[Choice]) -> Choice:
        """The choice with the best projected value (ties broken at random)."""
        scores = self.choice_scores(view, legal)
        return max(legal, key=lambda c: (scores[c], self.rng.random()))

    def scores(self, view: SeatView, legal: Sequence[Choice]) -> dict[int, float]:
        """Guild -> how good each legal one-card choice looks (higher is better);
        comparable within one decision only."""
        return {c.guild: v for c, v in self.choice_scores(view, legal).items()}

    def choice_scores(self, view: SeatView, legal: Sequence[Choice]) -> dict[Choice, float]:
        """Choice -> how good it looks (higher is better); comparable within one decision
        only. Picks: the value added, plus denial; plays: the best set of cards still to
        play from the hand, and what each choice keeps of it; gifts to a redistribution:
        what the hand is worth without the card."""
        future = float(self.settings.get("future", 0.5))
        deny = float(self.settings.get("deny", 0.3))
        if view.phase is Phase.TRICKS:
            return heuristic_trick_scores(view, legal, self.rng, future)
        rows = projected_tables(view)
        for card in expected_virtual(view):  # the Dirty Tricks' +1 cards, this count
            rows[card.seat][card.guild] += card.delta
        me = view.seat
        rnd = view.voting_round
        out: dict[Choice, float] = {}
        if view.phase is Phase.DRAFT:
            rows[me] = [t + k for t, k in zip(rows[me], view.kept)]
            base = SoftValue(me, rows, rnd, future)
            r = receiver(view)
            leader = max(range(view.players), key=lambda s: (view.scores[s], s != me))
            r_weight = deny if r == leader else deny / 3
            r_base = SoftValue(r, rows, rnd, future)
            for c in legal:
                g = c.guild
                was = rows[me][g], rows[r][g]
                rows[me][g] += 1
                gain = base.with_guild(rows, g) - base.total
                rows[me][g] -= 1
                rows[r][g] += 1
                theirs = r_base.with_guild(rows, g) - r_base.total
                rows[r][g] -= 1
                if (rows[me][g], rows[r][g]) != was:  # a fraction's last bit lost: go on from it
                    base.refresh(rows, g)
                    r_base.refresh(rows, g)
                out[c] = gain + r_weight * theirs
            return out

        table = rows[me][:]
        cards = [g for g in range(len(view.hand)) for _ in range(view.hand[g])]

        def best_set(hand: list[int]) -> tuple[float, tuple[int, ...]]:
            """The most valuable set of the cards still to play, from ``hand``."""
            size = min(plays_left(view, me), len(hand))
            best: tuple[float, tuple[int, ...]] | None = None
            for combo in sorted(set(combinations(hand, size))):
                rows[me] = table[:]
                for g in combo:
                    rows[me][g] += 1
                v = soft_value(me, rows, rnd, future)
                if best is None or v > best[0]:
                    best = (v, combo)
            assert best is not None
            return best

        if view.phase is Phase.REDISTRIBUTE:
            for c in legal:
                rest = list(cards)
                rest.remove(c.guild)
                out[c] = best_set(rest)[0]
            return out

        value, combo = best_set(cards)
        for c in legal:
            chosen = [c.guild] if c.other_guild is None else [c.guild, c.other_guild]
            rest = list(combo)
            try:
                for g in chosen:
                    rest.remove(g)
            except ValueError:  # left unplayed: below every card of the best set
                out[c] = -1e9
                continue
            rows[me] = table[:]
            for k in combo:
                rows[me][k] += 1
            for g in chosen:
                rows[me][g] -= 1
            out[c] = value - soft_value(me, rows, rnd, future)
        return out
