"""Hurried play (issue 29): the kept row's small cards cut their guild's name at the card's
edge ("Alchemist", "Řemeslnic", "Алхимик"). A card writes its name inside its band,
squeezed on a small card, or its short name; never cut mid-word, never a blank band."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from guildes.rules import GUILDS
from guildes.ui.cards import _name_image, card_size_for, name_rect
from guildes.ui.layout import TableLayout
from guildes.ui.names import guild_name


@pytest.mark.parametrize("code", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_a_cards_name_stays_inside_the_card(code, size) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    i18n.set_language(code)
    try:
        lay = TableLayout(*size, 6, 0, 0)
        kw, kh = lay.small_card
        widths = {int(kw * 0.8), kw, lay.fan_size(8)[0], card_size_for(int(kh * 0.85 * 0.8))[0]}
        for w in sorted(widths):
            h = int(w * 1.4)
            for guild in range(len(GUILDS)):
                where = name_rect(guild, w, h)
                assert where.right <= w - max(2, w // 14) + 1, (code, w, guild_name(guild), where)
                image = _name_image(guild, w, (0, 0, 0))
                assert image.get_width() > 0, "a blank band"
    finally:
        i18n.set_language("en")
