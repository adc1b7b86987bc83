"""How far the expert's search gets when it knows every hidden card: a one-off bound on
what better inference could win at a table, kept so it can be repeated.

``python docs/clairvoyant_bound.py PLAYERS GAMES SEED [WORK [present]]`` plays the
arena's games (``python -m guildes.ai.arena --players PLAYERS --agents
mcts:work=WORK:cap=12,heuristic,... --games GAMES --seed SEED --jobs 1``: the same deals,
seats and agent seeds) with the expert replaced by the same search whose worlds are all
the real one (``world_from_game``: the other hands, the deck's order, everything the
referee knows), and prints the arena's JSON for it. With ``present`` it knows the cards
in play but not what is to come: each world is the real one with the deck shuffled and
the unrevealed Event cards (the later rounds' directions) drawn again, as the seat would
draw them. Base game only: the Event cards' and the Dirty Tricks' own searches sample
their worlds elsewhere. Not an agent and not a level: it reads the referee's state.

Where its win share is far above the honest expert's on the same deals, what the seat
cannot see is what limits the expert; where it is not, the search itself is.
"""

import json
import sys
import time

from script_args import int_args

from guildes.ai.agent import make_agent
from guildes.ai.mcts import MctsAgent
from guildes.ai.sampler import sample_event_cards
from guildes.ai.world import World, shuffle, world_from_game
from guildes.rules import Game, GameConfig, SeatView


class Clairvoyant(MctsAgent):
    """The expert's search on the real world only (set ``game`` before each decision);
    with ``present``, the deck and the later Event cards drawn again in each world."""

    game: Game
    present: bool = False

    def _sample_into(self, worlds: list[World], view: SeatView, tries: int = 20) -> bool:
        world = world_from_game(self.game)
        if self.present:
            shuffle(world.deck, self.rng)
            world.dirs, world.events = sample_event_cards(view, self.rng)
        worlds.append(self._ready(world))
        return True


def play(
    players: int, game_index: int, seed: int, work: int, present: bool = False
) -> tuple[float, int, float, int]:
    """One arena game (as ``guildes.ai.arena._game``): the clairvoyant's share of the win,
    its votes, its thinking time and its decisions."""
    specs = ["clairvoyant"] + ["heuristic"] * (players - 1)
    shift = game_index % players
    seated = specs[shift:] + specs[:shift]
    game_seed = seed * 100_003 + game_index
    agents = [
        Clairvoyant(game_seed * 101 + i, work=work, cap=12.0)
        if spec == "clairvoyant"
        else make_agent(spec, game_seed * 101 + i)
        for i, spec in enumerate(seated)
    ]
    me = seated.index("clairvoyant")
    agents[me].present = present
    game = Game(GameConfig(players=players, seed=game_seed))
    think, decisions = 0.0, 0
    while not game.is_over:
        joint = {}
        for seat in game.to_choose():
            agent = agents[seat]
            if isinstance(agent, Clairvoyant):
                agent.game = game
                start = time.perf_counter()
            joint[seat] = agent.choose(game.view(seat), game.legal_choices(seat))
            if seat == me:
                think += time.perf_counter() - start
                decisions += 1
        game.choose_all(joint)
    assert game.outcome is not None
    winners = game.outcome.winners
    share = 1.0 / len(winners) if me in winners else 0.0
    return share, game.scores[me], think, decisions


if __name__ == "__main__":
    players, games, seed, work = int_args(__doc__, [None, None, None, 13000])
    present = sys.argv[5:6] == ["present"]
    name = f"clairvoyant{' (present)' if present else ''} mcts:work={work}:cap=12"
    rows = [play(players, i, seed, work, present) for i in range(games)]
    decisions = max(1, sum(r[3] for r in rows))
    print(
        json.dumps(
            {
                "agents": [
                    {
                        "name": name,
                        "games": games,
                        "win_share": sum(r[0] for r in rows) / games,
                        "mean_votes": sum(r[1] for r in rows) / games,
                        "mean_decision_s": sum(r[2] for r in rows) / decisions,
                    }
                ]
            }
        )
    )
