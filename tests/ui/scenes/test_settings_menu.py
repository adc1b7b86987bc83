"""Settings and the pause menu by posted input: a button never moves from under the
pointer when "Text size" changes the sizes; leaving a game asks first and says it is
autosaved."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key


def _table(make_app, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=size, speed="instant")
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("B", "easy"), Seat("C", "easy")], 5, "shared")
    frames(app, 2)
    return app, app.stack.top


def _button(scene, prefix: str):  # type: ignore[no-untyped-def]
    return next(it.widget for it in scene.menu.ring.items if it.widget.text.startswith(prefix))


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_each_text_size_clicked_is_the_one_set_and_the_form_fits(  # type: ignore[no-untyped-def]
    make_app, size: tuple[int, int]
) -> None:
    """The text sizes side by side: each click sets the one clicked (never another
    control), and the form stays inside the window at every size."""
    from guildes.ui.scenes.pause import PauseOverlay
    from guildes.ui.scenes.settings import TEXT_SIZES, SettingsScene
    from guildes.ui.widgets import chosen_id

    app, table = _table(make_app, size)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    click(_button(pause, "Settings").rect.center)
    frames(app, 2)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    for scale in (*TEXT_SIZES, *reversed(TEXT_SIZES)):
        click(settings.controls[f"text_size:{scale}"].rect.center)
        frames(app, 2)
        assert app.stack.top is settings, "a click landed on another control"
        assert app.settings.ui_scale == pytest.approx(scale)
        assert chosen_id(settings.controls[f"text_size:{scale}"])
        assert settings.grid.fits and settings.grid.rect.top >= 0
    app.screenshot(ARTIFACTS / f"settings-text-sizes-{size[0]}.png")
    table.session.close()


def test_quit_to_menu_asks_first_and_says_the_game_is_autosaved(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.pause import PauseOverlay

    app, table = _table(make_app, (1280, 720))
    key(pygame.K_ESCAPE)
    frames(app, 2)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    quit_at = _button(pause, "Quit to menu").rect.center
    click(quit_at)
    frames(app, 2)
    assert app.stack.top is pause and pause.confirming
    labels = [e.text for e in pause.menu.panel.get_container().elements if hasattr(e, "text")]
    assert any("autosaved" in t for t in labels), labels
    app.screenshot(ARTIFACTS / "pause-leave-confirm.png")
    key(pygame.K_RETURN)  # the focus is on "Keep playing"
    frames(app, 2)
    assert app.stack.top is pause and not pause.confirming
    click(quit_at)
    frames(app, 2)
    click(quit_at)  # a double click on "Quit to menu" does not leave
    frames(app, 2)
    assert app.stack.top is pause
    if not pause.confirming:
        click(quit_at)
        frames(app, 2)
    key(pygame.K_ESCAPE)  # Esc keeps playing too
    frames(app, 2)
    assert app.stack.top is pause and not pause.confirming
    click(quit_at)
    frames(app, 2)
    click(_button(pause, "Leave").rect.center)
    frames(app, 3)
    assert isinstance(app.stack.top, MainMenu)
    assert app.store.has_autosave()
    table.session.close()
