"""The review screen's buttons, flowed into rows by their words: as many to a row as
their labels fit (in the buttons' own font, at the text size), the row's spare width
shared among them, so a long translation or the largest text takes another row instead
of being cut, and a short one leaves the list of choices more room."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from guildes.ui.fonts import font, theme_size

BUTTON_FONT = 18
"""The theme's button font size at scale 1 (``assets/theme.json``, bold)."""
SMALL = ("prev", "next")
"""The arrows: they keep their own width and take no share of a row's spare room."""


def label_width(label: str, text_scale: float, s: float) -> int:
    """The width a button needs for ``label``: its words in the button's font and the
    button's border, shadow and a margin each side."""
    words = font(theme_size(BUTTON_FONT, text_scale), True).size(label)[0]
    return words + int(10 * s) + 12


def flow(
    groups: Sequence[Sequence[tuple[str, int]]], inner: int, gap: int
) -> list[list[tuple[str, int]]]:
    """``groups`` of (key, least width), in order, filled into rows no wider than
    ``inner``: a group on one row when it fits there (beside the row before if there is
    room), else button by button (one wider than a row alone on its own); each row's
    spare width shared among its buttons (the arrows excepted when others share it):
    rows of (key, width)."""
    rows: list[list[tuple[str, int]]] = []
    used = 0

    def put(key: str, width: int, new_row: bool) -> None:
        nonlocal used
        if rows and not new_row and used + gap + width <= inner:
            rows[-1].append((key, width))
            used += gap + width
        else:
            rows.append([(key, width)])
            used = width

    for group in groups:
        items = [(k, min(w, inner)) for k, w in group]
        whole = sum(w for _k, w in items) + gap * (len(items) - 1)
        fresh = bool(rows) and used + gap + whole > inner
        for n, (key, width) in enumerate(items):
            put(key, width, fresh and n == 0 and whole <= inner)
    out = []
    for row in rows:
        spare = inner - sum(w for _k, w in row) - gap * (len(row) - 1)
        growing = [k for k, _w in row if k not in SMALL] or [k for k, _w in row]
        share, rest = divmod(max(0, spare), len(growing))
        grown = []
        for key, width in row:
            if key in growing:
                width += share + (rest if key == growing[-1] else 0)
            grown.append((key, width))
        out.append(grown)
    return out


def button_rects(
    rows: Sequence[Sequence[tuple[str, int]]], left: int, bottom: int, height: int, gap: int
) -> dict[str, pygame.Rect]:
    """Where each button goes: the rows stacked up to ``bottom``, from ``left``."""
    y = bottom - len(rows) * (height + gap) + gap
    out = {}
    for row in rows:
        x = left
        for key, width in row:
            out[key] = pygame.Rect(x, y, width, height)
            x += width + gap
        y += height + gap
    return out
