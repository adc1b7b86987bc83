"""The data folder in the real app: a folder chosen in Settings is used at the next
start, a chosen folder that is gone at start is said and the platform's folders used, and
games finished while saving was off reach the statistics of the folder saving switches to.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from guildes.rules import Outcome, Tiebreak
from guildes.saves import chosen, locations
from guildes.saves.paths import ENV_DATA_DIR, Locations
from guildes.saves.statistics import read_statistics
from guildes.seats import Seat
from tests.ui.test_end_to_end import frames

SEATS = [Seat("Ana"), Seat("Bo", "normal"), Seat("Cy", "normal")]


def won(votes: int) -> Outcome:
    return Outcome((votes, 30, 20), (0,), Tiebreak.SHARED, "votes", (0, 0, 0))


@pytest.fixture
def platform(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Locations:
    default = Locations(tmp_path / "share", tmp_path / "config", tmp_path / "log")
    monkeypatch.setattr(chosen, "default_locations", lambda: default)
    monkeypatch.delenv(ENV_DATA_DIR, raising=False)
    return default


@pytest.fixture
def apps() -> Iterator[list[Any]]:
    made: list[Any] = []
    yield made
    for app in made:
        if app.running:
            try:
                app.shutdown()
            except Exception:  # already shut down by the test (a second start)
                pass


def start_app(apps: list[Any], data_dir: Path | None = None) -> Any:
    """An app started as ``guildes`` starts it (``chosen.start_locations``)."""
    from guildes.ui.app import App

    start = chosen.start_locations(data_dir)
    app = App(start.where, speed="instant", sound=False, remember=start.remember, note=start.note)
    apps.append(app)
    return app


def test_the_folder_chosen_in_settings_is_used_at_the_next_start(
    platform: Locations, apps: list[Any], tmp_path: Path
) -> None:
    first = start_app(apps)
    assert first.where == platform
    mine = tmp_path / "my games"
    assert first.switch_data_folder(mine) is None
    first.settings.volume = 0.25
    first.save_settings()
    first.shutdown()
    again = start_app(apps)
    assert again.where.data == mine.resolve()
    assert again.settings.volume == 0.25
    assert again.switch_data_folder(platform.data) is None  # back to the default
    again.shutdown()
    assert start_app(apps).where == platform


def test_a_folder_chosen_in_a_portable_start_is_not_remembered(
    platform: Locations, apps: list[Any], tmp_path: Path
) -> None:
    portable = start_app(apps, tmp_path / "portable")
    assert portable.switch_data_folder(tmp_path / "elsewhere") is None
    portable.shutdown()
    assert not chosen.choice_file(platform).exists()
    assert start_app(apps).where == platform


def test_a_chosen_folder_gone_at_start_is_said_and_the_game_saves_in_the_default(
    platform: Locations, apps: list[Any], tmp_path: Path
) -> None:
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.message import MessageOverlay

    stick = tmp_path / "stick"
    first = start_app(apps)
    assert first.switch_data_folder(stick) is None
    first.shutdown()
    for f in sorted(stick.rglob("*"), reverse=True):
        f.rmdir() if f.is_dir() else f.unlink()
    stick.rmdir()
    app = start_app(apps)
    app.start(MainMenu(app))
    frames(app, 3)
    assert app.where == platform and app.folder.saving
    top = app.stack.top
    assert isinstance(top, MessageOverlay)
    shown = " ".join(str(getattr(w, "text", "")) for w in app.manager.get_sprite_group().sprites())
    assert "Your data folder is not available" in shown
    assert "the folder is missing" in shown


def test_games_finished_while_saving_was_off_join_the_folder_saving_switches_to(
    apps: list[Any], tmp_path: Path
) -> None:
    from guildes.ui.app import App

    kept = tmp_path / "kept"
    before = App(locations(kept), speed="instant", sound=False)
    apps.append(before)
    before.record_game(SEATS, won(50), frozenset())
    before.shutdown()
    assert read_statistics(kept / "statistics.json").records["normal x3"].played == 1

    blocked = tmp_path / "a-file"
    blocked.write_text("in the way")
    app = App(locations(blocked / "data"), speed="instant", sound=False)
    apps.append(app)
    assert not app.folder.saving
    app.record_game(SEATS, won(70), frozenset())
    app.record_game(SEATS, won(90), frozenset({"event_cards"}))
    assert app.switch_data_folder(kept) is None
    stats = read_statistics(kept / "statistics.json")
    base = stats.records["normal x3"]
    assert (base.played, base.won, base.best, base.total) == (2, 2, 70, 120)
    assert stats.records["normal x3 [event_cards]"].played == 1
    assert [g.votes for g in stats.games] == [50, 70, 90]
    assert app.statistics.to_dict() == stats.to_dict()
    # written once: switching again does not add them a second time
    assert app.switch_data_folder(tmp_path / "other") is None
    assert app.switch_data_folder(kept) is None
    assert read_statistics(kept / "statistics.json").records["normal x3"].played == 2


def test_two_windows_on_one_folder_keep_each_others_games_and_reviews(
    apps: list[Any], tmp_path: Path
) -> None:
    """Issue 29: the second window's statistics were written over the first one's game."""
    from guildes.saves.statistics import ReviewRecord
    from guildes.ui.app import App

    first = App(locations(tmp_path), speed="instant", sound=False)
    second = App(locations(tmp_path), speed="instant", sound=False)
    apps.extend((first, second))
    first.record_game(SEATS, won(50), frozenset())
    second.record_game(SEATS, won(70), frozenset())  # fails before: the 50 is lost
    path = tmp_path / "statistics.json"
    assert [g.votes for g in read_statistics(path).games] == [50, 70]
    assert [g.votes for g in second.statistics.games] == [50, 70]
    first.record_review(ReviewRecord("7:40:0", 1.0, "Ana", 81.5, "deep"))
    assert [g.votes for g in first.statistics.games] == [50, 70]
    second.record_game(SEATS, won(90), frozenset())
    stats = read_statistics(path)
    assert [g.votes for g in stats.games] == [50, 70, 90]
    assert [r.game for r in stats.reviews] == ["7:40:0"]
    assert stats.records["normal x3"].played == 3
    assert second.statistics.to_dict() == stats.to_dict()
    assert second.unsaved_statistics.games == []
