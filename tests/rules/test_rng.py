"""The deterministic shuffle: the deal of every seed must never change (saves replay it)."""

from __future__ import annotations

import random

from hypothesis import given
from hypothesis import strategies as st

from guildes.rules.rng import SeededRng


def reference_shuffle(seed: int, items: list[int]) -> float:
    """The shuffle as specified, written plainly: position i (last first) swaps with
    ``int(random() * (i + 1))``. Returns the next draw, to compare generator states."""
    rnd = random.Random(seed).random
    for i in range(len(items) - 1, 0, -1):
        j = int(rnd() * (i + 1))
        items[i], items[j] = items[j], items[i]
    return rnd()


@given(st.integers(min_value=0, max_value=2**64), st.integers(min_value=0, max_value=130))
def test_shuffle_is_the_plain_fisher_yates_and_draws_no_more(seed: int, length: int) -> None:
    expected = list(range(length))
    next_draw = reference_shuffle(seed, expected)
    rng = SeededRng(seed)
    got = list(range(length))
    rng.shuffle(got)
    assert got == expected
    # Exactly one draw per position: what the generator gives next is unchanged.
    assert rng._random() == next_draw


def test_the_generator_state_is_its_seed_and_draws() -> None:
    rng = SeededRng(77)
    items = list(range(30))
    rng.shuffle(items)
    rng.below(6)
    assert rng.draws == 30  # 29 for the shuffle, 1 for the draw
    others = [rng.copy(), SeededRng(77, 30), SeededRng.from_dict(rng.to_dict(), 77)]
    following = [rng.below(1000) for _ in range(5)]
    for other in others:
        assert [other.below(1000) for _ in range(5)] == following


def test_a_stored_generator_is_checked() -> None:
    import pytest

    from guildes.rules import StateError

    for bad in (
        {"seed": 1, "draws": -1},
        {"seed": 2, "draws": 0},
        {"draws": 3},
        [],
        {"seed": 1, "draws": 10**9},
    ):
        with pytest.raises(StateError):
            SeededRng.from_dict(bad, 1)
