"""Text that fits its box: a line cut with an ellipsis, never spilling into its
neighbour (names, save names, labels in columns)."""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Protocol

import pygame

from guildes.ui.fonts import font, text
from guildes.ui.names import BREAK

_BREAKS = re.compile(r"[ \t\n\r]+")


class Measures(Protocol):
    """A font that tells a text's size in pixels (pygame's or pygame-gui's)."""

    def size(self, text: str, /) -> tuple[int, int]: ...


def line_words(s: str) -> list[str]:
    """``s`` cut into the words a line may break between: at ordinary spaces only, never
    at a no-break space (U+00A0, U+202F: French "partie\u00a0:", "«\u00a0Charger\u00a0»"
    stay whole, ":" never starts a line)."""
    return [w for w in _BREAKS.split(s) if w]


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


@lru_cache(maxsize=256)
def fit_lines(
    s: str, size: int, width: int, max_lines: int = 2, bold: bool = False
) -> tuple[int, tuple[str, ...]]:
    """``s`` wrapped at word breaks into at most ``max_lines`` lines, each no wider than
    ``width`` pixels: at ``size`` when it fits, else at the largest smaller size (not
    under 8) where it does. Returns (size, lines). When nothing fits even at size 8, a
    word wider than a line is broken with a hyphen, and the last line takes the rest,
    ellipsized: no line is ever wider than ``width``."""
    for sz in range(max(8, size), 7, -1):
        lines = _wrapped(line_words(s), font(sz, bold), width)
        if len(lines) <= max_lines and all(font(sz, bold).size(x)[0] <= width for x in lines):
            return sz, tuple(lines)
    f = font(8, bold)
    words: list[str] = []
    for word in line_words(s):
        while f.size(word)[0] > width and len(word) > 4:
            fits = [i for i in range(1, len(word)) if f.size(word[:i] + "-")[0] <= width]
            k = max(1, min(max(fits, default=1), len(word) - 3))  # 3 letters carry over
            words.append(word[:k] + "-")
            word = word[k:]
        words.append(word)
    lines = _wrapped(words, f, width)
    rest = lines[max_lines - 1 :]
    kept = lines[: max_lines - 1] + ([" ".join(rest)] if rest else [])
    return 8, tuple(ellipsize(line, 8, width, bold) for line in kept)


@lru_cache(maxsize=256)
def whole_lines(
    s: str, size: int, width: int, max_lines: int = 2, bold: bool = False
) -> tuple[int, tuple[str, ...]] | None:
    """``s`` in at most ``max_lines`` lines of whole words, each no wider than ``width``,
    at ``size`` or the largest smaller size (not under 8) where it fits: (size, lines);
    None when it fits at no size (nothing is cut or hyphenated to make it fit)."""
    for sz in range(max(8, size), 7, -1):
        f = font(sz, bold)
        lines = _wrapped(line_words(s), f, width)
        if len(lines) <= max_lines and all(f.size(x)[0] <= width for x in lines):
            return sz, tuple(lines)
    return None


def no_runt(lines: list[str], f: Measures, width: int) -> list[str]:
    """``lines`` (one paragraph filled into ``width``) with no word alone on the last
    line where the line before can give it a companion and keep two words (a review:
    "нет." alone under the count's subtitle, "Enter." under the trick panel's help). The
    lines stay as many, none wider than ``width``."""
    if len(lines) < 2 or " " in lines[-1] or lines[-2].endswith("-"):
        return lines
    head, _space, moved = lines[-2].rpartition(" ")
    if head.count(" ") < 1 or f.size(f"{moved} {lines[-1]}")[0] > width:
        return lines
    return [*lines[:-2], head, f"{moved} {lines[-1]}"]


def _wrapped(words: list[str], f: pygame.font.Font, width: int) -> list[str]:
    """``words`` filled into lines no wider than ``width`` (a longer word alone on its
    line; no word alone on the last line where ``no_runt`` can help it); a word ending
    in "-" (broken) is joined to the next without a space."""
    lines: list[str] = []
    for word in words:
        joined = lines[-1] + word if lines and lines[-1].endswith("-") else None
        trial = joined or (f"{lines[-1]} {word}" if lines else word)
        if lines and (joined is not None or f.size(trial)[0] <= width):
            if joined is not None and f.size(joined)[0] > width:
                lines.append(word)
            else:
                lines[-1] = trial
        else:
            lines.append(word)
    return no_runt(lines, f, width)


WHOLE_WORD_GAIN = 1.5
"""A card's name (a Dirty Trick's, an Event's) breaks a word at a syllable only where
that lets it be this much larger than whole, or whole it fits at no size (the play test
read "Sacri-fice" and "Protec-tion" as faults, and a review a 9 px whole Event name)."""


def fill_syllables(name: str, f: pygame.font.Font, width: int) -> list[str]:
    """``name``'s words (and its syllables at ``BREAK``) filled into lines no wider than
    ``width`` where they can be: a line ending inside a word ends with a hyphen."""
    pieces: list[tuple[str, bool]] = []  # (syllables, whether a word goes on after them)
    for word in line_words(name):
        parts = word.split(BREAK)
        pieces += [(p, k < len(parts) - 1) for k, p in enumerate(parts) if p]
    lines: list[str] = []
    cur = ""
    inside = False  # whether ``cur`` ends inside a word
    for piece, goes_on in pieces:
        trial = cur + piece if inside else (f"{cur} {piece}" if cur else piece)
        if cur and f.size(trial + ("-" if goes_on else ""))[0] > width:
            lines.append(cur + ("-" if inside else ""))
            trial = piece
        cur, inside = trial, goes_on
    if cur:
        lines.append(cur)
    return lines


def common_cap(widths: list[int], room: int) -> int:
    """The widest each of ``widths`` may be for all to fit in ``room``: the widest of them
    when all fit whole, else the cap that cuts only the longest (at least 1)."""
    if sum(widths) <= room:
        return max(widths, default=1)
    rest = room
    ordered = sorted(widths)
    for k, w in enumerate(ordered):
        share = rest // (len(ordered) - k)
        if w > share:
            return max(1, share)
        rest -= w
    return max(1, ordered[-1])
