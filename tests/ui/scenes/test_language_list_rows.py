"""The Settings' language list holds its words at every text size: its rows kept
pygame-gui's 20 px while their bold type grew with the text size, so at 130% (and at
1920x1080) every language's name was cut at its top and foot."""

from __future__ import annotations

import pytest

from tests.ui.scenes.test_settings_controls import _settings
from tests.ui.test_end_to_end import click, frames


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("text_size", [0.85, 1.0, 1.3])
def test_the_open_language_list_holds_each_name(make_app, size, text_size) -> None:  # type: ignore[no-untyped-def]
    app, scene = _settings(make_app, size)
    scene._set_scale(text_size)
    frames(app, 2)
    scene = app.stack.top
    drop = scene.controls["language"]
    click(drop.rect.center)
    frames(app, 3)
    listing = drop.current_state.options_selection_list
    assert listing is not None, "the list opened"
    items = listing.item_list_container.elements
    assert len(items) == 5
    for item in items:
        need = item.font.size(item.text)[1]  # the line's height, ascent to descent
        assert item.rect.height >= need, (item.text, item.rect.height, need)  # fails before
