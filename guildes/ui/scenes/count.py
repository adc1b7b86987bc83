"""The count overlay on the table: a voting round's count played guild by guild, each
guild's votes flying down to every seat's total, which ticks up as they land; then, after
a moment to read the totals, it closes by itself (unless paused). It reports back through
the callback it was given and never knows the table."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from guildes.i18n import join, tn
from guildes.i18n import t as tr
from guildes.rules import Count, GuildCount
from guildes.ui import palette
from guildes.ui.cards import wrap_lines
from guildes.ui.draw import FRAME_PX, cards_chip, panel, swatch
from guildes.ui.draw import dim as _dim
from guildes.ui.fonts import font, text
from guildes.ui.names import guild_name
from guildes.ui.scene import Scene
from guildes.ui.standings import counted_guilds
from guildes.ui.textfit import fit_lines, fitted
from guildes.ui.trick_cards import draw_virtual_tag, virtual_cells, virtual_note, virtual_tag

ROW_S = 0.28
"""Between one guild's row and the next, at normal speed (seconds)."""
FLY_ROWS = 1.8
"""How long a row's votes fly to the totals, in rows."""
HOLD_S = 3.0
"""How long the totals stay, at normal speed, before the count closes by itself."""
NO_VOTES = (170, 170, 160)
"""A cell whose cards won no votes."""
LEGEND = (200, 194, 174)
"""The line under the title that says what a cell means."""


