"""The review screen: a kept review is shown without computing it again; keys and mouse
move along the timeline (next error, the costliest, first/last); the table is drawn from
the reviewed seat's view only; a review computed in the worker fills in decision by
decision, can be stopped, and is kept with its save; Results and Load open it; it reads
at two window sizes, 3 and 6 players, 85% and 130% text, in English and French."""

from __future__ import annotations

import random
import time
from pathlib import Path
from typing import Any

import pygame
import pygame_gui
import pytest

from guildes.ai.review import Review, positions, review_game, review_key
from guildes.rules import Game, GameConfig, SeatView
from guildes.saves import savefile
from guildes.saves.savefile import SavedGame
from guildes.seats import Seat
from tests.ui.conftest import ARTIFACTS
from tests.ui.scenes.test_results import GUARDED, NoDecider
from tests.ui.test_end_to_end import click, frames, key


def _game(players: int, seed: int, variants: frozenset[str] = frozenset()) -> Game:
    game = Game(GameConfig(players=players, seed=seed, variants=variants))
    rng = random.Random(seed)
    while not game.is_over:
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
    return game


def _seats(n: int, hotseat: bool = False) -> list[Seat]:
    return [Seat("Ana")] + [
        Seat("Bo") if hotseat and i == 1 else Seat(f"Bot {i}", "easy") for i in range(1, n)
    ]


_REVIEWS: dict[tuple[int, int, bool], tuple[Game, dict[str, Any]]] = {}


def _reviewed(players: int, seed: int, hotseat: bool = False) -> SavedGame:
    """A finished game with seat 0's quick review kept (computed once per game, in this
    process, with a quick expert for the duplicate)."""
    k = (players, seed, hotseat)
    if k not in _REVIEWS:
        game = _game(players, seed)
        with pytest.MonkeyPatch.context() as mp:
            import guildes.ai.levels as levels

            mp.setitem(levels.LEVELS, "expert", "heuristic")
            mp.setitem(levels.LEVELS, "normal", "heuristic")
            levels_ = [s.level for s in _seats(players, hotseat)]
            review = review_game(game.config, game.history, levels_, 0)
        assert review is not None
        _REVIEWS[k] = (game, review.to_dict())
    game, data = _REVIEWS[k]
    saved = SavedGame.of(game, _seats(players, hotseat))
    saved.reviews = {review_key(0, "quick"): data}
    return saved


def _open(make_app, saved: SavedGame, path: Path | None = None, size=(1280, 720)):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.review import ReviewScene

    app = make_app(size=size)
    app.start(MainMenu(app))
    app.push("review", saved, path)
    frames(app, 1)
    scene = app.stack.top
    assert isinstance(scene, ReviewScene)
    return app, scene


def test_a_kept_review_is_shown_without_computing_it_again(make_app) -> None:  # type: ignore[no-untyped-def]
    saved = _reviewed(3, 5)
    app, scene = _open(make_app, saved)
    assert not scene.working and scene.review is not None
    assert not scene.worker._procs  # no worker process was started
    kept = Review.from_dict(saved.reviews[review_key(0, "quick")])
    assert len(scene.valued) == len(kept.decisions) == len(scene.positions)
    assert scene.figures().accuracy == pytest.approx(kept.accuracy)
    assert scene.figures().duplicate is not None and "your seat" in scene.figures().duplicate
    (entry,) = app.statistics.accuracy_over_time()  # the statistics' chart knows it
    assert entry.player == "Ana" and entry.accuracy == round(kept.accuracy, 1)
    app.back()
    app.push("review", saved)  # seen again: still one entry for this game and seat
    frames(app, 1)
    assert len(app.statistics.reviews) == 1


