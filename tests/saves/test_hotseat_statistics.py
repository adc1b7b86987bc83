"""Issue 29, fault 3: a hotseat game in the statistics. Each human's result is an entry in
its own right (their name, filed as played against the AI levels and other people, never
"vs normal" alone), and the game counts once in its group's games and wins."""

from __future__ import annotations

from pathlib import Path

from guildes.rules import Outcome, Tiebreak
from guildes.saves.statistics import Statistics, load_statistics, opponents_of, save_statistics
from guildes.seats import Seat

HOTSEAT = [Seat("Ana"), Seat("Bert"), Seat("Cy", "normal"), Seat("Dee", "normal")]


def _outcome(scores: tuple[int, ...], winners: tuple[int, ...]) -> Outcome:
    return Outcome(scores, winners, Tiebreak.SHARED, "votes", (0,) * len(scores))


def test_a_hotseat_game_counts_once_with_each_humans_result() -> None:
    stats = Statistics()
    stats.record_game(HOTSEAT, _outcome((30, 22, 25, 20), (0,)), when=100.0)
    assert list(stats.records) == ["normal+humans x4"], "filed as if only the AI played"
    rec = stats.records["normal+humans x4"]
    assert (rec.played, rec.won, rec.best, rec.results) == (1, 1, 30, 2)
    assert rec.average == 26.0  # (30 + 22) / 2: each human's result
    assert stats.total().played == 1, "a hotseat game counted once per human"
    ana, bert = stats.games
    assert (ana.player, ana.votes, ana.won) == ("Ana", 30, True)
    assert (bert.player, bert.votes, bert.won) == ("Bert", 22, False)
    assert ana.opponents == bert.opponents == "normal+humans"


def test_a_game_lost_by_every_human_is_a_loss_once() -> None:
    stats = Statistics()
    stats.record_game(HOTSEAT, _outcome((10, 12, 25, 20), (2,)), when=100.0)
    rec = stats.total()
    assert (rec.played, rec.won, rec.results) == (1, 0, 2)


def test_one_human_and_all_human_games_keep_their_groups() -> None:
    stats = Statistics()
    solo = [Seat("Ana"), Seat("B", "easy"), Seat("C", "hard")]
    stats.record_game(solo, _outcome((20, 10, 5), (0,)), when=1.0)
    people = [Seat("Ana"), Seat("Bert"), Seat("Cy")]
    stats.record_game(people, _outcome((20, 10, 5), (0,)), when=2.0)
    assert set(stats.records) == {"easy+hard x3", "humans x3"}
    assert stats.records["humans x3"].played == 1 and stats.records["humans x3"].results == 3
    assert opponents_of(solo) == opponents_of(solo, 0) == "easy+hard"
    assert opponents_of(people, 1) == "humans"


def test_the_names_and_results_survive_a_round_trip(tmp_path: Path) -> None:
    stats = Statistics()
    stats.record_game(HOTSEAT, _outcome((30, 22, 25, 20), (0,)), when=100.0)
    path = tmp_path / "statistics.json"
    save_statistics(path, stats)
    back = load_statistics(path)
    assert back.records == stats.records and back.games == stats.games


def test_a_file_without_results_reads_one_per_game(tmp_path: Path) -> None:
    path = tmp_path / "statistics.json"
    path.write_text(
        '{"version": 2, "records": {"easy x3": {"played": 4, "won": 1, "best": 30, '
        '"total": 80}}, "games": []}'
    )
    rec = load_statistics(path).records["easy x3"]
    assert rec.results == 4 and rec.average == 20.0
