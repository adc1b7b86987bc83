"""``mcts``: information-set Monte Carlo tree search with decoupled simultaneous moves.

Each iteration takes a world consistent with the seat's view (``guildes.ai.sampler``: hands it
saw, cards it passed, counts per hand, unseen cards in the deck; never the hidden state),
from a pool of sampled worlds reused round-robin (multi-world determinization), and walks
an open-loop tree keyed by this seat's own choices. At every node all seats choose at
once: each seat picks by UCB over its own statistics for the cards it holds in that world
(decoupled UCT with availability counts), so no seat sees another's pending choice. A
new node is followed by a rollout (uniformly random by default; guided toward winnable
majorities pick by pick with ``greed``, or steered the same way at a fraction of the cost
with ``guide``: neither measured stronger at 1.0 s) to the end of the game, scored by
the vote margin: each seat's final votes minus the best other seat's, squashed to
[0, 1] by a logistic of width ``scale / 3`` (12 votes by default). With ``full=0`` the
rollout stops at the end of the voting round and the margin counts the current tables
again in the later rounds (weighted by ``future``): cheaper, but it measured weaker (0.50
against 0.65 win share against three heuristic players at 0.2 s per decision), before the
sampler's fix of 2026-12-04; after it, at 6 players on the same 66 deals, 34.8% at 13,000
iterations, 24.2% at 21,000 (the full rollouts' wait) and the full rollouts 24.2%: no
lead, the spread of one setting's luck (``docs/benchmarks.md``).

Budget (``guildes.ai.budget``): ``work`` iterations at a 4-player table without the Dirty
Tricks, scaled to the decision's table and kind (what the levels use: deterministic), or
``iters`` iterations exactly, or ``time`` seconds per decision (default 1.0; for
experiments only: a decision then depends on the machine); ``cap`` seconds stops a counted
budget early, as a safety on a very slow machine (``cut`` then says so).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence

from guildes.ai.agent import Agent, register
from guildes.ai.bandit import Bandit
from guildes.ai.budget import Budget, decision_budget
from guildes.ai.heuristic import HeuristicAgent
from guildes.ai.inference import reweighted
from guildes.ai.knowledge import round_event
from guildes.ai.rollout import play_out_guided, play_out_steered
from guildes.ai.sampler import SamplingError, sample, sample_world
from guildes.ai.tricks import search_trick
from guildes.ai.world import OVER, World, play_out
from guildes.rules import (
    NUM_GUILDS,
    VOTING_ROUNDS,
    Choice,
    ChoiceKind,
    EventCard,
    Phase,
    SeatView,
    count_votes,
)

_RANGE = range(NUM_GUILDS)

_LOGS: list[float] = [0.0]
"""``math.log(a)`` at index ``a`` >= 1 (the UCB's availability counts), grown by
``_logs_to`` as a search needs: a list lookup costs less than a call in the tree's
innermost loop, and gives the same value to the bit."""


def _logs_to(size: int) -> list[float]:
    """The table of logarithms with at least ``size`` entries. A longer table is built
    whole and then put in place, never grown in place: two searches in two threads never
    see one half-grown."""
    global _LOGS
    logs = _LOGS
    if len(logs) < size:
        logs = logs + [math.log(a) for a in range(len(logs), max(size, 2 * len(logs)))]
        _LOGS = logs
    return logs


class _Node:
    """Per-seat visit counts, rewards and availability for each guild; children by the
    searching seat's choice."""

    __slots__ = ("visits", "rewards", "avail", "children")

    def __init__(self, n: int) -> None:
        self.visits = [[0] * 9 for _ in range(n)]
        self.rewards = [[0.0] * 9 for _ in range(n)]
        self.avail = [[0] * 9 for _ in range(n)]
        self.children: dict[int, _Node] = {}


def _flat_decision(view: SeatView) -> bool:
    """True when the decision is not one card for every seat at once, the step the tree
    searches: under an Event card, a gift to a redistribution, and a play in turn, in
    batches or face down."""
    event = round_event(view)
    if view.phase is Phase.REDISTRIBUTE:
        return True
    return view.phase is Phase.PLAY and event in (
        EventCard.ONE_AT_A_TIME,
        EventCard.ONE_OR_TWO,
        EventCard.FACE_DOWN,
    )


def random_card(hand: list[int], rnd: random.Random) -> int:
    """A card of ``hand`` at random (its guild)."""
    r = math.floor(rnd.random() * sum(hand))
    for g in _RANGE:
        r -= hand[g]
        if r < 0:
            return g
    raise ValueError("an empty hand")


def evaluate(world: World, future: float, scale: float, field: float = 0.0) -> list[float]:
    """Reward in [0, 1] per seat: the squashed margin of its projected votes (exact final
    votes once the game is over) over the other seats': over the best of them, or with
    ``field`` > 0 partly (1: wholly) over their mean."""
    n = world.n
    value = [float(v) for v in world.totals]
    if world.phase != OVER:
        # The round just counted; the current tables will be counted again in each later
        # round (valued at the next count's rates, to spare a second count).
        rounds_left = VOTING_ROUNDS - world.round + 1
        later = count_votes(world.tables, world.round)
        for s in range(n):
            value[s] += future * rounds_left * later[s]
    else:
        scale = scale / 3
    # The best other seat's value: the best value, or for the seat holding it alone the
    # second best (equal to the best when two seats share it).
    leader = max(range(n), key=value.__getitem__)
    best = value[leader]
    second = max([v for s, v in enumerate(value) if s != leader])
    total = sum(value)
    exp = math.exp
    out = []
    for s in range(n):
        v = value[s]
        other = second if s == leader else best
        if field:
            other += field * ((total - v) / (n - 1) - other)
        x = (v - other) / scale
        out.append(1.0 / (1.0 + exp(-(30.0 if x > 30.0 else -30.0 if x < -30.0 else x))))
    return out


@register
class MctsAgent(Agent):
    """Information-set MCTS; see the module docstring. Parameters: ``work`` (iterations at 4
    players, scaled), ``iters`` (iterations), ``time`` (seconds per decision, when neither
    is given), ``cap`` (seconds, a safety stop of a counted budget), ``c`` (exploration),
    ``worlds`` (sampled worlds in the pool), ``future``, ``scale`` and ``field``
    (evaluation), ``depth``, ``greed``, ``guide``, ``full`` (rollouts; ``others=1``: the
    steered playouts steer the other seats only, this seat picks at random), ``prior``
    (heuristic head start; ``fade=0``: a constant bias instead of one fading with visits),
    ``infer`` (the draft after the first pick: the worlds drawn from twice as many samples
    in proportion to how likely the other seats' picks of the round in them are if they
    pick like the normal level, with that sharpness per vote; ``guildes.ai.inference``; an
    experiment, no lead measured; ``inferto``: the last voting round it reads, 3 by
    default; ``infess``: the weights tempered to keep that share of the samples' effective
    size) and ``careful`` (the Dirty Tricks in the playouts: 1, this round's played out by
    the careful policy, ``guildes.ai.trick_policy``, the later rounds' by the cheap one; 2,
    the later rounds' by the careful one too: twice the cost per playout, and weaker at
    1.0 s, 48.7% against 66.2% on the same 80 deals; 0, all by the cheap one)."""

    name = "mcts"
    params = {
        "time": float,
        "iters": int,
        "work": int,
        "cap": float,
        "c": float,
        "worlds": int,
        "future": float,
        "scale": float,
        "depth": int,
        "greed": float,
        "full": int,
        "prior": float,
        "field": float,
        "guide": float,
        "careful": int,
        "others": int,
        "fade": int,
        "infer": float,
        "inferto": int,
        "infess": float,
    }

    last_iterations: int = 0
    careful: int = 1
    budget: Budget | None = None

    @classmethod
    def with_budget_of(cls, settings: dict[str, float], seed: int) -> MctsAgent:
        """A search with only the budget (``work``, ``iters``, ``cap``, ``time``) of
        another agent's ``settings``: where ``flat`` and ``foresight`` hand a decision on."""
        budget = {k: v for k, v in settings.items() if k in ("work", "iters", "cap", "time")}
        return cls(seed, **budget)

    @property
    def cut(self) -> bool:
        """True when the last decision's search was stopped by its ``cap`` before its
        iterations were done (a slow or overloaded machine)."""
        return self.budget is not None and self.budget.cut

    def choose(self, view: SeatView, legal: Sequence[Choice]) -> Choice:
        """The choice visited most by the search."""
        self.budget = None
        if len(legal) == 1:
            return legal[0]
        budget = decision_budget(self.settings, view)
        self.budget = budget
        c = float(self.settings.get("c", 0.7))
        pool_size = int(self.settings.get("worlds", 64))
        future = float(self.settings.get("future", 0.5))
        # A wide squash keeps the reward informative when the seat trails (a margin of
        # -10 votes still differs from -20): 36 (12 at the end of the game) measured
        # clearly stronger than 12 at 4 and 6 players.
        scale = float(self.settings.get("scale", 36.0))
        depth = int(self.settings.get("depth", 4))
        greed = float(self.settings.get("greed", 0.0))
        full = bool(int(self.settings.get("full", 1)))
        prior_weight = float(self.settings.get("prior", 0.0))
        field = float(self.settings.get("field", 0.0))
        guide = float(self.settings.get("guide", 0.0))
        free = view.seat if int(self.settings.get("others", 0)) else -1
        fade = bool(int(self.settings.get("fade", 1)))
        infer = float(self.settings.get("infer", 0.0))
        self.careful = int(self.settings.get("careful", 1))
        rnd = self.rng
        if view.phase is Phase.TRICKS:
            choice, self.last_iterations = search_trick(
                view,
                legal,
                rnd,
                budget,
                c,
                lambda world: evaluate(world, future, scale, field),
                self.careful,
            )
            return choice
        if _flat_decision(view):
            return self._flat(view, legal, budget, c, future, scale, field)
        bias = self._bias(view, legal, prior_weight) if prior_weight > 0 else None
        me = view.seat
        start_round = view.voting_round
        worlds: list[World] = []
        if infer > 0 and self._reads_picks(view):
            worlds = self._inferred_worlds(view, pool_size, infer)
        root = _Node(view.players)
        it = 0
        logs = _logs_to(1024)
        while budget.more(it):
            if it + 2 >= len(logs):  # an availability count reaches at most it + 1
                logs = _logs_to(2 * len(logs))
            if len(worlds) < pool_size and not self._sample_into(worlds, view):
                if not worlds:  # no world fits this view: the heuristic player decides
                    return HeuristicAgent(self.seed).choose(view, legal)
                pool_size = len(worlds)
            world = worlds[it % len(worlds)].copy()
            it += 1
            self._iterate(
                root,
                world,
                me,
                start_round,
                logs,
                c,
                future,
                scale,
                depth,
                greed,
                full,
                rnd,
                bias,
                field,
                guide,
                free,
                fade,
            )
        self.last_iterations = it
        stats = root.visits[me]
        legal_guilds = {ch.guild: ch for ch in legal}
        best = max(legal_guilds, key=lambda g: (stats[g], root.rewards[me][g], -g))
        return legal_guilds[best]

    def _sample_into(self, worlds: list[World], view: SeatView, tries: int = 20) -> bool:
        """Add a world sampled from ``view`` to ``worlds``; False if ``tries`` samplings all
        failed (a view the sampler cannot explain, e.g. a card received in a
        redistribution already played)."""
        for _ in range(tries):
            try:
                world = sample_world(view, self.rng)
            except SamplingError:
                continue
            worlds.append(self._ready(world))
            return True
        return False

    def _ready(self, world: World) -> World:
        """``world`` set to play the Dirty Tricks in its playouts as ``careful`` says."""
        if not self.careful:
            world.careful_round = 0
        world.careful_later = self.careful >= 2
        return world

    def _reads_picks(self, view: SeatView) -> bool:
        """Whether ``infer`` weighs the worlds of this decision by the picks: in the draft
        after the first pick, up to round ``inferto``. (Reading the whole draft in the play
        too gave up as many votes: 0.913 against 0.911 per play decision.)"""
        if view.voting_round > int(self.settings.get("inferto", VOTING_ROUNDS)):
            return False
        return view.phase is Phase.DRAFT and view.step > 1

    def _inferred_worlds(self, view: SeatView, size: int, beta: float) -> list[World]:
        """``size`` worlds drawn from twice as many samples of ``view`` in proportion to
        how likely the other seats' picks in them are (``guildes.ai.inference``); empty if
        no sample fits the view."""
        drawn = []
        for _ in range(2 * size):
            try:
                drawn.append(sample(view, self.rng))
            except SamplingError:
                continue
        if not drawn:
            return []
        spread = float(self.settings.get("infess", 0.0))
        kept = reweighted(view, drawn, beta, size, self.rng, spread)
        return [self._ready(k.world.copy()) for k in kept]

    def _flat(
        self,
        view: SeatView,
        legal: Sequence[Choice],
        budget: Budget,
        c: float,
        future: float,
        scale: float,
        field: float,
    ) -> Choice:
        """A decision that is not one card for every seat at once (a gift to a
        redistribution, a pair of cards, a card played in turn or face down): each legal
        choice is tried on sampled worlds (UCB1 over the choices), the rest of the round
        and the game played out at random; the choice tried most wins."""
        rnd = self.rng
        me = view.seat
        bandit = Bandit(legal, c, rnd)
        worlds: list[World] = []
        it = 0
        pool_open = True
        while budget.more(it):
            if pool_open and len(worlds) < 64 and not self._sample_into(worlds, view):
                if not worlds:
                    return HeuristicAgent(self.seed).choose(view, legal)
                pool_open = False
            world = worlds[it % len(worlds)].copy()
            it += 1
            choice = bandit.pick()
            if choice.kind is ChoiceKind.GIVE:
                joint = [random_card(world.hands[s], rnd) for s in range(world.n)]
                joint[me] = choice.guild
                world.apply(joint, rnd.random)
            else:
                for g in (choice.guild, choice.other_guild):
                    if g is not None:
                        world.hands[me][g] -= 1
                        world.tables[me][g] += 1
            play_out(world, rnd)
            bandit.record(choice, evaluate(world, future, scale, field)[me])
        self.last_iterations = it
        return bandit.best()

    def _bias(self, view: SeatView, legal: Sequence[Choice], weight: float) -> list[float]:
        """A head start per guild for this seat at the root: the heuristic player's view
        of each legal choice, scaled to [0, weight] (progressive bias: it fades as
        ``weight / (1 + visits)``)."""
        scores = HeuristicAgent(self.seed).scores(view, legal)
        floor = min((v for v in scores.values() if v > -1e8), default=0.0)
        values = {g: max(v, floor) for g, v in scores.items()}
        lo, hi = min(values.values()), max(values.values())
        bias = [0.0] * NUM_GUILDS
        for g, v in values.items():
            bias[g] = weight * ((v - lo) / (hi - lo) if hi > lo else 0.5)
        return bias

    @staticmethod
    def _iterate(
        root: _Node,
        world: World,
        me: int,
        start_round: int,
        logs: list[float],
        c: float,
        future: float,
        scale: float,
        max_depth: int,
        greed: float,
        full: bool,
        rnd: random.Random,
        bias: list[float] | None = None,
        field: float = 0.0,
        guide: float = 0.0,
        free: int = -1,
        fade: bool = True,
    ) -> None:
        n = world.n
        path: list[tuple[_Node, list[int]]] = []
        node = root
        rand = rnd.random
        sqrt = math.sqrt
        while True:
            joint = []
            hands = world.hands
            for s in range(n):
                hand = hands[s]
                visits, rewards, avail = node.visits[s], node.rewards[s], node.avail[s]
                boost = bias if s == me and node is root else None
                best_g, best_v = -1, -1.0
                for g in _RANGE:
                    if hand[g]:
                        a = avail[g] + 1
                        avail[g] = a
                        v = visits[g]
                        if v:
                            u = rewards[g] / v + c * sqrt(logs[a] / v)
                        else:
                            u = 1e9 + rand()
                        if boost is not None:
                            u += boost[g] / (1 + v) if fade else boost[g]
                        if u > best_v:
                            best_g, best_v = g, u
                joint.append(best_g)
            path.append((node, joint))
            world.apply(joint, rand)
            if world.phase == OVER or world.round != start_round:
                if full:
                    if guide > 0:
                        play_out_steered(world, rnd, guide, free=free)
                    else:
                        play_out(world, rnd)
                break
            child = node.children.get(joint[me])
            if child is None or len(path) >= max_depth:
                if child is None:
                    node.children[joint[me]] = _Node(n)
                if greed > 0:
                    play_out_guided(world, rnd, greed, to_round_end=not full)
                elif guide > 0:
                    play_out_steered(world, rnd, guide, to_round_end=not full, free=free)
                else:
                    play_out(world, rnd, to_round_end=not full)
                break
            node = child
        reward = evaluate(world, future, scale, field)
        for nd, jt in path:
            node_visits, node_rewards = nd.visits, nd.rewards
            for s, g in enumerate(jt):
                node_visits[s][g] += 1
                node_rewards[s][g] += reward[s]


def iterations_per_second(
    view: SeatView,
    seconds: float = 1.0,
    seed: int = 0,
    legal: Sequence[Choice] | None = None,
) -> float:
    """Search iterations per second at ``view`` (for the benchmark); ``legal`` defaults
    to a pick or play of each guild in the hand."""
    from guildes.rules import PICKS, PLAYS

    agent = MctsAgent(seed, time=seconds)
    if legal is None:
        table = PICKS if view.phase.value == "draft" else PLAYS
        legal = [table[g] for g in range(9) if view.hand[g]]
    start = time.perf_counter()
    agent.choose(view, legal)
    return agent.last_iterations / (time.perf_counter() - start)
