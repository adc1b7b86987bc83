"""The menus' faults of issue 29 (2, 4, 17 and the Load half of 18), by posted input on
real apps: Esc on the main menu and the window's close button during a game ask before
quitting; Load keeps the game in progress; the New game form keeps its place when the
number of players changes; a finished game is listed with its players, not "Unnamed"."""

from __future__ import annotations

import datetime

import pygame

from guildes.seats import Seat
from tests.saves.test_saves import random_game
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key

SEATS = [Seat("Ana"), Seat("Bert", "easy"), Seat("Cleo", "easy")]
OTHER = [Seat("Zoe"), Seat("Yves", "easy"), Seat("Xena", "easy"), Seat("Will", "easy")]


def _menu(make_app, **kw):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(**kw)
    app.start(MainMenu(app))
    frames(app, 2)
    return app


def _button(scene, text: str):  # type: ignore[no-untyped-def]
    return next(it.widget for it in scene.menu.ring.items if it.widget.text == text)


def test_esc_on_the_main_menu_asks_before_quitting(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.quit_confirm import QuitDialog

    app = _menu(make_app)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.running, "Esc on the main menu quit at once"
    assert isinstance(app.stack.top, QuitDialog)
    app.screenshot(ARTIFACTS / "quit-confirm.png")
    key(pygame.K_RETURN)  # "Stay" is focused first: a stray Enter keeps the app open
    frames(app, 2)
    assert app.running and isinstance(app.stack.top, MainMenu)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    key(pygame.K_ESCAPE)  # Esc in the question stays too
    frames(app, 2)
    assert app.running and isinstance(app.stack.top, MainMenu)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    click(_button(app.stack.top, "Quit").rect.center)
    frames(app, 2)
    assert not app.running


def test_closing_the_window_during_a_game_asks_first(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.quit_confirm import QuitDialog
    from guildes.ui.table import TableScene

    app = _menu(make_app, speed="instant")
    start_new_game(app, SEATS, 5, "shared")
    frames(app, 3)
    assert isinstance(app.stack.top, TableScene)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(app, 2)
    assert app.running, "closing the window during a game quit without a word"
    dialog = app.stack.top
    assert isinstance(dialog, QuitDialog) and dialog.playing
    click(_button(dialog, "Stay").rect.center)
    frames(app, 2)
    assert app.running and isinstance(app.stack.top, TableScene)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(app, 2)
    pygame.event.post(pygame.event.Event(pygame.QUIT))  # closed again while asked: quits
    frames(app, 1)
    assert not app.running


def test_closing_the_window_on_the_menu_quits(make_app) -> None:  # type: ignore[no-untyped-def]
    app = _menu(make_app)
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    frames(app, 1)
    assert not app.running


def _leave_a_game(app, seed: int = 5):  # type: ignore[no-untyped-def]
    """A game in progress left to the menu (autosaved), as the table's way out does."""
    from guildes.ui.games import start_new_game

    start_new_game(app, SEATS, seed, "shared")
    frames(app, 2)
    table = app.stack.top
    for _ in range(3):  # a few picks, so that it is not the game just opened
        table.session.game.choose(0, table.session.game.legal_choices(0)[0])
        for s in table.session.game.to_choose():
            table.session.game.choose(s, table.session.game.legal_choices(s)[0])
    table.close()
    app.reset("main_menu")
    frames(app, 2)
    return table.session.game


def load_over_a_left_game(make_app):  # type: ignore[no-untyped-def]
    """A game in progress left to the menu, then another save loaded from Load (the
    first row, Enter): the app, the other save's path and the game that was playing."""
    app = _menu(make_app, speed="instant")
    other = app.store.save(random_game(4, 11, steps=6), OTHER, name="Other")
    playing = _leave_a_game(app)
    assert app.store.has_autosave()
    app.push("load")
    frames(app, 2)
    assert app.stack.top.slots[0].path == other
    key(pygame.K_RETURN)
    frames(app, 3)
    return app, other, playing


def test_load_keeps_the_game_in_progress(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.message import MessageOverlay
    from guildes.ui.table import TableScene

    app, other, playing = load_over_a_left_game(make_app)
    top = app.stack.top
    assert isinstance(top, MessageOverlay), "Load replaced the game in progress without a word"
    assert top.title == "Your game is kept"
    app.screenshot(ARTIFACTS / "load-kept.png")
    kept = [s for s in app.store.slots() if s.path != other]
    assert len(kept) == 1, "the game in progress was not kept in a slot"
    saved = app.store.load(kept[0].path)
    assert saved.choices == list(playing.history) and "“Ana, Bert and Cleo”" in top.message
    key(pygame.K_RETURN)
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.seats[0].name == "Zoe"


def test_load_keeps_nothing_twice(make_app) -> None:  # type: ignore[no-untyped-def]
    """Load reopening what a slot already holds (nothing played since) adds no copy."""
    from guildes.ui.table import TableScene

    app = _menu(make_app, speed="instant")
    path = app.store.save(random_game(3, 12, steps=5), SEATS, name="Mine")
    app.push("load")
    frames(app, 2)
    key(pygame.K_RETURN)  # no autosave yet: opens, nothing to keep
    frames(app, 3)
    assert isinstance(app.stack.top, TableScene)
    app.stack.top.close()
    app.reset("main_menu")
    app.push("load")
    frames(app, 2)
    key(pygame.K_RETURN)  # the autosave holds what "Mine" holds: no copy, no message
    frames(app, 3)
    assert isinstance(app.stack.top, TableScene)
    assert [s.path for s in app.store.slots()] == [path]


def test_load_opens_nothing_when_the_game_cannot_be_kept(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.saves.problems import SavingOff
    from guildes.ui.scenes.load import LoadScene

    app = _menu(make_app, speed="instant")
    app.store.save(random_game(4, 11, steps=6), OTHER, name="Other")
    playing = _leave_a_game(app)
    app.push("load")
    frames(app, 2)
    app.store.off = "the disk is full"  # from now on, writes raise SavingOff
    key(pygame.K_RETURN)
    frames(app, 3)
    scene = app.stack.top
    assert isinstance(scene, LoadScene) and "could not be kept" in scene.message
    assert app.store.load_autosave().choices == list(playing.history)
    assert issubclass(SavingOff, OSError)


def test_a_finished_game_is_listed_with_its_players(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.load import slot_title

    app = _menu(make_app)
    done = random_game(3, 4)
    assert done.is_over
    app.store.keep_finished(done, SEATS)
    app.store.save(random_game(3, 5, steps=3), SEATS)
    titles = [slot_title(s) for s in app.store.slots()]
    assert "Unnamed save" not in titles
    assert sorted(titles) == ["Ana, Bert and Cleo", "Finished: Ana, Bert and Cleo"]
    app.push("load")
    frames(app, 2)
    app.screenshot(ARTIFACTS / "load-finished-titles.png")


def test_the_new_game_form_stays_put_when_the_players_change(make_app) -> None:  # type: ignore[no-untyped-def]
    """Fault 17: the form re-centred when the number of players changed, so a second
    click on the players' control missed it. The choice is 3 4 5 6 side by side: each
    number stays where it was whatever the number chosen, and every click hits."""
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.widgets import chosen_id

    for size in ((1280, 720), (1920, 1080), (960, 600)):
        app = make_app(size=size)
        app.start(NewGameScene(app))
        frames(app, 2)
        scene = app.stack.top
        assert scene.ring.items[0].widget is scene.controls["players:4"]
        where = {n: scene.controls[f"players:{n}"].rect.copy() for n in (3, 4, 5, 6)}
        for n in (5, 6, 3, 4, 6, 6, 5, 5):  # each a click where that number was at first
            click(where[n].center)
            frames(app, 2)
            assert scene.players == n, (size, n)
            for m in (3, 4, 5, 6):
                button = scene.controls[f"players:{m}"]
                assert button.rect == where[m], f"the players' {m} moved at {size}"
                assert chosen_id(button) is (m == n)
            assert scene.ring.items[0].widget is scene.controls[f"players:{n}"]
        assert scene.players == 5


def test_the_fan_never_shows_behind_the_menu_frame(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.menu_base import fan_top

    for size, scale in (((1280, 720), 1.3), ((1280, 720), 0.85), ((1920, 1080), 1.0)):
        app = _menu(make_app, size=size)
        app.settings.ui_scale = scale
        app.apply_text_size()
        menu = app.stack.top
        menu.leave()
        menu.enter()
        frames(app, 2)
        overlaps = menu.menu.panel.rect.bottom > fan_top(size[1], app.scale)
        assert menu.shows_fan() is not overlaps
        app.screenshot(ARTIFACTS / f"main-menu-{size[0]}-{int(scale * 100)}.png")


def test_a_new_game_keeps_the_game_in_progress(make_app) -> None:  # type: ignore[no-untyped-def]
    """A hurried play test (issue 29): a game left to the menu, then New game's Start
    (or the daily deal, or the tutorial's "Play a game against the AI"), and the game in
    progress was gone: its autosave replaced at the new game's first choice, not in
    Load. It is kept in a slot first, and the player told its name, as Load does."""
    from guildes.ui.games import start_deal, start_new_game
    from guildes.ui.scenes.message import MessageOverlay
    from guildes.ui.table import TableScene

    app = _menu(make_app, speed="instant")
    playing = _leave_a_game(app)
    start_new_game(app, OTHER, 77, "shared")
    frames(app, 2)
    top = app.stack.top
    assert isinstance(top, MessageOverlay), "New game dropped the game in progress"
    assert top.title == "Your game is kept" and "“Ana, Bert and Cleo”" in top.message
    kept = [s for s in app.store.slots() if not s.over]
    assert len(kept) == 1 and app.store.load(kept[0].path).choices == list(playing.history)
    key(pygame.K_RETURN)
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.seats[0].name == "Zoe"
    table.close()
    app.reset("main_menu")
    # the daily deal goes the same way; a game just opened, with nothing played, is
    # not kept (nor the same game twice)
    from guildes.deal import daily_deal

    start_deal(app, daily_deal(datetime.date(2026, 12, 3)))
    frames(app, 2)
    assert isinstance(app.stack.top, TableScene)
    assert len([s for s in app.store.slots() if not s.over]) == 1


def test_a_new_game_that_cannot_keep_the_game_in_progress_does_not_start(  # type: ignore[no-untyped-def]
    make_app, monkeypatch
) -> None:
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.message import MessageOverlay

    app = _menu(make_app, speed="instant")
    playing = _leave_a_game(app)

    def full(*_a, **_k):  # type: ignore[no-untyped-def]
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(app.store, "save", full)
    start_new_game(app, OTHER, 77, "shared")
    frames(app, 2)
    top = app.stack.top
    assert isinstance(top, MessageOverlay) and top.title == "New game not started"
    assert "No space left on device" in top.message
    assert app.store.load_autosave().choices == list(playing.history)  # nothing changed
