"""Deterministic levels (issue 28): a decision depends only on (spec, seed, view, legal
choices), never on the clock, the machine or the process; a whole session with the same
human choices is the same game."""

from __future__ import annotations

import random
import time

import pytest

import guildes.ai.levels as levels
from guildes.ai.agent import make_agent
from guildes.ai.budget import ROUND_SCALE, SEAT_SCALE, Budget, decision_budget, iterations
from guildes.ai.mcts import MctsAgent
from guildes.ai.worker import DecisionWorker
from guildes.rules import Choice, Game, GameConfig, Phase, SeatView
from guildes.seats import Seat
from guildes.session import Session

BOTH = frozenset({"event_cards", "dirty_tricks"})


def _decision(players: int, variants: frozenset[str], phase: Phase, seed: int = 3):
    """The first decision of seat 0 in ``phase`` with more than one choice, in a game of
    random choices."""
    rng = random.Random(seed)
    game = Game(GameConfig(players=players, seed=seed, variants=variants))
    while not game.is_over:
        for seat, legal in game.open_choices():
            if seat == 0 and game.phase is phase and len(legal) > 1:
                return game.view(0), legal
            if seat in game.to_choose():
                game.choose(seat, rng.choice(legal))
    raise AssertionError("no such decision")


def test_work_is_scaled_per_table_and_kind_of_decision() -> None:
    for players, scale in SEAT_SCALE.items():
        view, _ = _decision(players, frozenset(), Phase.DRAFT)
        assert iterations(1000, view) == round(1000 * scale * ROUND_SCALE[view.voting_round])
    plain, _ = _decision(4, frozenset(), Phase.DRAFT)
    dirty, _ = _decision(4, frozenset({"dirty_tricks"}), Phase.DRAFT)
    trick, _ = _decision(4, frozenset({"dirty_tricks"}), Phase.TRICKS)
    assert iterations(1000, plain) > iterations(1000, dirty) > iterations(1000, trick) >= 1
    # iters= is exact, work= wins over it, time= alone is a budget in seconds.
    assert decision_budget({"iters": 77.0}, plain).iters == 77
    assert decision_budget({"work": 1000.0, "iters": 77.0}, plain).iters == iterations(1000, plain)
    timed = decision_budget({"time": 0.5}, plain)
    assert timed.iters == 0 and timed.deadline is not None


@pytest.mark.parametrize(
    "variants, phase",
    [
        (frozenset(), Phase.DRAFT),
        (frozenset(), Phase.PLAY),
        (frozenset({"event_cards"}), Phase.PLAY),
        (frozenset({"dirty_tricks"}), Phase.TRICKS),
    ],
)
def test_a_work_budget_runs_its_iterations_whatever_the_clock(
    variants: frozenset[str], phase: Phase, monkeypatch: pytest.MonkeyPatch
) -> None:
    view, legal = _decision(4, variants, phase)
    first = MctsAgent(5, work=400, cap=60.0)
    choice = first.choose(view, legal)
    assert first.last_iterations in (iterations(400, view), 0) and not first.cut
    # A clock running 1000 times slower changes nothing while the cap is not reached.
    real = time.perf_counter
    monkeypatch.setattr(time, "perf_counter", lambda: real() / 1000)
    second = MctsAgent(5, work=400, cap=60.0)
    assert second.choose(view, legal) == choice
    assert second.last_iterations == first.last_iterations


def test_the_safety_cap_cuts_a_search_and_says_so() -> None:
    view, legal = _decision(6, frozenset(), Phase.DRAFT)
    agent = MctsAgent(1, iters=10**9, cap=0.05)
    start = time.perf_counter()
    assert agent.choose(view, legal) in legal
    assert time.perf_counter() - start < 5.0
    assert agent.cut and 0 < agent.last_iterations < 10**9
    uncut = MctsAgent(1, iters=50, cap=30.0)
    uncut.choose(view, legal)
    assert not uncut.cut
    timed = MctsAgent(1, time=0.05)  # a budget in time is not "cut" by its own end
    timed.choose(view, legal)
    assert not timed.cut
    assert Budget(10, 0.0).deadline is None


