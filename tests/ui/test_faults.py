"""Faults a player is never thrown out by (issue 19), seen in the real app, headless: a
killed AI worker, an AI that keeps failing, a failing autosave, an unusable data folder,
saves dropped on the window. Each test injects the fault for real (SIGKILL, OSError from
the disk calls, a file where the folder should be) and drives the app by input events."""

from __future__ import annotations

import errno
import os
import signal
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, ClassVar

import pygame
import pygame_gui
import pytest

from guildes.ai.worker import DecisionWorker
from guildes.rules import Game, GameConfig, SeatView
from guildes.saves import atomic, locations, savefile
from guildes.saves.savefile import SavedGame
from guildes.seats import Seat
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key

DISK_FULL = (
    "Saving failed: the disk is full. Your game continues; "
    "free some space or choose another folder in Settings."
)


# ---------------------------------------------------------------- helpers


def button(app: Any, label: str) -> pygame_gui.elements.UIButton:
    """The visible button whose text starts with ``label``."""
    found = [
        b
        for b in app.manager.get_sprite_group().sprites()
        if isinstance(b, pygame_gui.elements.UIButton)
        and b.text.startswith(label)
        and b.visible
        and b.alive()
    ]
    assert found, f"no button {label!r}"
    return found[0]


def press(app: Any, label: str, n: int = 3) -> None:
    """Click the button ``label`` where it is on screen, then run ``n`` frames."""
    click(button(app, label).rect.center)
    frames(app, n)


def labels(app: Any) -> list[str]:
    """The texts of every visible label (dialog lines and titles)."""
    return [
        w.text
        for w in app.manager.get_sprite_group().sprites()
        if isinstance(w, pygame_gui.elements.UILabel) and w.visible and w.alive()
    ]


def until(
    app: Any,
    done: Callable[[], bool],
    act: Callable[[], None] | None = None,
    seconds: float = 60,
) -> None:
    """Run frames (and ``act`` each frame) until ``done``, for at most ``seconds``."""
    end = time.monotonic() + seconds
    while not done():
        assert time.monotonic() < end, "the app did not get there in time"
        if act is not None:
            act()
        frames(app, 1)
        time.sleep(0.002)


def play_if_asked(table: Any) -> Callable[[], None]:
    """An ``act`` that plays the human's first card by Enter whenever it is their turn."""

    def act() -> None:
        top = table.app.stack.top
        if (top is table and table.can_choose()) or type(top).__name__ == "CountOverlay":
            key(pygame.K_RETURN)

    return act


class KillingWorker(DecisionWorker):
    """A real worker whose process is killed (SIGKILL) while it searches for the seat
    ``target``: the first ``kills`` times it is asked (counted over every worker)."""

    target: ClassVar[int] = 1
    kills: ClassVar[int] = 1
    killed: ClassVar[list[int]] = []

    def submit(self, spec: str, seed: int, view: SeatView, legal: Any) -> int:
        ticket = super().submit(spec, seed, view, legal)
        if view.seat == self.target and len(self.killed) < self.kills:
            time.sleep(0.05)  # it has the job and is searching (or still starting)
            assert self.pid is not None
            os.kill(self.pid, signal.SIGKILL)
            KillingWorker.killed.append(self.pid)
        return ticket


@pytest.fixture
def killing(monkeypatch: pytest.MonkeyPatch, fast_levels: None) -> type[KillingWorker]:
    """Sessions get killing workers; 'hard' searches long enough to be killed."""
    import guildes.ai.levels as levels
    import guildes.ai.worker as worker

    monkeypatch.setitem(levels.LEVELS, "hard", "mcts:iters=1500:worlds=4")
    monkeypatch.setattr(worker, "DecisionWorker", KillingWorker)
    monkeypatch.setattr(KillingWorker, "killed", [])
    return KillingWorker


