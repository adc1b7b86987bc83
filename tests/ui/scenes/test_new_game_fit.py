"""The New game form fits its words (play test, issue 29: at 130% text a button's words
touched its edges, the rows shorter than their font; the decorative fan showed through the
panel): every button's words inside its border with room above and below, every label's
words inside it, no widget over another, all inside the panel and the panel inside the
window, the fan only below the panel; in every language, at 1280x720 and 1920x1080, 85%
and 130% text, 3 and 6 players with both variants and the practice hints on."""

from __future__ import annotations

import itertools

import pygame
import pygame_gui
import pytest

from guildes.saves import savefile
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames

LAST = {
    "kinds": ["human", "normal", "hard", "expert", "easy", "normal"],
    "variants": ["event_cards", "dirty_tricks"],
    "practice": True,
}


def new_game_forms(make_app, monkeypatch, size, scale):  # type: ignore[no-untyped-def]
    """The New game form opened at ``size`` and text ``scale`` in each language for 3 and
    6 players, with both variants and the practice hints on: (app, language, players,
    form), the form drawn."""
    from guildes.ui.scenes.new_game import NewGameScene

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", frozenset(LAST["variants"]))
    app = make_app(size=size, speed="instant")
    app.settings.ui_scale = scale
    app.apply_text_size()
    for language, players in itertools.product(["en", "fr", "cs", "ru"], [3, 6]):
        app.set_language(language)
        app.settings.last_setup = {**LAST, "players": players}
        app.start(NewGameScene(app))
        frames(app, 2)
        yield app, language, players, app.stack.top


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_new_game_form_holds_its_words(make_app, monkeypatch, size, scale) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.menu_base import FELT_RIM, fan_top
    from guildes.ui.scenes.new_game import BUTTON_EDGE

    for app, language, players, screen in new_game_forms(make_app, monkeypatch, size, scale):
        where = (language, players)
        panel = screen.widgets[0]
        # clear of the felt's rim by a margin (at 130% text it lay 2 px from it)
        clear = pygame.Rect((0, 0), size).inflate(-2 * (FELT_RIM + 6), -2 * (FELT_RIM + 6))
        assert clear.contains(panel.rect), (where, panel.rect)
        inner = panel.get_container().get_rect()
        widgets = [w for w in panel.get_container().elements if "#title" not in w.object_ids]
        assert len(widgets) > 10, where
        for w in widgets:
            assert inner.contains(w.rect), (where, w.rect, inner)
            if isinstance(w, pygame_gui.elements.UIButton):
                tw, th = w.font.size(w.text)
                room = w.rect.inflate(-2 * BUTTON_EDGE, -2 * BUTTON_EDGE)
                assert tw + 12 <= room.w and th + 2 <= room.h, (where, w.text, w.rect, (tw, th))
            elif isinstance(w, pygame_gui.elements.UILabel):
                tw, th = w.font.size(w.text)
                assert tw <= w.rect.w and th <= w.rect.h + 2, (where, w.text, w.rect, (tw, th))
        for a, b in itertools.combinations(widgets, 2):
            assert not a.rect.colliderect(b.rect), (where, a.rect, b.rect)
        if screen.shows_fan():
            assert panel.rect.bottom <= fan_top(size[1], app.scale), where
        if language in ("fr", "ru") and players == 6:
            app.screenshot(ARTIFACTS / f"new-game-fit-{language}-{size[0]}-{scale}.png")
