"""Issue 29: under the count overlay the person's own seat said "choosing" (the table
shows the count's moment: no one holds a card, no one owes a choice). Every seat says
what it won at that count, in each language."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from tests.ui.test_end_to_end import frames, key


def play_to_the_first_count(make_app):  # type: ignore[no-untyped-def]
    """A 4-player game (Ana and three easy seats) played by Enter at every choice until
    the first count's overlay is shown: the app and the table."""
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed="fast")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, 4)]
    start_new_game(app, seats, 5, "shared")
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(20_000):
        frames(app, 1)
        if isinstance(app.stack.top, CountOverlay):
            break
        if table.can_choose():
            key(pygame.K_RETURN)
    return app, table


@pytest.mark.parametrize("code", ["en", "fr"])
def test_under_the_count_each_seat_says_what_it_won(make_app, code: str) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.table.drawing import seat_status_line

    app, table = play_to_the_first_count(make_app)
    overlay = app.stack.top
    assert isinstance(overlay, CountOverlay)
    i18n.set_language(code)
    words = {"en": "this count", "fr": "à ce décompte"}[code]
    # the panels follow the count's tally (a screenshot review: mid-count they said the
    # whole count's "+22" while the count had landed +7): nothing landed as it opens, a
    # row's votes once it has landed, the whole count once it has played
    overlay.t = 0.0
    said = [seat_status_line(table.frame(), seat) for seat in range(4)]
    assert said == [f"+0 {words}"] * 4, said  # fails before: the whole count's votes
    assert i18n.t("table.choosing") not in said
    for t in (overlay.end * k / 8 for k in range(1, 9)):
        overlay.t = t
        landed = [overlay.landed_votes(seat) for seat in range(4)]
        said = [seat_status_line(table.frame(), seat) for seat in range(4)]
        assert said == [f"+{landed[seat]} {words}" for seat in range(4)], (t, said)
    votes = overlay.count.votes
    assert said == [f"+{votes[seat]} {words}" for seat in range(4)], said
    table.session.close()