def start_game(app: Any, seed: int = 5) -> Any:
    """A new game from the main menu: Ada (human), Hard and Easy (AI)."""
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app.start(MainMenu(app))
    frames(app, 2)
    seats = [Seat("Ada"), Seat("Hard", "hard"), Seat("Easy", "easy")]
    start_new_game(app, seats, seed, "militia_then_shared")
    frames(app, 2)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return table


# ---------------------------------------------------------------- the AI


def test_a_killed_worker_is_one_note_in_the_log_and_the_game_goes_on(
    make_app: Any, killing: type[KillingWorker]
) -> None:
    app = make_app(size=(1920, 1080), speed="instant")  # the log shows at this width
    table = start_game(app)
    until(app, lambda: len(table.session.game.history) >= 9, play_if_asked(table))
    assert len(killing.killed) == 1
    notes = [line for line in table.log_lines if "restarted" in line]
    assert notes == ["<i>The AI for Hard restarted.</i>"]
    assert app.stack.top is table or type(app.stack.top).__name__ == "CountOverlay"
    assert table.session.failed is None


def test_three_failures_show_the_dialog_and_retry_goes_on(
    make_app: Any, killing: type[KillingWorker]
) -> None:
    from guildes.ui.scenes.ai_failed import AiFailedDialog

    killing.kills = 3
    app = make_app(speed="instant")
    table = start_game(app)
    until(app, lambda: isinstance(app.stack.top, AiFailedDialog), play_if_asked(table))
    assert len(killing.killed) == 3
    dialog = app.stack.top
    assert "The AI for Hard failed 3 times in a row" in dialog.message
    assert "The game is saved." in dialog.message
    assert "exit code" not in dialog.message and "(" not in dialog.message  # in the log only
    frames(app, 2)
    app.screenshot(ARTIFACTS / "faults-ai-failed-1280.png")
    shown = " ".join(labels(app))
    assert "The AI stopped" in shown and "Hard failed 3 times" in shown
    before = len(table.session.game.history)
    press(app, "Retry")
    assert app.stack.top is table
    until(app, lambda: len(table.session.game.history) >= before + 6, play_if_asked(table))
    assert table.session.failed is None
    assert not any(isinstance(s, AiFailedDialog) for s in app.stack.scenes)


def test_three_failures_then_menu_leaves_with_the_game_autosaved(
    make_app: Any, killing: type[KillingWorker]
) -> None:
    from guildes.ui.scenes.ai_failed import AiFailedDialog
    from guildes.ui.scenes.main_menu import MainMenu

    killing.kills = 3
    app = make_app(size=(1920, 1080), speed="instant")
    table = start_game(app, seed=8)
    until(app, lambda: isinstance(app.stack.top, AiFailedDialog), play_if_asked(table))
    frames(app, 2)
    app.screenshot(ARTIFACTS / "faults-ai-failed-1920.png")
    press(app, "Menu")
    assert isinstance(app.stack.top, MainMenu)
    saved = savefile.load(app.store.where.autosave, keep_aside=False)
    assert saved.choices == list(table.session.game.history)
    assert button(app, "Continue").is_enabled


# ---------------------------------------------------------------- saving


