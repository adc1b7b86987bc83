"""The translation layer: texts with placeholders, plural forms by each language's rule,
numbers, lists and dates in the language's style, switching, the system's language."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest

from guildes import i18n
from guildes.i18n import LANGUAGES, PSEUDO, join, number, set_language, t, tn


@pytest.fixture(autouse=True)
def english_after() -> Iterator[None]:
    yield
    set_language("en")


def test_a_text_in_each_language_with_its_placeholders() -> None:
    day = dt.datetime(2026, 12, 1, 7, 5)
    seen = set()
    for code in LANGUAGES:
        set_language(code)
        assert i18n.language() == code
        text = i18n.datetime_text(day)
        assert "2026" in text and "{" not in text
        seen.add(text)
    assert len(seen) == len(LANGUAGES)  # each language writes it its own way


@pytest.mark.parametrize(
    ("code", "expected"),
    [
        ("en", ["0 cards", "1 card", "2 cards", "5 cards", "21 cards"]),
        ("fr", ["0 carte", "1 carte", "2 cartes", "5 cartes", "21 cartes"]),
        ("cs", ["0 karet", "1 karta", "2 karty", "5 karet", "21 karet"]),
        ("ru", ["0 карт", "1 карта", "2 карты", "5 карт", "21 карта"]),
    ],
)
def test_plural_forms_follow_each_languages_rule(code: str, expected: list[str]) -> None:
    set_language(code)
    assert [tn("unit.cards", n) for n in (0, 1, 2, 5, 21)] == expected


def test_russian_and_czech_have_three_forms() -> None:
    set_language("ru")
    assert [tn("unit.votes", n) for n in (1, 3, 11, 12, 22, 25, 101)] == [
        "1 голос",
        "3 голоса",
        "11 голосов",
        "12 голосов",
        "22 голоса",
        "25 голосов",
        "101 голос",
    ]
    set_language("cs")
    assert [tn("unit.votes", n) for n in (1, 3, 4, 5, 22)] == [
        "1 hlas",
        "3 hlasy",
        "4 hlasy",
        "5 hlasů",
        "22 hlasů",
    ]


def test_numbers_in_the_languages_style() -> None:
    set_language("en")
    assert number(12345.5, 1) == "12,345.5"
    assert tn("unit.votes", 1500) == "1,500 votes"
    set_language("fr")
    assert number(12345.5, 1) == "12\u202f345,5"
    set_language("cs")
    assert number(12345.5, 1) == "12\xa0345,5"
    set_language("ru")
    assert number(0.5, 2) == "0,50"
    assert i18n.percent(0.25) == "25\xa0%"
    assert i18n.percent(0.255, 1) == "25,5\xa0%"
    set_language("en")
    assert i18n.percent(0.25) == "25%"


def test_a_signed_number_has_the_minus_sign_not_a_hyphen() -> None:
    set_language("en")
    assert [i18n.signed(v) for v in (3, -1, 0)] == ["+3", "\u22121", "0"]
    set_language("fr")
    assert i18n.signed(-12345) == "\u221212\u202f345"
    set_language("en")


def test_lists_end_with_the_languages_and() -> None:
    names = ["Ada", "Bo", "Cy"]
    expected = {
        "en": "Ada, Bo and Cy",
        "fr": "Ada, Bo et Cy",
        "cs": "Ada, Bo a\xa0Cy",
        "ru": "Ada, Bo и Cy",
    }
    for code, text in expected.items():
        set_language(code)
        assert join(names) == text
        assert join(["Ada"]) == "Ada"
        assert join([]) == ""


def test_switching_changes_the_revision_and_refuses_unknown_languages() -> None:
    before = i18n.revision()
    set_language("fr")
    assert i18n.revision() == before + 1
    set_language("fr")
    assert i18n.revision() == before + 1  # no switch, no change
    with pytest.raises(ValueError):
        set_language("de")
    assert i18n.language() == "fr"


def test_a_missing_placeholder_is_an_error() -> None:
    with pytest.raises(KeyError):
        t("format.date_time", date="today")


def test_the_pseudo_language_is_longer_and_keeps_placeholders() -> None:
    set_language(PSEUDO)
    text = tn("unit.cards", 3)
    english = "3 cards"
    assert text.startswith("3 ")
    assert len(text) >= len(english) * 1.4
    assert text != english
    assert i18n.pseudo_text("{a} and {b}").startswith("{a} àñd {b}")
    assert i18n.pseudo_text("{{x}}").startswith("{{x}}")


@pytest.mark.parametrize(
    ("env", "expected"),
    [
        ({"LANG": "fr_FR.UTF-8"}, "fr"),
        ({"LC_ALL": "cs_CZ.UTF-8", "LANG": "en_US.UTF-8"}, "cs"),
        ({"LANGUAGE": "de:ru", "LANG": "de_DE.UTF-8"}, "ru"),
        ({"LANG": "de_DE.UTF-8"}, "en"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "ru-RU"}, "ru"),
    ],
)
def test_the_system_language(env: dict[str, str], expected: str) -> None:
    assert i18n.system_language(env) == expected


def test_t_each_gives_the_text_in_every_language() -> None:
    from guildes import i18n

    texts = i18n.t_each("table.choose_two", chosen=1)
    assert len(texts) == len(i18n.LANGUAGES)
    assert texts[0] == i18n.t("table.choose_two", chosen=1)  # English, the current language
    assert all("1" in words for words in texts)
    assert len(set(texts)) == len(texts)
