"""Scene navigation in one place: every scene is registered by its name, and no scene
module imports another (they navigate by name through the app)."""

from __future__ import annotations

import os
from itertools import permutations
from typing import get_args

import grimp
import pytest

from guildes.ui.scene import SceneName

SCENE_MODULES = [
    *(
        f"guildes.ui.scenes.{name}"
        for name in (
            "ai_failed",
            "count",
            "counts_panel",
            "curtain",
            "folder_choice",
            "load",
            "main_menu",
            "message",
            "name_dialog",
            "new_game",
            "pause",
            "quit_confirm",
            "replay",
            "results",
            "review",
            "rules",
            "settings",
            "statistics",
        )
    ),
    "guildes.ui.table",
    "guildes.ui.tutorial.dialog",
]
"""Every scene's module: one ``Scene`` per module under ``guildes.ui.scenes``, and the
table and the tutorial's dialog in packages of their own."""


def test_every_scene_lives_in_a_listed_module() -> None:
    from guildes.ui.scenes import SCENES

    for cls in SCENES.values():
        module = cls.__module__  # type: ignore[attr-defined]
        assert any(module == m or module.startswith(m + ".") for m in SCENE_MODULES), module


def test_every_scene_name_has_its_scene() -> None:
    from guildes.ui.scenes import SCENES

    assert set(SCENES) == set(get_args(SceneName))
    for name, cls in SCENES.items():
        assert cls.name == name  # type: ignore[attr-defined]


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("guildes", exclude_type_checking_imports=True)


SHARED = {
    ("guildes.ui.scenes.replay", "guildes.ui.table"): [
        "guildes.ui.table.scene",
        "guildes.ui.table.input",
        "guildes.ui.table.narration",
    ],
    ("guildes.ui.scenes.review", "guildes.ui.table"): [
        "guildes.ui.table.scene",
        "guildes.ui.table.input",
        "guildes.ui.table.narration",
    ],
}
"""The replay and the review draw the real table: they may import the table's drawing,
steps and views (the review: the trick turn's words for a use), never the table's scene,
input or narration (as in the import contract)."""


@pytest.mark.parametrize(("importer", "imported"), list(permutations(SCENE_MODULES, 2)))
def test_no_scene_imports_another(graph: grimp.ImportGraph, importer: str, imported: str) -> None:
    shared = SHARED.get((importer, imported))
    if shared is not None:
        for part in shared:
            chain = graph.find_shortest_chain(importer, part, as_packages=True)
            assert chain is None, " -> ".join(chain or ())
        assert not graph.direct_import_exists(importer=importer, imported=imported)
        return
    chain = graph.find_shortest_chain(importer, imported, as_packages=True)
    assert chain is None, " -> ".join(chain or ())


def test_the_check_sees_an_import_between_scenes(graph: grimp.ImportGraph) -> None:
    """The registry imports every scene: the check above would see such a chain."""
    assert graph.find_shortest_chain("guildes.ui.scenes", "guildes.ui.table", as_packages=True)


def test_quit_from_the_pause_menu_reports_to_the_table_then_shows_the_main_menu(  # type: ignore[no-untyped-def]
    make_app, fast_levels
) -> None:
    import pygame

    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.pause import PauseOverlay
    from tests.ui.test_end_to_end import click, frames, key

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("B", "easy"), Seat("C", "easy")], 5, "shared")
    table = app.stack.top
    closed: list[bool] = []
    table.close = lambda: closed.append(True)  # what the pause menu reports back to
    frames(app, 2)
    key(pygame.K_ESCAPE)
    frames(app, 2)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    quit_button = pause.menu.ring.items[-1].widget
    assert quit_button.text == "Quit to menu"
    click(quit_button.rect.center)
    frames(app, 2)
    assert closed == [] and pause.confirming  # asks first
    leave = pause.menu.ring.items[-1].widget
    assert leave.text == "Leave to the menu"
    click(leave.rect.center)
    frames(app, 3)
    assert closed == [True] and isinstance(app.stack.top, MainMenu)
    table.session.close()


def test_the_main_menu_opens_without_the_other_scenes_modules(tmp_path) -> None:  # type: ignore[no-untyped-def]
    """The first frame waits for no scene but the menu: the table, the review and the
    replay, Results and Load are imported when first
    opened (importing them all took a third of the time to the first frame)."""
    import subprocess
    import sys

    code = (
        "import sys\n"
        "from guildes.saves import locations\n"
        "from guildes.ui.app import App\n"
        f"app = App(locations({str(tmp_path)!r}), size=(1280, 720), sound=False)\n"
        "app.start(app.scene('main_menu'))\n"
        "app.step_frame(0.016)\n"
        "heavy = ('guildes.ui.table', 'guildes.ui.scenes.review', 'guildes.ui.scenes.replay',"
        " 'guildes.ui.scenes.results', 'guildes.ui.scenes.load')\n"
        "print(sorted(m for m in heavy if m in sys.modules))\n"
        "app.shutdown()\n"
    )
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True
    )
    assert out.stdout.strip().splitlines()[-1] == "[]"
