"""Where hands pass: the one place that says which neighbour receives a seat's hand.

Seats are numbered clockwise 0..n-1; the left neighbour of seat p is p+1, the right
neighbour p-1 (RULINGS §2). The rules engine, the AI and the table all pass hands
through ``Direction``: ``receiver``, ``giver`` and ``pass_hands``.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TypeVar

T = TypeVar("T")


class Direction(StrEnum):
    """The arrow of a round's Event card: hands pass to the left or to the right."""

    LEFT = "left"
    RIGHT = "right"

    @property
    def sign(self) -> int:
        """+1 when a hand goes to the next seat number (left), -1 when to the previous."""
        return 1 if self is Direction.LEFT else -1

    def along(self, seat: int, passes: int, players: int) -> int:
        """The seat that holds, ``passes`` passes later, the hand ``seat`` holds now (a
        negative number: the seat that held it that many passes earlier)."""
        return (seat + self.sign * passes) % players

    def receiver(self, seat: int, players: int) -> int:
        """The seat that receives ``seat``'s hand."""
        return self.along(seat, 1, players)

    def giver(self, seat: int, players: int) -> int:
        """The seat whose hand ``seat`` receives."""
        return self.along(seat, -1, players)

    def pass_hands(self, hands: list[T]) -> list[T]:
        """Every seat's hand after passing: entry s of the result is what seat s receives
        (the hand of ``giver(s)``). Any kind of hand: packed, lists, sizes."""
        if self is Direction.LEFT:
            return hands[-1:] + hands[:-1]
        return hands[1:] + hands[:1]
