"""The menus' button columns (main menu, quit confirmation, pause menu) hold each label
with room on either side inside its button's border (play test, issue 29: at 130% text
"Vitesse des animations : instantanées" touched the pause menu's button), in every
language, at 1280x720 and 1920x1080, 85% and 130% text."""

from __future__ import annotations

import pygame
import pytest

from guildes.seats import Seat
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames, key


def _roomy(app, where) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.widgets import BUTTON_EDGE

    menu, s = app.stack.top.menu, max(0.85, app.scale)
    for item in menu.ring.items:
        b = item.widget
        tw, th = b.font.size(b.text)
        assert tw + 2 * BUTTON_EDGE + 2 * int(10 * s) <= b.rect.w, (where, b.text, b.rect, tw)
        assert th <= b.rect.h - 2 * BUTTON_EDGE + 4, (where, b.text, b.rect, th)


@pytest.mark.parametrize("scale", [0.85, 1.3])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_menu_buttons_hold_their_words(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.pause import PauseOverlay

    app = make_app(size=size, speed="instant")
    app.settings.ui_scale = scale
    app.apply_text_size()
    for language in ("en", "fr", "cs", "ru"):
        app.set_language(language)
        app.start(MainMenu(app))
        frames(app, 2)
        _roomy(app, (language, "main menu"))
        key(pygame.K_ESCAPE)
        frames(app, 2)
        _roomy(app, (language, "quit"))
        key(pygame.K_ESCAPE)
        frames(app, 2)
    seats = [Seat("Ana"), Seat("Bo", "easy"), Seat("Cy", "easy")]
    for language in ("en", "fr", "cs", "ru"):
        app.set_language(language)
        app.start(MainMenu(app))
        start_new_game(app, seats, 5, "shared")
        frames(app, 2)
        table = app.stack.top
        key(pygame.K_ESCAPE)
        frames(app, 2)
        assert isinstance(app.stack.top, PauseOverlay)
        _roomy(app, (language, "pause"))
        if language == "fr":
            app.screenshot(ARTIFACTS / f"pause-fit-fr-{size[0]}-{scale}.png")
        table.session.close()
