"""The end of a game: who is elected (with a short celebration that never blocks input),
the placings with the viewer's seat highlighted, the tiebreak explained in words when
there was one, a chart of the running totals over the three counts, and the final count
guild by guild (cards, places, votes). Play again with the same seats, watch the replay,
or go back to the menu (buttons, or Enter, R and Esc).

Everything is drawn with pygame shapes and text (no art from the published game), sized
from the window's height so that it reads at 1280x720 and 1920x1080 with 3 to 6 players;
names are ellipsized to their boxes.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pygame
import pygame_gui

from guildes.deal import new_seed
from guildes.i18n import join, number, tn
from guildes.i18n import t as tr
from guildes.rules import MILITIA, Game, Outcome
from guildes.saves.savefile import SavedGame
from guildes.seats import Seat
from guildes.session import Session
from guildes.ui import palette
from guildes.ui.draw import FRAME_PX, felt, panel
from guildes.ui.focus import KeyedPointer
from guildes.ui.fonts import font, text
from guildes.ui.games import copy_text, game_code, shown_code, start_new_game
from guildes.ui.names import guild_name, level_name
from guildes.ui.scene import Scene
from guildes.ui.scenes.results_bars import bar_height, draw_guild_bar, votes_by_guild
from guildes.ui.scenes.results_chart import DIM, SEAT_COLORS, draw_chart
from guildes.ui.scenes.results_count import (
    FINAL_ROW_MOST,
    FinalCountDrawn,
    draw_final_count,
)
from guildes.ui.standings import ordinal
from guildes.ui.textfit import ellipsize, fit_lines, fitted, line_words
from guildes.ui.widgets import pressed_button, wrap

CELEBRATION_S = 2.6
"""How long the winner's confetti falls at normal speed."""


def outcome_text(outcome: Outcome, names: list[str], viewer: int | None = None) -> tuple[str, str]:
    """Headline and, in words, why: most votes, or how a tie was settled (in the
    language). When the ``viewer`` (the one person at the table) wins alone, the
    headline speaks to them ("You win the election!", not "You wins")."""
    o = outcome
    winners = [names[s] for s in o.winners]
    you = viewer is not None and o.winners == (viewer,)
    elected = tr("results.you_win") if you else tr("results.elected", name=winners[0])
    best = o.scores[o.winners[0]]
    votes = tn("unit.votes", best)
    tied = [s for s, v in enumerate(o.scores) if v == best]
    if o.decided_by == "votes":
        second = max((v for s, v in enumerate(o.scores) if s not in tied), default=0)
        return elected, tr("results.ahead", votes=votes, ahead=best - second)
    tied_names = join([names[s] for s in tied])
    if o.decided_by == "militia":
        w = o.winners[0]
        others = sorted({o.militia[s] for s in tied if s != w}, reverse=True)
        why = tr(
            "results.militia_why_you" if you else "results.militia_why",
            tied=tied_names,
            votes=votes,
            name=winners[0],
            militia=o.militia[w],
            others=join([number(m) for m in others]),
        )
        return elected, why
    militia = o.militia[o.winners[0]]
    if o.tiebreak.value == "militia_then_shared":
        if len(tied) > len(o.winners):
            why = tr(
                "results.shared_militia_some",
                tied=tied_names,
                votes=votes,
                winners=join(winners),
                militia=militia,
            )
        else:
            why = tr("results.shared_militia_all", tied=tied_names, votes=votes, militia=militia)
    else:
        why = tr("results.shared_rule", tied=tied_names, votes=votes)
    return tr("results.share_head", winners=join(winners)), why


def placings(outcome: Outcome) -> list[tuple[int, int]]:
    """(place, seat) from first to last: winners first, then by votes; seats with the
    same votes (and not split by the tiebreak) share a place."""
    winners = set(outcome.winners)
    order = sorted(
        range(len(outcome.scores)), key=lambda p: (p not in winners, -outcome.scores[p], p)
    )
    out: list[tuple[int, int]] = []
    for i, p in enumerate(order):
        prev = order[i - 1] if i else None
        if (
            prev is not None
            and (p in winners) == (prev in winners)
            and outcome.scores[p] == outcome.scores[prev]
        ):
            out.append((out[-1][0], p))
            continue
        out.append((i + 1, p))
    return out


