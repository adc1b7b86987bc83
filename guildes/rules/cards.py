"""The guild card table, the Event cards and the per-player-count setup.

Everything here is loaded once from ``data/cards.json`` (RULINGS §1 and §2), so a
reconstructed value can be corrected in that one file without touching code.
Guilds are small integers in Count-card order; ``Guild`` names them.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import IntEnum
from importlib import resources
from typing import Any

from guildes.rules.direction import Direction
from guildes.rules.errors import ConfigError


@dataclass(frozen=True, slots=True)
class GuildInfo:
    """One guild of the card table: its name, short name, copies and votes per count."""

    index: int
    name: str
    abbr: str
    copies: int
    values: tuple[tuple[int, ...], ...]
    """Votes paid to places 1, 2, ... at counts 1, 2 and 3 (empty for Militia)."""
    per_card: int
    """Votes per card at every count (Militia), else 0."""

    @property
    def is_militia(self) -> bool:
        """True for the guild that pays per card rather than by majority."""
        return self.per_card > 0

    @property
    def worth_ten_or_more(self) -> bool:
        """True for the guilds whose first value is 10 or more (Dirty Trick C)."""
        return not self.is_militia and self.values[0][0] >= 10


@dataclass(frozen=True, slots=True)
class EventCardInfo:
    """One Event card: its title and the passing direction of its arrow."""

    index: int
    name: str
    direction: Direction


@dataclass(frozen=True, slots=True)
class PlayerSetup:
    """Deal and play counts per voting round, and the cards removed, for one player count."""

    players: int
    deal: int
    play: int
    removed: tuple[int, ...]  # copies removed, per guild

    @property
    def picks(self) -> int:
        """Picks that need a choice in a draft: the last card of every hand is kept
        without one."""
        return self.deal - 1


def _load() -> dict[str, Any]:
    text = resources.files("guildes.rules").joinpath("data/cards.json").read_text("utf-8")
    data: dict[str, Any] = json.loads(text)
    return data


_DATA = _load()

GUILDS: tuple[GuildInfo, ...] = tuple(
    GuildInfo(
        index=i,
        name=g["name"],
        abbr=g["abbr"],
        copies=int(g["copies"]),
        values=tuple(tuple(int(v) for v in r) for r in g.get("values", [])),
        per_card=int(g.get("per_card", 0)),
    )
    for i, g in enumerate(_DATA["guilds"])
)
NUM_GUILDS = len(GUILDS)
VOTING_ROUNDS: int = int(_DATA["voting_rounds"])


class Guild(IntEnum):
    """Guilds by name in Count-card order; values are indices into ``GUILDS``."""

    ARTISANS = 0
    SCHOLARS = 1
    FISHERMEN = 2
    KNIGHTS = 3
    BOURGEOIS = 4
    NOBLES = 5
    PRIESTS = 6
    ALCHEMISTS = 7
    MILITIA = 8


if [g.name.upper() for g in GUILDS] != [g.name for g in Guild]:  # pragma: no cover
    raise ConfigError("data/cards.json must list the nine guilds in Count-card order")

MILITIA: int = next(g.index for g in GUILDS if g.is_militia)
MAJORITY_GUILDS: tuple[int, ...] = tuple(g.index for g in GUILDS if not g.is_militia)

EVENT_CARDS: tuple[EventCardInfo, ...] = tuple(
    EventCardInfo(index=i, name=e["name"], direction=Direction(e["direction"]))
    for i, e in enumerate(_DATA["event_cards"])
)


class EventCard(IntEnum):
    """Event cards by effect, in ``data/cards.json`` order; values index ``EVENT_CARDS``
    (Variant 1, RULINGS §4)."""

    PLAY_ONE_FEWER = 0
    TIES_NOT_COUNTED = 1
    ONE_AT_A_TIME = 2
    REDISTRIBUTION = 3
    ONE_OR_TWO = 4
    FACE_DOWN = 5


_EVENT_NAMES = [e.name.lower().replace("-", " ") for e in EVENT_CARDS]
if _EVENT_NAMES != [  # pragma: no cover
    "play one fewer card",
    "tied players are not counted",
    "no more simultaneous play",
    "redistribution",
    "playing one or two cards",
    "face down card",
]:
    raise ConfigError("data/cards.json must list the six Event cards in EventCard order")

_BY_NAME = {g.name.lower(): g.index for g in GUILDS}


def guild_index(name: str) -> int:
    """Return the index of the guild called ``name`` (case-insensitive); ConfigError if none."""
    try:
        return _BY_NAME[name.lower()]
    except (KeyError, AttributeError):
        raise ConfigError(f"unknown guild {name!r}") from None


def _setup(players: int) -> PlayerSetup:
    raw = _DATA["players"][str(players)]
    removed = [0] * NUM_GUILDS
    for name, n in raw["removed"].items():
        removed[guild_index(name)] = int(n)
    return PlayerSetup(players, int(raw["deal"]), int(raw["play"]), tuple(removed))


SETUPS: dict[int, PlayerSetup] = {int(k): _setup(int(k)) for k in _DATA["players"]}
MIN_PLAYERS = min(SETUPS)
MAX_PLAYERS = max(SETUPS)


def deck_composition(players: int) -> tuple[int, ...]:
    """Copies of each guild in the deck for ``players`` players, after the removals."""
    s = SETUPS[players]
    return tuple(g.copies - r for g, r in zip(GUILDS, s.removed))


def guild_name(index: int) -> str:
    """The display name of the guild with this index."""
    return GUILDS[index].name


class Trick(IntEnum):
    """Dirty Trick cards (Variant 2, RULINGS §5) by effect; the value is the letter's
    place in the alphabet (A = 0), which is also the order they are resolved in."""

    PROTECTION = 0
    """A: no other seat's trick may target the holder's table."""
    SWAP = 1
    """B: a card from one seat's table goes to another, and one comes back."""
    SACRIFICE = 2
    """C: discard one of your cards worth 10 or more to discard any one card in play."""
    DRAW_TWO = 3
    """D: draw two from the shuffled discard pile, play one, discard the other."""
    SWAP_HAND = 4
    """E: take one of your played cards back into hand and play a card from your hand."""
    KNIGHTS = 5
    """F: +1 or -1 Knights on any one seat's table, for this count only."""
    NOBLES = 6
    """G: +1 or -1 Nobles, likewise."""
    PRIESTS = 7
    """H: +1 or -1 Priests, likewise."""
    ALCHEMISTS = 8
    """I: +1 or -1 Alchemists, likewise (not used with 3 players)."""

    @property
    def letter(self) -> str:
        """The card's letter, A to I."""
        return "ABCDEFGHI"[self.value]

    @property
    def guild(self) -> int | None:
        """The guild a +1/-1 card (F to I) changes; None for A to E."""
        return _TRICK_GUILD.get(self)


_TRICK_GUILD: dict[Trick, int] = {
    Trick.KNIGHTS: Guild.KNIGHTS,
    Trick.NOBLES: Guild.NOBLES,
    Trick.PRIESTS: Guild.PRIESTS,
    Trick.ALCHEMISTS: Guild.ALCHEMISTS,
}

TRICK_NAMES: dict[Trick, str] = {
    Trick.PROTECTION: "Protection",
    Trick.SWAP: "Swap 1 card between 2 players",
    Trick.SACRIFICE: "Sacrifice",
    Trick.DRAW_TWO: "Draw 2 from the discard pile",
    Trick.SWAP_HAND: "Swap hand and table",
    Trick.KNIGHTS: "+1/-1 Knights",
    Trick.NOBLES: "+1/-1 Nobles",
    Trick.PRIESTS: "+1/-1 Priests",
    Trick.ALCHEMISTS: "+1/-1 Alchemists",
}
"""The rulebook's English titles (the UI shows translated names)."""


def tricks_in_play(players: int) -> tuple[Trick, ...]:
    """The Dirty Trick cards of the pile for ``players`` players (I is not used with 3:
    their deck has no Alchemists)."""
    return tuple(t for t in Trick if not (players == 3 and t is Trick.ALCHEMISTS))
