"""A compact, fast copy of the rules for AI search: a ``World`` of plain lists.

A world is one full state (every hidden card placed), either read from a real game (for
tests and the arena's referee) or sampled from a seat's view (``ai.sampler``). It plays
by exactly the rules of ``guildes.rules`` (``tests/ai/test_world.py`` plays both side by
side) but with no checks, no events and no history, so searches can run many playouts.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass

from guildes.rules import (
    EVENT_CARDS,
    NUM_GUILDS,
    SETUPS,
    VOTING_ROUNDS,
    Game,
    Phase,
    votes_for_tables,
)

DRAFT, PLAY, OVER = 0, 1, 2
LEFT, RIGHT = 1, -1
_RANGE = range(NUM_GUILDS)


def direction_sign(direction: str) -> int:
    """+1 when hands pass left (seat p to p+1), -1 when they pass right."""
    return LEFT if direction == "left" else RIGHT


@dataclass(slots=True)
class World:
    """One full state of a game in plain lists; ``step`` counts the picks or plays done."""

    n: int
    deal: int
    play: int
    round: int
    phase: int
    step: int
    dirs: list[int]
    """Passing sign of rounds 1..3 (index 0..2)."""
    hands: list[list[int]]
    kept: list[list[int]]
    tables: list[list[int]]
    deck: list[int]
    totals: list[int]
    discards: int

    def copy(self) -> World:
        """An independent copy."""
        return World(
            self.n, self.deal, self.play, self.round, self.phase, self.step, self.dirs,
            [h[:] for h in self.hands], [k[:] for k in self.kept],
            [t[:] for t in self.tables], self.deck[:], self.totals[:], self.discards,
        )

    def legal(self, seat: int) -> list[int]:
        """Guilds ``seat`` may pick or play now."""
        h = self.hands[seat]
        return [g for g in _RANGE if h[g]]

    def apply(self, guilds: list[int]) -> None:
        """Every seat picks (draft) or plays (play) ``guilds[seat]``; resolve the step."""
        n = self.n
        if self.phase == DRAFT:
            hands, kept = self.hands, self.kept
            for s in range(n):
                g = guilds[s]
                hands[s][g] -= 1
                kept[s][g] += 1
            if self.dirs[self.round - 1] == LEFT:
                self.hands = hands = hands[-1:] + hands[:-1]
            else:
                self.hands = hands = hands[1:] + hands[:1]
            self.step += 1
            if self.step == self.deal - 1:  # the last card is kept without a choice
                for s in range(n):
                    h = hands[s]
                    g = h.index(1)
                    h[g] = 0
                    kept[s][g] += 1
                self.hands, self.kept = kept, hands
                self.phase = PLAY
                self.step = 0
            return
        hands, tables = self.hands, self.tables
        for s in range(n):
            g = guilds[s]
            hands[s][g] -= 1
            tables[s][g] += 1
        self.step += 1
        if self.step == self.play:
            self._count()

    def _count(self) -> None:
        n = self.n
        for s in range(n):
            h = self.hands[s]
            self.discards += sum(h)
            for g in _RANGE:
                h[g] = 0
        votes = votes_for_tables(self.tables, self.round)
        for s in range(n):
            self.totals[s] += votes[s]
        if self.round == VOTING_ROUNDS:
            self.phase = OVER
            return
        self.round += 1
        self.phase = DRAFT
        self.step = 0
        deal = self.deal
        dealt, self.deck = self.deck[: n * deal], self.deck[n * deal :]
        for s in range(n):
            h = [0] * NUM_GUILDS
            for g in dealt[s * deal : (s + 1) * deal]:
                h[g] += 1
            self.hands[s] = h
            self.kept[s] = [0] * NUM_GUILDS


def world_from_game(game: Game) -> World:
    """The exact world of a real game (the referee's full state: not for agents)."""
    data = game.to_dict()
    n = game.players
    setup = SETUPS[n]
    phase = {Phase.DRAFT: DRAFT, Phase.PLAY: PLAY, Phase.OVER: OVER}[game.phase]
    dirs = [direction_sign(EVENT_CARDS[e].direction) for e in data["event_order"][:VOTING_ROUNDS]]
    return World(
        n, setup.deal, setup.play, game.voting_round, phase, game.step - 1, dirs,
        [list(h) for h in data["hands"]], [list(k) for k in data["kept"]],
        [list(t) for t in data["tables"]], list(data["deck"]), list(game.scores),
        sum(sum(d) for d in data["discards"]),
    )


PickScores = Callable[["World", int, list[list[int]]], list[list[float]]]
"""(world, voting round, tables + kept per seat) -> score of one more card, per seat and
guild: the policy of a guided playout (``ai.rollout``)."""


def play_out(
    world: World,
    rnd: random.Random,
    to_round_end: bool = False,
    scores: PickScores | None = None,
    greed: float = 0.0,
) -> None:
    """Play to the end of the game (or of this voting round).

    Uniformly random choices by default: the same distribution as calling ``apply`` with
    a uniformly random card of each hand at every step, but drawn in bulk (a shuffle of
    each hand gives the picks of the seats it passes through; in a random playout the
    order of one seat's plays within a round changes nothing, so its remaining plays are
    drawn at once). With
    ``scores``, each pick is, with probability ``greed``, the card scored best (with a
    little noise), and each seat plays its best-scored cards.
    """
    rand = rnd.random
    n = world.n
    start = world.round
    while world.phase != OVER:
        r = world.round
        if scores is None and world.phase == DRAFT:
            # Uniform picks, all at once: the hand a seat holds now is picked from by it,
            # then by each next seat in the passing direction, one card each, so a
            # shuffle of the hand gives every pick (position k goes to holder + k).
            kept = world.kept
            sign = world.dirs[r - 1]
            for s in range(n):
                cards = [g for g in _RANGE for _ in range(world.hands[s][g])]
                for k in range(len(cards) - 1, 0, -1):
                    j = int(rand() * (k + 1))
                    cards[k], cards[j] = cards[j], cards[k]
                for k, g in enumerate(cards):
                    kept[(s + sign * k) % n][g] += 1
            world.hands, world.kept = kept, [[0] * NUM_GUILDS for _ in range(n)]
            world.phase, world.step = PLAY, 0
        elif world.phase == DRAFT:
            lists = [[g for g in _RANGE for _ in range(h[g])] for h in world.hands]
            kept = world.kept
            sign = world.dirs[r - 1]
            for _ in range(world.deal - 1 - world.step):
                sc = None
                if scores is not None:
                    sc = scores(world, r, [[t + k for t, k in zip(world.tables[s], kept[s])]
                                           for s in range(n)])
                for s in range(n):
                    h = lists[s]
                    if sc is not None and rand() < greed:
                        row = sc[s]
                        i = max(range(len(h)), key=lambda j: row[h[j]] + rand() * 2.0)
                    else:
                        i = int(rand() * len(h))
                    kept[s][h[i]] += 1
                    h[i] = h[-1]
                    h.pop()
                lists = lists[-1:] + lists[:-1] if sign == LEFT else lists[1:] + lists[:1]
            for s in range(n):
                kept[s][lists[s][0]] += 1
            world.hands, world.kept = kept, [[0] * NUM_GUILDS for _ in range(n)]
            world.phase, world.step = PLAY, 0
        plays = world.play - world.step
        tables = world.tables
        sc = None
        if scores is not None:
            sc = scores(world, r, [[t + h for t, h in zip(tables[s], world.hands[s])]
                                   for s in range(n)])
        for s in range(n):
            h = world.hands[s]
            cards = [g for g in _RANGE for _ in range(h[g])]
            if sc is not None:
                row = sc[s]
                cards.sort(key=lambda g: row[g] + rand() * 3.0, reverse=True)
                chosen = cards[:plays]
            else:
                chosen = []
                for _ in range(plays):
                    i = int(rand() * len(cards))
                    chosen.append(cards[i])
                    cards[i] = cards[-1]
                    cards.pop()
            for g in chosen:
                h[g] -= 1
                tables[s][g] += 1
        world.step = world.play
        world._count()
        if to_round_end and world.round != start:
            return


def shuffle(items: list[int], rnd: random.Random) -> None:
    """Shuffle in place with ``random()`` floats (faster than ``Random.shuffle``)."""
    rand = rnd.random
    for i in range(len(items) - 1, 0, -1):
        j = int(rand() * (i + 1))
        items[i], items[j] = items[j], items[i]


def bench_playouts(players: int, seconds: float) -> tuple[int, float]:
    """Full random games per second on worlds (``python -m guildes.bench rules``)."""
    import time

    from guildes.rules import GameConfig

    rnd = random.Random(players)
    base = world_from_game(Game(GameConfig(players=players, seed=players)))
    n = 0
    start = time.perf_counter()
    while True:
        w = base.copy()
        shuffle(w.deck, rnd)
        play_out(w, rnd)
        n += 1
        elapsed = time.perf_counter() - start
        if elapsed >= seconds:
            return n, elapsed
