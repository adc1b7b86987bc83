"""What a seat can work out from its view: the unknown pool, the cards it passed, and a
projection of the other seats' tables at this round's count. Used by the heuristic
agent and the sampler; reads only the view."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import replace

from guildes.rules import (
    GUILDS,
    NUM_GUILDS,
    SETUPS,
    CountModifiers,
    Direction,
    EventCard,
    Phase,
    SeatView,
    Trick,
    VirtualCard,
    deck_composition,
)
from guildes.rules.event_rules import round_modifiers, round_play

_RANGE = range(NUM_GUILDS)


def round_event(view: SeatView) -> EventCard | None:
    """This round's Event card when the Event-card variant is on (its text applies), else
    None (only its arrow counts)."""
    if "event_cards" not in view.config.variants:
        return None
    return EventCard(view.event_cards[view.voting_round - 1])


def plays_this_round(view: SeatView) -> int:
    """Cards each seat plays this round (the engine's rule for the round's Event card)."""
    return round_play(view.players, round_event(view))


def count_modifiers(view: SeatView) -> CountModifiers:
    """What changes this round's count (the engine's rule for the round's Event card),
    and with Dirty Tricks, before their phase, the +1/-1 cards the seats hold, expected
    +1 on their holders' own tables (``expected_virtual``)."""
    modifiers = round_modifiers(round_event(view))
    virtual = expected_virtual(view)
    return replace(modifiers, virtual=virtual) if virtual else modifiers


def expected_virtual(view: SeatView) -> tuple[VirtualCard, ...]:
    """The +1/-1 cards (F to I) this round's count will see, as far as this seat can
    tell before the Dirty Tricks phase: each holder's +1 on its own table (public: the
    tricks are dealt face up). In the phase and after: the cards placed."""
    if not view.tricks or view.phase not in (Phase.DRAFT, Phase.REDISTRIBUTE, Phase.PLAY):
        return view.virtual
    out = []
    for seat, letter in enumerate(view.tricks):
        guild = Trick(letter).guild
        if guild is not None:
            out.append(VirtualCard(seat, guild, 1))
    return tuple(out)


def plays_left(view: SeatView, seat: int) -> int:
    """Cards ``seat`` has still to play this round (face-down cards are played)."""
    if view.phase is not Phase.PLAY:
        return plays_this_round(view)
    face_down = view.face_down_sizes[seat] if view.face_down_sizes else 0
    return plays_this_round(view) - sum(view.round_played[seat]) - face_down


def seen_hands(view: SeatView) -> list[tuple[int, ...]]:
    """The hands this seat held this round, step by step (the current one last)."""
    seen = [m.hand for m in view.draft_memory]
    if view.phase is Phase.DRAFT:
        seen.append(view.hand)
    return seen


def unknown_pool(view: SeatView) -> list[int]:
    """Cards per guild this seat cannot place: in hands it never saw, picked from them,
    in the deck, or in the others' discards (Dirty Tricks: C's cards discarded face up
    are placed; the pile D shuffled is not)."""
    pool = list(deck_composition(view.players))
    for s in range(view.players):
        for g in _RANGE:
            pool[g] -= view.tables[s][g] - view.round_played[s][g]
    for g in _RANGE:
        pool[g] -= view.discarded[g] + view.pile_public[g]
    first_seen: dict[int, tuple[int, ...]] = {}
    for t, hand in enumerate(seen_hands(view)):
        first_seen.setdefault(t % view.players, hand)
    for hand in first_seen.values():
        for g in _RANGE:
            pool[g] -= hand[g]
    return pool


def passed_out(view: SeatView) -> list[int]:
    """Cards this seat passed this round that it has not seen come back: they are now in
    the other seats' hands or kept cards (or already revealed by them)."""
    seen = seen_hands(view)
    n = view.players
    out = [0] * NUM_GUILDS
    for t, m in enumerate(view.draft_memory):
        if t + n < len(seen):
            continue
        for g in _RANGE:
            out[g] += m.hand[g] - (1 if g == m.picked else 0)
    return out


