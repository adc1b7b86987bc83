"""The Dirty-Trick variant (Variant 2, RULINGS §5), rule by rule. Each rule is written here
once; ``guildes.rules.schedule`` adds the deal of the tricks to the round's deal and the
Dirty Tricks phase after the play, and the walk (``guildes.rules.walk``) is unchanged.

- Dealing: ``deal_tricks``, one card per seat, face up, never the letter the seat held
  last round (it draws another; the card it drew goes to the bottom of the pile). Letter
  I is not used with 3 players (``cards.tricks_in_play``).
- The phase: seats resolve their card one at a time in the letters' order
  (``begin_tricks``); the holder of A (Protection) has nothing to choose and resolves
  first. Each seat uses its card or declines it, then discards its unplayed hand cards
  (so E can use them, and D's draw sees the discards of the seats that went before).
- What each card allows: ``legal_tricks`` lists the legal uses and ``check_trick`` refuses
  anything else, saying why; ``resolve_trick`` applies a use.

How a use is written as a ``Choice`` (kind ``TRICK`` unless said):

- B Swap: ``guild`` leaves seat ``target``'s table for seat ``other``'s, and
  ``other_guild`` leaves ``other``'s table for ``target``'s; ``target < other``.
- C Sacrifice: ``guild`` is the holder's own card discarded (worth 10 or more);
  ``other_guild`` is the card discarded from seat ``target``'s table (any seat, the
  holder included).
- D Draw two: first ``Choice.draw()`` (kind ``DRAW``); the holder then sees the two
  cards (``GameState.drawn``) and chooses ``guild``, the one it plays; the other is
  discarded. With one card in the pile it draws that one and plays it.
- E Swap hand and table: ``guild`` is played from the hand, ``other_guild`` goes back
  from the table into the hand (and is discarded with the rest of the hand).
- F to I: ``guild`` is the card's guild, ``target`` the seat, ``sign`` +1 or -1: a virtual
  card for this round's count only (``CountModifiers.virtual``). A -1 needs a card of
  that guild on the target's table.
- Declining: ``Choice.decline()`` (kind ``DECLINE``), at any seat's turn but D's second.

No other seat's trick may target the Protection holder's table (B's two seats, C's
target, F to I's target). B, C, D and E change tables for the rest of the game.

The discard pile: each seat's own discards (``GameState.discards``) are what it knows it
discarded; C's two cards are discarded face up (``pile_public``); D shuffles the whole
pile, after which nobody can tell whose a card was (``pile_mixed``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace

from guildes.rules.cards import GUILDS, NUM_GUILDS, TRICK_NAMES, Trick, tricks_in_play
from guildes.rules.choices import DECLINE, DRAW, Choice, ChoiceKind
from guildes.rules.counting import VirtualCard
from guildes.rules.errors import IllegalChoice, NotInHand
from guildes.rules.happenings import (
    CardsDrawn,
    HandDiscarded,
    Happening,
    TrickDeclined,
    TricksDealt,
    TrickUsed,
)
from guildes.rules.packed import ONE, SHIFT, size, unpack
from guildes.rules.phases import Begin, Phase, PhaseRules, Turns
from guildes.rules.state import GameState

_RANGE = range(NUM_GUILDS)


def _has(packed: int, guild: int, copies: int = 1) -> bool:
    """True when ``packed`` holds at least ``copies`` cards of ``guild``."""
    return ((packed >> SHIFT[guild]) & 255) >= copies


def _name(guild: int) -> str:
    return GUILDS[guild].name


# ------------------------------------------------------------------ dealing


def deal_trick_cards(
    players: int, last: Sequence[int], shuffle: Callable[[list[Trick]], None]
) -> list[int]:
    """The tricks dealt to each seat, in seat order, from the pile shuffled by
    ``shuffle``; a seat that draws the letter it held last round (``last``) draws
    another, and the card it drew goes to the bottom of the pile."""
    pile = list(tricks_in_play(players))
    shuffle(pile)
    dealt: list[int] = []
    for seat in range(players):
        card = pile.pop(0)
        if card == last[seat]:
            pile.append(card)
            card = pile.pop(0)
        dealt.append(int(card))
    return dealt


def deal_tricks(state: GameState, happened: list[Happening]) -> None:
    """Deal the round's tricks (``deal_trick_cards``, shuffled by the game's generator),
    face up."""
    state.tricks = deal_trick_cards(state.players, state.tricks, state.rng.shuffle)
    state.drawn = [0] * state.players
    happened.append(TricksDealt(tuple(state.tricks)))


def with_tricks(begin: Begin) -> Begin:
    """A round's deal (``begin``) followed by the deal of the tricks."""

    def begin_with_tricks(state: GameState, happened: list[Happening]) -> None:
        begin(state, happened)
        deal_tricks(state, happened)

    begin_with_tricks.__doc__ = f"{begin.__doc__}\n\nThen the tricks are dealt (``deal_tricks``)."
    return begin_with_tricks


