"""Issue 29: a click on a card of the fan during a reveal (or while the other seats
still choose) was dropped without a sign, as key presses were (fault 11). A click that
cannot act yet is kept with the fan it was on and plays the card clicked when the
viewer may choose; a click kept for a fan gone (another hand came) is let go with the
bump, never played as a card the player did not see."""

from __future__ import annotations

import pygame

from guildes.rules import Phase
from guildes.ui.table.input import fan_card_at
from guildes.ui.table.kept_keys import Click
from tests.ui.table.test_kept_keys import _mine, _table
from tests.ui.test_end_to_end import click, frames, key
from tests.ui.test_faults import until


def _point_on(table, count: int, index: int) -> tuple[int, int]:  # type: ignore[no-untyped-def]
    """A point where card ``index`` of a fan of ``count`` cards, not lifted, is on top."""
    lay = table.layout
    rect = lay.fan_card_rect(count, index, ())
    for x in range(rect.left, rect.right):
        pos = (x, rect.centery)
        if fan_card_at(lay, count, pos) == index:
            return pos
    raise AssertionError("the card is covered")


def test_a_click_during_a_reveal_plays_the_card_clicked(make_app) -> None:  # type: ignore[no-untyped-def]
    app, table = _table(make_app, Phase.PLAY)
    game = table.session.game
    since = len(game.history)
    key(pygame.K_RETURN)  # the first card: the others choose, then the cards turn over
    until(app, lambda: len(_mine(game, since)) == 1)
    drawn = len(table.fan())
    assert drawn >= 2 and not table.can_choose()
    pos = _point_on(table, drawn, 0)
    seen = table.click_at(pos)
    assert seen is not None and seen.index == 0
    click(pos)  # during the reveal, or while the others still choose
    frames(app, 1)
    until(app, lambda: len(_mine(game, since)) >= 2 or table.can_choose())
    frames(app, 2)
    mine = _mine(game, since)
    assert len(mine) == 2, "the click was dropped"
    assert game.history[mine[1]][1].guild == seen.fan[0]  # the card the player saw
    assert not len(table.kept)
    table.session.close()


def test_a_click_kept_for_a_hand_gone_is_let_go(make_app) -> None:  # type: ignore[no-untyped-def]
    app, table = _table(make_app, Phase.DRAFT)
    game = table.session.game
    since = len(game.history)
    fan = table.fan()
    gone = Click((*fan, fan[0]), 0)  # the fan as it was before a hand passed
    bumps: list[str] = []
    table.app.sounds.play = bumps.append  # type: ignore[method-assign]
    assert table.kept.keep(gone, table.moment())
    frames(app, 3)
    assert not _mine(game, since) and not len(table.kept)
    assert "bump" in bumps and table.can_choose()
    table.session.close()


def test_a_click_on_no_card_of_the_fan_is_not_kept(make_app) -> None:  # type: ignore[no-untyped-def]
    app, table = _table(make_app, Phase.PLAY)
    assert table.click_at((2, 2)) is None  # the corner of the felt
    table.session.close()
