"""Text size (Settings) by posted input: it scales the words of every widget (the
pygame-gui theme's fonts) and of the table, at once, remembered; the labels still fit their
buttons; the fonts also follow the window's height."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key


def _button(scene, prefix: str):  # type: ignore[no-untyped-def]
    return next(it.widget for it in scene.menu.ring.items if it.widget.text.startswith(prefix))


def _label_height(button) -> int:  # type: ignore[no-untyped-def]
    """The height of a button's label as its font renders it."""
    return int(button.font.size(button.text)[1])


def _fits(button) -> bool:  # type: ignore[no-untyped-def]
    """The label's rendered width fits inside the button (no clipping)."""
    w, h = button.font.size(button.text)
    return bool(w <= button.rect.w - 8 and h <= button.rect.h)


def _set_text_size(app, settings, percent: int) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.widgets import chosen_id

    button = settings.controls[f"text_size:{percent / 100}"]
    assert button.text == f"{percent}%"
    click(button.rect.center)
    frames(app, 2)
    assert app.settings.ui_scale == pytest.approx(percent / 100)
    assert chosen_id(settings.controls[f"text_size:{percent / 100}"])


def _settings(make_app, size: tuple[int, int]):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.settings import SettingsScene

    app = make_app(size=size, speed="instant")
    app.start(MainMenu(app))
    frames(app, 2)
    click(_button(app.stack.top, "Settings").rect.center)
    frames(app, 2)
    assert isinstance(app.stack.top, SettingsScene)
    return app, app.stack.top


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_text_size_scales_the_menu_words_and_they_fit(  # type: ignore[no-untyped-def]
    make_app, size: tuple[int, int]
) -> None:
    app, settings = _settings(make_app, size)
    _set_text_size(app, settings, 100)
    normal = _label_height(settings.controls["back"])
    _set_text_size(app, settings, 130)
    large = _label_height(settings.controls["back"])
    assert large >= normal * 1.2, (normal, large)
    for widget in settings.controls.values():
        if isinstance(widget, pygame_gui.elements.UIButton):
            assert _fits(widget), (widget.text, widget.rect)
    assert settings.grid.fits
    app.screenshot(ARTIFACTS / f"text-size-130-settings-{size[0]}.png")
    _set_text_size(app, settings, 85)
    small = _label_height(settings.controls["back"])
    assert small < normal
    # remembered: a new app on the same data folder starts at 85%
    assert app.settings.ui_scale == pytest.approx(0.85)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert _label_height(_button(app.stack.top, "Settings")) == small


