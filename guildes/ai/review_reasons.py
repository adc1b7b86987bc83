"""Why a choice is worth what it is, in the game's words, from the seat's view only.

A ``Reason`` is data (a text key and whole-number parameters), never a sentence: the UI
and the review's command line render it in the player's language
(``guildes.ui.review_text.reason_text``; the keys are ``review.reason.<key>`` in the
catalogs). Parameters: ``guild`` (a guild index), ``seat`` (a seat index: the UI puts
its name), ``votes``, ``mine``, ``theirs``, ``counts``, ``per_card``.

What a reason says:

- a card (a pick, a play, a gift): what one more card of its guild does to the seat's
  majority at this round's count, as the seat can see the tables (its own cards kept or
  on the table, the others' tables): it takes the lead, draws level, keeps or adds to a
  lead, reaches a second place, or wins nothing; and what that count pays; a pick that
  wins nothing may still keep the card from the seat leading the game, where that seat
  leads the guild on the tables; Militia pays per card at every count left; a gift is
  what the seat can spare;
- a Dirty Trick: what the use does to this count's votes (the engine's effect on the
  tables and the +1/-1 cards, ``guildes.ai.tricks``): votes for the seat, votes taken
  from the best other seat, D's expected draw; or that declining keeps the tables.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any

from guildes.ai.knowledge import count_modifiers
from guildes.ai.tricks import draw_outcomes, votes_after
from guildes.rules import (
    GUILDS,
    MILITIA,
    VOTING_ROUNDS,
    Choice,
    ChoiceKind,
    Phase,
    SeatView,
    count_votes,
)

REASON_KEYS: tuple[str, ...] = (
    "militia",
    "takes_lead",
    "draws_level",
    "adds_to_lead",
    "second_place",
    "wins_nothing",
    "denies_leader",
    "give_spare",
    "give_costly",
    "trick_both",
    "trick_gain",
    "trick_hurts",
    "trick_draw",
    "trick_decline",
    "trick_lasting",
)
"""Every reason's key (the catalogs hold ``review.reason.<key>`` for each)."""
DRAW_SAMPLES = 24
"""Discard piles sampled for D's expected draw."""


@dataclass(frozen=True, slots=True)
class Reason:
    """A reason's key (one of ``REASON_KEYS``) and its whole-number parameters."""

    key: str
    params: dict[str, int] = field(default_factory=dict)

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form; ``from_dict`` reads it back."""
        return {"key": self.key, "params": dict(self.params)}

    @staticmethod
    def from_dict(data: Any) -> Reason:
        """Read a reason back; ValueError if malformed."""
        if not isinstance(data, dict) or data.get("key") not in REASON_KEYS:
            raise ValueError("a reason needs a known key")
        params = data.get("params", {})
        if not isinstance(params, dict) or not all(
            isinstance(k, str) and type(v) is int for k, v in params.items()
        ):
            raise ValueError("a reason's parameters are whole numbers")
        return Reason(data["key"], dict(params))


def _my_rows(view: SeatView) -> list[list[int]]:
    """The tables as the seat expects them at this round's count: its own with the cards
    it kept in the draft (it plays most of them), the others' as they lie."""
    rows = [list(t) for t in view.tables]
    me = view.seat
    if view.phase is Phase.DRAFT:
        rows[me] = [a + b for a, b in zip(rows[me], view.kept)]
    rows[me] = [a + b for a, b in zip(rows[me], view.face_down)]
    return rows


def card_reason(view: SeatView, guild: int) -> Reason:
    """What one more ``guild`` card does for the seat at this round's count (or, for a
    gift, what giving it away costs); see the module docstring."""
    me, rnd = view.seat, view.voting_round
    if guild == MILITIA and view.phase is not Phase.REDISTRIBUTE:
        per_card = GUILDS[MILITIA].per_card
        counts = VOTING_ROUNDS - rnd + 1
        return Reason(
            "militia", {"per_card": per_card, "counts": counts, "votes": per_card * counts}
        )
    rows = _my_rows(view)
    modifiers = count_modifiers(view)
    before = count_votes(rows, rnd, modifiers)[me]
    if view.phase is Phase.REDISTRIBUTE:
        rows[me][guild] += view.hand[guild]  # the hand is what the seat will play
        kept = count_votes(rows, rnd, modifiers)[me]
        rows[me][guild] -= 1
        cost = kept - count_votes(rows, rnd, modifiers)[me]
        if cost > 0:
            return Reason("give_costly", {"guild": guild, "votes": cost})
        return Reason("give_spare", {"guild": guild})
    rows[me][guild] += 1
    gain = count_votes(rows, rnd, modifiers)[me] - before
    # The cards as this count counts them (the +1/-1 cards included).
    column = modifiers.counted_column([r[guild] for r in rows], guild)
    mine = column[me]
    theirs, rival = max(
        ((column[s], s) for s in range(view.players) if s != me), key=lambda x: (x[0], -x[1])
    )
    params = {"guild": guild, "mine": mine, "theirs": theirs, "seat": rival, "votes": gain}
    if mine > theirs:
        return Reason("takes_lead" if mine - 1 <= theirs and gain > 0 else "adds_to_lead", params)
    if mine == theirs and gain > 0:
        return Reason("draws_level", params)
    if gain > 0:
        return Reason("second_place", params)
    leader = max(range(view.players), key=lambda s: (view.scores[s], -s))
    if (
        view.phase is Phase.DRAFT
        and leader != me
        and view.scores[leader] > view.scores[me]
        and column[leader] == theirs > 0
    ):
        return Reason("denies_leader", {**params, "seat": leader})
    return Reason("wins_nothing", params)


def trick_reason(view: SeatView, choice: Choice) -> Reason:
    """What a Dirty Trick use (or declining it) does to this count's votes."""
    me, n = view.seat, view.players
    if choice.kind is ChoiceKind.DECLINE:
        return Reason("trick_decline")
    base = votes_after(view, Choice.decline())
    rival = max((s for s in range(n) if s != me), key=lambda s: (base[s], -s))
    if choice.kind is ChoiceKind.DRAW:
        rnd = random.Random(view.voting_round * 1_000 + me)
        expected = draw_outcomes(view, rnd, DRAW_SAMPLES)
        return Reason("trick_draw", {"votes": round(expected[me] - base[me])})
    after = votes_after(view, choice)
    gain, loss = after[me] - base[me], base[rival] - after[rival]
    if gain > 0 and loss > 0:
        return Reason("trick_both", {"votes": gain, "theirs": loss, "seat": rival})
    if gain > 0:
        return Reason("trick_gain", {"votes": gain})
    if loss > 0:
        return Reason("trick_hurts", {"theirs": loss, "seat": rival})
    return Reason("trick_lasting")


def reason_for(view: SeatView, choice: Choice) -> Reason:
    """The reason for ``choice`` at ``view`` (a card, a batch of two: its first card, or
    a Dirty Trick; the card played after D's draw is a card)."""
    if view.phase is Phase.TRICKS and (choice.kind is not ChoiceKind.TRICK or not any(view.drawn)):
        return trick_reason(view, choice)
    return card_reason(view, choice.guild)
