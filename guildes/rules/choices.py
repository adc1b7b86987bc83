"""Choices a seat can make: a small immutable value with optional targets.

A choice has a kind (``ChoiceKind``) and a guild (the card it concerns), and may carry a
target seat, a second seat, a second guild (a card on a table) and a sign (+1 or -1), for
the variants' choices (e.g. a Dirty Trick's "+1 Knights on seat 2"). The base game's
picks and plays carry none. Every choice has a text form for logs and files
(``"pick:Knights"``, ``"play:Nobles;target=2;sign=-1"``) and a JSON-compatible dict form.

There is one instance per distinct choice (``Choice(...)`` returns it), so equal choices
are the same object: comparing and hashing them is identity, done in C. The base game's
picks and plays are made when this module loads (``PICKS``, ``PLAYS``).

Whether a choice is legal is the phase's business (``guildes.rules.schedule``); here a
choice is only checked to be well-formed (StateError otherwise).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from guildes.rules.cards import GUILDS, NUM_GUILDS, guild_index
from guildes.rules.errors import ConfigError, StateError

MAX_SEAT = 63
"""Largest seat number a well-formed choice may name (a game has at most 6 seats; the
phase refuses a seat that is not at the table)."""


class ChoiceKind(StrEnum):
    """What a choice does."""

    PICK = "pick"
    """Keep one card of the hand being drafted and pass the rest."""
    PLAY = "play"
    """Put one kept card face down, to be revealed with everyone's (a batch of two cards
    names the second in ``other_guild``)."""
    GIVE = "give"
    """Give one card of the hand to the redistribution (Event: Redistribution)."""
    TRICK = "trick"
    """Use one's Dirty Trick card; the fields name its cards and targets
    (``guildes.rules.trick_rules``)."""
    DECLINE = "decline"
    """Decline one's Dirty Trick card (names no card)."""
    DRAW = "draw"
    """Use Dirty Trick D: draw two cards from the discard pile (names no card; the card
    played from the two is a second choice)."""


NO_CARD_KINDS: frozenset[ChoiceKind] = frozenset({ChoiceKind.DECLINE, ChoiceKind.DRAW})
"""Kinds of choice that name no card: their ``guild`` is 0 and unused, their text form
is the kind alone (``"decline"``)."""


_TARGETS = ("target", "other", "other_guild", "sign")
_NONE4 = (None, None, None, None)
"""The optional fields of a choice, in text order."""


