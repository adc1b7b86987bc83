"""The Event card's name fits the small card on the table (it read "Redistributio"):
every line of it within the card's margins, no letter lost, at every window size."""

from __future__ import annotations

import pygame
import pytest

from guildes.rules import EVENT_CARDS
from guildes.ui.cards import event_face, event_name_lines
from guildes.ui.fonts import font
from guildes.ui.layout import TableLayout

SIZES = [(960, 600), (1024, 640), (1280, 720), (1920, 1080)]


@pytest.mark.parametrize("size", SIZES)
def test_event_card_name_fits_the_small_card(size: tuple[int, int]) -> None:
    pygame.font.init()
    rect = TableLayout(*size, 4, 0, 0).event_rect
    for index, info in enumerate(EVENT_CARDS):
        px, lines = event_name_lines(index, rect.w)
        for line in lines:
            assert font(px, True).size(line)[0] <= rect.w - 2 * 3, (size, info.name, line)
        joined = " ".join(lines).replace("- ", "")
        assert joined.replace(" ", "") == info.name.replace(" ", ""), (size, info.name, lines)
        event_face(index, rect.w, rect.h, True)  # draws


def test_a_word_wider_than_the_line_is_broken_not_cut() -> None:
    from guildes.ui.textfit import fit_lines

    pygame.font.init()
    width = font(8, True).size("Redistribution")[0] - 6
    px, lines = fit_lines("Redistribution", 9, width, 3, True)
    assert px == 8 and len(lines) == 2 and lines[0].endswith("-")
    assert "".join(lines).replace("-", "") == "Redistribution"
    assert all(font(8, True).size(x)[0] <= width for x in lines)
