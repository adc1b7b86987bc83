"""The expert's hints at the table (a practice game): H asks the worker for the three best
choices of the viewer's decision from the viewer's view only; the window stays live; the
hints show only to the seat that asked and go when the decision moves on; a game where a
hint was shown is marked in its save (Load) and counted apart; New game offers the
practice option, off by default."""

from __future__ import annotations

import random
import time

import pygame
import pytest

from guildes.ai.review import hints
from guildes.rules import Game, GameConfig, SeatView
from guildes.saves import savefile
from guildes.seats import Seat
from guildes.session import Session
from guildes.ui.table.hint_panel import HintPanel
from tests.ai.test_review import _hidden_changed
from tests.ui.conftest import ARTIFACTS
from tests.ui.table.test_trick_turn import open_turn, tricks_offered  # noqa: F401
from tests.ui.test_end_to_end import frames, key


def _table(make_app, seats: list[Seat], seed: int = 3, practice: bool = True):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    session = Session(Game(GameConfig(players=len(seats), seed=seed)), seats, app.store)
    session.practice = practice
    app.reset("table", session)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return app, table


def _wait(app, done, timeout: float = 60.0) -> None:  # type: ignore[no-untyped-def]
    end = time.monotonic() + timeout
    while not done() and time.monotonic() < end:
        frames(app, 1)
        time.sleep(0.02)
    assert done()


