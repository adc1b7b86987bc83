"""The Dirty Trick cards' words (variant 2, RULINGS §5), in the current language: each
letter's short name, the name on its small card and full text, the phase's name and the
Use / Decline choice. The catalogs' keys are ``trick.A.name`` / ``trick.A.card`` /
``trick.A.text`` ... ``trick.I.*``, ``trick.phase``, ``trick.use`` and
``trick.decline``."""

from __future__ import annotations

from guildes.i18n import t
from guildes.ui.names import BREAK

_KEYS: dict[str, tuple[str, str]] = {
    "A": ("trick.A.name", "trick.A.text"),
    "B": ("trick.B.name", "trick.B.text"),
    "C": ("trick.C.name", "trick.C.text"),
    "D": ("trick.D.name", "trick.D.text"),
    "E": ("trick.E.name", "trick.E.text"),
    "F": ("trick.F.name", "trick.F.text"),
    "G": ("trick.G.name", "trick.G.text"),
    "H": ("trick.H.name", "trick.H.text"),
    "I": ("trick.I.name", "trick.I.text"),
}
LETTERS: tuple[str, ...] = tuple(_KEYS)
"""The Dirty Trick cards' letters, in the order they are applied."""
_CARD_KEYS: dict[str, str] = {
    "A": "trick.A.card",
    "B": "trick.B.card",
    "C": "trick.C.card",
    "D": "trick.D.card",
    "E": "trick.E.card",
    "F": "trick.F.card",
    "G": "trick.G.card",
    "H": "trick.H.card",
    "I": "trick.I.card",
}


def trick_name(letter: str) -> str:
    """The short name of the Dirty Trick card ``letter`` ("A" to "I"); KeyError for
    another letter."""
    return t(_KEYS[letter][0])


def card_name(letter: str, breaks: bool = False) -> str:
    """The name on the Dirty Trick card ``letter``'s face: a word or two that fit a small
    card ("Protection", "Take back"; for F to I the guild, its "±1" being drawn); with
    ``breaks`` it keeps its syllable marks (``BREAK``), else they are taken out."""
    name = t(_CARD_KEYS[letter])
    return name if breaks else name.replace(BREAK, "")


def trick_text(letter: str, players: int | None = None) -> str:
    """The full text of the Dirty Trick card ``letter`` ("A" to "I"); at a table of
    ``players`` 3, Sacrifice's without the Alchemists, which a 3-player game removes (a
    hurried play test read them in its text)."""
    if letter == "C" and players == 3:
        return t("trick.C.text_3p")
    return t(_KEYS[letter][1])


def trick_phase() -> str:
    """The name of the round's Dirty Tricks phase."""
    return t("trick.phase")


def use_label() -> str:
    """The button that applies one's Dirty Trick card."""
    return t("trick.use")


def decline_label() -> str:
    """The button that lets one's Dirty Trick card go unused."""
    return t("trick.decline")
