"""Fonts: Noto Sans as shipped with pygame-gui (Latin, Czech, Cyrillic), cached by size; and
the widgets' theme with its fonts scaled (window height times text size)."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib import resources
from typing import Any

import pygame


def _font_path(bold: bool) -> str:
    name = "NotoSans-Bold.ttf" if bold else "NotoSans-Regular.ttf"
    return str(resources.files("pygame_gui.data").joinpath(name))


DRAWN_MINUS = {ord("\u2212"): "\u2012"}
"""The minus sign as the table draws it: the Noto Sans shipped with pygame-gui draws
U+2212 narrower than a hyphen (5 px at 16 px, the plus sign 10), so "+1 Knights −1"
read as with a hyphen; the figure dash (U+2012) has the plus sign's width and bar. The
texts keep the minus sign."""


class NotoFont(pygame.font.Font):
    """A ``pygame.font.Font`` that measures and draws the minus sign as ``DRAWN_MINUS``
    says (every other character as it is)."""

    def size(self, text: str | bytes) -> tuple[int, int]:  # type: ignore[override]
        return super().size(text.translate(DRAWN_MINUS) if isinstance(text, str) else text)

    def render(self, text: str | bytes | None, *args: Any, **kwargs: Any) -> pygame.Surface:  # type: ignore[override]
        if isinstance(text, str):
            text = text.translate(DRAWN_MINUS)
        return super().render(text, *args, **kwargs)


@lru_cache(maxsize=64)
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """Noto Sans at ``size`` pixels (at least 8), its minus sign drawn as wide as its
    plus sign (``NotoFont``)."""
    return NotoFont(_font_path(bold), max(8, int(size)))


@lru_cache(maxsize=2048)
def text(s: str, size: int, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
    """A rendered, cached line of text."""
    return font(size, bold).render(s, True, color)


NUMBER_SPACES = ((14, "\u2002"), (22, "\u2004"))
"""The space drawn beside a number under each size (``number_spaced``): an en space under
14 px, a three-per-em space under 22 px, from 22 px the space as written. One step from
the en space to the plain one left 8 to 11 px of air at 15 px and 4 to 7 at 16 (a
review)."""

_BESIDE_A_NUMBER = re.compile(r"(?<=\d)[ \u00a0](?=\D)|(?<=\D)[ \u00a0](?=\d)")


def number_spaced(words: str, size: int) -> str:
    """``words`` as drawn at ``size``: in small type the space beside a number is wider
    (``NUMBER_SPACES``: Noto Sans's space leaves 1 to 5 px of air there beside a digit,
    hardly more than between letters: "1 ponechaná" read "1ponechaná" and "0 hlasů"
    "0hlasů" on a seat's panel).
    Measure what is drawn: ``font(size).size(number_spaced(words, size))``."""
    for below, space in NUMBER_SPACES:
        if size < below:
            return _BESIDE_A_NUMBER.sub(space, words)
    return words


# ---------------------------------------------------------------------- widgets' theme

MIN_WORDS_PX = 11
"""The table's small words (a seat's status, the Event card's note, "not played") are
never drawn smaller than this, at any window and text size (a review read 8-9 px at
1024x640 and 85%)."""

MIN_THEME_FONT = 9
"""No widget's font is smaller than this many pixels, however small the window."""
DEFAULT_FONT_ELEMENTS = ("label", "text_entry_line", "text_entry_box", "tool_tip", "text_box")
"""Widgets that take the theme's default font unless the theme gives them one."""
EXTRA_FONTS: list[dict[str, Any]] = [{"name": "noto_sans", "point_size": 14, "style": "italic"}]
"""Fonts at scale 1 that the theme does not name but widgets use (the game log's italics
in its text box); ``preloads`` scales them like the theme's."""


@lru_cache(maxsize=1)
def _theme_file() -> str:
    from guildes.resources import asset

    return asset("theme.json").read_text(encoding="utf-8")


def theme_size(size: int | float, factor: float) -> int:
    """A theme font's size ``size`` (at scale 1) at scale ``factor``."""
    return max(MIN_THEME_FONT, round(float(size) * factor))


def scaled_theme(factor: float) -> dict[str, Any]:
    """The widgets' theme (``assets/theme.json``) with every font size times ``factor``:
    the words of buttons, labels and text boxes follow the window and the text size like
    the boxes that hold them."""
    theme: dict[str, Any] = json.loads(_theme_file())
    # pygame-gui reads no font from "defaults": the elements without a font of their own
    # would stay at its built-in 14 pixels, whatever the scale; they get the defaults' font.
    for element in DEFAULT_FONT_ELEMENTS:
        block = theme.setdefault(element, {})
        if "font" not in block:
            block["font"] = dict(theme["defaults"]["font"])
    for block in theme.values():
        font_info = block.get("font") if isinstance(block, dict) else None
        if isinstance(font_info, dict) and "size" in font_info:
            font_info["size"] = str(theme_size(float(font_info["size"]), factor))
    # a drop-down's rows (the language list) hold their scaled words: pygame-gui's 20 px
    # cut every name at its top and foot at 130% text and at 1920x1080
    px = int(theme["#choice"]["font"]["size"])
    for element in ("drop_down_menu", "selection_list"):
        misc = theme.setdefault(element, {}).setdefault("misc", {})
        misc["list_item_height"] = str(max(20, round(px * LINE_HEIGHT) + 6))
    return theme


LINE_HEIGHT = 1.4
"""The theme's font's line, ascent to descent, in its size (Noto Sans: 1.36)."""


def preloads(factor: float) -> list[dict[str, Any]]:
    """``EXTRA_FONTS`` at scale ``factor`` (for ``UIManager.preload_fonts``)."""
    return [dict(f, point_size=theme_size(f["point_size"], factor)) for f in EXTRA_FONTS]
