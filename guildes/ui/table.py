"""The table scene: the viewer's fan, the opponents, the Event card, and the beats that
animate what the rules engine reports (hands passing, cards flipping, counts).

What is drawn comes from ``self.shown``, a snapshot of the game that lags behind the
session while beats play. A seat's hidden cards are drawn only for ``self.viewer``: the
one human at the table, or in hotseat the player who lifted the curtain. With no viewer
(AI-only games, hotseat between turns) every hand shows its backs.
"""

from __future__ import annotations

import math
from collections import deque
from dataclasses import dataclass, field
from functools import partial

import pygame
import pygame_gui

from guildes.rules import (
    EVENT_CARDS,
    GUILDS,
    NUM_GUILDS,
    PICKS,
    PLAYS,
    CardsRevealed,
    Game,
    GameEnded,
    HandsPassed,
    LastCardsKept,
    Phase,
    RoundStarted,
    SeatChose,
    VotesCounted,
)
from guildes.session import Applied, Session
from guildes.ui import palette
from guildes.ui.cards import card_back, card_face, shadow, small_count_badge
from guildes.ui.draw import (
    backs_fan,
    banner,
    felt,
    panel,
    rotated_back,
    rotated_face,
    table_chips,
)
from guildes.ui.emblems import draw_arrow
from guildes.ui.fonts import text
from guildes.ui.layout import TableLayout
from guildes.ui.scene import Scene

LOG_CAP = 120


