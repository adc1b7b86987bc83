"""``python -m guildes.ai.review_measure``: does the review measure play? Games are played
with one watched seat per game (game ``i`` watches seat ``i mod players``) played by each
agent in turn and the other seats by ``--opponent``; the review (``guildes.ai.review``,
``--depth``) judges the watched seat's decisions, and each agent gets its votes given up
per decision, its accuracy (the mean of its games') and its share of best choices. The
same deals (``--seed``) for every agent. A stronger agent should give up fewer votes.

Example::

    python -m guildes.ai.review_measure --players 4 --games 20 \\
        --agents random,greedy,heuristic,mcts:iters=2000 --jobs 1
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from dataclasses import dataclass

from guildes.ai.agent import parse_spec
from guildes.ai.match import play_as_the_table
from guildes.ai.review import DEPTHS, review_game
from guildes.rules import ConfigError, GameConfig


@dataclass(frozen=True, slots=True)
class GameFigures:
    """One reviewed game of one agent."""

    spec: str
    decisions: int
    given_up: float
    best: int
    accuracy: float
    review_s: float


def _one(args: tuple[str, str, int, int, int, frozenset[str], str]) -> GameFigures:
    spec, opponent, players, game_index, seed, variants, depth = args
    config = GameConfig(players=players, seed=seed * 10_007 + game_index, variants=variants)
    watched = game_index % players
    specs = [opponent] * players
    specs[watched] = spec
    game = play_as_the_table(config, specs)
    assert game is not None
    start = time.perf_counter()
    review = review_game(
        config, game.history, [None] * players, watched, DEPTHS[depth], with_duplicate=False
    )
    assert review is not None and review.accuracy is not None
    return GameFigures(
        spec,
        len(review.decisions),
        review.votes_given_up,
        sum(1 for d in review.decisions if d.verdict == "best"),
        review.accuracy,
        time.perf_counter() - start,
    )


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(
        prog="python -m guildes.ai.review_measure", description=__doc__.split("\n")[0]
    )
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--games", type=int, default=20, help="games per agent")
    p.add_argument("--agents", default="random,greedy,heuristic,mcts:iters=2000")
    p.add_argument("--opponent", default="heuristic")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variants", default="", help="comma-separated, e.g. event_cards")
    p.add_argument("--depth", choices=sorted(DEPTHS), default="quick")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", action="store_true")
    args = p.parse_args(argv)
    variants = frozenset(v for v in args.variants.split(",") if v)
    specs = [s for s in args.agents.split(",") if s]
    try:
        for spec in [*specs, args.opponent]:
            parse_spec(spec)
        GameConfig(players=args.players, seed=0, variants=variants)
    except (ValueError, ConfigError) as e:
        p.error(str(e))
    if args.games < 1:
        p.error("--games must be at least 1")
    tasks = [
        (spec, args.opponent, args.players, i, args.seed, variants, args.depth)
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
            }
        )
    if args.json:
        print(json.dumps({"players": args.players, "variants": sorted(variants), "rows": rows}))
        return 0
    print(
        f"{args.games} games per agent, {args.players} players, opponent {args.opponent}, "
        f"seed {args.seed}, variants {sorted(variants) or 'none'}, depth {args.depth}"
    )
    print(f"{'agent':<28}{'given up/dec':>13}{'accuracy':>10}{'best':>7}{'decisions':>11}")
    for r in rows:
        print(
            f"{r['agent']:<28}{r['votes_given_up_per_decision']:>13.3f}{r['accuracy']:>10.1f}"
            f"{r['best_share']:>7.3f}{r['decisions']:>11}"
        )
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
