"""Fonts: Noto Sans as shipped with pygame-gui (Latin, Czech, Cyrillic), cached by size."""

from __future__ import annotations

from functools import lru_cache
from importlib import resources

import pygame


def _font_path(bold: bool) -> str:
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return str(resources.files("pygame_gui.data").joinpath(name))


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans at ``size`` pixels (at least 8)."""
    return pygame.font.Font(_font_path(bold), max(8, int(size)))


@lru_cache(maxsize=2048)
def text(s: str, size: int, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """A rendered, cached line of text."""
    return font(size, bold).render(s, True, color)
