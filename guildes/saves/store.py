"""Save slots and the autosave in the data folder: list, save, load, delete.

A store can be off (``off`` says why, in words for the player): its folder could not be
written at start. Writes then raise ``SavingOff`` (an ``OSError``) instead of trying;
reads still work where they can. ``relocate`` points it at a folder that works.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from guildes.rules import Game
from guildes.saves import savefile
from guildes.saves.paths import Locations
from guildes.saves.problems import SavingOff
from guildes.saves.savefile import SavedGame, SaveError
from guildes.seats import Seat

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class SlotInfo:
    """One listed save: its file and summary (date, players, round, scores)."""

    path: Path
    summary: dict[str, Any]


class SaveStore:
    """The saves of one data folder."""

    def __init__(self, where: Locations, off: str | None = None) -> None:
        self.where = where
        self.off = off
        """Why saving is off (a message for the player), or None when it is on."""

    def relocate(self, where: Locations) -> None:
        """Save to ``where`` from now on, with saving on (the caller checked it works)."""
        self.where = where
        self.off = None

    def _check_on(self) -> None:
        if self.off is not None:
            raise SavingOff(self.off)

    def autosave(self, game: Game, seats: list[Seat]) -> None:
        """Record the game in the autosave (atomically); OSError (``SavingOff`` when
        saving is off) if it cannot, the previous autosave then left whole."""
        self._check_on()
        savefile.write(self.where.autosave, SavedGame.of(game, seats), game)

    def has_autosave(self) -> bool:
        """True when there is an autosave of an unfinished game to continue (False when
        the folder cannot even be looked at)."""
        try:
            return self.where.autosave.is_file()
        except OSError:
            return False

    def load_autosave(self) -> SavedGame:
        """The autosaved game; SaveError (and the file kept aside) if it is broken."""
        return savefile.load(self.where.autosave)

    def clear_autosave(self) -> None:
        """Forget the autosave (the game it held is over)."""
        self.where.autosave.unlink(missing_ok=True)

    def save(self, game: Game, seats: list[Seat]) -> Path:
        """Save the game in a new slot and return its file; OSError (``SavingOff`` when
        saving is off) if it cannot."""
        self._check_on()
        self.where.saves.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = self.where.saves / f"{stamp}{savefile.SUFFIX}"
        k = 1
        while path.exists():
            path = self.where.saves / f"{stamp}-{k}{savefile.SUFFIX}"
            k += 1
        savefile.write(path, SavedGame.of(game, seats), game)
        return path

    def slots(self) -> list[SlotInfo]:
        """Saved games, newest first. A file whose summary cannot be read is listed with
        an empty summary (loading it will say why); nothing is moved or deleted here."""
        try:
            found = list(self.where.saves.glob(f"*{savefile.SUFFIX}"))
        except OSError:  # missing or unreadable folder
            return []
        out = []
        for path in found:
            try:
                if path.stat().st_size > savefile.MAX_BYTES:
                    raise ValueError("too large")
                data = json.loads(path.read_text("utf-8"))
                summary = data["summary"] if isinstance(data, dict) else {}
                if not isinstance(summary, dict):
                    summary = {}
            except (OSError, ValueError, KeyError, RecursionError):
                summary = {}
            out.append(SlotInfo(path, summary))
        out.sort(key=lambda s: s.path.name, reverse=True)
        return out

    def load(self, path: Path) -> SavedGame:
        """Load a slot; SaveError (and the file kept aside as ``.corrupt``) if broken."""
        try:
            return savefile.load(path)
        except SaveError as e:
            log.warning("refused save %s: %s", path, e)
            raise

    def delete(self, path: Path) -> None:
        """Delete one save slot (only files inside the saves folder)."""
        if path.resolve().parent != self.where.saves.resolve():
            raise ValueError("only save slots can be deleted")
        path.unlink(missing_ok=True)
