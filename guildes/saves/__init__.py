"""Saves, settings, statistics and replays in the platform's data folders.

- ``paths.locations(data_dir)``: where files live (platformdirs, or one folder);
  ``chosen``: the folder chosen in Settings, remembered for the next start.
- ``savefile``: the save format, its strict reader (``load``/``parse``) and ``write``.
- ``store.SaveStore``: slots and the autosave. ``settings``, ``statistics``, ``replay``.
- ``folder.DataFolder``: the folder checked at start (saving off, and why, when it cannot
  be written), switched from Settings, with warnings of failed settings/statistics writes.
- ``problems``: the words a player reads when a write fails.
Every write is atomic (``atomic.atomic_write_text``).
"""

from guildes.saves.paths import Locations, locations
from guildes.saves.savefile import SavedGame, SaveError
from guildes.saves.settings import Settings, load_settings, save_settings
from guildes.saves.statistics import Statistics, load_statistics, save_statistics
from guildes.saves.store import SaveStore, SlotInfo

__all__ = [
    "Locations",
    "SaveError",
    "SaveStore",
    "SavedGame",
    "Settings",
    "SlotInfo",
    "Statistics",
    "load_settings",
    "load_statistics",
    "locations",
    "save_settings",
    "save_statistics",
]
