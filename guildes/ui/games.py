"""Opening the table on a game: a new one, or a saved one."""

from __future__ import annotations

from typing import TYPE_CHECKING

from guildes.saves.savefile import SavedGame
from guildes.seats import Seat
from guildes.session import Session

if TYPE_CHECKING:
    from guildes.ui.app import App


def start_saved_game(app: App, saved: SavedGame) -> None:
    """Open the table on a saved game (the stack starts again from it)."""
    app.reset("table", Session(saved.game(), saved.seats, app.store))


def start_new_game(app: App, seats: list[Seat], seed: int, tiebreak: str) -> None:
    """Open the table on a new game for these seats (the stack starts again from it)."""
    app.reset("table", Session.new(seats, seed, tiebreak, app.store))
