"""The game log's words for the Dirty-Trick variant: who was dealt which card, and who did
what to whom with it (every field of a use is public), who declined, who drew from the
discard pile (how many cards only) and who discarded their hand. Names players, never
"you" (hotseat players share the log)."""

from __future__ import annotations

from collections.abc import Sequence

from guildes.i18n import join, signed, t, tn
from guildes.rules.cards import Trick
from guildes.rules.happenings import (
    CardsDrawn,
    HandDiscarded,
    Happening,
    TrickDeclined,
    TricksDealt,
    TrickUsed,
)
from guildes.ui.names import guild_name
from guildes.ui.trick_texts import trick_name


def _card(trick: int) -> str:
    """ "B (Swap between two)": a trick card's letter and name."""
    letter = Trick(trick).letter
    return t("log.trick_card", letter=letter, name=trick_name(letter))


def _from_table(seat: int, holder: int, names: Sequence[str]) -> str:
    """Where a card is taken from, told from ``holder``'s use: "from their own table" or
    "from Ana's table" (the chunk carries its preposition and case)."""
    if seat == holder:
        return t("log.trick_from_own_table")
    return t("log.trick_from_table_of", name=names[seat])


def _on_table(seat: int, holder: int, names: Sequence[str]) -> str:
    """Where a card counts, told from ``holder``'s use: "on their own table" or "on Ana's
    table" (the chunk carries its preposition and case)."""
    if seat == holder:
        return t("log.trick_on_own_table")
    return t("log.trick_on_table_of", name=names[seat])


def trick_line(h: Happening, names: Sequence[str]) -> str | None:
    """The log line that tells ``h`` if it is a Dirty-Trick happening (None otherwise,
    and for a discard of no card)."""
    if isinstance(h, TricksDealt):
        dealt = [
            t("log.trick_dealt_one", name=names[s], card=_card(k)) for s, k in enumerate(h.tricks)
        ]
        return t("log.tricks_dealt", dealt=join(dealt))
    if isinstance(h, TrickDeclined):
        return t("log.trick_declined", name=names[h.seat], card=_card(h.trick))
    if isinstance(h, CardsDrawn):
        return tn("log.trick_drew", h.count, name=names[h.seat])
    if isinstance(h, HandDiscarded):
        if not h.count:
            return None
        return tn("log.trick_hand_discarded", h.count, name=names[h.seat])
    if isinstance(h, TrickUsed):
        return t("log.trick_used", name=names[h.seat], card=_card(h.trick), what=_what(h, names))
    return None


def _what(h: TrickUsed, names: Sequence[str]) -> str:
    """What a use did, in words."""
    c, seat = h.choice, h.seat
    kind = Trick(h.trick)
    g = guild_name(c.guild)
    if kind is Trick.SWAP and c.target is not None and c.other is not None:
        assert c.other_guild is not None
        return t(
            "log.trick_swap",
            guild=g,
            a=names[c.target],
            b=names[c.other],
            other_guild=guild_name(c.other_guild),
        )
    if kind is Trick.SACRIFICE and c.target is not None and c.other_guild is not None:
        return t(
            "log.trick_sacrifice",
            guild=g,
            other_guild=guild_name(c.other_guild),
            from_table=_from_table(c.target, seat, names),
        )
    if kind is Trick.DRAW_TWO:
        return t("log.trick_draw_played", guild=g)
    if kind is Trick.SWAP_HAND and c.other_guild is not None:
        return t("log.trick_swap_hand", guild=g, other_guild=guild_name(c.other_guild))
    assert c.target is not None and c.sign is not None
    return t(
        "log.trick_virtual",
        sign=signed(c.sign),
        guild=g,
        on_table=_on_table(c.target, seat, names),
    )
