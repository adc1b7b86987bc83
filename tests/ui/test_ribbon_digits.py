"""A screenshot review (issue 29): the 2 and 3 on the stacks' place ribbons were about
8 px at 1280x720 (their line, not the digit, was as tall as the ribbon). The digit itself
fills the ribbon inside its border (a ribbon 10 px tall still holds only a 6 px digit:
there the chip's size is the limit)."""

from __future__ import annotations

import pygame
import pytest

from guildes.ui import palette
from guildes.ui.stacks import place_ribbon


def _digit_height(number: int, w: int, h: int) -> int:
    """How tall the dark digit is, in the ribbon's middle (clear of its notched ends)."""
    surf = place_ribbon((number, False, False), w, h)
    rows = [
        y
        for y in range(1, h - 1)
        for x in range(int(w * 0.35), int(w * 0.65))
        if sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], palette.INK)) < 120
    ]
    return max(rows) - min(rows) + 1 if rows else 0


@pytest.mark.parametrize("h", [10, 12, 14, 18, 24])
@pytest.mark.parametrize("number", [2, 3, 4])
def test_the_place_digit_fills_its_ribbon(number, h) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    tall = _digit_height(number, 3 * h, h)
    assert tall >= h * (0.6 if h < 12 else 0.7 if h < 18 else 0.8), (tall, h)
    assert tall <= h - 2, "inside the ribbon's border"


@pytest.mark.parametrize("h", [14, 18, 24])
def test_a_shared_places_digit_stays_inside_its_inner_line(h) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: on a shared place's ribbon (a dark line along its edges, 2 px
    in) the enlarged digit ran through that line. A smaller ribbon draws no such line."""
    from guildes.ui.stacks import place_digit

    pygame.font.init()
    assert place_digit(2, h, True).get_height() <= h - 6
    assert place_digit(2, h, False).get_height() <= h - 2
