"""Finding the game's assets the same way from a source checkout, an installed wheel and
a frozen (PyInstaller) build."""

from __future__ import annotations

import sys
from pathlib import Path


def assets_dir() -> Path:
    """The folder holding ``theme.json`` and the other assets."""
    frozen = getattr(sys, "_MEIPASS", None)
    candidates = []
    if frozen:
        candidates.append(Path(frozen) / "assets")
    here = Path(__file__).resolve().parent
    candidates.append(here / "assets")  # installed wheel: packaged inside guildes/
    candidates.append(here.parent / "assets")  # source checkout
    for c in candidates:
        if (c / "theme.json").exists():
            return c
    raise FileNotFoundError("the game's assets folder is missing: reinstall Guildes")


def asset(name: str) -> Path:
    """The path of one asset file."""
    return assets_dir() / name
