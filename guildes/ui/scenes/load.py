"""The Load screen: the saved games, newest first, to open, rename or delete.

Loading never loses the game in progress (the autosave, which the loaded game's first
autosave would overwrite): it is kept in a save slot first, and the player told its name,
as a dropped file does (``guildes.ui.dropped``); if it cannot be kept, nothing is opened
and the player is told why."""

from __future__ import annotations

import logging
from pathlib import Path

import pygame
import pygame_gui

from guildes.i18n import join, number, tn
from guildes.i18n import t as tr
from guildes.saves import SaveError, SlotInfo
from guildes.saves.savefile import SavedGame
from guildes.saves.savefile import load as read_save
from guildes.saves.store import FINISHED_PREFIX, SaveStore
from guildes.ui import palette
from guildes.ui.draw import dim, panel
from guildes.ui.fonts import font, text
from guildes.ui.games import copy_text, shown_code, start_saved_game, variant_names
from guildes.ui.menu_base import draw_titled_backdrop
from guildes.ui.names import level_name
from guildes.ui.scene import Scene
from guildes.ui.textfit import ellipsize, fit_lines, fitted
from guildes.ui.widgets import BUTTON_EDGE, ButtonColumn

log = logging.getLogger(__name__)


def slot_title(slot: SlotInfo) -> str:
    """A save's title in the list: its name; else its players ("Ann, Bob and Cleo"),
    "Finished: ..." for a finished game the store kept by itself (its date is under it)."""
    if slot.name:
        return slot.name
    players = join([name for name, _level in slot.players])
    if not players:
        return tr("load.unnamed")
    if slot.over or slot.path.name.startswith(FINISHED_PREFIX):
        return tr("load.finished_of", players=players)
    return players


def slot_titles(slot: SlotInfo) -> list[str]:
    """A save's titles from the whole to the shortest (``slot_title`` first): for an
    unnamed game of three or more players, then its first player "and N others"."""
    titles = [slot_title(slot)]
    if slot.name or len(slot.players) < 3:
        return titles
    short = tn("load.players_others", len(slot.players) - 1, name=slot.players[0][0])
    if slot.over or slot.path.name.startswith(FINISHED_PREFIX):
        short = tr("load.finished_of", players=short)
    return titles + [short]


def _title_line(
    slot: SlotInfo, size: int, color: tuple[int, int, int], room: int
) -> pygame.Surface:
    """The row's title within ``room`` pixels: the first of ``slot_titles`` that fits
    at ``size``, else at down to 85% of it, else the shortest ellipsized."""
    titles = slot_titles(slot)
    for px in (size, int(size * 0.92), int(size * 0.85)):
        for words in titles:
            if font(px, True).size(words)[0] <= room:
                return text(words, px, color, True)
    return fitted(titles[-1], int(size * 0.85), color, room, True)


def listed_name(store: SaveStore, path: Path) -> str:
    """How the Load list names the save at ``path`` (``slot_title``: its name, else its
    players), else its file's name: what the player is told a kept game is saved as."""
    for slot in store.slots():
        if slot.path == path:
            return slot_title(slot)
    return path.name


def _same_game(a: SavedGame, b: SavedGame) -> bool:
    return a.config == b.config and a.choices == b.choices and a.seats == b.seats


def keep_game_in_progress(store: SaveStore) -> Path | None:
    """Keep the autosaved game in progress in a save slot of its own before another
    game replaces it; its file, or None when there is nothing to keep (no autosave, a
    finished or broken one, or one a slot already holds as it is). OSError if it cannot
    be written (nothing is then opened)."""
    if not store.has_autosave():
        return None
    try:
        saved = store.load_autosave()
        game = saved.game()
    except SaveError as e:  # kept aside by the strict reader: nothing to keep here
        log.warning("the autosave was not kept before a load: %s", e)
        return None
    if game.is_over:
        return None
    for slot in store.slots():
        if not slot.readable or slot.over:
            continue
        try:
            if _same_game(read_save(slot.path, keep_aside=False), saved):
                return None
        except SaveError:
            continue
    return store.save(game, saved.seats)


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
            ("review", tr("load.review")),
            ("delete", tr("load.delete")),
            ("back", tr("common.back_esc")),
        ]
        bh, gap = int(44 * s), int(12 * s)
        # all as wide as the longest label needs (the language's words) with room inside
        # the border, within the window; else each as wide as its own words need, the
        # rest shared out ("Загрузить (Enter)" touched its edges at 130%)
        font = m.get_theme().get_font(["button"])
        needs = [font.size(label)[0] + 2 * BUTTON_EDGE + int(24 * s) for _k, label in labels]
        room = w - int(40 * s) - (len(labels) - 1) * gap
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
        color = palette.HIGHLIGHT if chosen else palette.CREAM
        t = _title_line(slot, int(19 * s), color, left_w - pad)
        surface.blit(t, (x, y))
        y2 = y + int(28 * s)
        date = slot.date + (f" · {variant_names(slot.variants)}" if slot.variants else "")
        date += f" · {tr('load.hints_shown')}" if slot.hints_shown else ""
        t = fitted(date, int(14 * s), (214, 204, 178), left_w - pad)
        surface.blit(t, (x, y2))
        room = left_w - pad
        if slot.deal is not None:  # the deal code at the line's end (K copies the selected)
            words = shown_code(slot.deal)
            if chosen:
                words = tr("deal.code_copy", code=words)
            code = fitted(words, int(13 * s), (200, 190, 160), room // 2 if not chosen else room)
            if chosen and code.get_width() > room * 0.6:  # the words cut: the code alone
                code = fitted(shown_code(slot.deal), int(13 * s), (200, 190, 160), room // 2)
            at = code.get_rect(bottomright=(rect.x + left_w, y2 + int(22 * s) + int(19 * s)))
            surface.blit(code, at)
            room -= code.get_width() + int(10 * s)
        # the round and the phase: smaller before they are cut ("Tour 3 sur 3 · Sélection
        # 3..." at 130% beside the deal code)
        size = max(int(11 * s), fit_lines(slot.where, int(14 * s), room, 1, True)[0])
        self.wheres[slot.where] = ellipsize(slot.where, size, room, True)
        t = text(self.wheres[slot.where], size, palette.GOLD, True)
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
