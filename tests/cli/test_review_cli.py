"""``python -m guildes.review_cli``: a save reviewed in text or JSON; a missing or broken
save refused in one line, no traceback, exit 1."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest

from guildes import review_cli
from guildes.ai import review
from guildes.ai.agent import make_agent
from guildes.ai.review_values import Depth
from guildes.deal import decode
from guildes.rules import Game, GameConfig
from guildes.saves.savefile import SavedGame, write
from guildes.seats import Seat

TINY = Depth("quick", worlds=4, max_playouts=40, min_worlds=2, guide=0.5)


@pytest.fixture
def save(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(review, "QUICK", TINY)
    monkeypatch.setattr(review, "EXPERT_LEVEL", "easy")
    game = Game(GameConfig(players=3, seed=77))
    agents = [make_agent("greedy", s) for s in range(3)]
    while not game.is_over:
        for s in game.to_choose():
            game.choose(s, agents[s].choose(game.view(s), game.legal_choices(s)))
    seats = [Seat("Ada"), Seat("Bot", "easy"), Seat("Cy", "easy")]
    path = tmp_path / "g.guildes.json"
    write(path, SavedGame.of(game, seats), game)
    return path


def test_json_has_the_deal_the_seat_the_decisions_and_the_figures(save: Path, capsys) -> None:
    assert review_cli.main([str(save), "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert decode(out["deal"]).seed == 77
    assert out["seat"] == 0
    assert out["decisions"]
    for d in out["decisions"]:
        assert d["choice"] in d["values"] and d["best"] in d["values"]
        assert d["votes_given_up"] >= 0 and d["verdict"] in review.VERDICTS
        assert isinstance(d["reason"], str) and d["reason"]
    assert 0 <= out["accuracy"] <= 100
    assert out["votes_given_up_per_decision"] >= 0
    dup = out["duplicate"]
    assert dup["expert"] == "greedy" and dup["player_votes"] is not None


def test_another_seat_and_the_text_report(save: Path, capsys) -> None:
    assert review_cli.main([str(save), "--seat", "2", "--no-duplicate"]) == 0
    text = capsys.readouterr().out
    assert "Cy (seat 2)" in text and "accuracy" in text


@pytest.mark.parametrize(
    "content", [None, "{not json", '{"format": "guildes-save", "version": 99}']
)
def test_a_missing_or_broken_save_is_refused_in_one_line(
    tmp_path: Path, content: str | None, capsys
) -> None:
    path = tmp_path / "x.guildes.json"
    if content is not None:
        path.write_text(content)
    assert review_cli.main([str(path), "--json"]) == 1
    captured = capsys.readouterr()
    assert captured.out == ""
    lines = captured.err.strip().splitlines()
    assert len(lines) == 1 and str(path) in lines[0] and "Traceback" not in captured.err
    if content is not None:
        assert path.read_text() == content  # left as it was, not renamed


def test_a_seat_not_at_the_table_is_refused(save: Path, capsys) -> None:
    assert review_cli.main([str(save), "--seat", "5"]) == 1
    assert "no seat 5" in capsys.readouterr().err


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_a_terminal_sees_how_far_the_review_is(save: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A new contributor's check: ``--no-duplicate`` said nothing for two minutes before
    its report. On a terminal the review tells how far it is on one line, cleared at the
    end; piped, it writes nothing but the report."""
    terminal = _Terminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert review_cli.main([str(save), "--no-duplicate"]) == 0
    said = terminal.getvalue()
    assert "review: decision 1 of " in said, said[:200]  # fails before: nothing
    assert said.endswith("\r")  # the line cleared
    piped = io.StringIO()
    monkeypatch.setattr(sys, "stderr", piped)
    assert review_cli.main([str(save), "--no-duplicate"]) == 0
    assert piped.getvalue() == ""
