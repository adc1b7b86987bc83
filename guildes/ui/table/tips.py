"""The variants' tips: in the first game with the Event cards or the Dirty Tricks, a
bubble at each moment the variant brings, pointing at what it changes, once per player
profile (the tips seen are kept in the settings: ``tips_seen``; the rules screen's "Show
the tips again" empties it).

The moments (``tip_for``): with the Event cards, the first Event card of a choice
("event.card") and each card's own moment (the play of "Play one fewer card", a turn of
"No more simultaneous play", the cards given of "Redistribution", a batch of two, a card
left face down, the count of "Tied players are not counted"); with the Dirty Tricks, the
cards dealt ("trick.dealt"), the player's own trick turn ("trick.turn"), its preview
before confirming ("trick.preview") and the first count ("trick.count").

A tip never blocks the game: the AI plays on and the player may act at once (a click
beside the bubble goes to the table); Esc, Enter or a click on the bubble closes it. It
is drawn only while the table is on top and someone looks (in hotseat, behind the lifted
curtain only: the viewer's own moments), and never in the tutorial (its coach teaches).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from guildes.i18n import t
from guildes.rules import Count, Phase, SeatView
from guildes.rules.cards import EventCard
from guildes.ui.table.arrow import draw_pointer
from guildes.ui.table.bubble import (
    BubbleBox,
    Placer,
    aside_bubble,
    count_aside,
    draw_bubble,
    event_box,
    fan_rect,
    stacks_rect,
    text_boxes,
)
from guildes.ui.table.trick_choice import Stage
from guildes.ui.table.trick_panel import PanelGeometry, target_rects
from guildes.ui.tutorial.texts import Bubble

if TYPE_CHECKING:
    from guildes.ui.table.scene import TableScene

TIPS: dict[str, Bubble] = {
    "event.card": Bubble("tips.event_card.title", "tips.event_card.body"),
    "event.play_one_fewer": Bubble("tips.play_one_fewer.title", "tips.play_one_fewer.body"),
    "event.ties_not_counted": Bubble("tips.ties_not_counted.title", "tips.ties_not_counted.body"),
    "event.one_at_a_time": Bubble("tips.one_at_a_time.title", "tips.one_at_a_time.body"),
    "event.redistribution": Bubble("tips.redistribution.title", "tips.redistribution.body"),
    "event.one_or_two": Bubble("tips.one_or_two.title", "tips.one_or_two.body"),
    "event.face_down": Bubble("tips.face_down.title", "tips.face_down.body"),
    "trick.dealt": Bubble("tips.trick_dealt.title", "tips.trick_dealt.body"),
    "trick.turn": Bubble("tips.trick_turn.title", "tips.trick_turn.body"),
    "trick.preview": Bubble("tips.trick_preview.title", "tips.trick_preview.body"),
    "trick.count": Bubble("tips.trick_count.title", "tips.trick_count.body"),
}
"""Every tip by key, its title and lines."""
CLOSE = "tips.close"
"""A tip's last line: how to close it."""
VARIANTS = frozenset({"event_cards", "dirty_tricks"})
"""The variants whose moments have tips."""
COUNT_TIPS = ("event.ties_not_counted", "trick.count")
"""The tips drawn over the count overlay (the others over the table)."""
BLINK_S = 1.5
"""A tip that goes away sooner, neither closed nor answered by a choice of the player
(an AI seat's card landing on a slow machine took the choice away for a moment), is not
seen yet: it comes back at its next moment."""


def event_tip(view: SeatView) -> str | None:
    """The tip of this round's Event card at this choice of the viewer, if it has one
    now (the count's is ``count_tip``'s)."""
    if not view.event_cards:
        return None
    event = view.event_cards[-1]
    play = view.phase is Phase.PLAY
    if event == EventCard.REDISTRIBUTION and view.phase is Phase.REDISTRIBUTE:
        return "event.redistribution"
    if event == EventCard.PLAY_ONE_FEWER and play:
        return "event.play_one_fewer"
    if event == EventCard.ONE_AT_A_TIME and play and view.turn_order:
        return "event.one_at_a_time"
    if event == EventCard.ONE_OR_TWO and play and view.batch == 2:
        return "event.one_or_two"
    if event == EventCard.FACE_DOWN and play and any(view.face_down):
        return "event.face_down"
    return None


