"""What to tell a player when the data folder cannot be written: what failed, why, what
goes on regardless and what to do. One place for these words, used by the session (game
saves) and the data folder (settings, statistics, the check at start)."""

from __future__ import annotations

import errno

from guildes.i18n import t

_REASONS: dict[int, tuple[str, str]] = {
    errno.ENOSPC: ("problem.why.disk_full", "problem.advice.free_space"),
    errno.EDQUOT: ("problem.why.quota", "problem.advice.free_space"),
    errno.EACCES: ("problem.why.permission", "problem.advice.choose"),
    errno.EPERM: ("problem.why.permission", "problem.advice.choose"),
    errno.EROFS: ("problem.why.read_only", "problem.advice.choose"),
    errno.ENOENT: ("problem.why.missing", "problem.advice.reconnect"),
    errno.ENOTDIR: ("problem.why.file_in_way", "problem.advice.choose"),
    errno.EIO: ("problem.why.disk_error", "problem.advice.check_disk"),
}
"""Each error's reason and advice (keys), in the player's language when told."""


_UNREADABLE_KEPT = {
    "settings": "problem.unreadable_kept.settings",
    "statistics": "problem.unreadable_kept.statistics",
}
"""Each kind of file's warning when it could not be read (what goes on differs)."""


class SavingOff(OSError):
    """Saving is off for this data folder; ``str()`` is the player's message."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def reason_and_advice(error: OSError) -> tuple[str, str]:
    """Why a write failed and what the player can do, in plain words (the player's
    language; an error the game has no words for is told as the system says it)."""
    if error.errno is not None and error.errno in _REASONS:
        why, advice = _REASONS[error.errno]
        return t(why), t(advice)
    why = error.strerror or str(error) or type(error).__name__
    return (why[0].lower() + why[1:] if why else why, t("problem.advice.choose"))


def write_failed(what: str, error: OSError, goes_on: str) -> str:
    """``"{what} failed: {why}. {goes_on}; {advice}."`` (``what`` and ``goes_on`` are
    keys), or the message of saving that is off (``SavingOff``)."""
    if isinstance(error, SavingOff):
        return error.message
    why, advice = reason_and_advice(error)
    return t("problem.write_failed", what=t(what), why=why, goes_on=t(goes_on), advice=advice)


def game_save_failed(error: OSError) -> str:
    """The warning for a failed save or autosave of the game in progress."""
    return write_failed("problem.what.saving", error, "problem.goes_on.game")


def settings_save_failed(error: OSError) -> str:
    """The warning for failed settings writes."""
    return write_failed("problem.what.settings", error, "problem.goes_on.until_quit")


def statistics_save_failed(error: OSError) -> str:
    """The warning for failed statistics writes."""
    return write_failed("problem.what.statistics", error, "problem.goes_on.statistics")


def folder_unusable(folder: object, error: OSError) -> str:
    """The message when the data folder (saves, autosave, statistics) cannot be used."""
    why, _ = reason_and_advice(error)
    return t("problem.folder_unusable", folder=str(folder), why=why)


def folder_refused(folder: object, error: OSError) -> str:
    """The message when a folder chosen to switch to cannot be used (nothing changed: the
    current folder, saving on or off, stays as it was)."""
    why, _ = reason_and_advice(error)
    return t("problem.folder_refused", folder=str(folder), why=why)


def chosen_folder_unusable(folder: object, error: OSError, default: object) -> str:
    """The message when the folder chosen in Settings cannot be used at start: this start
    keeps its files in ``default``; the choice is kept for the next start."""
    why, _ = reason_and_advice(error)
    return t("problem.chosen_folder_unusable", folder=str(folder), why=why, default=str(default))


def settings_folder_unusable(folder: object, error: OSError) -> str:
    """The message when the settings folder cannot be used."""
    why, _ = reason_and_advice(error)
    return t("problem.settings_folder", folder=str(folder), why=why)


def unreadable_kept(kind: str, path: object, error: OSError) -> str:
    """The warning when a file that could not be read is, for that reason, not written."""
    why, advice = reason_and_advice(error)
    return t(
        _UNREADABLE_KEPT[kind],
        path=str(path),
        why=why,
        advice=advice,
    )