def test_fonts_follow_the_window_height(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    heights = []
    for size in [(1280, 720), (1920, 1080)]:
        app = make_app(size=size, speed="instant")
        app.start(MainMenu(app))
        frames(app, 2)
        heights.append(_label_height(_button(app.stack.top, "Settings")))
        app.shutdown()
    assert heights[1] >= heights[0] * 1.35, heights


def test_text_size_is_applied_at_start(tmp_path) -> None:  # type: ignore[no-untyped-def]
    from guildes.saves import locations
    from guildes.ui.app import App
    from guildes.ui.scenes.main_menu import MainMenu

    heights = []
    for scale in (1.0, 1.3):
        app = App(locations(tmp_path / "data"), size=(1280, 720), speed="instant", sound=False)
        app.settings.ui_scale = scale
        app.save_settings()
        app.shutdown()
        app = App(locations(tmp_path / "data"), size=(1280, 720), speed="instant", sound=False)
        app.start(MainMenu(app))
        frames(app, 2)
        heights.append(_label_height(_button(app.stack.top, "Settings")))
        app.shutdown()
    assert heights[1] >= heights[0] * 1.2, heights


def test_text_size_scales_the_table(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.pause import PauseOverlay
    from guildes.ui.table.seat_panel import seat_title

    app, settings = _settings(make_app, (1280, 720))
    _set_text_size(app, settings, 100)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    start_new_game(app, [Seat("Ana"), Seat("Bo", "easy"), Seat("Cy", "easy")], 5, "shared")
    frames(app, 2)
    table = app.stack.top
    seats = table.session.seats

    def measures() -> tuple[int, int]:
        _, name_rect, _, _ = seat_title(table.layout, 1, seats[1], True)
        return name_rect.h, _label_height(table.input.buttons["counts"])

    name_100, button_100 = measures()
    key(pygame.K_ESCAPE)
    frames(app, 2)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    click(_button(pause, "Settings").rect.center)
    frames(app, 2)
    _set_text_size(app, app.stack.top, 130)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is pause
    key(pygame.K_ESCAPE)
    frames(app, 2)
    assert app.stack.top is table
    name_130, button_130 = measures()
    assert name_130 >= name_100 * 1.2, (name_100, name_130)
    assert button_130 >= button_100 * 1.2, (button_100, button_130)
    assert _fits(table.input.buttons["counts"])
    app.screenshot(ARTIFACTS / "text-size-130-table-1280.png")
    table.session.close()


def test_the_scaled_theme_keeps_the_sizes_at_scale_one() -> None:
    from guildes.ui.fonts import scaled_theme

    assert scaled_theme(1.0)["button"]["font"]["size"] == "18"
    assert scaled_theme(1.0)["label"]["font"]["size"] == "14"  # pygame-gui's default size
    assert scaled_theme(1.5)["button"]["font"]["size"] == "27"
    assert scaled_theme(1.5)["#title"]["font"]["size"] == "66"
    assert scaled_theme(0.1)["text_box"]["font"]["size"] == "9"  # never unreadable


def _titles(app) -> list:  # type: ignore[no-untyped-def]
    return [
        e
        for e in app.manager.get_root_container().elements
        for e in ([e] + list(getattr(e, "get_container", lambda: None)() or []))
        if isinstance(e, pygame_gui.elements.UILabel) and "#title" in e.object_ids
    ]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_title_labels_hold_their_letters_at_130(make_app, size) -> None:  # type: ignore[no-untyped-def]
    """Play test: the New game title and the save-name dialog's title were a few pixels
    shorter than their font's line at text size 130% (the letters' feet cut)."""
    from guildes.ui import palette
    from guildes.ui.fonts import text
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=size, speed="instant")
    app.settings.ui_scale = 1.3
    app.save_settings()
    app.start(MainMenu(app))
    for name, args in (("new_game", ()), ("save_name", ("Ana's game", lambda _n: None))):
        app.reset(name, *args) if name == "new_game" else app.push(name, *args)
        frames(app, 2)
        if name == "new_game":  # its form draws its title: whole, above its first heading
            grid = app.stack.top.grid
            title = text(grid.title, grid.title_px, palette.GOLD, True)
            first = next(r for kind, _w, r in grid.drawn if kind == "heading")
            top = grid.rect.y + int((4 if grid.compact else 8) * grid.s)  # as drawn
            assert top + title.get_height() <= first.y + 4, name
            continue
        labels = _titles(app)
        assert labels, name
        for label in labels:
            need = label.font.size(label.text)[1]
            assert label.rect.h >= need, (name, label.rect.h, need)
        app.screenshot(ARTIFACTS / f"title-{name}-{size[0]}-130.png")


def test_the_rules_headings_follow_the_text_size(make_app) -> None:  # type: ignore[no-untyped-def]
    """Play test: the rules screen's headings stayed one size at every text size."""

    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.rules import RulesScene

    sizes = []
    for scale in (0.85, 1.3):
        app = make_app(speed="instant")
        app.settings.ui_scale = scale
        app.save_settings()
        app.start(MainMenu(app))
        app.push("rules")
        frames(app, 2)
        scene = app.stack.top
        assert isinstance(scene, RulesScene)
        sizes.append(scene.heading_px)
        app.screenshot(ARTIFACTS / f"rules-{round(scale * 100)}.png")
    assert sizes[1] >= sizes[0] * 1.4, sizes
