"""The trick turn's steps offer exactly what the engine's legal choices allow, and the
preview counts what the engine counts after the use."""

from __future__ import annotations

import pytest

from guildes.rules import Choice, ChoiceKind, Phase
from guildes.rules.cards import Trick
from guildes.rules.trick_rules import protected_seat
from guildes.ui.table.trick_choice import Option, Stage, Target, TrickChooser, preview
from tests.ui.trick_rig import trick_turn

LETTERS = [t for t in Trick if t is not Trick.PROTECTION]


def walk(chooser: TrickChooser) -> set[Choice]:
    """Every use reachable by choosing options step by step (each step's every option)."""
    found: set[Choice] = set()

    def visit() -> None:
        if chooser.stage is Stage.CONFIRM:
            choice = chooser.choice()
            assert choice is not None
            found.add(choice)
            return
        options = chooser.options()
        assert options, f"a step with nothing to choose after {chooser.picks}"
        for option in options:
            assert chooser.pick(option)
            visit()
            assert chooser.back()

    visit()
    return found


@pytest.mark.parametrize("players", [3, 4, 6])
@pytest.mark.parametrize("letter", LETTERS, ids=lambda t: t.letter)
def test_the_steps_reach_exactly_the_legal_uses(players: int, letter: Trick) -> None:
    if letter is Trick.ALCHEMISTS and players == 3:
        pytest.skip("no I at 3 players")
    for seed in (0, 50, 100):
        game, seat = trick_turn(players, letter, seed=seed)
        legal = game.legal_choices(seat)
        if letter is Trick.DRAW_TWO:
            game.choose(seat, Choice.draw())
            legal = game.legal_choices(seat)
        chooser = TrickChooser(game.view(seat), legal)
        if letter is not Trick.DRAW_TWO:
            assert chooser.stage is Stage.OFFER and chooser.can_decline
            assert chooser.use() is None and chooser.stage is Stage.TARGETS
        uses = {c for c in legal if c.kind is ChoiceKind.TRICK}
        assert walk(chooser) == uses


def test_no_step_offers_the_protected_table() -> None:
    checked = 0
    for seed in range(0, 400, 20):
        game, seat = trick_turn(6, Trick.SWAP, seed=seed)
        guarded = protected_seat(game.state)
        if guarded is None:
            continue
        chooser = TrickChooser(game.view(seat), game.legal_choices(seat))
        chooser.use()
        seats = {o.value for o in chooser.options()}
        assert guarded not in seats and seats
        assert not chooser.pick(Option(Target.SEAT, guarded))
        checked += 1
    assert checked


def test_a_step_refuses_what_it_does_not_offer_and_esc_steps_back() -> None:
    game, seat = trick_turn(4, Trick.KNIGHTS)
    chooser = TrickChooser(game.view(seat), game.legal_choices(seat))
    assert chooser.back() is False  # nothing before Use / Decline
    chooser.use()
    first = chooser.options()[0]
    assert not chooser.pick(Option(Target.SIGN, 1))  # a sign before a seat
    assert chooser.pick(first) and chooser.step_target() is Target.SIGN
    assert chooser.back() and chooser.picks == [] and chooser.step_target() is Target.SEAT
    assert chooser.back() and chooser.stage is Stage.OFFER


def test_d_draws_on_use_then_offers_only_the_cards_drawn() -> None:
    game, seat = trick_turn(4, Trick.DRAW_TWO)
    chooser = TrickChooser(game.view(seat), game.legal_choices(seat))
    assert chooser.use() == Choice.draw()
    game.choose(seat, Choice.draw())
    view = game.view(seat)
    chooser = TrickChooser(view, game.legal_choices(seat))
    assert chooser.stage is Stage.TARGETS and not chooser.can_decline
    assert {o.value for o in chooser.options()} == {g for g in range(9) if view.drawn[g]}
    assert chooser.back() is False  # the draw is done: a card must be played


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("letter", LETTERS, ids=lambda t: t.letter)
def test_the_preview_is_the_engines_count_after_the_use(players: int, letter: Trick) -> None:
    if letter is Trick.ALCHEMISTS and players == 3:
        pytest.skip("no I at 3 players")
    game, seat = trick_turn(players, letter, seed=7)
    if letter is Trick.DRAW_TWO:
        game.choose(seat, Choice.draw())
    uses = [c for c in game.legal_choices(seat) if c.kind is ChoiceKind.TRICK]
    for choice in uses[:: max(1, len(uses) // 12)]:
        clone = type(game).from_dict(game.to_dict())
        shown = preview(clone.view(seat), choice)
        clone.choose(seat, choice)
        while clone.phase is Phase.TRICKS:  # the others decline: the count comes next
            clone.choose(clone.to_choose()[0], Choice.decline())
        count = clone.public_view().counts[-1]
        assert shown.after == tuple(count.votes)
        assert set(shown.touched) <= set(shown.affected())


def test_d_says_which_card_is_played_and_which_discarded() -> None:
    """'Play the Nobles, discard the Nobles' read as a mistake when both cards drawn
    were Nobles."""
    from dataclasses import replace

    from guildes.i18n import set_language
    from guildes.rules import Guild
    from guildes.ui.table.trick_turn import describe

    set_language("en")
    game, seat = trick_turn(4, Trick.DRAW_TWO)
    view = game.view(seat)
    names = [f"P{s}" for s in range(4)]
    play = Choice(ChoiceKind.TRICK, Guild.NOBLES)

    def drawn(*guilds: int) -> tuple[int, ...]:
        return tuple(guilds.count(g) for g in range(9))

    same = replace(view, drawn=drawn(Guild.NOBLES, Guild.NOBLES))
    assert describe(Trick.DRAW_TWO, seat, play, names, same) == (
        "Play one Nobles, discard the other."
    )
    mixed = replace(view, drawn=drawn(Guild.NOBLES, Guild.KNIGHTS))
    assert describe(Trick.DRAW_TWO, seat, play, names, mixed) == (
        "Play the Nobles, discard the Knights."
    )
    alone = replace(view, drawn=drawn(Guild.NOBLES))
    assert describe(Trick.DRAW_TWO, seat, play, names, alone) == "Play the Nobles."