def tip_for(
    view: SeatView, choosing: bool, stage: Stage | None, seen: frozenset[str]
) -> str | None:
    """The tip of this moment not ``seen`` yet (None: none). ``choosing``: the viewer
    owes a card; ``stage``: where their trick turn is, when it is theirs."""
    variants = view.config.variants
    if view.outcome is not None:
        return None
    if stage is not None and "dirty_tricks" in variants:
        turn = "trick.preview" if stage is Stage.CONFIRM else "trick.turn"
        late = turn == "trick.turn" and stage is not Stage.OFFER
        return None if turn in seen or late else turn
    if not choosing:
        return None
    if "event_cards" in variants:
        key = event_tip(view)
        if key is not None and key not in seen:
            return key
        if view.event_cards and "event.card" not in seen:
            return "event.card"
    if "dirty_tricks" in variants and view.tricks and "trick.dealt" not in seen:
        return "trick.dealt"
    return None


def count_tip(count: Count, variants: frozenset[str], seen: frozenset[str]) -> str | None:
    """The tip to draw over this count, if one is not ``seen`` yet: the Event card
    "Tied players are not counted" when it left someone out, else the Dirty Tricks'
    first count."""
    if count.modifiers.ties_left_out and "event.ties_not_counted" not in seen:
        return "event.ties_not_counted"
    if "dirty_tricks" in variants and "trick.count" not in seen:
        return "trick.count"
    return None


def tips_for(variants: frozenset[str], shown: bool) -> Tips | None:
    """The tips of a table whose game has ``variants`` (None without a variant, or when
    not ``shown``: a tutorial, a table with no one at it)."""
    return Tips() if shown and variants & VARIANTS else None


