"""The card table and setup facts of the rulebook and RULINGS §1-2."""

from guildes.rules import (
    EVENT_CARDS,
    GUILDS,
    MILITIA,
    SETUPS,
    VOTING_ROUNDS,
    Guild,
    deck_composition,
)


def test_110_guild_cards_15_militia() -> None:
    assert sum(g.copies for g in GUILDS) == 110
    assert GUILDS[MILITIA].copies == 15
    assert GUILDS[MILITIA].per_card == 3


def test_first_round_value_is_number_of_copies() -> None:
    for g in GUILDS:
        if not g.is_militia:
            assert g.values[0] == (g.copies,)


def test_values_quoted_by_rulebook() -> None:
    assert GUILDS[Guild.SCHOLARS].values[0] == (8,)
    assert GUILDS[Guild.ARTISANS].values[1] == (7, 4)
    assert GUILDS[Guild.ARTISANS].values[2] == (7, 4, 1)
    assert GUILDS[Guild.KNIGHTS].values[2] == (11, 5, 3)


def test_special_guild_places_in_round_3() -> None:
    assert len(GUILDS[Guild.FISHERMEN].values[2]) == 2
    assert len(GUILDS[Guild.BOURGEOIS].values[2]) == 2
    assert len(GUILDS[Guild.ALCHEMISTS].values[2]) == 4
    for g in (Guild.ARTISANS, Guild.SCHOLARS, Guild.KNIGHTS, Guild.NOBLES, Guild.PRIESTS):
        assert len(GUILDS[g].values[2]) == 3
    for g in GUILDS:
        if not g.is_militia:
            assert len(g.values[1]) == 2


def test_worth_ten_or_more() -> None:
    assert {g.index for g in GUILDS if g.worth_ten_or_more} == {
        Guild.BOURGEOIS,
        Guild.KNIGHTS,
        Guild.NOBLES,
        Guild.PRIESTS,
        Guild.ALCHEMISTS,
    }


def test_count_card_order_ascending_copies_militia_last() -> None:
    majority = [g.copies for g in GUILDS if not g.is_militia]
    assert majority == sorted(majority)
    assert GUILDS[-1].is_militia


def test_setup_table() -> None:
    assert {n: (s.deal, s.play) for n, s in SETUPS.items()} == {
        3: (10, 8),
        4: (9, 7),
        5: (7, 5),
        6: (6, 5),
    }


def test_three_players_remove_alchemists_and_three_militia() -> None:
    comp = deck_composition(3)
    assert comp[Guild.ALCHEMISTS] == 0
    assert comp[Guild.MILITIA] == 12
    assert sum(comp) == 90 == VOTING_ROUNDS * 3 * 10


def test_enough_cards_for_every_player_count() -> None:
    for n, s in SETUPS.items():
        assert sum(deck_composition(n)) >= VOTING_ROUNDS * n * s.deal
        if n > 3:
            assert sum(deck_composition(n)) == 110


def test_event_card_directions() -> None:
    directions = {e.name: e.direction for e in EVENT_CARDS}
    assert directions == {
        "Play one fewer card": "left",
        "No more simultaneous play": "left",
        "Playing one or two cards": "left",
        "Tied players are not counted": "right",
        "Redistribution": "right",
        "Face-down card": "right",
    }
