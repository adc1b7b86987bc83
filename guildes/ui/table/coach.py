"""The tutorial's coach: short bubbles over the real table that point at the thing to do
now (the fan, the passing arrow, the kept cards, the others' face-down cards, the tables,
the standings strip, the count) and move on when the player does it: the lesson shown is a
function of the game as the table draws it (``lesson_for``), never a "Next" page.

A bubble is placed where it covers neither what it points at nor the table's other
things (panels, stacks, face-down cards, the Event card and its arrow, the hint, the fan,
the kept cards) when there is such a place, else where it covers the least; an arrow
goes from it to its target, which is outlined. Sizes follow the table's scale (window
height times the Text size setting).

The table runs the coach when it is opened with ``tutorial=True``
(``guildes.ui.tutorial.start``): it calls ``update``, ``draw``, ``draw_on_count`` (over
the count overlay) and ``ask_skip`` (Esc or the Skip button); the coach ends the
tutorial once round 1 is counted with the dialog that offers a real game.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from guildes.i18n import t, tn
from guildes.rules import Phase, SeatView
from guildes.ui import palette
from guildes.ui.draw import panel
from guildes.ui.fonts import font, text
from guildes.ui.layout import FAN_LIFT, TableLayout
from guildes.ui.table.drawing import hint_box
from guildes.ui.table.steps import CardsFlipStep, CountStep
from guildes.ui.tutorial import texts
from guildes.ui.tutorial.texts import Bubble
from guildes.ui.widgets import wrap

if TYPE_CHECKING:
    from guildes.ui.table.scene import TableScene

LESSONS: dict[str, Bubble] = {
    "pick": texts.PICK,
    "kept": texts.KEPT,
    "last_pick": texts.LAST_PICK,
    "play": texts.PLAY,
    "reveal": texts.REVEAL,
    "revealed": texts.REVEALED,
    "leads": texts.LEADS,
    "last_play": texts.LAST_PLAY,
}
"""Every lesson at the table by key but "pass" (its words follow the round's direction:
``texts.PASS``); the count's bubble is drawn over the count."""
WIDER = (1.0, 1.3, 1.6)
"""A bubble's widths, in its usual width: the next is tried when one covers what it
points at or outlines, the hint or the fan (long texts, large text sizes); the one that
covers least of them is taken."""
REVEAL_SLOWER = 2.5
"""The first reveal of the tutorial turns the cards over this many times slower, so that
the player sees every card turn over at once while its bubble says so."""


def lesson_for(view: SeatView, choosing: bool) -> str | None:
    """The lesson for this moment of round 1 (None: the coach is quiet). Only while the
    player owes a choice: a lesson lasts until they make it, the next one comes with the
    next choice."""
    if not choosing or view.voting_round != 1 or view.outcome is not None:
        return None
    step, last = view.step, view.steps
    if view.phase is Phase.DRAFT:
        lessons = {1: "pick", 2: "pass", 3: "kept"}
        return lessons.get(step, "last_pick" if step == last else None)
    if view.phase is Phase.PLAY:
        lessons = {1: "play", 2: "revealed", 3: "leads"}
        return lessons.get(step, "last_play" if step == last else None)
    return None


def union(rects: Sequence[pygame.Rect]) -> pygame.Rect | None:
    """The box around ``rects`` (None if there are none)."""
    return rects[0].unionall(list(rects[1:])) if rects else None


def overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    """Pixels of ``a`` that ``b`` covers."""
    c = a.clip(b)
    return c.w * c.h


def gap_between(a: pygame.Rect, b: pygame.Rect) -> float:
    """How far apart two boxes are (0 when they touch or overlap)."""
    dx = max(b.left - a.right, a.left - b.right, 0)
    dy = max(b.top - a.bottom, a.top - b.bottom, 0)
    return math.hypot(dx, dy)


CROSSING = 40_000.0
"""What an arrow crossing one of the table's things costs a bubble's place (as much as
covering 2,000 pixels of them)."""


