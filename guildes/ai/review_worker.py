"""Running a review, or a hint, in a worker process, so the window never waits.

``ReviewWorker`` starts processes (spawn context, as ``guildes.ai.worker``) per job:

- ``start_review(config, history, levels, seat, depth="quick", duplicate=True)``: the
  review of a game (``guildes.ai.review.review_game``), the decisions' values in one
  process and the duplicate (``guildes.ai.review.game_duplicate``) in another, both at
  once on a machine of two cores or more (the wait is the longer of the two, not their
  sum), else the duplicate once the decisions are valued;
- ``start_hints(view, legal, k=3, depth="quick")``: the ``k`` best choices at a decision
  (``guildes.ai.review.hints``).

``poll()`` never blocks and returns the events that came since the last call, in order:

- ``DecisionValued(done, total, decision)`` for each decision as soon as it is valued
  (``decision`` a ``Decision``, or None for one left out): fill the timeline, move the
  progress bar;
- ``DecisionsDone(review)`` once every decision is valued: the review without its
  duplicate (keep it with the save: the duplicate may take a while);
- ``DuplicateStep(done, expected)`` while the duplicate is played (choices made, of about
  ``expected``; 0 when the reviewed game is unfinished), between the decisions' events
  when both run at once;
- ``ReviewDone(review)`` (a ``Review``, to keep with the save: ``review.to_dict()``),
  ``HintsDone(hints)`` (a list of ``Hint``), or ``JobFailed(reason)``.

``cancel()`` stops the job at once (its processes are killed: its work is dropped);
``close()`` too. A job's events come as plain data and are read back with the review's
own ``from_dict``, so what the UI shows is what a saved review holds.
"""

from __future__ import annotations

import multiprocessing
import os
import queue
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from guildes.ai.review import Decision, Duplicate, Hint, Review, game_duplicate, hints, review_game
from guildes.ai.review_reasons import Reason
from guildes.ai.review_values import DEPTHS
from guildes.ai.worker import close_queue, kill_process
from guildes.rules import Choice, GameConfig, SeatView


@dataclass(frozen=True, slots=True)
class DecisionValued:
    done: int
    total: int
    decision: Decision | None


@dataclass(frozen=True, slots=True)
class DecisionsDone:
    review: Review


@dataclass(frozen=True, slots=True)
class DuplicateStep:
    done: int
    expected: int


@dataclass(frozen=True, slots=True)
class ReviewDone:
    review: Review


@dataclass(frozen=True, slots=True)
class HintsDone:
    hints: list[Hint]


@dataclass(frozen=True, slots=True)
class JobFailed:
    reason: str


Event = DecisionValued | DecisionsDone | DuplicateStep | ReviewDone | HintsDone | JobFailed


def _game_of(job: dict[str, Any]) -> tuple[GameConfig, list[tuple[int, Choice]]]:
    """A review or duplicate job's game: its configuration and its history."""
    history = [(s, Choice.from_text(c)) for s, c in job["history"]]
    return GameConfig.from_dict(job["config"]), history


def _review_job(answers: Any, job: dict[str, Any]) -> None:
    """The decisions' values (the duplicate is its own job, ``_duplicate_job``)."""
    config, history = _game_of(job)
    review = review_game(
        config,
        history,
        job["levels"],
        job["seat"],
        DEPTHS[job["depth"]],
        with_duplicate=False,
        on_decision=lambda done, total, d: answers.put(
            ("decision", done, total, None if d is None else d.to_dict())
        ),
    )
    assert review is not None
    answers.put(("decisions", review.to_dict()))


def _duplicate_job(answers: Any, job: dict[str, Any]) -> None:
    config, history = _game_of(job)
    dup = game_duplicate(
        config,
        history,
        job["levels"],
        job["seat"],
        DEPTHS[job["depth"]],
        on_duplicate=lambda done, expected: answers.put(("duplicate", done, expected)),
        expert=job.get("expert"),
    )
    assert dup is not None
    answers.put(("duplicate_done", dup.to_dict()))


def _hints_job(answers: Any, job: dict[str, Any]) -> None:
    view = SeatView.from_dict(job["view"])
    legal = [Choice.from_text(c) for c in job["legal"]]
    found = hints(view, legal, job["k"], DEPTHS[job["depth"]])
    answers.put(("hints", [(h.choice.text(), h.value, h.reason.to_dict()) for h in found]))


_JOBS = {"review": _review_job, "duplicate": _duplicate_job, "hints": _hints_job}
_LAST = {"decisions": "review", "duplicate_done": "duplicate", "hints": "hints"}
"""A job's last message -> the job it ends."""


def _run(answers: Any, kind: str, job: dict[str, Any]) -> None:
    """A worker process: one job, its events on ``answers``."""
    try:
        _JOBS[kind](answers, job)
    except Exception as e:  # reported to the window, never lost
        answers.put(("failed", f"{type(e).__name__}: {e}"))


def _event(message: tuple[Any, ...]) -> Event:
    kind = message[0]
    if kind == "decision":
        data = message[3]
        return DecisionValued(
            message[1], message[2], None if data is None else Decision.from_dict(data)
        )
    if kind == "decisions":
        return DecisionsDone(Review.from_dict(message[1]))
    if kind == "duplicate":
        return DuplicateStep(message[1], message[2])
    if kind == "hints":
        return HintsDone(
            [Hint(Choice.from_text(c), v, Reason.from_dict(r)) for c, v, r in message[1]]
        )
    return JobFailed(str(message[1]))


