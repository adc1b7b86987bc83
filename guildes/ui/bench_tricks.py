"""``python -m guildes.bench tricks``: the Dirty Trick phase's wait at the real table.

One person and ``players - 1`` AI seats of one level play a game with the Dirty Tricks (and
by default the Event cards) in the real app (headless, the real 60 FPS loop, the speed
setting "normal"), the AI thinking in the app's worker processes. The person is the
fastest player there is: each of their choices is made, from their own view, on the first
frame it may be, and each count is closed as soon as its rows are shown.

For each round's trick phase it prints one JSON line (``tricks_phase_wait``): the seconds
from the table showing the phase (the play's last flip over) to the count appearing,
animations included (``phase_s``), split at the person's own trick turn
(``before_own_s``: until they may choose; ``after_own_s``: from their choice to the
count), the AI decisions' CPU seconds in the worker processes during the phase
(``ai_cpu_s``: what the search costs, without the waits of a machine loaded by other
programs), the animations' seconds (``animation_s``: the steps' durations at this
speed) and the app's own CPU seconds (``app_cpu_s``: drawing the frames).
"""

from __future__ import annotations

import multiprocessing
import os
import tempfile
import time
from dataclasses import dataclass, field

from guildes.bench_cpu import children_cpu


@dataclass
class _Phase:
    """One trick phase being timed."""

    voting_round: int
    start: float
    start_cpu: float | None
    start_app_cpu: float
    own_at: float | None = None
    """When the person's own trick turn opened (None: not yet)."""
    own_done: float | None = None
    """When they made their last choice of it (D's draw, then its play)."""
    own_s: float = 0.0
    """The seconds the person took to choose (the fastest player: almost none)."""
    animation: float = 0.0
    steps: set[int] = field(default_factory=set)


def bench_tricks(
    players: int,
    level: str,
    workers: int,
    variants: frozenset[str],
    seed: int,
    rounds: int = 3,
    speed: str = "normal",
) -> list[dict[str, object]]:
    """The trick phases of one game, timed as the module docstring says (up to ``rounds``
    of them), the animations at ``speed`` (the setting's name)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from guildes.ai.agent import make_agent
    from guildes.rules import Game, GameConfig, Phase
    from guildes.saves import locations
    from guildes.seats import Seat
    from guildes.session import Session
    from guildes.ui.app import App
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene
    from guildes.ui.table.steps import CountStep

    config = GameConfig(players=players, seed=seed, variants=variants | {"dirty_tricks"})
    seats = [Seat("Human")] + [Seat(f"AI {k}", level) for k in range(1, players)]
    me = make_agent("heuristic", seed)
    records: list[dict[str, object]] = []
    with tempfile.TemporaryDirectory() as tmp:
        app = App(locations(tmp), size=(1280, 720), speed=speed, sound=False)
        app.start(MainMenu(app))
        session = Session(Game(config), seats, app.store, workers=workers)
        app.reset("table", session)
        table = app.stack.top
        assert isinstance(table, TableScene)
        phase: _Phase | None = None
        deadline = time.perf_counter() + 3600
        try:
            while len(records) < rounds and time.perf_counter() < deadline:
                app.step_frame()
                now = time.perf_counter()
                top = app.stack.top
                if session.failed or top is not table and not isinstance(top, CountOverlay):
                    break  # the AI failed, or the game is over (the results)
                shown = table.shown.public
                if phase is None and shown.phase is Phase.TRICKS and top is table:
                    phase = _Phase(shown.voting_round, now, children_cpu(), time.process_time())
                if isinstance(top, CountOverlay):
                    if phase is not None:
                        cpu = children_cpu()
                        records.append(_record(phase, now, cpu, config, level, workers))
                        phase = None
                    if top.done_showing:
                        top._close()  # the fastest reader: on to the next round
                    continue
                if phase is not None and table.steps:
                    step = table.steps[0]
                    if id(step) not in phase.steps and not isinstance(step, CountStep):
                        phase.steps.add(id(step))
                        phase.animation += step.duration
                if table.can_choose():
                    game = session.game
                    choice = me.choose(game.view(0), game.legal_choices(0))
                    if game.phase is not Phase.TRICKS:
                        table._send(choice)
                        continue
                    table.send_trick(choice)
                    if phase is not None:
                        phase.own_at = now if phase.own_at is None else phase.own_at
                        phase.own_done = time.perf_counter()
                        phase.own_s += phase.own_done - now
        finally:
            session.close()
            app.shutdown()
    for child in multiprocessing.active_children():
        child.join(timeout=1)
    return records


def _record(
    phase: _Phase,
    end: float,
    cpu: float | None,
    config: object,
    level: str,
    workers: int,
) -> dict[str, object]:
    """One phase's JSON record."""
    from guildes.rules import GameConfig

    assert isinstance(config, GameConfig)
    own_at = phase.own_at if phase.own_at is not None else end
    own_done = phase.own_done if phase.own_done is not None else end
    return {
        "bench": "tricks_phase_wait",
        "players": config.players,
        "level": level,
        "workers": workers,
        "variants": sorted(config.variants),
        "seed": config.seed,
        "round": phase.voting_round,
        "phase_s": round(end - phase.start - phase.own_s, 3),
        "before_own_s": round(own_at - phase.start, 3),
        "after_own_s": round(end - own_done, 3),
        "ai_cpu_s": None
        if cpu is None or phase.start_cpu is None
        else round(cpu - phase.start_cpu, 3),
        "animation_s": round(phase.animation, 3),
        "app_cpu_s": round(time.process_time() - phase.start_app_cpu, 3),
        "cores": os.cpu_count(),
    }
