"""Long names: cut at entry to ``MAX_NAME`` characters, and ellipsized to their box at
the table: a seat panel's name never pushes its level badge (or itself) out of the panel
or over the hand's card backs."""

from __future__ import annotations

import pygame
import pytest

from guildes.seats import MAX_NAME
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames

LONG = "Maximilien-Alexandre de la Tour"
WIDE = "W" * MAX_NAME  # the widest name a seat may have


def test_a_name_typed_in_new_game_is_cut_to_the_limit(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.table import TableScene

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    app.push("new_game")
    frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, NewGameScene)
    entry = scene.entries[0]
    click(entry.rect.center)
    frames(app, 1)
    entry.set_text("")
    for ch in LONG:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)
    assert entry.get_text() == LONG[:MAX_NAME]
    start = next(it.widget for it in scene.ring.items if getattr(it.widget, "text", "") == "Start")
    click(start.rect.center)
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.session.seats[0].name == LONG[:MAX_NAME].strip()
    table.session.close()


def _table(make_app, size, names):  # type: ignore[no-untyped-def]
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=size, speed="instant")
    app.start(MainMenu(app))
    seats = [Seat(names[0])] + [Seat(n, "hard") for n in names[1:]]
    start_new_game(app, seats, 11, "shared")
    frames(app, 2)
    return app, app.stack.top


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6])
def test_long_names_stay_inside_their_seat_panels(make_app, size, players: int) -> None:  # type: ignore[no-untyped-def]
    short_app, short = _table(make_app, size, [f"P{i}" for i in range(players)])
    plain = short_app.screen.copy()  # one display for both apps: keep this frame
    short.session.close()
    long_app, long_ = _table(make_app, size, [WIDE] + [LONG[:MAX_NAME]] * (players - 1))
    lay = long_.layout
    panels = [lay.seat_panel(i) for i in range(players)]
    screen = pygame.Rect((0, 0), size)
    for seat in range(1, players):
        rect = panels[seat]
        # the felt just right of the panel, on the name's line: drawn alike whatever the names
        # (on the felt: a docked log at its right tells the names too)
        right = pygame.Rect(rect.right + 2, rect.y, int(160 * lay.s), rect.h // 2)
        right = right.clip(screen).clip(lay.felt_rect)
        for x in range(right.x, right.right, 2):
            for y in range(right.y, right.bottom, 2):
                if any(p.collidepoint(x, y) for p in panels):
                    continue
                assert plain.get_at((x, y)) == long_app.screen.get_at((x, y)), (
                    f"seat {seat}'s name spills out of its panel at {(x, y)}"
                )
        # and the name with its badge stays left of the hand's card backs
        from guildes.ui.table.seat_panel import seat_title

        shown, name_at, badge_at, _px = seat_title(lay, seat, long_.session.seats[seat], backs=True)
        assert shown.endswith("…") and rect.contains(name_at)
        assert badge_at is not None and rect.contains(badge_at)
        if badge_at.centery < name_at.bottom:  # on the name's line: left of the backs
            assert badge_at.right <= lay.hand_anchor(seat)[0] - int(34 * lay.s)
        else:  # too little room there (the name kept 8 letters): right of the votes
            from guildes.ui import palette
            from guildes.ui.fonts import text

            score = long_.shown.public.scores[seat]
            votes_w = text(f"{score} votes", int(15 * lay.s), palette.GOLD, True).get_width()
            assert badge_at.x >= rect.x + int(10 * lay.s) + votes_w
            assert len(shown) >= 9  # 8 letters and "…"
    long_app.screenshot(ARTIFACTS / f"long-names-{players}p-{size[0]}.png")
    long_.session.close()
