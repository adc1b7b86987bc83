"""The game log's words: the engine's happenings told as lines of text (with pygame-gui's
<b> and <i> tags), naming players, never "you" (hotseat players share the log). With the
Event-card variant a round's line gives its Event card's rule; without it, only the
direction its arrow gives (nothing else of the card applies).

In the current language (``guildes.i18n``): plurals agree with their numbers ("1 card",
"2 cards"), lists end with the language's "and", and a
punctuation mark never follows a closing tag (pygame-gui's text box may break a line
there, and a row would then start with it): it goes inside the tag."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from guildes.i18n import join, t, tn
from guildes.rules import (
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
from guildes.ui.names import event_name, event_rule, guild_name, hands_pass
from guildes.ui.table.trick_narration import trick_line

_UNITS = {"card": "unit.cards", "vote": "unit.votes"}


def plural(n: int, word: str) -> str:
    """``n`` and ``word`` ("card" or "vote") agreeing in the language: "1 card", "2 cards"."""
    return tn(_UNITS[word], n)


def listed(items: Sequence[str]) -> str:
    """ "A", "A and B", "A, B and C" (in the language)."""
    return join(items)


_PLACE_KEYS = (
    "log.place.1",
    "log.place.2",
    "log.place.3",
    "log.place.4",
    "log.place.5",
    "log.place.6",
)


def place(n: int) -> str:
    """A place in a count, 1 to 6, as a word ("first")."""
    return t(_PLACE_KEYS[n - 1]) if 1 <= n <= len(_PLACE_KEYS) else f"#{n}"


def opening(
    names: Sequence[str],
    happenings: Iterable[Happening],
    events: bool = False,
    tricks: bool = False,
) -> list[str]:
    """The first lines of a game's log: who plays (and with the Event cards, when
    ``events``; with the Dirty Tricks, when ``tricks``), then what happened at its start."""
    first = t("log.new_game_events" if events else "log.new_game", players=listed(names))
    if tricks:
        first += " " + t("log.variant_tricks")
    return [first, *narrate(happenings, names, events)]


def _cards(guilds: Sequence[int]) -> str:
    """A batch of one or two cards: "Nobles", "Knights + Militia", "2 Nobles"."""
    if len(guilds) == 2 and guilds[0] == guilds[1]:
        return t("log.two_of", guild=guild_name(guilds[0]))
    return " + ".join(guild_name(g) for g in guilds)


def _guild_lines(count: object, names: Sequence[str]) -> list[str]:
    """A count's lines guild by guild: who took which place with how many cards and
    votes, who was left out by a tie, and Militia's votes."""
    lines: list[str] = []
    for gc in count.guilds:  # type: ignore[attr-defined]
        guild = guild_name(gc.guild)
        if gc.guild == MILITIA:
            held = [
                t(
                    "log.militia_held",
                    name=names[s],
                    cards=plural(n, "card"),
                    votes=plural(gc.votes[s], "vote"),
                )
                for s, n in enumerate(gc.cards)
                if n
            ]
            if held:
                lines.append(t("log.guild_line", guild=guild, text=listed(held)))
            continue
        if gc.left_out:
            tied = [names[s] for s in gc.left_out]
            key = "log.tied_left_out_two" if len(tied) == 2 else "log.tied_left_out_many"
            lines.append(t(key, guild=guild, players=listed(tied)))
        parts = []
        for a in gc.awards:
            if not a.each:
                continue  # a place this count does not pay: nothing won
            where = place(a.places[0])
            if len(a.seats) == 1:
                parts.append(
                    t(
                        "log.award",
                        name=names[a.seats[0]],
                        place=where,
                        cards=plural(a.cards, "card"),
                        votes=plural(a.each, "vote"),
                    )
                )
            else:
                parts.append(
                    t(
                        "log.award_tie",
                        players=listed([names[s] for s in a.seats]),
                        place=where,
                        cards=plural(a.cards, "card"),
                        votes=plural(a.each, "vote"),
                    )
                )
        if parts:
            lines.append(t("log.guild_line", guild=guild, text=t("log.parts_sep").join(parts)))
    return lines


