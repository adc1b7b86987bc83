"""Hurried play (issue 29): at trick E's first question (Use or Decline) the "Your Dirty
Trick" panel lay over the viewer's hand, hiding its cards' names, though E is about the
cards in hand. The panel keeps off the hand where the felt has room elsewhere."""

from __future__ import annotations

import pytest

from guildes.rules.cards import Trick
from guildes.ui.table.trick_panel import PanelGeometry
from guildes.ui.table.views import fan_cards
from tests.ui.table.test_trick_turn import open_turn, tricks_offered, turn_of

__all__ = ["tricks_offered"]  # (the fixture, used by name)


@pytest.mark.parametrize("players", [4, 6])
def test_trick_es_panel_leaves_the_hand_in_sight(make_app, tricks_offered, players) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    table, _seat = open_turn(app, Trick.SWAP_HAND, players, seed=2)
    turn = turn_of(table)
    lay = table.layout
    rect = PanelGeometry.of(lay, turn).rect
    hand = len(fan_cards(turn.view))
    assert hand
    for i in range(hand):
        card = lay.fan_card_rect(hand, i, (), lifted=True)
        assert not rect.colliderect(card), (players, i, rect, card)
    table.session.close()
