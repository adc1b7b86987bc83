"""Every text the tutorial shows, by its key in the translation catalogs
(``guildes/i18n/locales``; English in ``en.po``): the coach's bubbles, its dialogs and
the menu entry. Texts are looked up when shown (``guildes.i18n.t``), so they follow a
change of language at once; ``{name}`` fields are filled in there.
"""

from __future__ import annotations

from dataclasses import dataclass

from guildes.i18n import t


@dataclass(frozen=True)
class Bubble:
    """One coach bubble: the keys of its title and of its few short lines."""

    title: str
    body: str

    def texts(self, **fields: object) -> tuple[str, str]:
        """Its title and lines in the current language, ``fields`` filled in."""
        return t(self.title, **fields), t(self.body, **fields)


MENU_ENTRY = "tutorial.menu"
"""The main menu's button that starts the tutorial."""
PLAYER_NAME = "tutorial.player_name"
"""The tutorial's human seat's name."""
SKIP_BUTTON = "tutorial.skip_button"
"""The table's button (in place of the menu's) that leaves the tutorial."""

PICK = Bubble("tutorial.pick.title", "tutorial.pick.body")
PASS = {
    "left": Bubble("tutorial.pass_left.title", "tutorial.pass_left.body"),
    "right": Bubble("tutorial.pass_right.title", "tutorial.pass_right.body"),
}
"""By the round's direction (the words differ from a language to another)."""
KEPT = Bubble("tutorial.kept.title", "tutorial.kept.body")
LAST_PICK = Bubble("tutorial.last_pick.title", "tutorial.last_pick.body")
PLAY = Bubble("tutorial.play.title", "tutorial.play.body")
REVEAL = Bubble("tutorial.reveal.title", "tutorial.reveal.body")
REVEALED = Bubble("tutorial.revealed.title", "tutorial.revealed.body")
LEADS = Bubble("tutorial.leads.title", "tutorial.leads.body")
LAST_PLAY = Bubble("tutorial.last_play.title", "tutorial.last_play.body")
COUNT = Bubble("tutorial.count.title", "tutorial.count.body")
ROUND2 = Bubble("tutorial.round2.title", "tutorial.round2.body")
ROUND3 = Bubble("tutorial.round3.title", "tutorial.round3.body")
MILITIA = Bubble("tutorial.militia.title", "tutorial.militia.body")
ALCHEMISTS = Bubble("tutorial.alchemists.title", "tutorial.alchemists.body")
COUNT2 = Bubble("tutorial.count2.title", "tutorial.count2.body")
COUNT3 = Bubble("tutorial.count3.title", "tutorial.count3.body")
COUNT_GO_ON = "tutorial.count.go_on"

SKIP_TITLE = "tutorial.skip.title"
SKIP_LINE = "tutorial.skip.line"
KEEP_LEARNING = "tutorial.skip.keep"
SKIP = "tutorial.skip.leave"

DONE_TITLE = "tutorial.done.title"
DONE_LEADING = "tutorial.done.leading"
"""(plural: the player's votes) The player leads after the first count."""
DONE_BEHIND = "tutorial.done.behind"
"""(plural: the player's votes) Someone else leads: who, with how many."""
DONE_NEXT = "tutorial.done.next"
PLAY_ON = "tutorial.done.play_on"
"""The button that goes on to rounds 2 and 3 (focused)."""
REAL_GAME = "tutorial.done.real_game"
TO_MENU = "tutorial.done.menu"

END_TITLE = "tutorial.end.title"
END_LINES = ("tutorial.end.line", "tutorial.end.next")
"""The tutorial played to its end: what the player knows now, and what to do next."""
END_PLAY = "tutorial.end.play"
END_RULES = "tutorial.end.rules"
END_RESULTS = "tutorial.end.results"

OFFER_TITLE = "tutorial.offer.title"
OFFER_LINES = ("tutorial.offer.line", "tutorial.offer.later")
OFFER_YES = "tutorial.offer.yes"
OFFER_NO = "tutorial.offer.no"
