"""A seat panel's words and marks, and where each goes: the name and the level badge on
the first line, the votes, the status and (an opponent's, in the draft) the count of
kept cards on the second (``panel_parts``), so that none overlaps another or is cut at
any text size. When the second line has no room for a status's words, it shows its mark
instead (a tick for "ready", three dots for "thinking", the votes alone for a count's
"+23"), and the count of kept cards becomes a card drawn with the number.

``seat_title`` places the first line; ``draw_parts`` draws what ``panel_parts`` placed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from guildes.i18n import number, tn
from guildes.seats import Seat
from guildes.ui import palette
from guildes.ui.draw import backs_fan_rect, check_mark, panel
from guildes.ui.fonts import MIN_WORDS_PX, font, number_spaced, text
from guildes.ui.layout import TableLayout
from guildes.ui.names import level_name
from guildes.ui.textfit import ellipsize

KEPT_BACK = (58, 70, 56)
"""The fill of the kept cards' count box."""


@dataclass(frozen=True)
class Part:
    """One thing on a seat's panel: ``kind`` ("name", "badge", "votes", "status",
    "kept"; or a mark drawn instead of words: "ready", "thinking", "kept_mark"), the text
    drawn (``shown``) and the whole text meant (``full``), its size and where it lies."""

    kind: str
    shown: str
    full: str
    size: int
    bold: bool
    rect: pygame.Rect
    color: tuple[int, int, int] = palette.CREAM
    dots: bool = False
    """Words followed by one to three dots that come and go ("thinking...")."""


@dataclass(frozen=True)
class Status:
    """What a seat does now: ``kind`` ("thinking", "to_play", "trick", "ready",
    "choosing", "count", or "" for nothing), its words, and for a count the votes."""

    kind: str
    words: str
    votes: int = 0


def badge_size(s: float) -> int:
    """The level badge's type: 11 px scaled, never under 10 px."""
    return max(10, int(11 * s))


NAME_LEAST = 0.82
"""A seat's name takes a smaller type, down to this share of its size, before it is cut
(a review: "Barthol…" at 1024x640, 130%, 6 players, where 15 px of 17 held it whole)."""


def seat_title(
    lay: TableLayout, seat: int, info: Seat, backs: bool
) -> tuple[str, pygame.Rect, pygame.Rect | None, int]:
    """A seat panel's first line: the name (ellipsized to the room left by the level badge
    and, for an opponent, by the hand's card backs when ``backs``), where it is drawn,
    where the badge is (None for a human) and the name's type size: 17 px scaled, or
    smaller down to ``NAME_LEAST`` of it where that keeps the name whole, else 17 px cut.
    The badge sits after the name; when that would leave the name fewer than 8 letters,
    at the right end of the name's line instead, over the top of the hand's backs (the
    votes' line keeps its room for the status and the count of kept cards). A whole name
    and its badge may reach over the backs, which then lie lower."""
    full = int(17 * lay.s)
    for size in range(full, max(11, math.ceil(full * NAME_LEAST)) - 1, -1):
        shown, at, badge = _title_at(lay, seat, info, backs, size)
        if shown == info.name:
            return shown, at, badge, size
    return (*_title_at(lay, seat, info, backs, full), full)


def _title_at(
    lay: TableLayout, seat: int, info: Seat, backs: bool, size: int
) -> tuple[str, pygame.Rect, pygame.Rect | None]:
    """``seat_title`` with the name at ``size`` px."""
    s = lay.s
    rect = lay.seat_panel(seat)
    left = rect.x + int(10 * s)
    right = rect.right - int(10 * s)
    if backs and lay.offset(seat) != 0:
        right = lay.hand_anchor(seat)[0] - int(44 * s)  # the backs' left edge
    badge = None
    low = False
    if info.level:
        bw, bh = font(badge_size(s), True).size(level_name(info.level).upper())
        badge = pygame.Rect(0, 0, bw + 8, bh + 2)
        # a whole name and the badge after it may reach over the backs (they then lie
        # lower: ``backs_place``), so that a level's longer word never moves one panel's
        # badge where its neighbours' are not (cs "NORMÁLNÍ" beside "Cy"); a name that
        # must be cut stops before the backs
        full = rect.right - int(10 * s) - badge.w - int(8 * s)
        if font(size, True).size(info.name)[0] <= full - left:
            right = max(right - badge.w - int(8 * s), full)
        else:
            shown = ellipsize(info.name, size, right - badge.w - int(8 * s) - left, True)
            low = len(shown.rstrip("…")) < min(len(info.name), 8)
            if not low:
                right -= badge.w + int(8 * s)
    shown = ellipsize(info.name, size, right - left, True)
    top = rect.y + int(5 * s)  # a smaller name centred on the line a full one takes
    top += (font(int(17 * s), True).get_height() - font(size, True).get_height()) // 2
    name_rect = text(shown, size, palette.CREAM, True).get_rect(topleft=(left, top))
    if badge is not None and low:  # at the right of the name's line, over the backs' top
        badge.midright = (rect.right - int(8 * s), name_rect.centery)
        badge.top = max(badge.top, rect.y + 3)
    elif badge is not None:
        badge.midleft = (name_rect.right + int(8 * s), name_rect.centery)
    return shown, name_rect, badge


