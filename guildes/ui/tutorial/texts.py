"""Every word the tutorial shows, in one place (the coach's bubbles, its dialogs and the
menu entry), so that a translation catalog takes them as they are.

Texts with ``{name}`` fields are filled with ``str.format`` by the code that shows them.
"""

from __future__ import annotations

from dataclasses import dataclass

MENU_ENTRY = "Tutorial"
"""The main menu's button that starts the tutorial."""
PLAYER_NAME = "You"
"""The tutorial's human seat."""
SKIP_BUTTON = "Skip tutorial (Esc)"
"""The table's button (in place of "Menu (Esc)") that leaves the tutorial."""


@dataclass(frozen=True)
class Bubble:
    """One coach bubble: a title and a few short lines."""

    title: str
    body: str


PICK = Bubble(
    "Your hand",
    "Each card is a guild. Keep one card: click it. The big number is the votes "
    "its guild pays at this round's count.",
)
PASS = Bubble(
    "Hands pass {direction}",
    "Everyone kept a card at the same time, then passed the rest {direction}, as the "
    "arrow shows. You got {giver}'s hand. Keep another card.",
)
KEPT = Bubble(
    "Your kept cards",
    "The cards you keep wait here. Keep several of one guild: the player with the "
    "most cards of a guild wins its votes.",
)
LAST_PICK = Bubble(
    "Last pick",
    "Keep one more card: the last card of each hand is kept too.",
)
PLAY = Bubble(
    "Play a card",
    "Now play {plays} of your {kept} cards, one at a time. Everyone plays a card face "
    "down (the backs); when all have played, they are turned over together.",
)
REVEALED = Bubble(
    "Turned over together",
    "Each card played stays on its player's table, stacked by guild. Play your next card.",
)
LEADS = Bubble(
    "Who leads?",
    "At the count, each guild's votes go to the player with the most of its cards. "
    "This strip shows who leads each guild now; a crown marks the leader's stack.",
)
LAST_PLAY = Bubble(
    "Last card",
    "Play one more card. The cards left in your hand are not played.",
)
COUNT = Bubble(
    "The count",
    "Guild by guild, the player with the most cards wins its votes; a tie shares them. "
    "Militia pays 3 votes per card. Counts 2 and 3 also pay second and third places.",
)
COUNT_GO_ON = "Enter or click to go on."

SKIP_TITLE = "Skip the tutorial?"
SKIP_LINE = "Nothing is saved. The tutorial stays in the main menu."
KEEP_LEARNING = "Keep learning"
SKIP = "Skip tutorial"

DONE_TITLE = "Round 1 is counted"
DONE_LINES = (
    "You have {votes} votes: {place} of {players}.",
    "A game has three rounds. The cards played stay on the table, and the later "
    "counts pay more places.",
)
PLACES = ("1st", "2nd", "3rd", "4th", "5th", "6th")
REAL_GAME = "Start a real game"
TO_MENU = "Back to the menu"

OFFER_TITLE = "Welcome to Guildes"
OFFER_LINES = (
    "New to the game? Play one guided round at the table: about five minutes.",
    "You can start it later from the main menu (Tutorial).",
)
OFFER_YES = "Play the tutorial"
OFFER_NO = "Not now"
