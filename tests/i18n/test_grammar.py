"""Grammar the layer gives every text: French elision before what fills a placeholder, and
French typography (a no-break space before : ; ? ! and inside « ») in every French text."""

from __future__ import annotations

import re
import string
from collections.abc import Iterator

import pytest

from guildes import i18n
from guildes.i18n import catalogs, grammar

NAMES = ["Aurèle", "Brune", "Cassien", "Domitille", "Eudes", "Firmin"]
"""The default seat names: two start with a vowel."""


@pytest.fixture
def french() -> Iterator[None]:
    i18n.set_language("fr")
    yield
    i18n.set_language(i18n.SOURCE)


@pytest.mark.parametrize(
    ("text", "values", "expected"),
    [
        ("la table de {name}", {"name": "Aurèle"}, "la table d’Aurèle"),
        ("la table de {name}", {"name": "Brune"}, "la table de Brune"),
        ("L'IA de {name}", {"name": "Eudes"}, "L'IA d’Eudes"),
        ("plus que {name}", {"name": "Eudes"}, "plus qu’Eudes"),
        ("De {name} à {other}", {"name": "Aurèle", "other": "Brune"}, "D’Aurèle à Brune"),
        ("la main de {name}", {"name": "Hélène"}, "la main d’Hélène"),  # a mute h
        ("la main de {name}", {"name": "Yves"}, "la main d’Yves"),
        ("voir la {what}", {"what": "étape"}, "voir l’étape"),
        ("voir le {what}", {"what": "ordre"}, "voir l’ordre"),
        ("{n} de cartes", {"n": "1 000 000"}, "1 000 000 de cartes"),  # a number: as written
        ("monde {name}", {"name": "Eudes"}, "monde Eudes"),  # "de" only as a word
        ("jusque {name}", {"name": "Aurèle"}, "jusqu’Aurèle"),
        ("«\u00a0{name}\u00a0»", {"name": "Eudes"}, "«\u00a0Eudes\u00a0»"),
        ("de {name:>3}", {"name": "Al"}, "de  Al"),  # the text as shown (a space first)
        ("la table de {name}", {"name": "Hugues"}, "la table de Hugues"),  # an aspirated h
        ("voir le {what}", {"what": "héros"}, "voir le héros"),
        ("voir le {what}", {"what": "huit"}, "voir le huit"),
        ("la main de {name}", {"name": "Henri-Paul"}, "la main de Henri-Paul"),
        ("ce {what} gagne", {"what": "atout"}, "cet atout gagne"),
        ("Ce {what} gagne", {"what": "ordre"}, "Cet ordre gagne"),
        ("ce {what} gagne", {"what": "coup"}, "ce coup gagne"),
        ("ce {what} gagne", {"what": "héros"}, "ce héros gagne"),
        ("cette {what}", {"what": "étape"}, "cette étape"),
        ("va à {where}", {"where": "le Conseil"}, "va au Conseil"),
        ("va à {where}", {"where": "les Nobles"}, "va aux Nobles"),
        ("À {where} !", {"where": "le tour"}, "Au tour !"),
        ("la carte de {where}", {"where": "le Conseil"}, "la carte du Conseil"),
        ("la carte de {where}", {"where": "les Nobles"}, "la carte des Nobles"),
        ("la carte de {where}", {"where": "la ville"}, "la carte de la ville"),
        ("va à {where}", {"where": "l'Église"}, "va à l'Église"),
        ("monde {where}", {"where": "le Conseil"}, "monde le Conseil"),
    ],
)
def test_french_elides_before_a_vowel(text: str, values: dict[str, object], expected: str) -> None:
    assert grammar.fill(text, values, "fr") == expected


def test_other_languages_fill_as_written() -> None:
    for code in ("en", "cs", "ru"):
        assert grammar.fill("de {name}", {"name": "Eudes"}, code) == "de Eudes"
    with pytest.raises(KeyError):
        grammar.fill("de {name}", {}, "fr")


def _keys_with(pattern: str) -> list[str]:
    """The French keys that put a placeholder right after ``pattern`` (a word)."""
    found = []
    for key, text in catalogs.texts("fr").items():
        forms = (text,) if isinstance(text, str) else text
        if any(re.search(pattern + r" \{", f) for f in forms):
            found.append(key)
    return found


def test_the_reviews_keys_read_right_with_the_default_names(french: None) -> None:
    """Every French text with "de {…}" (the review's 16 keys among them) filled with each
    default name: never "de" then a vowel."""
    keys = _keys_with(r"\b[Dd]e")
    assert {"ai.restarted", "ai.failed", "log.trick_from_table_of", "log.trick_on_table_of"} <= set(
        keys
    ), keys
    texts = catalogs.texts("fr")
    for key in keys:
        text = texts[key]
        form = text if isinstance(text, str) else text[0]
        fields = {f for _l, f, _s, _c in string.Formatter().parse(form) if f}
        for name in NAMES:
            values: dict[str, object] = {f: name for f in fields}
            shown = i18n.tn(key, 1, **values) if isinstance(text, tuple) else i18n.t(key, **values)
            assert not re.search(r"\b[Dd]e [AEIOUYÉÈaeiouyéè]", shown), (key, shown)


_BAD_SPACE = re.compile(r"(?: [:;?!»])|(?:« )")
"""An ordinary space where French wants a no-break one."""
_NO_SPACE = re.compile(r"[\w})\]»][;?!]|[\w)»][:](?![/\d])|«[^\s\u00a0\u202f]|[^\s\u00a0\u202f]»")
"""No space at all where French wants one (a colon between digits, 14:05, is a time)."""


def _french_problems(texts: dict[str, catalogs.Text]) -> list[str]:
    out = []
    for key, text in texts.items():
        for form in (text,) if isinstance(text, str) else text:
            plain = re.sub(r"</?[bi]>", "", form)
            plain = re.sub(r"\{[^}]*\}", "x", plain)  # a placeholder reads as a word
            plain = re.sub(r"https?://\S+", "", plain)
            if _BAD_SPACE.search(plain) or _NO_SPACE.search(plain):
                out.append(f"{key}: {form!r}")
    return out


def test_french_has_a_no_break_space_before_double_punctuation_and_inside_quotes() -> None:
    found = _french_problems(catalogs.texts("fr"))
    assert not found, "\n".join(found)


def test_the_typography_check_sees_an_ordinary_space_and_none() -> None:
    bad = {
        "a": "Joueurs : {n}",
        "b": "Passer ?",
        "c": "« Charger »",
        "d": "Joueurs: {n}",
        "e": ("{n} carte !", "{n} cartes\u00a0!", "{n} cartes\u00a0!"),
    }
    assert [p.split(":")[0] for p in _french_problems(bad)] == ["a", "b", "c", "d", "e"]
    good = {"a": "Joueurs\u00a0: {n}", "b": "«\u00a0Charger\u00a0»", "c": "à 14:05", "d": "1/2"}
    assert not _french_problems(good)