def kept_count_box(lay: TableLayout, seat: int, kept: int, x: int, end: int) -> pygame.Rect:
    """Where an opponent's count of kept cards goes on its panel: over the foot of its
    hand's backs, on the votes line, before ``end`` and never left of ``x``."""
    s = lay.s
    size = int(12 * s)
    label = number_spaced(tn("table.kept_count", kept), size)
    w = font(size, True).size(label)[0] + int(10 * s)
    h = font(size, True).get_linesize()  # (2 px less: "p" and "á" crossed its edges)
    rect = lay.seat_panel(seat)
    box = pygame.Rect(0, 0, w, h)  # over the foot of the hand's backs, in the panel
    # 4 px clear of the panel's border at least (at 85% text it touched it, 2 px off)
    inset = max(5, int(6 * s))
    box.midbottom = (lay.hand_anchor(seat)[0], rect.bottom - inset)
    box.right = min(box.right, end, rect.right - inset)
    box.left = max(box.left, x)
    box.w = min(w, max(0, min(end, rect.right - inset) - box.left))
    return box


def _kept(lay: TableLayout, seat: int, kept: int, x: int, end: int) -> Part:
    """The count of kept cards: the words when they fit (down to 10 px), else a card
    drawn with the number, right-aligned before ``end``."""
    s = lay.s
    box = kept_count_box(lay, seat, kept, x, end)
    label = tn("table.kept_count", kept)
    size = int(12 * s)  # a smaller size before the words give way to the mark
    room = box.w - 2 * max(3, int(4 * s))  # the words 3 px off the box's ends at least
    while size > 10 and font(size, True).size(number_spaced(label, size))[0] > room:
        size -= 1
    if font(size, True).size(number_spaced(label, size))[0] <= room:
        return Part("kept", number_spaced(label, size), label, size, True, box)
    size = int(12 * s)
    card_w = max(5, int(box.h * 0.5))
    w = card_w + font(size, True).size(str(kept))[0] + int(10 * s)
    right = min(box.right, end, lay.seat_panel(seat).right - int(4 * s))
    mark = pygame.Rect(max(x, right - w), box.y, w, box.h)
    return Part("kept_mark", str(kept), str(kept), size, True, mark)


def _status(
    status: Status, s: float, x: int, end: int, bottom: int, mark_only: bool = False
) -> Part | None:
    """The status between ``x`` and ``end``: its words (13 px scaled, down to 11 px
    scaled but never under ``MIN_WORDS_PX``), else its mark, else nothing; ``mark_only``: its mark
    at ``x`` whatever the room (None if it has none)."""
    if not status.kind:
        return None
    if mark_only:
        end = x + 10**6 if status.kind in ("ready", "thinking", "count") else x
    words = status.words
    widest = words + "..." if status.kind == "thinking" else words  # its dots come and go
    size = max(MIN_WORDS_PX, int(13 * s))
    least = max(MIN_WORDS_PX, int(11 * s))
    while size > least and font(size).size(widest)[0] > end - x:
        size -= 1
    if font(size).size(widest)[0] <= end - x and not mark_only:
        shown = words + ("..." if status.kind == "thinking" else "")
        w, h = font(size).size(shown)
        rect = pygame.Rect(x, bottom - h, w, h)
        return Part("status", words, words, size, False, rect, dots=status.kind == "thinking")
    h = max(8, int(12 * s))
    if status.kind in ("ready", "thinking"):
        w = int(h * 1.1) if status.kind == "ready" else int(h * 1.8)
        if end - x < w:
            return None
        rect = pygame.Rect(x, bottom - h - int(3 * s), w, h)
        return Part(status.kind, "", words, h, False, rect)
    if status.kind == "count":
        shown = "+" + number(status.votes)
        size = max(MIN_WORDS_PX, int(13 * s))
        if font(size, True).size(shown)[0] > end - x:
            return None
        w, h = font(size, True).size(shown)
        rect = pygame.Rect(x, bottom - h, w, h)
        return Part("status", shown, shown, size, True, rect)
    return None  # to play, choosing, its trick: the panel's outline says it


