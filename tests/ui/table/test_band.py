"""The band round a lesson's card (``guildes.ui.table.band``): it hugs the card as the
fan draws it, and the bubble's arrow ends on it."""

from __future__ import annotations


def test_a_lessons_card_band_hugs_the_card_as_drawn() -> None:
    """A screenshot review (the tutorial's Alchemists and Militia, four languages): the
    outline round a lesson's card, a box round the turned card at rest and lifted, ran
    across the previous card's words. It is now a band round the card as drawn, turned,
    at rest or risen: every corner of the card inside it, and no larger than the card
    grown by the outline's margin."""
    import math

    from guildes.ui.layout import TableLayout
    from guildes.ui.table.band import fan_card_shape

    def inside(p: tuple[float, float], poly: list[tuple[float, float]]) -> bool:
        n = len(poly)  # counter-clockwise in the hull's order (y down: all on one side)
        sides = [
            (poly[(k + 1) % n][0] - poly[k][0]) * (p[1] - poly[k][1])
            - (poly[(k + 1) % n][1] - poly[k][1]) * (p[0] - poly[k][0])
            for k in range(n)
        ]
        return all(v >= -1e-6 for v in sides) or all(v <= 1e-6 for v in sides)

    def area(poly: list[tuple[float, float]]) -> float:
        n = len(poly)
        return (
            abs(
                sum(
                    poly[k][0] * poly[(k + 1) % n][1] - poly[(k + 1) % n][0] * poly[k][1]
                    for k in range(n)
                )
            )
            / 2
        )

    for text_size in (0.85, 1.3):
        for size in ((960, 600), (1280, 720), (1920, 1080)):
            lay = TableLayout(size[0], size[1], 4, 0, 0, text_size)
            grow = int(5 * lay.s)
            for count in (4, 8):
                fan = list(range(count))
                cw, ch = lay.fan_size(count)
                for i in range(count):
                    for rise in (0.0, 1.0):
                        shape = fan_card_shape(lay, fan, i, (), lambda _k, r=rise: r)
                        assert shape is not None
                        outer, inner = shape
                        x, y, a, k = lay.fan_pose(count, i, (), rise)
                        t = math.radians(a)
                        corners = [
                            (
                                int(x) + dx * math.cos(t) + dy * math.sin(t),
                                int(y) - dx * math.sin(t) + dy * math.cos(t),
                            )
                            for dx in (-k * cw / 2, k * cw / 2)
                            for dy in (-k * ch / 2, k * ch / 2)
                        ]
                        where = (text_size, size, count, i, rise)
                        assert all(inside(c, inner) for c in corners), where
                        most = (k * cw + 2 * grow) * (k * ch + 2 * grow)
                        assert area(outer) <= most + 1, where


def test_the_arrow_ends_on_the_band_nearest_the_bubble() -> None:
    """A review: the arrow to the band stopped at the edge of the band's upright box, 40
    px off the card, over its neighbour. It ends at the band's point nearest the
    bubble's centre, on the band's edge."""
    from guildes.ui.table.band import nearest_on

    diamond = [(100.0, 0.0), (200.0, 100.0), (100.0, 200.0), (0.0, 100.0)]
    end = nearest_on(diamond, (0, 0))
    assert (end.x, end.y) == (50, 50)  # the middle of the upper-left edge, not (0, 0)
    end = nearest_on(diamond, (300, 100))
    assert (end.x, end.y) == (200, 100)


def test_a_bubbles_arrow_to_a_band_ends_on_it(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The arrow of a bubble whose first outline is a band ends at a point of the band
    (a pixel's box), not on the box round the card's moves; with a panel in the way of
    that new path (and not of the old one) at another point of the band, by a way round
    the panel (at 960x600, 130% text, the Alchemists' arrow kept the old end, in the felt
    40 px off its card)."""
    import pygame

    from guildes.ui.layout import TableLayout
    from guildes.ui.table import arrow, bubble
    from guildes.ui.table.band import fan_card_shape

    pygame.font.init()
    lay = TableLayout(1280, 720, 4, 0, 0, 1.0)
    fan = list(range(8))
    shape = fan_card_shape(lay, fan, 7, (), lambda _i: 0.0)
    assert shape is not None
    target = bubble.fan_card(lay, fan, 7, ())
    assert target is not None
    ends: list[pygame.Rect] = []  # what each way tried ends on: the last is the arrow's
    real = arrow.pointer_line

    def spy(rect, pointed, s, words=(), things=()):  # type: ignore[no-untyped-def]
        ends.append(pointed)
        return real(rect, pointed, s, words, things)

    monkeypatch.setattr(arrow, "pointer_line", spy)
    monkeypatch.setattr(arrow, "_ROUTES", {})  # routed afresh, not remembered
    box = bubble.BubbleBox(("Militia", "Three votes a card."), lay.s, 300)
    rect = pygame.Rect(200, 200, *box.size)
    surface = pygame.Surface((1280, 720))
    bubble.draw_bubble(surface, box, rect, [target], lay.s, (), [shape], lay.felt_rect)
    assert ends[-1].size == (1, 1) and not ends[-1].colliderect(rect)
    line = real(rect, target, lay.s, ())
    assert line is not None
    moved = real(rect, ends[-1], lay.s, ())
    assert moved is not None
    wall = pygame.Rect(0, 0, 3, 3)  # a panel on the new path only
    wall.center = (round((moved[0][0] + moved[1][0]) / 2), round((moved[0][1] + moved[1][1]) / 2))
    if not wall.clipline(line):
        arrow = bubble.draw_bubble(
            surface, box, rect, [target], lay.s, (), [shape], lay.felt_rect, [wall]
        )
        assert ends[-1].size == (1, 1) and ends[-1] != target
        assert arrow is not None and not wall.clipline(arrow)