class Tips:
    """A table's tips; see the module docstring. The seen ones are the settings'."""

    def __init__(self) -> None:
        self.key: str | None = None
        """The tip shown now (None: none)."""
        self.closed: set[str] = set()
        """Tips closed by the player at this table (not shown again here)."""
        self.rect: pygame.Rect | None = None
        """Where the tip was last drawn (a click there closes it)."""
        self.placer = Placer()
        self.since = 0.0
        """The table's clock when the tip shown now appeared..."""
        self.made = -1
        """...and the viewer's choices made by then (-1: no one looked)."""

    @staticmethod
    def seen(table: TableScene) -> frozenset[str]:
        """The tips this profile has seen (the settings')."""
        return frozenset(table.app.settings.tips_seen)

    def mark(self, table: TableScene, key: str) -> None:
        """Remember in the settings that ``key`` was shown."""
        settings = table.app.settings
        if key not in settings.tips_seen:
            settings.tips_seen = [*settings.tips_seen, key]
            table.app.save_settings()

    def unmark(self, table: TableScene, key: str) -> None:
        """Forget in the settings that ``key`` was shown."""
        settings = table.app.settings
        if key in settings.tips_seen:
            settings.tips_seen = [k for k in settings.tips_seen if k != key]
            table.app.save_settings()

    def update(self, table: TableScene) -> None:
        """Follow the game: the tip of this moment (shown once, then remembered; one
        that blinked, ``BLINK_S``, is not counted seen)."""
        view = table.view
        turn = table.trick_turn
        key = None
        if view is not None and table.app.stack.top is table:
            seen = (self.seen(table) - {self.key or ""}) | self.closed
            stage = turn.chooser.stage if turn is not None else None
            key = tip_for(view, table.can_choose(), stage, seen)
        if key != self.key:
            gone, viewer = self.key, table.viewer
            made = -1 if viewer is None else table.session.choices_made(viewer)
            blink = table.clock - self.since < BLINK_S
            answered = made != self.made  # the player chose since (or left the table)
            if gone is not None and gone not in self.closed and blink and not answered:
                self.unmark(table, gone)
            self.key = key
            self.rect = None
            self.since = table.clock
            self.made = made
            if key is not None:
                self.mark(table, key)

    def close(self) -> bool:
        """Close the tip shown (Esc, Enter or a click on it); False if none was."""
        if self.key is None:
            return False
        self.closed.add(self.key)
        self.key = None
        self.rect = None
        return True

    def handle(self, event: pygame.event.Event) -> bool:
        """Esc, Enter or a click on the bubble closes the tip shown (and is used up);
        anything else goes on to the table."""
        if self.key is None:
            return False
        keys = (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER)
        if event.type == pygame.KEYDOWN and event.key in keys:
            return self.close()
        rect = self.rect
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if clicked and rect is not None and rect.collidepoint(event.pos):
            return self.close()
        return False

    # ------------------------------------------------------------------ where and drawing

    def targets(self, table: TableScene) -> tuple[list[pygame.Rect], list[pygame.Rect]]:
        """What the tip points at (the first) and outlines, and what else it must keep
        off (the trick panel's targets)."""
        lay, view, key = table.layout, table.view, self.key
        if view is None or key is None:
            return [], []
        turn = table.trick_turn
        if key in ("trick.turn", "trick.preview") and turn is not None:
            geo = PanelGeometry.of(lay, turn)
            more = [r for o in turn.chooser.options() for r in target_rects(lay, turn.view, o)]
            return [geo.rect, lay.trick_rect(view.seat)], more  # the panel and the card
        if key == "trick.dealt":
            return [lay.trick_rect(view.seat)], []
        if key == "event.card":
            return [event_box(lay)], []
        if key == "event.face_down":
            return [lay.front_rect(view.seat, 1)], []
        fan = fan_rect(lay, len(table.fan()), table.fan_front())
        if key == "event.one_at_a_time":
            before = [  # the tables of those who played before the viewer in this turn
                stacks_rect(lay, view, seat)
                for seat in view.turn_order[: view.turn]
                if seat != view.seat
            ]
            return [r for r in (fan, *before) if r is not None], []
        return ([fan] if fan is not None else []), []

    def laid_out(
        self, table: TableScene
    ) -> tuple[BubbleBox, pygame.Rect, list[pygame.Rect]] | None:
        """The tip's bubble, where it goes and what it points at; None when none shows."""
        if self.key is None or self.key in COUNT_TIPS:
            return None
        targets, more = self.targets(table)
        if not targets:
            return None
        view = table.view
        words = TIPS[self.key].texts(plays=view.steps if view is not None else 0)
        box, rect = self.placer.laid_out(table, words, targets, more, t(CLOSE))
        return box, rect, targets

    def draw(self, surface: pygame.Surface, table: TableScene) -> None:
        """The tip of this moment over the table, if one shows."""
        laid = self.laid_out(table) if table.app.stack.top is table else None
        if laid is None:
            return
        box, rect, targets = laid
        draw_bubble(surface, box, rect, targets, table.layout.s, text_boxes(table))
        self.rect = rect

    def count_extras(self, table: TableScene, count: Count) -> dict[str, object]:
        """What the count overlay is opened with: room at its left and a tip about the
        count drawn there, when there is one not seen yet (it is remembered)."""
        key = count_tip(count, table.session.game.config.variants, self.seen(table))
        if key is None:
            return {}
        self.mark(table, key)
        s = table.layout.s
        return {
            "aside": count_aside(table.app.size, s),
            "decorate": partial(self.draw_on_count, s=s, key=key),
            "auto": False,  # the words beside it are read at the player's pace
        }

    def draw_on_count(
        self, surface: pygame.Surface, count_panel: pygame.Rect, s: float, key: str
    ) -> None:
        """A count's tip at the left of the count overlay's panel, pointing at it (its
        overlay closes it, and it is remembered as seen)."""
        box, rect = aside_bubble(TIPS[key].texts(), "", surface.get_size(), count_panel, s)
        draw_pointer(surface, rect, count_panel, s)
        box.draw(surface, rect)
