"""Games of the Dirty-Trick variant brought to a chosen seat's trick turn, by random legal
choices of every seat (tricks before it declined), for the table's trick-turn tests."""

from __future__ import annotations

import random

from guildes.rules import Choice, Game, GameConfig, Phase
from guildes.rules.cards import Trick

TRICKS = frozenset({"dirty_tricks"})


def play_until_trick_turn(game: Game, rng: random.Random, letter: Trick) -> int | None:
    """Play ``game`` on with random legal choices (declining every trick) until a seat
    holding ``letter`` is to choose in the Dirty Tricks phase; that seat, or None if the
    game ended first."""
    while not game.is_over:
        seats = game.to_choose()
        if game.phase is Phase.TRICKS:
            seat = seats[0]
            if game.view(seat).tricks[seat] == letter:
                return seat
            game.choose(seat, Choice.decline())
            continue
        for s in seats:
            game.choose(s, rng.choice(game.legal_choices(s)))
    return None


def trick_turn(
    players: int,
    letter: Trick,
    *,
    seed: int = 0,
    usable: bool = True,
    variants: frozenset[str] = TRICKS,
) -> tuple[Game, int]:
    """A game at the trick turn of a seat holding ``letter`` (with a legal use, when
    ``usable``), found from ``seed`` on: the game and that seat."""
    for s in range(seed, seed + 400):
        game = Game(GameConfig(players=players, seed=s, variants=variants))
        seat = play_until_trick_turn(game, random.Random(s), letter)
        if seat is None:
            continue
        uses = [c for c in game.legal_choices(seat) if c != Choice.decline()]
        if uses or not usable:
            return game, seat
    raise AssertionError(f"no game reaches a turn of {letter.letter} at {players} players")
