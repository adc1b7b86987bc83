"""Keyboard focus for pygame-gui widgets, which have none of their own.

A ``FocusRing`` holds the focusable widgets of a screen with an action each: Tab/Down
and Shift+Tab/Up move the focus (shown with the widget's "selected" look), Enter or
Space runs the focused widget's action, Left/Right run its ``left``/``right`` actions
(for choosers and sliders). The focus follows the pointer onto a button
(``follow_hover``), but not back to the button under a pointer at rest after a key moved
it away (``KeyedPointer``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

import pygame
import pygame_gui


@dataclass
class Focusable:
    """A widget with what Enter, Left and Right do on it."""

    widget: pygame_gui.core.UIElement
    activate: Callable[[], None] | None = None
    left: Callable[[], None] | None = None
    right: Callable[[], None] | None = None


class KeyedPointer:
    """Where the pointer rested when a key last moved the focus. pygame-gui reports a
    new hover of the button under a pointer at rest as soon as the focus leaves it (a
    focused button cannot be hovered), which pulled the focus straight back: with the
    pointer resting on a dialog's first button, Tab and the arrows could not leave it and
    Enter ran it (Esc, Down, Enter on the tutorial's "Skip tutorial?" kept learning). A
    hover counts only once the pointer has moved since that key.

    A screen built under a pointer at rest is the same case (a menu opened by a key, or
    rebuilt with new words): pygame-gui reports the hover of the button under it at
    once, and the focus went there: Esc at the table with the pointer left on the hand
    opened the pause menu focused on "Quit to menu", so Esc and Enter asked to leave.
    Where the pointer is when the screen is built counts as where a key left it."""

    def __init__(self) -> None:
        self.rest: tuple[int, int] | None = (
            pygame.mouse.get_pos() if pygame.display.get_init() else None
        )

    def keyed(self) -> None:
        """A key moved the focus now."""
        self.rest = pygame.mouse.get_pos()

    def moved(self) -> bool:
        """True when a hover now is the player's: the pointer moved since the last key
        that moved the focus (or no key moved it)."""
        if self.rest is not None and pygame.mouse.get_pos() == self.rest:
            return False
        self.rest = None
        return True


class FocusRing:
    """Focus order and keyboard handling for one screen."""

    def __init__(self) -> None:
        self.items: list[Focusable] = []
        self.index = 0
        self.pointer = KeyedPointer()

    def add(
        self,
        widget: pygame_gui.core.UIElement,
        activate: Callable[[], None] | None = None,
        left: Callable[[], None] | None = None,
        right: Callable[[], None] | None = None,
    ) -> None:
        """Append a widget to the focus order."""
        self.items.append(Focusable(widget, activate, left, right))
        if len(self.items) == 1:
            self._show()

    def focused(self) -> Focusable | None:
        """The focused item."""
        return self.items[self.index] if self.items else None

    def _show(self) -> None:
        for i, it in enumerate(self.items):
            w = it.widget
            if not w.is_enabled:
                continue  # (un)selecting would draw a disabled button as an active one
            if isinstance(w, pygame_gui.elements.UIButton):
                if i == self.index:
                    w.select()
                else:
                    w.unselect()
            elif isinstance(w, pygame_gui.elements.UITextEntryLine):
                if i == self.index:
                    w.focus()  # typing now goes to this field
                elif w.is_focused:
                    w.unfocus()

    def move(self, step: int) -> None:
        """Move the focus by ``step`` (wrapping), skipping disabled widgets."""
        if not self.items:
            return
        if step == 0:
            if self.items[self.index % len(self.items)].widget.is_enabled:
                self.index %= len(self.items)
                self._show()
                return
            step = 1
        for _ in range(len(self.items)):
            self.index = (self.index + step) % len(self.items)
            if self.items[self.index].widget.is_enabled:
                break
        self._show()

    def focus_widget(self, widget: object) -> None:
        """Put the focus on ``widget`` (e.g. the one under the mouse)."""
        for i, it in enumerate(self.items):
            if it.widget is widget:
                self.index = i
                self._show()

    def follow_hover(self, widget: object) -> None:
        """The pointer came onto ``widget``: focus it, if the pointer moved since a key
        last moved the focus (``KeyedPointer``)."""
        if self.pointer.moved():
            self.focus_widget(widget)

    def handle(self, event: pygame.event.Event) -> bool:
        """Handle a key; True if used."""
        if event.type != pygame.KEYDOWN or not self.items:
            return False
        it = self.items[self.index]
        if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
            self.pointer.keyed()
        if event.key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key == pygame.K_DOWN:
            self.move(1)
        elif event.key == pygame.K_UP:
            self.move(-1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if it.activate is not None and it.widget.is_enabled:
                it.activate()
        elif event.key == pygame.K_LEFT and it.left is not None:
            it.left()
        elif event.key == pygame.K_RIGHT and it.right is not None:
            it.right()
        else:
            return False
        return True
