"""The playouts' policy for Dirty Tricks: each seat uses its trick as a player chasing the
game or the round would, greedily and cheaply.

A seat scores a use by its lead in the game after this count (its total so far plus this
count's votes, minus the best other seat's) or, at even odds in a playout (``GAME_AIM``),
by its margin at this count alone, since players differ (many, like the ``heuristic``
level, look at the round; in round 3 that is what the search knows least): so it takes a
card from the seat ahead of it, pushes back a rival's majority or wins one of its own,
and declines when nothing helps. On the Dirty Trick turns of round 3 the search gives up
0.38 votes per decision with the mixture, 0.60 with the lead in the game alone
(``docs/benchmarks.md``: ``python -m guildes.ai.regret --phase tricks --rounds 3``).
Searching every use is too dear inside a playout (B alone has hundreds), so each letter
looks at a few uses, chosen in steps:

- B Swap (between its own table and another's): first the card to take, then, with it
  taken, the card to give back;
- C Sacrifice: first the card on another table whose loss helps most, then, with it gone,
  its own card worth 10 or more that costs least;
- B and C look for the card to take or hit on the two best other seats' tables, and on
  any table holding at least as many cards of a guild as the seat itself (a card fewer
  there may raise the seat's place): a cheap filter, as cards elsewhere seldom change
  the lead;
- E Swap hand and table: the card of the hand to play, then the table card to take back;
- F to I: +1 or -1 on any open table;
- D declines: a world does not know what the discard pile holds.

The rules are the engine's: who may be targeted (``trick_rules.may_target``), what a card
is worth (``GUILDS``), the effect of the use chosen (``trick_rules.trick_effect``) and
each guild's votes (``counting.guild_memos``, the count's own memo). A use is scored by
the columns it changes only; ``tests/ai/test_trick_policy.py`` checks that the uses are
legal in the engine and that the scores equal full counts.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import cache
from typing import TYPE_CHECKING, TypeVar

from guildes.rules import GUILDS, NUM_GUILDS, Choice, ChoiceKind, Trick
from guildes.rules.counting import CountModifiers, VirtualCard, guild_memos
from guildes.rules.packed import pack, unpack
from guildes.rules.trick_rules import guarded_seat, may_target, trick_effect, trick_order

if TYPE_CHECKING:
    from guildes.ai.world import World

_RANGE = range(NUM_GUILDS)
_WORTH_TEN = tuple(g for g in _RANGE if GUILDS[g].worth_ten_or_more)
T = TypeVar("T")
GAME_AIM = 0.5
"""The chance that a seat in a playout chases its lead in the game rather than its margin
at this count (``resolve_tricks``)."""


class _Standing:
    """Each guild's votes at this count and each seat's total after it, for one world;
    ``moved`` says what moving a few cards would leave a seat."""

    __slots__ = (
        "cols",
        "counted",
        "modifiers",
        "round",
        "ties",
        "virtual",
        "memo",
        "votes",
        "totals",
    )

    def __init__(self, world: World, modifiers: CountModifiers, game: bool = True) -> None:
        """The world's standing at this count; its totals include the votes so far in the
        game, or with ``game`` False only this count's."""
        tables = world.tables
        self.cols = [[t[g] for t in tables] for g in _RANGE]
        self.modifiers = modifiers
        self.round = world.round
        self.ties = modifiers.ties_left_out
        self.virtual = {v.guild for v in modifiers.virtual}
        self.memo = guild_memos(self.round, self.ties)
        self.counted = [modifiers.counted_column(self.cols[g], g) for g in _RANGE]
        self.votes = [self.memo[g][self.counted[g]] for g in _RANGE]
        self.totals = list(world.totals) if game else [0] * world.n
        for row in self.votes:
            for s, v in enumerate(row):
                self.totals[s] += v

    def pays(self, guild: int, column: list[int]) -> tuple[int, ...]:
        """What ``guild`` pays each seat when the seats have played ``column`` cards of it
        (counted with the world's virtual cards)."""
        if guild in self.virtual:
            return self.memo[guild][self.modifiers.counted_column(column, guild)]
        return self.memo[guild][tuple(column)]

    def score(self, seat: int, guild: int, new: tuple[int, ...]) -> int:
        """The seat's lead over the best other seat after this count, with ``guild``
        paying ``new``."""
        totals = [t + b - a for t, a, b in zip(self.totals, self.votes[guild], new)]
        mine = totals[seat]
        totals[seat] = -(10**9)
        return mine - max(totals)

    def moved(self, seat: int, moves: tuple[tuple[int, int, int], ...]) -> int:
        """The seat's lead over the best other seat after this count once each (seat,
        guild, cards) of ``moves`` is added to the tables (left as they are)."""
        first = moves[0][1]
        if all(g == first for _, g, _ in moves):  # one guild: one column
            col = list(self.cols[first])
            for s, _, d in moves:
                col[s] += d
            return self.score(seat, first, self.pays(first, col))
        cols: dict[int, list[int]] = {}
        for s, g, d in moves:
            if g not in cols:
                cols[g] = list(self.cols[g])
            cols[g][s] += d
        totals = list(self.totals)
        for g, col in cols.items():
            for s, (a, b) in enumerate(zip(self.votes[g], self.pays(g, col))):
                totals[s] += b - a
        mine = totals[seat]
        totals[seat] = -(10**9)
        return mine - max(totals)


