"""``python -m guildes.bench tables``: how wide the opponents' played cards are drawn.

For each window size, text size, player count and variant, every opponent's table holds
every guild in play (the widest a table gets) and the record gives the narrowest and the
mean width of those cards in pixels (``TableLayout.table_cards``), next to the width the
layout aims at (``chip_size``). A layout figure, not a timing: the same on every machine.
"""

from __future__ import annotations

import statistics

from guildes.rules import NUM_GUILDS
from guildes.ui.layout import TableLayout
from guildes.ui.standings import guilds_in_play

SIZES = ((1024, 640), (1280, 720), (1920, 1080))
TEXT_SIZES = (0.85, 1.0, 1.3)


def table_widths(
    size: tuple[int, int], text: float, players: int, tricks: bool
) -> dict[str, object]:
    """The record of one layout: its narrowest and mean opponent's card, every table full."""
    layout = TableLayout(*size, players, 0, 0, text, tricks)
    shown = guilds_in_play(players)
    full = tuple(3 if g in shown else 0 for g in range(NUM_GUILDS))
    widths = [r.w for seat in range(1, players) for _g, r in layout.table_cards(seat, full)]
    narrowest_by_seat = [
        min(r.w for _g, r in layout.table_cards(seat, full)) for seat in range(1, players)
    ]
    return {
        "size": f"{size[0]}x{size[1]}",
        "text": int(round(text * 100)),
        "players": players,
        "variant": "dirty_tricks" if tricks else "base",
        "aim_px": layout.chip_size[0],
        "narrowest_px": min(widths),
        "mean_px": round(statistics.mean(widths), 1),
        "by_seat_px": narrowest_by_seat,
    }


def bench_tables(players: list[int]) -> list[dict[str, object]]:
    """Every record, sizes by text sizes by ``players`` by variant."""
    return [
        table_widths(size, text, p, tricks)
        for size in SIZES
        for text in TEXT_SIZES
        for p in players
        for tricks in (False, True)
    ]
