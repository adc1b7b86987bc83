"""The table draws from one view only: the viewer's seat view, or the public view; and
screenshots of it at 3 and 6 players, 1280x720 and 1920x1080."""

from __future__ import annotations

import pygame
import pytest

from guildes.rules import Game, GameConfig, PublicView, SeatView
from guildes.seats import Seat
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import draw_table
from guildes.ui.table.frame import TableFrame
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames


def _frame(view: PublicView, players: int) -> TableFrame:
    return TableFrame(
        layout=TableLayout(1280, 720, players, 0, 0),
        seats=[Seat(f"P{i}") for i in range(players)],
        view=view,
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


def test_a_hand_is_drawn_only_from_its_seat_view(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    game = Game(GameConfig(players=4, seed=2))
    public = game.public_view()
    assert not draw_table(app.screen, _frame(public, 4))
    without_hand = pygame.image.tobytes(app.screen, "RGB")
    assert draw_table(app.screen, _frame(game.view(0), 4))
    assert pygame.image.tobytes(app.screen, "RGB") != without_hand


def test_an_ai_only_game_is_drawn_from_the_public_view(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.results import ResultsScene

    app = make_app(speed="fast")
    app.start(MainMenu(app))
    start_new_game(app, [Seat(f"Bot {i}", "easy") for i in range(3)], 6, "shared")
    table = app.stack.top
    drawn: set[type] = set()
    for _ in range(20_000):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CountOverlay):
            top._close()
        drawn.add(type(table._drawn()))
    else:
        raise AssertionError("the AI-only game did not finish")
    assert drawn == {PublicView} and table.hand_drawn_at == -1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6])
def test_screens_of_the_table(make_app, fast_levels, size, players) -> None:  # type: ignore[no-untyped-def]
    """Screenshots at moments of a game: the draft, a pass, the play phase, a flip."""
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table.steps import CardsFlipStep, HandsPassStep

    app = make_app(size=size, speed="normal")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    start_new_game(app, seats, 31, "shared")
    table = app.stack.top
    wanted = {"draft", "pass", "play", "flip"}
    name = f"table-{players}p-{size[0]}x{size[1]}"
    for _ in range(5000):
        frames(app, 1, dt=1 / 30)
        top = app.stack.top
        if isinstance(top, CountOverlay):
            top._close()
            continue
        step = table.step
        moment = (
            "pass"
            if isinstance(step, HandsPassStep) and step.progress > 0.4
            else "flip"
            if isinstance(step, CardsFlipStep) and step.progress > 0.3
            else None
        )
        if moment is None and table.can_choose():
            moment = table.view.phase.value if table.view is not None else None
        if moment in wanted:
            wanted.discard(moment)
            app.screenshot(ARTIFACTS / f"{name}-{moment}.png")
            assert isinstance(table._drawn(), SeatView)
        if not wanted:
            break
        if table.can_choose():
            table.choose(table.fan()[-1])
    assert not wanted, f"never saw {wanted}"


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize(("players", "chosen"), [(3, (2, 3)), (6, (0, 4)), (6, (3, 4))])
def test_the_two_chosen_cards_of_the_fan_read_whole(make_app, size, players, chosen) -> None:  # type: ignore[no-untyped-def]
    """Batches of two: each chosen card is drawn over the fan, upright, whole (pixel for
    pixel the card's face, inside its gold outline), and the pointer finds it there."""
    from dataclasses import replace

    from guildes.ui.draw import rotated_face
    from guildes.ui.table.input import fan_card_at

    app = make_app(size=size)
    view = Game(GameConfig(players=players, seed=5)).view(0)
    layout = TableLayout(*size, players, 0, 0)
    frame = replace(_frame(view, players), layout=layout, selected=chosen, focus=chosen[0])
    draw_table(app.screen, frame)
    app.screenshot(ARTIFACTS / f"fan-two-chosen-{players}p-{size[0]}x{size[1]}.png")
    cards = [g for g in range(len(view.hand)) for _ in range(view.hand[g])]
    assert len(cards) > max(chosen) + 1  # a card lies to the right of each chosen one
    cw, ch = layout.fan_size(len(cards))
    spots = layout.fan_positions(len(cards), chosen)
    for i in chosen:
        x, y, angle = spots[i]
        assert angle == 0.0
        face = rotated_face(cards[i], cw, ch, 0.0, 1.0)  # the card as the fan draws it
        rect = face.get_rect(center=(int(x), int(y)))
        # Inside the outlines and the order tick: every pixel is the card's own.
        inner = pygame.Rect(int(cw * 0.1), int(ch * 0.14), int(cw * 0.8), int(ch * 0.8))
        for px in range(inner.left, inner.right, 3):
            for py in range(inner.top, inner.bottom, 3):
                drawn = app.screen.get_at((rect.x + px, rect.y + py))[:3]
                assert drawn == face.get_at((px, py))[:3], (i, px, py)
        for px, py in [(rect.x + 4, rect.centery), (rect.right - 5, rect.bottom - 5)]:
            assert fan_card_at(layout, len(cards), (px, py), chosen) == i
