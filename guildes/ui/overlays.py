"""Overlays on the table: the animated count, the panel of the counts so far, the pause
menu and messages. Each reports back through the callback it was given; none knows the
table."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from guildes.i18n import join, number, tn
from guildes.i18n import t as tr
from guildes.rules import MILITIA, Count, PublicView
from guildes.saves import SaveError
from guildes.session import Session
from guildes.ui import palette
from guildes.ui.cards import wrap_lines
from guildes.ui.dialog import Buttons, ColumnDialog
from guildes.ui.draw import dim as _dim
from guildes.ui.draw import panel, swatch
from guildes.ui.fonts import font, text
from guildes.ui.names import guild_name
from guildes.ui.scene import Scene
from guildes.ui.standings import short_pays, standing_cell, standings
from guildes.ui.textfit import fitted
from guildes.ui.trick_cards import draw_virtual_tag, virtual_cells, virtual_note
from guildes.ui.widgets import ButtonColumn

TIED_COLOR = (225, 120, 100)
"""Cells and notes of seats left out of a guild's count because they tied."""


def left_out_notes(count: Count, names: Sequence[str]) -> list[str]:
    """Why seats were left out of a guild's count (the Event card "Tied players are not
    counted"): one line per guild, the tied seats grouped by their number of cards."""
    notes = []
    for gc in count.guilds:
        if not gc.left_out:
            continue
        groups: dict[int, list[str]] = {}
        for seat in gc.left_out:
            groups.setdefault(gc.cards[seat], []).append(names[seat])
        tied = tr("log.parts_sep").join(
            tn("count.tied_with", n, players=join(who))
            for n, who in sorted(groups.items(), reverse=True)
        )
        notes.append(tr("count.not_counted", guild=guild_name(gc.guild), tied=tied))
    return notes


