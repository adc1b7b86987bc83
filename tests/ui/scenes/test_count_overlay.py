"""The count overlay plays by itself (issue 29, part 3): guild by guild, each guild's
votes landing on the seats' totals, at the speed setting; then, the totals held a
moment, it closes with no press. A press goes straight to the totals, a second closes
it; P (or its Pause button) stops it where it is. States over time, never timed."""

from __future__ import annotations

import random

import pygame
import pytest

from guildes.rules import Count, Game, GameConfig, VotesCounted
from guildes.ui.scenes.count import HOLD_S, CountOverlay
from tests.ui.test_end_to_end import key

NAMES = ["Ana", "Bo", "Cy", "Di"]


def _count() -> Count:
    """Round 1's count of a random four-player game."""
    game = Game(GameConfig(players=4, seed=5))
    rng = random.Random(5)
    while True:
        for seat in game.to_choose():
            for h in game.choose(seat, rng.choice(game.legal_choices(seat))):
                if isinstance(h, VotesCounted):
                    return h.count


def _open(make_app, speed: str = "normal", auto: bool = True):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(speed=speed)
    app.start(MainMenu(app))
    closed: list[float] = []
    app.push("count", NAMES, _count(), on_done=lambda: closed.append(overlay.t), auto=auto)
    overlay = app.stack.top
    assert isinstance(overlay, CountOverlay)
    return app, overlay, closed


def _play(app, overlay: CountOverlay, seconds: float, dt: float = 0.05) -> None:  # type: ignore[no-untyped-def]
    for _ in range(round(seconds / dt)):
        if overlay.closed:
            return
        overlay.update(dt)
        overlay.draw(app.screen)


@pytest.mark.parametrize(("speed", "factor"), [("normal", 1.0), ("slow", 1.8), ("fast", 0.45)])
def test_the_count_closes_by_itself_once_its_totals_are_held(make_app, speed, factor) -> None:  # type: ignore[no-untyped-def]
    """No click per count: every row shown and its votes landed, the totals stay
    ``HOLD_S`` (at the speed setting), then the table goes on."""
    app, overlay, closed = _open(make_app, speed)
    _play(app, overlay, overlay.end - 0.1)
    assert not overlay.done_showing and not closed
    _play(app, overlay, 0.1 + HOLD_S * factor - 0.15)
    assert overlay.done_showing and not closed and overlay.busy()
    _play(app, overlay, 0.3)
    assert closed and closed[0] == pytest.approx(overlay.end + HOLD_S * factor, abs=0.06)
    assert app.stack.top is not overlay


def test_the_votes_land_on_the_totals_guild_by_guild(make_app) -> None:  # type: ignore[no-untyped-def]
    """Each seat's total starts at none of this count's votes, grows as each guild's
    votes land (never before its row is shown), and ends at the count's votes."""
    app, overlay, _closed = _open(make_app)
    seen: list[tuple[int, ...]] = []
    while not overlay.done_showing:
        seen.append(tuple(overlay.landed_votes(i) for i in range(4)))
        _play(app, overlay, 0.05)
    assert seen[0] == (0, 0, 0, 0)
    assert all(all(a <= b for a, b in zip(x, y)) for x, y in zip(seen, seen[1:]))
    assert len(set(seen)) >= 4  # it grows in steps, guild by guild
    assert tuple(overlay.landed_votes(i) for i in range(4)) == overlay.count.votes


def test_a_press_goes_to_the_totals_then_closes(make_app) -> None:  # type: ignore[no-untyped-def]
    app, overlay, closed = _open(make_app)
    _play(app, overlay, 0.5)
    key(pygame.K_RETURN)
    app.step_frame(0.01)
    assert overlay.done_showing and not closed  # the totals, held
    key(pygame.K_SPACE)
    app.step_frame(0.01)
    assert closed


def test_p_pauses_the_count_where_it_is(make_app) -> None:  # type: ignore[no-untyped-def]
    """Paused, nothing moves and it never closes by itself (the app may idle); P again,
    or its Pause button, plays on."""
    app, overlay, closed = _open(make_app)
    _play(app, overlay, 0.8)
    key(pygame.K_p)
    app.step_frame(0.01)
    t = overlay.t
    _play(app, overlay, 60.0)
    assert overlay.paused and overlay.t == t and not closed and not overlay.busy()
    assert overlay.pause_rect.w > 0
    pos = overlay.pause_rect.center
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.step_frame(0.01)
    assert not overlay.paused and not closed  # the button plays on; no skip, no close
    _play(app, overlay, overlay.end + HOLD_S + 0.5)
    assert closed


def test_the_tutorials_count_waits_for_a_press(make_app) -> None:  # type: ignore[no-untyped-def]
    """The tutorial's words beside the count are read at the player's pace."""
    app, overlay, closed = _open(make_app, auto=False)
    _play(app, overlay, 60.0)
    assert overlay.done_showing and not closed and not overlay.busy()
    # nothing left to pause: no Pause button (a review: it still said "Pause"), P idle
    overlay.draw(app.screen)
    assert overlay.pause_rect.w == 0 and not overlay.pausable
    key(pygame.K_p)
    app.step_frame(0.01)
    assert not overlay.paused
    key(pygame.K_RETURN)
    app.step_frame(0.01)
    assert closed


def test_a_press_just_after_the_count_closed_does_not_act_on_the_table(make_app) -> None:  # type: ignore[no-untyped-def]
    """The count closes by itself: an Enter meant to close it, pressed as it closed,
    must not pick a card."""
    from tests.ui.table.test_table_faults import _table_at_a_choice

    app, table = _table_at_a_choice(make_app)
    made = len(table.session.game.history)
    table.count_done()
    assert table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    table.update(0.0)
    assert len(table.session.game.history) == made and table.can_choose()
    table.clock += 0.6
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0))
    assert len(table.session.game.history) > made  # later, Enter picks as ever
