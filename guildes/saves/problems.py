"""What to tell a player when the data folder cannot be written: what failed, why, what
goes on regardless and what to do. One place for these words, used by the session (game
saves) and the data folder (settings, statistics, the check at start)."""

from __future__ import annotations

import errno

_CHOOSE = "choose another folder in Settings"

_REASONS: dict[int, tuple[str, str]] = {
    errno.ENOSPC: ("the disk is full", f"free some space or {_CHOOSE}"),
    errno.EDQUOT: ("your disk quota is used up", f"free some space or {_CHOOSE}"),
    errno.EACCES: ("the folder may not be written to (permission denied)", _CHOOSE),
    errno.EPERM: ("the folder may not be written to (permission denied)", _CHOOSE),
    errno.EROFS: ("the disk is read-only", _CHOOSE),
    errno.ENOENT: ("the folder is missing", f"reconnect its drive or {_CHOOSE}"),
    errno.ENOTDIR: ("a file is in the way of the folder", _CHOOSE),
    errno.EIO: ("the disk reported an error", f"check the disk or {_CHOOSE}"),
}


class SavingOff(OSError):
    """Saving is off for this data folder; ``str()`` is the player's message."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message

    def __str__(self) -> str:
        return self.message


def reason_and_advice(error: OSError) -> tuple[str, str]:
    """Why a write failed and what the player can do, in plain words."""
    if error.errno is not None and error.errno in _REASONS:
        return _REASONS[error.errno]
    why = error.strerror or str(error) or type(error).__name__
    return (why[0].lower() + why[1:] if why else why, _CHOOSE)


def write_failed(what: str, error: OSError, goes_on: str) -> str:
    """``"{what} failed: {why}. {goes_on}; {advice}."``, or the message of saving that is
    off (``SavingOff``)."""
    if isinstance(error, SavingOff):
        return error.message
    why, advice = reason_and_advice(error)
    return f"{what} failed: {why}. {goes_on}; {advice}."


def game_save_failed(error: OSError) -> str:
    """The warning for a failed save or autosave of the game in progress."""
    return write_failed("Saving", error, "Your game continues")


def settings_save_failed(error: OSError) -> str:
    """The warning for failed settings writes."""
    return write_failed("Saving settings", error, "They apply until you quit")


def statistics_save_failed(error: OSError) -> str:
    """The warning for failed statistics writes."""
    return write_failed(
        "Saving statistics", error, "They are kept and written again after the next game"
    )


def folder_unusable(folder: object, error: OSError) -> str:
    """The message when the data folder (saves, autosave, statistics) cannot be used."""
    why, _ = reason_and_advice(error)
    return (
        f"Saving is off: the data folder {folder} cannot be used ({why}). "
        f"The game runs without saving; {_CHOOSE}."
    )


def folder_refused(folder: object, error: OSError) -> str:
    """The message when a folder chosen to switch to cannot be used (nothing changed: the
    current folder, saving on or off, stays as it was)."""
    why, _ = reason_and_advice(error)
    return (
        f"The folder {folder} cannot be used ({why}). Nothing was changed; choose another folder."
    )


def settings_folder_unusable(folder: object, error: OSError) -> str:
    """The message when the settings folder cannot be used."""
    why, _ = reason_and_advice(error)
    return (
        f"Settings will not be saved: the folder {folder} cannot be used ({why}). "
        f"They apply until you quit; {_CHOOSE}."
    )


def unreadable_kept(kind: str, path: object, error: OSError) -> str:
    """The warning when a file that could not be read is, for that reason, not written."""
    why, advice = reason_and_advice(error)
    return (
        f"Saving {kind} is skipped: {path} could not be read ({why}), so it is left as it "
        f"is. They apply until you quit; {advice}."
    )
