"""The review's work (``ReviewJob``, a part of ``ReviewScene``): the review of a seat
kept with the save or worked out in the worker process, its duplicate (kept, played in
the background while the game was played, or played here), the worker's news as they
come, and each review kept with the save and its accuracy in the statistics.
"""

from __future__ import annotations

import logging
import time
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from guildes.ai.duplicate_worker import (
    BackgroundDuplicate,
    duplicate_key,
    duplicate_record,
    kept_duplicate,
    with_played,
)
from guildes.ai.review import (
    DEEP,
    QUICK,
    Decision,
    Depth,
    Duplicate,
    Position,
    Review,
    positions,
    review_key,
)
from guildes.ai.review_worker import (
    DecisionsDone,
    DecisionValued,
    DuplicateStep,
    JobFailed,
    ReviewDone,
    ReviewWorker,
)
from guildes.deal import code_of
from guildes.rules import Game
from guildes.saves.savefile import SavedGame, SaveError, add_review
from guildes.saves.statistics import ReviewRecord, review_id

log = logging.getLogger(__name__)


class ReviewJob:
    """The review's work for ``ReviewScene`` (which has the fields named here)."""

    if TYPE_CHECKING:
        app: Any
        saved: SavedGame
        path: Path | None
        over: bool
        seat: int
        depth: Depth
        positions: list[Position]
        valued: dict[int, Decision]
        review: Review | None
        worker: ReviewWorker
        working: bool
        done: int
        total: int
        duplicate_done: int
        duplicate_expected: int
        failed: str | None
        stopped: bool
        focus: int
        clock: float
        saved_review: bool
        waiting: BackgroundDuplicate | None
        awaited: bool

        @property
        def levels(self) -> list[str | None]: ...
        def _refresh_buttons(self) -> None: ...

    def _kept(self, depth: Depth) -> Review | None:
        """The review of this seat at ``depth`` kept with the save, if it stands for
        the whole game as saved."""
        data = self.saved.reviews.get(review_key(self.seat, depth.name))
        if data is None:
            return None
        try:
            kept = Review.from_dict(data)
        except ValueError as e:
            log.info("a kept review is not used (%s): computed again", e)
            return None
        return kept if kept.choices == len(self.saved.choices) else None

    def _open_seat(self) -> None:
        """Show ``seat``'s review: the one kept (deep first), else a new one at once."""
        self._stop_job()
        self.positions = positions(self.saved.config, self.saved.choices, self.seat)
        self.focus = 0
        self.failed, self.stopped = None, False
        for depth in (DEEP, QUICK):
            kept = self._kept(depth)
            if kept is not None:
                self._have(kept)
                self._count(kept)  # kept before the statistics knew reviews
                self.depth = depth
                if kept.duplicate is None or kept.duplicate.share < 1:
                    dup = self._known_duplicate()
                    if dup is not None:
                        self._with_duplicate(kept, dup)
                    elif self._background() is not None:
                        self.waiting = self._background()
                        self.awaited = True
                        self.done = self.total = len(self.positions)
                        self.working = True
                    else:
                        self._start_duplicate(kept)
                return
        self.depth = QUICK
        self._start(QUICK)

    def _background(self) -> BackgroundDuplicate | None:
        """The app's background duplicate of this seat in this game, while it is played."""
        bg = getattr(self.app, "background", None)
        if bg is None or not bg.matches(self.saved.config, self.levels, self.seat):
            return None
        bg.poll()
        return bg if bg.running else None

    def _known_duplicate(self) -> Duplicate | None:
        """This seat's duplicate already played: kept with the save, else by the app's
        background process; with the game's scores."""
        dup = kept_duplicate(self.saved.reviews, self.seat)
        bg = getattr(self.app, "background", None)
        if dup is None and bg is not None and bg.matches(self.saved.config, self.levels, self.seat):
            bg.poll()
            dup = bg.result
        if dup is None:
            return None
        return with_played(dup, Game.replay(self.saved.config, self.saved.choices))

    def _with_duplicate(self, review: Review, dup: Duplicate) -> None:
        """``review`` completed by ``dup``: shown and kept with the save."""
        full = replace(review, duplicate=dup)
        self._have(full)
        self._keep(full)
        self._refresh_buttons()

    def _poll_waiting(self) -> None:
        """The background duplicate's news: its progress, its result joined to the
        review, or (it failed) the duplicate played here."""
        bg = self.waiting
        if bg is None:
            return
        bg.poll()
        self.duplicate_done = bg.done
        self.duplicate_expected = max(1, len(self.saved.choices)) if self.over else 0
        if bg.running:
            return
        self.waiting = None
        if bg.result is None:
            log.error("the background duplicate failed (%s): the review plays it", bg.failed)
        if self.review is not None and not self.worker.busy:  # else: the decisions first
            self._resolve_duplicate()

    def _resolve_duplicate(self) -> None:
        """The decisions are valued and the background duplicate ended: join its result,
        or (it failed) play the duplicate here."""
        self.awaited = False
        assert self.review is not None
        dup = self._known_duplicate()
        if dup is not None:
            self.working = False
            self._with_duplicate(self.review, dup)
        else:
            self._start_duplicate(self.review)

    def _have(self, review: Review) -> None:
        self.review = review
        self.valued = {d.index: d for d in review.decisions}

    def _start(self, depth: Depth) -> None:
        """Start the review of ``seat`` at ``depth`` in the worker."""
        self.depth = depth
        self.review, self.valued = None, {}
        self.failed, self.stopped = None, False
        self.done, self.total = 0, len(self.positions)
        self.duplicate_done = self.duplicate_expected = 0
        known = self._known_duplicate()
        self.waiting = None if known is not None else self._background()
        self.awaited = self.waiting is not None
        self.worker.start_review(
            self.saved.config,
            self.saved.choices,
            self.levels,
            self.seat,
            depth.name,
            duplicate=self.waiting is None,
            known=known,
        )
        self.working = True
        self._refresh_buttons()

    def _start_duplicate(self, decided: Review) -> None:
        """Play the duplicate of a review whose decisions are valued (kept without it,
        or with the expert at a share of its thinking): the review reads meanwhile."""
        self.done = self.total = len(self.positions)
        self.duplicate_done = self.duplicate_expected = 0
        self.worker.start_duplicate(self.saved.config, self.saved.choices, self.levels, decided)
        self.working = True

    def _stop_job(self) -> None:
        self.worker.cancel()
        self.working = False
        if self.waiting is not None:  # cancelled: the background one ends too
            self.waiting.close()
            self.waiting = None

    def stop(self) -> None:
        """Stop the review now (what was valued stays on the screen)."""
        if self.working:
            self._stop_job()
            self.stopped = True
            self._refresh_buttons()

    def close(self) -> None:
        """The app shuts down: stop the worker."""
        self._stop_job()

    @property
    def fraction(self) -> float:
        """How far the review is, 0 to 1: the decisions while they are valued, then the
        duplicate (its own progress: the review reads meanwhile)."""
        if not self.in_duplicate:
            return min(self.done / self.total if self.total else 1.0, 0.999)
        if not self.duplicate_expected:
            return 0.0
        return min(self.duplicate_done / self.duplicate_expected, 0.999)

    @property
    def in_duplicate(self) -> bool:
        """Every decision is valued; the expert replays the deal."""
        return self.working and self.done >= self.total

    def still(self) -> bool:
        """Not while the review is worked out (its progress and timeline fill in)."""
        return not self.working

    def update(self, dt: float) -> None:
        self.clock += dt
        if not self.working:
            return
        self._poll_waiting()
        for event in self.worker.poll():
            if isinstance(event, DecisionValued):
                self.done, self.total = event.done, event.total
                if event.decision is not None:
                    self.valued[event.decision.index] = event.decision
            elif isinstance(event, DecisionsDone):  # read it now; kept until the duplicate
                self._have(event.review)
                self._keep(event.review)
            elif isinstance(event, DuplicateStep):
                self.duplicate_done, self.duplicate_expected = event.done, event.expected
            elif isinstance(event, ReviewDone):
                self._have(event.review)
                if event.review.duplicate is None and self.awaited:
                    self._keep(event.review)  # the decisions; the duplicate comes
                    if self.waiting is None:
                        self._resolve_duplicate()
                    continue
                self.working = False
                self._keep(event.review)
                self._refresh_buttons()
            elif isinstance(event, JobFailed):
                log.error("the review failed: %s", event.reason)
                self.working = False
                self.failed = event.reason
                self._refresh_buttons()

    def _count(self, review: Review) -> None:
        """A person's finished game: its accuracy goes to the statistics (the chart of
        accuracy over time; a game with hints apart)."""
        seat = self.saved.seats[review.seat]
        acc = review.accuracy
        if not seat.is_human or acc is None or not self.over:
            return
        config = self.saved.config
        entry = ReviewRecord(
            review_id(code_of(config, self.levels), config.seed, review.choices, review.seat),
            self.saved.saved_at or time.time(),
            seat.name,
            round(acc, 1),
            review.depth,
            review.seat in self.saved.hints_shown,
        )
        self.app.record_review(entry)

    def _keep(self, review: Review) -> None:
        """Keep the review with the save, so it is not computed again, and its accuracy
        in the statistics."""
        self._count(review)
        key = review_key(review.seat, review.depth)
        self.saved.reviews = {**self.saved.reviews, key: review.to_dict()}
        kept = {key: review.to_dict()}
        if review.duplicate is not None:  # the same for both depths: kept apart too
            kept[duplicate_key(review.seat)] = duplicate_record(review.duplicate)
            self.saved.reviews[duplicate_key(review.seat)] = kept[duplicate_key(review.seat)]
        if self.path is None:
            return
        try:
            for k, data in kept.items():
                add_review(self.path, k, data)
            self.saved_review = True
        except (SaveError, OSError) as e:
            log.warning("the review could not be kept with the save %s: %s", self.path, e)
