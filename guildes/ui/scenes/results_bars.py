"""The placings' guild bars: under a seat's row, when its row has room, the votes it won
over the game split by guild, a segment per guild in its colour and Count-card order (the
order and colours of the final count's columns below), the bar as long as its share of
the best total, each segment labelled with the guild's letters and votes where they fit."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from guildes.i18n import number
from guildes.rules import NUM_GUILDS, Game
from guildes.ui import palette
from guildes.ui.fonts import MIN_WORDS_PX, font, text
from guildes.ui.names import guild_short

BAR_LEAST = 8
"""A bar is drawn only where the row leaves it this many pixels (at scale 1) or more."""
BAR_MOST = 26
"""A bar is at most this many pixels high (at scale 1)."""


def votes_by_guild(game: Game, seat: int) -> tuple[int, ...]:
    """The votes ``seat`` won from each guild over the game's counts (Count-card order,
    Militia last); their sum is the votes the counts gave it."""
    counts = [c.guilds for c in game.counts]
    return tuple(sum(gcs[g].votes[seat] for gcs in counts) for g in range(NUM_GUILDS))


def bar_height(room: int, s: float) -> int:
    """The bar's height in ``room`` pixels left under a row's words: 0 (no bar) when it
    is under ``BAR_LEAST`` at scale ``s``."""
    h = min(int(BAR_MOST * s), room)
    return h if h >= int(BAR_LEAST * s) else 0


def draw_guild_bar(
    surface: pygame.Surface, rect: pygame.Rect, votes: Sequence[int], most: int
) -> list[tuple[int, pygame.Rect]]:
    """Draw a seat's bar at the left of ``rect``, ``rect.w`` standing for ``most`` votes;
    each guild that gave votes a segment (at least 2 px), labelled "Kn 24" (or "24")
    where that fits inside it and the bar is tall enough for words of ``MIN_WORDS_PX``
    (at 4 players they were 8 px, unreadable). Returns each segment drawn, by guild."""
    if most <= 0:
        return []
    out: list[tuple[int, pygame.Rect]] = []
    x = float(rect.x)
    size = int(rect.h * 0.72)  # words only on a bar tall enough to read them
    f = font(max(8, size), True)
    for g, v in enumerate(votes):
        if v <= 0:
            continue
        width = max(2.0, rect.w * v / most)
        seg = pygame.Rect(round(x), rect.y, max(2, round(x + width) - round(x)), rect.h)
        seg = seg.clip(rect)  # (segments of 2 px at least: never past the bar's room)
        if not seg.w:
            break
        color = palette.GUILD_COLORS[g]
        pygame.draw.rect(surface, color, seg)
        ink = palette.text_on(color)
        for words in (f"{guild_short(g)} {number(v)}", number(v)) if size >= MIN_WORDS_PX else ():
            if f.size(words)[0] <= seg.w - 6:
                t = text(words, size, ink, True)
                surface.blit(t, t.get_rect(center=seg.center))
                break
        out.append((g, seg))
        x += width
    if out:  # a thin edge round the whole bar, the segments' joins left sharp
        whole = out[0][1].unionall([r for _g, r in out])
        pygame.draw.rect(surface, palette.SHADOW, whole, 1)
    return out
