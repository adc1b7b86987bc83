"""The real app, headless, driven only by posted mouse and keyboard events."""

from __future__ import annotations

import random

import pygame

from guildes.rules import Game
from tests.ui.conftest import ARTIFACTS


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def click(pos: tuple[int, int]) -> None:
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pygame.event.post(motion)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def frames(app, n: int, dt: float = 0.05) -> None:  # type: ignore[no-untyped-def]
    for _ in range(n):
        app.step_frame(dt)


def test_one_human_three_ai_to_the_results(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.table import TableScene

    app = make_app()
    app.start(MainMenu(app))
    frames(app, 3)
    shots: set[str] = set()

    def shot(name: str) -> None:
        if name not in shots:
            shots.add(name)
            app.screenshot(ARTIFACTS / f"e2e-{name}.png")

    shot("main-menu")
    key(pygame.K_RETURN)  # focus starts on "New game" (Continue is disabled)
    frames(app, 3)
    assert isinstance(app.stack.top, NewGameScene)
    shot("new-game")
    key(pygame.K_RETURN)  # focus starts on "Start"; default seats: 1 human, 3 AI
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.session.humans == [0] and table.viewer == 0
    rng = random.Random(3)
    for _ in range(20_000):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CountOverlay):
            shot("count")
            key(pygame.K_RETURN)
            continue
        if top is table and table.can_choose():
            shot("draft" if table.session.game.phase.value == "draft" else "play")
            cards = table.fan()
            if rng.random() < 0.5:  # keyboard: arrows then Enter
                for _ in range(rng.randrange(len(cards))):
                    key(pygame.K_RIGHT)
                key(pygame.K_RETURN)
            else:  # mouse: click a card of the fan
                positions = table.layout.fan_positions(len(cards))
                x, y, _a = positions[rng.randrange(len(positions))]
                click((int(x), int(y)))
    else:
        raise AssertionError("the game did not reach the results")
    results = app.stack.top
    frames(app, 2)
    shot("results")
    game = results.session.game
    assert game.is_over
    again = Game.replay(game.config, list(game.history))
    assert again.outcome == game.outcome and again.scores == game.scores
    assert not app.store.has_autosave()  # a finished game leaves no autosave
    stats = app.statistics.records
    assert sum(r.played for r in stats.values()) == 1


def test_new_game_by_keyboard_only(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.table import TableScene

    app = make_app(speed="instant")
    app.start(NewGameScene(app))
    frames(app, 2)
    scene = app.stack.top
    for _ in range(2):  # from Start, Tab round to the first name field
        key(pygame.K_TAB)
    frames(app, 2)
    for _ in range(scene.ring.index):
        key(pygame.K_UP)
    frames(app, 2)
    key(pygame.K_DOWN)  # Players -> first name
    frames(app, 2)
    assert scene.entries[0].is_focused
    for _ in range(12):
        key(pygame.K_BACKSPACE)
    for ch in "Zoé":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 3)
    assert scene.entries[0].get_text() == "Zoé"
    key(pygame.K_RETURN)  # next field: the first seat's kind
    frames(app, 2)
    key(pygame.K_RIGHT)  # Human -> easy
    frames(app, 3)
    assert scene.kinds[0] == "easy"
    key(pygame.K_LEFT)  # back to Human
    frames(app, 2)
    for _ in range(30):
        if isinstance(app.stack.top, TableScene):
            break
        focused = scene.ring.focused()
        if focused is not None and getattr(focused.widget, "text", "") == "Start":
            key(pygame.K_RETURN)
        else:
            key(pygame.K_TAB)
        frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.session.seats[0].name == "Zoé" and table.session.seats[0].is_human


def test_opening_a_finished_save_shows_the_results(make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from guildes.rules import Game, GameConfig
    from guildes.saves.savefile import SavedGame
    from guildes.seats import Seat
    from guildes.ui.games import start_saved_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.results import ResultsScene

    game = Game(GameConfig(players=3, seed=9))
    rng = random.Random(9)
    while not game.is_over:
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
    app = make_app(speed="instant")
    app.start(MainMenu(app))
    before = dict(app.statistics.records)
    start_saved_game(app, SavedGame.of(game, [Seat("A"), Seat("B", "easy"), Seat("C", "easy")]))
    frames(app, 5)
    assert isinstance(app.stack.top, ResultsScene)
    # A game that ended before it was opened was counted when it ended, not again now.
    assert dict(app.statistics.records) == before
