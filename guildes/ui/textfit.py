"""Text that fits its box: a line cut with an ellipsis, never spilling into its
neighbour (names, save names, labels in columns)."""

from __future__ import annotations

from functools import lru_cache

import pygame

from guildes.ui.fonts import font, text


@lru_cache(maxsize=1024)
def ellipsize(s: str, size: int, width: int, bold: bool = False) -> str:
    """``s`` itself when it fits in ``width`` pixels at ``size``, else its longest start
    that fits followed by "…" (just "…" when nothing else fits)."""
    f = font(size, bold)
    if width <= 0:
        return ""
    if f.size(s)[0] <= width:
        return s
    lo, hi = 0, len(s)
    while lo < hi:  # the longest prefix p with p + "…" fitting
        mid = (lo + hi + 1) // 2
        if f.size(s[:mid].rstrip() + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return s[:lo].rstrip() + "…"


def fitted(
    s: str, size: int, color: tuple[int, int, int], width: int, bold: bool = False
) -> pygame.Surface:
    """A rendered line of ``s`` at most ``width`` pixels wide (ellipsized)."""
    return text(ellipsize(s, size, width, bold), size, color, bold)
