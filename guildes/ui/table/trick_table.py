"""The Dirty-Trick variant on the table, from the view drawn (public facts only): each
seat's trick card face up in its panel, its full text when pointed at or focused (T),
the phase's order in the header with the resolving seat lit, and the +1/-1 markers of
virtual cards on the tables until the count."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from guildes.i18n import t
from guildes.rules import Phase, PublicView
from guildes.rules.cards import Trick
from guildes.rules.counting import VirtualCard
from guildes.seats import Seat
from guildes.ui import palette
from guildes.ui.fonts import font, text
from guildes.ui.layout import TableLayout
from guildes.ui.textfit import common_cap, ellipsize
from guildes.ui.trick_cards import (
    TAG_MIN,
    TRICK_RED,
    draw_trick_text,
    ghost_card,
    guild_tag,
    mark_tab,
    trick_face,
)


def tricks_shown(view: PublicView) -> bool:
    """True when the seats hold Dirty Trick cards now (the variant, a round under way)."""
    return (
        "dirty_tricks" in view.config.variants
        and len(view.tricks) == view.players
        and view.outcome is None
    )


def trick_turn_seat(view: PublicView) -> int | None:
    """The seat resolving its trick now (the Dirty Tricks phase), if any."""
    if view.phase is not Phase.TRICKS or view.outcome is not None:
        return None
    if view.turn >= len(view.turn_order):
        return None
    return view.turn_order[view.turn]


def protected(view: PublicView) -> int | None:
    """The seat holding the Protection (A) this round, if any."""
    if not tricks_shown(view):
        return None
    return next((s for s, k in enumerate(view.tricks) if k == 0), None)


def trick_at(layout: TableLayout, view: PublicView, pos: tuple[int, int]) -> int | None:
    """The seat whose trick card is under ``pos``, if any."""
    if not tricks_shown(view):
        return None
    for seat in range(view.players):
        if layout.trick_rect(seat).collidepoint(pos):
            return seat
    return None


def draw_seat_trick(surf: pygame.Surface, layout: TableLayout, view: PublicView, seat: int) -> None:
    """``seat``'s trick card, face up in its panel; outlined when it resolves now."""
    rect = layout.trick_rect(seat)
    surf.blit(trick_face(view.tricks[seat], rect.w, rect.h), rect)
    if trick_turn_seat(view) == seat:
        pygame.draw.rect(surf, palette.HIGHLIGHT, rect.inflate(4, 4), 2, border_radius=5)


def draw_trick_tooltip(
    surf: pygame.Surface, layout: TableLayout, view: PublicView, seat: int, seats: Sequence[Seat]
) -> None:
    """The full text of ``seat``'s trick card, beside it."""
    if not tricks_shown(view) or not 0 <= seat < view.players:
        return
    rect = layout.trick_rect(seat)
    pygame.draw.rect(surf, palette.HIGHLIGHT, rect.inflate(4, 4), 2, border_radius=5)
    bounds = layout.felt_rect.copy()
    bounds.top = layout.header_h
    draw_trick_text(surf, view.tricks[seat], rect, bounds, layout.s, seats[seat].name, view.players)


def virtual_by_seat(view: PublicView) -> dict[int, list[VirtualCard]]:
    """The virtual cards placed this round, by the seat whose table they sit on."""
    out: dict[int, list[VirtualCard]] = {}
    for v in view.virtual:
        out.setdefault(v.seat, []).append(v)
    return out


def marks_of(view: PublicView, seat: int) -> list[VirtualCard]:
    """The virtual cards placed this round on ``seat``'s table."""
    return [v for v in view.virtual if v.seat == seat]


def draw_virtual(surf: pygame.Surface, layout: TableLayout, view: PublicView) -> None:
    """The +1/-1 markers of this round's virtual cards on their seats' tables: each a tab
    hanging from its guild's column (from an empty place when the table holds none)."""
    for seat, cards in virtual_by_seat(view).items():
        guilds = [v.guild for v in cards]
        table = view.tables[seat]
        for g, rect in layout.mark_places(seat, table, guilds):
            surf.blit(ghost_card(g, rect.w, rect.h), rect)
        up = layout.offset(seat) == 0
        for v, rect in zip(cards, layout.virtual_rects(seat, table, len(cards), guilds)):
            surf.blit(mark_tab(v.delta, rect.w, rect.h, up), rect)


