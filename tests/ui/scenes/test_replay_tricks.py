"""The replay of a Dirty-Trick game: each trick turn is a position, played back with the
live table's animations (the use's arrow and cards, the draw, the discards), from the
public view only (D's drawn cards never face up); screenshots at 3 and 6 players."""

from __future__ import annotations

import random

import pytest

from guildes.rules import Game, GameConfig, Phase
from guildes.rules.choices import ChoiceKind
from guildes.saves import savefile
from guildes.saves.savefile import SavedGame
from guildes.seats import Seat
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames, key

TRICKS = frozenset({"dirty_tricks", "event_cards"})


def _game(players: int, seed: int) -> Game:
    """A finished game with both variants; D's holders draw."""
    game = Game(GameConfig(players=players, seed=seed, variants=TRICKS))
    rng = random.Random(seed)
    while not game.is_over:
        seat = game.to_choose()[0]
        legal = game.legal_choices(seat)
        draw = [c for c in legal if c.kind is ChoiceKind.DRAW]
        uses = [c for c in legal if c.kind is ChoiceKind.TRICK]
        game.choose(seat, draw[0] if draw else rng.choice(uses or list(legal)))
    return game


@pytest.mark.parametrize(("players", "size"), [(3, (1280, 720)), (6, (1920, 1080))])
def test_the_trick_phase_plays_back_with_the_tables_animations(  # type: ignore[no-untyped-def]
    make_app, monkeypatch, players, size
) -> None:
    import guildes.ui.table.trick_steps as trick_steps
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.replay import ReplayScene, position_line

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", TRICKS)
    faces: list[int] = []
    real = trick_steps.card_face

    def face(guild, *args):  # type: ignore[no-untyped-def]
        faces.append(guild)
        return real(guild, *args)

    monkeypatch.setattr(trick_steps, "card_face", face)
    game = _game(players, 4)
    app = make_app(size=size, speed="normal")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "normal") for i in range(1, players)]
    app.push("replay", SavedGame.of(game, seats))
    frames(app, 1)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    seen: set[str] = set()
    lines: set[str] = set()
    shot = False
    import pygame

    for _ in range(3000):
        view = scene.shown.public
        if view.voting_round > 1 and "TricksDealtStep" in seen:  # round 2's deal too
            break
        if isinstance(app.stack.top, CountOverlay):
            key(pygame.K_RETURN)
            frames(app, 1)
            continue
        if not scene.steps:
            key(pygame.K_RIGHT)
        frames(app, 1, dt=0.05)
        step = scene.step
        if step is not None:
            name = type(step).__name__
            seen.add(name)
            if name == "TrickUsedStep" and step.progress > 0.5 and not shot:
                app.screenshot(ARTIFACTS / f"replay-trick-{players}p-{size[0]}x{size[1]}.png")
                shot = True
            if name == "CardsDrawnStep":
                faces.clear()
                for _k in range(30):
                    frames(app, 1, dt=0.05)
                    if type(scene.step).__name__ != "CardsDrawnStep":
                        break
                assert not faces, "a drawn card shown face up in the replay"
        if scene.shown.public.phase is Phase.TRICKS:
            lines.add(position_line(scene.shown.public))
    assert {"TricksDealtStep", "TrickUsedStep"} <= seen
    assert shot
    assert any("Dirty Tricks" in line for line in lines)


@pytest.mark.parametrize("start", ["next", "play from the end"])
def test_round_1s_deal_of_the_trick_cards_plays_back(make_app, monkeypatch, start) -> None:  # type: ignore[no-untyped-def]
    """Play test: the replay dealt round 1's trick cards with no animation (later rounds'
    deals flew out). Leaving the first position, by Right or by Play at the end (which
    starts again), the game's start plays as at a live table: the Event card turns over,
    then round 1's cards fly to their seats, before the first pick's steps."""
    import pygame

    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.replay import ReplayScene

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", TRICKS)
    game = _game(6, 5)
    dealt = Game(game.config).public_view().tricks
    app = make_app(size=(1280, 720), speed="normal")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "normal") for i in range(1, 6)]
    app.push("replay", SavedGame.of(game, seats))
    frames(app, 1)
    scene = app.stack.top
    assert isinstance(scene, ReplayScene)
    if start == "next":
        key(pygame.K_RIGHT)
    else:
        key(pygame.K_END)
        frames(app, 1)
        key(pygame.K_SPACE)
    frames(app, 1)
    names = [type(step).__name__ for step in scene.steps]
    assert names[:2] == ["EventRevealStep", "TricksDealtStep"], names
    assert scene.steps[1].tricks == dealt
    assert scene.replay.position == 1
    for _ in range(400):  # to the middle of the deal
        step = scene.step
        if type(step).__name__ == "TricksDealtStep" and step.progress >= 0.5:
            break
        frames(app, 1, dt=0.05)
    else:
        raise AssertionError("the deal did not play")
    if start == "next":
        app.screenshot(ARTIFACTS / "replay-first-deal-6p-1280x720.png")
    assert step.before.public.voting_round == 1
