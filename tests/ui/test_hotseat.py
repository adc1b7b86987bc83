"""Hotseat: two people and two AI on one screen; no one ever sees another's hand."""

from __future__ import annotations

import random

import pygame

from guildes.seats import Seat
from guildes.ui import palette
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames, key


def test_curtain_hides_every_hand_and_hands_show_only_on_their_turn(  # type: ignore[no-untyped-def]
    make_app, fast_levels
) -> None:
    from guildes.ui.curtain import Curtain
    from guildes.ui.games import start_new_game
    from guildes.ui.menus import MainMenu
    from guildes.ui.overlays import CountOverlay
    from guildes.ui.results import ResultsScene
    from guildes.ui.table import TableScene

    app = make_app(speed="fast")
    app.start(MainMenu(app))
    seats = [Seat("Ana"), Seat("Bot B", "easy"), Seat("Cleo"), Seat("Bot D", "normal")]
    start_new_game(app, seats, 77, "militia_then_shared")
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.is_hotseat
    rng = random.Random(5)
    curtains = {0: 0, 2: 0}
    turns = {0: 0, 2: 0}
    saved_curtain = False
    for _ in range(30_000):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, Curtain):
            # Nothing of the table was drawn in this frame: no hand, no face-down card.
            assert table.hand_drawn_at != app.frame_count
            w, h = app.size
            for x in range(0, w, 97):
                assert app.screen.get_at((x, h - 20))[:3] == palette.FELT_DARK
            if not saved_curtain:
                app.screenshot(ARTIFACTS / "hotseat-curtain.png")
                saved_curtain = True
            curtains[top.seat] += 1
            key(pygame.K_RETURN)
            continue
        if isinstance(top, CountOverlay):
            key(pygame.K_RETURN)
            continue
        if table.hand_drawn_at == app.frame_count:
            # A hand was drawn face up: it is its owner's, and it is that owner's turn.
            who = table.hand_drawn_of
            assert who == table.viewer
            assert who in table.session.humans_to_choose() or table.steps
        if top is table and table.can_choose():
            turns[table.viewer] += 1
            for _ in range(rng.randrange(3)):
                key(pygame.K_RIGHT)
            key(pygame.K_RETURN)
    else:
        raise AssertionError("the hotseat game did not finish")
    assert curtains[0] >= 45 and curtains[2] >= 45  # a curtain before every decision
    assert turns[0] == 45 and turns[2] == 45


def test_hotseat_log_names_players_never_you(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.games import start_new_game
    from guildes.ui.menus import MainMenu

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("Cleo"), Seat("Bot", "easy")], 3, "shared")
    table = app.stack.top
    text = " ".join(table.log_lines).lower()
    assert "you" not in text.replace("your", "") and "ana" in text


def _three_people_at_their_first_pick(make_app):  # type: ignore[no-untyped-def]
    """A hotseat game of three people, Ana at the screen with her first pick to make."""
    from guildes.ui.games import start_new_game
    from guildes.ui.menus import MainMenu

    app = make_app(speed="fast")
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("Cleo"), Seat("Dan")], 21, "shared")
    table = app.stack.top
    frames(app, 20)  # the first curtain has been up for a second
    key(pygame.K_RETURN)
    frames(app, 2)
    assert table.viewer == 0 and table.can_choose()
    return app, table


def test_a_second_enter_does_not_open_the_next_curtain(make_app) -> None:  # type: ignore[no-untyped-def]
    """Issue 16: Enter twice 0.25 s apart picked a card, then opened Cleo's curtain."""
    from guildes.ui.curtain import Curtain

    app, table = _three_people_at_their_first_pick(make_app)
    drawn_for: set[int | None] = set()
    key(pygame.K_RETURN)  # Ana picks
    for _ in range(5):  # 0.25 s later, a second Enter
        frames(app, 1)
        drawn_for.add(table.hand_drawn_of if table.hand_drawn_at == app.frame_count else None)
    assert isinstance(app.stack.top, Curtain) and app.stack.top.seat == 1
    key(pygame.K_RETURN)
    for _ in range(4):
        frames(app, 1)
        drawn_for.add(table.hand_drawn_of if table.hand_drawn_at == app.frame_count else None)
    assert isinstance(app.stack.top, Curtain) and table.viewer is None
    assert 1 not in drawn_for
    frames(app, 20)  # a deliberate Enter, once the curtain has been seen, opens it
    key(pygame.K_RETURN)
    frames(app, 2)
    assert table.viewer == 1


def test_a_click_on_a_fresh_curtain_does_not_open_it(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.curtain import Curtain
    from tests.ui.test_end_to_end import click

    app, table = _three_people_at_their_first_pick(make_app)
    key(pygame.K_RETURN)
    frames(app, 3)
    curtain = app.stack.top
    assert isinstance(curtain, Curtain)
    button = curtain.menu.ring.items[0].widget  # "I am Cleo: show my cards"
    click(button.rect.center)
    frames(app, 3)
    assert app.stack.top is curtain and table.viewer is None
    frames(app, 20)
    click(button.rect.center)
    frames(app, 3)
    assert table.viewer == 1


def test_input_queued_before_the_curtain_appeared_is_dropped(make_app) -> None:  # type: ignore[no-untyped-def]
    """A key pressed before the curtain appeared, even if the app stalls and reads it only
    later, does not open it."""
    from guildes.ui.curtain import Curtain

    app, table = _three_people_at_their_first_pick(make_app)
    key(pygame.K_RETURN)  # Ana picks
    frames(app, 1)
    key(pygame.K_RETURN)  # queued while the table still shows her hand
    for _ in range(10):  # the app stalls: scenes update without reading events
        app.stack.top.update(0.05)
    assert isinstance(app.stack.top, Curtain) and len(app.stack.scenes) == 2
    frames(app, 3)
    assert isinstance(app.stack.top, Curtain) and table.viewer is None
