"""How many sampled worlds carry the weight when the search reads the other seats' picks
(``mcts:infer=``)? A one-off check, kept so it can be repeated:
``python docs/inference_spread.py [SAMPLES]`` (default 128, the pool ``infer`` draws from).

At every other draft decision after the first pick of two games between ``heuristic``
players at 4 and at 6 players (seat 0, seeds 1 and 2), it samples the seat's view and
prints the weights' effective size (``guildes.ai.inference.effective_size``: 1 when one
sample carries all the weight, SAMPLES when all weigh the same) at two sharpnesses.
"""

import random

from script_args import int_args

from guildes.ai.agent import make_agent
from guildes.ai.inference import effective_size, pick_log_likelihood
from guildes.ai.match import joint_choices
from guildes.ai.sampler import sample
from guildes.rules import Game, GameConfig, Phase

BETAS = (0.5, 1.5)


def main(samples: int) -> None:
    """Print one line per decision: players, seed, round, pick, effective sizes."""
    print("players seed round pick  " + "  ".join(f"size(beta={b})" for b in BETAS))
    for players in (4, 6):
        for seed in (1, 2):
            game = Game(GameConfig(players=players, seed=seed))
            agents = [make_agent("heuristic", s) for s in range(players)]
            rnd = random.Random(seed)
            while not game.is_over:
                view = game.view(0)
                if view.phase is Phase.DRAFT and view.step > 1 and view.step % 2 == 0:
                    drawn = [sample(view, rnd) for _ in range(samples)]
                    sizes = [
                        effective_size([pick_log_likelihood(view, d, b) for d in drawn])
                        for b in BETAS
                    ]
                    print(
                        f"{players:7d} {seed:4d} {view.voting_round:5d} {view.step:4d}  "
                        + "  ".join(f"{x:13.1f}" for x in sizes)
                    )
                game.choose_all(joint_choices(game, agents))


if __name__ == "__main__":
    main(*int_args(__doc__, [128]))
