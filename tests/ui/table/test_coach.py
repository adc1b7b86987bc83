"""The tutorial's coach: which lesson each moment of round 1 shows, and where its bubble
goes on real frames (never over what it points at, the hint or the fan; inside the
window) at 1280x720 and 1920x1080, text size 85% and 130%; the count's bubble beside the
count's panel."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames, key
from tests.ui.tutorial.test_tutorial import ALL_LESSONS


def test_lessons_follow_the_game_and_wait_for_the_player() -> None:
    from guildes.rules import Game, GameConfig
    from guildes.ui.table.coach import lesson_for

    game = Game(GameConfig(players=4, seed=207))
    got = []
    while not game.counts:
        view = game.view(0)
        got.append((view.phase.value, view.step, lesson_for(view, True)))
        assert lesson_for(view, False) is None  # quiet while the player owes nothing
        for s in game.to_choose():
            game.choose(s, game.legal_choices(s)[0])
    assert got == [
        ("draft", 1, "pick"),
        ("draft", 2, "pass"),
        ("draft", 3, "kept"),
        *[("draft", step, None) for step in range(4, 8)],
        ("draft", 8, "last_pick"),
        ("play", 1, "play"),
        ("play", 2, "revealed"),
        ("play", 3, "leads"),
        *[("play", step, None) for step in range(4, 7)],
        ("play", 7, "last_play"),
    ]
    assert lesson_for(game.view(0), True) is None  # round 2: the tutorial is over


def test_a_bubble_avoids_its_target_and_what_it_can() -> None:
    from guildes.ui.table.coach import place_bubble

    bounds = pygame.Rect(0, 40, 1280, 680)
    target = pygame.Rect(300, 500, 700, 220)
    avoid = [pygame.Rect(0, 40, 1280, 200), pygame.Rect(0, 400, 300, 320)]
    rect = place_bubble((340, 120), target, avoid, bounds, 14)
    assert bounds.contains(rect)
    assert not rect.colliderect(target)
    assert not any(rect.colliderect(a) for a in avoid)
    assert rect.bottom <= target.top  # in the free band just above it
    # no room anywhere: it still stays in the window, off the target if it can
    crowded = place_bubble((340, 120), target, [bounds], bounds, 14)
    assert bounds.contains(crowded) and not crowded.colliderect(target)


CONFIGS = [
    ((1280, 720), 0.85, "en"),
    ((1280, 720), 1.3, "en"),
    ((1920, 1080), 0.85, "en"),
    ((1920, 1080), 1.3, "en"),
    ((1280, 720), 1.3, "pseudo"),  # every text 40% longer
    ((1280, 720), 1.0, "ru"),
]


@pytest.mark.parametrize(("size", "text_size", "language"), CONFIGS)
def test_every_bubble_on_real_frames(make_app, size, text_size, language) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table.drawing import hint_box
    from guildes.ui.tutorial.dialog import TutorialDialog
    from guildes.ui.tutorial.start import start_tutorial

    app = make_app(size=size, speed="fast")
    app.settings.ui_scale = text_size
    app.save_settings()
    app.set_language(language)
    app.start(MainMenu(app))
    start_tutorial(app)
    table = app.stack.top
    coach = table.coach
    window = pygame.Rect((0, 0), size)
    tag = f"{size[0]}x{size[1]}-{round(text_size * 100)}-{language}"
    checked: list[str] = []
    count_rects: list[tuple[pygame.Rect, pygame.Rect]] = []
    for _ in range(20_000):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, TutorialDialog):
            break
        if isinstance(top, CountOverlay):
            decorate = top.decorate
            assert decorate is not None

            def spy(surface, panel, decorate=decorate):  # type: ignore[no-untyped-def]
                bubble = coach.count_bubble(size, panel, table.layout.s)[1]
                count_rects.append((pygame.Rect(panel), bubble))
                decorate(surface, panel)

            top.decorate = spy
            top.t = 99.0  # every row shown
            app.draw()
            app.screenshot(ARTIFACTS / f"tutorial-{tag}-count.png")
            key(pygame.K_RETURN)
            continue
        if top is table and coach.key is not None and coach.key not in checked:
            laid = coach.laid_out(table)
            assert laid is not None, coach.key
            box, rect, targets = laid
            view = table.shown.public
            assert window.contains(rect), coach.key
            assert rect.top >= table.layout.strip_rect.bottom, coach.key  # header, strip
            assert not rect.colliderect(targets[0]), coach.key  # what it points at
            if language == "en":  # and, in English, what it outlines
                assert not rect.collidelistall(targets), coach.key
            drawn = table._drawn()  # the hint's place depends on the hand as drawn
            assert not rect.colliderect(hint_box(table.layout, drawn, table._hint(view)))
            fan = coach._fan_rect(table.layout, len(table.fan()), table.fan_front())
            assert fan is None or not rect.colliderect(fan), coach.key
            assert box.size[0] <= table.layout.felt_rect.w * 0.34 * 1.6 + 1
            checked.append(coach.key)
            app.draw()
            app.screenshot(ARTIFACTS / f"tutorial-{tag}-{len(checked)}-{coach.key}.png")
        if top is table and table.can_choose():
            table.pick_card(0)
    assert checked == [k for k in ALL_LESSONS if k != "count"]
    assert count_rects
    for panel, bubble in count_rects:
        assert window.contains(bubble) and not bubble.colliderect(panel)
