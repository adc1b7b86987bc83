"""The Load screen: the saved games, newest first, to open, rename or delete.

Loading never loses the game in progress (the autosave, which the loaded game's first
autosave would overwrite): it is kept in a save slot first, and the player told its name,
as a dropped file does (``guildes.ui.dropped``); if it cannot be kept, nothing is opened
and the player is told why."""

from __future__ import annotations

import logging
from dataclasses import dataclass

import pygame
import pygame_gui

from guildes.i18n import join, number, tn
from guildes.i18n import t as tr
from guildes.saves import SaveError, SlotInfo
from guildes.saves.store import FINISHED_PREFIX
from guildes.ui import palette
from guildes.ui.draw import dim, panel
from guildes.ui.fonts import font, text
from guildes.ui.games import copy_text, shown_code, start_saved_game, variant_names
from guildes.ui.kept_game import keep_game_in_progress, listed_name, slot_title
from guildes.ui.menu_base import FELT_RIM, draw_titled_backdrop
from guildes.ui.names import level_name
from guildes.ui.scene import Scene
from guildes.ui.textfit import ellipsize, fitted
from guildes.ui.widgets import BUTTON_EDGE, ButtonColumn, wrap

log = logging.getLogger(__name__)


def says_over(slot: SlotInfo) -> bool:
    """Whether the row's status line says the game is over ("Game over")."""
    return slot.where == tr("slot.game_over")


def slot_titles(slot: SlotInfo, finished: bool = True) -> list[str]:
    """A save's titles from the whole to the shortest (``slot_title`` first): for an
    unnamed game of three or more players, then its first player "and N others".
    ``finished`` False: a finished game's titles without "Finished:" (its row's status
    line says it, once)."""
    titles = [slot_title(slot)]
    done = slot.over or slot.path.name.startswith(FINISHED_PREFIX)
    if not slot.name and done and not finished and slot.players:
        titles = [join([name for name, _level in slot.players])]
    if slot.name or len(slot.players) < 3:
        return titles
    short = tn("load.players_others", len(slot.players) - 1, name=slot.players[0][0])
    if done and finished:
        short = tr("load.finished_of", players=short)
    return titles + [short]


def _title_words(slot: SlotInfo, size: int, room: int) -> tuple[str, int]:
    """The row's title within ``room`` pixels and its size: the first of
    ``slot_titles`` that fits at ``size``, else at down to 85% of it, else the shortest
    ellipsized ("Finished:" left to the status line when it says "Game over")."""
    titles = slot_titles(slot, finished=not says_over(slot))
    for px in (size, int(size * 0.92), int(size * 0.85)):
        for words in titles:
            if font(px, True).size(words)[0] <= room:
                return words, px
    return ellipsize(titles[-1], int(size * 0.85), room, True), int(size * 0.85)


def _lines(words: str, size: int, width: int, most: int, bold: bool = False) -> tuple[str, ...]:
    """``words`` broken between words into at most ``most`` lines no wider than
    ``width`` at ``size``: the last line ellipsized when they do not fit."""
    lines = wrap(words, font(size, bold), width) if words else []
    if len(lines) > most:
        lines = lines[: most - 1] + [ellipsize(" ".join(lines[most - 1 :]), size, width, bold)]
    return tuple(lines)


@dataclass(frozen=True)
class RowPlan:
    """How a save's row lays out its words: its left part's lines (the date with the
    variants, the round and phase), where the deal code goes, and its players' grid."""

    info: tuple[str, ...]
    """The date, the variants and the hints, on one or two lines."""
    where: tuple[str, ...]
    """The round and phase (or "Game over"), on one or two lines."""
    code_on: str
    """The deal code's line: "where" or "info" (at that part's last line's end), "own"
    (a line of its own), or "" (no code)."""
    cols: int
    """The players' cells side by side."""
    two_lines: bool
    """Each player's level under their name (else beside it)."""
    height: int
    """The least height of the row's panel that holds all of it."""


class RowSizes:
    """The row's type sizes at scale ``s``; the status line at the date's size (at
    11 px it was the smallest text of the row)."""

    def __init__(self, s: float) -> None:
        self.s = s
        self.title = int(19 * s)
        self.small = int(14 * s)
        """The date, the variants, the round and phase."""
        self.code = int(13 * s)
        self.name = int(16 * s)
        self.level = int(12 * s)
        self.score = int(17 * s)
        self.title_pitch = int(27 * s)
        self.pitch = int(20 * s)
        """From one small line to the next."""
        self.base_h = int(84 * s)
        """A row's panel at its least (two lines of players, three of words)."""


