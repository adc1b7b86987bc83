"""The rules screen: the rulebook in the game's own words, illustrated (sections with
titles, the guild cards, the deal table, the counting examples as small tables, each
variant with its cards: ``guildes.ui.rules_page``), scrolled with the wheel, the arrows,
Page Up/Down, Home/End or the scroll bar; Back (Esc, Enter) returns. "Show the tips
again" (T) lets the variants' tips show once more in the next games (``ui.table.tips``)."""

from __future__ import annotations

import pygame
import pygame_gui

from guildes.i18n import t as tr
from guildes.ui import palette
from guildes.ui.draw import panel
from guildes.ui.menu_base import draw_backdrop
from guildes.ui.rules_page import SECTIONS, Page, build_page, plain
from guildes.ui.scene import Scene

TIPS_AGAIN = "rules.tips_again"
"""The button that shows the variants' tips again."""
TIPS_RESET = "rules.tips_reset"
"""Its words once pressed."""
RULES_KEYS = SECTIONS
"""The rules screen's sections: title and text keys, in the game's own words."""


def rules_sections() -> list[tuple[str, str]]:
    """The rules screen's sections (title, text) in the current language."""
    return [(tr(title), plain(tr(body))) for title, body in SECTIONS]


class RulesScene(Scene):
    """The illustrated rules, scrolled, with Back (Esc)."""

    name = "rules"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.back: pygame_gui.elements.UIButton | None = None
        self.tips: pygame_gui.elements.UIButton | None = None
        """Show the tips again (dimmed once pressed, or while none was seen)."""
        self.page: Page | None = None
        self.offset = 0
        self.dragging = False

    def _view(self) -> pygame.Rect:
        """Where the page shows (inside the panel)."""
        w, h = self.app.size
        s = self.app.scale
        pw = min(w - int(60 * s), int(1100 * s))
        return pygame.Rect(
            (w - pw) // 2 + int(20 * s), int(30 * s), pw - int(40 * s), h - int(120 * s)
        )

    def enter(self) -> None:
        s = self.app.scale
        w, h = self.app.size
        self.page = build_page(self._view().w - int(16 * s), s)
        self._clamp()
        button_font = self.app.manager.get_theme().get_font(["button"])
        labels = (tr("common.back"), tr(TIPS_AGAIN))
        bw = max(int(200 * s), button_font.size(labels[0])[0] + 40)
        # as wide as its words once pressed too
        tw = max(int(200 * s), *(button_font.size(tr(k))[0] + 40 for k in (TIPS_AGAIN, TIPS_RESET)))
        gap = int(16 * s)
        x = w // 2 - (bw + gap + tw) // 2
        y, bh = h - int(72 * s), int(48 * s)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(x, y, bw, bh), labels[0], self.app.manager
        )
        self.tips = pygame_gui.elements.UIButton(
            pygame.Rect(x + bw + gap, y, tw, bh), labels[1], self.app.manager
        )
        if not self.app.settings.tips_seen:
            self.tips.disable()
        self.back.select()

    def leave(self) -> None:
        for button in (self.back, self.tips):
            if button is not None:
                button.kill()
        self.back = self.tips = None

    def tips_again(self) -> None:
        """The variants' tips show again, each once, in the next games (remembered)."""
        if self.app.settings.tips_seen:
            self.app.settings.tips_seen = []
            self.app.save_settings()
        if self.tips is not None:
            self.tips.set_text(tr(TIPS_RESET))
            self.tips.disable()

    def texts(self) -> list[str]:
        """The words the page shows."""
        return list(self.page.words) if self.page else []

    @property
    def heading_px(self) -> int:
        """The headings' size in pixels."""
        return self.page.heading_px if self.page else 0

    def _most(self) -> int:
        if self.page is None:
            return 0
        return max(0, self.page.surface.get_height() - self._view().h)

    def _clamp(self) -> None:
        self.offset = max(0, min(self.offset, self._most()))

    def scroll(self, by: int) -> None:
        """Move the page by ``by`` pixels (kept within it)."""
        self.offset += by
        self._clamp()

    def _bar(self) -> tuple[pygame.Rect, pygame.Rect] | None:
        """The scroll bar's track and thumb, when the page is taller than its window."""
        most = self._most()
        if not most or self.page is None:
            return None
        v = self._view()
        s = self.app.scale
        track = pygame.Rect(v.right + int(6 * s), v.y, int(8 * s), v.h)
        th = max(int(30 * s), v.h * v.h // self.page.surface.get_height())
        thumb = pygame.Rect(track.x, track.y + (v.h - th) * self.offset // most, track.w, th)
        return track, thumb

    def _drag_to(self, y: int) -> None:
        bar = self._bar()
        if bar is not None:
            track, thumb = bar
            room = max(1, track.h - thumb.h)
            self.offset = (y - track.y - thumb.h // 2) * self._most() // room
            self._clamp()

    def handle(self, event: pygame.event.Event) -> bool:
        line = int(40 * self.app.scale)
        page = self._view().h - line
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        ) or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back):
            self.app.back()
            return True
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_t) or (
            event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.tips
        ):
            self.tips_again()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y * line * 2)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            bar = self._bar()
            if bar is not None and bar[0].inflate(12, 0).collidepoint(event.pos):
                self.dragging = True
                self._drag_to(event.pos[1])
                return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.dragging = False
        if event.type == pygame.MOUSEMOTION and self.dragging:
            self._drag_to(event.pos[1])
            return True
        if event.type == pygame.KEYDOWN:
            steps = {
                pygame.K_DOWN: line,
                pygame.K_UP: -line,
                pygame.K_PAGEDOWN: page,
                pygame.K_SPACE: page,
                pygame.K_PAGEUP: -page,
                pygame.K_HOME: -self._most(),
                pygame.K_END: self._most(),
            }
            if event.key in steps:
                self.scroll(steps[event.key])
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app.scale, fan=False)
        if self.page is None:
            return
        v = self._view()
        s = self.app.scale
        panel(surface, v.inflate(int(40 * s), int(20 * s)), alpha=235)
        area = pygame.Rect(0, self.offset, v.w, v.h)
        surface.blit(self.page.surface, (v.x + int(4 * s), v.y), area)
        bar = self._bar()
        if bar is not None:
            track, thumb = bar
            pygame.draw.rect(surface, (44, 58, 52), track, border_radius=4)
            pygame.draw.rect(surface, palette.GOLD, thumb, border_radius=4)