class CountOverlay(Scene):
    """The count, guild by guild like the Count card: who ranks where, the values split,
    Militia; then the totals. Enter, Space, Esc or a click finishes at once. ``aside``
    pixels at the left are left free, for ``decorate`` to draw there (the tutorial's
    words about the count) once the panel is drawn: it is given the panel's box."""

    opaque = False
    name = "count"

    def __init__(  # type: ignore[no-untyped-def]
        self,
        app,
        names: Sequence[str],
        count: Count,
        on_done: Callable[[], None],
        aside: int = 0,
        decorate: Callable[[pygame.Surface, pygame.Rect], None] | None = None,
    ) -> None:
        super().__init__(app)
        self.names = list(names)
        self.count = count
        self.on_done = on_done
        self.aside = aside
        self.decorate = decorate
        self.t = 0.0
        self.per_row = 0.28 * app.speed
        self.rows = len(count.guilds)
        self.notes = left_out_notes(count, self.names)
        """Why seats were left out of a guild (tied players are not counted)."""
        self.virtual = virtual_cells(count.modifiers)
        """Dirty Tricks: the virtual cards counted, by (seat, guild)."""
        self.virtual_line = virtual_note(count.modifiers, self.names)
        self.closed = False

    @property
    def done_showing(self) -> bool:
        return self.per_row <= 0 or self.t >= self.per_row * (self.rows + 1)

    def busy(self) -> bool:
        """The count's rows are still being shown one by one."""
        return not self.done_showing

    def update(self, dt: float) -> None:
        self.t += dt
        if self.app.speed == 0 and not self.closed:
            self._close()  # instant speed: the count table is in the log and on C

    def _close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.back()
        self.on_done()

    def handle(self, event: pygame.event.Event) -> bool:
        finish = (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)
        ) or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
        if not finish:
            return False
        if self.done_showing:
            self._close()
        else:
            self.t = self.per_row * (self.rows + 1)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        _dim(surface, 120)
        s = self.app.scale
        n = len(self.names)
        c = self.count
        room = surface.get_width() - self.aside
        # the label column as wide as the language's words need (guilds, the totals' line)
        words = [guild_name(g.guild) for g in c.guilds]
        need = max(font(int(14 * s)).size(w_)[0] for w_ in words) + int(42 * s)
        need = max(need, font(int(14 * s), True).size(tr("count.this_and_total"))[0] + int(20 * s))
        lab = min(max(int(170 * s), need), int(room * 0.3))
        col_w = int(min(130 * s, (room * (0.8 if not self.aside else 0.92) - lab) / n))
        row_h = int(30 * s)
        w = lab + n * col_w
        note_h = int(20 * s)
        h = int(110 * s) + (self.rows + 2) * row_h
        if self.notes:
            h += int(28 * s) + len(self.notes) * note_h
            w = max(
                w,
                int(40 * s) + max(text(n, int(13 * s), TIED_COLOR).get_width() for n in self.notes),
            )
        virtual_lines = (
            wrap_lines(self.virtual_line, int(13 * s), w - int(40 * s)) if self.virtual_line else []
        )
        h += len(virtual_lines) * note_h + (int(8 * s) if virtual_lines else 0)
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (self.aside + room // 2, surface.get_height() // 2)
        panel(surface, rect, highlight=True, alpha=235)
        title = text(tr("count.title", round=c.voting_round), int(26 * s), palette.GOLD, True)
        surface.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + int(8 * s))))
        y = rect.y + int(52 * s)
        for i, name in enumerate(self.names):
            t = fitted(name, int(14 * s), palette.CREAM, col_w - int(8 * s), True)
            surface.blit(t, t.get_rect(midtop=(rect.x + lab + i * col_w + col_w // 2, y)))
        y += row_h
        shown = self.rows if self.per_row <= 0 else int(self.t / self.per_row)
        for r, gc in enumerate(c.guilds[:shown]):
            yy = y + r * row_h
            surface.blit(swatch(gc.guild, int(24 * s), int(20 * s)), (rect.x + int(10 * s), yy))
            surface.blit(
                fitted(guild_name(gc.guild), int(14 * s), palette.CREAM, lab - int(42 * s)),
                (rect.x + int(40 * s), yy),
            )
            places: dict[int, tuple[int, ...]] = {}
            for a in gc.awards:
                for who in a.seats:
                    places[who] = a.places
            for i in range(n):
                x = rect.x + lab + i * col_w + col_w // 2
                cards, votes = gc.cards[i], gc.votes[i]
                if i in gc.left_out:  # tied: not counted
                    mark = text(tr("count.tied_cell", cards=cards), int(14 * s), TIED_COLOR, True)
                    mr = mark.get_rect(midtop=(x, yy))
                    surface.blit(mark, mr)
                    pygame.draw.line(
                        surface, TIED_COLOR, (mr.x - 2, mr.centery), (mr.right + 2, mr.centery), 2
                    )
                    continue
                if not cards:
                    mark = text("·", int(14 * s), (120, 130, 120))
                else:
                    label = f"{cards}  +{votes}" if votes else f"{cards}  0"
                    color = palette.GOLD if votes else (170, 170, 160)
                    mark = text(label, int(14 * s), color, bool(votes))
                    if i in places and places[i][0] == 1 and votes:
                        pygame.draw.rect(
                            surface,
                            (90, 70, 20),
                            mark.get_rect(midtop=(x, yy)).inflate(10, 2),
                            border_radius=6,
                        )
                surface.blit(mark, mark.get_rect(midtop=(x, yy)))
                if self.virtual.get((i, gc.guild)):
                    mr = mark.get_rect(midtop=(x, yy))
                    draw_virtual_tag(
                        surface,
                        self.virtual[(i, gc.guild)],
                        (mr.right + 4, mr.centery),
                        int(11 * s),
                    )
        if shown >= self.rows:
            yy = y + self.rows * row_h + int(6 * s)
            pygame.draw.line(
                surface, palette.GOLD, (rect.x + 10, yy - 4), (rect.right - 10, yy - 4)
            )
            surface.blit(
                fitted(
                    tr("count.this_and_total"), int(14 * s), palette.CREAM, lab - int(14 * s), True
                ),
                (rect.x + int(12 * s), yy),
            )
            for i in range(n):
                x = rect.x + lab + i * col_w + col_w // 2
                t = text(f"+{c.votes[i]} / {c.totals[i]}", int(15 * s), palette.GOLD, True)
                surface.blit(t, t.get_rect(midtop=(x, yy)))
            if self.notes:
                ny = yy + row_h + int(4 * s)
                head = text(tr("count.ties_head"), int(14 * s), palette.GOLD, True)
                surface.blit(head, (rect.x + int(12 * s), ny))
                for k, note in enumerate(self.notes):
                    t = text(note, int(13 * s), TIED_COLOR)
                    surface.blit(t, (rect.x + int(20 * s), ny + int(22 * s) + k * note_h))
            vy = yy + row_h + int(4 * s)
            if self.notes:
                vy += int(28 * s) + len(self.notes) * note_h
            for k, line in enumerate(virtual_lines):
                t = text(line, int(13 * s), palette.CREAM)
                surface.blit(t, (rect.x + int(20 * s), vy + k * note_h))
            hint = text(tr("count.continue"), int(13 * s), palette.CREAM)
            surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - int(8 * s))))
        if self.decorate is not None:
            self.decorate(surface, rect)


