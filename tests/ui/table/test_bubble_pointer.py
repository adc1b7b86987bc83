"""A bubble's arrow goes round the words in its straight way (at 1280x720 the
Alchemists' arrow ran through "Domitille" and the hint)."""

from __future__ import annotations

import pygame

from guildes.ui.table.arrow import pointer_line


def test_the_arrow_goes_round_the_words_in_its_way() -> None:
    bubble = pygame.Rect(840, 90, 400, 120)
    target = pygame.Rect(900, 500, 130, 200)  # a fan card below it
    panel = pygame.Rect(960, 240, 310, 70)  # a seat's panel between them
    hint = pygame.Rect(780, 440, 150, 50)  # the hint, left of the way down
    straight = pointer_line(bubble, target, 1.3)
    assert straight is not None and panel.clipline(straight)  # the fault's way
    line = pointer_line(bubble, target, 1.3, [panel, hint])
    assert line is not None
    assert not panel.clipline(line) and not hint.clipline(line)
    assert not bubble.inflate(-2, -2).clipline(line)  # from the bubble's edge, out
    assert target.inflate(12, 12).collidepoint(line[1])  # to the target's edge


def test_a_bubbles_bold_line_stays_inside_it() -> None:
    """A regression review (issue 29): in Russian at 960x600 and 130% text the count's
    bubble ended with "Enter или щелчок — дальше." running onto its border: that line is
    drawn in bold but was wrapped in the regular type. Every line fits inside the pad."""
    from guildes.ui.fonts import font
    from guildes.ui.table.bubble import BubbleBox

    pygame.font.init()
    words = ("Count", "Each guild is counted in turn.")
    extra = "Enter или щелчок — дальше. Enter или щелчок — дальше."
    for width in range(150, 330, 7):
        box = BubbleBox(words, 1.3, width, extra)
        room = width - 2 * box.pad
        for line in box.extra:
            assert font(box.body_size, True).size(line)[0] <= room, (width, line)


def test_an_arrow_that_must_cross_words_passes_under_them() -> None:
    """A screenshot review (issue 29): at 960x600, 130%, ru, the Alchemists' arrow had no
    way round the hint and struck through "Выберите карту…". Where it must cross words,
    it is left out over them: none of its gold lies on the words' box."""
    from guildes.ui import palette
    from guildes.ui.table.arrow import draw_pointer

    surf = pygame.Surface((800, 600))
    bubble = pygame.Rect(100, 50, 300, 100)
    target = pygame.Rect(200, 450, 100, 120)
    hint = pygame.Rect(0, 300, 800, 40)  # across the whole way down
    draw_pointer(surf, bubble, target, 1.0, [hint])
    gold = [
        (x, y)
        for x in range(hint.left, hint.right)
        for y in range(hint.top, hint.bottom)
        if surf.get_at((x, y))[:3] == palette.HIGHLIGHT
    ]
    assert not gold
    below = [(x, y) for x in range(0, 800, 2) for y in range(hint.bottom + 4, target.top, 2)]
    assert any(surf.get_at(p)[:3] == palette.HIGHLIGHT for p in below)  # drawn elsewhere


def test_the_arrow_keeps_air_beside_words_unless_only_a_card_is_in_that_way() -> None:
    """A review: the tutorial's arrows ran 1 or 2 px beside Brune's panel for 55 to 80
    px. Where a way keeps ``ARROW_AIR`` from the words, the arrow takes it; it does not
    take it across a card (``things``) rather than pass near words."""
    from guildes.ui.table.arrow import ARROW_AIR, along

    bubble = pygame.Rect(600, 60, 300, 100)
    target = pygame.Rect(820, 400, 90, 80)  # the kept cards, below the right of it
    panel = pygame.Rect(600, 200, 214, 60)  # a seat's panel, 2 px left of the way down
    straight = pointer_line(bubble, target, 1.0)
    assert straight is not None and not panel.clipline(straight)
    assert along(straight, [panel], 1.0) > 24  # (the fault: the way down beside it)
    line = pointer_line(bubble, target, 1.0, [panel])
    assert line is not None and not panel.clipline(line)
    assert along(line, [panel], 1.0) == 0  # fails before: it ran beside the panel
    card = pygame.Rect(line[0][0] - 40, 170, 120, 200)  # a face-down card on that way
    assert card.clipline(line) and not card.clipline(straight)
    kept = pointer_line(bubble, target, 1.0, [panel], [card])
    assert kept is not None and not card.clipline(kept) and not panel.clipline(kept)
    assert ARROW_AIR > 0


def test_a_bubbles_arrow_is_routed_once_while_nothing_moves(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """The last stop's measure: the coach's ``draw_bubble`` routed its arrow on every
    frame (1.51 ms a frame against 0.99 before the arrows kept air). Drawn again with
    nothing moved, the arrow is the same and no way is searched; moved, it is routed
    afresh and follows the bubble."""
    from guildes.ui.table import arrow
    from guildes.ui.table.bubble import BubbleBox, draw_bubble

    pygame.font.init()
    monkeypatch.setattr(arrow, "_ROUTES", {})
    searched: list[pygame.Rect] = []
    real = arrow.pointer_line

    def spy(rect, pointed, s, words=(), things=()):  # type: ignore[no-untyped-def]
        searched.append(pointed)
        return real(rect, pointed, s, words, things)

    monkeypatch.setattr(arrow, "pointer_line", spy)
    surf = pygame.Surface((1280, 720))
    box = BubbleBox(("Militia", "Three votes a card."), 1.0, 300)
    rect = pygame.Rect(100, 60, *box.size)
    target = pygame.Rect(700, 480, 120, 180)
    panel = pygame.Rect(420, 300, 260, 70)  # across the straight way
    first = draw_bubble(surf, box, rect, [target], 1.0, [panel])
    assert first is not None and searched
    searched.clear()
    again = draw_bubble(surf, box, rect, [target], 1.0, [panel])
    assert again == first and not searched  # fails before: routed on every frame
    moved = draw_bubble(surf, box, rect.move(0, 200), [target], 1.0, [panel])
    assert searched and moved is not None and moved != first
    assert rect.move(0, 200).inflate(2, 2).collidepoint(moved[0])
