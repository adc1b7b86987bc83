"""The hovered or focused card of the fan is drawn over its neighbours (whole, pixel
for pixel its face) and the pointer finds it first."""

from __future__ import annotations

import math
from dataclasses import replace

import pygame
import pytest

from guildes.rules import Game, GameConfig
from guildes.seats import Seat
from guildes.ui.draw import rotated_face
from guildes.ui.layout import FAN_LIFT, TableLayout
from guildes.ui.table.drawing import draw_table
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.input import fan_card_at
from guildes.ui.table.views import fan_cards
from tests.ui.conftest import ARTIFACTS


def _frame(layout: TableLayout, game: Game) -> TableFrame:
    return TableFrame(
        layout=layout,
        seats=[Seat(f"P{i}") for i in range(layout.players)],
        view=game.view(0),
        step=None,
        clock=0.0,
        thinking=(),
        choosing=True,
        hint="",
        hover=None,
        focus=0,
        pointed=None,
        finished=False,
    )


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("players", "how"), [(3, "hover"), (6, "hover"), (3, "focus")])
def test_the_lifted_card_reads_whole(make_app, size, players, how) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=size)
    game = Game(GameConfig(players=players, seed=5))
    layout = TableLayout(*size, players, 0, 0)
    cards = fan_cards(game.view(0))
    i = len(cards) // 2  # a card with a neighbour on each side
    frame = _frame(layout, game)
    if how == "hover":
        frame = replace(frame, hover=i, focus=0)
    else:
        frame = replace(frame, focus=i)
    draw_table(app.screen, frame)
    app.screenshot(ARTIFACTS / f"fan-lifted-{how}-{players}p-{size[0]}x{size[1]}.png")
    cw, ch = layout.fan_size(len(cards))
    x, y, a = layout.fan_positions(len(cards))[i]
    x -= layout.lift_shift(len(cards), i)  # off the next card's value
    face = rotated_face(cards[i], cw, ch, round(a, 1), 1.15)
    rect = face.get_rect(center=(int(x), int(y - ch * FAN_LIFT)))
    inner = face.get_rect().inflate(-int(cw * 0.3), -int(ch * 0.3))  # inside the outline
    for px in range(inner.left, inner.right, 3):
        for py in range(inner.top, inner.bottom, 3):
            if face.get_at((px, py))[3] == 255:
                drawn = app.screen.get_at((rect.x + px, rect.y + py))[:3]
                assert drawn == face.get_at((px, py))[:3], (i, px, py)
    # the pointer on its right edge, where the next card lies, finds the lifted card
    edge = (rect.centerx + int(cw * 0.45), rect.centery)
    assert fan_card_at(layout, len(cards), edge, (), i) == i


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.85, 1.3])
@pytest.mark.parametrize("players", [3, 6])
def test_the_focus_ring_turns_with_its_card(make_app, size, scale, players) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: the focused card of the fan, turned at the fan's end, lay in
    an upright box that its corners overran while the box's own corners stood off the
    card, on the felt. The ring lies along the card's edge however it is turned: every
    pixel of it within a few pixels of the card's outline."""
    import math

    from guildes.ui import palette

    app = make_app(size=size)
    game = Game(GameConfig(players=players, seed=5))
    layout = TableLayout(*size, players, 0, 0, scale)
    cards = fan_cards(game.view(0))
    frame = replace(_frame(layout, game), focus=0)  # the first card, turned the most
    draw_table(app.screen, frame)
    cw, ch = layout.fan_size(len(cards))
    x, y, a = layout.fan_positions(len(cards))[0]
    x -= layout.lift_shift(len(cards), 0)
    assert abs(a) > 2
    cx, cy = x, y - ch * FAN_LIFT
    half_w, half_h = cw * 1.15 / 2, ch * 1.15 / 2
    r = math.radians(round(a, 1))
    face = rotated_face(cards[0], cw, ch, round(a, 1), 1.15)
    area = face.get_rect(center=(int(cx), int(cy))).inflate(40, 40).clip(app.screen.get_rect())
    ring, off = 0, []
    own = layout.seat_panel(0).inflate(6, 6)  # the viewer's panel, outlined alike
    for px in range(area.left, area.right):
        for py in range(area.top, area.bottom):
            if own.collidepoint(px, py):
                continue
            c = app.screen.get_at((px, py))
            if max(abs(c[k] - palette.HIGHLIGHT[k]) for k in range(3)) > 10:
                continue
            ring += 1
            dx, dy = px - cx, py - cy
            u = dx * math.cos(r) - dy * math.sin(r)  # in the card's own frame
            v = dx * math.sin(r) + dy * math.cos(r)
            if abs(u) > half_w + 9 or abs(v) > half_h + 9:
                off.append((px, py))
    assert ring > 100
    assert not off, off[:10]


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6])
def test_a_lifted_card_leaves_the_next_cards_value_in_sight(make_app, size, players) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): the hovered or focused card, grown and drawn over
    the others, covered the next card's value and letters ("16 Priests" read "6 riests").
    It moves left, off them, as far as the previous card's value allows: the next card's
    value reads as when nothing is lifted."""
    app = make_app(size=size)
    game = Game(GameConfig(players=players, seed=5))
    layout = TableLayout(*size, players, 0, 0)
    cards = fan_cards(game.view(0))
    cw, ch = layout.fan_size(len(cards))
    pos = layout.fan_positions(len(cards))
    nxt = len(cards) // 2 + 1
    x, y, a = pos[nxt]
    face = rotated_face(cards[nxt], cw, ch, round(a, 1), 1.0)
    rect = face.get_rect(center=(int(x), int(y)))
    draw_table(app.screen, _frame(layout, game))  # nothing lifted (the focus on card 0)
    still = app.screen.copy()
    draw_table(app.screen, replace(_frame(layout, game), hover=nxt - 1, focus=0))
    # the next card's value and letters: its left quarter, under the name band
    value = pygame.Rect(
        rect.x + int(cw * 0.1), rect.y + int(ch * 0.25), int(cw * 0.15), int(ch * 0.2)
    )
    for px in range(value.left, value.right, 2):
        for py in range(value.top, value.bottom, 2):
            assert app.screen.get_at((px, py)) == still.get_at((px, py)), (px, py)


def _on_card(
    at: tuple[float, float, float], cw: int, ch: int, u: float, v: float
) -> tuple[int, int]:
    """A point ``u``, ``v`` from the top left corner of a fan card at ``at`` (its centre
    and turn), as drawn."""
    x, y, a = at
    turn = math.radians(round(a, 1))
    dx, dy = u - cw / 2, v - ch / 2
    return (
        int(x + dx * math.cos(turn) + dy * math.sin(turn)),
        int(y - dx * math.sin(turn) + dy * math.cos(turn)),
    )


@pytest.mark.parametrize("players", [3, 4])
def test_a_lifted_card_in_a_tight_hand_leaves_the_next_value_in_sight(make_app, players) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): in a tight hand (1024x640, 130% text, 3 players)
    the first card lifted hid the second's "9 Fi": it cannot move left out of the fan's
    room. A lifted card that cannot move far enough stays under the next card: whatever
    card is lifted, the next card's value reads as when nothing is lifted."""
    size = (1024, 640)
    app = make_app(size=size)
    game = Game(GameConfig(players=players, seed=5))
    layout = TableLayout(*size, players, 0, 0, 1.3)
    cards = fan_cards(game.view(0))
    cw, ch = layout.fan_size(len(cards))
    pos = layout.fan_positions(len(cards))
    draw_table(app.screen, replace(_frame(layout, game), choosing=False))  # nothing lifted
    still = app.screen.copy()
    hidden = []
    for i in range(len(cards) - 1):
        x, y, a = pos[i + 1]
        # its value and letters, in from its left edge past the lifted card's ring
        value = [
            _on_card((x, y, a), cw, ch, cw * u / 100, ch * v / 100)
            for u in range(13, 26, 2)
            for v in range(25, 45, 2)
        ]
        draw_table(app.screen, replace(_frame(layout, game), hover=i, focus=i))
        if any(app.screen.get_at(p) != still.get_at(p) for p in value):
            hidden.append(i)
    assert not hidden, (len(cards), hidden)
