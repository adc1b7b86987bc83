"""Save slots and the autosave in the data folder: list, save, load, delete.

A store can be off (``off`` says why, in words for the player): its folder could not be
written at start. Writes then raise ``SavingOff`` (an ``OSError``) instead of trying;
reads still work where they can. ``relocate`` points it at a folder that works.
"""

from __future__ import annotations

import datetime
import json
import logging
import time
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from guildes.deal import code_of
from guildes.i18n import datetime_text, t, time_text
from guildes.rules import Game, GameConfig, RulesError
from guildes.saves import savefile
from guildes.saves.paths import Locations
from guildes.saves.problems import SavingOff
from guildes.saves.reading import read_limited
from guildes.saves.savefile import SavedGame, SaveError
from guildes.saves.windows import AutosaveClaim
from guildes.seats import Seat

log = logging.getLogger(__name__)


PHASE_WORDS = {
    "deal": "phase.dealing",
    "draft": "phase.draft",
    "redistribute": "phase.redistribution",
    "play": "phase.play",
    "count": "phase.counting",
    "over": "phase.over",
    "tricks": "trick.phase",
}
"""Each phase's key; the phases with steps ("Play 3 of 7") are ``STEPPED``."""
STEPPED = frozenset({"draft", "redistribute", "play"})


@dataclass(frozen=True, slots=True)
class SlotInfo:
    """One listed save: its file, its raw summary, and what a save list shows, read
    leniently (a field a save does not have is None or empty; the strict reader decides
    whether it loads)."""

    path: Path
    summary: dict[str, Any]
    name: str | None = None
    saved_at: float | None = None
    players: tuple[tuple[str, str | None], ...] = ()
    """(name, AI level or None for a human), by seat."""
    scores: tuple[int, ...] = ()
    voting_round: int | None = None
    phase: str | None = None
    step: int | None = None
    steps: int | None = None
    over: bool = False
    readable: bool = field(default=True)
    variants: tuple[str, ...] = ()
    """The variants the saved game is played with (from its config)."""
    hints_shown: bool = False
    """The expert's hints were shown in this game."""
    deal: str | None = None
    """The game's deal code (``guildes.deal``), when its config reads and a code holds it."""

    @property
    def where(self) -> str:
        """Round and phase in words ("Round 2 · Play 3 of 7", "Game over")."""
        if self.over or self.phase == "over":
            return t("slot.game_over")
        if self.voting_round is None:
            return ""
        out = t("slot.round", round=self.voting_round)
        key = PHASE_WORDS.get(self.phase or "")
        if key is None:
            return out
        if self.step is not None and self.steps and self.phase in STEPPED:
            step = t("slot.step", phase=t(key), step=self.step, steps=self.steps)
            return t("slot.where", round=out, phase=step)
        return t("slot.where", round=out, phase=t(key))

    @property
    def date(self) -> str:
        """When it was saved, in the player's language's style (the summary's date, or
        the file name, for an older or unreadable save)."""
        if self.saved_at:
            return local_date(self.saved_at)
        return str(self.summary.get("date") or self.path.name.split(".")[0])


def local_date(when: float, now: float | None = None) -> str:
    """``when`` as the player's language writes a date and time ("Today, 14:05",
    "Yesterday, 09:30", or the date and the time)."""
    moment = datetime.datetime.fromtimestamp(when)
    t_when = time.localtime(when)
    today = time.localtime(time.time() if now is None else now)
    days = _day_number(today) - _day_number(t_when)
    if days == 0:
        return t("slot.today", time=time_text(moment))
    if days == 1:
        return t("slot.yesterday", time=time_text(moment))
    return datetime_text(moment)


