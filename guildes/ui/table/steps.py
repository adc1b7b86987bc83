"""Animation steps: one small class per moment the table animates, made from what the
engine reports (``steps_for``). Each knows how long it lasts, which views the table shows
while it plays, and how to draw itself over time.

A new animation is a ``Step`` subclass here, or in ``trick_steps`` for the Dirty Tricks
(override ``start`` for its sound or overlay, ``draw`` and ``slide`` for its motion), and
a line in ``guildes.ui.table.timeline.steps_for``, which puts the steps in order.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import ClassVar, Protocol

import pygame

from guildes.i18n import t as tr
from guildes.rules import (
    Count,
    Direction,
    SeatView,
)
from guildes.ui import palette
from guildes.ui.cards import card_back, card_face, event_face, shadow
from guildes.ui.draw import banner, dim, panel, rotated_face
from guildes.ui.fonts import text
from guildes.ui.layout import TableLayout
from guildes.ui.table.views import TableViews


def ease_out(t: float) -> float:
    """Cubic ease-out on [0, 1]."""
    t = max(0.0, min(1.0, t))
    return 1 - (1 - t) ** 3


class StepHost(Protocol):
    """What a step may ask of the table when it starts."""

    def play_sound(self, name: str) -> None: ...

    def show_count(self, count: Count) -> None:
        """Show the count; the table calls the step's ``finish`` when it is closed."""

    def game_over(self) -> None: ...


@dataclass
class Step:
    """One animated moment, from the views ``before`` it to the views ``after`` it."""

    before: TableViews
    after: TableViews
    duration: float = 0.0
    t: float = 0.0
    started: bool = False
    waiting: bool = False
    """True while the step waits for an overlay to report back."""

    skippable: ClassVar[bool] = True
    """Space finishes it at once."""
    hides_hand: ClassVar[bool] = False
    """The viewer's hand is not drawn while it plays (a banner, a count)."""
    shows_before: ClassVar[bool] = False
    """The table shows ``before`` while it plays (the step draws the change itself)."""
    covers_face_down: ClassVar[bool] = False
    """It draws the face-down cards itself."""
    hides_tricks: ClassVar[bool] = False
    """The seats' Dirty Trick cards are not drawn while it plays (it deals them)."""

    @property
    def progress(self) -> float:
        """How far it has played, from 0 to 1."""
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)

    @property
    def done(self) -> bool:
        """True once it has played to its end."""
        return not self.waiting and self.progress >= 1.0

    def shown(self) -> TableViews:
        """The views the table draws while this step plays."""
        return self.before if self.shows_before else self.after

    def start(self, host: StepHost) -> None:
        """It begins: sounds, overlays."""
        self.started = True

    def advance(self, dt: float) -> None:
        """Play ``dt`` more seconds."""
        if not self.waiting:
            self.t += dt

    def finish(self) -> None:
        """Jump to its end (Space, or its overlay closed)."""
        self.waiting = False
        self.t = self.duration

    def slide(
        self, layout: TableLayout, seat: int, start: tuple[float, float]
    ) -> tuple[float, float]:
        """How far ``seat``'s hand, drawn at ``start``, has moved by now."""
        return (0.0, 0.0)

    def leaving(self, view: SeatView) -> tuple[int, ...]:
        """Cards this step shows played from ``view``'s seat that ``view`` (drawn while it
        plays) still holds in its fan: they are not drawn there (a card is never in the
        fan and on the table at once)."""
        return ()

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        """Draw what it adds over the table now; ``viewer`` is the seat looking, if any
        (only that seat's own cards may be drawn face up)."""


@dataclass
class SeatChoseStep(Step):
    """A seat made its hidden choice: a short pause, so the table can be seen to change."""


@dataclass
class HandsPassStep(Step):
    """Every hand slides together toward the seat that receives it."""

    direction: Direction = Direction.LEFT
    shows_before: ClassVar[bool] = True

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.play_sound("pass")

    def slide(
        self, layout: TableLayout, seat: int, start: tuple[float, float]
    ) -> tuple[float, float]:
        tx, ty = layout.seat_anchor(self.direction.receiver(seat, layout.players))
        p = ease_out(self.progress)
        return ((tx - start[0]) * p, (ty - start[1]) * p)


def flip_image(guild: int, w: int, h: int, q: float) -> pygame.Surface:
    """A card turning over, ``q`` from 0 (back up) to 1 (face up): its width scales to 0
    and back, the face showing on the way back."""
    sx = abs(math.cos(q * math.pi))
    img = card_face(guild, w, h) if q > 0.5 else card_back(w, h)
    return pygame.transform.smoothscale(img, (max(1, int(w * sx)), h))


