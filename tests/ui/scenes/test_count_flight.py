"""Issue 29: the count's flying votes fell straight down their seat's column, over the
cells of the rows below (shown by then), one number over another. They go aside to the
lane between two columns, down it past the last row, then to their total: never over
another row's cell."""

from __future__ import annotations

import pygame
import pytest

from guildes.ui.fonts import font
from guildes.ui.scenes.count import token_at


@pytest.mark.parametrize("s", [0.85, 1.0, 1.3])
def test_flying_votes_never_lie_over_another_rows_cells(s: float) -> None:
    pygame.font.init()
    seats, rows = 6, 9
    col_w, row_h, lab, x0, y = int(130 * s), int(30 * s), int(170 * s), 40, 100
    below = y + rows * row_h
    cell = font(int(14 * s), True).size("9  +99")  # the widest cell
    token = font(int(14 * s), True).size("+99")
    for i in range(seats):
        x = x0 + lab + i * col_w + col_w // 2
        half = (token[0] + int(8 * s)) // 2
        right = x0 + lab + seats * col_w
        lane = x0 + lab + (i + 1) * col_w if i < seats - 1 else right - half - 3
        cells = [
            pygame.Rect(c - cell[0] // 2, y + k * row_h, *cell)
            for k in range(rows)
            for c in (x0 + lab + j * col_w + col_w // 2 for j in range(seats))
        ]
        for r in range(rows):
            own = [c for c in cells if c.y == y + r * row_h]
            for step in range(101):
                land = (x, below - row_h + token[1] + 2)  # under the last row's cells
                at = token_at(step / 100, (x, y + r * row_h), lane, below, land)
                box = pygame.Rect(0, 0, token[0] + int(8 * s), token[1])
                box.midtop = at
                hit = [c for c in cells if c not in own and box.colliderect(c)]
                assert not hit, (i, r, step, box, hit[:2])
