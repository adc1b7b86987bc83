"""The rules screen's page, drawn as one tall surface: sections with titles and their
text, the guild cards drawn, the table of how many cards are dealt and played, the
rulebook's counting examples as small tables (each counted by the rules engine's own
``guild_count``, so the page can never teach another rule than the game plays), Militia,
and each variant with its cards drawn (the six Event cards, the nine Dirty Trick cards).

``build_page`` returns the surface and the words it holds (for tests and the screen's
scroll); the scene (``guildes.ui.scenes.rules``) shows a window of it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

import pygame

from guildes.i18n import number
from guildes.i18n import t as tr
from guildes.rules import EVENT_CARDS
from guildes.rules.cards import GUILDS, MILITIA, NUM_GUILDS, SETUPS, guild_index
from guildes.rules.counting import guild_count
from guildes.ui import palette
from guildes.ui.cards import card_face, event_face
from guildes.ui.draw import panel
from guildes.ui.fonts import font, text
from guildes.ui.names import BREAK, event_name, event_rule, guild_name
from guildes.ui.textfit import fill_syllables
from guildes.ui.trick_cards import trick_face, trick_title
from guildes.ui.trick_texts import trick_text
from guildes.ui.widgets import wrap

TRICKS = 9
"""The Dirty Trick cards, A to I."""

SECTIONS = (
    ("rules.goal.title", "rules.goal.text"),
    ("rules.cards.title", "rules.cards.text"),
    ("rules.round.title", "rules.round.text"),
    ("rules.how_many.title", "rules.how_many.text"),
    ("rules.counting.title", "rules.counting.text"),
    ("rules.militia.title", "rules.militia.text"),
    ("rules.tie.title", "rules.tie.text"),
    ("rules.events.title", "rules.events.text"),
    ("rules.tricks.title", "rules.tricks.text"),
    ("rules.keys.title", "rules.keys.text"),
)
"""The page's sections: title and text keys, in order."""

EXAMPLES: tuple[tuple[int, str, tuple[int, ...], str], ...] = (
    (1, "Scholars", (2, 2, 2, 1), "rules.example.share"),
    (2, "Artisans", (3, 3, 1, 0), "rules.example.tie_first"),
    (2, "Artisans", (4, 2, 2, 0), "rules.example.tie_second"),
    (3, "Knights", (2, 2, 2, 2, 1), "rules.example.four_tied"),
    (3, "Alchemists", (4, 3, 2, 1, 0), "rules.example.alchemists"),
)
"""The rulebook's counting examples: (count, guild, each player's cards, caption key)."""


def _caption_lines(words: str, f: pygame.font.Font, width: int) -> list[str]:
    """A caption's line under a card in lines ``width`` wide: broken between words, and
    inside a word only at a syllable its catalog marks (``BREAK``) when the word is wider
    than a line (ru "Перераспределени/е" under the Redistribution card at 1280x720)."""
    whole = words.replace(BREAK, "")
    if BREAK not in words or all(f.size(w)[0] <= width for w in whole.split()):
        return wrap(whole, f, width)
    return fill_syllables(words, f, width)


def plain(words: str) -> str:
    """A catalog text without pygame-gui's tags (<br> becomes a line break)."""
    return re.sub(r"<[^>]+>", "", words.replace("<br>", "\n"))


@dataclass
class Page:
    """What ``build_page`` drew: the surface, each section's top, the words."""

    surface: pygame.Surface
    tops: list[int] = field(default_factory=list)
    words: list[str] = field(default_factory=list)
    heading_px: int = 0
    card_rows: list[list[int]] = field(default_factory=list)
    """How many cards each row of each drawn set of cards holds, set by set."""
    card_spans: list[int] = field(default_factory=list)
    """How far right each set of cards reaches (its widest row), set by set."""


