"""``python -m guildes.bench render``: frame times of the table scene and start-up time.

Prints JSON lines:
- ``render_frames``: median and p99 frame time (ms) at 1280x720 and 1920x1080 during the
  draft's passing, the flips, the count's rows appearing (and all table frames), from an
  AI-only game at normal speed: by the wall clock, and in the render thread's own CPU
  time (``cpu_*``: what the frame costs, without the waits of a busy shared machine);
- ``render_fps_while_ai_thinks``: real frames per second of the capped 60 FPS loop while
  an MCTS seat thinks in its worker process;
- ``idle_cpu_percent``: percent of one core the app uses over 5 s when nothing moves, on
  the main menu and at the table waiting for the player's pick;
- ``first_frame``: seconds from launching ``python -m guildes`` to its first frame;
- ``first_menu``: seconds from launching it to a main menu that answers a key (the key
  posted after its first frame has moved the menu's focus, and that frame is drawn).
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

import pygame


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


Times = dict[str, list[float]]


def _frames(size: tuple[int, int], players: int) -> tuple[Times, Times]:
    """Frame times (ms) by what animates, by the wall clock and in CPU time."""
    from guildes.saves import locations
    from guildes.seats import Seat
    from guildes.ui.app import App
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.table import TableScene
    from guildes.ui.table.steps import CardsFlipStep, HandsPassStep

    with tempfile.TemporaryDirectory() as tmp:
        app = App(locations(tmp), size=size, speed="normal", sound=False)
        seats = [Seat(f"AI {i + 1}", "easy") for i in range(players)]
        start_new_game(app, seats, 2026, "militia_then_shared")
        table = app.stack.top
        assert isinstance(table, TableScene)
        by_kind: dict[str, list[float]] = {"pass": [], "flip": [], "count": [], "table": []}
        cpu_of: dict[str, list[float]] = {kind: [] for kind in by_kind}
        """The same frames in the render thread's own CPU time (without the time another
        process had the core: on a shared machine the wall clock's p99 is mostly that)."""
        for _ in range(20_000):
            top = app.stack.top
            if isinstance(top, ResultsScene):
                break
            if isinstance(top, CountOverlay) and top.done_showing:
                top._close()  # its rows are all shown: on to the next round
            step = table.step
            kind = "table" if step is None else "other"
            if isinstance(step, HandsPassStep | CardsFlipStep):
                kind = "pass" if isinstance(step, HandsPassStep) else "flip"
            if isinstance(app.stack.top, CountOverlay):
                kind = "count"  # its rows appear one by one over the table
            t0, c0 = time.perf_counter(), time.thread_time()
            app.step_frame(1 / 60)
            ms = (time.perf_counter() - t0) * 1000
            cpu = (time.thread_time() - c0) * 1000
            if kind in by_kind:
                by_kind[kind].append(ms)
                cpu_of[kind].append(cpu)
            if top is table:
                by_kind["table"].append(ms)
                cpu_of["table"].append(cpu)
        app.shutdown()
    return by_kind, cpu_of


def _fps_while_thinking(seconds: float) -> tuple[float, int]:
    from guildes.saves import locations
    from guildes.seats import Seat
    from guildes.ui.app import App
    from guildes.ui.games import start_new_game
    from guildes.ui.table import TableScene

    with tempfile.TemporaryDirectory() as tmp:
        app = App(locations(tmp), size=(1280, 720), speed="normal", sound=False)
        seats = [Seat("Ana")] + [Seat(f"AI {i}", "expert") for i in range(1, 4)]
        start_new_game(app, seats, 7, "militia_then_shared")
        table = app.stack.top
        assert isinstance(table, TableScene)
        frames = thinking_frames = 0
        start = time.perf_counter()
        while time.perf_counter() - start < seconds:
            # The pointer moves all along, so the loop runs at full rate (a still screen
            # waits for input instead: ``_idle_cpu``).
            pygame.event.post(
                pygame.event.Event(pygame.MOUSEMOTION, pos=(frames % 600, 300), rel=(1, 0))
            )
            app.step_frame()
            frames += 1
            thinking_frames += 1 if table.session.ai_thinking() else 0
        elapsed = time.perf_counter() - start
        app.shutdown()
    return frames / elapsed, thinking_frames


