"""Cards per guild packed into one int, one byte per guild: how the engine stores cards.

Hands, kept cards, tables and discards are each one int whose byte g (little-endian)
counts the cards of guild g. Adding or removing a card is one integer addition, copying
every seat's hand is copying a list of ints, and ``int.to_bytes`` unpacks in C. A place
never holds more than 255 cards of a guild (the deck has 110 cards); a hand never more
than 127, which ``present_bits`` relies on.
"""

from __future__ import annotations

from collections.abc import Sequence

from guildes.rules.cards import NUM_GUILDS
from guildes.rules.choices import GIVES, PICKS, PLAYS, Choice

GUILDS_RANGE = range(NUM_GUILDS)
SHIFT = tuple(8 * g for g in GUILDS_RANGE)
ONE = tuple(1 << (8 * g) for g in GUILDS_RANGE)
"""One card of guild g, packed."""
SINGLE_CARD = {one: g for g, one in enumerate(ONE)}
"""A packed single card -> its guild."""
HIGH_BITS = sum(128 << s for s in SHIFT)
"""The highest bit of every guild's byte."""
ADD_127 = 127 * sum(ONE)
"""127 in every guild's byte: a byte of 1-127 cards plus 127 sets its highest bit."""


def pack(counts: Sequence[int]) -> int:
    """Cards per guild packed one byte per guild (ValueError if a count is not 0-255)."""
    return int.from_bytes(bytes(counts), "little")


def unpack(packed: int) -> tuple[int, ...]:
    """The cards per guild of a packed place."""
    return tuple(packed.to_bytes(NUM_GUILDS, "little"))


def size(packed: int) -> int:
    """Number of cards in a packed place."""
    return sum(packed.to_bytes(NUM_GUILDS, "little"))


def present_bits(hand: int) -> int:
    """The guilds present in a packed hand (at most 127 of a guild): bit 8g+7 set when
    guild g is there (two integer operations, no carry between bytes)."""
    return (hand + ADD_127) & HIGH_BITS


def _legal_table(choices: tuple[Choice, ...]) -> dict[int, tuple[Choice, ...]]:
    """``present_bits(hand)`` -> the choices that hand allows, for every set of guilds."""
    return {
        sum(128 << SHIFT[g] for g in GUILDS_RANGE if present >> g & 1): tuple(
            choices[g] for g in GUILDS_RANGE if present >> g & 1
        )
        for present in range(1 << NUM_GUILDS)
    }


PICK_TABLE = _legal_table(PICKS)
"""Legal picks by ``present_bits`` of the hand."""
PLAY_TABLE = _legal_table(PLAYS)
"""Legal plays by ``present_bits`` of the hand."""
PICK_ONE: dict[Choice, int] = {c: ONE[c.guild] for c in PICKS}
"""A pick -> one card of its guild, packed (only picks are keys)."""
PLAY_ONE: dict[Choice, int] = {c: ONE[c.guild] for c in PLAYS}
"""A play -> one card of its guild, packed (only plays are keys)."""
GIVE_TABLE = _legal_table(GIVES)
"""Legal gifts to a redistribution by ``present_bits`` of the hand."""