def fitted_card_width(n: int, base: int, gap: int, width: int, least: float = 0.8) -> int:
    """The width of ``n`` cards in rows ``width`` pixels wide: ``base``, or a little
    smaller (down to ``least`` of it) where that takes a row fewer. At 1280x720, 130%
    text, the nine guild cards made rows of five and four, the page's right half empty,
    where 98% of their size holds all nine in one row."""
    for rows in range(1, n + 1):
        per = -(-n // rows)
        w = (width - gap * (per - 1)) // per
        if w >= least * base:
            return min(base, w)
    return base


class _Writer:
    """Lays blocks one under the other on a list of draw calls, then paints them."""

    def __init__(self, width: int, s: float) -> None:
        self.w, self.s = width, s
        self.y = 0
        self.calls: list[tuple[pygame.Surface, tuple[int, int]]] = []
        self.words: list[str] = []
        self.tops: list[int] = []
        self.heading_px = int(24 * s)
        self.body_px = int(16 * s)
        self.small_px = int(13 * s)
        self.card_rows: list[list[int]] = []
        self.card_spans: list[int] = []

    def blit(self, surf: pygame.Surface, at: tuple[int, int]) -> None:
        self.calls.append((surf, at))

    def heading(self, words: str) -> None:
        if self.y:
            self.y += int(22 * self.s)
        self.tops.append(self.y)
        self.words.append(words)
        t = text(words, self.heading_px, palette.GOLD, True)
        self.blit(t, (0, self.y))
        self.y += t.get_height() + int(2 * self.s)
        line = pygame.Surface((self.w, max(1, int(self.s))))
        line.fill((150, 126, 66))
        self.blit(line, (0, self.y))
        self.y += int(8 * self.s)

    def paragraph(self, words: str, px: int | None = None, width: int | None = None) -> None:
        px = px or self.body_px
        self.words.append(words)
        f = font(px)
        for line in wrap(words, f, width or self.w):
            t = text(line, px, palette.CREAM)
            self.blit(t, (0, self.y))
            self.y += int(px * 1.45)
        self.y += int(6 * self.s)

    def row_of(self, faces: list[pygame.Surface], captions: list[list[str]], gap: int) -> None:
        """Cards side by side (wrapping to more rows as even as can be: never the ninth
        guild card alone under eight), each with lines under it."""
        x, row_h, span = 0, 0, 0
        fit = max(1, (self.w + gap) // (max(f.get_width() for f in faces) + gap))
        per_row = -(-len(faces) // -(-len(faces) // fit))
        counts = [0]
        for face, lines in zip(faces, captions):
            cw = face.get_width()
            if counts[-1] == per_row:
                self.y += row_h + gap
                x, row_h = 0, 0
                counts.append(0)
            counts[-1] += 1
            self.blit(face, (x, self.y))
            yy = self.y + face.get_height() + int(4 * self.s)
            for k, line in enumerate(lines):
                px = self.small_px if k else int(self.small_px * 1.1)
                for part in _caption_lines(line, font(px, k == 0), cw):
                    t = text(part, px, palette.GOLD if k == 0 else palette.CREAM, k == 0)
                    self.blit(t, (x, yy))
                    yy += int(px * 1.35)
                    self.words.append(part)
            row_h = max(row_h, yy - self.y)
            span = max(span, x + cw)
            x += cw + gap
        self.y += row_h + gap
        self.card_rows.append(counts)
        self.card_spans.append(span)

    def beside(
        self, faces: list[pygame.Surface], captions: list[list[str]], gap: int, least: int
    ) -> None:
        """Cards each with its lines at its right (the first a bold title), in as many
        columns as the page holds at ``least`` pixels each, row by row in order (the
        Dirty Trick cards' texts under the cards were narrow columns, half the page's
        width empty at their right)."""
        cols = max(1, min(len(faces), (self.w + gap) // (least + gap)))
        rows = -(-len(faces) // cols)
        cols = -(-len(faces) // rows)  # rows as even as can be: never one card alone
        col_w = (self.w - gap * (cols - 1)) // cols
        counts: list[int] = []
        self.card_spans.append(self.w)
        for start in range(0, len(faces), cols):
            row_h = 0
            counts.append(len(faces[start : start + cols]))
            for k, (face, lines) in enumerate(
                zip(faces[start : start + cols], captions[start : start + cols])
            ):
                x = k * (col_w + gap)
                self.blit(face, (x, self.y))
                tx = x + face.get_width() + int(12 * self.s)
                width = col_w - (tx - x)
                yy = self.y
                for n, line in enumerate(lines):
                    px = int(self.small_px * 1.15) if n == 0 else self.small_px + int(self.s)
                    for part in wrap(line, font(px, n == 0), width):
                        t = text(part, px, palette.GOLD if n == 0 else palette.CREAM, n == 0)
                        self.blit(t, (tx, yy))
                        yy += int(px * 1.35)
                        self.words.append(part)
                    yy += int(3 * self.s) if n == 0 else 0
                row_h = max(row_h, face.get_height(), yy - self.y)
            self.y += row_h + gap
        self.card_rows.append(counts)

    def table(self, caption: str, heads: list[str], rows: list[list[str]], x: int = 0) -> int:
        """A small table in a panel; returns its width (drawn at ``x``, from ``self.y``)."""
        px, pad = self.small_px + int(1 * self.s), int(8 * self.s)
        cells = [heads, *rows]
        widths = [max(font(px, True).size(r[c])[0] for r in cells) for c in range(len(heads))]
        cap = text(caption, px, palette.GOLD, True)
        w = max(sum(widths) + pad * (len(heads) + 1), cap.get_width() + 2 * pad)
        line_h = int(px * 1.5)
        h = cap.get_height() + pad * 2 + line_h * len(cells)
        box = pygame.Surface((w, h), pygame.SRCALPHA)
        panel(box, box.get_rect(), alpha=200)
        box.blit(cap, (pad, pad // 2))
        y = cap.get_height() + pad
        for i, r in enumerate(cells):
            cx = pad
            for c, cell in enumerate(r):
                color = (
                    (200, 190, 160)
                    if i == 0
                    else (palette.GOLD if c == len(r) - 1 else palette.CREAM)
                )
                t = text(cell, px, color, i == 0 or c == len(r) - 1)
                at = cx if c == 0 else cx + widths[c] - t.get_width()
                box.blit(t, (at, y))
                cx += widths[c] + pad
            if i == 0:
                pygame.draw.line(
                    box, (110, 96, 60), (pad, y + line_h - 3), (w - pad, y + line_h - 3)
                )
            y += line_h
        self.blit(box, (x, self.y))
        self.words.extend([caption, *heads])
        return w

    def tables(self, specs: list[tuple[str, list[str], list[list[str]], str]]) -> None:
        """Tables side by side (wrapping), each with a note under it."""
        gap = int(16 * self.s)
        x, row_h, top = 0, 0, self.y
        for caption, heads, rows, note in specs:
            probe = _Writer(self.w, self.s)
            width = probe.table(caption, heads, rows)
            height = probe.calls[-1][0].get_height()
            if x and x + width > self.w:
                self.y = top + row_h + gap
                top, x, row_h = self.y, 0, 0
            self.y = top
            self.table(caption, heads, rows, x)
            yy = top + height + int(4 * self.s)
            for part in wrap(note, font(self.small_px), max(width, int(220 * self.s))):
                self.blit(text(part, self.small_px, (214, 204, 178)), (x, yy))
                yy += int(self.small_px * 1.35)
            self.words.append(note)
            row_h = max(row_h, yy - top)
            x += max(width, int(220 * self.s)) + gap
        self.y = top + row_h + gap

    def paint(self) -> pygame.Surface:
        out = pygame.Surface((self.w, self.y + int(10 * self.s)), pygame.SRCALPHA)
        for surf, at in self.calls:
            out.blit(surf, at)
        return out


def _seat(k: int) -> str:
    return tr("rules.example.seat", letter="ABCDEF"[k])


def example_tables() -> list[tuple[str, list[str], list[list[str]], str]]:
    """The counting examples, each counted by the engine: (caption, heads, rows, note)."""
    out = []
    for rnd, guild_en, column, note in EXAMPLES:
        g = guild_index(guild_en)
        values = " · ".join(number(v) for v in GUILDS[g].values[rnd - 1])
        caption = tr("rules.example.caption", count=rnd, guild=guild_name(g), values=values)
        counted = guild_count(g, column, rnd)
        heads = [tr("rules.example.player"), tr("rules.example.cards"), tr("rules.example.votes")]
        rows = [[_seat(k), number(c), number(counted.votes[k])] for k, c in enumerate(column) if c]
        out.append((caption, heads, rows, tr(note)))
    militia = guild_count(MILITIA, (3, 1, 0), 1)
    out.append(
        (
            tr("rules.example.militia"),
            [tr("rules.example.player"), tr("rules.example.cards"), tr("rules.example.votes")],
            [[_seat(k), number(c), number(militia.votes[k])] for k, c in enumerate((3, 1)) if c],
            tr("rules.example.militia_note"),
        )
    )
    return out


def setup_table() -> tuple[str, list[str], list[list[str]], str]:
    """How many cards are dealt and played, and which are removed, by player count (the
    engine's setups)."""
    heads = [
        tr("rules.setup.players"),
        tr("rules.setup.dealt"),
        tr("rules.setup.played"),
        tr("rules.setup.removed"),
    ]
    rows = []
    for n in sorted(SETUPS):
        s = SETUPS[n]
        removed = [
            f"{guild_name(g)} ×{number(k)}" if k < GUILDS[g].copies else guild_name(g)
            for g, k in enumerate(s.removed)
            if k
        ]
        rows.append([number(n), number(s.deal), number(s.play), ", ".join(removed) or "–"])
    return tr("rules.setup.caption"), heads, rows, ""


def build_page(width: int, s: float) -> Page:
    """The whole page, ``width`` pixels wide, at scale ``s``."""
    wr = _Writer(width, s)
    cw = fitted_card_width(NUM_GUILDS, int(96 * s), int(8 * s), width)
    ch = int(cw * 1.4)
    for title, body in SECTIONS:
        wr.heading(tr(title))
        wr.paragraph(plain(tr(body)))
        if title == "rules.cards.title":
            faces = [card_face(g, cw, ch) for g in range(NUM_GUILDS)]
            wr.row_of(faces, [[] for _ in faces], int(8 * s))
        elif title == "rules.how_many.title":
            caption, heads, rows, _note = setup_table()
            wr.table(caption, heads, rows)
            wr.y += wr.calls[-1][0].get_height() + int(10 * s)
        elif title == "rules.counting.title":
            wr.tables(example_tables()[:-1])
        elif title == "rules.militia.title":
            wr.tables(example_tables()[-1:])
        elif title == "rules.events.title":
            ew = fitted_card_width(len(EVENT_CARDS), int(150 * s), int(16 * s), width)
            eh = ew * 7 // 5
            faces = [event_face(e, ew, eh, True) for e in range(len(EVENT_CARDS))]
            captions = [[event_name(e, True), event_rule(e)] for e in range(len(EVENT_CARDS))]
            wr.row_of(faces, captions, int(16 * s))
        elif title == "rules.tricks.title":
            tw, th = int(96 * s), int(134 * s)
            faces = [trick_face(k, tw, th) for k in range(TRICKS)]
            captions = [[trick_title(k), trick_text("ABCDEFGHI"[k])] for k in range(TRICKS)]
            wr.beside(faces, captions, int(18 * s), int(330 * s))
    return Page(wr.paint(), wr.tops, wr.words, wr.heading_px, wr.card_rows, wr.card_spans)