# ------------------------------------------------------------------ whose turn


def protected_seat(state: GameState) -> int | None:
    """The seat holding A (Protection) this round, if any."""
    return guarded_seat(state.tricks)


def guarded_seat(tricks: Sequence[int]) -> int | None:
    """The seat holding A (Protection) among ``tricks`` (one letter per seat), if any."""
    return next((s for s, t in enumerate(tricks) if t == Trick.PROTECTION), None)


def trick_order(tricks: list[int]) -> tuple[int, ...]:
    """The seats in the order they resolve their tricks (their letters' order)."""
    return tuple(sorted(range(len(tricks)), key=tricks.__getitem__))


def begin_tricks(state: GameState, happened: list[Happening]) -> None:
    """The Dirty Tricks phase begins: the Protection holder (nothing to choose) resolves
    first and discards its hand; the others will choose in their letters' order."""
    order = trick_order(state.tricks)
    guarded = protected_seat(state)
    if guarded is not None:
        _discard_hand(state, guarded, happened)
    state.turn_order = tuple(s for s in order if s != guarded)
    state.step = 1


def _discard_hand(state: GameState, seat: int, happened: list[Happening]) -> None:
    """The seat's unplayed cards go to its discards."""
    count = size(state.hands[seat])
    state.discards[seat] += state.hands[seat]
    state.hands[seat] = 0
    happened.append(HandDiscarded(seat, count))


def pile_of(state: GameState) -> int:
    """The whole discard pile, packed."""
    return sum(state.discards) + state.pile_public + state.pile_mixed


# ------------------------------------------------------------------ legal uses


def may_target(seat: int, holder: int, guarded: int | None) -> bool:
    """True when ``holder``'s trick may target ``seat``'s table when ``guarded`` holds the
    Protection (no other seat's trick may target it; its own may)."""
    return seat == holder or seat != guarded


def legal_tricks(state: GameState, seat: int) -> tuple[Choice, ...]:
    """Every legal use of the seat's trick now, and declining (except after D's draw)."""
    trick = Trick(state.tricks[seat])
    tables, n = state.tables, state.players
    guarded = protected_seat(state)
    if state.drawn[seat]:
        drawn = unpack(state.drawn[seat])
        return tuple(Choice(ChoiceKind.TRICK, g) for g in _RANGE if drawn[g])
    out: list[Choice] = [DECLINE]
    open_seats = [t for t in range(n) if may_target(t, seat, guarded)]
    rows = {t: unpack(tables[t]) for t in open_seats}
    if trick is Trick.SWAP:
        for x in open_seats:
            for y in open_seats:
                if y <= x:
                    continue
                for g in _RANGE:
                    if rows[x][g]:
                        for h in _RANGE:
                            if rows[y][h]:
                                out.append(
                                    Choice(ChoiceKind.TRICK, g, target=x, other=y, other_guild=h)
                                )
    elif trick is Trick.SACRIFICE:
        own = unpack(tables[seat])
        for g in _RANGE:
            if own[g] and GUILDS[g].worth_ten_or_more:
                for t in open_seats:
                    for h in _RANGE:
                        need = 2 if (t == seat and h == g) else 1
                        if rows[t][h] >= need:
                            out.append(Choice(ChoiceKind.TRICK, g, target=t, other_guild=h))
    elif trick is Trick.DRAW_TWO:
        if pile_of(state):
            out.append(DRAW)
    elif trick is Trick.SWAP_HAND:
        hand, own = unpack(state.hands[seat]), unpack(tables[seat])
        for g in _RANGE:
            if hand[g]:
                for h in _RANGE:
                    if own[h]:
                        out.append(Choice(ChoiceKind.TRICK, g, other_guild=h))
    elif trick.guild is not None:
        g = trick.guild
        for t in open_seats:
            out.append(Choice(ChoiceKind.TRICK, g, target=t, sign=1))
            if rows[t][g]:
                out.append(Choice(ChoiceKind.TRICK, g, target=t, sign=-1))
    return tuple(out)


