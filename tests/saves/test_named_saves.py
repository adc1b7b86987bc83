"""Named saves: a name is stored in the save, checked when read, optional (saves written
before names load as before), and the save list reads name, date, players with levels,
round and phase in words, and scores."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from guildes.saves import SaveError, SaveStore, locations, savefile
from guildes.saves.savefile import MAX_SAVE_NAME, SavedGame
from guildes.saves.store import local_date, slot_info
from tests.saves.test_saves import random_game, seats

GOLDEN = Path(__file__).parent / "golden" / "written-2026-12-01.guildes.json"


def test_a_named_save_keeps_its_name(tmp_path: Path) -> None:
    store = SaveStore(locations(tmp_path))
    game = random_game(4, 3, steps=5)
    path = store.save(game, seats(4), name="  Sunday rematch  ")
    assert savefile.load(path).name == "Sunday rematch"
    assert json.loads(path.read_text())["name"] == "Sunday rematch"
    assert savefile.load(path).game() == game
    (slot,) = store.slots()
    assert slot.name == "Sunday rematch"


def test_the_golden_save_has_no_name_and_still_loads() -> None:
    saved = savefile.load(GOLDEN, keep_aside=False)
    assert saved.name is None
    slot = slot_info(GOLDEN, json.loads(GOLDEN.read_text()))
    assert slot.name is None
    assert slot.players == (
        ("Ada", None),
        ("Bérénice", "easy"),
        ("Иван", "hard"),
        ("Zdeněk", "expert"),
    )
    assert slot.where == "Round 2 of 3 · Play"  # written before the step was summarized


def test_an_unnamed_save_has_no_name_field(tmp_path: Path) -> None:
    path = SaveStore(locations(tmp_path)).save(random_game(3, 1, steps=2), seats(3))
    assert "name" not in json.loads(path.read_text())


BAD_NAMES = {
    "empty": ("", "empty"),
    "spaces": ("   ", "empty"),
    "too long": ("x" * (MAX_SAVE_NAME + 1), f"at most {MAX_SAVE_NAME}"),
    "line break": ("one\ntwo", "line breaks"),
    "tab": ("one\ttwo", "line breaks"),
    "bidi control": ("evil\u202egame", "control"),
    "not text": (42, "must be text"),
}


@pytest.mark.parametrize("kind", sorted(BAD_NAMES))
def test_a_malformed_name_is_refused_with_its_reason(kind: str, tmp_path: Path) -> None:
    name, reason = BAD_NAMES[kind]
    store = SaveStore(locations(tmp_path))
    with pytest.raises(SaveError, match=reason):
        store.save(random_game(3, 1, steps=2), seats(3), name=name)  # type: ignore[arg-type]
    assert store.slots() == []  # nothing written
    good = random_game(3, 1, steps=2)
    data = SavedGame.of(good, seats(3)).to_dict(good)
    data["name"] = name
    with pytest.raises(SaveError, match=f"name is malformed: .*{reason}"):
        savefile.parse(json.dumps(data))


def test_a_name_of_the_longest_length_is_kept(tmp_path: Path) -> None:
    name = "É" * MAX_SAVE_NAME
    path = SaveStore(locations(tmp_path)).save(random_game(3, 1, steps=2), seats(3), name=name)
    assert savefile.load(path).name == name


def test_a_slot_says_round_and_phase_in_words(tmp_path: Path) -> None:
    store = SaveStore(locations(tmp_path))
    game = random_game(4, 2, steps=12)  # round 1: 9 picks, then the plays
    store.save(game, seats(4))
    (slot,) = store.slots()
    assert slot.voting_round == game.voting_round
    assert slot.where == f"Round {game.voting_round} of 3 · Play {game.step} of {game.steps}"
    assert slot.players[0] == ("Ana", None) and slot.players[1] == ("Bot 1", "normal")
    assert slot.scores == game.scores
    over = random_game(3, 5)
    store.save(over, seats(3))
    assert any(s.where == "Game over" for s in store.slots())


def test_dates_read_as_today_yesterday_or_the_locale_date() -> None:
    now = time.mktime((2026, 12, 1, 15, 30, 0, 0, 0, -1))
    assert local_date(now - 3600, now) == "Today, 14:30"
    assert local_date(now - 86400, now) == "Yesterday, 15:30"
    older = now - 10 * 86400
    assert local_date(older, now) == "21 Nov 2026, 15:30"


@pytest.mark.parametrize(
    ("code", "today", "older"),
    [
        ("fr", "Aujourd’hui, 14:30", "21 nov. 2026, 15:30"),
        ("cs", "Dnes 14:30", "21. 11. 2026 15:30"),
        ("ru", "Сегодня, 14:30", "21 нояб. 2026\u202fг., 15:30"),
    ],
)
def test_dates_in_each_language(code: str, today: str, older: str) -> None:
    from guildes import i18n

    now = time.mktime((2026, 12, 1, 15, 30, 0, 0, 0, -1))
    i18n.set_language(code)
    try:
        assert local_date(now - 3600, now) == today
        assert local_date(now - 10 * 86400, now) == older
    finally:
        i18n.set_language("en")


def test_an_unreadable_file_is_listed_as_unreadable(tmp_path: Path) -> None:
    where = locations(tmp_path)
    store = SaveStore(where)
    where.saves.mkdir(parents=True, exist_ok=True)
    (where.saves / f"junk{savefile.SUFFIX}").write_text("{not json")
    (slot,) = store.slots()
    assert not slot.readable and slot.players == ()
