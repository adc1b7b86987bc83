"""The app's data folder: checked at start, switched from Settings, and the warnings of
its settings and statistics writes.

``DataFolder.open(where)`` never raises: a folder that cannot be created or written gives
``startup_message`` and a store that is off (``store.off`` says why); the game runs
without saving until ``switch(path)`` moves everything to a folder that works.
``save_settings``/``save_statistics`` never raise either: a failed write sets
``warning`` (what failed and what to do), the next write tries again, and a success
clears it. A file that is there but could not be read is never overwritten; the
statistics written take in first what another copy of the game (a second window on the
folder) wrote since this one read them.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
from collections.abc import Callable
from pathlib import Path

from guildes.saves import problems
from guildes.saves.paths import Locations, locations
from guildes.saves.settings import Settings, read_settings, save_settings
from guildes.saves.statistics import Statistics, StatisticsFile
from guildes.saves.store import SaveStore

log = logging.getLogger(__name__)


def check_writable(folder: Path) -> OSError | None:
    """Create ``folder`` if needed and write, sync and delete a small file in it: None if
    that worked, else the error."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, name = tempfile.mkstemp(prefix=".guildes-probe.", suffix=".tmp", dir=folder)
        try:
            os.write(fd, b"guildes")
            os.fsync(fd)
        finally:
            os.close(fd)
            with contextlib.suppress(OSError):
                os.unlink(name)
    except OSError as e:
        return e
    return None


class DataFolder:
    """Where the app keeps its files, whether it can write there, and what went wrong.

    Attributes the screens read:
    - ``startup_message``: why saving (or settings) is off, from the check at start or
      the last failed ``switch``; None when every folder works.
    - ``warning``: the latest failed settings or statistics write, in words for the
      player; None once they succeed again.
    - ``store``: the saves (``store.off`` is why saving is off, or None).
    """

    def __init__(self, where: Locations, store: SaveStore, startup_message: str | None) -> None:
        self.where = where
        self.store = store
        self.startup_message = startup_message
        self._warnings: dict[str, str] = {}
        self._unreadable: dict[Path, OSError] = {}
        self._statistics = StatisticsFile(where.statistics)

    @staticmethod
    def open(where: Locations) -> DataFolder:
        """Check ``where`` (creating its folders) and return the folder; never raises. The
        log folder is not checked (logging copes without its file)."""
        messages: list[str] = []
        off = None
        for folder in (where.data, where.saves):
            error = check_writable(folder)
            if error is not None:
                off = problems.folder_unusable(folder, error)
                log.error("data folder %s cannot be used: %s", folder, error)
                messages.append(off)
                break
        if where.config != where.data:
            error = check_writable(where.config)
            if error is not None:
                log.error("settings folder %s cannot be used: %s", where.config, error)
                messages.append(problems.settings_folder_unusable(where.config, error))
        with contextlib.suppress(OSError):
            where.log.mkdir(parents=True, exist_ok=True)
        return DataFolder(where, SaveStore(where, off), " ".join(messages) or None)

    @property
    def saving(self) -> bool:
        """True when games can be saved here."""
        return self.store.off is None

    @property
    def warning(self) -> str | None:
        """The latest failed settings or statistics write (what failed, what to do)."""
        return next(reversed(self._warnings.values()), None)

    def switch(self, path: str | os.PathLike[str]) -> str | None:
        """Keep everything (saves, autosave, statistics, settings, log) in ``path`` from
        now on, if it can be created and written: returns None when switched (saving on,
        messages cleared), else the message saying why not (nothing changes). Files
        already in ``path`` are kept; the app then reloads its settings and statistics
        (``load_settings``, ``load_statistics``) or writes its own there."""
        new = locations(path)
        for folder in (new.data, new.saves):
            error = check_writable(folder)
            if error is not None:
                return problems.folder_refused(folder, error)
        with contextlib.suppress(OSError):
            new.log.mkdir(parents=True, exist_ok=True)
        self.where = new
        self.store.relocate(new)
        self.startup_message = None
        self._warnings.clear()
        self._unreadable.clear()
        log.info("data folder switched to %s", new.data)
        return None

    def load_settings(self) -> Settings:
        """The settings in this folder (defaults if missing, broken or unreadable; an
        unreadable file is then never overwritten)."""
        try:
            return read_settings(self.where.settings)
        except OSError as e:
            log.warning("settings %s cannot be read: %s", self.where.settings, e)
            self._unreadable[self.where.settings] = e
            return Settings()

    def load_statistics(self) -> Statistics:
        """The statistics in this folder (empty if missing, broken or unreadable; an
        unreadable file is then never overwritten)."""
        try:
            return self._statistics_file().read()
        except OSError as e:
            log.warning("statistics %s cannot be read: %s", self.where.statistics, e)
            self._unreadable[self.where.statistics] = e
            return Statistics()

    def save_settings(self, settings: Settings) -> bool:
        """Write the settings; True if written. A failure sets ``warning``, never raises."""
        path = self.where.settings
        return self._write(
            "settings",
            path,
            lambda: save_settings(path, settings),
            problems.settings_save_failed,
        )

    def save_statistics(self, statistics: Statistics, new: Statistics | None = None) -> bool:
        """Write the statistics; True if written. What another copy of the game wrote to the
        file since this one last read or wrote it is taken in first: ``statistics`` then
        holds both (``StatisticsFile.write``; ``new``: its games not written yet, None: all
        of them). A failure sets ``warning``, never raises."""
        file = self._statistics_file()
        return self._write(
            "statistics",
            file.path,
            lambda: file.write(statistics, new),
            problems.statistics_save_failed,
        )

    def _statistics_file(self) -> StatisticsFile:
        """The statistics file of the folder in use (what was last read or written there)."""
        if self._statistics.path != self.where.statistics:
            self._statistics = StatisticsFile(self.where.statistics)
        return self._statistics

    def remember(self, pointer: Path, write: Callable[[], None]) -> bool:
        """Keep the choice of this folder for the next start: ``write`` writes it to
        ``pointer`` (``guildes.saves.chosen.remember``). True if written; a failure sets
        ``warning`` (the choice still holds until the game is closed), never raises."""
        return self._write("choice", pointer, write, problems.settings_save_failed)

    def _write(
        self, kind: str, path: Path, write: Callable[[], None], explain: Callable[[OSError], str]
    ) -> bool:
        """Run ``write`` and keep ``warning`` up to date; a file that could not be read is
        not written over (it may hold what the player had)."""
        unread = self._unreadable.get(path)
        try:
            if unread is not None:
                raise unread
            if self.store.off is not None and path.parent == self.where.data:
                raise problems.SavingOff(self.store.off)
            write()
        except OSError as e:
            log.error("could not save %s to %s: %s", kind, path, e)
            self._warnings.pop(kind, None)  # the latest failure comes last
            self._warnings[kind] = (
                problems.unreadable_kept(kind, path, e) if e is unread else explain(e)
            )
            return False
        if self._warnings.pop(kind, None) is not None:
            log.info("saving %s works again", kind)
        return True