class Choice:
    """One seat's choice: a kind, a guild and optional targets (see the module docstring).
    Use ``Choice.pick(g)`` / ``Choice.play(g)`` for the base game's choices."""

    __slots__ = ("kind", "guild", "target", "other", "other_guild", "sign")
    kind: ChoiceKind
    guild: int
    target: int | None
    """A seat the choice acts on (whose table, whose hand)."""
    other: int | None
    """A second seat (e.g. the other side of a swap)."""
    other_guild: int | None
    """A second card's guild (e.g. the card taken from the other seat's table)."""
    sign: int | None
    """+1 or -1 (e.g. a virtual card added or taken)."""

    def __new__(
        cls,
        kind: ChoiceKind | str,
        guild: int,
        *,
        target: int | None = None,
        other: int | None = None,
        other_guild: int | None = None,
        sign: int | None = None,
    ) -> Choice:
        try:
            k = ChoiceKind(kind)
        except ValueError:
            raise StateError(f"there is no kind of choice {kind!r}") from None
        if k in NO_CARD_KINDS and (guild != 0 or (target, other, other_guild, sign) != _NONE4):
            raise StateError(f"a {k.value} choice names no card and no target")
        key = (k, _guild(guild), _seat(target), _seat(other), _opt_guild(other_guild), _sign(sign))
        found = _INTERNED.get(key)
        if found is None:
            found = _INTERNED[key] = cls._make(*key)
        return found

    @classmethod
    def _make(
        cls,
        kind: ChoiceKind,
        guild: int,
        target: int | None = None,
        other: int | None = None,
        other_guild: int | None = None,
        sign: int | None = None,
    ) -> Choice:
        """A new instance (only ``__new__`` and the module's interning call this)."""
        self = object.__new__(cls)
        for name, value in zip(
            cls.__slots__, (kind, guild, target, other, other_guild, sign), strict=True
        ):
            object.__setattr__(self, name, value)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Choice is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (_from_fields, (self.kind.value, self.guild, *self.targets()))

    def __repr__(self) -> str:
        return f"Choice({self.text()!r})"

    def targets(self) -> tuple[int | None, int | None, int | None, int | None]:
        """(target, other, other_guild, sign): all None for a pick or a play."""
        return (self.target, self.other, self.other_guild, self.sign)

    @property
    def has_targets(self) -> bool:
        """True when any optional field is set."""
        return self.targets() != (None, None, None, None)

    @property
    def names_card(self) -> bool:
        """False for a choice that names no card (decline, draw)."""
        return self.kind not in NO_CARD_KINDS

    @staticmethod
    def decline() -> Choice:
        """The shared choice 'decline my Dirty Trick card'."""
        return DECLINE

    @staticmethod
    def draw() -> Choice:
        """The shared choice 'use Dirty Trick D: draw two from the discard pile'."""
        return DRAW

    @staticmethod
    def pick(guild: int) -> Choice:
        """The shared choice 'pick a card of this guild'."""
        return PICKS[guild]

    @staticmethod
    def play(guild: int) -> Choice:
        """The shared choice 'play a card of this guild'."""
        return PLAYS[guild]

    def text(self) -> str:
        """Text form, e.g. ``"pick:Knights"``, ``"play:Nobles;target=2;sign=-1"`` or
        ``"decline"``."""
        if not self.names_card:
            return self.kind.value
        out = f"{self.kind.value}:{GUILDS[self.guild].name}"
        for name, value in zip(_TARGETS, self.targets()):
            if value is not None:
                shown = GUILDS[value].name if name == "other_guild" else f"{value:+d}"
                out += f";{name}={value if name in ('target', 'other') else shown}"
        return out

    @staticmethod
    def from_text(text: str) -> Choice:
        """Parse the text form; StateError if it is not one."""
        if isinstance(text, str) and text in _NO_CARD_TEXT:
            return _NO_CARD_TEXT[text]
        if not isinstance(text, str) or ":" not in text:
            raise StateError(f"not a choice: {text!r}")
        head, *parts = text.split(";")
        kind, _, name = head.partition(":")
        fields: dict[str, Any] = {}
        try:
            guild = guild_index(name)
            for part in parts:
                key, eq, value = part.partition("=")
                if not eq or key not in _TARGETS or key in fields:
                    raise StateError(f"not a choice: {text!r}")
                fields[key] = guild_index(value) if key == "other_guild" else int(value)
        except (ConfigError, ValueError):
            raise StateError(f"not a choice: {text!r}") from None
        return Choice(kind, guild, **fields)

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form: ``{"kind": "pick", "guild": "Knights"}``, plus each
        optional field that is set (``other_guild`` by name); ``{"kind": "decline"}``
        for a choice that names no card."""
        if not self.names_card:
            return {"kind": self.kind.value}
        out: dict[str, Any] = {"kind": self.kind.value, "guild": GUILDS[self.guild].name}
        for name, value in zip(_TARGETS, self.targets()):
            if value is not None:
                out[name] = GUILDS[value].name if name == "other_guild" else value
        return out

    @staticmethod
    def from_dict(data: Any) -> Choice:
        """Read the dict form back; StateError if malformed."""
        if isinstance(data, dict) and set(data) == {"kind"} and data["kind"] in _NO_CARD_TEXT:
            return _NO_CARD_TEXT[data["kind"]]
        if not isinstance(data, dict) or not {"kind", "guild"} <= set(data):
            raise StateError(f"not a choice: {data!r}")
        if not set(data) <= {"kind", "guild", *_TARGETS}:
            raise StateError(f"not a choice: {data!r}")
        kind, guild = data["kind"], data["guild"]
        if not isinstance(kind, str) or not isinstance(guild, str):
            raise StateError(f"not a choice: {data!r}")
        fields = {k: data[k] for k in _TARGETS if k in data}
        if "other_guild" in fields:
            name = fields["other_guild"]
            if not isinstance(name, str):
                raise StateError(f"not a choice: {data!r}")
            try:
                fields["other_guild"] = guild_index(name)
            except ConfigError:
                raise StateError(f"not a choice: {data!r}") from None
        try:
            return Choice(kind, guild_index(guild), **fields)
        except ConfigError:
            raise StateError(f"not a choice: {data!r}") from None


def _from_fields(
    kind: str, guild: int, target: int | None, other: int | None, og: int | None, sign: int | None
) -> Choice:
    """Unpickling: the interned choice of these fields."""
    return Choice(kind, guild, target=target, other=other, other_guild=og, sign=sign)


def _guild(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < NUM_GUILDS:
        raise StateError(f"there is no guild {value!r}")
    return int(value)


def _opt_guild(value: Any) -> int | None:
    return None if value is None else _guild(value)


def _seat(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_SEAT:
        raise StateError(f"there is no seat {value!r}")
    return int(value)


def _sign(value: Any) -> int | None:
    if value is None:
        return None
    if isinstance(value, bool) or value not in (1, -1):
        raise StateError(f"a sign is +1 or -1, not {value!r}")
    return int(value)


_INTERNED: dict[tuple[Any, ...], Choice] = {
    (kind, g, None, None, None, None): Choice._make(kind, g)
    for kind in ChoiceKind
    if kind not in NO_CARD_KINDS
    for g in range(NUM_GUILDS)
}
PICKS: tuple[Choice, ...] = tuple(
    _INTERNED[ChoiceKind.PICK, g, None, None, None, None] for g in range(NUM_GUILDS)
)
PLAYS: tuple[Choice, ...] = tuple(
    _INTERNED[ChoiceKind.PLAY, g, None, None, None, None] for g in range(NUM_GUILDS)
)
GIVES: tuple[Choice, ...] = tuple(Choice(ChoiceKind.GIVE, g) for g in range(NUM_GUILDS))
DECLINE: Choice = Choice(ChoiceKind.DECLINE, 0)
DRAW: Choice = Choice(ChoiceKind.DRAW, 0)
_NO_CARD_TEXT: dict[str, Choice] = {c.kind.value: c for c in (DECLINE, DRAW)}
