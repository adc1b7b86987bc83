"""Grammar that a catalog alone cannot give: what changes around a placeholder once the
word that fills it is known.

French elides a short word before a vowel: "la table de {name}" with Aurèle is "la table
d’Aurèle", "plus que {name}" with Eudes "plus qu’Eudes", "le {word}"/"la {word}" before a
vowel "l’…" (with the typographic apostrophe, as the French catalog writes). ``t()``
fills each placeholder through ``fill`` so every text, and every future one, gets this
without its translator doing anything (and a translator cannot do it: the name is not
known when the text is written).

Only the words written right before a placeholder change, and only when the text put in
starts with a vowel (a, e, i, o, u, y, with or without an accent) or a mute h ("h" then
a vowel is elided too: "d’Hélène"). An aspirated h cannot be told from the spelling: the
words and names that have one are listed (``ASPIRATED``: "de Hugues", "le héros"). "ce"
before a vowel is "cet" ("cet atout"). A text put in that starts with the article "le" or
"les" joins "à"/"de" before it ("à le Conseil" → "au Conseil", "de les Nobles" → "des
Nobles"). Numbers and words starting with a consonant leave the text as written.
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


ASPIRATED = frozenset(
    [
        "hache",
        "haie",
        "haine",
        "hall",
        "halte",
        "hamac",
        "hameau",
        "hanche",
        "handicap",
        "hangar",
        "hanneton",
        "hanter",
        "harde",
        "hardi",
        "hareng",
        "haricot",
        "harpe",
        "hasard",
        "hâte",
        "haut",
        "haute",
        "hauteur",
        "havre",
        "hennir",
        "héraut",
        "hérisson",
        "hernie",
        "héron",
        "héros",
        "hêtre",
        "hibou",
        "hideux",
        "hiérarchie",
        "hisser",
        "hockey",
        "hollandais",
        "homard",
        "hongrois",
        "honte",
        "hoquet",
        "hors",
        "hotte",
        "houle",
        "housse",
        "houx",
        "hublot",
        "huit",
        "huitième",
        "hululer",
        "humer",
        "hurler",
        "hussard",
        "hutte",
        "hugues",
        "hugo",
        "hector",
        "henri",
        "hubert",
        "hervé",
        "hilda",
        "huguette",
        "hermann",
        "hildegarde",
        "harald",
        "hans",
    ]
)
"""French words and names whose h is aspirated: no elision before them ("de Hugues")."""
_FRENCH_JOINED = re.compile(r"(?:^|(?<=[\s(«\u00a0\u202f'’\"“]))(?P<prep>[Àà]|[Dd]e) $")
""""à" or "de" at the end of the text so far (then one space): it joins a "le"/"les"."""
_JOINED = {("à", "le"): "au", ("à", "les"): "aux", ("de", "le"): "du", ("de", "les"): "des"}
_ARTICLE = re.compile(r"^(?P<article>[Ll]es?) (?=\S)")


def _elides(value: str) -> bool:
    """True when French elides before ``value``: it starts with a vowel or a mute h."""
    if not _VOWEL_START.match(value):
        return False
    first = re.split(r"[\s'’,.;:!?()«»\-]", value, maxsplit=1)[0].lower()
    return first not in ASPIRATED


def _french(before: str, value: str) -> tuple[str, str]:
    """``before`` (the text so far, right before ``value``) and ``value`` as French writes
    them together: "… de " + "Aurèle" → "… d'" + "Aurèle"; "… ce " + "atout" → "… cet "
    + "atout"; "… à " + "le Conseil" → "… au " + "Conseil"."""
    article = _ARTICLE.match(value)
    prep = _FRENCH_JOINED.search(before) if article else None
    if article is not None and prep is not None:
        word = prep.group("prep")
        if word.lower() in ("à", "de"):
            joined = _JOINED[(word.lower(), article.group("article").lower())]
            if word[0].isupper():
                joined = joined.capitalize()
            return before[: prep.start()] + joined + " ", value[article.end() :]
    if not _elides(value):
        return before, value
    if re.search(r"(?:^|(?<=[\s(«\u00a0\u202f'’\"“]))[Cc]e $", before):
        return before[:-1] + "t ", value
    match = _FRENCH_ELIDED.search(before)
    if match is None:
        return before, value
    word = match.group("word")
    return before[: match.start()] + word[:-1] + "’", value


ELISION: dict[str, Callable[[str, str], tuple[str, str]]] = {"fr": _french}
"""Per language, how the text before a placeholder and the text put in change together."""

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
            out, shown = elide(out, shown)
        out += shown
    return out