def fail_fsync(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every write fails as on a full disk (at fsync, the temporary file half written)."""

    def fsync(fd: int) -> None:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomic.os, "fsync", fsync)


def assert_strip_covers_nothing(table: Any) -> None:
    """The strip covers neither the hand, the buttons nor any seat's panel."""
    assert table.strip is not None
    rect, _line = table.strip
    lay = table.layout
    cw, ch = lay.fan_card
    for x, y, _a in lay.fan_positions(len(table.fan())):
        assert not rect.colliderect(pygame.Rect(x - cw / 2, y - ch / 2, cw, ch))
    for b in table.input.buttons.values():
        assert not rect.colliderect(b.rect), b.text
    for seat in range(len(table.session.seats)):
        assert not rect.colliderect(lay.seat_panel(seat)), seat


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_failing_autosave_shows_the_strip_until_a_save_works(
    make_app: Any, fast_levels: None, monkeypatch: pytest.MonkeyPatch, size: tuple[int, int]
) -> None:
    app = make_app(size=size, speed="instant")
    table = start_game(app)
    session = table.session
    act = play_if_asked(table)
    until(app, lambda: len(session.game.history) >= 3 and table.can_choose(), act)
    good = app.store.where.autosave.read_bytes()
    with monkeypatch.context() as m:
        fail_fsync(m)
        until(app, lambda: len(session.game.history) >= 9 and table.can_choose(), act)
        frames(app, 2)
        assert table.strip is not None and table.strip[1] == DISK_FULL
        assert_strip_covers_nothing(table)
        app.screenshot(ARTIFACTS / f"faults-save-strip-{size[0]}.png")
        assert app.store.where.autosave.read_bytes() == good  # nothing saved is lost
        failing_at = len(session.game.history)
    until(app, lambda: len(session.game.history) >= 12, act)
    frames(app, 2)
    assert table.strip is None and session.save_warning is None
    assert "<i>Saving works again.</i>" in table.log_lines
    saved = savefile.load(app.store.where.autosave).choices
    assert len(saved) > failing_at and list(session.game.history[: len(saved)]) == saved


def test_a_long_warning_is_one_line_that_keeps_its_start_and_end() -> None:
    from guildes.ui.save_strip import fit_line

    pygame.font.init()
    message = (
        "Saving is off: the data folder /home/someone/a/very/long/path/that/goes/on/"
        "and/on/Guildes/data cannot be used (a file is in the way of the folder). The game "
        "runs without saving; choose another folder in Settings."
    )
    line, size = fit_line(message, 600, 14)
    from guildes.ui.fonts import font

    assert font(size, True).size(line)[0] <= 600
    assert line.startswith("Saving is off: the data folder") and " … " in line
    assert line.endswith("choose another folder in Settings.")


# ---------------------------------------------------------------- the data folder


@pytest.fixture
def blocked(tmp_path: Path) -> Path:
    """A data folder that cannot be created: its parent is a file."""
    (tmp_path / "a-file").write_text("not a folder")
    return tmp_path / "a-file" / "Guildes"


def app_in(folder: Path, size: tuple[int, int] = (1280, 720)) -> Any:
    from guildes.ui.app import App

    return App(locations(folder), size=size, speed="instant", sound=False)


@pytest.fixture
def apps() -> Iterator[list[Any]]:
    made: list[Any] = []
    yield made
    for app in made:
        if app.running:
            app.shutdown()


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_an_unusable_folder_at_start_shows_why(
    blocked: Path, apps: list[Any], size: tuple[int, int]
) -> None:
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.message import MessageOverlay

    app = app_in(blocked, size)
    apps.append(app)
    app.start(MainMenu(app))
    frames(app, 3)
    assert isinstance(app.stack.top, MessageOverlay)
    shown = " ".join(labels(app))
    assert "Saving is off" in shown and "a file is in the way of the folder" in shown
    assert "choose another folder in Settings." in shown
    app.screenshot(ARTIFACTS / f"faults-start-message-{size[0]}.png")
    press(app, "OK")
    assert isinstance(app.stack.top, MainMenu)
    assert "Saving is off: choose a data folder in Settings." in labels(app)


def type_text(entry: pygame_gui.elements.UITextEntryLine, value: str) -> None:
    """Click into a text field, select all, and type ``value`` over it."""
    click(entry.rect.center)
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=pygame.KMOD_CTRL, unicode="a")
    )
    pygame.event.post(
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0, unicode="\b")
    )
    for ch in value:
        pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))


