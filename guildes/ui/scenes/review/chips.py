"""The review screen's small pieces over the band and the timeline: the costliest
decisions as chips (a click goes there) and the tip over a cell of the timeline."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import pygame

from guildes.ai.review import Decision, Position
from guildes.i18n import t as tr
from guildes.ui import palette
from guildes.ui.fonts import text
from guildes.ui.scenes.review.drawing import fit, votes_text, where_line


def draw_costliest(
    surface: pygame.Surface,
    top: pygame.Rect,
    s: float,
    positions: Sequence[Position],
    valued: Mapping[int, Decision],
    ranked: Sequence[int],
) -> list[tuple[int, pygame.Rect]]:
    """The costliest decisions (``ranked``: their places in ``positions``) as chips on the
    band's last line, right-aligned: returns (place, chip) for the mouse."""
    chips: list[tuple[int, pygame.Rect]] = []
    if not ranked:
        return chips
    pad, gap = int(14 * s), int(6 * s)
    costs = []
    for k, i in enumerate(ranked):
        p = positions[i]
        cost = f"−{votes_text(valued[p.index].votes_given_up)}"
        costs.append((i, f"{k + 1}  {where_line(p.view)}  {cost}", f"{k + 1}  {cost}"))
    # whole words: smaller, then without the label, then without where (the cost stays)
    label_words = tr("review.costliest")
    forms = [
        (label_words, 1, int(13 * s)),
        (label_words, 1, int(11 * s)),
        ("", 1, int(11 * s)),
        (label_words, 2, int(13 * s)),
        ("", 2, int(11 * s)),
    ]
    for label_text, form, px in forms:
        words = [text(c[form], px, palette.INK, True) for c in costs]
        label = text(label_text, px, palette.CREAM, True) if label_text else None
        width = sum(t.get_width() + int(12 * s) + gap for t in words)
        width += label.get_width() + int(2 * s) if label is not None else 0
        if width <= top.w - 2 * pad:
            break
    x = top.right - pad
    cy = top.bottom - int(18 * s)
    for (i, *_forms), t in reversed(list(zip(costs, words))):
        box = pygame.Rect(0, 0, t.get_width() + int(12 * s), t.get_height() + int(4 * s))
        box.midright = (x, cy)
        pygame.draw.rect(surface, palette.GOLD, box, border_radius=box.h // 2)
        surface.blit(t, t.get_rect(center=box.center))
        chips.append((i, box))
        x = box.left - gap
    if label is not None:
        surface.blit(label, label.get_rect(midright=(x - int(2 * s), cy)))
    return chips


def draw_pointer_tip(
    surface: pygame.Surface,
    s: float,
    pointer: tuple[int, int],
    cells: Sequence[pygame.Rect],
    positions: Sequence[Position],
    valued: Mapping[int, Decision],
) -> None:
    """Over a cell of the timeline: where that decision was, and what it cost."""
    for i, cell in enumerate(cells):
        if cell.inflate(2, 8).collidepoint(pointer):
            p = positions[i]
            d = valued.get(p.index)
            words = where_line(p.view)
            if d is not None and d.votes_given_up > 0:
                words += "  −" + votes_text(d.votes_given_up)
            t = fit(words, int(13 * s), surface.get_width() // 2, palette.CREAM, True)
            box = t.get_rect().inflate(int(12 * s), int(6 * s))
            box.midtop = (cell.centerx, cell.bottom + int(6 * s))
            box.clamp_ip(surface.get_rect())
            pygame.draw.rect(surface, palette.PANEL, box, border_radius=int(5 * s))
            pygame.draw.rect(surface, palette.GOLD, box, 1, border_radius=int(5 * s))
            surface.blit(t, t.get_rect(center=box.center))
            return