def table_target(layout: TableLayout, seat: int) -> tuple[int, int]:
    """Where a revealed card of ``seat`` goes: its table of played cards."""
    if layout.offset(seat) == 0:
        return int(120 * layout.s), layout.height - int(110 * layout.s)
    return layout.seat_anchor(seat)


@dataclass
class CardsFlipStep(Step):
    """Face-down cards flip together (width to 0 and back, face showing), then each
    slides to its owner's table: one card per seat, or a batch of one or two."""

    cards: tuple[tuple[int, ...], ...] = ()
    """The guilds each seat revealed, by seat."""
    shows_before: ClassVar[bool] = True
    covers_face_down: ClassVar[bool] = True

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.play_sound("flip")

    def leaving(self, view: SeatView) -> tuple[int, ...]:
        if view.seat >= len(self.cards):
            return ()
        mine = list(self.cards[view.seat])
        for held in (view.pending, view.pending_second):  # already out of the fan
            if held in mine:
                mine.remove(held)
        return tuple(mine)

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        w = layout.small_card[0]
        p = self.progress
        for seat, guilds in enumerate(self.cards):
            fx, y = layout.front_of(seat)
            for k, g in enumerate(guilds):
                x = fx + int((k - (len(guilds) - 1) / 2) * w * 0.7)
                flip_and_slide(surface, layout, seat, g, (x, y), p, 0.45, 0.65)


@dataclass
class CardPlayedStep(Step):
    """No more simultaneous play: one seat's card flips where it was played, then slides
    to its table."""

    seat: int = 0
    guild: int = 0
    shows_before: ClassVar[bool] = True
    covers_face_down: ClassVar[bool] = True

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.play_sound("flip")

    def leaving(self, view: SeatView) -> tuple[int, ...]:
        mine = view.seat == self.seat and view.pending != self.guild
        return (self.guild,) if mine else ()

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        at = layout.front_of(self.seat)
        flip_and_slide(surface, layout, self.seat, self.guild, at, self.progress, 0.5, 0.7)


