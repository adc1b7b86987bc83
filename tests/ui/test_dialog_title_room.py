"""A dialog's title keeps room on either side inside its panel (screenshot review, issue
29: the tutorial's last dialog, "Вы сыграли целую партию" at 1280x720 and 130% text,
touched both borders of its panel)."""

from __future__ import annotations

import pytest

from tests.ui.test_end_to_end import frames


@pytest.mark.parametrize("language", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize("scale", [0.85, 1.3])
def test_the_tutorials_last_title_has_room_in_its_panel(make_app, language, scale) -> None:  # type: ignore[no-untyped-def]
    from guildes.i18n import t
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.tutorial import texts
    from guildes.ui.widgets import TITLE_ROOM

    app = make_app(size=(1280, 720), speed="instant")
    app.settings.ui_scale = scale
    app.apply_text_size()
    app.set_language(language)
    app.start(MainMenu(app))
    title = t(texts.END_TITLE)
    lines = [t(line) for line in texts.END_LINES]
    app.push("tutorial_dialog", title, lines, [("OK", app.back)], on_escape=app.back)
    frames(app, 2)
    menu = app.stack.top.menu
    words = app.manager.get_theme().get_font(["#title"]).size(title)[0]
    room = int(TITLE_ROOM * max(0.85, app.scale))
    assert words + 2 * room <= menu.panel.rect.w, (language, words, menu.panel.rect)
