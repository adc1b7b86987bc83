"""Running agent decisions in a worker process, so a GUI's render loop never waits.

``DecisionWorker`` owns one long-lived worker process (spawn context: safe on every
platform and in a PyInstaller build whose entry point calls ``freeze_support`` first).
``submit`` sends a view and the legal choices as plain data; ``poll`` returns the choice
when it is ready, without blocking; ``cancel`` drops a decision by restarting the worker.
"""

from __future__ import annotations

import multiprocessing
import queue
from collections.abc import Sequence
from typing import Any

from guildes.rules import Choice, SeatView


def _serve(requests: Any, answers: Any) -> None:
    """Worker loop: build agents on demand, answer (ticket, choice text) per request."""
    from ai.agent import make_agent

    agents: dict[tuple[str, int], Any] = {}
    while True:
        job = requests.get()
        if job is None:
            return
        ticket, spec, seed, view_data, legal_texts = job
        try:
            key = (spec, seed)
            if key not in agents:
                agents[key] = make_agent(spec, seed)
            view = SeatView.from_dict(view_data)
            legal = [Choice.from_text(t) for t in legal_texts]
            answers.put((ticket, agents[key].choose(view, legal).text(), None))
        except Exception as e:  # reported to the caller, never lost
            answers.put((ticket, None, f"{type(e).__name__}: {e}"))


class DecisionWorker:
    """One worker process answering one decision at a time."""

    def __init__(self) -> None:
        self._ctx = multiprocessing.get_context("spawn")
        self._proc: Any = None
        self._ticket = 0
        self._waiting: int | None = None
        self._start()

    def _start(self) -> None:
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

    def submit(self, spec: str, seed: int, view: SeatView, legal: Sequence[Choice]) -> int:
        """Ask for a decision; returns its ticket. One decision at a time."""
        if self._waiting is not None:
            raise RuntimeError("a decision is already pending; poll or cancel it first")
        if not self._proc.is_alive():
            self._start()
        self._ticket += 1
        self._waiting = self._ticket
        self._requests.put((self._ticket, spec, seed, view.to_dict(), [c.text() for c in legal]))
        return self._ticket

    def poll(self) -> Choice | None:
        """The pending decision's choice if ready, else None (never blocks). Raises
        RuntimeError if the agent failed or the worker died."""
        if self._waiting is None:
            return None
        while True:
            try:
                ticket, text, error = self._answers.get_nowait()
            except queue.Empty:
                if not self._proc.is_alive():
                    self._waiting = None
                    raise RuntimeError("the AI worker process stopped") from None
                return None
            if ticket != self._waiting:
                continue  # a cancelled decision's late answer
            self._waiting = None
            if error is not None:
                raise RuntimeError(f"the AI failed: {error}")
            return Choice.from_text(text)

    def wait(self, timeout: float) -> Choice | None:
        """Block up to ``timeout`` seconds for the pending decision (for tools and tests)."""
        import time

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
        self._waiting = None
        self._proc.terminate()
        self._proc.join(timeout=2)
        self._start()

    def close(self) -> None:
        """Stop the worker process."""
        try:
            if self._proc.is_alive():
                self._requests.put(None)
                self._proc.join(timeout=1)
            if self._proc.is_alive():
                self._proc.terminate()
                self._proc.join(timeout=1)
        except (OSError, ValueError):
            pass
