"""Menus: main menu, new game, load, statistics, settings and rules (pygame-gui widgets,
keyboard focus from ``guildes.ui.focus``; Esc always backs out)."""

from __future__ import annotations

import datetime
import math
import random
from collections.abc import Callable
from functools import partial

import pygame
import pygame_gui

from guildes.ai.levels import LEVELS
from guildes.i18n import NATIVE_NAMES, date, number, percent, tn
from guildes.i18n import t as tr
from guildes.rules import EVENT_CARDS, Tiebreak
from guildes.saves import SaveError, SlotInfo
from guildes.saves.settings import ANIMATION_SPEEDS
from guildes.saves.statistics import Record, Statistics
from guildes.seats import DEFAULT_NAMES, MAX_NAME, Seat
from guildes.ui import palette
from guildes.ui.cards import card_face
from guildes.ui.draw import dim, felt, panel
from guildes.ui.focus import FocusRing
from guildes.ui.fonts import text, theme_size
from guildes.ui.games import (
    DIRTY_TRICKS_VARIANT,
    EVENT_CARDS_VARIANT,
    offered_variants,
    start_new_game,
    start_saved_game,
    variant_names,
)
from guildes.ui.names import event_name, event_rule, level_name
from guildes.ui.scene import Scene
from guildes.ui.textfit import ellipsize, fitted
from guildes.ui.tutorial import texts as tutorial_texts
from guildes.ui.tutorial.start import start_tutorial
from guildes.ui.widgets import COLUMN_WIDTH, ButtonColumn, title_height, wrap

KINDS = ["human", *LEVELS]
SPEED_KEYS = {
    "slow": "settings.speed.slow",
    "normal": "settings.speed.normal",
    "fast": "settings.speed.fast",
    "instant": "settings.speed.instant",
}
"""Each animation speed's key (its word in Settings)."""
TIEBREAK_LABELS = {
    Tiebreak.MILITIA_THEN_SHARED.value: "new_game.tie_militia",
    Tiebreak.SHARED.value: "new_game.tie_shared",
}
"""Each tiebreak's key (its label on the New game screen)."""


def on_off(value: bool) -> str:
    """ "on" or "off", in the language."""
    return tr("common.on") if value else tr("common.off")


def draw_backdrop(surface: pygame.Surface, scale: float) -> None:
    """The menus' background: the felt with a fan of guild cards along the bottom."""
    w, h = surface.get_size()
    surface.blit(felt(w, h), (0, 0))
    cw, ch = int(90 * scale), int(126 * scale)
    for i in range(9):
        img = pygame.transform.rotozoom(card_face(i, cw, ch), (4 - i) * 6, 1.0)
        x = w / 2 + (i - 4) * cw * 0.7
        y = h - ch * 0.35 + abs(i - 4) ** 2 * 3 * scale
        surface.blit(img, img.get_rect(center=(int(x), int(y))))


def draw_titled_backdrop(surface: pygame.Surface, scale: float, title: str, top: int) -> None:
    """The menus' background, darkened, with a screen's title ``top`` pixels (at scale 1)
    from the top: the Load and Statistics screens."""
    draw_backdrop(surface, scale)
    dim(surface, 90)
    shown = text(title, int(34 * scale), palette.GOLD, True)
    surface.blit(shown, shown.get_rect(midtop=(surface.get_width() // 2, int(top * scale))))


class MenuScene(Scene):
    """A scene with a button column over the backdrop; Esc runs ``back``."""

    title = ""
    column_width = COLUMN_WIDTH

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.menu: ButtonColumn | None = None
        self.pointer: tuple[int, int] | None = None
        """Where the pointer last moved (a rebuilt menu keeps the button under it)."""
        self.keep: tuple[int, pygame.Rect, tuple[int, int] | None] | None = None
        """The button that must stay where it is at the next build (see ``ButtonColumn``)."""

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

    def leave(self) -> None:
        if self.menu is not None:
            self.menu.kill()
            self.menu = None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN):
            self.pointer = event.pos
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.back()
            return True
        return self.menu.handle(event) if self.menu else False

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app.scale)


class MainMenu(MenuScene):
    """Continue, New game, Tutorial, Load, Statistics, Settings, Rules, Quit."""

    name = "main_menu"
    title = "Guildes"  # the game's name: the same in every language

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
            (tr(tutorial_texts.MENU_ENTRY), lambda: start_tutorial(self.app), True),
            (tr("menu.load"), lambda: self.app.push("load"), True),
            (tr("menu.statistics"), lambda: self.app.push("statistics"), True),
            (tr("menu.settings"), lambda: self.app.push("settings"), True),
            (tr("menu.rules"), lambda: self.app.push("rules"), True),
            (tr("menu.quit"), self.app.quit, True),
        ]

    def back(self) -> None:
        self.app.quit()

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


