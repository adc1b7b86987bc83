"""Where the Dirty-Trick turn's panel goes on the table, and the areas it lights:
a seat's area (its table, its trick card, the +1/-1 cards on it), the targets of an
option, and a place for the panel that covers none of what the player must see."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from guildes.i18n import t
from guildes.rules import SeatView
from guildes.ui import palette
from guildes.ui.cards import wrap_lines
from guildes.ui.draw import FRAME_PX
from guildes.ui.fonts import text
from guildes.ui.layout import TableLayout
from guildes.ui.names import guild_name
from guildes.ui.table.drawing import event_lines, unplayed_label
from guildes.ui.table.trick_choice import Option, Preview, Stage, Target, preview
from guildes.ui.table.views import fan_cards
from guildes.ui.trick_texts import decline_label, use_label

if TYPE_CHECKING:
    from guildes.ui.table.trick_turn import TrickTurn

PANEL_GAP = 6
"""The least room (at text size 100%) the trick panel leaves between itself and what it
keeps clear of, when it is placed against them."""

Item = Option | str
"""What can be chosen in the panel or on the table: a target, or a button ("use",
"decline", "confirm", "back")."""


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


def seat_area(layout: TableLayout, view: SeatView, seat: int) -> pygame.Rect:
    """A seat's panel with its table as drawn: the row of its stacks, its Dirty Trick
    card and the +1/-1 markers placed on it, with the empty place of a marked guild its
    table does not hold (as ``trick_table.draw_virtual`` draws them)."""
    panel_rect = layout.seat_panel(seat)
    cards = view.tables[seat]
    row = layout.table_cards(seat, cards if any(cards) else (1,) * len(cards))
    out = panel_rect.copy()
    for _g, rect in row:
        out.union_ip(rect)
    if view.tricks:
        out.union_ip(layout.trick_rect(seat))
    guilds = [v.guild for v in view.virtual if v.seat == seat]
    for _g, rect in layout.mark_places(seat, cards, guilds):  # a guild the table lacks
        out.union_ip(rect)
    for rect in layout.virtual_rects(seat, cards, len(guilds), guilds):
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


def badge_rects(layout: TableLayout, view: SeatView, option: Option) -> list[pygame.Rect]:
    """Where a chosen target's badge goes: on its seat or stack, or on one card of the
    fan (the chosen card is one card, however many of its guild the hand holds)."""
    rects = target_rects(layout, view, option)
    return rects[-1:] if option.target is Target.HAND_CARD else rects


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
        """The panel's layout for ``turn`` now: at its usual width where a place hides
        nothing it keeps clear of, else at the width down to ``NARROWEST`` of it (its
        lines wrapped again) whose place hides least, the widest among equals (at
        1920x1080, 130%, 3 players with the log docked, the wide panel lay on the
        hand's second card and "not played", with room for a narrower one beside the
        Event card)."""
        key = _state(layout, turn)
        if _LAST and _LAST[0] == key:
            return _LAST[1]
        s = layout.s
        own = layout.seat_panel(layout.bottom)
        width = max(own.w, int(330 * s))
        step = max(1, int(width * NARROWER_BY))
        least = max(own.w, int(width * NARROWEST))
        kept = _Kept.of(layout, turn)
        tried: list[tuple[Cost, int, PanelGeometry]] = []
        for w in range(width, least - 1, -step):
            geo = _measured(layout, turn, w, kept)
            tried.append((kept.cost(geo.rect), -w, geo))
            if tried[-1][0] == CLEAR:
                break
        geo = min(tried, key=lambda c: c[:2])[2]  # the widest of the least hidden
        _LAST[:] = [key, geo]
        return geo


NARROWEST = 0.75
"""The narrowest the trick panel becomes to find a place that hides nothing it keeps
clear of, as a share of its usual width..."""
NARROWER_BY = 0.05
"""...in steps of this share of it."""

_LAST: list[Any] = []
"""The last panel laid out, with the state it was laid out for (``_state``): the panel is
asked for several times a frame, and trying narrower widths costs a few milliseconds."""


def _state(layout: TableLayout, turn: TrickTurn) -> tuple[object, ...]:
    """All the panel's layout depends on: the table's layout and the turn's words,
    buttons, targets and preview."""
    c = turn.chooser
    return (
        layout,
        turn,
        turn.view,
        turn.title(),
        turn.prompt(),
        turn.hint(),
        tuple(button_labels(turn)),
        tuple(c.options()),
        tuple(c.chosen()),
        c.step_target(),
        tuple(preview_lines(turn)),
    )


def _measured(layout: TableLayout, turn: TrickTurn, width: int, kept: _Kept) -> PanelGeometry:
    """The panel's layout for ``turn`` at ``width``, in the place ``place_panel`` finds
    (clear of ``kept``)."""
    s = layout.s
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
        x = pad
        for option in c.options():  # two cards of one guild drawn: both, one choice
            n = max(1, turn.view.drawn[option.value])
            buttons.append((option, pygame.Rect(x, y, n * cw + (n - 1) * pad, ch)))
            x += n * (cw + pad)
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
    rect = place_panel(layout, turn, width, height, kept)
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


def place_panel(
    layout: TableLayout, turn: TrickTurn, width: int, height: int, kept: _Kept | None = None
) -> pygame.Rect:
    """Where the trick panel goes: above the viewer's table at the left, else above the
    fan at the right, else under the Event card, else another place on a 3x3 grid of
    the felt, else (a tall panel on a crowded felt) a place against the edges of the
    things it keeps clear of: a place that hides none of the targets offered or chosen
    (nor the fan when a card of the hand is to be chosen), if it can no seat's trick
    card, then not the Event card, then not the lines under it, and among those the one
    that hides least of the seats' panels and tables, the viewer's own included (it
    covered the viewer's stacks at 1280x720) and of the viewer's hand (``kept``:
    those things, when the caller has them already)."""
    s = layout.s
    felt = layout.inner_felt  # (at 85% text the panel ended a pixel from the frame)
    if layout.log_width:  # no frame beside a docked log
        felt.w += FRAME_PX
    own = layout.seat_panel(layout.bottom)
    top = layout.header_h + int(30 * s)  # under the standings strip
    _cw, fan_h = layout.fan_card
    low = layout.table_room(layout.bottom).y - int(8 * s)  # above the viewer's own table
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
    if kept is None:  # (what it keeps clear of: the same at every width tried)
        kept = _Kept.of(layout, turn)
    cost = kept.cost
    best = min(places, key=cost)  # the first of the best: ``min`` keeps the order
    if cost(best) == CLEAR:
        return best
    # a tall panel on a crowded felt: also every place against the edges of what it
    # should not cover, PANEL_GAP from them (a place clear of them, slid left then up,
    # stops at such edges); the first places keep their rank among equals
    gap = int(PANEL_GAP * s)
    lowest = felt.bottom - int(8 * s) - height
    xs = {felt.x + gap, right}
    ys = {top, lowest}
    for r in [*kept.hard, *kept.tricks, layout.event_rect, *kept.lines, *kept.soft]:
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


Cost = tuple[bool, bool, bool, bool, int]
"""What a place of the trick panel hides, worst first: a target offered or chosen (or
the fan when a card of the hand is to be chosen), a seat's trick card, the Event card,
the lines under it, and the area of the seats' panels and tables and of the hand."""
CLEAR: Cost = (False, False, False, False, 0)
"""The cost of a place that hides nothing the panel keeps clear of."""


@dataclass(frozen=True)
class _Kept:
    """What the trick panel keeps clear of, by how much it matters (see ``Cost``)."""

    hard: list[pygame.Rect]
    tricks: list[pygame.Rect]
    event: pygame.Rect
    lines: list[pygame.Rect]
    soft: list[pygame.Rect]

    @staticmethod
    def of(layout: TableLayout, turn: TrickTurn) -> _Kept:
        """What the panel keeps clear of at ``turn`` now."""
        felt = layout.felt_rect
        _cw, fan_h = layout.fan_card
        hard: list[pygame.Rect] = []
        for option in [*turn.chooser.options(), *turn.chooser.chosen()]:
            if option.target is Target.HAND_CARD:
                hard.append(pygame.Rect(felt.x, felt.bottom - int(fan_h * 1.2), felt.w, fan_h))
            hard.extend(target_rects(layout, turn.view, option))
        tricks = (
            [layout.trick_rect(seat) for seat in range(layout.players)] if layout.tricks else []
        )
        soft = [seat_area(layout, turn.view, seat) for seat in range(layout.players)]
        hand = len(fan_cards(turn.view)) if isinstance(turn.view, SeatView) else 0
        # the viewer's hand (its cards' names, a card lifted) and "not played" over it:
        # hidden only where nothing else is free (trick E's panel lay over it, though the
        # player weighs those cards)
        # (with room round them: 2-3 px from a card's edge or the note's end, the panel
        # seemed to touch them)
        air = int(PANEL_GAP * layout.s)
        fan = [layout.fan_card_rect(hand, i, (), lifted=True) for i in range(hand)]
        soft += [r.inflate(2 * air, 2 * air) for r in fan]
        if hand:
            soft.append(unplayed_label(layout, hand)[1].inflate(2 * air, 2 * air))
        # the lines under the Event card (ru at 1024x640, 130%: the panel cut "нажмите E")
        lines = [
            at.inflate(2 * air, 2 * air) for *_words, at in event_lines(layout, turn.view, hand)
        ]
        return _Kept(hard, tricks, layout.event_rect, lines, soft)

    def cost(self, rect: pygame.Rect) -> Cost:
        """What the panel at ``rect`` hides."""
        return (
            _covered(rect, self.hard) > 0,
            rect.collidelist(self.tricks) >= 0,
            rect.colliderect(self.event),
            rect.collidelist(self.lines) >= 0,
            _covered(rect, self.soft),
        )


def _covered(rect: pygame.Rect, rects: list[pygame.Rect]) -> int:
    """The area of ``rects`` that ``rect`` covers (overlaps counted again)."""
    return sum(r.clip(rect).w * r.clip(rect).h for r in rects)
