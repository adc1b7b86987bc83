"""Reading the game's files so that no path can hang or exhaust the game.

A path given by a player (the command line, a file dropped on the window, Load) or found
in the data folder (the autosave, the settings, the statistics, the saves listed) may be
anything: a link to ``/dev/zero`` (endless, and ``stat`` says 0 bytes), a named pipe
(opening or reading it waits for a writer forever), a folder, a device. ``read_limited``
opens without waiting (``O_NONBLOCK``), checks on the opened file itself (``fstat``, so a
path swapped after a check changes nothing) that it is a regular file, and reads at
most ``limit + 1`` bytes whatever its size is said to be: more than ``limit`` is refused.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from guildes.i18n import t

_CHUNK = 1 << 16
_FLAGS = (
    os.O_RDONLY
    | getattr(os, "O_NONBLOCK", 0)  # a named pipe opens at once instead of waiting
    | getattr(os, "O_NOCTTY", 0)  # a terminal never becomes the game's
    | getattr(os, "O_BINARY", 0)  # Windows: the bytes as they are
)


class NotARegularFile(OSError):
    """The path is a folder, a named pipe, a device or a socket, not a file; ``strerror``
    says which, in the player's language; ``kind`` is ``"folder"``, ``"pipe"``,
    ``"device"`` or ``"other"``."""

    def __init__(self, path: Path, kind: str) -> None:
        reasons = {
            "folder": t("file.is_folder"),
            "pipe": t("file.is_pipe"),
            "device": t("file.is_device"),
        }
        super().__init__(None, reasons.get(kind, t("file.not_regular")), str(path))
        self.kind = kind


class FileTooLarge(OSError):
    """The file holds more than the limit (``strerror`` says so, in the player's
    language); nothing past the limit was read."""

    def __init__(self, path: Path, limit: int) -> None:
        super().__init__(None, t("file.too_large"), str(path))
        self.limit = limit


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "folder"
    if stat.S_ISFIFO(mode):
        return "pipe"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "device"
    return "other"


def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of the regular file at ``path`` (links followed), never more than
    ``limit`` of them. ``NotARegularFile`` or ``FileTooLarge`` (both ``OSError``) when it
    is not one or holds more; other ``OSError`` as opening it gives them
    (``FileNotFoundError``...). Never blocks on a pipe or a device."""
    try:
        fd = os.open(path, _FLAGS)
    except (IsADirectoryError, PermissionError):
        # Windows refuses to open a folder (EACCES) where POSIX opens it.
        if os.path.isdir(path):
            raise NotARegularFile(path, "folder") from None
        raise
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotARegularFile(path, _kind(mode))
        chunks: list[bytes] = []
        left = limit + 1  # one byte past the limit tells a file that is too large
        while left > 0:
            chunk = os.read(fd, min(left, _CHUNK))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > limit:
        raise FileTooLarge(path, limit)
    return data
