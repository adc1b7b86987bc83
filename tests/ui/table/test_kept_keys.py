"""Fault 11 of issue 29: key presses during the reveal and pass animations were dropped
without a sign (six quick End+Enter played three cards). A press that cannot act yet is
kept and played when it can: six End+Enter during the reveals play six cards, each the
last of the fan as it was then, and no more; a press kept for a moment gone is let go,
never played; an Enter kept while the hands pass is let go with the bump when another
hand comes (it picked a card of that hand before the player had seen it)."""

from __future__ import annotations

import pygame

from guildes.rules import ChoiceKind, Game, Phase
from guildes.ui.table.kept_keys import KeptKeys, Moment
from guildes.ui.table.views import fan_cards
from tests.ui.test_end_to_end import frames, key
from tests.ui.test_faults import until


def _table(make_app, phase: Phase):  # type: ignore[no-untyped-def]
    """A 4-player table at normal speed (the passes and reveals take their time), at
    the human's first choice of ``phase``."""
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed="normal")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, 4)]
    start_new_game(app, seats, 4, "shared")
    table = app.stack.top
    assert isinstance(table, TableScene)

    def first_card() -> None:  # on through the draft: the first card, at once
        if table.can_choose():
            key(pygame.K_RETURN)

    # the AI seats answer in their own time
    until(app, lambda: table.can_choose() and table._drawn().phase is phase, first_card, 120)
    return app, table


def _mine(game: Game, since: int) -> list[int]:
    return [i for i, (s, _c) in enumerate(game.history) if s == 0 and i >= since]


def test_six_quick_end_enter_play_six_cards_each_the_last(make_app) -> None:  # type: ignore[no-untyped-def]
    app, table = _table(make_app, Phase.PLAY)
    game = table.session.game
    since = len(game.history)
    for _ in range(6):  # a hurried player: End, Enter, a frame apart, over the animations
        key(pygame.K_END)
        frames(app, 1)
        key(pygame.K_RETURN)
        frames(app, 1)
    assert len(_mine(game, since)) < 6  # (most were pressed while nothing could act)
    until(app, lambda: len(_mine(game, since)) >= 6 and table.can_choose())
    frames(app, 60)  # and nothing more comes of them
    mine = _mine(game, since)
    assert len(mine) == 6, len(mine)
    for i in mine:
        view = Game.replay(game.config, game.history[:i]).view(0)
        choice = game.history[i][1]
        assert choice.kind in (ChoiceKind.PICK, ChoiceKind.PLAY)
        assert choice.guild == fan_cards(view)[-1], i  # the last card of the fan then
    assert not len(table.kept)
    table.session.close()


def test_an_enter_kept_while_the_hands_pass_picks_nothing_from_the_next(make_app) -> None:  # type: ignore[no-untyped-def]
    """Enter pressed after a pick, while the others still choose or the hands pass, is
    let go with the bump once the next hand shows: the player has not seen its cards.
    The next Enter picks from it."""
    app, table = _table(make_app, Phase.DRAFT)
    game = table.session.game
    since = len(game.history)
    bumps: list[str] = []
    play = table.app.sounds.play
    table.app.sounds.play = lambda name: (bumps.append(name), play(name))  # type: ignore[method-assign]
    key(pygame.K_RETURN)  # a pick
    frames(app, 1)
    assert len(_mine(game, since)) == 1 and not table.can_choose()
    key(pygame.K_RETURN)  # pressed before the next hand shows
    frames(app, 1)
    assert len(table.kept) == 1
    until(app, table.can_choose)
    frames(app, 10)
    assert len(_mine(game, since)) == 1, "a card of a hand not seen was picked"
    assert "bump" in bumps and not len(table.kept)
    key(pygame.K_RETURN)
    frames(app, 2)
    assert len(_mine(game, since)) == 2
    table.session.close()


def test_a_press_kept_for_another_moment_is_let_go() -> None:
    kept = KeptKeys()
    draft, play = Moment(0, 1, Phase.DRAFT), Moment(0, 1, Phase.PLAY)
    assert kept.keep(pygame.K_RETURN, draft) and kept.keep(pygame.K_END, play)
    assert not kept.keep(pygame.K_ESCAPE, draft)  # (the menu's key acts at once)
    assert not kept.keep(pygame.K_RETURN, Moment(0, 1, Phase.TRICKS))
    assert kept.take(play) == (pygame.K_END, True)  # the draft's Enter let go
    assert kept.take(play) == (None, False)
    assert kept.keep(pygame.K_RETURN, Moment(1, 1, Phase.PLAY))
    assert kept.take(play) == (None, True)  # another player's: never played


def test_presses_before_a_first_choice_are_not_kept(make_app) -> None:  # type: ignore[no-untyped-def]
    """Enter pressed during the opening (the Event card dealt, before the hand was
    seen) picks nothing once the hand shows: only a player already choosing is kept up."""
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(speed="normal")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, 4)]
    start_new_game(app, seats, 4, "shared", ("event_cards",))
    table = app.stack.top
    frames(app, 1)
    assert table.steps and not table.can_choose()  # the opening plays
    for _ in range(3):
        key(pygame.K_END)
        key(pygame.K_RETURN)
        frames(app, 1)
    assert not len(table.kept)
    until(app, table.can_choose)  # the AI seats answer in their own time
    frames(app, 10)
    assert table.can_choose() and not _mine(table.session.game, 0)
    table.session.close()
