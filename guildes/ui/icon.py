"""The game's icon, drawn by the game: a gold tower on a red seal."""

from __future__ import annotations

import pygame

from guildes.ui.cards import card_back


def window_icon(size: int = 64) -> pygame.Surface:
    """A square icon: the centre of the card back."""
    back = card_back(size * 2, int(size * 2.8))
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    icon.blit(back, (-size // 2, -int(size * 0.9)))
    return icon
