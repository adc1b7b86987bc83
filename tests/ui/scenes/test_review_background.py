"""The review screen and the duplicate played in the background during the game
(``guildes.ai.duplicate_worker``): a finished one is taken as it is (no duplicate played
again), one still under way is waited for with its progress, and one that failed is
played by the review itself (issue 25)."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from guildes.ai.duplicate_worker import BackgroundDuplicate, duplicate_key, with_played
from guildes.ai.review import Duplicate, play_duplicate, review_key
from guildes.rules import Game
from guildes.saves import savefile
from guildes.seats import Seat
from tests.ui.scenes.test_review_screen import _game, _open, _save
from tests.ui.test_end_to_end import frames

SEATS = [Seat("Ana"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")]
LEVELS = [s.level for s in SEATS]


class HeldDuplicate(BackgroundDuplicate):
    """A background duplicate whose process the test plays: ``finish`` gives its result
    (played here, as the process would), ``fail`` a crash."""

    def __init__(self, game: Game) -> None:  # no process: the test says when it ends
        self.config, self.levels, self.seat = game.config, tuple(LEVELS), 0
        self.done, self.result, self.failed = 0, None, None
        self._answers: Any = None
        self._proc: Any = None
        self.closed = False

    def finish(self) -> Duplicate:
        dup = play_duplicate(self.config, LEVELS, 0, expert="greedy")
        assert dup is not None
        self.result = dup
        return dup

    def fail(self) -> None:
        self.failed = "the duplicate stopped (exit code 1)"

    def close(self) -> None:
        self.closed = True
        if self.running:
            self.failed = "closed"


def _until(app, done, seconds: float = 300.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + seconds
    while not done() and time.monotonic() < end:
        frames(app, 1)
        time.sleep(0.02)
    assert done(), "the review did not get there in time"


def _reviewing(make_app, tmp_path: Path, game: Game, bg: BackgroundDuplicate):  # type: ignore[no-untyped-def]
    path = _save(tmp_path, game, SEATS)
    from guildes.ui.app import App

    def make(**kwargs: Any) -> App:
        app = make_app(**kwargs)
        app.background = bg
        return app

    app, scene = _open(make, savefile.load(path), path)
    return app, scene, path


def test_a_finished_background_duplicate_is_taken_not_played_again(make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = _game(3, 8)
    bg = HeldDuplicate(game)
    dup = bg.finish()
    app, scene, path = _reviewing(make_app, tmp_path, game, bg)
    assert "duplicate" not in scene.worker._procs  # only the decisions are valued
    _until(app, lambda: not scene.working)
    assert scene.failed is None and scene.review is not None
    assert scene.review.duplicate == with_played(dup, game)
    kept = savefile.load(path).reviews
    assert kept[review_key(0, "quick")]["duplicate"] is not None
    assert duplicate_key(0) in kept  # the deep review finds it too


def test_a_background_duplicate_under_way_is_waited_for(make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = _game(3, 8)
    bg = HeldDuplicate(game)
    app, scene, _path = _reviewing(make_app, tmp_path, game, bg)
    assert scene.awaited and "duplicate" not in scene.worker._procs
    _until(app, lambda: scene.review is not None and not scene.worker.busy)
    frames(app, 3)
    assert scene.working and scene.review.duplicate is None  # the decisions, then the wait
    dup = bg.finish()
    _until(app, lambda: not scene.working, 30)
    assert scene.review.duplicate == with_played(dup, game)
    assert "duplicate" not in scene.worker._procs


def test_a_background_duplicate_that_failed_is_played_by_the_review(make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = _game(3, 8)
    bg = HeldDuplicate(game)
    app, scene, _path = _reviewing(make_app, tmp_path, game, bg)
    assert scene.awaited
    bg.fail()
    _until(app, lambda: "duplicate" in scene.worker._procs)  # played here, after the decisions
    assert scene.working and scene.failed is None
    scene.close()


def test_leaving_the_review_ends_the_background_duplicate_it_waits_for(make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = _game(3, 8)
    bg = HeldDuplicate(game)
    app, scene, _path = _reviewing(make_app, tmp_path, game, bg)
    assert scene.awaited
    scene.close()
    assert bg.closed
