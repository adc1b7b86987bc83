"""The log tells who did what to whom with the Dirty Trick cards, names players (never
"you"), and never tells D's drawn cards."""

from __future__ import annotations

import random

from guildes.rules import GUILDS, Choice, Game, GameConfig
from guildes.rules.cards import Guild, Trick
from guildes.rules.happenings import (
    CardsDrawn,
    HandDiscarded,
    TrickDeclined,
    TricksDealt,
    TrickUsed,
)
from guildes.ui.table.narration import narrate, opening
from guildes.ui.table.trick_narration import trick_line

NAMES = ["Ana", "Bruno", "Chiara", "Dmitri"]


def test_the_deal_names_each_players_card() -> None:
    line = trick_line(TricksDealt((1, 5, 0, 3)), NAMES)
    assert line is not None
    for name, letter in zip(NAMES, "BFAD"):
        assert f"{name} {letter} (" in line


def test_a_swap_says_which_card_went_from_whom_to_whom() -> None:
    use = TrickUsed(
        2, Trick.SWAP, Choice("trick", Guild.KNIGHTS, target=0, other=3, other_guild=Guild.NOBLES)
    )
    line = trick_line(use, NAMES)
    assert line is not None
    assert line.startswith("Chiara uses B (")
    assert "One Knights card goes from Ana’s table to Dmitri’s" in line
    assert "one Nobles card from Dmitri’s to Ana’s" in line


def test_a_sacrifice_names_both_cards_and_the_target() -> None:
    use = TrickUsed(
        1, Trick.SACRIFICE, Choice("trick", Guild.PRIESTS, target=3, other_guild=Guild.ARTISANS)
    )
    told = str(trick_line(use, NAMES))
    assert (
        "discards one Priests card of their own and one Artisans card from Dmitri’s table" in told
    )
    own = TrickUsed(
        1, Trick.SACRIFICE, Choice("trick", Guild.PRIESTS, target=1, other_guild=Guild.ARTISANS)
    )
    assert "one Artisans card from their own table" in str(trick_line(own, NAMES))


def test_a_plus_or_minus_card_names_the_guild_the_sign_and_the_table() -> None:
    use = TrickUsed(0, Trick.ALCHEMISTS, Choice("trick", Guild.ALCHEMISTS, target=2, sign=-1))
    told = str(trick_line(use, NAMES))
    assert "−1 Alchemists card on Chiara’s table, for this count only" in told


def test_the_draw_tells_how_many_never_which() -> None:
    assert trick_line(CardsDrawn(3, 2), NAMES) == (
        "Dmitri shuffles the discard pile and draws 2 cards (no one else sees them)."
    )
    assert "draws 1 card (no one else sees it)" in str(trick_line(CardsDrawn(3, 1), NAMES))


def test_decline_and_discard_lines() -> None:
    declined = trick_line(TrickDeclined(1, Trick.KNIGHTS), NAMES)
    assert declined == "Bruno declines F (+1\u00a0Knights\u00a0−1)."  # (never broken in it)
    assert trick_line(HandDiscarded(0, 2), NAMES) == "Ana discards 2 unplayed cards."
    assert trick_line(HandDiscarded(0, 0), NAMES) is None


def test_a_whole_game_is_told_and_no_drawn_card_is_named() -> None:
    """Every trick happening of a random game gets a line; a D draw's line names no
    guild (the drawn cards are the drawer's only)."""
    game = Game(GameConfig(players=4, seed=21, variants=frozenset({"dirty_tricks"})))
    lines = opening(NAMES, game.opening_happenings())
    assert any("Dirty Trick cards" in line for line in lines)
    rng = random.Random(4)
    told = 0
    while not game.is_over:
        seat = game.to_choose()[0]
        for h in game.choose(seat, rng.choice(game.legal_choices(seat))):
            line = trick_line(h, NAMES)
            if isinstance(h, (TrickUsed, TrickDeclined, CardsDrawn, TricksDealt)):
                assert line, h
                told += 1
            if isinstance(h, CardsDrawn):
                assert not any(g.name in str(line) for g in GUILDS)
            if line is not None:
                assert line in narrate([h], NAMES)
                assert "you" not in line.lower().split()
    assert told >= 3 * 4
