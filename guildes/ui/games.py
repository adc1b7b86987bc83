"""Opening the table on a game: a new one, or a saved one (from Load, the command line
or a file dropped on the window), and the review's duplicate started in the background.

A game against the AI (one person's seat, the others AI) starts the duplicate of that
seat (``guildes.ai.duplicate_worker.BackgroundDuplicate``, at low OS priority) as soon as
the table opens, so the review after the game finds it played; a resumed game starts it
again unless its save keeps it played. A hotseat game starts none: the duplicate of each
person's seat would take one process each for the whole game, and which seat will be
reviewed is not known; its review plays the duplicate it needs. The app holds it
(``app.background``: the one of the game last opened; a new game ends it, and so does
quitting); the session keeps its result with the saves.
"""

from __future__ import annotations

import datetime
import logging
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from guildes.ai.duplicate_worker import BackgroundDuplicate, kept_duplicate
from guildes.deal import Deal, DealCodeError, code_of, daily_deal, deal_seats, decode
from guildes.i18n import join, t
from guildes.rules import Game, GameConfig
from guildes.saves import savefile
from guildes.saves.savefile import SavedGame, SaveError, load
from guildes.seats import Seat
from guildes.session import Session
from guildes.ui.kept_game import keep_game_in_progress, listed_name

if TYPE_CHECKING:
    from guildes.ui.app import App

log = logging.getLogger(__name__)

BACKGROUND_DUPLICATE = True
"""Start the review's duplicate in the background (tests of other things turn it off)."""
DUPLICATE_EXPERT: str | None = None
"""The agent spec that replays the person's seat in it (None: the expert level's)."""

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


def start_background(app: App, session: Session) -> None:
    """End the app's background duplicate, and start the one of ``session``'s game if it
    is a game against the AI whose save does not keep it played (see the module
    docstring). A process that cannot start is logged: the review plays it then."""
    old = app.background
    app.background = None
    if old is not None:
        old.close()
    humans = session.humans
    if not BACKGROUND_DUPLICATE or len(humans) != 1 or len(session.seats) == 1:
        return
    seat = humans[0]
    if session.game.is_over or kept_duplicate(session.kept_reviews, seat) is not None:
        return
    levels = [s.level for s in session.seats]
    try:
        bg = BackgroundDuplicate(session.game.config, levels, seat, DUPLICATE_EXPERT)
    except (OSError, RuntimeError, ValueError) as e:
        log.error("the background duplicate could not start: %s", e)
        return
    app.background = session.background = bg


def start_saved_game(app: App, saved: SavedGame) -> None:
    """Open the table on a saved game (the stack starts again from it)."""
    session = Session(saved.game(), saved.seats, app.store)
    session.practice = saved.practice or bool(saved.hints_shown)
    session.hinted = set(saved.hints_shown)
    session.kept_reviews = dict(saved.reviews)
    app.reset("table", session)
    start_background(app, session)


def start_new_game(
    app: App,
    seats: list[Seat],
    seed: int,
    tiebreak: str,
    variants: Iterable[str] = (),
    practice: bool = False,
) -> None:
    """Open the table on a new game for these seats with these variants (the stack
    starts again from it); ``practice``: the expert's hints are offered. A game in
    progress is kept in a save slot first and the player told its name (a hurried play
    test: New game and the daily deal dropped it without a word, its autosave replaced at
    the new game's first choice); if it cannot be kept, no game starts and the player is
    told why."""
    config = GameConfig(
        players=len(seats),
        seed=seed,
        tiebreak=tiebreak,  # type: ignore[arg-type]
        variants=frozenset(variants),
    )
    try:
        kept = keep_game_in_progress(app.store)
    except OSError as e:
        log.error("a new game was not started: the game in progress cannot be kept: %s", e)
        app.push(
            "message", t("game.not_kept.title"), t("game.not_kept", reason=str(e.strerror or e))
        )
        return
    session = Session(Game(config), seats, app.store)
    session.practice = practice
    app.reset("table", session)
    start_background(app, session)
    if kept is not None:
        app.push("message", t("load.kept_title"), t("load.kept", name=listed_name(app.store, kept)))


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
