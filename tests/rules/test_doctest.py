"""The examples in the rules engine's docstrings run."""

import doctest

import guildes.rules


def test_package_docstring_examples() -> None:
    result = doctest.testmod(guildes.rules, verbose=False)
    assert result.attempted > 0 and result.failed == 0
