"""The tutorial's coach: short bubbles over the real table that point at the thing to do
now (the fan, the passing arrow, the kept cards, the others' face-down cards, the tables,
the standings strip, the count) and move on when the player does it: the lesson shown is a
function of the game as the table draws it (``lesson_for``), never a "Next" page.

Round 1 teaches a move at each of its first choices; once it is counted the player may
play on, and the later rounds teach what they add: at the first pick of rounds 2 and 3
the places their counts pay, the first time the hand holds a Militia card what Militia
pays, and in round 3, the first time the hand holds Alchemists, their fourth place;
the count's bubble says what each count pays.

Bubbles are drawn with ``guildes.ui.table.bubble`` (off what they point at, the hint,
the fan and the table's other things). The table runs the coach when it is opened with
``tutorial=True`` (``guildes.ui.tutorial.start``): it calls ``update``, ``draw``,
``draw_on_count`` (over the count overlay) and ``ask_skip`` (Esc or the Skip button);
once round 1 is counted the coach asks whether to play on or start a real game.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from functools import partial
from typing import TYPE_CHECKING

import pygame

from guildes.i18n import join, number, t, tn
from guildes.rules import Count, Phase, SeatView
from guildes.rules.cards import GUILDS, Guild
from guildes.ui.table.arrow import draw_pointer
from guildes.ui.table.band import Spot, fan_card_shape
from guildes.ui.table.bubble import (
    BubbleBox,
    Placer,
    aside_bubble,
    avoid,
    count_aside,
    draw_bubble,
    fan_card,
    fan_reach,
    fan_rect,
    stacks_rect,
    text_boxes,
    union,
)
from guildes.ui.table.steps import CardsFlipStep, CountStep
from guildes.ui.tutorial import texts
from guildes.ui.tutorial.texts import Bubble

if TYPE_CHECKING:
    from guildes.ui.app import App
    from guildes.ui.scene import SceneName
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
    "round2": texts.ROUND2,
    "round3": texts.ROUND3,
    "militia": texts.MILITIA,
    "alchemists": texts.ALCHEMISTS,
}
"""Every lesson at the table by key but "pass" (its words follow the round's direction:
``texts.PASS``); the count's bubble is drawn over the count."""
ONCE = {"militia": Guild.MILITIA, "alchemists": Guild.ALCHEMISTS}
"""The lessons given once, the first time the hand holds their guild (with no other
lesson at that moment; the Alchemists' in round 3 only), pointing at its card."""
COUNTS = {1: texts.COUNT, 2: texts.COUNT2, 3: texts.COUNT3}
"""The count's bubble by voting round."""
REVEAL_SLOWER = 2.5
"""The first reveal of the tutorial turns the cards over this many times slower, so that
the player sees every card turn over at once while its bubble says so."""


def _round_one(view: SeatView) -> str | None:
    """Round 1's lesson at this choice, if it has one."""
    step, last = view.step, view.steps
    if view.phase is Phase.DRAFT:
        lessons = {1: "pick", 2: "pass", 3: "kept"}
        return lessons.get(step, "last_pick" if step == last else None)
    if view.phase is Phase.PLAY:
        lessons = {1: "play", 2: "revealed", 3: "leads"}
        return lessons.get(step, "last_play" if step == last else None)
    return None


def lesson_for(view: SeatView, choosing: bool, done: Collection[str] = ()) -> str | None:
    """The lesson for this moment (None: the coach is quiet). Only while the player owes
    a choice: a lesson lasts until they make it, the next one comes with the next choice.
    ``done``: the lessons given at an earlier moment (a once-lesson is not given again)."""
    if not choosing or view.outcome is not None:
        return None
    if view.voting_round == 1:
        fixed = _round_one(view)
        if fixed is not None:
            return fixed
    elif view.phase is Phase.DRAFT and view.step == 1:
        return "round2" if view.voting_round == 2 else "round3"
    for key, guild in ONCE.items():
        late = key == "alchemists" and view.voting_round < 3
        if key not in done and not late and view.hand[guild]:
            return key
    return None


