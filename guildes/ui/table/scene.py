"""The table scene: who looks at the table, the queue of animation steps made from what
the session applied, the buttons and the docked log (its lines: ``game_log``), and going
to the curtain, the counts and the results (by name, through the app).

The table draws from views only (``TableViews``), which lag behind the session while
steps play: the viewer's ``SeatView`` when someone looks (the one human at the table, or
in hotseat the player who lifted the curtain), else the ``PublicView`` (AI-only games,
hotseat between turns).

Opened with ``tutorial=True``, the table runs the tutorial's coach (``coach``): its
bubbles over the table, Esc and the Skip button to leave it, and the offer to play on
once round 1 is counted; a tutorial is never counted in the statistics. Any other
game with a variant shows the variants' tips (``tips``), once per player profile.
"""

from __future__ import annotations

import html
from collections import deque
from collections.abc import Callable
from functools import partial

import pygame
import pygame_gui

from guildes.deal import code_of
from guildes.i18n import revision
from guildes.i18n import t as tr
from guildes.rules import (
    PICKS,
    PLAYS,
    Choice,
    ChoiceKind,
    Count,
    Phase,
    PublicView,
    SeatView,
)
from guildes.rules.choices import DRAW, GIVES
from guildes.session import Session
from guildes.ui.fonts import font, theme_size
from guildes.ui.layout import TableLayout, layout_for
from guildes.ui.save_strip import draw_save_strip
from guildes.ui.scene import Scene
from guildes.ui.table.ai_seats import AiSeatsGoOn
from guildes.ui.table.coach import Coach
from guildes.ui.table.drawing import draw_table, draw_tips, hint_box
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.game_log import (
    GameLog,
    floating_log_rect,
    log_shown_at_start,
)
from guildes.ui.table.hand_rest import redraw_words, resting_backs
from guildes.ui.table.hint_panel import HintPanel
from guildes.ui.table.input import TableInput
from guildes.ui.table.kept_keys import Click, KeptKeys, Moment, click_on_fan, fan_drawn
from guildes.ui.table.narration import opening
from guildes.ui.table.prompt import prompt
from guildes.ui.table.steps import Step, ease_out
from guildes.ui.table.timeline import opening_steps, steps_for
from guildes.ui.table.tips import tips_for
from guildes.ui.table.trick_table import next_trick_focus, trick_at
from guildes.ui.table.trick_turn import CONFIRM_GUARD_S, TrickTurn, follow
from guildes.ui.table.trick_turn_drawing import draw_trick_turn
from guildes.ui.table.views import TableViews, events_apply, fan_cards
from guildes.ui.tutorial import texts as tutorial_texts

LIFT_GUARD_S = 0.5
"""After a hotseat curtain lifts, presses are dropped until none has come for this long:
a second Enter meant for the curtain must not pick a card of a hand its player has not
seen yet."""
LIFT_RISE_S = 0.2
"""How long the focused card of the fan takes to rise when the viewer's turn to choose
begins (the passed hand arrived): it eases up instead of jumping."""
COUNT_GUARD_S = 0.5
"""After the count closes, presses are dropped this long: the count closes by itself,
and a press meant to close it must not act on the table."""


