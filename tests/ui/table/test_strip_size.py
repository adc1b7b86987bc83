"""Issue 29: at 85% text the strip's labels (the guilds' pays and leaders under the
header) were 9-10 px, too small to read; no word of the strip is under 11 px at any
text size, window size or player count."""

from __future__ import annotations

import pygame
import pytest

from guildes.ui.layout import TableLayout
from guildes.ui.table.glance import strip_text_size


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 640)])
@pytest.mark.parametrize("scale", [0.85, 1.0, 1.15, 1.3])
def test_the_strips_words_are_never_under_11_px(size, scale) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    for players in range(3, 7):
        lay = TableLayout(*size, players, 0, 0, scale)
        assert strip_text_size(lay) >= 11, (players, size, scale)
