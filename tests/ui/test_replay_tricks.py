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
    from guildes.ui.menus import MainMenu
    from guildes.ui.overlays import CountOverlay
    from guildes.ui.replay import ReplayScene, position_line

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
