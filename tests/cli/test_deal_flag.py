"""``guildes --deal CODE``: ``--smoke-test`` plays the deal with the AI in every seat,
headless, and prints its scores last; a code with a typo is refused in one line."""

from __future__ import annotations

from guildes import __main__ as cli
from guildes.ai.levels import agent_spec
from guildes.ai.match import play_as_the_table
from guildes.deal import Deal


def test_the_deal_is_played_headless_and_its_scores_come_last(tmp_path, capsys) -> None:
    deal = Deal(players=3, seed=2024, levels=(None, "easy", "easy"))
    args = ["--deal", deal.code().lower(), "--smoke-test", "--data-dir", str(tmp_path)]
    assert cli.main(args) == 0
    last = capsys.readouterr().out.strip().splitlines()[-1]
    # The table's game: the person's seat played by the normal level, the others at
    # theirs, each asked with the seed the table gives it.
    game = play_as_the_table(deal.config(), [agent_spec("normal")] + [agent_spec("easy")] * 2)
    assert game is not None
    assert last == "scores: " + " ".join(map(str, game.scores))
    assert cli.main(args) == 0
    assert capsys.readouterr().out.strip().splitlines()[-1] == last


def test_a_code_with_a_typo_is_refused_in_one_line(tmp_path, capsys) -> None:
    code = Deal(players=4, seed=7, levels=(None,) * 4).code()
    typo = code[:3] + ("2" if code[3] != "2" else "3") + code[4:]
    assert cli.main(["--deal", typo, "--smoke-test", "--data-dir", str(tmp_path)]) == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "typo" in err[0]
