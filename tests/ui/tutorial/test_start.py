"""The tutorial's deal and how it starts: a friendly fixed deal from the engine, the offer
on a first start (shown once, remembered, declinable), never counted in the statistics."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from tests.ui.test_end_to_end import click, frames, key


def _play_round_one(game, seats, rounds: int = 1, player: str = "greedy"):  # type: ignore[no-untyped-def]
    """Round 1 (or ``rounds`` rounds) with the seats as the app asks them (same agents,
    same seeds) and the player as ``player`` (by default one keeping what pays most);
    each reveal's AI guilds."""
    from guildes.ai.agent import make_agent
    from guildes.ai.levels import agent_spec
    from guildes.rules import Phase
    from guildes.session import decision_seed

    made = [0] * 4
    reveals = []
    while len(game.counts) < rounds:
        playing = game.view(0).phase is Phase.PLAY
        n = len(game.history)
        for seat in game.to_choose():
            spec = player if seat == 0 else agent_spec(seats[seat].level)
            agent = make_agent(spec, decision_seed(game.config.seed, seat, made[seat]))
            made[seat] += 1
            game.choose(seat, agent.choose(game.view(seat), game.legal_choices(seat)))
        if playing:
            reveals.append([c.guild for s, c in game.history[n:] if s != 0])
    return reveals


def test_the_deal_is_the_engines_and_friendly() -> None:
    from guildes.ui.tutorial.start import AI_LEVELS, tutorial_game, tutorial_seats

    game = tutorial_game()
    seats = tutorial_seats()
    assert [s.is_human for s in seats] == [True, False, False, False]
    assert tuple(s.level for s in seats[1:]) == AI_LEVELS
    hand = game.view(0).hand
    assert max(hand) == 3 and sorted(hand)[-2] == 2  # a clear set to keep
    # A player keeping the cards that pay most leads the first count.
    _play_round_one(game, seats)
    votes = game.counts[0].totals
    assert votes[0] > max(votes[1:])


def test_the_ai_seats_do_not_all_play_the_same_card() -> None:
    """Issue 29: with three easy seats, every reveal of round 1 showed one guild three
    times."""
    from guildes.ui.tutorial.start import tutorial_game, tutorial_seats

    reveals = _play_round_one(tutorial_game(), tutorial_seats())
    assert reveals and all(len(set(guilds)) > 1 for guilds in reveals), reveals


@pytest.mark.parametrize("player", ["greedy", "heuristic"])
def test_the_ai_seats_seldom_play_one_card_in_the_later_rounds(player: str) -> None:
    """Issue 29: the tutorial now goes on to round 3. Three seats may now and then play
    the same guild (as players do), but at most once in the game's 21 reveals."""
    from guildes.ui.tutorial.start import tutorial_game, tutorial_seats

    reveals = _play_round_one(tutorial_game(), tutorial_seats(), rounds=3, player=player)
    assert len(reveals) == 21
    assert sum(1 for guilds in reveals if len(set(guilds)) == 1) <= 1, reveals


def _dialog_buttons(dialog):  # type: ignore[no-untyped-def]
    return {it.widget.text: it.widget for it in dialog.menu.ring.items}


