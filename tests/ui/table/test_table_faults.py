"""Faults of the table found by a new player's session (issue 29), each with its test."""

from __future__ import annotations

import math

import pygame
import pytest

from guildes.rules import Game, GameConfig, Guild, make_count
from guildes.ui.layout import TableLayout

SIZES = [(1280, 720), (1920, 1080), (960, 600)]


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("size", SIZES)
def test_a_larger_text_size_never_makes_the_hand_smaller(size) -> None:  # type: ignore[no-untyped-def]
    """Fault 12: at 130% the fan's cards shrank (their II/III values fell to about 8 px):
    the bottom panel grew with the text and took the fan's room."""
    for players in (3, 6):
        for count in range(1, 11):
            sizes = [
                TableLayout(*size, players, 0, 0, scale).fan_size(count)
                for scale in (0.85, 1.0, 1.15, 1.3)
            ]
            assert sizes == sorted(sizes), (players, count, sizes)


@pytest.mark.parametrize("size", SIZES)
def test_the_hand_is_never_cut_at_the_bottom(size) -> None:  # type: ignore[no-untyped-def]
    """Part 2: at 1280x720 the fan's outer cards ran off the window's bottom edge."""
    for scale in (0.85, 1.0, 1.3):
        for players in (3, 6):
            lay = TableLayout(*size, players, 0, 0, scale)
            for count in range(1, 11):
                cw, ch = lay.fan_size(count)
                for x, y, a in lay.fan_positions(count):
                    r = math.radians(abs(a))
                    bh = ch * math.cos(r) + cw * math.sin(r)
                    assert y + bh / 2 <= lay.height - 2, (scale, players, count, y + bh / 2)


@pytest.mark.parametrize("size", SIZES)
def test_no_alchemists_in_the_strip_at_three_players(size) -> None:  # type: ignore[no-untyped-def]
    """Fault 14: at 3 players (Alchemists removed from the deck) they kept a cell."""
    for players in (3, 4, 6):
        guilds = [g for g, _r in TableLayout(*size, players, 0, 0).strip_cells()]
        assert (Guild.ALCHEMISTS in guilds) is (players > 3), players
        assert len(guilds) == (8 if players == 3 else 9)


def test_no_alchemists_row_in_the_count_at_three_players(make_app) -> None:  # type: ignore[no-untyped-def]
    """Fault 14: the count overlay (and the results, the Counts panel, through the same
    ``counted_guilds``) showed an Alchemists row at 3 players."""
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.standings import counted_guilds

    app = make_app()
    for players in (3, 4):
        game = Game(GameConfig(players=players, seed=4))
        count = make_count(game.public_view().tables, 1, (0,) * players)
        overlay = CountOverlay(app, [f"P{i}" for i in range(players)], count, lambda: None)
        shown = [gc.guild for gc in overlay.guilds]
        assert (Guild.ALCHEMISTS in shown) is (players > 3)
        assert overlay.rows == len(shown) == len(counted_guilds(count.guilds))
