"""Where Guildes keeps its files: platformdirs locations, or one folder for everything.

By default (app name "Guildes", no author folder, so Windows gets
``%LOCALAPPDATA%\\Guildes``): saves, the autosave and statistics under the user data
directory, settings under the user config directory, the log under the user log
directory. ``--data-dir PATH`` or ``GUILDES_DATA_DIR`` moves everything into PATH (for
portable installs and tests).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP_NAME = "Guildes"
ENV_DATA_DIR = "GUILDES_DATA_DIR"


@dataclass(frozen=True, slots=True)
class Locations:
    """The folders the game writes to."""

    data: Path
    config: Path
    log: Path

    @property
    def saves(self) -> Path:
        """Manual save slots."""
        return self.data / "saves"

    @property
    def autosave(self) -> Path:
        """The autosave file ("Continue")."""
        return self.data / "autosave.guildes.json"

    @property
    def statistics(self) -> Path:
        """The statistics file."""
        return self.data / "statistics.json"

    @property
    def settings(self) -> Path:
        """The settings file."""
        return self.config / "settings.json"

    @property
    def log_file(self) -> Path:
        """The log file."""
        return self.log / "guildes.log"

    def ensure(self) -> None:
        """Create the folders if they are missing."""
        for folder in (self.data, self.saves, self.config, self.log):
            folder.mkdir(parents=True, exist_ok=True)


def default_locations() -> Locations:
    """The platform's per-user folders for Guildes (from platformdirs)."""
    return Locations(
        data=Path(platformdirs.user_data_dir(APP_NAME, appauthor=False)),
        config=Path(platformdirs.user_config_dir(APP_NAME, appauthor=False)),
        log=Path(platformdirs.user_log_dir(APP_NAME, appauthor=False)),
    )


def locations(data_dir: str | os.PathLike[str] | None = None) -> Locations:
    """``data_dir`` (else ``$GUILDES_DATA_DIR``) holding everything, else the defaults."""
    chosen = data_dir if data_dir is not None else os.environ.get(ENV_DATA_DIR) or None
    if chosen is None:
        return default_locations()
    root = Path(chosen).expanduser().resolve()
    return Locations(data=root, config=root, log=root / "logs")
