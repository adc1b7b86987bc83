"""The application: window, render loop, scene stack, widgets, settings, saves, sound.

The loop runs at a steady 60 FPS clock: input events go to pygame-gui and then the top scene,
scenes update their animations, visible scenes draw, widgets draw on top. AI thinking
happens in worker processes (``guildes.session``), never in this loop.
"""

from __future__ import annotations

import logging
import os
import signal
import threading
import time
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui

from guildes import i18n
from guildes.deal import daily_day
from guildes.rules import Outcome
from guildes.saves import Locations, SaveStore, Settings, Statistics, chosen
from guildes.saves.folder import DataFolder
from guildes.saves.statistics import ReviewRecord
from guildes.seats import Seat
from guildes.ui import fonts
from guildes.ui.scene import Scene, SceneName, SceneStack
from guildes.ui.sound import Sounds

if TYPE_CHECKING:
    from guildes.ai.duplicate_worker import BackgroundDuplicate

log = logging.getLogger(__name__)
FPS = 60
IDLE_WAIT_MS = 250
"""When nothing moves, a frame waits up to this long for input (4 frames a second: under 2%
of a core on a still screen; the AI's answers are still collected, and the first input
wakes it at once)."""
WORK_POLL_MS = 15
"""While a scene is ``awaiting`` (an AI seat thinks), a still screen looks at its work this
often instead of sleeping the whole ``IDLE_WAIT_MS``: an answer is shown and the next seat
asked within a frame, not a quarter of a second later (five seats in a row lost 0.6 s on
average), and the screen is drawn only when something came."""
IDLE_REDRAW_S = 1.0
"""A still screen is drawn again at least this often, though nothing seemed to change (a
scene's words that change with time, a window uncovered)."""
WAIT_SLICE_MS = 16
"""A still screen's wait sleeps this long between two looks at the event queue (one frame
at 60 FPS: the first input is taken at most a frame late). pygame's own
``event.wait(timeout)`` looks far more often: on this machine it alone cost 2.4% of a core
(dummy driver) and 3.2% (X11), this loop 0.9%."""


def wait_event(timeout_ms: int) -> pygame.event.Event:
    """The first event within ``timeout_ms``, else NOEVENT; sleeps ``WAIT_SLICE_MS``
    between looks instead of spinning."""
    end = time.perf_counter() + timeout_ms / 1000
    while True:
        event = pygame.event.poll()
        left = end - time.perf_counter()
        if event.type != pygame.NOEVENT or left <= 0:
            return event
        time.sleep(min(left, WAIT_SLICE_MS / 1000))


_LETTER_KEYS = range(pygame.KSCAN_A, pygame.KSCAN_Z + 1)
_DIGIT_KEYS = range(pygame.KSCAN_1, pygame.KSCAN_0 + 1)
_DIGITS = (*range(pygame.K_1, pygame.K_9 + 1), pygame.K_0)


def latin_letters(event: pygame.event.Event) -> pygame.event.Event:
    """A key press as on a US layout where the player's layout puts no ASCII there: a
    letter key gives its Latin letter (a Russian layout's key marked C sends 'с', which
    no shortcut knew: Counts (C), Log (L), E, T, H, the Load screen's R and D did
    nothing), a number-row key its digit (a Czech layout's 1, 2, 3 send '+', 'ě', 'š').
    What the key types (``unicode``, and the TEXTINPUT events) is unchanged; every
    other event is returned as it is."""
    if event.type not in (pygame.KEYDOWN, pygame.KEYUP) or event.key < 128:
        return event
    code = getattr(event, "scancode", 0)
    if code in _LETTER_KEYS:
        key = pygame.K_a + code - pygame.KSCAN_A
    elif code in _DIGIT_KEYS:
        key = _DIGITS[code - pygame.KSCAN_1]
    else:
        return event
    return pygame.event.Event(event.type, {**event.dict, "key": key})


