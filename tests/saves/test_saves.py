"""Saves: round trips, atomic writes under kills, untrusted files, slots, replay."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from guildes.rules import Game, GameConfig
from guildes.saves import SaveError, SaveStore, locations, savefile
from guildes.saves.paths import default_locations
from guildes.saves.replay import Replay
from guildes.saves.savefile import SavedGame
from guildes.seats import Seat


def seats(n: int) -> list[Seat]:
    return [Seat("Ana")] + [Seat(f"Bot {i}", "normal") for i in range(1, n)]


def random_game(players: int, seed: int, steps: int | None = None) -> Game:
    game = Game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    k = 0
    while not game.is_over and (steps is None or k < steps):
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
        k += 1
    return game


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_round_trip_at_every_step(players: int, tmp_path: Path) -> None:
    game = Game(GameConfig(players=players, seed=players))
    rng = random.Random(players)
    path = tmp_path / "g.guildes.json"
    while not game.is_over:
        for s in game.to_choose():
            game.choose(s, rng.choice(game.legal_choices(s)))
            savefile.write(path, SavedGame.of(game, seats(players)), game)
            back = savefile.load(path).game()
            assert back == game
            for seat in range(players):
                assert back.view(seat) == game.view(seat)


def test_save_holds_version_config_choices_summary(tmp_path: Path) -> None:
    game = random_game(4, 3, steps=5)
    path = tmp_path / "s.guildes.json"
    savefile.write(path, SavedGame.of(game, seats(4)), game)
    data = json.loads(path.read_text())
    assert data["version"] == savefile.VERSION and data["config"]["seed"] == 3
    assert len(data["choices"]) == len(game.history)
    assert data["summary"]["round"] == game.voting_round
    assert data["summary"]["scores"] == list(game.scores)
    assert data["summary"]["players"][0] == "Ana"


def _valid_text() -> str:
    game = random_game(4, 9, steps=6)
    return json.dumps(SavedGame.of(game, seats(4)).to_dict(game))


def _mutated(change) -> str:  # type: ignore[no-untyped-def]
    data = json.loads(_valid_text())
    change(data)
    return json.dumps(data)


BAD_FILES = {
    "truncated": lambda: _valid_text()[:200],
    "not json": lambda: "hello, this is not a save",
    "empty": lambda: "",
    "unknown version": lambda: _mutated(lambda d: d.update(version=99)),
    "not a guildes file": lambda: json.dumps({"format": "chess", "version": 1}),
    "wrong types": lambda: _mutated(lambda d: d.update(choices="all of them")),
    "wrong choice types": lambda: _mutated(lambda d: d["choices"].append(["0", 5])),
    "bad config": lambda: _mutated(lambda d: d["config"].update(players=9)),
    "bad seats": lambda: _mutated(lambda d: d.update(seats=[{"name": "x", "level": "god"}] * 4)),
    "deep nesting": lambda: "[" * 100_000 + "]" * 100_000,
    "moderate nesting": lambda: _mutated(lambda d: d.update(extra=json.loads("[" * 14 + "]" * 14))),
    "huge": lambda: json.dumps({"format": "guildes-save", "pad": "x" * 2_000_000}),
    "illegal choice": lambda: _mutated(lambda d: d["choices"].append([0, "play:Knights"])),
    "choice twice": lambda: _mutated(lambda d: d["choices"].append(d["choices"][-1])),
    "binary": lambda: "\udcff",
}


@pytest.mark.parametrize("kind", sorted(BAD_FILES))
def test_bad_file_refused_kept_aside_others_untouched(kind: str, tmp_path: Path) -> None:
    where = locations(tmp_path)
    store = SaveStore(where)
    good = store.save(random_game(3, 1, steps=4), seats(3))
    good_text = good.read_text()
    bad = where.saves / f"bad{savefile.SUFFIX}"
    text = BAD_FILES[kind]()
    if kind == "binary":
        bad.write_bytes(b"\xff\xfe\x00garbage")
    else:
        bad.write_text(text)
    with pytest.raises(SaveError) as err:
        store.load(bad)
    assert str(err.value)  # a readable reason
    assert not bad.exists() and bad.with_name(bad.name + ".corrupt").exists()
    assert good.read_text() == good_text
    assert store.load(good).game() is not None


def test_missing_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(SaveError, match="no file"):
        savefile.load(tmp_path / "nope.guildes.json")


def test_slots_list_save_delete(tmp_path: Path) -> None:
    store = SaveStore(locations(tmp_path))
    a = store.save(random_game(4, 1, steps=3), seats(4))
    b = store.save(random_game(5, 2, steps=8), seats(5))
    listed = store.slots()
    assert {s.path for s in listed} == {a, b}
    assert all(set(s.summary) >= {"date", "players", "round", "scores"} for s in listed)
    store.delete(a)
    assert [s.path for s in store.slots()] == [b]
    with pytest.raises(ValueError):
        store.delete(tmp_path / "elsewhere.json")


def test_autosave_continue_resumes_exactly(tmp_path: Path) -> None:
    store = SaveStore(locations(tmp_path))
    game = random_game(4, 5, steps=7)
    game.choose(2, game.legal_choices(2)[0])  # a hidden choice mid-step is kept
    store.autosave(game, seats(4))
    assert store.has_autosave()
    back = store.load_autosave().game()
    assert back == game and back.view(2).pending == game.view(2).pending


def test_data_dir_override_and_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    where = locations(tmp_path / "portable")
    assert where.data == (tmp_path / "portable").resolve()
    assert where.settings.parent == where.data and where.saves.parent == where.data
    monkeypatch.setenv("GUILDES_DATA_DIR", str(tmp_path / "env"))
    assert locations().data == (tmp_path / "env").resolve()
    assert locations(tmp_path / "flag").data == (tmp_path / "flag").resolve()


def test_default_locations_come_from_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv("GUILDES_DATA_DIR", raising=False)
    where = locations()
    assert where == default_locations()
    assert str(where.data) == platformdirs.user_data_dir("Guildes", appauthor=False)
    assert str(where.config) == platformdirs.user_config_dir("Guildes", appauthor=False)
    assert str(where.log) == platformdirs.user_log_dir("Guildes", appauthor=False)
    assert where.data.name == "Guildes" and where.data.parent.name != "Guildes"


WRITER = r"""
import sys, json
from pathlib import Path
from guildes.saves.atomic import atomic_write_text
path = Path(sys.argv[1])
i = 0
while True:
    i += 1
    atomic_write_text(path, json.dumps({"n": i, "pad": "x" * (50_000 + i % 7 * 10_000)}))