def scored_use(
    world: World, seat: int, guarded: int | None, standing: _Standing | None = None
) -> tuple[int, Choice | None]:
    """The use of ``seat``'s trick this policy makes (None: it declines), with the seat's
    lead over the best other seat after this count that it expects from it: in the game,
    or at this count alone when ``standing`` leaves the totals so far out (``standing``:
    the world's, in the game, worked out again unless given)."""
    assert world.tricks is not None
    trick = Trick(world.tricks[seat])
    if standing is None:
        standing = _Standing(world, world.count_modifiers())
    totals = standing.totals
    base = totals[seat] - max(v for s, v in enumerate(totals) if s != seat)
    decline: tuple[int, Choice | None] = (base, None)
    if trick is Trick.DRAW_TWO or trick is Trick.PROTECTION:
        return decline
    tables = world.tables
    open_seats = [t for t in range(world.n) if may_target(t, seat, guarded)]
    # The seats worth taking a card from: the two best other seats (the best one's total
    # sets the lead), and any seat with at least as many cards of that guild as this one
    # holds (one card fewer there may raise its place).
    rivals = sorted((s for s in range(world.n) if s != seat), key=totals.__getitem__)[-2:]
    mine = tables[seat]

    def worth(t: int, h: int) -> bool:
        return t in rivals or 0 < mine[h] <= tables[t][h]

    if trick.guild is not None:
        # One more virtual card counts last: the column as counted, its cell changed.
        g = trick.guild
        column, counted = standing.cols[g], standing.counted[g]
        best_f = None
        for t in open_seats:
            for sign in (1, -1):
                if sign < 0 and not column[t]:
                    continue
                new = list(counted)
                new[t] = max(0, new[t] + sign)
                pays = standing.memo[g][tuple(new)]
                score = standing.score(seat, g, pays)
                if best_f is None or score > best_f[0]:
                    best_f = (score, t, sign)
        if best_f is None or best_f[0] <= base:
            return decline
        return best_f[0], Choice(ChoiceKind.TRICK, g, target=best_f[1], sign=best_f[2])
    if trick is Trick.SWAP:
        take = _best(
            (standing.moved(seat, ((seat, h, 1), (y, h, -1))), (y, h))
            for y in open_seats
            if y != seat
            for h in _RANGE
            if tables[y][h] and worth(y, h)
        )
        if take is None:
            return decline
        y, h = take[1]
        give = _best(
            (standing.moved(seat, ((seat, h, 1), (y, h, -1), (seat, g, -1), (y, g, 1))), g)
            for g in _RANGE
            if tables[seat][g]
        )
        if give is None or give[0] <= base:
            return decline
        g = give[1]
        if seat < y:
            return give[0], Choice(ChoiceKind.TRICK, g, target=seat, other=y, other_guild=h)
        return give[0], Choice(ChoiceKind.TRICK, h, target=y, other=seat, other_guild=g)
    if trick is Trick.SACRIFICE:
        if not any(tables[seat][g] for g in _WORTH_TEN):
            return decline
        hit = _best(
            (standing.moved(seat, ((t, h, -1),)), (t, h))
            for t in open_seats
            if t != seat
            for h in _RANGE
            if tables[t][h] and worth(t, h)
        )
        if hit is None:
            return decline
        t, h = hit[1]
        own = _best(
            (standing.moved(seat, ((t, h, -1), (seat, g, -1))), g)
            for g in _WORTH_TEN
            if tables[seat][g]  # the card hit is on another table
        )
        if own is None or own[0] <= base:
            return decline
        return own[0], Choice(ChoiceKind.TRICK, own[1], target=t, other_guild=h)
    hand = world.hands[seat]  # E: swap hand and table
    play = _best((standing.moved(seat, ((seat, g, 1),)), g) for g in _RANGE if hand[g])
    if play is None:
        return decline
    p = play[1]
    back = _best(
        (standing.moved(seat, ((seat, p, 1), (seat, h, -1))), h) for h in _RANGE if tables[seat][h]
    )
    if back is None or back[0] <= base:
        return decline
    return back[0], Choice(ChoiceKind.TRICK, p, other_guild=back[1])


