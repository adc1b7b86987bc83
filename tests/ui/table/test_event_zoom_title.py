"""A screenshot review (issue 29): when a round of the Event cards begins, its title
("Раунд 1") above the large card lay on the top seat's panel (ru, 6 players, 1280x720,
130% text). It goes below the card where above is not clear, at every seat count, window
and text size where either place is."""

from __future__ import annotations

import pygame

from guildes import i18n
from guildes.ui.fonts import text
from guildes.ui.layout import TableLayout
from guildes.ui.table.steps import zoom_title_box


def test_the_rounds_title_keeps_off_the_seats() -> None:
    pygame.font.init()
    i18n.set_language("ru")
    found = []
    try:
        for size in ((1024, 640), (1280, 720), (1920, 1080)):
            for players in range(3, 7):
                for scale in (0.85, 1.0, 1.3):
                    for tricks in (False, True):
                        lay = TableLayout(*size, players, 0, 0, scale, tricks)
                        words = text(i18n.t("table.round", round=1), int(26 * lay.s), (0, 0, 0))
                        box = zoom_title_box(lay, words.get_size())
                        keep = [*lay.opponents_places(), lay.seat_panel(lay.bottom)]
                        assert lay.felt_rect.contains(box)
                        assert not box.colliderect(lay.event_zoom_rect)
                        if box.collidelist(keep) >= 0:
                            found.append((size, players, scale, tricks))
    finally:
        i18n.set_language(i18n.SOURCE)
    assert not found, found
