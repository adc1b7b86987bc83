"""The review screen's drawing (``guildes.ui.scenes.review``): the summary at the top,
the timeline of the seat's decisions, and the decision in focus (its choices, each with
its value, the one chosen and the best marked, the verdict and the reason).

Everything here draws from data the scene hands over: the seat's positions (its views at
its decisions), the decisions valued so far, the names; nothing reads the game.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

import pygame

from guildes.ai.review import ACCURACY_HALF_LIFE, VERDICT_LIMITS, VERDICTS, Decision, Position
from guildes.i18n import number
from guildes.i18n import t as tr
from guildes.rules import Choice, Phase, PublicView, SeatView
from guildes.ui import palette
from guildes.ui.draw import panel, swatch
from guildes.ui.fonts import font, text
from guildes.ui.review_text import accuracy_means, reason_text, verdict_name, verdict_scale
from guildes.ui.table.choice_words import card_guilds, choice_label, signed_votes, votes_text
from guildes.ui.textfit import fit_lines, fitted, whole_lines
from guildes.ui.trick_texts import trick_phase

Color = tuple[int, int, int]

VERDICT_COLORS: dict[str, Color] = {
    "best": (92, 196, 120),
    "good": (160, 206, 150),
    "inaccuracy": (236, 204, 84),
    "mistake": (238, 144, 52),
    "blunder": (226, 74, 64),
}
"""One colour per verdict (each also has its mark, ``VERDICT_MARKS``: never colour alone)."""
VERDICT_MARKS: dict[str, str] = {
    "best": "",
    "good": "",
    "inaccuracy": "?!",
    "mistake": "?",
    "blunder": "??",
}
"""The chess-like marks of the verdicts below good."""
NOT_YET: Color = (86, 96, 92)
"""A decision not valued yet (or that no world fitted)."""
DIM: Color = (200, 190, 160)
ERRORS: frozenset[str] = frozenset({"inaccuracy", "mistake", "blunder"})
"""The verdicts "next error" goes to."""
LEAST_ROWS = 4
"""The list of choices' rows that must show (the header above it gives way to them)."""
PHASE_KEYS = {
    Phase.DRAFT: "phase.draft",
    Phase.REDISTRIBUTE: "phase.redistribution",
    Phase.PLAY: "phase.play",
}


def fit(words: str, size: int, width: int, color: Color, bold: bool = False) -> pygame.Surface:
    """A line of ``words`` no wider than ``width`` (ellipsized)."""
    return fitted(words, size, color, width, bold)


def shrunk(words: str, size: int, width: int, color: Color, bold: bool = False) -> pygame.Surface:
    """A line of ``words`` no wider than ``width``: at ``size``, else at the largest
    smaller size where it fits whole (ellipsized only if it fits at no size)."""
    px, lines = fit_lines(words, size, width, 1, bold)
    return text(lines[0] if lines else "", px, color, bold)


def where_line(view: PublicView) -> str:
    """Where a decision was made: "Round 2 · Draft 3 of 7"."""
    where = tr("table.round", round=view.voting_round)
    if view.phase is Phase.TRICKS:
        turn = min(view.turn + 1, max(1, len(view.turn_order)))
        step = tr("slot.step", phase=trick_phase(), step=turn, steps=max(1, len(view.turn_order)))
        return tr("slot.where", round=where, phase=step)
    phase = tr(PHASE_KEYS.get(view.phase, "phase.play"))
    if view.phase is Phase.REDISTRIBUTE:
        return tr("slot.where", round=where, phase=phase)
    step = tr("slot.step", phase=phase, step=view.step, steps=view.steps)
    return tr("slot.where", round=where, phase=step)


# ---------------------------------------------------------------------- summary


@dataclass(frozen=True)
class Figures:
    """The summary's figures (of the decisions valued so far while the review works)."""

    accuracy: float | None
    given_up: float
    decisions: int
    counts: Mapping[str, int]
    duplicate: str | None
    """The duplicate's result in words, once played."""
    notes: Sequence[str] = ()
    """How the duplicate was played, in words, a line each: at a share of the AI's
    thinking (the quick review), who played the other people's seats (hotseat)."""


