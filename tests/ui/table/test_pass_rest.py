"""Issue 29's screenshot review: at 6 players and 130% text the hands passing between
the seats covered an opponent's "thinking..." and stuck out of its panel, because each
left and reached a panel at the hand's anchor at its full size, whatever the panel's
words. A passed hand leaves and reaches an opponent's panel where its backs rest there:
inside the panel, clear of every word on it (or not drawn, where no room is left)."""

from __future__ import annotations

import time

import pygame
import pytest

from guildes.ui.draw import backs_fan_rect
from guildes.ui.table.drawing import seat_status
from guildes.ui.table.seat_panel import panel_parts
from guildes.ui.table.steps import HandsPassStep
from tests.ui.test_end_to_end import frames, key


def _passing(make_app, monkeypatch, size, scale, code):  # type: ignore[no-untyped-def]
    """A six-player table in ``code`` whose first hand pass has begun, every AI seat
    shown thinking."""
    from guildes.seats import Seat
    from guildes.session import Session
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(size=size, speed="normal")
    app.settings.ui_scale = scale
    app.apply_text_size()
    app.start(MainMenu(app))
    app.set_language(code)
    seats = [Seat("Ana")] + [
        Seat(n, lv)
        for n, lv in zip(
            ["Bořivoj", "Cyprien", "Dmitri", "Eleonora", "Florentin"],
            ["easy", "normal", "hard", "expert", "normal"],
            strict=True,
        )
    ]
    monkeypatch.setattr(Session, "ai_thinking", lambda self: list(range(1, 6)))
    start_new_game(app, seats, 4, "shared")
    table = app.stack.top
    assert isinstance(table, TableScene)
    deadline = time.monotonic() + 60  # the AI seats choose in their own processes
    while time.monotonic() < deadline:
        if isinstance(table.step, HandsPassStep) and table.step.started:
            return table
        if table.can_choose():
            key(pygame.K_RETURN)
        frames(app, 1, 0.02)
        time.sleep(0.002)
    raise AssertionError("no hand pass")


@pytest.mark.parametrize("code", ["en", "ru"])
@pytest.mark.parametrize(
    ("size", "scale"),
    [((1280, 720), 1.3), ((1280, 720), 0.85), ((1920, 1080), 1.3), ((1024, 768), 1.3)],
)
def test_a_passed_hand_rests_clear_of_its_panels_words(
    make_app, fast_levels, monkeypatch, size, scale, code
) -> None:  # type: ignore[no-untyped-def]
    table = _passing(make_app, monkeypatch, size, scale, code)
    step = table.step
    assert isinstance(step, HandsPassStep)
    lay = table.layout
    found = []
    for moment, travel in (("leaving", 0.0), ("arriving", 1.0)):
        step.t = travel * step.duration * (1 - HandsPassStep.OPENS)
        frames(table.app, 1, 0.0)  # drawn as it is now
        frame = table.frame()
        for seat in range(1, lay.players):
            at = seat if travel == 0 else step.direction.receiver(seat, lay.players)
            if at == table.viewer:
                continue
            x, y, h = step.hand_at(lay, seat, table.viewer)
            if not h:  # no room left by the panel's words: not drawn
                continue
            backs = backs_fan_rect(step.passed(seat), (x, y), h)
            view = frame.view
            kept = view.kept_sizes[at]
            status = seat_status(frame, at)
            assert status.kind == "thinking"
            parts = panel_parts(lay, at, frame.seats[at], view.scores[at], status, kept, True)
            panel = lay.seat_panel(at)
            if not panel.contains(backs):
                found.append(f"{moment} seat {at}: backs {backs} out of the panel {panel}")
            for p in parts:
                if p.rect.colliderect(backs):
                    found.append(f"{moment} seat {at}: backs {backs} over {p.kind} {p.full!r}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("size", [(1280, 720), (1024, 768)])
def test_a_hand_passing_over_a_panel_leaves_its_words_on_top(
    make_app, fast_levels, monkeypatch, size
) -> None:  # type: ignore[no-untyped-def]
    """While hands travel, one crossing a panel (on its way to its resting place: the
    arc rises into the receiver's panel from below) is drawn under the panel's words, as
    a resting hand is: the seat's "thinking..." stays readable through the pass (at
    1280x720, 130% text, 6 players it was covered halfway through)."""
    import guildes.ui.table.scene as scene
    import guildes.ui.table.steps as steps

    table = _passing(make_app, monkeypatch, size, 1.3, "ru")
    step = table.step
    assert isinstance(step, HandsPassStep)
    drawn: list[tuple[str, object]] = []
    real_fan, real_words = steps.backs_fan, getattr(scene, "redraw_words", None)

    def fan(surface, count, at, h):  # type: ignore[no-untyped-def]
        drawn.append(("fan", backs_fan_rect(count, at, h)))
        real_fan(surface, count, at, h)

    def words(surface, frame, seat, fans):  # type: ignore[no-untyped-def]
        drawn.append(("words", seat))
        if real_words is not None:
            real_words(surface, frame, seat, fans)

    monkeypatch.setattr(steps, "backs_fan", fan)
    monkeypatch.setattr(scene, "redraw_words", words, raising=False)
    lay = table.layout
    crossed = 0
    while isinstance(table.step, HandsPassStep) and step.travel < 1.0:
        drawn.clear()
        table.app.draw()
        for seat in range(lay.players):
            panel = lay.seat_panel(seat)
            over = [
                k for k, (what, r) in enumerate(drawn) if what == "fan" and panel.colliderect(r)
            ]
            if not over:
                continue
            crossed += 1
            after = [what for what, s in drawn[over[-1] :] if what == "words" and s == seat]
            assert after, f"seat {seat}'s words under a passing hand at {step.travel:.2f}"
        frames(table.app, 1, 0.02)
    assert crossed


def test_words_over_a_passing_hand_stand_on_a_plate(make_app, fast_levels, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (ru, 1024x768, 130% text, 6 players): "думает." was drawn
    straight onto the card backs arriving at Ed's panel, as if written on them. Each of a
    panel's words that a passing hand reaches is redrawn on a plate of the panel's
    colour where the hand lies under it (only there: a plate over the whole phrase
    showed as a faint box on the panel)."""
    import guildes.ui.table.scene as scene
    from guildes.ui.table.hand_rest import PLATED, _parts

    table = _passing(make_app, monkeypatch, (1024, 768), 1.3, "ru")
    step = table.step
    assert isinstance(step, HandsPassStep)
    real = scene.redraw_words
    found: list[str] = []
    reached = 0

    def words(surface, frame, seat, fans):  # type: ignore[no-untyped-def]
        nonlocal reached
        plates = real(surface, frame, seat, fans)
        for part in _parts(frame, seat):
            if part.kind not in PLATED:
                continue
            for fan in fans:
                under = part.rect.clip(fan)
                if not under.w or not under.h:
                    continue
                reached += 1
                if not any(p.contains(under) for p in plates):
                    found.append(f"seat {seat}'s {part.kind} {part.full!r} at {step.travel:.2f}")
            panel = frame.layout.seat_panel(seat)
            if any(p.collidelist(fans) < 0 or not panel.contains(p) for p in plates):
                found.append(f"seat {seat}: a plate off the cards {plates}")

    monkeypatch.setattr(scene, "redraw_words", words)
    while isinstance(table.step, HandsPassStep) and step.travel < 1.0:
        table.app.draw()
        frames(table.app, 1, 0.02)
    assert reached
    assert not found, found