def test_same_spec_seed_view_same_choice_in_fresh_processes() -> None:
    cases = [
        _decision(4, frozenset(), Phase.DRAFT),
        _decision(5, BOTH, Phase.PLAY),
        _decision(4, frozenset({"dirty_tricks"}), Phase.TRICKS),
    ]
    spec = "mcts:work=300:cap=60"
    here = [make_agent(spec, 11).choose(view, legal) for view, legal in cases]
    for _ in range(2):  # two new processes, each asked every decision
        worker = DecisionWorker()
        try:
            got = []
            for view, legal in cases:
                worker.submit(spec, 11, view, legal)
                choice = worker.wait(timeout=120)
                assert choice is not None and not worker.last_cut
                got.append(choice)
        finally:
            worker.close()
        assert got == here


def _scripted_session(
    monkeypatch: pytest.MonkeyPatch, variants: frozenset[str]
) -> tuple[list[list[Choice]], tuple[int, ...]]:
    """One whole game: a human at seat 0 choosing by a seeded script as soon as asked,
    AI seats of two levels thinking in real worker processes."""
    monkeypatch.setitem(levels.LEVELS, "hard", "mcts:work=120:cap=60")
    monkeypatch.setitem(levels.LEVELS, "expert", "mcts:work=200:cap=60")
    seats = [Seat("Human"), Seat("Bot 1", "hard"), Seat("Bot 2", "expert"), Seat("Bot 3", "normal")]
    game = Game(GameConfig(players=4, seed=21, variants=variants))
    session = Session(game, seats, None, workers=2)
    script = random.Random(4)
    end = time.monotonic() + 240
    try:
        while not game.is_over:
            assert time.monotonic() < end, "the session did not finish in time"
            assert session.failed is None, session.failed
            if 0 in session.humans_to_choose():
                legal = game.legal_choices(0)
                session.choose(0, legal[script.randrange(len(legal))])
            session.update()
            time.sleep(0.002)
    finally:
        session.close()
    assert session.take_log_notes() == []  # nothing restarted, nothing cut
    # Seats choosing at once may be recorded in either order: each seat's choices are
    # what makes the game.
    by_seat: list[list[Choice]] = [[] for _ in seats]
    for seat, choice in game.history:
        by_seat[seat].append(choice)
    return by_seat, game.scores


@pytest.mark.parametrize("variants", [frozenset(), BOTH])
def test_a_session_played_twice_with_the_same_human_choices_is_the_same_game(
    variants: frozenset[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    first = _scripted_session(monkeypatch, variants)
    second = _scripted_session(monkeypatch, variants)
    assert sum(len(c) for c in first[0]) > 20 and first == second


class _CutDecider:
    """A decider answering the first legal choice at once, its search cut by its cap."""

    busy = False
    last_cut = True

    def __init__(self) -> None:
        self._legal: tuple[Choice, ...] | None = None

    def submit(self, spec: str, seed: int, view: SeatView, legal: tuple[Choice, ...]) -> int:
        self._legal = tuple(legal)
        return 1

    def poll(self) -> Choice | None:
        legal, self._legal = self._legal, None
        return None if legal is None else legal[0]

    def cancel(self) -> None:
        self._legal = None

    def restart(self) -> None:
        self._legal = None

    def close(self) -> None:
        self._legal = None


def test_a_decision_cut_by_its_cap_is_noted_in_the_log() -> None:
    seats = [Seat("Human"), Seat("Bot 1", "expert"), Seat("Bot 2", "expert")]
    session = Session(Game(GameConfig(players=3, seed=2)), seats, None, _CutDecider, workers=1)
    session.update()
    session.update()
    notes = session.take_log_notes()
    assert notes and all("Bot" in n and "shorter search" in n for n in notes)
