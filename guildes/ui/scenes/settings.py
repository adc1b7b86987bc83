"""The Settings screen: sound, animations, text size, language, data folder and the
other preferences, each saved as soon as it changes."""

from __future__ import annotations

from collections.abc import Callable

from guildes.i18n import NATIVE_NAMES, percent
from guildes.i18n import t as tr
from guildes.saves.settings import ANIMATION_SPEEDS
from guildes.ui.menu_base import MenuScene, on_off

SPEED_KEYS = {
    "slow": "settings.speed.slow",
    "normal": "settings.speed.normal",
    "fast": "settings.speed.fast",
    "instant": "settings.speed.instant",
}
"""Each animation speed's key (its word in Settings)."""


class SettingsScene(MenuScene):
    """Animation speed, sound and volume, fullscreen, UI scale (saved at once), and the
    data folder, with what went wrong with saving, if anything."""

    name = "settings"
    column_width = 440

    @property
    def title(self) -> str:  # type: ignore[override]
        """The screen's title, in the language."""
        return tr("menu.settings")

    def lines(self) -> list[str]:
        """Why saving is off or what failed to be written, else nothing."""
        folder = self.app.folder
        return [m for m in (folder.startup_message, folder.warning) if m is not None]

    def buttons(self) -> list[tuple[str, Callable[[], None], bool]]:
        st = self.app.settings
        sound = tr("settings.sound", state=on_off(st.sound))
        if not self.app.sounds.available:
            sound = tr("settings.no_audio", sound=sound)
        return [
            (
                tr("settings.language", language=NATIVE_NAMES[self.app.language]),
                self._language,
                True,
            ),
            (
                tr("settings.data_folder", folder=self._folder_label()),
                lambda: self.app.push("data_folder"),
                True,
            ),
            (
                tr("settings.animations", speed=tr(SPEED_KEYS[st.animation_speed])),
                self._speed,
                True,
            ),
            (sound, self._sound, True),
            (tr("settings.volume", volume=percent(round(st.volume, 1))), self._volume, True),
            (tr("settings.fullscreen", state=on_off(st.fullscreen)), self._fullscreen, True),
            (tr("settings.text_size", size=percent(st.ui_scale)), self._scale, True),
            (
                tr("settings.confirm_picks", state=on_off(st.confirm_picks)),
                self._confirm_picks,
                True,
            ),
            (tr("common.back"), self.back, True),
        ]

    def _folder_label(self) -> str:
        """The data folder, shortened from the left to fit its button (with the
        language's words before it)."""
        where = str(self.app.where.data) if self.app.folder.saving else tr("settings.no_folder")
        if len(where) > 26:
            where = "…" + where[-25:]
        button = self.app.manager.get_theme().get_font(["button"])
        room = int(self.column_width * self.app.scale) - 16
        while len(where) > 4 and button.size(tr("settings.data_folder", folder=where))[0] > room:
            where = "…" + where[2:]
        return where

    def _changed(self) -> None:
        """Save, then rebuild the buttons with their new labels (and sizes): the button
        just used stays where it is, under the pointer (it would otherwise move with the
        text size, and the next click land on another button)."""
        self.app.save_settings()
        index = self.menu.ring.index if self.menu else 0
        if self.menu is not None:
            old = self.menu.ring.items[index].widget.rect.copy()
            self.keep = (index, old, self.pointer)
        self.leave()
        self.enter()
        if self.menu:
            self.menu.ring.index = index
            self.menu.ring.move(0)

    def _language(self) -> None:
        """The next language, at once: every text of the game follows."""
        self.app.next_language()
        self._changed()

    def _speed(self) -> None:
        st = self.app.settings
        st.animation_speed = ANIMATION_SPEEDS[
            (ANIMATION_SPEEDS.index(st.animation_speed) + 1) % len(ANIMATION_SPEEDS)
        ]
        self._changed()

    def _sound(self) -> None:
        self.app.settings.sound = not self.app.settings.sound
        self._changed()

    def _volume(self) -> None:
        v = round(self.app.settings.volume + 0.1, 1)
        self.app.settings.volume = 0.0 if v > 1.0 else v
        self._changed()
        self.app.sounds.play("pick")

    def _confirm_picks(self) -> None:
        self.app.settings.toggle("confirm_picks")
        self._changed()

    def _fullscreen(self) -> None:
        self.app.toggle_fullscreen()
        self._changed()

    def _scale(self) -> None:
        steps = [0.85, 1.0, 1.15, 1.3]
        cur = self.app.settings.ui_scale
        nxt = next((x for x in steps if x > cur + 1e-6), steps[0])
        self.app.settings.ui_scale = nxt
        self._changed()
