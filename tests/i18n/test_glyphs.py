"""Every letter of every language's texts exists in the fonts the game draws with (Noto
Sans as shipped with pygame-gui, regular, bold and italic): nothing falls back to a box.
The number and date formats of each language (their spaces and marks) too. (pygame's
``Font.metrics`` gives the box's metrics for a missing letter; FreeType's
``get_metrics`` gives None, which is what is checked.)"""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator
from importlib import resources

import pygame
import pygame.freetype
import pytest

from guildes import i18n
from guildes.i18n import LANGUAGES, PSEUDO, catalogs

FONTS = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf")


@pytest.fixture(scope="module", autouse=True)
def fonts_ready() -> Iterator[None]:
    pygame.freetype.init()
    yield


def _characters(code: str) -> set[str]:
    """Every character of the texts of ``code``, and of its numbers and dates."""
    out: set[str] = set()
    for text in catalogs.texts(code).values():
        for form in (text,) if isinstance(text, str) else text:
            out |= set(form)
    i18n.set_language(code)
    try:
        moment = dt.datetime(2026, 11, 21, 15, 30)
        for shown in (
            i18n.number(12345.5, 1),
            i18n.percent(0.25),
            i18n.datetime_text(moment),
            i18n.join(["A", "B", "C"]),
            i18n.pseudo_text("Hands pass {direction}"),
        ):
            out |= set(shown)
        for month in range(1, 13):
            out |= set(i18n.date(dt.date(2026, month, 1)))
    finally:
        i18n.set_language("en")
    return out - {"\n"}


def missing_glyphs(font: pygame.freetype.Font, chars: set[str]) -> list[str]:
    """The characters of ``chars`` that ``font`` has no glyph for."""
    ordered = sorted(chars)
    metrics = font.get_metrics("".join(ordered))
    return [c for c, m in zip(ordered, metrics) if m is None]


@pytest.mark.parametrize("code", [*LANGUAGES, PSEUDO])
@pytest.mark.parametrize("name", FONTS)
def test_every_character_has_a_glyph(code: str, name: str) -> None:
    path = str(resources.files("pygame_gui.data").joinpath(name))
    font = pygame.freetype.Font(path, 16)
    chars = _characters(SOURCE_OF.get(code, code))
    if code == PSEUDO:
        chars |= {i18n.pseudo_text(c)[0] for c in "aeiouycnszAEIOUYCNSZ"}
    assert not missing_glyphs(font, chars)


SOURCE_OF = {PSEUDO: "en"}


def test_the_check_finds_a_missing_glyph() -> None:
    path = str(resources.files("pygame_gui.data").joinpath(FONTS[0]))
    font = pygame.freetype.Font(path, 16)
    assert missing_glyphs(font, {"a", "日", "Ж"}) == ["日"]
