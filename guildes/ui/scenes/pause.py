"""The pause menu over the table: resume, save, the animation speed, settings, rules, leave."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from guildes.i18n import t as tr
from guildes.saves import SaveError
from guildes.saves.settings import ANIMATION_SPEEDS
from guildes.session import Session
from guildes.ui.draw import dim as _dim
from guildes.ui.scene import Scene
from guildes.ui.widgets import ButtonColumn

SPEED_BUTTON = 2
"""The place of the animation speed's button in the pause menu."""


class PauseOverlay(Scene):
    """Esc at the table: resume, save, the animation speed (a press: the next one),
    settings, rules, quit to the menu (autosaved: ``on_quit`` is called first)."""

    opaque = False
    name = "pause"

    def __init__(self, app, session: Session, on_quit: Callable[[], None]) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.on_quit = on_quit
        self.menu: ButtonColumn | None = None
        self.note = ""
        self.confirming = False
        """Asking whether to leave the game (Quit to menu asks first)."""
        self.focus_at: int | None = None
        """The menu's button focused when it was last left (back from Settings or the
        rules, the focus is where the player left it)."""

    def enter(self) -> None:
        if self.confirming:
            self.menu = ButtonColumn(
                self.app.manager,
                self.app.size,
                self.app.scale,
                tr("pause.leave_title"),
                [
                    (tr("pause.keep_playing"), self._stay, True),
                    (tr("pause.leave"), self._leave, True),
                ],
                lines=[tr("pause.leave_note")],
                width=440,
            )
            return
        lines = [self.note] if self.note else []
        self.menu = ButtonColumn(
            self.app.manager,
            self.app.size,
            self.app.scale,
            tr("pause.title"),
            [
                (tr("pause.resume"), self._resume, True),
                (tr("pause.save"), self._save, True),
                (self._speed_label(), self._next_speed, True),
                (tr("menu.settings"), lambda: self.app.push("settings"), True),
                (tr("menu.rules"), lambda: self.app.push("rules"), True),
                (tr("pause.quit"), self._quit, True),
            ],
            lines=lines,
        )
        if self.focus_at is not None:
            self.menu.ring.index = self.focus_at
            self.menu.ring.move(0)

    def _speed_label(self) -> str:
        """The speed button's words: "Animation speed: normal"."""
        name = self.app.settings.animation_speed
        return tr("pause.speed", speed=tr(f"settings.speed.{name}"))

    def _next_speed(self) -> None:
        """The next animation speed (slow, normal, fast, instant, round again), kept in
        the settings; the steps made from now on play at it. The focus stays on it."""
        speeds = list(ANIMATION_SPEEDS)
        now = self.app.settings.animation_speed
        self.app.settings.animation_speed = speeds[(speeds.index(now) + 1) % len(speeds)]
        self.app.save_settings()
        self._rebuild()
        if self.menu is not None:
            self.menu.ring.index = SPEED_BUTTON
            self.menu.ring.move(0)

    def leave(self) -> None:
        if self.menu is not None:
            if not self.confirming:
                self.focus_at = self.menu.ring.index
            self.menu.kill()
            self.menu = None

    def _resume(self) -> None:
        self.app.back()

    def _save(self) -> None:
        """Ask for a name (a suggestion filled in), then save under it: a malformed name
        keeps the dialog open with the reason; the menu's note then says how it went."""
        game, seats = self.session.game, self.session.seats
        others = [s.name for s in seats if not s.is_human]
        who = ", ".join(s.name for s in seats if s.is_human) or seats[0].name
        suggestion = (
            tr("pause.suggest_vs_ai", who=who, n=len(others))
            if others
            else " · ".join(s.name for s in seats)
        )
        suggestion = tr("pause.suggest_round", name=suggestion, round=game.voting_round)

        def save(name: str) -> str | None:
            try:
                session = self.session
                self.app.store.save(game, seats, name, session.practice, session.hinted)
            except SaveError as e:
                return str(e)
            except OSError as e:
                self.note = tr("pause.save_failed", reason=str(e.strerror or e))
                return None
            self.note = tr("pause.saved_as", name=name.strip())
            self.focus_at = 0  # saved: a second Enter resumes (it opened Save again)
            return None

        self.app.push("save_name", suggestion, save)

    def _rebuild(self) -> None:
        self.leave()
        self.enter()

    def _quit(self) -> None:
        """Ask first: "Keep playing" is focused, so Enter pressed twice stays."""
        if self.menu is not None:
            self.focus_at = self.menu.ring.index
        self.confirming = True
        self._rebuild()

    def _stay(self) -> None:
        self.confirming = False
        self._rebuild()

    def _leave(self) -> None:
        self.on_quit()
        self.app.reset("main_menu")

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            if self.confirming:
                self._stay()
            else:
                self.app.back()
            return True
        return bool(self.menu.handle(event)) if self.menu else False

    def draw(self, surface: pygame.Surface) -> None:
        _dim(surface)