class NewGameScene(Scene):
    """3 to 6 seats, each human or an AI level, names, tiebreak, the Event-card variant
    (when the app plays it) and an optional seed. The last setup is remembered."""

    name = "new_game"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        last = app.settings.last_setup or {}
        self.players = int(last.get("players", 4)) if last.get("players") in (3, 4, 5, 6) else 4
        kinds = last.get("kinds") if isinstance(last.get("kinds"), list) else None
        names = last.get("names") if isinstance(last.get("names"), list) else None
        self.kinds = [k if k in KINDS else "normal" for k in (kinds or [])][:6]
        if not self.kinds:
            self.kinds = ["human"]
        self.kinds += ["normal"] * (6 - len(self.kinds))
        self.names = [str(n)[:MAX_NAME] for n in (names or []) if isinstance(n, str)][:6]
        self.names += DEFAULT_NAMES[len(self.names) : 6]
        tb = last.get("tiebreak")
        self.tiebreak = tb if tb in TIEBREAK_LABELS else Tiebreak.MILITIA_THEN_SHARED.value
        variants = last.get("variants") if isinstance(last.get("variants"), list) else []
        self.event_cards = EVENT_CARDS_VARIANT in (variants or [])
        """The Event-card variant is on (it is offered only when the app plays it)."""
        self.dirty_tricks = DIRTY_TRICKS_VARIANT in (variants or [])
        """The Dirty-Trick variant is on (offered only when the app plays it)."""
        self.seed_text = ""
        self.widgets: list[pygame_gui.core.UIElement] = []
        self.ring = FocusRing()
        self.entries: list[pygame_gui.elements.UITextEntryLine] = []
        self.error = ""

    def enter(self) -> None:
        s = self.app.scale
        m = self.app.manager
        w, h = self.app.size
        pw = int(620 * s)
        offer_events = EVENT_CARDS_VARIANT in offered_variants()
        offer_tricks = DIRTY_TRICKS_VARIANT in offered_variants()
        rows = self.players + 4 + (1 if self.error else 0)
        rows += (2 if offer_events else 0) + (2 if offer_tricks else 0)
        label_h = title_height(m, max(64, int(60 * s)))
        title_h, margin = max(68, int(64 * s), label_h + int(4 * s)), int(40 * s)
        # Rows as tall as the text size asks, but never so tall that Start leaves the window.
        row = min(int(44 * s), max(24, (h - 8 - title_h - margin) // rows))
        ph = title_h + rows * row + margin
        panel = pygame_gui.elements.UIPanel(
            pygame.Rect((w - pw) // 2, max(4, (h - ph) // 2), pw, min(ph, h - 8)), manager=m
        )
        self.widgets = [panel]
        self.ring = FocusRing()
        self.entries = []
        pygame_gui.elements.UILabel(
            pygame.Rect(0, int(2 * s), pw - 6, label_h),
            tr("menu.new_game"),
            m,
            container=panel,
            object_id=pygame_gui.core.ObjectID(object_id="#title"),
        )
        y = title_h
        row_h = row
        b = pygame_gui.elements.UIButton(
            pygame.Rect(int(30 * s), y, pw - int(66 * s), row_h - 6),
            tr("new_game.players", n=self.players),
            m,
            container=panel,
        )
        self.ring.add(
            b, lambda: self._players(1), lambda: self._players(-1), lambda: self._players(1)
        )
        self._bind(b, lambda: self._players(1))
        y += row_h
        for i in range(self.players):
            e = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(int(30 * s), y, int(300 * s), row_h - 6), m, container=panel
            )
            e.set_text_length_limit(MAX_NAME)
            e.set_text(self.names[i])
            self.entries.append(e)
            self.ring.add(e, partial(self.ring.move, 1))
            kind = self.kinds[i]
            label = (
                tr("new_game.human")
                if kind == "human"
                else tr("new_game.ai", level=level_name(kind))
            )
            kb = pygame_gui.elements.UIButton(
                pygame.Rect(int(340 * s), y, pw - int(376 * s), row_h - 6),
                label,
                m,
                container=panel,
            )
            self.ring.add(
                kb, partial(self._kind, i, 1), partial(self._kind, i, -1), partial(self._kind, i, 1)
            )
            self._bind(kb, partial(self._kind, i, 1))
            y += row_h
        tb = pygame_gui.elements.UIButton(
            pygame.Rect(int(30 * s), y, pw - int(66 * s), row_h - 6),
            tr(TIEBREAK_LABELS[self.tiebreak]),
            m,
            container=panel,
        )
        self.ring.add(tb, self._tiebreak, self._tiebreak, self._tiebreak)
        self._bind(tb, self._tiebreak)
        y += row_h
        if offer_events:
            ev = pygame_gui.elements.UIButton(
                pygame.Rect(int(30 * s), y, pw - int(66 * s), row_h - 6),
                tr("new_game.event_cards", state=on_off(self.event_cards)),
                m,
                container=panel,
                object_id=pygame_gui.core.ObjectID(object_id="#event_cards"),
            )
            self.ring.add(ev, self._event_cards, self._event_cards, self._event_cards)
            self._bind(ev, self._event_cards)
            y += row_h - 6
            # one line, or two half-height ones when the language's words need them
            line_w = pw - int(66 * s)
            label_font = m.get_theme().get_font(["label"])
            lines = wrap(tr("new_game.event_cards_line"), label_font, line_w - 8)
            line_h = row_h // len(lines) if len(lines) <= 2 else row_h // 2
            for k, line in enumerate(lines[:2]):
                pygame_gui.elements.UILabel(
                    pygame.Rect(int(30 * s), y + k * line_h, line_w, max(line_h, 14)),
                    line,
                    m,
                    container=panel,
                )
            y += row_h + 6
        if offer_tricks:
            y = self._tricks_toggle(panel, pw, y, row_h)
        pygame_gui.elements.UILabel(
            pygame.Rect(int(30 * s), y, int(220 * s), row_h - 6),
            tr("new_game.seed"),
            m,
            container=panel,
        )
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(int(250 * s), y, pw - int(286 * s), row_h - 6), m, container=panel
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(18)
        self.seed_entry.set_text(self.seed_text)
        self.ring.add(self.seed_entry, partial(self.ring.move, 1))
        y += row_h
        if self.error:
            pygame_gui.elements.UILabel(
                pygame.Rect(int(30 * s), y, pw - int(66 * s), row_h - 10),
                tr(self.error),
                m,
                container=panel,
            )
            y += row_h - 8
        half = (pw - int(76 * s)) // 2
        start = pygame_gui.elements.UIButton(
            pygame.Rect(int(30 * s), y, half, row_h), tr("new_game.start"), m, container=panel
        )
        back = pygame_gui.elements.UIButton(
            pygame.Rect(int(40 * s) + half, y, half, row_h), tr("common.back"), m, container=panel
        )
        self.ring.add(start, self._start)
        self.ring.add(back, self._back)
        self._bind(start, self._start)
        self._bind(back, self._back)
        self.ring.index = len(self.ring.items) - 2  # Start
        self.ring.move(0)

    _actions: dict[object, Callable[[], None]]

    def _bind(self, widget: object, action: Callable[[], None]) -> None:
        if not hasattr(self, "_actions") or self._actions is None:
            self._actions = {}
        self._actions[widget] = action

    def leave(self) -> None:
        self._read_entries()
        for wdg in self.widgets:
            wdg.kill()
        self.widgets = []
        self._actions = {}

    def _read_entries(self) -> None:
        for i, e in enumerate(self.entries):
            self.names[i] = e.get_text()
        if self.widgets:
            self.seed_text = self.seed_entry.get_text()

    def _rebuild(self, focus: int | None = None) -> None:
        index = self.ring.index if focus is None else focus
        self.leave()
        self.enter()
        self.ring.index = min(index, len(self.ring.items) - 1)
        self.ring.move(0)

    def _players(self, d: int) -> None:
        self.players = 3 + (self.players - 3 + d) % 4
        self._rebuild(0)

    def _kind(self, i: int, d: int) -> None:
        self.kinds[i] = KINDS[(KINDS.index(self.kinds[i]) + d) % len(KINDS)]
        self._rebuild()

    def _tiebreak(self) -> None:
        keys = list(TIEBREAK_LABELS)
        self.tiebreak = keys[(keys.index(self.tiebreak) + 1) % len(keys)]
        self._rebuild()

    def _tricks_toggle(
        self, panel: pygame_gui.elements.UIPanel, pw: int, y: int, row_h: int
    ) -> int:
        """The Dirty-Trick variant's toggle and its one-line description, from ``y``;
        returns the ``y`` under them."""
        s = self.app.scale
        m = self.app.manager
        b = pygame_gui.elements.UIButton(
            pygame.Rect(int(30 * s), y, pw - int(66 * s), row_h - 6),
            tr("new_game.dirty_tricks", state=on_off(self.dirty_tricks)),
            m,
            container=panel,
            object_id=pygame_gui.core.ObjectID(object_id="#dirty_tricks"),
        )
        self.ring.add(b, self._dirty_tricks, self._dirty_tricks, self._dirty_tricks)
        self._bind(b, self._dirty_tricks)
        y += row_h - 6
        pygame_gui.elements.UILabel(
            pygame.Rect(int(30 * s), y, pw - int(66 * s), row_h),
            tr("new_game.dirty_tricks_line"),
            m,
            container=panel,
        )
        return y + row_h + 6

    def _dirty_tricks(self) -> None:
        """Turn the Dirty-Trick variant on or off."""
        self.dirty_tricks = not self.dirty_tricks
        self._rebuild()

    def _event_cards(self) -> None:
        """Turn the Event-card variant on or off."""
        self.event_cards = not self.event_cards
        self._rebuild()

    def variants(self) -> frozenset[str]:
        """The variants the game will be played with: those chosen and offered."""
        chosen = {EVENT_CARDS_VARIANT} if self.event_cards else set()
        if self.dirty_tricks:
            chosen.add(DIRTY_TRICKS_VARIANT)
        return frozenset(chosen) & offered_variants()

    def _back(self) -> None:
        self.app.back()

    def _start(self) -> None:
        self._read_entries()
        names = [n.strip() or DEFAULT_NAMES[i] for i, n in enumerate(self.names[: self.players])]
        if len({n.lower() for n in names}) < len(names):
            self.error = "new_game.names_differ"
            self._rebuild()
            return
        seats = [
            Seat(names[i], None if self.kinds[i] == "human" else self.kinds[i])
            for i in range(self.players)
        ]
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1 << 31)
        self.app.settings.last_setup = {
            "players": self.players,
            "kinds": self.kinds,
            "names": self.names,
            "tiebreak": self.tiebreak,
            "variants": sorted(self.variants()),
        }
        self.app.save_settings()
        start_new_game(self.app, seats, seed, self.tiebreak, self.variants())

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return True
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED:
            self.ring.focus_widget(event.ui_element)
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:  # Enter in a field: next one
            focused = self.ring.focused()
            if focused is not None and focused.widget is event.ui_element:
                self.ring.move(1)
            return True
        typing = any(e.is_focused for e in self.entries) or (
            bool(self.widgets) and self.seed_entry.is_focused
        )
        if (
            typing
            and event.type == pygame.KEYDOWN
            and event.key
            not in (pygame.K_TAB, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_KP_ENTER)
        ):
            return False  # letters, digits, Backspace, Left/Right go to the text field
        if event.type == pygame.MOUSEBUTTONDOWN:
            return False
        return self.ring.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app.scale)


