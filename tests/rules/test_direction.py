"""Direction: the one place that says who receives a passed hand (RULINGS §2)."""

from __future__ import annotations

import pytest

from guildes.rules import EVENT_CARDS, Direction


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_left_goes_to_the_next_seat_and_right_to_the_previous(players: int) -> None:
    for seat in range(players):
        assert Direction.LEFT.receiver(seat, players) == (seat + 1) % players
        assert Direction.RIGHT.receiver(seat, players) == (seat - 1) % players
        for d in Direction:
            assert d.giver(d.receiver(seat, players), players) == seat


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_pass_hands_gives_each_receiver_its_givers_hand(players: int) -> None:
    hands = [f"hand of {s}" for s in range(players)]
    for d in Direction:
        passed = d.pass_hands(hands)
        for seat in range(players):
            assert passed[d.receiver(seat, players)] == hands[seat]


def test_every_event_card_points_one_way_and_compares_to_its_word() -> None:
    assert {e.direction for e in EVENT_CARDS} == {Direction.LEFT, Direction.RIGHT}
    assert Direction.LEFT == "left" and Direction("right") is Direction.RIGHT
