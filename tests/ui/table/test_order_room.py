"""The header's order of play ("No more simultaneous play") keeps inside the header's
room: at 1280x720 with six players, "next turn around the table starts: D…" ran under
the Counts button (each name kept 30 px at least, whatever the room left)."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from guildes.i18n import t
from guildes.seats import Seat
from guildes.ui.layout import TableLayout
from tests.ui.test_trick_faces import _turn_by_turn_game

NAMES = ["Aurèle", "Brune", "Cassien", "Domitille", "Eudes", "Firmin"]


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


class _Spy(pygame.Surface):
    """A surface that remembers where each image was drawn on it."""

    def __init__(self, size: tuple[int, int]) -> None:
        super().__init__(size)
        self.drawn: list[tuple[int, pygame.Rect]] = []

    def blit(self, source, dest, *args, **kwargs):  # type: ignore[no-untyped-def,override]
        rect = super().blit(source, dest, *args, **kwargs)
        self.drawn.append((id(source), rect))
        return rect


@pytest.mark.parametrize("lang", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
def test_the_next_turns_starter_keeps_inside_the_header(monkeypatch, lang, size, scale) -> None:  # type: ignore[no-untyped-def]
    import guildes.ui.table.drawing as drawing
    import guildes.ui.table.header as header
    from guildes.ui.table.frame import TableFrame

    i18n.set_language(lang)
    game = _turn_by_turn_game()
    view = game.view(0)
    lay = TableLayout(*size, 6, 0, 0, scale)
    seats = [Seat(NAMES[0])] + [Seat(n, "easy") for n in NAMES[1:]]
    fr = TableFrame(lay, seats, view, None, 0.0, (), True, "", None, 0, None, False)
    words: dict[int, str] = {}
    real = header.text

    def spy(s, px, *args):  # type: ignore[no-untyped-def]
        img = real(s, px, *args)
        words[id(img)] = s
        return img

    monkeypatch.setattr(header, "text", spy)
    surf = _Spy(size)
    drawing.draw_table(surf, fr)
    prefix = t("table.next_turn", name="").strip()[:12]
    end = header.header_room(fr)
    header = [(words[i], r) for i, r in surf.drawn if i in words and r.bottom <= lay.header_h + 2]
    assert any(w.startswith(t("table.order")) for w, _r in header)
    for w, r in header:
        if w.startswith(prefix):
            assert r.right <= end, (w, r.right, end)  # fails before: 1280x720, en
