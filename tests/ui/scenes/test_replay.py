"""The replay viewer: the real table, animated as a live game, its controls by key and by
mouse, the public view only (every hand only for a finished game, on H), and screenshots
at 3 and 6 players, 1280x720 and 1920x1080."""

from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest

from guildes.rules import Game, GameConfig, PublicView, SeatView, VotesCounted
from guildes.saves.replay import Replay
from guildes.saves.savefile import SavedGame
from guildes.seats import Seat
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames, key


def _game(players: int, seed: int, steps: int | None = None) -> Game:
    game = Game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    k = 0
    while not game.is_over and (steps is None or k < steps):
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
        k += 1
    return game


def _seats(n: int) -> list[Seat]:
    return [Seat("Ana")] + [Seat(f"Bot {i}", "normal") for i in range(1, n)]


def _open(make_app, game: Game, size=(1280, 720), speed="fast"):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.replay import ReplayScene

    app = make_app(size=size, speed=speed)
    app.start(MainMenu(app))
    app.push("replay", SavedGame.of(game, _seats(game.players)))
    frames(app, 1)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    return app, scene


def _press(scene, name: str) -> None:  # type: ignore[no-untyped-def]
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.buttons[name])
    )


def _close_counts(app, n: int = 400) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.count import CountOverlay

    for _ in range(n):
        frames(app, 1, dt=0.2)
        top = app.stack.top
        if isinstance(top, CountOverlay):
            top._close()
        elif not top.playing:  # type: ignore[union-attr]
            return


def test_advance_reports_what_a_live_table_animates() -> None:
    game = _game(4, 11)
    replay = Replay(SavedGame.of(game, _seats(4)))
    assert replay.finished
    seen = []
    while not replay.at_end:
        seen.append(replay.advance())
        assert replay.game == Replay(replay.saved).seek(replay.position)
    counted = [i + 1 for i, h in enumerate(seen) if any(isinstance(e, VotesCounted) for e in h)]
    assert counted == replay.count_positions()


