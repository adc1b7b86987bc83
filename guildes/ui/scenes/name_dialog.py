"""A small dialog asking for a save's name: a text field filled with a suggestion,
Save and Cancel. Enter saves, Esc cancels. What to do with the name is the caller's: it
gets the name through ``on_submit`` and returns a reason to show when the name is
refused (the dialog then stays open), or None to close it."""

from __future__ import annotations

from collections.abc import Callable

import pygame
import pygame_gui

from guildes.i18n import t
from guildes.saves.savefile import MAX_SAVE_NAME
from guildes.ui.draw import dim
from guildes.ui.focus import FocusRing
from guildes.ui.scene import Scene
from guildes.ui.widgets import title_height


class NameDialog(Scene):
    """Ask for a save's name; see the module docstring."""

    opaque = False
    name = "save_name"

    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        suggestion: str,
        on_submit: Callable[[str], str | None],
        title: str = "",
    ) -> None:
        super().__init__(app)
        self.text = suggestion[:MAX_SAVE_NAME]
        self.on_submit = on_submit
        self.title = title or t("pause.save")
        self.error = ""
        self.widgets: list[pygame_gui.core.UIElement] = []
        self.entry: pygame_gui.elements.UITextEntryLine | None = None
        self.ok: pygame_gui.elements.UIButton | None = None
        self.cancel: pygame_gui.elements.UIButton | None = None
        self.ring = FocusRing()
        self.closed = False

    def enter(self) -> None:
        s = max(0.85, self.app.scale)
        m = self.app.manager
        w, h = self.app.size
        pw, row = int(520 * s), int(46 * s)
        title_h = title_height(m, max(64, int(56 * s)))
        top = max(max(68, int(64 * s)), title_h + int(6 * s))
        ph = top + int(30 * s) + row + int(34 * s) + row + int(24 * s)
        rect = pygame.Rect(0, 0, pw, ph)
        rect.center = (w // 2, h // 2)
        panel = pygame_gui.elements.UIPanel(rect, manager=m)
        self.widgets = [panel]
        pygame_gui.elements.UILabel(
            pygame.Rect(0, int(4 * s), pw - 6, title_h),
            self.title,
            m,
            container=panel,
            object_id=pygame_gui.core.ObjectID(object_id="#title"),
        )
        y = top
        pygame_gui.elements.UILabel(
            pygame.Rect(int(24 * s), y, pw - int(54 * s), int(28 * s)),
            t("save_name.label", n=MAX_SAVE_NAME),
            m,
            container=panel,
        )
        y += int(30 * s)
        self.entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(int(24 * s), y, pw - int(54 * s), row - 6), m, container=panel
        )
        self.entry.set_text_length_limit(MAX_SAVE_NAME)
        self.entry.set_text(self.text)
        y += row
        pygame_gui.elements.UILabel(
            pygame.Rect(int(24 * s), y, pw - int(54 * s), int(30 * s)),
            self.error or t("save_name.hint"),
            m,
            container=panel,
            object_id=pygame_gui.core.ObjectID(object_id="#subtitle") if self.error else None,
        )
        y += int(34 * s)
        half = (pw - int(64 * s)) // 2
        self.ok = pygame_gui.elements.UIButton(
            pygame.Rect(int(24 * s), y, half, row - 4), t("save_name.save"), m, container=panel
        )
        self.cancel = pygame_gui.elements.UIButton(
            pygame.Rect(int(34 * s) + half, y, half, row - 4),
            t("save_name.cancel"),
            m,
            container=panel,
        )
        self.ring = FocusRing()
        self.ring.add(self.entry, self.submit)
        self.ring.add(self.ok, self.submit)
        self.ring.add(self.cancel, self.close)
        self.ring.move(0)
        self.entry.focus()

    def leave(self) -> None:
        if self.entry is not None:
            self.text = self.entry.get_text()
        for wdg in self.widgets:
            wdg.kill()
        self.widgets = []
        self.entry = self.ok = self.cancel = None

    def submit(self) -> None:
        """Hand the typed name to the caller; close unless it gives a reason to refuse."""
        if self.closed:
            return
        if self.entry is not None:
            self.text = self.entry.get_text()
        reason = self.on_submit(self.text)
        if reason is None:
            self.close()
            return
        self.error = reason[:1].upper() + reason[1:]
        self.leave()
        self.enter()

    def close(self) -> None:
        """Leave the dialog (once)."""
        if not self.closed:
            self.closed = True
            self.app.back()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.entry:
            self.submit()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            if event.ui_element is self.ok:
                self.submit()
                return True
            if event.ui_element is self.cancel:
                self.close()
                return True
        if event.type == pygame.KEYDOWN and self.entry is not None and self.entry.is_focused:
            if event.key in (pygame.K_TAB, pygame.K_DOWN, pygame.K_UP):
                return self.ring.handle(event)
            return False  # typing goes to the field
        return self.ring.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 120)
