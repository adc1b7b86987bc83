"""The Settings screen: real controls laid out in sections, each setting saved as soon as
it changes.

- Game: the language (a list, "Follow the system" first), the animation speed (a slider
  of four steps), whether a pick is confirmed (a toggle).
- Display: the text size (four choices side by side), fullscreen (a toggle).
- Sound: sound on or off (a toggle), the volume (a slider).
- Files: the data folder (where it is, and a button to change it), what went wrong with
  saving, if anything.

Two columns when the window is wide enough, else one (two again when one does not fit
the window's height). The layout never depends on the
values (only on the language and the text size), so a control never moves from under the
pointer when it is used. The keyboard: Up/Down (Tab) go from row to row, Left/Right change
the focused row's value, Enter runs a button or turns a toggle over; Esc backs out.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame
import pygame_gui

from guildes import i18n
from guildes.i18n import NATIVE_NAMES, percent
from guildes.i18n import t as tr
from guildes.saves.settings import ANIMATION_SPEEDS
from guildes.ui.focus import FocusRing
from guildes.ui.menu_base import draw_backdrop, on_off
from guildes.ui.scene import Scene
from guildes.ui.widgets import FormGrid, chosen_id, toggle_actions

SPEED_KEYS = {
    "slow": "settings.speed.slow",
    "normal": "settings.speed.normal",
    "fast": "settings.speed.fast",
    "instant": "settings.speed.instant",
}
"""Each animation speed's key (its word in Settings)."""
TEXT_SIZES = (0.85, 1.0, 1.15, 1.3)
"""The text sizes offered."""
SYSTEM = ""
"""The language list's "Follow the system" value (``Settings.language`` "")."""


def language_options() -> list[tuple[str, str]]:
    """The language list: "Follow the system" first, then each language in its own name."""
    return [(tr("settings.language_system"), SYSTEM)] + [
        (NATIVE_NAMES[code], code) for code in i18n.LANGUAGES
    ]


