"""The data folder chosen in Settings is remembered for the next start
(``guildes.saves.chosen``), and the statistics of games no folder holds are merged into
the folder saving switches to (``Statistics.merge``)."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from guildes.rules import Outcome, Tiebreak
from guildes.saves import chosen
from guildes.saves.paths import ENV_DATA_DIR, Locations
from guildes.saves.statistics import Statistics
from guildes.seats import Seat


@pytest.fixture
def platform(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Locations:
    """The platform's own folders, in the test's folder; no folder given by the
    environment."""
    default = Locations(tmp_path / "share", tmp_path / "config", tmp_path / "log")
    monkeypatch.setattr(chosen, "default_locations", lambda: default)
    monkeypatch.delenv(ENV_DATA_DIR, raising=False)
    return default


def test_a_first_start_uses_the_platform_folders(platform: Locations) -> None:
    start = chosen.start_locations()
    assert start.where == platform and start.note is None
    assert start.remember == platform.config / chosen.CHOICE_FILE


def test_a_remembered_folder_is_used_at_the_next_start(platform: Locations, tmp_path: Path) -> None:
    mine = tmp_path / "my games"
    mine.mkdir()
    chosen.remember(chosen.choice_file(platform), mine, platform)
    start = chosen.start_locations()
    assert start.where.data == mine.resolve() and start.note is None
    assert start.where.settings == mine.resolve() / "settings.json"


def test_choosing_the_platform_folder_again_forgets_the_choice(
    platform: Locations, tmp_path: Path
) -> None:
    pointer = chosen.choice_file(platform)
    mine = tmp_path / "mine"
    mine.mkdir()
    chosen.remember(pointer, mine, platform)
    assert pointer.is_file()
    chosen.remember(pointer, platform.data, platform)
    assert not pointer.exists()
    assert chosen.start_locations().where == platform


def test_a_folder_given_on_the_command_line_is_not_remembered(
    platform: Locations, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mine = tmp_path / "mine"
    mine.mkdir()
    chosen.remember(chosen.choice_file(platform), mine, platform)
    start = chosen.start_locations(tmp_path / "portable")
    assert start.where.data == (tmp_path / "portable").resolve() and start.remember is None
    monkeypatch.setenv(ENV_DATA_DIR, str(tmp_path / "env"))
    start = chosen.start_locations()
    assert start.where.data == (tmp_path / "env").resolve() and start.remember is None


def test_a_chosen_folder_that_is_gone_gives_the_platform_folders_and_says_why(
    platform: Locations, tmp_path: Path
) -> None:
    stick = tmp_path / "usb" / "Guildes"
    stick.mkdir(parents=True)
    pointer = chosen.choice_file(platform)
    chosen.remember(pointer, stick, platform)
    stick.rmdir()
    start = chosen.start_locations()
    assert start.where == platform
    assert start.note is not None and str(stick) in start.note and str(platform.data) in start.note
    assert "the folder is missing" in start.note
    assert not stick.exists()  # not made again: it may be a removed disk's mount point
    assert chosen.read_choice(pointer) == stick.resolve()  # the next start tries again


def test_a_chosen_folder_that_cannot_be_written_gives_the_platform_folders(
    platform: Locations, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    locked = tmp_path / "locked"
    locked.mkdir()
    chosen.remember(chosen.choice_file(platform), locked, platform)
    # a read-only disk (permissions do not bind root, who runs CI)
    refused = OSError(errno.EROFS, os.strerror(errno.EROFS))
    monkeypatch.setattr(chosen, "check_writable", lambda folder: refused)
    start = chosen.start_locations()
    assert start.where == platform
    assert start.note is not None and "the disk is read-only" in start.note


@pytest.mark.parametrize(
    "content", [b"", b"relative/folder\n", b"/a\n/b\n", b"\xff\xfe", b"/a\0b", b"x" * 9000]
)
def test_a_broken_choice_file_is_not_used_and_left_as_it_is(
    platform: Locations, content: bytes
) -> None:
    pointer = chosen.choice_file(platform)
    pointer.parent.mkdir(parents=True)
    pointer.write_bytes(content)
    start = chosen.start_locations()
    assert start.where == platform and start.note is None
    assert pointer.read_bytes() == content


def test_a_choice_file_that_is_a_folder_is_not_used(platform: Locations) -> None:
    chosen.choice_file(platform).mkdir(parents=True)
    assert chosen.start_locations().where == platform


# ---------------------------------------------------------------- merging statistics


def game(stats: Statistics, votes: list[int], when: float) -> None:
    seats = [Seat("Ana"), Seat("Bo", "normal"), Seat("Cy", "normal")]
    winners = (max(range(3), key=votes.__getitem__),)
    outcome = Outcome(tuple(votes), winners, Tiebreak.SHARED, "votes", (0, 0, 0))
    stats.record_game(seats, outcome, when=when)


def test_merge_adds_games_and_totals_in_the_order_they_ended() -> None:
    folder, unsaved = Statistics(), Statistics()
    game(folder, [40, 30, 20], when=100.0)
    game(folder, [10, 30, 20], when=300.0)
    game(unsaved, [55, 30, 20], when=200.0)
    folder.merge(unsaved)
    rec = folder.records["normal x3"]
    assert (rec.played, rec.won, rec.best, rec.total, rec.results) == (3, 2, 55, 105, 3)
    assert [g.when for g in folder.games] == [100.0, 200.0, 300.0]
    assert [g.votes for g in folder.games] == [40, 55, 10]


def test_merging_nothing_changes_nothing() -> None:
    folder = Statistics()
    game(folder, [40, 30, 20], when=100.0)
    before = folder.to_dict()
    folder.merge(Statistics())
    assert folder.to_dict() == before
