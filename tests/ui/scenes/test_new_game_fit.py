"""The New game form fits its words (play test, issue 29: at 130% text a button's words
touched its edges, the rows shorter than their font; the decorative fan showed through the
panel): every button's words inside its border with room above and below, every label's
words inside it, no widget over another, all inside the panel and the panel inside the
window, the fan only below the panel; in every language, at 960x600, 1024x768 (a
review: Russian at 130% ran past the window's foot), 1280x720 and 1920x1080, 85%, 100%
and 130% text, 3 and 6 players with both variants and the practice hints on. The form
in sections (issue 29, "menus of a finished game"): each list's words inside it, the
drawn headings and notes whole, each row's label at its full size on at most two lines,
nothing drawn under a widget (at 960x600 and 130% the first form of sections ran past
the window's foot in Russian)."""

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


def drop_down_words(drop) -> tuple[str, pygame.Rect, object]:  # type: ignore[no-untyped-def]
    """A drop-down list's shown words, the button showing them and its font."""
    shown = drop.menu_states["closed"].selected_option_button
    return shown.text, shown.rect, shown.font


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
@pytest.mark.parametrize("size", [(960, 600), (1024, 768), (1280, 720), (1920, 1080)])
def test_the_new_game_form_holds_its_words(make_app, monkeypatch, size, scale) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.fonts import font
    from guildes.ui.menu_base import FELT_RIM, fan_top
    from guildes.ui.scenes.new_game import BUTTON_EDGE
    from guildes.ui.textfit import fit_lines

    for app, language, players, screen in new_game_forms(make_app, monkeypatch, size, scale):
        where = (language, players)
        grid = screen.grid
        panel = grid.rect
        # clear of the felt's rim by a margin (at 130% text it lay 2 px from it)
        clear = pygame.Rect((0, 0), size).inflate(-2 * (FELT_RIM + 6), -2 * (FELT_RIM + 6))
        assert clear.contains(panel), (where, panel)
        inner = panel.inflate(-8, -8)
        widgets = screen.widgets
        assert len(widgets) > 10, where
        for w in widgets:
            assert inner.contains(w.rect), (where, w.rect, inner)
            if isinstance(w, pygame_gui.elements.UIButton):
                tw, th = w.font.size(w.text)
                room = w.rect.inflate(-2 * BUTTON_EDGE, -2 * BUTTON_EDGE)
                assert tw + 12 <= room.w, (where, w.text, w.rect, (tw, th))
                # (at 960x600 the rows are as short as the form needs to fit the window)
                assert th + 2 <= room.h or size[1] < 720, (where, w.text, w.rect, (tw, th))
            elif isinstance(w, pygame_gui.elements.UILabel):
                tw, th = w.font.size(w.text)
                assert tw <= w.rect.w and th <= w.rect.h + 2, (where, w.text, w.rect, (tw, th))
            elif isinstance(w, pygame_gui.elements.UIDropDownMenu):
                words, rect, fnt = drop_down_words(w)
                tw, th = fnt.size(words)
                assert tw + 8 <= rect.w and th + 2 <= w.rect.h, (where, words, rect, (tw, th))
        for a, b in itertools.combinations(widgets, 2):
            assert not a.rect.colliderect(b.rect), (where, a.rect, b.rect)
        # the drawn words: headings and notes whole on their line, inside the panel and
        # clear of every widget; a label on at most two lines, clear of its control
        for kind, words, r in grid.drawn:
            assert inner.contains(r), (where, words, r)
            px = {"heading": grid.heading_px, "note": grid.note_px, "warning": grid.note_px}
            if kind in px:
                width = font(px[kind], kind == "heading").size(words)[0]
                assert width <= r.w, (where, words)
                if kind == "heading":  # (the deal's code may lie at the right of its line)
                    r = pygame.Rect(r.x, r.y, width, r.h)
            assert r.collidelist([w.rect for w in widgets]) < 0, (where, words, r)
            if kind == "label":
                shown, lines = fit_lines(words, grid.label_px, r.w - int(6 * grid.s), 2)
                assert shown == grid.label_px and len(lines) <= 2, (where, words, r)
        if screen.shows_fan():
            assert panel.bottom <= fan_top(size[1], app.scale), where
        if language in ("fr", "ru") and players == 6:
            app.screenshot(ARTIFACTS / f"new-game-fit-{language}-{size[0]}-{scale}.png")


