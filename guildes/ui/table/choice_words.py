"""A legal choice in words and as cards, for the review screen and the expert's hints:
a card's guild ("Knights"), a batch of two ("Knights + Nobles"), a Dirty Trick's use as
the trick turn's confirmation says it, or declining it."""

from __future__ import annotations

from collections.abc import Sequence

from guildes.i18n import number
from guildes.i18n import t as tr
from guildes.rules import Choice, ChoiceKind, SeatView, Trick
from guildes.ui.names import guild_name
from guildes.ui.table.trick_turn import describe
from guildes.ui.trick_texts import decline_label, trick_name


def choice_label(view: SeatView, c: Choice, names: Sequence[str]) -> str:
    """``c``, one of the legal choices at ``view``, in words."""
    if c.kind is ChoiceKind.DECLINE:
        return decline_label()
    if c.kind is ChoiceKind.DRAW:
        return tr("review.choice.draw", trick=trick_name("D"))
    if c.kind is ChoiceKind.TRICK and view.tricks:
        return describe(Trick(view.tricks[view.seat]), view.seat, c, names, view)
    if c.kind is ChoiceKind.PLAY and c.other_guild is not None:
        return tr(
            "review.choice.pair", card=guild_name(c.guild), other_card=guild_name(c.other_guild)
        )
    return guild_name(c.guild)


def card_guilds(c: Choice) -> tuple[int, ...]:
    """The guilds of the cards a choice shows as cards (none for a Dirty Trick)."""
    if c.kind in (ChoiceKind.PICK, ChoiceKind.GIVE):
        return (c.guild,)
    if c.kind is ChoiceKind.PLAY:
        return (c.guild,) if c.other_guild is None else (c.guild, c.other_guild)
    return ()


def votes_text(value: float) -> str:
    """A number of votes as the review and the hints show them: one decimal."""
    return number(value, 1)


def signed_votes(value: float) -> str:
    """A choice's value (an expected margin in votes) with its sign: "+2.1", "−7.7"."""
    if value > 0:
        return "+" + number(value, 1)
    if value < 0:
        return "\u2212" + number(-value, 1)
    return number(0.0, 1)
