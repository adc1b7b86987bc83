"""Key presses and clicks on the fan that cannot act yet (issue 29, fault 11): while a
pass or a reveal plays, or the other seats still choose, a press of the fan's keys (the
arrows, Home, End, Enter) or a click on a card of the fan was dropped without a sign, so
six quick End+Enter played three cards. Such a press is kept here and played when the
viewer may choose again, in order, one choice at a time; a press kept for another moment
(another player at the screen, a new phase or round; in the tutorial, a new lesson shown:
``TableScene.update``) is let go with the table's "bump", never played where it was not
meant. A click is kept with the fan it was on, as drawn then: it acts only on that same
fan (the card the player saw under the pointer). A press of a key that chooses (Enter,
Up) is kept with the fan drawn then too: it acts if the fan holds only cards of that one
(the viewer's own hand, less the cards played since). Either is let go with the bump if
another hand came meanwhile (an Enter pressed while the hands passed picked a card of the
next hand before the player had seen it)."""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

import pygame

from guildes.rules import Phase
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import hand_cards
from guildes.ui.table.input import CHOOSE_KEYS, fan_card_at
from guildes.ui.table.steps import Step
from guildes.ui.table.views import TableViews

FAN_KEYS = frozenset(
    {
        pygame.K_LEFT,
        pygame.K_RIGHT,
        pygame.K_a,
        pygame.K_d,
        pygame.K_HOME,
        pygame.K_END,
        pygame.K_RETURN,
        pygame.K_KP_ENTER,
        pygame.K_UP,
    }
)
"""The keys that move along the fan or choose from it (``TableInput``)."""

KEPT_PHASES = frozenset({Phase.DRAFT, Phase.PLAY, Phase.REDISTRIBUTE})
"""Phases whose presses are kept: choices of a card (a Dirty Trick's turn has its own
guards against hurried presses)."""

KEPT_MAX = 16
"""At most this many presses wait (a key held down repeats)."""


@dataclass(frozen=True)
class Moment:
    """What a press was meant for: who looked, at which round and phase."""

    viewer: int
    voting_round: int
    phase: Phase


@dataclass(frozen=True)
class Click:
    """A click on card ``index`` of the fan drawn then (``fan``: its guilds, in order)."""

    fan: tuple[int, ...]
    index: int


@dataclass(frozen=True)
class Press:
    """A press of a key that chooses (``input.CHOOSE_KEYS``) made on the fan drawn then
    (``fan``: its guilds, in order; None: no fan was drawn)."""

    key: int
    fan: tuple[int, ...] | None


def fan_drawn(views: TableViews, viewer: int | None, step: Step | None) -> tuple[int, ...] | None:
    """The viewer's fan as drawn now from ``views`` while ``step`` plays, as guilds in
    order; None when no fan is drawn."""
    if viewer is None or (step is not None and step.hides_hand):
        return None
    view = views.seats[viewer]
    if view.outcome is not None:
        return None
    return tuple(hand_cards(view, step))


def seen(fan: Sequence[int], drawn: tuple[int, ...] | None) -> bool:
    """Whether every card of ``fan`` was in the fan ``drawn`` (as guilds): the viewer's
    own hand less the cards played since, not a hand passed to them since."""
    if drawn is None:
        return False
    left = Counter(drawn)
    left.subtract(fan)
    return all(n >= 0 for n in left.values())


def click_on_fan(
    layout: TableLayout,
    views: TableViews,
    viewer: int | None,
    step: Step | None,
    pos: tuple[int, int],
) -> Click | None:
    """The card of the viewer's fan, as drawn now from ``views`` while ``step`` plays,
    under ``pos`` (None: no fan is drawn there). The fan is drawn with no card lifted
    while the viewer cannot choose (``drawing``)."""
    cards = fan_drawn(views, viewer, step)
    if cards is None:
        return None
    index = fan_card_at(layout, len(cards), pos)
    return None if index is None else Click(cards, index)


class KeptTable(Protocol):
    """What the kept presses ask of the table."""

    def moment(self) -> Moment | None:
        """Who looks at which round and phase, as drawn now (None: no one looks)."""
        ...

    def can_choose(self) -> bool:
        """The viewer may pick or play now."""
        ...

    def may_choose_later(self) -> bool:
        """The viewer cannot choose now, but the game goes on."""
        ...

    def handle_key(self, key: int) -> None:
        """Act on a press of ``key`` as the table's input does."""
        ...

    def click_at(self, pos: tuple[int, int]) -> Click | None:
        """The card of the fan drawn under ``pos`` now, if any (``click_on_fan``)."""
        ...

    def fan(self) -> list[int]:
        """The viewer's fan now, as guilds."""
        ...

    def fan_drawn(self) -> tuple[int, ...] | None:
        """The viewer's fan as drawn now (``fan_drawn``)."""
        ...

    def pick_card(self, index: int, enter: bool = False) -> None:
        """Act on card ``index`` of the fan as a click does."""
        ...

    def play_sound(self, name: str) -> None:
        """Play one of the game's sounds."""
        ...


class KeptKeys:
    """The presses waiting, oldest first, each with its moment."""

    def __init__(self) -> None:
        self._keys: deque[tuple[Moment, int | Click | Press]] = deque()

    def __len__(self) -> int:
        return len(self._keys)

    def keep(self, key: int | Click | Press, moment: Moment) -> bool:
        """Keep ``key`` pressed (or a click) at ``moment``; False if it is no fan key, its
        phase keeps none, or too many wait already."""
        pressed = key.key if isinstance(key, Press) else key
        if (
            isinstance(pressed, int) and pressed not in FAN_KEYS
        ) or moment.phase not in KEPT_PHASES:
            return False
        if len(self) >= KEPT_MAX:
            return False
        self._keys.append((moment, key))
        return True

    def take(self, moment: Moment) -> tuple[int | Click | Press | None, bool]:
        """The next key kept for ``moment`` (None: none), and whether presses kept for
        another moment were let go on the way."""
        dropped = False
        while self._keys:
            meant, key = self._keys.popleft()
            if meant == moment:
                return key, dropped
            dropped = True
        return None, dropped

    def clear(self) -> bool:
        """Let every press go; True if one was waiting."""
        waiting = bool(self._keys)
        self._keys.clear()
        return waiting

    def hold(self, event: pygame.event.Event, table: KeptTable) -> bool:
        """Keep ``event`` if it is a press of a key or a click on a card of the fan that
        cannot act yet; True if kept."""
        press: int | Click | Press | None = None
        if event.type == pygame.KEYDOWN:
            if not event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
                press = event.key
                if event.key in CHOOSE_KEYS:
                    press = Press(event.key, table.fan_drawn())
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            press = table.click_at(event.pos)
        if press is None or not table.may_choose_later():
            return False
        moment = table.moment()
        return moment is not None and self.keep(press, moment)

    def replay(self, table: KeptTable) -> None:
        """Play the presses kept for this moment, in order, until one makes a choice."""
        while self._keys and table.can_choose():
            moment = table.moment()
            if moment is None:
                return
            key, dropped = self.take(moment)
            if dropped:
                table.play_sound("bump")  # kept for a moment gone: said, not played
            if key is None:
                return
            if isinstance(key, int):
                table.handle_key(key)
            elif isinstance(key, Press) and seen(table.fan(), key.fan):
                table.handle_key(key.key)
            elif isinstance(key, Click) and tuple(table.fan()) == key.fan:  # the very fan
                table.pick_card(key.index)
            else:  # another hand came: not the cards the player saw
                table.play_sound("bump")
