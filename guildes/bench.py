"""Benchmarks: ``python -m guildes.bench rules``, ``render``, ``session`` (the player's wait
per step at a table of AI seats), ``levels`` (one AI level's wait per decision in a game,
``--level hard,expert --players 3,4,5,6 [--variants dirty_tricks]``), ``side`` (agent specs'
time per decision side by side on the same positions: ``--agents A,B --players 6 --games 3``,
to set two budgets to the same wait), ``tricks`` (the Dirty Trick phase's wait at the real
table, animations included: ``--players 6 --level expert --workers 1``) and ``tables`` (how
wide the opponents' played cards are drawn, every guild held, at each window and text size:
a layout figure); the commands, the latest figures and how to read them:
``docs/benchmarks.md``.

Each measurement prints one JSON line, e.g.
``{"bench": "rules_random_games", "players": 4, "games_per_s": 3500.0, ...}``.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections.abc import Callable
from math import floor
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from guildes.rules import Choice, SeatView


def play_random_game(players: int, seed: int, rng: random.Random) -> tuple[int, ...]:
    """Play one full game through the public API with uniform random choices."""
    from guildes.rules import Game, GameConfig

    game = Game(GameConfig(players=players, seed=seed))
    rnd = rng.random
    open_choices, choose_all = game.open_choices, game.choose_all
    # floor() of a non-negative float is int() of it, and cheaper on CPython.
    while owed := open_choices():
        choose_all([legal[floor(rnd() * len(legal))] for _, legal in owed])
    return game.scores


def _measure(fn: Callable[[int], object], seconds: float) -> tuple[int, float]:
    n = 0
    start = time.perf_counter()
    while True:
        fn(n)
        n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n, elapsed


def _rates(runs: list[tuple[int, float]]) -> dict[str, object]:
    """Games per second of repeated runs: the median (``games_per_s``), the best, and each
    run. On a shared machine other processes only ever slow a run down, so the best run is
    the closest to what the code can do (``timeit``'s advice) and the median the typical."""
    rates = sorted(n / elapsed for n, elapsed in runs)
    return {
        "games": sum(n for n, _ in runs),
        "seconds": round(sum(e for _, e in runs), 3),
        "games_per_s": round(statistics.median(rates), 1),
        "best_games_per_s": round(rates[-1], 1),
        "runs_games_per_s": [round(n / e, 1) for n, e in runs],
    }


def _print_line(record: dict[str, object]) -> None:
    print(json.dumps(record), flush=True)


def first_trick_decision(players: int, seed: int = 1) -> tuple[SeatView, tuple[Choice, ...]]:
    """The view and legal choices of the first seat to resolve a Dirty Trick with more
    than one choice, in a game of random choices with the variant on."""
    from guildes.rules import Game, GameConfig, Phase

    rng = random.Random(seed)
    game = Game(GameConfig(players=players, seed=seed, variants=frozenset({"dirty_tricks"})))
    while not game.is_over:
        for seat, legal in game.open_choices():
            if game.phase is Phase.TRICKS and len(legal) > 1:
                return game.view(seat), legal
            if seat in game.to_choose():
                game.choose(seat, rng.choice(legal))
    raise RuntimeError("no Dirty Trick turn with a choice in this game")


def bench_rules(seconds: float, players_list: list[int], repeat: int = 3) -> None:
    """Random full games per second through the public API, per player count (each
    measured ``repeat`` times for ``seconds``, after a warm-up that is not counted); then
    the AI's search and playouts."""
    for players in players_list:
        rng = random.Random(players)

        def one(i: int, p: int = players, r: random.Random = rng) -> None:
            play_random_game(p, i, r)

        _measure(one, min(seconds, 0.5))  # warm-up, not counted: first runs fill caches
        runs = [_measure(one, seconds) for _ in range(repeat)]
        _print_line({"bench": "rules_random_games", "players": players, **_rates(runs)})
    try:
        from guildes.ai.world import bench_playouts
    except ImportError:
        return
    from guildes.ai.mcts import iterations_per_second
    from guildes.rules import Game, GameConfig

    for variants in (
        frozenset(),
        frozenset({"event_cards"}),
        frozenset({"dirty_tricks"}),  # the careful trick policy at each playout's count
    ):
        first = Game(GameConfig(players=4, seed=1, variants=variants)).view(0)
        rates = sorted(iterations_per_second(first, max(1.0, seconds)) for _ in range(repeat))
        _print_line(
            {
                "bench": "mcts_iterations",
                "players": 4,
                "decision": "first draft pick",
                **({"variants": sorted(variants)} if variants else {}),
                "iterations_per_s": round(statistics.median(rates), 1),
                "best_iterations_per_s": round(rates[-1], 1),
            }
        )
    trick_view, trick_legal = first_trick_decision(4)
    rates = sorted(
        iterations_per_second(trick_view, max(1.0, seconds), legal=trick_legal)
        for _ in range(repeat)
    )
    _print_line(
        {
            "bench": "mcts_iterations",
            "players": 4,
            "decision": "first Dirty Trick turn",
            "variants": ["dirty_tricks"],
            "choices": len(trick_legal),
            "iterations_per_s": round(statistics.median(rates), 1),
            "best_iterations_per_s": round(rates[-1], 1),
        }
    )
    for players in players_list:
        bench_playouts(players, min(seconds, 0.5))  # warm-up, not counted
        runs = [bench_playouts(players, seconds) for _ in range(repeat)]
        _print_line({"bench": "ai_fast_playouts", "players": players, **_rates(runs)})


def bench_session(players: int, level: str, workers: int, steps: int) -> dict[str, object]:
    """The player's wait per step at a table of one human and ``players - 1`` AI seats of
    ``level`` thinking in ``workers`` real worker processes: from the human's choice (made
    as soon as the step begins: the fastest player) to the step resolved, over ``steps``
    draft steps (the first includes starting the workers), with the worker processes' CPU
    seconds in each (``cpu_s``: what the searches cost, apart from a loaded machine's
    waits)."""
    from guildes.bench_cpu import children_cpu
    from guildes.rules import Game, GameConfig
    from guildes.seats import Seat
    from guildes.session import Session

    seats = [Seat("Human")] + [Seat(f"AI {k}", level) for k in range(1, players)]
    session = Session(Game(GameConfig(players=players, seed=11)), seats, None, workers=workers)
    waits = []
    cpu: list[float | None] = []
    try:
        for _ in range(steps):
            start_step = session.game.state.step
            start_cpu = children_cpu()
            session.update()  # the AI seats start thinking as the step begins
            session.choose(0, session.game.legal_choices(0)[0])
            start = time.perf_counter()
            while session.game.state.step == start_step and not session.failed:
                session.update()
                time.sleep(0.005)
            waits.append(time.perf_counter() - start)
            end_cpu = children_cpu()
            cpu.append(None if start_cpu is None or end_cpu is None else end_cpu - start_cpu)
    finally:
        session.close()
    return {
        "bench": "session_wait_per_step",
        "players": players,
        "level": level,
        "workers": workers,
        "cores": os.cpu_count(),
        "median_wait_s": round(statistics.median(waits), 3),
        "waits_s": [round(w, 3) for w in waits],
        "cpu_s": [None if c is None else round(c, 3) for c in cpu],
    }


def bench_level(players: int, level: str, variants: frozenset[str], seed: int) -> dict[str, object]:
    """Seconds per decision of one seat of ``level`` in one game of ``players`` whose other
    seats play ``heuristic`` (the decisions with two legal choices or more), with the
    iterations the budget gave them: the wait per decision a player sees, on this machine,
    by the wall clock and in this process's CPU time (``cpu_*``: what the decision costs,
    without the waits of a machine loaded by other programs; ``cpu_budget_mean_s``: the
    CPU the whole budgets take, a search cut by its cap counted at its own pace)."""
    from guildes.ai.agent import make_agent
    from guildes.ai.levels import agent_spec
    from guildes.rules import Game, GameConfig, Phase

    game = Game(GameConfig(players=players, seed=seed, variants=variants))
    others = [make_agent("heuristic", seed * 10 + s) for s in range(players)]
    spec = agent_spec(level)
    waits: dict[str, list[float]] = {}
    cpu: list[float] = []
    full_cpu: list[float] = []
    cut = 0
    decision = 0
    while not game.is_over:
        joint = {}
        for seat in game.to_choose():
            view, legal = game.view(seat), game.legal_choices(seat)
            if seat == 0 and len(legal) > 1:
                agent = make_agent(spec, seed * 1000 + decision)
                decision += 1
                start, start_cpu = time.perf_counter(), time.process_time()
                joint[seat] = agent.choose(view, legal)
                cpu.append(time.process_time() - start_cpu)
                done, budget = getattr(agent, "last_iterations", 0), getattr(agent, "budget", None)
                wanted = getattr(budget, "iters", 0)
                # a search cut by its cap: the CPU its whole budget takes, by its pace
                full_cpu.append(cpu[-1] * wanted / done if done and wanted > done else cpu[-1])
                kind = "trick" if view.phase is Phase.TRICKS else "draft_play"
                waits.setdefault(kind, []).append(time.perf_counter() - start)
                cut += bool(getattr(agent, "cut", False))
            else:
                joint[seat] = others[seat].choose(view, legal)
        game.choose_all(joint)
    every = [w for ws in waits.values() for w in ws]
    record: dict[str, object] = {
        "bench": "level_wait_per_decision",
        "players": players,
        "level": level,
        "spec": spec,
        **({"variants": sorted(variants)} if variants else {}),
        "seed": seed,
        "decisions": len(every),
        "mean_s": round(statistics.mean(every), 3) if every else None,
        "max_s": round(max(every), 3) if every else None,
        "cpu_mean_s": round(statistics.mean(cpu), 3) if cpu else None,
        "cpu_max_s": round(max(cpu), 3) if cpu else None,
        "cpu_budget_mean_s": round(statistics.mean(full_cpu), 3) if full_cpu else None,
        "cut": cut,
    }
    for kind, ws in sorted(waits.items()):
        record[f"{kind}_mean_s"] = round(statistics.mean(ws), 3)
    return record


def bench_side(
    players: int, specs: list[str], games: int, variants: frozenset[str], seed: int
) -> list[dict[str, object]]:
    """Seconds per decision of each agent spec of ``specs`` over the same positions: games
    of ``players`` seats played by ``heuristic``, game ``i`` watching seat ``i mod
    players``, every decision of that seat with two legal choices or more asked of each
    spec in turn (so a machine whose speed drifts slows every spec alike). CPU seconds of
    this process (``cpu_*``) and the wall clock; one record per spec."""
    from guildes.ai.agent import make_agent
    from guildes.rules import Game, GameConfig

    cpu: dict[str, list[float]] = {spec: [] for spec in specs}
    wall: dict[str, list[float]] = {spec: [] for spec in specs}
    for g in range(games):
        game = Game(GameConfig(players=players, seed=seed * 1000 + g, variants=variants))
        others = [make_agent("heuristic", seed * 100 + g * 10 + s) for s in range(players)]
        watched = g % players
        while not game.is_over:
            joint = {}
            for seat in game.to_choose():
                view, legal = game.view(seat), game.legal_choices(seat)
                if seat == watched and len(legal) > 1:
                    decision = len(cpu[specs[0]])
                    for spec in specs:
                        agent = make_agent(spec, 1000 * g + decision)
                        start, start_cpu = time.perf_counter(), time.process_time()
                        agent.choose(view, legal)
                        cpu[spec].append(time.process_time() - start_cpu)
                        wall[spec].append(time.perf_counter() - start)
                joint[seat] = others[seat].choose(view, legal)
            game.choose_all(joint)
    return [
        {
            "bench": "side_by_side_per_decision",
            "players": players,
            "spec": spec,
            **({"variants": sorted(variants)} if variants else {}),
            "seed": seed,
            "games": games,
            "decisions": len(cpu[spec]),
            "cpu_mean_s": round(statistics.mean(cpu[spec]), 3) if cpu[spec] else None,
            "cpu_max_s": round(max(cpu[spec]), 3) if cpu[spec] else None,
            "mean_s": round(statistics.mean(wall[spec]), 3) if wall[spec] else None,
        }
        for spec in specs
    ]


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(prog="python -m guildes.bench", description=__doc__)
    parser.add_argument(
        "what", choices=["rules", "render", "session", "levels", "side", "tricks", "tables"]
    )
    parser.add_argument("--seconds", type=float, default=3.0, help="time per measurement")
    parser.add_argument("--players", default="3,4,5,6", help="player counts, comma-separated")
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs per measurement (median and best printed)"
    )
    parser.add_argument("--level", default="expert", help="session: the AI seats' level")
    parser.add_argument(
        "--workers", default="", help="session: worker counts, comma-separated (default: the app's)"
    )
    parser.add_argument("--steps", type=int, default=3, help="session: steps measured")
    parser.add_argument(
        "--variants",
        default="",
        help="levels, side, tricks: variants on, comma-separated (e.g. dirty_tricks; tricks: "
        "the Dirty Tricks always, by default with the Event cards)",
    )
    parser.add_argument("--seed", type=int, default=1, help="levels, side, tricks: the game's seed")
    parser.add_argument("--agents", default="", help="side: agent specs, comma-separated")
    parser.add_argument("--games", type=int, default=3, help="side: games whose positions are used")
    parser.add_argument("--rounds", type=int, default=3, help="tricks: trick phases measured")
    args = parser.parse_args(argv)
    players = [int(p) for p in args.players.split(",")]
    if args.what == "tricks":
        from guildes.ui.bench_tricks import bench_tricks

        variants = frozenset(v for v in (args.variants or "dirty_tricks,event_cards").split(","))
        for p in players:
            for w in _worker_counts(args.workers):
                for record in bench_tricks(p, args.level, w, variants, args.seed, args.rounds):
                    _print_line(record)
        return 0
    if args.what == "tables":
        from guildes.ui.bench_tables import bench_tables

        for record in bench_tables(players):
            _print_line(record)
        return 0
    if args.what == "levels":
        variants = frozenset(v for v in args.variants.split(",") if v)
        for p in players:
            for level in args.level.split(","):
                _print_line(bench_level(p, level, variants, args.seed))
        return 0
    if args.what == "side":
        specs = [spec for spec in args.agents.split(",") if spec]
        if not specs or args.games < 1:
            parser.error("side needs --agents A[,B...] and --games of at least 1")
        variants = frozenset(v for v in args.variants.split(",") if v)
        for p in players:
            for record in bench_side(p, specs, args.games, variants, args.seed):
                _print_line(record)
        return 0
    if args.what == "session":
        for p in players:
            for w in _worker_counts(args.workers):
                _print_line(bench_session(p, args.level, w, args.steps))
        return 0
    if args.what == "rules":
        if args.repeat < 1:
            parser.error("--repeat must be at least 1")
        bench_rules(args.seconds, players, args.repeat)
        return 0
    from guildes.ui.bench_render import bench_render

    return int(bench_render())


def _worker_counts(text: str) -> list[int]:
    """``--workers``' counts, else the app's own (``guildes.session``: one core left free)."""
    return [int(w) for w in text.split(",") if w] or [max(1, (os.cpu_count() or 2) - 1)]


def _main_quiet_on_closed_pipe() -> int:
    """``main``, ending quietly when the reader of stdout goes away (``... | head -1``)."""
    try:
        return main()
    except BrokenPipeError:
        # Python's documented recipe: no second error when the interpreter flushes stdout.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1


if __name__ == "__main__":
    sys.exit(_main_quiet_on_closed_pipe())
