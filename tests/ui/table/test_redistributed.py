"""The redistribution's corner (the card the viewer gave, the one received, each named
under it) in every language, window and text size: nothing in it runs into anything else
("отданаполучена", the names touching, at 1280x720 and 130 % before)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame
import pytest

from guildes import i18n
from guildes.i18n import LANGUAGES, PSEUDO
from guildes.rules import Game, GameConfig, Phase
from guildes.ui.layout import TableLayout
from guildes.ui.table import drawing


class Noting(pygame.Surface):
    """A surface that notes the rectangle of each blit."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size, pygame.SRCALPHA)
        self.rects: list[pygame.Rect] = []

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0):  # type: ignore[no-untyped-def, override]
        at = dest.topleft if isinstance(dest, pygame.Rect) else dest
        self.rects.append(pygame.Rect(at, source.get_size()))
        return super().blit(source, dest, area, special_flags)


@pytest.mark.parametrize("code", [*LANGUAGES, PSEUDO])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
def test_the_given_and_received_cards_and_their_names_overlap_nothing(
    code: str, size: tuple[int, int], scale: float
) -> None:
    pygame.font.init()
    game = Game(GameConfig(players=6, seed=1))
    view = dataclasses.replace(game.view(0), gave=1, received=2, phase=Phase.PLAY)
    lay = TableLayout(*size, 6, 0, 0, scale)
    i18n.set_language(code)
    try:
        surf = Noting(size)
        drawing._redistributed(surf, lay, view)
    finally:
        i18n.set_language(i18n.SOURCE)
    rects = [r.inflate(4, 0) for r in surf.rects]  # apart by 4 pixels at least
    assert len(rects) == 5  # the title, two cards, their two names
    clashes = [(a, b) for i, a in enumerate(rects) for b in rects[i + 1 :] if a.colliderect(b)]
    assert not clashes, clashes
