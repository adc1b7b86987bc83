"""A review kept with its save: written, read back, optional (old saves load), a broken
one left out without losing the game, and never a save grown past what loads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from guildes.ai.review import Review, review_game, review_key
from guildes.ai.review_values import Depth
from guildes.rules import Game, GameConfig
from guildes.saves import savefile
from guildes.saves.savefile import SavedGame, SaveError, add_review, load, parse, write
from guildes.seats import Seat

TINY = Depth("quick", worlds=3, max_playouts=30, min_worlds=2, guide=0.5)


def _saved(tmp_path: Path) -> tuple[Path, Game, list[Seat]]:
    game = Game(GameConfig(players=3, seed=5))
    while not game.is_over:
        for s in game.to_choose():
            game.choose(s, game.legal_choices(s)[-1])
    seats = [Seat("Ada"), Seat("Bot", "easy"), Seat("Cy", "easy")]
    path = tmp_path / "g.guildes.json"
    write(path, SavedGame.of(game, seats, name="Tuesday"), game)
    return path, game, seats


def test_a_review_kept_with_the_save_comes_back_and_the_rest_is_kept(tmp_path: Path) -> None:
    path, game, seats = _saved(tmp_path)
    before = load(path)
    assert before.reviews == {}
    review = review_game(game.config, game.history, [None, "easy", "easy"], 0, TINY, False)
    assert review is not None
    key = review_key(0, "quick")
    add_review(path, key, review.to_dict())
    after = load(path)
    assert Review.from_dict(after.reviews[key]) == review
    assert (after.config, after.seats, after.choices, after.name) == (
        before.config,
        before.seats,
        before.choices,
        before.name,
    )
    # A second review under another key keeps the first.
    add_review(path, review_key(1, "quick"), review.to_dict())
    assert set(load(path).reviews) == {key, review_key(1, "quick")}


def test_a_save_without_reviews_loads_and_writes_none(tmp_path: Path) -> None:
    path, _, _ = _saved(tmp_path)
    data = json.loads(path.read_text())
    assert "reviews" not in data
    assert parse(path.read_text()).reviews == {}


@pytest.mark.parametrize("broken", [[1, 2], "x", {"0:quick": 3}])
def test_malformed_reviews_are_left_out_and_the_game_still_loads(
    tmp_path: Path, broken: object
) -> None:
    path, game, _ = _saved(tmp_path)
    data = json.loads(path.read_text())
    data["reviews"] = broken
    saved = parse(json.dumps(data))
    assert saved.reviews == {} and saved.game().history == game.history


def test_a_review_that_would_make_the_save_too_large_is_refused_and_nothing_changes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path, _, _ = _saved(tmp_path)
    text = path.read_text()
    monkeypatch.setattr(savefile, "MAX_BYTES", len(text.encode()) + 100)
    with pytest.raises(SaveError):
        add_review(path, "0:quick", {"padding": "x" * 500})
    assert path.read_text() == text
