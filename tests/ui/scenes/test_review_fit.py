"""The review screen fits: at 1280x720 and 1920x1080, 85% and 130% text, 3 and 6 players
(6 in hotseat: its extra button and note), in the four languages and the pseudo-language,
no line is cut and no button's text overflows (the fit test's own checks,
``tests.ui.test_languages``); at 6 players and 130% the list of choices shows several
rows, and the buttons never cover it. Screenshots under ``artifacts/screens/``."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from guildes.i18n import PSEUDO
from tests.ui.conftest import ARTIFACTS
from tests.ui.scenes.test_review_screen import _reviewed
from tests.ui.test_end_to_end import frames
from tests.ui.test_languages import Recorder, drawn_problems, recorder, widget_problems

__all__ = ["recorder"]  # the fit test's fixture, used here

SHOTS = Path(os.environ.get("GUILDES_REVIEW_SHOTS", ARTIFACTS))


def _open(make_app: Any, players: int, size: tuple[int, int], scale: float, language: str) -> Any:
    from guildes.ui.scenes.main_menu import MainMenu

    saved = _reviewed(players, 20 + players, hotseat=players == 6)
    app = make_app(size=size)
    app.settings.ui_scale = scale
    app.set_language(language, remember=False)
    app.apply_text_size()
    app.start(MainMenu(app))
    app.push("review", saved)
    frames(app, 1)
    return app, app.stack.top


def _focuses(scene: Any) -> list[tuple[str, int]]:
    """The decisions looked at: the costliest (its figures and reason), the one with the
    most choices (the longest list), and one where the choice made was the best."""
    most = max(range(len(scene.positions)), key=lambda i: len(scene.positions[i].legal))
    best = next(i for i, p in enumerate(scene.positions) if scene.valued[p.index].verdict == "best")
    return [("costliest", scene.costliest()[0]), ("most", most), ("best", best)]


CASES = [
    (players, size, scale, language)
    for size, scales in (((1280, 720), (0.85, 1.0, 1.3)), ((1920, 1080), (0.85, 1.3)))
    for scale in scales
    for players in (3, 6)
    for language in ("en", "fr", "cs", "ru", PSEUDO)
]


@pytest.mark.parametrize(("players", "size", "scale", "language"), CASES)
def test_the_review_screen_fits(  # type: ignore[no-untyped-def]
    make_app, recorder: Recorder, players, size, scale, language
) -> None:
    app, scene = _open(make_app, players, size, scale, language)
    problems = []
    for name, focus in _focuses(scene):
        scene.focus = focus
        recorder.cut.clear()
        frames(app, 1)
        problems += [f"{name}: {p}" for p in widget_problems(app.manager)]
        problems += [f"{name}: {p}" for p in drawn_problems(app, recorder)]
        tag = f"{players}p-{size[0]}x{size[1]}-{round(scale * 100)}-{language}"
        tag += "" if name == "costliest" else f"-{name}"
        SHOTS.mkdir(parents=True, exist_ok=True)
        app.screenshot(SHOTS / f"review-fit-{tag}.png")
        drawn = scene.choices
        assert drawn is not None
        if drawn.area.bottom > scene.buttons_top:
            problems.append(f"{name}: the buttons cover the list")
        if drawn.shown < min(drawn.total, 4):
            problems.append(f"{name}: {drawn.shown} rows of {drawn.total} choices")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize(("size", "scale"), [((960, 600), 1.3), ((1280, 720), 1.3)])
def test_the_timelines_marks_stay_inside_their_cells(make_app, monkeypatch, size, scale) -> None:  # type: ignore[no-untyped-def]
    """A hurried play test (issue 29): at 130% the review's timeline drew "??" and "?!"
    wider than their cells, the marks running together. Each mark is drawn inside its
    cell (smaller if it must), or not at all where none fits."""
    import guildes.ui.scenes.review.drawing as review_drawing

    app, scene = _open(make_app, 3, size, scale, "en")
    marks: list[tuple[str, int]] = []
    real = review_drawing.text

    def spy(words, px, *a, **k):  # type: ignore[no-untyped-def]
        image = real(words, px, *a, **k)
        if words in review_drawing.VERDICT_MARKS.values() or words in ("1", "2", "3"):
            marks.append((words, image.get_width()))
        return image

    monkeypatch.setattr(review_drawing, "text", spy)
    cells = review_drawing.timeline_cells
    widths: list[int] = []

    def noting(*a, **k):  # type: ignore[no-untyped-def]
        out = cells(*a, **k)
        widths[:] = [c.w for c in out]
        return out

    monkeypatch.setattr(review_drawing, "timeline_cells", noting)
    frames(app, 1)
    monkeypatch.undo()
    assert widths and marks
    assert all(w <= min(widths) for _m, w in marks), (min(widths), marks[:8])  # fails before
