"""``python -m guildes.ai.regret``: how far an agent's decisions fall from the best, position
by position.

Win shares need hundreds of games to tell two agents apart at six players (each game's
luck is large next to one decision). This measures decisions instead:

- **positions**: games in which every seat plays ``--opponent`` (``heuristic`` by default);
  one seat per game (game ``i`` watches seat ``i mod players``) and every ``--every``-th of
  its decisions that offers a real choice (two legal choices or more) is kept, as that seat's
  view and legal choices only (``--phase`` and ``--rounds`` keep only the decisions of one
  phase and of some voting rounds, e.g. the Dirty Trick turns of round 3);
- **reference values**: at each position every legal choice is played (the other seats'
  choices of that step are the ones they made), then the game is finished
  ``--continuations`` times by ``--opponent`` players from the referee's real state with
  the cards not yet dealt reshuffled (and the unrevealed Event cards), the same
  reshuffles and seeds for every choice (common random numbers). A choice is worth the
  watched seat's mean final margin: its votes minus the best other seat's;
- **regret**: the best choice's value minus the value of the agent's choice, in votes,
  averaged over positions and ``--seeds`` seeds per position, with half the width of its
  95% interval; each agent after the first is also compared with the first decision by
  decision (``minus first``: the paired difference and its 95% half-width). The
  regret of one decision is heavy-tailed (most cost nothing, a few cost ten votes or
  more), so small runs are noisy: at 6 players over 78 positions (``--games 8 --every
  3``) the expert measured 1.950 ±0.876 and two searches' paired difference ±0.8.
  Settle a smaller difference with more positions (``--every 1``, more games) or in the
  arena.

The reference is the value of a choice when everyone plays the opponent policy afterwards,
so it favours that policy's style a little; it is a yardstick for comparing searches and
settings, not an absolute strength. Agents see only the view and legal choices, as in a
game; only the referee's continuations read the real state. So a decision's regret
includes the cost of what its seat cannot know: in round 1's draft at 6 players (112
decisions of ``--games 24 --every 1 --seed 4``) the best choice by the reference's method
from the seat's view (``foresight:worlds=64``) gives up 5.63 votes per decision, where
the same method knowing the hidden cards, with 8 continuations, gives up 0.38
(``docs/regret_floor.py``).

Screening several settings on the same positions: ``--cache DIR`` keeps the positions
with their values, and later runs with the same positions' arguments read them (the
continuations are most of a run's time); ``--only "draft 1"`` measures the agents on the
decisions of some phases and rounds only (the positions, their values and the agents'
seeds stay the whole run's: the figures are the whole run's for those kinds), so
screening one phase costs only its own decisions.

Example::

    python -m guildes.ai.regret --players 6 --games 8 \
        --agents mcts:iters=7000,heuristic,greedy --jobs 2
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import json
import math
import multiprocessing
import pickle
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from multiprocessing.pool import Pool
from pathlib import Path
from typing import Any

from guildes.ai.agent import REGISTRY, make_agent, parse_spec
from guildes.ai.match import joint_choices, play_to_end
from guildes.ai.review_values import margin
from guildes.rules import Choice, ConfigError, Game, GameConfig, Phase, SeatView


@dataclass(frozen=True, slots=True)
class Position:
    """One decision of one seat: what the seat knows, and the referee's value of each
    legal choice (mean final margin in votes)."""

    view: SeatView
    legal: tuple[Choice, ...]
    values: dict[Choice, float]

    def regret(self, choice: Choice) -> float:
        """Votes lost against the best legal choice (0 for a best choice)."""
        return max(self.values.values()) - self.values[choice]


def _reshuffled(data: dict[str, Any], reshuffle: int) -> Game:
    """The state ``data`` with the cards not yet dealt and the unrevealed Event cards in
    another random order (what no seat can know yet)."""
    data = dict(data)
    rnd = random.Random(reshuffle)
    deck = list(data["deck"])
    rnd.shuffle(deck)
    data["deck"] = deck
    events = list(data["event_order"])
    shown = data["voting_round"]
    hidden = events[shown:]
    rnd.shuffle(hidden)
    data["event_order"] = events[:shown] + hidden
    return Game.from_dict(data)


def _value(
    game: Game,
    joint: dict[int, Choice],
    seat: int,
    choice: Choice,
    continuations: int,
    base_seed: int,
    opponent: str,
) -> float:
    """``seat``'s mean final margin when it makes ``choice`` (the others making their
    ``joint`` choices) and ``opponent`` agents play the rest, over ``continuations``
    reshuffles of what is not yet dealt (the same reshuffles and agent seeds whatever
    ``choice`` is)."""
    step = {**joint, seat: choice}
    data = game.to_dict()
    total = 0
    for k in range(continuations):
        rest = _reshuffled(data, base_seed + k)
        rest.choose_all(step)
        if rest.is_over:  # the game's last step: nothing left to reshuffle or play
            return float(margin(rest.scores, seat))
        agents = [make_agent(opponent, (base_seed + k) * 31 + s) for s in range(rest.players)]
        play_to_end(rest, agents)
        total += margin(rest.scores, seat)
    return total / continuations


def positions_of_game(
    players: int,
    game_index: int,
    seed: int,
    every: int,
    continuations: int,
    opponent: str,
    variants: frozenset[str] = frozenset(),
    phase: Phase | None = None,
    rounds: frozenset[int] = frozenset(),
    value_seed: int = 0,
) -> list[Position]:
    """The positions of one game (see the module docstring), with ``variants`` on; only
    decisions of ``phase`` (if given) in ``rounds`` (if any) are kept, and counted for
    ``every``. ``value_seed`` shifts the continuations' seeds (0: the tool's own), so that
    the same decisions can be valued again by independent continuations."""
    config = GameConfig(players=players, seed=seed * 100_003 + game_index, variants=variants)
    game = Game(config)
    agents = [make_agent(opponent, seed * 1_009 + game_index * 10 + s) for s in range(players)]
    watched = game_index % players
    out: list[Position] = []
    decisions = 0
    while not game.is_over:
        joint = joint_choices(game, agents)
        if watched in joint:
            legal = game.legal_choices(watched)
            wanted = (phase is None or game.phase is phase) and (
                not rounds or game.voting_round in rounds
            )
            if len(legal) > 1 and wanted:
                if decisions % every == 0:
                    base = seed * 7_919 + game_index * 1_013 + decisions * 101 + value_seed
                    values = {
                        c: _value(game, joint, watched, c, continuations, base, opponent)
                        for c in legal
                    }
                    out.append(Position(game.view(watched), legal, values))
                decisions += 1
        game.choose_all(joint)
    return out


@dataclass(frozen=True, slots=True)
class Regret:
    """One agent's result over a set of positions."""

    name: str
    mean_regret: float
    """Mean votes lost per decision."""
    best_share: float
    """Share of decisions that chose a best choice."""
    decisions: int
    mean_decision_s: float
    regrets: tuple[float, ...] = ()
    """Each decision's regret, in the order of the positions (seeds within a position)."""
    kinds: tuple[str, ...] = ()
    """Each decision's phase and voting round (``kind_of``), beside ``regrets``."""

    def by_kind(self) -> dict[str, tuple[float, float, int]]:
        """Mean regret, its 95% half-width and the decisions, per phase and voting round
        (``"draft 1"``, ``"play 3"``...): where the votes are given up."""
        groups: dict[str, list[float]] = {}
        for kind, r in zip(self.kinds, self.regrets, strict=True):
            groups.setdefault(kind, []).append(r)
        return {
            k: (sum(v) / len(v), _half_width(v), len(v))
            for k, v in sorted(groups.items(), key=lambda kv: (kv[0][-1], kv[0]))
        }

    @property
    def half_width(self) -> float:
        """Half the width of a 95% interval of ``mean_regret`` (normal approximation)."""
        return _half_width(self.regrets)

    def paired_difference(self, other: Regret) -> tuple[float, float]:
        """This agent's mean regret minus ``other``'s over the same positions and seeds,
        and half the width of its 95% interval: paired decision by decision, which
        removes what the positions' difficulty adds to the noise of two separate means.
        ValueError if the two were not measured on the same decisions."""
        if len(self.regrets) != len(other.regrets) or not self.regrets:
            raise ValueError("paired only over the same positions and seeds")
        diffs = [a - b for a, b in zip(self.regrets, other.regrets, strict=True)]
        return sum(diffs) / len(diffs), _half_width(diffs)


