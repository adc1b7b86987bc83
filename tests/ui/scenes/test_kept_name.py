"""The game in progress kept before another opens is named as the Load list shows it.
The message said 'The game you were playing is saved as 20261203-091537.guildes.json',
a file name the Load list never shows (it lists that game as 'Ana, Bert and Cleo' and
the date): the player could not tell which row it was."""

from __future__ import annotations

import pygame

from tests.saves.test_saves import random_game
from tests.ui.scenes.test_menu_faults import OTHER, _leave_a_game, _menu
from tests.ui.test_end_to_end import frames, key


def test_load_names_the_kept_game_as_its_list_does(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.load import slot_title
    from guildes.ui.scenes.message import MessageOverlay

    app = _menu(make_app, speed="instant")
    other = app.store.save(random_game(4, 11, steps=6), OTHER, name="Other")
    _leave_a_game(app)
    app.push("load")
    frames(app, 2)
    assert app.stack.top.slots[0].path == other
    key(pygame.K_RETURN)
    frames(app, 3)
    top = app.stack.top
    assert isinstance(top, MessageOverlay)
    (kept,) = [s for s in app.store.slots() if s.path != other]
    assert slot_title(kept) == "Ana, Bert and Cleo"
    assert "“Ana, Bert and Cleo”" in top.message  # fails before: the file's name
    assert kept.path.name not in top.message
