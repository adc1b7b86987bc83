"""The New game screen: players, their names and levels, the variants and the tiebreak,
the practice hints, and the deal (its code, a seed, a code to play).

Real controls in labelled sections, two columns (``FormGrid``, as in Settings):

- Players: how many (3 4 5 6 side by side, one click picks), then each seat's name
  field and its kind (a drop-down list: Human, AI: easy ... AI: expert).
- Practice: the expert's hints at the table (an Off / On toggle).
- Rules and variants: the tiebreak (a drop-down list), the Event cards and the Dirty
  Trick cards (toggles, each with its description) when the app plays them.
- Deal: this game's code, the seed, a code to play and "Play a deal".

Start and Back under the columns. The form's top and its Players row are placed as for
six seats whatever the number, so that they never move when it changes (repeated clicks
on the players' choice keep hitting). The keyboard: Tab/Down and Shift+Tab/Up go from
control to control, Left/Right change a choice, Enter turns a toggle over, steps a list
or a choice, runs a button, or goes on from a text field; Esc backs out.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial

import pygame
import pygame_gui

from guildes.ai.levels import LEVELS
from guildes.deal import ALPHABET, LENGTH, code_of, new_seed
from guildes.i18n import t as tr
from guildes.i18n import tn
from guildes.rules import GameConfig, Tiebreak
from guildes.seats import DEFAULT_NAMES, MAX_NAME, Seat
from guildes.ui import palette
from guildes.ui.focus import FocusRing
from guildes.ui.fonts import MIN_WORDS_PX, font, text
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
from guildes.ui.widgets import BUTTON_EDGE, FormGrid, toggle_actions

KINDS = ["human", *LEVELS]
PLAYER_COUNTS = (3, 4, 5, 6)
TIEBREAK_LABELS = {
    Tiebreak.MILITIA_THEN_SHARED.value: "new_game.tie_militia",
    Tiebreak.SHARED.value: "new_game.tie_shared",
}
"""Each tiebreak's key (its words in the New game screen's list)."""
SQUEEZES = (1.0, 0.85, 0.7, 0.55)
"""How much shorter the rows may be made, in turn, until the form fits the window."""
CODE_SAMPLE = "MWHR-MSPU-5GKW"
"""A deal's code as typed: the code's field shows it whole."""

__all__ = ["BUTTON_EDGE", "KINDS", "NewGameScene", "TIEBREAK_LABELS"]


def kind_options() -> list[tuple[str, str]]:
    """A seat's list: (words, kind) for Human and each AI level."""
    return [
        (tr("new_game.human") if k == "human" else tr("new_game.ai", level=level_name(k)), k)
        for k in KINDS
    ]


def tiebreak_options() -> list[tuple[str, str]]:
    """The tiebreak's list: (words, tiebreak)."""
    return [(tr(key), value) for value, key in TIEBREAK_LABELS.items()]


