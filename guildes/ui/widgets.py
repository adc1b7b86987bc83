"""Shared widget building: a panel with a title and a column of buttons, with keyboard
focus, used by menus and dialogs."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

import pygame
import pygame_gui

from guildes.ui.focus import FocusRing

COLUMN_WIDTH = 360
"""Width of a button column's buttons at scale 1, unless a menu asks for another."""


class Measures(Protocol):
    """A font that tells a text's size in pixels (pygame's or pygame-gui's)."""

    def size(self, text: str, /) -> tuple[int, int]: ...


def wrap(text: str, font: Measures, width: int) -> list[str]:
    """``text`` in lines no wider than ``width`` pixels, broken between words (a word
    wider than a line is broken where it must, e.g. a long folder path)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split():
            candidate = f"{line} {word}" if line else word
            if font.size(candidate)[0] <= width:
                line = candidate
                continue
            if line:
                lines.append(line)
            while font.size(word)[0] > width and len(word) > 1:
                cut = len(word) - 1
                while cut > 1 and font.size(word[:cut])[0] > width:
                    cut -= 1
                lines.append(word[:cut])
                word = word[cut:]
            line = word
        lines.append(line)
    return lines


def title_height(manager: pygame_gui.UIManager, least: int) -> int:
    """The height of a "#title" label: at least ``least``, and its font's whole line at
    the theme's scale (at 130% text size a fixed height cut the letters' feet)."""
    return max(least, manager.get_theme().get_font(["#title"]).size("Ág")[1] + 4)


class ButtonColumn:
    """A centred panel: title, optional lines of text (wrapped to the panel's width),
    buttons (each with an action)."""

    def __init__(
        self,
        manager: pygame_gui.UIManager,
        size: tuple[int, int],
        scale: float,
        title: str,
        buttons: list[tuple[str, Callable[[], None], bool]],
        lines: list[str] | None = None,
        width: int = COLUMN_WIDTH,
        keep: tuple[int, pygame.Rect, tuple[int, int] | None] | None = None,
    ) -> None:
        """``keep`` = (index of a button, where it was, the pointer): that button is
        placed where it was, so a button never moves from under the pointer (the rest of
        the panel follows it, kept on the screen); the pointer keeps its place inside it
        in proportion when the button's size changes."""
        s = max(0.85, scale)  # boxes no smaller than this; the theme's fonts scale too
        self.ring = FocusRing()
        self.actions: dict[object, Callable[[], None]] = {}
        theme = manager.get_theme()
        label_font = theme.get_font(["label"])
        button_font = theme.get_font(["button"])
        # the boxes follow the fonts (window height times text size, ``fonts.scaled_theme``)
        bw, bh, gap = int(width * s), max(int(46 * s), button_font.size("Ág")[1] + 12), int(10 * s)
        # wider when the language's words need it (title, buttons), within the window
        title_w = theme.get_font(["#title"]).size(title)[0] if title else 0
        labels_w = max((button_font.size(label)[0] for label, _a, _e in buttons), default=0)
        bw = min(max(bw, labels_w + int(24 * s), title_w - int(48 * s)), size[0] - int(100 * s))
        w = bw + int(60 * s)
        lines = [part for line in lines or [] for part in wrap(line, label_font, w - int(40 * s))]
        line_h = max(int(24 * s), label_font.size("Ág")[1] + 6)
        title_label_h = title_height(manager, int(56 * s))
        title_h = int(8 * s) + title_label_h if title else int(14 * s)
        h = title_h + len(lines) * line_h + len(buttons) * (bh + gap) + int(30 * s)
        fit = int(size[1] * 0.9)  # room to move, so a kept button can stay where it was
        if buttons and h > fit:  # taller than that: tighter gaps, then lower buttons
            room = (fit - (h - len(buttons) * (bh + gap))) // len(buttons)
            gap = max(2, min(gap, room - bh))
            bh = max(button_font.size("Ág")[1] + 4, min(bh, room - gap))
            h = title_h + len(lines) * line_h + len(buttons) * (bh + gap) + int(30 * s)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (size[0] // 2, size[1] // 2)
        self.panel = pygame_gui.elements.UIPanel(rect, manager=manager)
        if title:
            pygame_gui.elements.UILabel(
                pygame.Rect(0, int(4 * s), w - 6, title_label_h),
                title,
                manager,
                container=self.panel,
                object_id=pygame_gui.core.ObjectID(object_id="#title"),
            )
        y = title_h
        for line in lines:
            pygame_gui.elements.UILabel(
                pygame.Rect(int(10 * s), y, w - int(26 * s), line_h),
                line,
                manager,
                container=self.panel,
            )
            y += line_h
        y += int(6 * s)
        for label, action, enabled in buttons:
            b = pygame_gui.elements.UIButton(
                pygame.Rect(int(27 * s), y, bw, bh),
                label,
                manager,
                container=self.panel,
            )
            if not enabled:
                b.disable()
            self.actions[b] = action
            self.ring.add(b, action)
            y += bh + gap
        self.ring.move(0)
        if keep is not None and 0 <= keep[0] < len(self.ring.items):
            self._keep_place(size, *keep)

    def _keep_place(
        self, size: tuple[int, int], index: int, old: pygame.Rect, pointer: tuple[int, int] | None
    ) -> None:
        """Move the panel so that button ``index`` lands where it was (``old``)."""
        button = self.ring.items[index].widget
        new = button.rect
        if pointer is not None and old.collidepoint(pointer):
            fx = (pointer[0] - old.x) / max(1, old.w)
            fy = (pointer[1] - old.y) / max(1, old.h)
            x, y = round(pointer[0] - fx * new.w), round(pointer[1] - fy * new.h)
        else:
            x, y = old.centerx - new.w // 2, old.centery - new.h // 2
        rect = self.panel.rect.move(x - new.x, y - new.y)
        rect.clamp_ip(pygame.Rect((0, 0), size))
        self.panel.set_position(rect.topleft)

    def handle(self, event: pygame.event.Event) -> bool:
        """Run a clicked button's action, follow the mouse focus, or move it by keys."""
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.ring.focus_widget(event.ui_element)  # the focus follows the click
            self.actions[event.ui_element]()
            return True
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED:
            self.ring.focus_widget(event.ui_element)
            return False
        return self.ring.handle(event)

    def kill(self) -> None:
        """Remove the widgets."""
        self.panel.kill()
