"""The game log's words: the engine's happenings told as lines of text (with pygame-gui's
<b> and <i> tags), naming players, never "you" (hotseat players share the log). With the
Event-card variant a round's line gives its Event card's rule; without it, only the
direction its arrow gives (nothing else of the card applies)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from guildes.rules import (
    EVENT_CARDS,
    GUILDS,
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


def opening(
    names: Sequence[str], happenings: Iterable[Happening], events: bool = False
) -> list[str]:
    """The first lines of a game's log: who plays (and with the Event cards, when
    ``events``), then what happened at its start."""
    rules = " Variant: Event cards." if events else ""
    return [f"<b>New game</b>: {', '.join(names)}.{rules}", *narrate(happenings, names, events)]


def _cards(guilds: Sequence[int]) -> str:
    """Guild names joined with "+" (a batch of one or two)."""
    return " + ".join(GUILDS[g].name for g in guilds)


def narrate(
    happenings: Iterable[Happening], names: Sequence[str], events: bool = False
) -> list[str]:
    """The log lines that tell ``happenings``; ``names`` are the players' names by seat;
    ``events``: the Event cards' rules apply. A seat's hidden choice is not told (only
    that it was made, which the table shows); nor is a card given or received."""
    lines: list[str] = []
    for h in happenings:
        if isinstance(h, HandsPassed):
            lines.append(f"Everyone kept a card; hands pass {h.direction}.")
        elif isinstance(h, LastCardsKept):
            lines.append("The draft is over: everyone keeps their last card.")
        elif isinstance(h, CardsRevealed):
            plays = ", ".join(f"{names[s]} {GUILDS[g].name}" for s, g in enumerate(h.cards))
            lines.append(f"Revealed: {plays}.")
        elif isinstance(h, BatchRevealed):
            plays = ", ".join(f"{names[s]} {_cards(gs)}" for s, gs in enumerate(h.cards) if gs)
            lines.append(f"Revealed: {plays}.")
        elif isinstance(h, PlayOrderDrawn):
            n = len(names)
            this_turn = " then ".join(names[s] for s in h.order[:n])
            lines.append(
                f"One at a time: {names[h.order[0]]} was drawn to start. This turn: {this_turn}; "
                "each turn starts one seat further right."
            )
        elif isinstance(h, CardPlayed):
            lines.append(f"{names[h.seat]} plays {GUILDS[h.guild].name}.")
        elif isinstance(h, CardsPlacedFaceDown):
            lines.append("Everyone placed a card face down; it stays hidden until the next one.")
        elif isinstance(h, CardsRedistributed):
            lines.append(
                "Everyone gave a card; the given cards were shuffled and each player received one."
            )
        elif isinstance(h, VotesCounted):
            c = h.count
            parts = ", ".join(f"{names[s]} +{v} ({c.totals[s]})" for s, v in enumerate(c.votes))
            lines.append(f"<b>Count {c.voting_round}</b>: {parts}.")
            for gc in c.guilds:
                if gc.left_out:
                    tied = " & ".join(names[s] for s in gc.left_out)
                    lines.append(
                        f"  {GUILDS[gc.guild].name}: {tied} tied, so not counted "
                        "(Tied players are not counted)."
                    )
                if gc.awards:
                    first = gc.awards[0]
                    who = " & ".join(names[s] for s in first.seats)
                    lines.append(
                        f"  {GUILDS[gc.guild].name}: {who} first "
                        f"({first.cards} cards, {first.each} each)."
                    )
        elif isinstance(h, RoundStarted):
            if events:
                event_card = EVENT_CARDS[h.event_card]
                lines.append(
                    f"<b>Round {h.voting_round}</b>: Event card <i>{event_card.name}</i>: "
                    f"{EVENT_RULES[EventCard(h.event_card)]} Hands pass {h.direction}."
                )
            else:
                lines.append(f"<b>Round {h.voting_round}</b>: hands pass {h.direction}.")
        elif isinstance(h, GameEnded):
            o = h.outcome
            who = " & ".join(names[s] for s in o.winners)
            lines.append(f"<b>{who} win{'s' if len(o.winners) == 1 else ''}</b> ({o.decided_by}).")
    return lines
