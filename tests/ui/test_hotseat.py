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
    from guildes.ui.menus import MainMenu, start_new_game
    from guildes.ui.overlays import CountOverlay, Curtain
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
            assert who in table.session.humans_to_choose() or table.beats
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
    from guildes.ui.menus import MainMenu, start_new_game

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("Cleo"), Seat("Bot", "easy")], 3, "shared")
    table = app.stack.top
    text = " ".join(table.log_lines).lower()
    assert "you" not in text.replace("your", "") and "ana" in text