LEAD_BG = (96, 74, 22)
"""Behind the cell of a guild's leader."""
GREY = (160, 160, 150)


class CountsPanel(Scene):
    """The standings (C), as the table shows them: guild by guild, how many cards each
    seat holds, its place and what it would win if this round's count were now (the
    rules' counting with the round's Event card); then the counts so far and the totals.
    Any key or click closes it."""

    opaque = False
    name = "counts"

    def __init__(self, app, names: Sequence[str], view: PublicView) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.names = list(names)
        self.view = view
        self.count, self.counted = standings(view)
        self.rect = pygame.Rect(0, 0, 0, 0)
        """Where the panel was last drawn."""

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.app.back()
            return True
        return False

    def summary_rows(self) -> list[tuple[str, Sequence[int], str]]:
        """The rows under the guilds: (label, value per seat, format) where the format is
        "+" (votes won) or "=" (a total)."""
        view, c = self.view, self.count
        rows: list[tuple[str, Sequence[int], str]] = []
        if not self.counted:
            rows.append((tr("counts.now", round=c.voting_round), c.votes, "+"))
        rows += [(tr("count.title", round=p.voting_round), p.votes, "+") for p in view.counts]
        if self.counted:
            rows.append((tr("counts.total"), view.scores, "="))
        else:
            rows.append((tr("counts.total_so_far"), view.scores, "="))
            rows.append((tr("counts.total_if_now"), c.totals, "="))
        return rows

    def draw(self, surface: pygame.Surface) -> None:
        _dim(surface)
        sw, sh = surface.get_size()
        s = self.app.scale
        n = len(self.names)
        c = self.count
        summary = self.summary_rows()
        rows = 1 + len(c.guilds) + len(summary)
        # Sizes: as the scale asks, shrunk to fit the window (text size 130% at 1280x720).
        pad = int(14 * s)
        title_h = int(64 * s)
        virtual = virtual_cells(c.modifiers)
        virtual_line = virtual_note(c.modifiers, self.names)
        foot_h = int(26 * s) * (2 if virtual_line else 1)
        row_h = max(16, min(int(28 * s), (int(sh * 0.95) - title_h - foot_h - pad) // rows))
        fs = max(10, min(int(14 * s), int(row_h * 0.56)))
        label_w = int(fs * 11)
        pays_w = max(int(fs * 6.5), font(fs).size(short_pays(MILITIA, 1))[0] + 10)
        col = max(
            int(fs * 5), min(int(fs * 10), (int(sw * 0.95) - label_w - pays_w - 2 * pad) // n)
        )
        w = 2 * pad + label_w + pays_w + n * col
        h = title_h + rows * row_h + int(row_h * 0.4) + foot_h + pad
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (sw // 2, sh // 2)
        self.rect = rect
        panel(surface, rect, highlight=True, alpha=242)
        title = (
            tr("counts.final", round=c.voting_round)
            if self.counted
            else tr("counts.title_now", round=c.voting_round)
        )
        surface.blit(
            fitted(title, int(fs * 1.6), palette.GOLD, w - 2 * pad, True),
            (rect.x + pad, rect.y + int(10 * s)),
        )
        sub = tr("counts.sub")
        if c.modifiers.ties_left_out:
            sub = tr("counts.sub_ties", sub=sub)
        surface.blit(
            fitted(sub, max(10, fs - 1), palette.CREAM, w - 2 * pad),
            (rect.x + pad, rect.y + int(10 * s) + int(fs * 2.1)),
        )
        x0 = rect.x + pad
        xs = rect.x + pad + label_w + pays_w  # first seat column
        y = rect.y + title_h
        head = fitted(tr("counts.guild"), fs, GREY, label_w - 4, True)
        surface.blit(head, (x0, y))
        surface.blit(fitted(tr("counts.pays"), fs, GREY, pays_w - 4, True), (x0 + label_w, y))
        for i, name in enumerate(self.names):
            t = fitted(name, fs, palette.CREAM, col - int(8 * s), True)
            surface.blit(t, t.get_rect(midtop=(xs + i * col + col // 2, y)))
        sw_h = max(8, row_h - int(8 * s))
        for r, gc in enumerate(c.guilds):
            yy = y + (r + 1) * row_h
            surface.blit(swatch(gc.guild, int(sw_h * 1.25), sw_h), (x0, yy))
            surface.blit(
                fitted(guild_name(gc.guild), fs, palette.CREAM, label_w - int(sw_h * 1.25) - 8),
                (x0 + int(sw_h * 1.25) + int(6 * s), yy),
            )
            surface.blit(
                fitted(short_pays(gc.guild, c.voting_round), fs, GREY, pays_w - 6),
                (x0 + label_w, yy),
            )
            for i in range(n):
                cx = xs + i * col + col // 2
                label, kind = standing_cell(gc, i)
                color = {
                    "lead": palette.GOLD,
                    "paid": palette.GOLD,
                    "tied": TIED_COLOR,
                    "none": (120, 130, 120),
                }.get(kind, GREY)
                t = fitted(label, fs, color, col - int(10 * s), kind in ("lead", "paid"))
                cell = t.get_rect(midtop=(cx, yy))
                if kind == "lead":
                    pygame.draw.rect(surface, LEAD_BG, cell.inflate(10, 2), border_radius=6)
                surface.blit(t, cell)
                if virtual.get((i, gc.guild)):
                    draw_virtual_tag(
                        surface,
                        virtual[(i, gc.guild)],
                        (cell.right + 3, cell.centery),
                        max(9, fs - 3),
                    )
        y += (1 + len(c.guilds)) * row_h + int(row_h * 0.2)
        pygame.draw.line(surface, palette.GOLD, (x0, y - 3), (rect.right - pad, y - 3))
        for r, (label, values, fmt) in enumerate(summary):
            yy = y + r * row_h
            bold = fmt == "="
            surface.blit(fitted(label, fs, palette.CREAM, label_w + pays_w - 8, bold), (x0, yy))
            for i, v in enumerate(values):
                shown = f"+{number(v)}" if fmt == "+" else number(v)
                t = text(shown, fs, palette.GOLD, bold)
                surface.blit(t, t.get_rect(midtop=(xs + i * col + col // 2, yy)))
        hint = text(tr("counts.close"), max(10, fs - 2), GREY)
        surface.blit(hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - int(6 * s))))
        if virtual_line:
            note = fitted(virtual_line, max(10, fs - 1), palette.CREAM, w - 2 * pad)
            surface.blit(
                note, (x0, rect.bottom - int(6 * s) - hint.get_height() - note.get_height())
            )


class PauseOverlay(Scene):
    """Esc at the table: resume, save, settings, rules, quit to the menu (autosaved:
    ``on_quit`` is called first)."""

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
                (tr("menu.settings"), lambda: self.app.push("settings"), True),
                (tr("menu.rules"), lambda: self.app.push("rules"), True),
                (tr("pause.quit"), self._quit, True),
            ],
            lines=lines,
        )

    def leave(self) -> None:
        if self.menu is not None:
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
                self.app.store.save(game, seats, name=name)
            except SaveError as e:
                return str(e)
            except OSError as e:
                self.note = tr("pause.save_failed", reason=str(e.strerror or e))
                return None
            self.note = tr("pause.saved_as", name=name.strip())
            return None

        self.app.push("save_name", suggestion, save)

    def _rebuild(self) -> None:
        self.leave()
        self.enter()

    def _quit(self) -> None:
        """Ask first: "Keep playing" is focused, so Enter pressed twice stays."""
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


class MessageOverlay(ColumnDialog):
    """A message with one button; optionally returns to the main menu."""

    name = "message"

    def __init__(self, app, title: str, message: str, to_menu: bool = False) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.title, self.message, self.to_menu = title, message, to_menu

    def content(self) -> tuple[str, list[str], Buttons]:
        return self.title, [self.message], [(tr("common.ok"), self._ok)]

    def escape(self) -> None:
        self._ok()

    def _ok(self) -> None:
        if self.to_menu:
            self.app.reset("main_menu")
        else:
            self.app.back()
