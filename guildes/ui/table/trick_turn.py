"""The viewer's Dirty-Trick turn at the table, by mouse and keyboard.

A panel above the viewer's table offers Use and Decline. Use walks through the trick's
targets (``trick_choice.TrickChooser``, from the engine's legal choices): at each step
the seats or cards that may be chosen light up on the tables, the Protection holder's
table is marked and cannot be chosen, the player clicks one (or moves among them with
Tab or the arrow keys and presses Enter); once every target is chosen the panel shows
what this round's count would become for every seat the use affects
(``trick_choice.preview``) and waits for Confirm. Esc steps back one step.

A hurried player is safe: a press that chooses (a click, Enter) is dropped for
``STEP_GUARD_S`` after a step changed or the turn began (a double click or a repeated
Enter lands on nothing), and the confirmation for ``CONFIRM_GUARD_S`` after the preview
appeared; with "confirm picks" on, Decline and D's draw (which cannot be taken back)
ask for a second press. The turn exists only while the viewer may choose, so a click
during an animation chooses nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Protocol

import pygame

from guildes.i18n import t
from guildes.rules import Choice, SeatView
from guildes.rules.cards import Trick
from guildes.rules.choices import DECLINE
from guildes.seats import Seat
from guildes.ui import palette
from guildes.ui.cards import card_face, shadow, wrap_lines
from guildes.ui.draw import panel
from guildes.ui.fonts import text
from guildes.ui.layout import TableLayout
from guildes.ui.names import guild_name
from guildes.ui.table.trick_choice import Option, Preview, Stage, Target, TrickChooser, preview
from guildes.ui.table.views import fan_cards
from guildes.ui.textfit import ellipsize
from guildes.ui.trick_texts import decline_label, trick_name, trick_text, use_label

STEP_GUARD_S = 0.3
"""A press that chooses is dropped this long after the turn began or a step changed: a
double click or a repeated Enter must not choose at the next step."""
CONFIRM_GUARD_S = 0.5
"""The confirmation takes no press this long after the preview appeared."""
SPOTLIGHT_ALPHA = 110
"""How much the felt darkens around the targets while they are chosen."""

PANEL_GAP = 6
"""The least room (at text size 100%) the trick panel leaves between itself and what it
keeps clear of, when it is placed against them."""

SIGN_KEYS = {
    pygame.K_PLUS: 1,
    pygame.K_EQUALS: 1,
    pygame.K_KP_PLUS: 1,
    pygame.K_MINUS: -1,
    pygame.K_KP_MINUS: -1,
}
"""F to I: keys that choose +1 or -1 at once (when it may be chosen)."""

Item = Option | str
"""What can be chosen in the panel or on the table: a target, or a button ("use",
"decline", "confirm", "back")."""


class TrickTable(Protocol):
    """What the trick turn asks of the table."""

    @property
    def layout(self) -> TableLayout: ...

    clock: float

    def send_trick(self, choice: Choice) -> None:
        """Apply the viewer's use (or decline) of their trick."""
        ...

    def play_sound(self, name: str) -> None: ...


