"""Back on a menu, the focus is where the player left it. Back from Load (or Settings,
Statistics, the rules) the main menu's focus went to "New game", so a hurried Up and
Enter ran Quit and the game closed; the pause menu's went back to Resume."""

from __future__ import annotations

import pygame

from tests.ui.scenes.test_menu_faults import SEATS, _menu
from tests.ui.test_end_to_end import frames, key


def _focused(scene) -> str:  # type: ignore[no-untyped-def]
    """The label of the menu's focused button."""
    return str(scene.menu.ring.focused().widget.text)


def _choose(app, scene, label: str) -> None:  # type: ignore[no-untyped-def]
    """Down to the button ``label`` of ``scene``'s menu, then Enter."""
    while _focused(scene) != label:
        key(pygame.K_DOWN)
        frames(app, 1)
    key(pygame.K_RETURN)
    frames(app, 2)


def paused_game(make_app):  # type: ignore[no-untyped-def]
    """A new game at the table, then Esc: the app, the table and the pause menu."""
    from guildes.ui.games import start_new_game

    app = _menu(make_app, speed="instant")
    start_new_game(app, SEATS, 5, "shared")
    frames(app, 3)
    table = app.stack.top
    key(pygame.K_ESCAPE)
    frames(app, 2)
    return app, table, app.stack.top


def test_back_from_load_the_main_menu_focuses_load(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.load import LoadScene

    app = _menu(make_app)
    menu = app.stack.top
    _choose(app, menu, "Load")
    assert isinstance(app.stack.top, LoadScene)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is menu
    assert _focused(menu) == "Load"  # fails before: "New game"
    key(pygame.K_UP)
    frames(app, 1)
    assert _focused(menu) == "Tutorial"
    assert app.running


def test_back_from_settings_the_pause_menu_focuses_settings(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.pause import PauseOverlay
    from guildes.ui.scenes.settings import SettingsScene

    app, _table, pause = paused_game(make_app)
    assert isinstance(pause, PauseOverlay)
    _choose(app, pause, "Settings")
    assert isinstance(app.stack.top, SettingsScene)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is pause
    assert _focused(pause) == "Settings"  # fails before: "Resume"
    pause.session.close()


def test_enter_twice_on_the_save_dialog_saves_then_resumes(make_app) -> None:  # type: ignore[no-untyped-def]
    """Saved, the pause menu's focus is on Resume: a hurried second Enter goes back to
    the table (kept on Save, it opened the Save dialog again)."""
    from guildes.ui.scenes.name_dialog import NameDialog
    from guildes.ui.table import TableScene

    app, table, pause = paused_game(make_app)
    _choose(app, pause, "Save game")
    assert isinstance(app.stack.top, NameDialog)
    key(pygame.K_RETURN)
    frames(app, 1)
    key(pygame.K_RETURN)
    frames(app, 2)
    assert app.store.slots(), "saved"
    assert app.stack.top is table and isinstance(table, TableScene)
    table.session.close()
