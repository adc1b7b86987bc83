"""New game: the Dirty-Trick variant as a toggle with a description, beside the Event
cards (when the app plays it), by keys and clicks; remembered with the last setup; the
screen keeps Start and Back in the window with both toggles at 6 players."""

from __future__ import annotations

import pygame
import pytest

from guildes.saves import savefile
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key

BOTH = frozenset({"event_cards", "dirty_tricks"})


def _screen(make_app, size=(1280, 720), scale: float = 1.0, last=None):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.new_game import NewGameScene

    app = make_app(size=size)
    app.settings.ui_scale = scale
    app.apply_text_size()
    if last is not None:
        app.settings.last_setup = last
    app.start(NewGameScene(app))
    frames(app, 2)
    return app, app.stack.top


def _lit(screen, name: str) -> str:  # type: ignore[no-untyped-def]
    """Which of a toggle's two buttons is lit: "off" or "on" (exactly one is)."""
    from guildes.ui.widgets import chosen_id

    lit = [side for side in ("off", "on") if chosen_id(screen.controls[f"{name}:{side}"])]
    assert len(lit) == 1, lit
    return lit[0]


def test_the_toggle_starts_a_dirty_trick_game_and_is_remembered(  # type: ignore[no-untyped-def]
    make_app, monkeypatch
) -> None:
    from guildes.ui.table import TableScene

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", BOTH)
    app, screen = _screen(make_app)
    assert not screen.dirty_tricks and _lit(screen, "dirty_tricks") == "off"
    assert "Dirty Trick cards" in screen.grid.texts()
    assert any("each player gets a trick card" in x for x in screen.grid.texts())
    click(screen.controls["dirty_tricks:on"].rect.center)
    frames(app, 3)
    assert screen.dirty_tricks and _lit(screen, "dirty_tricks") == "on"
    # by keys: from Start, up past the deal's fields to the toggle; Enter turns it off and on
    screen.ring.index = next(
        i for i, item in enumerate(screen.ring.items) if getattr(item.widget, "text", "") == "Start"
    )
    screen.ring.move(0)
    for _ in range(8):  # up past Play a deal, the code, the seed
        key(pygame.K_UP)
        frames(app, 1)
        if screen.ring.focused().widget is screen.controls["dirty_tricks:on"]:
            break
    key(pygame.K_RETURN)
    frames(app, 3)
    assert not screen.dirty_tricks
    key(pygame.K_RETURN)
    frames(app, 3)
    assert screen.dirty_tricks
    click(screen.controls["start"].rect.center)
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.session.game.config.variants == frozenset({"dirty_tricks"})
    assert app.settings.last_setup["variants"] == ["dirty_tricks"]
    table.close()
    app.reset("new_game")
    frames(app, 2)
    assert app.stack.top.dirty_tricks


def test_not_offered_while_the_app_does_not_play_it(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", frozenset({"event_cards"}))
    _app, screen = _screen(make_app, last={"variants": ["dirty_tricks"]})
    assert not any(name.startswith("dirty_tricks") for name in screen.controls)
    assert "Dirty Trick cards" not in screen.grid.texts()
    assert screen.variants() == frozenset()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.85, 1.3])
def test_both_toggles_fit_with_six_players(make_app, monkeypatch, size, scale) -> None:  # type: ignore[no-untyped-def]
    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", BOTH)
    last = {"players": 6, "kinds": ["human"] * 6, "variants": sorted(BOTH)}
    app, screen = _screen(make_app, size, scale, last)
    assert screen.event_cards and screen.dirty_tricks
    window = pygame.Rect(0, 0, *size)
    for b in screen._actions:
        assert window.contains(b.rect), b.text
    rects = [b.rect for b in screen._actions]
    for i, r in enumerate(rects):
        assert r.collidelist(rects[i + 1 :]) < 0
    app.screenshot(ARTIFACTS / f"new-game-tricks-{size[0]}x{size[1]}-{int(scale * 100)}.png")
