"""A still screen does not burn a core: the real loop waits for input between frames
when nothing moves, and draws at full rate while something does (issue 16)."""

from __future__ import annotations

import time

import pygame
import pytest

from guildes.ui import app as app_module


@pytest.fixture
def waits(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Timeouts the loop waited for input with (the wait returns no event at once)."""
    seen: list[int] = []

    def wait(timeout: int) -> pygame.event.Event:
        seen.append(timeout)
        return pygame.event.Event(pygame.NOEVENT)

    monkeypatch.setattr(app_module, "wait_event", wait)
    return seen


def _table(make_app, speed: str):  # type: ignore[no-untyped-def]
    """An app at the table of a new 3-player game against two easy seats."""
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed=speed)
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("B", "easy"), Seat("C", "easy")], 3, "shared")
    table = app.stack.top
    assert isinstance(table, TableScene)
    return app, table


def test_the_menu_waits_for_input_once_nothing_moves(make_app, waits) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    app.start(MainMenu(app))
    app.last_input_at -= 10  # no input for a while
    for _ in range(3):
        app.step_frame()
    assert waits == [app_module.IDLE_WAIT_MS] * 3


def test_input_keeps_the_full_frame_rate_for_a_while(make_app, waits) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    app.start(MainMenu(app))
    app.last_input_at -= 10
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 5), rel=(1, 1), buttons=()))
    app.step_frame()  # idle: waits, then takes the motion
    app.step_frame()  # lively now: no wait
    assert waits == [app_module.IDLE_WAIT_MS]
    assert not app.idle()


def test_an_animation_runs_at_full_rate(make_app, waits) -> None:  # type: ignore[no-untyped-def]
    app, table = _table(make_app, "normal")
    app.last_input_at -= 10
    deadline = time.monotonic() + 20
    while not table.steps and time.monotonic() < deadline:
        app.step_frame(0.016)  # the AI seats answer (real workers), a step starts
        time.sleep(0.01)
        if table.session.humans_to_choose() and not table.steps:
            table.session.choose(0, table.session.game.legal_choices(0)[0])
    assert table.busy() and not app.idle()
    before = len(waits)
    app.step_frame()
    assert len(waits) == before  # no waiting while a step animates


def test_the_wait_sleeps_between_looks_and_takes_an_event_at_once(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The still screen's wait returns a queued event without sleeping, and with none it
    sleeps in slices of a frame until its timeout (pygame's own wait looked so often
    that the wait alone cost 2-3% of a core)."""
    pygame.display.init()
    pygame.display.set_mode((64, 64))
    pygame.event.clear()
    sleeps: list[float] = []
    real_sleep = time.sleep

    def sleep(seconds: float) -> None:
        sleeps.append(seconds)
        real_sleep(seconds)

    monkeypatch.setattr(time, "sleep", sleep)
    pygame.event.post(pygame.event.Event(pygame.USEREVENT, tag=1))
    event = app_module.wait_event(250)
    assert event.type == pygame.USEREVENT and not sleeps
    pygame.event.clear()
    assert app_module.wait_event(100).type == pygame.NOEVENT
    assert sleeps and max(sleeps) <= app_module.WAIT_SLICE_MS / 1000 + 1e-9
    assert len(sleeps) <= 100 / app_module.WAIT_SLICE_MS + 2  # slices, not a spin


@pytest.fixture
def redraw_never_due(monkeypatch: pytest.MonkeyPatch) -> None:
    """A still screen's safety redraw far away, so a test sees only what asks for one."""
    monkeypatch.setattr(app_module, "IDLE_REDRAW_S", 3600.0)


def test_a_still_menu_keeps_its_last_frame(make_app, waits, redraw_never_due) -> None:  # type: ignore[no-untyped-def]
    """A wait that brought nothing draws nothing (each redraw of a still screen cost a
    percent of a core at the table); an input event draws again."""
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    app.start(MainMenu(app))
    app.last_input_at -= 10
    app.step_frame()  # the first frame
    drawn = app.frame_count
    for _ in range(4):
        app.step_frame()
    assert app.frame_count == drawn
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode=""))
    app.step_frame()
    assert app.frame_count == drawn + 1


def test_a_still_screen_is_drawn_again_after_a_while(make_app, waits, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    monkeypatch.setattr(app_module, "IDLE_REDRAW_S", 0.0)
    app = make_app()
    app.start(MainMenu(app))
    app.last_input_at -= 10
    app.step_frame()
    drawn = app.frame_count
    for _ in range(3):
        app.step_frame()
    assert app.frame_count == drawn + 3


def test_a_scene_that_changes_alone_is_drawn_on_a_still_screen(  # type: ignore[no-untyped-def]
    make_app, waits, redraw_never_due
) -> None:
    """A scene that is not ``still`` (a seat's thinking dots, a review's progress) is drawn
    at every wake of the still screen's wait."""
    from guildes.ui.scene import Scene

    class Dots(Scene):
        def still(self) -> bool:
            return False

    app = make_app()
    app.start(Dots(app))
    app.last_input_at -= 10
    app.step_frame()
    drawn = app.frame_count
    for _ in range(3):
        app.step_frame()
    assert app.frame_count == drawn + 3


def test_the_table_is_not_still_while_an_ai_seat_thinks(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, table = _table(make_app, "instant")
    table.clock += 10  # past every guard
    monkeypatch.setattr(table.session, "ai_thinking", lambda: [1])
    assert not table.still()
    monkeypatch.setattr(table.session, "ai_thinking", lambda: [])
    assert table.still()


def test_the_audio_device_stays_closed_while_nothing_plays(make_app) -> None:  # type: ignore[no-untyped-def]
    """Sound off: the app never opens the audio device (an open one keeps a thread
    mixing silence, half a percent of a core); sound on: the first sound opens it, and a
    quiet spell closes it again."""
    from guildes.ui import sound as sound_module
    from guildes.ui.scenes.main_menu import MainMenu

    pygame.mixer.quit()
    app = make_app(sound=False)
    app.start(MainMenu(app))
    app.step_frame(0.016)
    assert not pygame.mixer.get_init()
    sounds = app.sounds
    sounds.enabled = True
    sounds.play("pick")
    if not sounds.available:
        pytest.skip("no audio device, even a dummy one")
    assert pygame.mixer.get_init() and sounds.is_open
    assert not sounds.close_if_quiet()  # just played
    pygame.mixer.stop()
    assert sounds.close_if_quiet(time.perf_counter() + sound_module.QUIET_CLOSE_S)
    assert not pygame.mixer.get_init() and not sounds.is_open
    sounds.play("flip")  # opened again
    assert sounds.is_open
    sounds.close()
