"""Atomic file writes: a crash or a kill leaves either the old file or the new one.

The text goes to a temporary file in the same folder, is flushed and fsynced, then
``os.replace`` swaps it in (atomic on POSIX and Windows). On Windows another program
(an antivirus, a file indexer) may hold the target for a moment, so the replace is
retried briefly.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
import time
from pathlib import Path

_RETRIES = 10
_RETRY_DELAY_S = 0.05


def atomic_write_text(path: Path, text: str) -> None:
    """Write ``text`` (UTF-8) to ``path`` atomically."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    tmp = Path(tmp_name)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        for attempt in range(_RETRIES):
            try:
                os.replace(tmp, path)
                break
            except PermissionError:
                if attempt == _RETRIES - 1:
                    raise
                time.sleep(_RETRY_DELAY_S)
        _fsync_dir(path.parent)
    finally:
        with contextlib.suppress(FileNotFoundError):
            tmp.unlink()


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    if os.name == "nt":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
