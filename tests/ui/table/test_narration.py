"""The game log tells every happening with players' names, never "you"."""

from __future__ import annotations

import random

from guildes.rules import EVENT_CARDS, Game, GameConfig
from guildes.ui.table.narration import narrate, opening

NAMES = ["Ana", "Cleo", "Dan", "Eve"]


def _whole_game_lines() -> list[str]:
    game = Game(GameConfig(players=4, seed=3))
    lines = opening(NAMES, game.opening_happenings())
    rng = random.Random(3)
    while not game.is_over:
        for seat in game.to_choose():
            lines += narrate(game.choose(seat, rng.choice(game.legal_choices(seat))), NAMES)
    return lines


def test_a_whole_game_is_told() -> None:
    lines = _whole_game_lines()
    text = "\n".join(lines)
    assert lines[0] == "<b>New game</b>: Ana, Cleo, Dan, Eve."
    assert text.count("<b>Round ") == 3
    # Without the variant only an Event card's arrow applies: no card is named.
    assert "Event card" not in text
    assert not any(e.name in text for e in EVENT_CARDS)
    assert text.count("<b>Count ") == 3
    assert text.count("Revealed: Ana ") == 21  # seven plays in each of three rounds
    assert text.count("hands pass") >= 3 * 8
    assert "The draft is over" in text
    assert lines[-1].startswith("<b>") and " win" in lines[-1]


def test_the_log_names_players_never_you() -> None:
    text = " ".join(_whole_game_lines()).lower()
    assert "you" not in text.replace("your", "")
    assert all(name.lower() in text for name in NAMES)


def test_a_hidden_choice_is_not_told() -> None:
    game = Game(GameConfig(players=3, seed=1))
    seat = game.to_choose()[0]
    assert narrate(game.choose(seat, game.legal_choices(seat)[0]), NAMES) == []
