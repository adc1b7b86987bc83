"""Where an opponent's hand of card backs rests on its panel as the table draws it now,
its panel's words placed as the table places them (``seat_panel.panel_parts``): for the
steps that move hands (a pass), so that a hand leaves and reaches a panel where its backs
lie, clear of the words."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from guildes.ui import palette
from guildes.ui.table.drawing import seat_status
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.seat_panel import Part, backs_place, draw_parts, panel_parts


def _parts(frame: TableFrame, seat: int) -> list[Part]:
    """``seat``'s panel's words in ``frame``, placed as the table places them."""
    lay, view = frame.layout, frame.view
    over = view.outcome is not None
    kept = view.kept_sizes[seat] if lay.offset(seat) != 0 and not over else 0
    status = seat_status(frame, seat)
    return panel_parts(lay, seat, frame.seats[seat], view.scores[seat], status, kept, not over)


def resting_backs(frame: TableFrame, seat: int, count: int) -> tuple[tuple[int, int], int]:
    """The centre of ``seat``'s hand of ``count`` backs on its panel in ``frame``, and
    their height (0: the panel's words leave no room)."""
    return backs_place(frame.layout, seat, _parts(frame, seat), count)


PLATED = ("name", "votes", "status", "thinking", "ready")
"""The parts of a panel drawn on a plate when redrawn over a passing hand (the badge and
the kept count have boxes of their own)."""


def redraw_words(
    surface: pygame.Surface, frame: TableFrame, seat: int, fans: Sequence[pygame.Rect] = ()
) -> list[pygame.Rect]:
    """``seat``'s panel's words drawn again, over the hands passing across them (``fans``),
    on a plate of the panel's colour where a hand lies under them (without one, "думает."
    lay written on the card backs arriving at the seat: ru, 1024x768, 130%); returns the
    plates."""
    lay = frame.layout
    parts = _parts(frame, seat)
    room = lay.seat_panel(seat).inflate(-2, -2)
    plates = []
    for part in parts:
        if part.kind not in PLATED:
            continue
        air = part.rect.inflate(2 * max(2, int(3 * lay.s)), 2).clip(room)
        for fan in fans:  # only over the cards: elsewhere the panel is the plate (a
            # review: a plate over the whole phrase showed as a faint box on the panel)
            on = air.clip(fan)
            if on.w and on.h:
                plate = pygame.Surface(on.size, pygame.SRCALPHA)
                plate.fill((*palette.PANEL, 235))
                plates.append(surface.blit(plate, on))
    draw_parts(surface, parts, lay.s, frame.clock)
    return plates
