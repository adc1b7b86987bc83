"""The panel of the counts so far, over the table (C): each count's votes per seat."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from guildes.i18n import number
from guildes.i18n import t as tr
from guildes.rules import MILITIA, PublicView
from guildes.ui import palette
from guildes.ui.draw import dim as _dim
from guildes.ui.draw import panel, swatch
from guildes.ui.fonts import font, text
from guildes.ui.names import guild_name
from guildes.ui.scene import Scene
from guildes.ui.standings import counted_guilds, short_pays, standing_cell, standings
from guildes.ui.textfit import fitted
from guildes.ui.trick_cards import draw_virtual_tag, virtual_cells, virtual_note

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
        rows = 1 + len(counted_guilds(c.guilds)) + len(summary)
        # Sizes: as the scale asks, shrunk to fit the window (text size 130% at 1280x720).
        pad = int(14 * s)
        title_h = int(64 * s)
        virtual = virtual_cells(c.modifiers)
        virtual_line = virtual_note(c.modifiers, self.names)
        foot_h = int(26 * s) * (2 if virtual_line else 1)
        row_h = max(16, min(int(28 * s), (int(sh * 0.95) - title_h - foot_h - pad) // rows))
        fs = max(10, min(int(14 * s), int(row_h * 0.56)))
        label_w = int(fs * 11)
        pays_w = max(
            int(fs * 6.5),
            font(fs).size(short_pays(MILITIA, 1))[0] + 10,
            font(fs, True).size(tr("counts.pays"))[0] + 8,  # its head, in the language
        )
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
        for r, gc in enumerate(counted_guilds(c.guilds)):
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
                label, kind = standing_cell(gc, i, c.tables[i][gc.guild])
                color = {
                    "lead": palette.GOLD,
                    "paid": palette.GOLD,
                    "tied": palette.TIED,
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
        y += (1 + len(counted_guilds(c.guilds))) * row_h + int(row_h * 0.2)
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
