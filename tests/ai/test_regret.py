"""The regret measure: positions hold only the watched seat's view, every legal choice is
valued, and an agent's regret is the gap to the best value."""

from __future__ import annotations

import json
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from guildes.ai import regret
from guildes.ai.agent import make_agent
from guildes.ai.regret import Position, Regret, main, measure, positions_of_game
from guildes.rules import PICKS, PLAYS, Game, GameConfig, Phase, SeatView


@pytest.fixture(scope="module")
def positions() -> list[Position]:
    return positions_of_game(3, 1, seed=2, every=7, continuations=2, opponent="greedy")


def test_positions_are_the_watched_seats_decisions_with_every_choice_valued(
    positions: list[Position],
) -> None:
    assert len(positions) >= 3
    for p in positions:
        assert isinstance(p.view, SeatView)
        assert p.view.seat == 1  # game 1 watches seat 1
        assert set(p.values) == set(p.legal)
        assert len(p.values) > 1
        best = max(p.values, key=p.values.__getitem__)
        assert p.regret(best) == 0
        assert all(p.regret(c) >= 0 for c in p.legal)


def test_positions_are_reproducible(positions: list[Position]) -> None:
    again = positions_of_game(3, 1, seed=2, every=7, continuations=2, opponent="greedy")
    assert [p.values for p in again] == [p.values for p in positions]
    assert [p.view for p in again] == [p.view for p in positions]


def test_value_seed_values_the_same_decisions_by_other_continuations(
    positions: list[Position],
) -> None:
    other = positions_of_game(
        3, 1, seed=2, every=7, continuations=2, opponent="greedy", value_seed=5_000_000
    )
    assert [(p.view, p.legal) for p in other] == [(p.view, p.legal) for p in positions]
    assert [p.values for p in other] != [p.values for p in positions]


def test_the_last_decision_of_a_game_is_valued_by_the_final_margin() -> None:
    # Play a game with greedy players to its last decision, then value it by hand.
    ps = positions_of_game(3, 0, seed=5, every=1, continuations=1, opponent="greedy")
    last = ps[-1]
    game = Game(GameConfig(players=3, seed=5 * 100_003 + 0))
    agents = [make_agent("greedy", 5 * 1_009 + s) for s in range(3)]
    while True:
        joint = {s: agents[s].choose(game.view(s), game.legal_choices(s)) for s in game.to_choose()}
        if game.view(0) == last.view:
            break
        game.choose_all(joint)
    for choice in last.legal:
        after = game.copy()
        after.choose_all({**joint, 0: choice})
        assert after.is_over  # the last play of the game has a real choice here
        s = after.scores
        assert last.values[choice] == s[0] - max(s[1], s[2])


def test_measure_averages_the_regret_of_the_agents_choices(positions: list[Position]) -> None:
    result = measure("greedy", positions, seeds=1)
    by_hand = [
        p.regret(make_agent("greedy", i).choose(p.view, p.legal)) for i, p in enumerate(positions)
    ]
    assert result.decisions == len(positions)
    assert result.mean_regret == pytest.approx(sum(by_hand) / len(by_hand))
    assert 0 <= result.best_share <= 1


def test_regret_of_a_choice_outside_the_values_is_refused(positions: list[Position]) -> None:
    p = positions[0]
    table = PICKS if p.legal[0] == PICKS[p.legal[0].guild] else PLAYS
    missing = next(table[g] for g in range(9) if table[g] not in p.values)
    with pytest.raises(KeyError):
        p.regret(missing)


def test_cli_prints_json_in_agent_order(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "--players",
            "3",
            "--games",
            "1",
            "--every",
            "9",
            "--continuations",
            "1",
            "--seeds",
            "1",
            "--opponent",
            "greedy",
            "--agents",
            "random,greedy",
            "--json",
        ]
    )
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    assert [a["name"] for a in out["agents"]] == ["random", "greedy"]
    assert out["positions"] >= 1
    assert all(a["mean_regret"] >= 0 for a in out["agents"])


@pytest.mark.parametrize(
    "args",
    ["--agents nosuchagent", "--agents greedy --players 7", "--agents greedy --every 0"],
)
def test_cli_refuses_bad_arguments(args: str) -> None:
    with pytest.raises(SystemExit) as e:
        main(args.split())
    assert e.value.code == 2


def test_positions_of_a_variant_game_value_every_legal_choice() -> None:
    variants = frozenset({"event_cards"})
    ps = positions_of_game(
        4, 2, seed=3, every=4, continuations=1, opponent="greedy", variants=variants
    )
    assert ps and all(p.view.config.variants == variants for p in ps)
    for p in ps:
        assert set(p.values) == set(p.legal)


def test_positions_can_be_kept_to_one_phase_and_some_rounds() -> None:
    variants = frozenset({"dirty_tricks"})
    ps = positions_of_game(
        4,
        1,
        seed=3,
        every=1,
        continuations=1,
        opponent="greedy",
        variants=variants,
        phase=Phase.TRICKS,
        rounds=frozenset({2, 3}),
    )
    assert ps
    assert {p.view.phase for p in ps} == {Phase.TRICKS}
    assert {p.view.voting_round for p in ps} <= {2, 3}
    for p in ps:
        assert set(p.values) == set(p.legal)


@pytest.mark.parametrize("args", ["--rounds 4", "--rounds x", "--phase over"])
def test_cli_refuses_bad_filters(args: str) -> None:
    with pytest.raises(SystemExit) as e:
        main(["--agents", "greedy", *args.split()])
    assert e.value.code == 2


