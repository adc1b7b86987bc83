"""Where the tables stand now, for the table's glance (stacks, the standings strip,
tooltips) and the Counts panel: this round's count as if it were now, worked out by the
rules' own counting (``make_count``) with the round's Event card, from a public view.
Nothing here counts: it reads a ``Count``."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import lru_cache

from guildes.i18n import t
from guildes.rules import (
    GUILDS,
    Count,
    CountModifiers,
    EventCard,
    GuildCount,
    PublicView,
    deck_composition,
    make_count,
)
from guildes.rules.counting import Tables
from guildes.rules.event_rules import round_modifiers

_ORDINAL_KEYS = (
    "place.short.1",
    "place.short.2",
    "place.short.3",
    "place.short.4",
    "place.short.5",
    "place.short.6",
)


def ordinal(n: int) -> str:
    """A place, short, in the language: 1st, 2nd, 3rd, 4th ... (1er, 1., 1-е ...)."""
    if 1 <= n <= len(_ORDINAL_KEYS):
        return t(_ORDINAL_KEYS[n - 1])
    return f"{n}."


def round_count_modifiers(view: PublicView) -> CountModifiers:
    """What changes this round's count: the round's Event card text when the Event-card
    variant is on (the engine's rule), and the virtual cards the Dirty Tricks placed this
    round (F to I), else nothing."""
    if "event_cards" not in view.config.variants or len(view.event_cards) < view.voting_round:
        return replace(round_modifiers(None), virtual=view.virtual)
    event = EventCard(view.event_cards[view.voting_round - 1])
    return replace(round_modifiers(event), virtual=view.virtual)


@lru_cache(maxsize=16)
def _count_now(
    tables: Tables, voting_round: int, scores: tuple[int, ...], modifiers: CountModifiers
) -> tuple[Count, tuple[GuildCount, ...]]:
    count = make_count(tables, voting_round, scores, modifiers)
    return count, count.guilds


def standings(view: PublicView) -> tuple[Count, bool]:
    """This round's count as the tables stand in ``view`` (the rules' counting, with the
    round's modifiers), and whether it has been counted already (then it is that count)."""
    r = view.voting_round
    if len(view.counts) >= r:
        return view.counts[r - 1], True
    return _count_now(view.tables, r, view.scores, round_count_modifiers(view))[0], False


def guild_standings(view: PublicView) -> tuple[GuildCount, ...]:
    """``standings(view)``'s breakdown guild by guild, in Count-card order (remembered
    for the view's tables, so a frame can ask it every time)."""
    r = view.voting_round
    if len(view.counts) >= r:
        return view.counts[r - 1].guilds
    return _count_now(view.tables, r, view.scores, round_count_modifiers(view))[1]


def guilds_in_play(players: int) -> tuple[int, ...]:
    """The guilds whose cards are in the deck at ``players`` players, in Count-card order
    (at 3 the Alchemists are removed: no column, row or cell shows them)."""
    return tuple(g for g, n in enumerate(deck_composition(players)) if n)


def counted_guilds(guilds: tuple[GuildCount, ...]) -> tuple[GuildCount, ...]:
    """A count's guilds that are in play at its player count (``guilds_in_play``)."""
    if not guilds:
        return guilds
    shown = guilds_in_play(len(guilds[0].cards))
    return tuple(gc for gc in guilds if gc.guild in shown)


def pays_label(guild: int, voting_round: int) -> str:
    """What the places of ``guild`` pay at count ``voting_round``: "16/8/4", "3 per card"."""
    info = GUILDS[guild]
    if info.is_militia:
        return t("card.per_card", votes=info.per_card)
    return "/".join(str(v) for v in info.values[voting_round - 1])


def short_pays(guild: int, voting_round: int) -> str:
    """``pays_label`` in a narrow column: "16/8/4", "3/card"."""
    info = GUILDS[guild]
    if info.is_militia:
        return t("strip.per_card", votes=info.per_card)
    return pays_label(guild, voting_round)


def standing_cell(gc: GuildCount, seat: int, played: int | None = None) -> tuple[str, str]:
    """What seat ``seat`` stands at in one guild: its text ("3 · 1st · +16", "2 · =2nd · +6",
    "3 · tied", "·") and its kind: "lead", "paid", "unpaid", "tied" or "none". The cards
    are those counted, or ``played`` (on the table, before a Dirty Trick's virtual card,
    whose tag the caller draws) where given, but in a tie (the tied cards as counted)."""
    cards = gc.cards[seat]
    if not cards:
        return "·", "none"
    if seat in gc.left_out:
        return t("standings.tied", cards=cards), "tied"
    cards = cards if played is None else played
    votes = gc.votes[seat]
    if GUILDS[gc.guild].is_militia:
        return f"{cards} · +{votes}", "paid" if votes else "unpaid"
    for a in gc.awards:
        if seat in a.seats:
            place = ("=" if len(a.seats) > 1 else "") + ordinal(a.places[0])
            kind = "lead" if a.places[0] == 1 and votes else "paid" if votes else "unpaid"
            return f"{cards} · {place} · +{votes}", kind
    return f"{cards}", "unpaid"


@dataclass(frozen=True)
class StackPlace:
    """Where one seat's stack of a guild stands at this round's count."""

    place: int
    """1 for the lead, 2, 3...; 0 for Militia (no places) or a seat left out."""
    shared: bool
    """Tied with another seat for that place (they split what it pays)."""
    votes: int
    """What the stack would win if the count were now."""
    left_out: bool = False
    """Left out of the count: tied with another seat (this round's Event card)."""


def stack_place(gc: GuildCount, seat: int) -> StackPlace | None:
    """Where ``seat``'s stack of ``gc``'s guild stands (None when it holds none)."""
    if not gc.cards[seat]:
        return None
    if seat in gc.left_out:
        return StackPlace(0, True, 0, left_out=True)
    for a in gc.awards:
        if seat in a.seats:
            return StackPlace(a.places[0], len(a.seats) > 1, gc.votes[seat])
    return StackPlace(0, False, gc.votes[seat])


def leaders(gc: GuildCount) -> tuple[int, ...]:
    """The seats in first place of a majority guild now (several when tied; none for
    Militia or a guild no one holds)."""
    if GUILDS[gc.guild].is_militia:
        return ()
    return next((a.seats for a in gc.awards if a.places[0] == 1), ())
