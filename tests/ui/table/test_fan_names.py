"""The fan uses the room it has: no card's name is hidden by the cards over it, at
1280x720 with the 10 cards three players hold at the start of a round, and at 1920x1080,
at text size 85-130% (pixels of a real frame)."""

from __future__ import annotations

import pygame
import pytest

from guildes.rules import Game, GameConfig
from guildes.seats import Seat
from guildes.ui.cards import name_rect
from guildes.ui.draw import rotated_face
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import draw_table
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.views import fan_cards
from tests.ui.conftest import ARTIFACTS


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (1024, 640)])
@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
def test_no_name_is_clipped_in_the_fan(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=size)
    game = Game(GameConfig(players=3, seed=7))
    view = game.view(0)
    cards = fan_cards(view)
    assert len(cards) == 10
    layout = TableLayout(*size, 3, 0, 0, scale)
    frame = TableFrame(
        layout=layout,
        seats=[Seat(f"P{i}") for i in range(3)],
        view=view,
        step=None,
        clock=0.0,
        thinking=(),
        choosing=False,  # nothing lifted
        hint="",
        hover=None,
        focus=0,
        pointed=None,
        finished=False,
    )
    draw_table(app.screen, frame)
    app.screenshot(ARTIFACTS / f"fan-10-cards-{size[0]}x{size[1]}-{round(scale * 100)}.png")
    cw, ch = layout.fan_size(len(cards))
    for i, (g, (x, y, a)) in enumerate(zip(cards, layout.fan_positions(len(cards)))):
        face = rotated_face(g, cw, ch, round(a, 1), 1.0)
        rect = face.get_rect(center=(int(x), int(y)))
        marks = pygame.Surface((cw, ch), pygame.SRCALPHA)
        marks.fill((255, 255, 255, 255), name_rect(g, cw, ch))
        marks = pygame.transform.rotozoom(marks, round(a, 1), 1.0)
        # the name's pixels, well inside its box (away from the rotation's blur)
        mask = pygame.mask.from_surface(marks, 254).scale(marks.get_size())
        for px in range(0, marks.get_width(), 2):
            for py in range(0, marks.get_height(), 2):
                if mask.get_at((px, py)) and face.get_at((px, py))[3] == 255:
                    got = app.screen.get_at((rect.x + px, rect.y + py))[:3]
                    assert got == face.get_at((px, py))[:3], (i, px, py)


def test_the_fans_measures_are_remembered_per_language() -> None:
    """The fan's measures are remembered per layout (the hint's one size asked for them
    hundreds of times a round) and per language: the names, measured in each language,
    set the least step between two cards."""
    from guildes import i18n

    pygame.font.init()
    args = (960, 600, 3, 0, 0, 1.3)
    kept = TableLayout(*args)
    seen = set()
    try:
        for code in ("en", "fr", "cs", "ru", "en"):
            i18n.set_language(code)
            for count in (6, 10, 13):
                fresh = TableLayout(*args)
                assert kept.fan_size(count) == fresh.fan_size(count), (code, count)
                assert kept.fan_top(count) == fresh.fan_top(count), (code, count)
                assert kept.fan_positions(count) == fresh.fan_positions(count)
                seen.add((count, fresh.fan_size(count)))
    finally:
        i18n.set_language(i18n.SOURCE)
    assert len(seen) > 3  # the languages' names do set different fans here
