"""The command line: --version, and a save checked with --smoke-test (good and bad)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from guildes.rules import Game, GameConfig
from guildes.saves import savefile
from guildes.saves.savefile import SavedGame
from guildes.seats import Seat


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "guildes", *args], capture_output=True, text=True, timeout=120
    )


def test_smoke_test_checks_a_good_save(tmp_path: Path) -> None:
    game = Game(GameConfig(players=3, seed=4))
    game.choose(0, game.legal_choices(0)[0])
    path = tmp_path / "good.guildes.json"
    savefile.write(path, SavedGame.of(game, [Seat("A"), Seat("B", "easy"), Seat("C", "hard")]))
    out = run(path.as_posix(), "--smoke-test", "--data-dir", str(tmp_path / "d"))
    assert out.returncode == 0, out.stderr
    assert "valid save" in out.stdout


def test_smoke_test_refuses_a_bad_save_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.guildes.json"
    path.write_text(json.dumps({"format": "guildes-save", "version": 1, "config": {"players": 2}}))
    out = run(path.as_posix(), "--smoke-test", "--data-dir", str(tmp_path / "d"))
    assert out.returncode == 1
    assert "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and "3 to 6 players" in out.stderr
    assert path.exists()  # a file given on the command line is not renamed


def test_data_dir_flag_moves_everything(tmp_path: Path) -> None:
    out = run("--smoke-test", "--data-dir", str(tmp_path / "portable"))
    assert out.returncode == 0, out.stderr
    assert (tmp_path / "portable" / "logs" / "guildes.log").exists()
    assert (tmp_path / "portable" / "settings.json").exists()
