"""The viewer's Dirty-Trick turn at the table, by mouse and keyboard.

A panel above the viewer's table offers Use and Decline. Use walks through the trick's
targets (``trick_choice.TrickChooser``, from the engine's legal choices): at each step
the seats or cards that may be chosen light up on the tables, the Protection holder's
table is marked and cannot be chosen, the player clicks one (or moves among them with
Tab or the arrow keys and presses Enter); once every target is chosen the panel shows
what this round's count would become for every seat the use affects
(``trick_choice.preview``) and waits for Confirm. Esc steps back one step.

A hurried player is safe: a press that chooses (a click, Enter), or Back, is dropped for
``STEP_GUARD_S`` after a step changed or the turn began (a double click or a repeated
Enter lands on nothing; Esc always steps back), and the confirmation for
``CONFIRM_GUARD_S`` after the preview appeared; with "confirm picks" on, Decline and D's
draw (which cannot be taken back) ask for a second press. The turn exists only while the
viewer may choose, so a click during an animation chooses nothing.

Where the panel goes and what it holds is ``trick_panel``; its drawing,
``trick_turn_drawing``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from guildes.i18n import t
from guildes.rules import Choice, SeatView
from guildes.rules.cards import Trick
from guildes.rules.choices import DECLINE
from guildes.seats import Seat
from guildes.ui.layout import TableLayout
from guildes.ui.names import guild_name
from guildes.ui.table.trick_choice import Option, Stage, Target, TrickChooser
from guildes.ui.table.trick_panel import (
    Item,
    PanelGeometry,
    target_rects,
)
from guildes.ui.trick_texts import trick_name, trick_text

STEP_GUARD_S = 0.3
"""A press that chooses is dropped this long after the turn began or a step changed: a
double click or a repeated Enter must not choose at the next step."""
CONFIRM_GUARD_S = 0.5
"""The confirmation takes no press this long after the preview appeared."""
SIGN_KEYS = {
    pygame.K_PLUS: 1,
    pygame.K_EQUALS: 1,
    pygame.K_KP_PLUS: 1,
    pygame.K_MINUS: -1,
    pygame.K_KP_MINUS: -1,
}
"""F to I: keys that choose +1 or -1 at once (when it may be chosen)."""


class TrickTable(Protocol):
    """What the trick turn asks of the table."""

    @property
    def layout(self) -> TableLayout: ...

    clock: float

    def send_trick(self, choice: Choice) -> None:
        """Apply the viewer's use (or decline) of their trick."""
        ...

    def play_sound(self, name: str) -> None: ...


