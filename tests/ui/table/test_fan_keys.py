"""The fan by keys in the real app: Home goes to the first card, End to the last; Left
at the first card and Right at the last stay there (no wrap) with a sign (a short bump
sound)."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.test_end_to_end import frames, key
from tests.ui.test_faults import until


def _table_at_first_pick(make_app, players: int):  # type: ignore[no-untyped-def]
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    start_new_game(app, seats, 7, "shared")
    table = app.stack.top
    assert isinstance(table, TableScene)
    until(app, table.can_choose)
    played: list[str] = []
    app.sounds.play = played.append  # what was played, audio device or not
    return app, table, played


@pytest.mark.parametrize("players", [3, 6])
def test_home_and_end_go_to_the_ends_of_the_fan(make_app, players: int) -> None:  # type: ignore[no-untyped-def]
    app, table, _played = _table_at_first_pick(make_app, players)
    n = len(table.fan())
    assert n > 2
    key(pygame.K_END)
    frames(app, 1)
    assert table.input.focus == n - 1
    key(pygame.K_LEFT)
    key(pygame.K_HOME)
    frames(app, 1)
    assert table.input.focus == 0
    key(pygame.K_RIGHT)
    key(pygame.K_END)
    key(pygame.K_RETURN)  # End then Enter keeps the last card
    last = table.fan()[-1]
    chosen: list[int] = []
    table.choose = chosen.append
    frames(app, 1)
    assert chosen == [last]
    table.session.close()


def test_arrows_stop_at_the_ends_with_a_sign(make_app) -> None:  # type: ignore[no-untyped-def]
    app, table, played = _table_at_first_pick(make_app, 4)
    n = len(table.fan())
    key(pygame.K_LEFT)  # at the first card already
    frames(app, 1)
    assert table.input.focus == 0 and played == ["bump"]
    for _ in range(n - 1):
        key(pygame.K_RIGHT)
    frames(app, 1)
    assert table.input.focus == n - 1 and played == ["bump"]  # moving: no sign
    key(pygame.K_RIGHT)
    key(pygame.K_d)
    frames(app, 1)
    assert table.input.focus == n - 1 and played == ["bump"] * 3
    key(pygame.K_HOME)
    key(pygame.K_HOME)
    frames(app, 1)
    assert table.input.focus == 0
    table.session.close()
