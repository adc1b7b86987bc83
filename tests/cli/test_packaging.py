"""The wheel's package list: every package of the game ships, and nothing but the game's
own namespace goes to the top of site-packages."""

from __future__ import annotations

import ast
import os
import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_every_package_under_guildes_is_listed_and_nothing_else_is_top_level() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {
        ".".join(p.parent.relative_to(ROOT).parts)
        for p in (ROOT / "guildes").rglob("__init__.py")
        if "__pycache__" not in p.parts
    }
    assert found <= listed, f"packages missing from pyproject.toml: {sorted(found - listed)}"
    assert {name.split(".")[0] for name in listed} == {"guildes"}
    assert set(config["package-dir"]) <= listed


def _left_out_of_the_executable() -> list[str]:
    """The standard-library modules the PyInstaller spec leaves out (``NOT_USED``)."""
    spec = (ROOT / "build_scripts" / "guildes.spec").read_text()
    for node in ast.walk(ast.parse(spec)):
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == "NOT_USED" for t in node.targets
        ):
            return list(ast.literal_eval(node.value))
    raise AssertionError("the spec has no NOT_USED list")


BLOCKED_IMPORT = """
import importlib, pkgutil, random, sys
blocked = set(sys.argv[1:])
class LeftOut:
    def find_spec(self, name, path=None, target=None):
        if name in blocked:
            raise ImportError(f"{name} is left out of the executable")
        return None
for name in blocked:
    sys.modules.pop(name, None)
sys.meta_path.insert(0, LeftOut())
import guildes
for info in pkgutil.walk_packages(guildes.__path__, "guildes."):
    if info.name != "guildes.__main__":
        importlib.import_module(info.name)
import guildes.__main__
random.seed("a text seed")  # hashes with sha512: Python's own _sha512 without OpenSSL
import hashlib, hmac
hmac.new(b"key", b"message", "md5").digest()  # what multiprocessing's connections use
print("ok", len(blocked))
"""


def test_the_game_runs_without_the_modules_the_executable_leaves_out() -> None:
    # The spec leaves out ssl, OpenSSL's hashes and readline to keep the executable small;
    # every module of the game must import without them (and hashing still works).
    left_out = _left_out_of_the_executable()
    assert {"ssl", "_ssl", "_hashlib"} <= set(left_out)
    done = subprocess.run(
        [sys.executable, "-c", BLOCKED_IMPORT, *left_out],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"},
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.splitlines()[-1] == f"ok {len(set(left_out))}"