def flip_and_slide(
    surface: pygame.Surface,
    layout: TableLayout,
    seat: int,
    guild: int,
    at: tuple[int, int],
    p: float,
    flipped_at: float,
    slide_from: float,
) -> None:
    """A card of ``guild`` at ``at`` at progress ``p``: it flips face up until
    ``flipped_at``, rests, then from ``slide_from`` slides (and shrinks) to ``seat``'s
    table."""
    w, h = layout.small_card
    x, y = at
    if p < flipped_at:
        img = flip_image(guild, w, h, p / flipped_at)
        surface.blit(shadow(w, h), (x - w // 2 - 2, y - h // 2))
        surface.blit(img, img.get_rect(center=(x, y)))
        return
    q = ease_out(max(0.0, (p - slide_from) / (1 - slide_from)))
    tx, ty = table_target(layout, seat)
    img = rotated_face(guild, w, h, 0.0, round(1.0 - 0.5 * q, 2))
    surface.blit(img, img.get_rect(center=(int(x + (tx - x) * q), int(y + (ty - y) * q))))


def hand_spot(layout: TableLayout, seat: int, viewer: int | None) -> tuple[int, int]:
    """Where ``seat``'s hand is drawn: the fan when it is the viewer's, else its small
    fan of card backs."""
    if seat == viewer and layout.offset(seat) == 0:
        return layout.fan_anchor
    return layout.hand_anchor(seat)


@dataclass
class RedistributeStep(Step):
    """Redistribution: a card leaves every seat's hand (the viewer's fan, the others'
    card backs) for the middle, the cards are shuffled, and one goes back into each
    hand. The viewer's own card shows its face as it leaves (the card they gave) and as
    it arrives (the card they received); every other card is a back."""

    shows_before: ClassVar[bool] = True
    hides_hand: ClassVar[bool] = True
    covers_face_down: ClassVar[bool] = True

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.play_sound("pass")

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        w, h = layout.small_card
        cx, cy = layout.center
        p = self.progress
        n = layout.players
        gave = received = None
        if viewer is not None:
            mine = self.after.seats[viewer]
            gave, received = mine.gave, mine.received
        for seat in range(n):
            sx, sy = hand_spot(layout, seat, viewer)
            own = seat == viewer
            img = card_back(w, h)
            if p < 0.3:  # from the hand to the middle
                q = ease_out(p / 0.3)
                x, y = sx + (cx - sx) * q, sy + (cy - sy) * q
                if own and gave is not None:  # the card given turns face down on its way
                    img = flip_image(gave, w, h, 1.0 - min(1.0, p / 0.25))
            elif p < 0.6:  # shuffled
                q = (p - 0.3) / 0.3
                spread = math.sin(q * math.pi * 3 + seat * 2.1) * w * 0.6
                x, y = cx + spread, cy + math.cos(q * math.pi * 2 + seat) * h * 0.08
            else:  # one back into each hand
                q = ease_out((p - 0.6) / 0.4)
                x, y = cx + (sx - cx) * q, cy + (sy - cy) * q
                if own and received is not None:
                    img = flip_image(received, w, h, min(1.0, (p - 0.6) / 0.25))
            surface.blit(shadow(w, h), (int(x) - w // 2 - 2, int(y) - h // 2))
            surface.blit(img, img.get_rect(center=(int(x), int(y))))
        if p < 0.6:  # on its own box, over the Event card's lines (not mixed with them)
            t = text(tr("table.shuffling"), int(16 * layout.s), palette.CREAM, True)
            box = t.get_rect(midtop=(cx, layout.event_rect.bottom + int(2 * layout.s)))
            box.inflate_ip(int(16 * layout.s), int(8 * layout.s))
            panel(surface, box, alpha=255)
            surface.blit(t, t.get_rect(center=box.center))


@dataclass
class BannerStep(Step):
    """A title across the table that fades in and out (a new round, the play phase)."""

    title: str = ""
    subtitle: str = ""
    hides_hand: ClassVar[bool] = True

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        p = self.progress
        alpha = int(255 * min(1.0, (1 - p) * 4, p * 6 + 0.3))  # opaque once shown
        banner(surface, self.title, self.subtitle, layout.center, layout.s, max(0, alpha))


@dataclass
class EventRevealStep(Step):
    """A round of the Event-card variant begins: its Event card turns over large in the
    middle of the table, stays so that its rule can be read, then settles in its place
    beside the arrow."""

    event_card: int = 0
    voting_round: int = 1
    hides_hand: ClassVar[bool] = True

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.play_sound("flip")

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        p = self.progress
        big = layout.event_zoom_rect
        small = layout.event_rect
        dim(surface, int(120 * min(1.0, (1 - p) * 6)))
        if p < 0.12:
            q = p / 0.12
            sx = abs(math.cos(q * math.pi))
            face = event_face(self.event_card, big.w, big.h, True)
            img = face if q > 0.5 else card_back(big.w, big.h)
            img = pygame.transform.smoothscale(img, (max(1, int(big.w * sx)), big.h))
            surface.blit(img, img.get_rect(center=big.center))
            return
        if p < 0.82:
            draw_event_zoom(
                surface, layout, self.event_card, tr("table.round", round=self.voting_round)
            )
            return
        q = ease_out((p - 0.82) / 0.18)
        w = int(big.w + (small.w - big.w) * q)
        h = int(big.h + (small.h - big.h) * q)
        x = big.centerx + (small.centerx - big.centerx) * q
        y = big.centery + (small.centery - big.centery) * q
        img = pygame.transform.smoothscale(event_face(self.event_card, big.w, big.h, True), (w, h))
        surface.blit(img, img.get_rect(center=(int(x), int(y))))


def draw_event_zoom(
    surface: pygame.Surface, layout: TableLayout, event_card: int, title: str = ""
) -> None:
    """This round's Event card large in the middle of the table, its rule readable."""
    big = layout.event_zoom_rect
    surface.blit(shadow(big.w, big.h), big.move(-4, 2))
    surface.blit(event_face(event_card, big.w, big.h, True), big)
    if title:
        t = text(title, int(26 * layout.s), palette.GOLD, True)
        box = t.get_rect(midbottom=(big.centerx, big.y - int(6 * layout.s))).inflate(20, 6)
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 150), shade.get_rect(), border_radius=8)
        surface.blit(shade, box)
        surface.blit(t, t.get_rect(center=box.center))


@dataclass
class CountStep(Step):
    """A vote count: the count overlay plays it; the step ends when it is closed."""

    count: Count | None = None
    skippable: ClassVar[bool] = False
    hides_hand: ClassVar[bool] = True
    shows_before: ClassVar[bool] = True
    """Under the overlay the table shows the round counted (``timeline.count_moment``),
    not the next one begun; once it is closed, the views after it."""

    def start(self, host: StepHost) -> None:
        super().start(host)
        assert self.count is not None
        host.play_sound("count")
        self.waiting = True
        host.show_count(self.count)


@dataclass
class GameOverStep(Step):
    """The game ended: the table gives way to the results."""

    skippable: ClassVar[bool] = False

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.game_over()
