"""The game's window: render loop, scenes, table, menus (pygame-ce and pygame-gui)."""

from __future__ import annotations

import os


def configure_sdl(headless: bool) -> None:
    """Environment hints; call before pygame is imported."""
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    if headless:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
