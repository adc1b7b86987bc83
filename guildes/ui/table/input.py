"""Keys and the mouse at the table, and what lies under the pointer.

``fan_card_at`` and ``table_card_at`` say which card a point is on: a card of the
viewer's fan, or a stack of a seat's table (by seat and guild; the Dirty Tricks will
target these). ``TableInput`` keeps the hover and keyboard focus and turns input events into
the table's commands. Left/Right (or A/D) move the focus along the fan and stop at its
ends with a bump sound; Home and End go to the first and the last card. With "confirm
picks" on, the table lifts the first card clicked (or Entered) and Esc puts it back
before it opens the menu.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame
import pygame_gui

from guildes.ui.layout import TableLayout
from guildes.ui.table.glance import TipTarget, strip_guild_at
from guildes.ui.widgets import pressed_button


def fan_card_at(
    layout: TableLayout,
    count: int,
    pos: tuple[int, int],
    front: Sequence[int] = (),
    top: int | None = None,
) -> int | None:
    """Index of the card of a fan of ``count`` cards under ``pos``, or None: the topmost
    where cards overlap, as drawn: ``top`` (the hovered or focused card, lifted) first,
    then the cards in ``front`` (chosen for a batch of two), then right to left."""
    for i in reversed(layout.fan_order(count, front, top)):
        rect = layout.fan_card_rect(count, i, front, lifted=i == top)
        if rect.collidepoint(pos):
            return i
    return None


def table_card_at(
    layout: TableLayout, tables: Sequence[tuple[int, ...]], pos: tuple[int, int]
) -> tuple[int, int] | None:
    """(seat, guild) of the stack of a seat's table under ``pos``, or None. ``tables``
    holds each seat's cards per guild."""
    for seat, cards in enumerate(tables):
        for guild, rect in layout.table_cards(seat, cards):
            if rect.collidepoint(pos):
                return (seat, guild)
    return None


class TableControls(Protocol):
    """What the input asks of the table."""

    @property
    def layout(self) -> TableLayout: ...

    def fan(self) -> list[int]:
        """The viewer's fan, as guilds (empty when no one looks)."""
        ...

    def fan_front(self) -> tuple[int, ...]:
        """Fan indices drawn in front of the others (the cards chosen for a batch of
        two)."""
        ...

    def tables(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's table as drawn now (cards per guild)."""
        ...

    def choose(self, guild: int) -> None: ...

    def pick_card(self, index: int, enter: bool = False) -> None:
        """The viewer acts on card ``index`` of the fan (a click, Up, or Enter when
        ``enter``): plays or picks it, or in a batch of two chooses it or changes their
        mind; Enter with two chosen plays them."""
        ...

    def drop_lift(self) -> bool:
        """Confirm picks: put the lifted card back; False if none is lifted."""
        ...

    def confirm(self) -> bool:
        """Batches of two: play the two chosen cards; False if the viewer is not
        choosing two cards now."""
        ...

    def command(self, key: str) -> None:
        """A button or its key: "counts", "log" or "menu"."""

    def skip(self) -> bool:
        """Finish the animations that may be skipped; False if none plays."""
        ...

    def play_sound(self, name: str) -> None:
        """Play one of the game's sounds ("bump": a key could not go further)."""
        ...

    def trick_at(self, pos: tuple[int, int]) -> int | None:
        """Dirty Tricks: the seat whose trick card is under ``pos``, if any."""
        ...

    def next_trick_focus(self, current: int | None) -> int | None:
        """Dirty Tricks: the seat whose trick text T shows after ``current`` (None: none)."""
        ...


KEY_COMMANDS = {
    pygame.K_ESCAPE: "menu",
    pygame.K_c: "counts",
    pygame.K_l: "log",
    pygame.K_h: "hint",
}
CHOOSE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP)
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


def _box(rect: pygame.Rect) -> tuple[int, int, int, int]:
    return (rect.x, rect.y, rect.w, rect.h)


TIP_DELAY_MS = 450
"""How long the pointer (or the keyboard's focus) rests on a thing before its tooltip
shows: sweeping over the fan shows none."""