LIVELY_AFTER_INPUT_S = 0.6
"""After an input event, frames keep the full rate this long (widgets' hover effects)."""
INPUT_EVENTS = frozenset(
    {
        pygame.KEYDOWN,
        pygame.KEYUP,
        pygame.MOUSEMOTION,
        pygame.MOUSEBUTTONDOWN,
        pygame.MOUSEBUTTONUP,
        pygame.MOUSEWHEEL,
        pygame.TEXTINPUT,
    }
)
MIN_SIZE = (960, 600)
SPEED_FACTORS = {"slow": 1.8, "normal": 1.0, "fast": 0.45, "instant": 0.0}


class App:
    """The game window and everything the scenes share."""

    def __init__(
        self,
        where: Locations,
        *,
        size: tuple[int, int] | None = None,
        speed: str | None = None,
        sound: bool | None = None,
        remember: Path | None = None,
        note: str | None = None,
    ) -> None:
        """``where``: where the files are (``guildes.saves.chosen.start_locations``);
        ``remember``: the file a folder chosen in Settings is remembered in for the next
        start (None: the choice holds for this run only); ``note``: why the folder chosen
        in Settings is not used this time, told at start."""
        # what the folder's check tells is in the system's language (the settings that
        # may choose another are in that folder)
        forced = os.environ.get("GUILDES_LANGUAGE", "")
        if forced not in (*i18n.LANGUAGES, i18n.PSEUDO):
            forced = ""
        i18n.set_language(forced or i18n.system_language())
        self.folder = DataFolder.open(where)
        """The data folder: saves, settings, statistics, and what went wrong with them."""
        self.remember = remember
        self.chosen_note = note
        self.unsaved_statistics = Statistics()
        """The games recorded since the statistics were last written (saving off, a failed
        write): merged into the folder that saving switches to, and into what another
        window wrote to the file meanwhile."""
        self.settings: Settings = self.folder.load_settings()
        if speed is not None:
            self.settings.animation_speed = speed
        if sound is not None:
            self.settings.sound = sound
        self.statistics: Statistics = self.folder.load_statistics()
        self.started = time.perf_counter()
        # What the game uses, not ``pygame.init()``: that would open the audio device too,
        # which ``Sounds`` opens only when a sound plays (and closes when quiet).
        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption("Guildes")
        self.fullscreen = bool(self.settings.fullscreen)
        self.window_size: tuple[int, int] = size or (
            int(self.settings.window_size[0]),
            int(self.settings.window_size[1]),
        )
        self.screen = self._make_window()
        try:
            from guildes.ui.icon import window_icon

            pygame.display.set_icon(window_icon())
        except pygame.error:
            pass
        self.theme_scale = self.text_scale
        """The scale the widgets' theme fonts were built at (``apply_text_size``)."""
        from guildes.resources import assets_dir

        self.manager = pygame_gui.UIManager(
            self.screen.get_size(),
            fonts.scaled_theme(self.theme_scale),
            # pygame-gui's own widget texts in Czech, which it does not ship
            # (assets/pygame-gui.cs.json; it ships French and Russian)
            translation_directory_paths=[str(assets_dir())],
        )
        self._preload_fonts()
        self.language = ""
        """The language the game speaks (``guildes.i18n``): the one chosen in Settings,
        else the system's (first start)."""
        self.set_language(self.settings.language or i18n.system_language(), remember=False)
        if forced:  # GUILDES_LANGUAGE: a look at the game in a language, for this run
            self.set_language(forced, remember=False)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        self.sounds = Sounds(self.settings.sound, self.settings.volume)
        self.running = True
        self.exit_code = 0
        self.background: BackgroundDuplicate | None = None
        """The review's duplicate played in the background for the game last opened
        (``guildes.ui.games.start_background``); ended when the app shuts down."""
        self.frame_times: list[float] = []
        self.last_input_at = time.perf_counter()
        """When the last input event came (frames run at full rate for a while after)."""
        self.frame_count = 0
        self.first_frame_at: float | None = None
        self._drawn_at = 0.0
        """When the last frame was drawn (``_redraw_due``)."""
        self._drawn_widgets: tuple[tuple[int, tuple[int, int, int, int]], ...] = ()

    @property
    def where(self) -> Locations:
        """Where the app's files live now (they move with ``switch_data_folder``)."""
        return self.folder.where

    @property
    def store(self) -> SaveStore:
        """The saves (off, with the reason in ``store.off``, when the folder cannot be used)."""
        return self.folder.store

    # ------------------------------------------------------------------ window

    def _make_window(self) -> pygame.Surface:
        if self.fullscreen:
            return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        return pygame.display.set_mode(self.window_size, pygame.RESIZABLE)

    @property
    def size(self) -> tuple[int, int]:
        """The window's size in pixels."""
        return self.screen.get_size()

    @property
    def scale(self) -> float:
        """Size factor for text and widgets: window height over 720, times UI scale."""
        return max(0.6, self.size[1] / 720) * float(self.settings.ui_scale)

    @property
    def text_scale(self) -> float:
        """Size factor of the widgets' fonts: ``scale``, in steps of 1% (the theme is
        rebuilt when it changes, not at every pixel of a window being dragged)."""
        return round(self.scale, 2)

    def apply_text_size(self) -> None:
        """Scale the widgets' fonts to the window and the text size now (at once, no
        restart): the theme is reloaded with its font sizes scaled. Widgets made from now
        on use them; the scene on screen rebuilds its widgets right after (``resize`` on a
        window change, ``enter`` when Settings changes the text size), laid out from the new
        fonts (rebuilding the old widgets first would squeeze new fonts into old boxes)."""
        factor = self.text_scale
        if factor == self.theme_scale:
            return
        self.theme_scale = factor
        theme = self.manager.get_theme()
        theme.load_theme(fonts.scaled_theme(factor))
        self._preload_fonts()

    def _preload_fonts(self) -> None:
        """Load the fonts widgets use that the theme does not name (the game log's
        italics), at the theme's scale; pygame-gui loads the theme's own fonts itself."""
        known = self.manager.get_theme().get_font_dictionary()
        missing = [
            f
            for f in fonts.preloads(self.theme_scale)
            if not known.check_font_preloaded(
                known.create_font_id(
                    f["point_size"], f["name"], "bold" in f["style"], "italic" in f["style"]
                )
            )
        ]
        if missing:
            self.manager.preload_fonts(missing)

    def set_language(self, code: str, remember: bool = True) -> None:
        """Speak ``code`` from now on, at once: every text drawn from now on, pygame-gui's
        own widget texts too; the scene on screen rebuilds its widgets (the caller's
        ``enter``, as for the text size). ``remember``: kept in the settings (saved by
        the caller), so the next start speaks it too."""
        i18n.set_language(code)
        self.language = code
        self.manager.set_locale(code if code in i18n.LANGUAGES else i18n.SOURCE)
        if remember:
            self.settings.language = code

    def next_language(self) -> None:
        """Settings' language button: the next of ``i18n.LANGUAGES``, remembered."""
        offered = i18n.LANGUAGES
        i = offered.index(self.language) if self.language in offered else -1
        self.set_language(offered[(i + 1) % len(offered)])

    @property
    def speed(self) -> float:
        """Animation duration factor (0 = instant)."""
        return SPEED_FACTORS.get(self.settings.animation_speed, 1.0)

    def toggle_fullscreen(self) -> None:
        """F11: switch between a window and the full screen."""
        self.fullscreen = not self.fullscreen
        self.settings.fullscreen = self.fullscreen
        self.screen = self._make_window()
        self._resized()

    def resize(self, size: tuple[int, int]) -> None:
        """Follow a window resize."""
        w, h = max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1])
        self.window_size = (w, h)
        self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
        self.settings.window_size = (w, h)
        self._resized()

    def _resized(self) -> None:
        self.manager.set_window_resolution(self.size)
        self.apply_text_size()
        top = self.stack.top
        if top is not None:
            top.resize(self.size)

    # ------------------------------------------------------------------ persistence

    def save_settings(self) -> None:
        """Write the settings and apply the sound ones and the text size; never raises (a
        failed write is ``folder.warning``, shown on the menu and in Settings)."""
        self.folder.save_settings(self.settings)
        self.sounds.enabled = self.settings.sound
        self.sounds.volume = self.settings.volume
        self.apply_text_size()

    def save_statistics(self) -> None:
        """Write the statistics, with the games another window on the folder wrote since
        (``statistics`` then holds both); never raises (a failed write is
        ``folder.warning``, and the games not written yet stay in ``unsaved_statistics``)."""
        if self.folder.save_statistics(self.statistics, self.unsaved_statistics):
            self.unsaved_statistics = Statistics()

    def record_game(
        self,
        seats: list[Seat],
        outcome: Outcome,
        variants: frozenset[str] | set[str],
        deal: str | None = None,
    ) -> None:
        """Add a finished game to the statistics and write them (``Statistics.record_game``):
        with its deal code, and its day when it was a daily deal."""
        daily = daily_day(deal)
        for stats in (self.statistics, self.unsaved_statistics):
            stats.record_game(
                seats, outcome, variants=tuple(sorted(variants)), deal=deal, daily=daily
            )
        self.save_statistics()

    def record_review(self, entry: ReviewRecord) -> None:
        """Keep a reviewed game's accuracy in the statistics and write them."""
        for stats in (self.statistics, self.unsaved_statistics):
            stats.record_review(entry)
        self.save_statistics()

    def switch_data_folder(self, path: str | Path) -> str | None:
        """Keep every file in ``path`` from now on (a game in progress autosaves there):
        None when switched, else why not, with nothing changed. The settings and
        statistics already in ``path`` are read; where there are none, ours are written
        there. The window keeps its size and mode."""
        refused = self.folder.switch(path)
        if refused is not None:
            return refused
        if self.where.settings.exists():
            found = self.folder.load_settings()
            found.fullscreen, found.window_size = self.settings.fullscreen, self.window_size
            self.settings = found
            self.sounds.enabled, self.sounds.volume = found.sound, found.volume
            self.apply_text_size()
        else:
            self.save_settings()
        if self.where.statistics.exists():
            # the folder's own, with the games that no folder holds yet (finished while
            # saving was off)
            self.statistics = self.folder.load_statistics()
            self.statistics.merge(self.unsaved_statistics)
        self.save_statistics()
        if self.remember is not None:
            pointer, data = self.remember, self.where.data
            self.folder.remember(pointer, lambda: chosen.remember(pointer, data))
        return None

    # ------------------------------------------------------------------ loop

    def start(self, scene: Scene) -> None:
        """Begin with ``scene``, and over it why saving is off if the data folder could
        not be used at start (the game runs regardless)."""
        self.stack.reset(scene)
        message = self.folder.startup_message
        if message is not None:
            title = (
                i18n.t("app.saving_off")
                if not self.folder.saving
                else i18n.t("app.settings_not_saved")
            )
            self.push("message", title, message)
        if self.chosen_note is not None:
            self.push("message", i18n.t("app.chosen_folder_not_used"), self.chosen_note)

    # ------------------------------------------------------------------ navigation

    def scene(self, name: SceneName, *args: Any, **kwargs: Any) -> Scene:
        """A new scene ``name``, built with these arguments (``guildes.ui.scenes``)."""
        from guildes.ui.scenes import SCENES

        return SCENES[name](self, *args, **kwargs)

    def push(self, name: SceneName, *args: Any, **kwargs: Any) -> None:
        """Cover the current scene with a new scene ``name``."""
        self.stack.push(self.scene(name, *args, **kwargs))

    def replace(self, name: SceneName, *args: Any, **kwargs: Any) -> None:
        """Swap the current scene for a new scene ``name``."""
        self.stack.replace(self.scene(name, *args, **kwargs))

    def reset(self, name: SceneName, *args: Any, **kwargs: Any) -> None:
        """Clear the stack and start from a new scene ``name``."""
        self.stack.reset(self.scene(name, *args, **kwargs))

    def back(self) -> None:
        """Close the current scene and return to the one below."""
        self.stack.pop()

    def idle(self) -> bool:
        """True when nothing on screen moves by itself and no input came lately: the next
        frame may wait for input instead of drawing at full rate."""
        if any(scene.busy() for scene in self.stack.visible()):
            return False
        return time.perf_counter() - self.last_input_at > LIVELY_AFTER_INPUT_S

    def step_frame(self, dt: float | None = None) -> None:
        """Run one frame: input events, update, draw, flip. A frame of the real loop
        (``dt`` None) runs at ``FPS``, or, when ``idle``, first waits up to
        ``IDLE_WAIT_MS`` for an input event (a few percent of a core on a still screen);
        a wait that brought nothing (no event, no AI answer, the widgets as they were)
        updates the scenes but draws again only every ``IDLE_REDRAW_S`` (the window keeps
        its last frame)."""
        events: list[pygame.event.Event] = []
        quiet = False
        if dt is None:
            if self.idle():
                self.sounds.close_if_quiet()
                first, news = self._wait_for_input()
                if first.type != pygame.NOEVENT:
                    events.append(first)
                quiet = first.type == pygame.NOEVENT and not news
                dt = self.clock.tick() / 1000.0
            else:
                dt = self.clock.tick(FPS) / 1000.0
        else:
            self.clock.tick()  # a driven frame (tests, benchmarks): no waiting
        t0 = time.perf_counter()
        dt = min(dt, 0.1)
        events += pygame.event.get()
        quiet = quiet and not events and all(scene.still() for scene in self.stack.visible())
        for event in events:
            if event.type in INPUT_EVENTS:
                self.last_input_at = t0
            self.dispatch(event)
        self.manager.update(dt)
        for covered in self.stack.scenes[:-1]:
            if (
                covered.background()
            ):  # the table's AI seats go on under the count, the pause menu...
                quiet = False
        top = self.stack.top
        if top is not None:
            top.update(dt)
        if self.stack.top is not top:
            self.manager.update(0.0)  # lay out the new scene's widgets before drawing
            quiet = False
        if quiet and not self._redraw_due(t0):
            return
        self.draw()
        pygame.display.flip()
        self._drawn_at, self._drawn_widgets = t0, self._widgets_seen()
        if self.first_frame_at is None:
            self.first_frame_at = time.perf_counter()
        self.frame_count += 1
        self.frame_times.append(time.perf_counter() - t0)
        if len(self.frame_times) > 2000:
            del self.frame_times[:1000]

    def _widgets_seen(self) -> tuple[tuple[int, tuple[int, int, int, int]], ...]:
        """What the widgets show, as far as drawing goes: each visible one's image and
        place (a tooltip that appeared, a widget moved or changed its picture)."""
        group = self.manager.get_sprite_group()
        return tuple((id(data[0]), tuple(data[1])) for data in group.visible)

    def _redraw_due(self, now: float) -> bool:
        """After a wait that brought nothing, on still scenes: True when the frame must be
        drawn anyway (``IDLE_REDRAW_S`` since the last one, a text field's blinking caret,
        the widgets changed by their own update, a scene that started to move)."""
        if now - self._drawn_at >= IDLE_REDRAW_S or not self.idle():
            return True
        focused = self.manager.get_focus_set() or ()
        if any(isinstance(w, pygame_gui.elements.UITextEntryLine) for w in focused):
            return True
        return self._widgets_seen() != self._drawn_widgets

    def _wait_for_input(self) -> tuple[pygame.event.Event, bool]:
        """A still screen's wait: the first input event within ``IDLE_WAIT_MS``, else
        NOEVENT; while a scene is ``awaiting``, its ``background`` is looked at every
        ``WORK_POLL_MS`` and the wait ends as soon as it brings something to show (then
        the second value is True)."""
        end = time.perf_counter() + IDLE_WAIT_MS / 1000
        timeout = IDLE_WAIT_MS
        while True:
            working = [scene for scene in self.stack.scenes if scene.awaiting()]
            if not working:
                return wait_event(timeout), False
            event = wait_event(min(timeout, WORK_POLL_MS))
            if event.type != pygame.NOEVENT:
                return event, False
            if any([scene.background() for scene in working]):
                return event, True
            timeout = int((end - time.perf_counter()) * 1000)
            if timeout < 1:  # wait(0) would wait for ever
                return event, False

    def draw(self) -> None:
        """Draw the visible scenes and the widgets."""
        for scene in self.stack.visible():
            scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        if self.stack.top is not None:
            self.stack.top.draw_over(self.screen)

    def dispatch(self, event: pygame.event.Event) -> None:
        """Route one input event: window events first, then widgets, then the top scene.
        A letter or digit key counts as on a US layout where the layout puts no ASCII
        there (``latin_letters``)."""
        event = latin_letters(event)
        if event.type == pygame.QUIT:
            self.ask_quit()
            return
        if event.type == pygame.VIDEORESIZE and not self.fullscreen:
            self.resize((event.w, event.h))
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type == pygame.DROPFILE:  # a save dropped on the window, or opened on macOS
            from guildes.ui.dropped import open_dropped

            open_dropped(self, Path(event.file))
            return
        try:
            used = self.manager.process_events(event)
        except (IndexError, KeyError, ValueError, AttributeError):
            # A widget's own fault (pygame-gui's text entry raises IndexError on Backspace
            # with nothing selected): logged, the event dropped, the player stays in.
            log.exception("a widget failed on %s", pygame.event.event_name(event.type))
            return
        top = self.stack.top
        if top is not None and (not used or event.type >= pygame.USEREVENT):
            top.handle(event)

    def run(self) -> int:
        """Run until quit; returns the exit code. A stop asked by the system (SIGTERM: a
        shutdown, a logout, ``kill``) quits at once, saving as the window's close does
        after its question: the player is not there to answer it."""
        previous = _on_terminate(self.quit)
        try:
            while self.running:
                self.step_frame()
        finally:
            if previous is not None:
                signal.signal(signal.SIGTERM, previous)
        self.shutdown()
        return self.exit_code

    def ask_quit(self) -> None:
        """The window's close button: with a game at the table, ask first (the dialog,
        ``quit_confirm``); else, or when already asked, quit."""
        from guildes.ui.dropped import game_in_progress

        top = self.stack.top
        if top is not None and top.name != "quit_confirm" and game_in_progress(self):
            self.push("quit_confirm", playing=True)
        else:
            self.quit()

    def quit(self, code: int = 0) -> None:
        """Stop the loop after this frame."""
        self.running = False
        self.exit_code = code

    def shutdown(self) -> None:
        """Leave every scene (which autosaves a game in progress) and close the window."""
        while self.stack.scenes:
            scene = self.stack.scenes.pop()
            scene.leave()
            closer = getattr(scene, "close", None)
            if closer is not None:
                closer()
        if self.background is not None:
            self.background.close()
            self.background = None
        self.save_settings()
        clear_caches()
        pygame.quit()

    def screenshot(self, path: Path) -> None:
        """Save the current frame as a PNG."""
        path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))


def _on_terminate(stop: Any) -> Any:
    """Call ``stop()`` on SIGTERM instead of SDL's handler (which turns it into the
    window's close, and so the "Quit Guildes?" question); returns the handler it
    replaced, or None where it cannot be set (not the main thread, no SIGTERM)."""
    if threading.current_thread() is not threading.main_thread():
        return None
    try:
        return signal.signal(signal.SIGTERM, lambda _sig, _frame: stop())
    except (ValueError, OSError, AttributeError):
        return None


def clear_caches() -> None:
    """Forget cached fonts and surfaces (they die with pygame.quit)."""
    from guildes.ui import cards, draw, fonts

    for f in (
        fonts.font,
        fonts.text,
        cards._card_face,
        cards._name_rect,
        cards._event_face,
        cards.card_back,
        cards.shadow,
        draw.felt,
        draw._rotated_face,
        draw.rotated_back,
        draw._chip,
        draw._swatch,
    ):
        f.cache_clear()
