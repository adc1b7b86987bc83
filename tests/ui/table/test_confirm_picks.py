"""The "confirm picks" setting in the real app, by posted input: on, a first click (or
Enter) on a card of the fan lifts it, a second click on it (or Enter) confirms, a click
on another card moves the lift, Esc puts it back (then opens the menu); off, one click
picks as before. Set from Settings, saved, and an older settings file loads with it off."""

from __future__ import annotations

import json

import pygame
import pytest

from tests.ui.conftest import ARTIFACTS
from tests.ui.table.test_fan_keys import _table_at_first_pick
from tests.ui.test_end_to_end import click, frames, key


def _center(table, index: int) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """Where card ``index`` of the fan is drawn now (the lifted one in front)."""
    lay = table.layout
    x, y, _a = lay.fan_positions(len(table.fan()), table.fan_front())[index]
    return int(x), int(y)


def _confirming_table(make_app, players: int, size=(1280, 720)):  # type: ignore[no-untyped-def]
    app, table, _played = _table_at_first_pick(make_app, players)
    app.settings.confirm_picks = True
    chosen: list[int] = []
    table.choose = chosen.append
    return app, table, chosen


@pytest.mark.parametrize("players", [3, 6])
def test_a_click_lifts_a_second_confirms_another_moves_it(make_app, players: int) -> None:  # type: ignore[no-untyped-def]
    app, table, chosen = _confirming_table(make_app, players)
    fan = table.fan()
    click(_center(table, 0))
    frames(app, 1)
    assert chosen == [] and table.fan_front() == (0,)
    app.screenshot(ARTIFACTS / f"confirm-picks-lifted-{players}p.png")
    click(_center(table, 2))  # another card: the lift moves
    frames(app, 1)
    assert chosen == [] and table.fan_front() == (2,)
    assert "again" in table._hint(table.shown.public)
    click(_center(table, 2))  # the same card again: confirmed
    frames(app, 1)
    assert chosen == [fan[2]]
    table.session.close()


def test_enter_lifts_then_confirms_and_esc_puts_it_back(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.pause import PauseOverlay

    app, table, chosen = _confirming_table(make_app, 4)
    fan = table.fan()
    key(pygame.K_RIGHT)
    key(pygame.K_RETURN)
    frames(app, 1)
    assert chosen == [] and table.fan_front() == (1,)
    key(pygame.K_ESCAPE)  # puts it back, no menu
    frames(app, 1)
    assert table.fan_front() == () and app.stack.top is table and chosen == []
    key(pygame.K_RETURN)
    key(pygame.K_RETURN)
    frames(app, 1)
    assert chosen == [fan[1]]
    key(pygame.K_ESCAPE)  # nothing lifted: the menu
    frames(app, 1)
    assert isinstance(app.stack.top, PauseOverlay)
    table.session.close()


def test_off_one_click_picks(make_app) -> None:  # type: ignore[no-untyped-def]
    app, table, _played = _table_at_first_pick(make_app, 4)
    assert app.settings.confirm_picks is False
    chosen: list[int] = []
    table.choose = chosen.append
    fan = table.fan()
    click(_center(table, 1))
    frames(app, 1)
    assert chosen == [fan[1]]
    table.session.close()


def test_the_setting_from_settings_saved_and_old_files_load(make_app, tmp_path) -> None:  # type: ignore[no-untyped-def]
    from guildes.saves.settings import load_settings
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.settings import SettingsScene
    from guildes.ui.widgets import chosen_id

    app = make_app()
    app.start(MainMenu(app))
    app.push("settings")
    frames(app, 2)
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    assert "Confirm picks" in scene.grid.texts()
    assert app.settings.confirm_picks is False
    assert chosen_id(scene.controls["confirm_picks:off"])
    click(scene.controls["confirm_picks:on"].rect.center)
    frames(app, 2)
    assert app.settings.confirm_picks is True
    assert chosen_id(scene.controls["confirm_picks:on"])
    assert not chosen_id(scene.controls["confirm_picks:off"])
    app.screenshot(ARTIFACTS / "settings-confirm-picks.png")
    assert load_settings(app.where.settings).confirm_picks is True
    old = tmp_path / "old-settings.json"  # a file written before the setting existed
    old.write_text(json.dumps({"animation_speed": "fast", "ui_scale": 1.15}))
    loaded = load_settings(old)
    assert loaded.confirm_picks is False and loaded.animation_speed == "fast"
    old.write_text(json.dumps({"confirm_picks": "yes"}))
    assert load_settings(old).confirm_picks is False
