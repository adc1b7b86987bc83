"""The docked log began a line with a space after an italic Event card's name (" Played
cards…", pygame-gui wrapping at the space after a styled part): the space goes inside
the part, so no wrapped line of the box starts with one, at any width."""

from __future__ import annotations

import warnings

import pygame
import pygame_gui

from guildes.ui.table.game_log import box_html

LINE = (
    "<b>Round 3 of 3.</b> Event card: <i>Face-down card.</i> Played cards stay face down"
    " until the next card is played. <b>Dirty Trick cards:</b> Ana C (Sacrifice), Bo F"
    " (+1 Knights −1)."
)


def _rows(manager: pygame_gui.UIManager, html: str, width: int) -> list[str]:
    box = pygame_gui.elements.UITextBox(html, pygame.Rect(0, 0, width, 400), manager)
    rows = [
        "".join(getattr(chunk, "text", "") or "" for chunk in row.items)
        for row in box.text_box_layout.layout_rows
    ]
    box.kill()
    return rows


def test_no_wrapped_line_of_the_log_starts_with_a_space() -> None:
    pygame.init()
    pygame.display.set_mode((800, 600))
    warnings.filterwarnings("ignore", category=UserWarning)  # fonts loaded on demand
    manager = pygame_gui.UIManager((800, 600))
    assert box_html(["<i>A.</i> B", "C"]) == "<i>A. </i>B<br>C<br>"
    starts = []
    for width in range(120, 420, 2):
        rows = _rows(manager, box_html([LINE]), width)
        starts += [(width, r) for r in rows if r.startswith(" ")]
    assert not starts, starts[:5]


def test_a_tricks_name_is_never_broken_at_its_signs() -> None:
    """A screenshot review (en, 1280x720): the log broke "Di H (+1" / "Priests -1)".
    A +1/-1 card's name keeps its signs with its guild on one line, in every language,
    at every width."""
    from guildes import i18n
    from guildes.ui.trick_texts import trick_name

    pygame.init()
    pygame.display.set_mode((800, 600))
    warnings.filterwarnings("ignore", category=UserWarning)
    manager = pygame_gui.UIManager((800, 600))
    broken = []
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            names = ", ".join(f"Di {k} ({trick_name(k)})" for k in "FGHI")
            for width in range(120, 420, 6):
                rows = _rows(manager, box_html([f"Ana C (Sacrifice), {names}."]), width)
                broken += [(code, width, r) for r in rows if r.rstrip().endswith("+1")]
    finally:
        i18n.set_language(i18n.SOURCE)
    assert not broken, broken[:5]


def test_the_logs_minus_sign_is_as_wide_as_its_plus_sign() -> None:
    """The last note: the log (a pygame-gui box, not the table's ``NotoFont``) drew
    "+1 Knights −1" with the narrow U+2212 of its Noto Sans, read as a hyphen. The box
    gets the figure dash the table draws, as wide as the plus sign."""
    pygame.init()
    pygame.display.set_mode((800, 600))
    warnings.filterwarnings("ignore", category=UserWarning)
    manager = pygame_gui.UIManager((800, 600))

    def width(html: str) -> int:
        box = pygame_gui.elements.UITextBox(html, pygame.Rect(0, 0, 400, 100), manager)
        row = box.text_box_layout.layout_rows[0]
        w = sum(chunk.width for chunk in row.items if getattr(chunk, "text", ""))
        box.kill()
        return int(w)

    plus = width(box_html(["+1"]))
    minus = width(box_html(["\u22121"]))
    hyphen = width(box_html(["-1"]))
    assert minus == plus > hyphen, (plus, minus, hyphen)  # fails before: minus < hyphen
