"""Issue 29: while the cards played turn over, the table shows the moment before the
last choice, so the last chooser (a person) was still said to be "choosing" during the
reveal, and the others "ready". During a reveal no panel says anyone chooses."""

from __future__ import annotations

import random

import pygame

from guildes import i18n
from guildes.rules import Game, GameConfig, Phase
from guildes.seats import Seat
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import seat_status_line
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.steps import CardsFlipStep
from guildes.ui.table.views import TableViews


def test_no_one_is_choosing_while_the_cards_turn_over() -> None:
    pygame.font.init()
    game = Game(GameConfig(players=4, seed=5))
    rng = random.Random(5)
    while game.phase is not Phase.PLAY:
        for seat in game.to_choose():
            game.choose(seat, rng.choice(game.legal_choices(seat)))
    for seat in (1, 2, 3):  # the AI seats first; the person at seat 0 chooses last
        game.choose(seat, rng.choice(game.legal_choices(seat)))
    before = TableViews.now(game)
    game.choose(0, game.legal_choices(0)[0])
    after = TableViews.now(game)
    step = CardsFlipStep(before, after, 1.0)
    step.started = True
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, 4)]
    lay = TableLayout(1280, 720, 4, 0, 0, 1.0)
    shown = step.shown().seats[0]
    frame = TableFrame(lay, seats, shown, step, 0.0, (), False, "", None, 0, None, False)
    said = [seat_status_line(frame, seat) for seat in range(4)]
    assert i18n.t("table.choosing") not in said, said
    assert i18n.t("table.ready") not in said, said