def _code_width(app, seed: int, players: int) -> int:  # type: ignore[no-untyped-def]
    """How wide the label font draws the code line of a form with ``seed`` drawn."""
    from guildes.deal import code_of
    from guildes.i18n import t as tr
    from guildes.rules import GameConfig
    from guildes.ui.games import shown_code

    code = code_of(GameConfig(players, seed), [None] + ["normal"] * (players - 1))
    assert code is not None
    words = tr("new_game.this_code", code=shown_code(code))
    return int(app.manager.get_theme().get_font(["label"]).size(words)[0])


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_form_stands_where_it_stands_whatever_seed_is_drawn(  # type: ignore[no-untyped-def]
    make_app, size, scale
) -> None:
    """The form's rows do not move with the seed drawn for it (its code's words are as
    wide as their letters: at 960x600 and 130% text in Russian a wide code once took a
    line of its own, the form then 23 px taller than the window's room)."""
    from guildes.ui.scenes.new_game import NewGameScene

    app = make_app(size=size, speed="instant")
    app.settings.ui_scale = scale
    app.apply_text_size()
    seeds = range(1, 400)
    for language in ("en", "fr", "cs", "ru"):
        app.set_language(language)
        app.settings.last_setup = {"players": 3, "kinds": ["human"] + ["normal"] * 5}
        widths = {seed: _code_width(app, seed, 3) for seed in seeds}
        narrow, wide = min(seeds, key=widths.__getitem__), max(seeds, key=widths.__getitem__)
        layouts = []
        for seed in (narrow, wide):
            scene = NewGameScene(app)
            scene.drawn_seed = seed
            app.start(scene)
            frames(app, 1)
            layouts.append(
                (
                    scene.grid.rect,
                    [w.rect.topleft for w in scene.widgets if "#deal_code" not in w.object_ids],
                )
            )
        assert layouts[0] == layouts[1], (language, narrow, wide, widths[narrow], widths[wide])


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
def test_a_seed_too_large_for_a_code_keeps_the_form_in_the_window(  # type: ignore[no-untyped-def]
    make_app, scale
) -> None:
    """A typed seed no code holds: its words ("too large for a deal code") stand where the
    code stood, whole, and the form stays inside the window (at 960x600 and 130% text
    they took a line of their own and the form ran past the window's foot)."""
    from guildes.deal import MAX_SEED
    from guildes.ui.menu_base import FELT_RIM
    from guildes.ui.scenes.new_game import NewGameScene

    size = (960, 600)
    app = make_app(size=size, speed="instant")
    app.settings.ui_scale = scale
    app.apply_text_size()
    clear = pygame.Rect((0, 0), size).inflate(-2 * (FELT_RIM + 6), -2 * (FELT_RIM + 6))
    for language in ("en", "fr", "cs", "ru"):
        app.set_language(language)
        app.settings.last_setup = {"players": 3, "kinds": ["human"] + ["normal"] * 5}
        scene = NewGameScene(app)
        scene.seed_text = str(MAX_SEED + 1)
        app.start(scene)
        frames(app, 1)
        assert clear.contains(scene.grid.rect), (language, scene.grid.rect)
        label = next(w for w in scene.widgets if "#deal_code" in w.object_ids)
        assert label.font.size(label.text)[0] <= label.rect.w, (language, label.text)


def test_a_form_too_tall_for_its_notes_puts_them_in_tooltips(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A review (ru, 1024x768, 130% text, six seats, both variants): the form ran past
    the window's foot (Start and Back cut in half). Where even its tightest rows do not
    fit, the variants' notes leave the form for their switches' tooltips, and the form
    fits; where it fits with them, they stay under their rows."""
    from guildes.i18n import t as tr

    for size, notes in (((1024, 768), False), ((1920, 1080), True)):
        for _app, language, players, screen in new_game_forms(make_app, monkeypatch, size, 1.3):
            if language != "ru" or players != 6:
                continue
            assert screen.notes is notes, (size, language)
            drawn = " ".join(words for kind, words, _r in screen.grid.drawn if kind == "note")
            for name in ("event_cards", "dirty_tricks"):
                line = tr(f"new_game.{name}_line")
                tips = {screen.controls[f"{name}:{side}"].tool_tip_text for side in ("off", "on")}
                assert (line in drawn) is notes and (tips == {line}) is not notes, (size, name)