class SettingsScene(Scene):
    """Sections of rows, each a label and a control; see the module docstring."""

    name = "settings"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.grid: FormGrid | None = None
        self.ring = FocusRing()
        self.rows: list[pygame.Rect] = []
        """Each focusable row's rectangle, in the order of ``focus_names``."""
        self.focus_names: list[str] = []
        self.actions: dict[object, Callable[[], None]] = {}
        self.controls: dict[str, pygame_gui.core.UIElement] = {}
        """Each setting's control by name ("language", "volume", "text_size:1.15", ...)."""
        self.focus_name = ""
        """The focused row's setting, kept across a rebuild."""
        self.volume_label: pygame_gui.elements.UILabel | None = None
        self.speed_label: pygame_gui.elements.UILabel | None = None
        self._names: dict[int, str] = {}
        """Each focusable control's setting (by the widget's id)."""
        self._sound_at = -1.0
        self.clock = 0.0

    @property
    def title(self) -> str:
        """The screen's title, in the language."""
        return tr("menu.settings")

    # ------------------------------------------------------------------ building

    def enter(self) -> None:
        # tighter rows until the form fits; at each squeeze one column, then two even in
        # a window narrower than they like (at 960x600 and 130% text the one column's last
        # rows, Sound to Back, lay under the window's foot at every squeeze)
        tries = [(sq, cols) for sq in (1.0, 0.85, 0.7, 0.55) for cols in (None, 2)]
        for squeeze, columns in tries:
            self._build(squeeze, columns=columns)
            if self.grid is None or self.grid.fits or (squeeze, columns) == tries[-1]:
                break  # (the tightest is kept even if it does not fit: it was killed too)
            self.grid.kill()
        if self.grid is not None and self.grid.fits:  # then in the middle of the window
            middle = (self.app.size[1] - self.grid.rect.h) // 2
            if middle > self.grid.rect.y:
                self.grid.kill()
                self._build(squeeze, middle, columns)

    def _build(self, squeeze: float, top: int | None = None, columns: int | None = None) -> None:
        st = self.app.settings
        m = self.app.manager
        grid = FormGrid(m, self.app.size, self.app.scale, self.title, squeeze, top, columns)
        self.grid = grid
        self._names = {}
        self.ring = FocusRing()
        self.rows = []
        self.actions = {}
        self.controls = {}
        names: list[str] = []

        def row(
            name: str, label: str, wide: bool = False, need: int = 0, stacked: bool = False
        ) -> pygame.Rect:
            _none, rect, control = grid.row(label, wide, need, stacked)
            self.rows.append(rect)
            names.append(name)
            return control

        labels = [percent(x) for x in TEXT_SIZES]
        said = [
            language := tr("settings.row.language"),
            animations := tr("settings.row.animations"),
            confirm := tr("settings.row.confirm_picks"),
            text_size := tr("settings.row.text_size"),
            fullscreen := tr("settings.row.fullscreen"),
        ]
        need = grid.segments_need(labels)
        # the text size's four buttons under their label when beside it they would leave
        # the column's labels too little room (Russian at 960x600, 130% text)
        stacked = grid.stacks(need, said, wide=True)
        grid.align_labels(0, wide=True, need=0 if stacked else need, labels=said)
        grid.section(tr("settings.section.game"), column=0)
        where = row("language", language, wide=True)
        drop = grid.drop_down(where, language_options(), st.language)
        self._add("language", drop, None, self._step_language)
        where = row("speed", animations)
        slider, self.speed_label = grid.slider(
            where,
            ANIMATION_SPEEDS.index(st.animation_speed),
            (0, len(ANIMATION_SPEEDS) - 1),
            tr(SPEED_KEYS[st.animation_speed]),
            widest=tuple(tr(k) for k in SPEED_KEYS.values()),
        )
        self._add("speed", slider, None, self._step_speed)
        where = row("confirm_picks", confirm)
        self._toggle(grid, "confirm_picks", where, st.confirm_picks, self._confirm_picks)

        grid.section(tr("settings.section.display"), column=0)
        where = row("text_size", text_size, need=need, stacked=stacked)
        chosen = min(range(len(TEXT_SIZES)), key=lambda i: abs(TEXT_SIZES[i] - st.ui_scale))
        for i, b in enumerate(grid.segments(where, labels, chosen)):
            size = TEXT_SIZES[i]
            self._add(f"text_size:{size}", b, partial(self._set_scale, size), self._step_scale)
        where = row("fullscreen", fullscreen)
        self._toggle(grid, "fullscreen", where, st.fullscreen, self._fullscreen)

        grid.section(tr("settings.section.sound"), column=1)
        where = row("sound", tr("settings.row.sound"))
        self._toggle(grid, "sound", where, st.sound, self._sound)
        if not self.app.sounds.available:
            grid.note(tr("settings.no_audio_device"))
        where = row("volume", tr("settings.row.volume"))
        slider, self.volume_label = grid.slider(
            where, round(st.volume * 100), (0, 100), percent(round(st.volume, 2)), step=5
        )
        self._add("volume", slider, None, self._step_volume)

        grid.section(tr("settings.section.files"), column=1)
        folder = self.app.folder
        if folder.saving:  # the whole path in the tooltip of its words
            self.controls["data_folder_path"] = grid.path(str(self.app.where.data))
        else:
            grid.note(tr("settings.no_folder"))
        where = row("data_folder", tr("settings.row.data_folder"))
        b = grid.button(where, tr("settings.change_folder"))
        self._add("data_folder", b, lambda: self.app.push("data_folder"), None)
        for message in (folder.startup_message, folder.warning):
            if message is not None:
                grid.note(message, warning=True)

        back = grid.footer_button(tr("common.back"))
        self._add("back", back, self.back, None)
        self.focus_names = names + ["back"]
        grid.finish()
        index = self.focus_names.index(self.focus_name) if self.focus_name in names else 0
        self.ring.index = index
        self.ring.move(0)

    def _add(
        self,
        name: str,
        widget: pygame_gui.core.UIElement,
        action: Callable[[], None] | None,
        step: Callable[[int], None] | None,
    ) -> None:
        """Register a control; the first of a row (or its chosen segment) takes the focus."""
        self.controls[name] = widget
        if action is not None:
            self.actions[widget] = action
        base = name.split(":")[0]
        chosen = ":" not in name or chosen_id(widget)
        if chosen and base not in [self._name_of(it.widget) for it in self.ring.items]:
            left = (lambda: step(-1)) if step else None
            right = (lambda: step(1)) if step else None
            self.ring.add(widget, action, left, right)
            self._names[id(widget)] = base

    def _name_of(self, widget: object) -> str:
        return self._names.get(id(widget), "")

    def _toggle(
        self, grid: FormGrid, name: str, where: pygame.Rect, value: bool, flip: Callable[[], None]
    ) -> None:
        """Off / On side by side, the one in force lit; either click, Enter or Left/Right
        turns it over."""
        off, on = grid.segments(where, [on_off(False), on_off(True)], 1 if value else 0)
        self.controls[f"{name}:off"], self.controls[f"{name}:on"] = off, on
        self.actions[off], self.actions[on] = toggle_actions(value, flip)
        widget = on if value else off
        self.ring.add(widget, flip, flip, flip)
        self._names[id(widget)] = name

    def leave(self) -> None:
        focused = self.ring.focused()
        if focused is not None:
            self.focus_name = self._name_of(focused.widget)
        if self.grid is not None:
            self.grid.kill()
            self.grid = None
        self.actions = {}
        self.controls = {}
        self._names = {}

    def _changed(self) -> None:
        """Save, then rebuild the controls with their new values (in the same places)."""
        self.app.save_settings()
        self.leave()
        self.enter()

    # ------------------------------------------------------------------ the settings

    def _language(self) -> None:
        """The next language, at once: every text of the game follows."""
        self.app.next_language()
        self._changed()

    def set_language(self, code: str) -> None:
        """Speak ``code`` (SYSTEM: the system's language, followed from now on)."""
        if code == SYSTEM:
            self.app.set_language(i18n.system_language(), remember=False)
            self.app.settings.language = SYSTEM
        else:
            self.app.set_language(code)
        self._changed()

    def _step_language(self, d: int = 1) -> None:
        values = [code for _label, code in language_options()]
        cur = self.app.settings.language
        i = values.index(cur) if cur in values else 0
        self.set_language(values[(i + d) % len(values)])

    def _step_speed(self, d: int) -> None:
        st = self.app.settings
        i = ANIMATION_SPEEDS.index(st.animation_speed) + d
        self._set_speed(max(0, min(len(ANIMATION_SPEEDS) - 1, i)), rebuild=True)

    def _set_speed(self, i: int, rebuild: bool = False) -> None:
        self.app.settings.animation_speed = ANIMATION_SPEEDS[i]
        if rebuild:
            self._changed()
            return
        self.app.save_settings()
        if self.speed_label is not None:
            self.speed_label.set_text(tr(SPEED_KEYS[ANIMATION_SPEEDS[i]]))

    def _sound(self) -> None:
        self.app.settings.sound = not self.app.settings.sound
        self._changed()

    def _step_volume(self, d: int) -> None:
        v = round(self.app.settings.volume + 0.05 * d, 2)
        self._set_volume(max(0.0, min(1.0, v)), rebuild=True)

    def _set_volume(self, v: float, rebuild: bool = False) -> None:
        self.app.settings.volume = v
        if rebuild:
            self._changed()
        else:
            self.app.save_settings()
            if self.volume_label is not None:
                self.volume_label.set_text(percent(v))
        if self.clock - self._sound_at > 0.25:  # what it sounds like, not at every pixel
            self._sound_at = self.clock
            self.app.sounds.play("pick")

    def _confirm_picks(self) -> None:
        self.app.settings.toggle("confirm_picks")
        self._changed()

    def _fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self._changed()

    def _step_scale(self, d: int) -> None:
        cur = self.app.settings.ui_scale
        i = min(range(len(TEXT_SIZES)), key=lambda k: abs(TEXT_SIZES[k] - cur))
        self._set_scale(TEXT_SIZES[max(0, min(len(TEXT_SIZES) - 1, i + d))])

    def _set_scale(self, size: float) -> None:
        self.app.settings.ui_scale = size
        self._changed()

    def back(self) -> None:
        self.app.back()

    # ------------------------------------------------------------------ input

    def update(self, dt: float) -> None:
        self.clock += dt

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self.actions[event.ui_element]()
            return True
        drop = self.controls.get("language")
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is drop:
            chosen = getattr(drop, "selected_option", ("", SYSTEM))
            self.set_language(str(chosen[1]))
            return True
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED:
            if event.ui_element is self.controls.get("volume"):
                self._set_volume(round(event.value / 100, 2))
                return True
            if event.ui_element is self.controls.get("speed"):
                self._set_speed(int(event.value))
                return True
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED:
            self.ring.follow_hover(event.ui_element)
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            focused = self.ring.focused()
            if focused is not None and self._name_of(focused.widget) == "language":
                self._step_language(1)
                return True
        return self.ring.handle(event)

    # ------------------------------------------------------------------ drawing

    def focused_rect(self) -> pygame.Rect | None:
        """The focused row's rectangle on the screen (its frame is drawn around it)."""
        focused = self.ring.focused()
        if focused is None:
            return None
        name = self._name_of(focused.widget)
        if name not in self.focus_names[:-1]:
            return None
        return self.rows[self.focus_names.index(name)]

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app.scale, fan=False)
        if self.grid is not None:
            self.grid.draw(surface, self.focused_rect())
