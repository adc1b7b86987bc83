"""The hotseat curtain names the next player whole (play test, issue 29: at 1280x720 and
130% text in Russian, "Передайте экран: Константин онстантинович" ran past both borders
of its panel, its first and last letters cut off)."""

from __future__ import annotations

import pytest

from tests.ui.test_end_to_end import frames

LONG = "Святополк Константинович"  # 24 characters: the longest name allowed


@pytest.mark.parametrize("language", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (1024, 600)])
def test_the_curtains_title_is_whole_inside_its_panel(make_app, language, size) -> None:  # type: ignore[no-untyped-def]
    import pygame_gui

    from guildes.i18n import t
    from guildes.seats import MAX_NAME
    from guildes.ui.scenes.curtain import Curtain
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.widgets import TITLE_ROOM

    assert len(LONG) <= MAX_NAME
    app = make_app(size=size, speed="instant")
    app.settings.ui_scale = 1.3
    app.apply_text_size()
    app.set_language(language)
    app.start(MainMenu(app))
    app.stack.push(Curtain(app, 1, LONG, lambda: None, lambda: None))
    frames(app, 2)
    menu = app.stack.top.menu
    title_font = app.manager.get_theme().get_font(["#title"])
    room = int(TITLE_ROOM * max(0.85, app.scale))
    titles = [
        e
        for e in menu.panel.get_container().elements
        if isinstance(e, pygame_gui.elements.UILabel) and "#title" in e.object_ids
    ]
    shown = " ".join(label.text for label in titles)
    assert shown == t("curtain.title", name=LONG), shown  # every word, none cut
    for label in titles:
        words = title_font.size(label.text)[0]
        assert words + 2 * room <= menu.panel.rect.w, (language, label.text, menu.panel.rect)
        assert label.rect.bottom <= menu.panel.rect.bottom
    bottoms = sorted(label.rect.bottom for label in titles)
    tops = sorted(label.rect.top for label in titles)
    assert all(tops[k + 1] >= bottoms[k] for k in range(len(titles) - 1))  # no overlap
