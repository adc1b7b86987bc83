"""The New game form's real controls (issue 29, "menus of a finished game"): the number
of players a choice of 3 4 5 6 side by side (one click picks, a second click on the same
place keeps it), each seat's kind and the tiebreak in drop-down lists (by the mouse and
by Left/Right/Enter), the practice hints and the variants Off / On toggles (a click on
the other word turns them over, once), in sections with headings in every language."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from guildes.saves import savefile
from tests.ui.test_end_to_end import click, frames, key

BOTH = frozenset({"event_cards", "dirty_tricks"})


def _screen(make_app, monkeypatch, size=(1280, 720), last=None):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.new_game import NewGameScene

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", BOTH)
    app = make_app(size=size, speed="instant")
    app.settings.last_setup = last or {"players": 4, "kinds": ["human", "easy", "normal"]}
    app.start(NewGameScene(app))
    frames(app, 2)
    return app, app.stack.top


def _lit(screen, prefix: str) -> list[str]:  # type: ignore[no-untyped-def]
    from guildes.ui.widgets import chosen_id

    return [n for n, w in screen.controls.items() if n.startswith(prefix) and chosen_id(w)]


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_one_click_on_a_number_of_players_picks_it(make_app, monkeypatch, size) -> None:  # type: ignore[no-untyped-def]
    app, screen = _screen(make_app, monkeypatch, size)
    assert screen.players == 4 and _lit(screen, "players:") == ["players:4"]
    five = screen.controls["players:5"].rect.center
    click(five)
    frames(app, 2)
    assert screen.players == 5 and len(screen.entries) == 5
    assert _lit(screen, "players:") == ["players:5"]
    click(five)  # the same place again: the same choice
    frames(app, 2)
    assert screen.players == 5 and _lit(screen, "players:") == ["players:5"]
    click(screen.controls["players:3"].rect.center)
    frames(app, 2)
    assert screen.players == 3 and len(screen.entries) == 3
    # the keys: Right on the focused choice, round from 6 to 3
    screen.ring.index = 0
    screen.ring.move(0)
    for expected in (4, 5, 6, 3):
        key(pygame.K_RIGHT)
        frames(app, 2)
        assert screen.players == expected


def test_a_toggle_flips_once_per_click(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, screen = _screen(make_app, monkeypatch)
    for name in ("practice", "event_cards", "dirty_tricks"):
        assert getattr(screen, name) is False and _lit(screen, f"{name}:") == [f"{name}:off"]
        on = screen.controls[f"{name}:on"].rect.center
        click(on)
        frames(app, 2)
        assert getattr(screen, name) is True and _lit(screen, f"{name}:") == [f"{name}:on"]
        click(on)  # on already: stays on
        frames(app, 2)
        assert getattr(screen, name) is True
        click(screen.controls[f"{name}:off"].rect.center)
        frames(app, 2)
        assert getattr(screen, name) is False and _lit(screen, f"{name}:") == [f"{name}:off"]
    assert screen.variants() == frozenset()


def _pick(app, drop, words: str) -> None:  # type: ignore[no-untyped-def]
    """Open a drop-down list with a click and click its option ``words``."""
    click(drop.rect.center)
    frames(app, 2)
    expanded = drop.menu_states["expanded"]
    assert drop.current_state is expanded
    items = expanded.options_selection_list.item_list
    button = next(item["button_element"] for item in items if item["text"] == words)
    inside = pygame.Rect((0, 0), app.size)
    assert inside.contains(button.rect), (words, button.rect)  # the list opens in the window
    click(button.rect.center)
    frames(app, 5)  # the press, the list's choice, the drop-down's news: a frame each


@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_seats_kind_and_the_tiebreak_are_chosen_in_lists(make_app, monkeypatch, size) -> None:  # type: ignore[no-untyped-def]
    last = {"players": 6, "kinds": ["human", "easy", "normal", "hard", "expert", "easy"]}
    app, screen = _screen(make_app, monkeypatch, size, last)
    _pick(app, screen.controls["kind:1"], "AI: hard")
    assert screen.kinds[:2] == ["human", "hard"]
    _pick(app, screen.controls["kind:5"], "Human")  # the lowest seat's list opens upwards
    assert screen.kinds[5] == "human"
    _pick(app, screen.controls["tie"], "Shared victory")
    assert screen.tiebreak == "shared"
    # the keys: Right / Left step the focused list, Enter too
    drop = screen.controls["kind:0"]
    screen.ring.focus_widget(drop)
    key(pygame.K_RIGHT)
    frames(app, 2)
    assert screen.kinds[0] == "easy"
    key(pygame.K_LEFT)
    frames(app, 2)
    assert screen.kinds[0] == "human"
    screen.ring.focus_widget(screen.controls["tie"])
    key(pygame.K_RETURN)
    frames(app, 2)
    assert screen.tiebreak == "militia_then_shared"
    assert screen.focused_rect() is not None  # a frame shows which list has the focus


@pytest.mark.parametrize("language", ["en", "fr", "cs", "ru"])
def test_the_form_is_in_labelled_sections(make_app, monkeypatch, language: str) -> None:  # type: ignore[no-untyped-def]
    app, screen = _screen(make_app, monkeypatch)
    app.set_language(language)
    screen._rebuild()
    headings = [w for kind, w, _r in screen.grid.drawn if kind == "heading"]
    keys = ["players", "practice", "rules", "deal"]
    assert headings == [i18n.t(f"new_game.section.{k}") for k in keys]
    labels = screen.grid.texts()
    for key_ in ("players", "tie", "event_cards", "dirty_tricks", "hints", "seed", "code"):
        assert i18n.t(f"new_game.row.{key_}") in labels, key_
    i18n.set_language("en")
    english = [i18n.t(f"new_game.section.{k}") for k in keys]
    if language != "en":  # written in the language, not left in English
        assert all(a != b for a, b in zip(headings, english, strict=True)), headings


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_the_names_are_as_large_as_the_kinds_beside_them(make_app, monkeypatch, size) -> None:  # type: ignore[no-untyped-def]
    """A hurried play test (issue 29): the seats' name fields used the small default type
    (14 px at scale 1) beside their kinds' lists in bold 16: the names read as a footnote."""
    from guildes.ui.fonts import theme_size

    app, screen = _screen(make_app, monkeypatch, size)
    assert screen.entries
    for entry in screen.entries:
        assert entry.font.get_point_size() >= theme_size(16, app.theme_scale)  # fails before


