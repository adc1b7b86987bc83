"""The rules screen: the rulebook's sections, scrolled with the keys or the wheel."""

from __future__ import annotations

import pygame
import pygame_gui

from guildes.i18n import t as tr
from guildes.rules import EVENT_CARDS
from guildes.ui.draw import felt
from guildes.ui.fonts import theme_size
from guildes.ui.names import event_name, event_rule
from guildes.ui.scene import Scene

RULES_KEYS = (
    ("rules.goal.title", "rules.goal.text"),
    ("rules.round.title", "rules.round.text"),
    ("rules.how_many.title", "rules.how_many.text"),
    ("rules.counting.title", "rules.counting.text"),
    ("rules.militia.title", "rules.militia.text"),
    ("rules.tie.title", "rules.tie.text"),
    ("rules.events.title", "rules.events.text"),
    ("rules.keys.title", "rules.keys.text"),
)
"""The rules screen's sections: title and text keys, in the game's own words."""


def rules_sections() -> list[tuple[str, str]]:
    """The rules screen's sections (title, text with pygame-gui's tags) in the current
    language; the Event cards' section lists each card's name and rule."""
    out = [(tr(title), tr(body)) for title, body in RULES_KEYS]
    cards = "".join(
        f"<br>• <i>{event_name(e)}</i>: {event_rule(e)}" for e in range(len(EVENT_CARDS))
    )
    return [
        (title, body + cards if key[0] == "rules.events.title" else body)
        for (title, body), key in zip(out, RULES_KEYS)
    ]


RULES_HEADING_PX = 20
"""The rules screen's headings at scale 1 (the text under them: the theme's 14)."""


class RulesScene(Scene):
    """The rules in the game's own words, with Back (Esc)."""

    name = "rules"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.box: pygame_gui.elements.UITextBox | None = None
        self.back: pygame_gui.elements.UIButton | None = None
        self.html = ""

    def enter(self) -> None:
        s = self.app.scale
        w, h = self.app.size
        # the headings in pixels scaled like the theme's fonts (a <font size=5> stayed the
        # same at every text size while the words under it grew)
        heading = theme_size(RULES_HEADING_PX, self.app.text_scale)
        self.app.manager.preload_fonts(
            [{"name": "noto_sans", "point_size": heading, "style": "bold"}]
        )
        self.html = "".join(
            f"<font pixel_size={heading}><b>{title}</b></font><br>{body}<br><br>"
            for title, body in rules_sections()
        )
        html = self.html
        rect = pygame.Rect(int(w * 0.12), int(30 * s), int(w * 0.76), h - int(110 * s))
        self.box = pygame_gui.elements.UITextBox(html, rect, self.app.manager)
        self.back = pygame_gui.elements.UIButton(
            pygame.Rect(w // 2 - int(100 * s), h - int(68 * s), int(200 * s), int(46 * s)),
            tr("common.back"),
            self.app.manager,
        )
        self.back.select()

    def leave(self) -> None:
        for wdg in (self.box, self.back):
            if wdg is not None:
                wdg.kill()
        self.box = self.back = None

    def handle(self, event: pygame.event.Event) -> bool:
        if (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        ) or (event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back):
            self.app.back()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(felt(*surface.get_size()), (0, 0))
