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