def test_the_tutorials_play_against_the_ai_opens_a_game_against_the_ai(make_app) -> None:  # type: ignore[no-untyped-def]
    """A hurried play test (issue 29): the tutorial's last "Play a game against the AI"
    opened New game on the remembered setup, two people in hotseat, Start focused. It
    opens one person against the AI, the other seats' remembered levels kept."""
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.table.coach import Coach

    app = make_app()
    app.settings.last_setup = {"players": 4, "kinds": ["human", "human", "hard", "easy"]}
    app.start(MainMenu(app))
    app.push("new_game")
    frames(app, 1)
    assert app.stack.top.kinds[:4] == ["human", "human", "hard", "easy"]  # New game: as left
    Coach.closing(app)
    frames(app, 1)
    dialog = app.stack.top
    play = dialog.menu.ring.items[0].widget  # "Play a game against the AI"
    click(play.rect.center)
    frames(app, 2)
    form = app.stack.top
    assert isinstance(form, NewGameScene)
    assert form.kinds[:4] == ["human", "normal", "hard", "easy"]  # fails before


@pytest.mark.parametrize("language", ["en", "ru"])
def test_a_full_name_field_says_so(make_app, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    """A hurried play test (issue 29): a name field stopped taking letters at 24 without a
    word. While a focused name field is full, a note above its right end says how long a
    name may be, in the window, over the fields; it goes when a letter is taken away."""
    from guildes.seats import MAX_NAME
    from tests.ui.test_faults import type_text

    app, screen = _screen(make_app, monkeypatch)
    app.set_language(language)
    entry = screen.entries[1]
    assert screen.full_name_note() is None
    type_text(entry, "B" * (MAX_NAME + 5))
    frames(app, 3)
    assert entry.get_text() == "B" * MAX_NAME
    note = screen.full_name_note()
    assert note is not None  # fails before: no note
    rect, words = note
    assert str(MAX_NAME) in words and pygame.Rect(0, 0, *app.size).contains(rect)
    assert rect.bottom <= entry.rect.top + 4 and rect.right >= entry.rect.centerx
    from guildes.ui import palette

    # drawn over the widgets (under them, the field above hid it)
    assert tuple(app.screen.get_at((rect.x + 3, rect.centery)))[:3] == palette.INK
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b")
    )
    frames(app, 3)
    assert len(entry.get_text()) == MAX_NAME - 1 and screen.full_name_note() is None
