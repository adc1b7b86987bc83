"""The tutorial in the real app, driven only by posted mouse and keyboard events: from
the main menu's entry through one guided voting round to the offer of a real game; the
skip (button or Esc, asked first) at every lesson; nothing saved, nothing counted."""

from __future__ import annotations

import random

import pygame
import pytest

from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key

ALL_LESSONS = [
    "pick",
    "pass",
    "kept",
    "last_pick",
    "play",
    "reveal",
    "revealed",
    "leads",
    "last_play",
    "count",
]


def _button(scene, label: str):  # type: ignore[no-untyped-def]
    """The widget of a menu's or dialog's button by its label."""
    return next(it.widget for it in scene.menu.ring.items if it.widget.text == label)


def _open_tutorial(app):  # type: ignore[no-untyped-def]
    """From the main menu, a click on its Tutorial button: the tutorial's table."""
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app.start(MainMenu(app))
    frames(app, 3)
    click(_button(app.stack.top, "Tutorial").rect.center)
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.coach is not None
    return table


def _act(app, table, rng: random.Random) -> None:  # type: ignore[no-untyped-def]
    """The player picks or plays a card of the fan: by keys or by a click."""
    cards = table.fan()
    if rng.random() < 0.5:
        for _ in range(rng.randrange(len(cards))):
            key(pygame.K_RIGHT)
        key(pygame.K_RETURN)
    else:
        positions = table.layout.fan_positions(len(cards), table.fan_front())
        x, y, _a = positions[rng.randrange(len(positions))]
        click((int(x), int(y)))


def _play_to(app, table, stop, rng: random.Random, seen: list[str]) -> object:  # type: ignore[no-untyped-def]
    """Play the tutorial by posted input until ``stop(top)`` holds for the scene on top;
    returns that scene. ``seen`` gathers the lessons the coach showed when the player
    was asked."""
    from guildes.ui.scenes.count import CountOverlay

    for _ in range(20_000):
        frames(app, 1)
        top = app.stack.top
        if stop(top):
            return top
        if top is table and table.can_choose():
            if table.coach.key and table.coach.key not in seen:
                seen.append(table.coach.key)
            _act(app, table, rng)
        elif isinstance(top, CountOverlay):
            if "count" not in seen:
                seen.append("count")
            key(pygame.K_RETURN)
    raise AssertionError("the tutorial did not get there")


def _autosave_bytes(app) -> bytes:  # type: ignore[no-untyped-def]
    return app.where.autosave.read_bytes()


def _an_autosave(app) -> bytes:  # type: ignore[no-untyped-def]
    """A game of the player's own, autosaved (what Continue would open)."""
    from guildes.rules import Game, GameConfig
    from guildes.seats import Seat

    game = Game(GameConfig(players=3, seed=5))
    for s in game.to_choose():
        game.choose(s, game.legal_choices(s)[0])
    app.store.autosave(game, [Seat("Me"), Seat("B", "easy"), Seat("C", "easy")])
    return _autosave_bytes(app)


