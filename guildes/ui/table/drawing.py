"""One frame of the table, drawn from one view only: the viewer's ``SeatView`` when
someone looks (their hand, kept cards and face-down card show), else the ``PublicView``
(behind the hotseat curtain, AI-only games). No other seat's hidden cards can be drawn:
they are not in the view.
"""

from __future__ import annotations

import pygame

from guildes.i18n import number, tn
from guildes.i18n import t as tr
from guildes.rules import EVENT_CARDS, NUM_GUILDS, Phase, PublicView, SeatView
from guildes.ui import palette
from guildes.ui.cards import card_face, event_face, shadow, small_count_badge
from guildes.ui.draw import (
    FRAME_PX,
    backs_fan,
    felt,
    focus_ring,
    panel,
    rotated_back,
    rotated_face,
)
from guildes.ui.emblems import draw_arrow
from guildes.ui.fonts import MIN_WORDS_PX, font, text
from guildes.ui.layout import TableLayout
from guildes.ui.names import guild_name, hands_pass
from guildes.ui.stacks import draw_stacks
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.glance import draw_strip, draw_tip, stack_places
from guildes.ui.table.header import draw_header
from guildes.ui.table.hint_place import draft_size, event_line_sizes, hint_fit, place_hint
from guildes.ui.table.prompt import prompt
from guildes.ui.table.seat_panel import (
    Status,
    backs_place,
    draw_name_tip,
    draw_parts,
    panel_parts,
)
from guildes.ui.table.steps import Step, draw_event_zoom
from guildes.ui.table.trick_table import (
    draw_seat_trick,
    draw_trick_tooltip,
    draw_virtual,
    trick_outline,
    trick_turn_seat,
    tricks_shown,
)
from guildes.ui.table.trick_table import (
    seat_status as trick_seat_status,
)
from guildes.ui.table.views import events_apply, fan_cards, turn_seat
from guildes.ui.textfit import ellipsize, fit_lines, fitted, line_words


def draw_table(surface: pygame.Surface, frame: TableFrame, tips: bool = True) -> bool:
    """Draw ``frame``; True if a hand was drawn face up (the viewer's). ``tips``: with
    its tooltip (else the caller draws it with ``draw_tips``, over what it adds)."""
    lay, view, step = frame.layout, frame.view, frame.step
    surface.blit(felt(lay.felt_rect.w, lay.height), (0, 0))
    if surface.get_width() > lay.felt_rect.w:  # the docked log's side: its box leaves its
        # edge unpainted (a 2 px strip of the fan drawn before the log opened showed)
        beside = pygame.Rect(lay.felt_rect.w, 0, surface.get_width() - lay.felt_rect.w, lay.height)
        surface.fill(palette.WOOD, beside)
    draw_header(surface, frame)
    draw_strip(surface, lay, view, frame.seats)
    two = frame.choosing and isinstance(view, SeatView) and view.batch == 2
    lines = step is None or not step.hides_event_lines
    _event_card(surface, lay, view, lay.confirm_rect if two else None, lines)
    for seat in range(view.players):
        _seat(surface, frame, seat)
    draw_virtual(surface, lay, view)
    if step is not None and step.covers_face_down:
        step.draw(surface, lay, frame.viewer)
    else:
        _face_down(surface, frame)
    _hint(surface, frame)  # under the fan: a lifted card stays whole
    hand_shown = False
    hide_hand = (step is not None and step.hides_hand) or frame.finished
    if isinstance(view, SeatView) and not hide_hand and view.outcome is None:
        _hand(surface, frame, view)
        hand_shown = True
    elif isinstance(view, SeatView) and step is not None and step.draws_hands:
        _kept(surface, lay, view)  # a pass moves the hands only: the kept row stays
    if frame.pointed is not None:
        _pointed(surface, frame, *frame.pointed, labelled=frame.tip is None)
    if frame.trick_focus is not None and step is None and not frame.event_open:
        draw_trick_tooltip(surface, lay, view, frame.trick_focus, frame.seats)
    if step is not None and not step.covers_face_down:
        step.draw(surface, lay, frame.viewer)
    elif frame.event_open and step is None:
        draw_event_zoom(surface, lay, view.event_cards[-1])
    if tips:
        draw_tips(surface, frame)
    return hand_shown


