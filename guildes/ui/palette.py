"""Colours of the table and of the guilds (Okabe-Ito, colour-blind safe; LOOK.md)."""

from __future__ import annotations

Color = tuple[int, int, int]

GUILD_COLORS: tuple[Color, ...] = (
    (0xE6, 0x9F, 0x00),  # Artisans, orange
    (0x56, 0xB4, 0xE9),  # Scholars, sky blue
    (0x00, 0x9E, 0x73),  # Fishermen, bluish green
    (0x00, 0x72, 0xB2),  # Knights, blue
    (0xF0, 0xE4, 0x42),  # Bourgeois, yellow
    (0xCC, 0x79, 0xA7),  # Nobles, reddish purple
    (0xD5, 0x5E, 0x00),  # Priests, vermillion
    (0x4D, 0x4D, 0x4D),  # Alchemists, dark grey
    (0xA0, 0xA8, 0xB0),  # Militia, steel
)

FELT: Color = (22, 74, 52)
FELT_DARK: Color = (10, 38, 27)
WOOD: Color = (74, 46, 26)
INK: Color = (30, 26, 22)
PAPER: Color = (246, 239, 222)
PAPER_EDGE: Color = (190, 176, 146)
GOLD: Color = (226, 188, 92)
CREAM: Color = (240, 232, 210)
SHADOW: Color = (0, 0, 0)
BACK_MAIN: Color = (120, 28, 40)
BACK_ALT: Color = (92, 18, 30)
HIGHLIGHT: Color = (255, 224, 120)
PANEL: Color = (16, 32, 26)


def text_on(color: Color) -> Color:
    """Dark or light text, whichever reads better on ``color``."""
    r, g, b = color
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 140 else (250, 248, 240)


TIED = (225, 120, 100)
"""Cells and notes of seats left out of a guild's count because they tied."""
