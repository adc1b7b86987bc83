"""The table's fonts (``guildes.ui.fonts``)."""

from __future__ import annotations

import pygame
import pytest

from guildes.ui.fonts import font, number_spaced, text
from tests.ui.conftest import widest_gap


@pytest.mark.parametrize("bold", [False, True])
def test_the_minus_sign_is_drawn_as_wide_as_the_plus_sign(bold: bool) -> None:
    """A screenshot review: "+1 Knights −1" read as with a hyphen: the Noto Sans shipped
    draws U+2212 narrower than a hyphen (5 px at 16 px, "+" 10). It is measured and drawn
    as wide as the plus sign, its bar at the plus sign's height."""
    pygame.font.init()
    for size in (11, 13, 16, 20, 28):
        f = font(size, bold)
        plus, minus = f.size("+")[0], f.size("\u2212")[0]
        assert abs(plus - minus) <= 1, (size, plus, minus)
        assert text("\u2212", size, (255, 255, 255), bold).get_width() == minus


def test_a_space_beside_a_number_is_wider_only_in_small_type() -> None:
    assert number_spaced("1 kept", 12) == "1\u2002kept"
    assert number_spaced("оставлено 4", 10) == "оставлено\u20024"
    assert number_spaced("1 kept", 16) == "1\u2004kept"
    assert number_spaced("1 kept", 22) == "1 kept"
    assert number_spaced("Ana kept", 10) == "Ana kept"


def test_the_air_beside_a_number_grows_with_the_type_without_a_step() -> None:
    """A screenshot review: one step from the en space to the plain one left 8 to 11 px
    beside a number at 15 px and 4 to 7 at 16, airy under the step and tight over it. The
    least air beside a number never shrinks by more than a pixel from one size to the
    next, and is never under a quarter of an em (the font's own space between words;
    at 11 px the plain space beside a "1" left 2 px)."""
    pygame.font.init()
    samples = ("1 p", "0 h", "17 v", "4 п", "0 г", "1 k", "2 g", "hlasů 3")
    least = {s: min(widest_gap(number_spaced(w, s), s) for w in samples) for s in range(10, 31)}
    steps = [(s, least[s], least[s + 1]) for s in range(10, 30) if least[s + 1] < least[s] - 1]
    assert not steps, (steps, least)  # fails before: 15 px 8, 16 px 4
    thin = [(s, n) for s, n in least.items() if n < s / 4]
    assert not thin, thin
