"""The game in progress kept before another opens is named as the Load list shows it.
The message said 'The game you were playing is saved as 20261203-091537.guildes.json',
a file name the Load list never shows (it lists that game as 'Ana, Bert and Cleo' and
the date): the player could not tell which row it was."""

from __future__ import annotations

from tests.ui.scenes.test_menu_faults import load_over_a_left_game


def test_load_names_the_kept_game_as_its_list_does(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.load import slot_title
    from guildes.ui.scenes.message import MessageOverlay

    app, other, _playing = load_over_a_left_game(make_app)
    top = app.stack.top
    assert isinstance(top, MessageOverlay)
    (kept,) = [s for s in app.store.slots() if s.path != other]
    assert slot_title(kept) == "Ana, Bert and Cleo"
    assert "“Ana, Bert and Cleo”" in top.message  # fails before: the file's name
    assert kept.path.name not in top.message
