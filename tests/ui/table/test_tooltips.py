"""Tooltips at the table, by posted input in the real app: resting the pointer on a card
of the fan, on a seat's stack or on a cell of the standings strip, or moving the focus
along the fan by keys, shows what the guild's values mean at each count and who holds
how many; sweeping over the fan shows none; a move of the mouse hides a key's tooltip."""

from __future__ import annotations

import pygame
import pytest

import guildes.ui.table.input as table_input
from guildes.ui.table.glance import tip_lines
from tests.ui.conftest import ARTIFACTS
from tests.ui.table.test_fan_keys import _table_at_first_pick
from tests.ui.test_end_to_end import frames, key


def _move(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


def _drawn_tips(table, monkeypatch) -> list:  # type: ignore[no-untyped-def]
    import guildes.ui.table.drawing as drawing

    seen: list = []
    real = drawing.draw_tip

    def spy(surf, lay, view, seats, target):  # type: ignore[no-untyped-def]
        seen.append(target)
        return real(surf, lay, view, seats, target)

    monkeypatch.setattr(drawing, "draw_tip", spy)
    return seen


@pytest.mark.parametrize("players,size", [(3, (1280, 720)), (6, (1920, 1080))])
def test_resting_on_a_fan_card_shows_its_tooltip(make_app, monkeypatch, players, size) -> None:  # type: ignore[no-untyped-def]
    app, table, _ = _table_at_first_pick(make_app, players)
    if app.size != size:
        app.resize(size)
        frames(app, 1)
    seen = _drawn_tips(table, monkeypatch)
    monkeypatch.setattr(table_input, "TIP_DELAY_MS", 10_000)
    cards = table.fan()
    i = len(cards) // 2
    rect = table.layout.fan_card_rect(len(cards), i)
    _move(rect.center)
    frames(app, 2)
    assert table.input.hover == i and not seen  # not at once: sweeping shows nothing
    monkeypatch.setattr(table_input, "TIP_DELAY_MS", 0)
    frames(app, 1)
    assert seen and seen[-1].guild == cards[i] and seen[-1].seat is None
    lines = [t for t, _c, _b in tip_lines(table._drawn(), table.session.seats, seen[-1])]
    assert any(t.startswith("I: ") and " · II: " in t for t in lines)
    app.screenshot(ARTIFACTS / f"tip-fan-{players}p-{size[0]}x{size[1]}.png")
    table.session.close()


def test_a_key_moving_the_focus_shows_the_cards_tooltip(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app, table, _ = _table_at_first_pick(make_app, 4)
    seen = _drawn_tips(table, monkeypatch)
    monkeypatch.setattr(table_input, "TIP_DELAY_MS", 0)
    frames(app, 1)
    assert not seen  # no key yet: the focused card has no tooltip
    key(pygame.K_RIGHT)
    frames(app, 2)
    assert seen and seen[-1].guild == table.fan()[1]
    seen.clear()
    _move((5, table.layout.height // 2))  # the mouse moves onto the bare felt
    frames(app, 2)
    assert not seen
    table.session.close()


def test_resting_on_a_stack_or_a_strip_cell_shows_its_tooltip(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.scenes.test_counts_panel import _table_in_round_two

    app, table = _table_in_round_two(make_app, 4)
    monkeypatch.setattr(table_input, "TIP_DELAY_MS", 0)
    seen = _drawn_tips(table, monkeypatch)
    guild, cell = table.layout.strip_cells()[3]
    _move(cell.center)
    frames(app, 2)
    assert seen and seen[-1].guild == guild and seen[-1].seat is None
    tables = table.tables()
    seat, g, r = next((s, g, r) for s in (1, 2) for g, r in table.layout.table_cards(s, tables[s]))
    _move(r.center)
    frames(app, 2)
    assert seen[-1].guild == g and seen[-1].seat == seat
    lines = [t for t, _c, _b in tip_lines(table._drawn(), table.session.seats, seen[-1])]
    assert lines[0].startswith(f"Bot {seat}: {tables[seat][g]} ")
    assert "On the tables now:" in lines
    app.screenshot(ARTIFACTS / "tip-stack-4p-1280x720.png")
    table.session.close()
