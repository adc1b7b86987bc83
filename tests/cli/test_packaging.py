"""The wheel's package list: every package of the game ships, and nothing but the game's
own namespace goes to the top of site-packages."""

from __future__ import annotations

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