def _half_width(values: Sequence[float]) -> float:
    """1.96 standard errors of the mean of ``values`` (0 for fewer than two)."""
    n = len(values)
    if n < 2:
        return 0.0
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return 1.96 * math.sqrt(var / n)


def kind_of(position: Position) -> str:
    """A position's phase and voting round, e.g. ``"draft 1"``."""
    return f"{position.view.phase.value} {position.view.voting_round}"


def _decide(args: tuple[str, int, Position]) -> tuple[float, float]:
    spec, seed, position = args
    agent = make_agent(spec, seed)
    start = time.perf_counter()
    choice = agent.choose(position.view, position.legal)
    return position.regret(choice), time.perf_counter() - start


def measure(
    spec: str,
    positions: Sequence[Position],
    seeds: int = 2,
    pool: Pool | None = None,
    numbers: Sequence[int] | None = None,
) -> Regret:
    """Regret of the agent ``spec`` over ``positions``, ``seeds`` seeds each. The agent's
    seeds follow each position's number in the whole run (``numbers``; by default 0, 1,
    ...), so that measuring some of the positions decides each as the whole run does."""
    numbered = range(len(positions)) if numbers is None else numbers
    tasks = [
        (spec, k * 7_919 + i, p)
        for i, p in zip(numbered, positions, strict=True)
        for k in range(seeds)
    ]
    results = list(pool.imap(_decide, tasks) if pool is not None else map(_decide, tasks))
    n = len(results)
    if n == 0:
        return Regret(spec, 0.0, 0.0, 0, 0.0)
    return Regret(
        spec,
        sum(r for r, _ in results) / n,
        sum(1 for r, _ in results if r == 0) / n,
        n,
        sum(t for _, t in results) / n,
        tuple(r for r, _ in results),
        tuple(kind_of(p) for p in positions for _ in range(seeds)),
    )


