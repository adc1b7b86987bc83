"""The main menu's Continue by posted input: disabled, and drawn so, when there is no
autosave; enabled, drawn like the other buttons, and opening the game when there is one."""

from __future__ import annotations

import pygame

from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key


def _button(menu, text: str):  # type: ignore[no-untyped-def]
    return next(it.widget for it in menu.menu.ring.items if it.widget.text == text)


def _fill(app, button) -> tuple[int, int, int]:  # type: ignore[no-untyped-def]
    """The button's background colour as drawn (inside its border, left of its text)."""
    r = button.rect
    return tuple(app.screen.get_at((r.x + 12, r.centery)))[:3]


def test_continue_is_disabled_and_looks_it_without_an_autosave(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    app.start(MainMenu(app))
    frames(app, 3)
    menu = app.stack.top
    assert not app.store.has_autosave()
    cont, load = _button(menu, "Continue"), _button(menu, "Load")
    assert not cont.is_enabled
    assert cont.drawable_shape.active_state.state_id == "disabled"
    assert _fill(app, cont) != _fill(app, load), "Continue is drawn like an active button"
    app.screenshot(ARTIFACTS / "main-menu-no-autosave.png")
    click(cont.rect.center)
    frames(app, 3)
    key(pygame.K_UP)  # the focus does not go to it by keys either
    frames(app, 2)
    assert app.stack.top is menu and menu.menu.ring.focused().widget is not cont
    assert cont.drawable_shape.active_state.state_id == "disabled"


def test_continue_opens_the_autosaved_game(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("B", "easy"), Seat("C", "easy")], 5, "shared")
    frames(app, 2)
    table = app.stack.top
    table.close()  # what leaving the table does: autosaved
    app.reset("main_menu")
    frames(app, 3)
    menu = app.stack.top
    cont, load = _button(menu, "Continue"), _button(menu, "Load")
    assert cont.is_enabled and menu.menu.ring.focused().widget is cont
    key(pygame.K_DOWN)
    frames(app, 2)
    assert _fill(app, cont) == _fill(app, load)  # neither focused: drawn alike
    click(cont.rect.center)
    frames(app, 3)
    assert isinstance(app.stack.top, TableScene)
    app.stack.top.session.close()