def draw_summary(
    surf: pygame.Surface, rect: pygame.Rect, s: float, title: str, figures: Figures, status: str
) -> list[pygame.Rect]:
    """The top band: title, accuracy, votes given up, verdict counts, the duplicate; a
    status line (the review's progress) on the right. Returns where lines were drawn."""
    drawn: list[pygame.Rect] = []
    pad = int(14 * s)
    x, y = rect.x + pad, rect.y + int(6 * s)
    status_w = 0
    if status:
        st = fit(status, int(14 * s), rect.w // 3, palette.GOLD, True)
        status_w = st.get_width() + int(16 * s)
        surf.blit(st, st.get_rect(topright=(rect.right - pad, y + int(4 * s))))
        drawn.append(st.get_rect(topright=(rect.right - pad, y + int(4 * s))))
    t = fit(title, int(21 * s), rect.w - 2 * pad - status_w, palette.GOLD, True)
    surf.blit(t, (x, y))
    drawn.append(t.get_rect(topleft=(x, y)))
    acc = "–" if figures.accuracy is None else number(figures.accuracy, 1)
    big = text(acc, int(32 * s), palette.HIGHLIGHT, True)
    ay = y + t.get_height() + int(2 * s)
    label = text(tr("review.accuracy"), int(13 * s), DIM, True)
    surf.blit(label, (x, ay))
    surf.blit(big, (x, ay + label.get_height() - int(2 * s)))
    drawn += [label.get_rect(topleft=(x, ay)), big.get_rect(topleft=(x, ay + label.get_height()))]
    cx = x + max(big.get_width(), label.get_width()) + int(22 * s)
    room = rect.right - pad - cx
    per = figures.given_up / figures.decisions if figures.decisions else 0.0
    lines = [
        (
            tr("review.given_up", votes=votes_text(figures.given_up), per=number(per, 2)),
            palette.CREAM,
            True,
        )
    ]
    if figures.duplicate is not None:
        lines.append((figures.duplicate, palette.CREAM, True))
    for note in figures.notes:
        lines.append((note, DIM, False))
    ly = ay
    for line, color, bold in lines:
        lt = shrunk(line, int(14 * s), room, color, bold)
        surf.blit(lt, (cx, ly))
        drawn.append(lt.get_rect(topleft=(cx, ly)))
        ly += lt.get_height() + int(1 * s)
    # the verdict counts as chips, then what accuracy means
    chip_x = cx
    for v in VERDICTS:
        label_text = f"{verdict_name(v)} {figures.counts.get(v, 0)}"
        ct = text(label_text, int(13 * s), palette.text_on(VERDICT_COLORS[v]), True)
        box = pygame.Rect(
            chip_x, ly + int(2 * s), ct.get_width() + int(12 * s), ct.get_height() + int(4 * s)
        )
        if box.right > rect.right - pad:
            break
        pygame.draw.rect(surf, VERDICT_COLORS[v], box, border_radius=box.h // 2)
        surf.blit(ct, ct.get_rect(center=box.center))
        drawn.append(box)
        chip_x = box.right + int(6 * s)
    return drawn


def summary_height(s: float, lines: int = 2) -> int:
    """The top band's height: the title, then the figures beside the accuracy, then the
    costliest decisions' row (measured, so large text never overlaps)."""
    line = text("Ág", int(14 * s), DIM, True).get_height() + int(1 * s)
    chips = text("Ág", int(13 * s), DIM, True).get_height() + int(8 * s)
    figures = lines * line + chips
    accuracy_block = (
        text("Ág", int(13 * s), DIM, True).get_height()
        + text("9", int(32 * s), DIM, True).get_height()
    )
    title = text("Ág", int(21 * s), DIM, True).get_height() + int(8 * s)
    return title + max(figures, accuracy_block) + chips + int(6 * s)


def explain_lines() -> list[str]:
    """The scale and what accuracy means, in words (the side panel's foot)."""
    return [verdict_scale(VERDICT_LIMITS), accuracy_means(ACCURACY_HALF_LIFE)]


# ---------------------------------------------------------------------- timeline


MARK_LEAST = 9
"""A decision's mark in its timeline cell is never smaller than this (px); a cell too
narrow for it at that size shows its colour, the focused decision's verdict in words."""


def mark_size(mark: str, width: int, s: float) -> int:
    """The size a timeline cell ``width`` wide draws ``mark`` at: 12 px scaled, or
    smaller down to ``MARK_LEAST`` to stay inside it with a pixel each side; 0 for no
    mark, or none that fits."""
    if not mark:
        return 0
    for size in range(int(12 * s), MARK_LEAST - 1, -1):
        if font(size, True).size(mark)[0] <= width - 2:
            return size
    return 0


def timeline_cells(rect: pygame.Rect, s: float, positions: Sequence[Position]) -> list[pygame.Rect]:
    """Where each decision's cell goes: one row, a gap between rounds and a smaller one
    between phases."""
    n = len(positions)
    if not n:
        return []
    round_gap, phase_gap = int(10 * s), int(3 * s)
    gaps = 0
    for a, b in zip(positions, positions[1:]):
        if a.view.voting_round != b.view.voting_round:
            gaps += round_gap
        elif a.view.phase is not b.view.phase:
            gaps += phase_gap
    label_h = int(16 * s)
    cell_w = max(3.0, (rect.w - gaps) / n)
    out, x = [], float(rect.x)
    for i, p in enumerate(positions):
        if i:
            prev = positions[i - 1].view
            if prev.voting_round != p.view.voting_round:
                x += round_gap
            elif prev.phase is not p.view.phase:
                x += phase_gap
        out.append(
            pygame.Rect(
                int(x), rect.y + label_h, max(2, int(x + cell_w) - int(x) - 1), rect.h - label_h
            )
        )
        x += cell_w
    return out


def draw_timeline(
    surf: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    positions: Sequence[Position],
    valued: Mapping[int, Decision],
    focus: int,
    costliest: Sequence[int],
) -> list[pygame.Rect]:
    """The seat's decisions in the game's order, each cell coloured by its verdict (grey
    until valued), the rounds labelled above, the costliest numbered, the focus framed.
    Returns the cells (for the mouse)."""
    cells = timeline_cells(rect, s, positions)
    rank = {index: k + 1 for k, index in enumerate(costliest)}
    start = 0
    for i, (p, cell) in enumerate(zip(positions, cells)):
        d = valued.get(p.index)
        color = NOT_YET if d is None else VERDICT_COLORS[d.verdict]
        pygame.draw.rect(surf, color, cell, border_radius=max(1, int(3 * s)))
        mark = "" if d is None else VERDICT_MARKS[d.verdict]
        if p.index in rank:
            mark = str(rank[p.index])
        size = mark_size(mark, cell.w, s)
        if size:  # inside its cell, smaller if it must (at 130% "??" and "?!" ran together)
            mt = text(mark, size, palette.text_on(color), True)
            surf.blit(mt, mt.get_rect(center=cell.center))
        last = i + 1 == len(positions) or positions[i + 1].view.voting_round != p.view.voting_round
        if last:  # the round's label over its cells
            span = pygame.Rect(
                cells[start].x, rect.y, cell.right - cells[start].x, cells[0].y - rect.y
            )
            words = tr("table.round", round=p.view.voting_round)
            if text(words, int(12 * s), DIM, True).get_width() > span.w:
                words = str(p.view.voting_round)
            lt = text(words, int(12 * s), DIM, True)
            surf.blit(lt, (span.x, span.y))
            start = i + 1
    if 0 <= focus < len(cells):
        frame = cells[focus].inflate(int(6 * s), int(8 * s))
        pygame.draw.rect(
            surf, palette.HIGHLIGHT, frame, max(2, int(2 * s)), border_radius=int(4 * s)
        )
    return cells


def draw_progress(surf: pygame.Surface, rect: pygame.Rect, fraction: float) -> None:
    """A thin bar: how far the review is."""
    pygame.draw.rect(surf, (60, 70, 66), rect, border_radius=rect.h // 2)
    done = pygame.Rect(rect.x, rect.y, max(rect.h, int(rect.w * fraction)), rect.h)
    pygame.draw.rect(surf, palette.GOLD, done, border_radius=rect.h // 2)


# ---------------------------------------------------------------------- the decision


@dataclass(frozen=True)
class ChoicesDrawn:
    """Where the decision's list of choices went: below it ``bottom``; the rows from
    ``first`` (of ``total``, best first), ``shown`` of them in ``area`` (the wheel there
    scrolls them)."""

    bottom: int
    area: pygame.Rect
    first: int
    shown: int
    total: int
    drawn: tuple[Choice, ...]
    """The choices drawn, top to bottom."""


def ordered_choices(position: Position, decision: Decision | None) -> list[Choice]:
    """The decision's legal choices as the list shows them: best first (the legal order
    until valued)."""
    legal = list(position.legal)
    if decision is not None:
        legal.sort(key=lambda c: -decision.values.get(c, 0.0))
    return legal


def draw_detail(
    surf: pygame.Surface,
    rect: pygame.Rect,
    s: float,
    position: Position,
    decision: Decision | None,
    names: Sequence[str],
    waiting: str,
    scroll: int | None = None,
) -> ChoicesDrawn:
    """The side panel's decision: where, the verdict and what it cost, the reason, then
    every legal choice (best first) with its value, the chosen and the best marked: as
    cards when they all fit, else in compact rows, else compact rows that scroll (from
    row ``scroll``; None: from the best, the chosen one pinned last if it is not in view),
    with how many more above and below."""
    pad = int(12 * s)
    x, y, w = rect.x + pad, rect.y + pad, rect.w - 2 * pad
    view = position.view
    n = len(position.legal)
    # little room for the list: the reasons take fewer lines
    tight = rect.h < int(60 * s) + n * int(40 * s) + int(150 * s)
    where = shrunk(where_line(view), int(17 * s), w, palette.CREAM, True)
    surf.blit(where, (x, y))
    y += where.get_height() + 2
    if decision is None:
        y = _para(surf, waiting, int(14 * s), DIM, False, x, y + int(6 * s), w, 3)
        values: Mapping[Choice, float] = {}
        best = None
    else:
        color = VERDICT_COLORS[decision.verdict]
        mark = VERDICT_MARKS[decision.verdict]
        badge_text = f"{verdict_name(decision.verdict)} {mark}".strip()
        bt = text(badge_text, int(16 * s), palette.text_on(color), True)
        badge = pygame.Rect(
            x, y + int(4 * s), bt.get_width() + int(16 * s), bt.get_height() + int(6 * s)
        )
        pygame.draw.rect(surf, color, badge, border_radius=badge.h // 2)
        surf.blit(bt, bt.get_rect(center=badge.center))
        y = badge.bottom + int(6 * s)
        if decision.votes_given_up > 0:  # beside the badge, else under it: never cut
            cost = tr("review.cost", votes=votes_text(decision.votes_given_up))
            beside = whole_lines(cost, int(15 * s), w - badge.w - int(10 * s), 1, True)
            if beside is not None and beside[0] >= int(12 * s):
                ct = text(cost, beside[0], palette.CREAM, True)
                surf.blit(ct, ct.get_rect(midleft=(badge.right + int(10 * s), badge.centery)))
            else:
                y = _para(surf, cost, int(15 * s), palette.CREAM, True, x, y, w, 1)
        if decision.best != decision.choice:
            best_reason = reason_text(decision.best_reason, names)
            if card_guilds(decision.best):  # a card's reason names its guild
                why = tr("review.best_reason", reason=best_reason)
            else:
                label = choice_label(view, decision.best, names).rstrip(".")
                why = tr("review.best_was", choice=label, reason=best_reason)
            y = _para(surf, why, int(14 * s), palette.CREAM, True, x, y, w, 2 if tight else 3)
            if not tight:  # else the list keeps the room (the chosen row has its value)
                mine = tr("review.your_reason", reason=reason_text(decision.chosen_reason, names))
                y = _para(surf, mine, int(13 * s), DIM, False, x, y, w, 2)
        else:
            why = reason_text(decision.reason, names)
            y = _para(surf, why, int(14 * s), palette.CREAM, False, x, y, w, 2 if tight else 3)
        values = decision.values
        best = decision.best
    y += int(6 * s)
    more_h = text("Ág", int(12 * s), DIM, True).get_height()
    # the header only if the list keeps room for its first rows (compact) below it
    least = min(n, LEAST_ROWS) * (int(16 * s) + int(4 * s)) + (more_h if n > LEAST_ROWS else 0)
    header_px, header = fit_lines(tr("review.choices"), int(13 * s), w, 2, True)
    header_h = len(header) * text("Ág", header_px, DIM, True).get_height() + 2
    if rect.bottom - pad - y - header_h >= least:  # else the rows keep the room
        y = _para(surf, tr("review.choices"), int(13 * s), DIM, True, x, y, w, 2)
    legal = ordered_choices(position, decision)
    top = max(values.values()) if values else 0.0
    low = min(values.values()) if values else 0.0
    room = rect.bottom - pad - y
    card_h = int(34 * s)
    if n * (card_h + int(6 * s)) > room:  # compact rows: a small swatch, one line
        card_h = max(int(16 * s), min(card_h, room // n - int(4 * s)))
        if card_h >= int(30 * s):  # a card's row has the larger gap: all must still fit
            card_h = max(int(16 * s), min(room // n - int(6 * s), card_h))
            if card_h < int(30 * s):
                card_h = int(30 * s) - 1
    row_h = card_h + (int(6 * s) if card_h >= int(30 * s) else int(4 * s))
    card_w = int(card_h * 1.15) if card_h >= int(30 * s) else int(card_h * 0.9)
    shown = max(1, min(n, room // row_h))
    first = 0
    if shown < n:  # the rows scroll; a line says how many more above and below
        shown = max(1, min(n, (room - more_h) // row_h))
        first = max(0, min(scroll or 0, n - shown))
    rows = legal[first : first + shown]
    if scroll is None and position.choice not in rows:  # unscrolled: the chosen one pinned
        rows[-1] = position.choice
    area = pygame.Rect(x, y, w, shown * row_h)
    for c in rows:
        _choice_row(
            surf,
            s,
            view,
            c,
            names,
            (x, y, w, card_w, card_h),
            values,
            best,
            position.choice,
            (top, low),
        )
        y += row_h
    if shown < n:
        above, below = first, n - first - shown
        words = tr("review.more_choices", above=above, below=below)
        y = _line(surf, words, int(12 * s), palette.GOLD, True, x, y, w)
    return ChoicesDrawn(y, area, first, shown, n, tuple(rows))


def _choice_row(
    surf: pygame.Surface,
    s: float,
    view: SeatView,
    c: Choice,
    names: Sequence[str],
    box: tuple[int, int, int, int, int],
    values: Mapping[Choice, float],
    best: Choice | None,
    chosen_choice: Choice,
    span: tuple[float, float],
) -> None:
    """One choice of the list: its card(s), its words, its tags, its value and a bar."""
    x, y, w, card_w, card_h = box
    top, low = span
    compact = card_h < int(30 * s)
    row = pygame.Rect(x, y, w, card_h + int(2 * s))
    chosen = c == chosen_choice
    if chosen or c == best:
        edge = palette.HIGHLIGHT if chosen else VERDICT_COLORS["best"]
        grow = (int(6 * s), int(2 * s) if compact else int(4 * s))
        pygame.draw.rect(surf, (34, 44, 40), row.inflate(*grow), border_radius=int(6 * s))
        pygame.draw.rect(surf, edge, row.inflate(*grow), 2, border_radius=int(6 * s))
    cx = x + int(2 * s)
    guilds = card_guilds(c)
    for g in guilds:
        surf.blit(swatch(g, card_w, card_h), (cx, y + int(1 * s)))
        cx += card_w + int(3 * s)
    if not guilds:
        cx += int(4 * s)
    cx += int(6 * s)
    tags = []
    if chosen:
        tags.append(tr("review.tag_chosen"))
    if c == best:
        tags.append(tr("review.tag_best"))
    size = int(13 * s) if compact else int(15 * s)
    color = palette.HIGHLIGHT if c == best else palette.CREAM
    words = choice_label(view, c, names)
    name_px = int(12 * s) if compact else int(14 * s)
    # the value, the name and the tags, whole: the value without its unit if need be, then
    # one tag only (the frame's colour still tells); the value is never cut
    values_words = (
        []
        if c not in values
        else [
            tr("review.value", votes=signed_votes(values[c])),
            signed_votes(values[c]),
        ]
    )
    plan: tuple[str, str] | None = None
    for value in values_words or [""]:
        vw = text(value, size, color, True).get_width()
        name_w = row.right - vw - int(12 * s) - cx
        nw = shrunk(words, name_px, name_w, palette.CREAM, True).get_width()
        room = name_w - nw - int(8 * s)
        for shown_tags in (tags, tags[:1]) if guilds and tags else ([],):
            line = " · ".join(shown_tags)
            fits = whole_lines(line, int(12 * s), room, 1, True) if line else (0, ())
            if fits is not None and (not line or fits[0] >= max(9, int(10 * s))):
                plan = (value, line)
                break
        if plan is not None:
            break
    value, tag_line = plan or (values_words[0] if values_words else "", "")
    vt = text(value, size, color, True)
    mid = y + (card_h - vt.get_height()) // 2
    surf.blit(vt, vt.get_rect(topright=(row.right - int(4 * s), mid)))
    name_w = row.right - vt.get_width() - int(12 * s) - cx
    if guilds:
        nt = shrunk(words, name_px, name_w, palette.CREAM, True)
        surf.blit(nt, (cx, y + (card_h - nt.get_height()) // 2))
    else:  # a Dirty Trick's use: on two lines (one in a compact row), so that uses tell apart
        line_h = text("Ág", int(12 * s), DIM, True).get_height()
        px, rows = fit_lines(words, int(12 * s), name_w, max(1, min(2, card_h // line_h)), True)
        ty = y + max(0, (card_h - len(rows) * text("Ág", px, DIM, True).get_height()) // 2)
        for line in rows:
            nt = text(line, px, palette.CREAM, True)
            surf.blit(nt, (cx, ty))
            ty += nt.get_height()
        tag_line = ""  # no room for the tags beside it
    if tag_line:
        tag_x = cx + nt.get_width() + int(8 * s)
        room = row.right - vt.get_width() - int(12 * s) - tag_x
        tt = shrunk(tag_line, int(12 * s), room, palette.GOLD, True)
        surf.blit(tt, tt.get_rect(midleft=(tag_x, y + card_h // 2)))
    if c in values and top > low:  # the value as a bar under the row's words
        bar_w = row.right - int(4 * s) - cx
        frac = (values[c] - low) / (top - low)
        bar = pygame.Rect(cx, row.bottom - int(3 * s), max(2, int(bar_w * frac)), int(2 * s))
        pygame.draw.rect(surf, (120, 130, 110) if c != best else VERDICT_COLORS["best"], bar)


def _line(
    surf: pygame.Surface, line: str, size: int, color: Color, bold: bool, x: int, y: int, w: int
) -> int:
    t = shrunk(line, size, w, color, bold)
    surf.blit(t, (x, y))
    return y + t.get_height() + 2


def _para(
    surf: pygame.Surface,
    words: str,
    size: int,
    color: Color,
    bold: bool,
    x: int,
    y: int,
    w: int,
    most: int,
) -> int:
    px, lines = fit_lines(words, size, w, most, bold)
    for line in lines:
        t = text(line, px, color, bold)
        surf.blit(t, (x, y))
        y += t.get_height()
    return y + 2


def draw_foot(surf: pygame.Surface, rect: pygame.Rect, s: float, lines: Sequence[str]) -> None:
    """Small lines at a panel's foot, from the bottom up, as many as fit."""
    y = rect.bottom
    for line in reversed(lines):
        px, wrapped = fit_lines(line, int(12 * s), rect.w, 3)
        height = sum(text(ln, px, DIM).get_height() for ln in wrapped)
        if y - height < rect.y:
            break
        y -= height
        yy = y
        for ln in wrapped:
            t = text(ln, px, DIM)
            surf.blit(t, (rect.x, yy))
            yy += t.get_height()
        y -= int(4 * s)


def side_panel(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The side panel's ground."""
    pygame.draw.rect(surf, (24, 30, 28), rect)
    pygame.draw.line(surf, palette.GOLD, rect.topleft, rect.bottomleft, 2)


def band(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """The top band's ground."""
    panel(surf, rect, alpha=240)
