"""The rules page's Dirty Trick cards (issue 29, a screenshot review): their texts were
set in narrow columns under the cards, five cards to a row, with about half the page's
width empty at their right. Each card's text lies beside it, the cards in as many columns
as the page holds: drawn words or cards reach across at least 85% of the page's width,
in every language, from the smallest window's page to 1920x1080 at 130% text."""

from __future__ import annotations

import pygame
import pytest

from guildes.i18n import set_language
from guildes.ui.rules_page import SECTIONS, build_page


def _covered(page, width: int, s: float) -> float:  # type: ignore[no-untyped-def]
    """How much of the page's width the tricks' cards and texts reach, from the first
    card's top (below the section's heading and words) to the next section."""
    i = [title for title, _body in SECTIONS].index("rules.tricks.title")
    top, bottom = page.tops[i], page.tops[i + 1] - int(22 * s)
    surf = page.surface

    def red(x: int, y: int) -> bool:
        r, g, b, a = surf.get_at((x, y))
        return a > 200 and r > 120 and g < 60 and b < 70  # a trick card's frame

    first = next(y for y in range(top, bottom) if any(red(x, y) for x in range(40)))
    band = pygame.mask.from_surface(
        surf.subsurface(pygame.Rect(0, first, width, bottom - first)), 60
    )
    rows = range(0, bottom - first, 2)
    return sum(any(band.get_at((x, y)) for y in rows) for x in range(width)) / width


@pytest.mark.parametrize("language", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize("width,s", [(740, 0.71), (1000, 1.0), (1300, 1.3), (1690, 1.95)])
def test_the_trick_texts_use_the_pages_width(width, s, language) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    set_language(language)
    try:
        page = build_page(width, s)
    finally:
        set_language("en")  # (the conftest sets it back too)
    covered = _covered(page, width, s)
    assert covered >= 0.85, (width, s, language, round(covered, 2))  # fails before: 0.6
    assert sum(page.card_rows[-1]) == 9
