"""What the menu screens share: the backdrop (felt and a fan of guild cards), a
screen's title over it, the on/off word, and ``MenuScene``, a button column over the
backdrop whose Esc backs out."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from guildes.i18n import t as tr
from guildes.ui import palette
from guildes.ui.draw import dim, felt, rotated_face
from guildes.ui.fonts import text
from guildes.ui.scene import Scene
from guildes.ui.widgets import COLUMN_WIDTH, ButtonColumn

FELT_RIM = 7
"""The felt's wooden rim and its dark line, in pixels from the window's edge (``draw.felt``)."""


def on_off(value: bool) -> str:
    """ "on" or "off", in the language."""
    return tr("common.on") if value else tr("common.off")


def draw_backdrop(surface: pygame.Surface, scale: float, fan: bool = True) -> None:
    """The menus' background: the felt, with a fan of guild cards along the bottom
    (``fan``: only where no content lies over it)."""
    w, h = surface.get_size()
    surface.blit(felt(w, h), (0, 0))
    if not fan:
        return
    cw, ch = int(90 * scale), int(126 * scale)
    for i in range(9):
        img = rotated_face(i, cw, ch, (4 - i) * 6, 1.0)  # cached: a still menu costs little
        x = w / 2 + (i - 4) * cw * 0.7
        y = h - ch * 0.35 + abs(i - 4) ** 2 * 3 * scale
        surface.blit(img, img.get_rect(center=(int(x), int(y))))


def side_fans(size: tuple[int, int], scale: float, keep: pygame.Rect) -> list[pygame.Rect]:
    """Where the cards of the two small fans beside ``keep`` (the menu's frame) go when
    the fan along the bottom would lie under it: four guilds each side, as large as at
    the bottom where the room allows, never under 60% of that, clear of ``keep`` and
    the felt's rim by 24 px at scale 1; none where a side has not that room."""
    w, h = size
    gap = int(24 * scale) + FELT_RIM
    out: list[pygame.Rect] = []
    for side in (-1, 1):
        room = keep.x - gap - gap if side < 0 else w - keep.right - gap - gap
        for k in range(10, 5, -1):
            cw, ch = int(90 * scale * k / 10), int(126 * scale * k / 10)
            span = cw * (1 + 3 * 0.55) + ch * 0.3  # four cards, turned a little
            if span <= room:
                break
        else:
            continue
        cx = keep.x - gap - room / 2 if side < 0 else keep.right + gap + room / 2
        cy = h * 0.52
        for i in range(4):
            x = cx + (i - 1.5) * cw * 0.55
            y = cy + abs(i - 1.5) ** 2 * 5 * scale
            out.append(pygame.Rect(int(x - cw / 2), int(y - ch / 2), cw, ch))
    return out


def draw_side_fans(surface: pygame.Surface, scale: float, keep: pygame.Rect) -> None:
    """The two small fans of guild cards beside the menu's frame (``side_fans``): the
    guilds of the left half on the left, of the right half on the right."""
    places = side_fans(surface.get_size(), scale, keep)
    for n, rect in enumerate(places):
        i = n % 4
        guild = i if rect.centerx < keep.centerx else 5 + i
        img = rotated_face(guild, rect.w, rect.h, (1.5 - i) * 8, 1.0)  # cached
        surface.blit(img, img.get_rect(center=rect.center))


def fan_top(height: int, scale: float) -> int:
    """The top of the backdrop's fan of cards in a window ``height`` pixels high."""
    ch = int(126 * scale)
    return int(height - ch * 0.35 - ch * 0.62)


def draw_titled_backdrop(surface: pygame.Surface, scale: float, title: str, top: int) -> None:
    """The menus' background, darkened, with a screen's title ``top`` pixels (at scale 1)
    from the top: the Load and Statistics screens (no fan: their lists and buttons reach
    the bottom)."""
    draw_backdrop(surface, scale, fan=False)
    dim(surface, 90)
    shown = text(title, int(34 * scale), palette.GOLD, True)
    surface.blit(shown, shown.get_rect(midtop=(surface.get_width() // 2, int(top * scale))))


class MenuScene(Scene):
    """A scene with a button column over the backdrop; Esc runs ``back``."""

    title = ""
    column_width = COLUMN_WIDTH
    side_fans = False
    """Beside a frame too tall for the fan along the bottom, a small fan each side (the
    main menu: a plain column of buttons on felt looked like a prototype)."""

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.menu: ButtonColumn | None = None
        self.pointer: tuple[int, int] | None = None
        """Where the pointer last moved (a rebuilt menu keeps the button under it)."""
        self.keep: tuple[int, pygame.Rect, tuple[int, int] | None] | None = None
        """The button that must stay where it is at the next build (see ``ButtonColumn``)."""
        self.focus_at: int | None = None
        """The button focused when the menu was last left: back from Load or Settings, the
        focus is where the player left it (it went back to the first button, so Up and
        Enter ran Quit)."""

    def buttons(self) -> list[tuple[str, Callable[[], None], bool]]:
        return []

    def lines(self) -> list[str]:
        return []

    def back(self) -> None:
        self.app.back()

    def enter(self) -> None:
        self.menu = ButtonColumn(
            self.app.manager,
            self.app.size,
            self.app.scale,
            self.title,
            self.buttons(),
            self.lines(),
            width=self.column_width,
            keep=self.keep,
        )
        self.keep = None
        if self.focus_at is not None:
            self.menu.ring.index = self.focus_at
            self.menu.ring.move(0)

    def leave(self) -> None:
        if self.menu is not None:
            self.focus_at = self.menu.ring.index
            self.menu.kill()
            self.menu = None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.menu.handle(event) if self.menu else False

    def shows_fan(self) -> bool:
        """The fan of cards is drawn only where the menu's frame does not lie over it
        (through the frame it muddied the buttons)."""
        if self.menu is None:
            return True
        return bool(self.menu.panel.rect.bottom <= fan_top(self.app.size[1], self.app.scale))

    def draw(self, surface: pygame.Surface) -> None:
        fan = self.shows_fan()
        draw_backdrop(surface, self.app.scale, fan=fan)
        if not fan and self.menu is not None and self.side_fans:
            draw_side_fans(surface, self.app.scale, self.menu.panel.rect)
