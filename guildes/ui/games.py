"""Opening the table on a game: a new one, or a saved one (from Load, the command line
or a file dropped on the window)."""

from __future__ import annotations

import datetime
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from guildes.deal import Deal, DealCodeError, code_of, daily_deal, deal_seats, decode
from guildes.i18n import join, t
from guildes.rules import Game, GameConfig
from guildes.saves import savefile
from guildes.saves.savefile import SavedGame, SaveError, load
from guildes.seats import Seat
from guildes.session import Session

if TYPE_CHECKING:
    from guildes.ui.app import App

EVENT_CARDS_VARIANT = "event_cards"
"""The Event-card variant (rulebook, Variant 1)."""
DIRTY_TRICKS_VARIANT = "dirty_tricks"
"""The Dirty-Trick variant (rulebook, Variant 2)."""


HINTS_TAG = "hints"
"""The statistics' tag of a game in which a hint was shown (counted apart)."""
VARIANT_KEYS = {
    DIRTY_TRICKS_VARIANT: "stats.variant.dirty_tricks",
    EVENT_CARDS_VARIANT: "stats.variant.event_cards",
    HINTS_TAG: "stats.variant.hints",
}
"""The texts that name a game's variants (the Load list, the statistics), and the
hints' tag."""


def variant_names(variants: Iterable[str]) -> str:
    """The variants' names as one list ("Dirty Tricks and Event cards"); one this
    version does not know is "another variant"."""
    return join([t(VARIANT_KEYS.get(v, "stats.variant.other")) for v in sorted(variants)])


def offered_variants() -> frozenset[str]:
    """The variants the new game screen offers now: those the app plays with its AI."""
    return savefile.PLAYABLE_VARIANTS


def start_saved_game(app: App, saved: SavedGame) -> None:
    """Open the table on a saved game (the stack starts again from it)."""
    session = Session(saved.game(), saved.seats, app.store)
    session.practice = saved.practice or bool(saved.hints_shown)
    session.hinted = set(saved.hints_shown)
    app.reset("table", session)


def start_new_game(
    app: App,
    seats: list[Seat],
    seed: int,
    tiebreak: str,
    variants: Iterable[str] = (),
    practice: bool = False,
) -> None:
    """Open the table on a new game for these seats with these variants (the stack
    starts again from it); ``practice``: the expert's hints are offered."""
    config = GameConfig(
        players=len(seats),
        seed=seed,
        tiebreak=tiebreak,  # type: ignore[arg-type]
        variants=frozenset(variants),
    )
    session = Session(Game(config), seats, app.store)
    session.practice = practice
    app.reset("table", session)


TITLE_REFUSED = "dropped.not_opened.title"
"""The title (key) of the message that a save was refused; the reason is its text."""


def open_save(app: App, path: Path) -> bool:
    """Resume the save at ``path`` at the table (True), or show in the window the one-line
    reason the strict reader gave and stay on the menu (False): ``guildes PATH`` (a file
    manager's "open with") and a file dropped on the window (``guildes.ui.dropped``). A
    refused file is left as it is (the player chose it in a file manager: it is not
    renamed ``*.corrupt``), and nothing is written."""
    try:
        saved = load(path, keep_aside=False)
    except SaveError as e:
        app.push("message", t(TITLE_REFUSED), str(e))
        return False
    start_saved_game(app, saved)
    return True


def shown_code(code: str) -> str:
    """A deal code as shown to be read out: three groups of four ("7QK3-M9WX-TV2H")."""
    return "-".join(code[i : i + 4] for i in range(0, len(code), 4))


def game_code(config: GameConfig, seats: Iterable[Seat]) -> str | None:
    """The deal code of a game with these seats (None: a game no code holds)."""
    return code_of(config, [s.level for s in seats])


def copy_text(words: str) -> bool:
    """Put ``words`` on the system's clipboard; False if there is none to use."""
    try:
        if not pygame.scrap.get_init():
            pygame.scrap.init()
        pygame.scrap.put_text(words)
    except (pygame.error, AttributeError):
        return False
    return True


def start_deal(app: App, deal: Deal, names: Iterable[str] = ()) -> None:
    """Open the table on ``deal`` (its seats named ``names`` where given, else by the
    default names)."""
    seats = deal_seats(deal)
    for i, name in enumerate(list(names)[: len(seats)]):
        if name.strip():
            seats[i] = Seat(name.strip(), seats[i].level)
    start_new_game(app, seats, deal.seed, deal.tiebreak.value, deal.variants)


def play_code(app: App, text: str, names: Iterable[str] = ()) -> str | None:
    """Open the table on the deal of the code ``text``: None, or why the code is refused
    (in the player's language; nothing is started)."""
    try:
        deal = decode(text)
    except DealCodeError as e:
        return str(e)
    start_deal(app, deal, names)
    return None


def today_deal() -> Deal:
    """The daily deal of today's date (the player's clock)."""
    return daily_deal(datetime.date.today())
