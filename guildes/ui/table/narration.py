"""The game log's words: the engine's happenings told as lines of text (with pygame-gui's
<b> and <i> tags), naming players, never "you" (hotseat players share the log). With the
Event-card variant a round's line gives its Event card's rule; without it, only the
direction its arrow gives (nothing else of the card applies).

Plurals agree with their numbers ("1 card", "2 cards"), lists end with "and", and a
punctuation mark never follows a closing tag (pygame-gui's text box may break a line
there, and a row would then start with it): it goes inside the tag."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from guildes.i18n import join, tn
from guildes.rules import (
    EVENT_CARDS,
    GUILDS,
    MILITIA,
    BatchRevealed,
    CardPlayed,
    CardsPlacedFaceDown,
    CardsRedistributed,
    CardsRevealed,
    GameEnded,
    HandsPassed,
    Happening,
    LastCardsKept,
    PlayOrderDrawn,
    RoundStarted,
    VotesCounted,
)
from guildes.rules.cards import EventCard
from guildes.ui.cards import EVENT_RULES

_UNITS = {"card": "unit.cards", "vote": "unit.votes"}


def plural(n: int, word: str) -> str:
    """``n`` and ``word`` ("card" or "vote") agreeing in the language: "1 card", "2 cards"."""
    return tn(_UNITS[word], n)


def listed(items: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C" (in the language)."""
    return join(items)


PLACES = ["first", "second", "third", "fourth", "fifth", "sixth"]


def opening(
    names: Sequence[str], happenings: Iterable[Happening], events: bool = False
) -> list[str]:
    """The first lines of a game's log: who plays (and with the Event cards, when
    ``events``), then what happened at its start."""
    rules = " Variant: Event cards." if events else ""
    return [f"<b>New game:</b> {listed(names)}.{rules}", *narrate(happenings, names, events)]


def _cards(guilds: Sequence[int]) -> str:
    """A batch of one or two cards: "Nobles", "Knights + Militia", "2 Nobles"."""
    if len(guilds) == 2 and guilds[0] == guilds[1]:
        return f"2 {GUILDS[guilds[0]].name}"
    return " + ".join(GUILDS[g].name for g in guilds)


def _guild_lines(count: object, names: Sequence[str]) -> list[str]:
    """A count's lines guild by guild: who took which place with how many cards and
    votes, who was left out by a tie, and Militia's votes."""
    lines: list[str] = []
    for gc in count.guilds:  # type: ignore[attr-defined]
        guild = GUILDS[gc.guild].name
        if gc.guild == MILITIA:
            held = [
                f"{names[s]} {plural(n, 'card')} ({plural(gc.votes[s], 'vote')})"
                for s, n in enumerate(gc.cards)
                if n
            ]
            if held:
                lines.append(f"  {guild}: {listed(held)}.")
            continue
        if gc.left_out:
            tied = [names[s] for s in gc.left_out]
            nobody = "neither is" if len(tied) == 2 else "none of them is"
            lines.append(
                f"  {guild}: {listed(tied)} tied, so {nobody} counted "
                "(Event card: tied players are not counted)."
            )
        parts = []
        for a in gc.awards:
            if not a.each:
                continue  # a place this count does not pay: nothing won
            place = PLACES[a.places[0] - 1] if a.places[0] <= len(PLACES) else f"#{a.places[0]}"
            if len(a.seats) == 1:
                parts.append(
                    f"{names[a.seats[0]]} {place} "
                    f"({plural(a.cards, 'card')}, {plural(a.each, 'vote')})"
                )
            else:
                parts.append(
                    f"{listed([names[s] for s in a.seats])} tie for {place} "
                    f"({plural(a.cards, 'card')} and {plural(a.each, 'vote')} each)"
                )
        if parts:
            lines.append(f"  {guild}: {'; '.join(parts)}.")
    return lines


def narrate(
    happenings: Iterable[Happening], names: Sequence[str], events: bool = False
) -> list[str]:
    """The log lines that tell ``happenings``; ``names`` are the players' names by seat;
    ``events``: the Event cards' rules apply. A seat's hidden choice is not told (only
    that it was made, which the table shows); nor is a card given or received."""
    lines: list[str] = []
    for h in happenings:
        if isinstance(h, HandsPassed):
            lines.append(f"Everyone kept a card. Hands pass {h.direction}.")
        elif isinstance(h, LastCardsKept):
            lines.append("The draft is over: everyone keeps their last card.")
        elif isinstance(h, CardsRevealed):
            plays = [f"{GUILDS[g].name} ({names[s]})" for s, g in enumerate(h.cards)]
            lines.append(f"Revealed: {listed(plays)}.")
        elif isinstance(h, BatchRevealed):
            plays = [f"{_cards(gs)} ({names[s]})" for s, gs in enumerate(h.cards) if gs]
            lines.append(f"Revealed: {listed(plays)}.")
        elif isinstance(h, PlayOrderDrawn):
            n = len(names)
            this_turn = listed([names[s] for s in h.order[:n]])
            lines.append(
                f"One card at a time: {names[h.order[0]]} was drawn to start. "
                f"This turn's order: {this_turn}. Each turn starts one seat further right."
            )
        elif isinstance(h, CardPlayed):
            lines.append(f"{names[h.seat]} plays {GUILDS[h.guild].name}.")
        elif isinstance(h, CardsPlacedFaceDown):
            lines.append(
                "Everyone placed a card face down. It stays hidden until the next card is played."
            )
        elif isinstance(h, CardsRedistributed):
            lines.append(
                "Everyone gave a card. The given cards were shuffled and each player received one."
            )
        elif isinstance(h, VotesCounted):
            c = h.count
            parts = [f"{names[s]} +{v} (total {c.totals[s]})" for s, v in enumerate(c.votes)]
            lines.append(f"<b>Count {c.voting_round}:</b> {listed(parts)}.")
            lines.extend(_guild_lines(c, names))
        elif isinstance(h, RoundStarted):
            if events:
                event_card = EVENT_CARDS[h.event_card]
                lines.append(
                    f"<b>Round {h.voting_round} of 3.</b> Event card: <i>{event_card.name}.</i> "
                    f"{EVENT_RULES[EventCard(h.event_card)]} Hands pass {h.direction}."
                )
            else:
                lines.append(f"<b>Round {h.voting_round} of 3.</b> Hands pass {h.direction}.")
        elif isinstance(h, GameEnded):
            lines.append(_ending(h, names))
    return lines


def _ending(h: GameEnded, names: Sequence[str]) -> str:
    """Who won, with how many votes, and how a tie was settled."""
    o = h.outcome
    who = listed([names[s] for s in o.winners])
    best = o.scores[o.winners[0]]
    if o.decided_by == "shared" or len(o.winners) > 1:
        return f"<b>{who} share the victory</b> with {plural(best, 'vote')} each."
    if o.decided_by == "militia":
        tied = [s for s, v in enumerate(o.scores) if v == best]
        rivals = listed([names[s] for s in tied if s not in o.winners])
        w = o.winners[0]
        return (
            f"<b>{who} wins</b> with {plural(best, 'vote')}, tied with {rivals}: "
            f"most Militia cards ({o.militia[w]})."
        )
    return f"<b>{who} wins</b> with {plural(best, 'vote')}."
