"""A screenshot review (issue 29): in the Dirty Tricks' phase the viewer's last card lay
alone at the foot of the table with no word of what it is. The cards kept but not
played are labelled ("not played", in the language's plural) just over the fan, inside
the felt, off the fan's cards and the Event card's lines."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import event_lines, unplayed_label
from guildes.ui.table.views import fan_cards
from tests.ui.table.test_trick_table import game_at_tricks


@pytest.mark.parametrize("code", ["en", "ru", "cs", "fr"])
def test_the_cards_not_played_say_so(code: str) -> None:
    pygame.font.init()
    i18n.set_language(code)
    try:
        checked = 0
        for players in range(3, 7):
            game = game_at_tricks(players)
            view = game.view(0)
            count = len(fan_cards(view))
            if not count:  # every card kept is played at this table
                continue
            checked += 1
            for size in ((1024, 640), (1280, 720), (1920, 1080)):
                for scale in (0.85, 1.0, 1.3):
                    lay = TableLayout(*size, players, 0, 0, scale, True)
                    words, at = unplayed_label(lay, count)
                    assert words == i18n.tn("table.unplayed", count)
                    assert lay.felt_rect.contains(at)
                    cards = [lay.fan_card_rect(count, i) for i in range(count)]
                    assert at.collidelist(cards) < 0, (size, scale, at)
                    lines = [r for *_w, r in event_lines(lay, game.public_view(), count)]
                    assert at.collidelist(lines) < 0, (size, scale, at, lines)
        assert checked
    finally:
        i18n.set_language(i18n.SOURCE)
