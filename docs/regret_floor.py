"""The regret reference's noise floor in one voting round's draft at 6 players (a one-off
measurement, kept so it can be repeated: ``python docs/regret_floor.py [ROUND]``).

For every draft decision of ``ROUND`` in the positions of ``python -m guildes.ai.regret
--players 6 --games 24 --every 1 --seed 4`` (the same games, seats and decisions), each
legal choice is valued twice: by the reference's own 24 continuations and by 72 others.
Printed: the regret, on the 24-continuation values, of the choice best by the 72 (what a
player that always picks the truly best choice would show, plus the 72's own noise), and
the same the other way round. Two jobs."""

import multiprocessing
import sys

from guildes.ai import regret as R
from guildes.rules import Game, GameConfig, Phase

PLAYERS, SEED, CONT, CONT_B = 6, 4, 24, 72
ROUND = int(sys.argv[1]) if len(sys.argv) > 1 else 1


def value(game, joint, watched, choice, continuations, base):
    return R._value(game, joint, watched, choice, continuations, base, "heuristic")


def game_task(game_index):
    config = GameConfig(players=PLAYERS, seed=SEED * 100_003 + game_index)
    game = Game(config)
    agents = [R.make_agent("heuristic", SEED * 1_009 + game_index * 10 + s) for s in range(PLAYERS)]
    watched = game_index % PLAYERS
    out = []
    decisions = 0
    while not game.is_over:
        joint = R._joint(game, agents)
        if watched in joint:
            legal = game.legal_choices(watched)
            if len(legal) > 1:
                if game.voting_round == ROUND and game.phase is Phase.DRAFT:
                    base = SEED * 7_919 + game_index * 1_013 + decisions * 101
                    a = {c: value(game, joint, watched, c, CONT, base) for c in legal}
                    b = {c: value(game, joint, watched, c, CONT_B, base + 5_000_000) for c in legal}
                    out.append((a, b))
                decisions += 1
        game.choose_all(joint)
    return out


if __name__ == "__main__":
    with multiprocessing.get_context("spawn").Pool(2) as pool:
        rows = [r for g in pool.imap(game_task, range(24)) for r in g]
    floor = [max(a.values()) - a[max(b, key=b.get)] for a, b in rows]
    rev = [max(b.values()) - b[max(a, key=a.get)] for a, b in rows]
    n = len(rows)
    print(
        f"round {ROUND} draft positions {n}: regret on the 24-continuation reference"
        f" of the choice best by an independent 72-continuation one: {sum(floor) / n:.2f}"
    )
    print(f"  the other way (24-best measured on 72): {sum(rev) / n:.2f}")
