"""Choices a seat can make: pick a card during the draft, play a card during the play.

Choices are small immutable values, one shared instance per kind and guild, with a text
form for logs and files (``"pick:Knights"``) and a JSON-compatible dict form.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Any

from guildes.rules.cards import GUILDS, NUM_GUILDS, guild_index
from guildes.rules.errors import ConfigError, StateError


class ChoiceKind(StrEnum):
    """What a choice does."""

    PICK = "pick"
    """Keep one card of the hand being drafted and pass the rest."""
    PLAY = "play"
    """Put one kept card face down, to be revealed with everyone's."""


class Choice:
    """One seat's choice: a kind and a guild. Use ``Choice.pick(g)`` / ``Choice.play(g)``.

    There is one instance per kind and guild (``Choice(kind, g)`` returns it), so equal
    choices are the same object: comparing and hashing them is identity, done in C.
    """

    __slots__ = ("kind", "guild")
    kind: ChoiceKind
    guild: int

    def __new__(cls, kind: ChoiceKind | str, guild: int) -> Choice:
        g = int(guild)
        if not 0 <= g < NUM_GUILDS:
            raise StateError(f"there is no guild {guild!r}")
        return _INTERNED[ChoiceKind(kind)][g]

    @classmethod
    def _make(cls, kind: ChoiceKind, guild: int) -> Choice:
        """The one instance of a kind and guild (made once, when this module loads)."""
        self = object.__new__(cls)
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "guild", guild)
        return self

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("Choice is immutable")

    def __reduce__(self) -> tuple[Any, ...]:
        return (Choice, (self.kind.value, self.guild))

    def __repr__(self) -> str:
        return f"Choice({self.text()!r})"

    @staticmethod
    def pick(guild: int) -> Choice:
        """The shared choice 'pick a card of this guild'."""
        return PICKS[guild]

    @staticmethod
    def play(guild: int) -> Choice:
        """The shared choice 'play a card of this guild'."""
        return PLAYS[guild]

    def text(self) -> str:
        """Text form, e.g. ``"pick:Knights"``."""
        return f"{self.kind.value}:{GUILDS[self.guild].name}"

    @staticmethod
    def from_text(text: str) -> Choice:
        """Parse the text form; StateError if it is not one."""
        if not isinstance(text, str) or ":" not in text:
            raise StateError(f"not a choice: {text!r}")
        kind, _, name = text.partition(":")
        try:
            g = guild_index(name)
            table = {ChoiceKind.PICK.value: PICKS, ChoiceKind.PLAY.value: PLAYS}[kind]
        except (ConfigError, KeyError):
            raise StateError(f"not a choice: {text!r}") from None
        return table[g]

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form: ``{"kind": "pick", "guild": "Knights"}``."""
        return {"kind": self.kind.value, "guild": GUILDS[self.guild].name}

    @staticmethod
    def from_dict(data: Any) -> Choice:
        """Read the dict form back; StateError if malformed."""
        if not isinstance(data, dict) or set(data) != {"kind", "guild"}:
            raise StateError(f"not a choice: {data!r}")
        kind, guild = data["kind"], data["guild"]
        if not isinstance(kind, str) or not isinstance(guild, str):
            raise StateError(f"not a choice: {data!r}")
        return Choice.from_text(f"{kind}:{guild}")


_INTERNED: dict[ChoiceKind, tuple[Choice, ...]] = {
    kind: tuple(Choice._make(kind, g) for g in range(NUM_GUILDS)) for kind in ChoiceKind
}
PICKS: tuple[Choice, ...] = _INTERNED[ChoiceKind.PICK]
PLAYS: tuple[Choice, ...] = _INTERNED[ChoiceKind.PLAY]
