"""A game being played in the app: the rules engine, the seats, the AI and the saves.

The session is the referee. Human choices come from the UI; AI choices come from worker
processes (``ai.worker``) fed with the AI seat's view only. Every applied choice is
recorded in the autosave after each resolved step, and the engine's happenings (public facts)
are queued with a snapshot for the UI to animate. It never waits: ``update`` polls.
"""

from __future__ import annotations

import logging
import os
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Protocol

from ai.levels import agent_spec
from guildes.rules import Choice, Game, GameConfig, Happening, PublicView, SeatView
from guildes.saves.store import SaveStore
from guildes.seats import Seat

log = logging.getLogger(__name__)


class Decider(Protocol):
    """What the session needs of an AI worker (``ai.worker.DecisionWorker``)."""

    @property
    def busy(self) -> bool: ...
    def submit(self, spec: str, seed: int, view: SeatView, legal: tuple[Choice, ...]) -> int: ...
    def poll(self) -> Choice | None: ...
    def cancel(self) -> None: ...
    def close(self) -> None: ...


@dataclass(frozen=True, slots=True)
class Applied:
    """What happened when one choice was applied, with what each seat, and everyone, may know after
    them: the table draws from these views, never from the game."""

    happenings: tuple[Happening, ...]
    public: PublicView
    """What everyone may know after them (spectators, the hotseat curtain)."""
    views: tuple[SeatView, ...]
    """What each seat may know after them, by seat."""
    game_after: Game
    """A copy of the game after them: only the table's drawing still reads it, until
    it draws from the views (issue 13)."""

    @staticmethod
    def of(happenings: Sequence[Happening], game: Game) -> Applied:
        """``happenings``, with ``game``'s views after them."""
        return Applied(
            tuple(happenings),
            game.public_view(),
            tuple(game.view(s) for s in range(game.players)),
            game.copy(),
        )


class Session:
    """One game at the table; see the module docstring."""

    def __init__(
        self,
        game: Game,
        seats: list[Seat],
        store: SaveStore | None,
        decider_factory: type | None = None,
        ai_speed: float = 1.0,
        workers: int | None = None,
    ) -> None:
        if len(seats) != game.players:
            raise ValueError("one seat per player")
        self.game = game
        self.seats = list(seats)
        self.store = store
        self.ai_speed = ai_speed
        factory = decider_factory
        if factory is None:
            from ai.worker import DecisionWorker

            factory = DecisionWorker
        n_ai = sum(1 for s in seats if not s.is_human)
        # One core stays free for the render loop.
        count = workers if workers is not None else max(1, (os.cpu_count() or 2) - 1)
        self._deciders: list[Decider] = [factory() for _ in range(min(max(count, 1), n_ai))]
        self._assigned: dict[int, Decider] = {}
        self.applied: deque[Applied] = deque()
        self.failed: str | None = None

    @staticmethod
    def new(
        seats: list[Seat], seed: int, tiebreak: str, store: SaveStore | None, **kw: object
    ) -> Session:
        """A fresh game for these seats."""
        config = GameConfig(players=len(seats), seed=seed, tiebreak=tiebreak)  # type: ignore[arg-type]
        return Session(Game(config), seats, store, **kw)  # type: ignore[arg-type]

    # ------------------------------------------------------------------ queries

    @property
    def humans(self) -> list[int]:
        """Seats played by people."""
        return [i for i, s in enumerate(self.seats) if s.is_human]

    @property
    def is_hotseat(self) -> bool:
        """Two or more people share the screen."""
        return len(self.humans) >= 2

    def humans_to_choose(self) -> list[int]:
        """Human seats that still owe a choice in this step."""
        return [s for s in self.game.to_choose() if self.seats[s].is_human]

    def ai_thinking(self) -> list[int]:
        """AI seats whose decision is being computed."""
        return sorted(self._assigned)

    # ------------------------------------------------------------------ actions

    def choose(self, seat: int, choice: Choice) -> None:
        """Apply a human seat's choice (raises ``IllegalChoice`` if not legal)."""
        if not self.seats[seat].is_human:
            raise ValueError(f"seat {seat} is played by the AI")
        self._apply(seat, choice)

    def update(self) -> None:
        """Collect finished AI decisions and start the next ones; never blocks."""
        if self.game.is_over or self.failed:
            return
        for seat, decider in list(self._assigned.items()):
            try:
                choice = decider.poll()
            except RuntimeError as e:
                self.failed = str(e)
                log.error("AI for seat %d failed: %s", seat, e)
                return
            if choice is not None:
                del self._assigned[seat]
                self._apply(seat, choice)
        waiting = [
            s
            for s in self.game.to_choose()
            if not self.seats[s].is_human and s not in self._assigned
        ]
        free = [d for d in self._deciders if d not in self._assigned.values()]
        for seat, decider in zip(waiting, free):
            level = self.seats[seat].level
            assert level is not None
            spec = agent_spec(level)
            seed = self.game.config.seed * 7 + seat
            decider.submit(spec, seed, self.game.view(seat), self.game.legal_choices(seat))
            self._assigned[seat] = decider

    def _apply(self, seat: int, choice: Choice) -> None:
        happened = self.game.choose(seat, choice)
        resolved = len(happened) > 1 or self.game.is_over
        self.applied.append(Applied.of(happened, self.game))
        if resolved or self.seats[seat].is_human:
            self.autosave()
            if self.game.is_over and self.store is not None:
                self.store.clear_autosave()

    def autosave(self) -> None:
        """Record the game now (atomic); a failure is logged, never fatal."""
        if self.store is None or self.game.is_over:
            return
        try:
            self.store.autosave(self.game, self.seats)
        except OSError as e:
            log.error("autosave failed: %s", e)

    def close(self) -> None:
        """Stop the AI workers."""
        for d in self._deciders:
            d.close()
