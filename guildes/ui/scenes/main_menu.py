"""The main menu: Continue, New game, Daily deal, Tutorial, Load, Statistics, Settings,
Rules, Quit."""

from __future__ import annotations

from collections.abc import Callable

from guildes.i18n import t as tr
from guildes.saves import SaveError
from guildes.ui.games import start_deal, start_saved_game, today_deal
from guildes.ui.menu_base import MenuScene
from guildes.ui.tutorial import texts as tutorial_texts
from guildes.ui.tutorial.start import start_tutorial


class MainMenu(MenuScene):
    """Continue, New game, Tutorial, Load, Statistics, Settings, Rules, Quit."""

    name = "main_menu"
    title = "Guildes"  # the game's name: the same in every language
    side_fans = True

    def lines(self) -> list[str]:
        """The tagline, then what the player must know about their files: saving off
        (until a folder is chosen in Settings) and failed settings/statistics writes."""
        out = [tr("menu.tagline")]
        folder = self.app.folder
        if not folder.saving:
            out.append(tr("menu.saving_off"))
        if folder.warning is not None:
            out.append(folder.warning)
        return out

    def buttons(self) -> list[tuple[str, Callable[[], None], bool]]:
        return [
            (tr("menu.continue"), self._continue, self.app.store.has_autosave()),
            (tr("menu.new_game"), lambda: self.app.push("new_game"), True),
            (tr("menu.daily_deal"), lambda: start_deal(self.app, today_deal()), True),
            (tr(tutorial_texts.MENU_ENTRY), lambda: start_tutorial(self.app), True),
            (tr("menu.load"), lambda: self.app.push("load"), True),
            (tr("menu.statistics"), lambda: self.app.push("statistics"), True),
            (tr("menu.settings"), lambda: self.app.push("settings"), True),
            (tr("menu.rules"), lambda: self.app.push("rules"), True),
            (tr("menu.quit"), self.app.quit, True),
        ]

    def back(self) -> None:
        """Esc: ask before quitting (Quit itself does not ask: it says what it does)."""
        self.app.push("quit_confirm")

    def _continue(self) -> None:
        try:
            saved = self.app.store.load_autosave()
        except SaveError as e:
            self.leave()
            self.enter()
            self.app.push(
                "message", tr("menu.autosave_refused"), tr("menu.kept_aside", reason=str(e))
            )
            return
        start_saved_game(self.app, saved)
