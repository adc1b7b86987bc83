"""The data folder chosen in Settings, remembered for the next start.

The choice is one line (the folder's absolute path) in ``data-folder.txt`` in the
platform's own settings folder (``default_locations().config``): the one place the game
looks before it knows where its files are. A start with ``--data-dir`` or
``$GUILDES_DATA_DIR`` uses that folder and neither reads nor writes the choice (a portable
install, a test); any other start uses the chosen folder, or the platform's folders when
none was chosen or the default was chosen again.

A chosen folder that cannot be used at start (a removed USB stick, a folder made
read-only) is not forgotten, and the game does not run without saving because of it: this
start keeps its files in the platform's folders and says so (``Start.note``); the next
start tries the chosen folder again.
"""

from __future__ import annotations

import errno
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from guildes.saves.atomic import atomic_write_text
from guildes.saves.folder import check_writable
from guildes.saves.paths import ENV_DATA_DIR, Locations, default_locations, locations
from guildes.saves.problems import chosen_folder_unusable
from guildes.saves.reading import read_limited

log = logging.getLogger(__name__)

CHOICE_FILE = "data-folder.txt"
MAX_BYTES = 8192
"""The most the choice file is read of (a path, however long, is far less)."""


@dataclass(frozen=True, slots=True)
class Start:
    """Where a start keeps its files, and how the choice made in Settings is kept."""

    where: Locations
    remember: Path | None
    """The choice file a folder chosen in Settings is written to; None when the start
    was given its folder (``--data-dir``, ``$GUILDES_DATA_DIR``): the choice then holds
    for this run only."""
    note: str | None = None
    """Why the chosen folder is not used this time (for the player), or None."""


def choice_file(default: Locations | None = None) -> Path:
    """The file that remembers the folder chosen in Settings."""
    return (default or default_locations()).config / CHOICE_FILE


def read_choice(path: Path) -> Path | None:
    """The folder remembered in ``path``: None when there is none, or when the file is
    not a regular file, is too long, or does not hold one absolute path (logged; the
    file is left as it is)."""
    try:
        raw = read_limited(path, MAX_BYTES)
    except (FileNotFoundError, NotADirectoryError):
        return None
    except OSError as e:
        log.warning("the chosen data folder cannot be read from %s: %s", path, e)
        return None
    try:
        text = raw.decode("utf-8").strip()
    except UnicodeDecodeError:
        text = ""
    folder = Path(text)
    if not text or "\n" in text or "\0" in text or not folder.is_absolute():
        log.warning("%s does not hold a folder's absolute path; it is not used", path)
        return None
    return folder


def remember(path: Path, folder: Path, default: Locations | None = None) -> None:
    """Remember ``folder`` in the choice file ``path`` for the next start (the platform's
    own data folder: the file is removed, nothing to remember). OSError if it cannot be
    written."""
    if Path(folder).resolve() == (default or default_locations()).data.resolve():
        try:
            path.unlink()
        except FileNotFoundError:
            pass
        return
    path.parent.mkdir(parents=True, exist_ok=True)
    atomic_write_text(path, str(Path(folder).resolve()) + "\n")


def start_locations(data_dir: str | os.PathLike[str] | None = None) -> Start:
    """Where this start keeps its files: ``data_dir``, else ``$GUILDES_DATA_DIR`` (neither
    remembered), else the folder chosen in Settings when it can be used, else the
    platform's folders (with ``note`` saying why the chosen one is not used)."""
    if data_dir is not None or os.environ.get(ENV_DATA_DIR):
        return Start(locations(data_dir), None)
    default = default_locations()
    pointer = choice_file(default)
    chosen = read_choice(pointer)
    if chosen is None:
        return Start(default, pointer)
    # a folder that is not there is not made again (it may be a removed disk's mount
    # point): the player chose a folder that existed
    error = (
        check_writable(chosen)
        if chosen.is_dir()
        else FileNotFoundError(errno.ENOENT, os.strerror(errno.ENOENT), str(chosen))
    )
    if error is None:
        return Start(locations(chosen), pointer)
    log.error("the data folder chosen in Settings, %s, cannot be used: %s", chosen, error)
    return Start(default, pointer, chosen_folder_unusable(chosen, error, default.data))
