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


@pytest.mark.parametrize("size", [(1280, 720), (960, 600)])
@pytest.mark.parametrize("ui_scale", [0.85, 1.0, 1.3])
@pytest.mark.parametrize("players", [3, 6])
def test_the_votes_fly_inside_the_panel_to_their_seats_total(  # type: ignore[no-untyped-def]
    make_app, size, ui_scale, players
) -> None:
    """Issue 29, a screenshot review: the last seat's votes flew along the panel's right
    edge, over its frame, toward that seat's panel on the table behind the (opaque)
    count. Every flight stays inside the frame with air between (4 px past its 2 px
    line), never over a cell of another row, and ends on its seat's cell of the "This
    count / total" row."""
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from tests.ui.scenes.count_tables import NAMES, busy_count, plain_count

    app = make_app(size=size, speed="normal")
    app.settings.ui_scale = ui_scale
    app.start(MainMenu(app))
    for count in (plain_count(players), plain_count(players, 7, 3), busy_count(players)):
        app.push("count", NAMES[:players], count, on_done=lambda: None)
        overlay = app.stack.top
        assert isinstance(overlay, CountOverlay)
        seen = 0
        steps = int(overlay.end / overlay.per_row * 5) + 1
        for k in range(steps):
            overlay.t = k * overlay.per_row / 5
            overlay.draw(app.screen)
            inside = overlay.panel_rect.inflate(-12, -12)
            for seat, row, box in overlay.flights:
                seen += 1
                assert inside.contains(box), (seat, row, box, overlay.panel_rect)
                gc = overlay.guilds[row]
                for (s2, g2), cell in overlay.cell_rects.items():
                    if g2 != gc.guild:
                        assert not box.colliderect(cell), (seat, row, box, s2, g2, cell)
        assert seen, "no vote flew"
        # at the end of its flight, a row's votes lie on their seat's total
        for row, gc in enumerate(overlay.guilds):
            overlay.t = overlay.per_row * (row + 1) + overlay.fly * 0.999
            overlay.draw(app.screen)
            flying = {seat: box for seat, r, box in overlay.flights if r == row}
            assert set(flying) == {i for i, v in enumerate(gc.votes) if v}
            for seat, box in flying.items():
                total = overlay.total_rects[seat]
                assert box.colliderect(total), (row, seat, box, total)
                assert abs(box.centerx - total.centerx) <= 3, (row, seat, box, total)
        app.back()