def draw_tips(surface: pygame.Surface, frame: TableFrame) -> None:
    """The tooltip shown, over everything on the table (never seen through a panel); none
    while a banner or the Event card shown large covers it (a hand card's was over it)."""
    if frame.step is not None and frame.step.hides_hand:
        return
    if frame.tip is not None and not (frame.event_open and frame.step is None):
        draw_tip(surface, frame.layout, frame.view, frame.seats, frame.tip)
    elif frame.name_tip is not None and frame.name_tip < len(frame.seats):
        seat = frame.name_tip
        backs = frame.view.outcome is None
        draw_name_tip(surface, frame.layout, seat, frame.seats[seat], backs)


def hint_box(lay: TableLayout, view: PublicView, hint: str) -> pygame.Rect:
    """Where the hint line ``hint`` is drawn (``hint_fit``): above the fan however a card
    is lifted, below the Event card's lines, clear of the kept row."""
    return _hint_fit_for(lay, view, hint)[1].copy()


def _hint_fit_for(
    lay: TableLayout, view: PublicView, hint: str
) -> tuple[pygame.Surface, pygame.Rect]:
    count = len(fan_cards(view)) if isinstance(view, SeatView) else 0
    picked = sum(view.kept) if isinstance(view, SeatView) else 0
    kept = sum(1 for n in view.kept if n) if isinstance(view, SeatView) else 0
    bottom, half = _event_bottom(lay, view), _event_half(lay, view)
    largest = 0  # one size through a draft or a play, no larger than the prompt's there
    if count and view.phase in (Phase.DRAFT, Phase.PLAY):  # ("Bo réfléchit" was larger)
        largest = min(
            draft_size(lay, h, count + picked, bottom, half)
            if view.phase is Phase.DRAFT
            else min(place_hint(lay, h, c, kept, bottom, half)[0] for c in range(1, count + 1))
            for h in {hint, prompt(view, True, False, False, ())}
        )
    return hint_fit(lay, hint, count, kept, bottom, half, largest)


def _event_half(lay: TableLayout, view: PublicView) -> int:
    """Half the width of the lines under the Event card (the passing direction, the note)."""
    direction, note = event_line_sizes(lay)
    widths = [font(direction, True).size(hands_pass(d))[0] for d in ("left", "right")]
    if events_apply(view):  # (measured at 14 and 11 px scaled, it lay under the hint at 85%)
        widths.append(font(note).size(tr("table.event_note"))[0])
    return max(widths) // 2


def _hint(surf: pygame.Surface, frame: TableFrame) -> None:
    """What to do now, above the fan where the eyes are, below the Event card's lines and
    clear of a lifted card and the kept row (``TableLayout.hint_rect``), smaller when
    it has no room at its size."""
    lay, view = frame.layout, frame.view
    if not frame.hint:
        return
    h, box = _hint_fit_for(lay, view, frame.hint)
    box = box.copy()  # the remembered one stays as it was
    shade = pygame.Surface(box.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 120), shade.get_rect(), border_radius=8)
    surf.blit(shade, box)
    surf.blit(h, h.get_rect(center=box.center))


def _event_bottom(lay: TableLayout, view: PublicView) -> int:
    """The bottom of the Event card's lines under it (``event_lines``, no hand over them:
    the passing direction, the note), or of the room they start in when there are none."""
    top = max(lay.event_rect.bottom, lay.arrow_bottom) + int(4 * lay.s)
    return max((at.bottom for *_line, at in event_lines(lay, view, 0)), default=top)


