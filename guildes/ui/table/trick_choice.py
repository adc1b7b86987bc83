"""The viewer's Dirty-Trick turn as a walk through its targets, one step at a time, and
the preview of what the count would become: no rule is written here.

The legal uses come from the engine (``Game.legal_choices``: every legal ``Choice`` of
the seat's trick, and declining); ``TrickChooser`` only lays each use out as a *path* of
values, one per step, in the order the player is asked for them, and offers at each step
the values that some legal use still has after what is already chosen. So a step never
offers an illegal target (a protected table, a card that is not there, a card worth less
than 10), and the chosen path names exactly one legal use.

The steps of each letter (``STEPS``):

- B: a seat, a card of its table, the other seat, a card of its table (either seat may
  come first: both orders of a legal swap are paths of the same use);
- C: a card of one's own table (worth 10 or more), a seat, a card of its table;
- D: Use draws (``Choice.draw()``); then, on the seat's next turn, one of the drawn cards;
- E: a card of one's own table (back into the hand), then a card of the hand to play;
- F to I: a seat, then +1 or -1.

``preview`` counts this round's votes before and after a use with the engine's own
``trick_effect`` and ``count_votes``, from the view the table draws.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from guildes.rules import Choice, ChoiceKind, CountModifiers, PublicView, SeatView, count_votes
from guildes.rules.cards import Trick
from guildes.rules.choices import DECLINE, DRAW
from guildes.rules.packed import pack, unpack
from guildes.rules.trick_rules import trick_effect
from guildes.ui.standings import round_count_modifiers


class Target(Enum):
    """What one step of a trick's targets asks for."""

    SEAT = "seat"
    """A seat (its table)."""
    TABLE_CARD = "table_card"
    """A card (a guild) of one seat's table: one's own, or the seat chosen just before."""
    HAND_CARD = "hand_card"
    """A card of one's hand (E)."""
    DRAWN_CARD = "drawn_card"
    """One of the two cards drawn with D."""
    SIGN = "sign"
    """+1 or -1 (F to I)."""


STEPS: dict[Trick, tuple[Target, ...]] = {
    Trick.SWAP: (Target.SEAT, Target.TABLE_CARD, Target.SEAT, Target.TABLE_CARD),
    Trick.SACRIFICE: (Target.TABLE_CARD, Target.SEAT, Target.TABLE_CARD),
    Trick.DRAW_TWO: (Target.DRAWN_CARD,),
    Trick.SWAP_HAND: (Target.TABLE_CARD, Target.HAND_CARD),
    Trick.KNIGHTS: (Target.SEAT, Target.SIGN),
    Trick.NOBLES: (Target.SEAT, Target.SIGN),
    Trick.PRIESTS: (Target.SEAT, Target.SIGN),
    Trick.ALCHEMISTS: (Target.SEAT, Target.SIGN),
}
"""The steps of each letter's targets, in the order they are asked (A has no turn)."""


def paths(trick: Trick, choice: Choice) -> tuple[tuple[int, ...], ...]:
    """The ways of reaching the legal use ``choice`` of ``trick`` through its ``STEPS``,
    one value per step (B's two seats may be chosen in either order)."""
    g, h, t, o = choice.guild, choice.other_guild, choice.target, choice.other
    if trick is Trick.SWAP:
        assert t is not None and o is not None and h is not None
        return ((t, g, o, h), (o, h, t, g))
    if trick is Trick.SACRIFICE:
        assert t is not None and h is not None
        return ((g, t, h),)
    if trick is Trick.DRAW_TWO:
        return ((g,),)
    if trick is Trick.SWAP_HAND:
        assert h is not None
        return ((h, g),)
    assert t is not None and choice.sign is not None
    return ((t, choice.sign),)


@dataclass(frozen=True, slots=True)
class Option:
    """One thing the player may choose at a step: a seat, a card (of ``seat``'s table,
    the hand or the drawn cards) or a sign."""

    target: Target
    value: int
    """The seat, the guild or the sign."""
    seat: int | None = None
    """Whose table a ``TABLE_CARD`` lies on."""


class Stage(Enum):
    """Where the viewer is in their trick turn."""

    OFFER = "offer"
    """Use or decline."""
    TARGETS = "targets"
    """Choosing the targets, one step at a time."""
    CONFIRM = "confirm"
    """Every target chosen: the preview, then confirm."""


