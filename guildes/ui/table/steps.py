"""Animation steps: one small class per moment the table animates, made from what the
engine reports (``steps_for``). Each knows how long it lasts, which views the table shows
while it plays, and how to draw itself over time.

A new animation is a ``Step`` subclass here (override ``start`` for its sound or
overlay, ``draw`` and ``slide`` for its motion) and a line in ``steps_for``.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar, Protocol

import pygame

from guildes.rules import (
    EVENT_CARDS,
    CardsRevealed,
    Count,
    Direction,
    GameEnded,
    HandsPassed,
    Happening,
    LastCardsKept,
    RoundStarted,
    SeatChose,
    VotesCounted,
)
from guildes.ui.cards import card_back, card_face, shadow
from guildes.ui.draw import banner, rotated_face
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

    def draw(self, surface: pygame.Surface, layout: TableLayout) -> None:
        """Draw what it adds over the table now."""


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


@dataclass
class CardsFlipStep(Step):
    """The face-down cards flip together (width to 0 and back, face showing), then each
    slides to its owner's table."""

    cards: tuple[int, ...] = ()
    """The guild each seat revealed, by seat."""
    shows_before: ClassVar[bool] = True
    covers_face_down: ClassVar[bool] = True

    def start(self, host: StepHost) -> None:
        super().start(host)
        host.play_sound("flip")

    def draw(self, surface: pygame.Surface, layout: TableLayout) -> None:
        w, h = layout.small_card
        p = self.progress
        for seat, g in enumerate(self.cards):
            x, y = layout.front_of(seat)
            if p < 0.45:
                q = p / 0.45
                sx = abs(math.cos(q * math.pi))
                img = card_face(g, w, h) if q > 0.5 else card_back(w, h)
                img = pygame.transform.smoothscale(img, (max(1, int(w * sx)), h))
                surface.blit(shadow(w, h), (x - w // 2 - 2, y - h // 2))
                surface.blit(img, img.get_rect(center=(x, y)))
            else:
                q = ease_out(max(0.0, (p - 0.65) / 0.35))
                tx, ty = layout.seat_anchor(seat)
                if layout.offset(seat) == 0:
                    tx, ty = int(120 * layout.s), layout.height - int(110 * layout.s)
                cx, cy = x + (tx - x) * q, y + (ty - y) * q
                img = rotated_face(g, w, h, 0.0, round(1.0 - 0.5 * q, 2))
                surface.blit(img, img.get_rect(center=(int(cx), int(cy))))


@dataclass
class BannerStep(Step):
    """A title across the table that fades in and out (a new round, the play phase)."""

    title: str = ""
    subtitle: str = ""
    hides_hand: ClassVar[bool] = True

    def draw(self, surface: pygame.Surface, layout: TableLayout) -> None:
        p = self.progress
        alpha = int(235 * min(1.0, (1 - p) * 4, p * 6 + 0.3))
        banner(surface, self.title, self.subtitle, layout.center, layout.s, max(0, alpha))


@dataclass
class CountStep(Step):
    """A vote count: the count overlay plays it; the step ends when it is closed."""

    count: Count | None = None
    skippable: ClassVar[bool] = False
    hides_hand: ClassVar[bool] = True

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


def steps_for(
    happenings: Sequence[Happening], before: TableViews, after: TableViews, speed: float
) -> list[Step]:
    """The steps that animate ``happenings``, which led from ``before`` to ``after``;
    ``speed`` scales every duration (0: instant)."""
    passed = next((h for h in happenings if isinstance(h, HandsPassed)), None)
    if passed is not None:
        steps: list[Step] = [HandsPassStep(before, after, 0.5 * speed, direction=passed.direction)]
        if any(isinstance(h, LastCardsKept) for h in happenings):
            steps.append(
                BannerStep(
                    after,
                    after,
                    1.2 * speed,
                    title="Play phase",
                    subtitle=f"Play {after.public.steps} of your cards, one at a time, face down",
                )
            )
        return steps
    revealed = next((h for h in happenings if isinstance(h, CardsRevealed)), None)
    if revealed is not None:
        steps = [CardsFlipStep(before, after, 1.0 * speed, cards=revealed.cards)]
        for h in happenings:
            if isinstance(h, VotesCounted):
                steps.append(CountStep(after, after, count=h.count))
            elif isinstance(h, RoundStarted):
                event_card = EVENT_CARDS[h.event_card]
                steps.append(
                    BannerStep(
                        after,
                        after,
                        1.6 * speed,
                        title=f"Round {h.voting_round}",
                        subtitle=f"{event_card.name}: hands pass {h.direction}",
                    )
                )
            elif isinstance(h, GameEnded):
                steps.append(GameOverStep(after, after))
        return steps
    if any(isinstance(h, SeatChose) for h in happenings):
        return [SeatChoseStep(before, after, 0.12 * speed)]
    return []