def test_the_tutorial_is_played_through_by_posted_input(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.tutorial.dialog import TutorialDialog

    app = make_app(speed="fast")
    saved = _an_autosave(app)
    stats_before = app.statistics.to_dict()
    table = _open_tutorial(app)
    assert table.session.store is None  # nothing of the tutorial can be saved
    assert table.input.buttons["menu"].text == "Skip tutorial (Esc)"
    seen: list[str] = []
    done = _play_to(app, table, lambda top: isinstance(top, TutorialDialog), random.Random(1), seen)
    # shown while the player is asked (and Militia's, if the hand held one at a quiet moment)
    assert [k for k in seen if k != "militia"] == [k for k in ALL_LESSONS if k != "reveal"]
    # and the reveal's while the cards turn over
    assert [k for k in table.coach.seen if k != "militia"] == ALL_LESSONS
    assert done.title == "Round 1 is counted"
    frames(app, 2)
    app.screenshot(ARTIFACTS / "tutorial-done.png")
    assert _autosave_bytes(app) == saved  # the player's own game is untouched
    click(_button(done, "Start a real game").rect.center)
    frames(app, 3)
    assert isinstance(app.stack.top, NewGameScene)
    assert isinstance(app.stack.scenes[0], MainMenu) and len(app.stack.scenes) == 2
    assert _autosave_bytes(app) == saved
    assert app.statistics.to_dict() == stats_before  # not counted
    key(pygame.K_RETURN)  # Start: a real game, saved and counted as ever
    frames(app, 3)
    kept = app.stack.top  # the player's own game left before, kept in a slot first
    assert kept.name == "message" and kept.title == "Your game is kept"
    key(pygame.K_RETURN)
    frames(app, 3)
    real = app.stack.top
    assert real is not table and real.coach is None and real.session.store is app.store
    assert real.input.buttons["menu"].text == "Menu (Esc)"
    real.close()


@pytest.mark.parametrize("at", ALL_LESSONS)
def test_skip_at_each_lesson_asks_then_leaves_for_the_menu(make_app, at: str) -> None:  # type: ignore[no-untyped-def]
    """Esc (or the Skip button) asks first; "Keep learning" (focused; Esc too) goes back
    to the same lesson; "Skip tutorial" leaves for the main menu, nothing saved. At the
    count, Esc finishes the count as everywhere, and the end dialog's Esc leaves."""
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.tutorial.dialog import TutorialDialog

    app = make_app(speed="instant" if at not in ("count", "reveal") else "fast")
    saved = _an_autosave(app)
    table = _open_tutorial(app)
    rng = random.Random(ALL_LESSONS.index(at))
    if at == "count":
        _play_to(app, table, lambda top: isinstance(top, CountOverlay), rng, [])
        key(pygame.K_ESCAPE)  # the count's rows at once
        key(pygame.K_ESCAPE)  # the count closes: round 1 is counted
        frames(app, 3)
        dialog = app.stack.top
        assert isinstance(dialog, TutorialDialog) and dialog.title == "Round 1 is counted"
        key(pygame.K_ESCAPE)
        frames(app, 2)
    else:

        def there(top: object) -> bool:
            asked = table.can_choose() or at == "reveal"  # the reveal: while cards turn over
            return top is table and asked and table.coach.key == at

        _play_to(app, table, there, rng, [])
        if at != "reveal":  # a still screen: idle
            assert not any(scene.busy() for scene in app.stack.visible())
        by_button = ALL_LESSONS.index(at) % 2 == 1
        if by_button:
            click(table.input.buttons["menu"].rect.center)
        else:
            key(pygame.K_ESCAPE)
        frames(app, 2)
        dialog = app.stack.top
        assert isinstance(dialog, TutorialDialog) and dialog.title == "Skip the tutorial?"
        app.screenshot(ARTIFACTS / f"tutorial-skip-{at}.png")
        key(pygame.K_RETURN)  # "Keep learning" has the focus
        frames(app, 2)
        assert app.stack.top is table and table.coach.key == at  # the lesson waited
        key(pygame.K_ESCAPE)
        frames(app, 2)
        key(pygame.K_ESCAPE)  # Esc in the question keeps learning too
        frames(app, 2)
        assert app.stack.top is table
        key(pygame.K_ESCAPE)
        frames(app, 2)
        click(_button(app.stack.top, "Skip tutorial").rect.center)
        frames(app, 2)
    assert isinstance(app.stack.top, MainMenu) and len(app.stack.scenes) == 1
    assert all(not d._proc.is_alive() for d in table.session._deciders)  # AI stopped
    assert _autosave_bytes(app) == saved
    assert app.statistics.total().played == 0


def test_the_tutorial_plays_on_to_the_end_of_the_game(make_app) -> None:  # type: ignore[no-untyped-def]
    """Issue 29: once round 1 is counted, "Play rounds 2 and 3" (focused: Enter) goes on
    at the same table with the later lessons; Esc still asks before leaving; the game
    ends on Results, never saved nor counted."""
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.tutorial.dialog import TutorialDialog

    app = make_app(speed="instant")
    saved = _an_autosave(app)
    table = _open_tutorial(app)
    seen: list[str] = []
    done = _play_to(app, table, lambda top: isinstance(top, TutorialDialog), random.Random(3), seen)
    labels = [it.widget.text for it in done.menu.ring.items]
    assert labels == ["Play rounds 2 and 3", "Start a real game", "Back to the menu"]
    key(pygame.K_RETURN)
    frames(app, 3)
    assert app.stack.top is table
    _play_to(
        app, table, lambda top: top is table and table.coach.key == "round2", random.Random(4), seen
    )
    assert table.view is not None and table.view.voting_round == 2
    frames(app, 12)  # past the guard after the count (a press there is dropped)
    key(pygame.K_ESCAPE)  # leaving still asks
    frames(app, 2)
    assert isinstance(app.stack.top, TutorialDialog) and app.stack.top.title == "Skip the tutorial?"
    key(pygame.K_RETURN)  # keep learning
    frames(app, 2)
    assert app.stack.top is table and table.coach.key == "round2"
    ended = "You have played a whole game"  # the tutorial's closing word, over Results

    def at_end(top) -> bool:  # type: ignore[no-untyped-def]
        return isinstance(top, TutorialDialog) and top.title == ended

    _play_to(app, table, at_end, random.Random(5), seen)
    assert isinstance(app.stack.scenes[-2], ResultsScene)
    assert {"round2", "round3", "militia"} <= set(table.coach.seen)
    assert _autosave_bytes(app) == saved
    assert app.statistics.total().played == 0
