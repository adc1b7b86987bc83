"""A game being played in the app: the rules engine, the seats, the AI and the saves.

The session is the referee. Human choices come from the UI; AI choices come from worker
processes (``guildes.ai.worker``) fed with the AI seat's view only. Every applied choice is
recorded in the autosave after each resolved step, and the engine's happenings (public facts)
are queued with a snapshot for the UI to animate. It never waits: ``update`` polls.

Faults never throw the player out of the game:

- An AI worker that dies, fails or does not answer within its level's generous timeout
  (``guildes.ai.levels.decision_timeout``) is restarted and the same decision asked again (same
  view, same seed); the log gets a short note (``take_log_notes``). Only after
  ``MAX_ATTEMPTS`` failures in a row of one decision does ``failed`` say so, with the
  game autosaved; ``retry()`` asks again.
- A failed save or autosave sets ``save_warning`` (what failed, what to do); the next
  step tries again and a success clears it. The last good autosave stays whole.

What the table reads, each frame after ``update()``:

- ``session.applied``: the ``Applied`` records to animate (popleft them).
- ``session.take_log_notes() -> list[str]``: one-off notes for the game log (a restarted
  AI, saving working again, an AI decision cut short by its level's safety cap).
- ``session.save_warning: str | None``: a non-blocking warning to show while not None.
- ``session.failed: str | None``: when set, the AI could not decide (the game is
  autosaved); offer ``session.retry()`` or the menu (``close()``).

The duplicate for the review (``guildes.ai.duplicate_worker``) may be played in the
background while the game is: ``session.background`` (set by ``guildes.ui.games``) is
polled by ``update``; once played, its result goes into ``kept_reviews``, which every
autosave and the finished game's save carry, so a resumed or loaded game does not play
it again. ``duplicate_for_review()`` hands it out only once the game is over: nothing of
it reaches the table before (no hint for the player). ``close()`` on a game not over ends
the background process (it is started again when the game is resumed).
"""

from __future__ import annotations

import logging
import os
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from guildes.ai.duplicate_worker import duplicate_key, duplicate_record, kept_duplicate
from guildes.ai.levels import agent_spec, decision_timeout
from guildes.ai.review import Duplicate
from guildes.ai.seeds import decision_seed
from guildes.i18n import t
from guildes.rules import Choice, Game, GameConfig, Happening, PublicView, RulesError, SeatView
from guildes.saves.problems import game_save_failed
from guildes.saves.store import SaveStore
from guildes.seats import Seat

log = logging.getLogger(__name__)

MAX_ATTEMPTS = 3
"""Failures in a row of one AI decision after which the session reports ``failed``."""


class Decider(Protocol):
    """What the session needs of an AI worker (``guildes.ai.worker.DecisionWorker``)."""

    @property
    def busy(self) -> bool: ...
    def submit(self, spec: str, seed: int, view: SeatView, legal: tuple[Choice, ...]) -> int: ...
    def poll(self) -> Choice | None:
        """The choice when ready, else None; raises ``RuntimeError`` if the decision failed."""
        ...

    def cancel(self) -> None: ...
    # A decider may also tell, as ``last_cut``, that its last decision was cut short by
    # its level's safety cap (``DecisionWorker`` does); the log then notes it.
    def restart(self) -> None:
        """Replace the worker, whatever its state; any pending decision is dropped."""
        ...

    def close(self) -> None: ...


class Background(Protocol):
    """What the session needs of a background duplicate
    (``guildes.ai.duplicate_worker.BackgroundDuplicate``)."""

    seat: int
    result: Duplicate | None
    failed: str | None

    @property
    def running(self) -> bool: ...
    def poll(self) -> None: ...
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

    @staticmethod
    def of(happenings: Sequence[Happening], game: Game) -> Applied:
        """``happenings``, with ``game``'s views after them."""
        return Applied(
            tuple(happenings),
            game.public_view(),
            tuple(game.view(s) for s in range(game.players)),
        )


@dataclass(slots=True)
class _Asked:
    """An AI decision in progress: who computes it and when it is given up as hung."""

    decider: Decider
    deadline: float


