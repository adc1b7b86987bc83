"""A screenshot review (fr and ru at 960x600, 130% text): "Jouer la donne", "Jouer",
"Retour" and "Сыграть раздачу" touched their buttons' borders (the rows squeezed to fit
the window, the buttons with them); the Event cards' description ran into the two lines
of "Карты грязных приёмов" under it; "Назад" lined up with nothing of the right column.

The buttons standing alone are as high as their words and room above and below; a row
under a note keeps a gap from it, and a row as high as its label's two lines; Start and
Back end where their columns' controls end (Back under "Play a deal")."""

from __future__ import annotations

import pytest

from guildes.ui.fonts import font
from guildes.ui.textfit import fit_lines
from tests.ui.scenes.test_new_game_fit import new_game_forms


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_buttons_hold_their_words_and_notes_keep_off_the_rows(
    make_app, monkeypatch, size, scale
) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.widgets import BUTTON_EDGE

    for _app, language, players, screen in new_game_forms(make_app, monkeypatch, size, scale):
        where = (language, players)
        grid = screen.grid
        start, back, play = (screen.controls[k] for k in ("start", "back", "play_deal"))
        for b in (start, back, play):
            tw, th = b.font.size(b.text)
            room = b.rect.inflate(-2 * BUTTON_EDGE, -2 * BUTTON_EDGE)
            assert th + 4 <= room.h and tw + 12 <= room.w, (where, b.text, b.rect, th)
        # the words of a row's label start below the note above it, with a gap
        last_note: dict[int, int] = {}
        for kind, words, r in grid.drawn:
            if kind in ("note", "warning"):
                last_note[r.x] = r.bottom
            elif kind == "label":
                size_, lines = fit_lines(words, grid.label_px, r.w - int(6 * grid.s), 2)
                block = len(lines) * font(size_).get_height()
                top = r.y + (r.h - block) // 2
                above = last_note.pop(r.x, None)
                assert above is None or top >= above + 3, (where, words, top, above)
            else:
                last_note.pop(r.x, None)
        # Back under the right column's controls, Start under the left one's
        assert back.rect.right == play.rect.right, (where, back.rect, play.rect)
        assert start.rect.right == screen.controls["kind:0"].rect.right, (where, start.rect)