def _idle_cpu(where: str, seconds: float) -> float:
    """Percent of one core the app's own process uses over ``seconds`` of the real loop
    when nothing moves: on the main menu, or at the table waiting for the player's pick
    (the AI seats have chosen; their worker processes are not counted)."""
    from guildes.saves import locations
    from guildes.seats import Seat
    from guildes.ui.app import App
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    with tempfile.TemporaryDirectory() as tmp:
        app = App(locations(tmp), size=(1280, 720), speed="normal", sound=False)
        app.start(MainMenu(app))
        if where == "table":
            seats = [Seat("Ana")] + [Seat(f"AI {i}", "easy") for i in range(1, 4)]
            start_new_game(app, seats, 7, "militia_then_shared")
            table = app.stack.top
            assert isinstance(table, TableScene)
            deadline = time.perf_counter() + 30
            while time.perf_counter() < deadline and (
                table.steps or table.session.ai_thinking() or not table.session.humans_to_choose()
            ):
                app.step_frame()
        for _ in range(60):  # settle: the last input and animations are over
            app.step_frame()
        app.last_input_at -= 10
        cpu0, t0 = time.process_time(), time.perf_counter()
        while time.perf_counter() - t0 < seconds:
            app.step_frame()
        percent = 100 * (time.process_time() - cpu0) / (time.perf_counter() - t0)
        app.shutdown()
    return percent


def first_menu_answers(app: object, t0: float) -> int:
    """For ``--first-menu T0``: draw the main menu's first frame, post a Down key, run
    frames until the menu's focus has moved, then print the seconds since ``t0`` (the
    launch) and exit (1 if the menu never answered)."""
    from guildes.ui.app import App
    from guildes.ui.scenes.main_menu import MainMenu

    assert isinstance(app, App)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    app.step_frame()
    assert menu.menu is not None
    before = menu.menu.ring.index
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    for _ in range(100):
        app.step_frame()
        if menu.menu is not None and menu.menu.ring.index != before:
            print(f"{time.time() - t0:.3f}", flush=True)
            app.shutdown()
            return 0
    app.shutdown()
    return 1


def _start_up(flag: str) -> float:
    """Seconds from launching ``python -m guildes`` to what ``flag`` waits for."""
    with tempfile.TemporaryDirectory() as tmp:
        env = dict(
            os.environ,
            SDL_VIDEODRIVER=os.environ.get("SDL_VIDEODRIVER", "dummy"),
            SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"),
        )
        t0 = time.time()
        out = subprocess.run(
            [sys.executable, "-m", "guildes", "--data-dir", tmp, flag, str(t0)],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
            check=True,
        )
    return float(out.stdout.strip().splitlines()[-1])


def bench_render() -> int:
    """Run the render benchmarks; prints one JSON line per measurement."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    for size, players in (((1280, 720), 4), ((1280, 720), 6), ((1920, 1080), 6)):
        frames, cpu = _frames(size, players)
        for kind, values in frames.items():
            if not values:
                continue
            own = cpu[kind]
            print(
                json.dumps(
                    {
                        "bench": "render_frames",
                        "size": f"{size[0]}x{size[1]}",
                        "players": players,
                        "during": kind,
                        "frames": len(values),
                        "median_ms": round(statistics.median(values), 2),
                        "p99_ms": round(_pct(values, 0.99), 2),
                        "cpu_median_ms": round(statistics.median(own), 2),
                        "cpu_p99_ms": round(_pct(own, 0.99), 2),
                    }
                ),
                flush=True,
            )
    fps, thinking = _fps_while_thinking(6.0)
    print(
        json.dumps(
            {
                "bench": "render_fps_while_ai_thinks",
                "fps": round(fps, 1),
                "frames_while_thinking": thinking,
            }
        ),
        flush=True,
    )
    for where in ("menu", "table"):
        line = {"bench": "idle_cpu_percent", "where": where, "seconds": 5.0}
        print(json.dumps(line | {"percent": round(_idle_cpu(where, 5.0), 2)}), flush=True)
    for bench, flag in (("first_frame", "--first-frame"), ("first_menu", "--first-menu")):
        runs = [_start_up(flag) for _ in range(3)]
        line = {"bench": bench, "seconds": round(statistics.median(runs), 3)}
        print(json.dumps(line | {"runs": [round(r, 3) for r in runs]}), flush=True)
    return 0
