"""One term per concept per language: each language's glossary (beside the catalogs) gives
its term for each concept of the English glossary, and a term may not name two concepts.

Checked over the catalogs: a text that uses a concept's term (in any of its forms) must be
about that concept, as its English text shows (the English glossary's marks). So Czech
"záznam" cannot be the replay and also a save, Russian "ничья" (the tie at the end)
cannot be a tie inside a guild, and a word a glossary avoids ("manche", "sčítání")
appears nowhere."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from guildes.i18n import LANGUAGES, SOURCE, catalog_path, catalogs

CONCEPTS = {
    "guild",
    "round",
    "turn",
    "count",
    "guild_tie",
    "end_tie",
    "save",
    "replay",
    "log",
    "trick",
    "draw",
    "discard_pile",
}
"""The concepts every glossary covers (issue 26's list)."""
OTHERS = [c for c in LANGUAGES if c != SOURCE]


def glossary(code: str) -> dict[str, dict[str, object]]:
    path = Path(catalog_path(code)).with_name(f"{code}.glossary.toml")
    return tomllib.loads(path.read_text(encoding="utf-8"))


def _forms(text: catalogs.Text) -> tuple[str, ...]:
    return (text,) if isinstance(text, str) else tuple(text)


def misuses(
    english: dict[str, catalogs.Text],
    mine: dict[str, catalogs.Text],
    marks: dict[str, str],
    terms: dict[str, dict[str, object]],
) -> list[str]:
    """Each key whose text uses a concept's term while its English text is not about that
    concept (the key's English has none of the concept's marks)."""
    out = []
    for key, text in sorted(mine.items()):
        eng = " ".join(_forms(english.get(key, "")))
        for concept, entry in terms.items():
            if key in entry.get("allow", []):  # type: ignore[operator]
                continue
            found = [m.group(0) for f in _forms(text) for m in re.finditer(str(entry["forms"]), f)]
            if found and not re.search(marks[concept], eng):
                out.append(f"{key}: {found[0]!r} ({concept}) in {text!r}; English {eng!r}")
    return out


def collisions(terms: dict[str, dict[str, object]]) -> list[str]:
    """Concepts whose terms are one (a concept's forms match another concept's term)."""
    out = []
    for a, ea in terms.items():
        for b, eb in terms.items():
            if a != b and re.search(str(ea["forms"]), str(eb["term"])):
                out.append(f"{b}'s term {eb['term']!r} is also {a}'s")
    return out


def test_the_english_glossary_has_every_concept() -> None:
    assert set(glossary(SOURCE)) == CONCEPTS


@pytest.mark.parametrize("code", OTHERS)
def test_each_language_has_one_term_for_each_concept(code: str) -> None:
    terms = glossary(code)
    assert set(terms) == CONCEPTS
    for concept, entry in terms.items():
        assert re.search(str(entry["forms"]), str(entry["term"])), (concept, "forms miss the term")
    assert not collisions(terms)


@pytest.mark.parametrize("code", OTHERS)
def test_a_term_names_its_concept_only(code: str) -> None:
    marks = {c: str(e["marks"]) for c, e in glossary(SOURCE).items()}
    found = misuses(catalogs.texts(SOURCE), catalogs.texts(code), marks, glossary(code))
    assert not found, "\n".join(found)


@pytest.mark.parametrize("code", OTHERS)
def test_the_words_a_glossary_avoids_are_nowhere(code: str) -> None:
    avoided = [w for e in glossary(code).values() for w in e.get("avoid", [])]  # type: ignore[attr-defined]
    found = [
        f"{key}: {word!r}"
        for key, text in catalogs.texts(code).items()
        for word in avoided
        if any(re.search(rf"(?i)\b{re.escape(word)}", f) for f in _forms(text))
    ]
    assert not found, found


def test_the_checks_see_one_term_for_two_concepts() -> None:
    """The Czech catalog as it was: "záznam" for the replay and for a save, "kolo" for a
    turn around the table; and two concepts given one term."""
    marks = {c: str(e["marks"]) for c, e in glossary(SOURCE).items()}
    english = {
        "load.replay": "Watch replay (R)",
        "load.delete_title": "Delete this save?",
        "table.next_turn": "next turn around the table starts: {name}",
    }
    czech = {
        "load.replay": "Záznam (R)",
        "load.delete_title": "Smazat tento záznam?",
        "table.next_turn": "další kolo začíná: {name}",
    }
    found = misuses(english, czech, marks, glossary("cs"))
    assert [f.split(":")[0] for f in found] == ["load.delete_title", "table.next_turn"]
    merged = {
        "replay": {"term": "záznam", "forms": r"\bzáznam\w*"},
        "save": {"term": "záznam hry", "forms": r"\bulož\w*"},
    }
    assert collisions(merged) == ["save's term 'záznam hry' is also replay's"]


def test_the_checks_see_the_tie_at_the_end_named_for_a_tie_in_a_guild() -> None:
    """The Russian catalog as it was: "ничья" (the tie at the end) for players tied inside
    a guild; the same word for the end's tie passes."""
    marks = {c: str(e["marks"]) for c, e in glossary(SOURCE).items()}
    english = catalogs.texts(SOURCE)
    keys = [
        "standings.tied",
        "event.ties_not_counted.name",
        "rules.tie.title",
        "results.militia_why",
    ]
    russian = {
        "standings.tied": "{cards} · ничья · 0",
        "event.ties_not_counted.name": "Ничья не учитывается",
        "rules.tie.title": "Ничья в конце",
        "results.militia_why": "{tied}: поровну голосов ({votes}); при ничьей решает стража",
    }
    found = misuses({k: english[k] for k in keys}, russian, marks, glossary("ru"))
    assert [f.split(":")[0] for f in found] == ["event.ties_not_counted.name", "standings.tied"]
