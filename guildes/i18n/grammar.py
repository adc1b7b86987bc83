"""Grammar that a catalog alone cannot give: what changes around a placeholder once the
word that fills it is known.

French elides a short word before a vowel: "la table de {name}" with Aurèle is "la table
d'Aurèle", "plus que {name}" with Eudes "plus qu'Eudes", "le {word}"/"la {word}" before a
vowel "l'…". ``t()`` fills each placeholder through ``fill`` so every text, and every
future one, gets this without its translator doing anything (and a translator cannot do
it: the name is not known when the text is written).

Only the words written right before a placeholder change, and only when the text put in
starts with a vowel (a, e, i, o, u, y, with or without an accent) or a mute h ("h" then
a vowel is elided too: "d'Hélène"; an aspirated h cannot be told from the spelling, and a
name with one is rare). Numbers and words starting with a consonant leave the text as
written.
"""

from __future__ import annotations

import re
import string
from collections.abc import Callable, Mapping

_VOWEL_START = re.compile(r"^(?:[aeiouyàâäéèêëîïôöùûüÿæœ]|h[aeiouyàâéèêëîïôûü])", re.I)
"""A word French elides before: a vowel, or a mute h (an h then a vowel)."""
_FRENCH_ELIDED = re.compile(
    r"(?:^|(?<=[\s(«\u00a0\u202f'’\"“]))"
    r"(?P<word>[Dd]e|[Qq]ue|[Ll][ea]|[Jj]usque|[Ll]orsque|[Pp]uisque) $"
)
"""A word elided before a vowel, at the end of the text written so far (then one space)."""


def _french(before: str, value: str) -> str:
    """``before`` (the text so far, right before ``value``) with its last word elided if
    ``value`` starts with a vowel: "… de " + "Aurèle" → "… d'" (then "Aurèle")."""
    if not _VOWEL_START.match(value):
        return before
    match = _FRENCH_ELIDED.search(before)
    if match is None:
        return before
    word = match.group("word")
    return before[: match.start()] + word[:-1] + "'"


ELISION: dict[str, Callable[[str, str], str]] = {"fr": _french}
"""Per language, how the text before a placeholder changes with what fills it."""

_FORMATTER = string.Formatter()


def fill(text: str, values: Mapping[str, object], language: str) -> str:
    """``text`` with its ``{placeholders}`` filled from ``values`` (as ``str.format``
    does: KeyError for a missing one), the language's elision applied before each."""
    elide = ELISION.get(language)
    if elide is None:
        return text.format(**values)
    out = ""
    for literal, field, spec, conversion in _FORMATTER.parse(text):
        out += literal
        if field is None:
            continue
        value, _ = _FORMATTER.get_field(field, (), values)
        value = _FORMATTER.convert_field(value, conversion)
        shown = _FORMATTER.format_field(value, _FORMATTER.vformat(spec or "", (), values))
        if shown:
            out = elide(out, shown)
        out += shown
    return out
