"""The results screen: placings with the viewer highlighted, the tiebreak in words, the
chart of running totals, the final count guild by guild, a celebration that never
blocks input; screenshots at 1280x720 and 1920x1080 with 3 and 6 players."""

from __future__ import annotations

import random
from typing import Any

import pygame
import pytest

from guildes.rules import Game, GameConfig, Outcome, Tiebreak
from guildes.seats import Seat
from guildes.ui.scenes.results import RESULTS_GUARD_S
from tests.rules.golden_games import GOLDEN_GAMES, choose_golden
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames, key

NAMES = ["Maximilien-Alexandre Lou", "Bérénice", "Иван", "Zdeněk", "Eudes", "Domitille-Anne"]
LEVELS = [None, "easy", "normal", "hard", "expert", "easy"]

GUARDED = int(RESULTS_GUARD_S / 0.05) + 2
"""Frames of 50 ms past the results' guard (``RESULTS_GUARD_S``)."""


def golden(name: str) -> Game:
    config: dict[str, Any] = GOLDEN_GAMES[name]
    game = Game(GameConfig.from_dict(config))
    order_rng = random.Random(config["seed"])
    turn = 0
    while not game.is_over:
        choose_golden(game, turn, order_rng)
        turn += 1
    return game


class NoDecider:
    """A session's AI stand-in: the game is over, nothing is asked."""

    def close(self) -> None:
        pass


def results(make_app, game: Game, size=(1280, 720), speed="fast"):  # type: ignore[no-untyped-def]
    from guildes.session import Session
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.results import ResultsScene

    app = make_app(size=size, speed=speed)
    seats = [Seat(NAMES[i], LEVELS[i]) for i in range(game.players)]
    session = Session(game, seats, None, decider_factory=NoDecider)  # type: ignore[arg-type]
    app.start(MainMenu(app))
    app.push("results", session, [])
    frames(app, 1)
    assert isinstance(app.stack.top, ResultsScene)
    return app, app.stack.top


def outcome(scores, winners, decided_by, militia, tiebreak=Tiebreak.MILITIA_THEN_SHARED):  # type: ignore[no-untyped-def]
    return Outcome(tuple(scores), tuple(winners), tiebreak, decided_by, tuple(militia))


def test_the_tiebreak_is_explained_in_words() -> None:
    from guildes.ui.scenes.results import outcome_text

    names = ["Ana", "Brune", "Cassien", "Domi"]
    head, why = outcome_text(outcome((90, 80, 70, 60), (0,), "votes", (1, 2, 3, 4)), names)
    assert head == "Ana wins the election!" and why == "90 votes, 10 ahead of the next."
    head, why = outcome_text(outcome((90, 90, 70, 90), (3,), "militia", (1, 2, 0, 4)), names)
    assert head == "Domi wins the election!"
    assert "Ana, Brune and Domi tied at 90 votes" in why
    assert "Domi has 4, against 2 and 1" in why
    head, why = outcome_text(outcome((90, 90, 90, 60), (0, 2), "shared", (3, 1, 3, 0)), names)
    assert head == "Ana and Cassien share the victory"
    assert "Ana, Brune and Cassien tied at 90 votes, and Ana and Cassien on Militia cards" in why
    shared = outcome((90, 90, 70, 60), (0, 1), "shared", (3, 1, 0, 0), Tiebreak.SHARED)
    assert "shared-victory rule" in outcome_text(shared, names)[1]


def test_placings_share_a_place_only_when_nothing_split_them() -> None:
    from guildes.ui.scenes.results import placings

    assert placings(outcome((90, 90, 70, 70), (1,), "militia", (0, 2, 0, 0))) == [
        (1, 1),
        (2, 0),
        (3, 2),
        (3, 3),
    ]
    assert placings(outcome((90, 90, 50), (0, 1), "shared", (1, 1, 0))) == [(1, 0), (1, 1), (3, 2)]


