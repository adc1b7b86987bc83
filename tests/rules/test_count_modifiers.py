"""Count modifiers as data: virtual cards and "tied players are not counted" (RULINGS §4),
counted by the one entry point (``count_votes``/``make_count``) that the engine, the AI
and the UI use; the rulebook's examples are tests."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from guildes.rules import (
    NO_MODIFIERS,
    NUM_GUILDS,
    Count,
    CountModifiers,
    Guild,
    StateError,
    VirtualCard,
    count_votes,
    make_count,
)

TIES = CountModifiers(ties_left_out=True)


def tables_of(guild: Guild, cards: list[int], militia: list[int] | None = None) -> tuple:
    rows = []
    for s, c in enumerate(cards):
        t = [0] * NUM_GUILDS
        t[guild] = c
        if militia:
            t[Guild.MILITIA] = militia[s]
        rows.append(tuple(t))
    return tuple(rows)


def test_rulebook_example_1_two_tied_first_the_third_takes_first_place() -> None:
    # Round 2: two players tied first among the Artisans, a third player second: the tied
    # players "do not exist", so the third takes the 7 votes of first place.
    count = make_count(tables_of(Guild.ARTISANS, [3, 3, 1]), 2, [0, 0, 0], TIES)
    assert count.votes == (0, 0, 7)
    assert count.guilds[Guild.ARTISANS].left_out == (0, 1)


def test_rulebook_example_2_ties_for_first_and_second_all_left_out() -> None:
    # Round 2, Alchemists: two tied first, two tied second, one alone: only it scores,
    # and it takes first place (17).
    count = make_count(tables_of(Guild.ALCHEMISTS, [4, 4, 2, 2, 1]), 2, [0] * 5, TIES)
    assert count.votes == (0, 0, 0, 0, 17)


def test_everyone_tied_nobody_scores_the_guild() -> None:
    count = make_count(tables_of(Guild.NOBLES, [2, 2, 2, 2]), 1, [0] * 4, TIES)
    assert count.votes == (0, 0, 0, 0)


def test_one_pass_only_seats_left_after_removal_are_not_checked_again() -> None:
    # 3, 3 leave; 2 and 1 remain and are ranked: 2 first, 1 second (round 2 Knights 11/5).
    count = make_count(tables_of(Guild.KNIGHTS, [3, 3, 2, 1]), 2, [0] * 4, TIES)
    assert count.votes == (0, 0, 11, 5)


def test_seats_without_cards_are_never_tied_and_militia_is_not_affected() -> None:
    tables = tables_of(Guild.PRIESTS, [0, 0, 2], militia=[1, 1, 0])
    count = make_count(tables, 1, [0, 0, 0], TIES)
    assert count.votes == (3, 3, 16)


def test_a_virtual_card_changes_this_count_only() -> None:
    tables = tables_of(Guild.KNIGHTS, [2, 2, 0])
    plus = CountModifiers(virtual=(VirtualCard(1, Guild.KNIGHTS, +1),))
    assert make_count(tables, 1, [0] * 3, plus).votes == (0, 11, 0)
    minus = CountModifiers(virtual=(VirtualCard(0, Guild.KNIGHTS, -1),))
    assert make_count(tables, 1, [0] * 3, minus).votes == (0, 11, 0)
    count = make_count(tables, 1, [0] * 3, plus)
    assert count.tables == tables  # the tables as played are kept
    assert count.counted_tables[1][Guild.KNIGHTS] == 3
    assert make_count(tables, 1, [0] * 3).votes == (5, 5, 0)


def test_a_virtual_minus_never_counts_below_zero() -> None:
    minus = CountModifiers(virtual=(VirtualCard(2, Guild.KNIGHTS, -1),))
    assert make_count(tables_of(Guild.KNIGHTS, [1, 0, 0]), 1, [0] * 3, minus).votes == (11, 0, 0)


def test_a_count_keeps_its_modifiers_through_json() -> None:
    mods = CountModifiers(virtual=(VirtualCard(2, Guild.NOBLES, -1),), ties_left_out=True)
    tables = tables_of(Guild.NOBLES, [2, 2, 3, 1])
    count = make_count(tables, 3, [5, 6, 7, 8], mods)
    again = Count.from_dict(count.to_dict())
    assert again == count and again.modifiers == mods
    plain = make_count(tables, 3, [0] * 4)
    assert "modifiers" not in plain.to_dict() and Count.from_dict(plain.to_dict()) == plain


@pytest.mark.parametrize(
    "bad",
    [
        {"virtual": [], "ties_left_out": "yes"},
        {"virtual": [{"seat": 9, "guild": "Nobles", "delta": 1}], "ties_left_out": False},
        {"virtual": [{"seat": 0, "guild": "Nobles", "delta": 2}], "ties_left_out": False},
        {"virtual": [{"seat": 0, "guild": "Dragons", "delta": 1}], "ties_left_out": False},
        {"virtual": "none"},
    ],
)
def test_malformed_modifiers_are_refused(bad: dict) -> None:
    count = make_count(tables_of(Guild.NOBLES, [1, 2, 0, 0]), 1, [0] * 4).to_dict()
    count["modifiers"] = bad
    with pytest.raises(StateError):
        Count.from_dict(count)


tables_strategy = st.integers(3, 6).flatmap(
    lambda n: st.tuples(
        *[st.tuples(*[st.integers(0, 5) for _ in range(NUM_GUILDS)]) for _ in range(n)]
    )
)


@given(tables_strategy, st.integers(1, 3), st.booleans(), st.data())
def test_the_fast_entry_point_equals_the_breakdown_with_modifiers(
    tables: tuple, rnd: int, ties: bool, data: st.DataObject
) -> None:
    n = len(tables)
    virtual = data.draw(
        st.lists(
            st.builds(
                VirtualCard,
                st.integers(0, n - 1),
                st.integers(0, NUM_GUILDS - 2),
                st.sampled_from([1, -1]),
            ),
            max_size=2,
        )
    )
    mods = CountModifiers(tuple(virtual), ties)
    count = make_count(tables, rnd, [0] * n, mods)
    summed = [sum(gc.votes[s] for gc in count.guilds) for s in range(n)]
    assert list(count.votes) == summed == count_votes(tables, rnd, mods)
    if mods == NO_MODIFIERS:
        assert count.votes == make_count(tables, rnd, [0] * n).votes
