"""The Settings screen's real controls (issue 29, part 4), by posted input: the language
list with "Follow the system" first, the volume and animation sliders, toggles, the text
sizes; Left/Right on the focused row; nothing moves when a value changes."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key


def _settings(make_app, size=(1280, 720)):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.settings import SettingsScene

    app = make_app(size=size)
    app.start(MainMenu(app))
    app.push("settings")
    frames(app, 2)
    assert isinstance(app.stack.top, SettingsScene)
    return app, app.stack.top


def test_the_language_list_follows_the_system_first(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.settings import SYSTEM, language_options

    app, scene = _settings(make_app)
    options = language_options()
    assert options[0][1] == SYSTEM and options[0][0].startswith("Follow the system")
    assert [code for _label, code in options[1:]] == ["en", "fr", "cs", "ru"]
    drop = scene.controls["language"]
    assert isinstance(drop, pygame_gui.elements.UIDropDownMenu)
    assert drop.selected_option[1] == SYSTEM  # a first start follows the system
    scene.set_language("fr")
    frames(app, 2)
    assert app.language == "fr" and app.settings.language == "fr"
    assert scene.controls["back"].text == "Retour"
    scene.set_language(SYSTEM)
    frames(app, 2)
    assert app.settings.language == "" and app.language == "en"  # the tests' system: English


def test_left_and_right_change_the_focused_row(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = _settings(make_app)
    order = scene.focus_names
    assert order[:3] == ["language", "speed", "confirm_picks"]
    key(pygame.K_DOWN)  # the animations
    frames(app, 1)
    before = app.settings.animation_speed
    key(pygame.K_LEFT)
    frames(app, 2)
    assert app.settings.animation_speed != before
    assert scene.focus_name == "speed" or scene._name_of(scene.ring.focused().widget) == "speed"
    for _ in range(order.index("volume") - 1):
        key(pygame.K_DOWN)
        frames(app, 1)
    assert scene._name_of(scene.ring.focused().widget) == "volume"
    v = app.settings.volume
    key(pygame.K_RIGHT)
    frames(app, 2)
    assert app.settings.volume == pytest.approx(min(1.0, v + 0.05))
    assert scene._name_of(scene.ring.focused().widget) == "volume"
    app.screenshot(ARTIFACTS / "settings-focus-volume.png")


def test_the_volume_slider_sets_the_volume_without_moving(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = _settings(make_app)
    slider = scene.controls["volume"]
    where = slider.rect.copy()
    knob = slider.sliding_button.rect.center  # dragged to the left end: silence
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=knob, rel=(0, 0), buttons=(0, 0, 0))
    )
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=knob, button=1))
    frames(app, 2)
    end = (slider.rect.x - 40, knob[1])
    pygame.mouse.set_pos(end)
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(-200, 0), buttons=(1, 0, 0))
    )
    frames(app, 3)
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))
    frames(app, 3)
    assert app.settings.volume < 0.7
    assert scene.controls["volume"].rect == where


def test_toggles_and_nothing_moves_when_a_value_changes(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.widgets import chosen_id

    app, scene = _settings(make_app)
    places = {name: w.rect.copy() for name, w in scene.controls.items()}
    assert app.settings.sound is True and chosen_id(scene.controls["sound:on"])
    click(scene.controls["sound:off"].rect.center)
    frames(app, 2)
    assert app.settings.sound is False and chosen_id(scene.controls["sound:off"])
    click(scene.controls["sound:off"].rect.center)  # the lit one again: stays off
    frames(app, 2)
    assert app.settings.sound is False
    assert {name: w.rect for name, w in scene.controls.items()} == places


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.85, 1.3])
@pytest.mark.parametrize("language", ["en", "ru"])
def test_the_form_fits_at_every_size(make_app, size, scale, language) -> None:  # type: ignore[no-untyped-def]
    app, scene = _settings(make_app, size)
    app.settings.ui_scale = scale
    app.apply_text_size()
    scene.set_language(language)
    frames(app, 2)
    assert scene.grid.fits and scene.grid.rect.top >= 0
    for widget in scene.controls.values():
        assert scene.grid.rect.contains(widget.rect), widget
    app.screenshot(ARTIFACTS / f"settings-{size[0]}-{int(scale * 100)}-{language}.png")
