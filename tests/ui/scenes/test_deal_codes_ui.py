"""Deal codes on screen: New game shows the code of the game it sets up and plays a typed
code ("Play a deal", a typo refused with its reason and nothing started); the main menu's
Daily deal opens today's deal; Results and Load show the code, K copies it."""

from __future__ import annotations

import datetime

import pygame

from guildes.deal import Deal, code_of, daily_deal
from guildes.rules import Game, GameConfig
from guildes.seats import Seat
from guildes.ui.games import shown_code
from tests.ui.scenes.test_results import GUARDED, NoDecider
from tests.ui.test_end_to_end import frames, key


def _menu(make_app):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    app.start(MainMenu(app))
    frames(app, 1)
    return app


def test_new_game_shows_the_code_of_the_game_it_starts(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.table import TableScene

    app = _menu(make_app)
    app.push("new_game")
    frames(app, 1)
    form = app.stack.top
    code = code_of(form._config(), form._levels())
    assert code is not None
    texts = _all_texts(app)
    assert any(shown_code(code) in x for x in texts), texts
    form._start()
    frames(app, 1)
    table = app.stack.top
    assert isinstance(table, TableScene)
    game = table.session.game
    assert code_of(game.config, [s.level for s in table.session.seats]) == code
    table.session.close()


def _all_texts(app) -> list[str]:  # type: ignore[no-untyped-def]
    out = []
    stack = list(app.manager.get_root_container().elements)
    while stack:
        e = stack.pop()
        if hasattr(e, "text") and isinstance(e.text, str):
            out.append(e.text)
        inner = getattr(e, "get_container", None)
        if inner is not None:
            try:
                stack.extend(inner().elements)
            except AttributeError:
                pass
    return out


def test_play_a_deal_takes_a_code_and_refuses_a_typo(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.table import TableScene

    deal = Deal(
        players=3, seed=4242, levels=(None, "easy", "hard"), variants=frozenset({"event_cards"})
    )
    code = deal.code()
    typo = code[:-1] + ("2" if code[-1] != "2" else "3")
    app = _menu(make_app)
    app.push("new_game")
    frames(app, 1)
    form = app.stack.top
    form.code_entry.set_text(typo.lower())
    form._play_code()
    frames(app, 1)
    assert isinstance(app.stack.top, NewGameScene) and "typo" in app.stack.top.deal_error
    form = app.stack.top
    form.code_entry.set_text(shown_code(code).lower())  # any case, dashes ignored
    form._play_code()
    frames(app, 1)
    table = app.stack.top
    assert isinstance(table, TableScene)
    config = table.session.game.config
    assert (config.players, config.seed, config.variants) == (3, 4242, frozenset({"event_cards"}))
    assert [s.level for s in table.session.seats] == [None, "easy", "hard"]
    assert table.session.seats[0].name == form.names[0].strip()
    table.session.close()


def test_the_daily_deal_is_todays(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.table import TableScene

    app = _menu(make_app)
    menu = app.stack.top
    entry = next(b for b in menu.buttons() if b[0] == "Daily deal")
    entry[1]()
    frames(app, 1)
    table = app.stack.top
    assert isinstance(table, TableScene)
    today = daily_deal(datetime.date.today())
    assert table.session.game.config == today.config()
    table.session.close()


def test_results_show_the_code_and_k_copies_it(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.session import Session

    game = Game(GameConfig(players=3, seed=77))
    import random

    rng = random.Random(1)
    while not game.is_over:
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
    seats = [Seat("Ana"), Seat("B", "easy"), Seat("C", "normal")]
    session = Session(game, seats, None, decider_factory=NoDecider)  # type: ignore[arg-type]
    app = _menu(make_app)
    app.push("results", session, [])
    frames(app, GUARDED)
    scene = app.stack.top
    assert scene.code == code_of(game.config, [None, "easy", "normal"])
    key(pygame.K_k)
    frames(app, 1)
    assert scene.copied is not None
    if scene.copied:
        assert pygame.scrap.get_text() == scene.code


def test_load_lists_the_code(make_app) -> None:  # type: ignore[no-untyped-def]
    app = _menu(make_app)
    game = Game(GameConfig(players=4, seed=99))
    seats = [Seat("Ana"), Seat("B", "easy"), Seat("C", "hard"), Seat("D", "expert")]
    app.store.save(game, seats)
    slot = app.store.slots()[0]
    assert slot.deal == code_of(game.config, [s.level for s in seats]) is not None
    app.push("load")
    frames(app, 1)
    key(pygame.K_k)
    frames(app, 1)
    assert shown_code(slot.deal) in app.stack.top.message


def test_every_load_row_shows_its_code_and_the_selected_says_k_copies(
    make_app, monkeypatch
) -> None:  # type: ignore[no-untyped-def]
    import guildes.ui.scenes.load as load

    app = _menu(make_app)
    seats = [Seat("Ana"), Seat("B", "easy"), Seat("C", "hard")]
    for seed in (97, 98):
        app.store.save(Game(GameConfig(players=3, seed=seed)), seats)
    drawn: list[str] = []
    real = load.fitted
    monkeypatch.setattr(
        load, "fitted", lambda words, *a, **k: drawn.append(words) or real(words, *a, **k)
    )
    app.push("load")
    frames(app, 1)
    slots = app.stack.top.slots
    assert len(slots) == 2 and all(s.deal for s in slots)
    assert any(shown_code(slots[0].deal) in w and "K" in w for w in drawn)  # the selected
    assert shown_code(slots[1].deal) in drawn


def test_the_code_follows_the_seed_as_it_is_typed(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    """Typing a seed changes the code shown to the code of the game Start plays (the line
    kept the code of the seed drawn when the form opened, so a player sharing it shared
    another deal), and a seed too large for a code says so; the rows do not move."""
    from guildes.deal import MAX_SEED
    from guildes.i18n import t as tr
    from tests.ui.test_end_to_end import click

    app = _menu(make_app)
    app.push("new_game")
    frames(app, 1)
    form = app.stack.top
    rows = [w.rect.topleft for w in form.widgets if "#deal_code" not in w.object_ids]
    click(form.controls["seed"].rect.center)
    frames(app, 1)
    for ch in "4242":
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)
    label = next(w for w in form.widgets if "#deal_code" in w.object_ids)
    code = code_of(GameConfig(form.players, 4242), form._levels())
    assert code is not None
    assert shown_code(code) in label.text, label.text
    assert label.font.size(label.text)[0] <= label.rect.w
    assert [w.rect.topleft for w in form.widgets if "#deal_code" not in w.object_ids] == rows
    key(pygame.K_BACKSPACE)
    frames(app, 2)
    code = code_of(GameConfig(form.players, 424), form._levels())
    assert code is not None and shown_code(code) in label.text, label.text
    for ch in str(MAX_SEED + 1)[3:]:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
    frames(app, 2)
    label = next(w for w in form.widgets if "#deal_code" in w.object_ids)
    assert form.seed_entry.get_text() == "424" + str(MAX_SEED + 1)[3:]
    assert label.text in (tr("deal.no_code"), tr("new_game.no_code_short")), label.text
    form._start()
    frames(app, 1)
    app.stack.top.session.close()