def test_h_shows_the_three_best_choices_from_the_viewers_view(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("Ana"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")]
    app, table = _table(make_app, seats)
    _wait(app, table.can_choose)
    assert "hint" in table.input.buttons  # the Hint button of a practice game
    key(pygame.K_h)
    frames(app, 1)
    panel = table.hint_panel
    assert panel is not None and panel.thinking
    game = table.session.game
    asked = panel.view
    assert isinstance(asked, SeatView) and asked.seat == 0  # the seat's view, no more
    legal = game.legal_choices(0)
    _wait(app, lambda: panel.hints is not None)
    expected = hints(asked, legal, 3)
    assert [(h.choice, h.value) for h in panel.hints] == [(h.choice, h.value) for h in expected]
    frames(app, 1)
    assert table.session.hinted == {0}
    app.screenshot(ARTIFACTS / "table-hints-1280x720.png")
    key(pygame.K_h)  # again: hidden
    frames(app, 1)
    assert panel.key is None


def test_the_hints_see_only_the_seats_view() -> None:
    """No peeking: the same view with other hidden cards gets the same hints, through the
    panel's worker."""
    game = Game(GameConfig(players=4, seed=12))
    rng = random.Random(12)
    for _ in range(3):  # a few picks in, so that the hands differ
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
    other = _hidden_changed(game, 0, random.Random(1))
    assert other.view(0) == game.view(0) and other.view(1) != game.view(1)
    got = []
    for g in (game, other):
        panel = HintPanel()
        panel.ask(g.view(0), g.legal_choices(0), 3)
        end = time.monotonic() + 60
        while panel.hints is None and not panel.failed and time.monotonic() < end:
            panel.update((0, 3))
            time.sleep(0.02)
        assert panel.hints is not None
        got.append([(h.choice, h.value, h.reason) for h in panel.hints])
        panel.close()
    assert got[0] == got[1]


def test_hotseat_hints_show_only_to_the_seat_that_asked(make_app) -> None:  # type: ignore[no-untyped-def]
    panel = HintPanel()
    game = Game(GameConfig(players=3, seed=4))
    panel.ask(game.view(1), game.legal_choices(1), 0)
    assert panel.visible_to(1) and not panel.visible_to(0) and not panel.visible_to(None)
    panel.update((0, 0))  # the curtain came down, another seat looks: gone
    assert panel.key is None and not panel.visible_to(1)
    panel.close()


def test_no_hints_outside_practice(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("Ana"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")]
    app, table = _table(make_app, seats, practice=False)
    _wait(app, table.can_choose)
    key(pygame.K_h)
    frames(app, 1)
    assert table.hint_panel is None and "hint" not in table.input.buttons


def test_a_game_with_hints_is_marked_in_its_save_and_counted_apart(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    seats = [Seat("Ana"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")]
    app, table = _table(make_app, seats)
    table.session.hinted.add(0)
    table.session.autosave()
    saved = savefile.load(app.where.autosave)
    assert saved.practice and saved.hints_shown == (0,)
    import json

    from guildes.saves.store import slot_info

    info = slot_info(app.where.autosave, json.loads(app.where.autosave.read_text("utf-8")))
    assert info.hints_shown
    # resumed: still a practice game, still marked
    from guildes.ui.games import start_saved_game

    table.session.close()
    start_saved_game(app, saved)
    resumed = app.stack.top
    assert resumed.session.practice and resumed.session.hinted == {0}
    resumed.session.close()


def test_a_malformed_hints_mark_is_left_out(tmp_path) -> None:  # type: ignore[no-untyped-def]
    game = Game(GameConfig(players=3, seed=1))
    seats = [Seat("Ana"), Seat("B", "easy"), Seat("C", "easy")]
    path = tmp_path / f"x{savefile.SUFFIX}"
    savefile.write(path, savefile.SavedGame.of(game, seats, hints_shown=[2]), game)
    assert savefile.load(path).hints_shown == (2,)
    import json

    data = json.loads(path.read_text("utf-8"))
    data["hints_shown"] = [7, "x"]
    path.write_text(json.dumps(data), "utf-8")
    assert savefile.load(path).hints_shown == ()


@pytest.mark.parametrize("practice", [False, True])
def test_new_game_offers_practice_off_by_default(make_app, fast_levels, practice) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.table import TableScene

    app = make_app()
    app.start(MainMenu(app))
    app.push("new_game")
    frames(app, 1)
    scene = app.stack.top
    assert isinstance(scene, NewGameScene) and scene.practice is False
    if practice:
        scene._practice()
        assert scene.practice
    scene._start()
    frames(app, 1)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.session.practice is practice and (table.hint_panel is not None) is practice
    table.session.close()


@pytest.mark.usefixtures("tricks_offered")
def test_a_hint_shows_each_choice_whole(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A Dirty Trick's choices name their target last ("One Priests card fewer on
    Domitille's table"): the panel cut them off with "…" at 1280x720. Each choice now
    shows whole, on two lines if need be, and a line says what the values are."""
    import guildes.ui.table.hint_panel as hint_panel
    from guildes.ai.review import Hint
    from guildes.ai.review_reasons import Reason
    from guildes.i18n import t as tr
    from guildes.rules import ChoiceKind
    from guildes.rules.cards import Trick
    from guildes.ui.table.choice_words import choice_label

    app = make_app(size=(1280, 720))
    table, seat = open_turn(app, Trick.PRIESTS, 4)
    game = table.session.game
    view = game.view(seat)
    names = ["Domitille-Apolline", "Brunehilde", "Maximilienne", "Aurèle-Théodore"]
    uses = [c for c in game.legal_choices(seat) if c.kind is ChoiceKind.TRICK]
    uses.sort(key=lambda c: -len(choice_label(view, c, names)))
    panel = HintPanel()
    panel.key, panel.view = (seat, 0), view
    panel.hints = [
        Hint(c, -19.9 - k, Reason("trick_gain", {"votes": 4})) for k, c in enumerate(uses[:3])
    ]
    drawn: list[str] = []
    real = hint_panel.text
    monkeypatch.setattr(
        hint_panel, "text", lambda words, *a, **k: (drawn.append(words), real(words, *a, **k))[1]
    )
    for language in ("en", "fr", "cs", "ru"):
        app.set_language(language)
        drawn.clear()
        assert panel.draw(app.screen, table.layout, seat, names) is not None
        said = " ".join(drawn)
        assert "…" not in said, said
        for hint in panel.hints:
            label = choice_label(view, hint.choice, names)
            assert all(word in said for word in label.split()), (language, label, drawn)
        assert all(word in said for word in tr("hints.values").split()), (language, drawn)
        table.hint_panel = panel
        monkeypatch.setattr(panel, "update", lambda key: None)
        frames(app, 1)
        app.screenshot(ARTIFACTS / f"table-hints-trick-{language}-1280x720.png")
    table.session.close()


def _game_at(players: int, variants: frozenset[str], voting_round: int) -> Game:
    """A game of random choices at the bottom seat's first pick of ``voting_round``."""
    from guildes.rules import Phase

    game = Game(GameConfig(players=players, seed=5, variants=variants))
    rng = random.Random(1)
    while True:
        view = game.view(0)
        if (
            view.voting_round == voting_round
            and view.phase is Phase.DRAFT
            and 0 in game.to_choose()
        ):
            return game
        for seat in game.to_choose():
            game.choose(seat, rng.choice(game.legal_choices(seat)))


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_hint_panel_keeps_off_every_seats_panel(players: int) -> None:
    """The play test found the panel lying over the top-right opponent's panel at
    1280x720 (4 players). It now goes where it covers no seat's panel (nor the viewer's
    kept cards or the line saying what to do), on the felt under the standings strip and
    above the fan, at every window size, with 85% and 100% text, in the four languages,
    with and without the Dirty Tricks, in round 1 and in round 3 (cards on the tables).
    (At 130% text in a 960x600 or 1024x768 window it cannot: it covers the least it
    can.)"""
    from guildes.ai.review import Hint
    from guildes.ai.review_reasons import Reason
    from guildes.i18n import set_language
    from guildes.ui.layout import TableLayout

    names = ["Domitille-Apolline", "Brunehilde", "Maximilienne", "Aurèle", "Bo", "Cy"]
    try:
        for variants in (frozenset(), frozenset({"dirty_tricks"})):
            for voting_round in (1, 3):
                game = _game_at(players, variants, voting_round)
                view = game.view(0)
                panel = HintPanel()
                panel.key, panel.view = (0, 0), view
                panel.hints = [
                    Hint(
                        c,
                        -9.6 - k,
                        Reason(
                            "takes_lead", {"guild": c.guild, "mine": 1, "theirs": 0, "votes": 17}
                        ),
                    )
                    for k, c in enumerate(game.legal_choices(0)[:3])
                ]
                for size in ((1280, 720), (1920, 1080), (960, 600), (1024, 768)):
                    for text_size in (0.85, 1.0):
                        lay = TableLayout(*size, players, 0, 0, text_size, tricks=bool(variants))
                        said = pygame.Rect(
                            lay.felt_rect.centerx - 200, lay.fan_top(10) - 40, 400, 30
                        )
                        for language in ("en", "fr", "cs", "ru"):
                            set_language(language)
                            surf = pygame.Surface(size)
                            box = panel.draw(surf, lay, 0, names[:players], [said])
                            where = (variants, voting_round, size, text_size, language, box)
                            assert box is not None
                            assert (
                                box.collidelist([lay.seat_panel(s) for s in range(players)]) < 0
                            ), where
                            assert not box.colliderect(said), where
                            assert box.top >= lay.strip_rect.bottom, where
                            assert box.bottom <= lay.fan_top(len(view.hand)), where
                            assert lay.felt_rect.contains(box), where
    finally:
        set_language("en")


def test_the_hint_buttons_words_fit_it_in_every_language(make_app) -> None:  # type: ignore[no-untyped-def]
    """The Hint button had no font of its own in the theme: drawn larger than the other
    table buttons, its Russian words were cut ("Подсказка (H"). Every table button's
    words now fit inside it, in the four languages."""
    seats = [Seat("Ana"), Seat("Bot 1", "easy"), Seat("Bot 2", "easy")]
    app, table = _table(make_app, seats)
    try:
        for language in ("en", "fr", "cs", "ru"):
            app.set_language(language)
            frames(app, 2)
            table = app.stack.top
            assert "hint" in table.input.buttons
            for name, button in table.input.buttons.items():
                words = button.text
                room = button.rect.w - 2 * 6  # its border and shadow each side
                assert button.font.size(words)[0] <= room, (language, name, words)
                counts = table.input.buttons["counts"].font
                assert button.font.size("Hint")[1] == counts.size("Hint")[1], (language, name)
    finally:
        table.session.close()


@pytest.mark.usefixtures("tricks_offered")
@pytest.mark.parametrize(
    ("size", "text_size"), [((960, 600), 1.3), ((1280, 720), 1.0), ((1920, 1080), 0.85)]
)
def test_a_hint_in_a_trick_turn_keeps_off_the_turns_panel(
    make_app, monkeypatch, size, text_size
) -> None:  # type: ignore[no-untyped-def]
    """The hint panel goes where it covers the least of the table: in the player's own
    Dirty Trick turn, never over the turn's panel (its Use and Decline buttons)."""
    from guildes.ai.review import Hint
    from guildes.ai.review_reasons import Reason
    from guildes.rules import ChoiceKind
    from guildes.rules.cards import Trick

    app = make_app(size=size)
    app.settings.ui_scale = text_size
    app.apply_text_size()
    table, seat = open_turn(app, Trick.PRIESTS, 6)
    game = table.session.game
    uses = [c for c in game.legal_choices(seat) if c.kind is ChoiceKind.TRICK]
    panel = HintPanel()
    panel.key, panel.view = (seat, 0), game.view(seat)
    panel.hints = [
        Hint(c, -4.5 - k, Reason("trick_gain", {"votes": 4})) for k, c in enumerate(uses[:3])
    ]
    drawn: list[pygame.Rect | None] = []
    real = HintPanel.draw
    monkeypatch.setattr(panel, "update", lambda key: None)
    monkeypatch.setattr(
        panel, "draw", lambda *a, **k: (drawn.append(real(panel, *a, **k)), drawn[-1])[1]
    )
    table.hint_panel = panel
    frames(app, 2)
    assert table.trick_turn is not None
    box = drawn[-1]
    assert box is not None
    assert not box.colliderect(table.trick_turn.panel_rect(table.layout)), box  # fails before
    app.screenshot(ARTIFACTS / f"table-hints-trick-turn-{size[0]}x{size[1]}.png")
    table.session.close()