def _event_card(
    surf: pygame.Surface,
    lay: TableLayout,
    view: PublicView,
    confirm: pygame.Rect | None,
    lines: bool = True,
) -> None:
    """This round's Event card in the centre inside the arrow of the passing direction;
    with the variant, its name and (large, on hover or E) its rule, else only its arrow;
    with ``lines``, the lines under it, kept off the button of a batch of two
    (``confirm``) when it is shown."""
    rect = lay.event_rect
    cx, cy = rect.center
    event_card = EVENT_CARDS[view.event_cards[-1]]
    clockwise = event_card.direction == "left"
    gold = (226, 188, 92)
    draw_arrow(surf, (cx, cy), lay.arrow_radius, clockwise, gold, lay.arrow_width, lay.arrow_depth)
    rules = events_apply(view)
    surf.blit(shadow(rect.w, rect.h), rect.move(-2, 0))
    surf.blit(event_face(view.event_cards[-1], rect.w, rect.h, rules), rect)
    if not lines:
        return
    fan = len(fan_cards(view)) if isinstance(view, SeatView) and view.outcome is None else 0
    for words, size, bold, color, at in event_lines(lay, view, fan, confirm):
        surf.blit(text(words, size, color, bold), at)


def event_lines(
    lay: TableLayout, view: PublicView, fan: int, confirm: pygame.Rect | None = None
) -> list[tuple[str, int, bool, palette.Color, pygame.Rect]]:
    """The lines under the Event card (the passing direction while hands pass, in the
    draft: a new player read "Hands pass left" through the play; with the variant, how
    to read its rule): words, size, bold, colour and place, each left out where the
    viewer's fan of ``fan`` cards, a card lifted, would lie over it (the card's own face
    shows the direction, and E still shows the rule); the passing direction then goes
    above the card, in the room kept there, when it fits clear of the opponents' things.
    The button of a batch of two (``confirm``, when shown) counts as the fan (at 1280x720
    and 130% text it lay on "point at it or press E")."""
    s = lay.s
    rect = lay.event_rect
    event_card = EVENT_CARDS[view.event_cards[-1]]
    passing = view.phase is Phase.DRAFT  # (no hand passes in the play or the tricks)
    direction, note = event_line_sizes(lay)
    lines = [(hands_pass(event_card.direction), direction, True, palette.CREAM)] if passing else []
    if events_apply(view):
        lines.append((tr("table.event_note"), note, False, (200, 190, 160)))
    boxes = [lay.fan_card_rect(fan, i, (), lifted=True) for i in range(fan)]
    out = []
    y = max(rect.bottom, lay.arrow_bottom) + int(4 * s)
    for k, (words, size, bold, color) in enumerate(lines):
        w, h = font(size, bold).size(words)
        at = pygame.Rect(0, 0, w, h)
        at.midtop = (rect.centerx, y)
        y = at.bottom + int(2 * s)
        covered = at.bottom > lay.fan_top(fan) and at.collidelist(boxes) >= 0
        if covered or (confirm is not None and at.colliderect(confirm)):
            # behind the fan (or the button): this line and the next are left out, but
            # the passing direction goes above the card when the room kept there holds it
            if k == 0 and passing:
                at.midbottom = (rect.centerx, rect.top - int(2 * s))
                if at.top >= lay.arrow_top - 2 and at.collidelist(lay.opponents_places()) < 0:
                    out.append((words, size, bold, color, at))
            break
        out.append((words, size, bold, color, at))
    return out


def at_count(view: PublicView) -> bool:
    """The table shows a count's moment (``timeline.count_moment``): this round counted,
    no card in any hand, the game not over."""
    return (
        view.outcome is None and len(view.counts) == view.voting_round and not any(view.hand_sizes)
    )


def seat_status(frame: TableFrame, seat: int) -> Status:
    """What a seat's panel says it does now: thinking, to play, its trick, ready,
    choosing; at a count's moment what it won there (no one owes a choice then)."""
    view = frame.view
    over = view.outcome is not None
    to_play = turn_seat(view)
    in_turn = to_play is not None and not over
    resolving = trick_turn_seat(view)
    if at_count(view):
        votes = view.counts[-1].votes[seat]
        if frame.count_landed is not None:  # a count playing: its tally so far
            votes = frame.count_landed[seat]
        return Status("count", tr("table.this_count", votes=number(votes)), votes)
    if seat in frame.thinking:
        return Status("thinking", tr("table.thinking"))
    if in_turn:
        return Status("to_play", tr("table.to_play")) if to_play == seat else Status("", "")
    if resolving is not None:
        words = trick_seat_status(view, seat)
        return Status("trick" if words else "", words)
    if frame.step is not None and frame.step.shows_before:
        return Status("", "")  # a reveal or a pass shows a moment gone: no one chooses
    if view.chosen[seat] and not over:
        return Status("ready", tr("table.ready"))
    if not over and frame.seats[seat].is_human and not frame.spectating:
        return Status("choosing", tr("table.choosing"))  # every seat not chosen owes one
    return Status("", "")


