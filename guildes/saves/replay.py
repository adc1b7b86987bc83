"""Watching a saved game step by step: forward, back, jump to a count.

A replay is the save's config and choices; position k is the game after the first k
resolved steps (every seat's choice of one pick or play; in the Dirty Tricks phase, each
seat's trick turn, D's draw and its play each a step), rebuilt by replaying through the
rules engine, so the same data gives the same game on any machine.
"""

from __future__ import annotations

from guildes.rules import Game, Happening, Phase, VotesCounted
from guildes.saves.savefile import SavedGame


class Replay:
    """Step through a saved game; ``game`` is the state at the current position."""

    def __init__(self, saved: SavedGame) -> None:
        self.saved = saved
        self._marks: list[int] = [0]  # number of choices applied at each step boundary
        self._count_steps: list[int] = []
        game = Game(saved.config)
        for i, (seat, choice) in enumerate(saved.choices):
            events = game.choose(seat, choice)
            if (
                game.is_over
                or len(game.to_choose()) == game.players
                or game.phase is Phase.TRICKS  # one trick turn at a time
            ):
                self._marks.append(i + 1)
                if any(isinstance(e, VotesCounted) for e in events):
                    self._count_steps.append(len(self._marks) - 1)
        self.finished = game.is_over
        """True when the saved game was played to its end (every hand may then be shown)."""
        self.position = 0
        self.game = Game(saved.config)

    @property
    def length(self) -> int:
        """Number of resolved steps in the replay."""
        return len(self._marks) - 1

    @property
    def at_end(self) -> bool:
        """True at the last position."""
        return self.position >= self.length

    def seek(self, position: int) -> Game:
        """Go to step ``position`` (clamped) and return the game there."""
        position = max(0, min(self.length, position))
        game = Game(self.saved.config)
        for seat, choice in self.saved.choices[: self._marks[position]]:
            game.choose(seat, choice)
        self.position, self.game = position, game
        return game

    def advance(self) -> list[Happening]:
        """One step on, in place, returning what the engine reported on the way (the
        happenings a live table animates); nothing at the end."""
        if self.at_end:
            return []
        happened: list[Happening] = []
        for seat, choice in self.saved.choices[
            self._marks[self.position] : self._marks[self.position + 1]
        ]:
            happened.extend(self.game.choose(seat, choice))
        self.position += 1
        return happened

    def forward(self) -> Game:
        """One step on."""
        return self.seek(self.position + 1)

    def back(self) -> Game:
        """One step back."""
        return self.seek(self.position - 1)

    def count_positions(self) -> list[int]:
        """The positions right after each vote count."""
        return list(self._count_steps)

    def jump_to_count(self, k: int) -> Game:
        """Go to just after count ``k`` (1-3) when the replay reaches it."""
        return self.seek(self._count_steps[k - 1])