def ease_out(t: float) -> float:
    """Cubic ease-out on [0, 1]."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


@dataclass
class Beat:
    """One animated moment; ``after`` becomes the shown game when it ends."""

    kind: str
    duration: float
    after: Game
    before: Game
    data: dict[str, object] = field(default_factory=dict)
    t: float = 0.0
    started: bool = False

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)


class TableScene(Scene):
    """The game table; see the module docstring."""

    name = "table"

    def __init__(self, app, session: Session) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.shown: Game = session.game.copy()
        self.beats: deque[Beat] = deque()
        self.viewer: int | None = session.humans[0] if len(session.humans) == 1 else None
        self.bottom = (
            self.viewer if self.viewer is not None else (session.humans[0] if session.humans else 0)
        )
        self.hover: int | None = None
        self.focus = 0
        self.clock = 0.0
        self.log_lines: list[str] = []
        self.log_visible = app.size[0] >= 1600
        self.log_box: pygame_gui.elements.UITextBox | None = None
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        self.waiting_overlay = False
        self.finished = False
        self.hand_drawn_at = -1
        """Frame number when a hand was last drawn face up, and whose (for tests)."""
        self.hand_drawn_of: int | None = None
        self._log_opening()

    # ------------------------------------------------------------------ widgets

    @property
    def layout(self) -> TableLayout:
        w, h = self.app.size
        log_w = int(w * 0.22) if self.log_visible else 0
        return TableLayout(
            w, h, self.session.game.players, self.bottom, log_w, float(self.app.settings.ui_scale)
        )

    def enter(self) -> None:
        lay = self.layout
        s = lay.s
        bw, bh = int(128 * s), int(32 * s)
        x = lay.table_rect.right - 3 * (bw + 6) - 8
        m = self.app.manager
        for i, (key, label) in enumerate(
            [("counts", "Counts (C)"), ("log", "Log (L)"), ("menu", "Menu (Esc)")]
        ):
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x + i * (bw + 6), int(5 * s), bw, bh),
                label,
                m,
                object_id=pygame_gui.core.ObjectID(object_id=f"#table_{key}"),
            )
        if self.log_visible:
            r = pygame.Rect(lay.table_rect.right, 0, lay.log_width, lay.height)
            self.log_box = pygame_gui.elements.UITextBox(
                "<br>".join(self.log_lines[-LOG_CAP:]) + "<br>", r, m
            )
            self._scroll_log()

    def leave(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.buttons.clear()
        if self.log_box is not None:
            self.log_box.kill()
            self.log_box = None

    def close(self) -> None:
        """Stop the AI workers (the app is closing or the game is left)."""
        self.session.autosave()
        self.session.close()

    # ------------------------------------------------------------------ log

    @property
    def names(self) -> list[str]:
        """The players' names, by seat."""
        return [s.name for s in self.session.seats]

    def seat_name(self, seat: int) -> str:
        """The name of a seat's player (the log never says 'you')."""
        return self.session.seats[seat].name

    def _log(self, line: str) -> None:
        self.log_lines.append(line)
        if len(self.log_lines) > LOG_CAP * 2:
            del self.log_lines[:LOG_CAP]
            if self.log_box is not None:
                self.log_box.set_text("<br>".join(self.log_lines[-LOG_CAP:]) + "<br>")
                self._scroll_log()
            return
        if self.log_box is not None:
            self.log_box.append_html_text(line + "<br>")
            self._scroll_log()

    def _scroll_log(self) -> None:
        box = self.log_box
        if box is not None and box.scroll_bar is not None:
            box.scroll_bar.set_scroll_from_start_percentage(1.0)

    def _log_opening(self) -> None:
        names = ", ".join(s.name for s in self.session.seats)
        self._log(f"<b>New game</b>: {names}.")
        self._log_events(tuple(self.session.game.opening_happenings()))

    def _log_events(self, events: tuple[object, ...]) -> None:
        for e in events:
            if isinstance(e, HandsPassed):
                self._log(f"Everyone kept a card; hands pass {e.direction}.")
            elif isinstance(e, LastCardsKept):
                self._log("The draft is over: everyone keeps their last card.")
            elif isinstance(e, CardsRevealed):
                plays = ", ".join(
                    f"{self.seat_name(s)} {GUILDS[g].name}" for s, g in enumerate(e.cards)
                )
                self._log(f"Revealed: {plays}.")
            elif isinstance(e, VotesCounted):
                c = e.count
                parts = ", ".join(
                    f"{self.seat_name(s)} +{v} ({c.totals[s]})" for s, v in enumerate(c.votes)
                )
                self._log(f"<b>Count {c.voting_round}</b>: {parts}.")
                for gc in c.guilds:
                    if gc.awards:
                        first = gc.awards[0]
                        who = " & ".join(self.seat_name(s) for s in first.seats)
                        self._log(
                            f"  {GUILDS[gc.guild].name}: {who} first "
                            f"({first.cards} cards, {first.each} each)."
                        )
            elif isinstance(e, RoundStarted):
                ev = EVENT_CARDS[e.event_card]
                self._log(
                    f"<b>Round {e.voting_round}</b>: Event card <i>{ev.name}</i>; "
                    f"hands pass {e.direction}."
                )
            elif isinstance(e, GameEnded):
                o = e.outcome
                who = " & ".join(self.seat_name(s) for s in o.winners)
                self._log(f"<b>{who} win{'s' if len(o.winners) == 1 else ''}</b> ({o.decided_by}).")

    # ------------------------------------------------------------------ beats

    def _beats_from(self, h: Applied) -> None:
        before = self.beats[-1].after if self.beats else self.shown
        speed = self.app.speed
        after = h.game_after
        kinds = [type(e) for e in h.happenings]
        self._log_events(h.happenings)
        if HandsPassed in kinds:
            self.beats.append(
                Beat("pass", 0.5 * speed, after, before, {"direction": before.direction})
            )
            self.app.sounds.play("pass")
            if LastCardsKept in kinds:
                setup_play = after.steps
                self.beats.append(
                    Beat(
                        "banner",
                        1.2 * speed,
                        after,
                        after,
                        {
                            "title": "Play phase",
                            "subtitle": (
                                f"Play {setup_play} of your cards, one at a time, face down"
                            ),
                        },
                    )
                )
            return
        if CardsRevealed in kinds:
            revealed = next(e for e in h.happenings if isinstance(e, CardsRevealed))
            self.beats.append(Beat("flip", 1.0 * speed, after, before, {"cards": revealed.cards}))
            for e in h.happenings:
                if isinstance(e, VotesCounted):
                    self.beats.append(Beat("count", 0.0, after, after, {"count": e.count}))
                elif isinstance(e, RoundStarted):
                    ev = EVENT_CARDS[e.event_card]
                    self.beats.append(
                        Beat(
                            "banner",
                            1.6 * speed,
                            after,
                            after,
                            {
                                "title": f"Round {e.voting_round}",
                                "subtitle": f"{ev.name}: hands pass {e.direction}",
                                "round": True,
                            },
                        )
                    )
                elif isinstance(e, GameEnded):
                    self.beats.append(Beat("end", 0.0, after, after, {}))
            return
        if SeatChose in kinds:
            self.beats.append(Beat("chose", 0.12 * speed, after, before, {}))

    def _start_beat(self, beat: Beat) -> None:
        beat.started = True
        if beat.kind == "chose":
            self.shown = beat.after
        elif beat.kind == "flip":
            self.app.sounds.play("flip")
        elif beat.kind == "count":
            self.app.sounds.play("count")
            self.waiting_overlay = True
            self.app.push("count", self.names, beat.data["count"], on_done=self.overlay_done)
        elif beat.kind == "end":
            self.finished = True
            self.shown = beat.after

    def overlay_done(self) -> None:
        """A count overlay closed: the beat that opened it is over."""
        self.waiting_overlay = False
        if self.beats and self.beats[0].kind == "count":
            self.beats[0].t = self.beats[0].duration

    def update(self, dt: float) -> None:
        self.clock += dt
        session = self.session
        session.update()
        if session.failed:
            msg = session.failed
            session.failed = None
            self.app.push("message", "The AI stopped", msg, to_menu=True)
            return
        while session.applied:
            self._beats_from(session.applied.popleft())
        guard = 0
        while self.beats and not self.waiting_overlay and guard < 200:
            guard += 1
            beat = self.beats[0]
            if not beat.started:
                self._start_beat(beat)
                if self.waiting_overlay:
                    return
                if beat.kind == "end":
                    self.beats.popleft()
                    self._finish()
                    return
            beat.t += dt if beat.duration > 0 else 0.0
            if beat.progress < 1.0:
                break
            self.beats.popleft()
            self.shown = beat.after
            dt = 0.0
        if not self.beats and not self.waiting_overlay:
            if session.game.is_over and not self.finished:  # e.g. a finished save was opened
                self.finished = True
                self._finish()
                return
            self._maybe_curtain()

    def _finish(self) -> None:
        self.app.sounds.play("win")
        self.session.close()
        outcome = self.session.game.outcome
        if outcome is not None and self.session.humans:
            self.app.statistics.record_game(self.session.seats, outcome)
            self.app.save_statistics()
        self.app.replace("results", self.session, self.log_lines)

    def _maybe_curtain(self) -> None:
        """Hotseat: between human decisions, hide everything until the next player clicks."""
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
                on_menu=partial(self._command, "menu"),
            )

    def lift_curtain(self, seat: int) -> None:
        """The hotseat player ``seat`` is at the screen."""
        self.viewer = seat
        self.bottom = seat
        self.focus = 0

    # ------------------------------------------------------------------ input

    def can_choose(self) -> bool:
        """True when the viewer may pick or play now."""
        v = self.viewer
        return (
            v is not None
            and not self.beats
            and not self.waiting_overlay
            and not self.session.applied
            and v in self.session.humans_to_choose()
        )

    def _hand_cards(self) -> list[int]:
        """The viewer's hand as a list of guilds (fan order), minus a face-down choice."""
        if self.viewer is None:
            return []
        view = self.shown.view(self.viewer)
        cards = [g for g in range(NUM_GUILDS) for _ in range(view.hand[g])]
        if view.pending is not None:
            cards.remove(view.pending)
        return cards

    def _choose(self, guild: int) -> None:
        if not self.can_choose():
            return
        assert self.viewer is not None
        table = PICKS if self.shown.phase is Phase.DRAFT else PLAYS
        self.session.choose(self.viewer, table[guild])
        self.app.sounds.play("pick")
        self.hover = None
        if self.session.is_hotseat:
            self.viewer = None

    def _fan_hit(self, pos: tuple[int, int]) -> int | None:
        cards = self._hand_cards()
        lay = self.layout
        cw, ch = lay.fan_card
        for i, (x, y, _a) in reversed(list(enumerate(lay.fan_positions(len(cards))))):
            rect = pygame.Rect(0, 0, cw, ch)
            rect.center = (int(x), int(y))
            if rect.collidepoint(pos):
                return i
        return None

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            for key, b in self.buttons.items():
                if event.ui_element is b:
                    self._command(key)
                    return True
            return False
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self._command("menu")
                return True
            if event.key == pygame.K_c:
                self._command("counts")
                return True
            if event.key == pygame.K_l:
                self._command("log")
                return True
            if event.key in (pygame.K_SPACE,) and self.beats:
                for pending in self.beats:
                    if pending.kind in ("pass", "flip", "banner", "chose"):
                        pending.t = pending.duration
                return True
            cards = self._hand_cards()
            if not cards:
                return False
            if event.key in (pygame.K_LEFT, pygame.K_a):
                self.focus = (self.focus - 1) % len(cards)
                return True
            if event.key in (pygame.K_RIGHT, pygame.K_d):
                self.focus = (self.focus + 1) % len(cards)
                return True
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_UP):
                self._choose(cards[min(self.focus, len(cards) - 1)])
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._fan_hit(event.pos)
            if self.hover is not None:
                self.focus = self.hover
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self._fan_hit(event.pos)
            if hit is not None:
                cards = self._hand_cards()
                self._choose(cards[hit])
                return True
        return False

    def _command(self, key: str) -> None:
        if key == "menu":
            self.app.push("pause", self.session, on_quit=self.close)
        elif key == "counts":
            self.app.push("counts", self.names, self.shown.public_view())
        elif key == "log":
            self.log_visible = not self.log_visible
            self.leave()
            self.enter()

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        lay = self.layout
        surface.blit(felt(lay.table_rect.w, lay.height), (0, 0))
        beat = self.beats[0] if self.beats and self.beats[0].started else None
        game = beat.before if beat is not None and beat.kind in ("pass", "flip") else self.shown
        self._draw_header(surface, lay, game)
        self._draw_center(surface, lay, game)
        for seat in range(game.players):
            self._draw_seat(surface, lay, game, seat, beat)
        self._draw_facedown(surface, lay, game, beat)
        hide_hand = beat is not None and beat.kind in ("banner", "count") or self.finished
        if self.viewer is not None and not hide_hand and not game.is_over:
            self._draw_viewer(surface, lay, game, beat)
        if beat is not None and beat.kind == "banner":
            p = beat.progress
            alpha = int(235 * min(1.0, (1 - p) * 4, p * 6 + 0.3))
            banner(
                surface,
                str(beat.data["title"]),
                str(beat.data["subtitle"]),
                lay.center,
                lay.s,
                max(0, alpha),
            )

    def _draw_header(self, surf: pygame.Surface, lay: TableLayout, game: Game) -> None:
        s = lay.s
        bar = pygame.Rect(0, 0, lay.table_rect.w, lay.header_h)
        shade = pygame.Surface(bar.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surf.blit(shade, bar)
        if game.is_over:
            label = "The votes are in"
        else:
            phase = "Draft" if game.phase is Phase.DRAFT else "Play"
            label = f"Round {game.voting_round} of 3  ·  {phase} {game.step}/{game.steps}"
        t = text(label, int(20 * s), palette.GOLD, True)
        surf.blit(t, (int(14 * s), (lay.header_h - t.get_height()) // 2))
        hint = self._hint(game)
        if hint:  # centred above the fan, where the eyes are
            h = text(hint, int(16 * s), palette.CREAM, True)
            _cw, ch = lay.fan_card
            y = lay.height - int(ch * 1.42) - h.get_height()
            box = h.get_rect(midtop=(lay.table_rect.centerx + int(40 * s), y)).inflate(16, 6)
            shade = pygame.Surface(box.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 120), shade.get_rect(), border_radius=8)
            surf.blit(shade, box)
            surf.blit(h, h.get_rect(center=box.center))

    def _hint(self, game: Game) -> str:
        if self.can_choose():
            verb = "Pick a card to keep" if game.phase is Phase.DRAFT else "Play a card face down"
            return f"{verb}: click it, or arrows + Enter"
        thinking = self.session.ai_thinking()
        if thinking:
            return "Thinking: " + ", ".join(self.seat_name(s) for s in thinking)
        return ""

    def _draw_center(self, surf: pygame.Surface, lay: TableLayout, game: Game) -> None:
        s = lay.s
        cx, cy = lay.center
        ev = EVENT_CARDS[game.event_card]
        w, h = lay.small_card
        w, h = int(w * 1.25), int(h * 1.25)
        clockwise = ev.direction == "left"
        draw_arrow(surf, (cx, cy), h * 0.95, clockwise, (226, 188, 92), max(3, int(6 * s)))
        rect = pygame.Rect(0, 0, w, h)
        rect.center = (cx, cy)
        surf.blit(shadow(w, h), rect.move(-2, 0))
        pygame.draw.rect(surf, palette.PAPER, rect, border_radius=max(4, w // 10))
        pygame.draw.rect(surf, palette.BACK_MAIN, rect, 3, border_radius=max(4, w // 10))
        title = text("EVENT", int(11 * s), palette.BACK_MAIN, True)
        surf.blit(title, title.get_rect(midtop=(rect.centerx, rect.y + 4)))
        y = rect.y + title.get_height() + 4
        for word_line in _wrap(ev.name, 11):
            t = text(word_line, max(9, int(11 * s)), palette.INK, True)
            surf.blit(t, t.get_rect(midtop=(rect.centerx, y)))
            y += t.get_height() - 1
        # the arrow of the card: a small direction arrow at the bottom
        ay = rect.bottom - int(14 * s)
        d = -1 if ev.direction == "left" else 1
        pygame.draw.line(surf, (200, 30, 30), (cx - d * w * 0.3, ay), (cx + d * w * 0.25, ay), 3)
        tip = (cx + d * w * 0.33, ay)
        pygame.draw.polygon(
            surf,
            (200, 30, 30),
            [tip, (tip[0] - d * 8 * s, ay - 6 * s), (tip[0] - d * 8 * s, ay + 6 * s)],
        )
        lbl = text(f"pass {ev.direction}", int(14 * s), palette.CREAM, True)
        surf.blit(lbl, lbl.get_rect(midtop=(cx, rect.bottom + int(4 * s))))
        note = text("(only the Event card's arrow counts)", int(11 * s), (200, 190, 160))
        surf.blit(note, note.get_rect(midtop=(cx, rect.bottom + int(6 * s) + lbl.get_height())))

    def _draw_seat(
        self, surf: pygame.Surface, lay: TableLayout, game: Game, seat: int, beat: Beat | None
    ) -> None:
        s = lay.s
        seat_info = self.session.seats[seat]
        view = game.view(seat)  # only public fields are drawn here
        is_bottom = lay.offset(seat) == 0
        ax, ay = lay.seat_anchor(seat)
        pw, ph = lay.panel_size
        rect = pygame.Rect(0, 0, pw, ph)
        rect.center = (ax, ay)
        if is_bottom:
            rect.bottomleft = (int(10 * s), lay.height - int(8 * s))
        chosen = view.chosen[seat] and not game.is_over
        thinking = seat in self.session.ai_thinking()
        panel(surf, rect, highlight=thinking or (self.viewer == seat and self.can_choose()))
        name = text(seat_info.name, int(17 * s), palette.CREAM, True)
        surf.blit(name, (rect.x + int(10 * s), rect.y + int(5 * s)))
        if seat_info.level:
            badge = text(seat_info.level.upper(), int(11 * s), palette.INK, True)
            br = badge.get_rect(
                topleft=(rect.x + int(22 * s) + name.get_width(), rect.y + int(9 * s))
            )
            pygame.draw.rect(surf, palette.GOLD, br.inflate(8, 2), border_radius=6)
            surf.blit(badge, br)
        votes = text(f"{view.scores[seat]} votes", int(15 * s), palette.GOLD, True)
        surf.blit(votes, (rect.x + int(10 * s), rect.bottom - votes.get_height() - int(5 * s)))
        status = ""
        if thinking:
            status = "thinking" + "." * (1 + int(self.clock * 3) % 3)
        elif chosen:
            status = "ready"
        elif not game.is_over and seat in game.to_choose() and seat_info.is_human:
            status = "choosing"
        if status:
            st = text(status, int(13 * s), palette.CREAM)
            surf.blit(
                st,
                (
                    rect.x + int(22 * s) + votes.get_width(),
                    rect.bottom - st.get_height() - int(6 * s),
                ),
            )
        # the hand as card backs (the viewer's own hand is the fan)
        hand_size = view.hand_sizes[seat] - (1 if chosen else 0)
        if not (is_bottom and self.viewer == seat) and not game.is_over:
            offset = (0.0, 0.0)
            if beat is not None and beat.kind == "pass":
                nxt = (seat + (1 if beat.data["direction"] == "left" else -1)) % game.players
                tx, ty = lay.seat_anchor(nxt)
                p = ease_out(beat.progress)
                offset = ((tx - ax) * p, (ty - ay) * p)
            bx = rect.right - int(34 * s) if not is_bottom else rect.right + int(40 * s)
            by = rect.centery
            backs_fan(surf, hand_size, (int(bx + offset[0]), int(by + offset[1])), int(30 * s))
        # the seat's table, by guild in Count-card order
        cw, chh = lay.chip_size
        if is_bottom:
            origin = (rect.x, rect.y - chh - int(10 * s))
        else:
            origin = (rect.x, rect.bottom + int(4 * s))
        table_chips(surf, view.tables[seat], origin, (cw, chh), pw)

    def _draw_facedown(
        self, surf: pygame.Surface, lay: TableLayout, game: Game, beat: Beat | None
    ) -> None:
        w, h = lay.small_card
        if beat is not None and beat.kind == "flip":
            cards: tuple[int, ...] = beat.data["cards"]  # type: ignore[assignment]
            p = beat.progress
            for seat, g in enumerate(cards):
                x, y = lay.front_of(seat)
                if p < 0.45:
                    q = p / 0.45
                    sx = abs(math.cos(q * math.pi))
                    img = card_face(g, w, h) if q > 0.5 else card_back(w, h)
                    img = pygame.transform.smoothscale(img, (max(1, int(w * sx)), h))
                    surf.blit(shadow(w, h), (x - w // 2 - 2, y - h // 2))
                    surf.blit(img, img.get_rect(center=(x, y)))
                else:
                    q = ease_out(max(0.0, (p - 0.65) / 0.35))
                    tx, ty = lay.seat_anchor(seat)
                    if lay.offset(seat) == 0:
                        tx, ty = int(120 * lay.s), lay.height - int(110 * lay.s)
                    cx, cy = x + (tx - x) * q, y + (ty - y) * q
                    scale = 1.0 - 0.5 * q
                    img = rotated_face(g, w, h, 0.0, round(scale, 2))
                    surf.blit(img, img.get_rect(center=(int(cx), int(cy))))
            return
        if game.is_over:
            return
        view_chosen = game.view(0).chosen
        for seat in range(game.players):
            if not view_chosen[seat]:
                continue
            x, y = lay.front_of(seat)
            if seat == self.viewer:
                pend = game.view(seat).pending
                if pend is not None:
                    img = rotated_face(pend, w, h, 4.0, 1.0)
                    surf.blit(img, img.get_rect(center=(x, y)))
                    lbl = text("your face-down card", int(12 * lay.s), palette.CREAM)
                    surf.blit(lbl, lbl.get_rect(midtop=(x, y + h // 2 + 2)))
                    continue
            img = rotated_back(w, h, -5.0)  # a face-down card lying slightly askew
            surf.blit(img, img.get_rect(center=(x, y)))

    def _draw_viewer(
        self, surf: pygame.Surface, lay: TableLayout, game: Game, beat: Beat | None
    ) -> None:
        assert self.viewer is not None
        s = lay.s
        view = game.view(self.viewer)
        self.hand_drawn_at, self.hand_drawn_of = self.app.frame_count, self.viewer
        cards = [g for g in range(NUM_GUILDS) for _ in range(view.hand[g])]
        if view.pending is not None and view.pending in cards:
            cards.remove(view.pending)
        cw, ch = lay.fan_card
        positions = lay.fan_positions(len(cards))
        slide = (0.0, 0.0)
        if beat is not None and beat.kind == "pass":
            p = ease_out(beat.progress)
            left = beat.data["direction"] == "left"
            nxt = (self.viewer + (1 if left else -1)) % game.players
            tx, ty = lay.seat_anchor(nxt)
            fx, fy = positions[len(positions) // 2][:2] if positions else (0, 0)
            slide = ((tx - fx) * p, (ty - fy) * p)
        choosing = self.can_choose()
        focus = min(self.focus, len(cards) - 1) if cards else 0
        for i, (g, (x, y, a)) in enumerate(zip(cards, positions)):
            lifted = choosing and (i == self.hover or i == focus)
            scale = 1.15 if lifted else 1.0
            dy = -ch * 0.16 if lifted else 0
            img = rotated_face(g, cw, ch, round(a, 1), scale)
            rect = img.get_rect(center=(int(x + slide[0]), int(y + dy + slide[1])))
            surf.blit(shadow(cw, ch), rect.move(4, 6).topleft)
            surf.blit(img, rect)
            if choosing and i == focus:
                pygame.draw.rect(
                    surf, palette.HIGHLIGHT, rect.inflate(-rect.w * 0.12, -6), 3, border_radius=10
                )
        # kept cards, grouped by guild, in a row above the fan
        kw, kh = lay.small_card
        kw, kh = int(kw * 0.8), int(kh * 0.8)
        groups = [g for g in range(NUM_GUILDS) if view.kept[g]]
        if groups:
            x0 = lay.table_rect.right - int(16 * s) - len(groups) * (kw + int(6 * s))
            y0 = lay.height - ch - kh - int(40 * s)
            lbl = text("kept", int(13 * s), palette.CREAM, True)
            surf.blit(lbl, (x0, y0 - lbl.get_height()))
            for j, g in enumerate(groups):
                px = x0 + j * (kw + int(6 * s))
                surf.blit(card_face(g, kw, kh), (px, y0))
                if view.kept[g] > 1:
                    b = small_count_badge(view.kept[g], int(13 * s))
                    surf.blit(b, b.get_rect(center=(px + kw - 4, y0 + 4)))


def _wrap(words: str, width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for w in words.split():
        if line and len(line) + 1 + len(w) > width:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}".strip()
    if line:
        lines.append(line)
    return lines
