"""The hotseat curtain: between two people's turns, the screen shows nothing of the game
until the next player says they are at it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from guildes.i18n import t
from guildes.ui import palette
from guildes.ui.scene import Scene
from guildes.ui.widgets import ButtonColumn

CURTAIN_GUARD_S = 0.8
"""How long a new curtain ignores every action: a second press meant for the hand it
replaced (a double Enter, a double click) must not open it. A press during the guard
starts it again: Enter pressed every 0.35 s opened it at the third press and picked a
card of the next player's hand at the fourth (a hurried play test)."""

_INPUT = (
    pygame.KEYDOWN,
    pygame.KEYUP,
    pygame.MOUSEBUTTONDOWN,
    pygame.MOUSEBUTTONUP,
    pygame.TEXTINPUT,
)


class Curtain(Scene):
    """Hotseat: hides the whole table until the named player is at the screen, then
    calls ``on_lift``; Esc calls ``on_menu``.

    It opens only on a deliberate action made after it appeared: input queued before it
    is dropped, and its button stays disabled until ``CURTAIN_GUARD_S`` seconds have
    passed with no key pressed or button clicked."""

    opaque = True
    name = "curtain"

    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        seat: int,
        who: str,
        on_lift: Callable[[], None],
        on_menu: Callable[[], None],
    ) -> None:
        super().__init__(app)
        self.seat = seat
        self.who = who
        self.on_lift = on_lift
        self.on_menu = on_menu
        self.menu: ButtonColumn | None = None
        self.age = 0.0

    @property
    def guarded(self) -> bool:
        """True while the curtain is too new to be opened."""
        return self.age < CURTAIN_GUARD_S

    def enter(self) -> None:
        pygame.event.clear(_INPUT)  # pressed before the curtain was there: not meant for it
        self.age = 0.0
        self._build()

    def resize(self, size: tuple[int, int]) -> None:
        """A new window size rebuilds the panel; the guard goes on where it was (a resize
        is not a player's input and must not restart it, nor drop what they press)."""
        self.leave()
        self._build()

    def _build(self) -> None:
        who = self.who
        self.menu = ButtonColumn(
            self.app.manager,
            self.app.size,
            self.app.scale,
            t("curtain.title", name=who),
            [(t("curtain.lift", name=who), self._lift, not self.guarded)],
            lines=[t("curtain.look_away"), t("curtain.esc")],
            width=620,
        )

    def leave(self) -> None:
        if self.menu is not None:
            self.menu.kill()
            self.menu = None

    def still(self) -> bool:
        """Not while the guard runs (its button comes alive when it ends)."""
        return not self.guarded

    def update(self, dt: float) -> None:
        self.age += dt
        if not self.guarded and self.menu is not None:
            button = self.menu.ring.items[0].widget
            if not button.is_enabled:
                button.enable()
                self.menu.ring.move(0)

    def _lift(self) -> None:
        if self.guarded:
            return
        self.app.back()
        self.on_lift()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_menu()
            return True
        if self.guarded and event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.age = 0.0  # still pressing: the guard starts again
            return True
        return self.menu.handle(event) if self.menu else False

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(palette.FELT_DARK)
