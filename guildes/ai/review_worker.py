"""Running a review, or a hint, in a worker process, so the window never waits.

``ReviewWorker`` starts one process (spawn context, as ``guildes.ai.worker``) per job:

- ``start_review(config, history, levels, seat, depth="quick", duplicate=True)``: the
  review of a game (``guildes.ai.review.review_game``);
- ``start_hints(view, legal, k=3, depth="quick")``: the ``k`` best choices at a decision
  (``guildes.ai.review.hints``).

``poll()`` never blocks and returns the events that came since the last call, in order:

- ``DecisionValued(done, total, decision)`` for each decision as soon as it is valued
  (``decision`` a ``Decision``, or None for one left out): fill the timeline, move the
  progress bar;
- ``DecisionsDone(review)`` once every decision is valued: the review without its
  duplicate (keep it with the save: the duplicate may take a while);
- ``DuplicateStep(done, expected)`` while the duplicate is played (choices made, of about
  ``expected``; 0 when the reviewed game is unfinished);
- ``ReviewDone(review)`` (a ``Review``, to keep with the save: ``review.to_dict()``),
  ``HintsDone(hints)`` (a list of ``Hint``), or ``JobFailed(reason)``.

``cancel()`` stops the job at once (the process is killed: its work is dropped);
``close()`` too. A job's events come as plain data and are read back with the review's
own ``from_dict``, so what the UI shows is what a saved review holds.
"""

from __future__ import annotations

import multiprocessing
import queue
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from guildes.ai.review import Decision, Hint, Review, hints, review_game
from guildes.ai.review_reasons import Reason
from guildes.ai.review_values import DEPTHS
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


def _review_job(answers: Any, job: dict[str, Any]) -> None:
    config = GameConfig.from_dict(job["config"])
    history = [(s, Choice.from_text(c)) for s, c in job["history"]]
    review = review_game(
        config,
        history,
        job["levels"],
        job["seat"],
        DEPTHS[job["depth"]],
        with_duplicate=job["duplicate"],
        on_decision=lambda done, total, d: answers.put(
            ("decision", done, total, None if d is None else d.to_dict())
        ),
        on_duplicate=lambda done, expected: answers.put(("duplicate", done, expected)),
        expert=job.get("expert"),
        on_decisions=lambda r: answers.put(("decisions", r.to_dict())),
    )
    assert review is not None
    answers.put(("review", review.to_dict()))


def _hints_job(answers: Any, job: dict[str, Any]) -> None:
    view = SeatView.from_dict(job["view"])
    legal = [Choice.from_text(c) for c in job["legal"]]
    found = hints(view, legal, job["k"], DEPTHS[job["depth"]])
    answers.put(("hints", [(h.choice.text(), h.value, h.reason.to_dict()) for h in found]))


def _run(answers: Any, kind: str, job: dict[str, Any]) -> None:
    """The worker process: one job, its events on ``answers``."""
    try:
        (_review_job if kind == "review" else _hints_job)(answers, job)
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
    if kind == "review":
        return ReviewDone(Review.from_dict(message[1]))
    if kind == "hints":
        return HintsDone(
            [Hint(Choice.from_text(c), v, Reason.from_dict(r)) for c, v, r in message[1]]
        )
    return JobFailed(str(message[1]))


class ReviewWorker:
    """One review or hint job at a time in its own process (see the module docstring)."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._proc: Any = None
        self._answers: Any = None
        self._finished = True

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
    ) -> None:
        """Start the review of ``seat`` in this game (any job running is cancelled)."""
        if depth not in DEPTHS:
            raise ValueError(f"unknown depth {depth!r}")
        self._start(
            "review",
            {
                "config": config.to_dict(),
                "history": [[s, c.text()] for s, c in history],
                "levels": list(levels),
                "seat": seat,
                "depth": depth,
                "duplicate": duplicate,
                "expert": expert,
            },
        )

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
        self._proc = self._ctx.Process(target=_run, args=(self._answers, kind, job), daemon=True)
        self._proc.start()
        self._finished = False

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
                if not self._proc.is_alive() and self._answers.empty():
                    out.append(JobFailed(f"the review stopped (exit code {self._proc.exitcode})"))
                    self._finished = True
                return out
            except (OSError, EOFError, ValueError) as e:
                out.append(JobFailed(f"the review's answer was lost ({e})"))
                self._finished = True
                return out
            event = _event(message)
            out.append(event)
            if isinstance(event, ReviewDone | HintsDone | JobFailed):
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
        proc = self._proc
        self._finished = True
        if proc is not None:
            try:
                if proc.is_alive():
                    proc.kill()
                proc.join(timeout=2)
            except (OSError, ValueError, AttributeError):
                pass
        if self._answers is not None:
            try:
                self._answers.close()
                self._answers.cancel_join_thread()
            except (OSError, ValueError):
                pass
        self._proc = None
        self._answers = None

    def close(self) -> None:
        """Stop any job; the worker holds nothing else."""
        self.cancel()