def test_keys_move_the_position(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = _open(make_app, _game(3, 5))
    rp = scene.replay
    assert not scene.busy()  # still: the loop may wait for input
    key(pygame.K_RIGHT)
    frames(app, 1)
    assert rp.position == 1 and scene.steps  # animated, as at a live table
    assert scene.busy()
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    frames(app, 1)
    assert rp.position == 3
    key(pygame.K_LEFT)
    frames(app, 1)
    assert rp.position == 2 and not scene.steps
    key(pygame.K_END)
    frames(app, 1)
    assert rp.position == rp.length
    key(pygame.K_HOME)
    frames(app, 1)
    assert rp.position == 0
    for k, count in zip((pygame.K_1, pygame.K_2, pygame.K_3), (1, 2, 3), strict=True):
        key(k)
        frames(app, 1)
        assert rp.position == rp.count_positions()[count - 1]
        view = rp.game.public_view()
        assert len(view.counts) == count  # right after that count, not before
        assert len(Replay(rp.saved).seek(rp.position - 1).public_view().counts) == count - 1
    assert scene.speed == 1.0
    key(pygame.K_PLUS)
    key(pygame.K_EQUALS)
    key(pygame.K_EQUALS)
    frames(app, 1)
    assert scene.speed == 4.0
    key(pygame.K_MINUS)
    frames(app, 1)
    assert scene.speed == 2.0
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert app.stack.top is not scene


def test_buttons_move_the_position(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = _open(make_app, _game(4, 7))
    rp = scene.replay
    _press(scene, "next")
    _press(scene, "next")
    frames(app, 1)
    assert rp.position == 2
    _press(scene, "back")
    frames(app, 1)
    assert rp.position == 1
    _press(scene, "count2")
    frames(app, 1)
    assert rp.position == rp.count_positions()[1]
    _press(scene, "end")
    frames(app, 1)
    assert rp.position == rp.length
    _press(scene, "start")
    frames(app, 1)
    assert rp.position == 0
    _press(scene, "faster")
    frames(app, 1)
    assert scene.speed == 2.0
    # a click on the progress bar goes to that step
    bar = scene.bar
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(bar.centerx, bar.centery), button=1)
    )
    frames(app, 1)
    assert abs(rp.position - rp.length // 2) <= 1


def test_play_goes_on_by_itself_and_pauses(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = _open(make_app, _game(3, 9), speed="instant")
    rp = scene.replay
    key(pygame.K_SPACE)
    frames(app, 1)
    assert scene.playing and scene.buttons["play"].text.startswith("Pause")
    assert scene.busy()
    frames(app, 40, dt=0.1)
    moved = rp.position
    assert moved >= 3
    key(pygame.K_SPACE)
    frames(app, 40, dt=0.1)
    assert not scene.playing and rp.position == moved
    _press(scene, "play")
    _close_counts(app, 2000)
    assert rp.position == rp.length and not scene.playing  # stops at the end


def _drawn(monkeypatch, scene, app):  # type: ignore[no-untyped-def]
    """Every view handed to ``draw_table`` and every set of views shown as open hands."""
    import guildes.ui.scenes.replay as module

    tables: list[PublicView] = []
    hands: list[tuple[SeatView, ...]] = []
    real_table, real_hands = module.draw_table, module.draw_open_hands

    def spy_table(surface, frame):  # type: ignore[no-untyped-def]
        tables.append(frame.view)
        return real_table(surface, frame)

    def spy_hands(surface, lay, views, *rest):  # type: ignore[no-untyped-def]
        hands.append(views)
        real_hands(surface, lay, views, *rest)

    monkeypatch.setattr(module, "draw_table", spy_table)
    monkeypatch.setattr(module, "draw_open_hands", spy_hands)
    return tables, hands


def test_a_game_in_progress_never_shows_a_hand(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    game = _game(4, 3, steps=20)
    assert not game.is_over
    app, scene = _open(make_app, game)
    tables, hands = _drawn(monkeypatch, scene, app)
    assert scene.buttons["hands"].is_enabled is False
    for k in (pygame.K_h, pygame.K_RIGHT, pygame.K_h, pygame.K_END, pygame.K_h, pygame.K_LEFT):
        key(k)
        frames(app, 3)
    assert not scene.show_hands and hands == [] and scene.hands_drawn == 0
    assert tables and all(type(v) is PublicView for v in tables)


def test_a_finished_game_shows_every_hand_on_h(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    game = _game(4, 3)
    app, scene = _open(make_app, game)
    tables, hands = _drawn(monkeypatch, scene, app)
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    frames(app, 30)
    assert hands == []  # not until asked
    without = pygame.image.tobytes(app.screen, "RGB")
    key(pygame.K_h)
    frames(app, 1)
    assert scene.show_hands and hands
    assert [v.seat for v in hands[-1]] == [0, 1, 2, 3]
    assert hands[-1] == tuple(scene.replay.game.view(s) for s in range(4))
    assert pygame.image.tobytes(app.screen, "RGB") != without
    assert all(type(v) is PublicView for v in tables)  # the table itself: public only
    key(pygame.K_h)
    frames(app, 1)
    n = len(hands)
    frames(app, 3)
    assert not scene.show_hands and len(hands) == n


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6])
def test_screens_of_the_replay(make_app, size, players) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.table.steps import CardsFlipStep, HandsPassStep

    app, scene = _open(make_app, _game(players, 21), size=size, speed="normal")
    name = f"replay-{players}p-{size[0]}x{size[1]}"
    app.screenshot(ARTIFACTS / f"{name}-start.png")
    key(pygame.K_RIGHT)
    frames(app, 1)
    assert isinstance(scene.step, HandsPassStep)
    frames(app, 4)
    app.screenshot(ARTIFACTS / f"{name}-pass.png")
    key(pygame.K_1)
    frames(app, 1)
    for _ in range(3):
        key(pygame.K_RIGHT)
        frames(app, 1)
    key(pygame.K_h)
    frames(app, 1)
    app.screenshot(ARTIFACTS / f"{name}-hands.png")
    key(pygame.K_h)
    frames(app, 1)
    # the first reveal of round 2, mid-flip
    for _ in range(200):
        if isinstance(scene.step, CardsFlipStep) and scene.step.progress > 0.3:
            break
        if not isinstance(scene.step, CardsFlipStep):
            key(pygame.K_RIGHT)
        frames(app, 1, dt=0.03)
    assert isinstance(scene.step, CardsFlipStep)
    app.screenshot(ARTIFACTS / f"{name}-flip.png")
    key(pygame.K_END)
    frames(app, 1)
    key(pygame.K_h)
    frames(app, 1)
    app.screenshot(ARTIFACTS / f"{name}-end.png")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("text_size", [0.85, 1.3])
@pytest.mark.parametrize("over", [False, True])
def test_no_line_of_the_side_panel_runs_to_its_edge(make_app, size, text_size, over) -> None:  # type: ignore[no-untyped-def]
    """Play test: a line of the replay's panel ran to the panel's edge (at 130%, "Hands
    stay hidden: this game is not over"). Every line ends inside the panel's margin: the
    margin's pixels stay the panel's colour."""
    game = _game(3, 21, None if over else 30)
    app, scene = _open(make_app, game, size=size)
    app.settings.ui_scale = text_size
    app.resize(size)  # the text size applies
    frames(app, 2)
    app.draw()
    side = scene._side()
    margin = int(12 * app.scale) // 2
    for x in range(side.right - margin, side.right):
        for y in range(side.y, side.bottom, 2):
            assert app.screen.get_at((x, y))[:3] == (24, 30, 28), (x, y)
    assert all(r.right <= side.right - margin for r in scene.side_lines)
    lines = sorted(scene.side_lines, key=lambda r: r.y)
    assert not any(a.colliderect(b) for a, b in zip(lines, lines[1:]))  # none on another
    app.screenshot(ARTIFACTS / f"replay-side-{size[0]}x{size[1]}-{round(text_size * 100)}.png")


def test_the_side_panel_says_the_position_shown_by_the_step_counter(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A hurried play test (issue 29): Right from the start said "Step 1 · Draft 1" (the
    step still animating), then "Step 2 · Draft 3". The side panel says where the
    replay stands: step k of the draft is draft k + 1, whatever is still moving."""
    import guildes.ui.scenes.replay as replay_scene

    app, scene = _open(make_app, _game(3, 5))
    said: list[str] = []
    real = replay_scene.position_line

    def spy(view):  # type: ignore[no-untyped-def]
        words = real(view)
        said.append(words)
        return words

    monkeypatch.setattr(replay_scene, "position_line", spy)
    for k in range(1, 4):
        key(pygame.K_RIGHT)
        frames(app, 1)
        assert scene.replay.position == k and scene.steps  # still animating
        assert said[-1].endswith(f"Draft {k + 1} of 9"), (k, said[-1])  # fails before
