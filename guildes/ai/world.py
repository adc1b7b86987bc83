"""The AI's fast layout of a game: a ``World`` of plain lists, playing by the engine's rules.

A world is one full state (every hidden card placed), either read from a real game's
record (for tests and the arena's referee) or sampled from a seat's view
(``guildes.ai.sampler``). It has no checks, no happenings and no history, so searches can run
many playouts; but every rule it applies is the engine's own code, not a copy: hands pass
by ``Direction.pass_hands`` (and ``Direction.along`` says who picks from a hand next),
hands are dealt by ``deal_hands``, a draft asks ``PlayerSetup.picks`` choices, and votes
are counted by ``count_votes``. What is written here is only the layout (cards per guild
in lists, which the search indexes directly) and the bulk playouts, which draw the same
distribution of games as step-by-step random choices (see ``_random_playout``).
``tests/ai/test_world.py`` plays worlds and the engine side by side.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from functools import cache
from math import floor
from operator import add

from guildes.ai.trick_policy import resolve_tricks
from guildes.rules import (
    EVENT_CARDS,
    NUM_GUILDS,
    SETUPS,
    VOTING_ROUNDS,
    Direction,
    EventCard,
    Game,
    Phase,
    Trick,
    count_votes,
    deal_hands,
)
from guildes.rules.counting import CountModifiers, VirtualCard
from guildes.rules.event_rules import round_modifiers, round_play
from guildes.rules.packed import SINGLE_CARD, unpack
from guildes.rules.state import GameState
from guildes.rules.trick_rules import deal_trick_cards

DRAFT, PLAY, OVER, REDISTRIBUTE, TRICKS = 0, 1, 2, 3, 4
_RANGE = range(NUM_GUILDS)
NO_EVENTS: tuple[EventCard | None, ...] = (None,) * VOTING_ROUNDS


@dataclass(slots=True)
class World:
    """One full state of a game in plain lists; ``step`` counts the picks or plays done."""

    n: int
    deal: int
    play: int
    round: int
    phase: int
    step: int
    dirs: list[Direction]
    """Where hands pass in rounds 1..3 (index 0..2)."""
    hands: list[list[int]]
    kept: list[list[int]]
    tables: list[list[int]]
    deck: list[int]
    totals: list[int]
    discards: int
    events: tuple[EventCard | None, ...] = NO_EVENTS
    """Each round's Event card when its text applies (Event-card variant), else None: the
    engine's ``round_play``, ``round_modifiers`` and schedule say what it changes."""
    tricks: list[int] | None = None
    """This round's Dirty Trick card per seat (variant on), else None."""
    tricks_done: int = 0
    """Seats (in the letters' order) that have resolved their tricks this round."""
    virtual: tuple[VirtualCard, ...] = ()
    """The +1/-1 cards placed this round, until the count."""
    careful_round: int = 0
    """The first round whose Dirty Tricks the playouts play with care (``play_tricks``):
    the round of the decision searched; 0 for none."""
    careful_later: bool = False
    """Whether the rounds after ``careful_round`` are played with care too."""

    def copy(self) -> World:
        """An independent copy."""
        return World(
            self.n,
            self.deal,
            self.play,
            self.round,
            self.phase,
            self.step,
            self.dirs,
            [h[:] for h in self.hands],
            [k[:] for k in self.kept],
            [t[:] for t in self.tables],
            self.deck[:],
            self.totals[:],
            self.discards,
            self.events,
            self.tricks,
            self.tricks_done,
            self.virtual,
            self.careful_round,
            self.careful_later,
        )

    def legal(self, seat: int) -> list[int]:
        """Guilds ``seat`` may pick or play now."""
        h = self.hands[seat]
        return [g for g in _RANGE if h[g]]

    def apply(self, guilds: list[int], rand: Callable[[], float] | None = None) -> None:
        """Every seat picks (draft), gives (redistribution: needs ``rand``) or plays (play)
        ``guilds[seat]``; resolve the step."""
        n = self.n
        if self.phase == REDISTRIBUTE:
            assert rand is not None, "a redistribution shuffles"
            _redistribute(self, guilds, rand)
            return
        if self.phase == DRAFT:
            hands, kept = self.hands, self.kept
            for s in range(n):
                g = guilds[s]
                hands[s][g] -= 1
                kept[s][g] += 1
            self.hands = hands = self.dirs[self.round - 1].pass_hands(hands)
            self.step += 1
            if self.step == SETUPS[n].picks:  # the last card is kept without a choice
                for s in range(n):
                    h = hands[s]
                    g = h.index(1)
                    h[g] = 0
                    kept[s][g] += 1
                self.hands, self.kept = kept, hands
                self.phase = self.after_draft()
                self.step = 0
            return
        hands, tables = self.hands, self.tables
        for s in range(n):
            g = guilds[s]
            hands[s][g] -= 1
            tables[s][g] += 1
        self.step += 1
        if self.step == self.play:
            self._count(rand=rand)

    def count_modifiers(self) -> CountModifiers:
        """What changes this round's count: its Event card (the engine's
        ``round_modifiers``) and the +1/-1 cards placed so far."""
        modifiers = round_modifiers(self.events[self.round - 1])
        return replace(modifiers, virtual=self.virtual) if self.virtual else modifiers

    def _count(self, deal: bool = True, rand: Callable[[], float] | None = None) -> None:
        """With Dirty Tricks, the seats that have not resolved theirs do (the playout's
        policy: ``play_tricks``); count the tables; then the next round begins (its hands
        dealt from the deck unless ``deal`` is False: the caller deals; its tricks dealt
        by the engine's rule, shuffled with ``rand``) or the game ends."""
        n = self.n
        if self.tricks is not None:
            play_tricks(self, rand)
        self.discards += sum(map(sum, self.hands))
        modifiers = self.count_modifiers()
        self.virtual = ()
        self.totals = list(map(add, self.totals, count_votes(self.tables, self.round, modifiers)))
        if self.tricks is not None and self.round < VOTING_ROUNDS:
            assert rand is not None, "dealing the next round's tricks shuffles"
            self.tricks = deal_trick_cards(n, self.tricks, _shuffler(rand))
            self.tricks_done = 0
        if self.round == VOTING_ROUNDS:
            self.phase = OVER
            self.hands = [[0] * NUM_GUILDS for _ in range(n)]
            return
        self.round += 1
        self.phase = DRAFT
        self.step = 0
        self.play = round_play(n, self.events[self.round - 1])
        if not deal:
            return
        dealt, self.deck = deal_hands(self.deck, n, self.deal)
        hands = []
        for cards in dealt:
            h = [0] * NUM_GUILDS
            for g in cards:
                h[g] += 1
            hands.append(h)
        self.hands = hands
        self.kept = [[0] * NUM_GUILDS for _ in range(n)]

    def after_draft(self) -> int:
        """The phase after this round's draft: the redistribution under its Event card,
        else the play."""
        return REDISTRIBUTE if self.events[self.round - 1] is EventCard.REDISTRIBUTION else PLAY


