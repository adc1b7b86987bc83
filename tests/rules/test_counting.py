"""Counting votes: every worked example of the rulebook and RULINGS §3, one test each."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from guildes.rules import GUILDS, NUM_GUILDS, Guild, make_count, rank_and_split


def votes(guild: Guild, voting_round: int, cards: list[int]) -> list[int]:
    """Votes per seat for one guild, seats holding ``cards`` cards of it."""
    tables = []
    for c in cards:
        t = [0] * NUM_GUILDS
        t[guild] = c
        tables.append(tuple(t))
    count = make_count(tuple(tables), voting_round, [0] * len(cards))
    by_guild = list(count.guilds[guild].votes)
    assert by_guild == list(count.votes)  # only this guild is on the tables
    return by_guild


# First voting round
def test_r1_only_the_majority_scores() -> None:
    assert votes(Guild.KNIGHTS, 1, [3, 2, 1]) == [11, 0, 0]


def test_r1_three_tied_scholars_score_two_each() -> None:
    # Rulebook: 3 players tied for the Scholars (8 votes) score 2 each (8/3 rounded down).
    assert votes(Guild.SCHOLARS, 1, [2, 2, 2, 1]) == [2, 2, 2, 0]


def test_at_least_one_card_to_score() -> None:
    assert votes(Guild.KNIGHTS, 1, [0, 0, 0]) == [0, 0, 0]
    assert votes(Guild.ARTISANS, 3, [1, 0, 0, 0]) == [7, 0, 0, 0]


# Second voting round
def test_r2_example1_tie_for_first_splits_first_two_places() -> None:
    # 2 players tied first among the Artisans: (7 + 4) / 2 = 5 each; no second place.
    assert votes(Guild.ARTISANS, 2, [2, 2, 1]) == [5, 5, 0]


def test_r2_example2_tie_for_second_splits_second_place() -> None:
    # 1 player has the majority (7); 2 players tied second: 4 / 2 = 2 each.
    assert votes(Guild.ARTISANS, 2, [3, 1, 1]) == [7, 2, 2]


def test_r2_first_and_second() -> None:
    assert votes(Guild.NOBLES, 2, [3, 2, 1]) == [15, 7, 0]


# Third voting round
def test_r3_example1_two_tied_first_next_scores_third() -> None:
    assert votes(Guild.ARTISANS, 3, [2, 2, 1]) == [5, 5, 1]


def test_r3_example2_two_tied_first_two_tied_next() -> None:
    # (7 + 4) / 2 = 5 each, then 1 / 2 = 0 each.
    assert votes(Guild.ARTISANS, 3, [3, 3, 1, 1]) == [5, 5, 0, 0]


def test_r3_example3_four_tied_first_knights() -> None:
    # (11 + 5 + 3) / 4 = 4 each; the other players with Knights score nothing.
    assert votes(Guild.KNIGHTS, 3, [2, 2, 2, 2, 1]) == [4, 4, 4, 4, 0]


def test_r3_three_tied_first_split_three_places() -> None:
    assert votes(Guild.KNIGHTS, 3, [2, 2, 2, 1]) == [6, 6, 6, 0]


def test_r3_example4_majority_then_two_tied_second() -> None:
    # 7 for the majority; (4 + 1) / 2 = 2 each for the two tied second.
    assert votes(Guild.ARTISANS, 3, [3, 1, 1, 0]) == [7, 2, 2, 0]


def test_r3_tie_for_third_splits_third_place() -> None:
    assert votes(Guild.KNIGHTS, 3, [4, 3, 1, 1]) == [11, 5, 1, 1]


def test_r3_three_places_paid() -> None:
    assert votes(Guild.PRIESTS, 3, [4, 3, 2, 1]) == [16, 8, 4, 0]


# Special guilds
def test_fishermen_no_third_place_in_round_3() -> None:
    assert votes(Guild.FISHERMEN, 3, [3, 2, 1]) == [9, 5, 0]


def test_bourgeois_no_third_place_in_round_3() -> None:
    assert votes(Guild.BOURGEOIS, 3, [3, 2, 1]) == [12, 6, 0]
    # Two tied second share only the second place: 6 / 2.
    assert votes(Guild.BOURGEOIS, 3, [3, 1, 1]) == [12, 3, 3]


def test_alchemists_fourth_place_in_round_3() -> None:
    assert votes(Guild.ALCHEMISTS, 3, [4, 3, 2, 1, 1]) == [17, 8, 4, 1, 1]
    assert votes(Guild.ALCHEMISTS, 3, [4, 3, 2, 1]) == [17, 8, 4, 2]


def test_militia_three_per_card_at_every_count() -> None:
    # Rulebook: 3 Militia cards score 9 votes, again at the 2nd and 3rd counts.
    for rnd in (1, 2, 3):
        assert votes(Guild.MILITIA, rnd, [3, 0, 1]) == [9, 0, 3]


def test_militia_pays_every_owner_whatever_others_hold() -> None:
    assert votes(Guild.MILITIA, 1, [2, 2, 2]) == [6, 6, 6]


# RULINGS §3 itself
def test_ruling_competition_ranking_example() -> None:
    # Round 3 Artisans, two tied first and two tied next: 5 each, then 0 each.
    awards = rank_and_split({0: 3, 1: 3, 2: 1, 3: 1}, (7, 4, 1))
    assert [(a.seats, a.places, a.pot, a.each) for a in awards] == [
        ((0, 1), (1, 2), 11, 5),
        ((2, 3), (3, 4), 1, 0),
    ]


def test_places_beyond_last_paid_are_worth_zero() -> None:
    awards = rank_and_split({0: 5, 1: 4, 2: 3, 3: 2}, (9, 5))
    assert [a.each for a in awards] == [9, 5, 0, 0]


def test_count_totals_accumulate() -> None:
    tables = ((1,) * NUM_GUILDS, (0,) * NUM_GUILDS)
    first = make_count(tables, 1, [0, 0])
    second = make_count(tables, 2, first.totals)
    assert second.totals == tuple(a + b for a, b in zip(first.votes, second.votes))


tables_strategy = st.integers(3, 6).flatmap(
    lambda n: st.lists(
        st.lists(st.integers(0, 6), min_size=NUM_GUILDS, max_size=NUM_GUILDS).map(tuple),
        min_size=n,
        max_size=n,
    ).map(tuple)
)


@given(tables_strategy, st.integers(1, 3))
def test_fast_votes_equal_the_breakdown(tables: tuple[tuple[int, ...], ...], rnd: int) -> None:
    count = make_count(tables, rnd, [0] * len(tables))
    summed = [sum(gc.votes[s] for gc in count.guilds) for s in range(len(tables))]
    assert list(count.votes) == summed
    assert all(v >= 0 for v in count.votes)


@given(tables_strategy, st.integers(1, 3))
def test_a_guild_never_pays_more_than_its_places(
    tables: tuple[tuple[int, ...], ...], rnd: int
) -> None:
    count = make_count(tables, rnd, [0] * len(tables))
    for gc in count.guilds:
        info = GUILDS[gc.guild]
        if not info.is_militia:
            assert sum(gc.votes) <= sum(info.values[rnd - 1])


def test_remembered_column_counts_stay_bounded_and_right(monkeypatch) -> None:
    from guildes.rules import counting

    monkeypatch.setattr(counting, "_MEMO_LIMIT", 3)
    memos = {
        (r, ties): [counting.ColumnMemo(g, r, ties) for g in range(NUM_GUILDS)]
        for r in (1, 2, 3)
        for ties in (False, True)
    }
    monkeypatch.setattr(counting, "_MEMOS", memos)
    for k in range(20):
        tables = tuple(tuple((k + s + g) % 4 for g in range(NUM_GUILDS)) for s in range(4))
        count = make_count(tables, 2, [0] * 4)
        summed = [sum(gc.votes[s] for gc in count.guilds) for s in range(4)]
        assert list(count.votes) == summed
    assert all(len(memo) <= 3 for memo in counting._MEMOS[2, False])


def test_a_remembered_column_counts_as_the_rule_in_every_order() -> None:
    """The memo counts a column once for all its orders (a seat's votes depend only on its
    number of cards and the others' numbers): each order it gives reads as
    ``guild_count`` counts that order itself, every guild, count and way with ties."""
    import itertools
    import random

    from guildes.rules import counting
    from guildes.rules.counting import guild_count

    rng = random.Random(5)
    for _ in range(60):
        n = rng.randint(3, 6)
        column = tuple(rng.choice((0, 0, 1, 1, 2, 3, 5)) for _ in range(n))
        for ties in (False, True):
            for r in (1, 2, 3):
                for g in range(NUM_GUILDS):
                    memo = counting.ColumnMemo(g, r, ties)
                    for order in set(itertools.permutations(column)):
                        want = guild_count(g, order, r, ties).votes
                        assert memo[order] == want, (order, g, r, ties)
