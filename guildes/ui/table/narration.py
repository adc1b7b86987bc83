"""The game log's words: the engine's happenings told as lines of text (with pygame-gui's
<b> and <i> tags), naming players, never "you" (hotseat players share the log)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from guildes.rules import (
    EVENT_CARDS,
    GUILDS,
    CardsRevealed,
    GameEnded,
    HandsPassed,
    Happening,
    LastCardsKept,
    RoundStarted,
    VotesCounted,
)


def opening(names: Sequence[str], happenings: Iterable[Happening]) -> list[str]:
    """The first lines of a game's log: who plays, then what happened at its start."""
    return [f"<b>New game</b>: {', '.join(names)}.", *narrate(happenings, names)]


def narrate(happenings: Iterable[Happening], names: Sequence[str]) -> list[str]:
    """The log lines that tell ``happenings``; ``names`` are the players' names by seat.
    A seat's hidden choice is not told (only that it was made, which the table shows)."""
    lines: list[str] = []
    for h in happenings:
        if isinstance(h, HandsPassed):
            lines.append(f"Everyone kept a card; hands pass {h.direction}.")
        elif isinstance(h, LastCardsKept):
            lines.append("The draft is over: everyone keeps their last card.")
        elif isinstance(h, CardsRevealed):
            plays = ", ".join(f"{names[s]} {GUILDS[g].name}" for s, g in enumerate(h.cards))
            lines.append(f"Revealed: {plays}.")
        elif isinstance(h, VotesCounted):
            c = h.count
            parts = ", ".join(f"{names[s]} +{v} ({c.totals[s]})" for s, v in enumerate(c.votes))
            lines.append(f"<b>Count {c.voting_round}</b>: {parts}.")
            for gc in c.guilds:
                if gc.awards:
                    first = gc.awards[0]
                    who = " & ".join(names[s] for s in first.seats)
                    lines.append(
                        f"  {GUILDS[gc.guild].name}: {who} first "
                        f"({first.cards} cards, {first.each} each)."
                    )
        elif isinstance(h, RoundStarted):
            event_card = EVENT_CARDS[h.event_card]
            lines.append(
                f"<b>Round {h.voting_round}</b>: Event card <i>{event_card.name}</i>; "
                f"hands pass {h.direction}."
            )
        elif isinstance(h, GameEnded):
            o = h.outcome
            who = " & ".join(names[s] for s in o.winners)
            lines.append(f"<b>{who} win{'s' if len(o.winners) == 1 else ''}</b> ({o.decided_by}).")
    return lines
