"""Two copies of the game on one data folder (issue 29's review: they shared one autosave,
so the second window's game wrote over the first's): each copy autosaves to a file of its
own, and a window closed with a game unfinished leaves it among the saves."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from guildes.saves import SaveStore, locations
from guildes.saves.windows import LEFT_PREFIX
from tests.saves.test_saves import random_game, seats


def test_a_second_copy_never_writes_over_the_first_copys_autosave(tmp_path: Path) -> None:
    where = locations(tmp_path)
    first, second = SaveStore(where), SaveStore(where)
    mine, theirs = random_game(4, 1, steps=5), random_game(4, 2, steps=9)
    first.autosave(mine, seats(4))
    second.autosave(theirs, seats(4))  # fails before: the same file as the first's
    assert first.autosave_file == where.autosave
    assert second.autosave_file != where.autosave
    assert first.load_autosave().game() == mine
    assert second.load_autosave().game() == theirs
    second.clear_autosave()
    assert first.has_autosave()


def test_a_closed_windows_game_is_found_in_load_at_the_next_start(tmp_path: Path) -> None:
    where = locations(tmp_path)
    first, second = SaveStore(where), SaveStore(where)
    theirs = random_game(5, 3, steps=7)
    second.autosave(theirs, seats(5))
    assert first.slots() == []
    assert second.claim is not None and first.claim is not None
    second.claim.release()  # the second window closed, its game unfinished
    first.claim.release()  # then the first
    again = SaveStore(where)
    assert again.autosave_file == where.autosave
    assert again.claim is not None and len(again.claim.rescued) == 1
    (slot,) = again.slots()
    assert slot.path.name.startswith(LEFT_PREFIX)
    assert again.load(slot.path).game() == theirs
    assert not again.has_autosave()  # the first autosave's own (none) is untouched


def test_a_window_still_open_keeps_its_autosave_where_it_is(tmp_path: Path) -> None:
    where = locations(tmp_path)
    first, second = SaveStore(where), SaveStore(where)
    second.autosave(random_game(3, 4, steps=3), seats(3))
    assert first.claim is not None
    first.claim.release()
    again = SaveStore(where)  # the first window restarted while the second plays on
    assert again.claim is not None and again.claim.rescued == []
    assert again.slots() == []
    assert second.has_autosave()


def test_another_process_holding_the_folder_gives_this_one_its_own_autosave(
    tmp_path: Path,
) -> None:
    """The lock is the system's: a copy of the game in another process counts."""
    holder = textwrap.dedent(
        f"""
        import sys, time
        from guildes.saves import SaveStore, locations
        store = SaveStore(locations({str(tmp_path)!r}))
        print(store.autosave_file.name, flush=True)
        sys.stdin.readline()
        """
    )
    proc = subprocess.Popen(
        [sys.executable, "-c", holder],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
        cwd=Path(__file__).resolve().parents[2],
    )
    try:
        assert proc.stdout is not None and proc.stdin is not None
        assert proc.stdout.readline().strip() == "autosave.guildes.json"
        here = SaveStore(locations(tmp_path))
        assert here.autosave_file.name == "autosave-2.guildes.json"
        proc.stdin.write("\n")
        proc.stdin.flush()
        proc.wait(timeout=30)
    finally:
        proc.kill()
    assert here.claim is not None
    here.claim.release()
    assert SaveStore(locations(tmp_path)).autosave_file.name == "autosave.guildes.json"


def test_moving_the_data_folder_frees_the_old_one(tmp_path: Path) -> None:
    old, new = locations(tmp_path / "old"), locations(tmp_path / "new")
    for where in (old, new):
        where.ensure()
    store = SaveStore(old)
    store.relocate(new)
    assert store.autosave_file == new.autosave
    assert SaveStore(old).autosave_file == old.autosave
