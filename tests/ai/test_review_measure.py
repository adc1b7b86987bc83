"""``python -m guildes.ai.review_measure``: one row per agent, on the same deals."""

from __future__ import annotations

import json

import pytest

from guildes.ai.review import VERDICTS
from guildes.ai.review_measure import main


def test_one_row_per_agent_with_its_figures(capsys) -> None:
    args = ["--players", "3", "--games", "1", "--agents", "random,greedy", "--json"]
    assert main(args) == 0
    out = json.loads(capsys.readouterr().out)
    assert [r["agent"] for r in out["rows"]] == ["random", "greedy"]
    for r in out["rows"]:
        assert r["games"] == 1 and r["decisions"] > 10
        assert r["votes_given_up_per_decision"] >= 0 and 0 <= r["accuracy"] <= 100
        assert set(r["verdict_shares"]) == set(VERDICTS)
        assert sum(r["verdict_shares"].values()) == pytest.approx(1, abs=0.01)
        assert r["verdict_shares"]["best"] == r["best_share"]
        assert r["review_cpu_s_per_game"] > 0


def test_bad_arguments_are_refused(capsys) -> None:
    with pytest.raises(SystemExit):
        main(["--agents", "nobody"])
    with pytest.raises(SystemExit):
        main(["--players", "9"])
    with pytest.raises(SystemExit):
        main(["--worker", "grandmaster"])
    with pytest.raises(SystemExit):
        main(["--parts"])  # the parts are timed with the seats of --worker LEVEL
