"""Golden games: fixed deals and fixed choice sequences, pinned to their exact record.

Each golden game is a config and a deterministic way of choosing (``choose_golden``): at
every step, each seat that owes a choice takes one of its legal choices by a fixed rule
of the step number and the seat, and the choices are applied either one at a time (in a
fixed, shuffled seat order) or all at once. The record of a game is everything the
engine reported and let each seat know after every applied call: the happenings, the
public view and every seat's hand, kept cards and face-down choice, then the history,
the counts and the outcome. ``tests/rules/test_golden.py`` plays each game again and
requires the stored record exactly; ``python -m tests.rules.golden_games`` writes the
files (only when a change of the rules is intended: the deal of a seed never changes).
"""

from __future__ import annotations

import dataclasses
import enum
import json
import random
from pathlib import Path
from typing import Any

from guildes.rules import Count, Game, GameConfig, Outcome

GOLDEN_DIR = Path(__file__).parent / "golden"

GOLDEN_GAMES: dict[str, dict[str, Any]] = {
    "3p_militia_then_shared": {"players": 3, "seed": 20261201, "tiebreak": "militia_then_shared"},
    "3p_shared": {"players": 3, "seed": 7, "tiebreak": "shared"},
    "4p_militia_then_shared": {"players": 4, "seed": 42, "tiebreak": "militia_then_shared"},
    "4p_shared": {"players": 4, "seed": 1234567890123, "tiebreak": "shared"},
    "5p_militia_then_shared": {"players": 5, "seed": 5, "tiebreak": "militia_then_shared"},
    "5p_shared": {"players": 5, "seed": 99, "tiebreak": "shared"},
    "6p_militia_then_shared": {"players": 6, "seed": 2**64 - 1, "tiebreak": "militia_then_shared"},
    "6p_shared": {"players": 6, "seed": 0, "tiebreak": "shared"},
    # Ties for most votes, settled each way:
    "tie_by_militia": {"players": 3, "seed": 99, "tiebreak": "militia_then_shared"},
    "tie_shared_after_militia": {"players": 3, "seed": 207, "tiebreak": "militia_then_shared"},
    "tie_shared": {"players": 3, "seed": 99, "tiebreak": "shared"},
}
"""Name -> config of the golden games (every seat count, both tiebreaks)."""


def canon(value: Any) -> Any:
    """Plain JSON data for a happening, a count, an outcome or a value inside them."""
    if isinstance(value, (Count, Outcome)):
        return value.to_dict()
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        fields = {f.name: canon(getattr(value, f.name)) for f in dataclasses.fields(value)}
        return {"type": type(value).__name__, **fields}
    if isinstance(value, enum.Enum):
        return str(value.value)
    if isinstance(value, (tuple, list)):
        return [canon(v) for v in value]
    return value


def _snapshot(game: Game, happened: list[Any]) -> dict[str, Any]:
    public = game.public_view().to_dict()
    public.pop("config")
    public.pop("counts")  # pinned once per count, with the happenings
    return {
        "happened": canon(happened),
        "public": public,
        "seats": [
            {
                "hand": list(v.hand),
                "kept": list(v.kept),
                "pending": v.pending,
                "draft_memory": [[list(m.hand), m.picked] for m in v.draft_memory],
                "discarded": list(v.discarded),
            }
            for v in (game.view(s) for s in range(game.players))
        ],
    }


def choose_golden(game: Game, turn: int, order_rng: random.Random) -> list[Any]:
    """Apply one turn of the golden policy and return what happened."""
    owed = game.open_choices()
    picks = {seat: legal[(turn * 31 + seat * 7 + turn // 3) % len(legal)] for seat, legal in owed}
    if turn % 2:
        return game.choose_all(picks)
    seats = list(picks)
    order_rng.shuffle(seats)
    happened: list[Any] = []
    for seat in seats:
        happened += game.choose(seat, picks[seat])
    return happened


def play_golden(config: dict[str, Any]) -> dict[str, Any]:
    """Play a golden game from its config and return its full record."""
    game = Game(GameConfig.from_dict(config))
    order_rng = random.Random(config["seed"])
    record: dict[str, Any] = {
        "config": config,
        "opening": canon(game.opening_happenings()),
        "start": _snapshot(game, []),
        "turns": [],
    }
    turn = 0
    while not game.is_over:
        record["turns"].append(_snapshot(game, choose_golden(game, turn, order_rng)))
        turn += 1
    record["history"] = [[s, c.text()] for s, c in game.history]
    record["counts"] = [c.to_dict() for c in game.counts]
    record["outcome"] = canon(game.outcome)
    return record


def write_all() -> None:
    """Write every golden game's record to ``GOLDEN_DIR``."""
    GOLDEN_DIR.mkdir(exist_ok=True)
    for name, config in GOLDEN_GAMES.items():
        path = GOLDEN_DIR / f"{name}.json"
        path.write_text(json.dumps(play_golden(config), separators=(",", ":")) + "\n")


if __name__ == "__main__":
    write_all()