class TableInput:
    """The pointer and keyboard state of the table: the hovered and the focused card of
    the fan, the card of a seat's table and the cell of the standings strip under the
    pointer, and what a tooltip would be about."""

    def __init__(self) -> None:
        self.hover: int | None = None
        self.focus = 0
        self.pointed: tuple[int, int] | None = None
        """(seat, guild) of the table stack under the pointer."""
        self.strip: int | None = None
        """The guild of the standings strip's cell under the pointer."""
        self.keyed = False
        """The focus was last moved by a key (its card's tooltip shows), not the mouse."""
        self._tip_key: tuple[object, ...] | None = None
        self._tip_since = 0
        self.on_event = False
        """The pointer is over this round's Event card."""
        self.event_pinned = False
        """E shows the Event card large until pressed again (keyboard focus)."""
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.panel: int | None = None
        """The seat whose panel is under the pointer (its name's tooltip)."""
        self._panel_key: int | None = None
        self._panel_since = 0
        self.trick_hover: int | None = None
        """Dirty Tricks: the seat whose trick card is under the pointer."""
        self.trick_focus: int | None = None
        """Dirty Tricks: the seat whose trick text T shows (keyboard focus)."""

    @property
    def trick_shown(self) -> int | None:
        """The seat whose trick text is shown: the card pointed at, else the one T chose."""
        return self.trick_hover if self.trick_hover is not None else self.trick_focus

    def reset(self) -> None:
        """Forget the hover and focus (a new player looks, or a card was chosen)."""
        self.hover = None
        self.focus = 0
        self.keyed = False

    def point_away(self) -> None:
        """The pointer rests on something drawn over the table (a panel): it points at
        nothing under it (no card lifted, no stack, cell or trick card pointed at)."""
        self.hover = self.pointed = self.strip = self.trick_hover = self.panel = None
        self.on_event = self.keyed = False

    def tip(self, table: TableControls) -> TipTarget | None:
        """What the tooltip shows now, once the pointer (or a key's focus) has rested
        ``TIP_DELAY_MS`` on it: the hovered card of the fan, else the stack or the strip's
        cell under the pointer, else the card a key focused; None otherwise."""
        lay = table.layout
        cards = table.fan()
        target: TipTarget | None = None
        top = self._top(len(cards))
        if self.hover is not None and self.hover < len(cards):
            rect = lay.fan_card_rect(len(cards), self.hover, table.fan_front(), lifted=True)
            target = TipTarget(cards[self.hover], _box(rect))
        elif self.pointed is not None:
            seat, guild = self.pointed
            cards_of = table.tables()[seat]
            stack = next((r for g, r in lay.table_cards(seat, cards_of) if g == guild), None)
            if stack is not None:
                target = TipTarget(guild, _box(stack), seat)
        elif self.strip is not None:
            rect = dict(lay.strip_cells())[self.strip]
            target = TipTarget(self.strip, _box(rect))
        elif self.keyed and top is not None:
            rect = lay.fan_card_rect(len(cards), top, table.fan_front(), lifted=True)
            target = TipTarget(cards[top], _box(rect))
        key = None if target is None else (target.guild, target.seat, target.anchor)
        now = pygame.time.get_ticks()
        if key != self._tip_key:
            self._tip_key, self._tip_since = key, now
        if target is None or now - self._tip_since < TIP_DELAY_MS:
            return None
        return target

    def name_tip(self) -> int | None:
        """The seat whose panel the pointer has rested on ``TIP_DELAY_MS`` (its whole
        name shows when the panel cuts it), else None."""
        now = pygame.time.get_ticks()
        if self.panel != self._panel_key:
            self._panel_key, self._panel_since = self.panel, now
        if self.panel is None or now - self._panel_since < TIP_DELAY_MS:
            return None
        return self.panel

    def handle(self, event: pygame.event.Event, table: TableControls) -> bool:
        """Act on one input event; True if it was used."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = pressed_button(event, self.buttons)
            if key is not None:
                table.command(key)
            return key is not None
        if event.type == pygame.KEYDOWN:
            return self._key(event.key, table)
        if event.type == pygame.MOUSEMOTION:
            count = len(table.fan())
            self.hover = fan_card_at(
                table.layout, count, event.pos, table.fan_front(), self._top(count)
            )
            if self.hover is not None:
                self.focus = self.hover
            self.pointed = table_card_at(table.layout, table.tables(), event.pos)
            self.strip = strip_guild_at(table.layout, event.pos)
            self.on_event = table.layout.event_rect.collidepoint(event.pos)
            self.keyed = False
            self.trick_hover = table.trick_at(event.pos)
            lay = table.layout
            self.panel = next(
                (
                    seat
                    for seat in range(lay.players)
                    if lay.seat_panel(seat).collidepoint(event.pos)
                ),
                None,
            )
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if table.layout.confirm_rect.collidepoint(event.pos) and table.confirm():
                return True
            cards = table.fan()
            top = self._top(len(cards))
            hit = fan_card_at(table.layout, len(cards), event.pos, table.fan_front(), top)
            if hit is not None:
                table.pick_card(hit)
                return True
        return False

    def _top(self, count: int) -> int | None:
        """The card of the fan drawn on top (lifted): the hovered one, else the focused."""
        top = self.hover if self.hover is not None else self.focus
        return top if 0 <= top < count else None

    def _key(self, key: int, table: TableControls) -> bool:
        if key == pygame.K_ESCAPE and table.drop_lift():
            return True
        if key == pygame.K_ESCAPE and (self.event_pinned or self.trick_focus is not None):
            # Esc closes what E or T opened first (the pause menu opened behind it)
            self.event_pinned, self.trick_focus = False, None
            return True
        if key in KEY_COMMANDS:
            table.command(KEY_COMMANDS[key])
            return True
        if key == pygame.K_SPACE and table.skip():
            return True
        if key == pygame.K_e:  # one of the two at a time: neither covers the other
            self.event_pinned, self.trick_focus = not self.event_pinned, None
            return True
        if key == pygame.K_t:
            self.trick_focus = table.next_trick_focus(self.trick_focus)
            self.event_pinned = False
            return True
        cards = table.fan()
        if not cards:
            return False
        last = len(cards) - 1
        self.focus = min(max(self.focus, 0), last)
        if key in (pygame.K_LEFT, pygame.K_a, pygame.K_RIGHT, pygame.K_d):
            step = -1 if key in (pygame.K_LEFT, pygame.K_a) else 1
            if 0 <= self.focus + step <= last:
                self.focus += step
            else:  # at an end: the focus stays (no wrap), and says so
                table.play_sound("bump")
            self.hover, self.keyed = None, True
        elif key == pygame.K_HOME:
            self.focus, self.hover, self.keyed = 0, None, True
        elif key == pygame.K_END:
            self.focus, self.hover, self.keyed = last, None, True
        elif key in CHOOSE_KEYS:
            self.keyed = False
            table.pick_card(min(self.focus, len(cards) - 1), enter=key in ENTER_KEYS)
        else:
            return False
        return True