class TrickChooser:
    """The viewer's choice of their trick's use, step by step, among the engine's legal
    choices ``legal`` for the seat of ``view`` (see the module docstring)."""

    def __init__(self, view: SeatView, legal: Sequence[Choice]) -> None:
        self.view = view
        self.seat = view.seat
        self.trick = Trick(view.tricks[view.seat])
        self.drew = any(view.drawn)
        """D's second turn: the seat drew and now plays one of the cards drawn."""
        self.can_decline = DECLINE in legal
        self.can_draw = DRAW in legal
        self.steps: tuple[Target, ...] = STEPS.get(self.trick, ())
        self.routes: dict[tuple[int, ...], Choice] = {
            path: c for c in legal if c.kind is ChoiceKind.TRICK for path in paths(self.trick, c)
        }
        """Each path of values to the legal use it names."""
        self.picks: list[int] = []
        self.stage = Stage.TARGETS if self.drew else Stage.OFFER

    @property
    def usable(self) -> bool:
        """The trick has a legal use now (D: the pile has a card to draw)."""
        return self.can_draw or bool(self.routes)

    @property
    def draws(self) -> bool:
        """Using the trick now is D's draw (a choice of its own, with no targets)."""
        return self.can_draw

    def use(self) -> Choice | None:
        """The player chose Use: D's draw is returned to be sent at once; any other trick
        goes on to its first target (None)."""
        if self.stage is not Stage.OFFER or not self.usable:
            return None
        if self.can_draw:
            return DRAW
        self.stage = Stage.TARGETS
        self.picks = []
        return None

    def step_target(self) -> Target | None:
        """What the current step asks for (None outside the targets)."""
        if self.stage is not Stage.TARGETS:
            return None
        return self.steps[len(self.picks)]

    def table_of(self, step: int) -> int:
        """Whose table a ``TABLE_CARD`` step's card lies on: the seat chosen at the step
        just before, else one's own."""
        if step > 0 and self.steps[step - 1] is Target.SEAT:
            return self.picks[step - 1]
        return self.seat

    def options(self) -> list[Option]:
        """What the current step offers: the values that some legal use still has after
        the values chosen so far (seats clockwise from the viewer, cards in the Count
        card's order, +1 before -1)."""
        target = self.step_target()
        if target is None:
            return []
        k = len(self.picks)
        prefix = tuple(self.picks)
        values = {path[k] for path in self.routes if path[:k] == prefix}
        n = self.view.players
        if target is Target.SEAT:
            ordered = sorted(values, key=lambda s: (s - self.seat) % n)
        elif target is Target.SIGN:
            ordered = sorted(values, reverse=True)
        else:
            ordered = sorted(values)
        seat = self.table_of(k) if target is Target.TABLE_CARD else None
        return [Option(target, v, seat) for v in ordered]

    def offers(self, option: Option) -> bool:
        """True when ``option`` may be chosen at the current step."""
        return option in self.options()

    def pick(self, option: Option) -> bool:
        """Choose ``option`` at the current step (False, changing nothing, if it is not
        offered); after the last step, the use waits for its confirmation."""
        if not self.offers(option):
            return False
        self.picks.append(option.value)
        if len(self.picks) == len(self.steps):
            self.stage = Stage.CONFIRM
        return True

    def back(self) -> bool:
        """Step back once (the last value chosen, or from the first target to Use or
        Decline); False when there is nothing to step back from."""
        if self.stage is Stage.CONFIRM:
            self.stage = Stage.TARGETS
            self.picks.pop()
            return True
        if self.stage is Stage.TARGETS:
            if self.picks:
                self.picks.pop()
                return True
            if not self.drew:
                self.stage = Stage.OFFER
                return True
        return False

    def choice(self) -> Choice | None:
        """The legal use the chosen values name, once they are all chosen."""
        if self.stage is not Stage.CONFIRM:
            return None
        return self.routes.get(tuple(self.picks))

    def chosen(self) -> list[Option]:
        """The options chosen so far, in order."""
        out: list[Option] = []
        for k, value in enumerate(self.picks):
            target = self.steps[k]
            out.append(
                Option(target, value, self.table_of(k) if target is Target.TABLE_CARD else None)
            )
        return out


# ------------------------------------------------------------------ preview


def count_modifiers(view: PublicView) -> CountModifiers:
    """This round's count's modifiers as ``view`` shows them: the round's Event card
    (``standings.round_count_modifiers``) and the +1/-1 cards placed so far."""
    base = round_count_modifiers(view)
    return CountModifiers(virtual=view.virtual, ties_left_out=base.ties_left_out)


@dataclass(frozen=True, slots=True)
class Preview:
    """This round's votes per seat if counted now, and if counted after the use."""

    before: tuple[int, ...]
    after: tuple[int, ...]
    touched: tuple[int, ...]
    """The seats whose table (or count, F to I) the use changes."""

    def affected(self) -> list[int]:
        """The seats the use touches or whose votes it changes, in seat order."""
        changed = {s for s, (a, b) in enumerate(zip(self.before, self.after)) if a != b}
        return sorted(changed | set(self.touched))


def preview(view: SeatView, choice: Choice) -> Preview:
    """What this round's count would be before and after the viewer's use ``choice`` of
    their trick (the engine's ``trick_effect`` on the view's tables, counted by
    ``count_votes`` with the round's modifiers and the use's +1/-1 card)."""
    seat = view.seat
    effect = trick_effect(view.tricks[seat], seat, choice, drew=any(view.drawn))
    mods = count_modifiers(view)
    tables = [pack(t) for t in view.tables]
    after_tables = tuple(unpack(p) for p in effect.after(tables))
    virtual = mods.virtual + ((effect.virtual,) if effect.virtual is not None else ())
    after_mods = CountModifiers(virtual=virtual, ties_left_out=mods.ties_left_out)
    touched = {s for s, _ in effect.deltas} | {s for s, _ in effect.taken}
    if effect.virtual is not None:
        touched.add(effect.virtual.seat)
    return Preview(
        tuple(count_votes(view.tables, view.voting_round, mods)),
        tuple(count_votes(after_tables, view.voting_round, after_mods)),
        tuple(sorted(touched)),
    )
