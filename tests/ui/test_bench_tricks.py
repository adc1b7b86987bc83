"""The Dirty Trick phase's wait at the real table (``python -m guildes.bench tricks``)."""

from __future__ import annotations

from guildes.ui.bench_tricks import bench_tricks


def test_the_tricks_bench_times_each_trick_phase_at_the_real_table() -> None:
    records = bench_tricks(3, "easy", 1, frozenset(), seed=2, rounds=1, speed="fast")
    assert [r["round"] for r in records] == [1]
    for r in records:
        assert r["bench"] == "tricks_phase_wait" and r["variants"] == ["dirty_tricks"]
        # the table plays its animations in real time at most: the phase lasts them all
        assert float(r["phase_s"]) >= float(r["animation_s"]) > 0  # type: ignore[arg-type]
        assert r["ai_cpu_s"] is not None and float(r["ai_cpu_s"]) >= 0  # type: ignore[arg-type]
        before, after = float(r["before_own_s"]), float(r["after_own_s"])  # type: ignore[arg-type]
        assert min(before, after) >= 0
        assert before + after <= float(r["phase_s"]) + 0.5  # type: ignore[arg-type]
