"""The game in progress kept before another game replaces it: its autosave would be
overwritten at the new game's first choice. Load, a dropped file, New game, the daily
deal and a deal code keep it in a save slot of its own (``keep_game_in_progress``) and
tell the player the name Load lists it under (``listed_name``)."""

from __future__ import annotations

import logging
from pathlib import Path

from guildes.i18n import join
from guildes.i18n import t as tr
from guildes.saves import SaveError, SlotInfo
from guildes.saves.savefile import SavedGame
from guildes.saves.savefile import load as read_save
from guildes.saves.store import FINISHED_PREFIX, SaveStore

log = logging.getLogger(__name__)


def slot_title(slot: SlotInfo) -> str:
    """A save's title in the list: its name; else its players ("Ann, Bob and Cleo"),
    "Finished: ..." for a finished game the store kept by itself (its date is under it)."""
    if slot.name:
        return slot.name
    players = join([name for name, _level in slot.players])
    if not players:
        return tr("load.unnamed")
    if slot.over or slot.path.name.startswith(FINISHED_PREFIX):
        return tr("load.finished_of", players=players)
    return players


def listed_name(store: SaveStore, path: Path) -> str:
    """How the Load list names the save at ``path`` (``slot_title``: its name, else its
    players), else its file's name: what the player is told a kept game is saved as."""
    for slot in store.slots():
        if slot.path == path:
            return slot_title(slot)
    return path.name


def _same_game(a: SavedGame, b: SavedGame) -> bool:
    return a.config == b.config and a.choices == b.choices and a.seats == b.seats


def keep_game_in_progress(store: SaveStore) -> Path | None:
    """Keep the autosaved game in progress in a save slot of its own before another
    game replaces it; its file, or None when there is nothing to keep (no autosave, a
    finished or broken one, one with nothing played yet, or one a slot already holds as
    it is). OSError if it cannot be written (nothing is then opened)."""
    if not store.has_autosave():
        return None
    try:
        saved = store.load_autosave()
        game = saved.game()
    except SaveError as e:  # kept aside by the strict reader: nothing to keep here
        log.warning("the autosave was not kept before a load: %s", e)
        return None
    if game.is_over or not saved.choices:
        return None
    for slot in store.slots():
        if not slot.readable or slot.over:
            continue
        try:
            if _same_game(read_save(slot.path, keep_aside=False), saved):
                return None
        except SaveError:
            continue
    return store.save(game, saved.seats)
