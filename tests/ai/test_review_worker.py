"""The review and the hints in a worker process: the same figures as in the window's own
process, decision by decision, and a job that can be stopped at once."""

from __future__ import annotations

from guildes.ai.review import QUICK, hints, review_game
from guildes.ai.review_worker import (
    DecisionsDone,
    DecisionValued,
    DuplicateStep,
    HintsDone,
    ReviewDone,
    ReviewWorker,
)
from guildes.rules import Game, GameConfig


def _short_game() -> Game:
    game = Game(GameConfig(players=3, seed=31))
    for _ in range(12):
        for s in game.to_choose():
            game.choose(s, game.legal_choices(s)[0])
    return game


def test_a_review_in_the_worker_comes_decision_by_decision_as_at_home() -> None:
    game = _short_game()
    worker = ReviewWorker()
    try:
        worker.start_review(game.config, game.history, [None, "easy", "easy"], 0, duplicate=False)
        assert worker.busy
        events = worker.wait(120)
    finally:
        worker.close()
    assert not worker.busy
    valued = [e for e in events if isinstance(e, DecisionValued)]
    done = events[-1]
    assert isinstance(done, ReviewDone)
    at_home = review_game(game.config, game.history, [None] * 3, 0, QUICK, with_duplicate=False)
    assert done.review == at_home
    assert [e.done for e in valued] == list(range(1, len(valued) + 1))
    assert [e.decision for e in valued] == list(at_home.decisions)
    assert [e.review for e in events if isinstance(e, DecisionsDone)] == [at_home]


def test_the_duplicate_is_played_beside_the_decisions_and_joins_the_review() -> None:
    game = _short_game()
    levels = [None, "easy", "easy"]
    worker = ReviewWorker(parallel=True)
    try:
        worker.start_review(game.config, game.history, levels, 0, expert="greedy")
        assert sorted(worker._procs) == ["duplicate", "review"]  # two processes at once
        events = worker.wait(120)
    finally:
        worker.close()
    kinds = [type(e) for e in events]
    assert DecisionsDone in kinds and DuplicateStep in kinds and kinds[-1] is ReviewDone
    assert kinds.count(ReviewDone) == 1
    done = events[-1]
    assert isinstance(done, ReviewDone) and done.review.duplicate is not None
    steps = [e.done for e in events if isinstance(e, DuplicateStep)]
    assert steps == sorted(steps) and done.review.duplicate.player_votes is None
    at_home = review_game(game.config, game.history, levels, 0, QUICK, expert="greedy")
    assert done.review == at_home


def test_the_duplicate_alone_joins_a_review_whose_decisions_are_valued() -> None:
    """A review kept without its duplicate: only the duplicate is played, in its own
    process, and it joins that review as a whole review would have it."""
    game = _short_game()
    levels = [None, "easy", "easy"]
    decided = review_game(game.config, game.history, levels, 0, QUICK, with_duplicate=False)
    assert decided is not None and decided.duplicate is None
    worker = ReviewWorker(parallel=True)
    try:
        worker.start_duplicate(game.config, game.history, levels, decided, expert="greedy")
        assert sorted(worker._procs) == ["duplicate"]
        events = worker.wait(120)
    finally:
        worker.close()
    kinds = [type(e) for e in events]
    assert DuplicateStep in kinds and kinds[-1] is ReviewDone and DecisionValued not in kinds
    at_home = review_game(game.config, game.history, levels, 0, QUICK, expert="greedy")
    assert events[-1].review == at_home


def test_on_one_core_the_duplicate_comes_after_the_decisions() -> None:
    game = _short_game()
    worker = ReviewWorker(parallel=False)
    try:
        worker.start_review(game.config, game.history, [None, "easy", "easy"], 0, expert="greedy")
        assert sorted(worker._procs) == ["review"]
        events = worker.wait(120)
    finally:
        worker.close()
    kinds = [type(e) for e in events]
    assert kinds.index(DecisionsDone) < kinds.index(DuplicateStep) < kinds.index(ReviewDone)
    assert isinstance(events[-1], ReviewDone) and events[-1].review.duplicate is not None


def test_hints_in_the_worker_are_the_reviews_best_choices() -> None:
    game = _short_game()
    view, legal = game.view(1), game.legal_choices(1)
    worker = ReviewWorker()
    try:
        worker.start_hints(view, legal, k=2)
        events = worker.wait(120)
    finally:
        worker.close()
    assert isinstance(events[-1], HintsDone)
    assert events[-1].hints == hints(view, legal, 2)
    assert len(events[-1].hints) == 2


def test_a_job_cancelled_stops_at_once_and_says_nothing_more() -> None:
    game = _short_game()
    worker = ReviewWorker()
    worker.start_review(game.config, game.history, [None, "easy", "easy"], 0)
    worker.cancel()
    assert not worker.busy and worker.poll() == []
    worker.close()