def check_trick(state: GameState, seat: int, choice: Choice) -> None:
    """Raise an ``IllegalChoice`` that says why, unless ``choice`` is a legal use (or
    decline) of the seat's trick now."""
    trick = Trick(state.tricks[seat])
    held = f"seat {seat} holds {trick.letter} ({TRICK_NAMES[trick]})"
    if state.drawn[seat]:
        if choice.kind is not ChoiceKind.TRICK:
            raise IllegalChoice(f"seat {seat} drew with D: it must play one of the cards drawn")
        _fields(choice, held, guild=True)
        if not _has(state.drawn[seat], choice.guild):
            raise IllegalChoice(f"seat {seat} did not draw a {_name(choice.guild)} card")
        return
    if choice.kind is ChoiceKind.DECLINE:
        return
    if choice.kind is ChoiceKind.DRAW:
        if trick is not Trick.DRAW_TWO:
            raise IllegalChoice(f"{held}: only D draws from the discard pile")
        if not pile_of(state):
            raise IllegalChoice("the discard pile is empty: there is nothing to draw")
        return
    if trick is Trick.PROTECTION:
        raise IllegalChoice(f"{held}: it protects its table and has nothing to use")
    if trick is Trick.DRAW_TWO:
        raise IllegalChoice(f"{held}: draw first (Choice.draw()), then play a card drawn")
    guarded = protected_seat(state)
    tables = state.tables

    def reachable(target: int) -> None:
        if not may_target(target, seat, guarded):
            raise IllegalChoice(f"seat {target} holds the Protection: no trick may target it")

    def on_table(target: int, guild: int, copies: int = 1) -> None:
        if not _has(tables[target], guild, copies):
            raise IllegalChoice(f"seat {target} has no {_name(guild)} card on its table")

    if trick is Trick.SWAP:
        _fields(choice, held, guild=True, target=True, other=True, other_guild=True)
        x, y = choice.target, choice.other
        assert x is not None and y is not None and choice.other_guild is not None
        if x == y:
            raise IllegalChoice("a swap is between two different seats")
        if x > y:
            raise IllegalChoice("name the lower seat first (target < other)")
        reachable(x)
        reachable(y)
        on_table(x, choice.guild)
        on_table(y, choice.other_guild)
    elif trick is Trick.SACRIFICE:
        _fields(choice, held, guild=True, target=True, other_guild=True)
        t, h = choice.target, choice.other_guild
        assert t is not None and h is not None
        if not GUILDS[choice.guild].worth_ten_or_more:
            raise IllegalChoice(
                f"{_name(choice.guild)} is not worth 10 or more: sacrifice Bourgeois, "
                "Knights, Nobles, Priests or Alchemists"
            )
        on_table(seat, choice.guild)
        reachable(t)
        on_table(t, h, 2 if (t == seat and h == choice.guild) else 1)
    elif trick is Trick.SWAP_HAND:
        _fields(choice, held, guild=True, other_guild=True)
        assert choice.other_guild is not None
        if not _has(state.hands[seat], choice.guild):
            raise NotInHand(f"seat {seat} has no {_name(choice.guild)} card in hand")
        on_table(seat, choice.other_guild)
    else:
        _fields(choice, held, guild=True, target=True, sign=True)
        t = choice.target
        assert t is not None and trick.guild is not None
        if choice.guild != trick.guild:
            raise IllegalChoice(f"{held}: it changes {_name(trick.guild)}, not another guild")
        reachable(t)
        if choice.sign == -1:
            on_table(t, choice.guild)


def _fields(
    choice: Choice,
    held: str,
    *,
    guild: bool = False,
    target: bool = False,
    other: bool = False,
    other_guild: bool = False,
    sign: bool = False,
) -> None:
    """The choice sets exactly the fields this trick's use needs."""
    wanted = {"target": target, "other": other, "other_guild": other_guild, "sign": sign}
    given = dict(zip(("target", "other", "other_guild", "sign"), choice.targets(), strict=True))
    missing = [k for k, w in wanted.items() if w and given[k] is None]
    extra = [k for k, w in wanted.items() if not w and given[k] is not None]
    if missing or extra:
        need = ", ".join(["guild", *[k for k, w in wanted.items() if w]])
        raise IllegalChoice(f"{held}: a use of it names {need} and nothing else")


# ------------------------------------------------------------------ resolving


def draw_from_pile(state: GameState, seat: int, happened: list[Happening]) -> None:
    """D: the discard pile is shuffled (nobody can tell whose a card was any more) and
    the seat draws two cards (one if that is all there is), seen by it alone."""
    pile = pile_of(state)
    cards = [g for g in _RANGE for _ in range(unpack(pile)[g])]
    drawn = 0
    for _ in range(min(2, len(cards))):
        drawn += ONE[cards.pop(state.rng.below(len(cards)))]
    state.pile_mixed = pile - drawn
    state.pile_public = 0
    state.discards = [0] * state.players
    state.drawn[seat] = drawn
    happened.append(CardsDrawn(seat, size(drawn)))


