"""A screenshot review (issue 29): at 130% text the header's Dirty Trick order showed the
cards' letters and colour bars but none of their holders' names, and at 1920x1080 with the
log docked and 3 players it ran on under the "Counts (C)" button. The header says the
round alone ("Round 1 of 3", without "Dirty Tricks": the cards in order say the phase)
when that leaves room for the order, and for its holders' names when it can."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest

from guildes.seats import Seat
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import draw_table
from tests.ui.table.test_trick_table import frame, game_at_tricks

NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]


def _drawn(monkeypatch, layout: TableLayout, header_end: int, players: int) -> list[str]:  # type: ignore[no-untyped-def]
    """The words drawn by the header (the title and the Dirty Trick order)."""
    import guildes.ui.table.header as header
    import guildes.ui.table.trick_table as trick_table

    game = game_at_tricks(players)
    seats = [Seat(NAMES[i], "easy" if i else None) for i in range(players)]
    fr = replace(frame(layout, game.view(0), header_end=header_end), seats=seats)
    words: list[str] = []
    for module in (header, trick_table):
        real = module.text

        def spy(s, *a, _real=real, **k):  # type: ignore[no-untyped-def]
            words.append(s)
            return _real(s, *a, **k)

        monkeypatch.setattr(module, "text", spy)
    surf = pygame.Surface((layout.width, layout.height))
    draw_table(surf, fr)
    monkeypatch.undo()
    return words


@pytest.mark.parametrize(
    ("size", "log", "players"),
    [((1280, 720), 0, 6), ((1280, 720), 0, 3), ((1920, 1080), 420, 3), ((1920, 1080), 0, 6)],
)
def test_the_trick_order_names_every_holder_at_130_percent(monkeypatch, size, log, players) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    layout = TableLayout(*size, players, 0, log, 1.3, tricks=True)
    s = layout.s
    # the header's three buttons, as the table places them (Menu, Log, Counts from the right)
    header_end = layout.felt_rect.right - int(3 * (128 * s + 6) + 16)
    words = _drawn(monkeypatch, layout, header_end, players)
    shown = [n for n in NAMES[:players] if any(w == n or w.startswith(n[:2]) for w in words)]
    assert len(shown) == players, (shown, words[:20])


def test_the_order_never_runs_under_the_buttons_at_1920_with_the_log(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import guildes.ui.table.header as header
    from guildes.ui.table.trick_table import trick_order_least

    pygame.font.init()
    layout = TableLayout(1920, 1080, 3, 0, 420, 1.3, tricks=True)
    header_end = layout.felt_rect.right - int(3 * (128 * layout.s + 6) + 16)
    game = game_at_tricks(3)
    fr = frame(layout, game.view(0), header_end=header_end)
    calls = []
    real = header.draw_trick_order

    def spy(surf, lay, view, seats, x0, right):  # type: ignore[no-untyped-def]
        calls.append((x0, right))
        real(surf, lay, view, seats, x0, right)

    monkeypatch.setattr(header, "draw_trick_order", spy)
    draw_table(pygame.Surface((layout.width, layout.height)), fr)
    ((x0, right),) = calls
    cards, _names = trick_order_least(layout, game.view(0), fr.seats)
    assert x0 + cards <= right, (x0, cards, right)
