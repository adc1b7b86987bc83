"""Issue 29 (a screenshot review): the gold arrow round the Event card ran over the top
of the card, so for hands passed left its head pointed right, against the card's own
arrow and the words "Hands pass left". It runs under the card, on the side of the circle
nearest the player, its head on the side the hands go."""

from __future__ import annotations

import pygame
import pytest

from guildes.ui.emblems import draw_arrow
from guildes.ui.layout import TableLayout


def _pixels(clockwise: bool, layout: TableLayout) -> pygame.mask.Mask:
    surf = pygame.Surface((layout.width, layout.height), pygame.SRCALPHA)
    draw_arrow(
        surf,
        layout.event_rect.center,
        layout.arrow_radius,
        clockwise,
        (9, 9, 9),
        layout.arrow_width,
        layout.arrow_depth,
    )
    return pygame.mask.from_surface(surf)


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("clockwise", [True, False], ids=["left", "right"])
def test_the_arrow_runs_under_the_card_its_head_where_the_hands_go(players, clockwise) -> None:  # type: ignore[no-untyped-def]
    layout = TableLayout(1280, 720, players, 0, 0)
    mask = _pixels(clockwise, layout)
    rect = layout.event_rect
    cx = rect.centerx
    xs = [
        x
        for x in range(layout.width)
        for y in range(rect.top, layout.height)
        if mask.get_at((x, y))
    ]
    above = [
        (x, y) for x in range(layout.width) for y in range(0, rect.centery) if mask.get_at((x, y))
    ]
    assert not above, "nothing of the arrow above the card's middle"
    left = sum(1 for x in xs if x < cx - rect.w // 2)
    right = sum(1 for x in xs if x > cx + rect.w // 2)
    # the head is a filled triangle: its side holds clearly more of the arrow's pixels
    if clockwise:  # hands pass left
        assert left > right * 1.3, (left, right)
    else:
        assert right > left * 1.3, (left, right)
    bottom = max(y for y in range(layout.height) for x in (cx,) if mask.get_at((x, y)))
    assert bottom <= layout.arrow_bottom, "the lines under the card start below the arrow"