def plan_row(slot: SlotInfo, width: int, s: float) -> RowPlan:
    """The layout of ``slot``'s row ``width`` pixels wide at scale ``s``: every player's
    name whole where one of the players' grids holds it (two rows of cells, each name
    with its level beside it, else under it; else two cells a row), the variants and the
    status line wrapped rather than cut."""
    z = RowSizes(s)
    pad = int(14 * s)
    left_w = int(width * 0.34)
    room = left_w - pad
    info = _lines(_info_words(slot), z.small, room, 2)
    where = _lines(slot.where, z.small, room, 2, True)
    code_on = ""
    if slot.deal is not None:
        code_w = font(z.code).size(shown_code(slot.deal))[0] + int(10 * s)
        code_on = "own"
        if where and font(z.small, True).size(where[-1])[0] + code_w <= room:
            code_on = "where"
        elif info and font(z.small).size(info[-1])[0] + code_w <= room:
            code_on = "info"
    lines = len(info) + len(where) + (code_on == "own")
    left_h = int(8 * s) + z.title_pitch + lines * z.pitch + int(4 * s)
    cols, two_lines, players_h = _players_grid(slot, width - left_w - 2 * pad, z)
    return RowPlan(info, where, code_on, cols, two_lines, max(z.base_h, left_h, players_h))


def _info_words(slot: SlotInfo) -> str:
    """The row's line under its title: the date, the variants, whether hints were shown."""
    words = slot.date + (f" · {variant_names(slot.variants)}" if slot.variants else "")
    return words + (f" · {tr('load.hints_shown')}" if slot.hints_shown else "")


