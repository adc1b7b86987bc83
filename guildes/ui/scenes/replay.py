"""Watching a saved or finished game on the real table.

The table is drawn by ``draw_table`` from the ``PublicView`` only (what everyone may
know: a spectator's seat), and each step is animated by the same steps as a live game
(``steps_for``: hands passing, cards flipping, the count). A side panel holds the
controls, each with its key: Space play/pause, Left/Right step, +/- speed (0.5x, 1x,
2x, 4x), 1/2/3 jump to just after a count, Home/End, H every hand, Esc back; clicking
the progress bar goes to that step.

Every hand (H): only for a game played to its end, at any position of it (the game is
over, nothing is left to hide; ``Game.view`` of each seat is drawn over its panel). A
save of a game in progress never shows a hand: the toggle stays off.
"""

from __future__ import annotations

from collections import deque

import pygame
import pygame_gui

from guildes.i18n import number
from guildes.i18n import t as tr
from guildes.rules import Count, Phase, PublicView
from guildes.saves.replay import Replay
from guildes.saves.savefile import SavedGame
from guildes.ui import palette
from guildes.ui.fonts import font, text
from guildes.ui.layout import TableLayout, layout_for
from guildes.ui.open_hands import draw_open_hands
from guildes.ui.scene import Scene
from guildes.ui.standings import ordinal
from guildes.ui.table.drawing import draw_table
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.hand_rest import redraw_words, resting_backs
from guildes.ui.table.steps import Step
from guildes.ui.table.timeline import opening_steps, steps_for
from guildes.ui.table.views import TableViews
from guildes.ui.textfit import fit_lines
from guildes.ui.trick_texts import trick_phase
from guildes.ui.widgets import pressed_button

SPEEDS = (0.5, 1.0, 2.0, 4.0)
"""Replay speeds; 1x plays each step as long as a live game at the animation setting."""
DWELL = 0.7
"""Seconds each position stays on the table while playing, at 1x."""
PHASE_WORDS = {
    Phase.DRAFT: "phase.draft",
    Phase.REDISTRIBUTE: "phase.redistribution",
    Phase.PLAY: "phase.play",
}


def position_line(view: PublicView) -> str:
    """Where the replay stands, in words: "Round 2 · Play 3 of 7"."""
    if view.outcome is not None:
        return tr("replay.over")
    if view.phase is Phase.TRICKS:
        where = tr("table.round", round=view.voting_round)
        turn = min(view.turn + 1, len(view.turn_order))
        step = tr("slot.step", phase=trick_phase(), step=turn, steps=len(view.turn_order))
        return tr("slot.where", round=where, phase=step)
    phase = tr(PHASE_WORDS.get(view.phase, "phase.play"))
    where = tr("table.round", round=view.voting_round)
    if view.phase is Phase.REDISTRIBUTE:
        return tr("slot.where", round=where, phase=phase)
    step = tr("slot.step", phase=phase, step=view.step, steps=view.steps)
    return tr("slot.where", round=where, phase=step)


