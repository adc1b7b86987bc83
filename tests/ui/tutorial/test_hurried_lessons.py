"""A hurried player in the tutorial: six quick Enters (one on the first start's "Play the
tutorial", five more as the table opens) picked five cards on their own, the lessons "Hands
pass left", "Kept cards"... each shown for a frame between two picks, never read. A press
kept while a pass plays (``kept_keys``) is let go, with the table's bump, when a new
lesson comes up: the player reads it and presses again; and, lesson or not, when the
next hand shows (the player has not seen its cards)."""

from __future__ import annotations

import pygame

from tests.ui.test_end_to_end import frames, key
from tests.ui.test_faults import until
from tests.ui.tutorial.test_tutorial import _open_tutorial


def _picks(table) -> int:  # type: ignore[no-untyped-def]
    """The player's choices made so far."""
    return sum(1 for seat, _c in table.session.game.history if seat == table.viewer)


def test_enters_pressed_before_a_lesson_do_not_play_through_it(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app(speed="normal")
    table = _open_tutorial(app)
    until(app, table.can_choose)
    assert table.coach is not None and table.coach.key == "pick"
    for _ in range(5):  # Enter, Enter...: one pick, then presses over the pass
        key(pygame.K_RETURN)
        frames(app, 1)
    until(app, lambda: _picks(table) > 1 or (table.can_choose() and table.coach.key == "pass"))
    frames(app, 40)  # two seconds: the lesson stays for the player to read
    assert _picks(table) == 1  # fails before: 2 and more, the lessons skipped
    assert table.coach.key == "pass" and table.can_choose()
    key(pygame.K_RETURN)  # pressed once it is read: it picks
    until(app, lambda: _picks(table) == 2)


def test_an_enter_kept_over_a_pass_where_no_lesson_comes_waits_for_the_hand(make_app) -> None:  # type: ignore[no-untyped-def]
    """Where no new lesson comes (draft 4), an Enter pressed while the hands pass is let
    go too once the next hand shows (its cards were not seen: ``kept_keys``); the next
    Enter picks."""
    app = make_app(speed="normal")
    table = _open_tutorial(app)
    for lesson in ("pick", "pass", "kept"):  # the first lessons, each read, then its pick
        until(app, lambda lesson=lesson: table.can_choose() and table.coach.key == lesson)
        key(pygame.K_RETURN)
        frames(app, 1)
    key(pygame.K_RETURN)  # during the pass after "kept": draft 4 has no lesson
    frames(app, 1)
    until(app, table.can_choose)
    frames(app, 20)
    assert _picks(table) == 3 and not len(table.kept)
    key(pygame.K_RETURN)
    until(app, lambda: _picks(table) == 4)
