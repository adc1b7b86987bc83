"""Two copies of the game on one data folder write one statistics file (issue 29: the
second window's write lost the first window's game): each write takes in what the other
copy wrote since, and a broken or unreadable file is still never written over."""

from __future__ import annotations

import errno
import os
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest
from filelock import FileLock

from guildes.rules import Outcome, Tiebreak
from guildes.saves import savefile
from guildes.saves import statistics as statistics_module
from guildes.saves.folder import DataFolder
from guildes.saves.paths import locations
from guildes.saves.statistics import ReviewRecord, Statistics, read_statistics
from guildes.seats import Seat

SEATS = [Seat("Ana"), Seat("Bo", "normal"), Seat("Cy", "normal")]


def won(votes: int) -> Outcome:
    return Outcome((votes, 30, 20), (0,), Tiebreak.SHARED, "votes", (0, 0, 0))


class Window:
    """What the app keeps of the statistics (``App.statistics``, ``unsaved_statistics``)
    on one data folder."""

    def __init__(self, folder: Path) -> None:
        self.folder = DataFolder.open(locations(folder))
        self.statistics = self.folder.load_statistics()
        self.unsaved = Statistics()

    def play(self, votes: int) -> bool:
        for stats in (self.statistics, self.unsaved):
            stats.record_game(SEATS, won(votes), when=time.time())
        return self.save()

    def review(self, game: str, accuracy: float) -> bool:
        entry = ReviewRecord(game, time.time(), "Ana", accuracy, "quick")
        for stats in (self.statistics, self.unsaved):
            stats.record_review(entry)
        return self.save()

    def save(self) -> bool:
        if self.folder.save_statistics(self.statistics, self.unsaved):
            self.unsaved = Statistics()
            return True
        return False


def votes(stats: Statistics) -> list[int]:
    return sorted(g.votes for g in stats.games)


def test_two_windows_keep_each_others_games(tmp_path: Path) -> None:
    a, b = Window(tmp_path), Window(tmp_path)
    assert a.play(50)
    assert b.play(70)  # fails before: written over the first window's game
    path = a.folder.where.statistics
    assert votes(read_statistics(path)) == [50, 70]
    assert read_statistics(path).records["normal x3"].played == 2
    assert votes(b.statistics) == [50, 70]  # the Statistics screen shows both
    assert a.play(90)
    assert votes(a.statistics) == votes(read_statistics(path)) == [50, 70, 90]
    rec = read_statistics(path).records["normal x3"]
    assert (rec.played, rec.won, rec.best, rec.total) == (3, 3, 90, 210)
    assert b.play(30)
    assert votes(b.statistics) == votes(read_statistics(path)) == [30, 50, 70, 90]
    assert b.statistics.to_dict() == read_statistics(path).to_dict()


def test_games_already_in_the_file_are_not_counted_again(tmp_path: Path) -> None:
    a, b = Window(tmp_path), Window(tmp_path)
    assert a.play(50) and a.play(60)  # one window alone: written whole, as before
    assert b.play(70) and b.play(80)
    assert a.play(90)
    stats = read_statistics(a.folder.where.statistics)
    assert votes(stats) == [50, 60, 70, 80, 90]
    assert stats.records["normal x3"].played == 5


def test_a_review_in_one_window_and_a_game_in_the_other_are_both_kept(tmp_path: Path) -> None:
    a, b = Window(tmp_path), Window(tmp_path)
    assert a.review("7:40:0", 81.5)
    assert b.play(70)  # fails before: the review is lost
    assert b.review("8:40:0", 66.0)
    stats = read_statistics(a.folder.where.statistics)
    assert [r.game for r in stats.reviews] == ["7:40:0", "8:40:0"]
    assert votes(stats) == [70]
    assert [r.game for r in b.statistics.reviews] == ["7:40:0", "8:40:0"]
    assert a.play(50)
    assert [r.game for r in a.statistics.reviews] == ["7:40:0", "8:40:0"]
    assert votes(a.statistics) == [50, 70]


def test_writers_that_never_read_the_file_add_to_it(tmp_path: Path) -> None:
    where = locations(tmp_path)
    for n in (50, 70):
        stats = Statistics()
        stats.record_game(SEATS, won(n))
        assert DataFolder.open(where).save_statistics(stats)  # fails before at 70
    assert votes(read_statistics(where.statistics)) == [50, 70]


def test_a_file_broken_meanwhile_is_set_aside_not_written_over(tmp_path: Path) -> None:
    a = Window(tmp_path)
    assert a.play(50)
    path = a.folder.where.statistics
    path.write_text("{ broken")
    assert a.play(70)
    assert path.with_name("statistics.json.corrupt").read_text() == "{ broken"  # fails before
    assert votes(read_statistics(path)) == [50, 70]


def test_a_broken_file_that_cannot_be_set_aside_is_left_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a = Window(tmp_path)
    assert a.play(50)
    path = a.folder.where.statistics
    path.write_text("{ broken")

    def refuse(what: Path) -> Path:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(savefile, "quarantine", refuse)
    monkeypatch.setattr(statistics_module, "quarantine", refuse)
    assert not a.play(70)  # fails before: written over
    assert path.read_text() == "{ broken"
    assert "Saving statistics failed" in (a.folder.warning or "")
    assert votes(a.unsaved) == [70]  # kept for the next write


def test_a_file_unreadable_at_the_write_is_left_as_it_is(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = Window(tmp_path), Window(tmp_path)
    assert a.play(50)
    path = a.folder.where.statistics
    kept = path.read_bytes()

    def unreadable(what: Path, limit: int) -> bytes:
        raise PermissionError(errno.EACCES, os.strerror(errno.EACCES))

    monkeypatch.setattr(statistics_module, "read_limited", unreadable)
    assert not b.play(70)  # fails before: written over the first window's game
    assert path.read_bytes() == kept
    monkeypatch.undo()
    assert b.save()
    assert votes(read_statistics(path)) == [50, 70]


def test_a_lock_held_too_long_does_not_stop_the_write(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    a, b = Window(tmp_path), Window(tmp_path)
    assert a.play(50)
    monkeypatch.setattr(statistics_module, "LOCK_TIMEOUT_S", 0.05)
    held = FileLock(str(tmp_path / ".statistics.json.lock"), thread_local=False)
    with held:
        assert b.play(70)
    assert votes(read_statistics(a.folder.where.statistics)) == [50, 70]


def test_another_process_writing_at_the_same_time_loses_nothing(tmp_path: Path) -> None:
    ready, go = tmp_path / "ready", tmp_path / "go"
    script = textwrap.dedent(
        f"""
        import sys, time
        from pathlib import Path
        sys.path.insert(0, {str(Path(__file__).parents[2])!r})
        from tests.saves.test_shared_statistics import Window
        w = Window(Path({str(tmp_path)!r}))
        Path({str(ready)!r}).touch()
        while not Path({str(go)!r}).exists():
            time.sleep(0.01)
        for n in range(20):
            assert w.play(100 + n)
        """
    )
    other = subprocess.Popen([sys.executable, "-c", script])
    mine = Window(tmp_path)  # both read the folder before either writes
    deadline = time.monotonic() + 60
    while not ready.exists() and time.monotonic() < deadline:
        time.sleep(0.01)
    go.touch()
    for n in range(20):
        assert mine.play(n)
    assert other.wait(timeout=60) == 0
    stats = read_statistics(mine.folder.where.statistics)
    assert votes(stats) == list(range(20)) + list(range(100, 120))  # fails before
    assert stats.records["normal x3"].played == 40
