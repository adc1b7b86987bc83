"""``python -m guildes.bench tables``: one record per layout, with the widths it draws."""

from __future__ import annotations

from guildes.bench import main
from guildes.ui.bench_tables import bench_tables, table_widths


def test_a_record_gives_the_narrowest_and_mean_card() -> None:
    record = table_widths((1280, 720), 1.0, 6, True)
    assert record["size"] == "1280x720" and record["variant"] == "dirty_tricks"
    by_seat = record["by_seat_px"]
    assert isinstance(by_seat, list) and len(by_seat) == 5
    assert record["narrowest_px"] == min(by_seat)
    assert isinstance(record["mean_px"], float)
    assert min(by_seat) <= record["mean_px"] <= record["aim_px"]


def test_every_layout_is_measured(capsys) -> None:  # type: ignore[no-untyped-def]
    assert len(bench_tables([3, 6])) == 3 * 3 * 2 * 2
    assert main(["tables", "--players", "4"]) == 0
    lines = [line for line in capsys.readouterr().out.splitlines() if line.startswith("{")]
    assert len(lines) == 3 * 3 * 2
