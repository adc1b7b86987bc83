"""The table's fonts (``guildes.ui.fonts``)."""

from __future__ import annotations

import pygame
import pytest

from guildes.ui.fonts import font, number_spaced, text


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
    assert number_spaced("1 kept", 16) == "1 kept"
    assert number_spaced("Ana kept", 10) == "Ana kept"
