"""The review's values: what every legal choice of one decision is worth, in votes, from the
seat's view at that moment (``guildes.ai.review`` builds the review on these).

``value_choices(view, legal, depth)`` samples worlds consistent with the view (the
search's sampler: ``guildes.ai.sampler`` for the draft and the play, ``guildes.ai.tricks``
at a Dirty Trick turn, which also samples the discard pile), never the real hidden
cards. In each world every legal choice is made in turn, the other seats' choices of that
step drawn at random, and the game is played out to its end by the search's playout
policy (``Depth.guide``: the fraction of picks steered to winnable majorities,
``guildes.ai.rollout``; 0: uniformly random). A choice is worth the seat's mean final
margin: its votes minus the best other seat's, over the worlds.

Every choice meets the same worlds and the same random numbers (common random numbers),
so the differences between choices (the votes given up) are much steadier than the
values. The seed comes from the view alone (``guildes.ai.seeds.view_seed``) and the
budget is counted in worlds, never in seconds: the same view gives the same values on any
machine, whatever the cards it cannot see.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from guildes.ai.knowledge import round_event
from guildes.ai.mcts import random_card
from guildes.ai.rollout import play_out_steered
from guildes.ai.sampler import SamplingError, sample_world
from guildes.ai.seeds import view_seed
from guildes.ai.tricks import TrickWorld, apply_in_world, sample_trick_world, unplaced_cards
from guildes.ai.world import World, play_out
from guildes.rules import NUM_GUILDS, Choice, EventCard, Phase, SeatView

_RANGE = range(NUM_GUILDS)
SAMPLING_TRIES = 20
"""Samplings tried for one world before the world is given up (the sampler may fail on a
rare view; a decision with no world at all is not valued)."""


@dataclass(frozen=True, slots=True)
class Depth:
    """How hard the review looks: worlds per decision, and the playout policy."""

    name: str
    worlds: int
    """Worlds each choice of a decision is played out in..."""
    max_playouts: int
    """...unless the decision has so many choices (a Dirty Trick with hundreds of
    targets) that ``worlds`` times their number passes this: then fewer worlds..."""
    min_worlds: int
    """...but never fewer than this."""
    guide: float
    """Share of the playouts' picks steered to winnable majorities (0: random)."""

    def worlds_for(self, choices: int) -> int:
        """Worlds for a decision of ``choices`` legal choices."""
        return max(self.min_worlds, min(self.worlds, self.max_playouts // max(1, choices)))


QUICK = Depth("quick", worlds=192, max_playouts=2400, min_worlds=8, guide=0.5)
"""The default depth (a 4-player base game in well under 30 s on two shared cores)."""
DEEP = Depth("deep", worlds=768, max_playouts=9600, min_worlds=24, guide=0.5)
"""The deep review: four times the worlds, steadier values."""
DEPTHS: dict[str, Depth] = {d.name: d for d in (QUICK, DEEP)}


class NoWorld(RuntimeError):
    """No world consistent with the view could be sampled: the decision is not valued."""


def margin(totals: Sequence[int], me: int) -> int:
    """``me``'s votes minus the best other seat's."""
    return totals[me] - max(v for s, v in enumerate(totals) if s != me)


def _flat_play(view: SeatView) -> bool:
    """A play that is not one card for every seat at once: in turn, in batches of one or
    two, or face down (the seat's cards go to its table, the others play in the playout)."""
    return view.phase is Phase.PLAY and round_event(view) in (
        EventCard.ONE_AT_A_TIME,
        EventCard.ONE_OR_TWO,
        EventCard.FACE_DOWN,
    )


Sampled = World | TrickWorld
Step = Callable[[Sampled, Choice, random.Random], World]
"""Makes one choice in a copy of a sampled world and returns the world to play out."""


def card_step(view: SeatView) -> Step:
    """Making a pick, a play or a gift in a world: a step where every seat chooses at once
    (the others at random), or, for a flat play, the seat's cards put on its table."""
    me = view.seat
    flat = _flat_play(view)

    def step(sampled: Sampled, choice: Choice, rnd: random.Random) -> World:
        assert isinstance(sampled, World)
        world = sampled.copy()
        if flat:
            for g in (choice.guild, choice.other_guild):
                if g is not None:
                    world.hands[me][g] -= 1
                    world.tables[me][g] += 1
            return world
        joint = [random_card(h, rnd) if s != me else 0 for s, h in enumerate(world.hands)]
        joint[me] = choice.guild
        world.apply(joint, rnd.random)
        return world

    return step


def _trick_step(view: SeatView) -> Step:
    """This seat's trick turn in a sampled trick world (``guildes.ai.tricks``)."""
    me = view.seat
    trick = view.tricks[me]
    drawn = [g for g in _RANGE for _ in range(view.drawn[g])]

    def step(sampled: Sampled, choice: Choice, rnd: random.Random) -> World:
        assert isinstance(sampled, TrickWorld)
        copy = TrickWorld(sampled.world.copy(), sampled.pile[:])
        apply_in_world(copy, me, trick, choice, drawn, rnd)
        return copy.world

    return step


def _sampler(view: SeatView) -> Callable[[random.Random], Sampled]:
    """Draws one world consistent with ``view`` (NoWorld after ``SAMPLING_TRIES``)."""
    if view.phase is Phase.TRICKS:
        unplaced = unplaced_cards(view)
        return lambda rnd: sample_trick_world(view, rnd, unplaced)

    def draw(rnd: random.Random) -> Sampled:
        for _ in range(SAMPLING_TRIES):
            try:
                return sample_world(view, rnd)
            except SamplingError:
                continue
        raise NoWorld("no world fits this view")

    return draw


def value_choices(
    view: SeatView, legal: Sequence[Choice], depth: Depth = QUICK
) -> dict[Choice, float]:
    """Each legal choice's value from ``view``: the seat's mean final margin in votes over
    the sampled worlds (see the module docstring), in the order of ``legal``. NoWorld if
    no world fits the view."""
    if not legal:
        return {}
    rnd = random.Random(view_seed(view, f"review:{depth.name}"))
    draw = _sampler(view)
    step = _trick_step(view) if view.phase is Phase.TRICKS else card_step(view)
    me = view.seat
    totals = dict.fromkeys(legal, 0)
    worlds = 0
    for _ in range(depth.worlds_for(len(legal))):
        try:
            sampled = draw(rnd)
        except NoWorld:
            continue
        worlds += 1
        play_seed = rnd.getrandbits(64)
        for choice in legal:
            same = random.Random(play_seed)  # the same random numbers for every choice
            world = step(sampled, choice, same)
            if depth.guide > 0:
                play_out_steered(world, same, depth.guide)
            else:
                play_out(world, same)
            totals[choice] += margin(world.totals, me)
    if not worlds:
        raise NoWorld("no world fits this view")
    return {c: totals[c] / worlds for c in legal}
