"""The reasons say what the seat's view shows: each claim checked against the tables it
can see, for every legal choice of many decisions, in every variant."""

from __future__ import annotations

import pytest

from guildes.ai.knowledge import count_modifiers
from guildes.ai.match import play_as_the_table
from guildes.ai.review import positions
from guildes.ai.review_reasons import REASON_KEYS, Reason, card_reason, reason_for
from guildes.ai.tricks import votes_after
from guildes.rules import MILITIA, VOTING_ROUNDS, Choice, ChoiceKind, GameConfig, Phase


def _column(view, guild: int, card: int) -> tuple[int, ...]:
    """The guild's cards per seat as this count counts them (the +1/-1 cards too), the
    seat's own with the cards it kept in the draft, its face-down cards and ``card``
    more."""
    column = [t[guild] for t in view.tables]
    me = view.seat
    column[me] += (view.kept[guild] if view.phase is Phase.DRAFT else 0) + card
    column[me] += view.face_down[guild]
    return count_modifiers(view).counted_column(column, guild)


def _check_card(view, guild: int, reason: Reason) -> None:
    p = reason.params
    if reason.key == "militia":
        assert guild == MILITIA
        assert p["counts"] == VOTING_ROUNDS - view.voting_round + 1
        assert p["votes"] == p["per_card"] * p["counts"]
        return
    if reason.key in ("give_spare", "give_costly"):
        assert view.phase is Phase.REDISTRIBUTE and p["guild"] == guild
        assert reason.key == "give_spare" or p["votes"] > 0
        return
    column = _column(view, guild, 1)
    me = view.seat
    mine, theirs = column[me], max(c for s, c in enumerate(column) if s != me)
    assert (p["guild"], p["mine"], p["theirs"]) == (guild, mine, theirs)
    if reason.key == "takes_lead":
        assert mine > theirs >= mine - 1 and p["votes"] > 0
    elif reason.key == "adds_to_lead":
        assert mine > theirs
    elif reason.key == "draws_level":
        assert mine == theirs and p["votes"] > 0 and column[p["seat"]] == theirs
    elif reason.key == "second_place":
        assert mine < theirs and p["votes"] > 0 and column[p["seat"]] == theirs
    elif reason.key == "denies_leader":
        leader = p["seat"]
        assert view.phase is Phase.DRAFT and mine <= theirs
        assert column[leader] == theirs and view.scores[leader] == max(view.scores)
        assert view.scores[leader] > view.scores[me]
    else:
        assert reason.key == "wins_nothing" and mine <= theirs


@pytest.mark.parametrize(
    "variants", [frozenset(), frozenset({"event_cards"}), frozenset({"dirty_tricks"})]
)
def test_every_reason_holds_on_the_seats_view(variants: frozenset[str]) -> None:
    keys: set[str] = set()
    for seed in (3, 4):
        config = GameConfig(players=4, seed=seed, variants=variants)
        game = play_as_the_table(config, ["heuristic"] * 4)
        assert game is not None
        for seat in (0, 2):
            for position in positions(config, game.history, seat):
                view = position.view
                for choice in position.legal:
                    reason = reason_for(view, choice)
                    keys.add(reason.key)
                    assert reason.key in REASON_KEYS
                    if view.phase is not Phase.TRICKS or any(view.drawn):
                        _check_card(view, choice.guild, reason)
                        continue
                    me = view.seat
                    base = votes_after(view, Choice.decline())
                    if choice.kind is ChoiceKind.TRICK:
                        after = votes_after(view, choice)
                        gain = after[me] - base[me]
                        if reason.key in ("trick_both", "trick_gain"):
                            assert reason.params["votes"] == gain > 0
                        else:
                            assert gain <= 0
    assert {"takes_lead", "adds_to_lead", "militia", "wins_nothing"} <= keys
    if variants == {"dirty_tricks"}:
        assert {"trick_decline", "trick_gain"} <= keys


def test_a_card_reason_names_the_leader_it_denies() -> None:
    """Found in a real game: a pick that wins nothing but keeps a card from the leader."""
    for seed in range(1, 30):
        config = GameConfig(players=5, seed=seed)
        game = play_as_the_table(config, ["heuristic"] * 5)
        assert game is not None
        for position in positions(config, game.history, seed % 5):
            for choice in position.legal:
                reason = card_reason(position.view, choice.guild)
                if reason.key == "denies_leader":
                    _check_card(position.view, choice.guild, reason)
                    return
    pytest.fail("no pick denied the leader in 29 games")
