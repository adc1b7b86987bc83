"""Running agent decisions in a worker process, so a GUI's render loop never waits.

``DecisionWorker`` owns one long-lived worker process (spawn context: safe on every
platform and in a PyInstaller build whose entry point calls ``freeze_support`` first).
``submit`` sends a view and the legal choices as plain data; ``poll`` returns the choice
when it is ready, without blocking; ``cancel`` drops a decision by restarting the worker;
``restart`` replaces a worker that died or stopped answering.

Each decision builds its agent afresh from its spec and seed, so a decision depends only
on (spec, seed, view, legal choices): asked again of a new worker it gives the same
choice (for budgets counted in iterations, as the levels' are; a budget in time searches
as long as the clock allows, so a repeated decision is as well informed but may differ).
A decision cut short by its level's safety cap (``last_cut``) may differ too.

Faults are told apart: ``WorkerDied`` (the process is gone, e.g. killed by the system)
and ``AgentFailed`` (the agent raised). Both are ``WorkerError``, a ``RuntimeError``.
"""

from __future__ import annotations

import multiprocessing
import queue
import time
from collections.abc import Sequence
from typing import Any

from guildes.rules import Choice, SeatView


def kill_process(proc: Any) -> None:
    """Kill ``proc`` if it still runs and reap it (never raises: it may be gone already,
    or never have started)."""
    try:
        if proc.is_alive():
            proc.kill()
        proc.join(timeout=2)
    except (OSError, ValueError, AttributeError):
        pass


def close_queue(q: Any) -> None:
    """Close a process queue without waiting for its feeder thread (never raises)."""
    try:
        q.close()
        q.cancel_join_thread()
    except (OSError, ValueError):
        pass


class WorkerError(RuntimeError):
    """A decision could not be had from the worker; the message says why."""


class WorkerDied(WorkerError):
    """The worker process stopped (killed, crashed) before answering."""


class AgentFailed(WorkerError):
    """The agent raised an error while deciding."""


def _serve(requests: Any, answers: Any) -> None:
    """Worker loop: build the agent of each request, answer (ticket, choice text, error,
    cut: whether a safety cap stopped the search early)."""
    from guildes.ai.agent import make_agent

    while True:
        job = requests.get()
        if job is None:
            return
        ticket, spec, seed, view_data, legal_texts = job
        try:
            agent = make_agent(spec, seed)
            view = SeatView.from_dict(view_data)
            legal = [Choice.from_text(t) for t in legal_texts]
            text = agent.choose(view, legal).text()
            answers.put((ticket, text, None, bool(getattr(agent, "cut", False))))
        except Exception as e:  # reported to the caller, never lost
            answers.put((ticket, None, f"{type(e).__name__}: {e}", False))


class DecisionWorker:
    """One worker process answering one decision at a time."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._proc: Any = None
        self._ticket = 0
        self._waiting: int | None = None
        self.last_cut = False
        """True when the last collected decision was cut short by its level's safety cap
        (a very slow machine): the session notes it in the game's log."""
        self._start()

    def _start(self) -> None:
        """A new process with new queues (a killed process may leave its queues broken)."""
        self._requests = self._ctx.Queue()
        self._answers = self._ctx.Queue()
        self._proc = self._ctx.Process(
            target=_serve, args=(self._requests, self._answers), daemon=True
        )
        self._proc.start()

    @property
    def busy(self) -> bool:
        """True while a submitted decision has not been collected."""
        return self._waiting is not None

    @property
    def pid(self) -> int | None:
        """The worker process's id (for tools and tests)."""
        pid: int | None = self._proc.pid
        return pid

    def submit(self, spec: str, seed: int, view: SeatView, legal: Sequence[Choice]) -> int:
        """Ask for a decision; returns its ticket. One decision at a time. A worker found
        dead is restarted first."""
        if self._waiting is not None:
            raise RuntimeError("a decision is already pending; poll or cancel it first")
        if not self._proc.is_alive():
            self.restart()
        self._ticket += 1
        self._waiting = self._ticket
        self._requests.put((self._ticket, spec, seed, view.to_dict(), [c.text() for c in legal]))
        return self._ticket

    def poll(self) -> Choice | None:
        """The pending decision's choice if ready, else None (never blocks). Raises
        ``AgentFailed`` if the agent failed, ``WorkerDied`` if the worker died; either way
        the decision is dropped (submit it again to retry)."""
        if self._waiting is None:
            return None
        while True:
            try:
                ticket, text, error, cut = self._answers.get_nowait()
            except queue.Empty:
                if not self._proc.is_alive():
                    self._waiting = None
                    code = self._proc.exitcode
                    raise WorkerDied(f"the AI worker process stopped (exit code {code})") from None
                return None
            except (OSError, EOFError, ValueError) as e:  # a queue broken by a killed worker
                self._waiting = None
                raise WorkerDied(f"the AI worker's answer was lost ({e})") from None
            if ticket != self._waiting:
                continue  # a cancelled decision's late answer
            self._waiting = None
            self.last_cut = bool(cut)
            if error is not None:
                raise AgentFailed(f"the AI failed: {error}")
            return Choice.from_text(text)

    def wait(self, timeout: float) -> Choice | None:
        """Block up to ``timeout`` seconds for the pending decision (for tools and tests)."""
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            choice = self.poll()
            if choice is not None or self._waiting is None:
                return choice
            time.sleep(0.005)
        return None

    def cancel(self) -> None:
        """Drop the pending decision: the worker is restarted so it stops thinking now."""
        if self._waiting is None:
            return
        self.restart()

    def restart(self) -> None:
        """Stop the worker however it is (thinking, hung, stopped, dead) and start a new one
        with new queues; any pending decision is dropped."""
        self._waiting = None
        self._stop(grace=0.0)
        self._start()

    def close(self) -> None:
        """Stop the worker process."""
        self._waiting = None
        self._stop(grace=1.0)

    def _stop(self, grace: float) -> None:
        """Ask the worker to finish within ``grace`` seconds, else kill it at once (its
        work is dropped anyway; a stopped process would ignore a polite terminate)."""
        proc = self._proc
        try:
            if grace > 0 and proc.is_alive():
                self._requests.put(None)
                proc.join(timeout=grace)
        except (OSError, ValueError, AttributeError):
            pass
        kill_process(proc)
        for q in (self._requests, self._answers):
            close_queue(q)
