"""A click on a slider's track moves it there. pygame-gui's slider moves only when its
handle is dragged: a hurried player clicking the Animations track at its right end (to
make the game fast) or the Volume track at its left saw nothing change, and the
setting stayed where it was."""

from __future__ import annotations

import pygame

from tests.ui.scenes.test_settings_controls import _settings
from tests.ui.test_end_to_end import click, frames


def test_a_click_on_the_track_moves_the_slider_there(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = _settings(make_app)
    assert app.settings.animation_speed == "fast" and app.settings.volume == 0.7
    speed = scene.controls["speed"]
    where = speed.rect.copy()
    click((speed.rect.right - 6, speed.rect.centery))  # the right end: instant
    frames(app, 3)
    assert app.settings.animation_speed == "instant"  # fails before: "fast"
    click((scene.controls["speed"].rect.left + 6, where.centery))  # the left end: slow
    frames(app, 3)
    assert app.settings.animation_speed == "slow"
    volume = scene.controls["volume"]
    click((volume.rect.left + 4, volume.rect.centery))  # the left end: silence
    frames(app, 3)
    assert app.settings.volume == 0.0
    assert scene.controls["speed"].rect == where  # nothing moved


def test_a_click_on_the_handle_does_not_move_it(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = _settings(make_app)
    knob = scene.controls["volume"].sliding_button.rect.center
    click(knob)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=knob, button=1))
    frames(app, 3)
    assert app.settings.volume == 0.7
