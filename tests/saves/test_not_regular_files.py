"""Paths that are not regular files never hang or exhaust the game: a link to /dev/zero
(endless; ``stat`` says 0 bytes), a named pipe with no writer (opening or reading it
waits forever) and a folder are refused at once with a clear reason, wherever a file is
read: a save opened by path, the Load list and a slot, the autosave, the settings, the
statistics, and ``guildes --smoke-test PATH``. Each read that could hang runs in a
thread with a deadline, so a regression fails the test instead of hanging the suite."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from guildes.i18n import t
from guildes.saves import locations, savefile
from guildes.saves.folder import DataFolder
from guildes.saves.reading import FileTooLarge, NotARegularFile, read_limited
from guildes.saves.savefile import SaveError
from guildes.saves.settings import read_settings
from guildes.saves.statistics import read_statistics
from guildes.saves.store import SaveStore

pytestmark = pytest.mark.skipif(
    not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
    reason="named pipes and /dev/zero are POSIX",
)

KINDS = ("zero", "fifo", "folder")
REASONS = {"zero": "file.is_device", "fifo": "file.is_pipe", "folder": "file.is_folder"}
DEADLINE_S = 10.0


def make(kind: str, path: Path) -> Path:
    """Put at ``path`` a link to /dev/zero, a named pipe nobody writes to, or a folder."""
    if kind == "zero":
        path.symlink_to("/dev/zero")
    elif kind == "fifo":
        os.mkfifo(path)
    else:
        path.mkdir()
    return path


def within_deadline(fn: Callable[[], Any]) -> Any:
    """``fn()``'s result or exception, failing the test if it takes longer than the
    deadline (the thread is left behind, a daemon: the test fails instead of hanging)."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = fn()
        except BaseException as e:  # noqa: BLE001 (handed back to the test)
            out["error"] = e

    worker = threading.Thread(target=run, daemon=True)
    worker.start()
    worker.join(DEADLINE_S)
    assert not worker.is_alive(), f"still reading after {DEADLINE_S} s: it hangs"
    if "error" in out:
        raise out["error"]
    return out.get("value")


@pytest.mark.parametrize("kind", KINDS)
def test_read_limited_refuses_what_is_not_a_regular_file(tmp_path: Path, kind: str) -> None:
    path = make(kind, tmp_path / "x.guildes.json")
    with pytest.raises(NotARegularFile) as refused:
        within_deadline(lambda: read_limited(path, 1000))
    assert refused.value.strerror == t(REASONS[kind])


def test_read_limited_reads_no_more_than_the_limit_whatever_stat_says(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b"x" * 100)
    assert read_limited(path, 100) == b"x" * 100
    with pytest.raises(FileTooLarge):
        read_limited(path, 99)
    # a regular file whose size stat reports as 0 yet holds more than the limit
    proc = Path("/proc/self/maps")
    if proc.exists() and proc.stat().st_size == 0:
        with pytest.raises(FileTooLarge):
            read_limited(proc, 10)


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("keep_aside", [True, False])
def test_a_save_that_is_not_a_file_is_refused_and_left_where_it_is(
    tmp_path: Path, kind: str, keep_aside: bool
) -> None:
    path = make(kind, tmp_path / "x.guildes.json")
    with pytest.raises(SaveError) as refused:
        within_deadline(lambda: savefile.load(path, keep_aside=keep_aside))
    assert str(refused.value) == t("save_error.not_a_file", reason=t(REASONS[kind]))
    assert os.path.lexists(path) and not list(tmp_path.glob("*.corrupt*"))  # not moved


@pytest.mark.parametrize("kind", KINDS)
def test_the_load_list_the_slot_and_the_autosave_refuse_it(tmp_path: Path, kind: str) -> None:
    where = locations(tmp_path / "data")
    where.saves.mkdir(parents=True)
    odd = make(kind, where.saves / "odd.guildes.json")
    make(kind, where.autosave)
    store = SaveStore(where)
    slots = within_deadline(store.slots)
    assert [s.path for s in slots] == [odd]  # listed, as a save that cannot be read
    assert not store.has_autosave()
    for load in (lambda: store.load(odd), store.load_autosave):
        with pytest.raises(SaveError, match=t(REASONS[kind])):
            within_deadline(load)


@pytest.mark.parametrize("kind", KINDS)
def test_settings_and_statistics_that_are_not_files_are_left_as_they_are(
    tmp_path: Path, kind: str
) -> None:
    where = locations(tmp_path / "data")
    where.data.mkdir(parents=True)
    where.config.mkdir(parents=True, exist_ok=True)
    make(kind, where.settings)
    make(kind, where.statistics)
    for read in (lambda: read_settings(where.settings), lambda: read_statistics(where.statistics)):
        with pytest.raises(NotARegularFile):
            within_deadline(read)
    folder = within_deadline(lambda: DataFolder.open(where))
    within_deadline(folder.load_settings)
    within_deadline(folder.load_statistics)
    assert not folder.save_statistics(folder.load_statistics())  # never written over
    assert folder.warning is not None and t(REASONS[kind]) in folder.warning
    assert os.path.lexists(where.settings) and os.path.lexists(where.statistics)


@pytest.mark.parametrize("kind", KINDS)
def test_smoke_test_of_a_path_that_is_not_a_file_exits_1_with_the_reason(
    tmp_path: Path, kind: str
) -> None:
    path = make(kind, tmp_path / "x.guildes.json")
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    env["GUILDES_LANGUAGE"] = "en"
    done = subprocess.run(
        [sys.executable, "-m", "guildes", str(path), "--smoke-test"]
        + ["--data-dir", str(tmp_path / "data")],
        capture_output=True,
        text=True,
        timeout=60,
        env=env,
        check=False,
    )
    assert done.returncode == 1, done.stderr
    english = {"zero": "a device", "fifo": "a named pipe", "folder": "a folder"}[kind]
    assert f"this cannot be a save: it is {english}, not a file" in done.stderr
