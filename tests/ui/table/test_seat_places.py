"""Each seat's face-down and revealed cards have their own place on the table: no other
seat's cards, panel or table lie on it, nor the Event card and its arrow, at every seat
count (3-6), window size and text size."""

from __future__ import annotations

import pygame
import pytest

from guildes.rules import Game, GameConfig
from guildes.seats import Seat
from guildes.ui.draw import rotated_face
from guildes.ui.emblems import draw_arrow
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import draw_table
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.steps import CardsFlipStep
from tests.ui.conftest import ARTIFACTS

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
SCALES = [0.85, 1.0, 1.3]


def _frame(layout: TableLayout) -> TableFrame:
    game = Game(GameConfig(players=layout.players, seed=5))
    return TableFrame(
        layout=layout,
        seats=[Seat(f"P{i}", "easy" if i else None) for i in range(layout.players)],
        view=game.view(0),
        step=None,
        clock=0.0,
        thinking=(),
        choosing=False,
        hint="",
        hover=None,
        focus=0,
        pointed=None,
        finished=False,
    )


def _others(layout: TableLayout, seat: int) -> list[tuple[str, pygame.Rect]]:
    """What another seat owns on the table, and the Event card with its arrow."""
    out = []
    for other in range(layout.players):
        if other == seat:
            continue
        out.append((f"seat {other}'s face-down cards", layout.front_rect(other)))
        out.append((f"seat {other}'s panel", layout.seat_panel(other)))
        chips = layout.table_cards(other, (2,) * 9)
        out.append((f"seat {other}'s table", chips[0][1].unionall([r for _g, r in chips])))
    out.append(("the Event card", layout.event_rect))
    return out


def _arrow_mask(layout: TableLayout) -> pygame.mask.Mask:
    """The pixels of the passing arrow around the Event card, drawn as the table draws
    it, either way round (the arrow is an arc: the corners of its box are felt)."""
    surf = pygame.Surface(layout.felt_rect.size, pygame.SRCALPHA)
    center, radius, depth = layout.event_rect.center, layout.arrow_radius, layout.arrow_depth
    for clockwise in (True, False):
        draw_arrow(surf, center, radius, clockwise, (9, 9, 9), layout.arrow_width, depth)
    return pygame.mask.from_surface(surf)


def _on_arrow(mask: pygame.mask.Mask, rect: pygame.Rect) -> bool:
    box = pygame.mask.Mask(rect.size, fill=True)
    return mask.overlap(box, rect.topleft) is not None


@pytest.mark.parametrize("size", SIZES)
def test_each_seat_has_its_own_place_for_its_cards(make_app, size) -> None:  # type: ignore[no-untyped-def]
    """Rectangles: each seat's place for two cards is clear of everything of the others;
    pixels: every seat's revealed cards, drawn by the flip on a real frame, read whole."""
    app = make_app(size=size)
    for scale in SCALES:
        for players in range(3, 7):
            layout = TableLayout(*size, players, 0, 0, scale)
            arrow = _arrow_mask(layout)
            for seat in range(players):
                mine = layout.front_rect(seat)
                assert layout.felt_rect.contains(mine), (scale, players, seat)
                for what, rect in _others(layout, seat):
                    assert not mine.colliderect(rect), (scale, players, seat, what)
                assert not _on_arrow(arrow, mine), (scale, players, seat)
            for batch in (1, 2):
                cards = tuple(
                    tuple((seat + k * 3) % 9 for k in range(batch)) for seat in range(players)
                )
                draw_table(app.screen, _frame(layout))
                step = CardsFlipStep(None, None, 1.0, t=0.5, cards=cards)  # type: ignore[arg-type]
                step.draw(app.screen, layout, 0)  # the cards face up, before they slide
                if scale == 1.0 and batch == 1 and players in (3, 6):
                    name = f"revealed-{players}p-{size[0]}x{size[1]}.png"
                    app.screenshot(ARTIFACTS / name)
                w, h = layout.small_card
                for seat, guilds in enumerate(cards):
                    fx, fy = layout.front_of(seat)
                    for k, g in enumerate(guilds):
                        face = rotated_face(g, w, h, 0.0, 1.0)  # as the flip draws it
                        x = fx + int((k - (len(guilds) - 1) / 2) * w * 0.7)
                        rect = face.get_rect(center=(x, fy))
                        # the visible part of a card: all of the last, the left 0.7 of others
                        seen = int(w * 0.7) if k < len(guilds) - 1 else face.get_width()
                        for px in range(2, seen - 2, 3):
                            for py in range(3, face.get_height() - 3, 3):
                                if face.get_at((px, py))[3] == 255:
                                    got = app.screen.get_at((rect.x + px, rect.y + py))[:3]
                                    want = face.get_at((px, py))[:3]
                                    assert got == want, (scale, players, batch, seat, px, py)
