"""The tutorial's game and how it starts: a fixed deal through the engine's own API (a
seed), played at the real table against gentle AI seats, with no save store (no
autosave, the player's own autosave untouched) and never counted in the statistics; and
the offer made once, on the first start."""

from __future__ import annotations

from typing import TYPE_CHECKING

from guildes.i18n import t
from guildes.rules import Game, GameConfig
from guildes.seats import DEFAULT_NAMES, MAX_NAME, Seat
from guildes.session import Session
from guildes.ui.tutorial import texts

if TYPE_CHECKING:
    from guildes.ui.app import App

PLAYERS = 4
SEED = 212
"""A friendly deal: the first hand holds three Alchemists and two Scholars, so a set is
there to keep; the hands pass left; a player keeping the cards that pay most leads the
first count against the AI seats, and at no reveal of round 1 do the three AI seats play
the same guild (``tests/ui/tutorial`` checks both)."""
AI_LEVELS = ("easy", "normal", "easy")
"""The AI seats' levels: with three ``easy`` seats (each taking what pays most at once)
every reveal showed the same card three times, which teaches nothing about majorities."""
AI_LEVEL = AI_LEVELS[0]
"""The tutorial's usual AI level (the one most seats have)."""


def tutorial_seats() -> list[Seat]:
    """The tutorial's table: the player at the bottom, three gentle AI seats."""
    me = Seat(t(texts.PLAYER_NAME)[:MAX_NAME])
    return [me] + [Seat(n, lvl) for n, lvl in zip(DEFAULT_NAMES[1:PLAYERS], AI_LEVELS)]


def tutorial_game() -> Game:
    """The tutorial's game, as the engine deals it from ``SEED`` (base rules)."""
    return Game(GameConfig(players=PLAYERS, seed=SEED))


def start_tutorial(app: App) -> None:
    """Open the table on the tutorial (the stack starts again from it): no save store, so
    nothing is autosaved and the player's autosave stays as it was."""
    app.reset("table", Session(tutorial_game(), tutorial_seats(), None), tutorial=True)


def should_offer(app: App) -> bool:
    """True on a first start: the tutorial was never offered and no game was played, in
    a data folder that works (the offer is remembered there; when it cannot be, the
    start's message about the folder comes first and the offer waits for a start where
    it can)."""
    played = sum(r.played for r in app.statistics.records.values())
    usable = app.folder.startup_message is None
    return usable and not app.settings.tutorial_offered and played == 0


def offer_tutorial(app: App) -> bool:
    """On a first start, offer the tutorial over the main menu (once: it is remembered
    at once in the settings, whatever the answer); True if offered."""
    if not should_offer(app):
        return False
    app.settings.tutorial_offered = True
    app.save_settings()
    app.push(
        "tutorial_dialog",
        t(texts.OFFER_TITLE),
        [t(line) for line in texts.OFFER_LINES],
        [(t(texts.OFFER_YES), lambda: start_tutorial(app)), (t(texts.OFFER_NO), app.back)],
        on_escape=app.back,
    )
    return True
