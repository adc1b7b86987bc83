"""A screenshot review (Russian, 960x600, 130% text): the sliders' values "обычно" and
"70 %" looked as if they did not grow with the text size. They did (12 px at 100%, 15 px
at 130%), but at the notes' size, three pixels under the rows' labels beside them. A
slider's value is written at the rows' labels' size (17 px at scale 1), whole, at every
text size."""

from __future__ import annotations

import pytest

from tests.ui.scenes.test_settings_fit import settings_in_each_language


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_sliders_values_are_as_large_as_the_rows_labels(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.fonts import font, theme_size

    for language, app, screen in settings_in_each_language(make_app, size, scale):
        label_h = font(screen.grid.label_px).size("Ág")[1]
        theme_h = font(theme_size(17, app.text_scale)).size("Ág")[1]
        for value in (screen.speed_label, screen.volume_label):
            assert value is not None
            tw, th = value.font.size(value.text)
            assert abs(th - theme_h) <= 1, (language, value.text, th, theme_h)
            # (the form's labels are never under their size at 85% of 720 px high)
            if app.scale >= 0.85:
                assert abs(th - label_h) <= 1, (language, value.text, th, label_h)
            assert tw <= value.rect.w and th <= value.rect.h + 2, (language, value.text)