@dataclass
class TrickTurn:
    """The viewer's trick turn: the chooser, the keyboard focus, the pointer, and the
    guards (see the module docstring). ``key`` names the decision it was made for."""

    chooser: TrickChooser
    key: tuple[int, int]
    changed_at: float
    confirm_picks: bool = False
    focus: int = 0
    hover: Item | None = None
    armed: str | None = None
    """Confirm picks: the button pressed once ("decline" or "use" for D's draw)."""
    names: Sequence[str] = field(default_factory=tuple)

    @property
    def view(self) -> SeatView:
        """The viewer's view the turn was made from."""
        return self.chooser.view

    # ------------------------------------------------------------------ what is offered

    def items(self) -> list[Item]:
        """What the focus moves among now: Use and Decline, the step's targets, or
        Confirm and Back."""
        c = self.chooser
        if c.stage is Stage.OFFER:
            offer: list[Item] = ["use"] if c.usable else []
            return offer + (["decline"] if c.can_decline else [])
        if c.stage is Stage.CONFIRM:
            return ["confirm", "back"]
        return list(c.options())

    def focused(self) -> Item | None:
        """The item the keyboard focus is on."""
        items = self.items()
        return items[min(self.focus, len(items) - 1)] if items else None

    def _changed(self, clock: float) -> None:
        self.changed_at = clock
        self.focus = 0
        self.hover = None
        self.armed = None

    # ------------------------------------------------------------------ acting

    def activate(self, item: Item, table: TrickTable) -> bool:
        """Choose ``item`` (a click or Enter): True if it did something. Dropped within
        the guards (Back within the step's guard only); a target not offered now is
        refused."""
        c = self.chooser
        if item == "back":
            # Back stands where Use stood: the second click of a double click on Use
            # must not step back (Esc is never guarded, nor Back after a step back)
            if table.clock - self.changed_at < STEP_GUARD_S:
                return False
            return self.back(table)
        wait = CONFIRM_GUARD_S if c.stage is Stage.CONFIRM else STEP_GUARD_S
        if table.clock - self.changed_at < wait:
            return False
        if isinstance(item, Option):
            if not c.pick(item):
                return False
            table.play_sound("pick")
            self._changed(table.clock)
            return True
        if item == "use" and c.stage is Stage.OFFER and c.usable:
            if c.draws and self.confirm_picks and self.armed != "use":
                self.armed = "use"
                return True
            draw = c.use()
            if draw is not None:
                table.send_trick(draw)
            else:
                table.play_sound("pick")
                self._changed(table.clock)
            return True
        if item == "decline" and c.stage is Stage.OFFER and c.can_decline:
            if self.confirm_picks and self.armed != "decline":
                self.armed = "decline"
                return True
            table.send_trick(DECLINE)
            return True
        if item == "confirm":
            choice = c.choice()
            if choice is not None:
                table.send_trick(choice)
                return True
        return False

    def back(self, table: TrickTable) -> bool:
        """Step back once (Esc); False when there is nothing to step back from."""
        if self.armed is not None:
            self.armed = None
            return True
        if not self.chooser.back():
            return False
        self.changed_at = table.clock - STEP_GUARD_S  # stepping back guards nothing
        self.focus = 0
        self.hover = None
        return True

    def move(self, step: int) -> None:
        """Move the keyboard focus among the items (wrapping)."""
        items = self.items()
        if items:
            self.focus = (min(self.focus, len(items) - 1) + step) % len(items)
            self.armed = None

    def handle(self, event: pygame.event.Event, table: TrickTable) -> bool:
        """Act on one input event; True if it was used (every left click is: nothing
        under it means nothing happens, never a card of the fan played)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.item_at(table.layout, event.pos)
            if self.hover is not None and self.hover in self.items():
                self.focus = self.items().index(self.hover)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button != 1:
                return False
            item = self.item_at(table.layout, event.pos)
            if item is not None:
                self.activate(item, table)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key == pygame.K_ESCAPE:
            return self.back(table)
        if key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_d):
            self.move(1)
        elif key in (pygame.K_LEFT, pygame.K_UP, pygame.K_a):
            self.move(-1)
        elif key == pygame.K_HOME:
            self.focus = 0
        elif key == pygame.K_END:
            self.focus = max(0, len(self.items()) - 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            item = self.focused()
            if item is not None:
                self.activate(item, table)
        elif key in SIGN_KEYS and self.chooser.step_target() is Target.SIGN:
            self.activate(Option(Target.SIGN, SIGN_KEYS[key]), table)
        else:
            return False
        return True

    # ------------------------------------------------------------------ where things are

    def item_at(self, layout: TableLayout, pos: tuple[int, int]) -> Item | None:
        """The item under ``pos``: a panel button, or a target offered now."""
        for item, rect in self.rects(layout):
            if rect.collidepoint(pos):
                return item
        return None

    def panel_rect(self, layout: TableLayout) -> pygame.Rect:
        """Where the turn's panel lies on the table."""
        return PanelGeometry.of(layout, self).rect

    def rects(self, layout: TableLayout) -> list[tuple[Item, pygame.Rect]]:
        """Where each item that can be clicked now lies: the panel's buttons first, then
        the targets on the table."""
        geo = PanelGeometry.of(layout, self)
        out: list[tuple[Item, pygame.Rect]] = list(geo.buttons)
        for option in self.chooser.options():
            if option.target in (Target.SIGN, Target.DRAWN_CARD):
                continue  # panel buttons and cards, above
            out.extend((option, r) for r in target_rects(layout, self.view, option))
        return out

    # ------------------------------------------------------------------ words

    def title(self) -> str:
        """The panel's title: the trick's letter and name, the name never broken across
        two lines (it read "H, +1 / Prêtres -1" at 1920x1080, 130%)."""
        letter = self.chooser.trick.letter
        return t("table.trick.yours", letter=letter, name=trick_name(letter).replace(" ", "\u00a0"))

    def prompt(self) -> str:
        """What to do now, in the panel."""
        c = self.chooser
        if c.stage is Stage.OFFER:
            if self.armed == "decline":
                return t("table.trick.decline_again")
            if self.armed == "use":
                return t("table.trick.draw_again")
            return (
                trick_text(c.trick.letter, c.view.players) if c.usable else t("table.trick.no_use")
            )
        if c.stage is Stage.CONFIRM:
            return self.summary()
        return step_prompt(c, self.names)

    def summary(self) -> str:
        """The use chosen, in words (at the confirmation)."""
        choice = self.chooser.choice()
        if choice is None:
            return ""
        return describe(self.chooser.trick, self.chooser.seat, choice, self.names, self.view)

    def hint(self) -> str:
        """How to choose now (the panel's last line)."""
        c = self.chooser
        if c.stage is Stage.OFFER:
            return t("table.trick.hint_offer")
        if c.stage is Stage.CONFIRM:
            return t("table.trick.hint_confirm")
        if c.drew and not c.picks:  # D's card to play: no step back from the draw
            return t("table.trick.hint_drawn")
        return t("table.trick.hint_step")


