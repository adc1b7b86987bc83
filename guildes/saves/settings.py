"""Player settings: language, animation speed, fullscreen, window size, sound, UI scale,
whether a pick is confirmed by a second click, whether the tutorial was offered, the
variants' tips seen, and the last new-game setup. A missing or
broken file falls back to the defaults (a broken one is logged and kept aside); a bad
value is replaced by its default; a setting missing from an older file keeps its
default."""

from __future__ import annotations

import json
import logging
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path
from typing import Any

from guildes import i18n
from guildes.saves.atomic import atomic_write_text
from guildes.saves.reading import read_limited
from guildes.saves.savefile import set_aside_broken

log = logging.getLogger(__name__)
MAX_BYTES = 1_000_000
"""The most a settings file is read of (the game writes well under a kilobyte)."""

LANGUAGES = i18n.LANGUAGES
"""Languages whose texts and fonts ship with the game ("" is none chosen yet: the game
follows the system's language)."""
ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")


@dataclass
class Settings:
    """Everything a player can set; defaults are what a first start uses."""

    language: str = ""
    """The language chosen in Settings; "" until one is: the system's is used."""
    animation_speed: str = "normal"
    fullscreen: bool = False
    window_size: tuple[int, int] = (1280, 720)
    sound: bool = True
    volume: float = 0.7
    ui_scale: float = 1.0
    confirm_picks: bool = False
    """A first click (or Enter) on a card of the fan lifts it; a second one confirms.
    Added after the first release: files without it load with it off."""
    tutorial_offered: bool = False
    """The tutorial was offered at a first start (it is offered once)."""
    tips_seen: list[str] = field(default_factory=list)
    """The variants' tips this player has seen (each shows once; the rules screen's
    "Show the tips again" empties the list). Files without it load with none seen."""
    last_setup: dict[str, Any] = field(default_factory=dict)

    def toggle(self, name: str) -> None:
        """Turn the on/off setting ``name`` over."""
        value = getattr(self, name)
        if not isinstance(value, bool):
            raise TypeError(f"setting {name} is not on/off")
        setattr(self, name, not value)

    def validated(self) -> Settings:
        """A copy where every bad value is replaced by its default (logged)."""
        d = Settings()
        out = Settings()
        checks = {
            "language": lambda v: v == "" or v in LANGUAGES,
            "animation_speed": lambda v: v in ANIMATION_SPEEDS,
            "fullscreen": lambda v: isinstance(v, bool),
            "window_size": lambda v: (
                isinstance(v, (list, tuple))
                and len(v) == 2
                and all(type(x) is int and 320 <= x <= 10000 for x in v)
            ),
            "sound": lambda v: isinstance(v, bool),
            "volume": lambda v: (
                isinstance(v, (int, float)) and not isinstance(v, bool) and 0.0 <= v <= 1.0
            ),
            "ui_scale": lambda v: (
                isinstance(v, (int, float)) and not isinstance(v, bool) and 0.75 <= v <= 2.0
            ),
            "confirm_picks": lambda v: isinstance(v, bool),
            "tutorial_offered": lambda v: isinstance(v, bool),
            "tips_seen": lambda v: (
                isinstance(v, list) and len(v) <= 100 and all(isinstance(x, str) for x in v)
            ),
            "last_setup": lambda v: isinstance(v, dict),
        }
        for f in fields(Settings):
            value = getattr(self, f.name)
            if checks[f.name](value):
                if f.name == "window_size":
                    value = (int(value[0]), int(value[1]))
                setattr(out, f.name, value)
            else:
                log.warning(
                    "setting %s=%r is not valid; using %r", f.name, value, getattr(d, f.name)
                )
        return out


def read_settings(path: Path) -> Settings:
    """Settings from ``path``; the defaults if it is missing or broken (a broken file is
    logged and kept aside). OSError if it is there but cannot be read (left as it is):
    also when it is not a regular file or holds more than ``MAX_BYTES`` (``reading``)."""
    try:
        raw = read_limited(path, MAX_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        return Settings()
    try:
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not an object")
    except (ValueError, RecursionError) as e:
        set_aside_broken(path, "settings", e, "using defaults")
        return Settings()
    known = {f.name for f in fields(Settings)}
    s = Settings()
    for key, value in data.items():
        if key in known:
            setattr(s, key, value)
        else:
            log.warning("unknown setting %r ignored", key)
    return s.validated()


def load_settings(path: Path) -> Settings:
    """Settings from ``path``; the defaults if it is missing, broken or unreadable (with
    a warning). Never raises; an unreadable file is left as it is."""
    try:
        return read_settings(path)
    except OSError as e:
        log.warning("settings file %s cannot be read (%s); using defaults", path, e)
        return Settings()


def save_settings(path: Path, settings: Settings) -> None:
    """Write the settings atomically."""
    data = asdict(settings.validated())
    data["window_size"] = list(data["window_size"])
    atomic_write_text(path, json.dumps(data, indent=1))