def seat_status_line(frame: TableFrame, seat: int) -> str:
    """The words of ``seat_status`` (thinking with its dots)."""
    status = seat_status(frame, seat)
    dots = "." * (1 + int(frame.clock * 3) % 3) if status.kind == "thinking" else ""
    return status.words + dots


def _seat(surf: pygame.Surface, frame: TableFrame, seat: int) -> None:
    """A seat's panel (name, level, votes, status), its hand as backs, and its table."""
    lay, view = frame.layout, frame.view
    s = lay.s
    info = frame.seats[seat]
    is_bottom = lay.offset(seat) == 0
    over = view.outcome is not None
    rect = lay.seat_panel(seat)
    chosen = view.chosen[seat] and not over
    thinking = seat in frame.thinking
    to_play = turn_seat(view)
    in_turn = to_play is not None and not over
    trick = tricks_shown(view) and not (frame.step is not None and frame.step.hides_tricks)
    resolving = trick_turn_seat(view)
    panel(
        surf,
        rect,
        highlight=thinking
        or (frame.viewer == seat and frame.choosing)
        or to_play == seat
        or resolving == seat,
    )
    if to_play == seat and not over:
        pygame.draw.rect(surf, palette.HIGHLIGHT, rect.inflate(6, 6), 3, border_radius=10)
    if resolving == seat:
        trick_outline(surf, rect)
    if trick:
        draw_seat_trick(surf, lay, view, seat)
    kept = view.kept_sizes[seat] if not is_bottom and not over else 0
    status = seat_status(frame, seat)
    parts = panel_parts(lay, seat, info, view.scores[seat], status, kept, backs=not over)
    draw_parts(surf, [p for p in parts if p.kind == "name"], s, frame.clock)
    # the hand as card backs (the viewer's own hand is the fan)
    passing = frame.step is not None and frame.step.draws_hands  # the step draws them
    if not (is_bottom and frame.viewer == seat) and not over and not passing:
        hand_size = view.hand_sizes[seat] - (view.batch if chosen and not in_turn else 0)
        at, card_h = backs_place(lay, seat, parts, hand_size)
        if card_h:
            backs_fan(surf, hand_size, at, card_h)
    draw_parts(surf, [p for p in parts if p.kind != "name"], s, frame.clock)  # over the backs
    cards = view.tables[seat]
    draw_stacks(surf, lay.table_cards(seat, cards), cards, stack_places(view, seat))


