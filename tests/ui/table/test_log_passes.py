"""A screenshot review: the docked game log said "Everyone kept a card. Hands pass
left." at every step of the draft, seven or eight times a round. It says so once a round,
at the round's first pass; the draft's end and everything else are told as before."""

from __future__ import annotations

from tests.ui.table.test_count_status import play_to_the_first_count


def test_the_log_tells_the_pass_of_hands_once_a_round(make_app) -> None:  # type: ignore[no-untyped-def]
    app, table = play_to_the_first_count(make_app)
    told = "\n".join(table.log_lines)
    assert told.count("Everyone kept a card.") == 1, told
    assert "The draft is over" in told and "Revealed: " in told
    table.session.close()


def test_a_new_round_tells_its_first_pass_again() -> None:
    from guildes.rules import Direction, HandsPassed
    from guildes.ui.table.game_log import GameLog

    log = GameLog()
    sizes = [9, 8, 7, 1, 9, 8, 1, 9]
    told = [not log._pass_again(HandsPassed(Direction.LEFT, k)) for k in sizes]
    assert told == [True, False, False, False, True, False, False, True]