class Coach:
    """The tutorial's bubbles at one table; see the module docstring."""

    def __init__(self) -> None:
        self.key: str | None = None
        """The lesson shown now (None: quiet)."""
        self.seen: list[str] = []
        """Every lesson shown so far, in order (the count's is "count")."""
        self.count_shown = False
        """The table showed a count (the table sets it as it opens the count)."""
        self.offered = False
        """Round 1 is counted: the dialog that offers to play on was opened."""
        self.first_reveal: CardsFlipStep | None = None
        """The first reveal of the play, while it plays (slower, with its bubble)."""
        self.placer = Placer()
        self.arrow: tuple[tuple[int, int], tuple[int, int]] | None = None
        """The lesson's arrow as last drawn, from the bubble to its tip (None: none)."""

    # ------------------------------------------------------------------ what to teach

    def update(self, table: TableScene) -> None:
        """Follow the game: the lesson of this moment; once the table has shown the count
        of round 1 and it is closed, the dialog that offers to play on."""
        view = table.view
        done = [k for k in self.seen if k != self.key]
        key = None if view is None else lesson_for(view, table.can_choose(), done)
        if self._revealing(table):
            key = "reveal"
        if key != self.key:
            self.key = key
            if key is not None and key not in self.seen:
                self.seen.append(key)
        counting = any(isinstance(step, CountStep) for step in table.steps)
        if self.count_shown and not counting and table.app.stack.top is table:
            self.count_shown = False
            if not self.offered:
                self.offered = True
                self.finish(table)

    def _revealing(self, table: TableScene) -> bool:
        """True while the play's first reveal animates (it is slowed down once)."""
        step, view = table.step, table.shown.public
        first = self.first_reveal is None and view.voting_round == 1
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
        values = join([number(v) for v in GUILDS[Guild.ALCHEMISTS].values[2]])
        return bubble.texts(giver=giver, plays=view.steps, kept=sum(view.hand), values=values)

    # ------------------------------------------------------------------ where things are

    def targets(self, table: TableScene) -> list[pygame.Rect]:
        """What the bubble points at (the first) and the other things it outlines."""
        lay, view = table.layout, table.view
        if view is None or self.key is None:
            return []
        fan = fan_rect(lay, len(table.fan()), table.fan_front())
        if self.key in ONCE:
            card = fan_card(lay, table.fan(), ONCE[self.key], table.fan_front())
            if card is not None:
                return [card]
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
            stacks = [stacks_rect(lay, view, seat) for seat in seats]
            found = [r for r in stacks if r is not None]
            if found:
                return found
        if self.key == "leads":
            return [lay.strip_rect]
        return [fan] if fan is not None else []

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
        box, rect = self.placer.laid_out(table, bubble, targets)
        return box, rect, targets

    def draw(self, surface: pygame.Surface, table: TableScene) -> None:
        """The bubble of this moment, its arrow and the outlines of what it points at."""
        laid = self.laid_out(table)
        if laid is not None:
            box, rect, targets = laid
            lay, count, front = table.layout, len(table.fan()), table.fan_front()
            fan = fan_rect(lay, count, front)
            outlines: list[pygame.Rect | tuple[Sequence[Spot], Sequence[Spot]]] = [
                fan_reach(lay, r, count, front) if r == fan else r for r in targets
            ]
            if self.key in ONCE:  # a lesson's card: the band hugs it, turned as it lies
                frame = table.drawn_frame  # the fan as drawn under it, a card maybe risen
                rise: Callable[[int], float] = _at_rest
                if frame is not None:
                    rise = partial(frame.rise, count=count)
                shape = fan_card_shape(lay, table.fan(), ONCE[self.key], front, rise)
                if shape is not None and targets[0] != fan:
                    outlines[0] = shape
            words = text_boxes(table)
            panels = [lay.seat_panel(seat) for seat in range(lay.players)]
            self.arrow = draw_bubble(
                surface,
                box,
                rect,
                targets,
                lay.s,
                words,
                outlines,
                lay.felt_rect,
                panels,
                avoid(table),
            )

    def count_aside(self, size: tuple[int, int], s: float) -> int:
        """The width the count overlay leaves free at its left for the count's bubble."""
        return count_aside(size, s)

    def count_extras(self, table: TableScene, count: Count) -> dict[str, object]:
        """What the count overlay is opened with: room at its left and the count's
        bubble drawn there."""
        self.count_shown = True
        s = table.layout.s
        return {
            "aside": count_aside(table.app.size, s),
            "decorate": partial(self.draw_on_count, s=s, voting_round=count.voting_round),
            "auto": False,  # the words beside it are read at the player's pace
        }

    def count_bubble(
        self, size: tuple[int, int], count_panel: pygame.Rect, s: float, voting_round: int = 1
    ) -> tuple[BubbleBox, pygame.Rect]:
        """The count's bubble and where it goes: in the room the count overlay leaves at
        its left, level with its panel; its words say what this round's count pays."""
        words = COUNTS[voting_round].texts()
        return aside_bubble(words, t(texts.COUNT_GO_ON), size, count_panel, s)

    def draw_on_count(
        self, surface: pygame.Surface, count_panel: pygame.Rect, s: float, voting_round: int = 1
    ) -> None:
        """The count's bubble at the left of the count overlay's panel, pointing at it
        (its words say what this round's count pays)."""
        key = "count" if voting_round == 1 else f"count{voting_round}"
        if key not in self.seen:
            self.seen.append(key)
        box, rect = self.count_bubble(surface.get_size(), count_panel, s, voting_round)
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
        """Round 1 is counted: how the player did, and playing on (focused: rounds 2
        and 3 with their lessons), a real game or the menu."""
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
            [
                (t(texts.PLAY_ON), app.back),
                (t(texts.REAL_GAME), self._leave(table, "new_game")),
                (t(texts.TO_MENU), to_menu),
            ],
            on_escape=to_menu,
        )

    @staticmethod
    def closing(app: App) -> None:
        """The tutorial played to its end (the results shown): its closing word, what to
        do next: a game against the AI (focused), the rules, or this game's results and
        their review."""

        def to(where: SceneName) -> Callable[[], None]:
            def go() -> None:
                app.reset("main_menu")
                if where == "new_game":
                    app.push("new_game", against_ai=True)
                else:
                    app.push(where)

            return go

        app.push(
            "tutorial_dialog",
            t(texts.END_TITLE),
            [t(key) for key in texts.END_LINES],
            [
                (t(texts.END_PLAY), to("new_game")),
                (t(texts.END_RULES), to("rules")),
                (t(texts.END_RESULTS), app.back),
            ],
            on_escape=app.back,
        )

    @staticmethod
    def _leave(table: TableScene, where: str) -> Callable[[], None]:
        """Leave the tutorial (its AI workers stopped; nothing saved) for the main menu,
        or for the New game screen over it."""

        def go() -> None:
            table.close()
            table.app.reset("main_menu")
            if where == "new_game":
                table.app.push("new_game", against_ai=True)

        return go


def _at_rest(_index: int) -> float:
    """No card of the fan risen (a table not drawn yet)."""
    return 0.0
