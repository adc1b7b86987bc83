"""The viewer's kept cards lie in their own row: never over an opponent's face-down (or
revealed) card nor the Event card, at every seat count (3-6), window size and text
size."""

from __future__ import annotations

from dataclasses import replace

import pytest

from guildes.rules import NUM_GUILDS, Game, GameConfig
from guildes.seats import Seat
from guildes.ui.draw import rotated_face
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import draw_table
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.steps import CardsFlipStep
from tests.ui.conftest import ARTIFACTS


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_kept_row_stays_off_the_opponents_cards(make_app, size) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=size)
    for scale in (0.85, 1.0, 1.3):
        for players in range(3, 7):
            layout = TableLayout(*size, players, 0, 0, scale)
            view = Game(GameConfig(players=players, seed=5)).view(0)
            view = replace(view, kept=(2,) * NUM_GUILDS)  # a card of every guild kept
            cards = tuple(((seat * 2) % NUM_GUILDS,) for seat in range(players))
            frame = TableFrame(
                layout=layout,
                seats=[Seat(f"P{i}") for i in range(players)],
                view=view,
                step=CardsFlipStep(None, None, 1.0, t=0.5, cards=cards),  # type: ignore[arg-type]
                clock=0.0,
                thinking=(),
                choosing=False,
                hint="",
                hover=None,
                focus=0,
                pointed=None,
                finished=False,
            )
            assert draw_table(app.screen, frame)  # the hand and the kept row drawn
            if scale != 1.0 and players in (3, 6) and size != (1024, 640):
                name = f"kept-row-{players}p-{size[0]}x{size[1]}-{round(scale * 100)}.png"
                app.screenshot(ARTIFACTS / name)
            kept = layout.kept_rects(NUM_GUILDS)
            assert layout.event_rect.collidelist(kept) == -1, (scale, players)
            w, h = layout.small_card
            for seat in range(1, players):
                front = layout.front_rect(seat, 1)
                assert front.collidelist(kept) == -1, (scale, players, seat)
                face = rotated_face(cards[seat][0], w, h, 0.0, 1.0)
                rect = face.get_rect(center=layout.front_of(seat))
                for px in range(2, face.get_width() - 2, 3):
                    for py in range(2, face.get_height() - 2, 3):
                        if face.get_at((px, py))[3] == 255:
                            got = app.screen.get_at((rect.x + px, rect.y + py))[:3]
                            assert got == face.get_at((px, py))[:3], (scale, players, seat)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_kept_label_keeps_off_the_count_badges(size) -> None:  # type: ignore[no-untyped-def]
    """In Russian the label ("оставлены") is wider than a kept card: it lay under the
    first card's count badge ("2"). It moves left of the badges it would reach."""
    import pygame

    from guildes import i18n
    from guildes.ui.cards import name_rect
    from guildes.ui.table.drawing import kept_marks

    pygame.font.init()
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            for scale in (0.85, 1.0, 1.3):
                for kept in ((2, 1, 0, 0, 0, 0, 0, 0, 0), (2, 2, 2, 0, 0, 0, 0, 0, 3)):
                    layout = TableLayout(*size, 6, 0, 0, scale)
                    view = replace(Game(GameConfig(players=6, seed=5)).view(0), kept=kept)
                    label, cards = kept_marks(layout, view)
                    badges = [b for _g, _r, b in cards if b is not None]
                    assert badges and label.w > 0
                    assert label.collidelist(badges) < 0, (code, scale, kept)
                    assert layout.felt_rect.contains(label), (code, scale, kept)
                    # no badge on a kept card's name (centred on the corner, it covered
                    # the end of ru "Алхимики" at 130%)
                    names = [name_rect(g, r.w, r.h).move(r.topleft) for g, r, _b in cards]
                    for b in badges:
                        assert b.collidelist(names) < 0, (code, scale, kept, b)
                        assert layout.felt_rect.contains(b), (code, scale, kept, b)
    finally:
        i18n.set_language(i18n.SOURCE)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_kept_label_stays_inside_the_window_with_one_card(size) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): with one card kept, ru "оставлены" over it ran off
    the window's right edge ("оставлен…") at 6 players and 130% text."""
    import pygame

    from guildes import i18n
    from guildes.ui.draw import FRAME_PX
    from guildes.ui.table.drawing import kept_marks

    pygame.font.init()
    try:
        for code in i18n.LANGUAGES:
            i18n.set_language(code)
            for scale in (0.85, 1.0, 1.3):
                for players in range(3, 7):
                    layout = TableLayout(*size, players, 0, 0, scale)
                    view = Game(GameConfig(players=players, seed=5)).view(0)
                    view = replace(view, kept=(1,) + (0,) * (NUM_GUILDS - 1))
                    label, cards = kept_marks(layout, view)
                    assert len(cards) == 1 and label.w > 0
                    # inside the felt's frame (7 px) with room to spare: at 130% in ru
                    # it ended on the frame's line
                    inside = layout.felt_rect.inflate(-2 * (FRAME_PX + 4), 0)
                    assert inside.contains(label), (code, scale, players, label, inside)
    finally:
        i18n.set_language(i18n.SOURCE)