def test_the_game_plays_with_saving_off_until_a_good_folder_is_chosen(
    blocked: Path, apps: list[Any], fast_levels: None, tmp_path: Path
) -> None:
    from guildes.ui.scenes.folder_choice import FolderChoice
    from guildes.ui.scenes.settings import SettingsScene

    app = app_in(blocked)
    apps.append(app)
    table = start_game(app)
    session = table.session
    act = play_if_asked(table)
    until(app, lambda: len(session.game.history) >= 6 and table.can_choose(), act)
    frames(app, 2)
    assert table.strip is not None and table.strip[1].startswith("Saving is off")
    assert blocked.parent.is_file()  # nothing could be written there

    key(pygame.K_ESCAPE)  # the pause menu
    frames(app, 3)
    press(app, "Settings")
    assert isinstance(app.stack.top, SettingsScene)
    assert any("a file is in the way" in line for line in app.stack.top.grid.texts())
    # a bad choice first: said under the dialog, nothing changes
    press(app, "Change…")
    picker = app.stack.top
    assert isinstance(picker, FolderChoice) and picker.dialog is not None
    type_text(picker.dialog.file_path_text_line, str(blocked.parent))  # a file
    frames(app, 3)
    click(picker.dialog.ok_button.rect.center)
    frames(app, 3)
    assert app.stack.top is picker and picker.refused is not None
    assert "cannot be used" in picker.refused and not app.folder.saving
    frames(app, 2)
    app.screenshot(ARTIFACTS / "faults-folder-refused-1280.png")
    good = tmp_path / "good folder"
    type_text(picker.dialog.file_path_text_line, str(good))
    frames(app, 3)
    click(picker.dialog.ok_button.rect.center)
    frames(app, 3)
    assert isinstance(app.stack.top, SettingsScene)
    assert app.folder.saving and app.where.data == good.resolve()
    assert not any("Saving is off" in line for line in app.stack.top.grid.texts())
    assert (good / "settings.json").is_file()
    key(pygame.K_ESCAPE)  # back to the pause menu
    frames(app, 3)
    key(pygame.K_ESCAPE)  # back to the table, which saves at once
    frames(app, 3)
    assert app.stack.top is table and table.strip is None
    saved = savefile.load(good / "autosave.guildes.json").choices
    assert len(saved) >= 6 and list(session.game.history[: len(saved)]) == saved
    until(app, lambda: len(session.game.history) >= 12, act)
    saved = savefile.load(good / "autosave.guildes.json").choices
    assert len(saved) >= 9 and list(session.game.history[: len(saved)]) == saved


def test_a_folder_that_cannot_be_used_changes_nothing(make_app: Any, tmp_path: Path) -> None:
    from guildes.ui.scenes.folder_choice import FolderChoice
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    before = app.where
    (tmp_path / "a-file").write_text("not a folder")
    app.start(MainMenu(app))
    frames(app, 2)
    press(app, "Settings")
    press(app, "Change…")
    picker = app.stack.top
    assert isinstance(picker, FolderChoice) and picker.dialog is not None
    type_text(picker.dialog.file_path_text_line, str(tmp_path / "a-file"))
    frames(app, 3)
    click(picker.dialog.ok_button.rect.center)
    frames(app, 3)
    assert app.stack.top is picker and picker.refused is not None
    assert "Nothing was changed" in picker.refused and "Saving is off" not in picker.refused
    assert app.folder.saving and app.where == before
    key(pygame.K_ESCAPE)
    frames(app, 3)
    assert type(app.stack.top).__name__ == "SettingsScene"


# ---------------------------------------------------------------- dropped saves


def a_save(path: Path) -> Game:
    game = Game(GameConfig(players=3, seed=7))
    for _ in range(4):
        for seat in range(3):
            if game.legal_choices(seat):
                game.choose(seat, game.legal_choices(seat)[0])
    savefile.write(
        path, SavedGame.of(game, [Seat("Ada"), Seat("Bo", "easy"), Seat("Cy", "easy")]), game
    )
    return game


def drop(path: Path) -> None:
    pygame.event.post(pygame.event.Event(pygame.DROPFILE, file=str(path)))