@pytest.mark.parametrize(
    ("game_name", "size"),
    [
        ("3p_militia_then_shared", (1280, 720)),
        ("6p_shared", (1280, 720)),
        ("6p_militia_then_shared", (1920, 1080)),
        ("3p_shared", (1920, 1080)),
        ("tie_by_militia", (1280, 720)),
        ("tie_shared_after_militia", (1280, 720)),
        ("tie_shared", (1920, 1080)),
    ],
)
def test_results_read_well(make_app, game_name: str, size) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.results import outcome_text

    game = golden(game_name)
    app, scene = results(make_app, game, size)
    o = game.outcome
    assert o is not None
    if game_name.startswith("tie_"):
        assert o.decided_by != "votes"
        why = outcome_text(o, [s.name for s in scene.seats])[1]
        assert "tied at" in why
    assert scene.viewer == 0  # the one human
    frames(app, 12)  # mid-celebration when the person at the table won
    won = 0 in o.winners
    assert scene.celebrating is won and bool(scene.confetti) is won
    app.screenshot(ARTIFACTS / f"results-{game_name}-{size[0]}x{size[1]}.png")


def test_the_celebration_never_blocks_input(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.replay import ReplayScene

    app, scene = results(make_app, golden("4p_shared"), speed="slow")
    frames(app, GUARDED)  # past the guard against a press meant for the count
    assert scene.celebrating and not scene.guarded
    key(pygame.K_r)  # while the confetti falls
    frames(app, 1)
    assert isinstance(app.stack.top, ReplayScene)


def test_the_celebration_ends(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = results(make_app, golden("4p_shared"))
    frames(app, 120, dt=0.05)
    assert not scene.celebrating and not scene.confetti
    assert isinstance(app.stack.top, type(scene))


def test_enter_plays_again_and_esc_goes_to_the_menu(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app, _scene = results(make_app, golden("3p_shared"))
    frames(app, GUARDED)  # past the guard
    key(pygame.K_RIGHT)  # the focus starts on "Review this game"; then "Play again"
    key(pygame.K_RETURN)
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene) and [s.name for s in table.session.seats] == NAMES[:3]
    table.session.close()
    app2, _ = results(make_app, golden("3p_shared"))
    frames(app2, GUARDED)
    key(pygame.K_ESCAPE)
    frames(app2, 2)
    assert isinstance(app2.stack.top, MainMenu)


def test_an_enter_as_the_results_appear_does_not_play_again(make_app) -> None:  # type: ignore[no-untyped-def]
    """Play test: an Enter arriving just as the results appeared (meant for the count's
    overlay) started a new game. Input queued before them is dropped, and for a short
    guard the results take no action; then Enter plays again."""
    from guildes.session import Session
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.table import TableScene

    app = make_app()
    game = golden("3p_shared")
    seats = [Seat(NAMES[i], LEVELS[i]) for i in range(game.players)]
    session = Session(game, seats, None, decider_factory=NoDecider)  # type: ignore[arg-type]
    app.start(MainMenu(app))
    frames(app, 1)
    key(pygame.K_RETURN)  # queued as the results come up
    app.push("results", session, [])
    frames(app, 1)
    scene = app.stack.top
    assert isinstance(scene, ResultsScene)
    key(pygame.K_RETURN)  # 50 ms after they appeared
    frames(app, 2)
    assert app.stack.top is scene
    for _ in range(4):  # Enter again and again, 0.7 s apart (the last count had moved
        frames(app, 14)  # on by itself): the wait starts again at each (fails before)
        key(pygame.K_RETURN)
        frames(app, 1)
        assert app.stack.top is scene
    frames(app, GUARDED)
    key(pygame.K_RIGHT)  # from "Review this game" to "Play again"
    key(pygame.K_RETURN)  # a deliberate Enter, once they have been seen
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    table.session.close()


def test_confetti_only_when_a_person_wins(make_app) -> None:  # type: ignore[no-untyped-def]
    """Issue 29: the confetti fell whoever won; it falls when a person at the table won,
    not when only AI seats did (nor in an AI-only game)."""
    from guildes.session import Session
    from guildes.ui.scenes.main_menu import MainMenu

    game = golden("4p_shared")
    assert game.outcome is not None
    winner = game.outcome.winners[0]
    loser = next(s for s in range(game.players) if s not in game.outcome.winners)
    for human, falls in ((winner, True), (loser, False), (None, False)):
        app = make_app()
        seats = [Seat(NAMES[i], None if i == human else "easy") for i in range(game.players)]
        session = Session(game, seats, None, decider_factory=NoDecider)  # type: ignore[arg-type]
        app.start(MainMenu(app))
        app.push("results", session, [])
        frames(app, 12)
        scene = app.stack.top
        assert scene.celebrating is falls and bool(scene.confetti) is falls, human


def test_the_fanfare_only_when_a_person_wins(make_app) -> None:  # type: ignore[no-untyped-def]
    """Issue 29: the game's end played the winner's fanfare whoever won; like the
    confetti, it plays when a person at the table won (not an AI, not an AI-only game)."""
    from guildes.session import Session
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    game = golden("4p_shared")
    assert game.outcome is not None
    winner = game.outcome.winners[0]
    loser = next(s for s in range(game.players) if s not in game.outcome.winners)
    for human, fanfare in ((winner, True), (loser, False), (None, False)):
        app = make_app()
        played: list[str] = []
        app.sounds.play = played.append
        seats = [Seat(NAMES[i], None if i == human else "easy") for i in range(game.players)]
        session = Session(game, seats, None, decider_factory=NoDecider)  # type: ignore[arg-type]
        app.start(MainMenu(app))
        app.stack.push(TableScene(app, session))
        frames(app, 3)
        assert app.stack.top.name == "results"
        assert ("win" in played) is fanfare, human


def test_the_headline_speaks_to_the_one_person_who_won(make_app) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: at the tutorial's end (its player is named "You") the
    headline read "You wins the election!", "Vous remporte l'élection !". When the one
    person at the table wins alone, the headline says "You win the election!" in every
    language; other winners, and a table of two people, keep "{name} wins"."""
    from guildes import i18n
    from guildes.session import Session
    from guildes.ui.scenes.results import outcome_text
    from guildes.ui.tutorial.start import tutorial_seats

    names = ["Ana", "Brune", "Cassien", "Domi"]
    won = outcome((90, 80, 70, 60), (0,), "votes", (1, 2, 3, 4))
    assert outcome_text(won, names, viewer=0)[0] == "You win the election!"  # fails before
    assert outcome_text(won, names, viewer=1)[0] == "Ana wins the election!"
    assert outcome_text(won, names)[0] == "Ana wins the election!"
    by_militia = outcome((90, 90, 70, 90), (3,), "militia", (1, 2, 0, 4))
    assert "you have 4, against 2 and 1" in outcome_text(by_militia, names, viewer=3)[1]
    shared = outcome((90, 90, 90, 60), (0, 2), "shared", (3, 1, 3, 0))
    assert outcome_text(shared, names, viewer=0)[0] == "Ana and Cassien share the victory"

    game = golden("4p_shared")  # the tutorial's table: seat 0 (the player) wins
    assert game.outcome is not None and game.outcome.winners == (0,)
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    try:
        for code, said in [
            ("en", "You win the election!"),
            ("fr", "Vous remportez l’élection\u00a0!"),
            ("cs", "Vyhráváte volby!"),
            ("ru", "Вы победили на выборах!"),
        ]:
            app.set_language(code)
            session = Session(game, tutorial_seats(), None, decider_factory=NoDecider)  # type: ignore[arg-type]
            app.push("results", session, [])
            frames(app, 2)
            assert app.stack.top.head[1] == said, code  # fails before
            app.back()
        app.set_language("en")
        two = [Seat("Ana"), Seat("Bo"), Seat("Cy", "easy"), Seat("Di", "easy")]
        app.push("results", Session(game, two, None, decider_factory=NoDecider), [])  # type: ignore[arg-type]
        frames(app, 2)
        assert app.stack.top.head[1] == "Ana wins the election!"  # two people: no "you"
    finally:
        i18n.set_language("en")