class Session:
    """One game at the table; see the module docstring for what the screen reads."""

    def __init__(
        self,
        game: Game,
        seats: list[Seat],
        store: SaveStore | None,
        decider_factory: Callable[[], Decider] | None = None,
        ai_speed: float = 1.0,
        workers: int | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        if len(seats) != game.players:
            raise ValueError("one seat per player")
        self.game = game
        self.seats = list(seats)
        self.store = store
        self.ai_speed = ai_speed
        self._clock = clock
        factory = decider_factory
        if factory is None:
            from guildes.ai.worker import DecisionWorker

            factory = DecisionWorker
        n_ai = sum(1 for s in seats if not s.is_human)
        # One core stays free for the render loop.
        count = workers if workers is not None else max(1, (os.cpu_count() or 2) - 1)
        self._deciders: list[Decider] = [factory() for _ in range(min(max(count, 1), n_ai))]
        self._asked: dict[int, _Asked] = {}
        self._failures: dict[int, int] = {}
        self._notes: list[str] = []
        self.applied: deque[Applied] = deque()
        self.failed: str | None = None
        """Set when an AI decision failed ``MAX_ATTEMPTS`` times in a row: why, for the
        player. The game is autosaved; ``retry()`` clears it and asks again."""
        self.save_warning: str | None = None
        """Set while saving fails: what failed and what to do; None once a save works."""
        self.kept: Path | None = None
        """Where the finished game was kept among the saves (its review is kept there)."""
        self.practice = False
        """A practice game: the expert's hints are offered at the table (New game)."""
        self.hinted: set[int] = set()
        """Seats a hint was shown to (the game is marked, and counted apart)."""
        self.closed = False
        """Set by ``close``: the workers are stopped and ``update`` does nothing."""
        self.background: Background | None = None
        """The duplicate played in the background for the review (see the module
        docstring), if one was started."""
        self.kept_reviews: dict[str, Any] = {}
        """What the saves of this game carry in their ``reviews`` (the duplicate once
        played in the background, a loaded save's own)."""

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

    def choices_made(self, seat: int) -> int:
        """How many choices ``seat`` has made in this game."""
        return sum(1 for s, _choice in self.game.history if s == seat)

    def ai_thinking(self) -> list[int]:
        """AI seats whose decision is being computed."""
        return sorted(self._asked)

    def duplicate_for_review(self, seat: int) -> Duplicate | None:
        """The duplicate of ``seat`` played in the background or kept with the save:
        None until the game is over (it is never shown before), or while it is played."""
        if not self.game.is_over:
            return None
        self._poll_background()
        return kept_duplicate(self.kept_reviews, seat)

    def _poll_background(self) -> None:
        """Read the background duplicate's news; once played, keep it with the saves."""
        bg = self.background
        if bg is None or not bg.running:
            return
        bg.poll()
        if bg.result is not None:
            self.kept_reviews[duplicate_key(bg.seat)] = duplicate_record(bg.result)
        elif bg.failed is not None:
            log.error("the background duplicate failed: %s", bg.failed)

    def take_log_notes(self) -> list[str]:
        """One-off notes for the game log since the last call ("The AI for Bot 2
        restarted.", "Saving works again."); each is returned once."""
        notes, self._notes = self._notes, []
        return notes

    # ------------------------------------------------------------------ actions

    def choose(self, seat: int, choice: Choice) -> None:
        """Apply a human seat's choice (raises ``IllegalChoice`` if not legal)."""
        if not self.seats[seat].is_human:
            raise ValueError(f"seat {seat} is played by the AI")
        self._apply(seat, choice)

    def update(self) -> None:
        """Collect finished AI decisions and start the next ones; never blocks. A failed
        or hung decision is asked again of a restarted worker (see the module docstring)."""
        if not self.closed:
            self._poll_background()
        if self.game.is_over or self.failed or self.closed:
            return
        now = self._clock()
        for seat, asked in list(self._asked.items()):
            if self.failed:
                return
            try:
                choice = asked.decider.poll()
            except RuntimeError as e:
                self._decision_failed(seat, str(e))
                continue
            if choice is None:
                if now >= asked.deadline:
                    self._decision_failed(seat, t("ai.why.timeout"))
                continue
            try:
                self._apply(seat, choice)
            except RulesError as e:
                self._decision_failed(
                    seat, t("ai.why.illegal", choice=choice.text(), reason=str(e))
                )
                continue
            del self._asked[seat]
            self._failures.pop(seat, None)
            if getattr(asked.decider, "last_cut", False):
                self._notes.append(t("ai.cut", name=self.seats[seat].name))
        if self.failed or self.game.is_over:
            return
        self._ask_waiting(now)

    def retry(self) -> None:
        """After ``failed``: clear it and ask the AI again (each failing decision gets
        ``MAX_ATTEMPTS`` new attempts) at the next ``update``."""
        self.failed = None
        self._failures.clear()

    def _ask_waiting(self, now: float) -> None:
        """Give each AI seat owing a choice to a free worker."""
        waiting = [
            s for s in self.game.to_choose() if not self.seats[s].is_human and s not in self._asked
        ]
        busy = [a.decider for a in self._asked.values()]
        free = [d for d in self._deciders if d not in busy]
        for seat, decider in zip(waiting, free):
            level = self.seats[seat].level
            assert level is not None
            spec = agent_spec(level)
            mine = sum(1 for s, _ in self.game.history if s == seat)
            seed = decision_seed(self.game.config.seed, seat, mine)
            try:
                decider.submit(spec, seed, self.game.view(seat), self.game.legal_choices(seat))
            except (OSError, RuntimeError, ValueError) as e:
                self._asked[seat] = _Asked(decider, now)
                self._decision_failed(seat, t("ai.why.not_asked", reason=str(e)))
                if self.failed:
                    return
                continue
            self._asked[seat] = _Asked(decider, now + decision_timeout(spec))

    def _decision_failed(self, seat: int, why: str) -> None:
        """Restart the seat's worker and count the failure; the decision is asked again at
        the next update, or ``failed`` is set after ``MAX_ATTEMPTS`` in a row."""
        asked = self._asked.pop(seat)
        name = self.seats[seat].name
        log.warning("AI for seat %d (%s) failed: %s; restarting its worker", seat, name, why)
        try:
            asked.decider.restart()
        except (OSError, RuntimeError, ValueError) as e:
            log.error("restarting the AI worker failed: %s", e)
        self._failures[seat] = self._failures.get(seat, 0) + 1
        if self._failures[seat] < MAX_ATTEMPTS:
            self._notes.append(t("ai.restarted", name=name))
            return
        log.error(
            "AI for seat %d failed %d times in a row (last: %s); giving up", seat, MAX_ATTEMPTS, why
        )
        for other in list(self._asked):  # stop the others too: the player decides now
            self._asked.pop(other).decider.cancel()
        self.autosave()
        key = "ai.failed_saved" if self.store is not None and not self.save_warning else "ai.failed"
        # The player reads what happened and what to do; the cause ("exit code -9") is in
        # the log, above.
        self.failed = t(key, name=name, n=MAX_ATTEMPTS)

    def _apply(self, seat: int, choice: Choice) -> None:
        happened = self.game.choose(seat, choice)
        resolved = len(happened) > 1 or self.game.is_over
        self.applied.append(Applied.of(happened, self.game))
        if resolved or self.seats[seat].is_human:
            self.autosave()
            if self.game.is_over and self.store is not None:
                try:  # kept among the saves, to watch again from Load
                    self.kept = self.store.keep_finished(
                        self.game, self.seats, self.hinted, self.kept_reviews
                    )
                except OSError as e:
                    log.error("could not keep the finished game among the saves: %s", e)
                try:
                    self.store.clear_autosave()
                except OSError as e:
                    log.error("could not remove the finished game's autosave: %s", e)

    def autosave(self) -> None:
        """Record the game now (atomic); never raises. A failure sets ``save_warning``
        (the last good autosave stays whole) and a success clears it."""
        if self.store is None or self.game.is_over:
            return
        try:
            self.store.autosave(
                self.game, self.seats, self.practice, self.hinted, self.kept_reviews
            )
        except OSError as e:
            log.error("autosave failed: %s", e)
            self.save_warning = game_save_failed(e)
            return
        if self.save_warning is not None:
            self.save_warning = None
            self._notes.append(t("save.works_again"))

    def close(self) -> None:
        """Stop the AI workers (``update`` then does nothing: a covered table that is
        being left starts no new worker), and the background duplicate of a game not over
        (that of a finished game goes on for its review: the app ends it)."""
        self.closed = True
        for d in self._deciders:
            d.close()
        if self.background is not None and not self.game.is_over:
            self.background.close()
