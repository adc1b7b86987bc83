"""Fault 8 of issue 29, on Results: a Dirty Trick's +1/-1 tag floated between two rows
of the final count (drawn from the cell's top edge). It sits in its cell's line, right
after the seat's cards, inside its cell, at 1280x720 and 1920x1080, 85% to 130%; and
the final count's last row no longer runs under the buttons at 130% with 6 players."""

from __future__ import annotations

import random

import pytest

from guildes.rules import Game, GameConfig
from tests.ui.conftest import ARTIFACTS
from tests.ui.scenes.test_results import results
from tests.ui.test_end_to_end import frames


def game_with_virtual_cards(players: int) -> Game:
    """A finished Dirty-Trick game whose last count has two virtual cards or more."""
    for seed in range(300):
        game = Game(GameConfig(players=players, seed=seed, variants=frozenset({"dirty_tricks"})))
        rng = random.Random(seed)
        while not game.is_over:
            for s in game.to_choose():
                legal = game.legal_choices(s)
                game.choose(s, legal[-1] if rng.random() < 0.5 else rng.choice(legal))
        if len(game.counts[-1].modifiers.virtual) >= 2:
            return game
    raise AssertionError("no game with virtual cards at its last count")


@pytest.mark.parametrize("players,size", [(4, (1280, 720)), (6, (1920, 1080)), (6, (1280, 720))])
@pytest.mark.parametrize("scale", ["0.85", "1.3"])
def test_the_virtual_card_tag_lies_in_its_cell(make_app, players, size, scale) -> None:  # type: ignore[no-untyped-def]
    game = game_with_virtual_cards(players)
    app, scene = results(make_app, game, size=size)
    app.settings.ui_scale = float(scale)
    app.resize(size)
    frames(app, 3)
    virtual = {(v.seat, v.guild) for v in game.counts[-1].modifiers.virtual}
    assert virtual and set(scene.final.tags) == virtual
    for where, tag in scene.final.tags.items():
        cell = scene.final.cells[where]
        assert cell.contains(tag), (where, tag, cell)
        # in the line of the cell's words: beside the cards' digits (which sit above the
        # votes bar, so a little above the cell's middle)
        digits = scene.final.inks[where][0]
        assert abs(tag.centery - digits.centery) <= 2, (where, tag, digits)
    # and every row of the final count lies above the buttons (at 130% with 6 players
    # the last one ran under them)
    lowest = max(c.bottom for c in scene.final.cells.values())
    assert lowest <= min(b.relative_rect.top for b in scene.buttons.values()), lowest
    app.screenshot(ARTIFACTS / f"results-virtual-{players}p-{size[0]}-{scale}.png")


def test_a_virtual_cards_tag_follows_the_cards_on_the_table(make_app) -> None:  # type: ignore[no-untyped-def]
    """A new player's check: the cell "4 +1 =1re +8" read as 4 + 1 cards, when 4 were the
    cards as counted (3 on the table and the virtual one). The chip shows the cards on
    the seat's table, so that the chip and its tag add up to the cards counted."""
    game = game_with_virtual_cards(4)
    app, scene = results(make_app, game, size=(1280, 720))
    frames(app, 3)
    final = game.counts[-1]
    counted = {gc.guild: gc for gc in final.guilds}
    checked = 0
    for v in final.modifiers.virtual:
        shown = scene.final.words[(v.seat, v.guild)][0]
        played = final.tables[v.seat][v.guild]
        assert shown == (str(played) if played else "·"), (v, shown, played)
        delta = sum(
            w.delta for w in final.modifiers.virtual if (w.seat, w.guild) == (v.seat, v.guild)
        )
        assert played + delta == counted[v.guild].cards[v.seat] or played + delta < 0, v
        checked += 1
    assert checked >= 2
