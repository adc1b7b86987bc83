"""The New game screen: players, their names and levels, the variants and the tiebreak."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pygame
import pygame_gui

from guildes.ai.levels import LEVELS
from guildes.deal import code_of, new_seed
from guildes.i18n import t as tr
from guildes.rules import GameConfig, Tiebreak
from guildes.seats import DEFAULT_NAMES, MAX_NAME, Seat
from guildes.ui.focus import FocusRing
from guildes.ui.games import (
    DIRTY_TRICKS_VARIANT,
    EVENT_CARDS_VARIANT,
    offered_variants,
    play_code,
    shown_code,
    start_new_game,
)
from guildes.ui.menu_base import FELT_RIM, draw_backdrop, fan_top, on_off
from guildes.ui.names import level_name
from guildes.ui.scene import Scene
from guildes.ui.widgets import BUTTON_EDGE, title_height, wrap

KINDS = ["human", *LEVELS]
TIEBREAK_LABELS = {
    Tiebreak.MILITIA_THEN_SHARED.value: "new_game.tie_militia",
    Tiebreak.SHARED.value: "new_game.tie_shared",
}
"""Each tiebreak's key (its label on the New game screen)."""


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
        self.practice = last.get("practice") is True
        """Practice: the expert's hints on H at the table (off unless chosen)."""
        self.seed_text = ""
        self.drawn_seed = new_seed()
        """The seed of the game when none is typed (drawn now, so its code shows)."""
        self.code_text = ""
        self.deal_error = ""
        """Why the code typed under "Play a deal" was refused."""
        self.widgets: list[pygame_gui.core.UIElement] = []
        self.ring = FocusRing()
        self.entries: list[pygame_gui.elements.UITextEntryLine] = []
        self.error = ""

    def enter(self) -> None:
        s = self.app.scale
        m = self.app.manager
        w, h = self.app.size
        offer_events = EVENT_CARDS_VARIANT in offered_variants()
        offer_tricks = DIRTY_TRICKS_VARIANT in offered_variants()
        label_h = title_height(m, max(64, int(60 * s)))
        title_h, margin = max(68, int(56 * s), label_h + int(2 * s)), int(12 * s)
        theme = m.get_theme()
        # a button's row holds its words with room above and below (the button is 6 px
        # shorter than its row: at 130% text the words touched its edges); a line of
        # words under a button is as tall as the label's font
        fit_row = theme.get_font(["button"]).size("Ág")[1] + 2 * (BUTTON_EDGE + 2) + 6
        self.line_h = theme.get_font(["label"]).size("Ág")[1] + 2
        # clear of the felt's wooden rim by a margin (at 130% text it lay 2 px from it)
        edge = FELT_RIM + int(6 * s)
        room = h - 2 * edge - title_h - margin
        # one column when six seats' rows fit their words, else the seats two by two in a
        # wider panel; the panel's top and rows as they are for 6 players whatever the
        # number, so that the form never moves when it changes (repeated clicks on
        # "Players" stay on it)
        self.paired = False
        for paired in (False, True):
            self.paired = paired
            pw = min(w - 2 * edge, int(1000 * s)) if paired else int(620 * s)
            lines = self._lines(pw, offer_events, offer_tricks)
            rows = (3 + 5 if paired else 6 + 6) + int(offer_events) + int(offer_tricks)
            if rows * fit_row + lines <= room:
                break
        extra = (1 if self.error else 0) + (1 if self.deal_error else 0)
        row = max(24, min(max(int(44 * s), fit_row), (room - lines) // (rows + extra)))
        seat_rows = (self.players + 1) // 2 if self.paired else self.players
        ph = title_h + (rows + extra - (3 if paired else 6) + seat_rows) * row + lines + margin
        top = max(edge, (h - (title_h + (rows + extra) * row + lines + margin)) // 2)
        panel = pygame_gui.elements.UIPanel(
            pygame.Rect((w - pw) // 2, top, pw, min(ph, h - 2 * edge)), manager=m
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
        seat_w = (pw - int(76 * s)) // 2 if self.paired else pw - int(66 * s)
        for i in range(self.players):
            x = int(30 * s) + (seat_w + int(10 * s)) * (i % 2 if self.paired else 0)
            at = y + row_h * (i // 2 if self.paired else i)
            name_w = seat_w * 50 // 100
            # an emptied name field shows the name the seat will then have
            e = pygame_gui.elements.UITextEntryLine(
                pygame.Rect(x, at, name_w, row_h - 6),
                m,
                container=panel,
                placeholder_text=DEFAULT_NAMES[i],
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
                pygame.Rect(x + name_w + int(10 * s), at, seat_w - name_w - int(10 * s), row_h - 6),
                label,
                m,
                container=panel,
            )
            self.ring.add(
                kb, partial(self._kind, i, 1), partial(self._kind, i, -1), partial(self._kind, i, 1)
            )
            self._bind(kb, partial(self._kind, i, 1))
        y += row_h * seat_rows
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
            label = tr("new_game.event_cards", state=on_off(self.event_cards))
            y = self._toggle(panel, pw, y, row_h, "event_cards", label, self._event_cards)
        if offer_tricks:
            label = tr("new_game.dirty_tricks", state=on_off(self.dirty_tricks))
            y = self._toggle(panel, pw, y, row_h, "dirty_tricks", label, self._dirty_tricks)
        hints = pygame_gui.elements.UIButton(
            pygame.Rect(int(30 * s), y, pw - int(66 * s), row_h - 6),
            tr("new_game.practice", state=on_off(self.practice)),
            m,
            container=panel,
            object_id=pygame_gui.core.ObjectID(object_id="#practice"),
        )
        self.ring.add(hints, self._practice, self._practice, self._practice)
        self._bind(hints, self._practice)
        y += row_h
        code = code_of(self._config(), self._levels())
        code_line = pygame.Rect(int(30 * s), y - 3, pw - int(66 * s), self.line_h)
        # the seed, and the code of a deal to play with Play a deal: on two rows, or side
        # by side in the wide panel (under the line with this game's code); each field
        # with its label at its left (the code's field had none: a player could not tell
        # what to type in it)
        label_font = m.get_theme().get_font(["label"])
        entry_font = m.get_theme().get_font(["text_entry_line"])
        seed_words, code_words = (
            label_font.size(tr(k))[0] + int(10 * s)
            for k in ("new_game.seed", "new_game.code_label")
        )
        button_font = m.get_theme().get_font(["button"])
        play_w = button_font.size(tr("new_game.play_deal"))[0] + 2 * BUTTON_EDGE + int(24 * s)
        # a code typed shows whole in its field (with the field's padding)
        code_need = code_words + entry_font.size("MWHR-MSPU-5GKW")[0] + 24 + int(10 * s) + play_w
        if self.paired:  # the seed's side gives the code's side the room it needs
            both = pw - int(76 * s)
            seed_w = min(both // 2, max(both * 2 // 5, both - code_need))
            seed_at = pygame.Rect(int(30 * s), y + self.line_h, seed_w, row_h - 6)
            code_at = pygame.Rect(
                seed_at.right + int(10 * s), seed_at.y, both - seed_at.w, seed_at.h
            )
        else:
            seed_at = pygame.Rect(int(30 * s), y, pw - int(66 * s), row_h - 6)
            code_line.y = y + row_h - 3
            code_at = seed_at.move(0, row_h + self.line_h)
        y = code_at.y
        label_w = min(seed_at.w // 2, max(seed_at.w // 3, seed_words))
        code_label_w = code_words
        if not self.paired:  # one under the other: the fields start at the same x
            label_w = code_label_w = min(seed_at.w // 2, max(label_w, code_words))
        self.seed_label = pygame_gui.elements.UILabel(
            pygame.Rect(seed_at.x, seed_at.y, label_w, seed_at.h),
            tr("new_game.seed"),
            m,
            container=panel,
        )
        self.seed_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(seed_at.x + label_w, seed_at.y, seed_at.w - label_w, seed_at.h),
            m,
            container=panel,
        )
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(18)
        self.seed_entry.set_text(self.seed_text)
        self.ring.add(self.seed_entry, partial(self.ring.move, 1))
        pygame_gui.elements.UILabel(
            code_line,
            tr("new_game.this_code", code=shown_code(code)) if code else tr("deal.no_code"),
            m,
            container=panel,
            object_id=pygame_gui.core.ObjectID(object_id="#deal_code"),
        )
        entry_w = code_at.w - code_label_w - play_w - int(10 * s)
        self.code_label = pygame_gui.elements.UILabel(
            pygame.Rect(code_at.x, y, code_label_w, row_h - 6),
            tr("new_game.code_label"),
            m,
            container=panel,
        )
        self.code_entry = pygame_gui.elements.UITextEntryLine(
            pygame.Rect(code_at.x + code_label_w, y, entry_w, row_h - 6), m, container=panel
        )
        self.code_entry.set_text_length_limit(16)
        self.code_entry.set_text(self.code_text)
        self.ring.add(self.code_entry, self._play_code)
        play_x = self.code_entry.relative_rect.right + int(10 * s)
        play = pygame_gui.elements.UIButton(
            pygame.Rect(play_x, y, code_at.right - play_x, row_h - 6),
            tr("new_game.play_deal"),
            m,
            container=panel,
            object_id=pygame_gui.core.ObjectID(object_id="#play_deal"),
        )
        self.ring.add(play, self._play_code)
        self._bind(play, self._play_code)
        y += row_h
        for problem in (self.deal_error, tr(self.error) if self.error else ""):
            if problem:
                pygame_gui.elements.UILabel(
                    pygame.Rect(int(30 * s), y, pw - int(66 * s), row_h - 6),
                    problem,
                    m,
                    container=panel,
                )
                y += row_h
        half = (pw - int(76 * s)) // 2
        start = pygame_gui.elements.UIButton(
            pygame.Rect(int(30 * s), y, half, row_h - 6), tr("new_game.start"), m, container=panel
        )
        back = pygame_gui.elements.UIButton(
            pygame.Rect(int(40 * s) + half, y, half, row_h - 6),
            tr("common.back"),
            m,
            container=panel,
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
            self.code_text = self.code_entry.get_text()

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

    def _lines(self, pw: int, events: bool, tricks: bool) -> int:
        """The height of the form's lines of words under its buttons in a panel ``pw``
        wide: the variants' descriptions (wrapped, at most two lines each) and the deal
        code, with a gap under each description."""
        width = pw - int(66 * self.app.scale) - 8
        font = self.app.manager.get_theme().get_font(["label"])
        keys = ["new_game.event_cards_line"] * events + ["new_game.dirty_tricks_line"] * tricks
        wrapped = [min(2, len(wrap(tr(k), font, width))) for k in keys]
        return self.line_h * (sum(wrapped) + 1) + 6 * len(keys)

    def _toggle(
        self,
        panel: pygame_gui.elements.UIPanel,
        pw: int,
        y: int,
        row_h: int,
        variant: str,
        label: str,
        action: Callable[[], None],
    ) -> int:
        """A variant's toggle and its description (one line, or two when the language's
        words need them), from ``y``; returns the ``y`` under them."""
        s = self.app.scale
        m = self.app.manager
        b = pygame_gui.elements.UIButton(
            pygame.Rect(int(30 * s), y, pw - int(66 * s), row_h - 6),
            label,
            m,
            container=panel,
            object_id=pygame_gui.core.ObjectID(object_id=f"#{variant}"),
        )
        self.ring.add(b, action, action, action)
        self._bind(b, action)
        y += row_h - 6
        line_w = pw - int(66 * s)
        lines = wrap(tr(f"new_game.{variant}_line"), m.get_theme().get_font(["label"]), line_w - 8)
        for line in lines[:2]:
            pygame_gui.elements.UILabel(
                pygame.Rect(int(30 * s), y, line_w, self.line_h), line, m, container=panel
            )
            y += self.line_h
        return y + 6 + 6

    def _dirty_tricks(self) -> None:
        """Turn the Dirty-Trick variant on or off."""
        self.dirty_tricks = not self.dirty_tricks
        self._rebuild()

    def _practice(self) -> None:
        """Turn the practice option (the expert's hints) on or off."""
        self.practice = not self.practice
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

    def _seed(self) -> int:
        return int(self.seed_text) if self.seed_text.isdigit() else self.drawn_seed

    def _levels(self) -> list[str | None]:
        return [None if k == "human" else k for k in self.kinds[: self.players]]

    def _config(self) -> GameConfig:
        """The game the form sets up now (its deal code shows under the seed)."""
        return GameConfig(
            self.players,
            self._seed(),
            self.tiebreak,  # type: ignore[arg-type]
            self.variants(),
        )

    def _play_code(self) -> None:
        """ "Play a deal": the game of the code typed (the names typed kept), or why the
        code is refused."""
        self._read_entries()
        names = [n.strip() for n in self.names]
        why = play_code(self.app, self.code_text, names)
        if why is not None:
            self.deal_error = why
            self._rebuild()

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
        seed = self._seed()
        self.app.settings.last_setup = {
            "players": self.players,
            "kinds": self.kinds,
            "names": self.names,
            "tiebreak": self.tiebreak,
            "variants": sorted(self.variants()),
            "practice": self.practice,
        }
        self.app.save_settings()
        start_new_game(self.app, seats, seed, self.tiebreak, self.variants(), self.practice)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return True
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED:
            self.ring.follow_hover(event.ui_element)
        if event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED:  # Enter in a field: next one
            focused = self.ring.focused()
            if focused is not None and focused.widget is event.ui_element:
                self.ring.move(1)
            return True
        typing = any(e.is_focused for e in self.entries) or (
            bool(self.widgets) and (self.seed_entry.is_focused or self.code_entry.is_focused)
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

    def shows_fan(self) -> bool:
        """The backdrop's fan of cards is drawn only where the form does not lie over it
        (it showed through the panel behind the deal code and Start)."""
        h = self.app.size[1]
        return not self.widgets or self.widgets[0].rect.bottom <= fan_top(h, self.app.scale)

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app.scale, fan=self.shows_fan())