def test_the_keys_move_along_the_timeline(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.review.drawing import ERRORS

    app, scene = _open(make_app, _reviewed(3, 5))
    n = len(scene.positions)
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    frames(app, 1)
    assert scene.focus == 2
    key(pygame.K_LEFT)
    frames(app, 1)
    assert scene.focus == 1
    key(pygame.K_END)
    frames(app, 1)
    assert scene.focus == n - 1
    key(pygame.K_RIGHT)  # stays at the end
    frames(app, 1)
    assert scene.focus == n - 1
    key(pygame.K_HOME)
    frames(app, 1)
    assert scene.focus == 0
    errors = [i for i, p in enumerate(scene.positions) if scene.valued[p.index].verdict in ERRORS]
    assert len(errors) >= 2
    key(pygame.K_n)
    frames(app, 1)
    assert scene.focus == next(i for i in errors if i > 0)
    key(pygame.K_n)
    frames(app, 1)
    assert scene.focus == next(i for i in errors if i > errors[errors.index(scene.focus) - 1])
    costliest = scene.costliest()
    assert len(costliest) == 3
    for k, pos in zip((pygame.K_1, pygame.K_2, pygame.K_3), costliest):
        key(k)
        frames(app, 1)
        assert scene.focus == pos
    worst = scene.valued[scene.positions[costliest[0]].index]
    assert worst.votes_given_up == max(d.votes_given_up for d in scene.valued.values())


def test_the_mouse_picks_a_decision_and_the_buttons_move(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = _open(make_app, _reviewed(3, 5))
    click(scene.cells[7].center)
    frames(app, 1)
    assert scene.focus == 7
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.buttons["next"])
    )
    frames(app, 1)
    assert scene.focus == 8
    i, chip = scene.chips[-1]
    click(chip.center)
    frames(app, 1)
    assert scene.focus == i
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert app.stack.top is not scene


