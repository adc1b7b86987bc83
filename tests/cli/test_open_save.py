"""``guildes PATH``, the way file managers open a save: the real entry point, headless
(SDL's dummy drivers), with the window's loop cut to a few frames. A good save resumes at
the table; a bad one shows the strict reader's one-line reason in the window and changes
nothing, neither the file nor the game's own data."""

from __future__ import annotations

import json
import logging
import os
import warnings
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from guildes.__main__ import file_manager_args, main
from guildes.i18n import t
from guildes.rules import Game, GameConfig
from guildes.saves import savefile
from guildes.saves.savefile import SavedGame
from guildes.seats import Seat
from guildes.ui.games import TITLE_REFUSED
from tests.ui.conftest import ARTIFACTS

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@pytest.fixture
def opened(monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Any]]:
    """Run ``main`` for real, but let the window draw 5 frames instead of looping; what
    the window showed then is recorded here (the app shuts down as on quit)."""
    from guildes.ui.app import App

    seen: dict[str, Any] = {}

    def run(app: App) -> int:
        for _ in range(5):
            app.step_frame(0.05)
        seen["scenes"] = list(app.stack.scenes)
        seen["app"] = app
        if "shot" in seen:
            app.screenshot(ARTIFACTS / seen["shot"])
        app.shutdown()
        return 0

    monkeypatch.setattr(App, "run", run)
    # main() sets up logging to the data folder: keep that out of the other tests.
    root = logging.getLogger()
    monkeypatch.setattr(root, "handlers", [])
    yield seen
    for handler in root.handlers:
        handler.close()


def a_game() -> tuple[Game, list[Seat]]:
    game = Game(GameConfig(players=3, seed=7))
    for _ in range(4):
        for seat in range(3):
            if game.legal_choices(seat):
                game.choose(seat, game.legal_choices(seat)[0])
    return game, [Seat("Ada"), Seat("Bo", "easy"), Seat("Cy", "easy")]


def snapshot(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in folder.rglob("*") if p.is_file()}


def test_a_good_save_resumes_at_the_table(tmp_path: Path, opened: dict[str, Any]) -> None:
    from guildes.ui.table import TableScene

    game, seats = a_game()
    # where file managers put things: spaces and accents in the path
    folder = tmp_path / "Mes parties à moi"
    folder.mkdir()
    path = folder / "le soir.guildes.json"
    savefile.write(path, SavedGame.of(game, seats), game)
    before = path.read_bytes()
    opened["shot"] = "open-good-save.png"

    assert main([str(path), "--data-dir", str(tmp_path / "data"), "--mute"]) == 0

    tables = [s for s in opened["scenes"] if isinstance(s, TableScene)]
    assert len(tables) == 1, opened["scenes"]
    session = tables[0].session
    assert session.game.history[: len(game.history)] == game.history
    assert [s.name for s in session.seats] == ["Ada", "Bo", "Cy"]
    assert path.read_bytes() == before  # the game keeps playing in its own autosave


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b'{"format": "guildes-save", "version": 1, "con', "not valid JSON"),
        (
            json.dumps({"format": "guildes-save", "version": 1, "config": {"players": 2}}).encode(),
            "3 to 6 players",
        ),
        (json.dumps({"format": "guildes-save", "version": 9}).encode(), "save version 9"),
        (b"\xff\xfe not text", "not UTF-8"),
    ],
)
def test_a_bad_save_shows_its_reason_and_changes_nothing(
    tmp_path: Path, opened: dict[str, Any], content: bytes, reason: str
) -> None:
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.message import MessageOverlay

    data = tmp_path / "data"
    game, seats = a_game()
    savefile.write(data / "autosave.guildes.json", SavedGame.of(game, seats), game)
    folder = tmp_path / "downloads"
    folder.mkdir()
    path = folder / "broken.guildes.json"
    path.write_bytes(content)
    files_before, data_before = snapshot(folder), snapshot(data)
    if reason == "3 to 6 players":
        opened["shot"] = "open-bad-save.png"

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        assert main([str(path), "--data-dir", str(data), "--mute"]) == 0

    scenes = opened["scenes"]
    assert [type(s) for s in scenes] == [MainMenu, MessageOverlay]
    overlay = scenes[-1]
    assert overlay.title == t(TITLE_REFUSED)
    assert not [w for w in caught if "too small for text" in str(w.message)]  # all of it shows
    assert reason in overlay.message and "\n" not in overlay.message
    assert len(overlay.message) <= 240  # what the overlay shows, in at most 4 lines
    # nothing changed: the file is where it was, as it was (not renamed *.corrupt), and
    # the autosave is untouched (settings.json is rewritten on quit, as after any game)
    assert snapshot(folder) == files_before
    data_after = snapshot(data)
    assert data_after["autosave.guildes.json"] == data_before["autosave.guildes.json"]
    assert not [name for name in data_after if name.endswith(".corrupt")]


def test_a_missing_save_says_so(tmp_path: Path, opened: dict[str, Any]) -> None:
    from guildes.ui.scenes.message import MessageOverlay

    path = tmp_path / "gone.guildes.json"
    assert main([str(path), "--data-dir", str(tmp_path / "data"), "--mute"]) == 0
    overlay = opened["scenes"][-1]
    assert isinstance(overlay, MessageOverlay) and overlay.message.startswith("there is no file")


def test_finders_process_serial_number_is_ignored(tmp_path: Path, opened: dict[str, Any]) -> None:
    """macOS 10.8 and older start an app from Finder with -psn_0_NNN before the file."""
    from guildes.ui.table import TableScene

    game, seats = a_game()
    path = tmp_path / "x.guildes.json"
    savefile.write(path, SavedGame.of(game, seats), game)
    argv = ["-psn_0_1234567", str(path), "--data-dir", str(tmp_path / "d"), "--mute"]
    assert main(argv) == 0
    assert any(isinstance(s, TableScene) for s in opened["scenes"])


def test_file_manager_arguments() -> None:
    save = r"C:\Users\Ada Lovelace\Saved Games\le soir.guildes.json"
    # Windows: CommandLineToArgvW already removed the quotes of "%1"; a path that kept
    # them (a handler registered by hand) loses them; other arguments are left alone
    assert file_manager_args([save], "win32") == [save]
    assert file_manager_args([f'"{save}"'], "win32") == [save]
    assert file_manager_args(['"', "--mute"], "win32") == ['"', "--mute"]
    # elsewhere a double quote can be part of a file name
    assert file_manager_args(['"odd".guildes.json'], "linux") == ['"odd".guildes.json']
    # Finder's process serial number goes on every system; nothing else does
    assert file_manager_args(["-psn_0_42", "/a/b.guildes.json"], "darwin") == ["/a/b.guildes.json"]
    assert file_manager_args(["-psn_0_42"], "linux") == []
    assert file_manager_args(["-psn", "--mute"], "darwin") == ["-psn", "--mute"]
