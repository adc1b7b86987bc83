"""Hurried play (issue 29): at 1024x640 with 85% text the strip's guild chips were 1.3
times as wide as high and their two letters ran past the chip's coloured box. The
chips are as wide as their widest short name needs, every size, text size, language."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from guildes.rules import GUILDS
from guildes.ui import palette
from guildes.ui.draw import swatch
from guildes.ui.layout import TableLayout
from guildes.ui.table.glance import _chip_width


def _ink_span(surf: pygame.Surface, fill: tuple[int, int, int]) -> tuple[int, int]:
    """The leftmost and rightmost columns, in the chip's middle rows, drawn in another
    colour than the chip's (its letters)."""
    w, h = surf.get_size()
    xs = [
        x
        for x in range(w)
        for y in range(h // 4, h - h // 4)
        if surf.get_at((x, y))[3] > 0
        and sum(abs(a - b) for a, b in zip(surf.get_at((x, y))[:3], fill)) > 90
    ]
    return (min(xs), max(xs)) if xs else (w, -1)


@pytest.mark.parametrize("code", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720)])
@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
def test_the_strips_letters_stay_inside_their_chip(code, size, scale) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    i18n.set_language(code)
    try:
        lay = TableLayout(*size, 4, 0, 0, scale)
        cell = lay.strip_cells()[0][1]
        sh = max(8, cell.h - int(4 * lay.s))
        w = _chip_width(sh)
        for guild in range(len(GUILDS)):
            if GUILDS[guild].is_militia:
                continue  # its frame is drawn in another colour
            left, right = _ink_span(swatch(guild, w, sh), palette.GUILD_COLORS[guild])
            assert left >= 1 and right <= w - 2, (code, size, scale, guild, left, right, w)
    finally:
        i18n.set_language("en")