def step_prompt(c: TrickChooser, names: Sequence[str]) -> str:
    """What the current step of ``c`` asks for, in words."""
    k = len(c.picks)
    target = c.step_target()
    trick = c.trick
    if target is Target.TABLE_CARD:
        owner = c.table_of(k)
        yours = owner == c.seat
        if trick is Trick.SWAP:
            if yours:
                return t("table.trick.swap_card_yours")
            return t("table.trick.swap_card", name=names[owner])
        if trick is Trick.SACRIFICE and k == 0:
            return t("table.trick.sacrifice_own")
        if trick is Trick.SACRIFICE:
            if yours:
                return t("table.trick.sacrifice_other_yours")
            return t("table.trick.sacrifice_other", name=names[owner])
        return t("table.trick.take_back")
    if target is Target.SEAT:
        if trick is Trick.SWAP:
            return t("table.trick.swap_first") if k == 0 else t("table.trick.swap_second")
        if trick is Trick.SACRIFICE:
            return t("table.trick.sacrifice_seat")
        guild = trick.guild
        assert guild is not None
        return t("table.trick.plus_minus_seat", guild=guild_name(guild))
    if target is Target.SIGN:
        guild = trick.guild
        assert guild is not None
        if c.picks[0] == c.seat:
            return t("table.trick.plus_or_minus_yours", guild=guild_name(guild))
        return t("table.trick.plus_or_minus", guild=guild_name(guild), name=names[c.picks[0]])
    if target is Target.HAND_CARD:
        return t("table.trick.play_from_hand")
    return t("table.trick.play_drawn")


def describe(trick: Trick, seat: int, choice: Choice, names: Sequence[str], view: SeatView) -> str:
    """A use of ``seat``'s trick in words, for the confirmation."""
    g, h = choice.guild, choice.other_guild
    if trick is Trick.SWAP:
        x, y = choice.target, choice.other
        assert x is not None and y is not None and h is not None
        if y == seat:  # one's own side first
            x, y, g, h = y, x, h, g
        if x == seat:
            return t(
                "table.trick.swap_summary_yours",
                card=guild_name(g),
                other_card=guild_name(h),
                other=names[y],
            )
        return t(
            "table.trick.swap_summary",
            card=guild_name(g),
            name=names[x],
            other_card=guild_name(h),
            other=names[y],
        )
    if trick is Trick.SACRIFICE:
        assert choice.target is not None and h is not None
        if choice.target == seat:
            return t(
                "table.trick.sacrifice_summary_yours",
                card=guild_name(g),
                other_card=guild_name(h),
            )
        return t(
            "table.trick.sacrifice_summary",
            card=guild_name(g),
            other_card=guild_name(h),
            name=names[choice.target],
        )
    if trick is Trick.DRAW_TWO:
        rest = [x for x in range(len(view.drawn)) for _ in range(view.drawn[x])]
        rest.remove(g)
        if not rest:
            return t("table.trick.drawn_summary_one", card=guild_name(g))
        if rest[0] == g:
            return t("table.trick.drawn_summary_same", card=guild_name(g))
        return t("table.trick.drawn_summary", card=guild_name(g), other_card=guild_name(rest[0]))
    if trick is Trick.SWAP_HAND:
        assert h is not None
        return t("table.trick.hand_summary", card=guild_name(g), other_card=guild_name(h))
    assert choice.target is not None
    if choice.target == seat:
        if choice.sign == 1:
            return t("table.trick.plus_summary_yours", guild=guild_name(g))
        return t("table.trick.minus_summary_yours", guild=guild_name(g))
    key = "table.trick.plus_summary" if choice.sign == 1 else "table.trick.minus_summary"
    return t(key, guild=guild_name(g), name=names[choice.target])


# ---------------------------------------------------------------------- geometry


# ---------------------------------------------------------------------- drawing


def follow(
    turn: TrickTurn | None,
    view: SeatView | None,
    key: tuple[int, int],
    legal: Callable[[], Sequence[Choice]],
    clock: float,
    seats: Sequence[Seat],
    confirm_picks: bool,
) -> TrickTurn | None:
    """The trick turn for the viewer now: ``turn`` if it is still for the decision
    ``key`` (the viewer and the game's length), a new one if the viewer's view says it is
    their trick turn, else None."""
    if view is None:
        return None
    if turn is not None and turn.key == key:
        turn.confirm_picks = confirm_picks
        return turn
    chooser = TrickChooser(view, legal())
    if not chooser.usable and not chooser.can_decline:
        return None
    return TrickTurn(chooser, key, clock, confirm_picks, names=tuple(seat.name for seat in seats))
