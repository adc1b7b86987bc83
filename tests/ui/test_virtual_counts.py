"""The count, the Counts panel and the results show a Dirty Trick's virtual cards as
such: a red "+1"/"-1" tag in the seat's cell of the guild, and a line that names them."""

from __future__ import annotations

import random

import pygame
import pytest

from guildes import i18n
from guildes.rules import Count, Game, GameConfig
from guildes.rules.choices import ChoiceKind
from guildes.rules.happenings import VotesCounted
from guildes.ui.trick_cards import TRICK_RED, virtual_cells, virtual_note
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames

NAMES = ["Ana", "Bruno", "Chiara", "Dmitri"]


def _game_with_plus_minus(to_end: bool = False) -> tuple[Game, Count, object]:
    """A Dirty-Trick game where every +1/-1 card is used: its first count with virtual
    cards, and a public view of that round's trick phase with one placed."""
    for seed in range(30):
        game = Game(GameConfig(players=4, seed=seed, variants=frozenset({"dirty_tricks"})))
        rng = random.Random(seed)
        found: Count | None = None
        before = None
        while not game.is_over and not (found is not None and not to_end):
            seat = game.to_choose()[0]
            legal = game.legal_choices(seat)
            uses = [c for c in legal if c.kind is ChoiceKind.TRICK and c.sign is not None]
            for h in game.choose(seat, uses[0] if uses else rng.choice(legal)):
                if isinstance(h, VotesCounted) and h.count.modifiers.virtual and found is None:
                    found = h.count
            if found is None and game.public_view().virtual:
                before = game.public_view()
        if found is not None and before is not None:
            return game, found, before
    raise AssertionError("no game placed a virtual card before its last trick")


def _red(surface: pygame.Surface) -> int:
    w, h = surface.get_size()
    return sum(
        1 for x in range(0, w, 2) for y in range(0, h, 2) if surface.get_at((x, y))[:3] == TRICK_RED
    )


def test_the_line_names_each_virtual_card_and_where() -> None:
    _game, count, _before = _game_with_plus_minus()
    line = virtual_note(count.modifiers, NAMES)
    assert line is not None and line.startswith("Virtual cards")
    for v in count.modifiers.virtual:
        assert i18n.signed(v.delta) + " " in line and f"on {NAMES[v.seat]}’s table" in line
    assert virtual_note(Count(1, ((0,) * 9,) * 4, (0,) * 4, (0,) * 4).modifiers, NAMES) is None
    assert set(virtual_cells(count.modifiers)) == {
        (v.seat, v.guild) for v in count.modifiers.virtual
    }


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_count_overlay_and_the_counts_panel_tag_virtual_cards(make_app, size) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu

    _game, count, before = _game_with_plus_minus()
    app = make_app(size=size, speed="normal")
    app.start(MainMenu(app))
    plain = Count(count.voting_round, count.tables, count.votes, count.totals)
    app.push("count", NAMES, plain, on_done=lambda: None)
    while not app.stack.top.done_showing:  # every row and the totals (then held open)
        frames(app, 1, dt=0.1)
    assert _red(app.screen) == 0
    app.back()
    app.push("count", NAMES, count, on_done=lambda: None)
    while not app.stack.top.done_showing:  # every row and the totals (then held open)
        frames(app, 1, dt=0.1)
    assert _red(app.screen) > 20
    app.screenshot(ARTIFACTS / f"count-virtual-{size[0]}x{size[1]}.png")
    app.back()
    app.push("counts", NAMES, before)
    frames(app, 2)
    assert _red(app.screen) > 20
    app.screenshot(ARTIFACTS / f"counts-panel-virtual-{size[0]}x{size[1]}.png")


def test_the_results_tag_virtual_cards_of_the_last_count(make_app) -> None:  # type: ignore[no-untyped-def]
    from tests.ui.scenes.test_results import results

    game, _count, _before = _game_with_plus_minus(to_end=True)
    assert game.counts[-1].modifiers.virtual
    app, _scene = results(make_app, game, speed="instant")
    frames(app, 5)
    assert _red(app.screen) > 10
    app.screenshot(ARTIFACTS / "results-virtual.png")
