"""One autosave for each copy of the game running on one data folder.

The first copy started holds the lock of ``autosave.guildes.json`` ("Continue"); a copy
started while it runs takes the next free one (``autosave-2.guildes.json``, ...), so
two windows never write over each other's game. The locks are the operating system's
(``filelock``: ``flock`` on Linux and macOS, ``LockFileEx`` on Windows), so a copy that
crashes frees its own at once. A copy that takes the first autosave moves the other
copies' autosaves left behind (their window closed with a game unfinished) among the
saves, where Load finds them: nothing a window played is lost.
"""

from __future__ import annotations

import logging
import os
import time
from pathlib import Path

from filelock import FileLock, Timeout

from guildes.saves.paths import Locations
from guildes.saves.savefile import SUFFIX, unused_path

log = logging.getLogger(__name__)

MAX_WINDOWS = 9
"""Copies that each get an autosave of their own; more share the last one."""

LEFT_PREFIX = "window-"
"""The file names of other windows' autosaves moved among the saves."""


def autosave_file(where: Locations, window: int) -> Path:
    """The autosave of the ``window``-th copy (1: the one "Continue" usually opens)."""
    return where.autosave if window == 1 else where.data / f"autosave-{window}{SUFFIX}"


def _lock_file(where: Locations, window: int) -> Path:
    return where.data / (".autosave.lock" if window == 1 else f".autosave-{window}.lock")


class AutosaveClaim:
    """This copy's autosave in one data folder, held until ``release`` (or the end of
    the process)."""

    def __init__(self, where: Locations) -> None:
        self.where = where
        self.window = MAX_WINDOWS
        self._lock: FileLock | None = None
        self.rescued: list[Path] = []
        """The other windows' autosaves moved among the saves (by window 1 only)."""
        for window in range(1, MAX_WINDOWS + 1):
            lock = _try_lock(_lock_file(where, window))
            if lock is not None:
                self.window, self._lock = window, lock
                break
        else:
            log.warning(
                "%d copies of the game on %s: the last ones share an autosave",
                MAX_WINDOWS,
                where.data,
            )
        if self.window > 1:
            log.info(
                "another copy of the game uses %s: this one autosaves to %s",
                where.autosave,
                self.file,
            )
        else:
            self.rescued = rescue_left_autosaves(where)

    @property
    def file(self) -> Path:
        """Where this copy autosaves."""
        return autosave_file(self.where, self.window)

    def release(self) -> None:
        """Let another copy take this autosave (the data folder is left)."""
        if self._lock is not None:
            self._lock.release()
            self._lock = None


def _try_lock(path: Path) -> FileLock | None:
    """The lock at ``path`` taken without waiting, or None when another copy holds it
    (or it cannot be made: a copy then works as if it held it, as before locks)."""
    lock = FileLock(str(path), timeout=0, thread_local=False)
    try:
        lock.acquire()
    except Timeout:
        return None
    except OSError as e:
        log.warning("autosave lock %s cannot be used: %s", path, e)
        return lock if path.name == ".autosave.lock" else None
    return lock


def rescue_left_autosaves(where: Locations) -> list[Path]:
    """Move each other window's autosave whose copy no longer runs among the saves
    (``saves/window-<date>-<n>.guildes.json``); returns where they went. A file that
    cannot be moved stays where it is (and is tried again at the next start)."""
    moved: list[Path] = []
    for window in range(2, MAX_WINDOWS + 1):
        source = autosave_file(where, window)
        if not source.is_file():
            continue
        lock = _try_lock(_lock_file(where, window))
        if lock is None:
            continue  # that copy still runs
        try:
            stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(source.stat().st_mtime))
            target = unused_path(where.saves, f"{LEFT_PREFIX}{stamp}-{window}")
            where.saves.mkdir(parents=True, exist_ok=True)
            os.replace(source, target)
            moved.append(target)
            log.info("another window's autosave %s kept among the saves as %s", source, target)
        except OSError as e:
            log.warning("another window's autosave %s could not be moved: %s", source, e)
        finally:
            lock.release()
    return moved