class NewGameScene(Scene):
    """3 to 6 seats, each human or an AI level, names, tiebreak, the variants (when the
    app plays them), the practice hints and an optional seed; see the module docstring.
    The last setup is remembered."""

    name = "new_game"

    def __init__(self, app, against_ai: bool = False) -> None:  # type: ignore[no-untyped-def]
        """``against_ai``: the first seat a person, every other an AI (the tutorial's
        "Play a game against the AI" opened a remembered hotseat setup of two people)."""
        super().__init__(app)
        last = app.settings.last_setup or {}
        self.players = int(last.get("players", 4)) if last.get("players") in (3, 4, 5, 6) else 4
        kinds = last.get("kinds") if isinstance(last.get("kinds"), list) else None
        names = last.get("names") if isinstance(last.get("names"), list) else None
        self.kinds = [k if k in KINDS else "normal" for k in (kinds or [])][:6]
        if not self.kinds:
            self.kinds = ["human"]
        self.kinds += ["normal"] * (6 - len(self.kinds))
        if against_ai:
            self.kinds = ["human"] + [k if k != "human" else "normal" for k in self.kinds[1:]]
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
        self.code_line: pygame_gui.elements.UILabel | None = None
        """The line of the game's code (it follows the seed typed)."""
        self._code_room = 0
        self._code_key: str | None = None
        self._code_beside = False
        self.deal_error = ""
        """Why the code typed under "Play a deal" was refused."""
        self.error = ""
        self.grid: FormGrid | None = None
        self.notes = True
        """The variants' notes under their rows (False: in their switches' tooltips, a
        form too tall for the window with them)."""
        self.widgets: list[pygame_gui.core.UIElement] = []
        """The form's widgets (the grid's)."""
        self.ring = FocusRing()
        self.entries: list[pygame_gui.elements.UITextEntryLine] = []
        """The seats' name fields."""
        self.controls: dict[str, pygame_gui.core.UIElement] = {}
        """Each control by name: "players:3" ... "players:6", "kind:0" ..., "tie",
        "event_cards:off" / ":on", "dirty_tricks:...", "practice:...", "seed", "code",
        "play_deal", "start", "back"."""
        self.rows: dict[str, pygame.Rect] = {}
        """The row of each choice and toggle ("players", "practice", ...): its focus frame."""
        self._actions: dict[object, Callable[[], None]] = {}
        self._framed: dict[int, pygame.Rect] = {}
        """Where the focus frame goes when a widget has the focus (by the widget's id)."""

    # ------------------------------------------------------------------ building

    def enter(self) -> None:
        w, h = self.app.size
        edge = FELT_RIM + int(6 * self.app.scale)
        window = pygame.Rect(0, 0, w, h).inflate(-2 * edge, -2 * edge)
        # tighter rows until the form fits (within the felt's rim), controls with room
        # around their words first; its top as the form with six seats has it, so that
        # nothing above the seats moves with their number
        # nothing above the seats moves with their number; where even the tightest rows
        # do not fit (Russian at 1024x768 and 130% text ran past the window's foot), the
        # variants' notes go into their switches' tooltips
        tries = [
            (squeeze, roomy, notes)
            for notes in (True, False)
            for roomy in (True, False)
            for squeeze in SQUEEZES
        ]
        for squeeze, roomy, notes in tries:
            self._build(squeeze, edge, 6, roomy, notes)
            assert self.grid is not None
            full = self.grid.rect.h
            if window.contains(self.grid.rect) or (squeeze, roomy, notes) == tries[-1]:
                break
        self._clear()
        self._build(squeeze, max(edge, (h - full) // 2), self.players, roomy, notes)

    def _clear(self) -> None:
        if self.grid is not None:
            self.grid.kill()
        self.grid = None
        self.widgets = []
        self._actions = {}
        self._framed = {}

    def _build(self, squeeze: float, top: int, seats: int, roomy: bool, notes: bool = True) -> None:
        """The form with ``seats`` seats' rows, its top at ``top`` (``FormGrid``'s
        ``squeeze`` and ``roomy``), the variants' notes under their rows (``notes``) or
        in their switches' tooltips."""
        self.notes = notes
        s = self.app.scale
        m = self.app.manager
        grid = FormGrid(
            m, self.app.size, s, tr("menu.new_game"), squeeze, top, columns=2, roomy=roomy
        )
        self._clear()
        self.grid = grid
        self.ring = FocusRing()
        self.entries = []
        self.controls = {}
        self.rows = {}
        self.line_h = m.get_theme().get_font(["label"]).size("Ág")[1] + 2

        # Players: how many, then each seat
        grid.section(tr("new_game.section.players"), column=0)
        labels = [str(n) for n in PLAYER_COUNTS]
        _none, row, where = grid.row(tr("new_game.row.players"), need=grid.segments_need(labels))
        self.rows["players"] = row
        buttons = grid.segments(where, labels, PLAYER_COUNTS.index(self.players))
        for n, b in zip(PLAYER_COUNTS, buttons, strict=True):
            self.controls[f"players:{n}"] = b
            self._actions[b] = partial(self._set_players, n)
        chosen = self.controls[f"players:{self.players}"]
        step = partial(self._players, 1)
        self.ring.add(chosen, step, partial(self._players, -1), step)
        self._framed[id(chosen)] = row
        for i in range(seats):
            self._seat(grid, i, i < self.players)
        if self.error:
            grid.note(tr(self.error), warning=True)

        grid.section(tr("new_game.section.practice"), column=0)
        self._toggle(grid, "practice", tr("new_game.row.hints"), self.practice, self._practice)
        for side in ("off", "on"):  # what the hints are, on the pointer's rest
            self.controls[f"practice:{side}"].set_tooltip(tr("new_game.practice_line"), delay=0.4)

        grid.section(tr("new_game.section.rules"), column=1)
        tiebreaks = tiebreak_options()
        _none, row, where = grid.row(tr("new_game.row.tie"), need=grid.drop_down_need(tiebreaks))
        drop = grid.drop_down(where, tiebreaks, self.tiebreak)
        self.controls["tie"] = drop
        self.ring.add(drop, self._tiebreak, self._tiebreak, self._tiebreak)
        self._framed[id(drop)] = row
        offered = offered_variants()
        both = [tr("new_game.row.event_cards"), tr("new_game.row.dirty_tricks")]
        if EVENT_CARDS_VARIANT in offered:
            label = tr("new_game.row.event_cards")
            self._toggle(grid, "event_cards", label, self.event_cards, self._event_cards, both)
            self._variant_note(grid, "event_cards", tr("new_game.event_cards_line"))
        if DIRTY_TRICKS_VARIANT in offered:
            label = tr("new_game.row.dirty_tricks")
            self._toggle(grid, "dirty_tricks", label, self.dirty_tricks, self._dirty_tricks, both)
            self._variant_note(grid, "dirty_tricks", tr("new_game.dirty_tricks_line"))

        grid.section(tr("new_game.section.deal"), column=1)
        self._deal(grid)

        start, back = grid.footer_buttons([tr("new_game.start"), tr("common.back")])
        self.controls["start"], self.controls["back"] = start, back
        for b, action in ((start, self._start), (back, self._back)):
            self.ring.add(b, action)
            self._actions[b] = action
        grid.finish()
        self.widgets = list(grid.widgets)
        self.ring.index = len(self.ring.items) - 2  # Start
        self.ring.move(0)

    def _seat(self, grid: FormGrid, i: int, shown: bool) -> None:
        """Seat ``i``'s row: its name field where a row's label is, its kind's list where
        its control is (a row kept empty when the seat is not ``shown``)."""
        row, left, where = grid.field_row()
        if not shown:
            return
        # an emptied name field shows the name the seat will then have
        e = pygame_gui.elements.UITextEntryLine(
            left,
            self.app.manager,
            placeholder_text=DEFAULT_NAMES[i],
            object_id="#seat_name",  # the names as large as the kinds' words beside them
        )
        e.set_text_length_limit(MAX_NAME)
        e.set_text(self.names[i])
        grid.widgets.append(e)
        self.entries.append(e)
        self.ring.add(e, partial(self.ring.move, 1))
        # the lower seats' lists open upwards, inside the window
        up = row.centery > self.app.size[1] // 2
        drop = grid.drop_down(where, kind_options(), self.kinds[i], up=up)
        self.controls[f"kind:{i}"] = drop
        self.ring.add(
            drop, partial(self._kind, i, 1), partial(self._kind, i, -1), partial(self._kind, i, 1)
        )
        self._framed[id(drop)] = drop.rect

    def _variant_note(self, grid: FormGrid, name: str, words: str) -> None:
        """What the variant ``name`` is: a note under its row, or (a form too tall for
        the window) its switches' tooltip."""
        if self.notes:
            grid.note(words)
            return
        for side in ("off", "on"):
            self.controls[f"{name}:{side}"].set_tooltip(words, delay=0.4)

    def _toggle(
        self,
        grid: FormGrid,
        name: str,
        label: str,
        value: bool,
        flip: Callable[[], None],
        peers: Sequence[str] = (),
    ) -> None:
        """A row with ``label`` and Off / On side by side, the one in force lit (as in
        Settings): a click on the other one, Enter or Left/Right turns it over."""
        sides = [on_off(False), on_off(True)]
        _none, row, where = grid.row(label, need=grid.segments_need(sides), peers=peers)
        self.rows[name] = row
        off, on = grid.segments(where, sides, 1 if value else 0)
        self.controls[f"{name}:off"], self.controls[f"{name}:on"] = off, on
        self._actions[off], self._actions[on] = toggle_actions(value, flip)
        lit = on if value else off
        self.ring.add(lit, flip, flip, flip)
        self._framed[id(lit)] = row

    def _deal(self, grid: FormGrid) -> None:
        """The Deal section: the code of the game the form sets up, the seed's field, and
        the field of a code to play with its button under it."""
        s, m = grid.s, self.app.manager
        # on the heading's line, at its right, when the words of the widest code there is
        # fit there (in fewer words if need be); else on a line of their own: so that the
        # form does not move with the seed drawn
        _kind, heading, head = grid.drawn[-1]
        room = head.w - font(grid.heading_px, bold=True).size(heading)[0] - int(24 * s)
        label_font = m.get_theme().get_font(["label"])
        widest = shown_code(max(ALPHABET, key=lambda c: label_font.size(c)[0]) * LENGTH)
        key = next(
            (
                k
                for k in ("new_game.this_code", "new_game.this_code_short")
                if label_font.size(tr(k, code=widest))[0] + 8 <= room
            ),
            None,
        )
        self._code_room, self._code_key = room, key
        words = self._code_words()
        words_w = label_font.size(words)[0] + 8
        self._code_beside = bool(key and words_w <= room)
        if self._code_beside:
            line = pygame.Rect(
                head.right - words_w, head.y + (head.h - self.line_h) // 2, words_w, self.line_h
            )
        else:
            line = pygame.Rect(head.x + int(6 * s), grid.cursor[grid.column], words_w, self.line_h)
            grid.cursor[grid.column] = line.bottom + int(4 * s)
        self.code_line = pygame_gui.elements.UILabel(
            line, words, m, object_id=pygame_gui.core.ObjectID(object_id="#deal_code")
        )
        grid.widgets.append(self.code_line)
        need = self._entry_need()
        _none, _row, where = grid.row(tr("new_game.row.seed"), need=need)
        self.seed_entry = pygame_gui.elements.UITextEntryLine(where, m)
        self.seed_entry.set_allowed_characters("numbers")
        self.seed_entry.set_text_length_limit(18)
        self.seed_entry.set_text(self.seed_text)
        grid.widgets.append(self.seed_entry)
        self.ring.add(self.seed_entry, partial(self.ring.move, 1))
        self.controls["seed"] = self.seed_entry
        _none, _row, where = grid.row(tr("new_game.row.code"), need=need)
        self.code_entry = pygame_gui.elements.UITextEntryLine(where, m)
        self.code_entry.set_text_length_limit(16)
        self.code_entry.set_text(self.code_text)
        grid.widgets.append(self.code_entry)
        self.ring.add(self.code_entry, self._play_code)
        self.controls["code"] = self.code_entry
        # "Play a deal" under its field, at the field's right edge
        button_font = m.get_theme().get_font(["button"])
        bw = button_font.size(tr("new_game.play_deal"))[0] + 2 * BUTTON_EDGE + int(24 * s)
        # under its field, from the field's right edge leftwards, as far as the column's
        # left when its words need it (ru "Сыграть раздачу" at 1024x768 and 130%)
        bw = min(where.right - grid.column_left(), max(bw, where.w // 2))
        y = grid.cursor[grid.column]
        play = grid.button(
            pygame.Rect(where.right - bw, y, bw, grid.button_h), tr("new_game.play_deal")
        )
        grid.cursor[grid.column] = y + grid.button_h + int(4 * s)
        self.controls["play_deal"] = play
        self.ring.add(play, self._play_code)
        self._actions[play] = self._play_code
        if self.deal_error:
            grid.note(self.deal_error, warning=True)

    def _entry_need(self) -> int:
        """The least width of the seed's and the code's fields: a code with the field's
        padding and border."""
        entry_font = self.app.manager.get_theme().get_font(["text_entry_line"])
        return int(entry_font.size(CODE_SAMPLE)[0]) + 24

    def _code_words(self) -> str:
        """The words of the code line for the seed the form holds now: the game's code,
        or that the seed is too large for one (in fewer words beside the heading where
        the long ones do not fit)."""
        code = code_of(self._config(), self._levels())
        key, room = self._code_key, self._code_room
        if code:
            return tr(key or "new_game.this_code", code=shown_code(code))
        words = tr("deal.no_code")
        label_font = self.app.manager.get_theme().get_font(["label"])
        if key and label_font.size(words)[0] + 8 > room:
            words = tr("new_game.no_code_short")
        return words

    def _seed_typed(self) -> None:
        """The code line follows the seed as it is typed: its words change in place (at
        the heading's right, or at the left of a line of its own); the form is laid out
        again only when the words no longer fit beside the heading (a seed too large for
        a code, at a narrow window and large text)."""
        self.seed_text = self.seed_entry.get_text()
        words = self._code_words()
        label_font = self.app.manager.get_theme().get_font(["label"])
        words_w = label_font.size(words)[0] + 8
        if self._code_beside and words_w > self._code_room:
            self._rebuild()
            return
        line = self.code_line
        if line is None:
            return
        x = line.rect.right - words_w if self._code_beside else line.rect.x
        line.set_dimensions((words_w, line.rect.h))
        line.set_position((x, line.rect.y))
        line.set_text(words)

    @property
    def seed_label(self) -> str:
        """The words at the left of the seed's field."""
        return tr("new_game.row.seed")

    @property
    def code_label(self) -> str:
        """The words at the left of the field of a code to play."""
        return tr("new_game.row.code")

    def leave(self) -> None:
        self._read_entries()
        self._clear()

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

    # ------------------------------------------------------------------ the choices

    def _set_players(self, n: int) -> None:
        """``n`` players (the focus on their choice)."""
        if n != self.players:
            self.players = n
            self._rebuild(0)

    def _players(self, d: int) -> None:
        """The next (``d`` 1) or the previous (-1) number of players, round from 6 to 3."""
        self._set_players(3 + (self.players - 3 + d) % 4)

    def _set_kind(self, i: int, kind: str) -> None:
        """Seat ``i`` played by ``kind`` (human or an AI level)."""
        self.kinds[i] = kind
        self._rebuild()

    def _kind(self, i: int, d: int) -> None:
        """Seat ``i``'s next (``d`` 1) or previous (-1) kind in its list, round."""
        self._set_kind(i, KINDS[(KINDS.index(self.kinds[i]) + d) % len(KINDS)])

    def _tiebreak(self) -> None:
        """The other tiebreak."""
        keys = list(TIEBREAK_LABELS)
        self._set_tiebreak(keys[(keys.index(self.tiebreak) + 1) % len(keys)])

    def _set_tiebreak(self, value: str) -> None:
        self.tiebreak = value
        self._rebuild()

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

    # ------------------------------------------------------------------ input

    def _dropped(self, event: pygame.event.Event) -> bool:
        """A choice made in a list (a seat's kind, the tiebreak): True when it was one."""
        chosen = str(getattr(event.ui_element, "selected_option", ("", ""))[1])
        if event.ui_element is self.controls.get("tie") and chosen in TIEBREAK_LABELS:
            self.ring.focus_widget(event.ui_element)
            self._set_tiebreak(chosen)
            return True
        for i in range(self.players):
            if event.ui_element is self.controls.get(f"kind:{i}") and chosen in KINDS:
                self.ring.focus_widget(event.ui_element)
                self._set_kind(i, chosen)
                return True
        return False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._back()
            return True
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self._actions:
            self._actions[event.ui_element]()
            return True
        if event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and self._dropped(event):
            return True
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED:
            self.ring.follow_hover(event.ui_element)
        if (
            event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED
            and self.widgets
            and event.ui_element is self.seed_entry
        ):
            self._seed_typed()
            return True
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

    # ------------------------------------------------------------------ drawing

    def focused_rect(self) -> pygame.Rect | None:
        """Where the focus frame is drawn: around a choice's or a toggle's row, or a
        list; None for a button or a field (they show their focus themselves)."""
        focused = self.ring.focused()
        return None if focused is None else self._framed.get(id(focused.widget))

    def shows_fan(self) -> bool:
        """The backdrop's fan of cards is drawn only where the form does not lie over it
        (it showed through the panel behind the deal code and Start)."""
        h = self.app.size[1]
        return self.grid is None or self.grid.rect.bottom <= fan_top(h, self.app.scale)

    def _note_px(self) -> int:
        """The type size of the note over a full name field."""
        return max(MIN_WORDS_PX, int(13 * self.app.scale))

    def full_name_note(self) -> tuple[pygame.Rect, str] | None:
        """Where the note "at most 24 characters" goes and its words, while the focused
        name field is full (it stopped taking letters without a word); None otherwise."""
        field = next(
            (e for e in self.entries if e.is_focused and len(e.get_text()) >= MAX_NAME), None
        )
        if field is None:
            return None
        s = self.app.scale
        words = tn("new_game.name_full", MAX_NAME)
        w, h = font(self._note_px()).size(words)
        box = pygame.Rect(0, 0, w + int(16 * s), h + int(6 * s))
        box.bottomright = (field.rect.right, field.rect.top + 2)
        return box.clamp(pygame.Rect(0, 0, *self.app.size)), words

    def draw(self, surface: pygame.Surface) -> None:
        draw_backdrop(surface, self.app.scale, fan=self.shows_fan())
        if self.grid is not None:
            self.grid.draw(surface, self.focused_rect())

    def draw_over(self, surface: pygame.Surface) -> None:
        note = self.full_name_note()
        if note is not None:
            box, words = note
            s = self.app.scale
            pygame.draw.rect(surface, palette.INK, box, border_radius=int(6 * s))
            pygame.draw.rect(surface, palette.GOLD, box, 1, border_radius=int(6 * s))
            t = text(words, self._note_px(), palette.CREAM)
            surface.blit(t, t.get_rect(center=box.center))