def _kept_beside(lay: TableLayout, seat: int, kept: int, status: Status, x: int, end: int) -> Part:
    """The count of kept cards after the status from ``x``, before ``end``: the status's
    words come first (then the count's words, else its mark); where even the mark leaves
    them no room, the count's words give way before the status's mark."""
    s = lay.s
    bottom = lay.seat_panel(seat).bottom - int(6 * s)
    words = _status(status, s, x, 10**6, bottom)
    if words is not None and words.kind == "status":
        count = _kept(lay, seat, kept, words.rect.right + int(6 * s), end)
        if count.rect.x >= words.rect.right + int(6 * s) and count.rect.right <= end:
            return count
    least = _status(status, s, x, x, bottom, mark_only=True)
    room = x if least is None else least.rect.right + int(6 * s)
    return _kept(lay, seat, kept, room, end)


def panel_parts(
    lay: TableLayout,
    seat: int,
    info: Seat,
    votes: int,
    status: Status,
    kept: int,
    backs: bool,
) -> list[Part]:
    """Everything written on ``seat``'s panel, placed: the name and the badge
    (``seat_title``), the ``votes``, the ``kept`` cards' count (an opponent's, when
    non-zero) and the ``status``, on one panel of ``lay``; ``backs``: its hand's card
    backs are drawn at its right."""
    s = lay.s
    rect = lay.seat_panel(seat)
    shown, name_at, badge_at, name_px = seat_title(lay, seat, info, backs)
    parts = [Part("name", shown, info.name, name_px, True, name_at)]
    if info.level and badge_at is not None:
        word = level_name(info.level).upper()
        parts.append(Part("badge", word, word, badge_size(s), True, badge_at, palette.INK))
    left = rect.x + int(10 * s)
    bottom = rect.bottom - int(5 * s)
    end = rect.right - int(8 * s)
    words = tn("unit.votes", votes)
    size = int(15 * s)  # the votes are never cut: smaller, down to 11 px scaled
    while size > int(11 * s) and font(size, True).size(number_spaced(words, size))[0] > end - left:
        size -= 1
    shown = number_spaced(words, size)
    vw, vh = font(size, True).size(shown)
    parts.append(Part("votes", shown, words, size, True, pygame.Rect(left, bottom - vh, vw, vh)))
    x = left + vw + int(12 * s)
    if lay.offset(seat) != 0 and kept:
        count = _kept_beside(lay, seat, kept, status, x, end)
        parts.append(count)
        end = count.rect.x - int(6 * s)
    said = _status(status, s, x, end, rect.bottom - int(6 * s))
    if said is not None:
        parts.append(said)
    return parts


MIN_BACKS_PX = 14
"""An opponent's card backs are never drawn smaller than this (none are, rather)."""