def order_entries(view: PublicView) -> list[tuple[int, int, str]]:
    """The phase's order as (seat, trick, state): the Protection holder first (it has no
    turn: "done"), then ``turn_order`` (D's holder twice once it drew); state is "done",
    "now" or "next"."""
    out: list[tuple[int, int, str]] = []
    guard = protected(view)
    if guard is not None:
        out.append((guard, view.tricks[guard], "done"))
    for k, seat in enumerate(view.turn_order):
        if k and view.turn_order[k - 1] == seat:
            continue  # D's second turn: the same card, once in the strip
        now = view.turn == k or (
            k + 1 < len(view.turn_order) and view.turn == k + 1 and view.turn_order[k + 1] == seat
        )
        state = "now" if now else ("done" if view.turn > k else "next")
        out.append((seat, view.tricks[seat], state))
    return out


def _order_sizes(layout: TableLayout) -> tuple[int, int, int, int]:
    """The header order's card width and height, the gap between cards and how far the
    resolving seat's highlight reaches past its card."""
    s = layout.s
    chip_h = int(layout.header_h * 0.62)
    return int(chip_h * 0.75), chip_h, int(12 * s), int(5 * s)


def _least_name(layout: TableLayout, seats: Sequence[Seat], entries: Sequence[int]) -> int:
    """The least width a holder's name gets in the header's order: the widest name whole
    (in bold, as the resolving seat's is drawn), or 72 px at scale 1 (a longer name is
    cut there)."""
    size = int(14 * layout.s)
    widest = max((font(size, True).size(seats[seat].name)[0] for seat in entries), default=0)
    return min(widest, int(72 * layout.s))


def trick_order_least(
    layout: TableLayout, view: PublicView, seats: Sequence[Seat]
) -> tuple[int, int]:
    """The least widths of the Dirty Tricks' order in the header, from the header's words
    before it: its cards alone, and its cards with every holder's name (0, 0 when there
    is no order to show)."""
    chip_w, _chip_h, gap, lit = _order_sizes(layout)
    entries = [seat for seat, _trick, _state in order_entries(view)]
    n = len(entries)
    if not n:
        return 0, 0
    cards = int(12 * layout.s) + n * (chip_w + gap) - gap + 2 * lit
    names = n * (_least_name(layout, seats, entries) + int(4 * layout.s) + int(4 * layout.s))
    return cards, cards + names


