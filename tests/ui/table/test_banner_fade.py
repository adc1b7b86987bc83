"""Hurried play (issue 29): as the "Play phase" banner faded out only its panel faded; its
words stood whole over the Event card's until the banner was gone. The words fade with
the panel."""

from __future__ import annotations

import pygame

from guildes.rules import Game, GameConfig
from guildes.ui.layout import TableLayout
from guildes.ui.table.steps import BannerStep
from guildes.ui.table.views import TableViews


def _brightest(progress: float) -> int:
    game = Game(GameConfig(players=4, seed=3))
    views = TableViews(game.public_view(), tuple(game.view(s) for s in range(4)))
    step = BannerStep(views, views, 1.0, title="Play phase", subtitle="Play your cards")
    step.t = progress
    layout = TableLayout(1280, 720, 4, 0, 0)
    surf = pygame.Surface((1280, 720))
    surf.fill((0, 0, 0))
    step.draw(surf, layout, 0)
    cx, cy = layout.center
    return max(
        surf.get_at((x, y))[0] for x in range(cx - 150, cx + 150) for y in range(cy - 40, cy + 40)
    )


def test_the_banners_words_fade_with_it() -> None:
    pygame.font.init()
    shown = _brightest(0.5)
    fading = _brightest(0.95)  # the panel at a fifth of its opacity
    assert shown > 180  # the gold title whole
    assert fading < shown * 0.4, (fading, shown)
