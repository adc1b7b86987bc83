"""The play-two button holds its words in every language at every text size (in Russian
"Выберите две карты (0/2)" ran past both ends of it at 130% text), and lies above the
fan however a card of it is lifted."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from guildes.ui.fonts import font
from guildes.ui.layout import TableLayout


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
def test_the_play_two_button_holds_its_words_and_keeps_off_the_fan(size, scale) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    for players in (3, 6):
        layout = TableLayout(*size, players, 0, 0, scale, True)
        rect = layout.confirm_rect
        room = rect.w - 2 * int(8 * layout.s)
        type_size = int(layout.CONFIRM_TYPE * layout.s)
        try:
            for code in i18n.LANGUAGES:
                i18n.set_language(code)
                for words in (
                    i18n.t("table.choose_two", chosen=0),
                    i18n.t("table.choose_two", chosen=1),
                    i18n.t("table.play_two"),
                ):
                    assert font(type_size, True).size(words)[0] <= room, (code, words)
        finally:
            i18n.set_language(i18n.SOURCE)
        assert layout.felt_rect.contains(rect)
        for count in range(1, 11):
            assert rect.bottom < layout.fan_top(count), (players, count)


@pytest.mark.parametrize(
    ("size", "log", "scale"),
    [((1920, 1080), 420, 1.3), ((1280, 720), 0, 1.3), ((1280, 720), 0, 1.0)],
)
def test_the_play_two_button_keeps_off_the_viewers_table(size, log, scale) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: at 1920x1080 with 130% text and the log docked, at 3 players,
    "Choose two cards (0/2)" lay over the viewer's own Bourgeois stack and the Event
    card's note. Where the felt has room it slides clear of the viewer's table, the Event
    card's arrow and the opponents' panels and places."""
    pygame.font.init()
    for tricks in (False, True):
        layout = TableLayout(*size, 3, 0, log, scale, tricks)
        rect = layout.confirm_rect
        keep = [layout._viewer_room, layout.event_rect.inflate(int(layout.arrow_radius * 2), 0)]
        keep += layout.opponents_places()
        assert rect.collidelist(keep) < 0, (tricks, rect, keep[rect.collidelist(keep)])
        assert layout.felt_rect.contains(rect)
        assert all(rect.bottom < layout.fan_top(n) for n in range(1, 11))
