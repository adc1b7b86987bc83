"""The review screen's buttons flow into rows by their words (``scenes.review.buttons``)."""

from __future__ import annotations

from guildes.ui.scenes.review.buttons import button_rects, flow


def test_a_group_keeps_to_one_row_and_the_rows_fill_their_width() -> None:
    groups = [[("prev", 40), ("error", 150), ("next", 40)], [("work", 160), ("leave", 120)]]
    rows = flow(groups, 400, 6)
    assert [[k for k, _w in row] for row in rows] == [["prev", "error", "next"], ["work", "leave"]]
    for row in rows:
        assert sum(w for _k, w in row) + 6 * (len(row) - 1) == 400
    assert dict(rows[0])["prev"] == 40  # the arrows take no share of the spare width


def test_long_words_take_another_row_rather_than_being_cut() -> None:
    groups = [[("prev", 40), ("error", 300), ("next", 40)], [("work", 250), ("leave", 200)]]
    rows = flow(groups, 400, 6)
    for row in rows:
        for key, width in row:
            wanted = dict(k for g in groups for k in g)[key]
            assert width >= wanted
        assert sum(w for _k, w in row) + 6 * (len(row) - 1) <= 400
    assert [[k for k, _w in row] for row in rows] == [
        ["prev", "error", "next"],
        ["work"],
        ["leave"],
    ]


def test_the_rows_stack_up_to_the_bottom() -> None:
    rects = button_rects([[("a", 100)], [("b", 50), ("c", 50)]], 10, 200, 30, 6)
    assert rects["a"].y == 200 - 2 * 36 + 6 and rects["b"].bottom == 200
    assert rects["c"].x == 10 + 50 + 6