def _face_down(surf: pygame.Surface, frame: TableFrame) -> None:
    """The cards lying face down in front of each seat: those chosen this step and, under
    "Face-down card", those played before and not yet revealed. The viewer's own are
    drawn face up (marked as face down), the others' as backs. With Dirty Trick D, the
    cards a seat drew and has not played yet lie there too, as backs, for every seat
    but the drawer (who sees them in its trick panel)."""
    lay, view = frame.layout, frame.view
    if view.outcome is not None:
        return
    w, h = lay.small_card
    mine = view if isinstance(view, SeatView) else None
    for seat in range(view.players):
        own = mine is not None and seat == mine.seat
        lying: list[int | None] = []  # guilds (own) or None (a back)
        if view.face_down_sizes and view.face_down_sizes[seat]:
            if own and mine is not None:
                lying += [g for g in range(NUM_GUILDS) for _ in range(mine.face_down[g])]
            else:
                lying += [None] * view.face_down_sizes[seat]
        if view.chosen[seat] and turn_seat(view) is None:
            if own and mine is not None and mine.pending is not None:
                lying.append(mine.pending)
                if mine.pending_second is not None:
                    lying.append(mine.pending_second)
            else:
                lying += [None] * view.batch
        if seat < len(frame.drawn_sizes) and not own:
            lying += [None] * frame.drawn_sizes[seat]
        if not lying:
            continue
        x, y = lay.front_of(seat)
        scale = 1.0 if len(lying) == 1 or own else 0.85  # two lie in the same place
        for k, g in enumerate(lying):
            px, _y = lay.lying_at(seat, k, len(lying))
            if g is None:
                img = rotated_back(w, h, -5.0 + 4 * k, scale)  # lying slightly askew
            else:
                img = rotated_face(g, w, h, 4.0 - 3 * k, 1.0)
            surf.blit(img, img.get_rect(center=(px, y)))
        if own:
            lbl = text(tn("table.your_face_down", len(lying)), int(12 * lay.s), palette.CREAM)
            surf.blit(lbl, lbl.get_rect(midtop=(x, y + h // 2 + 2)))


def hand_cards(view: SeatView, step: Step | None) -> list[int]:
    """The viewer's fan as drawn now: its hand in fan order, less the cards a step shows
    being played from it."""
    cards = fan_cards(view)
    for g in step.leaving(view) if step is not None else ():
        if g in cards:
            cards.remove(g)
    return cards


def _hand(surf: pygame.Surface, frame: TableFrame, view: SeatView) -> None:
    """The viewer's hand as a fan, and their kept cards in a row above it."""
    lay = frame.layout
    s = lay.s
    cards = hand_cards(view, frame.step)
    cw, ch = lay.fan_size(len(cards))
    front = frame.selected if frame.choosing else ()
    _kept(surf, lay, view)  # under the fan: a lifted card reads whole
    choosing = frame.choosing
    focus = min(frame.focus, len(cards) - 1) if cards else 0
    top = (frame.hover if frame.hover is not None else focus) if choosing else None
    for i in lay.fan_order(len(cards), front, top):
        g = cards[i]
        chosen = i in front  # lifted already, and drawn over the others
        rise = frame.rise(i, len(cards))  # (steps of 0.01: cached faces)
        x, y, a, scale = lay.fan_pose(len(cards), i, front, rise)  # off the next card's value
        img = rotated_face(g, cw, ch, round(a, 1), scale)
        rect = img.get_rect(center=(int(x), int(y)))
        surf.blit(shadow(cw, ch), rect.move(4, 6).topleft)
        surf.blit(img, rect)
        if choosing and i == focus:  # turned with the card (an upright box cut its corners)
            ring = focus_ring(cw, ch, round(a, 1), scale)
            surf.blit(ring, ring.get_rect(center=rect.center))
        if chosen:
            pygame.draw.rect(
                surf, palette.GOLD, rect.inflate(-rect.w * 0.06, 0), 4, border_radius=10
            )
            tick = text(number(frame.selected.index(i) + 1), int(16 * s), palette.INK, True)
            tr = tick.get_rect(center=(rect.centerx, rect.y + int(4 * s)))
            pygame.draw.circle(surf, palette.GOLD, tr.center, max(tr.w, tr.h) // 2 + 4)
            surf.blit(tick, tr)
    if choosing and view.batch == 2:
        _confirm_button(surf, lay, len(frame.selected))
    if view.phase is Phase.TRICKS and cards:
        words, at = unplayed_label(lay, len(cards))
        surf.blit(text(words, unplayed_size(lay), palette.CREAM, True), at)
    _redistributed(surf, lay, view)


def unplayed_size(lay: TableLayout) -> int:
    """The size of the words over the viewer's unplayed cards (px)."""
    return max(MIN_WORDS_PX, int(13 * lay.s))


def unplayed_label(lay: TableLayout, count: int) -> tuple[str, pygame.Rect]:
    """In the Dirty Tricks' phase, the words over the viewer's hand of ``count`` cards
    kept but not played (a review: the last card lay at the foot of the table with no
    word of what it is) and where they go: centred just over the fan, inside the felt
    (a card of it lifted for trick E covers them a moment)."""
    s = lay.s
    words = tn("table.unplayed", count)
    w, h = font(unplayed_size(lay), True).size(words)
    cards = [lay.fan_card_rect(count, i, ()) for i in range(count)]
    top = min(r.y for r in cards)
    at = pygame.Rect(0, 0, w, h)
    at.midbottom = ((cards[0].x + cards[-1].right) // 2, top - int(4 * s))
    return words, at.clamp(lay.felt_rect)


def kept_marks(
    lay: TableLayout, view: SeatView
) -> tuple[pygame.Rect, list[tuple[int, pygame.Rect, pygame.Rect | None]]]:
    """Where the kept row's label ("kept") and each kept card with its count badge (None
    for a single card) lie: each badge above its card's top right corner (never on its
    name), the label over the first card, moved left of any badge it would reach (a long
    word, ru "оставлены", lay under the first card's "2"), and never past the window's
    right edge."""
    s = lay.s
    groups = [g for g in range(NUM_GUILDS) if view.kept[g]]
    rects = lay.kept_rects(len(groups))
    out: list[tuple[int, pygame.Rect, pygame.Rect | None]] = []
    for g, rect in zip(groups, rects):
        badge = None
        if view.kept[g] > 1:
            b = small_count_badge(view.kept[g], int(13 * s))
            # above the card's top right corner, clear of its guild's name (centred on the
            # corner it covered the name's end: ru "Алхимики" at 130%)
            badge = b.get_rect(midbottom=(rect.right - b.get_width() // 2 + int(4 * s), rect.y))
        out.append((g, rect, badge))
    w, h = font(int(13 * s), True).size(tr("table.kept"))
    label = pygame.Rect(rects[0].x, rects[0].y - h, w, h) if rects else pygame.Rect(0, 0, 0, 0)
    hit = [b for _g, _r, b in out if b is not None and b.colliderect(label)]
    if hit:
        label.right = min(b.left for b in hit) - int(3 * s)
    # inside the felt's frame: over a single card at the row's right end it ran off the
    # edge, then ended on the frame's line (ru at 130%)
    label.right = min(label.right, lay.felt_rect.right - FRAME_PX - max(4, int(6 * s)))
    return label, out


def _kept(surf: pygame.Surface, lay: TableLayout, view: SeatView) -> None:
    """The viewer's kept cards in a row above the fan, one card per guild with a count."""
    label, cards = kept_marks(lay, view)
    if not cards:
        return
    surf.blit(text(tr("table.kept"), int(13 * lay.s), palette.CREAM, True), label)
    for g, rect, badge in cards:
        surf.blit(card_face(g, rect.w, rect.h), rect)
        if badge is not None:
            b = small_count_badge(view.kept[g], int(13 * lay.s))
            surf.blit(b, badge)


def _confirm_button(surf: pygame.Surface, lay: TableLayout, chosen: int) -> None:
    """Batches of two: the button that plays the two chosen cards (Enter), live once two
    cards are chosen."""
    rect = lay.confirm_rect
    ready = chosen == 2
    panel(surf, rect, highlight=ready, alpha=235 if ready else 150)
    label = tr("table.play_two") if ready else tr("table.choose_two", chosen=chosen)
    color = palette.GOLD if ready else palette.CREAM
    size = int(lay.CONFIRM_TYPE * lay.s)
    t = fitted(label, size, color, rect.w - 2 * int(8 * lay.s), True)  # as a last resort
    surf.blit(t, t.get_rect(center=rect.center))


def redistributed_place(lay: TableLayout, view: SeatView) -> tuple[int, int, pygame.Rect]:
    """Where the corner of the cards given and received goes: its cards' top-left and
    the box of its title, cards and names; below every opponent's panel and played
    cards it would lie on (at 1280x720, 130% text and 6 players its title lay on the
    left seat's panel and its cards on that seat's table)."""
    s = lay.s
    w, h = lay.small_card
    w, h = int(w * 0.8), int(h * 0.8)
    x = int(16 * s)
    y = lay.height - int(250 * s) - h
    title_h = font(int(13 * s), True).get_linesize() + 2
    names_h = font(int(12 * s), True).get_linesize() + 2
    col = max(
        w, *(font(int(12 * s), True).size(tr(k))[0] for k in ("table.gave", "table.received"))
    )
    title_w = font(int(13 * s), True).size(tr("table.your_redistribution"))[0]
    width = max(2 * (col + int(10 * s)), title_w)

    def box_at(top: int) -> pygame.Rect:
        return pygame.Rect(x, top - title_h, width, title_h + h + names_h)

    others = [
        r
        for seat in range(view.players)
        if lay.offset(seat) != 0
        for r in (lay.seat_panel(seat), *(c for _g, c in lay.table_cards(seat, view.tables[seat])))
    ]
    if lay.tricks:  # (at 4 players, 130%, the left seat's card at its row's left end)
        others += [lay.trick_rect(seat) for seat in range(view.players) if lay.offset(seat)]
    for _ in range(len(others) + 1):
        hit = [r for r in others if r.colliderect(box_at(y))]
        if not hit:
            break
        # well below them: 4 px under the left seat's panel it read as that seat's
        y = max(r.bottom for r in hit) + title_h + int(16 * s)
    return x, y, box_at(y)


def redistribution_title_size(lay: TableLayout, view: SeatView, x: int, y: int) -> int:
    """The type size of the Redistribution corner's title (its last line at ``y``): 13 at
    scale 1, smaller where an opponent's Dirty Trick card lies beside it (at 1280x720,
    130% text and 6 players ru "Ваше перераспределение" ran into the left seat's card)."""
    s = lay.s
    words, size = tr("table.your_redistribution"), int(13 * s)
    row = pygame.Rect(x, y - font(size, True).get_linesize() - 2, lay.width, 0)
    row.h = y - row.y
    tricks = [lay.trick_rect(p) for p in range(view.players) if lay.offset(p) != 0]
    ends = [r.left for r in tricks if lay.tricks and r.colliderect(row) and r.right > x]
    room = min(ends, default=lay.width) - x - int(4 * s)
    return fit_lines(words, size, max(1, room), 1, True)[0]


def _redistributed(surf: pygame.Surface, lay: TableLayout, view: SeatView) -> None:
    """Redistribution: the card the viewer gave and the one they received, this round."""
    if view.received is None or view.gave is None or view.phase is not Phase.PLAY:
        return
    s = lay.s
    w, h = lay.small_card
    w, h = int(w * 0.8), int(h * 0.8)
    x, y, _box = redistributed_place(lay, view)
    words = tr("table.your_redistribution")
    title = text(words, redistribution_title_size(lay, view, x, y), palette.GOLD, True)
    surf.blit(title, (x, y - title.get_height() - 2))
    given = ((tr("table.gave"), view.gave), (tr("table.received"), view.received))
    names = [text(label, int(12 * s), palette.CREAM, k == 1) for k, (label, _g) in enumerate(given)]
    # each card in a column as wide as its name ("отдана", "получена" never touch)
    col = max(w, *(t.get_width() for t in names)) + int(10 * s)
    for k, ((_label, g), t) in enumerate(zip(given, names)):
        px = x + k * col + (col - int(10 * s) - w) // 2
        surf.blit(card_face(g, w, h), (px, y))
        surf.blit(t, t.get_rect(midtop=(px + w // 2, y + h + 2)))


def _pointed(
    surf: pygame.Surface, frame: TableFrame, seat: int, guild: int, labelled: bool = True
) -> None:
    """The stack under the pointer, outlined, with whose it is and how many cards (when
    ``labelled``: until its tooltip shows)."""
    lay, view = frame.layout, frame.view
    cards = view.tables[seat]
    rect = next((r for g, r in lay.table_cards(seat, cards) if g == guild), None)
    if rect is None:  # the stack is not on the table drawn now
        return
    pygame.draw.rect(surf, palette.HIGHLIGHT, rect.inflate(4, 6).move(1, 1), 2, border_radius=4)
    if not labelled:
        return
    n = cards[guild]
    who = ellipsize(frame.seats[seat].name, int(13 * lay.s), lay.panel_size[0], True)
    label = tn("table.stack", n, name=who, guild=guild_name(guild))
    t = text(label, int(13 * lay.s), palette.CREAM, True)
    box = t.get_rect(midbottom=(rect.centerx, rect.y - 4)).inflate(12, 6)
    box.clamp_ip(lay.felt_rect)
    panel(surf, box, alpha=235)
    surf.blit(t, t.get_rect(center=box.center))


def _wrap(words: str, width: int) -> list[str]:
    lines: list[str] = []
    line = ""
    for w in line_words(words):
        if line and len(line) + 1 + len(w) > width:
            lines.append(line)
            line = w
        else:
            line = f"{line} {w}".strip()
    if line:
        lines.append(line)
    return lines