def test_the_table_is_drawn_from_the_reviewed_seats_view_only(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import guildes.ui.scenes.review as review_scene

    saved = _reviewed(3, 5)
    app, scene = _open(make_app, saved)
    drawn: list[Any] = []
    real = review_scene.draw_table
    monkeypatch.setattr(
        review_scene, "draw_table", lambda surf, frame: drawn.append(frame) or real(surf, frame)
    )
    expected = positions(saved.config, saved.choices, 0)
    for i in (0, 5, len(expected) - 1):
        scene.focus = i
        frames(app, 1)
        view = drawn[-1].view
        assert isinstance(view, SeatView) and view.seat == 0
        assert view == expected[i].view  # the seat's view at that decision, nothing more


def _save(tmp_path: Path, game: Game, seats: list[Seat]) -> Path:
    path = tmp_path / f"game{savefile.SUFFIX}"
    savefile.write(path, SavedGame.of(game, seats), game)
    return path


def _until(app, scene, done, timeout: float = 150.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while not done() and time.monotonic() < end:
        frames(app, 1)
        time.sleep(0.02)
    assert done(), "the review did not get there in time"


def test_a_review_fills_in_live_and_is_kept_with_the_save(make_app, tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from guildes.ai.review_worker import ReviewWorker

    start = ReviewWorker.start_review

    def quick(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        kwargs["duplicate"] = False  # the expert's replay is slow
        return start(self, *args, **kwargs)

    monkeypatch.setattr(ReviewWorker, "start_review", quick)
    game = _game(3, 8)
    seats = [Seat("Ana"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")]
    path = _save(tmp_path, game, seats)
    app, scene = _open(make_app, savefile.load(path), path)
    assert scene.working and not scene.valued
    seen: list[int] = []
    end = time.monotonic() + 400
    while scene.working and time.monotonic() < end:
        frames(app, 1)
        seen.append(len(scene.valued))
        time.sleep(0.02)
    assert not scene.working and scene.failed is None and scene.review is not None
    assert len({n for n in seen if 0 < n < len(scene.positions)}) >= 3  # filled in as valued
    assert "Reviewing" in scene.status() or scene.status() == "Quick review"
    kept = savefile.load(path).reviews[review_key(0, "quick")]
    assert Review.from_dict(kept) == scene.review
    # opened again: the kept review, its decisions not valued again (kept without its
    # duplicate here: only the duplicate is played)
    app.back()
    app.push("review", savefile.load(path), path)
    frames(app, 1)
    again = app.stack.top
    assert again is not scene and again.review == scene.review
    assert sorted(again.worker._procs) == ["duplicate"] and again.in_duplicate
    again.close()


def test_a_review_can_be_stopped(make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = _game(4, 9)
    app, scene = _open(make_app, SavedGame.of(game, _seats(4)))
    _until(app, scene, lambda: len(scene.valued) >= 1)
    procs = list(scene.worker._procs.values())
    pygame.event.post(
        pygame.event.Event(pygame_gui.UI_BUTTON_PRESSED, ui_element=scene.buttons["work"])
    )
    frames(app, 2)
    assert scene.stopped and not scene.working and procs
    assert not any(p.is_alive() for p in procs)
    valued = len(scene.valued)
    frames(app, 5)
    assert len(scene.valued) == valued < len(scene.positions)
    assert scene.status() == "Review stopped"
    assert scene.buttons["work"].text == "Deep review (D)"


def test_leaving_the_review_stops_its_worker(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = _open(make_app, SavedGame.of(_game(3, 10), _seats(3)))
    procs = list(scene.worker._procs.values())
    assert procs and all(p.is_alive() for p in procs)
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert not any(p.is_alive() for p in procs)


def test_the_results_open_the_review_by_default_after_a_game_against_the_ai(
    make_app, tmp_path
) -> None:  # type: ignore[no-untyped-def]
    from guildes.session import Session
    from guildes.ui.scenes.review import ReviewScene

    game = _game(3, 5)
    session = Session(game, _seats(3), None, decider_factory=NoDecider)  # type: ignore[arg-type]
    session.kept = tmp_path / "kept.guildes.json"
    app = make_app()
    from guildes.ui.scenes.main_menu import MainMenu

    app.start(MainMenu(app))
    app.push("results", session, [])
    frames(app, GUARDED)  # past the guard
    key(pygame.K_RETURN)
    frames(app, 2)
    review = app.stack.top
    assert isinstance(review, ReviewScene)
    assert review.seat == 0 and review.path == session.kept
    review.close()


def test_load_opens_the_review_of_a_finished_game_only(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.load import LoadScene
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.review import ReviewScene

    app = make_app()
    unfinished = Game(GameConfig(players=3, seed=2))
    app.store.save(unfinished, _seats(3))
    time.sleep(1.1)  # a newer stamp: listed first
    finished = _reviewed(3, 5)
    path = app.store.keep_finished(finished.game(), finished.seats)
    app.start(MainMenu(app))
    app.push("load")
    frames(app, 1)
    load = app.stack.top
    assert isinstance(load, LoadScene) and load.slots[0].path == path
    key(pygame.K_DOWN)  # the unfinished game
    key(pygame.K_v)
    frames(app, 1)
    assert app.stack.top is load and "played to its end" in load.message
    key(pygame.K_UP)
    key(pygame.K_v)
    frames(app, 1)
    review = app.stack.top
    assert isinstance(review, ReviewScene) and review.path == path
    review.close()


@pytest.mark.parametrize(
    ("players", "size", "scale", "language"),
    [
        (3, (1280, 720), 0.85, "en"),
        (6, (1280, 720), 1.3, "fr"),
        (6, (1920, 1080), 1.0, "en"),
        (3, (1920, 1080), 1.3, "ru"),
    ],
)
def test_the_review_reads_at_every_size(make_app, players, size, scale, language) -> None:  # type: ignore[no-untyped-def]
    saved = _reviewed(players, 20 + players, hotseat=players == 6)
    app = make_app(size=size)
    app.settings.ui_scale = scale
    app.set_language(language, remember=False)
    app.apply_text_size()
    from guildes.ui.scenes.main_menu import MainMenu

    app.start(MainMenu(app))
    app.push("review", saved)
    frames(app, 1)
    scene = app.stack.top
    scene.focus = scene.costliest()[0]
    frames(app, 1)
    top, line, _table, side = scene.areas()
    assert all(
        top.contains(c) or line.contains(c) for c in scene.cells + [r for _i, r in scene.chips]
    )
    for b in scene.buttons.values():
        assert side.contains(b.rect)
    tag = f"{players}p-{size[0]}x{size[1]}-{int(scale * 100)}-{language}"
    app.screenshot(ARTIFACTS / f"review-{tag}.png")


@pytest.mark.parametrize(("players", "language"), [(3, "en"), (6, "ru")])
def test_every_legal_choice_can_be_seen_at_the_largest_text(make_app, players, language) -> None:  # type: ignore[no-untyped-def]
    """At 1280x720 and 130% the side panel cannot hold a long list: its rows get compact,
    then scroll (PgDn/PgUp, the wheel over them); the best and the chosen show first, the
    rows never run under the buttons, and scrolling reaches every legal choice."""
    saved = _reviewed(players, 20 + players, hotseat=players == 6)
    app = make_app(size=(1280, 720))
    app.settings.ui_scale = 1.3
    app.set_language(language, remember=False)
    app.apply_text_size()
    from guildes.ui.scenes.main_menu import MainMenu

    app.start(MainMenu(app))
    app.push("review", saved)
    frames(app, 1)
    scene = app.stack.top
    most = max(range(len(scene.positions)), key=lambda i: len(scene.positions[i].legal))
    scene.focus = most
    frames(app, 1)
    position = scene.positions[most]
    decision = scene.valued[position.index]
    drawn = scene.choices
    assert drawn is not None and drawn.total == len(position.legal) >= 6
    assert decision.best in drawn.drawn and position.choice in drawn.drawn
    assert drawn.area.bottom <= scene.buttons_top
    seen = set(drawn.drawn)
    for _ in range(drawn.total):
        key(pygame.K_PAGEDOWN)
        frames(app, 1)
        seen |= set(scene.choices.drawn)
        assert scene.choices.area.bottom <= scene.buttons_top
    assert seen == set(position.legal)
    key(pygame.K_PAGEUP)
    frames(app, 1)
    assert scene.choices.first == max(0, drawn.total - scene.choices.shown - 1)
    app.screenshot(ARTIFACTS / f"review-choices-{players}p-1280x720-130-{language}.png")


def test_the_duplicate_comes_after_the_decisions_and_says_which_level_played(
    make_app, tmp_path, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    """A review kept without its duplicate (the decisions were valued, the window closed
    before the expert had replayed the deal): it reads at once while the duplicate is
    played with its own progress, then the duplicate is kept with the save and the
    screen says which level played the seat."""
    from dataclasses import replace

    from guildes.ai.review_worker import ReviewWorker

    start = ReviewWorker.start_duplicate

    def quick(self, *args, **kwargs):  # type: ignore[no-untyped-def]
        return start(self, *args, expert="greedy", **kwargs)  # the real expert is slow

    monkeypatch.setattr(ReviewWorker, "start_duplicate", quick)
    saved = _reviewed(3, 5)
    kept = Review.from_dict(saved.reviews[review_key(0, "quick")])
    seats = _seats(3)
    path = _save(tmp_path, _game(3, 5), seats)
    savefile.add_review(path, review_key(0, "quick"), replace(kept, duplicate=None).to_dict())
    app, scene = _open(make_app, savefile.load(path), path)
    assert scene.working and scene.in_duplicate and sorted(scene.worker._procs) == ["duplicate"]
    assert len(scene.valued) == len(kept.decisions)  # the review reads meanwhile
    figures = scene.figures()
    assert figures.duplicate is not None and "replays the deal" in figures.duplicate
    assert "replays the deal" in scene.status()
    _until(app, scene, lambda: not scene.working, timeout=120)
    assert scene.failed is None and scene.review is not None
    dup = scene.review.duplicate
    assert dup is not None and dup.share == 1.0 and dup.expert == "greedy"
    assert any("at the expert level" in note for note in scene.figures().notes)
    again = Review.from_dict(savefile.load(path).reviews[review_key(0, "quick")])
    assert again.duplicate == dup and again.decisions == kept.decisions
