"""Thousands of frames of random clicks, keys and resizes in every scene: no exception."""

from __future__ import annotations

import random

import pygame

from guildes.seats import Seat

KEYS = [
    pygame.K_ESCAPE,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_c,
    pygame.K_l,
    pygame.K_d,
    pygame.K_1,
    pygame.K_2,
    pygame.K_HOME,
    pygame.K_END,
    pygame.K_a,
    pygame.K_F11,
]


def random_event(rng: random.Random, size: tuple[int, int]) -> pygame.event.Event:
    r = rng.random()
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    if r < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice([1, 1, 3]))
    if r < 0.6:
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))
    if r < 0.97:
        k = rng.choice(KEYS)
        return pygame.event.Event(
            pygame.KEYDOWN, key=k, mod=rng.choice([0, 0, pygame.KMOD_SHIFT]), unicode="", scancode=0
        )
    w, h = rng.choice([(1280, 720), (1920, 1080), (800, 600), (1024, 768), (640, 400)])
    return pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))


def test_random_input_in_every_scene(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.load import LoadScene
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.scenes.rules import RulesScene
    from guildes.ui.scenes.settings import SettingsScene
    from guildes.ui.scenes.statistics import StatisticsScene

    rng = random.Random(11)
    seen: set[str] = set()
    starts = [
        lambda app: app.start(MainMenu(app)),
        lambda app: app.start(NewGameScene(app)),
        lambda app: app.start(SettingsScene(app)),
        lambda app: app.start(RulesScene(app)),
        lambda app: app.start(LoadScene(app)),
        lambda app: app.start(StatisticsScene(app)),
        lambda app: start_new_game(
            app, [Seat("Ana"), Seat("B", "easy"), Seat("C", "easy")], rng.randrange(99), "shared"
        ),
        lambda app: start_new_game(
            app,
            [Seat("Ana"), Seat("Cleo"), Seat("B", "easy"), Seat("D", "easy"), Seat("E", "easy")],
            4,
            "shared",
        ),
    ]
    total = 0
    for start in starts * 2:
        app = make_app(speed=rng.choice(["fast", "instant", "normal"]))
        app.start(MainMenu(app))
        start(app)
        for _ in range(260):
            if not app.running:
                break
            for _ in range(rng.randrange(3)):
                pygame.event.post(random_event(rng, app.size))
            app.step_frame(0.05)
            seen.add(app.stack.top.name if app.stack.top else "none")
            total += 1
        if app.running:
            app.shutdown()
            app.running = False
    assert total > 3000
    assert {"main_menu", "table", "new_game", "settings", "rules"} <= seen