@dataclass(frozen=True, slots=True)
class TrickEffect:
    """What a use of a trick does to the tables: cards added (+) and taken (-) per seat,
    packed, and the virtual card it places (F to I), if any."""

    deltas: tuple[tuple[int, int], ...]
    """(seat, packed cards) pairs added to that seat's table."""
    taken: tuple[tuple[int, int], ...]
    """(seat, packed cards) pairs taken from that seat's table."""
    virtual: VirtualCard | None

    def after(self, tables: Sequence[int]) -> list[int]:
        """The packed tables once this effect is applied."""
        out = list(tables)
        for seat, cards in self.deltas:
            out[seat] += cards
        for seat, cards in self.taken:
            out[seat] -= cards
        return out


def trick_effect(trick: int, seat: int, choice: Choice, drew: bool = False) -> TrickEffect:
    """The effect on the tables of ``seat`` using ``trick`` as ``choice`` says (a checked
    use; ``drew`` when it is D's card played from the two drawn). The engine applies
    it; a player's preview and the AI count what it would change with it."""
    g, h, t = choice.guild, choice.other_guild, choice.target
    kind = Trick(trick)
    if drew or kind is Trick.DRAW_TWO:
        return TrickEffect(((seat, ONE[g]),), (), None)
    if kind is Trick.SWAP:
        assert t is not None and choice.other is not None and h is not None
        return TrickEffect(
            ((t, ONE[h]), (choice.other, ONE[g])), ((t, ONE[g]), (choice.other, ONE[h])), None
        )
    if kind is Trick.SACRIFICE:
        assert t is not None and h is not None
        return TrickEffect((), ((seat, ONE[g]), (t, ONE[h])), None)
    if kind is Trick.SWAP_HAND:
        assert h is not None
        return TrickEffect(((seat, ONE[g]),), ((seat, ONE[h]),), None)
    assert t is not None and choice.sign is not None
    return TrickEffect((), (), VirtualCard(t, g, choice.sign))


def apply_trick(state: GameState, seat: int, choice: Choice) -> None:
    """Apply a checked use of the seat's trick: its effect on the tables
    (``trick_effect``) or the count's modifiers, and where the other cards go."""
    drew = bool(state.drawn[seat])
    trick = Trick(state.tricks[seat])
    effect = trick_effect(trick, seat, choice, drew)
    state.tables = effect.after(state.tables)
    if effect.virtual is not None:
        state.modifiers = replace(
            state.modifiers, virtual=(*state.modifiers.virtual, effect.virtual)
        )
    g, h = choice.guild, choice.other_guild
    if drew:
        state.discards[seat] += state.drawn[seat] - ONE[g]
        state.drawn[seat] = 0
    elif trick is Trick.SACRIFICE:
        assert h is not None
        state.pile_public += ONE[g] + ONE[h]
    elif trick is Trick.SWAP_HAND:
        assert h is not None
        state.hands[seat] += ONE[h] - ONE[g]


def resolve_trick(
    state: GameState, happened: list[Happening], pending: list[Choice | None]
) -> bool:
    """The seat whose turn it is uses or declines its trick, then discards its hand
    (after D's draw it chooses again, the card to play); True after the last seat."""
    seat = state.turn_order[state.turn]
    choice = pending[seat]
    assert choice is not None
    trick = state.tricks[seat]
    if choice.kind is ChoiceKind.DRAW:
        draw_from_pile(state, seat, happened)
        order = state.turn_order
        state.turn_order = (*order[: state.turn + 1], seat, *order[state.turn + 1 :])
        state.turn += 1
        return False
    if choice.kind is ChoiceKind.DECLINE:
        happened.append(TrickDeclined(seat, trick))
    else:
        apply_trick(state, seat, choice)
        happened.append(TrickUsed(seat, trick, choice))
    _discard_hand(state, seat, happened)
    state.turn += 1
    if state.turn < len(state.turn_order):
        return False
    state.hand_size = 0
    return True


# ------------------------------------------------------------------ the phase

TRICKS = PhaseRules(
    Phase.TRICKS,
    Turns.IN_ORDER,
    begin_tricks,
    kind=ChoiceKind.TRICK,
    other_kinds=frozenset({ChoiceKind.DECLINE, ChoiceKind.DRAW}),
    legal=legal_tricks,
    check=check_trick,
    resolve=resolve_trick,
    steps=lambda state: 1,
)
"""The Dirty Tricks phase, after the play and before the count."""
