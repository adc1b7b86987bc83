"""A screenshot review (issue 29): the Results' guild-by-guild table headed its columns
with the guilds' two letters at about 8 px, though a column had room for the name. A
guild's swatch writes its name where it fits (else its short name), every guild and
language."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from guildes.rules import GUILDS
from guildes.ui.names import guild_name, guild_short


def _written(monkeypatch, guild: int, w: int, h: int) -> tuple[str, int]:  # type: ignore[no-untyped-def]
    import guildes.ui.draw as draw

    draw._swatch.cache_clear()
    seen: list[tuple[str, int]] = []
    real = draw.text

    def spy(words, size, *a, **k):  # type: ignore[no-untyped-def]
        seen.append((words, size))
        return real(words, size, *a, **k)

    monkeypatch.setattr(draw, "text", spy)
    draw.swatch(guild, w, h)
    monkeypatch.undo()
    draw._swatch.cache_clear()
    return seen[-1]


@pytest.mark.parametrize("code", ["en", "fr", "cs", "ru"])
def test_a_wide_swatch_writes_the_guilds_name(monkeypatch, code) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    i18n.set_language(code)
    try:
        for guild in range(len(GUILDS)):
            words, size = _written(monkeypatch, guild, 160, 20)  # a Results column at 1280
            assert words == guild_name(guild), (code, words)
            assert size >= 11
            words, _size = _written(monkeypatch, guild, 24, 20)  # the count's small legend
            assert words == guild_short(guild)
    finally:
        i18n.set_language("en")
