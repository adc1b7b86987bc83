"""'Play again' plays the same kind of game. After a game with the Event cards and the
Dirty Tricks (or in practice, the expert's hints on H), 'Play again' dealt a base game:
the variants and the hints the player had chosen were gone without a word."""

from __future__ import annotations

import pygame

from guildes.rules import Game, GameConfig
from guildes.seats import Seat
from tests.ui.scenes.test_results import GUARDED
from tests.ui.test_end_to_end import frames, key

VARIANTS = frozenset({"event_cards", "dirty_tricks"})


def _finished(variants: frozenset[str]) -> Game:
    game = Game(GameConfig(players=3, seed=7, variants=variants))
    while not game.is_over:
        for seat in game.to_choose():
            game.choose(seat, game.legal_choices(seat)[0])
    return game


def test_play_again_keeps_the_variants_and_the_practice(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.session import Session
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.table import TableScene
    from tests.ui.scenes.test_results import NoDecider

    app = make_app()
    seats = [Seat("Ana"), Seat("Bert", "easy"), Seat("Cleo", "easy")]
    session = Session(_finished(VARIANTS), seats, None, decider_factory=NoDecider)  # type: ignore[arg-type]
    session.practice = True
    app.start(MainMenu(app))
    app.push("results", session, [])
    frames(app, GUARDED)  # past the short guard against a press meant for the count
    scene = app.stack.top
    assert isinstance(scene, ResultsScene)
    key(pygame.K_RIGHT)  # from "Review this game" to "Play again"
    key(pygame.K_RETURN)
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    again = table.session
    assert again.game.config.variants == VARIANTS  # fails before: frozenset()
    assert again.practice
    assert again.game.config.seed != 7 and [s.name for s in again.seats] == ["Ana", "Bert", "Cleo"]
    again.close()
