"""A screenshot review (issue 29): the kept row's and the reveals' small cards printed
their values at counts 2 and 3 narrowed to about 7 px, a grey smear. A card prints them
where they read at 8 px or more, every card of a size alike, and leaves them out on a
card too small for that (its guild, number and emblem stay; the hand's cards show all)."""

from __future__ import annotations

import pygame
import pytest

from guildes import i18n
from guildes.rules import GUILDS
from guildes.ui.cards import VALUES_MIN_PX, card_size_for
from guildes.ui.layout import TableLayout


def _printed(monkeypatch, width: int, height: int) -> list[tuple[str, int]]:  # type: ignore[no-untyped-def]
    """What every card face of a size prints as its values, with the type's height."""
    import guildes.ui.cards as cards

    cards._card_face.cache_clear()
    out: list[tuple[str, int]] = []
    real_text = cards.text
    real_scale = pygame.transform.smoothscale

    def spy(words, size, *a, **k):  # type: ignore[no-untyped-def]
        surf = real_text(words, size, *a, **k)
        if words.startswith(("II ", "III ")):
            out.append((words, size))
        return surf

    def narrowed(surf, size):  # type: ignore[no-untyped-def]
        if out and surf.get_height() > size[1]:  # the last value line, narrowed
            words, px = out[-1]
            out[-1] = (words, px * size[1] / surf.get_height())
        return real_scale(surf, size)

    monkeypatch.setattr(cards, "text", spy)
    monkeypatch.setattr(pygame.transform, "smoothscale", narrowed)
    for guild in range(len(GUILDS)):
        cards.card_face(guild, width, height)
    monkeypatch.undo()
    cards._card_face.cache_clear()
    return out


@pytest.mark.parametrize("code", ["en", "ru"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_no_card_prints_its_values_under_8_px(monkeypatch, code, size) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    i18n.set_language(code)
    try:
        lay = TableLayout(*size, 6, 0, 0)
        for w, h in (lay.small_card, card_size_for(int(lay.card_base * 0.13 * 1.25))):
            for words, px in _printed(monkeypatch, w, h):
                assert px >= VALUES_MIN_PX - 0.5, (w, words, px)
        hand = _printed(monkeypatch, *lay.fan_size(8))
        assert len(hand) == 2 * (len(GUILDS) - 1), "the hand's cards print every value"
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "fr", "cs", "ru"])
def test_the_militia_card_in_a_full_hand_tells_what_it_gives(monkeypatch, code) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): at 1024x640, 130% text, 3 players, the Militia
    card of a ten-card hand lost "3 par carte / chaque décompte" altogether (the second
    line too long for the card). Its words take a third line where needed: every word
    of them is printed, at 8 px or more."""
    import guildes.ui.cards as cards
    from guildes.rules import MILITIA

    pygame.font.init()
    i18n.set_language(code)
    try:
        lay = TableLayout(1024, 640, 3, 0, 0, 1.3)
        printed: list[tuple[str, int]] = []
        real_text = cards.text

        def spy(words, size, *a, **k):  # type: ignore[no-untyped-def]
            printed.append((words, size))
            return real_text(words, size, *a, **k)

        monkeypatch.setattr(cards, "text", spy)
        cards._card_face.cache_clear()
        cards.card_face(MILITIA, *lay.fan_size(10))
        monkeypatch.undo()
        cards._card_face.cache_clear()
        wanted = (i18n.t("card.militia_value") + " " + i18n.t("card.militia_when")).split()
        shown = " ".join(w for w, px in printed if px >= VALUES_MIN_PX).split()
        assert all(word in shown for word in wanted), (wanted, printed)
    finally:
        i18n.set_language("en")


def _covered(point: tuple[float, float], centre: tuple[float, float], angle: float, size) -> bool:  # type: ignore[no-untyped-def]
    """True when ``point`` (on the screen) lies on a card of ``size`` drawn at ``centre``
    turned ``angle`` degrees (``rotozoom``: counterclockwise)."""
    import math

    a = math.radians(angle)
    dx, dy = point[0] - centre[0], point[1] - centre[1]
    x = dx * math.cos(a) - dy * math.sin(a)  # back into the card's own frame
    y = dx * math.sin(a) + dy * math.cos(a)
    return abs(x) < size[0] / 2 and abs(y) < size[1] / 2


def _on_screen(point: tuple[int, int], centre, angle: float, size) -> tuple[float, float]:  # type: ignore[no-untyped-def]
    """A point of a card's face (from its top-left) on the screen, the card drawn at
    ``centre`` turned ``angle`` degrees."""
    import math

    a = math.radians(angle)
    dx, dy = point[0] - size[0] / 2, point[1] - size[1] / 2
    return (
        centre[0] + dx * math.cos(a) + dy * math.sin(a),
        centre[1] - dx * math.sin(a) + dy * math.cos(a),
    )


@pytest.mark.parametrize("code", ["en", "ru"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
def test_the_next_card_of_a_hand_never_hides_a_value(code, size, scale) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): in a ten-card hand at 1280x720, 130% text, the last
    "2" of "III 8/4/2" lay under the next card, and the Militia's "every count" read
    "every coun". Every value line of a hand's card is in view beside the next card."""
    from guildes.ui.cards import value_lines

    pygame.font.init()
    i18n.set_language(code)
    try:
        for players in (3, 6):
            lay = TableLayout(*size, players, 0, 0, scale)
            for count in range(2, 11):
                cw, ch = lay.fan_size(count)
                spots = lay.fan_positions(count)
                for i in range(count - 1):
                    guild = (i * 4) % len(GUILDS)  # every guild in some hand
                    (x, y, a), (nx, ny, na) = spots[i], spots[i + 1]
                    for t, at in value_lines(guild, cw, ch):
                        ink = t.get_bounding_rect().move(at.topleft)
                        for corner in (ink.topright, ink.bottomright):
                            seen = _on_screen(corner, (x, y), a, (cw, ch))
                            hidden = _covered(seen, (nx, ny), na, (cw, ch))
                            assert not hidden, (players, count, i, GUILDS[guild].name, cw)
    finally:
        i18n.set_language("en")
