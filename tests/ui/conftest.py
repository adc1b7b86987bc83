"""Headless app fixtures: SDL's dummy drivers, a data folder per test, fast AI levels."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# A first start follows the system's language: the tests' apps start in English,
# whatever the machine's locale (tests of other languages switch explicitly).
os.environ["LANGUAGE"] = "en"

ARTIFACTS = Path(os.environ.get("GUILDES_ARTIFACTS", "artifacts")) / "screens"


@pytest.fixture(autouse=True)
def english_after_each_test() -> Iterator[None]:
    """The language is the process's: each test leaves it English."""
    yield
    from guildes import i18n

    i18n.set_language("en")


@pytest.fixture(autouse=True)
def no_background_duplicate(monkeypatch: pytest.MonkeyPatch) -> None:
    """No review duplicate played in the background (a process at the expert's budget
    for each game started); its own tests turn it on."""
    import guildes.ui.games as games

    monkeypatch.setattr(games, "BACKGROUND_DUPLICATE", False)


@pytest.fixture
def fast_levels(monkeypatch: pytest.MonkeyPatch) -> None:
    """AI levels with small budgets, so games finish quickly."""
    import guildes.ai.levels as levels

    monkeypatch.setitem(levels.LEVELS, "normal", "mcts:iters=30:worlds=4")
    monkeypatch.setitem(levels.LEVELS, "hard", "heuristic")
    monkeypatch.setitem(levels.LEVELS, "expert", "heuristic")


@pytest.fixture
def make_app(tmp_path: Path) -> Iterator:  # type: ignore[type-arg]
    """Build real apps (closed at the end of the test)."""
    from guildes.saves import locations
    from guildes.ui.app import App

    apps = []

    def build(
        size: tuple[int, int] = (1280, 720),
        speed: str = "fast",
        tips: bool = False,
        sound: bool = True,
    ) -> App:
        """An app on a data folder of its own. Its player has seen the variants' tips
        (their bubbles take Esc and Enter while shown) unless ``tips``."""
        from guildes.ui.table.tips import TIPS

        app = App(locations(tmp_path / f"data{len(apps)}"), size=size, speed=speed, sound=sound)
        if not tips:
            app.settings.tips_seen = list(TIPS)
        apps.append(app)
        return app

    yield build
    for app in apps:
        if app.running:
            try:
                app.shutdown()
            except Exception:
                pass


def drawn_words(monkeypatch: pytest.MonkeyPatch, module: object) -> list[str]:
    """The words ``module`` renders with its ``text`` from now on, in order (the spy
    stays until ``monkeypatch`` undoes it)."""
    drawn: list[str] = []
    real = module.text  # type: ignore[attr-defined]

    def spy(words, *a, **k):  # type: ignore[no-untyped-def]
        drawn.append(words)
        return real(words, *a, **k)

    monkeypatch.setattr(module, "text", spy)
    return drawn


def widest_gap(words: str, size: int) -> int:
    """The widest run of inkless columns inside ``words`` drawn bold at ``size``: the
    air a reader sees between a number and its word."""
    from guildes.ui.fonts import text

    img = text(words, size, (255, 255, 255), True)
    w, h = img.get_size()
    ink = [any(img.get_at((x, y)).a > 30 for y in range(h)) for x in range(w)]
    inked = [x for x in range(w) if ink[x]]
    best = run = 0
    for x in range(inked[0], inked[-1] + 1):
        run = 0 if ink[x] else run + 1
        best = max(best, run)
    return best
