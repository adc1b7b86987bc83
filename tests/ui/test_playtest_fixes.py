"""What a play test found, each fixed: a widget's own fault never throws the player out;
the data-folder picker cannot delete the game's files; Enter alone gets through a batch of
two cards."""

from __future__ import annotations

import pygame

from guildes.rules.cards import EventCard
from tests.ui.test_end_to_end import frames, key
from tests.ui.test_event_cards import events_offered, open_table, seed_with

__all__ = ["events_offered"]  # a fixture these tests use


def test_a_widget_that_raises_does_not_end_the_game(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """pygame-gui's text entry raised IndexError on Backspace with nothing selected (in
    the data-folder picker): the app crashed."""
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    app.start(MainMenu(app))

    def broken(event: pygame.event.Event) -> bool:
        raise IndexError("No selected rows.")

    monkeypatch.setattr(app.manager, "process_events", broken)
    key(pygame.K_BACKSPACE)
    frames(app, 2)
    assert app.running and isinstance(app.stack.top, MainMenu)


def test_the_data_folder_picker_cannot_delete_files(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.folder_choice import FolderChoice
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    app.start(MainMenu(app))
    app.push("data_folder")
    frames(app, 2)
    top = app.stack.top
    assert isinstance(top, FolderChoice) and top.dialog is not None
    assert not top.dialog.delete_button.visible


def test_enter_alone_plays_a_batch_of_two(make_app, events_offered) -> None:  # type: ignore[no-untyped-def]
    """Enter chose the focused card, the next Enter took it back, forever."""
    app = make_app()
    table = open_table(app, 3, seed_with(EventCard.ONE_OR_TWO, 3))
    pairs = 0
    for _ in range(6000):
        before = len(table.session.game.history)
        batch = table.view.batch if table.view is not None else 1
        key(pygame.K_RETURN)
        frames(app, 1)
        if app.stack.top is table and batch == 2 and len(table.session.game.history) > before:
            sent = table.session.game.history[-1]
            pairs += sent[0] == 0 and sent[1].other_guild is not None
        if table.session.game.voting_round > 1:
            break
    assert pairs >= 2  # the round's two batches of two were played by Enter alone


def test_start_stays_in_the_window_at_the_largest_text_size(make_app, events_offered) -> None:  # type: ignore[no-untyped-def]
    """At 130% text size with 6 players and the Event cards offered, Start and Back sat
    below the window."""
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.new_game import NewGameScene

    for size in ((1280, 720), (960, 600)):
        app = make_app(size=size)
        app.settings.ui_scale = 1.3
        app.apply_text_size()
        app.start(MainMenu(app))
        app.push("new_game")
        scene = app.stack.top
        assert isinstance(scene, NewGameScene)
        while scene.players < 6:
            scene._players(1)
        frames(app, 2)
        group = app.manager.get_sprite_group().sprites()
        buttons = [w for w in group if getattr(w, "text", "") in ("Start", "Back")]
        assert len(buttons) == 2
        for button in buttons:
            assert button.rect.bottom <= size[1] and button.rect.top >= 0
