"""``python -m guildes.ai.review_measure``: does the review measure play? Games are played
with one watched seat per game (game ``i`` watches seat ``i mod players``) played by each
agent in turn and the other seats by ``--opponent``; the review (``guildes.ai.review``,
``--depth``) judges the watched seat's decisions, and each agent gets its votes given up
per decision, its accuracy (the mean of its games') and its share of best choices. The
same deals (``--seed``) for every agent. A stronger agent should give up fewer votes.

Each row also gives the share of each verdict (the scale ``VERDICT_LIMITS``) and the
review's CPU seconds per game. ``--worker LEVEL`` times the review as the window runs it
(``ReviewWorker``: the decisions and the duplicate, in two processes at once on two cores),
the watched seat a person's and the others at the AI level ``LEVEL`` (they play the games
too, instead of ``--opponent``): wall and CPU seconds (the worker's processes') per game.
``--parts`` (with ``--worker LEVEL``: the same seats) times the two parts apart, one after
the other in this process: the decisions' CPU seconds (the wait before the review reads)
and the duplicate's (the expert's replay, which comes after with its own progress).

Example::

    python -m guildes.ai.review_measure --players 4 --games 20 \\
        --agents random,greedy,heuristic,mcts:iters=2000 --jobs 1
    python -m guildes.ai.review_measure --players 4 --games 2 --agents heuristic \\
        --worker normal
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from dataclasses import dataclass

from guildes.ai.agent import parse_spec
from guildes.ai.levels import agent_spec
from guildes.ai.match import play_as_the_table
from guildes.ai.review import DEPTHS, VERDICTS, Review, game_duplicate, review_game
from guildes.ai.review_worker import JobFailed, ReviewDone, ReviewWorker
from guildes.rules import ConfigError, Game, GameConfig


@dataclass(frozen=True, slots=True)
class GameFigures:
    """One reviewed game of one agent."""

    spec: str
    decisions: int
    given_up: float
    best: int
    accuracy: float
    review_s: float
    """Wall seconds of the review (with ``--worker``: of the worker's whole review)."""
    cpu_s: float
    """CPU seconds of the review (with ``--worker``: of the worker's processes)."""
    verdicts: tuple[int, ...]
    """Decisions per verdict, in the order of ``VERDICTS``."""
    duplicate_cpu_s: float = 0.0
    """With ``--parts``: CPU seconds of the duplicate (``cpu_s`` then the decisions')."""


def _children_cpu() -> float:
    import resource  # Unix only: a maintainer's tool

    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def _in_worker(game: Game, levels: list[str | None], watched: int, depth: str) -> Review:
    """The review as the window runs it (decisions and duplicate), polled as a frame would."""
    worker = ReviewWorker()
    try:
        worker.start_review(game.config, game.history, levels, watched, depth)
        while True:
            for event in worker.wait(3600):
                if isinstance(event, JobFailed):
                    raise RuntimeError(event.reason)
                if isinstance(event, ReviewDone):
                    return event.review
    finally:
        worker.close()


def _one(
    args: tuple[str, str, int, int, int, frozenset[str], str, str | None, bool],
) -> GameFigures:
    spec, opponent, players, game_index, seed, variants, depth, level, parts = args
    config = GameConfig(players=players, seed=seed * 10_007 + game_index, variants=variants)
    watched = game_index % players
    specs = [opponent if level is None else agent_spec(level)] * players
    specs[watched] = spec
    game = play_as_the_table(config, specs)
    assert game is not None
    start, cpu = time.perf_counter(), time.process_time()
    dup_cpu = 0.0
    if level is not None and parts:
        levels_: list[str | None] = [level] * players
        levels_[watched] = None
        review = review_game(
            config, game.history, levels_, watched, DEPTHS[depth], with_duplicate=False
        )
        cpu = time.process_time() - cpu
        dup_start = time.process_time()
        dup = game_duplicate(config, game.history, levels_, watched, DEPTHS[depth])
        dup_cpu = time.process_time() - dup_start
        assert dup is not None
    elif level is None:
        review = review_game(
            config, game.history, [None] * players, watched, DEPTHS[depth], with_duplicate=False
        )
        cpu = time.process_time() - cpu
    else:
        levels: list[str | None] = [level] * players
        levels[watched] = None
        before = _children_cpu()
        review = _in_worker(game, levels, watched, depth)
        cpu = _children_cpu() - before
    assert review is not None and review.accuracy is not None
    counts = review.verdict_counts()
    return GameFigures(
        spec,
        len(review.decisions),
        review.votes_given_up,
        counts["best"],
        review.accuracy,
        time.perf_counter() - start,
        cpu,
        tuple(counts[v] for v in VERDICTS),
        dup_cpu,
    )


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(
        prog="python -m guildes.ai.review_measure",
        description=" ".join(__doc__.split("\n\n")[0].split()),
    )
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=20, help="games per agent")
    p.add_argument("--agents", default="random,greedy,heuristic,mcts:iters=2000")
    p.add_argument("--opponent", default="heuristic")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variants", default="", help="comma-separated, e.g. event_cards")
    p.add_argument("--depth", choices=sorted(DEPTHS), default="quick")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument(
        "--worker",
        metavar="LEVEL",
        help="time the whole review in its worker (with the duplicate), others at LEVEL",
    )
    p.add_argument(
        "--parts",
        action="store_true",
        help="with --worker LEVEL: the decisions' and the duplicate's CPU apart, in this process",
    )
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    variants = frozenset(v for v in args.variants.split(",") if v)
    specs = [s for s in args.agents.split(",") if s]
    try:
        for spec in [*specs, args.opponent]:
            parse_spec(spec)
        GameConfig(players=args.players, seed=0, variants=variants)
        if args.worker is not None:
            agent_spec(args.worker)
    except (ValueError, ConfigError) as e:
        p.error(str(e))
    if args.games < 1:
        p.error("--games must be at least 1")
    if args.parts and args.worker is None:
        p.error("--parts needs --worker LEVEL")
    tasks = [
        (
            spec,
            args.opponent,
            args.players,
            i,
            args.seed,
            variants,
            args.depth,
            args.worker,
            args.parts,
        )
        for spec in specs
        for i in range(args.games)
    ]
    if args.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
            results = pool.map(_one, tasks)
    else:
        results = list(map(_one, tasks))
    rows = []
    for spec in specs:
        mine = [r for r in results if r.spec == spec]
        decisions = sum(r.decisions for r in mine)
        rows.append(
            {
                "agent": spec,
                "games": len(mine),
                "decisions": decisions,
                "votes_given_up_per_decision": round(sum(r.given_up for r in mine) / decisions, 3),
                "accuracy": round(sum(r.accuracy for r in mine) / len(mine), 1),
                "best_share": round(sum(r.best for r in mine) / decisions, 3),
                "review_s_per_game": round(sum(r.review_s for r in mine) / len(mine), 2),
                "review_cpu_s_per_game": round(sum(r.cpu_s for r in mine) / len(mine), 2),
                "review_s_max": round(max(r.review_s for r in mine), 2),
                "duplicate_cpu_s_per_game": round(
                    sum(r.duplicate_cpu_s for r in mine) / len(mine), 2
                ),
                "verdict_shares": {
                    v: round(sum(r.verdicts[k] for r in mine) / decisions, 3)
                    for k, v in enumerate(VERDICTS)
                },
            }
        )
    if args.json:
        print(json.dumps({"players": args.players, "variants": sorted(variants), "rows": rows}))
        return 0
    others = args.opponent if args.worker is None else f"level {args.worker}"
    print(
        f"{args.games} games per agent, {args.players} players, opponent {others}, "
        f"seed {args.seed}, variants {sorted(variants) or 'none'}, depth {args.depth}"
        + ("" if args.worker is None else ", the whole review in its worker")
        + (" (parts apart: cpu s is the decisions')" if args.parts else "")
    )
    heads = "".join(f"{v[:5]:>7}" for v in VERDICTS)
    print(
        f"{'agent':<28}{'given up/dec':>13}{'accuracy':>10}{heads}{'decisions':>11}"
        f"{'wall s':>8}{'cpu s':>8}"
    )
    for r in rows:
        shares = "".join(f"{r['verdict_shares'][v]:>7.3f}" for v in VERDICTS)
        print(
            f"{r['agent']:<28}{r['votes_given_up_per_decision']:>13.3f}{r['accuracy']:>10.1f}"
            f"{shares}{r['decisions']:>11}{r['review_s_per_game']:>8.1f}"
            f"{r['review_cpu_s_per_game']:>8.1f}"
            + (f"  duplicate cpu s {r['duplicate_cpu_s_per_game']:.1f}" if args.parts else "")
        )
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
