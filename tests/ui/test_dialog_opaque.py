"""A screenshot review: dialogs and the pause menu were see-through (the Event card,
"Hands pass left" and the face-down cards showed under the tutorial's dialog and the
pause menu's buttons). A button column's panel is opaque: drawn over a black and over a
white screen, the pixels inside it are the same."""

from __future__ import annotations

import pygame


def test_a_button_column_hides_what_lies_under_it(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.widgets import ButtonColumn

    app = make_app()
    menu = ButtonColumn(
        app.manager,
        app.size,
        1.0,
        "Skip the tutorial?",
        [("Keep learning", lambda: None, True), ("Skip tutorial", lambda: None, True)],
        lines=["You can play it again from the main menu."],
    )
    shots = []
    for color in ((0, 0, 0), (255, 255, 255)):
        app.screen.fill(color)
        app.manager.update(0.0)
        app.manager.draw_ui(app.screen)
        inside = menu.panel.rect.inflate(-24, -24)
        shots.append(pygame.image.tobytes(app.screen.subsurface(inside).copy(), "RGB"))
    menu.kill()
    assert shots[0] == shots[1]