def _players_grid(slot: SlotInfo, width: int, z: RowSizes) -> tuple[int, bool, int]:
    """(cells side by side, levels under the names, least height) of the players' grid
    ``width`` pixels wide: of those no higher than ``PLAYERS_MOST``, the one cutting
    the fewest names, the lowest of those."""
    s = z.s
    n = len(slot.players)
    if n == 0:
        return 2, False, 0
    wide = 3 if n > 4 else 2
    best: tuple[int, int, int, bool] | None = None
    for cols, two_lines in ((wide, False), (wide, True), (2, False), (2, True)):
        cell_w = width // cols
        rows = -(-n // cols)
        height = int(12 * s) + rows * (int(41 * s) if two_lines else int(25 * s))
        if cols > wide or height > int(PLAYERS_MOST * s):
            continue
        cut = 0
        for k, (name, level) in enumerate(slot.players):
            score = slot.scores[k] if k < len(slot.scores) else None
            used = font(z.score, True).size("" if score is None else number(score))[0]
            used += int(20 * s) if two_lines else int(26 * s)
            if not two_lines:
                used += font(z.level).size(level_name(level))[0]
            cut += font(z.name, True).size(name)[0] > cell_w - used
        if best is None or (cut, height) < best[:2]:
            best = (cut, height, cols, two_lines)
    assert best is not None  # (the players' first grid is never too high)
    return best[2], best[3], best[1]


PLAYERS_MOST = 100
"""The players' grid's most height at scale 1: six lines of players (three rows of two,
each name over its level) would make the list show a row less; a name too long for the
lower grids is cut there."""


class LoadScene(Scene):
    """Saved games, newest first: each with its name, date (in the player's locale
    style), players with their levels and scores, round and phase in words. Up/Down or
    a click selects; Enter, a double click or "Load" loads; R watches the replay; V
    opens the review of a finished game; K copies its deal code; D, Delete or "Delete"
    asks for confirmation before deleting; Esc backs out."""

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
        self.wheres: dict[str, str] = {}
        """Each row's round and phase as last shown, by their words."""
        self.dialog: ButtonColumn | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.clock = 0.0
        self._last_click: tuple[int, float] = (-1, -10.0)
        self._plans: tuple[tuple[object, ...], list[RowPlan]] = ((), [])
        """The rows' layouts, with what they were made for (size, scale, language)."""
        self.row_texts: dict[int, list[tuple[str, str, int]]] = {}
        """Each row's words as last drawn, by its index: (what, words, size), what being
        title, info, where, code, name, level or score."""

    # ------------------------------------------------------------------ layout

    def _list_rect(self) -> pygame.Rect:
        w, h = self.app.size
        s = self.app.scale
        lw = min(w - int(80 * s), int(1100 * s))
        top = int(96 * s)
        # down to the line of keys above the buttons
        return pygame.Rect((w - lw) // 2, top, lw, h - top - int(122 * s))

    def plans(self) -> list[RowPlan]:
        """Each save's row layout (``plan_row``), made again when the window, the text
        size, the language or the saves change."""
        key = (self.app.size, self.app.scale, tr("slot.game_over"), tuple(self.slots))
        if self._plans[0] != key:
            width = self._list_rect().w
            self._plans = (key, [plan_row(slot, width, self.app.scale) for slot in self.slots])
        return self._plans[1]

    def _row_h(self) -> int:
        """From one row's top to the next's: every row as high as the highest needs
        (names whole, the variants and the status wrapped)."""
        s = self.app.scale
        return max([int(84 * s), *(plan.height for plan in self.plans())]) + int(8 * s)

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
            ("review", tr("load.review")),
            ("delete", tr("load.delete")),
            ("back", tr("common.back_esc")),
        ]
        bh, gap = int(44 * s), int(12 * s)
        # all as wide as the longest label needs (the language's words) with room inside
        # the border, within the window; else each as wide as its own words need, the
        # rest shared out ("Загрузить (Enter)" touched its edges at 130%)
        font = m.get_theme().get_font(["button"])
        # inside the felt's rim, each button's words with less room round them where all
        # do not fit with the usual (ru at 1024x768 and 130% text ran over the frame)
        inside = w - 2 * (FELT_RIM + int(6 * s)) - (len(labels) - 1) * 4
        for pad in (24, 16, 8):
            needs = [font.size(label)[0] + 2 * BUTTON_EDGE + int(pad * s) for _k, label in labels]
            if sum(needs) <= inside:
                break
        room = min(w - int(40 * s), inside + (len(labels) - 1) * 4) - (len(labels) - 1) * gap
        widths = [min(room // len(labels), max(int(200 * s), *needs))] * len(labels)
        if widths[0] < max(needs):
            gap = max(4, min(gap, gap + (room - sum(needs)) // (len(labels) - 1)))
            widths = [n + max(0, room - sum(needs)) // len(labels) for n in needs]
        x = (w - sum(widths) - (len(labels) - 1) * gap) // 2
        y = h - int(60 * self.app.scale) - bh // 2
        self.buttons = {}
        for (key, label), bw in zip(labels, widths):
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
                        name=ellipsize(slot_title(slot), 18, 420),
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
            return
        try:
            kept = keep_game_in_progress(self.app.store)
        except OSError as e:
            log.error("a save was not loaded: the game in progress cannot be kept: %s", e)
            self.message = tr("load.not_kept", reason=str(e.strerror or e))
            self._rebuild()
            return
        start_saved_game(self.app, saved)
        if kept is not None:
            self.app.push(
                "message",
                tr("load.kept_title"),
                tr("load.kept", name=listed_name(self.app.store, kept)),
            )

    def _copy_code(self) -> None:
        """K: the selected game's deal code to the clipboard."""
        slot = self._current()
        if slot is not None and slot.deal is not None:
            copied = copy_text(slot.deal)
            key = "deal.copied_code" if copied else "deal.code"
            self.message = tr(key, code=shown_code(slot.deal))
            self._rebuild()

    def _review(self) -> None:
        """V: the review of the selected game, if it was played to its end (kept with
        its save)."""
        slot = self._current()
        if slot is None:
            return
        if not slot.over:
            self.message = tr("load.review_finished_only")
            self._rebuild()
            return
        try:
            saved = self.app.store.load(slot.path)
        except SaveError as e:
            self.message = tr("load.refused", reason=str(e))
            self._rebuild()
            return
        self.app.push("review", saved, slot.path)

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
                self.buttons.get("review"): self._review,
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
        elif k == pygame.K_v:
            self._review()
        elif k == pygame.K_k:
            self._copy_code()
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
        self.row_texts = {}
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
        """Save ``i``'s row as its ``RowPlan`` lays it out (its words kept in
        ``row_texts``)."""
        s = self.app.scale
        z = RowSizes(s)
        slot = self.slots[i]
        rect = self._row_rect(i)
        chosen = i == self.selected
        panel(surface, rect, highlight=chosen, alpha=235 if chosen else 205)
        pad = int(14 * s)
        left_w = int(rect.w * 0.34)
        x, y = rect.x + pad, rect.y + int(8 * s)
        shown: list[tuple[str, str, int]] = []
        self.row_texts[i] = shown
        if not slot.readable:
            t = fitted(slot.path.name, int(18 * s), palette.CREAM, rect.w - 2 * pad, True)
            surface.blit(t, (x, y))
            t = fitted(tr("load.unreadable"), int(14 * s), (230, 150, 130), rect.w - 2 * pad)
            surface.blit(t, (x, y + int(30 * s)))
            return
        plan = self.plans()[i]
        room = left_w - pad
        color = palette.HIGHLIGHT if chosen else palette.CREAM
        words, px = _title_words(slot, z.title, room)
        surface.blit(text(words, px, color, True), (x, y))
        shown.append(("title", words, px))
        yy = y + z.title_pitch
        ends: dict[str, tuple[int, int]] = {}
        """Each part's last line: its right end and its top."""
        for part, lines, bold, tint in (
            ("info", plan.info, False, (214, 204, 178)),
            ("where", plan.where, True, palette.GOLD),
        ):
            for line in lines:
                t = text(line, z.small, tint, bold)
                surface.blit(t, (x, yy))
                shown.append((part, line, z.small))
                ends[part] = (x + t.get_width(), yy)
                yy += z.pitch
        self.wheres[slot.where] = " ".join(plan.where)
        if slot.deal is not None and plan.code_on:
            # the deal code at the end of a line; the selected row's says K copies it,
            # there, at another line's end or on a line of its own below where it fits
            end, top = ends.get(plan.code_on, (x, yy))
            free = rect.x + left_w - end - int(10 * s) if plan.code_on != "own" else room
            words = shown_code(slot.deal)
            copy = tr("deal.code_copy", code=words)
            copy_w = font(z.code).size(copy)[0]
            places = [(free, top)] + [
                (rect.x + left_w - e - int(10 * s), t) for e, t in ends.values() if t != top
            ]
            if yy + z.pitch <= rect.bottom - int(4 * s):
                places.append((room, yy))
            room_top = next(((f, t) for f, t in places if copy_w <= f), None)
            if chosen and room_top is not None:
                words, (free, top) = copy, room_top
            code = fitted(words, z.code, (200, 190, 160), free)
            gap = font(z.small).get_ascent() - font(z.code).get_ascent()  # on one baseline
            surface.blit(code, code.get_rect(topright=(rect.x + left_w, top + gap)))
            shown.append(("code", words, z.code))
        self._draw_players(surface, slot, rect, plan, shown)

    def _draw_players(
        self,
        surface: pygame.Surface,
        slot: SlotInfo,
        rect: pygame.Rect,
        plan: RowPlan,
        shown: list[tuple[str, str, int]],
    ) -> None:
        """``slot``'s players at its row's right, in ``plan``'s grid: each name with its
        level beside it or under it, and its score at the cell's right."""
        s = self.app.scale
        z = RowSizes(s)
        pad = int(14 * s)
        px0 = rect.x + int(rect.w * 0.34) + pad
        pygame.draw.line(
            surface, (90, 80, 50), (px0 - pad // 2, rect.y + 8), (px0 - pad // 2, rect.bottom - 8)
        )
        cols = plan.cols
        rows = max(1, -(-len(slot.players) // cols))
        cell_w = (rect.right - pad - px0) // cols
        cell_h = (rect.h - int(12 * s)) // rows
        best = max(slot.scores) if slot.scores else None
        for k, (pname, level) in enumerate(slot.players):
            cx = px0 + (k % cols) * cell_w
            cy = rect.y + int(8 * s) + (k // cols) * cell_h
            if plan.two_lines:  # the name and the level as one block, in the cell's middle
                cy += max(0, (cell_h - int(41 * s)) // 2)
            score = slot.scores[k] if k < len(slot.scores) else None
            score_words = "" if score is None else number(score)
            sc = text(score_words, z.score, palette.GOLD, True)
            tag = text(level_name(level), z.level, (190, 182, 160))
            room = cell_w - sc.get_width() - int(20 * s)
            if not plan.two_lines:
                room -= tag.get_width() + int(6 * s)
            lead = best is not None and score == best and best > 0
            name = ellipsize(pname, z.name, room, True)
            nm = text(name, z.name, palette.HIGHLIGHT if lead else palette.CREAM, True)
            surface.blit(nm, (cx, cy))
            if plan.two_lines:
                surface.blit(tag, (cx, cy + int(23 * s)))
            else:
                surface.blit(tag, (cx + nm.get_width() + int(6 * s), cy + int(4 * s)))
            surface.blit(sc, sc.get_rect(topright=(cx + cell_w - int(12 * s), cy)))
            shown += [("name", name, z.name), ("level", level_name(level), z.level)]
            shown.append(("score", score_words, z.score))