class TableScene(GameLog, AiSeatsGoOn, Scene):
    """The game table; see the module docstring."""

    name = "table"

    def __init__(self, app, session: Session, tutorial: bool = False) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.coach: Coach | None = Coach() if tutorial else None
        """The tutorial's coach, when this table is the tutorial."""
        self.drawn_frame: TableFrame | None = None
        """The frame drawn last (a pass asks where the hands rest in it)."""
        self.tips = tips_for(session.game.config.variants, bool(session.humans) and not tutorial)
        """The variants' tips, in a game with a variant and someone at it (``tips``)."""
        self.shown = TableViews.now(session.game)
        """The views drawn when no step plays (the last played step's ``after``)."""
        self.steps: deque[Step] = deque()
        self.viewer: int | None = session.humans[0] if len(session.humans) == 1 else None
        self.bottom = self.viewer if self.viewer is not None else (session.humans or [0])[0]
        self.input = TableInput()
        self.clock = 0.0
        self.log_lines: list[str] = []
        self.log_waiting = deque()
        self.told: list[Callable[[], list[str]]] = []
        """What the log tells, each as a function giving its lines in the language of the
        moment: after a switch of language the log is told again in the new one."""
        self.log_revision = revision()
        self.log_visible = log_shown_at_start(
            app.size, len(session.seats), float(app.settings.ui_scale)
        )
        self.log_box: pygame_gui.elements.UITextBox | None = None
        self.log_image: tuple[pygame.Surface, pygame.Rect] | None = None
        """The docked log as last drawn, shown while an overlay lies over the table (the
        log's widget is gone then: its place turned black)."""
        self.finished = False
        self.ended_here = not session.game.is_over
        """True when the game ends at this table (a finished save opened here was counted
        in the statistics when it ended)."""
        self.hand_drawn_at = -1
        """Frame number when a hand was last drawn face up, and whose (for tests)."""
        self.hand_drawn_of: int | None = None
        self.strip: tuple[pygame.Rect, str] | None = None
        """Where the saving warning was last drawn, and its line (None: not shown)."""
        self.lifted_at = -LIFT_GUARD_S
        """When the hotseat curtain was last lifted (table clock)."""
        self.count_closed_at = -COUNT_GUARD_S
        """When the count overlay last closed (table clock)."""
        self.choosing_since: float | None = None
        """When the viewer's turn to choose began (table clock; None: not choosing)."""
        self.selected: list[int] = []
        """Batches of two: the fan indices the viewer has chosen, not yet played."""
        self.lifted: tuple[int, tuple[int, ...]] | None = None
        """Confirm picks: the fan index lifted by a first click or Enter, with the fan it
        was lifted in (a new fan drops it)."""
        self.trick_turn: TrickTurn | None = None
        """The viewer's Dirty-Trick turn while it is theirs (``trick_turn``)."""
        self.chose_at: Moment | None = None
        """The moment of the viewer's last choice (``moment``)."""
        self.kept = KeptKeys()
        """Presses on the fan that could not act yet, played when they can (``kept_keys``)."""
        self.hint_panel = HintPanel() if session.practice else None
        """A practice game: the expert's hints on H (``hint_panel``)."""
        started = session.game.opening_happenings()
        tricks = "dirty_tricks" in session.game.config.variants
        self._tell(partial(opening, self.names, started, events_apply(self.shown.public), tricks))
        if not session.game.history:  # a new game: its first Event card, its first tricks
            self.steps.extend(opening_steps(started, self.shown, app.speed))

    # ------------------------------------------------------------------ widgets

    @property
    def layout(self) -> TableLayout:
        """Where everything goes for this window and bottom seat."""
        w, h = self.app.size
        log_w = int(w * 0.22) if self.log_visible and self.log_docked else 0
        return layout_for(
            w,
            h,
            len(self.session.seats),
            self.bottom,
            log_w,
            float(self.app.settings.ui_scale),
            "dirty_tricks" in self.session.game.config.variants,
        )

    def enter(self) -> None:
        lay = self.layout
        s = lay.s
        bw, bh = int(128 * s), int(32 * s)
        m = self.app.manager
        if self.log_revision != revision():
            self._retell()
        buttons = [
            *([("hint", tr("hints.button"))] if self.hint_panel is not None else []),
            ("counts", tr("table.counts_button")),
            ("log", tr("table.log_button")),
            ("menu", tr(tutorial_texts.SKIP_BUTTON) if self.coach else tr("results.menu")),
        ]
        label_font = font(theme_size(14, self.app.theme_scale), True)
        widths = [max(bw, label_font.size(label)[0] + int(24 * s)) for _key, label in buttons]
        x = lay.felt_rect.right - sum(w + 6 for w in widths) - 8
        for (key, label), w in zip(buttons, widths):
            self.input.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x, int(5 * s), w, bh),
                label,
                m,
                object_id=pygame_gui.core.ObjectID(object_id=f"#table_{key}"),
            )
            x += w + 6
        if self.log_visible:
            self._open_log_box(lay)

        if self.session.save_warning or (self.session.store and self.session.store.off):
            self.session.autosave()  # back from Settings, maybe with a folder that works

    def leave(self) -> None:
        for b in self.input.buttons.values():
            b.kill()
        self.input.buttons.clear()
        self._close_log_box()

    def close(self) -> None:
        """Stop the AI workers (the app is closing or the game is left)."""
        self.session.autosave()
        self.session.close()
        if self.hint_panel is not None:
            self.hint_panel.close()

    # ------------------------------------------------------------------ steps

    @property
    def step(self) -> Step | None:
        """The animation step playing now, if one has started."""
        return self.steps[0] if self.steps and self.steps[0].started else None

    def play_sound(self, name: str) -> None:
        """A step asks for a sound."""
        self.app.sounds.play(name)

    def handle_key(self, key: int) -> None:
        """A press kept while it could not act, played now (``kept_keys``)."""
        self.input.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""), self)

    def fan_drawn(self) -> tuple[int, ...] | None:
        """The viewer's fan as drawn now (``kept_keys``)."""
        return fan_drawn(self._views(), self.viewer, self.step)

    def click_at(self, pos: tuple[int, int]) -> Click | None:
        """The card of the viewer's fan drawn under ``pos`` now (``kept_keys``)."""
        return click_on_fan(self.layout, self._views(), self.viewer, self.step, pos)

    def show_count(self, count: Count) -> None:
        """A count step asks for the count overlay; it reports back when closed. At its
        left, the coach's bubble (the tutorial) or a tip about the count not seen yet."""
        extras: dict[str, object] = {"beside": self.layout.log_width}  # (the docked log's)
        if self.coach is not None or self.tips is not None:  # (a count shows to everyone)
            extras.update((self.coach or self.tips).count_extras(self, count))  # type: ignore[union-attr]
        self.app.push("count", self.names, count, on_done=self.count_done, **extras)

    def count_done(self) -> None:
        """The count overlay closed (a press, or by itself): the step that opened it is
        over. Presses are dropped a moment: one meant for the count, made as it closed
        by itself, must not act on the table."""
        self.count_closed_at = self.clock
        if self.steps and self.steps[0].waiting:
            self.steps[0].finish()

    def game_over(self) -> None:
        """The game-over step began."""
        self.finished = True

    def backs_rest(self, seat: int, count: int) -> tuple[tuple[int, int], int]:
        """Where ``seat``'s hand of backs rests on its panel, as drawn (``resting_backs``)."""
        return resting_backs(self.drawn_frame or self.frame(), seat, count)

    def redraw_words(self, surface: pygame.Surface, seat: int, fans: list[pygame.Rect]) -> None:
        """``seat``'s panel's words again, over passing hands (``hand_rest``)."""
        redraw_words(surface, self.drawn_frame or self.frame(), seat, fans)

    def skip(self) -> bool:
        """Finish at once every step that may be skipped; False if none is queued."""
        for step in self.steps:
            if step.skippable:
                step.finish()
        return bool(self.steps)

    def busy(self) -> bool:
        """An animation step is playing (passing, flips, the count...)."""
        return bool(self.steps)

    def still(self) -> bool:
        """Not while an AI seat thinks (its panel's dots move) or a hint is worked out,
        nor while a guard that changes the picture runs (the Dirty Trick panel's
        confirmation, the lifted curtain, the count just closed) or the focused card
        rises."""
        if self.session.ai_thinking() or (self.hint_panel is not None and self.hint_panel.thinking):
            return False
        turn = self.trick_turn
        if turn is not None and self.clock - turn.changed_at < CONFIRM_GUARD_S:
            return False
        return (
            self.lift() >= 1.0
            and self.clock - self.lifted_at >= LIFT_GUARD_S
            and self.clock - self.count_closed_at >= COUNT_GUARD_S
        )

    def update(self, dt: float) -> None:
        self.clock += dt
        session = self.session
        session.update()
        if self.hint_panel is not None:
            v = self.viewer
            self.hint_panel.update(None if v is None else (v, session.choices_made(v)))
        for note in session.take_log_notes():
            self._tell(partial(list, [f"<i>{html.escape(note)}</i>"]))
        if session.failed:  # autosaved; the player retries or leaves (the dialog's choice)
            self.app.push("ai_failed", session.failed, on_retry=session.retry, on_menu=self.close)
            return
        while session.applied:
            applied = session.applied.popleft()
            before = self.steps[-1].after if self.steps else self.shown
            new = steps_for(
                applied.happenings, before, TableViews.after(applied), self.app.speed, self.names
            )
            self.tell_played(applied.happenings, new, events_apply(applied.public))
            self.steps.extend(new)
        guard = 0
        while self.steps and guard < 200:
            guard += 1
            step = self.steps[0]
            if not step.started:
                step.start(self)
                if step.waiting:
                    return
                if self.finished:
                    self.step_played(self.steps.popleft())
                    self._finish()
                    return
            step.advance(dt)
            if not step.done:
                break
            self.step_played(self.steps.popleft())
            self.shown = step.after
            dt = 0.0
        if not self.steps:
            if session.game.is_over and not self.finished:  # e.g. a finished save was opened
                self.finished = True
                self._finish()
                return
            self._maybe_curtain()
        self._follow_trick()
        if not self.can_choose():
            self.choosing_since = None
        elif self.choosing_since is None:
            self.choosing_since = self.clock
        if self.coach is not None:
            shown = self.coach.key
            self.coach.update(self)
            if self.coach.key not in (None, shown) and self.kept.clear():
                self.play_sound("bump")  # a new lesson: presses made before it are let go
        self.kept.replay(self)
        if self.tips is not None:
            self.tips.update(self)

    def lift(self) -> float:
        """How far the focused card of the fan has risen (0 to 1, ``LIFT_RISE_S``)."""
        since = self.choosing_since
        return 1.0 if since is None else ease_out((self.clock - since) / LIFT_RISE_S)

    def moment(self) -> Moment | None:
        """Who looks at which round and phase, as drawn now (None: no one looks)."""
        if self.viewer is None:
            return None
        view = self._drawn()
        return Moment(self.viewer, view.voting_round, view.phase)

    def may_choose_later(self) -> bool:
        """The viewer cannot choose now but goes on choosing in the moment of their last
        choice (a press may wait: never one made before a first choice, e.g. during a
        round's banner, before the hand was seen)."""
        if self.can_choose() or self.trick_turn is not None or self.finished:
            return False
        return not self.session.game.is_over and self.moment() == self.chose_at

    def _follow_trick(self) -> None:
        """Dirty Tricks: the viewer's trick turn while it is theirs, else none."""
        mine = self.can_choose() and self.shown.public.phase is Phase.TRICKS
        viewer = self.viewer if mine else None
        self.trick_turn = follow(
            self.trick_turn,
            self.view if mine else None,
            (-1 if viewer is None else viewer, len(self.session.game.history)),
            lambda: self.session.game.legal_choices(viewer or 0),
            self.clock,
            self.session.seats,
            self.app.settings.confirm_picks,
        )

    def _finish(self) -> None:
        outcome = self.session.game.outcome
        if outcome is not None and any(w in self.session.humans for w in outcome.winners):
            self.app.sounds.play("win")  # a fanfare when a person won, as the confetti
        self.session.close()
        counted = self.session.humans and self.ended_here and self.coach is None
        if outcome is not None and counted:
            tags = self.session.game.config.variants | ({"hints"} if self.session.hinted else set())
            seats = self.session.seats
            code = code_of(self.session.game.config, [s.level for s in seats])
            self.app.record_game(seats, outcome, tags, code)
        self.app.replace("results", self.session, self.log_lines)
        if self.coach is not None:  # the tutorial played to its end: what next
            self.coach.closing(self.app)

    # ------------------------------------------------------------------ hotseat

    def _maybe_curtain(self) -> None:
        """Hotseat: between human decisions, hide everything until the next player says
        they are at the screen."""
        if not self.session.is_hotseat:
            return
        todo = self.session.humans_to_choose()
        if self.viewer is not None and self.viewer in todo:
            return
        self.viewer = None
        if todo:
            nxt = todo[0]
            self.bottom = nxt
            self.app.push(
                "curtain",
                nxt,
                self.seat_name(nxt),
                on_lift=partial(self.lift_curtain, nxt),
                on_menu=partial(self.command, "menu"),
            )

    def lift_curtain(self, seat: int) -> None:
        """The hotseat player ``seat`` is at the screen."""
        self.viewer = seat
        self.bottom = seat
        self.kept.clear()  # (never another player's presses)
        self.lifted_at = self.clock
        self.input.reset()
        self.selected = []
        self.lifted = None

    # ------------------------------------------------------------------ choosing

    @property
    def view(self) -> SeatView | None:
        """The viewer's view as drawn now, if someone looks."""
        return None if self.viewer is None else self.shown.seats[self.viewer]

    def can_choose(self) -> bool:
        """True when the viewer may pick or play now."""
        v = self.viewer
        return (
            v is not None
            and not self.steps
            and not self.session.applied
            and v in self.session.humans_to_choose()
        )

    def fan(self) -> list[int]:
        """The viewer's hand as guilds, in fan order, less a face-down choice."""
        view = self.view
        return [] if view is None else fan_cards(view)

    def fan_front(self) -> tuple[int, ...]:
        """Fan indices drawn in front of the others: the cards chosen for a batch of two,
        or the card lifted to be confirmed."""
        if self.choosing_two():
            return tuple(self.selected)
        lifted = self.lifted_index()
        return () if lifted is None else (lifted,)

    def confirming(self) -> bool:
        """A pick needs a second click or Enter now (the "confirm picks" setting)."""
        return self.app.settings.confirm_picks and not self.choosing_two()

    def lifted_index(self) -> int | None:
        """Confirm picks: the fan index lifted and waiting for its confirmation, if any
        (none once the fan changed or the viewer may not choose)."""
        if self.lifted is None or not self.confirming() or not self.can_choose():
            return None
        index, fan = self.lifted
        return index if tuple(self.fan()) == fan else None

    def drop_lift(self) -> bool:
        """Confirm picks: put the lifted card back (Esc); False if none was lifted."""
        lifted = self.lifted_index()
        self.lifted = None
        return lifted is not None

    def choosing_two(self) -> bool:
        """The viewer chooses two cards now (a batch of two)."""
        return self.can_choose() and self.shown.public.batch == 2

    def tables(self) -> tuple[tuple[int, ...], ...]:
        """Every seat's table as drawn now (cards per guild)."""
        return self._drawn().tables

    def choose(self, guild: int) -> None:
        """The viewer picks, gives or plays a card of ``guild`` (if they may now; in a
        batch of two, see ``pick_card``)."""
        if (
            not self.can_choose()
            or self.shown.public.batch == 2
            or self.shown.public.phase is Phase.TRICKS  # the trick turn's, never a card
        ):
            return
        choices = {Phase.DRAFT: PICKS, Phase.REDISTRIBUTE: GIVES}.get(
            self.shown.public.phase, PLAYS
        )
        self._send(choices[guild])

    def pick_card(self, index: int, enter: bool = False) -> None:
        """The viewer acts on card ``index`` of the fan: picks, gives or plays it; in a
        batch of two, chooses it or takes it back, and Enter with two chosen plays them."""
        cards = self.fan()
        if not self.choosing_two():
            if not 0 <= index < len(cards):
                return
            if self.confirming() and self.lifted_index() != index:
                if self.can_choose():  # the first click lifts it; one on another moves it
                    self.lifted = (index, tuple(cards))
                return
            self.lifted = None
            self.choose(cards[index])
            return
        if enter and len(self.selected) == 2:
            self.confirm()
        elif enter and self.selected == [index] and len(cards) > 1:
            # Enter again on the one card chosen: on to the next card to choose the second
            # (taking a card back is a click on it), so Enter alone always gets on.
            self.input.focus = (index + 1) % len(cards)
        elif index in self.selected:
            self.selected.remove(index)
        elif 0 <= index < len(cards):
            self.selected = [*self.selected[-1:], index]
            self.app.sounds.play("pick")

    def confirm(self) -> bool:
        """Batches of two: play the two chosen cards as the engine's pair choice."""
        if not self.choosing_two():
            return False
        cards = self.fan()
        if len(self.selected) == 2 and all(i < len(cards) for i in self.selected):
            g, h = sorted(cards[i] for i in self.selected)
            self._send(Choice(ChoiceKind.PLAY, g, other_guild=h))
        return True

    def send_trick(self, choice: Choice) -> None:
        """The viewer uses or declines their Dirty Trick (the trick turn's choice)."""
        self.trick_turn = None
        self._send(choice)

    def _send(self, choice: Choice) -> None:
        """Apply the viewer's choice and let go of the fan."""
        assert self.viewer is not None
        self.chose_at = self.moment()
        self.session.choose(self.viewer, choice)
        self.app.sounds.play("pick")
        self.input.hover = None
        self.selected = []
        self.lifted = None
        if self.session.is_hotseat and choice is not DRAW:
            self.viewer = None  # (after D's draw the same player chooses the card to play)
            self.kept.clear()

    # ------------------------------------------------------------------ input

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN) and (
            self.clock - self.lifted_at < LIFT_GUARD_S
            or self.clock - self.count_closed_at < COUNT_GUARD_S
        ):
            if self.clock - self.lifted_at < LIFT_GUARD_S:
                self.lifted_at = self.clock  # still pressing: the guard starts again
            return True  # a press meant for the curtain (or the count), not the table
        if self.tips is not None and not self.event_shown and self.tips.handle(event):
            return True  # (under the Event card shown large, Esc closes the card first)
        if self.kept.hold(event, self):
            return True
        turn = self.trick_turn
        if turn is not None and turn.handle(event, self):
            return True
        if (
            turn is not None
            and self.step is None
            and event.type == pygame.MOUSEMOTION
            and turn.panel_rect(self.layout).collidepoint(event.pos)
        ):
            self.input.point_away()  # the panel hides what lies under it
            return True
        return self.input.handle(event, self)

    def command(self, key: str) -> None:
        """A table button or its key: "counts", "log", "menu" or "hint"."""
        if key == "hint":
            if self.hint_panel is not None and self.viewer is not None and self.can_choose():
                game = self.session.game
                v = self.viewer
                made = self.session.choices_made(v)
                self.hint_panel.ask(game.view(v), game.legal_choices(v), made)
        elif key == "menu" and self.coach is not None:
            self.coach.ask_skip(self)
        elif key == "menu":
            self.app.push("pause", self.session, on_quit=self.close)
        elif key == "counts":
            self.app.push("counts", self.names, self.shown.public)
        elif key == "log":
            self.log_visible = not self.log_visible
            self.leave()
            self.enter()

    def trick_at(self, pos: tuple[int, int]) -> int | None:
        """Dirty Tricks: the seat whose trick card is under ``pos``, if any."""
        return trick_at(self.layout, self._drawn(), pos)

    def next_trick_focus(self, current: int | None) -> int | None:
        """Dirty Tricks: the seat whose trick text T shows after ``current``."""
        return next_trick_focus(self._drawn(), current)

    # ------------------------------------------------------------------ drawing

    def _views(self) -> TableViews:
        """The views drawn from now (a step's, while it plays)."""
        step = self.step
        return step.shown() if step is not None else self.shown

    def _drawn(self) -> PublicView:
        """The view drawn now: the viewer's, or the public one."""
        return self._views().seen_by(self.viewer)

    def _hint(self, view: PublicView) -> str:
        if self.trick_turn is not None:
            return ""  # the trick panel says what to do
        names = [self.seat_name(s) for s in self.session.ai_thinking()]
        lifted = self.lifted_index() is not None
        return prompt(view, self.can_choose(), lifted, self.confirming(), names)

    def draw(self, surface: pygame.Surface) -> None:
        frame = self.drawn_frame = self.frame()
        self._draw(surface, frame)

    def frame(self) -> TableFrame:
        """What the table draws now."""
        view = self._drawn()
        return TableFrame(
            layout=self.layout,
            seats=self.session.seats,
            view=view,
            step=self.step,
            clock=self.clock,
            thinking=self.session.ai_thinking(),
            choosing=self.can_choose() and self.trick_turn is None,
            hint=self._hint(view),
            hover=self.input.hover,
            focus=self.input.focus,
            pointed=self.input.pointed,
            finished=self.finished,
            event_open=self.event_shown,
            selected=self.fan_front(),
            tip=self.input.tip(self),
            name_tip=self.input.name_tip(),
            trick_focus=self.input.trick_shown,
            drawn_sizes=self._views().drawn_sizes,
            header_end=min(
                (int(b.relative_rect.left) for b in self.input.buttons.values()), default=None
            ),
            lift=self.lift(),
            count_landed=self._count_landed(),
        )

    def _count_landed(self) -> tuple[int, ...] | None:
        """The votes landed so far on each seat by the count playing over the table (the
        scene on top, when it is a count: it says so by its ``landed_votes``), else None."""
        top = self.app.stack.top
        landed = getattr(top, "landed_votes", None) if top is not self else None
        if not callable(landed):
            return None
        return tuple(int(landed(seat)) for seat in range(len(self.session.seats)))

    @property
    def event_shown(self) -> bool:
        """The Event card is shown large (pointed at, or pinned with E): no tip is drawn
        over it nor closed by the Esc meant for it (a hurried play test)."""
        return self.input.on_event or self.input.event_pinned

    def _draw(self, surface: pygame.Surface, frame: TableFrame) -> None:
        floating: tuple[pygame.Surface, pygame.Rect] | None = None
        if draw_table(surface, frame, tips=False):
            self.hand_drawn_at, self.hand_drawn_of = self.app.frame_count, self.viewer
        if self.log_box is None and self.log_visible and self.log_image is not None:
            image, rect = self.log_image  # (docked: over its side's wood, under an overlay)
            if rect.x == frame.layout.felt_rect.right:  # the same window and log
                surface.blit(image, rect)
            elif rect == floating_log_rect(frame.layout):
                floating = (image, rect)  # over the table, as the widget lies
        if self.trick_turn is not None and frame.step is None:
            draw_trick_turn(surface, frame.layout, self.trick_turn, self.clock)
        if self.coach is not None:
            self.coach.draw(surface, self)
        if self.tips is not None and not (self.event_shown and frame.step is None):
            self.tips.draw(surface, self)  # (not over the Event card shown large)
        if (panel := self.hint_panel) is not None and frame.step is None:
            said = [hint_box(frame.layout, frame.view, frame.hint)] if frame.hint else []
            said += [self.trick_turn.panel_rect(frame.layout)] if self.trick_turn else []
            drawn = panel.draw(surface, frame.layout, self.viewer, self.names, said)
            if drawn is not None and panel.hints and self.viewer is not None:
                self.session.hinted.add(self.viewer)
        draw_tips(surface, frame)  # over the panels: never seen through one
        if floating is not None:
            surface.blit(*floating)
        self.strip = None
        if self.session.save_warning:
            lay = frame.layout
            self.strip = draw_save_strip(
                surface, lay.felt_rect, lay.header_h, lay.s, self.session.save_warning
            )
