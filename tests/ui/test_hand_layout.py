"""The viewer's fan (``guildes.ui.hand_layout``): its end card, lifted, stays in the fan's
room."""

from __future__ import annotations

import math

import pytest

from guildes.ui.layout import TableLayout


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_first_card_lifted_stays_off_the_viewers_panel_and_trick_card(players: int) -> None:
    """A screenshot review (3 players, Russian, 960x600, 130% text): the fan's first card,
    lifted (grown and turned as it lies), reached over the viewer's Dirty Trick card and
    hid the end of its name ("Священ-ники"). Its turned corner now stays right of the
    viewer's panel and trick card, for every hand size, window and text size."""
    for text_size in (0.85, 1.0, 1.3):
        for size in ((960, 600), (1024, 640), (1024, 768), (1280, 720), (1920, 1080)):
            lay = TableLayout(*size, players, 0, 0, text_size, tricks=True)
            edge = max(lay.trick_rect(0).right, lay.seat_panel(0).right)
            for count in range(1, 11):
                cw, ch = lay.fan_size(count)
                x, _y, angle = lay.fan_positions(count)[0]
                x -= lay.lift_shift(count, 0)
                a = math.radians(abs(angle))
                left = x - 1.15 * (cw * math.cos(a) + ch * math.sin(a)) / 2  # as drawn
                assert left >= edge, (text_size, size, count, left, edge)  # fails before
