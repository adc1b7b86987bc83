"""The tutorial's questions: a title, a few lines and a column of buttons over the dimmed
scene below (the first-start offer over the main menu; skipping and what next over the
table). The first button has the keyboard focus; Esc runs ``on_escape``."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from guildes.ui.draw import dim
from guildes.ui.scene import Scene
from guildes.ui.widgets import ButtonColumn


class TutorialDialog(Scene):
    """A question with one button per answer; see the module docstring."""

    opaque = False
    name = "tutorial_dialog"

    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        title: str,
        lines: Sequence[str],
        buttons: Sequence[tuple[str, Callable[[], None]]],
        on_escape: Callable[[], None],
    ) -> None:
        super().__init__(app)
        self.title = title
        self.lines = list(lines)
        self.buttons = list(buttons)
        self.on_escape = on_escape
        self.menu: ButtonColumn | None = None

    def enter(self) -> None:
        self.menu = ButtonColumn(
            self.app.manager,
            self.app.size,
            self.app.scale,
            self.title,
            [(label, action, True) for label, action in self.buttons],
            lines=self.lines,
            width=520,
        )

    def leave(self) -> None:
        if self.menu is not None:
            self.menu.kill()
            self.menu = None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
            return True
        return self.menu.handle(event) if self.menu else False

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
