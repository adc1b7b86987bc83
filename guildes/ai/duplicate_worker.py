"""The duplicate played in the background while the game is played, at low OS priority.

The duplicate (``guildes.ai.review.play_duplicate``: the same deal replayed with the
expert in one seat) depends only on the game's configuration, the seats' levels and the
reviewed seat, never on the player's choices: it can be played while the game is. The
app starts a ``BackgroundDuplicate`` when a game against the AI starts (or is resumed),
the session keeps its result with the game's save (``duplicate_record``, under
``duplicate_key(seat)`` in ``SavedGame.reviews``), and the review reuses it
(``kept_duplicate``, ``with_played``) instead of playing it again.

The process runs ``os.nice(NICE)`` first, so the render loop and the AI opponents (whose
worker has a core of its own on two cores) go first. ``poll()`` never blocks; ``done``
counts the duplicate's choices made, ``result`` is the ``Duplicate`` once played (its
``played`` scores None: the game was not over when it started; ``with_played`` adds
them), ``failed`` the reason a process that crashed gave (it then holds no result, and
the review plays the duplicate itself). ``close()`` ends the process at once.

Nothing here is shown before the game is over: the session hands the result out only
then (``Session.duplicate_for_review``).
"""

from __future__ import annotations

import multiprocessing
import os
import queue
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

from guildes.ai.review import DUPLICATE_SHARE, REVIEW_VERSION, Duplicate, play_duplicate
from guildes.ai.worker import close_queue, kill_process
from guildes.rules import Game, GameConfig

NICE = 19
"""How much lower than the window's the background duplicate's OS priority is (the
lowest: it takes only what the window and the AI opponents leave)."""

SHARE = DUPLICATE_SHARE["quick"]
"""The duplicate's share of thinking: the same at both depths, so one duplicate serves
the quick and the deep review (its key does not name a depth)."""
assert len(set(DUPLICATE_SHARE.values())) == 1, "one duplicate for both depths"


def duplicate_key(seat: int) -> str:
    """The key the duplicate of ``seat`` is kept under with its save
    (``SavedGame.reviews``; the reviews' keys are ``"seat:depth"``)."""
    return f"duplicate:{seat}"


def duplicate_record(dup: Duplicate) -> dict[str, Any]:
    """The duplicate as kept with the save (``kept_duplicate`` reads it back)."""
    return {"version": REVIEW_VERSION, **dup.to_dict()}


def kept_duplicate(reviews: Mapping[str, Any], seat: int) -> Duplicate | None:
    """The duplicate of ``seat`` kept in a save's ``reviews``, if it is of this
    ``REVIEW_VERSION`` at the duplicate's share of thinking; else None."""
    data = reviews.get(duplicate_key(seat))
    if not isinstance(data, dict) or data.get("version") != REVIEW_VERSION:
        return None
    try:
        dup = Duplicate.from_dict(data)
    except (ValueError, KeyError, TypeError):
        return None
    return dup if dup.seat == seat and dup.share == SHARE else None


def with_played(dup: Duplicate, game: Game) -> Duplicate:
    """``dup`` with the reviewed game's scores and winners (unchanged while the game is
    not over)."""
    if game.outcome is None:
        return dup
    return replace(dup, played=tuple(game.scores), played_winners=tuple(game.outcome.winners))


def _run(answers: Any, job: dict[str, Any]) -> None:
    """The background process: lower its priority, play the duplicate, report."""
    try:
        os.nice(job["nice"])
    except (OSError, AttributeError):  # a platform without it: played at normal priority
        pass
    try:
        dup = play_duplicate(
            GameConfig.from_dict(job["config"]),
            job["levels"],
            job["seat"],
            on_step=lambda n: answers.put(("step", n)),
            expert=job["expert"],
            share=SHARE,
        )
        assert dup is not None
        answers.put(("done", dup.to_dict()))
    except Exception as e:  # reported to the window, never lost
        answers.put(("failed", f"{type(e).__name__}: {e}"))


class BackgroundDuplicate:
    """The duplicate of one seat of one game, played in a process of its own (see the
    module docstring)."""

    def __init__(
        self,
        config: GameConfig,
        levels: Sequence[str | None],
        seat: int,
        expert: str | None = None,
        nice: int = NICE,
    ) -> None:
        self.config = config
        self.levels = tuple(levels)
        self.seat = seat
        self.done = 0
        """The duplicate's choices made so far."""
        self.result: Duplicate | None = None
        self.failed: str | None = None
        ctx = multiprocessing.get_context("spawn")
        self._answers: Any = ctx.Queue()
        job = {
            "config": config.to_dict(),
            "levels": list(levels),
            "seat": seat,
            "expert": expert,
            "nice": nice,
        }
        self._proc: Any = ctx.Process(target=_run, args=(self._answers, job), daemon=True)
        self._proc.start()

    def matches(self, config: GameConfig, levels: Sequence[str | None], seat: int) -> bool:
        """This is the duplicate of ``seat`` in a game of ``config`` with these levels."""
        return config == self.config and tuple(levels) == self.levels and seat == self.seat

    @property
    def running(self) -> bool:
        """Neither played nor failed yet."""
        return self.result is None and self.failed is None

    def poll(self) -> None:
        """Read what came from the process (never blocks); a process that died without
        its result sets ``failed``."""
        if not self.running or self._answers is None:
            return
        while True:
            try:
                message = self._answers.get_nowait()
            except queue.Empty:
                if not self._proc.is_alive() and self._answers.empty():
                    self._fail(f"the duplicate stopped (exit code {self._proc.exitcode})")
                return
            except (OSError, EOFError, ValueError) as e:
                self._fail(f"the duplicate's answer was lost ({e})")
                return
            if message[0] == "step":
                self.done = message[1]
            elif message[0] == "done":
                self.result = Duplicate.from_dict(message[1])
                self.close()
                return
            else:
                self._fail(str(message[1]))
                return

    def _fail(self, reason: str) -> None:
        self.failed = reason
        self.close()

    def close(self) -> None:
        """End the process now (a duplicate not yet played is dropped)."""
        kill_process(self._proc)
        if self._answers is not None:
            close_queue(self._answers)
            self._answers = None
        if self.running:
            self.failed = "closed"
