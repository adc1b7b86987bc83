"""Settings as a screenshot review found them (issue 29): the data folder's path was
written at about 10 px, smaller than every other word of the form; the sliders' thumbs
were hollow (a dark box in a gold frame, like the track they slide on); at 960x600 with
130% text the last rows (the sound, the data folder, Back) lay under the window's foot."""

from __future__ import annotations

import dataclasses
import itertools
from pathlib import Path

import pygame
import pytest

from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames

LONG = "/home/someone/a rather long folder name/that goes on/and on/Guildes/data folder"


def _open(make_app, size, scale, language="en"):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.settings import SettingsScene

    app = make_app(size=size, speed="instant")
    app.settings.ui_scale = scale
    app.apply_text_size()
    app.set_language(language)
    app.start(SettingsScene(app))
    frames(app, 2)
    return app, app.stack.top


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_data_folder_is_written_as_large_as_the_rows_labels(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    """The path at the rows' labels' size at least (and never under 12 px), cut in its
    middle when too long (its start and its last folder kept), the whole path in the
    tooltip of the words."""
    from guildes.ui.fonts import font

    app, scene = _open(make_app, size, scale)
    folder = app.folder
    if not folder.saving:
        pytest.skip("no data folder in this test app")
    folder.where = dataclasses.replace(folder.where, data=Path(LONG))
    scene.leave()
    scene.enter()
    frames(app, 2)
    grid = scene.grid
    assert grid is not None
    paths = [(words, r) for kind, words, r in grid.drawn if kind == "path"]
    assert len(paths) == 1, grid.drawn  # fails before: a 'note' at the notes' size
    shown, where = paths[0]
    assert grid.path_px >= max(12, grid.label_px), (grid.path_px, grid.label_px)
    assert shown != LONG and "…" in shown
    assert shown.startswith("/home") and shown.endswith("data folder"), shown
    assert font(grid.path_px).size(shown)[0] <= where.w
    holder = scene.controls["data_folder_path"]
    assert holder.tool_tip_text == LONG
    words = pygame.Rect(where.topleft, (font(grid.path_px).size(shown)[0], where.h))
    assert holder.rect.contains(words), (holder.rect, words)  # pointed at, the tooltip


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_sliders_thumbs_are_solid(make_app, size) -> None:  # type: ignore[no-untyped-def]
    """Each slider's thumb is filled with gold (a solid thing to grab), not a dark box in
    a frame like its track."""
    app, scene = _open(make_app, size, 1.0)
    app.draw()
    for name in ("speed", "volume"):
        slider = scene.controls[name]
        thumb = slider.sliding_button.rect
        r, g, b = app.screen.get_at(thumb.center)[:3]
        assert r > 150 and g > 120 and b < 140, (name, (r, g, b))  # fails before: dark
        track = slider.rect.inflate(-8, -8)
        spot = (
            (track.x + 4, track.centery)
            if thumb.x - track.x > 12
            else (track.right - 4, track.centery)
        )
        tr, tg, tb = app.screen.get_at(spot)[:3]
        assert tr + tg + tb < r + g + b - 150, (name, "the thumb stands out of its track")


@pytest.mark.parametrize(
    "size,scale", [((960, 600), 1.3), ((960, 600), 1.15), ((1024, 640), 1.3), ((1280, 720), 1.3)]
)
def test_every_row_of_settings_is_in_the_window(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    """Every row, its control and Back inside the window, in every language (at 960x600
    and 130% text, fails before: the Sound, Volume and Data folder rows and Back below the
    window's foot)."""
    window = pygame.Rect((0, 0), size)
    for language in ("en", "fr", "cs", "ru"):
        app, scene = _open(make_app, size, scale, language)
        grid = scene.grid
        assert grid is not None
        where = (language, size, scale)
        assert grid.fits, where
        assert window.contains(grid.rect), (where, grid.rect)
        for row in scene.rows:
            assert window.contains(row), (where, row)
        for name, widget in scene.controls.items():
            assert window.contains(widget.rect), (where, name, widget.rect)
        for (_k, _w, a), (_k2, _w2, b) in itertools.combinations(
            [d for d in grid.drawn if d[0] != "heading"], 2
        ):
            assert not a.colliderect(b), (where, _w, _w2)
        if language in ("en", "ru"):
            app.screenshot(ARTIFACTS / f"settings-rows-{language}-{size[0]}-{int(scale * 100)}.png")
