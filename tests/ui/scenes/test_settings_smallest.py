"""Settings at the smallest window with the largest text: at 960x600, a click on 130%
left the screen with its row labels only (no control at all, not even the text size to
go back), as the form fitted at no squeeze and its tightest try was removed too."""

from __future__ import annotations

from tests.ui.scenes.test_settings_controls import _settings
from tests.ui.test_end_to_end import click, frames


def test_at_960x600_and_130_percent_the_settings_keep_their_controls(make_app) -> None:  # type: ignore[no-untyped-def]
    app, scene = _settings(make_app, (960, 600))
    click(scene.controls["text_size:1.3"].rect.center)
    frames(app, 2)
    assert app.settings.ui_scale == 1.3
    scene = app.stack.top
    window = app.screen.get_rect()
    for name in ("language", "speed", "text_size:1.0", "text_size:1.3", "volume"):
        widget = scene.controls[name]
        assert widget.alive(), name  # fails before: every control removed
        assert window.contains(widget.rect), (name, widget.rect)
    click(scene.controls["text_size:1.0"].rect.center)  # and back by the mouse
    frames(app, 2)
    assert app.settings.ui_scale == 1.0
