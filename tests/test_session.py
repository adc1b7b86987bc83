"""Faults a player is never thrown out by (issue 19): AI workers killed, hung or failing
are restarted and asked the same decision again; failing saves are reported and retried."""

from __future__ import annotations

import errno
import logging
import os
import signal
import time
from collections.abc import Callable, Sequence
from pathlib import Path

import pytest

import guildes.session as session_module
from guildes.ai.levels import agent_spec, decision_timeout
from guildes.ai.worker import DecisionWorker, WorkerDied
from guildes.rules import Choice, Game, GameConfig, SeatView
from guildes.saves import atomic, locations, savefile
from guildes.saves.store import SaveStore
from guildes.seats import Seat
from guildes.session import MAX_ATTEMPTS, Session


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


class FakeDecider:
    """A worker that follows a script, one entry per submitted decision: "answer" (the
    first legal choice), "die" (poll raises as a dead worker does) or "hang" (never
    answers). After the script it answers."""

    def __init__(self, script: list[str] | None = None) -> None:
        self.script = list(script or [])
        self.asked: list[tuple[str, int, SeatView, tuple[Choice, ...]]] = []
        self.restarts = 0
        self._pending: tuple[str, tuple[Choice, ...]] | None = None

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def submit(self, spec: str, seed: int, view: SeatView, legal: tuple[Choice, ...]) -> int:
        assert self._pending is None
        self.asked.append((spec, seed, view, tuple(legal)))
        self._pending = (self.script.pop(0) if self.script else "answer", tuple(legal))
        return len(self.asked)

    def poll(self) -> Choice | None:
        if self._pending is None:
            return None
        what, legal = self._pending
        if what == "hang":
            return None
        self._pending = None
        if what == "die":
            raise WorkerDied("the AI worker process stopped (exit code -9)")
        return legal[0]

    def cancel(self) -> None:
        self._pending = None

    def restart(self) -> None:
        self.restarts += 1
        self._pending = None

    def close(self) -> None:
        self._pending = None


def ai_seats(n: int, level: str = "easy") -> list[Seat]:
    return [Seat(f"Bot {i}", level) for i in range(n)]


def one_fake(script: list[str]) -> tuple[FakeDecider, Callable[[], FakeDecider]]:
    fake = FakeDecider(script)
    return fake, lambda: fake


def run_until(session: Session, done: Callable[[], bool], timeout: float = 60.0) -> None:
    end = time.monotonic() + timeout
    while not done():
        assert time.monotonic() < end, "the session did not get there in time"
        session.update()
        time.sleep(0.002)


@pytest.fixture
def store(tmp_path: Path) -> SaveStore:
    where = locations(tmp_path / "data")
    where.ensure()
    return SaveStore(where)


# ---------------------------------------------------------------- AI workers


class KillingWorker(DecisionWorker):
    """A real worker whose process is killed (SIGKILL) while it searches: at the searches
    numbered in ``kill_at`` (counted from 1; quick decisions are not counted, as they may
    be answered before the kill)."""

    def __init__(self, kill_at: set[int]) -> None:
        super().__init__()
        self.kill_at = kill_at
        self.searches = 0
        self.killed: list[int] = []

    def submit(self, spec: str, seed: int, view: SeatView, legal: Sequence[Choice]) -> int:
        ticket = super().submit(spec, seed, view, legal)
        if spec.startswith("mcts"):
            self.searches += 1
            if self.searches in self.kill_at:
                time.sleep(0.05)  # the worker has the job and is searching
                assert self.pid is not None
                os.kill(self.pid, signal.SIGKILL)
                self.killed.append(self.pid)
        return ticket


@pytest.fixture
def slow_hard(monkeypatch: pytest.MonkeyPatch) -> None:
    """'hard' searches long enough to be killed mid-decision, counted in iterations so
    the same decision gives the same choice."""
    import guildes.ai.levels

    monkeypatch.setitem(guildes.ai.levels.LEVELS, "hard", "mcts:iters=1500:worlds=4")


def play_with(worker: DecisionWorker, store: SaveStore | None, choices: int) -> Session:
    seats = [Seat("Hard", "hard"), Seat("Easy 1", "easy"), Seat("Easy 2", "easy")]
    session = Session.new(
        seats, 5, "militia_then_shared", store, decider_factory=lambda: worker, workers=1
    )
    try:
        run_until(
            session, lambda: len(session.game.history) >= choices or session.failed is not None
        )
    finally:
        session.close()
    return session