def _day_number(t: time.struct_time) -> int:
    return int(time.mktime((t.tm_year, t.tm_mon, t.tm_mday, 12, 0, 0, 0, 0, -1)) // 86400)


def _int(value: Any) -> int | None:
    return value if type(value) is int else None


def slot_info(path: Path, data: Any) -> SlotInfo:
    """What a save list shows of the save ``data`` read from ``path`` (lenient)."""
    if not isinstance(data, dict):
        return SlotInfo(path, {}, readable=False)
    sm = data.get("summary")
    sm = sm if isinstance(sm, dict) else {}
    players: list[tuple[str, str | None]] = []
    seats = data.get("seats")
    if isinstance(seats, list):
        for s in seats:
            if isinstance(s, dict) and isinstance(s.get("name"), str):
                level = s.get("level")
                players.append((s["name"], level if isinstance(level, str) else None))
    elif isinstance(sm.get("players"), list):
        players = [(str(n), None) for n in sm["players"]]
    scores = sm.get("scores")
    name = data.get("name")
    saved_at = data.get("saved_at")
    phase = sm.get("phase")
    config = data.get("config")
    raw = config.get("variants") if isinstance(config, dict) else None
    variants = tuple(sorted(v for v in raw if isinstance(v, str))) if isinstance(raw, list) else ()
    return SlotInfo(
        path,
        sm,
        name=name.strip() if isinstance(name, str) and name.strip() else None,
        saved_at=float(saved_at)
        if isinstance(saved_at, (int, float)) and not isinstance(saved_at, bool) and saved_at > 0
        else None,
        players=tuple(players),
        scores=tuple(v for v in scores if type(v) is int) if isinstance(scores, list) else (),
        voting_round=_int(sm.get("round")),
        phase=phase if isinstance(phase, str) else None,
        step=_int(sm.get("step")),
        steps=_int(sm.get("steps")),
        over=sm.get("over") is True,
        readable=bool(sm),
        variants=variants,
        hints_shown=bool(data.get("hints_shown")),
        deal=_deal(config, players),
    )


def _deal(config: Any, players: list[tuple[str, str | None]]) -> str | None:
    """The deal code of a listed save (None when its config does not read)."""
    try:
        return code_of(GameConfig.from_dict(config), [level for _name, level in players])
    except (RulesError, ValueError, TypeError, KeyError):
        return None


FINISHED_PREFIX = "finished-"
"""The file names of the finished games the store keeps by itself (``keep_finished``)."""
KEEP_FINISHED = 10
"""How many of those it keeps, the newest (a save made by hand is never removed)."""


class SaveStore:
    """The saves of one data folder."""

    def __init__(self, where: Locations, off: str | None = None) -> None:
        self.where = where
        self.off = off
        """Why saving is off (a message for the player), or None when it is on."""
        self.claim: AutosaveClaim | None = AutosaveClaim(where) if off is None else None
        """This copy's own autosave in the folder (``guildes.saves.windows``)."""

    @property
    def autosave_file(self) -> Path:
        """Where this copy of the game autosaves: ``Locations.autosave`` unless another
        copy already runs on this folder (then a file of its own)."""
        return self.claim.file if self.claim is not None else self.where.autosave

    def relocate(self, where: Locations) -> None:
        """Save to ``where`` from now on, with saving on (the caller checked it works)."""
        if self.claim is not None:
            self.claim.release()
        self.where = where
        self.off = None
        self.claim = AutosaveClaim(where)

    def _check_on(self) -> None:
        if self.off is not None:
            raise SavingOff(self.off)

    def autosave(
        self,
        game: Game,
        seats: list[Seat],
        practice: bool = False,
        hints_shown: Iterable[int] = (),
        reviews: dict[str, Any] | None = None,
    ) -> None:
        """Record the game in the autosave (atomically), with the ``reviews`` kept for it;
        OSError (``SavingOff`` when saving is off) if it cannot, the previous autosave
        then left whole."""
        self._check_on()
        saved = SavedGame.of(
            game, seats, practice=practice, hints_shown=hints_shown, reviews=reviews
        )
        savefile.write(self.autosave_file, saved, game)

    def has_autosave(self) -> bool:
        """True when there is an autosave of an unfinished game to continue (False when
        the folder cannot even be looked at)."""
        try:
            return self.autosave_file.is_file()
        except OSError:
            return False

    def load_autosave(self) -> SavedGame:
        """The autosaved game; SaveError (and the file kept aside) if it is broken."""
        return savefile.load(self.autosave_file)

    def clear_autosave(self) -> None:
        """Forget the autosave (the game it held is over)."""
        self.autosave_file.unlink(missing_ok=True)

    def save(
        self,
        game: Game,
        seats: list[Seat],
        name: str | None = None,
        practice: bool = False,
        hints_shown: Iterable[int] = (),
    ) -> Path:
        """Save the game in a new slot, named ``name`` if given, and return its file;
        SaveError (nothing written) if the name is malformed; OSError (``SavingOff`` when
        saving is off) if it cannot be written."""
        saved = SavedGame.of(game, seats, name, practice, hints_shown)
        self._check_on()
        self.where.saves.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = savefile.unused_path(self.where.saves, stamp)
        savefile.write(path, saved, game)
        return path

    def keep_finished(
        self,
        game: Game,
        seats: list[Seat],
        hints_shown: Iterable[int] = (),
        reviews: dict[str, Any] | None = None,
    ) -> Path:
        """Keep a finished game among the saves, so that Load finds it to watch again
        without the player having saved it: in a slot of its own, and only the newest
        ``KEEP_FINISHED`` of those (older ones kept this way are removed; saves made by
        hand are not). OSError (``SavingOff`` when saving is off) if it cannot."""
        self._check_on()
        self.where.saves.mkdir(parents=True, exist_ok=True)
        stamp = time.strftime("%Y%m%d-%H%M%S")
        path = savefile.unused_path(self.where.saves, f"{FINISHED_PREFIX}{stamp}")
        saved = SavedGame.of(game, seats, hints_shown=hints_shown, reviews=reviews)
        savefile.write(path, saved, game)
        kept = sorted(
            self.where.saves.glob(f"{FINISHED_PREFIX}*{savefile.SUFFIX}"),
            key=lambda p: (p.stat().st_mtime, p.name),
        )
        for old in kept[:-KEEP_FINISHED]:
            try:
                old.unlink()
            except OSError as e:
                log.warning("could not remove an old finished game %s: %s", old, e)
        return path

    def slots(self) -> list[SlotInfo]:
        """Saved games, newest first (by the date they hold). A file whose summary
        cannot be read is listed as unreadable (loading it will say why); nothing is
        moved or deleted here."""
        try:
            found = list(self.where.saves.glob(f"*{savefile.SUFFIX}"))
        except OSError:  # missing or unreadable folder
            return []
        out = []
        for path in found:
            try:
                data = json.loads(read_limited(path, savefile.MAX_BYTES).decode("utf-8"))
            except (OSError, ValueError, RecursionError):
                data = None
            out.append(slot_info(path, data))
        out.sort(key=lambda s: (s.saved_at or 0.0, s.path.name), reverse=True)
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
