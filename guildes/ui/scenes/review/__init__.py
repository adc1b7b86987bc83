"""The review of a finished game, one seat at a time (a chess-style game review).

At the top: the seat's accuracy, the votes it gave up and the duplicate's result (the
same deal played again with the expert in the seat); below, a timeline of the seat's
decisions coloured by verdict, the three costliest numbered (keys 1, 2, 3). Under it the
decision in focus: the table as it was **from the seat's view** (the table's own drawing,
from that seat's ``SeatView``: no other hand can show), and beside it every legal choice
with its value, the chosen and the best marked, the verdict and the reason.

The review runs in a worker process (``guildes.ai.review_worker.ReviewWorker``; the
scene's part that starts it, reads its news and keeps its result: ``job.ReviewJob``): the window
stays live, a bar shows how far it is, decisions fill in as they are valued, and it can
be stopped. Once done it is kept with the save (``savefile.add_review``), so opening the
review again does not compute it again.

The duplicate is the same at both depths: the one played in the background while the
game was played (``app.background``, ``guildes.ai.duplicate_worker``) or kept with the
save is reused; one still being played is waited for, with its progress; only when there
is none (or it failed: logged) does the review play it itself. Stopping the review ends
the background one too.

Keys: Left/Right the previous/next decision, Home/End the first/last, N the next error
(an inaccuracy, a mistake or a blunder; Shift+N the one before), 1/2/3 the costliest,
Tab the next person's seat (hotseat), D the deep review, Esc back. The mouse: a cell of
the timeline, the costliest chips, the buttons.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pygame
import pygame_gui

from guildes.ai.duplicate_worker import BackgroundDuplicate
from guildes.ai.review import (
    DEEP,
    EXPERT_LEVEL,
    QUICK,
    STAND_IN_LEVEL,
    Decision,
    Depth,
    Position,
    Review,
    accuracy,
)
from guildes.ai.review_worker import ReviewWorker
from guildes.i18n import percent, tn
from guildes.i18n import t as tr
from guildes.rules import Game
from guildes.saves.savefile import SavedGame
from guildes.ui import palette
from guildes.ui.layout import TableLayout, layout_for
from guildes.ui.names import level_name
from guildes.ui.scene import Scene
from guildes.ui.scenes.review.buttons import button_rects, flow, label_width
from guildes.ui.scenes.review.chips import draw_costliest, draw_pointer_tip
from guildes.ui.scenes.review.drawing import (
    ERRORS,
    ChoicesDrawn,
    Figures,
    band,
    draw_detail,
    draw_foot,
    draw_progress,
    draw_summary,
    draw_timeline,
    explain_lines,
    fit,
    side_panel,
    summary_height,
)
from guildes.ui.scenes.review.job import ReviewJob
from guildes.ui.standings import ordinal
from guildes.ui.table.drawing import draw_table, hand_cards
from guildes.ui.table.frame import TableFrame
from guildes.ui.widgets import pressed_button

log = logging.getLogger(__name__)


class ReviewScene(ReviewJob, Scene):
    """The review screen; see the module docstring."""

    name = "review"

    def __init__(  # type: ignore[no-untyped-def]
        self, app, saved: SavedGame, path: Path | None = None, seat: int | None = None
    ) -> None:
        super().__init__(app)
        self.saved = saved
        self.path = path
        """The save the review is kept with (None: not kept, e.g. saving is off)."""
        self.over = Game.replay(saved.config, saved.choices).is_over
        """The game is finished (its review counts in the statistics)."""
        people = [i for i, s in enumerate(saved.seats) if s.is_human]
        self.reviewable = people or list(range(len(saved.seats)))
        """The seats one may review: the people's (every seat in an AI-only game)."""
        self.seat = seat if seat is not None else self.reviewable[0]
        self.depth: Depth = QUICK
        self.positions: list[Position] = []
        self.valued: dict[int, Decision] = {}
        """The decisions valued so far, by their place in the game's history."""
        self.review: Review | None = None
        self.worker = ReviewWorker()
        self.working = False
        """A review is being computed in the worker."""
        self.done = 0
        self.total = 0
        self.duplicate_done = 0
        self.duplicate_expected = 0
        self.failed: str | None = None
        self.stopped = False
        self.focus = 0
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.cells: list[pygame.Rect] = []
        self.chips: list[tuple[int, pygame.Rect]] = []
        """The costliest decisions' chips (position index, where)."""
        self.pointer: tuple[int, int] | None = None
        self.scroll: tuple[int, int] = (-1, 0)
        """The list of choices scrolled: (the focus it was scrolled at, its first row)."""
        self.choices: ChoicesDrawn | None = None
        """Where the focus's list of choices was last drawn."""
        self.clock = 0.0
        self.buttons_top = 0
        """Where the side panel's buttons begin (y)."""
        self.saved_review = False
        """The last review computed here was kept with the save (for tests)."""
        self.waiting: BackgroundDuplicate | None = None
        """The background duplicate this review waits for while it is played."""
        self.awaited = False
        """The review's duplicate is to come from the background (``waiting``)."""
        self._open_seat()

    # ------------------------------------------------------------------ the review

    @property
    def names(self) -> list[str]:
        return [s.name for s in self.saved.seats]

    @property
    def levels(self) -> list[str | None]:
        return [s.level for s in self.saved.seats]

    # ------------------------------------------------------------------ figures

    def costliest(self) -> list[int]:
        """The position indices of the three costliest decisions valued, costliest first."""
        ranked = sorted(
            (d for d in self.valued.values() if d.votes_given_up > 0),
            key=lambda d: (-d.votes_given_up, d.index),
        )[:3]
        where = {p.index: i for i, p in enumerate(self.positions)}
        return [where[d.index] for d in ranked if d.index in where]

    def figures(self) -> Figures:
        decisions = list(self.valued.values())
        counts: dict[str, int] = {}
        for d in decisions:
            counts[d.verdict] = counts.get(d.verdict, 0) + 1
        dup = self.review.duplicate if self.review is not None else None
        duplicate = None
        notes: list[str] = []
        if self.in_duplicate:  # the expert replays the deal: its own progress
            duplicate = tr("review.duplicate_running", percent=percent(self.fraction))
        elif dup is not None:
            expert = tn("unit.votes", dup.expert_votes)
            place = ordinal(dup.expert_place)
            if dup.player_votes is None or dup.player_place is None:
                duplicate = tr("review.duplicate_only", votes=expert, place=place)
            elif len([s for s in self.saved.seats if s.is_human]) == 1:
                duplicate = tr(
                    "review.duplicate_you",
                    votes=expert,
                    place=place,
                    mine=dup.player_votes,
                    my_place=ordinal(dup.player_place),
                )
            else:
                duplicate = tr(
                    "review.duplicate_named",
                    name=self.names[self.seat],
                    votes=expert,
                    place=place,
                    mine=dup.player_votes,
                    my_place=ordinal(dup.player_place),
                )
            if dup.share < 1:
                notes.append(tr("review.quick_replay", percent=percent(dup.share)))
            else:  # which level played the seat
                notes.append(tr("review.full_replay", level=level_name(EXPERT_LEVEL)))
            if dup.stand_ins:
                notes.append(tr("review.stand_ins", level=level_name(STAND_IN_LEVEL)))
        return Figures(
            accuracy([d.votes_given_up for d in decisions]),
            sum(d.votes_given_up for d in decisions),
            len(decisions),
            counts,
            duplicate,
            tuple(notes),
        )

    def status(self) -> str:
        """The review's state in words (empty once done)."""
        if self.working:
            if self.in_duplicate:
                return tr("review.status_duplicate", percent=round(100 * self.fraction))
            return tr("review.status_working", done=self.done, total=self.total)
        if self.failed is not None:
            return tr("review.status_failed")
        if self.stopped:
            return tr("review.status_stopped")
        return tr("review.depth_deep") if self.depth is DEEP else tr("review.depth_quick")

    # ------------------------------------------------------------------ moving

    def go(self, index: int) -> None:
        """Focus the decision at ``index`` of the timeline (kept in range)."""
        if self.positions:
            self.focus = max(0, min(len(self.positions) - 1, index))

    def next_error(self, step: int = 1) -> bool:
        """The next (``step`` -1: the previous) decision judged an error; False if none."""
        n = len(self.positions)
        for k in range(1, n + 1):
            i = self.focus + step * k
            if not 0 <= i < n:
                break
            d = self.valued.get(self.positions[i].index)
            if d is not None and d.verdict in ERRORS:
                self.focus = i
                return True
        return False

    def next_seat(self) -> None:
        """The next seat one may review (hotseat: the next person)."""
        if len(self.reviewable) < 2:
            return
        i = self.reviewable.index(self.seat) if self.seat in self.reviewable else -1
        self.seat = self.reviewable[(i + 1) % len(self.reviewable)]
        self._open_seat()
        self._rebuild()

    def scroll_choices(self, rows: int) -> None:
        """Scroll the focus's list of choices by ``rows`` (when they do not all fit)."""
        drawn = self.choices
        if drawn is None or drawn.shown >= drawn.total:
            return
        first = max(0, min(drawn.first + rows, drawn.total - drawn.shown))
        self.scroll = (self.focus, first)

    KEYS = {
        pygame.K_LEFT: "prev",
        pygame.K_UP: "prev",
        pygame.K_RIGHT: "next",
        pygame.K_DOWN: "next",
        pygame.K_HOME: "first",
        pygame.K_END: "last",
        pygame.K_n: "error",
        pygame.K_1: "costly1",
        pygame.K_2: "costly2",
        pygame.K_3: "costly3",
        pygame.K_TAB: "seat",
        pygame.K_PAGEUP: "choices_up",
        pygame.K_PAGEDOWN: "choices_down",
        pygame.K_d: "deep",
        pygame.K_ESCAPE: "leave",
    }

    def command(self, key: str, back: bool = False) -> None:
        """A control by name (a button or its key)."""
        if key == "prev":
            self.go(self.focus - 1)
        elif key == "next":
            self.go(self.focus + 1)
        elif key == "first":
            self.go(0)
        elif key == "last":
            self.go(len(self.positions) - 1)
        elif key == "error":
            self.next_error(-1 if back else 1)
        elif key.startswith("costly"):
            ranked = self.costliest()
            k = int(key[-1]) - 1
            if k < len(ranked):
                self.focus = ranked[k]
        elif key == "seat":
            self.next_seat()
        elif key in ("choices_up", "choices_down"):
            self.scroll_choices(-1 if key == "choices_up" else 1)
        elif key == "stop":
            self.stop()
        elif key == "work":
            self.command("stop" if self.working else "deep")
        elif key == "deep":
            if not self.working and self.depth is not DEEP:
                self._start(DEEP)
        elif key == "again":
            if not self.working:
                self._start(self.depth)
        elif key == "leave":
            self._stop_job()
            self.app.back()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = pressed_button(event, self.buttons)
            if key is not None:
                self.command(key)
            return key is not None
        if event.type == pygame.KEYDOWN and event.key in self.KEYS:
            self.command(self.KEYS[event.key], back=bool(event.mod & pygame.KMOD_SHIFT))
            return True
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, cell in enumerate(self.cells):
                if cell.inflate(2, 8).collidepoint(event.pos):
                    self.focus = i
                    return True
            for i, chip in self.chips:
                if chip.collidepoint(event.pos):
                    self.focus = i
                    return True
        if event.type == pygame.MOUSEWHEEL:
            over = self.choices is not None and self.choices.area.collidepoint(
                self.pointer or (-1, -1)
            )
            if over:  # over the list of choices: it scrolls
                self.scroll_choices(-event.y)
            else:
                self.go(self.focus - event.y)
            return True
        return False

    # ------------------------------------------------------------------ geometry

    @property
    def side_width(self) -> int:
        w = self.app.size[0]
        return min(max(int(w * 0.3), int(330 * self.app.scale)), int(w * 0.4))

    def areas(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect, pygame.Rect]:
        """The summary band, the timeline, the table and the side panel."""
        w, h = self.app.size
        s = self.app.scale
        people = sum(1 for seat in self.saved.seats if seat.is_human)
        # the figures, the duplicate, how it was played (quick), who stood in (hotseat)
        top = pygame.Rect(0, 0, w, summary_height(s, 4 if people > 1 else 3))
        # the timeline over the table only: the side panel has the height beside it
        line_w = w - self.side_width - int(32 * s)
        line = pygame.Rect(int(16 * s), top.bottom + int(4 * s), line_w, int(40 * s))
        y0 = line.bottom + int(8 * s)
        side = pygame.Rect(w - self.side_width, top.bottom, self.side_width, h - top.bottom)
        table = pygame.Rect(0, y0, w - self.side_width, h - y0)
        return top, line, table, side

    def table_layout(self) -> TableLayout:
        _top, _line, table, side = self.areas()
        return layout_for(
            table.w + side.w,
            table.h,
            len(self.saved.seats),
            self.seat,
            side.w,
            float(self.app.settings.ui_scale),
            "dirty_tricks" in self.saved.config.variants,
        )

    # ------------------------------------------------------------------ widgets

    def _wanted_buttons(self) -> list[tuple[str, str, int]]:
        """The side panel's buttons in order: (key, label, the least width its words
        need; the work button's for the longer of its two labels)."""
        s, ts = self.app.scale, self.app.text_scale
        items = [
            ("prev", "<", ""),
            ("error", tr("review.next_error"), ""),
            ("next", ">", ""),
            ("work", tr("review.deep"), tr("review.stop")),
        ]
        if len(self.reviewable) > 1:
            items.append(("seat", tr("review.other_seat"), ""))
        items.append(("leave", tr("common.back_esc"), ""))
        least = int(44 * s)
        return [
            (k, label, max(least, label_width(label, ts, s), label_width(other, ts, s)))
            for k, label, other in items
        ]

    def enter(self) -> None:
        s = self.app.scale
        _top, _line, _table, side = self.areas()
        pad, gap = int(12 * s), int(6 * s)
        wanted = self._wanted_buttons()
        labels = {k: label for k, label, _w in wanted}
        widths = dict((k, w) for k, _l, w in wanted)
        groups = [[(k, widths[k]) for k in ("prev", "error", "next")]]
        groups.append([(k, w) for k, w in widths.items() if k not in ("prev", "error", "next")])
        rows = flow(groups, side.w - 2 * pad, gap)
        rects = button_rects(rows, side.x + pad, side.bottom - pad, int(30 * s), gap)
        self.buttons_top = min(r.y for r in rects.values())
        for key, rect in rects.items():
            self.buttons[key] = pygame_gui.elements.UIButton(
                rect,
                labels[key],
                self.app.manager,
                object_id=pygame_gui.core.ObjectID(object_id=f"#review_{key}"),
            )
        self._refresh_buttons()

    def leave(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.buttons.clear()
        if self not in self.app.stack.scenes:  # gone for good (not only covered)
            self._stop_job()

    def _rebuild(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.buttons.clear()
        self.enter()

    def _refresh_buttons(self) -> None:
        """The work button: Stop while the review works, else the deep review."""
        work = self.buttons.get("work")
        if work is None:
            return
        if self.working:
            work.set_text(tr("review.stop"))
            work.enable()
        else:
            work.set_text(tr("review.deep"))
            (work.enable if self.depth is not DEEP else work.disable)()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        s = self.app.scale
        top, line, table, side = self.areas()
        focus = self.positions[self.focus] if self.positions else None
        surface.fill(palette.FELT_DARK)
        if focus is not None:
            self._draw_table(surface, table, focus)
        band(surface, top)
        title = tr("review.title", name=self.names[self.seat])
        drawn = draw_summary(surface, top, s, title, self.figures(), self.status())
        if self.working:
            bar_w = top.w // 4
            bar = pygame.Rect(
                top.right - int(14 * s) - bar_w, top.y + int(32 * s), bar_w, int(6 * s)
            )
            draw_progress(surface, bar, self.fraction)
        self._draw_costliest(surface, top, max((r.bottom for r in drawn), default=top.y))
        pygame.draw.rect(surface, (20, 26, 24), line.inflate(int(24 * s), int(10 * s)))
        self.cells = draw_timeline(
            surface, line, s, self.positions, self.valued, self.focus, self.costliest()
        )
        side_panel(surface, side)
        buttons_top = self.buttons_top or side.bottom
        if focus is None:
            words = fit(tr("review.no_decisions"), int(15 * s), side.w - 24, palette.CREAM)
            surface.blit(words, (side.x + int(12 * s), side.y + int(12 * s)))
            return
        detail = pygame.Rect(side.x, side.y, side.w, buttons_top - side.y - int(4 * s))
        decision = self.valued.get(focus.index)
        scroll = self.scroll[1] if self.scroll[0] == self.focus else None
        listed = draw_detail(
            surface, detail, s, focus, decision, self.names, self._waiting(), scroll
        )
        self.choices = listed
        pad = int(12 * s)
        foot = pygame.Rect(side.x + pad, listed.bottom + int(6 * s), side.w - 2 * pad, 0)
        foot.h = max(0, buttons_top - int(8 * s) - foot.y)
        draw_foot(surface, foot, s, explain_lines())
        self._draw_pointer_tip(surface)

    def _waiting(self) -> str:
        if self.working:
            return tr("review.not_yet")
        if self.review is not None:
            return tr("review.skipped")
        return tr("review.not_valued")

    def _draw_table(self, surface: pygame.Surface, area: pygame.Rect, focus: Position) -> None:
        """The table at the decision, from the seat's view, the chosen card lifted."""
        view = focus.view
        lay = self.table_layout()
        cards = hand_cards(view, None)
        chosen = focus.choice
        lifted = chosen.kind.value in ("pick", "play", "give") and chosen.guild in cards
        frame = TableFrame(
            layout=lay,
            seats=self.saved.seats,
            view=view,
            step=None,
            clock=self.clock,
            thinking=(),
            choosing=lifted and view.batch != 2,
            hint="",
            hover=None,
            focus=cards.index(chosen.guild) if lifted else 0,
            pointed=None,
            finished=False,
            spectating=True,
        )
        sub = surface.subsurface(pygame.Rect(area.x, area.y, area.w + self.side_width, area.h))
        draw_table(sub, frame)

    def _draw_costliest(self, surface: pygame.Surface, top: pygame.Rect, _y: int) -> None:
        self.chips = draw_costliest(
            surface, top, self.app.scale, self.positions, self.valued, self.costliest()
        )

    def _draw_pointer_tip(self, surface: pygame.Surface) -> None:
        if self.pointer is not None:
            draw_pointer_tip(
                surface, self.app.scale, self.pointer, self.cells, self.positions, self.valued
            )
