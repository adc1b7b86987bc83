"""The names of the game's things as the player reads them, in the current language:
guilds (and their two-letter short names), Event cards (name and rule), AI levels,
and passing directions (Dirty Trick cards: ``guildes.ui.trick_texts``). The engine keeps its
ids and English names for files and logs; the screen shows these."""

from __future__ import annotations

from guildes.i18n import t
from guildes.rules.cards import EventCard

BREAK = "|"
"""In a card's name in the catalogs, where a word may break across two lines at a
syllable (drawn as a hyphen there, else nothing): "Sacri|fice", "Re|dis|tri|bu|tion"."""

_GUILD_KEYS: tuple[tuple[str, str], ...] = (
    ("guild.artisans.name", "guild.artisans.short"),
    ("guild.scholars.name", "guild.scholars.short"),
    ("guild.fishermen.name", "guild.fishermen.short"),
    ("guild.knights.name", "guild.knights.short"),
    ("guild.bourgeois.name", "guild.bourgeois.short"),
    ("guild.nobles.name", "guild.nobles.short"),
    ("guild.priests.name", "guild.priests.short"),
    ("guild.alchemists.name", "guild.alchemists.short"),
    ("guild.militia.name", "guild.militia.short"),
)
"""By guild index (the Count card's order, ``guildes.rules.GUILDS``)."""

_EVENT_KEYS: dict[EventCard, tuple[str, str]] = {
    EventCard.PLAY_ONE_FEWER: ("event.play_one_fewer.name", "event.play_one_fewer.rule"),
    EventCard.TIES_NOT_COUNTED: ("event.ties_not_counted.name", "event.ties_not_counted.rule"),
    EventCard.ONE_AT_A_TIME: ("event.one_at_a_time.name", "event.one_at_a_time.rule"),
    EventCard.REDISTRIBUTION: ("event.redistribution.name", "event.redistribution.rule"),
    EventCard.ONE_OR_TWO: ("event.one_or_two.name", "event.one_or_two.rule"),
    EventCard.FACE_DOWN: ("event.face_down.name", "event.face_down.rule"),
}

_LEVEL_KEYS = {
    "human": "level.human",
    "easy": "level.easy",
    "normal": "level.normal",
    "hard": "level.hard",
    "expert": "level.expert",
}
_DIRECTION_KEYS = {"left": "direction.left", "right": "direction.right"}
_HANDS_PASS_KEYS = {"left": "direction.hands_pass_left", "right": "direction.hands_pass_right"}


def guild_name(guild: int) -> str:
    """The guild's name ("Artisans", "Řemeslníci", ...)."""
    return t(_GUILD_KEYS[guild][0])


def guild_short(guild: int) -> str:
    """The guild's two-letter short name, printed under a card's number."""
    return t(_GUILD_KEYS[guild][1])


def event_name(card: int, breaks: bool = False) -> str:
    """An Event card's name; with ``breaks`` it keeps the marks (``BREAK``) where a long
    word may break at a syllable on the small card, else they are taken out."""
    name = t(_EVENT_KEYS[EventCard(card)][0])
    return name if breaks else name.replace(BREAK, "")


def event_rule(card: int) -> str:
    """An Event card's rule in the game's own words (what the table, the log and the
    rules screen tell)."""
    return t(_EVENT_KEYS[EventCard(card)][1])


def level_name(level: str | None) -> str:
    """A seat's kind: "human" (or None) or an AI level, as a word."""
    return t(_LEVEL_KEYS.get(level or "human", "level.human"))


def direction_name(direction: str) -> str:
    """A passing direction, "left" or "right", as printed on an Event card ("pass left")."""
    return t(_DIRECTION_KEYS[direction])


def hands_pass(direction: str) -> str:
    """The sentence "Hands pass left" (or right)."""
    return t(_HANDS_PASS_KEYS[direction])
