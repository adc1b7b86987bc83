"""Lines broken between words break only at ordinary spaces: a French no-break space
(before : ; ? ! and inside « ») keeps its two sides on one line, in every French text
of the catalog at many widths ("redistribution" then ": cliquez dessus" on the next line
before)."""

from __future__ import annotations

import re

import pygame
import pytest
from babel.messages.pofile import read_po

from guildes.i18n import catalog_path
from guildes.ui.cards import wrap_lines
from guildes.ui.fonts import font
from guildes.ui.textfit import fit_lines, line_words, whole_lines
from guildes.ui.widgets import wrap

WIDTHS = range(60, 600, 15)
BAD = re.compile(r"^[:;?!»]|«$")
"""A line that starts with what must follow its word, or ends with an opening «."""


def _french_texts_with_a_no_break_space() -> list[str]:
    with open(catalog_path("fr"), "rb") as f:
        catalog = read_po(f, locale="fr")
    out = []
    for m in catalog:
        for s in m.string if isinstance(m.string, tuple) else (m.string,):
            if s and ("\u00a0" in s or "\u202f" in s) and not BAD.search(s.strip()):
                out.append(re.sub(r"</?[bi]>", "", s))  # (not a separator "\u00a0; ")
    return out


def test_words_are_cut_at_ordinary_spaces_only() -> None:
    assert line_words("Nouvelle partie\u00a0: «\u202fCharger\u202f»  ici\n") == [
        "Nouvelle",
        "partie\u00a0:",
        "«\u202fCharger\u202f»",
        "ici",
    ]


@pytest.mark.parametrize("size", [12, 16])
def test_no_line_of_french_starts_with_the_mark_its_no_break_space_holds(size: int) -> None:
    pygame.font.init()
    texts = _french_texts_with_a_no_break_space()
    assert len(texts) > 50
    faults = set()
    for s in texts:
        widest = max(font(size).size(w)[0] for w in line_words(s))
        for width in WIDTHS:  # (a word wider than the line is broken where it must)
            if width < widest:
                continue
            shown = [
                *fit_lines(s, size, width, 12)[1],
                *(whole_lines(s, size, width, 12) or (size, ()))[1],
                *wrap(s, font(size), width),
                *wrap_lines(s, size, width),
            ]
            faults |= {f"{line!r} in {s!r}" for line in shown if BAD.search(line.strip())}
    assert not faults, "\n".join(sorted(faults)[:20])


def test_a_name_breaks_at_its_marks_only() -> None:
    from guildes.ui.fonts import font
    from guildes.ui.textfit import fill_syllables as _fill

    f = font(10, True)
    assert _fill("Sacri|fice", f, 200) == ["Sacrifice"]
    assert _fill("Sacri|fice", f, 35) == ["Sacri-", "fice"]
    assert _fill("Take back", f, 30) == ["Take", "back"]
    assert _fill("Свя|щен|ники", f, 30) == ["Свя-", "щен-", "ники"]


def _texts(code: str) -> list[str]:
    """The catalog's texts in ``code`` of four words or more (a field left as written)."""
    with open(catalog_path(code), "rb") as f:
        catalog = read_po(f, locale=code)
    out = []
    for m in catalog:
        if not m.id:  # the catalog's header
            continue
        for s in m.string if isinstance(m.string, tuple) else (m.string,):
            if s and len(line_words(s)) >= 4:
                out.append(s)
    return out


def _runt(lines: list[str], width: int, measure) -> bool:  # type: ignore[no-untyped-def]
    """Whether ``lines`` end with a word alone that the line before could have joined:
    that line keeps two words and the two fit in ``width``."""
    if len(lines) < 2 or " " in lines[-1] or lines[-2].endswith("-"):
        return False
    head, _s, moved = lines[-2].rpartition(" ")
    return " " in head and measure(f"{moved} {lines[-1]}") <= width


def test_no_word_stands_alone_on_a_texts_last_line() -> None:
    """A screenshot review: "нет." alone under the count's subtitle (ru, 1024x768, 130%)
    and "Enter." alone under the trick panel's help. Where the line before can give the
    last word a companion and keep two words, every wrapper does (the lines stay as
    many, none wider), in the four languages."""
    pygame.font.init()
    f = font(14)
    found = []
    for code in ("en", "fr", "cs", "ru"):
        for s in _texts(code):
            for width in range(150, 600, 75):
                for name, lines in (
                    ("wrap_lines", wrap_lines(s, 14, width)),
                    ("fit_lines", list(fit_lines(s, 14, width, 9)[1])),
                ):
                    if _runt(lines, width, lambda x: f.size(x)[0]):
                        found.append((code, name, width, lines[-2:]))
                for paragraph in s.split("\n"):
                    lines = wrap(paragraph, f, width)
                    if _runt(lines, width, lambda x: f.size(x)[0]):
                        found.append((code, "wrap", width, lines[-2:]))
    assert not found, (len(found), found[:5])  # fails before: 'нет.' alone