def draw_trick_order(
    surf: pygame.Surface,
    layout: TableLayout,
    view: PublicView,
    seats: Sequence[Seat],
    x0: int,
    right: int,
) -> None:
    """The Dirty Tricks phase's order in the header, from ``x0`` and never past ``right``
    (the header's buttons): each card's letter (a +1/-1 card's guild beside it, "±Kn",
    never under ``TAG_MIN`` px) and its holder's name, the one resolving lit, those
    resolved ticked. Short of room (``_order_plan``, measured on the names drawn) the
    "Order" label goes, then the guilds beside the cards, then the longest names are
    cut, then all names but the resolving seat's go."""
    s = layout.s
    entries = order_entries(view)
    if not entries:
        return
    cy = layout.header_h // 2
    size = int(14 * s)
    chip_w, chip_h, gap, lit = _order_sizes(layout)
    x = x0 + int(12 * s)
    head = text(t("trick.order"), int(14 * s), palette.CREAM, True)
    tags = {trick: _order_tag(trick, s) for _seat, trick, _state in entries}
    tag_w = {k: tag.get_width() + int(3 * s) if tag else 0 for k, tag in tags.items()}
    plan = _order_plan(layout, entries, seats, tag_w, head.get_width() + int(8 * s), right - x)
    if plan.head:
        surf.blit(head, head.get_rect(midleft=(x, cy)))
        x += head.get_width() + int(8 * s)
    x += lit
    if not plan.tags:
        tags = dict.fromkeys(tags)
        tag_w = dict.fromkeys(tag_w, 0)
    all_names = plan.name_w is not None
    name_w = plan.name_w if plan.name_w is not None else plan.now_w
    for seat, trick, state in entries:
        now = state == "now"
        card = trick_face(trick, chip_w, chip_h, tag=False)
        box = pygame.Rect(x, cy - chip_h // 2, chip_w, chip_h)
        whole = box.copy()
        whole.w += tag_w[trick]
        tag = tags[trick]
        label = None
        name = ellipsize(seats[seat].name, size, name_w, now) if all_names or now else ""
        if name.rstrip("…"):  # never a lone "…" (fr at 1024x640, 130%: the resolving seat's)
            color = palette.INK if now else (palette.CREAM if state == "next" else (150, 160, 150))
            label = text(name, size, color, now)
            whole.w += int(4 * s) + label.get_width()
        if now:
            pygame.draw.rect(
                surf, palette.HIGHLIGHT, whole.inflate(int(10 * s), 4), border_radius=8
            )
        elif state == "done":
            card = card.copy()
            card.set_alpha(120)
            if tag is not None:
                tag = tag.copy()
                tag.set_alpha(150)
        surf.blit(card, box)
        if tag is not None:
            surf.blit(tag, tag.get_rect(midleft=(box.right + int(3 * s), cy)))
        if label is not None:
            at = box.right + tag_w[trick] + int(4 * s)
            surf.blit(label, label.get_rect(midleft=(at, cy)))
        x = whole.right + gap


@dataclass(frozen=True)
class OrderPlan:
    """What the header's Dirty Trick order shows in its room."""

    head: bool
    """The "Order" label before the cards."""
    tags: bool
    """The guild beside each +1/-1 card ("±Kn")."""
    name_w: int | None
    """The widest each holder's name is drawn (longer ones cut); None: only the resolving
    seat's name is drawn, at most ``now_w`` wide."""
    now_w: int = 0


def _order_plan(
    layout: TableLayout,
    entries: Sequence[tuple[int, int, str]],
    seats: Sequence[Seat],
    tag_w: dict[int, int],
    head_w: int,
    room: int,
) -> OrderPlan:
    """The most the order can show in ``room`` pixels, measured on the names themselves:
    every holder's name whole, with the cards' guilds and the "Order" label (``head_w``
    wide) where they fit (the guilds before the label: they say something the cards do
    not); then the names cut to a common width no less than ``_least_name`` (only the
    longest are cut); else only the resolving seat's name, with the guilds if they
    leave it room."""
    s = layout.s
    chip_w, _chip_h, gap, lit = _order_sizes(layout)
    n = len(entries)
    size = int(14 * s)
    widths = [font(size, True).size(seats[seat].name)[0] for seat, _t, _s in entries]
    cards = 2 * lit + n * chip_w + (n - 1) * gap
    all_tags = sum(tag_w[trick] for _seat, trick, _s in entries)
    pad = int(4 * s)
    top = int(110 * s)
    least = _least_name(layout, seats, [seat for seat, _t, _s in entries])
    whole = min(max(widths), top)
    for need in (whole, least):
        for head, tags in ((True, True), (False, True), (True, False), (False, False)):
            left = room - cards - n * pad - (head_w if head else 0) - (all_tags if tags else 0)
            cap = min(common_cap(widths, left), top)
            if cap >= need and sum(min(w, cap) for w in widths) <= left:
                return OrderPlan(head, tags, cap)
    now = [w for w, (_seat, _t, state) in zip(widths, entries) if state == "now"]
    left = room - cards - pad
    tags = left - all_tags >= min(pad + max(now, default=0), int(60 * s))
    return OrderPlan(False, tags, None, min(int(140 * s), left - (all_tags if tags else 0)))


def _order_tag(trick: int, s: float) -> pygame.Surface | None:
    """The guild tag ("±Kn") beside a +1/-1 card in the header's order, at the size of
    the header's small words and never under ``TAG_MIN`` px; None for another card."""
    guild = Trick(trick).guild
    return None if guild is None else guild_tag(guild, max(TAG_MIN, int(12 * s)))


def next_trick_focus(view: PublicView, current: int | None) -> int | None:
    """T at the table: the next seat whose trick text to show, in the phase's order
    (the Protection holder first), then none again."""
    if not tricks_shown(view):
        return None
    order = sorted(range(view.players), key=lambda seat: (view.tricks[seat], seat))
    if current not in order:
        return order[0]
    k = order.index(current) + 1
    return order[k] if k < len(order) else None


def seat_status(view: PublicView, seat: int) -> str:
    """A seat's status in the Dirty Tricks phase ("its trick" while it resolves), else ""."""
    return t("trick.status_turn") if trick_turn_seat(view) == seat else ""


def trick_outline(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The resolving seat's panel, outlined in the tricks' red."""
    pygame.draw.rect(surf, TRICK_RED, rect.inflate(10, 10), 3, border_radius=12)