def place_bubble(
    size: tuple[int, int],
    target: pygame.Rect,
    avoid: Sequence[pygame.Rect],
    bounds: pygame.Rect,
    gap: int,
    keep_clear: Sequence[pygame.Rect] = (),
    s: float = 1.0,
) -> pygame.Rect:
    """Where a bubble of ``size`` goes: inside ``bounds``, never over ``target`` or
    ``keep_clear`` when it can be helped, covering as little of ``avoid`` as it can, its
    arrow (at scale ``s``) crossing as few of them as it can, as near ``target`` as it
    can."""
    w, h = size
    spots = [
        (target.centerx - w // 2, target.top - gap - h),
        (target.left, target.top - gap - h),
        (target.right - w, target.top - gap - h),
        (target.centerx - w // 2, target.bottom + gap),
        (target.left - gap - w, target.centery - h // 2),
        (target.left - gap - w, target.top),
        (target.left - gap - w, target.bottom - h),
        (target.right + gap, target.centery - h // 2),
        (target.right + gap, target.top),
        (target.right + gap, target.bottom - h),
    ]
    step = max(12, gap * 2)
    spots += [
        (x, y)
        for x in range(bounds.left, bounds.right - w + 1, step)
        for y in range(bounds.top, bounds.bottom - h + 1, step)
    ]
    best: tuple[float, pygame.Rect] | None = None
    for x, y in spots:
        rect = pygame.Rect(x, y, w, h).clamp(bounds)
        score = 1000.0 * sum(overlap(rect, a) for a in (target, *keep_clear))
        score += 20.0 * sum(overlap(rect, a) for a in avoid)
        score += gap_between(rect, target)
        line = pointer_line(rect, target, s)
        if line is not None:  # an arrow across the table's things reads badly
            score += CROSSING * sum(1 for a in avoid if a.clipline(line))
        if best is None or score < best[0]:
            best = (score, rect)
    assert best is not None
    return best[1]


Point = tuple[int, int]


def pointer_line(bubble: pygame.Rect, target: pygame.Rect, s: float) -> tuple[Point, Point] | None:
    """Where the arrow from a bubble to its target runs: from the bubble's edge to the
    edge of ``target`` (None when they are too close for one)."""
    goal = target.inflate(int(8 * s), int(8 * s))
    tx = min(max(bubble.centerx, goal.left), goal.right)
    ty = min(max(bubble.centery, goal.top), goal.bottom)
    sx = min(max(tx, bubble.left), bubble.right)
    sy = min(max(ty, bubble.top), bubble.bottom)
    if math.hypot(tx - sx, ty - sy) < 10 * s:
        return None
    return (sx, sy), (tx, ty)


def draw_pointer(
    surface: pygame.Surface, bubble: pygame.Rect, target: pygame.Rect, s: float
) -> None:
    """An arrow from the bubble's edge to the edge of ``target`` (none when they touch)."""
    line = pointer_line(bubble, target, s)
    if line is None:
        return
    (sx, sy), (tx, ty) = line
    length = math.hypot(tx - sx, ty - sy)
    ux, uy = (tx - sx) / length, (ty - sy) / length
    head = 14 * s
    base = (tx - ux * head, ty - uy * head)
    pygame.draw.line(surface, palette.HIGHLIGHT, (sx, sy), base, max(3, int(4 * s)))
    px, py = -uy * head * 0.6, ux * head * 0.6
    pygame.draw.polygon(
        surface,
        palette.HIGHLIGHT,
        [(tx, ty), (base[0] + px, base[1] + py), (base[0] - px, base[1] - py)],
    )


def outline(surface: pygame.Surface, rect: pygame.Rect, s: float) -> None:
    """A gold outline around a thing the coach points at (still: a waiting table draws a
    few frames a second, so nothing on it may need to move)."""
    grow = int(5 * s)
    pygame.draw.rect(
        surface, palette.HIGHLIGHT, rect.inflate(2 * grow, 2 * grow), max(2, int(3 * s)), 10
    )


class BubbleBox:
    """A bubble's words laid out at the table's scale: a title and wrapped lines."""

    def __init__(self, words: tuple[str, str], s: float, width: int, extra: str = "") -> None:
        """``words``: the title and the lines, in the current language."""
        self.s = s
        self.pad = int(12 * s)
        self.title_size, self.body_size = int(17 * s), int(15 * s)
        self.title = words[0]
        body = font(self.body_size)
        self.lines = wrap(words[1], body, width - 2 * self.pad)
        self.extra = wrap(extra, body, width - 2 * self.pad) if extra else []
        self.line_h = body.get_linesize()
        title_h = font(self.title_size, True).get_linesize()
        rows = len(self.lines) + len(self.extra)
        self.size = (width, 2 * self.pad + title_h + int(4 * s) + rows * self.line_h)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The bubble at ``rect`` (of ``size``)."""
        panel(surface, rect, highlight=True, alpha=240)
        x, y = rect.x + self.pad, rect.y + self.pad
        title = text(self.title, self.title_size, palette.GOLD, True)
        surface.blit(title, (x, y))
        y += font(self.title_size, True).get_linesize() + int(4 * self.s)
        for line in self.lines:
            surface.blit(text(line, self.body_size, palette.CREAM), (x, y))
            y += self.line_h
        for line in self.extra:
            surface.blit(text(line, self.body_size, (200, 190, 160), True), (x, y))
            y += self.line_h


class Coach:
    """The tutorial's bubbles at one table; see the module docstring."""

    def __init__(self) -> None:
        self.key: str | None = None
        """The lesson shown now (None: quiet)."""
        self.seen: list[str] = []
        """Every lesson shown so far, in order (the count's is "count")."""
        self.count_shown = False
        """The table showed a count (the table sets it as it opens the count)."""
        self.ended = False
        """Round 1 is counted: the dialog that ends the tutorial was opened."""
        self.first_reveal: CardsFlipStep | None = None
        """The first reveal of the play, while it plays (slower, with its bubble)."""
        self._placed: dict[tuple[object, ...], pygame.Rect] = {}

    # ------------------------------------------------------------------ what to teach

    def update(self, table: TableScene) -> None:
        """Follow the game: the lesson of this moment; once the table has shown the count
        of round 1 and it is closed, the dialog that ends the tutorial."""
        view = table.view
        key = None if view is None or self.ended else lesson_for(view, table.can_choose())
        if self._revealing(table):
            key = "reveal"
        if key != self.key:
            self.key = key
            if key is not None and key not in self.seen:
                self.seen.append(key)
        counting = any(isinstance(step, CountStep) for step in table.steps)
        if self.count_shown and not counting and not self.ended and table.app.stack.top is table:
            self.ended = True
            self.finish(table)

    def _revealing(self, table: TableScene) -> bool:
        """True while the play's first reveal animates (it is slowed down once)."""
        step, view = table.step, table.shown.public
        first = self.first_reveal is None and not self.ended and view.voting_round == 1
        if first and isinstance(step, CardsFlipStep) and view.phase is Phase.PLAY:
            self.first_reveal = step
            step.duration *= REVEAL_SLOWER
        return step is not None and step is self.first_reveal

    def bubble(self, table: TableScene) -> tuple[str, str] | None:
        """The title and the lines of the lesson shown now, in the current language,
        their names and numbers filled in."""
        view = table.view
        if self.key is None or view is None:
            return None
        direction = view.direction
        bubble = texts.PASS[direction.value] if self.key == "pass" else LESSONS[self.key]
        giver = table.seat_name(direction.giver(view.seat, view.players))
        return bubble.texts(giver=giver, plays=view.steps, kept=sum(view.hand))

    # ------------------------------------------------------------------ where things are

    def targets(self, table: TableScene) -> list[pygame.Rect]:
        """What the bubble points at (the first) and the other things it outlines."""
        lay, view = table.layout, table.view
        if view is None or self.key is None:
            return []
        fan = self._fan_rect(lay, len(table.fan()), table.fan_front())
        if self.key == "pass":
            r = int(lay.arrow_radius + 10 * lay.s)
            arrow = pygame.Rect(0, 0, 2 * r, 2 * r)
            arrow.center = lay.event_rect.center
            giver = view.direction.giver(view.seat, view.players)
            return [arrow, lay.seat_panel(giver)]
        if self.key == "kept":
            kept = union(lay.kept_rects(sum(1 for n in view.kept if n)))
            if kept is not None:
                return [kept.inflate(0, int(18 * lay.s)).move(0, -int(9 * lay.s))]
        if self.key == "play":
            others = [
                lay.front_rect(seat, 1)
                for seat in range(view.players)
                if seat != view.seat and view.chosen[seat]
            ]
            return [r for r in [fan] if r is not None] + others
        if self.key == "reveal":
            fronts = [lay.front_rect(seat, 1) for seat in range(view.players)]
            return [r for r in [union(fronts)] if r is not None]
        if self.key == "revealed":
            seats = [view.seat] + [seat for seat in range(view.players) if seat != view.seat]
            stacks = [self._stacks(lay, view, seat) for seat in seats]
            found = [r for r in stacks if r is not None]
            if found:
                return found
        if self.key == "leads":
            return [lay.strip_rect]
        return [fan] if fan is not None else []

    @staticmethod
    def _fan_rect(lay: TableLayout, count: int, front: tuple[int, ...]) -> pygame.Rect | None:
        """The box of the viewer's fan, a lifted card included."""
        if count <= 0:
            return None
        rects = [lay.fan_card_rect(count, i, front) for i in range(count)]
        box = union(rects)
        assert box is not None
        lift = int(lay.fan_size(count)[1] * (FAN_LIFT + 0.08))
        return box.inflate(0, lift).move(0, -lift // 2).clip(lay.felt_rect)

    @staticmethod
    def _stacks(lay: TableLayout, view: SeatView, seat: int) -> pygame.Rect | None:
        """The box of a seat's table of played cards (None when it is empty)."""
        return union([r for _g, r in lay.table_cards(seat, view.tables[seat])])

    def keep_clear(self, table: TableScene) -> list[pygame.Rect]:
        """What a bubble must not cover when it can be helped: the header and the
        standings strip under it, the hint and the fan."""
        lay, view = table.layout, table.view
        out = [pygame.Rect(0, 0, lay.felt_rect.w, lay.strip_rect.bottom)]
        if view is None:
            return out
        hint = table._hint(view)
        if hint:
            out.append(hint_box(lay, view, hint))
        fan = self._fan_rect(lay, len(table.fan()), table.fan_front())
        if fan is not None:
            out.append(fan)
        return out

    def avoid(self, table: TableScene) -> list[pygame.Rect]:
        """The table's things a bubble should rather not cover."""
        lay, view = table.layout, table.view
        s = lay.s
        out: list[pygame.Rect] = []
        if view is None:
            return out
        for seat in range(view.players):
            out.append(lay.seat_panel(seat))
            stacks = self._stacks(lay, view, seat)
            if stacks is not None:
                out.append(stacks)
            if view.chosen[seat] or (view.face_down_sizes and view.face_down_sizes[seat]):
                out.append(lay.front_rect(seat, 1))
        r = int(lay.arrow_radius + 8 * s)
        event = pygame.Rect(0, 0, 2 * r, 2 * r + int(40 * s))
        event.midtop = (lay.event_rect.centerx, lay.event_rect.centery - r)
        out.append(event)
        out += lay.kept_rects(sum(1 for n in view.kept if n))
        return out

    def bubble_width(self, lay: TableLayout) -> int:
        """A bubble's width at this table's scale."""
        return int(min(340 * lay.s, lay.felt_rect.w * 0.34))

    # ------------------------------------------------------------------ drawing

    def laid_out(
        self, table: TableScene
    ) -> tuple[BubbleBox, pygame.Rect, list[pygame.Rect]] | None:
        """The bubble of this moment, where it goes, and what it points at (the first)
        and outlines; None when the coach is quiet."""
        bubble = self.bubble(table)
        targets = self.targets(table)
        if bubble is None or not targets:
            return None
        lay = table.layout
        width = self.bubble_width(lay)
        clear = [*targets, *self.keep_clear(table)]
        best: tuple[int, BubbleBox, pygame.Rect] | None = None
        for wider in WIDER:  # a long text (a language longer than English): wider, lower
            box = BubbleBox(bubble, lay.s, int(width * wider))
            rect = self.where(table, box.size, targets)
            covered = sum(overlap(rect, r) for r in clear)
            if best is None or covered < best[0]:
                best = (covered, box, rect)
            if not covered:
                break
        assert best is not None
        return best[1], best[2], targets

    def draw(self, surface: pygame.Surface, table: TableScene) -> None:
        """The bubble of this moment, its arrow and the outlines of what it points at."""
        laid = self.laid_out(table)
        if laid is None:
            return
        box, rect, targets = laid
        s = table.layout.s
        for target in targets:
            outline(surface, target, s)
        draw_pointer(surface, rect, targets[0], s)
        box.draw(surface, rect)

    def where(
        self, table: TableScene, size: tuple[int, int], targets: list[pygame.Rect]
    ) -> pygame.Rect:
        """Where the bubble goes now, off what it points at and outlines (``targets``,
        the first pointed at), remembered while nothing it depends on moves."""
        lay = table.layout
        target = targets[0]
        avoid, clear = self.avoid(table), targets[1:] + self.keep_clear(table)
        key = (
            self.key,
            size,
            tuple(target),
            tuple(tuple(a) for a in avoid + clear),
            lay.felt_rect.size,
        )
        if key in self._placed:
            return self._placed[key]
        if len(self._placed) > 16:
            self._placed.clear()
        bounds = lay.felt_rect.inflate(-int(12 * lay.s), 0)
        bounds.top = lay.header_h + int(4 * lay.s)
        bounds.h = lay.height - bounds.top - int(6 * lay.s)
        rect = place_bubble(size, target, avoid, bounds, int(14 * lay.s), clear, lay.s)
        self._placed[key] = rect
        return rect

    def count_aside(self, size: tuple[int, int], s: float) -> int:
        """The width the count overlay leaves free at its left for the count's bubble."""
        return int(min(340 * s, size[0] * 0.3))

    def count_bubble(
        self, size: tuple[int, int], count_panel: pygame.Rect, s: float
    ) -> tuple[BubbleBox, pygame.Rect]:
        """The count's bubble and where it goes: in the room the count overlay leaves at
        its left (``count_aside``), level with its panel."""
        aside = self.count_aside(size, s)
        margin = int(14 * s)
        box = BubbleBox(texts.COUNT.texts(), s, aside - 2 * margin, t(texts.COUNT_GO_ON))
        rect = pygame.Rect((margin, 0), box.size)
        rect.centery = count_panel.centery
        rect.clamp_ip(pygame.Rect((0, 0), size))
        return box, rect

    def draw_on_count(self, surface: pygame.Surface, count_panel: pygame.Rect, s: float) -> None:
        """The count's bubble at the left of the count overlay's panel, pointing at it."""
        if "count" not in self.seen:
            self.seen.append("count")
        box, rect = self.count_bubble(surface.get_size(), count_panel, s)
        draw_pointer(surface, rect, count_panel, s)
        box.draw(surface, rect)

    # ------------------------------------------------------------------ leaving

    def ask_skip(self, table: TableScene) -> None:
        """Esc or the Skip button: ask first (keep learning is focused; Esc keeps it)."""
        app = table.app
        app.push(
            "tutorial_dialog",
            t(texts.SKIP_TITLE),
            [t(texts.SKIP_LINE)],
            [
                (t(texts.KEEP_LEARNING), app.back),
                (t(texts.SKIP), self._leave(table, "main_menu")),
            ],
            on_escape=app.back,
        )

    def finish(self, table: TableScene) -> None:
        """Round 1 is counted: how the player did, and a real game or the menu."""
        app = table.app
        count = table.session.game.counts[0]
        seat = table.viewer if table.viewer is not None else 0
        mine, best = count.totals[seat], max(count.totals)
        if mine == best:
            standing = tn(texts.DONE_LEADING, mine)
        else:
            leader = next(s for s, v in enumerate(count.totals) if v == best)
            standing = tn(texts.DONE_BEHIND, mine, name=table.seat_name(leader), best=best)
        lines = [standing, t(texts.DONE_NEXT)]
        to_menu = self._leave(table, "main_menu")
        app.push(
            "tutorial_dialog",
            t(texts.DONE_TITLE),
            lines,
            [(t(texts.REAL_GAME), self._leave(table, "new_game")), (t(texts.TO_MENU), to_menu)],
            on_escape=to_menu,
        )

    @staticmethod
    def _leave(table: TableScene, where: str) -> Callable[[], None]:
        """Leave the tutorial (its AI workers stopped; nothing saved) for the main menu,
        or for the New game screen over it."""

        def go() -> None:
            table.close()
            table.app.reset("main_menu")
            if where == "new_game":
                table.app.push("new_game")

        return go