@dataclass
class TrickTurn:
    """The viewer's trick turn: the chooser, the keyboard focus, the pointer, and the
    guards (see the module docstring). ``key`` names the decision it was made for."""

    chooser: TrickChooser
    key: tuple[int, int]
    changed_at: float
    confirm_picks: bool = False
    focus: int = 0
    hover: Item | None = None
    armed: str | None = None
    """Confirm picks: the button pressed once ("decline" or "use" for D's draw)."""
    names: Sequence[str] = field(default_factory=tuple)

    @property
    def view(self) -> SeatView:
        """The viewer's view the turn was made from."""
        return self.chooser.view

    # ------------------------------------------------------------------ what is offered

    def items(self) -> list[Item]:
        """What the focus moves among now: Use and Decline, the step's targets, or
        Confirm and Back."""
        c = self.chooser
        if c.stage is Stage.OFFER:
            offer: list[Item] = ["use"] if c.usable else []
            return offer + (["decline"] if c.can_decline else [])
        if c.stage is Stage.CONFIRM:
            return ["confirm", "back"]
        return list(c.options())

    def focused(self) -> Item | None:
        """The item the keyboard focus is on."""
        items = self.items()
        return items[min(self.focus, len(items) - 1)] if items else None

    def _changed(self, clock: float) -> None:
        self.changed_at = clock
        self.focus = 0
        self.hover = None
        self.armed = None

    # ------------------------------------------------------------------ acting

    def activate(self, item: Item, table: TrickTable) -> bool:
        """Choose ``item`` (a click or Enter): True if it did something. Dropped within
        the guards (but Back); a target not offered now is refused."""
        c = self.chooser
        if item == "back":  # stepping back is always safe: never guarded
            return self.back(table)
        wait = CONFIRM_GUARD_S if c.stage is Stage.CONFIRM else STEP_GUARD_S
        if table.clock - self.changed_at < wait:
            return False
        if isinstance(item, Option):
            if not c.pick(item):
                return False
            table.play_sound("pick")
            self._changed(table.clock)
            return True
        if item == "use" and c.stage is Stage.OFFER and c.usable:
            if c.draws and self.confirm_picks and self.armed != "use":
                self.armed = "use"
                return True
            draw = c.use()
            if draw is not None:
                table.send_trick(draw)
            else:
                table.play_sound("pick")
                self._changed(table.clock)
            return True
        if item == "decline" and c.stage is Stage.OFFER and c.can_decline:
            if self.confirm_picks and self.armed != "decline":
                self.armed = "decline"
                return True
            table.send_trick(DECLINE)
            return True
        if item == "confirm":
            choice = c.choice()
            if choice is not None:
                table.send_trick(choice)
                return True
        return False

    def back(self, table: TrickTable) -> bool:
        """Step back once (Esc); False when there is nothing to step back from."""
        if self.armed is not None:
            self.armed = None
            return True
        if not self.chooser.back():
            return False
        self.changed_at = table.clock - STEP_GUARD_S  # stepping back guards nothing
        self.focus = 0
        self.hover = None
        return True

    def move(self, step: int) -> None:
        """Move the keyboard focus among the items (wrapping)."""
        items = self.items()
        if items:
            self.focus = (min(self.focus, len(items) - 1) + step) % len(items)
            self.armed = None

    def handle(self, event: pygame.event.Event, table: TrickTable) -> bool:
        """Act on one input event; True if it was used (every left click is: nothing
        under it means nothing happens, never a card of the fan played)."""
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.item_at(table.layout, event.pos)
            if self.hover is not None and self.hover in self.items():
                self.focus = self.items().index(self.hover)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            if event.button != 1:
                return False
            item = self.item_at(table.layout, event.pos)
            if item is not None:
                self.activate(item, table)
            return True
        if event.type != pygame.KEYDOWN:
            return False
        key = event.key
        if key == pygame.K_ESCAPE:
            return self.back(table)
        if key == pygame.K_TAB:
            self.move(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif key in (pygame.K_RIGHT, pygame.K_DOWN, pygame.K_d):
            self.move(1)
        elif key in (pygame.K_LEFT, pygame.K_UP, pygame.K_a):
            self.move(-1)
        elif key == pygame.K_HOME:
            self.focus = 0
        elif key == pygame.K_END:
            self.focus = max(0, len(self.items()) - 1)
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            item = self.focused()
            if item is not None:
                self.activate(item, table)
        elif key in SIGN_KEYS and self.chooser.step_target() is Target.SIGN:
            self.activate(Option(Target.SIGN, SIGN_KEYS[key]), table)
        else:
            return False
        return True

    # ------------------------------------------------------------------ where things are

    def item_at(self, layout: TableLayout, pos: tuple[int, int]) -> Item | None:
        """The item under ``pos``: a panel button, or a target offered now."""
        for item, rect in self.rects(layout):
            if rect.collidepoint(pos):
                return item
        return None

    def rects(self, layout: TableLayout) -> list[tuple[Item, pygame.Rect]]:
        """Where each item that can be clicked now lies: the panel's buttons first, then
        the targets on the table."""
        geo = PanelGeometry.of(layout, self)
        out: list[tuple[Item, pygame.Rect]] = list(geo.buttons)
        for option in self.chooser.options():
            if option.target in (Target.SIGN, Target.DRAWN_CARD):
                continue  # panel buttons and cards, above
            out.extend((option, r) for r in target_rects(layout, self.view, option))
        return out

    # ------------------------------------------------------------------ words

    def title(self) -> str:
        """The panel's title: the trick's letter and name."""
        letter = self.chooser.trick.letter
        return t("table.trick.yours", letter=letter, name=trick_name(letter))

    def prompt(self) -> str:
        """What to do now, in the panel."""
        c = self.chooser
        if c.stage is Stage.OFFER:
            if self.armed == "decline":
                return t("table.trick.decline_again")
            if self.armed == "use":
                return t("table.trick.draw_again")
            return trick_text(c.trick.letter) if c.usable else t("table.trick.no_use")
        if c.stage is Stage.CONFIRM:
            return self.summary()
        return step_prompt(c, self.names)

    def summary(self) -> str:
        """The use chosen, in words (at the confirmation)."""
        choice = self.chooser.choice()
        if choice is None:
            return ""
        return describe(self.chooser.trick, self.chooser.seat, choice, self.names, self.view)

    def hint(self) -> str:
        """How to choose now (the panel's last line)."""
        c = self.chooser
        if c.stage is Stage.OFFER:
            return t("table.trick.hint_offer")
        if c.stage is Stage.CONFIRM:
            return t("table.trick.hint_confirm")
        if c.drew and not c.picks:  # D's card to play: no step back from the draw
            return t("table.trick.hint_drawn")
        return t("table.trick.hint_step")


def step_prompt(c: TrickChooser, names: Sequence[str]) -> str:
    """What the current step of ``c`` asks for, in words."""
    k = len(c.picks)
    target = c.step_target()
    trick = c.trick
    if target is Target.TABLE_CARD:
        owner = c.table_of(k)
        yours = owner == c.seat
        if trick is Trick.SWAP:
            if yours:
                return t("table.trick.swap_card_yours")
            return t("table.trick.swap_card", name=names[owner])
        if trick is Trick.SACRIFICE and k == 0:
            return t("table.trick.sacrifice_own")
        if trick is Trick.SACRIFICE:
            if yours:
                return t("table.trick.sacrifice_other_yours")
            return t("table.trick.sacrifice_other", name=names[owner])
        return t("table.trick.take_back")
    if target is Target.SEAT:
        if trick is Trick.SWAP:
            return t("table.trick.swap_first") if k == 0 else t("table.trick.swap_second")
        if trick is Trick.SACRIFICE:
            return t("table.trick.sacrifice_seat")
        guild = trick.guild
        assert guild is not None
        return t("table.trick.plus_minus_seat", guild=guild_name(guild))
    if target is Target.SIGN:
        guild = trick.guild
        assert guild is not None
        if c.picks[0] == c.seat:
            return t("table.trick.plus_or_minus_yours", guild=guild_name(guild))
        return t("table.trick.plus_or_minus", guild=guild_name(guild), name=names[c.picks[0]])
    if target is Target.HAND_CARD:
        return t("table.trick.play_from_hand")
    return t("table.trick.play_drawn")


def describe(trick: Trick, seat: int, choice: Choice, names: Sequence[str], view: SeatView) -> str:
    """A use of ``seat``'s trick in words, for the confirmation."""
    g, h = choice.guild, choice.other_guild
    if trick is Trick.SWAP:
        x, y = choice.target, choice.other
        assert x is not None and y is not None and h is not None
        if y == seat:  # one's own side first
            x, y, g, h = y, x, h, g
        if x == seat:
            return t(
                "table.trick.swap_summary_yours",
                card=guild_name(g),
                other_card=guild_name(h),
                other=names[y],
            )
        return t(
            "table.trick.swap_summary",
            card=guild_name(g),
            name=names[x],
            other_card=guild_name(h),
            other=names[y],
        )
    if trick is Trick.SACRIFICE:
        assert choice.target is not None and h is not None
        if choice.target == seat:
            return t(
                "table.trick.sacrifice_summary_yours",
                card=guild_name(g),
                other_card=guild_name(h),
            )
        return t(
            "table.trick.sacrifice_summary",
            card=guild_name(g),
            other_card=guild_name(h),
            name=names[choice.target],
        )
    if trick is Trick.DRAW_TWO:
        rest = [x for x in range(len(view.drawn)) for _ in range(view.drawn[x])]
        rest.remove(g)
        if not rest:
            return t("table.trick.drawn_summary_one", card=guild_name(g))
        if rest[0] == g:
            return t("table.trick.drawn_summary_same", card=guild_name(g))
        return t("table.trick.drawn_summary", card=guild_name(g), other_card=guild_name(rest[0]))
    if trick is Trick.SWAP_HAND:
        assert h is not None
        return t("table.trick.hand_summary", card=guild_name(g), other_card=guild_name(h))
    assert choice.target is not None
    if choice.target == seat:
        if choice.sign == 1:
            return t("table.trick.plus_summary_yours", guild=guild_name(g))
        return t("table.trick.minus_summary_yours", guild=guild_name(g))
    key = "table.trick.plus_summary" if choice.sign == 1 else "table.trick.minus_summary"
    return t(key, guild=guild_name(g), name=names[choice.target])


# ---------------------------------------------------------------------- geometry


def seat_area(layout: TableLayout, view: SeatView, seat: int) -> pygame.Rect:
    """A seat's panel with its table as drawn: the row of its stacks, its Dirty Trick
    card and the +1/-1 cards placed on it."""
    panel_rect = layout.seat_panel(seat)
    cards = view.tables[seat]
    row = layout.table_cards(seat, cards if any(cards) else (1,) * len(cards))
    out = panel_rect.copy()
    for _g, rect in row:
        out.union_ip(rect)
    if view.tricks:
        out.union_ip(layout.trick_rect(seat))
    placed = sum(1 for v in view.virtual if v.seat == seat)
    for rect in layout.virtual_rects(seat, cards, placed):
        out.union_ip(rect)
    return out


def target_rects(layout: TableLayout, view: SeatView, option: Option) -> list[pygame.Rect]:
    """Where a target lies on the table: a seat's panel and table, a stack of a seat's
    table, or the cards of the fan of one guild."""
    if option.target is Target.SEAT:
        return [seat_area(layout, view, option.value)]
    if option.target is Target.TABLE_CARD:
        assert option.seat is not None
        cards = view.tables[option.seat]
        return [r for g, r in layout.table_cards(option.seat, cards) if g == option.value]
    if option.target is Target.HAND_CARD:
        fan = fan_cards(view)
        return [layout.fan_card_rect(len(fan), i) for i, g in enumerate(fan) if g == option.value]
    return []


@dataclass(frozen=True)
class PanelGeometry:
    """Where the trick panel and its parts lie: above the viewer's table at the left."""

    rect: pygame.Rect
    title: list[str]
    prompt: list[str]
    body_y: int
    """Where the buttons (or D's drawn cards) start."""
    buttons: list[tuple[Item, pygame.Rect]]
    preview_y: int
    help: list[str]
    help_y: int
    s: float

    @staticmethod
    def of(layout: TableLayout, turn: TrickTurn) -> PanelGeometry:
        """The panel's layout for ``turn`` now."""
        s = layout.s
        own = layout.seat_panel(layout.bottom)
        width = max(own.w, int(330 * s))
        pad = int(10 * s)
        inner = width - 2 * pad
        title = wrap_lines(turn.title(), int(16 * s), inner, True)
        prompt = wrap_lines(turn.prompt(), int(14 * s), inner)
        line_t = text("Ag", int(16 * s), palette.GOLD, True).get_height()
        line_p = text("Ag", int(14 * s), palette.CREAM).get_height()
        bh = int(30 * s)
        y = pad + line_t * len(title) + int(4 * s) + line_p * len(prompt) + int(8 * s)
        body_y = y
        labels = button_labels(turn)
        buttons: list[tuple[Item, pygame.Rect]] = []
        c = turn.chooser
        if c.step_target() is Target.DRAWN_CARD:
            cw, ch = layout.small_card
            for k, option in enumerate(c.options()):
                buttons.append((option, pygame.Rect(pad + k * (cw + pad), y, cw, ch)))
            y += ch + int(8 * s)
        row = [(item, label) for item, label in labels]
        if row:
            gap = int(8 * s)
            widths = [  # a label wider than the panel is ellipsized to it
                min(inner, text(label, int(15 * s), palette.GOLD, True).get_width() + int(24 * s))
                for _i, label in row
            ]
            x = pad
            for (item, _label), w in zip(row, widths):
                if x + w > width - pad and x > pad:
                    x = pad
                    y += bh + gap
                buttons.append((item, pygame.Rect(x, y, w, bh)))
                x += w + gap
            y += bh + int(8 * s)
        preview_y = y
        lines = len(preview_lines(turn))
        if lines:
            small = text("Ag", int(12 * s), palette.CREAM).get_height()
            y += line_p * (lines + 1) + small + int(4 * s)
        help_lines = wrap_lines(turn.hint(), int(12 * s), inner)
        help_y = y
        y += text("Ag", int(12 * s), palette.CREAM).get_height() * len(help_lines)
        height = y + pad
        rect = place_panel(layout, turn, width, height)
        moved = [(item, r.move(rect.x, rect.y)) for item, r in buttons]
        return PanelGeometry(
            rect,
            title,
            prompt,
            rect.y + body_y,
            moved,
            rect.y + preview_y,
            help_lines,
            rect.y + help_y,
            s,
        )


def place_panel(layout: TableLayout, turn: TrickTurn, width: int, height: int) -> pygame.Rect:
    """Where the trick panel goes: above the viewer's table at the left, else above the
    fan at the right, else under the Event card, else another place on a 3x3 grid of
    the felt, else (a tall panel on a crowded felt) a place against the edges of the
    things it keeps clear of: a place that hides none of the targets offered or chosen
    (nor the fan when a card of the hand is to be chosen), if it can no seat's trick
    card, then not the Event card, and among those the one that hides least of the other
    seats' panels and tables."""
    s = layout.s
    felt = layout.felt_rect
    own = layout.seat_panel(layout.bottom)
    top = layout.header_h + int(30 * s)  # under the standings strip
    _cw, fan_h = layout.fan_card
    low = own.y - layout.chip_size[1] - int(22 * s)
    right = felt.right - width - int(10 * s)
    places = [
        pygame.Rect(own.x, low - height, width, height),
        pygame.Rect(right, felt.bottom - int(fan_h * 1.2) - height, width, height),
        pygame.Rect(
            felt.centerx - width // 2, layout.event_rect.bottom + int(40 * s), width, height
        ),
    ]
    margin = int(10 * s)
    for x in (felt.x + margin, felt.centerx - width // 2, right):  # then anywhere else
        for y in (top, felt.centery - height // 2, felt.bottom - margin - height):
            places.append(pygame.Rect(x, y, width, height))
    for rect in places:
        rect.bottom = min(rect.bottom, felt.bottom - int(8 * s))
        rect.top = max(rect.top, top)
    hard: list[pygame.Rect] = []
    for option in [*turn.chooser.options(), *turn.chooser.chosen()]:
        if option.target is Target.HAND_CARD:
            hard.append(pygame.Rect(felt.x, felt.bottom - int(fan_h * 1.2), felt.w, fan_h))
        hard.extend(target_rects(layout, turn.view, option))
    tricks = [layout.trick_rect(seat) for seat in range(layout.players)] if layout.tricks else []
    soft = [
        seat_area(layout, turn.view, seat) for seat in range(layout.players) if layout.offset(seat)
    ]

    def covered(rect: pygame.Rect, rects: list[pygame.Rect]) -> int:
        return sum(r.clip(rect).w * r.clip(rect).h for r in rects)

    def cost(r: pygame.Rect) -> tuple[bool, bool, bool, int]:
        return (
            covered(r, hard) > 0,
            r.collidelist(tricks) >= 0,
            r.colliderect(layout.event_rect),
            covered(r, soft),
        )

    best = min(places, key=cost)  # the first of the best: ``min`` keeps the order
    if cost(best) == (False, False, False, 0):
        return best
    # a tall panel on a crowded felt: also every place against the edges of what it
    # should not cover, PANEL_GAP from them (a place clear of them, slid left then up,
    # stops at such edges); the first places keep their rank among equals
    gap = int(PANEL_GAP * s)
    lowest = felt.bottom - int(8 * s) - height
    xs = {felt.x + gap, right}
    ys = {top, lowest}
    for r in [*hard, *tricks, layout.event_rect, *soft]:
        xs.update((r.right + gap, r.x - gap - width))
        ys.update((r.bottom + gap, r.y - gap - height))
    more = [
        pygame.Rect(x, y, width, height)
        for y in sorted(ys)
        if top <= y <= lowest
        for x in sorted(xs)
        if felt.x <= x <= right
    ]
    return min([best, *more], key=cost)


def button_labels(turn: TrickTurn) -> list[tuple[Item, str]]:
    """The panel's buttons now, with their words."""
    c = turn.chooser
    if c.stage is Stage.OFFER:
        out: list[tuple[Item, str]] = []
        if c.usable:
            out.append(("use", t("table.trick.use_draw") if c.draws else use_label()))
        if c.can_decline:
            out.append(("decline", decline_label()))
        return out
    if c.stage is Stage.CONFIRM:
        return [("confirm", t("table.trick.confirm")), ("back", t("table.trick.back"))]
    out = []
    if c.step_target() is Target.SIGN:
        guild = c.trick.guild
        assert guild is not None
        for option in c.options():
            key = "table.trick.plus" if option.value == 1 else "table.trick.minus"
            out.append((option, t(key, guild=guild_name(guild))))
    if c.picks or not c.drew:
        out.append(("back", t("table.trick.back")))
    return out


def preview_lines(turn: TrickTurn) -> list[tuple[int, int, int]]:
    """At the confirmation: (seat, votes now, votes after) of each seat the use affects."""
    choice = turn.chooser.choice()
    if choice is None:
        return []
    shown: Preview = preview(turn.view, choice)
    return [(s, shown.before[s], shown.after[s]) for s in shown.affected()]


# ---------------------------------------------------------------------- drawing


def draw_trick_turn(
    surf: pygame.Surface, layout: TableLayout, turn: TrickTurn, clock: float
) -> None:
    """The trick panel, the targets lit on the table (the focused one brighter), the
    Protection holder's table marked, and what is chosen so far; Confirm is drawn dim
    while it takes no press (``CONFIRM_GUARD_S``), at the table's ``clock``."""
    view = turn.view
    c = turn.chooser
    s = layout.s
    if c.stage is not Stage.OFFER:
        _spotlight(surf, layout, turn)
    targets_others = c.trick in (Trick.SWAP, Trick.SACRIFICE) or c.trick.guild is not None
    if c.stage is not Stage.OFFER and targets_others:
        _protected(surf, layout, view, turn)
    focused = turn.focused()
    for k, option in enumerate(c.chosen()):
        for rect in target_rects(layout, view, option):
            _badge(surf, rect, str(k + 1), s)
    for option in c.options():
        for rect in target_rects(layout, view, option):
            lit = option == focused or option == turn.hover
            grow = 6 if option.target is Target.SEAT else 2
            box = rect.inflate(grow, grow)
            if lit:
                glow = pygame.Surface(box.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (*palette.HIGHLIGHT, 60), glow.get_rect(), border_radius=6)
                surf.blit(glow, box)
            width = max(3, int(3 * s)) if lit else max(2, int(2 * s))
            color = palette.HIGHLIGHT if lit else palette.GOLD
            pygame.draw.rect(surf, color, box, width, border_radius=6)
    _panel(surf, layout, turn, clock - turn.changed_at >= CONFIRM_GUARD_S)


def _spotlight(surf: pygame.Surface, layout: TableLayout, turn: TrickTurn) -> None:
    """The felt a little darker but where the targets offered and chosen lie, so what
    may be chosen lights up."""
    shade = pygame.Surface(layout.felt_rect.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, SPOTLIGHT_ALPHA))
    chosen = [o for o in turn.chooser.chosen() if o.target is not Target.SEAT]
    for option in [*turn.chooser.options(), *chosen]:
        for rect in target_rects(layout, turn.view, option):
            grow = 10 if option.target is Target.SEAT else 6
            shade.fill((0, 0, 0, 0), rect.inflate(grow, grow))
    surf.blit(shade, layout.felt_rect)


def _protected(surf: pygame.Surface, layout: TableLayout, view: SeatView, turn: TrickTurn) -> None:
    """The Protection holder's table (another seat's): dimmed, with a "Protected" tag."""
    s = layout.s
    for seat, letter in enumerate(view.tricks):
        if letter != Trick.PROTECTION or seat == view.seat:
            continue
        area = seat_area(layout, view, seat)
        shade = pygame.Surface(area.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surf.blit(shade, area)
        tag = text(t("table.trick.protected"), int(13 * s), palette.INK, True)
        box = tag.get_rect(center=area.center).inflate(int(12 * s), int(4 * s))
        pygame.draw.rect(surf, palette.CREAM, box, border_radius=8)
        pygame.draw.rect(surf, palette.INK, box, 1, border_radius=8)
        surf.blit(tag, tag.get_rect(center=box.center))


def _badge(surf: pygame.Surface, rect: pygame.Rect, label: str, s: float) -> None:
    """A chosen target: a gold frame and its number in the order chosen."""
    pygame.draw.rect(surf, palette.GOLD, rect.inflate(6, 6), max(3, int(3 * s)), border_radius=6)
    tick = text(label, int(13 * s), palette.INK, True)
    center = (rect.right, rect.y)
    pygame.draw.circle(
        surf, palette.GOLD, center, max(tick.get_width(), tick.get_height()) // 2 + 3
    )
    surf.blit(tick, tick.get_rect(center=center))


def _panel(surf: pygame.Surface, layout: TableLayout, turn: TrickTurn, ready: bool) -> None:
    geo = PanelGeometry.of(layout, turn)
    s = layout.s
    rect = geo.rect
    panel(surf, rect, highlight=True, alpha=245)
    pad = int(10 * s)
    y = rect.y + pad
    for line in geo.title:
        img = text(line, int(16 * s), palette.GOLD, True)
        surf.blit(img, (rect.x + pad, y))
        y += img.get_height()
    y += int(4 * s)
    for line in geo.prompt:
        img = text(line, int(14 * s), palette.CREAM)
        surf.blit(img, (rect.x + pad, y))
        y += img.get_height()
    focused = turn.focused()
    labels = dict(button_labels(turn))
    for item, r in geo.buttons:
        lit = item == focused or item == turn.hover
        if isinstance(item, Option) and item.target is Target.DRAWN_CARD:
            surf.blit(shadow(r.w, r.h), r.move(3, 4))
            surf.blit(card_face(item.value, r.w, r.h), r)
            if lit:
                pygame.draw.rect(surf, palette.HIGHLIGHT, r.inflate(6, 6), 3, border_radius=8)
            continue
        armed = turn.armed is not None and item == turn.armed
        waiting = item == "confirm" and not ready
        panel(surf, r, highlight=(lit or armed) and not waiting, alpha=120 if waiting else 220)
        label = labels.get(item, "")
        color = (140, 136, 120) if waiting else palette.GOLD if lit else palette.CREAM
        img = text(ellipsize(label, int(15 * s), r.w - int(8 * s), True), int(15 * s), color, True)
        surf.blit(img, img.get_rect(center=r.center))
    _preview(surf, turn, rect.x + pad, geo.preview_y, rect.w - 2 * pad, s)
    y = geo.help_y
    for line in geo.help:
        img = text(line, int(12 * s), (200, 190, 160))
        surf.blit(img, (rect.x + pad, y))
        y += img.get_height()


def _preview(surf: pygame.Surface, turn: TrickTurn, x: int, y: int, width: int, s: float) -> None:
    """At the confirmation: this round's count now and after the use, for each seat it
    affects, as a small table (name, now, after with the change)."""
    lines = preview_lines(turn)
    if not lines:
        return
    size = int(14 * s)
    head = text(t("table.trick.preview"), size, palette.GOLD, True)
    surf.blit(head, (x, y))
    y += head.get_height()
    gap = int(12 * s)
    now = text(t("table.trick.now"), int(12 * s), (200, 190, 160))
    later = text(t("table.trick.after"), int(12 * s), (200, 190, 160))
    numbers = text("888 (+88)", size, palette.CREAM, True).get_width()
    col_after = x + width - max(later.get_width(), numbers)
    col_now = col_after - gap - max(now.get_width(), text("888", size, palette.CREAM).get_width())
    surf.blit(now, (col_now, y))
    surf.blit(later, (col_after, y))
    y += text("Ag", int(12 * s), palette.CREAM).get_height()
    for seat, before, after in lines:
        name = ellipsize(turn.names[seat], size, col_now - x - int(14 * s))
        changed = after != before
        color = palette.HIGHLIGHT if changed else palette.CREAM
        surf.blit(text(name, size, palette.CREAM), (x + int(6 * s), y))
        surf.blit(text(str(before), size, palette.CREAM), (col_now, y))
        shown = f"{after} ({after - before:+d})" if changed else str(after)
        img = text(shown, size, color, changed)
        surf.blit(img, (col_after, y))
        y += img.get_height()


# ---------------------------------------------------------------------- following the game


def follow(
    turn: TrickTurn | None,
    view: SeatView | None,
    key: tuple[int, int],
    legal: Callable[[], Sequence[Choice]],
    clock: float,
    seats: Sequence[Seat],
    confirm_picks: bool,
) -> TrickTurn | None:
    """The trick turn for the viewer now: ``turn`` if it is still for the decision
    ``key`` (the viewer and the game's length), a new one if the viewer's view says it is
    their trick turn, else None."""
    if view is None:
        return None
    if turn is not None and turn.key == key:
        turn.confirm_picks = confirm_picks
        return turn
    chooser = TrickChooser(view, legal())
    if not chooser.usable and not chooser.can_decline:
        return None
    return TrickTurn(chooser, key, clock, confirm_picks, names=tuple(seat.name for seat in seats))