def _positions_task(
    args: tuple[int, int, int, int, int, str, frozenset[str], Phase | None, frozenset[int]],
) -> list[Position]:
    return positions_of_game(*args)


def _cache_key(tasks: Sequence[tuple[Any, ...]], opponent: str) -> str:
    """A name for the positions of ``tasks``: their arguments, and the source of the rules
    and of the ``opponent`` agent's code (positions played by other code are other
    positions)."""
    import guildes.rules

    digest = hashlib.sha256()
    for task in tasks:
        digest.update(repr([sorted(x) if isinstance(x, frozenset) else x for x in task]).encode())
    files = sorted(Path(guildes.rules.__file__).parent.glob("*.py"))
    files.append(Path(inspect.getfile(REGISTRY[parse_spec(opponent)[0]])))
    for path in files:
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def _read_cache(path: Path | None) -> list[Position] | None:
    """The positions kept at ``path``, or None when there are none (or the file is
    unreadable: they are then computed again and the file rewritten)."""
    if path is None or not path.is_file():
        return None
    try:
        with path.open("rb") as f:
            positions = pickle.load(f)
    except Exception as e:  # a broken or foreign file: computed again
        print(f"regret: ignoring the cache {path} ({e})", file=sys.stderr)
        return None
    if not isinstance(positions, list) or not all(isinstance(p, Position) for p in positions):
        print(f"regret: ignoring the cache {path} (not positions)", file=sys.stderr)
        return None
    return positions