def _best(scored: Iterable[tuple[int, T]]) -> tuple[int, T] | None:
    """The (score, item) pair with the highest score (the first of equals), or None if
    there is none."""
    top: tuple[int, T] | None = None
    for pair in scored:
        if top is None or pair[0] > top[0]:
            top = pair
    return top


def resolve_tricks(
    world: World, careful: bool = True, rand: Callable[[], float] | None = None
) -> None:
    """The Dirty Tricks not yet resolved this round, in the letters' order, each used as
    ``scored_use`` says (``careful``) or, cheaply, a +1/-1 card played +1 on its
    holder's own table and the other letters declined; the effects are the engine's
    ``trick_effect``: the virtual cards join the world's, the cards moved stay moved
    (a card a use discards is counted in the world's discards). With ``rand``, each
    careful seat chases its lead in the game (chance ``GAME_AIM``) or its margin at this
    count (players differ: some look at the totals, some at the round); without, its
    lead in the game."""
    assert world.tricks is not None
    order, guarded = _order(tuple(world.tricks))
    if not careful:
        tricks = world.tricks
        cards = [_cheap_card(tricks[s], s) for s in order[world.tricks_done :]]
        placed = tuple(c for c in cards if c is not None)
        if placed:
            world.virtual = (*world.virtual, *placed)
        world.tricks_done = len(order)
        return
    # The same for every seat until a use changes the world, one per aim (game: True).
    standings: dict[bool, _Standing] = {}
    for seat in order[world.tricks_done :]:
        game = rand is None or rand() < GAME_AIM
        standing = standings.get(game)
        if standing is None:
            standing = standings[game] = _Standing(world, world.count_modifiers(), game)
        use = scored_use(world, seat, guarded, standing)[1]
        if use is not None:
            standings.clear()
            apply_use(world, seat, use)
    world.tricks_done = len(order)


@cache
def _order(tricks: tuple[int, ...]) -> tuple[tuple[int, ...], int | None]:
    """The letters' order of the seats holding ``tricks``, and the Protection's holder."""
    return trick_order(list(tricks)), guarded_seat(tricks)


@cache
def _cheap_card(trick: int, seat: int) -> VirtualCard | None:
    """The cheap policy's use of ``trick`` by ``seat``: a +1/-1 card played +1 on its own
    table (the engine's ``trick_effect``); None for the other letters (declined)."""
    guild = Trick(trick).guild
    if guild is None:
        return None
    return trick_effect(trick, seat, Choice(ChoiceKind.TRICK, guild, target=seat, sign=1)).virtual


def apply_use(world: World, seat: int, use: Choice) -> None:
    """``seat``'s trick used as ``use`` in the world, by the engine's ``trick_effect``."""
    assert world.tricks is not None
    effect = trick_effect(world.tricks[seat], seat, use)
    if effect.virtual is not None:
        world.virtual = (*world.virtual, effect.virtual)
        return
    before = sum(map(sum, world.tables))
    world.tables = [list(unpack(t)) for t in effect.after([pack(t) for t in world.tables])]
    if use.other_guild is not None and Trick(world.tricks[seat]) is Trick.SWAP_HAND:
        world.hands[seat][use.guild] -= 1
        world.hands[seat][use.other_guild] += 1
    world.discards += before - sum(map(sum, world.tables))  # C's two cards
