"""Key presses on the fan that cannot act yet (issue 29, fault 11): while a pass or a
reveal plays, or the other seats still choose, a press of the fan's keys (the arrows,
Home, End, Enter) was dropped without a sign, so six quick End+Enter played three cards.
Such a press is kept here and played when the viewer may choose again, in order, one
choice at a time; a press kept for another moment (another player at the screen, a new
phase or round) is let go with the table's "bump", never played where it was not meant."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass
from typing import Protocol

import pygame

from guildes.rules import Phase

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

    def play_sound(self, name: str) -> None:
        """Play one of the game's sounds."""
        ...


class KeptKeys:
    """The presses waiting, oldest first, each with its moment."""

    def __init__(self) -> None:
        self._keys: deque[tuple[Moment, int]] = deque()

    def __len__(self) -> int:
        return len(self._keys)

    def keep(self, key: int, moment: Moment) -> bool:
        """Keep ``key`` pressed at ``moment``; False if it is no fan key, its phase
        keeps none, or too many wait already."""
        if key not in FAN_KEYS or moment.phase not in KEPT_PHASES or len(self) >= KEPT_MAX:
            return False
        self._keys.append((moment, key))
        return True

    def take(self, moment: Moment) -> tuple[int | None, bool]:
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
        """Keep ``event`` if it is a press on the fan that cannot act yet; True if kept."""
        if event.type != pygame.KEYDOWN or not table.may_choose_later():
            return False
        if event.mod & (pygame.KMOD_CTRL | pygame.KMOD_ALT | pygame.KMOD_META):
            return False
        moment = table.moment()
        return moment is not None and self.keep(event.key, moment)

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
            table.handle_key(key)