"""


@pytest.mark.skipif(os.name == "nt", reason="uses SIGKILL")
def test_killed_writer_leaves_old_or_new_file(tmp_path: Path) -> None:
    path = tmp_path / "target.json"
    path.write_text(json.dumps({"n": 0, "pad": ""}))
    rng = random.Random(1)
    for _ in range(12):
        proc = subprocess.Popen([sys.executable, "-c", WRITER, str(path)])
        time.sleep(0.3 + rng.random() * 0.4)
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        data = json.loads(path.read_text())  # never broken
        assert isinstance(data["n"], int)
    leftovers = [p for p in tmp_path.iterdir() if p.name != "target.json"]
    assert all(p.name.endswith(".tmp") for p in leftovers)  # temp files only, never the save


def test_replay_forward_back_jump() -> None:
    game = random_game(4, 11)
    replay = Replay(SavedGame.of(game, seats(4)))
    assert replay.length == 45  # 3 rounds x (8 picks + 7 plays)
    assert replay.forward().step == 2
    assert replay.back().step == 1
    after_first = replay.jump_to_count(1)
    assert len(after_first.counts) == 1 and after_first.voting_round == 2
    end = replay.seek(replay.length)
    assert end == game
    assert replay.count_positions() == [15, 30, 45]


def test_a_save_of_a_variant_the_app_cannot_play_yet_is_refused(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", frozenset())
    game = Game(GameConfig(players=4, seed=3, variants=frozenset({"event_cards"})))
    path = tmp_path / "variant.guildes.json"
    path.write_text(
        json.dumps(savefile.SavedGame.of(game, [Seat(f"P{i}") for i in range(4)]).to_dict())
    )
    with pytest.raises(SaveError, match="event_cards"):
        savefile.load(path, keep_aside=False)
    assert path.exists()


def test_a_finished_game_is_kept_among_the_saves(tmp_path: Path) -> None:
    """Play test: a finished game that was not saved by hand was absent from Load (the
    autosave is removed at the end). The session keeps it in a save slot of its own, to
    watch again; no autosave is left."""
    from guildes.session import Session

    where = locations(tmp_path)
    where.ensure()
    store = SaveStore(where)
    people = [Seat("Ana"), Seat("Bo"), Seat("Cy")]  # no AI: the choices are made here
    session = Session(Game(GameConfig(players=3, seed=8)), people, store)
    rng = random.Random(8)
    while not session.game.is_over:
        seat, legal = session.game.open_choices()[0]
        session.choose(seat, rng.choice(legal))
    slots = store.slots()
    assert len(slots) == 1 and slots[0].over and not store.has_autosave()
    assert store.load(slots[0].path).game().outcome == session.game.outcome
    session.close()


def test_only_the_newest_finished_games_are_kept(tmp_path: Path) -> None:
    from guildes.saves.store import KEEP_FINISHED

    where = locations(tmp_path)
    store = SaveStore(where)
    game = random_game(3, 2)
    assert game.is_over
    by_hand = store.save(game, seats(3), "Kept by hand")
    paths = [store.keep_finished(game, seats(3)) for _ in range(KEEP_FINISHED + 3)]
    left = {s.path for s in store.slots()}
    assert left == {by_hand, *paths[-KEEP_FINISHED:]}
