"""Issue 29: at 1280x720, 130% text and 6 players, the Redistribution corner's title (the
cards given and received) lay on the left seat's panel and its cards on that seat's
played cards; it lies on no opponent's panel nor played cards, inside the window."""

from __future__ import annotations

import random

import pygame
import pytest

from guildes.rules import Game, GameConfig, Phase
from guildes.rules.cards import EventCard
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import redistributed_place
from tests.ui.conftest import drawn_words
from tests.ui.test_event_cards import EVENTS
from tests.ui.trick_rig import TRICKS


def _after_redistribution(players: int, variants: frozenset[str] = EVENTS) -> Game:
    """A game in its play phase after a Redistribution, some cards on every table."""
    seed = next(
        s
        for s in range(500)
        if Game(GameConfig(players=players, seed=s, variants=variants)).event_card
        == EventCard.REDISTRIBUTION
    )
    game = Game(GameConfig(players=players, seed=seed, variants=variants))
    rng = random.Random(1)
    while not (game.phase is Phase.PLAY and any(game.view(0).tables[0])):
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
    return game


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.85, 1.3])
@pytest.mark.parametrize("players", [3, 6])
def test_the_redistribution_corner_lies_on_no_seat(size, scale, players) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    game = _after_redistribution(players)
    view = game.view(0)
    assert view.gave is not None and view.received is not None
    lay = TableLayout(*size, players, 0, 0, scale)
    _x, _y, box = redistributed_place(lay, view)
    assert pygame.Rect((0, 0), size).contains(box)
    for seat in range(1, players):
        assert not box.colliderect(lay.seat_panel(seat)), seat
        for _g, chip in lay.table_cards(seat, view.tables[seat]):
            assert not box.colliderect(chip), (seat, chip)


@pytest.mark.parametrize("code", ["en", "fr", "cs", "ru"])
def test_the_corner_says_whose_cards_they_are(monkeypatch, code) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: at 6 players with 130% text the corner lay under the left
    seat's panel and its title, "Redistribution", read as that seat's. It says "Your
    redistribution", and its box (which keeps off the seats) holds the whole title."""
    import guildes.ui.table.drawing as drawing
    from guildes import i18n
    from guildes.ui.fonts import font

    pygame.font.init()
    i18n.set_language(code)
    try:
        game = _after_redistribution(6)
        view = game.view(0)
        lay = TableLayout(1280, 720, 6, 0, 0, 1.3)
        drawn = drawn_words(monkeypatch, drawing)
        drawing._redistributed(pygame.Surface((1280, 720)), lay, view)
        monkeypatch.undo()
        title = i18n.t("table.your_redistribution")
        assert title in drawn, drawn
        _x, _y, box = redistributed_place(lay, view)
        assert box.w >= font(int(13 * lay.s), True).size(title)[0]
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.85, 1.3])
@pytest.mark.parametrize("players", [3, 6])
def test_the_title_keeps_off_the_opponents_trick_cards(
    monkeypatch, code, size, scale, players
) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: at 1280x720, 130% text and 6 players with both variants, ru
    "Ваше перераспределение" ran into the left seat's Dirty Trick card. The title, drawn
    whole, ends before any opponent's trick card beside it."""
    import guildes.ui.table.drawing as drawing
    from guildes import i18n
    from guildes.ui.fonts import font

    pygame.font.init()
    i18n.set_language(code)
    try:
        game = _after_redistribution(players, EVENTS | TRICKS)
        view = game.view(0)
        lay = TableLayout(*size, players, 0, 0, scale, True)
        title = i18n.t("table.your_redistribution")
        drawn: list[int] = []
        real = drawing.text

        def spy(words, size, *a, **k):  # type: ignore[no-untyped-def]
            if words == title:
                drawn.append(size)
            return real(words, size, *a, **k)

        monkeypatch.setattr(drawing, "text", spy)
        drawing._redistributed(pygame.Surface(size), lay, view)
        monkeypatch.undo()
        assert len(drawn) == 1, drawn
        x, y, _box = redistributed_place(lay, view)
        w, h = font(drawn[0], True).size(title)
        rect = pygame.Rect(x, y - h - 2, w, h)
        for seat in range(1, players):
            assert not rect.colliderect(lay.trick_rect(seat)), (seat, rect)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("scale", [0.85, 1.3])
def test_the_corner_keeps_well_below_the_left_seat(scale) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): "Your redistribution" lay 4 px under the left
    seat's panel at 6 players and read as that seat's. Below a seat's panel or table it
    keeps at least 12 px (at scale 1) away."""
    pygame.font.init()
    game = _after_redistribution(6)
    view = game.view(0)
    lay = TableLayout(1280, 720, 6, 0, 0, scale)
    _x, _y, box = redistributed_place(lay, view)
    for seat in range(1, 6):
        things = [lay.seat_panel(seat), *(c for _g, c in lay.table_cards(seat, view.tables[seat]))]
        for r in things:
            if r.bottom <= box.top and r.left < box.right and box.left < r.right:
                assert box.top - r.bottom >= int(12 * lay.s), (seat, r, box)


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_corner_keeps_off_the_opponents_trick_cards(size, players) -> None:  # type: ignore[no-untyped-def]
    """A regression review (issue 29): at 4 players and 130% text with both variants,
    the left seat's trick card (now at its row's left end) lay under "Your
    redistribution", its title shrunk onto the card's ±1. The corner keeps off every
    opponent's trick card."""
    pygame.font.init()
    from dataclasses import replace

    game = _after_redistribution(players, EVENTS | TRICKS)
    view = game.view(0)  # the opponents' tables empty: the corner right under a panel
    view = replace(view, tables=(view.tables[0],) + ((0,) * 9,) * (players - 1))
    for scale in (0.85, 1.0, 1.3):
        lay = TableLayout(*size, players, 0, 0, scale, True)
        _x, _y, box = redistributed_place(lay, view)
        for seat in range(1, players):
            assert not box.colliderect(lay.trick_rect(seat)), (scale, seat)
