"""Drawing the viewer's Dirty-Trick turn: the panel with its buttons and preview, the
targets lit on the tables (the focused one brighter) and the Protection holder's table
marked."""

from __future__ import annotations

import pygame

from guildes.i18n import signed, t
from guildes.rules import SeatView
from guildes.rules.cards import Trick
from guildes.ui import palette
from guildes.ui.cards import card_face, shadow
from guildes.ui.draw import panel
from guildes.ui.fonts import text
from guildes.ui.layout import TableLayout
from guildes.ui.table.trick_choice import Option, Stage, Target
from guildes.ui.table.trick_panel import (
    PanelGeometry,
    badge_rects,
    button_labels,
    preview_lines,
    seat_area,
    target_rects,
)
from guildes.ui.table.trick_turn import CONFIRM_GUARD_S, TrickTurn
from guildes.ui.textfit import ellipsize

SPOTLIGHT_ALPHA = 110
"""How much the felt darkens around the targets while they are chosen."""


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
        for rect in badge_rects(layout, view, option):
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


def _drawn_card(
    surf: pygame.Surface, guild: int, rect: pygame.Rect, size: tuple[int, int], lit: bool
) -> None:
    """A card drawn with D, offered to play, ``size`` large: when both cards drawn are of
    its guild, the two side by side in ``rect``, one choice (a hurried play test: two
    Priests drawn showed as one, and the player thought a card was missing)."""
    cw, ch = size
    at = [rect.x] if rect.w < 2 * cw else [rect.x, rect.right - cw]
    for x in at:
        card = pygame.Rect(x, rect.y, cw, ch)
        surf.blit(shadow(cw, ch), card.move(3, 4))
        surf.blit(card_face(guild, cw, ch), card)
    if lit:
        pygame.draw.rect(surf, palette.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=8)


def _panel(surf: pygame.Surface, layout: TableLayout, turn: TrickTurn, ready: bool) -> None:
    geo = PanelGeometry.of(layout, turn)
    s = layout.s
    rect = geo.rect
    panel(surf, rect, highlight=True, alpha=255)  # opaque: nothing shows through it
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
            _drawn_card(surf, item.value, r, layout.small_card, lit)
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
        shown = f"{after} ({signed(after - before)})" if changed else str(after)
        img = text(shown, size, color, changed)
        surf.blit(img, (col_after, y))
        y += img.get_height()


# ---------------------------------------------------------------------- following the game