class ReplayScene(Scene):
    """The replay viewer; see the module docstring."""

    name = "replay"

    def __init__(self, app, saved: SavedGame) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.saved = saved
        self._at: tuple[tuple[int, int], PublicView] | None = None
        self.replay = Replay(saved)
        self.shown = TableViews.now(self.replay.game)
        """The views at the current position (drawn when no step plays)."""
        self.steps: deque[Step] = deque()
        self.playing = False
        self.speed_index = 1
        self.wait = 0.0
        """Seconds left before playing goes on to the next step."""
        self.show_hands = False
        self.clock = 0.0
        self.message = ""
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.bar = pygame.Rect(0, 0, 0, 0)
        self.side_lines: list[pygame.Rect] = []
        """Where the side panel's lines were last drawn."""
        self.hands_drawn = 0
        """Frames on which other seats' hands were drawn (for tests)."""

    # ------------------------------------------------------------------ state

    @property
    def speed(self) -> float:
        """The replay speed factor (0.5 to 4)."""
        return SPEEDS[self.speed_index]

    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""
        return [s.name for s in self.saved.seats]

    @property
    def can_show_hands(self) -> bool:
        """Every hand may be shown: the saved game was played to its end."""
        return self.replay.finished

    @property
    def step(self) -> Step | None:
        """The animation step playing now, if one has started."""
        return self.steps[0] if self.steps and self.steps[0].started else None

    def views(self) -> TableViews:
        """The views drawn now (a step's, while it plays)."""
        step = self.step
        return step.shown() if step is not None else self.shown

    # ------------------------------------------------------------------ moving

    def _settle(self) -> None:
        """Drop any animation and show the current position as it stands."""
        self.steps.clear()
        self.shown = TableViews.now(self.replay.game)
        self.wait = 0.0

    def seek(self, position: int) -> None:
        """Go to ``position`` at once (no animation)."""
        self.replay.seek(position)
        self._settle()
        if self.replay.at_end:
            self.playing = False

    def forward(self) -> None:
        """One step on, animated as at a live table (from the first position, the game's
        start first: the first Event card, the first deal of the trick cards)."""
        if self.steps:  # finish what plays now at once
            self._settle()
        if self.replay.at_end:
            self.playing = False
            return
        before = self.shown
        if self.replay.position == 0:  # the game's start first, as at a live table
            started = self.replay.game.opening_happenings()
            self.steps.extend(opening_steps(started, before, self.app.speed))
        happened = self.replay.advance()
        after = TableViews.now(self.replay.game)
        self.steps.extend(steps_for(happened, before, after, self.app.speed, self.names))
        self.shown = after
        self.wait = DWELL

    def back(self) -> None:
        """One step back (at once)."""
        self.playing = False
        self.seek(self.replay.position - 1)

    def _speed(self) -> str:
        """The speed as "2x" ("0,5x" in a language with a decimal comma)."""
        return number(self.speed) + "x"

    def jump_to_count(self, k: int) -> None:
        """Just after count ``k``, if the game reached it."""
        counts = self.replay.count_positions()
        if 1 <= k <= len(counts):
            self.playing = False
            self.seek(counts[k - 1])
        else:
            self.message = tr("replay.no_count", round=k)

    def toggle_play(self) -> None:
        """Space: play or pause; playing at the end starts again from the beginning."""
        if self.playing:
            self.playing = False
            return
        if self.replay.at_end:
            self.seek(0)
        self.playing = True
        if not self.steps:
            self.forward()

    def change_speed(self, d: int) -> None:
        """+/-: the next speed up or down."""
        self.speed_index = max(0, min(len(SPEEDS) - 1, self.speed_index + d))

    def toggle_hands(self) -> None:
        """H: every seat's hand, only for a game played to its end."""
        if not self.can_show_hands:
            self.show_hands = False
            self.message = tr("replay.hands_later")
            return
        self.show_hands = not self.show_hands

    # ------------------------------------------------------------------ steps' host

    def play_sound(self, name: str) -> None:
        """A step asks for a sound."""
        self.app.sounds.play(name)

    def show_count(self, count: Count) -> None:
        """A count step shows the count overlay; it reports back when closed."""
        self.app.push("count", self.names, count, on_done=self.count_done)

    def count_done(self) -> None:
        """The count overlay closed."""
        if self.steps and self.steps[0].waiting:
            self.steps[0].finish()

    def game_over(self) -> None:
        """The replay reached the end of the game (the results are not shown again)."""
        self.playing = False

    def backs_rest(self, seat: int, count: int) -> tuple[tuple[int, int], int]:
        """Where ``seat``'s hand of backs rests on its panel, as drawn (``resting_backs``)."""
        return resting_backs(self.frame(), seat, count)

    def redraw_words(self, surface: pygame.Surface, seat: int, fans: list[pygame.Rect]) -> None:
        """``seat``'s panel's words again, over a passing hand (``hand_rest``)."""
        redraw_words(surface, self.frame(), seat, fans)

    def busy(self) -> bool:
        """A step animates, or the replay plays on by itself: full frame rate."""
        return bool(self.steps) or self.playing

    def update(self, dt: float) -> None:
        self.clock += dt
        dt *= self.speed
        while self.steps:
            step = self.steps[0]
            if not step.started:
                step.start(self)
                if step.waiting:
                    return
            step.advance(dt)
            if not step.done:
                return
            self.steps.popleft()
            dt = 0.0
        if self.playing:
            self.wait -= dt
            if self.wait <= 0:
                self.forward()

    # ------------------------------------------------------------------ input

    KEYS = {
        pygame.K_SPACE: "play",
        pygame.K_RIGHT: "next",
        pygame.K_LEFT: "back",
        pygame.K_HOME: "start",
        pygame.K_END: "end",
        pygame.K_PLUS: "faster",
        pygame.K_EQUALS: "faster",
        pygame.K_KP_PLUS: "faster",
        pygame.K_MINUS: "slower",
        pygame.K_KP_MINUS: "slower",
        pygame.K_1: "count1",
        pygame.K_2: "count2",
        pygame.K_3: "count3",
        pygame.K_h: "hands",
        pygame.K_ESCAPE: "leave",
    }

    def command(self, key: str) -> None:
        """A control by its name (a button or its key)."""
        self.message = ""
        if key == "play":
            self.toggle_play()
        elif key == "next":
            self.playing = False
            self.forward()
        elif key == "back":
            self.back()
        elif key == "start":
            self.playing = False
            self.seek(0)
        elif key == "end":
            self.playing = False
            self.seek(self.replay.length)
        elif key in ("faster", "slower"):
            self.change_speed(1 if key == "faster" else -1)
        elif key.startswith("count"):
            self.jump_to_count(int(key[-1]))
        elif key == "hands":
            self.toggle_hands()
        elif key == "leave":
            self.app.back()
        self._refresh_buttons()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = pressed_button(event, self.buttons)
            if key is not None:
                self.command(key)
            return key is not None
        if event.type == pygame.KEYDOWN and event.key in self.KEYS:
            self.command(self.KEYS[event.key])
            return True
        if (
            event.type == pygame.MOUSEBUTTONDOWN
            and event.button == 1
            and self.bar.collidepoint(event.pos)
            and self.replay.length
        ):
            frac = (event.pos[0] - self.bar.x) / max(1, self.bar.w)
            self.playing = False
            self.seek(round(frac * self.replay.length))
            self._refresh_buttons()
            return True
        return False

    # ------------------------------------------------------------------ widgets

    @property
    def layout(self) -> TableLayout:
        """The table, less the control panel on the right."""
        w, h = self.app.size
        return layout_for(
            w,
            h,
            len(self.saved.seats),
            0,
            self.side_width,
            float(self.app.settings.ui_scale),
            "dirty_tricks" in self.saved.config.variants,
        )

    @property
    def side_width(self) -> int:
        """Width of the control panel: a fifth of the window, wider when the language's
        words need it (up to 30%)."""
        w = self.app.size[0]
        return min(max(int(w * 0.2), int(250 * self.app.scale), self._words_width()), int(w * 0.3))

    def _words_width(self) -> int:
        """The width the panel's words need (lines and two-button rows), margins
        included."""
        s = self.app.scale
        lines = [
            (tr(k), 12, False)
            for k in ("replay.keys_1", "replay.keys_2", "replay.keys_3", "replay.keys_4")
        ]
        lines += [
            (tr(k), 13, False)
            for k in ("replay.after_count", "replay.hands_shown", "replay.h_shows")
        ]
        lines.append((tr("replay.hands_hidden"), 13, False))
        lines.append(
            (
                tr("replay.step", step=99, steps=99, state=tr("replay.paused"), speed="0.5x"),
                14,
                False,
            )
        )
        step = tr("slot.step", phase=tr("phase.redistribution"), step=10, steps=10)
        where = tr("slot.where", round=tr("table.round", round=3), phase=step)
        lines.append((where, 17, True))
        need = max(font(int(size * s), bold).size(line)[0] for line, size, bold in lines)
        button = self.app.manager.get_theme().get_font(["button"])
        pairs = [
            ("replay.back", "replay.next"),
            ("replay.start", "replay.end"),
            ("replay.slower", "replay.faster"),
        ]
        widest = max(button.size(tr(k))[0] for pair in pairs for k in pair)
        single = max(button.size(tr(k))[0] for k in ("replay.show_hands", "replay.hide_hands"))
        need = max(need, 2 * (widest + int(16 * s)) + int(6 * s), single + int(16 * s))
        return need + 2 * int(12 * s) + 4

    def _side(self) -> pygame.Rect:
        w, h = self.app.size
        return pygame.Rect(w - self.side_width, 0, self.side_width, h)

    def enter(self) -> None:
        s = self.app.scale
        side = self._side()
        pad = int(12 * s)
        bh = int(34 * s)
        gap = int(6 * s)
        inner = side.w - 2 * pad
        y = side.y + int(150 * s)
        rows: list[list[tuple[str, str]]] = [
            [("play", tr("replay.play"))],
            [("back", tr("replay.back")), ("next", tr("replay.next"))],
            [("start", tr("replay.start")), ("end", tr("replay.end"))],
            [("slower", tr("replay.slower")), ("faster", tr("replay.faster"))],
            [("count1", ordinal(1)), ("count2", ordinal(2)), ("count3", ordinal(3))],
            [("hands", tr("replay.show_hands"))],
            [("leave", tr("common.back_esc"))],
        ]
        m = self.app.manager
        for row in rows:
            if row[0][0] == "leave":
                y = side.bottom - pad - bh
            bw = (inner - gap * (len(row) - 1)) // len(row)
            for i, (key, label) in enumerate(row):
                rect = pygame.Rect(side.x + pad + i * (bw + gap), y, bw, bh)
                self.buttons[key] = pygame_gui.elements.UIButton(
                    rect,
                    label,
                    m,
                    object_id=pygame_gui.core.ObjectID(object_id=f"#replay_{key}"),
                )
            y += bh + gap + (int(26 * s) if row[0][0] in ("slower", "count1") else 0)
        self._refresh_buttons()

    def leave(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.buttons.clear()

    def _refresh_buttons(self) -> None:
        b = self.buttons
        if not b:
            return
        b["play"].set_text(tr("replay.pause") if self.playing else tr("replay.play"))
        counts = len(self.replay.count_positions())
        for k in (1, 2, 3):
            (b[f"count{k}"].enable if k <= counts else b[f"count{k}"].disable)()
        (b["hands"].enable if self.can_show_hands else b["hands"].disable)()
        b["hands"].set_text(tr("replay.hide_hands") if self.show_hands else tr("replay.show_hands"))
        (b["slower"].enable if self.speed_index > 0 else b["slower"].disable)()
        (b["faster"].enable if self.speed_index < len(SPEEDS) - 1 else b["faster"].disable)()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        views = self.views()
        lay = self.layout
        draw_table(surface, self.frame())
        if self.show_hands and self.can_show_hands:
            names = [seat.name for seat in self.saved.seats]
            draw_open_hands(surface, lay, views.seats, names, views.public.tables)
            self.hands_drawn += 1
        self._draw_side(surface, self._position_view())

    def frame(self) -> TableFrame:
        """What the table draws now: the public view, as a spectator sees it."""
        views = self.views()
        return TableFrame(
            layout=self.layout,
            seats=self.saved.seats,
            view=views.public,  # what everyone may know: a spectator's seat
            step=self.step,
            clock=self.clock,
            thinking=(),
            choosing=False,
            hint="",
            hover=None,
            focus=0,
            pointed=None,
            finished=False,
            spectating=True,
            drawn_sizes=views.drawn_sizes,
        )

    def _position_view(self) -> PublicView:
        """The public view at the replay's position (worked out once per position)."""
        key = (id(self.replay.game), self.replay.position)
        if self._at is None or self._at[0] != key:
            self._at = (key, self.replay.game.public_view())
        return self._at[1]

    def _draw_side(self, surface: pygame.Surface, view: PublicView) -> None:
        """The side panel: where the replay stands (``view``: the game at its position, not
        the step still animating, which said "Draft 1" at step 1 and jumped to "Draft 3" at
        step 2), its controls and notes."""
        s = self.app.scale
        side = self._side()
        self.side_lines = []
        pygame.draw.rect(surface, (24, 30, 28), side)
        pygame.draw.line(surface, palette.GOLD, side.topleft, side.bottomleft, 2)
        pad = int(12 * s)
        x, y = side.x + pad, int(10 * s)
        t = self._line(surface, tr("replay.title"), int(24 * s), palette.GOLD, True, (x, y))
        y += t.get_height() + int(4 * s)
        t = self._line(surface, position_line(view), int(17 * s), palette.CREAM, True, (x, y))
        y += t.get_height() + int(2 * s)
        rp = self.replay
        state = tr("replay.playing") if self.playing else tr("replay.paused")
        t = self._line(
            surface,
            tr("replay.step", step=rp.position, steps=rp.length, state=state, speed=self._speed()),
            int(14 * s),
            (200, 190, 160),
            False,
            (x, y),
        )
        y += t.get_height() + int(12 * s)
        self._draw_bar(surface, pygame.Rect(x, y, side.w - 2 * pad, int(14 * s)))
        # labels under the rows that need one (the buttons are widgets, drawn after)
        bh, gap = int(34 * s), int(6 * s)
        y0 = side.y + int(150 * s) + 4 * (bh + gap)
        speed = tr("replay.speed", speed=self._speed())
        self._line(surface, speed, int(13 * s), palette.CREAM, False, (x, y0 + int(4 * s)))
        y1 = y0 + int(26 * s) + bh + gap
        after = tr("replay.after_count")
        self._line(surface, after, int(13 * s), palette.CREAM, False, (x, y1 + int(4 * s)))
        y2 = y1 + int(26 * s) + bh + gap
        note = (
            tr("replay.hands_shown")
            if self.show_hands
            else (tr("replay.h_shows") if self.can_show_hands else tr("replay.hands_hidden"))
        )
        self._line(surface, note, int(13 * s), palette.CREAM, False, (x, y2 + int(4 * s)))
        if self.message:
            self._line(
                surface, self.message, int(13 * s), palette.GOLD, True, (x, y2 + int(24 * s))
            )
        keys = (
            tr("replay.keys_1"),
            tr("replay.keys_2"),
            tr("replay.keys_3"),
            tr("replay.keys_4"),
        )
        ky = side.bottom - int(12 * s) - bh - int(8 * s)
        above = max(r.bottom for r in self.side_lines) + int(4 * s)
        for line in reversed(keys):  # from the bottom up, those with room (large text)
            ky -= text(line, int(12 * s), (200, 190, 160)).get_height()
            if ky < above:
                break
            self._line(surface, line, int(12 * s), (200, 190, 160), False, (x, ky))

    def _line(
        self,
        surface: pygame.Surface,
        line: str,
        size: int,
        color: tuple[int, int, int],
        bold: bool,
        at: tuple[int, int],
    ) -> pygame.Surface:
        """A line of the side panel at ``at``, set smaller (then ellipsized) when it would
        run past the panel's inner edge; where it went is kept in ``side_lines``."""
        side = self._side()
        room = side.right - int(12 * self.app.scale) - at[0]
        px, lines = fit_lines(line, size, room, 1, bold)
        t = text(lines[0] if lines else "", px, color, bold)
        surface.blit(t, at)
        self.side_lines.append(t.get_rect(topleft=at))
        return t

    def _draw_bar(self, surface: pygame.Surface, bar: pygame.Rect) -> None:
        """Progress over the game, a tick at each count; a click goes there."""
        self.bar = bar.inflate(0, 10)
        rp = self.replay
        pygame.draw.rect(surface, (60, 70, 66), bar, border_radius=bar.h // 2)
        frac = rp.position / rp.length if rp.length else 0.0
        done = pygame.Rect(bar.x, bar.y, max(bar.h, int(bar.w * frac)), bar.h)
        pygame.draw.rect(surface, palette.GOLD, done, border_radius=bar.h // 2)
        for k, p in enumerate(rp.count_positions()):
            px = bar.x + int(bar.w * p / max(1, rp.length))
            pygame.draw.line(surface, palette.CREAM, (px, bar.y - 4), (px, bar.bottom + 4), 2)
            t = text(str(k + 1), int(11 * self.app.scale), palette.CREAM, True)
            surface.blit(t, t.get_rect(midtop=(px, bar.bottom + 5)))
