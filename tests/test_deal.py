"""Deal codes: every deal a code holds comes back from its code, in any case; a typo is
refused as a typo (never read as another deal); the daily deal is the date's."""

from __future__ import annotations

import datetime
import random

import pytest

from guildes import deal as deals
from guildes.ai.levels import LEVELS
from guildes.deal import (
    ALPHABET,
    LENGTH,
    MAX_SEED,
    SEAT_KINDS,
    Deal,
    DealCodeError,
    code_of,
    daily_deal,
    decode,
)
from guildes.rules import GameConfig, Tiebreak


def _random_deal(rnd: random.Random) -> Deal:
    players = rnd.randint(3, 6)
    return Deal(
        players=players,
        seed=rnd.choice([0, MAX_SEED, rnd.randint(0, MAX_SEED)]),
        levels=tuple(rnd.choice(SEAT_KINDS) for _ in range(players)),
        tiebreak=rnd.choice(list(Tiebreak)),
        variants=frozenset(v for v in ("event_cards", "dirty_tricks") if rnd.random() < 0.5),
    )


def test_every_deal_comes_back_from_its_code_in_any_case() -> None:
    rnd = random.Random(5)
    codes, seen = set(), set()
    for _ in range(500):
        deal = _random_deal(rnd)
        code = deal.code()
        assert len(code) == LENGTH and set(code) <= set(ALPHABET)
        assert decode(code) == deal
        assert decode(code.lower()) == deal
        assert decode(f" {code[:4]}-{code[4:8]} {code[8:]} ") == deal
        codes.add(code)
        seen.add(deal)
    assert len(codes) == len(seen) > 400  # one code per deal


def test_the_alphabet_has_no_look_alikes() -> None:
    assert not set(ALPHABET) & set("01ILO")
    assert len(set(ALPHABET)) == len(ALPHABET) == 31


@pytest.mark.parametrize("seed", [1, 12345, MAX_SEED])
def test_any_one_character_wrong_or_two_swapped_is_refused_as_a_typo(seed: int) -> None:
    code = Deal(players=5, seed=seed, levels=(None, "easy", "hard", "expert", None)).code()
    for i in range(LENGTH):
        for ch in ALPHABET:
            if ch != code[i]:
                with pytest.raises(DealCodeError, match="typo"):
                    decode(code[:i] + ch + code[i + 1 :])
    for i in range(LENGTH):
        for j in range(i + 1, LENGTH):
            if code[i] != code[j]:
                swapped = list(code)
                swapped[i], swapped[j] = swapped[j], swapped[i]
                with pytest.raises(DealCodeError, match="typo"):
                    decode("".join(swapped))


def test_a_character_never_in_a_code_and_a_wrong_length_say_so() -> None:
    code = daily_deal(datetime.date(2026, 12, 1)).code()
    with pytest.raises(DealCodeError, match="“O”"):
        decode("O" + code[1:])
    with pytest.raises(DealCodeError, match="“1”"):
        decode(code[:5] + "1" + code[6:])
    with pytest.raises(DealCodeError, match="12 characters, not 11"):
        decode(code[:-1])
    with pytest.raises(DealCodeError, match="12 characters"):
        decode("   ")


def test_a_code_with_its_check_right_but_no_deal_behind_it_is_refused() -> None:
    # The first number past the deals a code holds, written with a right check character.
    number = deals._SETUPS * (MAX_SEED + 1) * deals._SCRAMBLE % deals._SPACE
    digits = []
    for _ in range(LENGTH - 1):
        number, d = divmod(number, len(ALPHABET))
        digits.append(d)
    digits.reverse()
    code = "".join(ALPHABET[d] for d in [*digits, deals._check(digits)])
    with pytest.raises(DealCodeError, match="not the code of a deal"):
        decode(code)


def test_a_deal_out_of_what_a_code_holds_is_refused_and_has_no_code() -> None:
    with pytest.raises(DealCodeError):
        Deal(players=4, seed=MAX_SEED + 1, levels=(None,) * 4)
    with pytest.raises(DealCodeError):
        Deal(players=4, seed=1, levels=(None,) * 3)
    with pytest.raises(DealCodeError):
        Deal(players=4, seed=1, levels=(None, "grandmaster", None, None))
    with pytest.raises(DealCodeError):
        Deal(players=7, seed=1, levels=(None,) * 7)
    assert code_of(GameConfig(players=4, seed=MAX_SEED + 1), [None] * 4) is None
    config = GameConfig(players=4, seed=99, variants=frozenset({"event_cards"}))
    code = code_of(config, [None, "easy", "easy", "normal"])
    assert code is not None and decode(code).config() == config


def test_every_level_has_its_place_in_a_code() -> None:
    assert set(LEVELS) <= set(SEAT_KINDS)
    assert SEAT_KINDS[0] is None


def test_the_daily_deal_is_the_same_all_day_and_another_the_next() -> None:
    day = datetime.date(2026, 12, 1)
    assert daily_deal(day) == daily_deal(datetime.date(2026, 12, 1))
    week = [daily_deal(day + datetime.timedelta(days=k)) for k in range(7)]
    assert len({d.code() for d in week}) == 7
    assert {d.variants for d in week} == set(deals.DAILY_VARIANTS)
    for d in week:
        assert decode(d.code()) == d
        assert d.levels[0] is None and all(lv is not None for lv in d.levels[1:])
