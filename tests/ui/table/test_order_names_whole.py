"""A hurried play test (issue 29): with four short names at 1280x720 the header's order
of play cut every one ("Cas… › Bru… › Aur… › Do…") though the header had room: each name
got an equal share of the room, less a generous allowance per name. The names are whole
where they fit (the longest cut first where they do not), and the title gives way to the
round alone when its whole wording would cut them."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from guildes.seats import Seat
from guildes.ui.layout import TableLayout
from tests.ui.test_trick_faces import _turn_by_turn_game

NAMES = ["Cassien", "Brune", "Aurèle", "Domitille", "Eudes", "Firmin"]


@pytest.mark.parametrize("lang", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize(
    ("players", "size", "scale"),
    [
        (4, (1280, 720), 1.0),
        (4, (1280, 720), 0.85),
        (4, (1920, 1080), 1.0),
        (5, (1280, 720), 0.85),
        (6, (1920, 1080), 0.85),
    ],
)
def test_the_order_of_plays_names_are_whole_where_they_fit(
    monkeypatch, lang, players, size, scale
) -> None:  # type: ignore[no-untyped-def]
    import guildes.ui.table.header as header
    from guildes.ui.table.drawing import draw_table
    from guildes.ui.table.frame import TableFrame

    pygame.font.init()
    i18n.set_language(lang)
    try:
        game = _turn_by_turn_game(players)
        lay = TableLayout(*size, players, 0, 0, scale)
        seats = [Seat(NAMES[0])] + [Seat(NAMES[i], "easy") for i in range(1, players)]
        frame = TableFrame(lay, seats, game.view(0), None, 0.0, (), True, "", None, 0, None, False)
        cut: list[str] = []
        real = header.ellipsize

        def spy(s, *a, **k):  # type: ignore[no-untyped-def]
            shown = real(s, *a, **k)
            if shown != s and s in NAMES:
                cut.append(s)
            return shown

        monkeypatch.setattr(header, "ellipsize", spy)
        draw_table(pygame.Surface(size), frame)
        assert not cut, cut  # fails before: every name cut at 1280x720 with 4 players
    finally:
        i18n.set_language("en")
