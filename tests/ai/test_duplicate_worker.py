"""The duplicate played in the background: the same as the review's, kept and read
back, never handed out before the game is over, and a crash reported, not thrown."""

from __future__ import annotations

import time

from guildes.ai.duplicate_worker import (
    BackgroundDuplicate,
    duplicate_key,
    duplicate_record,
    kept_duplicate,
    with_played,
)
from guildes.ai.review import QUICK, game_duplicate
from guildes.rules import Game, GameConfig
from guildes.seats import Seat
from guildes.session import Session

LEVELS = [None, "easy", "easy"]


def _wait(bg: BackgroundDuplicate, seconds: float = 120) -> None:
    """Poll until the background duplicate ends, for at most ``seconds``."""
    end = time.monotonic() + seconds
    while bg.running:
        assert time.monotonic() < end, "the background duplicate did not end in time"
        bg.poll()
        time.sleep(0.01)


def _finished(config: GameConfig) -> Game:
    game = Game(config)
    while not game.is_over:
        for s in game.to_choose():
            game.choose(s, game.legal_choices(s)[0])
    return game


def test_the_background_duplicate_is_the_reviews_and_is_kept() -> None:
    config = GameConfig(players=3, seed=77)
    bg = BackgroundDuplicate(config, LEVELS, 0, expert="greedy")
    try:
        _wait(bg)
    finally:
        bg.close()
    assert bg.failed is None and bg.result is not None and bg.done > 0
    game = _finished(config)
    at_home = game_duplicate(config, game.history, LEVELS, 0, QUICK, expert="greedy")
    assert with_played(bg.result, game) == at_home
    reviews = {duplicate_key(0): duplicate_record(bg.result)}
    assert kept_duplicate(reviews, 0) == bg.result
    assert kept_duplicate(reviews, 1) is None
    assert (
        kept_duplicate({duplicate_key(0): {**reviews[duplicate_key(0)], "version": 0}}, 0) is None
    )


def test_a_crash_of_the_background_duplicate_is_reported_not_thrown() -> None:
    bg = BackgroundDuplicate(GameConfig(players=3, seed=5), LEVELS, 0, expert="no-such-agent")
    try:
        _wait(bg)
    finally:
        bg.close()
    assert bg.result is None and bg.failed


class _Played:
    """A background duplicate already played (the session only reads it)."""

    def __init__(self, dup: object) -> None:
        self.seat, self.result, self.failed, self.polls = 0, dup, None, 0

    @property
    def running(self) -> bool:
        return False

    def poll(self) -> None:
        self.polls += 1

    def close(self) -> None:
        pass


def test_the_session_hands_the_duplicate_out_only_once_the_game_is_over() -> None:
    config = GameConfig(players=3, seed=77)
    game = _finished(config)
    dup = game_duplicate(config, game.history, LEVELS, 0, QUICK, expert="greedy")
    assert dup is not None
    seats = [Seat("Ann", None), Seat("Bot", "easy"), Seat("Cat", "easy")]
    session = Session(Game(config), seats, None, decider_factory=lambda: None)  # type: ignore[arg-type,return-value]
    session.kept_reviews = {duplicate_key(0): duplicate_record(dup)}
    assert session.duplicate_for_review(0) is None  # not before the end
    views = [a.views for a in session.applied]
    assert all("duplicate" not in str(v) for v in views)
    for s, c in game.history:
        session.game.choose(s, c)
    assert session.duplicate_for_review(0) == dup
