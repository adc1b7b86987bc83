"""How often the sampler explains the views after a Redistribution (a one-off check, kept
so it can be repeated): ``python docs/redistribution_samples.py [FIRST [GAMES]]``.

Event-card games between ``heuristic`` players (seeds FIRST on, default 1000 and 100
games, 3 to 6 players in turn); at every play decision after a Redistribution, 40 samples
of the seat's view (``guildes.ai.sampler.sample_world``). Printed: the views, the share of
samples that fit, and the share of the worst view (0: a view the search cannot explain).
"""

import random

from script_args import int_args

from guildes.ai.agent import make_agent
from guildes.ai.match import joint_choices
from guildes.ai.sampler import SamplingError, sample_world
from guildes.rules import Game, GameConfig, Phase

TRIES = 40


def main(first: int, games: int) -> None:
    fitted = views = 0
    worst = 1.0
    for seed in range(first, first + games):
        players = 3 + seed % 4
        game = Game(GameConfig(players=players, seed=seed, variants=frozenset({"event_cards"})))
        agents = [make_agent("heuristic", seed * 7 + s) for s in range(players)]
        rnd = random.Random(seed)
        while not game.is_over:
            for seat, _legal in game.open_choices():
                view = game.view(seat)
                if view.phase is not Phase.PLAY or view.gave is None:
                    continue
                ok = 0
                for _ in range(TRIES):
                    try:
                        sample_world(view, rnd)
                        ok += 1
                    except SamplingError:
                        pass
                views += 1
                fitted += ok
                worst = min(worst, ok / TRIES)
            game.choose_all(joint_choices(game, agents))
    if not views:  # (a few games may hold no Redistribution: no view to sample)
        print(f"views 0: no Redistribution in the {games} games from seed {first}")
        return
    print(f"views {views}, samples that fit {fitted / (views * TRIES):.3f}, worst view {worst:.3f}")


if __name__ == "__main__":
    main(*int_args(__doc__, [1000, 100]))
