"""``docs/clairvoyant_bound.py``: the bound's search sees the real world, and its games are
the arena's games."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from guildes.ai.arena import run
from guildes.ai.mcts import MctsAgent
from guildes.ai.world import world_from_game
from guildes.rules import Game, GameConfig

SCRIPT = Path(__file__).resolve().parents[2] / "docs" / "clairvoyant_bound.py"


def _script() -> ModuleType:
    if str(SCRIPT.parent) not in sys.path:  # (as ``python docs/...`` runs it: its helper)
        sys.path.append(str(SCRIPT.parent))
    spec = importlib.util.spec_from_file_location("clairvoyant_bound", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_its_worlds_are_the_real_one() -> None:
    cb = _script()
    game = Game(GameConfig(players=5, seed=3))
    game.choose_all({s: game.legal_choices(s)[0] for s in game.to_choose()})
    agent = cb.Clairvoyant(1, iters=10)
    agent.game = game
    worlds: list = []
    assert agent._sample_into(worlds, game.view(0))
    real = world_from_game(game)
    assert worlds[0].hands == real.hands and worlds[0].deck == real.deck


def test_without_clairvoyance_it_plays_the_arenas_games(monkeypatch) -> None:
    cb = _script()
    monkeypatch.setattr(cb.Clairvoyant, "_sample_into", MctsAgent._sample_into)
    rows = [cb.play(3, i, 5, 60) for i in range(3)]
    stats = run(["mcts:work=60:cap=12", "heuristic", "heuristic"], 3, 5, 1, progress=False)
    assert [r[0] for r in rows] == stats[0].shares
    assert [r[1] for r in rows] == stats[0].votes


def test_present_only_draws_the_deck_and_the_later_events_again() -> None:
    cb = _script()
    game = Game(GameConfig(players=4, seed=8))
    game.choose_all({s: game.legal_choices(s)[0] for s in game.to_choose()})
    agent = cb.Clairvoyant(2, iters=10)
    agent.game, agent.present = game, True
    worlds: list = []
    for _ in range(8):
        agent._sample_into(worlds, game.view(1))
    real = world_from_game(game)
    assert all(w.hands == real.hands and w.kept == real.kept for w in worlds)
    assert all(sorted(w.deck) == sorted(real.deck) for w in worlds)
    assert any(w.deck != real.deck for w in worlds)
    assert all(w.dirs[0] == real.dirs[0] for w in worlds)


def test_the_scripts_answer_help_and_a_wrong_number_without_a_traceback() -> None:
    """A new contributor's check: ``python docs/<script>.py --help`` ended in a
    ``ValueError`` traceback (``int(sys.argv[1])``). Each prints its docstring; a wrong
    number is a short error."""
    import subprocess

    for script in sorted(SCRIPT.parent.glob("*.py")):
        if script.name == "script_args.py":
            continue
        shown = subprocess.run(
            [sys.executable, str(script), "--help"], capture_output=True, text=True, timeout=120
        )
        assert shown.returncode == 0 and "Traceback" not in shown.stderr, script.name
        assert shown.stdout.strip(), script.name
        wrong = subprocess.run(
            [sys.executable, str(script), "x"], capture_output=True, text=True, timeout=120
        )
        assert wrong.returncode != 0 and "Traceback" not in wrong.stderr, script.name
        assert "whole number" in wrong.stderr, script.name