def _shuffler(rand: Callable[[], float]) -> Callable[[list[Trick]], None]:
    """A shuffle of a list by ``rand()`` floats."""

    def shuffle_with(items: list[Trick]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = floor(rand() * (i + 1))
            items[i], items[j] = items[j], items[i]

    return shuffle_with


def play_tricks(world: World, rand: Callable[[], float] | None = None) -> None:
    """The playout's policy for the Dirty Tricks not yet resolved this round, in the
    letters' order (``guildes.ai.trick_policy``): from the round of the decision searched
    (``careful_round``; only in it unless ``careful_later``), each seat uses its trick
    greedily for its lead in the game or its margin at this count, or declines when
    nothing helps; otherwise, cheaply, a +1/-1 card is played +1 on its holder's own
    table and the other tricks are declined."""
    first = world.careful_round
    careful = bool(first) and (
        world.round == first or (world.careful_later and world.round > first)
    )
    resolve_tricks(world, careful, rand)


def _redistribute(world: World, gifts: Sequence[int], rand: Callable[[], float]) -> None:
    """Event "Redistribution": each seat gives ``gifts[seat]``; the cards are shuffled and
    each seat receives one; the play begins."""
    pool = list(gifts)
    for i in range(len(pool) - 1, 0, -1):
        j = floor(rand() * (i + 1))
        pool[i], pool[j] = pool[j], pool[i]
    for s, (given, got) in enumerate(zip(gifts, pool)):
        world.hands[s][given] -= 1
        world.hands[s][got] += 1
    world.phase, world.step = PLAY, 0


def _random_gifts(world: World, rand: Callable[[], float]) -> None:
    """A redistribution with a uniformly random card of each hand given."""
    gifts = []
    for h in world.hands:
        r = floor(rand() * sum(h))
        for g in _RANGE:
            r -= h[g]
            if r < 0:
                break
        gifts.append(g)
    _redistribute(world, gifts, rand)


def world_from_game(game: Game) -> World:
    """The exact world of a real game, read from its record (the referee's full state:
    not for agents)."""
    state = game.state
    n = game.players
    setup = SETUPS[n]
    phase = {
        Phase.DRAFT: DRAFT,
        Phase.REDISTRIBUTE: REDISTRIBUTE,
        Phase.PLAY: PLAY,
        Phase.TRICKS: TRICKS,
        Phase.OVER: OVER,
    }[game.phase]
    events: tuple[EventCard | None, ...] = NO_EVENTS
    if "event_cards" in game.config.variants:
        events = tuple(EventCard(e) for e in state.event_order[:VOTING_ROUNDS])
    tables = [list(unpack(t + f)) for t, f in zip(state.tables, state.face_down)]
    return World(
        n,
        setup.deal,
        state.play,
        game.voting_round,
        phase,
        game.step - 1,
        [EVENT_CARDS[e].direction for e in state.event_order[:VOTING_ROUNDS]],
        [list(unpack(h)) for h in state.hands],
        [list(unpack(k)) for k in state.kept],
        tables,
        [SINGLE_CARD[c] for c in state.deck],
        list(game.scores),
        sum(sum(unpack(d)) for d in state.discards)
        + sum(unpack(state.pile_public + state.pile_mixed)),
        events,
        list(state.tricks) if "dirty_tricks" in game.config.variants else None,
        _tricks_done(state) if game.phase is Phase.TRICKS else 0,
        state.modifiers.virtual,
    )


def _tricks_done(state: GameState) -> int:
    """Seats that have resolved their tricks, the Protection holder's included."""
    done = len(set(state.turn_order[: state.turn]))
    return done + (1 if Trick.PROTECTION in state.tricks else 0)


PickScores = Callable[["World", int, list[list[int]]], Sequence[Sequence[float]]]
"""(world, voting round, tables + kept per seat) -> score of one more card, per seat and
guild: the policy of a guided playout (``guildes.ai.rollout``)."""


def play_out(
    world: World,
    rnd: random.Random,
    to_round_end: bool = False,
    scores: PickScores | None = None,
    greed: float = 0.0,
) -> None:
    """Play to the end of the game (or of this voting round).

    Without ``scores``: uniformly random choices, drawn in bulk (``_random_playout``).
    With ``scores``, each pick is, with probability ``greed``, the card scored best (with
    a little noise), and each seat plays its best-scored cards.
    """
    if scores is None:
        _random_playout(world, rnd, to_round_end)
        return
    rand = rnd.random
    n = world.n
    start = world.round
    if world.phase == TRICKS:
        world._count(rand=rand)
        if to_round_end:
            return
    while world.phase != OVER:
        r = world.round
        if world.phase == DRAFT:
            lists = [[g for g in _RANGE for _ in range(h[g])] for h in world.hands]
            kept = world.kept
            direction = world.dirs[r - 1]
            for _ in range(SETUPS[n].picks - world.step):
                sc = scores(
                    world, r, [[t + k for t, k in zip(world.tables[s], kept[s])] for s in range(n)]
                )
                for s in range(n):
                    h = lists[s]
                    if rand() < greed:
                        row = sc[s]
                        i = max(range(len(h)), key=lambda j: row[h[j]] + rand() * 2.0)
                    else:
                        i = floor(rand() * len(h))
                    kept[s][h[i]] += 1
                    h[i] = h[-1]
                    h.pop()
                lists = direction.pass_hands(lists)
            for s in range(n):
                kept[s][lists[s][0]] += 1
            world.hands, world.kept = kept, [[0] * NUM_GUILDS for _ in range(n)]
            world.phase, world.step = world.after_draft(), 0
        if world.phase == REDISTRIBUTE:
            _random_gifts(world, rand)
        leave = world.deal - world.play
        tables = world.tables
        sc = scores(
            world, r, [[t + h for t, h in zip(tables[s], world.hands[s])] for s in range(n)]
        )
        for s in range(n):
            h = world.hands[s]
            cards = [g for g in _RANGE for _ in range(h[g])]
            row = sc[s]
            cards.sort(key=lambda g: row[g] + rand() * 3.0, reverse=True)
            for g in cards[: len(cards) - leave]:
                h[g] -= 1
                tables[s][g] += 1
        world.step = world.play
        world._count(rand=rand)
        if to_round_end and world.round != start:
            return


def _random_playout(
    world: World,
    rnd: random.Random,
    to_round_end: bool,
    scores: PickScores | None = None,
    guide: float = 0.0,
    free: int = -1,
) -> None:
    """Uniformly random choices to the end of the game (or of this voting round), drawn in
    bulk, with the same distribution as ``apply`` with a uniformly random card of each
    hand at every step:

    - the draft in progress: the seats a hand passes through, in order, each take a card
      drawn at random from what is left of it (``_random_draft``);
    - a round dealt during the playout: its deal is a random part of a random deck, so the
      cards each seat keeps after a uniformly random draft are, like the hands dealt, a
      uniformly random split of the cards dealt: the hands dealt are taken as the cards
      kept (the game played is then a legal game with another, equally likely, deck
      order), straight from the deck's slices. The deck is cut at a random place first, so
      worlds reused by a search do not replay the same later rounds;
    - the play: only the choice of the cards left unplayed matters (the order of a seat's
      plays within a round changes nothing), so each seat leaves ``deal - play`` random
      cards in hand and plays the others.

    With ``scores`` and ``guide`` > 0 (``guildes.ai.rollout.play_out_steered``), each pick is,
    with probability ``guide``, the card of the hand that ``scores`` values most for the
    seat picking, the scores being worked out once per round from the tables and kept
    cards (seats keep chasing the majorities they were chasing: cheap, and closer to how
    real players draft than uniform picks); the rounds dealt during the playout are then
    drafted pick by pick too. Seat ``free`` (if any) always picks at random.

    ``tests/ai/test_world.py`` checks that these are legal games whose counts are the
    engine's.
    """
    if world.phase == OVER:
        return
    rand = rnd.random
    leave = world.deal - world.play
    deck = world.deck
    if deck:
        k = floor(rand() * len(deck))
        world.deck = deck[k:] + deck[:k]
    steer = scores if guide > 0 else None
    if world.phase == TRICKS:
        # The play is over: the rest of the round is its tricks and the count.
        world._count(deal=steer is not None and not to_round_end, rand=rand)
        if to_round_end:
            return
        if steer is not None:
            _steered_rounds(world, rand, steer, guide, free)
            return
        _random_rounds(world, rand)
        return
    if world.phase == DRAFT:
        if steer is None:
            _random_draft(world, rand)
        else:
            totals = [list(map(add, t, k)) for t, k in zip(world.tables, world.kept)]
            _random_draft(world, rand, steer(world, world.round, totals), guide, free)
    if world.phase == REDISTRIBUTE:
        _random_gifts(world, rand)
    _play_all_but(world, rand, leave)
    if to_round_end:
        world._count(rand=rand)
        return
    if steer is not None:
        # Each round dealt during the playout (by ``_count``) is drafted pick by pick with
        # the steered picks.
        world._count(rand=rand)
        _steered_rounds(world, rand, steer, guide, free)
        return
    world._count(deal=False, rand=rand)
    _random_rounds(world, rand)


def _steered_rounds(
    world: World, rand: Callable[[], float], steer: PickScores, guide: float, free: int = -1
) -> None:
    """The rounds after this one, dealt (by ``_count``) and drafted pick by pick with the
    steered picks, seat ``free`` at random (see ``_random_playout``)."""
    while world.phase != OVER:
        _random_draft(world, rand, steer(world, world.round, world.tables), guide, free)
        if world.phase == REDISTRIBUTE:
            _random_gifts(world, rand)
        _play_all_but(world, rand, world.deal - world.play)
        world._count(rand=rand)


def _random_rounds(world: World, rand: Callable[[], float]) -> None:
    """The rounds after this one (not dealt yet), in bulk (see ``_random_playout``)."""
    n, deal = world.n, world.deal
    tables = world.tables
    while world.phase != OVER:
        # (A redistribution of random hands before a random play changes nothing the count
        # sees: the cards played are still a random part of a random share of the deal.)
        play = world.play
        leave = deal - play
        # A round dealt during the playout: each seat plays all but ``leave`` random cards
        # of the ``deal`` dealt to it (removed by a partial Fisher-Yates from the end).
        dealt, world.deck = deal_hands(world.deck, n, deal)
        for s in range(n):
            cards = list(dealt[s])
            for m in range(deal - 1, play - 1, -1):
                cards[floor(rand() * (m + 1))] = cards[m]
            t = tables[s]
            for g in cards[:play]:
                t[g] += 1
        world.discards += leave * n
        world._count(deal=False, rand=rand)


def _play_all_but(world: World, rand: Callable[[], float], leave: int) -> None:
    """The play phase in bulk: each seat leaves ``leave`` random cards of its hand
    unplayed (discarded) and plays the others (see ``_random_playout``)."""
    hands, tables = world.hands, world.tables
    for s in range(world.n):
        h = hands[s]
        size = sum(h)
        for _ in range(leave):
            r = floor(rand() * size)
            for g in _RANGE:
                r -= h[g]
                if r < 0:
                    break
            h[g] -= 1
            size -= 1
        tables[s] = list(map(add, tables[s], h))
    world.discards += leave * world.n
    world.hands = [[0] * NUM_GUILDS for _ in range(world.n)]
    world.step = world.play


def _random_draft(
    world: World,
    rand: Callable[[], float],
    scores: Sequence[Sequence[float]] | None = None,
    guide: float = 0.0,
    free: int = -1,
) -> None:
    """The draft in progress, with uniformly random picks (see ``_random_playout``): the
    seats a hand passes through, in order, each take a card drawn at random from what is
    left of it; with ``scores``, with probability ``guide`` the card its row of
    ``scores`` values most instead (except seat ``free``, always at random)."""
    n = world.n
    direction = world.dirs[world.round - 1]
    kept = world.kept
    for s, h in enumerate(world.hands):
        cards: list[int] = []
        for g in _RANGE:
            c = h[g]
            if c:
                cards += [g] * c
        m = len(cards)
        for r in _receivers(n, m, direction, s):
            if scores is not None and r != free and rand() < guide:
                row = scores[r]
                i, best = 0, row[cards[0]]
                for j in range(1, m):
                    v = row[cards[j]]
                    if v > best:
                        i, best = j, v
            else:
                i = floor(rand() * m)
            m -= 1
            kept[r][cards[i]] += 1
            cards[i] = cards[m]
    world.hands, world.kept = kept, [[0] * NUM_GUILDS for _ in range(n)]
    world.phase, world.step = world.after_draft(), 0


@cache
def _receivers(n: int, size: int, direction: Direction, holder: int) -> tuple[int, ...]:
    """The seats that pick from a hand of ``size`` cards now held by ``holder``, in order
    (the holder, then each next seat in the passing direction)."""
    return tuple(direction.along(holder, k, n) for k in range(size))


def shuffle(items: list[int], rnd: random.Random) -> None:
    """Shuffle in place with ``random()`` floats (faster than ``Random.shuffle``)."""
    rand = rnd.random
    for i in range(len(items) - 1, 0, -1):
        j = floor(rand() * (i + 1))
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