def _write_cache(path: Path | None, positions: list[Position]) -> None:
    """Keep ``positions`` at ``path`` (written beside it, then moved into place)."""
    if path is None:
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    part = path.with_suffix(".part")
    with part.open("wb") as f:
        pickle.dump(positions, f)
    part.replace(path)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    p = argparse.ArgumentParser(
        prog="python -m guildes.ai.regret", description=" ".join(__doc__.split("\n\n")[0].split())
    )
    p.add_argument("--players", type=int, default=6)
    p.add_argument("--agents", required=True, help="comma-separated specs to measure")
    p.add_argument("--games", type=int, default=8)
    p.add_argument("--every", type=int, default=3, help="keep every k-th decision")
    p.add_argument("--continuations", type=int, default=24)
    p.add_argument("--opponent", default="heuristic")
    p.add_argument("--seeds", type=int, default=2, help="seeds per position and agent")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--variants", default="", help="comma-separated variants, e.g. event_cards")
    p.add_argument(
        "--phase",
        choices=[ph.value for ph in (Phase.DRAFT, Phase.REDISTRIBUTE, Phase.PLAY, Phase.TRICKS)],
        help="keep only decisions of this phase (e.g. tricks)",
    )
    p.add_argument(
        "--rounds", default="", help="keep only decisions of these voting rounds, e.g. 3 or 1,2"
    )
    p.add_argument(
        "--cache",
        type=Path,
        help="a folder keeping the positions and their values: a second run with the same "
        "positions' arguments (and the same engine and opponent code) reads them instead of "
        "playing the continuations again",
    )
    p.add_argument(
        "--only",
        default="",
        help="measure the agents on the positions of these kinds only, e.g. 'draft 1' or "
        "'play 2,play 3' (the positions, and the cache, are still the whole run's: a cheap "
        "screen of one phase on cached positions)",
    )
    args = p.parse_args(argv)
    phase = None if args.phase is None else Phase(args.phase)
    only = {k.strip() for k in args.only.split(",") if k.strip()}
    deciding = (Phase.DRAFT, Phase.REDISTRIBUTE, Phase.PLAY, Phase.TRICKS)
    kinds = {f"{ph.value} {r}" for ph in deciding for r in (1, 2, 3)}
    if not only <= kinds:
        p.error(f"--only: kinds such as 'draft 1' or 'play 3', not {args.only!r}")
    try:
        rounds = frozenset(int(r) for r in args.rounds.split(",") if r)
    except ValueError:
        p.error(f"--rounds: comma-separated round numbers, not {args.rounds!r}")
    if not rounds <= {1, 2, 3}:
        p.error("--rounds: the voting rounds are 1, 2 and 3")
    variants = frozenset(v for v in args.variants.split(",") if v)
    specs = [s for s in args.agents.split(",") if s]
    try:
        for spec in [*specs, args.opponent]:
            parse_spec(spec)
        GameConfig(players=args.players, seed=0, variants=variants)
    except (ValueError, ConfigError) as e:
        p.error(str(e))
    if min(args.games, args.every, args.continuations, args.seeds) < 1:
        p.error("--games, --every, --continuations and --seeds must be at least 1")
    tasks = [
        (
            args.players,
            i,
            args.seed,
            args.every,
            args.continuations,
            args.opponent,
            variants,
            phase,
            rounds,
        )
        for i in range(args.games)
    ]
    cached = (
        None
        if args.cache is None
        else args.cache / f"positions-{_cache_key(tasks, args.opponent)}.pickle"
    )
    positions = _read_cache(cached)
    pool = multiprocessing.get_context("spawn").Pool(args.jobs) if args.jobs > 1 else None
    try:
        if positions is None:
            mapped = (
                pool.imap(_positions_task, tasks)
                if pool is not None
                else map(_positions_task, tasks)
            )
            positions = [pos for game in mapped for pos in game]
            _write_cache(cached, positions)
        numbers = [i for i, pos in enumerate(positions) if not only or kind_of(pos) in only]
        positions = [positions[i] for i in numbers]
        rows = [measure(spec, positions, args.seeds, pool, numbers) for spec in specs]
    finally:
        if pool is not None:
            pool.close()
            pool.join()
    if args.json:
        out = {
            "players": args.players,
            "positions": len(positions),
            **({"only": sorted(only)} if only else {}),
            "agents": [
                {
                    "name": r.name,
                    "mean_regret": round(r.mean_regret, 4),
                    "ci95": round(r.half_width, 4),
                    **(
                        {"minus_first": [round(x, 4) for x in r.paired_difference(rows[0])]}
                        if i and r.decisions
                        else {}
                    ),
                    "best_share": round(r.best_share, 4),
                    "decisions": r.decisions,
                    "mean_decision_s": round(r.mean_decision_s, 4),
                    "by_kind": {
                        k: {"regret": round(m, 4), "ci95": round(h, 4), "decisions": n}
                        for k, (m, h, n) in r.by_kind().items()
                    },
                }
                for i, r in enumerate(rows)
            ],
        }
        print(json.dumps(out))
        return 0
    print(
        f"{len(positions)} positions from {args.games} games, {args.players} players, "
        f"opponent {args.opponent}, seed {args.seed}"
        + (f", only {', '.join(sorted(only))}" if only else "")
    )
    print(
        f"{'agent':<36}{'regret':>9}{'±95%':>8}{'best':>8}{'decisions':>11}{'s/dec':>8}"
        f"{'minus first':>18}"
    )
    for i, r in enumerate(rows):
        paired = ""
        if i and r.decisions:
            d, h = r.paired_difference(rows[0])
            paired = f"{d:+.3f} ±{h:.3f}"
        print(
            f"{r.name:<36}{r.mean_regret:>9.3f}{r.half_width:>8.3f}{r.best_share:>8.3f}"
            f"{r.decisions:>11}{r.mean_decision_s:>8.3f}{paired:>18}"
        )
    for r in rows:
        parts = "  ".join(f"{k} {m:.2f}±{h:.2f} ({n})" for k, (m, h, n) in r.by_kind().items())
        print(f"  {r.name}: {parts}")
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    # Run the importable module's ``main``, not this ``__main__`` copy's: the positions
    # kept by ``--cache`` are then ``guildes.ai.regret.Position``, which any program loads.
    from guildes.ai import regret

    sys.exit(regret.main())
