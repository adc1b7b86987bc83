"""Cards per guild packed into one int: how the engine stores hands and tables.

A hand (at most 15 cards of a guild) takes 4 bits per guild, a table (cards played over
the three rounds) 8 bits per guild. Adding or removing a card is one integer addition, a
copy of every seat's hands is a copy of a list of ints, and ``map`` over such lists runs
in C: the engine's hot path is made of these.
"""

from __future__ import annotations

from collections.abc import Sequence

from guildes.rules.cards import NUM_GUILDS
from guildes.rules.choices import PICKS, PLAYS, Choice

GUILDS_RANGE = range(NUM_GUILDS)
HAND_SHIFT = tuple(4 * g for g in GUILDS_RANGE)
HAND_ONE = tuple(1 << (4 * g) for g in GUILDS_RANGE)
"""One card of guild g in a packed hand."""
TABLE_ONE = tuple(1 << (8 * g) for g in GUILDS_RANGE)
"""One card of guild g on a packed table."""
NIBBLE = 15
SINGLE_CARD = {1 << (4 * g): g for g in GUILDS_RANGE}
"""A packed one-card hand -> its guild."""
LOW_BITS = sum(HAND_ONE)
"""The lowest bit of every guild's nibble."""


def pack(counts: Sequence[int]) -> int:
    """Cards per guild packed 4 bits per guild (a hand: at most 15 of a guild)."""
    out = 0
    for g in GUILDS_RANGE:
        out += counts[g] << HAND_SHIFT[g]
    return out


def unpack(packed: int) -> tuple[int, ...]:
    """The cards per guild of a packed hand."""
    return tuple([(packed >> s) & 15 for s in HAND_SHIFT])


def pack_table(counts: Sequence[int]) -> int:
    """Cards per guild packed 8 bits per guild (a table: at most 255 of a guild)."""
    out = 0
    for g in GUILDS_RANGE:
        out += counts[g] << (8 * g)
    return out


def unpack_table(packed: int) -> tuple[int, ...]:
    """The cards per guild of a packed table."""
    return tuple([(packed >> (8 * g)) & 255 for g in GUILDS_RANGE])


def hand_size(packed: int) -> int:
    """Number of cards in a packed hand."""
    return sum(unpack(packed))


def present_bits(hand: int) -> int:
    """The guilds present in a packed hand: bit 4g set when guild g is there."""
    return (hand | hand >> 1 | hand >> 2 | hand >> 3) & LOW_BITS


def _legal_table(choices: tuple[Choice, ...]) -> dict[int, tuple[Choice, ...]]:
    """``present_bits(hand)`` -> the choices that hand allows, for every set of guilds."""
    return {
        sum(HAND_ONE[g] for g in GUILDS_RANGE if present >> g & 1): tuple(
            choices[g] for g in GUILDS_RANGE if present >> g & 1
        )
        for present in range(1 << NUM_GUILDS)
    }


PICK_TABLE = _legal_table(PICKS)
"""Legal picks by ``present_bits`` of the hand."""
PLAY_TABLE = _legal_table(PLAYS)
"""Legal plays by ``present_bits`` of the hand."""
PICK_MASK: dict[Choice, int] = {c: NIBBLE << HAND_SHIFT[c.guild] for c in PICKS}
"""A pick -> the bits of its guild in a packed hand (non-zero when the card is there)."""
PLAY_MASK: dict[Choice, int] = {c: NIBBLE << HAND_SHIFT[c.guild] for c in PLAYS}
"""A play -> the bits of its guild in a packed hand."""