BUTTON_PAD = 14
"""The room left and right of a button's words at least (pixels at scale 1)."""


def button_widths(words: list[int], room: int, least: int, pad: int) -> list[int]:
    """The bottom buttons' widths for words ``words`` pixels wide in ``room`` pixels: all
    as wide (at least ``least``) when the widest words fit with ``pad`` each side, else
    each as its own words need and the rest shared out ("Смотреть повтор (R)" lost its
    ")" at 1024x640 and 130% in a button as wide as the others); when even that does not
    fit, cut in proportion."""
    need = [wd + 2 * pad for wd in words]
    same = max([least, *need])
    if same * len(need) <= room:
        return [same] * len(need)
    spare = room - sum(need)
    if spare >= 0:
        return [n + spare // len(need) for n in need]
    return [n * room // sum(need) for n in need]


@dataclass
class Confetto:
    """One bit of the winner's confetti."""

    x: float
    y: float
    vx: float
    vy: float
    spin: float
    color: tuple[int, int, int]
    size: float


RESULTS_GUARD_S = 1.2
"""How long the results ignore every action after they appear, a press meanwhile starting
the wait again: an Enter meant for the count that ended the game (pressed as the results
came up: the last count moves on by itself) must not play again nor open the review (a
hurried play test landed in the review without having seen who won)."""

_INPUT = (pygame.KEYDOWN, pygame.KEYUP, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class ResultsScene(Scene):
    """Results; see the module docstring."""

    name = "results"

    def __init__(self, app, session: Session, log_lines: list[str]) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.session = session
        self.log_lines = log_lines
        self.buttons: dict[str, pygame_gui.elements.UIButton] = {}
        humans = session.humans
        against_ai = bool(humans) and len(humans) < len(session.seats)
        self.focus = 0 if against_ai else 1
        self.pointer = KeyedPointer()  # (a hover under a resting pointer is not a move)
        """The button Enter presses: "Review this game" after a game against the AI, else
        "Play again"."""
        self.clock = 0.0
        self.pressed_at = 0.0
        """When a key was last pressed while the results were too new to act on."""
        self.viewer: int | None = humans[0] if len(humans) == 1 else None
        """The seat whose player looks at the screen (one human at the table)."""
        won = session.game.outcome is not None and any(
            seat in session.humans for seat in session.game.outcome.winners
        )
        # confetti only when a person at the table won (not an AI, not an AI-only game)
        self.celebration = CELEBRATION_S * max(0.5, app.speed) if app.speed > 0 and won else 0.0
        self.shown = False
        """The results have been on the screen (input queued before that was dropped)."""
        self.confetti: list[Confetto] = []
        self._rng = random.Random(7)
        self.code = game_code(session.game.config, session.seats)
        """The game's deal code (None: one no code holds, e.g. a seed typed by hand)."""
        self.copied: bool | None = None
        """K was pressed: the code was copied (or there was no clipboard)."""
        self.final = FinalCountDrawn()
        """Where the final count and its parts were last drawn."""
        self.placings_rect = self.head_rect = self.code_rect = pygame.Rect(0, 0, 0, 0)
        self.reason_rect = pygame.Rect(0, 0, 0, 0)
        """The line under the headline (why the winner won), as last drawn."""
        self.head = ("", "")
        """The headline as shown and whole, where it and the deal code were drawn."""
        self.placing_rows: dict[int, list[pygame.Rect]] = {}
        """Where the placings' panel and each seat's row's words (their ink) were drawn."""
        self.placing_bands: dict[int, pygame.Rect] = {}
        """The band drawn behind the player's own row and a winner's, by seat."""
        self.placing_size = 0
        """The placings' names' type size as last drawn."""
        self.placing_heads: list[pygame.Rect] = []
        self.placing_bars: dict[int, list[tuple[int, pygame.Rect]]] = {}
        """Each seat's guild bar's segments, by guild, where they were drawn last."""
        self.guild_votes = [votes_by_guild(session.game, p) for p in range(len(session.seats))]
        """The votes each seat won from each guild over the game (its bar)."""
        """Where the placings' heads' letters were drawn last."""
        self.chart_rect = pygame.Rect(0, 0, 0, 0)
        """Where the chart's panel was drawn last."""
        self.chart_labels: list[pygame.Rect] = []
        """Where the chart's names were drawn at its lines' ends, in seat order."""

    # ------------------------------------------------------------------ data

    @property
    def game(self) -> Game:
        """The finished game."""
        return self.session.game

    @property
    def outcome(self) -> Outcome:
        """The game's outcome."""
        o = self.session.game.outcome
        assert o is not None
        return o

    @property
    def seats(self) -> list[Seat]:
        """The seats, in seat order."""
        return self.session.seats

    @property
    def celebrating(self) -> bool:
        """True while the confetti falls."""
        return self.clock < self.celebration

    # ------------------------------------------------------------------ widgets

    @property
    def guarded(self) -> bool:
        """True while the results are too new to act on (``RESULTS_GUARD_S`` since they
        appeared or since the last press)."""
        return self.clock - self.pressed_at < RESULTS_GUARD_S

    def enter(self) -> None:
        if not self.shown:  # pressed before the results were there: not meant for them
            pygame.event.clear(_INPUT)
            self.shown = True
        s = max(0.85, self.app.scale)
        w, h = self.app.size
        labels = [
            ("review", tr("results.review")),
            ("again", tr("results.again")),
            ("replay", tr("results.replay")),
            ("menu", tr("results.menu")),
        ]
        bh, gap = int(42 * s), int(14 * s)
        button_font = self.app.manager.get_theme().get_font(["button"])
        widths = button_widths(
            [button_font.size(lb)[0] for _k, lb in labels],
            w - int(40 * s) - (len(labels) - 1) * gap,
            int(230 * s),
            int(BUTTON_PAD * s),
        )
        x = (w - sum(widths) - (len(labels) - 1) * gap) // 2
        y = h - bh - int(12 * self.app.scale)
        self.buttons = {}
        for (key, label), bw in zip(labels, widths):
            self.buttons[key] = pygame_gui.elements.UIButton(
                pygame.Rect(x, y, bw, bh), label, self.app.manager
            )
            x += bw + gap
        self._show_focus()

    def leave(self) -> None:
        for b in self.buttons.values():
            b.kill()
        self.buttons = {}

    def _show_focus(self) -> None:
        for i, b in enumerate(self.buttons.values()):
            b.select() if i == self.focus else b.unselect()

    # ------------------------------------------------------------------ actions

    def _again(self) -> None:
        """A new deal for the same seats, with the same tiebreak, variants and practice
        (a game with the Dirty Tricks played again without them)."""
        config = self.session.game.config
        start_new_game(
            self.app,
            self.session.seats,
            new_seed(),
            config.tiebreak.value,
            config.variants,
            self.session.practice,
        )

    def _replay(self) -> None:
        self.app.push("replay", SavedGame.of(self.session.game, self.session.seats))

    def _review(self) -> None:
        """The review of the game (kept with the finished game's save, when there is one)."""
        saved = SavedGame.of(self.session.game, self.session.seats)
        self.app.push("review", saved, self.session.kept, self.viewer)

    def _menu(self) -> None:
        self.app.reset("main_menu")

    def handle(self, event: pygame.event.Event) -> bool:
        actions = {
            "review": self._review,
            "again": self._again,
            "replay": self._replay,
            "menu": self._menu,
        }
        if self.guarded and event.type in (pygame_gui.UI_BUTTON_PRESSED, pygame.KEYDOWN):
            if event.type == pygame.KEYDOWN:
                self.pressed_at = self.clock  # still pressing: the wait starts again
            return True  # too soon to be meant for the results
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            key = pressed_button(event, self.buttons)
            if key is not None:
                actions[key]()
            return key is not None
        if event.type == pygame_gui.UI_BUTTON_ON_HOVERED and self.pointer.moved():
            for i, b in enumerate(self.buttons.values()):
                if event.ui_element is b:
                    self.focus = i
                    self._show_focus()
            return False
        if event.type != pygame.KEYDOWN:
            return False
        k = event.key
        if k == pygame.K_ESCAPE:
            self._menu()
        elif k == pygame.K_r:
            self._replay()
        elif k == pygame.K_k:
            self._copy()
        elif k in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_TAB):
            back = k == pygame.K_LEFT or (k == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT)
            self.pointer.keyed()
            self.focus = (self.focus + (-1 if back else 1)) % len(actions)
            self._show_focus()
        elif k in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            actions[list(actions)[self.focus]]()
        else:
            return False
        return True

    # ------------------------------------------------------------------ celebration

    def busy(self) -> bool:
        """The winner's celebration is still falling."""
        return self.clock <= self.celebration + 2.5

    def update(self, dt: float) -> None:
        self.clock += dt
        w, h = self.app.size
        s = self.app.scale
        if self.celebrating:
            for _ in range(3):
                colors = [SEAT_COLORS[p % len(SEAT_COLORS)] for p in self.outcome.winners]
                self.confetti.append(
                    Confetto(
                        x=self._rng.uniform(0, w),
                        y=-10.0,
                        vx=self._rng.uniform(-40, 40) * s,
                        vy=self._rng.uniform(220, 380) * s,
                        spin=self._rng.uniform(0, math.tau),
                        color=self._rng.choice([palette.GOLD, palette.HIGHLIGHT, *colors]),
                        size=self._rng.uniform(4, 9) * s,
                    )
                )
        for c in self.confetti:
            c.x += c.vx * dt
            c.y += c.vy * dt
            c.spin += 6 * dt
        done = self.clock > self.celebration + 2.5  # the last bits are gone by then
        self.confetti = [] if done else [c for c in self.confetti if c.y < h + 20]

    def _draw_confetti(self, surface: pygame.Surface) -> None:
        for c in self.confetti:
            half_w = c.size * abs(math.cos(c.spin))
            rect = pygame.Rect(0, 0, max(1, int(half_w)), max(2, int(c.size * 0.6)))
            rect.center = (int(c.x), int(c.y))
            pygame.draw.rect(surface, c.color, rect)

    # ------------------------------------------------------------------ drawing

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        s = self.app.scale
        surface.blit(felt(w, h), (0, 0))
        names = [seat.name for seat in self.seats]
        head, why = outcome_text(self.outcome, names, self.viewer)
        margin = int(24 * s)
        pop = 1.0
        if self.celebration > 0 and self.clock < 0.35:
            pop = 0.8 + 0.2 * math.sin(min(1.0, self.clock / 0.35) * math.pi / 2)
        # the deal code in the top right corner, the headline centred beside it: the code
        # on two lines when one kept a long headline off the centre (in ru at 1024x640 it
        # sat left of the line under it); else the headline moves left, smaller only if
        # it must (a shared victory's two long names ran under the code, cut)
        gap = int(10 * s)
        full = int(38 * s)

        def centred(code_w: int) -> bool:
            """The headline fits centred beside a code ``code_w`` wide, at a fair size."""
            half = min(w // 2 - margin, w - margin - code_w - gap - w // 2)
            size, fit = fit_lines(head, full, 2 * half, 1, True)
            return len(fit) == 1 and size >= full * 0.85

        one, two = self._code_fit(w, 1)[2], self._code_fit(w, 2)[2]
        lines = 2 if not centred(one) and centred(two) else 1
        code_w = self._draw_code(surface, margin, lines)
        px = int(full * pop)
        half = min(w // 2 - margin, self.code_rect.x - gap - w // 2)
        size, fit = fit_lines(head, px, 2 * half, 1, True)
        if len(fit) > 1 or size < px * 0.85:  # not centred at a fair size: moved left
            room = w - 2 * margin - (code_w + gap if code_w else 0)
            size = fit_lines(head, px, room, 1, True)[0]
        else:
            room = 2 * half
        self.head = (ellipsize(head, size, room, True), head)
        t = text(self.head[0], size, palette.GOLD, True)
        box = t.get_rect(midtop=(w // 2, int(12 * s)))
        if code_w:
            box.right = min(box.right, self.code_rect.x - gap)
        self.head_rect = surface.blit(t, box)
        reason = fitted(why, int(17 * s), palette.CREAM, w - 2 * margin)
        at = reason.get_rect(midtop=(w // 2, int(14 * s) + int(46 * s)))
        if at.colliderect(self.code_rect.inflate(int(10 * s), 0)):
            at.centerx = self.head_rect.centerx  # beside the code, under the headline
        at.clamp_ip(pygame.Rect(margin, 0, w - 2 * margin, h))
        self.reason_rect = at
        top = surface.blit(reason, at).bottom + int(10 * s)
        n = len(self.seats)
        gap = int(12 * s)
        buttons_top = h - int(42 * max(0.85, s)) - int(20 * s)
        left_w = int((w - 2 * margin - gap) * 0.56)
        heads_h = self._placings_heads(left_w)[4]
        line_h = font(int(17 * s), True).get_height()
        # the final count keeps room for a readable row per seat: the placings' rows
        # tighten first (at 130% with 6 players its last row ran under the buttons);
        # the panel holds its heads and its last row's words
        upper_room = buttons_top - gap - int((66 + 20 * n) * s) - top
        row = max(int(20 * s), min(int(28 * s), (upper_room - heads_h - line_h) // n + 1))
        need = heads_h + row * (n - 1) + max(row, line_h) + int(4 * s)
        upper_h = max(min(max(need, int(h * 0.34)), upper_room), need)
        lower_h = int((72 + 48 * n) * s)
        # room left over (few seats, a tall window): the final count's rows grow first
        # (to FINAL_ROW_MOST), then the placings and the chart (3 players left a band of
        # empty felt above the buttons)
        spare = buttons_top - gap - top - upper_h - gap - lower_h
        if spare > 0:
            grow = min(spare, n * int((FINAL_ROW_MOST - 48) * s))
            lower_h += grow
            upper_h += spare - grow
        # the placings' rows take the panel's room, with their bars where it allows (at
        # 1920x1080, 130% text, 3 players, the panel's last third stayed empty); each row
        # whole inside it (the last one's band, the viewer's, hung below it)
        whole = (upper_h - heads_h - int(4 * s)) // n
        row = max(row, min(int(PLACING_ROW_BARRED * s), whole))
        left = pygame.Rect(margin, top, left_w, upper_h)
        right = pygame.Rect(left.right + gap, top, w - 2 * margin - gap - left.w, upper_h)
        self._draw_placings(surface, left, row)
        self.chart_rect = right
        self.chart_labels = draw_chart(surface, right, s, self.game, names, self.viewer)
        bottom_top = left.bottom + gap
        lower_h = min(buttons_top - bottom_top, lower_h)
        lower = pygame.Rect(margin, bottom_top, w - 2 * margin, lower_h)
        draw_final_count(
            surface,
            lower,
            s,
            self.game,
            self.seats,
            placings(self.outcome),
            self.viewer,
            self.final,
        )
        self._draw_confetti(surface)

    def _code_fit(self, w: int, lines: int) -> tuple[int, list[str], int]:
        """The deal code's words (or what K did) in a window ``w`` wide on at most
        ``lines`` lines (two: split at its " · "): their size, lines and width."""
        if self.code is None:
            return 0, [], 0
        s = self.app.scale
        words = tr("deal.code_copy", code=shown_code(self.code))
        if self.copied is not None:
            words = tr("deal.copied") if self.copied else tr("deal.not_copied")
        parts = words.split(" · ")
        if lines > 1 and len(parts) == 2:
            size = min(fit_lines(part, int(13 * s), w * 3 // 10, 1, True)[0] for part in parts)
            fit = parts
        else:  # on one line, smaller if it must: the code and the key are never cut
            size, shown = fit_lines(words, int(13 * s), w * 3 // 10, 1, True)
            fit = list(shown)
        return size, fit, max(font(size, True).size(line)[0] for line in fit)

    def _draw_code(self, surface: pygame.Surface, margin: int, lines: int = 1) -> int:
        """The game's deal code in the top right corner (K copies it) on at most ``lines``
        lines; returns its width."""
        y = FRAME_PX + int(6 * self.app.scale)  # (off the window's frame: on it at 85%)
        self.code_rect = pygame.Rect(surface.get_width() - margin, y, 0, 0)
        size, fit, width = self._code_fit(surface.get_width(), lines)
        for line in fit:
            t = text(line, size, (200, 190, 160), True)
            box = surface.blit(t, t.get_rect(topright=(surface.get_width() - margin, y)))
            self.code_rect.union_ip(box)
            y += t.get_height()
        return width

    def _copy(self) -> None:
        """K: the deal code to the clipboard."""
        if self.code is not None:
            self.copied = copy_text(self.code)

    def _placings_heads(self, width: int) -> tuple[list[int], int, list[list[str]], int, int]:
        """The placings' heads in a panel ``width`` wide: the number columns' widths, the
        heads' font size, each head's lines, the most lines, and how far below the
        panel's top the first row goes (the title and the heads above it)."""
        s = self.app.scale
        pad = int(12 * s)
        heads = [*(tr("count.title", round=r) for r in (1, 2, 3))]
        heads += [guild_name(MILITIA), tr("counts.total")]
        title_h = font(int(17 * s), True).get_height()
        budget = (width - 2 * pad) * 3 // 5  # the names keep the rest
        value_w = font(int(17 * s), True).size("888")[0]
        # each column as wide as its head and its numbers, the heads on one line: at a
        # smaller type (not under the 100% size), then the counts' short heads ("№ 1"),
        # before two lines ("Подсчёт" over "1" took a line from the rows at 130% in ru
        # and French, and still did at 1024x640)
        short = [*(tr("results.count_short", round=r) for r in (1, 2, 3)), *heads[3:]]
        for one in (heads, short):
            for hs in range(int(12 * s), min(int(12 * s), 12) - 1, -1):
                widths = [max(font(hs, True).size(h)[0], value_w) + int(10 * s) for h in one]
                if sum(widths) <= budget:
                    return widths, hs, [[h] for h in one], 1, _below_heads(s, title_h, hs, 1)
        num_w = budget // 5
        # a head too wide for its column goes on two lines ("Décompte" over "1"); a word
        # wider than the column makes every head smaller (never "Подсчё" over "т 1")
        hs = int(12 * s)
        words = [w for h in heads for w in line_words(h)]
        while hs > max(9, int(9 * s)) and any(
            font(hs, True).size(w)[0] > num_w - int(4 * s) for w in words
        ):
            hs -= 1
        shown = [wrap(h, font(hs, True), num_w - int(4 * s))[:2] for h in heads]
        deep = max(len(lines) for lines in shown)
        return [num_w] * 5, hs, shown, deep, _below_heads(s, title_h, hs, deep)

    def _draw_placings(self, surface: pygame.Surface, rect: pygame.Rect, row: int) -> None:
        s = self.app.scale
        o = self.outcome
        game = self.game
        panel(surface, rect, alpha=225)
        pad = int(12 * s)
        widths, hs, shown, deep, heads_h = self._placings_heads(rect.w)
        title = text(tr("results.placings"), int(17 * s), palette.GOLD, True)
        surface.blit(title, (rect.x + pad, rect.y + int(6 * s)))
        cols_x = [rect.right - pad - sum(widths[i:]) for i in range(5)]
        y = rect.y + int(8 * s) + title.get_height()
        head_font = font(hs, True)
        self.placing_heads = []
        for x, col_w, lines in zip(cols_x, widths, shown):
            for k, line in enumerate(lines):
                lab = fitted(line, hs, DIM, col_w - int(4 * s), True)
                at = y + (deep - len(lines) + k) * head_font.get_linesize()
                drawn = surface.blit(lab, lab.get_rect(topright=(x + col_w, at)))
                self.placing_heads.append(lab.get_bounding_rect().move(drawn.topleft))
        y = rect.y + heads_h
        self.placings_rect = rect
        self.placing_rows.clear()
        self.placing_bands.clear()
        name_x = rect.x + pad + int(46 * s)
        name_w = cols_x[0] - name_x - int(8 * s)
        inks: list[list[pygame.Rect]] = []
        self.placing_bars.clear()
        most = max(sum(v) for v in self.guild_votes)

        def put(sf: pygame.Surface, at: tuple[int, int] | pygame.Rect) -> None:
            inks[-1].append(sf.get_bounding_rect().move(surface.blit(sf, at).topleft))

        # the row's words as tall as its band at most (at 130% text with 6 players the
        # band's border crossed the last row's letters, on the panel's border)
        shrink = 1.0
        while shrink > 0.6 and font(int(17 * s * shrink), True).get_height() > row - 4:
            shrink -= 0.05
        big, mid, small = int(16 * s * shrink), int(15 * s * shrink), int(17 * s * shrink)
        self.placing_size = big
        for place, p in placings(o):
            seat = self.seats[p]
            inks.append(self.placing_rows.setdefault(p, []))
            band = pygame.Rect(rect.x + 4, y - 2, rect.w - 8, row - 2)
            words_h = font(small, True).get_height()
            bar_h = bar_height(band.h - words_h - int(10 * s), s)
            ty = y + max(0, (band.h - words_h - (bar_h + int(6 * s) if bar_h else 0)) // 2 - 1)
            win = p in o.winners
            if p == self.viewer or win:
                self.placing_bands[p] = band
            if p == self.viewer:
                pygame.draw.rect(surface, (70, 92, 60), band, border_radius=6)
                pygame.draw.rect(surface, palette.HIGHLIGHT, band, 2, border_radius=6)
            elif win:
                pygame.draw.rect(surface, (60, 52, 24), band, border_radius=6)
            color = palette.HIGHLIGHT if win else palette.CREAM
            pl = text(ordinal(place), big, color, True)
            put(pl, (rect.x + pad, ty))
            tag = (
                level_name(seat.level).upper()
                if seat.level
                else (tr("results.you") if p == self.viewer else "")
            )
            tag_s = text(tag, int(10 * s), palette.INK, True) if tag else None
            room = name_w - (tag_s.get_width() + int(14 * s) if tag_s else 0)
            nm = fitted(seat.name, big, color, room, win or p == self.viewer)
            put(nm, (name_x, ty))
            if tag_s is not None:
                br = tag_s.get_rect(
                    midleft=(name_x + nm.get_width() + int(10 * s), ty + nm.get_height() // 2)
                )
                pygame.draw.rect(surface, palette.GOLD, br.inflate(8, 2), border_radius=6)
                put(tag_s, br)
            values = [c.votes[p] for c in game.counts] + [0] * (3 - len(game.counts))
            values += [game.table(p)[MILITIA], o.scores[p]]
            for i, (x, col_w, v) in enumerate(zip(cols_x, widths, values)):
                last = i == len(values) - 1
                lab = text(
                    number(v),
                    small if last else mid,
                    palette.GOLD if last else palette.CREAM,
                    last,
                )
                put(lab, lab.get_rect(topright=(x + col_w, ty + (0 if last else 1))))
            if bar_h:  # the votes it won by guild, under its words
                bar = pygame.Rect(name_x, ty + words_h + int(6 * s), 0, bar_h)
                bar.w = rect.right - pad - name_x
                self.placing_bars[p] = draw_guild_bar(surface, bar, self.guild_votes[p], most)
            y += row


PLACING_ROW_BARRED = 100
"""The placings' rows at most this tall (pixels at scale 1), the guild bars under their
words taking what a row has over its words (``results_bars``): at 3 players the panel had
been two-thirds empty."""


def _below_heads(s: float, title_h: int, size: int, lines: int) -> int:
    """How far below the placings panel's top its first row goes: the title, the heads'
    ``lines`` at ``size`` and air over the first row's band (at 1024x640 and 85% the
    band cut the heads' descenders: "Décompte" read "Décomote")."""
    return int(8 * s) + title_h + lines * font(size, True).get_linesize() + int(4 * s)