def backs_place(
    lay: TableLayout, seat: int, parts: list[Part], count: int
) -> tuple[tuple[int, int], int]:
    """Where an opponent's hand of ``count`` card backs goes on its panel and how tall
    they are: at the hand's anchor (moved left when a long hand would leave the panel),
    30 px scaled, or smaller and between the panel's texts above (the level badge) and
    below (the kept cards' count, the status) when they lie over the backs' place (at 6
    players and 130% text both were drawn over the backs); a height of 0 when no room is
    left for backs of ``MIN_BACKS_PX`` (the panel's words come first)."""
    s = lay.s
    rect = lay.seat_panel(seat)
    cx, cy = lay.hand_anchor(seat)
    for card_h in range(int(30 * s), MIN_BACKS_PX - 1, -1):
        fan = backs_fan_rect(count, (cx, cy), card_h)
        x = cx - max(0, fan.right - (rect.right - 2))  # a long hand keeps inside its panel
        fan.centerx += x - cx
        top, bottom = rect.top + 2, rect.bottom - 2
        for part in parts:
            r = part.rect
            if r.right <= fan.left or r.left >= fan.right:
                continue
            if r.centery < rect.centery:
                top = max(top, r.bottom + 1)
            else:
                bottom = min(bottom, r.top - 1)
        if bottom - top >= fan.h:
            y = min(max(cy, top + fan.h // 2), bottom - (fan.h + 1) // 2)
            return (x, y), card_h
    return (cx, cy), 0


def draw_parts(surf: pygame.Surface, parts: list[Part], s: float, clock: float) -> None:
    """Draw the parts of a panel placed by ``panel_parts`` (the badge's after the hand's
    backs: the caller draws the name first, then the backs, then the rest)."""
    for part in parts:
        r = part.rect
        if part.kind == "badge":
            pygame.draw.rect(surf, palette.GOLD, r, border_radius=6)
            img = text(part.shown, part.size, palette.INK, True)
            surf.blit(img, img.get_rect(center=r.center))
        elif part.kind in ("kept", "kept_mark"):
            corner = max(3, r.h // 3)  # not a pill: its words come near its ends
            pygame.draw.rect(surf, KEPT_BACK, r, border_radius=corner)
            pygame.draw.rect(surf, palette.GOLD, r, 1, border_radius=corner)
            img = text(part.shown, part.size, palette.CREAM, True)
            if part.kind == "kept":
                surf.blit(img, img.get_rect(center=r.center))
                continue
            card = pygame.Rect(0, 0, max(5, int(r.h * 0.5)), max(7, int(r.h * 0.7)))
            card.midleft = (r.x + int(4 * s), r.centery)
            # a card: a cream face under a gold band, filled (a cream blob, or a ring,
            # beside "1" read "01")
            pygame.draw.rect(surf, palette.CREAM, card, border_radius=2)
            band = pygame.Rect(card.x, card.y, card.w, max(2, card.h * 2 // 5))
            pygame.draw.rect(
                surf, palette.GOLD, band, border_top_left_radius=2, border_top_right_radius=2
            )
            surf.blit(img, img.get_rect(midleft=(card.right + int(3 * s), r.centery)))
        elif part.kind == "ready":
            check_mark(surf, r, palette.HIGHLIGHT)
        elif part.kind == "thinking":
            lit = int(clock * 3) % 3
            radius = max(2, r.h // 6)
            for k in range(3):
                color = palette.CREAM if k <= lit else (120, 130, 120)
                at = (r.x + radius + k * (r.w - 2 * radius) // 2, r.centery)
                pygame.draw.circle(surf, color, at, radius)
        elif part.kind == "status":
            dots = "." * (1 + int(clock * 3) % 3) if part.dots else ""
            surf.blit(text(part.shown + dots, part.size, part.color, part.bold), r.topleft)
        elif part.kind == "votes":
            surf.blit(text(part.shown, part.size, palette.GOLD, True), r.topleft)
        else:
            surf.blit(text(part.shown, part.size, part.color, part.bold), r.topleft)


def draw_name_tip(
    surf: pygame.Surface, lay: TableLayout, seat: int, info: Seat, backs: bool
) -> pygame.Rect | None:
    """The whole name of ``seat`` in a tooltip beside its panel, when its panel shows it
    cut ("Святопол…" at six players): below an opponent's panel, above the viewer's,
    inside the felt. None (nothing drawn) when the panel shows the whole name."""
    shown, _name_at, _badge, _size = seat_title(lay, seat, info, backs)
    if shown == info.name:
        return None
    s = lay.s
    size = int(17 * s)
    words = text(info.name, size, palette.CREAM, True)
    pad = int(8 * s)
    box = pygame.Rect(0, 0, words.get_width() + 2 * pad, words.get_height() + 2 * pad)
    rect = lay.seat_panel(seat)
    if lay.offset(seat) == 0:
        box.midbottom = (rect.centerx, rect.y - int(6 * s))
    else:
        box.midtop = (rect.centerx, rect.bottom + int(6 * s))
    box.clamp_ip(lay.felt_rect)
    panel(surf, box, alpha=240)
    surf.blit(words, words.get_rect(center=box.center))
    return box