class LoadScene(Scene):
    """Saved games, newest first: each with its name, date (in the player's locale
    style), players with their levels and scores, round and phase in words. Up/Down or
    a click selects; Enter, a double click or "Load" loads; R watches the replay; D,
    Delete or "Delete" asks for confirmation before deleting; Esc backs out."""

    name = "load"
    DOUBLE_CLICK_S = 0.4

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.slots: list[SlotInfo] = []
        self.selected = 0
        self.top_row = 0
        self.message = ""
        self.confirming: SlotInfo | None = None
        """The save whose deletion waits for confirmation."""
        self.dialog: ButtonColumn | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.clock = 0.0
        self._last_click: tuple[int, float] = (-1, -10.0)

    # ------------------------------------------------------------------ layout

    def _list_rect(self) -> pygame.Rect:
        w, h = self.app.size
        s = self.app.scale
        lw = min(w - int(80 * s), int(1100 * s))
        top = int(96 * s)
        return pygame.Rect((w - lw) // 2, top, lw, h - top - int(150 * s))

    def _row_h(self) -> int:
        return int(92 * self.app.scale)

    def _rows_shown(self) -> int:
        return max(1, self._list_rect().h // self._row_h())

    def _row_rect(self, i: int) -> pygame.Rect:
        lr = self._list_rect()
        rh = self._row_h()
        return pygame.Rect(lr.x, lr.y + (i - self.top_row) * rh, lr.w, rh - int(8 * self.app.scale))

    def _row_at(self, pos: tuple[int, int]) -> int | None:
        for i in range(self.top_row, min(len(self.slots), self.top_row + self._rows_shown())):
            if self._row_rect(i).collidepoint(pos):
                return i
        return None

    # ------------------------------------------------------------------ widgets

    def enter(self) -> None:
        self.slots = self.app.store.slots()
        self.selected = max(0, min(self.selected, len(self.slots) - 1))
        self._scroll_to_selected()
        s = max(0.85, self.app.scale)
        w, h = self.app.size
        m = self.app.manager
        labels = [
            ("load", tr("load.load")),
            ("replay", tr("load.replay")),
            ("delete", tr("load.delete")),
            ("back", tr("common.back_esc")),
        ]
        bh, gap = int(44 * s), int(12 * s)
        # as wide as the longest label needs (the language's words), within the window
        widest = max(m.get_theme().get_font(["button"]).size(label)[0] for _k, label in labels)
        room = (w - int(40 * s) - (len(labels) - 1) * gap) // len(labels)
        bw = min(room, max(int(200 * s), widest + int(24 * s)))
        x = (w - len(labels) * bw - (len(labels) - 1) * gap) // 2
        y = h - int(60 * self.app.scale) - bh // 2
        self.buttons = {}
        for key, label in labels:
            b = pygame_gui.elements.UIButton(pygame.Rect(x, y, bw, bh), label, m)
            if key != "back" and not self.slots:
                b.disable()
            self.buttons[key] = b
            x += bw + gap
        if self.confirming is not None:
            slot = self.confirming
            self.dialog = ButtonColumn(
                m,
                self.app.size,
                self.app.scale,
                tr("load.delete_title"),
                [
                    (tr("load.delete_it"), self._delete_confirmed, True),
                    (tr("load.keep_it"), self._keep, True),
                ],
                [
                    tr(
                        "load.delete_which",
                        name=ellipsize(slot.name or tr("load.unnamed"), 18, 420),
                        date=slot.date,
                    ),
                    tr("load.cannot_undo"),
                ],
                width=420,
            )
            self.dialog.ring.index = 1  # Keep it: a stray Enter deletes nothing
            self.dialog.ring.move(0)

    def leave(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.buttons = {}
        if self.dialog is not None:
            self.dialog.kill()
            self.dialog = None

    def _rebuild(self) -> None:
        self.leave()
        self.enter()

    def _scroll_to_selected(self) -> None:
        n = self._rows_shown()
        if self.selected < self.top_row:
            self.top_row = self.selected
        elif self.selected >= self.top_row + n:
            self.top_row = self.selected - n + 1
        self.top_row = max(0, min(self.top_row, max(0, len(self.slots) - n)))

    # ------------------------------------------------------------------ actions

    def _current(self) -> SlotInfo | None:
        return self.slots[self.selected] if 0 <= self.selected < len(self.slots) else None

    def _select(self, i: int) -> None:
        if self.slots:
            self.selected = max(0, min(len(self.slots) - 1, i))
            self._scroll_to_selected()

    def _open(self, replay: bool) -> None:
        slot = self._current()
        if slot is None:
            return
        try:
            saved = self.app.store.load(slot.path)
        except SaveError as e:
            self.message = tr("load.refused", reason=str(e))
            self._rebuild()
            return
        if replay:
            self.app.push("replay", saved)
        else:
            start_saved_game(self.app, saved)

    def ask_delete(self) -> None:
        """Ask to confirm deleting the selected save (nothing is deleted yet)."""
        slot = self._current()
        if slot is None:
            return
        self.confirming = slot
        self._rebuild()

    def _delete_confirmed(self) -> None:
        slot = self.confirming
        self.confirming = None
        if slot is not None:
            try:
                self.app.store.delete(slot.path)
                self.message = tr("load.deleted", name=slot.name or slot.path.name)
            except (OSError, ValueError) as e:
                self.message = tr("load.delete_failed", reason=str(e))
        self._rebuild()

    def _keep(self) -> None:
        self.confirming = None
        self.message = ""
        self._rebuild()

    # ------------------------------------------------------------------ input

    def update(self, dt: float) -> None:
        self.clock += dt

    def handle(self, event: pygame.event.Event) -> bool:
        if self.dialog is not None:
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_n):
                self._keep()
                return True
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.dialog.ring.move(1)
                return True
            return self.dialog.handle(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = {
                self.buttons.get("load"): lambda: self._open(False),
                self.buttons.get("replay"): lambda: self._open(True),
                self.buttons.get("delete"): self.ask_delete,
                self.buttons.get("back"): self.app.back,
            }.get(event.ui_element)
            if action is not None:
                action()
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            i = self._row_at(event.pos)
            if i is None:
                return False
            last_i, last_t = self._last_click
            self._select(i)
            if last_i == i and self.clock - last_t <= self.DOUBLE_CLICK_S:
                self._last_click = (-1, -10.0)
                self._open(False)
            else:
                self._last_click = (i, self.clock)
            return True
        if event.type == pygame.MOUSEWHEEL:
            self._select(self.selected - event.y)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        k = event.key
        if k == pygame.K_ESCAPE:
            self.app.back()
        elif k in (pygame.K_UP, pygame.K_DOWN):
            self._select(self.selected + (1 if k == pygame.K_DOWN else -1))
        elif k in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            n = self._rows_shown()
            self._select(self.selected + (n if k == pygame.K_PAGEDOWN else -n))
        elif k == pygame.K_HOME:
            self._select(0)
        elif k == pygame.K_END:
            self._select(len(self.slots) - 1)
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._open(False)
        elif k == pygame.K_r:
            self._open(True)
        elif k in (pygame.K_d, pygame.K_DELETE):
            self.ask_delete()
        else:
            return False
        return True

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        draw_titled_backdrop(surface, self.app.scale, tr("load.title"), 18)
        s = self.app.scale
        w, _h = surface.get_size()
        lr = self._list_rect()
        if not self.slots:
            panel(surface, pygame.Rect(lr.x, lr.y, lr.w, int(90 * s)))
            t = fitted(tr("load.none"), int(20 * s), palette.CREAM, lr.w - int(20 * s), True)
            surface.blit(t, t.get_rect(center=(lr.centerx, lr.y + int(30 * s))))
            t = fitted(tr("load.none_hint"), int(15 * s), (200, 190, 160), lr.w - int(20 * s))
            surface.blit(t, t.get_rect(center=(lr.centerx, lr.y + int(62 * s))))
        end = min(len(self.slots), self.top_row + self._rows_shown())
        for i in range(self.top_row, end):
            self._draw_row(surface, i)
        if self.top_row > 0 or end < len(self.slots):
            more = text(
                tr("load.position", n=self.selected + 1, total=len(self.slots)),
                int(13 * s),
                (200, 190, 160),
            )
            surface.blit(more, more.get_rect(topright=(lr.right, lr.y - more.get_height() - 2)))
        hint = self.message or tr("load.hint")
        t = fitted(hint, int(15 * s), palette.CREAM, lr.w)
        box = t.get_rect(midbottom=(w // 2, surface.get_height() - int(94 * s))).inflate(20, 8)
        panel(surface, box, alpha=220)
        surface.blit(t, t.get_rect(center=box.center))
        if self.dialog is not None:
            dim(surface, 120)

    def _draw_row(self, surface: pygame.Surface, i: int) -> None:
        s = self.app.scale
        slot = self.slots[i]
        rect = self._row_rect(i)
        chosen = i == self.selected
        panel(surface, rect, highlight=chosen, alpha=235 if chosen else 205)
        pad = int(14 * s)
        left_w = int(rect.w * 0.34)
        x, y = rect.x + pad, rect.y + int(8 * s)
        if not slot.readable:
            t = fitted(slot.path.name, int(18 * s), palette.CREAM, rect.w - 2 * pad, True)
            surface.blit(t, (x, y))
            t = fitted(tr("load.unreadable"), int(14 * s), (230, 150, 130), rect.w - 2 * pad)
            surface.blit(t, (x, y + int(30 * s)))
            return
        name = slot.name or tr("load.unnamed")
        color = palette.HIGHLIGHT if chosen else palette.CREAM
        t = fitted(name, int(19 * s), color if slot.name else (200, 190, 160), left_w - pad, True)
        surface.blit(t, (x, y))
        y2 = y + int(28 * s)
        date = slot.date + (f" · {variant_names(slot.variants)}" if slot.variants else "")
        t = fitted(date, int(14 * s), (214, 204, 178), left_w - pad)
        surface.blit(t, (x, y2))
        t = fitted(slot.where, int(14 * s), palette.GOLD, left_w - pad, True)
        surface.blit(t, (x, y2 + int(22 * s)))
        # players: name, level, score; two rows of up to three
        px0 = rect.x + left_w + pad
        pygame.draw.line(
            surface, (90, 80, 50), (px0 - pad // 2, rect.y + 8), (px0 - pad // 2, rect.bottom - 8)
        )
        cols = 3 if len(slot.players) > 4 else 2
        cell_w = (rect.right - pad - px0) // cols
        cell_h = (rect.h - int(12 * s)) // 2
        best = max(slot.scores) if slot.scores else None
        for k, (pname, level) in enumerate(slot.players):
            cx = px0 + (k % cols) * cell_w
            cy = rect.y + int(8 * s) + (k // cols) * cell_h
            score = slot.scores[k] if k < len(slot.scores) else None
            sc = text("" if score is None else number(score), int(17 * s), palette.GOLD, True)
            tag = text(level_name(level), int(12 * s), (190, 182, 160))
            room = cell_w - sc.get_width() - tag.get_width() - int(26 * s)
            lead = best is not None and score == best and best > 0
            nm = fitted(
                pname, int(16 * s), palette.HIGHLIGHT if lead else palette.CREAM, room, True
            )
            surface.blit(nm, (cx, cy))
            surface.blit(tag, (cx + nm.get_width() + int(6 * s), cy + int(4 * s)))
            surface.blit(sc, sc.get_rect(topright=(cx + cell_w - int(12 * s), cy)))


class StatisticsScene(Scene):
    """Statistics per group of games (the AI levels a game really had and its player
    count): games, win rate, average and best votes; and, for the chosen group (or all
    games), a chart of the votes of each game over time, wins marked. Up/Down or a click
    chooses the group; Esc backs out."""

    name = "statistics"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.selected = 0
        """0: all games; k: the k-th group of ``Statistics.groups``."""
        self.back_button: pygame_gui.elements.UIButton | None = None

    def _rows(self) -> list[tuple[str | None, str, Record]]:
        stats = self.app.statistics
        rows: list[tuple[str | None, str, Record]] = [(None, tr("stats.all_games"), stats.total())]
        for key, rec in stats.groups():
            opponents, players = Statistics.split_key(key)
            label = (
                tr("stats.other_humans")
                if opponents == "humans"
                else ", ".join(level_name(level) for level in opponents.split("+"))
            )
            variants = Statistics.variants_of(key)
            if variants:  # a variant's games are a group of their own
                label = tr("stats.with_variants", opponents=label, variants=variant_names(variants))
            rows.append((key, tn("stats.group", int(players), opponents=label), rec))
        return rows

    def enter(self) -> None:
        s = max(0.85, self.app.scale)
        w, h = self.app.size
        bw, bh = int(200 * s), int(44 * s)
        self.back_button = pygame_gui.elements.UIButton(
            pygame.Rect((w - bw) // 2, h - bh - int(14 * self.app.scale), bw, bh),
            tr("common.back_esc"),
            self.app.manager,
        )

    def leave(self) -> None:
        if self.back_button is not None:
            self.back_button.kill()
            self.back_button = None

    def _table_rect(self) -> pygame.Rect:
        w, _h = self.app.size
        s = self.app.scale
        tw = min(w - int(60 * s), int(1100 * s))
        return pygame.Rect((w - tw) // 2, int(78 * s), tw, 0)

    def _row_h(self) -> int:
        return int(30 * self.app.scale)

    def _shown(self) -> int:
        """How many rows the table shows (the rest scroll with the selection)."""
        return max(3, min(9, int(self.app.size[1] * 0.38) // self._row_h()))

    def _first(self) -> int:
        return max(0, min(self.selected - self._shown() + 1, len(self._rows()) - self._shown()))

    def handle(self, event: pygame.event.Event) -> bool:
        n = len(self._rows())
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element is self.back_button:
            self.app.back()
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tr_ = self._table_rect()
            y0 = tr_.y + self._row_h() + int(6 * self.app.scale)
            k = (event.pos[1] - y0) // self._row_h()
            if tr_.x <= event.pos[0] <= tr_.right and 0 <= k < min(self._shown(), n):
                self.selected = self._first() + k
                return True
            return False
        if event.type != pygame.KEYDOWN:
            return False
        if event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.app.back()
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            self.selected = max(
                0, min(n - 1, self.selected + (1 if event.key == pygame.K_DOWN else -1))
            )
        elif event.key in (pygame.K_HOME, pygame.K_END):
            self.selected = 0 if event.key == pygame.K_HOME else n - 1
        else:
            return False
        return True

    def draw(self, surface: pygame.Surface) -> None:
        draw_titled_backdrop(surface, self.app.scale, tr("menu.statistics"), 14)
        s = self.app.scale
        w, h = surface.get_size()
        rows = self._rows()
        self.selected = min(self.selected, len(rows) - 1)
        tr_ = self._table_rect()
        rh = self._row_h()
        shown = rows[self._first() : self._first() + self._shown()]
        tr_.h = rh * (len(shown) + 1) + int(14 * s)
        panel(surface, tr_, alpha=225)
        pad = int(14 * s)
        num_w = int(110 * s)
        heads = [
            tr("stats.games"),
            tr("stats.won"),
            tr("stats.win_rate"),
            tr("stats.average"),
            tr("stats.best"),
        ]
        xs = [tr_.right - pad - num_w * (len(heads) - i) for i in range(len(heads))]
        y = tr_.y + int(6 * s)
        surface.blit(
            fitted(tr("stats.against"), int(13 * s), (200, 190, 160), xs[0] - tr_.x, True),
            (tr_.x + pad, y),
        )
        for x, head in zip(xs, heads):
            lab = fitted(head, int(13 * s), (200, 190, 160), num_w - int(6 * s), True)
            surface.blit(lab, lab.get_rect(topright=(x + num_w, y)))
        y += rh
        if rows[0][2].played == 0:
            surface.blit(
                fitted(tr("stats.none"), int(16 * s), palette.CREAM, tr_.w - 2 * pad),
                (tr_.x + pad, y),
            )
        for i, (_key, label, rec) in enumerate(shown, start=self._first()):
            band = pygame.Rect(tr_.x + 4, y - 2, tr_.w - 8, rh - 2)
            if i == self.selected:
                pygame.draw.rect(surface, (70, 92, 60), band, border_radius=6)
                pygame.draw.rect(surface, palette.HIGHLIGHT, band, 2, border_radius=6)
            color = palette.HIGHLIGHT if i == self.selected else palette.CREAM
            lab = fitted(label, int(16 * s), color, xs[0] - tr_.x - 2 * pad, i == 0)
            surface.blit(lab, (tr_.x + pad, y))
            values = [
                number(rec.played),
                number(rec.won),
                percent(rec.win_rate) if rec.played else "–",
                number(rec.average, 1) if rec.played else "–",
                number(rec.best) if rec.played else "–",
            ]
            for k, (x, v) in enumerate(zip(xs, values)):
                t = text(v, int(16 * s), palette.GOLD if k >= 2 else palette.CREAM, k == 2)
                surface.blit(t, t.get_rect(topright=(x + num_w, y)))
            y += rh
        chart = pygame.Rect(tr_.x, tr_.bottom + int(14 * s), tr_.w, 0)
        chart.h = h - chart.y - int(44 * max(0.85, s)) - int(28 * s)
        key, label, _rec = rows[self.selected]
        self._draw_chart(surface, chart, key, label)

    def _draw_chart(
        self, surface: pygame.Surface, rect: pygame.Rect, key: str | None, label: str
    ) -> None:
        """The votes of each recorded game of the group over time (a dot per game, gold
        when won) and the average of the last five games as a line."""
        s = self.app.scale
        panel(surface, rect, alpha=225)
        pad = int(14 * s)
        games = self.app.statistics.games_of(key)
        title = fitted(
            tr("stats.over_time", group=label), int(16 * s), palette.GOLD, rect.w - 2 * pad, True
        )
        surface.blit(title, (rect.x + pad, rect.y + int(6 * s)))
        if not games:
            note = tr("stats.no_dated")
            t = fitted(note, int(14 * s), palette.CREAM, rect.w - 2 * pad)
            surface.blit(t, t.get_rect(center=rect.center))
            return
        x = rect.right - pad
        ly = rect.y + int(16 * s)
        for label, mark in (
            (tr("stats.legend_average"), "line"),
            (tr("stats.legend_lost"), "ring"),
            (tr("stats.legend_won"), "dot"),
        ):
            t = text(label, int(12 * s), (200, 190, 160))
            x -= t.get_width()
            surface.blit(t, t.get_rect(midleft=(x, ly)))
            x -= int(16 * s)
            if mark == "line":
                pygame.draw.line(
                    surface, palette.CREAM, (x - int(6 * s), ly), (x + int(8 * s), ly), 2
                )
            elif mark == "ring":
                pygame.draw.circle(surface, (190, 200, 190), (x + int(4 * s), ly), int(5 * s), 2)
            else:
                pygame.draw.circle(surface, palette.GOLD, (x + int(4 * s), ly), int(5 * s))
            x -= int(18 * s)
        plot = pygame.Rect(
            rect.x + int(48 * s),
            rect.y + title.get_height() + int(16 * s),
            rect.w - int(48 * s) - pad,
            rect.h - title.get_height() - int(46 * s),
        )
        top = max(10, max(g.votes for g in games))
        step = next(v for v in (10, 20, 25, 50, 100, 200) if top / v <= 5)
        ymax = step * math.ceil(top / step)
        n = len(games)

        def at(i: int, v: float) -> tuple[int, int]:
            x = plot.centerx if n == 1 else plot.x + plot.w * i / (n - 1)
            return int(x), int(plot.bottom - plot.h * v / ymax)

        for v in range(0, ymax + 1, step):
            yy = at(0, v)[1]
            pygame.draw.line(surface, (60, 84, 66), (plot.x, yy), (plot.right, yy), 1)
            t = text(number(v), int(11 * s), (200, 190, 160))
            surface.blit(t, t.get_rect(midright=(plot.x - int(6 * s), yy)))
        for i in sorted({0, n - 1}):
            day = datetime.date.fromtimestamp(games[i].when)
            t = text(date(day), int(11 * s), (200, 190, 160))
            x = at(i, 0)[0]
            rect_t = t.get_rect(midtop=(x, plot.bottom + int(4 * s)))
            rect_t.clamp_ip(rect.inflate(-pad, 0))
            surface.blit(t, rect_t)
        avg = []
        for i in range(n):
            window = games[max(0, i - 4) : i + 1]
            avg.append(at(i, sum(g.votes for g in window) / len(window)))
        if n > 1:
            pygame.draw.lines(surface, palette.CREAM, False, avg, max(2, int(2 * s)))
        r = max(3, int(min(6 * s, plot.w / max(1, n) / 2.5)))
        for i, g in enumerate(games):
            if g.won:
                pygame.draw.circle(surface, palette.GOLD, at(i, g.votes), r)
            else:
                pygame.draw.circle(surface, (190, 200, 190), at(i, g.votes), r, max(1, r // 3))


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
