"""The seeds the AI is given: one place, so that the table, the review and the duplicate
ask the same question with the same seed and get the same answer."""

from __future__ import annotations

import hashlib
import json

from guildes.rules import SeatView


def decision_seed(game_seed: int, seat: int, decision: int) -> int:
    """The agent seed of a seat's ``decision``-th choice in a game: the same whichever
    seat chose first and whichever worker asks, so a repeated decision is the same."""
    return ((game_seed * 7 + seat) << 12) + decision


def view_seed(view: SeatView, salt: str) -> int:
    """A seed drawn from everything ``view`` holds (and ``salt``), and nothing else: the
    same view gives the same seed whatever the hidden cards are, so a search seeded with
    it answers the same (what the review's honesty rests on)."""
    text = json.dumps(view.to_dict(), sort_keys=True, separators=(",", ":"))
    digest = hashlib.sha256(f"{salt}|{text}".encode()).digest()
    return int.from_bytes(digest[:8], "big")
