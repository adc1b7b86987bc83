"""A screenshot review (issue 29): the main menu was a plain column of buttons on felt
("looks like a prototype"): its frame is too tall for the fan of cards along the bottom.
Beside the frame, where the window has room, a small fan of guild cards each side, clear
of the frame and inside the felt."""

from __future__ import annotations

import pytest

from guildes.ui.draw import rotated_face
from guildes.ui.menu_base import FELT_RIM, side_fans
from tests.ui.test_end_to_end import frames


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("ui_scale", [1.0, 1.3])
def test_the_main_menu_has_a_fan_each_side_clear_of_its_frame(make_app, size, ui_scale) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=size)
    app.settings.ui_scale = ui_scale
    app.apply_text_size()
    app.start(MainMenu(app))
    frames(app, 2)
    scene = app.stack.top
    assert scene.menu is not None and not scene.shows_fan()
    frame = scene.menu.panel.rect
    places = side_fans(app.size, app.scale, frame)
    assert len(places) == 8, places
    felt = app.screen.get_rect().inflate(-2 * FELT_RIM, -2 * FELT_RIM)
    for i, rect in enumerate(places):
        img = rotated_face(0, rect.w, rect.h, (1.5 - i % 4) * 8, 1.0)
        drawn = img.get_rect(center=rect.center)
        assert felt.contains(drawn), (drawn, felt)
        assert not drawn.colliderect(frame.inflate(16, 0)), (drawn, frame)


def test_no_side_fan_where_a_side_has_no_room() -> None:
    import pygame

    frame = pygame.Rect(100, 40, 760, 520)  # a frame nearly as wide as the window
    assert side_fans((960, 600), 1.0, frame) == []
