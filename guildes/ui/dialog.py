"""The small dialogs' common part: a title, a few lines and a column of buttons in a panel
over the dimmed scene below (``widgets.ButtonColumn``), the first button focused, Esc
running the dialog's way out. A dialog says what it shows (``content``) and what Esc
does (``escape``); it is a scene of its own, registered by name like any other."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from guildes.ui.draw import dim
from guildes.ui.scene import Scene
from guildes.ui.widgets import ButtonColumn

Buttons = list[tuple[str, Callable[[], None]]]
"""A dialog's buttons: each label with what it does, the first focused."""


class ColumnDialog(Scene):
    """A dialog over the scene below; see the module docstring."""

    opaque = False
    width = 520
    """Its buttons' width at scale 1."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.menu: ButtonColumn | None = None

    def content(self) -> tuple[str, list[str], Buttons]:
        """Its title, its lines and its buttons, in the current language."""
        raise NotImplementedError

    def escape(self) -> None:
        """What Esc does."""
        raise NotImplementedError

    def enter(self) -> None:
        title, lines, buttons = self.content()
        self.menu = ButtonColumn(
            self.app.manager,
            self.app.size,
            self.app.scale,
            title,
            [(label, action, True) for label, action in buttons],
            lines=lines,
            width=self.width,
        )

    def leave(self) -> None:
        if self.menu is not None:
            self.menu.kill()
            self.menu = None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
            return True
        return self.menu.handle(event) if self.menu else False

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
