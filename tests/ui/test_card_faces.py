"""Card faces in every language: the Militia card's two bottom lines ("3 per card",
"every count") stay inside its double frame, their letters clear of its inner line."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from guildes.rules.cards import MILITIA
from guildes.ui.cards import card_face


def _ink_rows(face: pygame.Surface, top: int) -> list[int]:
    """Rows from ``top`` down to the bottom that hold a dark letter's pixel (the ink,
    not the frame's grey), away from the rounded corners."""
    w, h = face.get_size()
    rows = []
    for y in range(top, h):
        for x in range(w // 6, w - w // 6):
            r, g, b, a = face.get_at((x, y))
            if a > 200 and max(r, g, b) < 70:  # palette.INK is (30, 26, 22); the frame is grey
                rows.append(y)
                break
    return rows


@pytest.mark.parametrize("code", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize("width", [96, 150, 190])
def test_the_militia_cards_bottom_lines_clear_its_inner_frame(code: str, width: int) -> None:
    pygame.init()
    i18n.set_language(code)
    try:
        height = int(width * 1.4)
        face = card_face(MILITIA, width, height)
        inner_line = height - max(4, width // 14) // 2 - 1  # the inner frame's bottom line
        assert not _ink_rows(face, inner_line), "a letter runs over the inner frame"
    finally:
        i18n.set_language(i18n.SOURCE)