def narrate(
    happenings: Iterable[Happening], names: Sequence[str], events: bool = False
) -> list[str]:
    """The log lines that tell ``happenings``; ``names`` are the players' names by seat;
    ``events``: the Event cards' rules apply. A seat's hidden choice is not told (only
    that it was made, which the table shows); nor is a card given or received."""
    lines: list[str] = []
    batch = list(happenings)
    for k, h in enumerate(batch):
        if isinstance(h, HandsPassed):
            lines.append(t("log.hands_passed", hands_pass=hands_pass(h.direction)))
        elif isinstance(h, LastCardsKept):
            lines.append(t("log.draft_over"))
        elif isinstance(h, CardsRevealed):
            plays = [
                t("log.play_of", cards=guild_name(g), name=names[s]) for s, g in enumerate(h.cards)
            ]
            lines.append(t("log.revealed", plays=listed(plays)))
        elif isinstance(h, BatchRevealed):
            plays = [
                t("log.play_of", cards=_cards(gs), name=names[s])
                for s, gs in enumerate(h.cards)
                if gs
            ]
            lines.append(t("log.revealed", plays=listed(plays)))
        elif isinstance(h, PlayOrderDrawn):
            n = len(names)
            this_turn = listed([names[s] for s in h.order[:n]])
            lines.append(t("log.play_order", first=names[h.order[0]], order=this_turn))
        elif isinstance(h, CardPlayed):
            lines.append(t("log.plays", name=names[h.seat], guild=guild_name(h.guild)))
        elif isinstance(h, CardsPlacedFaceDown):
            # the rule told at the round's first turn; then only that it was done (its
            # line came at every turn, six times in a row)
            again = any(isinstance(later, BatchRevealed) for later in batch[k:])
            lines.append(t("log.placed_face_down_again" if again else "log.placed_face_down"))
        elif isinstance(h, CardsRedistributed):
            lines.append(t("log.redistributed"))
        elif isinstance(h, VotesCounted):
            c = h.count
            parts = [
                t("log.count_part", name=names[s], votes=v, total=c.totals[s])
                for s, v in enumerate(c.votes)
            ]
            lines.append(t("log.count", round=c.voting_round, parts=listed(parts)))
            lines.extend(_guild_lines(c, names))
        elif isinstance(h, RoundStarted):
            if events:
                lines.append(
                    t(
                        "log.round_event",
                        round=h.voting_round,
                        event=event_name(h.event_card),
                        rule=event_rule(h.event_card),
                        hands_pass=hands_pass(h.direction),
                    )
                )
            else:
                lines.append(
                    t("log.round", round=h.voting_round, hands_pass=hands_pass(h.direction))
                )
        elif isinstance(h, GameEnded):
            lines.append(_ending(h, names))
        else:
            told = trick_line(h, names)
            if told is not None:
                lines.append(told)
    return lines


def _ending(h: GameEnded, names: Sequence[str]) -> str:
    """Who won, with how many votes, and how a tie was settled."""
    o = h.outcome
    who = listed([names[s] for s in o.winners])
    best = o.scores[o.winners[0]]
    if o.decided_by == "shared" or len(o.winners) > 1:
        return t("log.shared_victory", players=who, votes=plural(best, "vote"))
    if o.decided_by == "militia":
        tied = [s for s, v in enumerate(o.scores) if v == best]
        rivals = listed([names[s] for s in tied if s not in o.winners])
        w = o.winners[0]
        return t(
            "log.wins_by_militia",
            name=who,
            votes=plural(best, "vote"),
            rivals=rivals,
            militia=o.militia[w],
        )
    return t("log.wins", name=who, votes=plural(best, "vote"))
