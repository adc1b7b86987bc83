"""Settings: every button's words lie inside its border with room on either side (play
test, issue 29: at 130% text the text size's "100 %" and "115 %" touched their buttons'
edges in French); in every language, at 1280x720 and 1920x1080, 85% and 130% text."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from guildes.ui import widgets
from guildes.ui.scenes.settings import TEXT_SIZES
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames


def settings_in_each_language(make_app, size, scale):  # type: ignore[no-untyped-def]
    """The app and its Settings screen at ``size`` and text size ``scale``, once in each
    language (en, fr, cs, ru), as (language, app, screen)."""
    from guildes.ui.scenes.settings import SettingsScene

    app = make_app(size=size, speed="instant")
    app.settings.ui_scale = scale
    app.apply_text_size()
    for language in ("en", "fr", "cs", "ru"):
        app.set_language(language)
        app.start(SettingsScene(app))
        frames(app, 2)
        yield language, app, app.stack.top


@pytest.mark.parametrize("scale", [0.85, 1.3])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_settings_buttons_hold_their_words(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.widgets import BUTTON_EDGE

    for language, app, screen in settings_in_each_language(make_app, size, scale):
        buttons = [
            w for w in screen.controls.values() if isinstance(w, pygame_gui.elements.UIButton)
        ]
        assert len(buttons) > 8, language
        for b in buttons:
            tw, th = b.font.size(b.text)
            room = b.rect.inflate(-2 * BUTTON_EDGE, -2 * BUTTON_EDGE)
            assert tw + 8 <= room.w and th <= room.h + 4, (language, b.text, b.rect, (tw, th))
        assert screen.grid.fits, language
        if language == "fr":
            app.screenshot(ARTIFACTS / f"settings-fit-fr-{size[0]}-{scale}.png")


def _stacked(grid, rect: pygame.Rect) -> bool:  # type: ignore[no-untyped-def]
    """Whether the control at ``rect`` lies under its row's label (a stacked row)."""
    return any(
        kind == "label"
        and r.bottom <= rect.y
        and r.x <= rect.x < r.x + 10
        and rect.y - r.bottom < 10
        for kind, _w, r in grid.drawn
    )


@pytest.mark.parametrize("scale", [0.85, 1.3])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_settings_controls_share_a_left_edge(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: in each column of Settings the language list, the sliders
    and toggles and the text size's buttons started at three different x (fr at
    1280x720, 130%: 253, 308 and 240). The controls of a column share one left edge; no
    section's heading is the same word as the row under it ("Son" over "Son")."""
    for language, _app, screen in settings_in_each_language(make_app, size, scale):
        grid = screen.grid
        lefts: dict[int, set[int]] = {}
        for name, widget in screen.controls.items():
            if name in ("data_folder_path", "back"):
                continue  # a line of text under the heading, the footer: no row's control
            rect = widget.get_abs_rect() if hasattr(widget, "get_abs_rect") else widget.rect
            column = 0 if rect.x < grid.rect.centerx or grid.columns == 1 else 1
            if name.endswith(":on") or (
                name.startswith("text_size:") and name != f"text_size:{min(TEXT_SIZES)}"
            ):
                continue  # the first of the row's buttons starts it
            if name.startswith("text_size:") and _stacked(grid, rect):
                continue  # under its label (``FormGrid.stacks``): the column's left edge
            lefts.setdefault(column, set()).add(rect.x)
        for column, xs in lefts.items():
            assert max(xs) - min(xs) <= 2, (language, column, sorted(xs))  # fails before
        # its labels at one size (a review: cs "Celá obrazovka (F11)" at 14 px under
        # "Velikost textu" at 19)
        labels = {w: r.x for kind, w, r in grid.drawn if kind == "label"}
        drawn: list[tuple[str, int]] = []
        real = widgets.text

        def spy(words, px, *a, _drawn=drawn, _real=real, **k):  # type: ignore[no-untyped-def]
            _drawn.append((words, px))
            return _real(words, px, *a, **k)

        widgets.text = spy
        try:
            grid.draw(pygame.Surface(size))
        finally:
            widgets.text = real
        by_column: dict[int, set[int]] = {}
        for words, px in drawn:
            for label, x in labels.items():
                if words and words in label and (words == label or len(words) > 3):
                    by_column.setdefault(x, set()).add(px)
        assert all(len(v) == 1 for v in by_column.values()), (language, by_column)  # fails before
        words = [w for kind, w, _r in grid.drawn if kind in ("heading", "label")]
        assert all(a != b for a, b in zip(words, words[1:])), (language, words)  # fails before


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
@pytest.mark.parametrize("size", [(960, 600), (1024, 640), (1280, 720), (1920, 1080)])
def test_the_settings_labels_keep_the_forms_size(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: in Russian at 960x600 with 130% text the labels of Settings'
    left column were drawn at 11 px (their column sized for "Подтверждать" at the form's
    size would not have shrunk it) beside the right column's at full size. Every label is
    now drawn at the form's label size (a pixel or two under it at most), in every
    language, window size and text size: where the text size's buttons beside them leave
    too little room, those buttons go under their label."""
    for language, app, screen in settings_in_each_language(make_app, size, scale):
        grid = screen.grid
        sizes = grid.label_sizes()
        least = grid.label_px * (1 - widgets.LABEL_GIVE)
        assert min(sizes.values()) >= least, (language, sizes, grid.label_px)  # fails before
        if language == "ru" and size == (960, 600) and scale == 1.3:
            app.screenshot(ARTIFACTS / "settings-labels-ru-960x600-1.3.png")
