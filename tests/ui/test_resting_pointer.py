"""A pointer resting on a button does not hold the keyboard's focus there. pygame-gui
reports a new hover of the button under a resting pointer as soon as the focus leaves it,
and the focus followed it back: with the pointer left in the middle of the window (on a
dialog's first button), Tab and the arrows could not move the focus and Enter ran that
first button (Esc, Down, Enter on the tutorial's "Skip the tutorial?" kept learning)."""

from __future__ import annotations

import pygame

from tests.ui.test_end_to_end import frames, key
from tests.ui.tutorial.test_tutorial import _button, _open_tutorial


def _rest_on(widget) -> None:  # type: ignore[no-untyped-def]
    """The pointer moved onto ``widget`` and left there."""
    pos = widget.rect.center
    pygame.mouse.set_pos(pos)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    )


def test_down_then_enter_skips_the_tutorial_with_the_pointer_on_keep_learning(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.tutorial.dialog import TutorialDialog

    app = make_app()
    _open_tutorial(app)
    key(pygame.K_ESCAPE)
    frames(app, 3)
    dialog = app.stack.top
    assert isinstance(dialog, TutorialDialog)
    _rest_on(_button(dialog, "Keep learning"))
    frames(app, 3)
    assert dialog.menu is not None and dialog.menu.ring.index == 0
    key(pygame.K_DOWN)
    frames(app, 3)
    assert dialog.menu.ring.index == 1  # fails before: back on "Keep learning"
    key(pygame.K_RETURN)
    frames(app, 3)
    assert isinstance(app.stack.top, MainMenu)


def test_tab_leaves_the_menu_button_under_the_pointer_and_a_move_follows_it(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    app.start(MainMenu(app))
    frames(app, 3)
    menu = app.stack.top.menu
    enabled = [i for i, it in enumerate(menu.ring.items) if it.widget.is_enabled]
    _rest_on(menu.ring.items[enabled[0]].widget)
    frames(app, 3)
    assert menu.ring.index == enabled[0]  # the pointer's move took the focus
    for step in (1, 2, 3):
        key(pygame.K_TAB)
        frames(app, 3)
        assert menu.ring.index == enabled[step]  # fails before: back under the pointer
    key(pygame.K_UP)
    frames(app, 3)
    assert menu.ring.index == enabled[2]
    _rest_on(menu.ring.items[enabled[1]].widget)  # the pointer moves: the focus follows
    frames(app, 3)
    assert menu.ring.index == enabled[1]


def test_the_results_buttons_take_the_keys_under_a_resting_pointer(make_app) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.scenes.test_results import GUARDED, golden, results

    app, scene = results(make_app, golden("3p_shared"))
    frames(app, GUARDED)  # (past the guard against an Enter meant for the count)
    buttons = list(scene.buttons.values())
    _rest_on(buttons[0])
    frames(app, 3)
    assert scene.focus == 0
    key(pygame.K_RIGHT)
    frames(app, 3)
    assert scene.focus == 1  # fails before: back on the first button


def _pause_over_a_resting_pointer(make_app, label: str):  # type: ignore[no-untyped-def]
    """A game at the table, the pointer left where the pause menu's ``label`` button
    lies (on the hand's cards for Quit at 1280x720), then Esc: the pause menu, opened
    under a pointer that did not move."""
    from guildes.ui.scenes.pause import PauseOverlay
    from tests.ui.scenes.test_menu_faults import _button
    from tests.ui.scenes.test_menu_focus_back import paused_game

    app, table, pause = paused_game(make_app)
    at = _button(pause, label).rect.center
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is table
    _rest_on(type("Spot", (), {"rect": pygame.Rect(at, (1, 1))})())
    frames(app, 3)
    key(pygame.K_ESCAPE)
    frames(app, 3)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    return app, table, pause


def test_esc_then_enter_resumes_with_the_pointer_resting_on_quit(make_app) -> None:  # type: ignore[no-untyped-def]
    """The pointer left on the hand (where the pause menu's "Quit to menu" opens), Esc
    and Enter go back to the table: the menu opened under a pointer at rest kept its
    focus on Resume (it followed the hover onto Quit, and Enter asked to leave)."""
    app, table, pause = _pause_over_a_resting_pointer(make_app, "Quit to menu")
    assert pause.menu is not None
    assert pause.menu.ring.focused().widget.text == "Resume"  # fails before: Quit to menu
    key(pygame.K_RETURN)
    frames(app, 2)
    assert app.stack.top is table
    table.session.close()


def test_enter_on_the_speed_stays_on_it_with_the_pointer_resting_on_settings(make_app) -> None:  # type: ignore[no-untyped-def]
    """Each Enter on "Animation speed" gives the next speed and keeps the focus there,
    the pointer resting on Settings: the menu rebuilt with the new words followed the
    hover back onto Settings, and a second Enter opened it."""
    from guildes.ui.scenes.pause import PauseOverlay

    app, table, pause = _pause_over_a_resting_pointer(make_app, "Settings")
    ring = pause.menu.ring
    while not str(ring.focused().widget.text).startswith("Animation speed"):
        key(pygame.K_DOWN)
        frames(app, 1)
    speeds = []
    for _ in range(2):
        key(pygame.K_RETURN)
        frames(app, 3)
        assert isinstance(app.stack.top, PauseOverlay)  # fails before: Settings
        speeds.append(app.settings.animation_speed)
        assert str(pause.menu.ring.focused().widget.text).startswith("Animation speed")
    assert speeds == ["slow", "normal"]
    table.session.close()
