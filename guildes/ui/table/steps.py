"""Animation steps: one small class per moment the table animates, made from what the
engine reports (``steps_for``). Each knows how long it lasts, which views the table shows
while it plays, and how to draw itself over time.

A new animation is a ``Step`` subclass here, or in ``trick_steps`` for the Dirty Tricks
(override ``start`` for its sound or overlay, ``draw`` for its motion over time), and
a line in ``guildes.ui.table.timeline.steps_for``, which puts the steps in order.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import ClassVar, Protocol

import pygame

from guildes.i18n import t as tr
from guildes.rules import Count, Direction, PublicView, SeatView
from guildes.ui import palette
from guildes.ui.cards import card_back, card_face, event_face, shadow
from guildes.ui.draw import (
    backs_fan,
    backs_fan_rect,
    banner,
    crown,
    dim,
    panel,
    rotated_back,
    rotated_face,
)
from guildes.ui.fonts import text
from guildes.ui.layout import TableLayout
from guildes.ui.stacks import stack_card_h, stack_height
from guildes.ui.standings import guild_standings, leaders
from guildes.ui.table.seat_panel import MIN_BACKS_PX
from guildes.ui.table.views import TableViews, fan_cards


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

    def backs_rest(self, seat: int, count: int) -> tuple[tuple[int, int], int]:
        """Where ``seat``'s hand of ``count`` card backs rests on its panel as the table
        draws it now, and how tall (0: its panel's words leave no room)."""

    def redraw_words(self, surface: pygame.Surface, seat: int, fans: list[pygame.Rect]) -> None:
        """``seat``'s panel's words drawn again as the table draws them now (over the
        hands passing across them, ``fans``)."""


BacksRest = Callable[[int, int], tuple[tuple[int, int], int]]
"""A table's ``StepHost.backs_rest``."""


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
    draws_hands: ClassVar[bool] = False
    """It draws every seat's hand itself (a pass): the seats' card backs are not drawn."""
    hides_event_lines: ClassVar[bool] = False
    """The lines under the Event card are not drawn while it plays (its own caption lies
    there)."""

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
    """Every hand travels together, as a hand of card backs, along a slight arc toward
    the seat that receives it (the viewer's fan closes into backs first); the hand the
    viewer receives then opens where the fan is, its cards spreading to their places in
    the fan and turning face up halfway (``OPENS``), so the fan drawn after it is where
    the pass left it, not a jump. Only the viewer's own received hand is ever drawn face
    up (in hotseat no one looks while hands pass: none is shown to the wrong seat). A
    hand leaves and reaches an opponent's panel where its backs rest there, at their size
    (``StepHost.backs_rest``), clear of the panel's words: at 6 players and 130% text the
    hands passing at the panels' full size covered "thinking..." and left the panels."""

    direction: Direction = Direction.LEFT
    rest: BacksRest | None = field(default=None, repr=False, compare=False)
    """Where the table rests each seat's backs (from the host, once started)."""
    words: Callable[[pygame.Surface, int, list[pygame.Rect]], None] | None = field(
        default=None, repr=False, compare=False
    )
    """Draws a seat's panel's words again (from the host, once started)."""
    shows_before: ClassVar[bool] = True
    hides_hand: ClassVar[bool] = True
    draws_hands: ClassVar[bool] = True
    OPENS: ClassVar[float] = 0.4
    """The last part of the step in which the viewer's received hand opens into the fan."""

    def start(self, host: StepHost) -> None:
        super().start(host)
        self.rest, self.words = host.backs_rest, host.redraw_words
        host.play_sound("pass")

    @property
    def travel(self) -> float:
        """How far the hands have travelled, from 0 to 1 (before the fan opens)."""
        return min(1.0, self.progress / (1 - self.OPENS))

    @property
    def opening(self) -> float:
        """How far the viewer's received hand has opened into the fan, from 0 to 1."""
        return max(0.0, (self.progress - (1 - self.OPENS)) / self.OPENS)

    def passed(self, seat: int) -> int:
        """How many cards ``seat`` passes (the hand its receiver holds after)."""
        to = self.direction.receiver(seat, self.after.public.players)
        return self.after.public.hand_sizes[to]

    def hand_at(self, layout: TableLayout, seat: int, viewer: int | None) -> tuple[int, int, int]:
        """Where the hand ``seat`` passes is now, and the height of its card backs: from
        ``seat``'s hand to its receiver's, bowed toward the middle of the table, a hand
        at the viewer's fan drawn larger (0 tall: at rest on a panel with no room)."""
        to = self.direction.receiver(seat, layout.players)
        count = self.passed(seat)
        (sx, sy), h0 = self._spot(layout, seat, viewer, count)
        (tx, ty), h1 = self._spot(layout, to, viewer, count)
        p = ease_in_out(self.travel)
        cx, cy = layout.center
        mx, my = (sx + tx) / 2, (sy + ty) / 2
        kx, ky = mx + (cx - mx) * ARC_BOW, my + (cy - my) * ARC_BOW
        x = (1 - p) ** 2 * sx + 2 * (1 - p) * p * kx + p * p * tx
        y = (1 - p) ** 2 * sy + 2 * (1 - p) * p * ky + p * p * ty
        if (p <= 0 and not h0) or (p >= 1 and not h1):
            return int(x), int(y), 0
        h0, h1 = h0 or MIN_BACKS_PX, h1 or MIN_BACKS_PX
        return int(x), int(y), int(h0 + (h1 - h0) * p)

    def _spot(
        self, layout: TableLayout, seat: int, viewer: int | None, count: int
    ) -> tuple[tuple[int, int], int]:
        """Where ``seat``'s hand of ``count`` backs is at rest, and how tall: the viewer's
        fan, else where the table rests its backs (at the hand's anchor, 30 px scaled,
        when no table was asked)."""
        if seat == viewer and layout.offset(seat) == 0:
            return layout.fan_anchor, int(layout.fan_card[1] * 0.6)
        if self.rest is not None:
            return self.rest(seat, count)
        return layout.hand_anchor(seat), int(30 * layout.s)

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        fans: list[pygame.Rect] = []
        for seat in range(layout.players):
            to = self.direction.receiver(seat, layout.players)
            if to == viewer and layout.offset(to) == 0 and self.opening > 0:
                self._open(surface, layout, viewer)
                continue
            x, y, h = self.hand_at(layout, seat, viewer)
            if h >= MIN_BACKS_PX:
                backs_fan(surface, self.passed(seat), (x, y), h)
                fans.append(backs_fan_rect(self.passed(seat), (x, y), h))
        if self.words is None:
            return
        for seat in range(layout.players):  # a hand passing over a panel leaves its words
            if layout.seat_panel(seat).collidelist(fans) >= 0:
                self.words(surface, seat, fans)

    def _open(self, surface: pygame.Surface, layout: TableLayout, viewer: int) -> None:
        """The viewer's received hand opening into the fan: from the backs at the fan's
        centre to each card's place, turning and growing; face up from halfway."""
        cards = fan_cards(self.after.seats[viewer])
        if not cards:
            return
        e = ease_in_out(self.opening)
        cw, ch = layout.fan_size(len(cards))
        ax, ay = layout.fan_anchor
        grow = round(0.6 + 0.4 * e, 2)
        for g, (x, y, a) in zip(cards, layout.fan_positions(len(cards))):
            angle = round(a * e, 1)
            at = (int(ax + (x - ax) * e), int(ay + (y - ay) * e))
            if e < 0.5:
                img = rotated_back(cw, ch, angle, grow)
            else:
                img = rotated_face(g, cw, ch, angle, grow)
            surface.blit(img, img.get_rect(center=at))


ARC_BOW = 0.3
"""How far a passed hand's path bows toward the middle of the table (0: straight)."""


def ease_in_out(t: float) -> float:
    """Smoothstep on [0, 1]: leaves gently, arrives gently."""
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


def flip_image(guild: int, w: int, h: int, q: float) -> pygame.Surface:
    """A card turning over, ``q`` from 0 (back up) to 1 (face up): its width scales to 0
    and back, the face showing on the way back."""
    sx = abs(math.cos(q * math.pi))
    img = card_face(guild, w, h) if q > 0.5 else card_back(w, h)
    return pygame.transform.smoothscale(img, (max(1, int(w * sx)), h))


REVEAL_TIMES = (0.2, 0.3, 0.3, 0.35)
"""A reveal at normal speed, in seconds: the beat (every card still face down, lit
together), the turn (all at once), the read (faces up where they were played) and the
flight into the stacks."""
LEAD_MARK_S = 0.6
"""How long, at normal speed, a lead that changed hands is marked once the cards land."""


def reveal_seconds(leads: bool) -> float:
    """A reveal's length at normal speed (longer when a lead changes hands)."""
    return sum(REVEAL_TIMES) + (LEAD_MARK_S if leads else 0.0)


@dataclass(frozen=True)
class RevealPhases:
    """Where each part of a reveal ends, as fractions of the step."""

    beat: float
    turned: float
    read: float
    landed: float


def reveal_phases(leads: bool) -> RevealPhases:
    """The parts of a reveal (``REVEAL_TIMES``, then the lead marks when ``leads``)."""
    total = reveal_seconds(leads)
    ends = [sum(REVEAL_TIMES[: k + 1]) / total for k in range(4)]
    return RevealPhases(*ends)


Lead = tuple[int, int]
"""A lead that changed hands: (seat, guild): the seat now leads the guild alone, which
another seat led (alone or tied with it) before."""


def leads_taken(before: PublicView, after: PublicView) -> tuple[Lead, ...]:
    """The leads a reveal changed hands (``Lead``), by the rules' own count of the public
    tables (``guildes.ui.standings``): a guild no one led is taken, not changed hands,
    and a tie for the lead is no one's lead (at one card each, every reveal ties some)."""
    out: list[Lead] = []
    for was, now in zip(guild_standings(before), guild_standings(after)):
        old, new = leaders(was), leaders(now)
        if old and len(new) == 1 and tuple(old) != new:
            out.append((new[0], now.guild))
    return tuple(out)


def stack_target(layout: TableLayout, view: PublicView, seat: int, guild: int) -> pygame.Rect:
    """The top card of ``seat``'s column of ``guild`` on ``view``'s tables (where a
    revealed card lands); the seat's panel if the column is not on the table."""
    cards = view.tables[seat]
    rect = next((r for g, r in layout.table_cards(seat, cards) if g == guild), None)
    if rect is None:
        return layout.seat_panel(seat)
    h = stack_card_h(rect.w)
    return pygame.Rect(rect.x, rect.y + stack_height(h, cards[guild]) - h, rect.w, h)


@dataclass
class RevealStep(Step):
    """Cards played face down are revealed: a short beat (every card lit together), all
    turn over at once, rest face up, then each flies into its owner's stack (whose count
    ticks up as it lands: the table shows ``after`` from then) and, where a lead changed
    hands, the new leader's stack is marked a moment (``leads``)."""

    leads: tuple[Lead, ...] = ()
    shows_before: ClassVar[bool] = True
    covers_face_down: ClassVar[bool] = True

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.play_sound("flip")

    @property
    def phases(self) -> RevealPhases:
        """Where its parts end."""
        return reveal_phases(bool(self.leads))

    @property
    def landed(self) -> bool:
        """Every card is in its stack."""
        return self.progress >= self.phases.landed

    def shown(self) -> TableViews:
        return self.after if self.landed else self.before

    def flying(self, layout: TableLayout) -> list[tuple[int, int, tuple[int, int]]]:
        """(seat, guild, where it lay) of each card revealed."""
        return []

    def draw(self, surface: pygame.Surface, layout: TableLayout, viewer: int | None) -> None:
        ph, p = self.phases, self.progress
        if p >= ph.landed:
            q = (p - ph.landed) / max(1e-6, 1 - ph.landed)
            draw_leads(surface, layout, self.after.public, self.leads, q)
            return
        w, h = layout.small_card
        for k, (seat, guild, (x, y)) in enumerate(self.flying(layout)):
            own = seat == viewer  # the viewer's own card lay face up for them
            if p < ph.beat:
                glow = math.sin(math.pi * p / ph.beat)
                draw_glow(surface, pygame.Rect(x - w // 2, y - h // 2, w, h), glow)
                img = (
                    rotated_face(guild, w, h, 0.0, 1.0)
                    if own
                    else rotated_back(w, h, -5.0 + 4 * (k % 2), 1.0)
                )
                surface.blit(img, img.get_rect(center=(x, y)))
            elif p < ph.read:
                q = min(1.0, (p - ph.beat) / (ph.turned - ph.beat))
                if own or q >= 1.0:  # face up, resting where it was played
                    img = rotated_face(guild, w, h, 0.0, 1.0)
                else:
                    img = flip_image(guild, w, h, q)
                    surface.blit(shadow(w, h), (x - w // 2 - 2, y - h // 2))
                surface.blit(img, img.get_rect(center=(x, y)))
            else:
                q = ease_out((p - ph.read) / (ph.landed - ph.read))
                fly_card(
                    surface,
                    layout,
                    guild,
                    (x, y),
                    stack_target(layout, self.after.public, seat, guild),
                    q,
                )


def fly_card(
    surface: pygame.Surface,
    layout: TableLayout,
    guild: int,
    at: tuple[int, int],
    target: pygame.Rect,
    q: float,
) -> None:
    """A revealed card of ``guild`` on its way from ``at`` to ``target`` (its stack's
    top card), ``q`` from 0 to 1, shrinking to the stack's size."""
    w, h = layout.small_card
    scale = 1.0 + (target.w / w - 1.0) * q
    x = at[0] + (target.centerx - at[0]) * q
    y = at[1] + (target.centery - at[1]) * q
    img = rotated_face(guild, w, h, 0.0, round(scale, 2))
    surface.blit(img, img.get_rect(center=(int(x), int(y))))


def draw_glow(surface: pygame.Surface, rect: pygame.Rect, glow: float) -> None:
    """A soft gold light under a card about to turn (``glow`` from 0 to 1)."""
    if glow <= 0.02:
        return
    pad = max(4, rect.w // 6)
    halo = pygame.Surface(rect.inflate(2 * pad, 2 * pad).size, pygame.SRCALPHA)
    for i in range(3):
        box = halo.get_rect().inflate(-i * pad // 2 * 2, -i * pad // 2 * 2)
        pygame.draw.rect(halo, (*palette.GOLD, int(60 * glow)), box, border_radius=pad)
    surface.blit(halo, rect.inflate(2 * pad, 2 * pad))


def draw_leads(
    surface: pygame.Surface,
    layout: TableLayout,
    view: PublicView,
    leads: Sequence[Lead],
    q: float,
) -> None:
    """Each lead that changed hands marked on its new leader's stack in ``view``, ``q``
    from 0 to 1: a gold ring widening around the stack and, beside it (below an
    opponent's, above the viewer's), a crown and "Takes the lead", fading out at the
    end."""
    s = layout.s
    alpha = int(255 * max(0.0, min(1.0, q * 6, (1 - q) * 4)))
    if alpha <= 0:
        return
    label = text(tr("table.lead_taken"), int(13 * s), palette.GOLD, True)
    cw, ch = int(label.get_height() * 1.1), int(label.get_height() * 0.75)
    pad = int(6 * s)
    for seat, guild in leads:
        rect = stack_target(layout, view, seat, guild)
        grow = int((6 + 10 * ease_out(q)) * s)
        ring = rect.inflate(grow, grow).clip(layout.inner_felt)  # (it reached the edge)
        box = pygame.Rect(0, 0, label.get_width() + cw + 3 * pad, label.get_height() + pad)
        if layout.offset(seat) == 0:
            box.midbottom = (rect.centerx, ring.y - int(2 * s))
        else:
            box.midtop = (rect.centerx, ring.bottom + int(2 * s))
        box.clamp_ip(layout.inner_felt)
        area = ring.union(box).inflate(4, 4)
        mark = pygame.Surface(area.size, pygame.SRCALPHA)
        pygame.draw.rect(
            mark, palette.GOLD, ring.move(-area.x, -area.y), max(2, int(3 * s)), int(6 * s)
        )
        inner = box.move(-area.x, -area.y)
        pygame.draw.rect(mark, (20, 24, 20, 235), inner, border_radius=int(8 * s))
        pygame.draw.rect(mark, palette.GOLD, inner, 1, border_radius=int(8 * s))
        crown_box = pygame.Rect(inner.x + pad, 0, cw, ch)
        crown_box.centery = inner.centery
        crown(mark, crown_box, palette.GOLD)
        mark.blit(label, label.get_rect(midleft=(crown_box.right + pad, inner.centery)))
        mark.set_alpha(alpha)
        surface.blit(mark, area)


@dataclass
class CardsFlipStep(RevealStep):
    """The cards played together turn over together (one per seat, or a batch of one or
    two), then each flies to its owner's stack."""

    cards: tuple[tuple[int, ...], ...] = ()
    """The guilds each seat revealed, by seat."""

    def flying(self, layout: TableLayout) -> list[tuple[int, int, tuple[int, int]]]:
        w = layout.small_card[0]
        out = []
        for seat, guilds in enumerate(self.cards):
            fx, y = layout.front_of(seat)
            for k, g in enumerate(guilds):  # two side by side, FRONT_SPREAD apart
                x = fx + int((k - (len(guilds) - 1) / 2) * w * layout.FRONT_SPREAD)
                out.append((seat, g, (x, y)))
        return out

    def leaving(self, view: SeatView) -> tuple[int, ...]:
        if self.landed or view.seat >= len(self.cards):
            return ()
        mine = list(self.cards[view.seat])
        for held in (view.pending, view.pending_second):  # already out of the fan
            if held in mine:
                mine.remove(held)
        return tuple(mine)


@dataclass
class CardPlayedStep(RevealStep):
    """No more simultaneous play: one seat's card turns over where it was played, then
    flies to its stack."""

    seat: int = 0
    guild: int = 0

    def flying(self, layout: TableLayout) -> list[tuple[int, int, tuple[int, int]]]:
        return [(self.seat, self.guild, layout.front_of(self.seat))]

    def leaving(self, view: SeatView) -> tuple[int, ...]:
        mine = view.seat == self.seat and view.pending != self.guild and not self.landed
        return (self.guild,) if mine else ()


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
    hides_event_lines: ClassVar[bool] = True  # (at 85% text its box left half of them)

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
        banner(
            surface, self.title, self.subtitle, layout.center, layout.s, 255, max(0, alpha) / 255
        )


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
    """This round's Event card large in the middle of the table, its rule readable, and
    ``title`` (the round) above it, or below it where above would lie on a seat's panel
    or things (ru "Раунд 1" lay on the top seat's panel at 6 players and 130% text)."""
    big = layout.event_zoom_rect
    surface.blit(shadow(big.w, big.h), big.move(-4, 2))
    surface.blit(event_face(event_card, big.w, big.h, True), big)
    if title:
        t = text(title, int(26 * layout.s), palette.GOLD, True)
        box = zoom_title_box(layout, t.get_size())
        shade = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 150), shade.get_rect(), border_radius=8)
        surface.blit(shade, box)
        surface.blit(t, t.get_rect(center=box.center))


def zoom_title_box(layout: TableLayout, size: tuple[int, int]) -> pygame.Rect:
    """Where the large Event card's title (``size``) goes, with its shade: above the
    card, or below it where above would lie on a seat's panel, face-down place, table or
    trick card (above when neither is clear)."""
    big = layout.event_zoom_rect
    gap = int(6 * layout.s)
    t = pygame.Rect((0, 0), size)
    above = t.copy()
    above.midbottom = (big.centerx, big.y - gap)
    below = t.copy()
    below.midtop = (big.centerx, big.bottom + gap)
    keep = [*layout.opponents_places(), layout.seat_panel(layout.bottom)]
    for box in (above.inflate(20, 6), below.inflate(20, 6)):
        if layout.felt_rect.contains(box) and box.collidelist(keep) < 0:
            return box
    return above.inflate(20, 6)


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
