"""Where an opponent's hand of card backs rests on its panel as the table draws it now,
its panel's words placed as the table places them (``seat_panel.panel_parts``): for the
steps that move hands (a pass), so that a hand leaves and reaches a panel where its backs
lie, clear of the words."""

from __future__ import annotations

import pygame

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


def redraw_words(surface: pygame.Surface, frame: TableFrame, seat: int) -> None:
    """``seat``'s panel's words drawn again, over a hand passing across them."""
    draw_parts(surface, _parts(frame, seat), frame.layout.s, frame.clock)