def test_the_interval_and_the_paired_difference_follow_the_decisions() -> None:
    a = Regret("a", 2.0, 0.0, 4, 0.1, (1.0, 3.0, 1.0, 3.0))
    b = Regret("b", 1.5, 0.0, 4, 0.1, (0.5, 2.5, 0.5, 2.5))
    # sd of (1, 3, 1, 3) is 2/sqrt(3): half-width 1.96 * sd / 2
    assert a.half_width == pytest.approx(1.96 * (2 / 3**0.5) / 2)
    # b is a shifted by 0.5 on every decision: the paired difference is exact
    assert b.paired_difference(a) == pytest.approx((-0.5, 0.0))
    with pytest.raises(ValueError):
        b.paired_difference(Regret("c", 0.0, 0.0, 1, 0.1, (0.0,)))
    assert Regret("d", 0.0, 0.0, 1, 0.1, (0.0,)).half_width == 0.0


def test_cli_compares_each_agent_with_the_first(capsys: pytest.CaptureFixture[str]) -> None:
    args = "--players 3 --games 1 --every 9 --continuations 1 --seeds 1 --opponent greedy"
    assert main([*args.split(), "--agents", "random,greedy", "--json"]) == 0
    out = json.loads(capsys.readouterr().out)
    first, second = out["agents"]
    assert "minus_first" not in first and first["ci95"] >= 0
    assert second["minus_first"][0] == pytest.approx(
        second["mean_regret"] - first["mean_regret"], abs=1e-3
    )
    assert sum(k["decisions"] for k in first["by_kind"].values()) == first["decisions"]
    assert main([*args.split(), "--agents", "random,greedy"]) == 0
    assert "minus first" in capsys.readouterr().out


def test_the_regret_is_broken_down_by_phase_and_round(positions: list[Position]) -> None:
    result = measure("random", positions, seeds=2)
    kinds = result.by_kind()
    assert sum(n for _, _, n in kinds.values()) == result.decisions
    for kind, (mean, _, n) in kinds.items():
        phase, voting_round = kind.split()
        mine = [
            r
            for r, p in zip(result.regrets, [p for p in positions for _ in range(2)], strict=True)
            if p.view.phase.value == phase and p.view.voting_round == int(voting_round)
        ]
        assert len(mine) == n and mean == pytest.approx(sum(mine) / n)


def test_the_cache_keeps_the_positions_and_survives_a_broken_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    args = "--players 3 --games 1 --every 9 --continuations 1 --seeds 1 --opponent greedy"
    run = [*args.split(), "--agents", "greedy", "--json", "--cache", str(tmp_path)]

    def result(out: str) -> object:
        agent = json.loads(out)["agents"][0]
        return agent["mean_regret"], agent["decisions"], agent["by_kind"]

    assert main(run) == 0
    first = result(capsys.readouterr().out)
    (kept,) = tmp_path.glob("positions-*.pickle")

    def no_play(*_: object) -> list[Position]:
        raise AssertionError("the positions were played again")

    monkeypatch.setattr(regret, "positions_of_game", no_play)
    assert main(run) == 0
    assert result(capsys.readouterr().out) == first
    # other arguments: other positions, not the kept ones
    with pytest.raises(AssertionError, match="played again"):
        main([*run[:-2], "--cache", str(tmp_path), "--seed", "2"])
    capsys.readouterr()
    monkeypatch.undo()
    kept.write_bytes(b"not a pickle")
    assert main(run) == 0
    out = capsys.readouterr()
    assert result(out.out) == first and "ignoring the cache" in out.err
    assert kept.read_bytes() != b"not a pickle"


def test_a_cache_written_by_the_command_loads_in_any_program(tmp_path: Path) -> None:
    # ``python -m`` runs the module as ``__main__``; the positions it keeps must still be
    # ``guildes.ai.regret.Position``, so that scripts and later runs can read them.
    args = "--players 3 --games 1 --every 9 --continuations 1 --seeds 1 --opponent greedy"
    command = [sys.executable, "-m", "guildes.ai.regret", *args.split(), "--agents", "greedy"]
    subprocess.run([*command, "--cache", str(tmp_path)], check=True, capture_output=True)
    (kept,) = tmp_path.glob("positions-*.pickle")
    with kept.open("rb") as f:
        positions = pickle.load(f)
    assert positions and all(type(p) is Position for p in positions)


def test_only_measures_the_positions_of_some_kinds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    args = "--players 3 --games 1 --every 1 --continuations 1 --seeds 1 --opponent greedy"
    run = [*args.split(), "--agents", "greedy", "--json", "--cache", str(tmp_path)]
    assert main(run) == 0
    whole = json.loads(capsys.readouterr().out)
    assert main([*run, "--only", "draft 1,play 3"]) == 0
    part = json.loads(capsys.readouterr().out)
    kinds = whole["agents"][0]["by_kind"]
    assert part["only"] == ["draft 1", "play 3"]
    assert part["positions"] == kinds["draft 1"]["decisions"] + kinds["play 3"]["decisions"]
    assert set(part["agents"][0]["by_kind"]) == {"draft 1", "play 3"}
    with pytest.raises(SystemExit):
        main([*run, "--only", "draft 4"])


def test_only_decides_each_position_as_the_whole_run_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The agents' seeds follow a position's place in the whole run, so a screen of some
    kinds gives the whole run's figures for them (a random agent shows it)."""
    args = "--players 3 --games 2 --every 1 --continuations 1 --seeds 1 --opponent greedy"
    run = [*args.split(), "--agents", "random", "--json", "--cache", str(tmp_path)]
    assert main(run) == 0
    whole = json.loads(capsys.readouterr().out)["agents"][0]["by_kind"]
    for kinds in ("play 2", "draft 3,play 1"):
        assert main([*run, "--only", kinds]) == 0
        part = json.loads(capsys.readouterr().out)["agents"][0]["by_kind"]
        assert part == {k: whole[k] for k in kinds.split(",")}
