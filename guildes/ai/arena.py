"""``python -m guildes.ai.arena``: play agents against each other and measure them.

Example::

    python -m guildes.ai.arena --players 4 --agents mcts,greedy,greedy,greedy \
        --games 200 --seed 1 --jobs 2

Seats are rotated game by game so every agent sits everywhere. Prints, per agent in the
order given: win share (ties split) with a 95% confidence interval, mean votes, mean
decision time and an OpenSkill (Plackett-Luce) rating, and how many decisions a ``cap``
cut short (a loaded machine: a figure measured with cut decisions is not the level's);
``--json`` prints one object.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from guildes.ai.agent import parse_spec
from guildes.ai.match import MatchResult, play_specs
from guildes.rules import ConfigError, GameConfig


@dataclass
class AgentStats:
    """Running totals for one entry of the ``--agents`` list."""

    name: str
    shares: list[float]
    votes: list[int]
    think: float = 0.0
    decisions: int = 0
    cut: int = 0
    """Decisions its ``cap`` stopped before the budget was spent (``MatchResult.cut``)."""


def _game(
    args: tuple[list[str], int, int, frozenset[str]],
) -> tuple[int, int, MatchResult]:
    specs, game_index, seed, variants = args
    n = len(specs)
    shift = game_index % n
    seated = specs[shift:] + specs[:shift]  # entry i sits at seat (i - shift) % n
    return game_index, shift, play_specs(seated, seed, variants)


def run(
    specs: Sequence[str],
    games: int,
    seed: int,
    jobs: int,
    progress: bool = True,
    variants: frozenset[str] = frozenset(),
) -> list[AgentStats]:
    """Play ``games`` games and return per-entry statistics (entries in the given order)."""
    for spec in specs:
        parse_spec(spec)  # refuse bad specs before starting workers
    n = len(specs)
    stats = [AgentStats(spec, [], []) for spec in specs]
    ratings = _Ratings(n)
    tasks = [(list(specs), i, seed * 100_003 + i, variants) for i in range(games)]
    results: Iterator[tuple[int, int, MatchResult]]
    if jobs > 1:
        ctx = multiprocessing.get_context("spawn")
        pool = ctx.Pool(jobs)
        results = pool.imap_unordered(_game, tasks)
    else:
        pool = None
        results = map(_game, tasks)
    bar = _progress(games, progress)
    try:
        for _, shift, res in results:
            shares = [0.0] * n
            ranks_by_entry = [0] * n
            for entry in range(n):
                seat = (entry - shift) % n
                if seat in res.winners:
                    shares[entry] = 1.0 / len(res.winners)
                st = stats[entry]
                st.shares.append(shares[entry])
                st.votes.append(res.scores[seat])
                st.think += res.think_seconds[seat]
                st.decisions += res.decisions[seat]
                st.cut += res.cut[seat]
                ranks_by_entry[entry] = -res.scores[seat]
            ratings.update(ranks_by_entry)
            bar.update(1)
    finally:
        bar.close()
        if pool is not None:
            pool.close()
            pool.join()
    for st, r in zip(stats, ratings.ordinals()):
        st.rating = r  # type: ignore[attr-defined]
    return stats


class _Ratings:
    """OpenSkill ratings, one per entry; a game's ranks come from its final votes."""

    def __init__(self, n: int) -> None:
        from openskill.models import PlackettLuce

        self.model = PlackettLuce()
        self.players = [[self.model.rating()] for _ in range(n)]

    def update(self, scores_neg: list[int]) -> None:
        ranks = [float(r) for r in scores_neg]
        self.players = self.model.rate(self.players, ranks=ranks)

    def ordinals(self) -> list[float]:
        return [round(p[0].ordinal(), 2) for p in self.players]


class _NoBar:
    def update(self, k: int) -> None:
        pass

    def close(self) -> None:
        pass


def _progress(total: int, enabled: bool):  # type: ignore[no-untyped-def]
    if not enabled:
        return _NoBar()
    from tqdm import tqdm

    return tqdm(total=total, unit="game", file=sys.stderr, dynamic_ncols=True)


def summary(stats: Sequence[AgentStats]) -> list[dict[str, object]]:
    """Per-entry results as plain data."""
    out: list[dict[str, object]] = []
    for st in stats:
        k = len(st.shares)
        mean = sum(st.shares) / k if k else 0.0
        var = sum((x - mean) ** 2 for x in st.shares) / (k - 1) if k > 1 else 0.0
        half = 1.96 * math.sqrt(var / k) if k else 0.0
        out.append(
            {
                "name": st.name,
                "win_share": round(mean, 4),
                "ci95": [round(max(0.0, mean - half), 4), round(min(1.0, mean + half), 4)],
                "mean_votes": round(sum(st.votes) / k, 2) if k else 0.0,
                "rating": getattr(st, "rating", 0.0),
                "mean_decision_s": round(st.think / st.decisions, 4) if st.decisions else 0.0,
                "decisions": st.decisions,
                "cut_decisions": st.cut,
                "games": k,
            }
        )
    return out


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(
        prog="python -m guildes.ai.arena", description=" ".join(__doc__.split("\n\n")[0].split())
    )
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--agents", required=True, help="comma-separated specs, one per seat")
    p.add_argument("--games", type=int, default=100)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--no-progress", action="store_true")
    p.add_argument(
        "--variants", default="", help="comma-separated variants, e.g. event_cards (default: none)"
    )
    args = p.parse_args(argv)
    specs = [s for s in args.agents.split(",") if s]
    if len(specs) != args.players:
        p.error(f"--agents lists {len(specs)} agents for {args.players} players")
    variants = frozenset(v for v in args.variants.split(",") if v)
    try:
        GameConfig(players=args.players, variants=variants)
        stats = run(
            specs, args.games, args.seed, args.jobs, not args.no_progress, variants=variants
        )
    except (ValueError, ConfigError) as e:
        p.error(str(e))
    rows = summary(stats)
    if args.json:
        out = {"players": args.players, "games": args.games, "agents": rows}
        if variants:
            out["variants"] = sorted(variants)
        print(json.dumps(out))
        return 0
    shown = f", variants {','.join(sorted(variants))}" if variants else ""
    print(f"{args.games} games, {args.players} players, seed {args.seed}{shown}")
    print(f"{'agent':<28}{'win share':>10}{'95% CI':>18}{'votes':>8}{'rating':>9}{'s/dec':>8}")
    for r in rows:
        ci = r["ci95"]
        assert isinstance(ci, list)
        lo, hi = float(ci[0]), float(ci[1])
        print(
            f"{r['name']:<28}{r['win_share']:>10.3f}{f'[{lo:.3f}, {hi:.3f}]':>18}"
            f"{r['mean_votes']:>8.1f}{r['rating']:>9.2f}{r['mean_decision_s']:>8.3f}"
        )
    cut = [
        f"{r['name']} {r['cut_decisions']} of {r['decisions']}" for r in rows if r["cut_decisions"]
    ]
    if cut:  # a loaded machine: those searches stopped early, weaker than their level
        print("decisions cut by their cap (the machine too slow): " + "; ".join(cut))
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