def token_at(
    p: float, start: tuple[int, int], lane: int, below: int, land: tuple[int, int]
) -> tuple[int, int]:
    """Where a row's flying votes are (their top middle) at ``p`` (0 to 1) of their
    path: from their cell (``start``) aside to the ``lane`` between two seats' columns,
    down it past the last row (``below``), then to their total (``land``), so they never
    lie over another row's cells."""
    (sx, sy), (lx, ly) = start, land
    legs = (abs(lane - sx), max(0, below - sy), abs(lx - lane) + abs(ly - below))
    d = p * sum(legs)
    if d <= legs[0]:
        return (int(sx + (lane - sx) * d / max(1, legs[0])), sy)
    d -= legs[0]
    if d <= legs[1]:
        return (lane, int(sy + d))
    k = (d - legs[1]) / max(1, legs[2])
    return (int(lane + (lx - lane) * k), int(below + (ly - below) * k))


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
    Militia, each guild's votes flying to the seats' totals; then the totals, held
    ``HOLD_S`` (at the speed setting) before it closes by itself when ``auto``. Enter,
    Space, Esc or a click goes straight to the totals, and once there closes it; P or
    its Pause button stops it where it is until pressed again. ``aside`` pixels at the
    left are left free, for ``decorate`` to draw there (the tutorial's words about the
    count) once the panel is drawn: it is given the panel's box; ``beside`` pixels at the
    right are the docked log's, the panel kept off them."""

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
        auto: bool = True,
        beside: int = 0,
    ) -> None:
        super().__init__(app)
        self.beside = beside
        self.names = list(names)
        self.count = count
        self.on_done = on_done
        self.aside = aside
        self.decorate = decorate
        self.t = 0.0
        self.per_row = ROW_S * app.speed
        """Between one guild's row and the next."""
        self.fly = FLY_ROWS * self.per_row
        """How long a row's votes take to fly to the totals."""
        self.hold = HOLD_S * app.speed
        """How long the totals stay before it closes by itself."""
        self.auto = auto
        """It closes by itself once the totals have been held (not in the tutorial)."""
        self.paused = False
        self.pause_rect = pygame.Rect(0, 0, 0, 0)
        """Where its Pause button was last drawn."""
        self.panel_rect = pygame.Rect(0, 0, 0, 0)
        """Where its panel was last drawn."""
        self.cell_rects: dict[tuple[int, int], pygame.Rect] = {}
        """Where each shown cell's words were last drawn, by (seat, guild)."""
        self.tag_rects: dict[tuple[int, int], pygame.Rect] = {}
        """Where each shown cell's virtual-card tag (+1/-1) was last drawn."""
        self.foot_rect = pygame.Rect(0, 0, 0, 0)
        """Where the line saying what a press does was last drawn."""
        self.total_label_lines: tuple[str, ...] = ()
        """The words of "this count / total" as last drawn, line by line."""
        self.total_label_rects: list[pygame.Rect] = []
        """Where the line(s) of "this count / total" were last drawn."""
        self.chip_rects: dict[tuple[int, int], pygame.Rect] = {}
        """Where each counted cell's count of cards, on its chip, was last drawn."""
        self.total_rects: list[pygame.Rect] = []
        """Where each seat's "this count / total" was last drawn."""
        self.flights: list[tuple[int, int, pygame.Rect]] = []
        """The votes flying when last drawn: (seat, row, their box)."""
        self.title_rect = pygame.Rect(0, 0, 0, 0)
        self.legend_lines: list[str] = []
        """The line that says what a cell means, as drawn (one or two lines)."""
        self.legend_size = 0
        self.legend_rects: list[pygame.Rect] = []
        self.head_rects: list[pygame.Rect] = []
        """Where the seats' names were last drawn, over their columns."""
        self.note_rects: list[pygame.Rect] = []
        """Where the lines under the totals (ties left out, virtual cards) were drawn."""
        self.guilds = counted_guilds(count.guilds)
        """The guilds in play at this player count (no Alchemists at 3)."""
        self.rows = len(self.guilds)
        self.notes = left_out_notes(count, self.names)
        """Why seats were left out of a guild (tied players are not counted)."""
        self.virtual = virtual_cells(count.modifiers)
        """Dirty Tricks: the virtual cards counted, by (seat, guild)."""
        self.virtual_line = virtual_note(count.modifiers, self.names)
        self.closed = False
        self.shrink = 1.0
        """Less than 1 where the panel at the closest rows is still taller than the
        window's felt (six seats, ties and virtual cards at 130% text)."""
        self.shrunk_for = (0, 0)

    @property
    def s(self) -> float:
        """The panel's size factor: the app's, never under the window's own at 100% text
        (the count is the round's moment, and its panel has the room: at 85% its cells
        were 11 px at 1280x720)."""
        return max(self.app.scale, max(0.6, self.app.size[1] / 720)) * self.shrink

    @property
    def end(self) -> float:
        """When every row is shown and its votes have landed on the totals."""
        return self.per_row * (self.rows + 1) + self.fly

    @property
    def done_showing(self) -> bool:
        """Every row is shown and every vote has landed."""
        return self.per_row <= 0 or self.t >= self.end

    @property
    def closes_at(self) -> float | None:
        """When it closes by itself (None: it waits for a press, or is paused)."""
        if not self.auto or self.paused:
            return None
        return self.end + self.hold

    @property
    def pausable(self) -> bool:
        """Whether Pause (P) has something to stop: the count plays or counts down to
        closing by itself (or is paused). A count that waits for a press shows no
        Pause button once it has played (it still said "Pause")."""
        return self.paused or (not self.closed and self.busy())

    def busy(self) -> bool:
        """The count moves by itself now (its rows, its votes' flight, the countdown
        before it closes); paused, or waiting for a press, it is still."""
        if self.closed or self.paused:
            return False
        return not self.done_showing or self.closes_at is not None

    def update(self, dt: float) -> None:
        if self.app.speed == 0 and not self.closed:
            self._close()  # instant speed: the count table is in the log and on C
            return
        if not self.paused:
            self.t += dt
        closes = self.closes_at
        if closes is not None and self.t >= closes:
            self._close()

    def landed(self, row: int) -> float:
        """How far row ``row``'s votes have flown to the totals, from 0 to 1."""
        if self.per_row <= 0:
            return 1.0
        return max(0.0, min(1.0, (self.t - self.per_row * (row + 1)) / self.fly))

    def _close(self) -> None:
        if self.closed:
            return
        self.closed = True
        self.app.back()
        self.on_done()

    def landed_votes(self, seat: int) -> int:
        """The votes of this count that have landed on ``seat``'s total so far (all of
        them once it has played)."""
        if self.done_showing:
            return self.count.votes[seat]
        return sum(gc.votes[seat] for r, gc in enumerate(self.guilds) if self.landed(r) >= 1.0)

    def handle(self, event: pygame.event.Event) -> bool:
        pause = (event.type == pygame.KEYDOWN and event.key == pygame.K_p) or (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.pause_rect.collidepoint(event.pos)
        )
        if pause and self.pausable:
            self.paused = not self.paused
            return True
        finish = (
            event.type == pygame.KEYDOWN
            and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_ESCAPE)
        ) or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
        if not finish:
            return False
        if self.done_showing:
            self._close()
        else:
            self.t = self.end
        return True

    def legend(self) -> str:
        """What a cell says, for a new player: cards held, then votes won; grey, none won
        (and, with seats left out by a tie, what a struck cell is)."""
        return tr("count.legend_ties" if self.notes else "count.legend")

    def draw(self, surface: pygame.Surface) -> None:
        if self.shrunk_for != surface.get_size():  # (a resize: fitted again)
            self.shrink, self.shrunk_for = 1.0, surface.get_size()
        s = self.s
        n = len(self.names)
        c = self.count
        room = surface.get_width() - self.aside - self.beside
        # the label column as wide as the language's words need (guilds, the totals' line)
        words = [guild_name(g.guild) for g in self.guilds]
        need = max(font(int(14 * s)).size(w_)[0] for w_ in words) + int(42 * s)
        need = max(need, font(int(14 * s), True).size(tr("count.this_and_total"))[0] + int(20 * s))
        lab = min(max(int(170 * s), need), int(room * 0.3))
        # Right of the last column, room for its votes' lane inside the frame (they went
        # down the frame's line, toward the seat's panel on the table behind).
        edge = 2 + max(4, int(4 * s))  # the frame's line and air
        gutter = (font(int(14 * s), True).size("+99")[0] + int(8 * s)) // 2 + edge
        span = room * (0.8 if not self.aside else 0.92) - lab - gutter
        col_w = int(min(130 * s, span / n))
        # wider (up to 94% of the window) where a cell and its tag need it (a struck
        # "2  ex æquo" with a +1 tag, six seats at 960x600)
        widest = max(self._cell_width(gc, i) for gc in self.guilds for i in range(n))
        widest = max(widest, self._common_cell_width())  # one width for every count
        if widest > col_w and not self.aside:
            col_w = max(col_w, int(min(widest, (room * 0.94 - lab - gutter) / n)))
        w = lab + n * col_w + gutter
        if self.notes:
            w = max(
                w,
                int(40 * s)
                + max(text(n, int(13 * s), palette.TIED).get_width() for n in self.notes),
            )
        virtual_lines = (
            wrap_lines(self.virtual_line, int(13 * s), w - int(40 * s)) if self.virtual_line else []
        )
        # What a cell means, under the title, in at most two lines (smaller if need be).
        legend_size, legend_lines = fit_lines(
            self.legend(), max(10, int(12 * s)), w - int(32 * s), 2
        )
        legend_h = len(legend_lines) * font(legend_size).get_linesize()
        title_h = font(int(26 * s), True).get_height()
        heads_at = int(8 * s) + title_h + legend_h + int(6 * s)  # the names, from the top
        # The rows' pitch closes up (never below a line of their type) until the panel fits
        # the window: at a large text size, with ties and virtual cards, it was taller.
        row_h, note_h = int(30 * s), int(20 * s)
        min_row = font(int(14 * s)).get_linesize() + 2
        min_note = font(int(13 * s)).get_linesize()
        room_h = surface.get_height() - 2 * (FRAME_PX + max(8, int(8 * s)))  # (off the frame)
        while True:
            h = int(110 * s) + max(0, heads_at - int(52 * s)) + (self.rows + 2) * row_h
            if self.notes:
                h += int(28 * s) + len(self.notes) * note_h
            h += len(virtual_lines) * note_h + (int(8 * s) if virtual_lines else 0)
            if h <= room_h or (row_h <= min_row and note_h <= min_note):
                break
            row_h, note_h = max(min_row, row_h - 1), max(min_note, note_h - 1)
        if h > room_h and self.shrink > 0.8:  # the rows at their closest: all smaller
            self.shrink = max(0.8, self.shrink * max(0.9, room_h / h))
            self.draw(surface)
            return
        _dim(surface, 120)
        rect = pygame.Rect(0, 0, w, h)
        self.panel_rect = rect
        self.cell_rects, self.tag_rects, self.flights, self.total_rects = {}, {}, [], []
        self.chip_rects, self.total_label_rects = {}, []
        self.head_rects, self.note_rects, self.legend_rects = [], [], []
        rect.center = (self.aside + room // 2, surface.get_height() // 2)
        # opaque: the table's captions and totals read between its rows through a veil
        panel(surface, rect, highlight=True, alpha=255)
        title = text(tr("count.title", round=c.voting_round), int(26 * s), palette.GOLD, True)
        self.title_rect = title.get_rect(midtop=(rect.centerx, rect.y + int(8 * s)))
        surface.blit(title, self.title_rect)
        self.legend_lines, self.legend_size = list(legend_lines), legend_size
        ly = self.title_rect.bottom
        for line in legend_lines:
            t = text(line, legend_size, LEGEND)
            self.legend_rects.append(t.get_rect(midtop=(rect.centerx, ly)))
            surface.blit(t, self.legend_rects[-1])
            ly += font(legend_size).get_linesize()
        y = rect.y + max(int(52 * s), heads_at)
        for i, name in enumerate(self.names):
            t = fitted(name, int(14 * s), palette.CREAM, col_w - int(8 * s), True)
            self.head_rects.append(t.get_rect(midtop=(rect.x + lab + i * col_w + col_w // 2, y)))
            surface.blit(t, self.head_rects[-1])
        y += row_h
        shown = self.rows if self.per_row <= 0 else int(self.t / self.per_row)
        for r, gc in enumerate(self.guilds[:shown]):
            yy = y + r * row_h
            if r == shown - 1 and self.landed(r) < 1.0:  # the guild being counted now
                band = pygame.Rect(rect.x + 4, yy - int(4 * s), rect.w - 8, row_h)
                pygame.draw.rect(surface, (70, 62, 30), band, border_radius=6)
            surface.blit(
                swatch(gc.guild, int(24 * s), min(int(20 * s), row_h - 2)),
                (rect.x + int(10 * s), yy),
            )
            surface.blit(
                fitted(guild_name(gc.guild), int(14 * s), palette.CREAM, lab - int(42 * s)),
                (rect.x + int(40 * s), yy),
            )
            for i in range(n):
                x = rect.x + lab + i * col_w + col_w // 2
                self._cell(surface, gc, i, (x, yy), col_w)
        yy = y + self.rows * row_h + int(6 * s)
        self._totals(surface, rect, (lab, col_w, y, yy, row_h))
        if shown >= self.rows:
            if self.notes:
                ny = yy + row_h + int(4 * s)
                head = text(tr("count.ties_head"), int(14 * s), palette.GOLD, True)
                surface.blit(head, (rect.x + int(12 * s), ny))
                self.note_rects.append(head.get_rect(topleft=(rect.x + int(12 * s), ny)))
                for k, note in enumerate(self.notes):
                    t = text(note, int(13 * s), palette.TIED)
                    at = (rect.x + int(20 * s), ny + int(22 * s) + k * note_h)
                    surface.blit(t, at)
                    self.note_rects.append(t.get_rect(topleft=at))
            vy = yy + row_h + int(4 * s)
            if self.notes:
                vy += int(28 * s) + len(self.notes) * note_h
            for k, line in enumerate(virtual_lines):
                t = text(line, int(13 * s), palette.CREAM)
                surface.blit(t, (rect.x + int(20 * s), vy + k * note_h))
                self.note_rects.append(t.get_rect(topleft=(rect.x + int(20 * s), vy + k * note_h)))
        self._foot(surface, rect)
        if self.decorate is not None:
            self.decorate(surface, rect)

    def _cell_parts(self, gc: GuildCount, i: int) -> tuple[str, palette.Color, bool, int]:
        """Seat ``i``'s cell of ``gc``'s row: its words (for counted cards, the votes,
        drawn after the cards on their chip: ``_counted``), their colour, bold or not, and
        the width its virtual card's tag takes beside them (0 without one)."""
        cards, votes = gc.cards[i], gc.votes[i]
        if i in gc.left_out:  # tied: not counted
            label, color, bold = tr("count.tied_cell", cards=cards), palette.TIED, True
        elif not cards:
            label, color, bold = "·", (120, 130, 120), False
        else:
            label = f"+{votes}" if votes else "0"
            color, bold = (palette.GOLD if votes else NO_VOTES), bool(votes)
        delta = self.virtual.get((i, gc.guild))
        tag_w = virtual_tag(delta, int(11 * self.s)).get_width() + 4 if delta else 0
        return label, color, bold, tag_w

    def _cell_width(self, gc: GuildCount, i: int) -> int:
        """The column width that seat ``i``'s cell of ``gc``'s row needs at full size."""
        label, _color, bold, tag_w = self._cell_parts(gc, i)
        return self._words_width(gc, i, label, int(14 * self.s), bold) + tag_w + int(10 * self.s)

    @staticmethod
    def _counted(gc: GuildCount, i: int) -> bool:
        """Whether seat ``i``'s cell of ``gc``'s row is counted cards (drawn as the cards
        on their chip and the votes), not a tie left out nor an empty cell."""
        return bool(gc.cards[i]) and i not in gc.left_out

    def _played(self, gc: GuildCount, i: int) -> str:
        """The cards of ``gc``'s guild on seat ``i``'s table, before a Dirty Trick's virtual
        card (its tag follows the cell: the chip showed the cards as counted, "4" where
        the table and the results show 3 and the tag +1, a new player's check)."""
        return str(self.count.tables[i][gc.guild])

    def _words_width(self, gc: GuildCount, i: int, label: str, size: int, bold: bool) -> int:
        """How wide seat ``i``'s cell's words (``label``, from ``_cell_parts``) are drawn
        at ``size``: for counted cards, their chip, a space and the votes."""
        width = int(font(size, bold).size(label)[0])
        if not self._counted(gc, i):
            return width
        return (
            cards_chip(self._played(gc, i), size, palette.CREAM).get_width()
            + max(3, size // 3)
            + width
        )

    def _common_cell_width(self) -> int:
        """The width a common wide cell needs: a tie of two ("2 tied", struck) with a
        virtual card's tag. Every count's columns are at least as wide, so that the
        panel keeps its width from one count to the next (a review: 1020 px at count 1,
        1200 at count 2)."""
        label = tr("count.tied_cell", cards=2)
        tag_w = virtual_tag(1, int(11 * self.s)).get_width() + 4
        return font(int(14 * self.s), True).size(label)[0] + tag_w + int(10 * self.s)

    def _cell(
        self, surface: pygame.Surface, gc: GuildCount, i: int, at: tuple[int, int], col_w: int
    ) -> None:
        """Seat ``i``'s cell of ``gc``'s row, in its column (``col_w`` wide, its words'
        top middle at ``at``): its cards and votes (boxed for the first place, grey for
        none, struck out when a tie left it out), then the tag of a virtual card counted
        there, whatever the cell; smaller type where they would not fit the column (ru
        "2  равенство" ran into the next one), and a struck cell's number alone where its
        word would be tiny (the legend over the table says what a struck cell is)."""
        s = self.s
        label, color, bold, tag_w = self._cell_parts(gc, i)
        room = col_w - int(10 * s) - tag_w
        if i in gc.left_out and font(int(12 * s), bold).size(label)[0] > room:
            label = str(gc.cards[i])  # struck out, the legend says why: no word in tiny type
        size = int(14 * s)
        while size > 8 and self._words_width(gc, i, label, size, bold) > room:
            size -= 1
        mr = pygame.Rect(0, 0, self._words_width(gc, i, label, size, bold), 0)
        mr.h = font(size, bold).get_height()
        mr.midtop = at
        mr.x -= max(0, mr.w // 2 + tag_w - (col_w // 2 - int(5 * s)))  # its tag inside
        first = any(i in a.seats and a.places[0] == 1 for a in gc.awards)
        if first and gc.votes[i] and i not in gc.left_out:
            pygame.draw.rect(surface, (90, 70, 20), mr.inflate(10, 2), border_radius=6)
        if self._counted(gc, i):  # the cards on their chip ("1 0" read "10"), the votes
            chip = cards_chip(self._played(gc, i), size, palette.CREAM)
            votes = text(label, size, color, bold)
            dy = font(size, bold).get_ascent() - font(size).get_ascent()  # one baseline
            drawn = surface.blit(chip, (mr.x, mr.y + dy))
            self.chip_rects[(i, gc.guild)] = chip.get_bounding_rect().move(drawn.topleft)
            surface.blit(votes, votes.get_rect(topright=(mr.right, mr.y)))
        else:
            surface.blit(text(label, size, color, bold), mr)
        if i in gc.left_out:
            line = ((mr.x - 2, mr.centery), (mr.right + 2, mr.centery))
            pygame.draw.line(surface, palette.TIED, *line, 2)
        self.cell_rects[(i, gc.guild)] = mr
        delta = self.virtual.get((i, gc.guild))
        if delta:
            self.tag_rects[(i, gc.guild)] = draw_virtual_tag(
                surface, delta, (mr.right + 4, mr.centery), int(11 * s)
            )

    def _flight(
        self, token: pygame.Surface, seat: int, row: int, q: float, grid: tuple[int, ...]
    ) -> pygame.Rect:
        """Where row ``row``'s votes for ``seat`` (``token``) are, ``q`` (0 to 1) of the
        way: from their cell aside to the lane right of its column (the last column's
        inside the frame), down it past the last row, onto the seat's "this count /
        total" (``token_at``); always inside the panel, clear of its frame."""
        lab, col_w, y, yy, row_h = grid
        s = self.s
        rect = self.panel_rect
        edge = 2 + max(4, int(4 * s))
        x = rect.x + lab + seat * col_w + col_w // 2
        half = (token.get_width() + int(8 * s) + 1) // 2
        lane = min(rect.x + lab + (seat + 1) * col_w, rect.right - edge - half)
        below = y + self.rows * row_h  # the last row's foot
        total_h = font(int(15 * s), True).get_height()
        land = (x, yy + max(0, (total_h - token.get_height()) // 2))  # on the total
        at = token_at(q * q, (x, y + row * row_h), lane, below, land)
        return token.get_rect(midtop=at).inflate(int(8 * s), 0)

    def _totals(
        self, surface: pygame.Surface, rect: pygame.Rect, grid: tuple[int, int, int, int, int]
    ) -> None:
        """The line of this count's votes and each seat's total, as far as the votes have
        landed (a total lit as votes land on it), and the votes on their way down."""
        lab, col_w, y, yy, row_h = grid
        s = self.s
        c = self.count
        pygame.draw.line(surface, palette.GOLD, (rect.x + 10, yy - 4), (rect.right - 10, yy - 4))
        # on two lines where one does not hold it (cs "Toto bodování / ce…" beside the
        # tutorial's bubble at 1024x768, 130%), the second under the totals' line
        size, lines = fit_lines(tr("count.this_and_total"), int(14 * s), lab - int(14 * s), 2, True)
        line_h = font(size, True).get_linesize()
        top = yy
        self.total_label_lines = lines
        for k, line in enumerate(lines):
            words = text(line, size, palette.CREAM, True)
            self.total_label_rects.append(
                surface.blit(words, (rect.x + int(12 * s), top + k * line_h))
            )
        tokens: list[tuple[pygame.Surface, pygame.Rect]] = []
        for i in range(len(self.names)):
            x = rect.x + lab + i * col_w + col_w // 2
            got = self.landed_votes(i)
            lit = False
            for r, gc in enumerate(self.guilds):
                q = self.landed(r)
                if q >= 1.0:
                    lit |= bool(gc.votes[i]) and self.t < self.per_row * (r + 1) + self.fly * 1.25
                elif q > 0.0 and gc.votes[i]:  # on its way from its cell to the total
                    token = text(f"+{gc.votes[i]}", int(14 * s), palette.INK, True)
                    tokens.append((token, self._flight(token, i, r, q, grid)))
                    self.flights.append((i, r, tokens[-1][1]))
            t = text(f"+{got} / {c.totals[i] - c.votes[i] + got}", int(15 * s), palette.GOLD, True)
            box = t.get_rect(midtop=(x, yy))
            if lit:
                pygame.draw.rect(surface, (110, 86, 24), box.inflate(10, 4), border_radius=6)
            surface.blit(t, box)
            self.total_rects.append(box)
        for token, box in tokens:  # over the totals they land on
            pygame.draw.rect(surface, palette.GOLD, box, border_radius=6)
            surface.blit(token, token.get_rect(center=box.center))

    def _foot(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """What a press does now, the Pause button, and how long before it closes."""
        s = self.s
        if self.paused:
            words = tr("count.paused")
        elif not self.done_showing:
            words = tr("count.skip")
        else:
            words = tr("count.continue")
        self.pause_rect = pygame.Rect(rect.right - int(12 * s), rect.bottom, 0, 0)
        if self.pausable:  # (nothing left to stop: a count that waits for a press)
            label = tr("count.resume" if self.paused else "count.pause")
            button = text(label, int(13 * s), palette.CREAM, True)
            self.pause_rect = button.get_rect().inflate(int(16 * s), int(8 * s))
            # clear of the frame (a review: 3 px from it, its "(P)" on its own outline)
            # and of the closing bar under it
            self.pause_rect.bottomright = (rect.right - int(12 * s), rect.bottom - int(10 * s))
            panel(surface, self.pause_rect, highlight=self.paused, alpha=255)
            surface.blit(button, button.get_rect(center=self.pause_rect.center))
        room = 2 * (self.pause_rect.x - rect.centerx) - int(12 * s)
        hint = fitted(words, int(13 * s), palette.CREAM, max(40, room))
        self.foot_rect = surface.blit(
            hint, hint.get_rect(midbottom=(rect.centerx, rect.bottom - int(8 * s)))
        )
        closes = self.closes_at
        if closes is not None and self.done_showing and self.hold > 0:
            left = max(0.0, min(1.0, (closes - self.t) / self.hold))
            bar = pygame.Rect(rect.x + 12, rect.bottom - 4, int((rect.w - 24) * left), 2)
            pygame.draw.rect(surface, palette.GOLD, bar)