def projected_tables(view: SeatView) -> list[list[float]]:
    """Each seat's expected cards per guild at this round's count. This seat: its table
    plus its kept (draft) or hand (play) cards. Others: their table plus their remaining
    plays spread over what they may hold (cards passed to them and the unknown pool)."""
    n, me = view.players, view.seat
    setup = SETUPS[n]
    passed = passed_out(view)
    pool = unknown_pool(view)
    revealed_by_others = sum(sum(view.round_played[s]) for s in range(n) if s != me)
    circulating = max(0, (n - 1) * setup.deal - sum(passed) - revealed_by_others)
    pool_total = sum(pool)
    f = circulating / pool_total if pool_total else 0.0
    mass = [passed[g] + pool[g] * f for g in _RANGE]
    total = sum(mass) or 1.0
    share = [m / total for m in mass]
    rows: list[list[float]] = []
    for s in range(n):
        if s == me:  # its table and its face-down cards (played, not yet revealed)
            rows.append([float(t + f) for t, f in zip(view.tables[s], view.face_down)])
            continue
        remaining = plays_this_round(view) - sum(view.round_played[s])
        rows.append([view.tables[s][g] + remaining * share[g] for g in _RANGE])
    return rows


def receiver(view: SeatView) -> int:
    """The seat that receives this seat's hand after a pick."""
    return Direction(view.direction).receiver(view.seat, view.players)


def _sig(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x))


def soft_guild_votes(mine: float, others: Sequence[float], values: Sequence[int]) -> float:
    """Expected votes for holding ``mine`` cards of a guild against others' expected
    counts: the expected number of seats ahead sets a fractional place, and the value is
    interpolated between the places' values."""
    if mine <= 0:
        return 0.0
    ahead = sum(_sig((o - mine) / 0.5) for o in others if o > 0)
    lo = int(ahead)
    frac = ahead - lo
    a = values[lo] if lo < len(values) else 0
    b = values[lo + 1] if lo + 1 < len(values) else 0
    return (1 - frac) * a + frac * b


def _guild_terms(
    seat: int, rows: Sequence[Sequence[float]], g: int, first_round: int, future_weight: float
) -> list[float]:
    """The terms ``soft_value`` adds for guild ``g``, in its order (one per count)."""
    info = GUILDS[g]
    mine = rows[seat]
    if info.is_militia:
        per = mine[g] * info.per_card
        return [
            per * (1.0 if k == first_round else future_weight)
            for k in range(first_round, len(GUILDS[0].values) + 1)
        ]
    others = [rows[s][g] for s in range(len(rows)) if s != seat]
    return [
        (1.0 if k == first_round else future_weight)
        * soft_guild_votes(mine[g], others, info.values[k - 1])
        for k in range(first_round, len(info.values) + 1)
    ]


def soft_value(
    seat: int, rows: Sequence[Sequence[float]], first_round: int, future_weight: float
) -> float:
    """Expected votes of ``seat`` over the counts from ``first_round`` to 3, the later
    counts weighted by ``future_weight`` (tables carry over, but others will add)."""
    total = 0.0
    for g in _RANGE:
        for term in _guild_terms(seat, rows, g, first_round, future_weight):
            total += term
    return total


class SoftValue:
    """``soft_value`` of one seat, kept by guild, so that the value with one guild's
    column of the rows changed costs that guild's terms only (and is the same float
    ``soft_value`` gives: the same terms added in the same order)."""

    def __init__(
        self, seat: int, rows: Sequence[Sequence[float]], first_round: int, future_weight: float
    ) -> None:
        self.seat, self.first_round, self.future_weight = seat, first_round, future_weight
        self.terms = [_guild_terms(seat, rows, g, first_round, future_weight) for g in _RANGE]
        self.before: list[float] = []
        """The running total before each guild's terms."""
        total = 0.0
        for terms in self.terms:
            self.before.append(total)
            for term in terms:
                total += term
        self.total = total

    def with_guild(self, rows: Sequence[Sequence[float]], g: int) -> float:
        """``soft_value`` of the seat for ``rows``, which differ from the rows it was made
        with in guild ``g``'s column only."""
        total = self.before[g]
        for term in _guild_terms(self.seat, rows, g, self.first_round, self.future_weight):
            total += term
        for terms in self.terms[g + 1 :]:
            for term in terms:
                total += term
        return total

    def refresh(self, rows: Sequence[Sequence[float]], g: int) -> None:
        """Take guild ``g``'s column of ``rows`` as the one later ``with_guild`` calls
        start from (``total`` stays the value the seat was made with)."""
        self.terms[g] = _guild_terms(self.seat, rows, g, self.first_round, self.future_weight)
        total = self.before[g]
        for h in range(g, NUM_GUILDS):
            self.before[h] = total
            for term in self.terms[h]:
                total += term