def test_worker_killed_mid_decision_is_restarted_and_the_game_is_the_same(
    slow_hard: None, store: SaveStore
) -> None:
    plain = play_with(DecisionWorker(), None, 24)
    killer = KillingWorker(kill_at={2, 4, 5})  # the 4th twice in a row
    session = play_with(killer, store, 24)
    assert len(killer.killed) == 3 and killer.pid not in killer.killed
    assert session.failed is None
    assert session.game.history[:24] == plain.game.history[:24]
    assert session.take_log_notes() == ["The AI for Hard restarted."] * 3
    assert session.take_log_notes() == []  # each note once
    assert savefile.load(store.where.autosave).choices == list(session.game.history)


def test_worker_that_stops_answering_is_restarted(
    store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    worker = DecisionWorker()
    # started and answering before the game (its start takes seconds on a loaded
    # machine); then a short timeout for it, the one to be frozen, and a long one for
    # the worker started again after it (it too takes its time to start)
    warm = Game(GameConfig(players=3, seed=5))
    worker.submit("heuristic", 1, warm.view(0), warm.legal_choices(0))
    assert worker.wait(60.0) is not None
    first = worker.pid
    monkeypatch.setattr(
        session_module, "decision_timeout", lambda spec: 1.0 if worker.pid == first else 60.0
    )
    session = Session.new(
        ai_seats(3), 2, "militia_then_shared", store, decider_factory=lambda: worker, workers=1
    )
    try:
        run_until(session, lambda: len(session.game.history) >= 3)
        frozen = worker.pid
        assert frozen is not None and frozen == first
        os.kill(frozen, signal.SIGSTOP)  # alive but never answering
        run_until(session, lambda: len(session.game.history) >= 9)
    finally:
        session.close()
    assert worker.pid != frozen
    assert session.failed is None
    notes = session.take_log_notes()
    assert len(notes) == 1 and notes[0] in {f"The AI for Bot {i} restarted." for i in range(3)}
    with pytest.raises(ProcessLookupError):
        os.kill(frozen, 0)  # the frozen worker is gone, not left behind


def test_hung_decision_is_asked_again_after_the_timeout_only() -> None:
    fake, factory = one_fake(["hang"])
    clock = Clock()
    session = Session.new(
        ai_seats(3, "expert"),
        1,
        "militia_then_shared",
        None,
        decider_factory=factory,
        clock=clock,
        workers=1,
    )
    session.update()
    assert session.ai_thinking() == [0]
    limit = decision_timeout(agent_spec("expert"))
    clock.t += limit - 0.1  # far beyond expert's 1.5 s budget, yet still waited for
    session.update()
    assert fake.restarts == 0 and session.take_log_notes() == []
    clock.t += 0.2
    session.update()
    assert fake.restarts == 1
    assert session.take_log_notes() == ["The AI for Bot 0 restarted."]
    first, again = fake.asked[0], fake.asked[1]
    assert again == first  # the same decision: spec, seed, view and choices
    session.update()
    assert len(session.game.history) == 1 and session.failed is None


def test_three_failures_in_a_row_report_failed_with_the_game_saved_and_retry_goes_on(
    store: SaveStore,
) -> None:
    fake, factory = one_fake(["answer", "answer", "answer", "die", "hang", "die", "die"])
    clock = Clock()
    session = Session.new(
        ai_seats(3),
        3,
        "militia_then_shared",
        store,
        decider_factory=factory,
        clock=clock,
        workers=1,
    )
    for _ in range(20):
        session.update()
        clock.t += 30  # beyond any level's timeout: a hang is given up at once
        if session.failed:
            break
    assert session.failed is not None
    assert "failed 3 times in a row" in session.failed and "The game is saved." in session.failed
    assert len(session.game.history) == 3 and len(fake.asked) == 3 + MAX_ATTEMPTS
    assert session.take_log_notes() == ["The AI for Bot 0 restarted."] * (MAX_ATTEMPTS - 1)
    assert savefile.load(store.where.autosave).choices == list(session.game.history)
    session.update()
    assert len(fake.asked) == 3 + MAX_ATTEMPTS  # not asked again until the player says so
    session.retry()
    assert session.failed is None
    run_until(session, lambda: len(session.game.history) >= 6)
    assert session.failed is None
    retried = fake.asked[3 : 3 + MAX_ATTEMPTS + 2]  # three attempts, a death, the answer
    assert all(a == fake.asked[3] for a in retried)  # the same decision every time


def test_failures_of_different_decisions_do_not_add_up() -> None:
    fake, factory = one_fake(["die", "die", "answer", "die", "die", "answer", "die", "die"])
    session = Session.new(
        ai_seats(3), 4, "militia_then_shared", None, decider_factory=factory, workers=1
    )
    for _ in range(12):
        session.update()
    assert session.failed is None
    assert len(session.game.history) >= 3


def test_an_agent_that_keeps_failing_does_not_crash_the_table(
    caplog: pytest.LogCaptureFixture,
) -> None:
    class Raising(FakeDecider):
        def poll(self) -> Choice | None:
            if self._pending is None:
                return None
            self._pending = None
            raise RuntimeError("the AI failed: ZeroDivisionError: division by zero")

    session = Session.new(
        ai_seats(3), 4, "militia_then_shared", None, decider_factory=Raising, workers=1
    )
    with caplog.at_level(logging.WARNING, logger="guildes.session"):
        for _ in range(2 * MAX_ATTEMPTS):
            session.update()
    assert session.failed is not None and "failed 3 times in a row" in session.failed
    assert "The game is saved." not in session.failed  # there is no store to save to
    # the player reads what happened and what to do; the cause goes to the log
    assert "ZeroDivisionError" not in session.failed
    assert "ZeroDivisionError" in caplog.text


# ---------------------------------------------------------------- saves


def fail_writes(monkeypatch: pytest.MonkeyPatch, code: int) -> None:
    """Writes fail as a full disk (at fsync, the temporary file half written) or a
    folder without permission (the temporary file cannot be created) would."""
    if code == errno.ENOSPC:

        def fsync(fd: int) -> None:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

        monkeypatch.setattr(atomic.os, "fsync", fsync)
    else:

        def mkstemp(*args: object, **kw: object) -> tuple[int, str]:
            raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

        monkeypatch.setattr(atomic.tempfile, "mkstemp", mkstemp)


@pytest.mark.parametrize(
    ("code", "warning"),
    [
        (
            errno.ENOSPC,
            "Saving failed: the disk is full. Your game continues; "
            "free some space or choose another folder in Settings.",
        ),
        (
            errno.EACCES,
            "Saving failed: the folder may not be written to (permission denied). "
            "Your game continues; choose another folder in Settings.",
        ),
    ],
)
def test_failing_autosave_warns_keeps_the_last_save_retries_and_clears(
    code: int, warning: str, store: SaveStore, monkeypatch: pytest.MonkeyPatch
) -> None:
    fake, factory = one_fake([])
    session = Session.new(
        ai_seats(3), 6, "militia_then_shared", store, decider_factory=factory, workers=1
    )
    run_until(session, lambda: len(session.game.history) == 3)
    good = store.where.autosave.read_bytes()
    saved = savefile.load(store.where.autosave, keep_aside=False).choices
    assert saved == list(session.game.history)
    with monkeypatch.context() as m:
        fail_writes(m, code)
        run_until(session, lambda: len(session.game.history) == 9)  # the game goes on
        assert session.save_warning == warning
        assert store.where.autosave.read_bytes() == good  # nothing saved was lost
        assert [p.name for p in store.where.data.iterdir() if p.name.endswith(".tmp")] == []
    assert session.take_log_notes() == []
    run_until(session, lambda: len(session.game.history) == 12)
    assert session.save_warning is None
    assert session.take_log_notes() == ["Saving works again."]
    assert savefile.load(store.where.autosave).choices == list(session.game.history)


def test_every_level_plays_an_event_card_game_through_real_workers(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Views with the variant's facts go through the worker's JSON and back; every level
    (the searching ones with a small fixed budget) plays a whole game."""
    import guildes.ai.levels
    from guildes.rules import Game, GameConfig

    monkeypatch.setitem(guildes.ai.levels.LEVELS, "hard", "mcts:iters=60:worlds=8")
    monkeypatch.setitem(guildes.ai.levels.LEVELS, "expert", "mcts:iters=90:worlds=8")
    seats = [Seat("Easy", "easy"), Seat("Normal", "normal"), Seat("Hard", "hard")]
    seats.append(Seat("Expert", "expert"))
    game = Game(GameConfig(players=4, seed=21, variants=frozenset({"event_cards"})))
    session = Session(game, seats, None, workers=2)
    try:
        deadline = time.monotonic() + 240
        while not session.game.is_over and time.monotonic() < deadline:
            session.update()
            assert session.failed is None
            time.sleep(0.002)
    finally:
        session.close()
    assert session.game.is_over and len(session.game.counts) == 3
