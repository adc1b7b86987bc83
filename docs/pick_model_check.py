"""Does a cheap model of how seats pick tell real drafts from the sampler's? A one-off
check, kept so it can be repeated: ``python docs/pick_model_check.py [PLAYERS [GAMES]]``
(default 6 players, 20 games between ``heuristic`` players, seeds 300 on).

The model: each pick is drawn from the hand in front of the seat with probability
proportional to ``exp(BETA * score)``, the score being the guided rollouts' one-more-card
value (``guildes.ai.rollout.pick_scores``, in votes) from the seat's table and picks so far.
Printed:

1. by voting round, where the normal level's real picks rank in that score's order among
   the cards of the hand (0: the lowest, 1: the highest, a random pick 0.5);
2. at a draft decision of round 1 (seat 0, after 2 to 4 picks), the share of 200 sampled
   drafts (``guildes.ai.sampler.sample``) that the model finds less likely than the real
   one: above 0.5 the model would move the samples toward the truth, below it away.
"""

import math
import random

from script_args import int_args

from guildes.ai.agent import make_agent
from guildes.ai.rollout import pick_scores
from guildes.ai.sampler import Sample, sample
from guildes.ai.world import world_from_game
from guildes.rules import NUM_GUILDS, Direction, Game, GameConfig, Phase, SeatView

BETA = 0.3


def log_likelihood(view: SeatView, drawn: Sample) -> float:
    """The model's log-probability of the other seats' picks this round in ``drawn``."""
    n, me = view.players, view.seat
    tables = [[t - p for t, p in zip(view.tables[s], view.round_played[s])] for s in range(n)]
    hands = [list(h) for h in drawn.round_start_hands]
    total, step = 0.0, 0
    while any((s, step) in drawn.picks for s in range(n)):
        scores = pick_scores(drawn.world, view.voting_round, tables)
        for s in range(n):
            g = drawn.picks.get((s, step))
            if g is None:
                continue
            hand = hands[s]
            if s != me and sum(hand) > 1:
                row = scores[s]
                held = [k for k in range(NUM_GUILDS) if hand[k]]
                norm = sum(hand[k] * math.exp(BETA * row[k]) for k in held)
                total += BETA * row[g] - math.log(norm)
            hand[g] -= 1
            tables[s][g] += 1
        hands = Direction(view.direction).pass_hands(hands)
        step += 1
    return total


def main(players: int, games: int) -> None:
    ranks: dict[int, list[float]] = {1: [], 2: [], 3: []}
    shares = []
    for i in range(games):
        seed = 300 + i
        game = Game(GameConfig(players=players, seed=seed))
        agents = [make_agent("heuristic", seed * 10 + s) for s in range(players)]
        checkpoint = 2 + i % 3
        while not game.is_over:
            if game.voting_round == 1 and game.phase is Phase.DRAFT and game.step == checkpoint + 1:
                view = game.view(0)
                memory = [game.view(s).draft_memory for s in range(players)]
                real = Sample(
                    world_from_game(game),
                    {(s, t): m.picked for s in range(players) for t, m in enumerate(memory[s])},
                    [list(memory[s][0].hand) for s in range(players)],
                )
                mark = log_likelihood(view, real)
                rnd = random.Random(seed)
                drawn = [log_likelihood(view, sample(view, rnd)) for _ in range(200)]
                shares.append(sum(x < mark for x in drawn) / len(drawn))
            joint = {}
            for s, legal in game.open_choices():
                view = game.view(s)
                joint[s] = choice = agents[s].choose(view, legal)
                guilds = [c.guild for c in legal]
                if view.phase is Phase.DRAFT and len(guilds) > 1:
                    totals = [list(t) for t in view.tables]
                    totals[s] = [t + k for t, k in zip(view.tables[s], view.kept)]
                    row = pick_scores(None, view.voting_round, totals)[s]  # type: ignore[arg-type]
                    mine = row[choice.guild]
                    below = sum(row[g] < mine for g in guilds)
                    level = sum(row[g] == mine for g in guilds) - 1
                    ranks[view.voting_round].append((below + level / 2) / (len(guilds) - 1))
            game.choose_all(joint)
    for r, xs in ranks.items():
        print(f"round {r}: the normal level's picks rank {sum(xs) / len(xs):.3f} ({len(xs)} picks)")
    print(f"real drafts more likely than sampled ones: {sum(shares) / len(shares):.3f}")


if __name__ == "__main__":
    main(*int_args(__doc__, [6, 20]))