def test_the_first_start_offers_the_tutorial_once(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.app import App
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.tutorial.dialog import TutorialDialog
    from guildes.ui.tutorial.start import offer_tutorial

    app = make_app()
    app.start(MainMenu(app))
    assert offer_tutorial(app)
    frames(app, 2)
    dialog = app.stack.top
    assert isinstance(dialog, TutorialDialog) and dialog.title == "Welcome to Guildes"
    assert list(_dialog_buttons(dialog)) == ["Play the tutorial", "Not now"]
    click(_dialog_buttons(dialog)["Not now"].rect.center)  # declined
    frames(app, 2)
    assert isinstance(app.stack.top, MainMenu)
    assert not offer_tutorial(app)  # not again in this run
    where = app.where
    app.shutdown()
    again = App(where, size=(1280, 720), speed="fast", sound=False)
    try:
        assert again.settings.tutorial_offered
        again.start(MainMenu(again))
        assert not offer_tutorial(again)  # nor at the next start
        assert isinstance(again.stack.top, MainMenu)
    finally:
        again.shutdown()


def test_the_offer_opens_the_tutorial_by_enter_and_esc_declines(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene
    from guildes.ui.tutorial.start import offer_tutorial

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    offer_tutorial(app)
    frames(app, 2)
    key(pygame.K_RETURN)  # "Play the tutorial" has the focus
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene) and table.coach is not None
    table.close()

    other = make_app(speed="instant")
    other.start(MainMenu(other))
    offer_tutorial(other)
    frames(other, 2)
    key(pygame.K_ESCAPE)
    frames(other, 2)
    assert isinstance(other.stack.top, MainMenu) and other.settings.tutorial_offered


def test_no_offer_to_a_player_who_has_played(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.rules import Game, GameConfig
    from guildes.seats import Seat
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.tutorial.start import offer_tutorial

    app = make_app()
    game = Game(GameConfig(players=3, seed=1))
    while not game.is_over:
        for s in game.to_choose():
            game.choose(s, game.legal_choices(s)[0])
    assert game.outcome is not None
    app.statistics.record_game([Seat("A"), Seat("B", "easy"), Seat("C", "easy")], game.outcome)
    app.start(MainMenu(app))
    assert not offer_tutorial(app)
    assert isinstance(app.stack.top, MainMenu)


def test_a_tutorial_table_never_counts_a_game_in_the_statistics(make_app) -> None:  # type: ignore[no-untyped-def]
    """Even a tutorial game that reached its end (opened on a finished game) is not
    recorded: the table records games only outside the tutorial."""
    from guildes.ui.scenes.results import ResultsScene

    app = _tutorial_played_to_its_end(make_app)
    assert isinstance(app.stack.scenes[-2], ResultsScene)  # under its closing word
    assert app.statistics.total().played == 0


@pytest.mark.parametrize("button", [0, 1, 2])
def test_the_tutorial_played_to_its_end_says_what_to_do_next(make_app, button: int) -> None:  # type: ignore[no-untyped-def]
    """Issue 29: the tutorial played to its end left the player on the results without
    a word: its closing word says what next (a game against the AI, the rules, this
    game's results and review), each a button that goes there."""
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.scenes.rules import RulesScene
    from guildes.ui.tutorial.dialog import TutorialDialog

    app = _tutorial_played_to_its_end(make_app)
    word = app.stack.top
    assert isinstance(word, TutorialDialog)
    assert word.title == i18n.t("tutorial.end.title")
    said = " ".join(word.lines)
    assert i18n.t("tutorial.end.next") in said
    labels = [label for label, _go in word.buttons]
    assert labels == [
        i18n.t("tutorial.end.play"),
        i18n.t("tutorial.end.rules"),
        i18n.t("tutorial.end.results"),
    ]
    word.buttons[button][1]()
    frames(app, 2)
    expected = (NewGameScene, RulesScene, ResultsScene)[button]
    assert isinstance(app.stack.top, expected), app.stack.top


def _tutorial_played_to_its_end(make_app):  # type: ignore[no-untyped-def]
    """An app whose tutorial table has just played the last choice of a whole game."""
    from guildes.rules import Game, GameConfig
    from guildes.session import Session
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.tutorial.start import tutorial_seats

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    game = Game(GameConfig(players=4, seed=3))
    for seat, choice in _a_game_but_the_last_choice(game):
        game.choose(seat, choice)
    app.reset("table", Session(game, tutorial_seats(), None), tutorial=True)
    table = app.stack.top
    frames(app, 2)
    last = game.to_choose()[0]
    table.session.choose(last, game.legal_choices(last)[0])  # the game ends at this table
    frames(app, 30)
    return app


def _a_game_but_the_last_choice(game):  # type: ignore[no-untyped-def]
    """Every choice of a whole game but the human seat 0's very last one."""
    probe = game.copy()
    out = []
    while not probe.is_over:
        for s in probe.to_choose():
            out.append((s, probe.legal_choices(s)[0]))
            probe.choose(s, out[-1][1])
    # the last step: seat 0 chooses last, so the table applies the end
    last_step = [i for i, (s, _c) in enumerate(out) if s == 0][-1]
    return [x for i, x in enumerate(out) if i != last_step]


def test_no_offer_over_the_message_of_an_unusable_data_folder(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """Where the offer could not be remembered, the folder's message is what shows."""
    from guildes.saves import locations
    from guildes.ui.app import App
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.tutorial.start import offer_tutorial

    (tmp_path / "a-file").write_text("not a folder")
    app = App(locations(tmp_path / "a-file" / "data"), size=(1280, 720), sound=False)
    try:
        app.start(MainMenu(app))
        assert app.stack.top.name == "message"
        assert not offer_tutorial(app)
        assert app.stack.top.name == "message"
    finally:
        app.shutdown()
