"""The catalogs: every language has every key of English and no other, with the same
placeholders and its own number of plural forms; every key is used by the game's code,
and every key the code asks for exists."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import guildes
from guildes.i18n import LANGUAGES, SOURCE, catalogs, keys

CODE = Path(guildes.__file__).parent


def _literals_and_asked() -> tuple[set[str], list[tuple[str, int, str]]]:
    """Every string literal in the game's code, and each key given as a literal to
    ``t``/``tn`` (file, line, key)."""
    literals: set[str] = set()
    asked: list[tuple[str, int, str]] = []
    for path in CODE.rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                literals.add(node.value)
            if (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Name | ast.Attribute)
                and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr)
                in ("t", "tn", "tr")
                and node.args
                and isinstance(node.args[0], ast.Constant)
                and isinstance(node.args[0].value, str)
            ):
                asked.append((str(path.relative_to(CODE)), node.lineno, node.args[0].value))
    return literals, asked


@pytest.mark.parametrize("code", [c for c in LANGUAGES if c != SOURCE])
def test_each_language_has_every_key_with_the_same_placeholders(code: str) -> None:
    found = catalogs.problems(code)
    assert not found, "\n".join(map(str, found))


def test_every_key_is_used_and_every_key_asked_for_exists() -> None:
    literals, asked = _literals_and_asked()
    english = keys(SOURCE)
    unused = sorted(english - literals)
    assert not unused, f"keys no code uses: {unused}"
    missing = [f"{f}:{line}: {key}" for f, line, key in asked if key not in english]
    assert not missing, f"keys not in the English catalog: {missing}"


def test_the_check_finds_a_missing_key_a_stray_key_and_other_placeholders(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The check itself can fail: a catalog with a key missing, one English lacks, a
    placeholder renamed and a plural text given as a plain one."""
    po = tmp_path / "locales"
    po.mkdir()
    (po / "en.po").write_text(
        'msgid "a.b"\nmsgstr "Hello {name}"\n\n'
        'msgid "a.c"\nmsgstr "Bye"\n\n'
        'msgid "a.n"\nmsgid_plural "a.n"\nmsgstr[0] "{n} card"\nmsgstr[1] "{n} cards"\n',
        encoding="utf-8",
    )
    (po / "fr.po").write_text(
        'msgid ""\nmsgstr ""\n"Language: fr\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
        '#. Hello {name}\nmsgid "a.b"\nmsgstr "Bonjour {nom}"\n\n'
        'msgid "a.x"\nmsgstr "Autre"\n\n'
        '#. {n} card | {n} cards\nmsgid "a.n"\nmsgstr "{n} cartes"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(catalogs, "catalog_path", lambda code: str(po / f"{code}.po"))
    found = {(p.key, p.what.split(" ")[0]) for p in catalogs.problems("fr")}
    assert found == {
        ("a.c", "missing"),
        ("a.x", "not"),
        ("a.b", "placeholders"),
        ("a.n", "placeholders"),
        ("a.n", "plural"),
    }


def test_the_check_finds_an_english_note_out_of_step_and_sync_mends_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A new contributor's check: English's texts changed (the typographic apostrophe,
    the minus sign) and the other catalogs kept the old texts as their translators'
    notes; ``sync`` then rewrote 336 lines nobody meant to edit. The check says so."""
    po = tmp_path / "locales"
    po.mkdir()
    (po / "en.po").write_text(
        'msgid "a.b"\nmsgstr "Ana’s table, \u22121 a card, and a long text that the '
        'catalog writes wrapped over two lines of notes for its translators"\n',
        encoding="utf-8",
    )
    (po / "fr.po").write_text(
        'msgid ""\nmsgstr ""\n"Language: fr\\n"\n'
        '"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
        '#. Ana\'s table, -1 a card\nmsgid "a.b"\nmsgstr "La table d’Ana"\n',
        encoding="utf-8",
    )
    monkeypatch.setattr(catalogs, "catalog_path", lambda code: str(po / f"{code}.po"))
    assert [p.what for p in catalogs.problems("fr")] == ["English note out of step (run sync)"]
    catalogs.sync("fr")
    assert catalogs.problems("fr") == []  # (the note written wrapped reads in step)
    assert catalogs.texts("fr")["a.b"] == "La table d’Ana"


def test_plural_keys_have_the_languages_number_of_forms() -> None:
    expected = {"en": 2, "fr": 3, "cs": 3, "ru": 3}
    for code in LANGUAGES:
        catalog = catalogs.read(code)
        assert catalog.num_plurals == expected[code]
        for key, text in catalogs.texts(code).items():
            if isinstance(text, tuple):
                assert len(text) == expected[code], (code, key)


def test_every_english_key_has_its_text() -> None:
    """English is where a key is born: an empty English text would show its key."""
    empty = sorted(keys(SOURCE) - catalogs.texts(SOURCE).keys())
    assert not empty, f"English keys without a text: {empty}"


def test_czech_hints_say_how_to_choose_in_one_form() -> None:
    """The hint after a Czech imperative ("Odevzdejte kartu k přerozdělení: …") names the
    means as hint.choose_two does, in the instrumental ("kliknutím nebo šipkami"), not an
    imperative beside a bare noun ("klikněte, nebo šipky + Enter", a calque)."""
    from guildes import i18n

    i18n.set_language("cs")
    try:
        how = i18n.t("hint.how", what="Odevzdejte kartu k přerozdělení")
        two = i18n.t("hint.choose_two")
    finally:
        i18n.set_language(SOURCE)
    assert "kliknutím nebo šipkami" in how and "kliknutím nebo šipkami" in two
    assert "nebo šipky " not in how


def test_french_hints_say_how_to_choose_in_one_form() -> None:
    """As hint.choose_two, nouns after the colon: "clic ou flèches + Entrée", not an
    imperative beside a noun ("cliquez dessus, ou flèches + Entrée")."""
    texts = _texts("fr")
    assert "clic ou flèches + Entrée" in texts["hint.how"], texts["hint.how"]
    assert "clic ou flèches + Entrée" in texts["hint.choose_two"], texts["hint.choose_two"]


def _texts(code: str) -> dict[str, str]:
    """Each key of the catalog of ``code`` and its text (a plural key's forms joined)."""
    from babel.messages.pofile import read_po

    from guildes.i18n import catalog_path

    with open(catalog_path(code), "rb") as f:
        catalog = read_po(f, locale=code)
    out = {}
    for m in catalog:
        if m.id:
            key = m.id if isinstance(m.id, str) else m.id[0]
            out[key] = m.string if isinstance(m.string, str) else " | ".join(m.string)
    return out


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_negative_number_is_written_with_the_minus_sign(code: str) -> None:
    """ "+1 Knights −1", "−{votes}": the minus sign (U+2212), as the cards and tags draw
    it, never a hyphen before a digit or a number's field."""
    import re

    found = {k: s for k, s in _texts(code).items() if re.search(r"(^|[\s(])-(\d|\{)", s)}
    assert not found, found


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_apostrophe_is_the_typographic_one(code: str) -> None:
    """ "Ana’s", "l’IA": English wrote the straight apostrophe in 47 texts and the curly
    one in 12; French always the curly one."""
    found = {k: s for k, s in _texts(code).items() if "'" in s}
    assert not found, found


def test_russian_writes_the_variants_names_in_lower_case_inside_a_sentence() -> None:
    """ "Вариант: карты грязных приёмов", as every other Russian text says it (one heading
    wrote "карты Грязных приёмов"); only a text's first word has a capital."""
    import re

    inside = r"(?<![.:!?»\"]\s)(?<!^)(?<!\|\s)\b(Грязн|Событи)"
    found = {k: s for k, s in _texts("ru").items() if re.search(inside, s)}
    assert not found, found


PAYS = {
    "fr": r"\bpai(e|ent)\b|\bpayer\b|\bpayée?s?\b",
    "cs": r"\bplatí\b[^.]*\bmíst|\bmíst\w*[^.]*\bplatí\b",
    "ru": r"\bплат(ит|ят|ится)\b",
}
"""Scoring said as money, a calque of the English "pays" (a count awards votes)."""


@pytest.mark.parametrize("code", ["fr", "cs", "ru"])
def test_no_translation_says_a_guild_or_a_count_pays(code: str) -> None:
    import re

    found = {k: s for k, s in _texts(code).items() if re.search(PAYS[code], s, re.IGNORECASE)}
    assert not found, found


@pytest.mark.parametrize(("code", "other"), [("cs", "domobran"), ("ru", "ополчен")])
def test_the_militia_is_named_as_its_cards_do(code: str, other: str) -> None:
    """ "Milice", "Стража": the rulebook's and the cards' word, never "Domobrana",
    "Ополчение" (the rules screen said both)."""
    found = {k: s for k, s in _texts(code).items() if other in s.lower()}
    assert not found, found


def test_french_key_hints_name_each_action_in_the_infinitive() -> None:
    """ "Entrée ou double-clic charger" beside "choisir", "revoir", "supprimer" (not
    "charge", the one conjugated verb among them)."""
    text = _texts("fr")["load.hint"]
    assert "double-clic charger" in text, text


def test_czech_says_what_a_key_does_after_a_dash() -> None:
    """ "K – zkopírovat" (as Russian "K — копировать"), not "K zkopíruje" (read as the
    preposition "k" before a verb)."""
    text = _texts("cs")["deal.code_copy"]
    assert "K – zkopírovat" in text, text
