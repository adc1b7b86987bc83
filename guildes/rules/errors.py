"""Exceptions raised by the rules engine; each says what was wrong in plain words."""

from __future__ import annotations


class RulesError(Exception):
    """Base class of every error the rules engine raises on bad input."""


class ConfigError(RulesError, ValueError):
    """A game configuration (or a card name in it) is not valid."""


class IllegalChoice(RulesError):
    """A choice was refused; the game state is unchanged."""


class WrongSeat(IllegalChoice):
    """The seat does not exist, or it has nothing to choose now."""


class AlreadyChosen(IllegalChoice):
    """The seat already chose in this step."""


class OutOfPhase(IllegalChoice):
    """The kind of choice does not belong to the current phase (or the game is over)."""


class NotInHand(IllegalChoice):
    """The chosen card is not in the seat's hand."""


class StateError(RulesError, ValueError):
    """Serialized data (a state, a view, a choice) is malformed or breaks the rules."""
