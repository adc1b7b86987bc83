"""The regret reference's noise floor in one voting round's draft at 6 players (a one-off
measurement, kept so it can be repeated: ``python docs/regret_floor.py [ROUND [OTHER]]``).

The draft decisions of ``ROUND`` in the games of ``python -m guildes.ai.regret --players
6 --games 24 --every 1 --seed 4 --phase draft --rounds ROUND`` are valued twice, by
``guildes.ai.regret.positions_of_game``: by the reference's own 24 continuations and by
``OTHER`` (default 72) independent ones (``value_seed``). Printed: the regret, on the
24-continuation values, of the choice best by the others (what a player that knew every
hidden card and valued each choice the reference's way would show, plus the others' own
noise), and the same the other way round. Two jobs."""

import multiprocessing

from script_args import int_args

from guildes.ai.regret import positions_of_game
from guildes.rules import Phase

PLAYERS, SEED, GAMES, CONT, OFFSET = 6, 4, 24, 24, 5_000_000
ROUND, CONT_B = int_args(__doc__, [1, 72])


def values(args):
    game_index, continuations, offset = args
    positions = positions_of_game(
        PLAYERS,
        game_index,
        SEED,
        1,
        continuations,
        "heuristic",
        phase=Phase.DRAFT,
        rounds=frozenset({ROUND}),
        value_seed=offset,
    )
    return [p.values for p in positions]


if __name__ == "__main__":
    tasks = [(i, c, o) for i in range(GAMES) for c, o in ((CONT, 0), (CONT_B, OFFSET))]
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        done = pool.map(values, tasks)
    rows = [pair for a, b in zip(done[::2], done[1::2]) for pair in zip(a, b, strict=True)]
    floor = [max(a.values()) - a[max(b, key=b.get)] for a, b in rows]
    rev = [max(b.values()) - b[max(a, key=a.get)] for a, b in rows]
    n = len(rows)
    print(
        f"round {ROUND} draft positions {n}: regret on the {CONT}-continuation reference"
        f" of the choice best by an independent {CONT_B}-continuation one: {sum(floor) / n:.2f}"
    )
    print(f"  the other way ({CONT}-best measured on {CONT_B}): {sum(rev) / n:.2f}")
