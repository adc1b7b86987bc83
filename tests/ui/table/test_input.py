"""What lies under the pointer: a card of the fan, or a stack of a seat's table (by seat
and guild), in the geometry the drawing uses; and the hover it gives in the real app."""

from __future__ import annotations

import pygame
import pytest

from guildes.rules import NUM_GUILDS
from guildes.ui.layout import TableLayout
from guildes.ui.table.input import fan_card_at, table_card_at
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames

SIZES = [(1280, 720), (1920, 1080)]


def _tables(players: int) -> tuple[tuple[int, ...], ...]:
    """Every seat with some cards of every guild but one (a different one per seat)."""
    return tuple(
        tuple(0 if g == seat % NUM_GUILDS else 1 + (g + seat) % 4 for g in range(NUM_GUILDS))
        for seat in range(players)
    )


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("bottom", [0, 2])
def test_every_stack_is_found_at_its_own_place(
    size: tuple[int, int], players: int, bottom: int
) -> None:
    layout = TableLayout(*size, players, bottom, 0)
    tables = _tables(players)
    found = 0
    for seat, cards in enumerate(tables):
        stacks = layout.table_cards(seat, cards)
        assert [g for g, _r in stacks] == [g for g in range(NUM_GUILDS) if cards[g]]
        for guild, rect in stacks:
            assert layout.felt_rect.contains(rect)
            assert table_card_at(layout, tables, rect.center) == (seat, guild)
            found += 1
    assert found == sum(sum(1 for n in t if n) for t in tables)


def test_no_stack_where_there_is_none() -> None:
    layout = TableLayout(1280, 720, 4, 0, 0)
    assert table_card_at(layout, _tables(4), layout.center) is None
    empty = tuple((0,) * NUM_GUILDS for _ in range(4))
    x, y = layout.seat_panel(1).midbottom
    assert table_card_at(layout, empty, (x, y + 10)) is None


def test_the_topmost_fan_card_is_found() -> None:
    layout = TableLayout(1280, 720, 4, 0, 0)
    positions = layout.fan_positions(9)
    for i, (x, y, _a) in enumerate(positions):
        assert fan_card_at(layout, 9, (int(x), int(y))) == i
    assert fan_card_at(layout, 9, (5, 5)) is None


@pytest.mark.parametrize("players", [3, 6])
def test_pointing_at_a_stack_of_a_seat_s_table_names_it(make_app, players: int) -> None:  # type: ignore[no-untyped-def]
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    start_new_game(app, seats, 4, "shared")
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(2000):  # play until every seat has a table
        frames(app, 1)
        if all(any(t) for t in table.tables()) and table.can_choose():
            break
        if table.can_choose():
            table.choose(table.fan()[0])
    tables = table.tables()
    seat = 1
    guild = next(g for g in range(NUM_GUILDS) if tables[seat][g])
    rect = dict(table.layout.table_cards(seat, tables[seat]))[guild]
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 2)
    assert table.input.pointed == (seat, guild)
    app.screenshot(ARTIFACTS / f"table-pointed-{players}p.png")
    away = table.layout.center
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=away, rel=(0, 0), buttons=(0, 0, 0))
    )
    frames(app, 1)
    assert table.input.pointed is None
