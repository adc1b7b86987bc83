"""A screenshot review (issue 29): at 1920x1080 with 130% text and the log docked, the
Russian header "Раунд 2 из 3 · Розыгрыш 2/6 · 2 карты" ran on under "Подсчёт (C)". The
title keeps before the header's buttons: fewer words, then smaller type."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from guildes import i18n
from guildes.rules import Game, GameConfig
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import draw_table
from guildes.ui.table.header import header_room
from tests.ui.conftest import drawn_words
from tests.ui.table.test_trick_table import frame


@pytest.mark.parametrize("code", ["en", "ru", "cs", "fr"])
@pytest.mark.parametrize(("size", "log"), [((1920, 1080), 420), ((1024, 640), 300)])
def test_the_header_title_ends_before_the_buttons(monkeypatch, code, size, log) -> None:  # type: ignore[no-untyped-def]
    import guildes.ui.table.header as header

    pygame.font.init()
    i18n.set_language(code)
    try:
        game = Game(GameConfig(players=3, seed=2))
        layout = TableLayout(*size, 3, 0, log, 1.3)
        fr = frame(layout, game.view(0))
        titles: list[int] = []
        real = header.text
        start = i18n.t("table.header_round", round=1).split()[0]

        def spy(words, size_, *a, **k):  # type: ignore[no-untyped-def]
            surf = real(words, size_, *a, **k)
            if words.startswith(start):
                titles.append(surf.get_width())
            return surf

        monkeypatch.setattr(header, "text", spy)
        draw_table(pygame.Surface(size), fr)
        monkeypatch.undo()
        assert titles
        assert int(14 * layout.s) + titles[-1] <= header_room(fr), (titles, header_room(fr))
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "fr"])
def test_the_header_names_the_count_while_it_is_shown(monkeypatch, code) -> None:  # type: ignore[no-untyped-def]
    """A new player's play test: over counts 1 and 2 the header still named the phase
    before them ("Tour 1 sur 3 · Coups bas"). While a count is shown it names the count."""
    import guildes.ui.table.header as header
    from guildes.ui.table.steps import CountStep
    from guildes.ui.table.views import TableViews

    pygame.font.init()
    i18n.set_language(code)
    try:
        game = Game(GameConfig(players=4, seed=2))
        views = TableViews(game.public_view(), tuple(game.view(k) for k in range(4)))
        layout = TableLayout(1280, 720, 4, 0, 0, 1.0)
        drawn = drawn_words(monkeypatch, header)
        header.draw_header(pygame.Surface((1280, 720)), frame(layout, game.view(0)))
        assert i18n.t("count.title", round=1) not in " ".join(drawn)
        drawn.clear()
        header.draw_header(
            pygame.Surface((1280, 720)),
            dataclasses.replace(frame(layout, game.view(0)), step=CountStep(views, views)),
        )
        assert any(i18n.t("count.title", round=1) in words for words in drawn), (
            drawn
        )  # fails before
    finally:
        i18n.set_language("en")
