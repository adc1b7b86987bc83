"""The table's header: the round and phase in words, fitted before the header's buttons,
and the order of play (one seat at a time) or of the Dirty Tricks beside it."""

from __future__ import annotations

import pygame

from guildes.i18n import t as tr
from guildes.rules import Phase, PublicView
from guildes.ui import palette
from guildes.ui.draw import check_mark
from guildes.ui.fonts import font, text
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.steps import CountStep
from guildes.ui.table.trick_table import draw_trick_order, trick_order_least, trick_turn_seat
from guildes.ui.table.views import turn_seat
from guildes.ui.textfit import common_cap, ellipsize
from guildes.ui.trick_texts import trick_phase

PHASE_NAMES = {
    Phase.DRAFT: "phase.draft",
    Phase.REDISTRIBUTE: "phase.redistribution",
    Phase.PLAY: "phase.play",
}
"""The header's phase names (keys)."""


def draw_header(surf: pygame.Surface, frame: TableFrame) -> None:
    """The header bar across the felt: its title, and the order of play beside it."""
    lay, view = frame.layout, frame.view
    s = lay.s
    bar = pygame.Rect(0, 0, lay.felt_rect.w, lay.header_h)
    shade = pygame.Surface(bar.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    surf.blit(shade, bar)
    # while a count is shown, the header names it (it named the phase before it: "Round
    # 1 of 3 · Dirty Tricks" over count 1, a play test)
    counting = view.outcome is None and isinstance(frame.step, CountStep)
    if view.outcome is not None:
        label = tr("table.votes_are_in")
    elif counting:
        phase = tr("count.title", round=view.voting_round)
        label = tr("table.header", round=view.voting_round, phase=phase)
    elif view.phase is Phase.TRICKS:
        label = tr("table.header", round=view.voting_round, phase=trick_phase())
    else:
        phase = tr(PHASE_NAMES.get(view.phase, "phase.play"))
        if view.phase is not Phase.REDISTRIBUTE:
            phase = tr("table.phase_step", phase=phase, step=view.step, steps=view.steps)
        label = tr("table.header", round=view.voting_round, phase=phase)
        if view.batch == 2:
            label = tr("table.header_two", header=label)
    t = text(label, int(20 * s), palette.GOLD, True)
    if int(14 * s) + t.get_width() > header_room(frame):
        # short of room before the header's buttons (a docked log, large text): the
        # round's number and the phase's step in fewer words, then smaller, never under them
        t = _header_fitted(label, view, header_room(frame) - int(14 * s), s)
    if not counting and view.outcome is None and trick_turn_seat(view) is not None:
        # the Dirty Tricks' cards in order say the phase: the round alone when that
        # leaves room for them (with their holders' names, if it leaves room for those)
        short = text(
            tr("table.header_round", round=view.voting_round), int(20 * s), palette.GOLD, True
        )
        cards, names = trick_order_least(lay, view, frame.seats)
        right = header_room(frame) - int(24 * s)
        for need in (names, cards):
            if t.get_width() + need <= right:
                break
            if short.get_width() + need <= right:
                t = short
                break
        else:
            t = short
    if not counting and turn_seat(view) is not None and view.outcome is None:
        # the order of play says the phase too: the round alone when the whole title
        # would cut the players' names and the round alone leaves them more room
        short = text(
            tr("table.header_round", round=view.voting_round), int(20 * s), palette.GOLD, True
        )
        need = order_strip_need(frame)
        right = header_room(frame) - int(24 * s)
        if t.get_width() + need > right and short.get_width() < t.get_width():
            t = short
    surf.blit(t, (int(14 * s), (lay.header_h - t.get_height()) // 2))
    if counting:  # (the count's own panel says who plays nothing now)
        return
    if turn_seat(view) is not None and view.outcome is None:
        _order_strip(surf, frame, int(24 * s) + t.get_width())
    elif trick_turn_seat(view) is not None:
        right = header_room(frame)
        draw_trick_order(surf, lay, view, frame.seats, int(24 * s) + t.get_width(), right)


def _header_fitted(label: str, view: PublicView, room: int, s: float) -> pygame.Surface:
    """The header's title within ``room`` pixels: ``label``; without "· 2 cards"; the
    round alone; then each at a smaller size, down to 70%."""
    labels = [label]
    if view.batch == 2 and view.outcome is None:
        phase = tr(PHASE_NAMES.get(view.phase, "phase.play"))
        phase = tr("table.phase_step", phase=phase, step=view.step, steps=view.steps)
        labels.append(tr("table.header", round=view.voting_round, phase=phase))
    if view.outcome is None:
        labels.append(tr("table.header_round", round=view.voting_round))
    for k in range(10, 6, -1):
        for words in labels:
            t = text(words, int(20 * s * k / 10), palette.GOLD, True)
            if t.get_width() <= room:
                return t
    return t


def header_room(frame: TableFrame) -> int:
    """Where the header's text must end: a little before its buttons."""
    lay = frame.layout
    if frame.header_end is not None:
        return frame.header_end - int(10 * lay.s)
    return lay.felt_rect.right - int(3 * (128 * lay.s + 6) + 16)


def _order_strip(surf: pygame.Surface, frame: TableFrame, x0: int) -> None:
    """No more simultaneous play: this turn's order of play in the header, the seat to
    play marked, those who played ticked, and who starts the next turn (no word of it
    under ``ORDER_MIN_PX``)."""
    lay, view = frame.layout, frame.view
    s = lay.s
    n = view.players
    first = view.turn - view.turn % n
    order = view.turn_order[first : first + n]
    x = x0 + int(12 * s)
    cy = lay.header_h // 2
    size = max(ORDER_MIN_PX, int(14 * s))
    small = max(ORDER_MIN_PX, int(12 * s))
    head = text(tr("table.order"), size, palette.CREAM, True)
    surf.blit(head, head.get_rect(midleft=(x, cy)))
    x += head.get_width() + int(8 * s)
    nxt = first + n
    # each name whole where the header has room for all, else the longest ones cut to a
    # common width (the next turn's too)
    room = (
        header_room(frame)
        - x
        - text(tr("table.next_turn", name=""), small, palette.CREAM).get_width()
    )
    names = [frame.seats[seat].name for seat in order]
    widths = [font(size, True).size(name)[0] for name in names]
    if nxt < len(view.turn_order):
        widths.append(font(small).size(frame.seats[view.turn_order[nxt]].name)[0])
    cap = common_cap(widths, room - n * int(ORDER_NAME_EXTRA * s))
    name_w = max(int(30 * s), min(int(120 * s), cap))
    for k, seat in enumerate(order):
        played = first + k < view.turn
        now = first + k == view.turn
        name = ellipsize(frame.seats[seat].name, size, name_w, now)
        color = palette.INK if now else (palette.CREAM if not played else (150, 160, 150))
        t = text(name, size, color, now)
        tick = int(10 * s) if played else 0  # a drawn tick: the font has no "✓"
        box = t.get_rect(midleft=(x + int(6 * s), cy)).inflate(int(12 * s), int(4 * s))
        box.w += tick + (int(5 * s) if tick else 0)
        if now:
            pygame.draw.rect(surf, palette.HIGHLIGHT, box, border_radius=8)
        at = surf.blit(t, t.get_rect(midleft=(box.x + int(6 * s), box.centery)))
        if tick:
            mark = pygame.Rect(at.right + int(5 * s), 0, tick, int(tick * 0.8))
            mark.centery = box.centery
            check_mark(surf, mark, palette.HIGHLIGHT)
        x = box.right + int(4 * s)
        if k < len(order) - 1:
            arrow = text("›", int(16 * s), palette.GOLD, True)
            surf.blit(arrow, arrow.get_rect(midleft=(x, cy)))
            x += arrow.get_width() + int(2 * s)
    if nxt < len(view.turn_order):
        # within the header's room left (it ran under the Counts button at 1280x720 with
        # six players): the name shortened first, no line at all if "X…" cannot follow
        x += int(10 * s)
        label_w = text(tr("table.next_turn", name=""), small, palette.CREAM).get_width()
        room_left = header_room(frame) - x - label_w
        name = frame.seats[view.turn_order[nxt]].name
        who = ellipsize(name, small, min(name_w, room_left))
        if who and who != "…":
            t = text(tr("table.next_turn", name=who), small, (200, 190, 160))
            surf.blit(t, t.get_rect(midleft=(x, cy)))


ORDER_NAME_EXTRA = 40
"""The order of play's room for each name beyond its words (its box, a tick, the arrow
to the next), in pixels at scale 1."""


def order_strip_need(frame: TableFrame) -> int:
    """The width the order of play takes with every name whole (``_order_strip``), from
    the end of the header's title."""
    lay, view = frame.layout, frame.view
    s = lay.s
    n = view.players
    first = view.turn - view.turn % n
    size = max(ORDER_MIN_PX, int(14 * s))
    small = max(ORDER_MIN_PX, int(12 * s))
    need = int(12 * s) + text(tr("table.order"), size, palette.CREAM, True).get_width()
    need += int(8 * s) + n * int(ORDER_NAME_EXTRA * s)
    need += sum(
        font(size, True).size(frame.seats[seat].name)[0]
        for seat in view.turn_order[first : first + n]
    )
    if first + n < len(view.turn_order):
        name = frame.seats[view.turn_order[first + n]].name
        need += (
            int(10 * s) + text(tr("table.next_turn", name=name), small, palette.CREAM).get_width()
        )
    return need


ORDER_MIN_PX = 11
"""The order of play in the header (``_order_strip``): no word under this many pixels."""
