"""A sampled world of voting round 1's draft as an engine ``Game``: what ``foresight``
plays on."""

from __future__ import annotations

import random
from dataclasses import replace

from guildes.ai.sampler import Sample, sampled_event_order
from guildes.rules import Choice, Game, Phase, SeatView


def game_of_sample(view: SeatView, drawn: Sample, rnd: random.Random) -> Game:
    """The engine game of a world sampled at ``view`` (a draft decision of voting round 1):
    the sampled deal and Event cards, then the sampled picks of the steps already done,
    with chance after that seeded from ``rnd``. Its view of ``view.seat`` is ``view`` (but
    for the config's seed); ValueError if ``view`` is not a first-round draft."""
    if view.phase is not Phase.DRAFT or view.voting_round != 1:
        raise ValueError("only a first-round draft decision is rebuilt as a game")
    config = replace(view.config, seed=rnd.getrandbits(32))
    data = Game(config).to_dict()
    data["hands"] = [list(h) for h in drawn.round_start_hands]
    data["deck"] = list(drawn.world.deck)
    data["event_order"] = sampled_event_order(view, rnd)
    if "dirty_tricks" in config.variants:
        data["tricks"] = list(view.tricks)
    game = Game.from_dict(data)
    for step in range(view.step - 1):
        game.choose_all({s: pick(game, s, drawn.picks[(s, step)]) for s in range(view.players)})
    return game


def pick(game: Game, seat: int, guild: int) -> Choice:
    """``seat``'s legal choice that picks ``guild``."""
    return next(c for c in game.legal_choices(seat) if c.guild == guild)