class ReviewWorker:
    """One review or hint job at a time, in its own processes (see the module docstring)."""

    def __init__(self, parallel: bool | None = None) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._procs: dict[str, Any] = {}
        """The job's processes by part ("review", "duplicate", "hints")."""
        self._open: set[str] = set()
        """The parts whose last message has not come yet."""
        self._answers: Any = None
        self._finished = True
        self._parallel = (os.cpu_count() or 1) >= 2 if parallel is None else parallel
        """The duplicate beside the decisions (two cores), else after them."""
        self._later: dict[str, Any] | None = None
        """The duplicate's job, waiting for the decisions (one core)."""
        self._decided: Review | None = None
        self._duplicate: Duplicate | None = None

    @property
    def busy(self) -> bool:
        """True while a job runs (its last event not yet polled)."""
        return not self._finished

    def start_review(
        self,
        config: GameConfig,
        history: Sequence[tuple[int, Choice]],
        levels: Sequence[str | None],
        seat: int,
        depth: str = "quick",
        duplicate: bool = True,
        expert: str | None = None,
        known: Duplicate | None = None,
    ) -> None:
        """Start the review of ``seat`` in this game (any job running is cancelled): the
        decisions in one process and, with ``duplicate``, the duplicate in another, beside
        it on a machine of two cores or more (else once the decisions are valued).
        ``known``: the duplicate already played (in the background, or kept with the
        save): it joins the review, and none is played."""
        if depth not in DEPTHS:
            raise ValueError(f"unknown depth {depth!r}")
        job = {
            "config": config.to_dict(),
            "history": [[s, c.text()] for s, c in history],
            "levels": list(levels),
            "seat": seat,
            "depth": depth,
            "expert": expert,
        }
        self._start("review", job)
        if known is not None:
            self._duplicate = known
        elif duplicate:
            if self._parallel:
                self._spawn("duplicate", job)
            else:
                self._later = job

    def start_duplicate(
        self,
        config: GameConfig,
        history: Sequence[tuple[int, Choice]],
        levels: Sequence[str | None],
        decided: Review,
        expert: str | None = None,
    ) -> None:
        """Play only the duplicate of ``decided`` (a review whose decisions are valued,
        e.g. kept with the save without its duplicate); ends with ``ReviewDone(decided``
        with the duplicate``)`` (any job running is cancelled)."""
        job = {
            "config": config.to_dict(),
            "history": [[s, c.text()] for s, c in history],
            "levels": list(levels),
            "seat": decided.seat,
            "depth": decided.depth,
            "expert": expert,
        }
        self._start("duplicate", job)
        self._decided = decided

    def start_hints(
        self, view: SeatView, legal: Sequence[Choice], k: int = 3, depth: str = "quick"
    ) -> None:
        """Start working out the ``k`` best choices at ``view`` (any job running is
        cancelled)."""
        if depth not in DEPTHS:
            raise ValueError(f"unknown depth {depth!r}")
        self._start(
            "hints",
            {"view": view.to_dict(), "legal": [c.text() for c in legal], "k": k, "depth": depth},
        )

    def _start(self, kind: str, job: dict[str, Any]) -> None:
        self.cancel()
        self._answers = self._ctx.Queue()
        self._decided = self._duplicate = None
        self._spawn(kind, job)
        self._finished = False

    def _spawn(self, kind: str, job: dict[str, Any]) -> None:
        proc = self._ctx.Process(target=_run, args=(self._answers, kind, job), daemon=True)
        proc.start()
        self._procs[kind] = proc
        self._open.add(kind)

    def _end(self, event: Event | None) -> Event | None:
        """A part's last message: the review's end once every part has ended."""
        if isinstance(event, DecisionsDone):
            self._decided = event.review
            if self._later is not None:
                self._spawn("duplicate", self._later)
                self._later = None
        if self._open or self._decided is None:
            return None
        return ReviewDone(replace(self._decided, duplicate=self._duplicate))

    def poll(self) -> list[Event]:
        """The events since the last call (never blocks); a process that died without its
        last event gives ``JobFailed``."""
        if self._answers is None or self._finished:
            return []
        out: list[Event] = []
        while True:
            try:
                message = self._answers.get_nowait()
            except queue.Empty:
                dead = [k for k in self._open if not self._procs[k].is_alive()]
                if dead and self._answers.empty():
                    code = self._procs[dead[0]].exitcode
                    out.append(JobFailed(f"the review stopped (exit code {code})"))
                    self._finished = True
                return out
            except (OSError, EOFError, ValueError) as e:
                out.append(JobFailed(f"the review's answer was lost ({e})"))
                self._finished = True
                return out
            part = _LAST.get(message[0])
            if message[0] == "duplicate_done":
                self._duplicate = Duplicate.from_dict(message[1])
                event: Event | None = None
            else:
                event = _event(message)
                out.append(event)
            if isinstance(event, HintsDone | JobFailed):
                self._finished = True
                return out
            if part is not None:
                self._open.discard(part)
                done = self._end(event) if part != "hints" else None
                if done is not None:
                    out.append(done)
                    self._finished = True
                    return out

    def wait(self, timeout: float) -> list[Event]:
        """Block up to ``timeout`` seconds for the job's end (for tools and tests); the
        events seen meanwhile."""
        import time

        end = time.monotonic() + timeout
        out: list[Event] = []
        while time.monotonic() < end:
            out += self.poll()
            if self._finished:
                return out
            time.sleep(0.01)
        return out

    def cancel(self) -> None:
        """Stop the job now (its work is dropped)."""
        self._finished = True
        for proc in self._procs.values():
            kill_process(proc)
        if self._answers is not None:
            close_queue(self._answers)
        self._procs.clear()
        self._open.clear()
        self._later = None
        self._answers = None

    def close(self) -> None:
        """Stop any job; the worker holds nothing else."""
        self.cancel()
