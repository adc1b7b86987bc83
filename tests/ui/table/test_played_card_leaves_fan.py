"""A card being played is never drawn in the viewer's fan and on the table at once: while
the reveal (or, one at a time, the play) of the viewer's own card animates, the fan is
drawn without it. It was drawn in both places whenever the viewer chose last (the usual
case against quick AI seats), since the step shows the views from before the choice."""

from __future__ import annotations

from guildes.rules import EventCard, Game, GameConfig, Phase
from guildes.ui.table.drawing import hand_cards
from guildes.ui.table.steps import CardPlayedStep, CardsFlipStep
from guildes.ui.table.timeline import steps_for
from guildes.ui.table.views import TableViews, fan_cards


def _to_the_play(game: Game) -> None:
    while game.phase is not Phase.PLAY:
        for s in game.to_choose():
            game.choose(s, game.legal_choices(s)[0])


def _flip(game: Game, order: list[int], choices: dict) -> tuple[TableViews, CardsFlipStep]:  # type: ignore[type-arg]
    """Seats choose in ``order``; the views before the last choice and the reveal step."""
    for seat in order[:-1]:
        game.choose(seat, choices[seat])
    before = TableViews.now(game)
    happened = game.choose(order[-1], choices[order[-1]])
    steps = steps_for(happened, before, TableViews.now(game), 1.0)
    return before, next(s for s in steps if isinstance(s, CardsFlipStep))


def test_the_viewer_who_plays_last_sees_the_card_leave_the_fan() -> None:
    game = Game(GameConfig(players=4, seed=207))
    _to_the_play(game)
    choices = {s: game.legal_choices(s)[-1] for s in range(4)}
    played = choices[0].guild
    before, flip = _flip(game, [1, 2, 3, 0], choices)
    view = before.seats[0]
    assert played in fan_cards(view)  # the view before the choice still holds it
    expected = fan_cards(view)
    expected.remove(played)
    assert hand_cards(view, flip) == expected


def test_a_card_chosen_before_the_others_is_not_taken_twice() -> None:
    game = Game(GameConfig(players=4, seed=207))
    _to_the_play(game)
    hand = game.view(0).hand
    pair = next(g for g in range(len(hand)) if hand[g] >= 2)
    choices = {s: game.legal_choices(s)[0] for s in range(1, 4)}
    choices[0] = next(c for c in game.legal_choices(0) if c.guild == pair)
    before, flip = _flip(game, [0, 1, 2, 3], choices)
    view = before.seats[0]
    assert view.pending == pair  # already out of the fan
    assert hand_cards(view, flip) == fan_cards(view)
    assert hand_cards(view, flip).count(pair) == hand[pair] - 1


def test_one_at_a_time_the_viewers_card_leaves_the_fan() -> None:
    seed = next(
        s
        for s in range(500)
        if Game(GameConfig(players=4, seed=s, variants=frozenset({"event_cards"}))).event_card
        == EventCard.ONE_AT_A_TIME
    )
    game = Game(GameConfig(players=4, seed=seed, variants=frozenset({"event_cards"})))
    _to_the_play(game)
    for _ in range(8):
        seat = game.to_choose()[0]
        before = TableViews.now(game)
        choice = game.legal_choices(seat)[0]
        happened = game.choose(seat, choice)
        steps = steps_for(happened, before, TableViews.now(game), 1.0)
        step = next(s for s in steps if isinstance(s, CardPlayedStep))
        mine = before.seats[seat]
        expected = fan_cards(mine)
        expected.remove(choice.guild)
        assert hand_cards(mine, step) == expected
        other = before.seats[(seat + 1) % 4]
        assert hand_cards(other, step) == fan_cards(other)  # another seat's card: not theirs