def test_a_good_save_dropped_on_the_menu_opens(make_app: Any, tmp_path: Path) -> None:
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    path = tmp_path / "evening.guildes.json"
    game = a_save(path)
    app = make_app(speed="instant")
    app.start(MainMenu(app))
    frames(app, 2)
    drop(path)
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.session.game.history[: len(game.history)] == game.history


def test_a_bad_save_dropped_shows_its_reason_and_the_game_goes_on(
    make_app: Any, fast_levels: None, tmp_path: Path
) -> None:
    from guildes.ui.scenes.message import MessageOverlay

    bad = tmp_path / "broken.guildes.json"
    bad.write_bytes(b'{"format": "guildes-save", "version": 9}')
    app = make_app(speed="instant")
    table = start_game(app)
    history = table.session.game.history
    drop(bad)
    frames(app, 3)
    assert isinstance(app.stack.top, MessageOverlay)
    assert any("save version 9" in line for line in labels(app))
    assert bad.read_bytes() == b'{"format": "guildes-save", "version": 9}'
    press(app, "OK")
    assert app.stack.top is table and table.session.game.history[: len(history)] == history


def test_a_good_save_dropped_during_a_game_keeps_that_game(
    make_app: Any, fast_levels: None, tmp_path: Path
) -> None:
    from guildes.i18n import t
    from guildes.ui.dropped import TITLE_KEPT
    from guildes.ui.scenes.load import slot_title
    from guildes.ui.scenes.message import MessageOverlay
    from guildes.ui.table import TableScene

    path = tmp_path / "evening.guildes.json"
    dropped = a_save(path)
    app = make_app(speed="instant")
    table = start_game(app, seed=11)
    until(app, lambda: len(table.session.game.history) >= 3, play_if_asked(table))
    playing = list(table.session.game.history)
    drop(path)
    frames(app, 3)
    assert isinstance(app.stack.top, MessageOverlay) and app.stack.top.title == t(TITLE_KEPT)
    opened = app.stack.scenes[0]
    assert isinstance(opened, TableScene) and opened is not table
    assert opened.session.game.history[: len(dropped.history)] == dropped.history
    (slot,) = app.store.slots()
    kept = app.store.load(slot.path).choices
    assert kept[: len(playing)] == playing
    assert f"“{slot_title(slot)}”" in app.stack.top.message  # as the Load list names it


def test_dialog_titles_fit_at_1280x720(make_app: Any) -> None:
    """Every dialog title is drawn whole (the theme's title font is large)."""
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app()
    app.store.where.autosave.write_text("{ cut short")
    app.start(MainMenu(app))
    frames(app, 2)
    press(app, "Continue")
    titles = [
        w
        for w in app.manager.get_sprite_group().sprites()
        if isinstance(w, pygame_gui.elements.UILabel) and w.object_ids[-1] == "#title"
    ]
    assert titles
    for title in titles:
        assert title.font.size(title.text)[0] <= title.rect.width - 8, title.text
    app.screenshot(ARTIFACTS / "faults-autosave-refused-1280.png")


@pytest.mark.parametrize("players", [3, 4, 5, 6])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("ui_scale", [0.85, 1.0, 1.3])
def test_the_strip_lies_above_every_seat_at_every_size(
    players: int, size: tuple[int, int], ui_scale: float
) -> None:
    """The strip takes only the gap under the header, whoever sits where."""
    from guildes.ui.layout import TableLayout
    from guildes.ui.save_strip import strip_rect

    for log_w in (0, int(size[0] * 0.22)):
        lay = TableLayout(size[0], size[1], players, 0, log_w, ui_scale)
        rect = strip_rect(lay.felt_rect, lay.header_h, lay.s)
        assert rect.top >= lay.header_h
        for seat in range(players):
            assert not rect.colliderect(lay.seat_panel(seat)), (seat, rect, lay.seat_panel(seat))
