"""Issue 29: the replay showed a finished game's hidden cards (H) as the old chip rows,
in boxes that lay over one another and over the seats (see-through). Each seat's hidden
cards are drawn as the table's stacks (a column per guild, its count), in an opaque box
named for the seat, clear of the other boxes, of every seat's panel and table, inside
the felt: at 1280x720 and 1920x1080, 3 to 6 players, 85% to 130%."""

from __future__ import annotations

import pygame
import pytest

import guildes.ui.open_hands as open_hands
from tests.ui.scenes.test_replay import _game, _open
from tests.ui.test_end_to_end import frames, key


@pytest.mark.parametrize(
    "players,size,scale",
    [(4, (1280, 720), 1.0), (6, (1280, 720), 1.3), (6, (1920, 1080), 0.85), (3, (1280, 720), 1.3)],
)
def test_the_open_hands_are_stacks_in_boxes_clear_of_each_other(  # type: ignore[no-untyped-def]
    make_app, monkeypatch, players, size, scale
) -> None:
    columns: list[tuple[int, int]] = []
    real = open_hands.stack_column

    def spy(guild, w, h, cards, place=None):  # type: ignore[no-untyped-def]
        columns.append((guild, cards))
        return real(guild, w, h, cards, place)

    monkeypatch.setattr(open_hands, "stack_column", spy)
    app, scene = _open(make_app, _game(players, 21), size=size, speed="instant")
    app.settings.ui_scale = scale
    app.resize(size)
    key(pygame.K_1)
    frames(app, 2)
    for _ in range(3):
        key(pygame.K_RIGHT)
        frames(app, 2)
    key(pygame.K_h)
    frames(app, 2)
    assert scene.show_hands
    views = scene.views()
    lay = scene.layout
    placed = open_hands.place_boxes(
        lay, [s.name for s in scene.saved.seats], views.seats, views.public.tables
    )
    want = sorted(
        (g, n)
        for v in views.seats
        for cards in (v.hand, v.kept, v.discarded)
        for g, n in enumerate(cards)
        if n
    )
    assert sorted(columns[-len(want) :]) == want  # every hidden card, as stacks
    felt = lay.felt_rect
    panels = [lay.seat_panel(s) for s in range(players)]
    for k, (box, rect) in enumerate(placed):
        assert felt.contains(rect), (box.name, rect)
        others = [r for j, (_b, r) in enumerate(placed) if j != k]
        assert rect.collidelist(others) < 0, (box.name, rect)
        assert rect.collidelist(panels) < 0, (box.name, rect)
    shown = {box.seat for box, _r in placed}
    assert shown == {v.seat for v in views.seats if open_hands.rows_of(v)}
