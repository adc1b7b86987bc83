"""The Counts panel (C) in the real app: the standings guild by guild as the table shows
them (cards held, place, what it would pay at this round's count, by the rules'
counting), then the counts so far and the totals; long names ellipsized; read at
1280x720 and 1920x1080 with 3 and 6 players."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from guildes.rules import EventCard, make_count
from guildes.rules.event_rules import round_modifiers
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames, key

LONG = "Maximilien-Alexandre Tour"[:24]


def _table_in_round_two(make_app, players: int, size=(1280, 720), ui_scale=1.0):  # type: ignore[no-untyped-def]
    """A table in round 2's play, with cards revealed this round and count 1 done: by
    posted Enter only."""
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(size=size, speed="instant")
    app.settings.ui_scale = ui_scale
    app.start(MainMenu(app))
    seats = [Seat(LONG)] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    start_new_game(app, seats, 11, "shared")
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(3000):
        frames(app, 1)
        top = app.stack.top
        if top is not table:
            key(pygame.K_RETURN)  # a count overlay: finish it
            continue
        v = table.shown.public
        if v.voting_round == 2 and sum(map(sum, v.round_played)) >= players and table.can_choose():
            break
        if table.can_choose():
            key(pygame.K_RETURN)
    else:
        raise AssertionError("round 2's play was not reached")
    return app, table


def _open_panel(app, table):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.counts_panel import CountsPanel

    key(pygame.K_c)
    frames(app, 1)
    panel = app.stack.top
    assert isinstance(panel, CountsPanel)
    return panel


def test_the_panel_shows_the_standings_of_this_rounds_count(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import guildes.ui.scenes.counts_panel as overlays
    import guildes.ui.standings as standings

    app, table = _table_in_round_two(make_app, 4)
    shown = table.shown.public
    drawn: list[str] = []
    real_fitted, real_text = overlays.fitted, overlays.text

    def fitted(s, *a, **k):  # type: ignore[no-untyped-def]
        drawn.append(s)
        return real_fitted(s, *a, **k)

    def text(s, *a, **k):  # type: ignore[no-untyped-def]
        drawn.append(s)
        return real_text(s, *a, **k)

    monkeypatch.setattr(overlays, "fitted", fitted)
    monkeypatch.setattr(overlays, "text", text)
    panel = _open_panel(app, table)
    assert panel.view is shown  # the view the table shows, not the live game
    frames(app, 1)
    app.screenshot(ARTIFACTS / "counts-panel-standings-4p.png")
    expected = make_count(shown.tables, 2, shown.scores)
    seen = " | ".join(drawn)
    assert "Count 2" in seen and "Total if counted now" in seen
    leaders = 0
    for gc in expected.guilds:
        for a in gc.awards:
            for seat in a.seats:
                place = ("=" if len(a.seats) > 1 else "") + standings.ordinal(a.places[0])
                assert f"{gc.cards[seat]} · {place} · +{gc.votes[seat]}" in drawn
                leaders += a.places[0] == 1
    assert leaders > 0
    for i, v in enumerate(expected.totals):  # the totals if counted now
        assert str(v) in drawn, (i, v)
    for g in range(len(expected.guilds)):  # what the places pay at count 2
        assert standings.short_pays(g, 2) in drawn
    table.session.close()


def test_standings_follow_the_rounds_event_card() -> None:
    from guildes.rules import Game, GameConfig
    from guildes.ui.standings import standing_cell, standings

    game = Game(GameConfig(players=3, seed=5, variants=frozenset({"event_cards"})))
    view = game.public_view()
    tables = ((3, 0, 0, 0, 0, 0, 0, 0, 0), (3, 1, 0, 0, 0, 0, 0, 0, 0), (1, 1, 0, 0, 0, 0, 0, 0, 0))
    tables = tuple(t[: len(view.tables[0])] for t in tables)
    tied = dataclasses.replace(
        view, tables=tables, event_cards=(int(EventCard.TIES_NOT_COUNTED),), counts=()
    )
    count, counted = standings(tied)
    assert not counted
    assert count.modifiers == round_modifiers(EventCard.TIES_NOT_COUNTED)
    first = count.guilds[0]
    assert standing_cell(first, 0) == ("3 · tied · 0", "tied")
    assert standing_cell(first, 2)[1] == "lead"  # the two 3s are left out: 1 card leads
    plain = dataclasses.replace(tied, config=dataclasses.replace(tied.config, variants=frozenset()))
    count, _ = standings(plain)
    assert standing_cell(count.guilds[0], 0)[0].startswith("3 · =1st · +")


@pytest.mark.parametrize(
    "players,size,ui_scale",
    [
        (3, (1280, 720), 1.0),
        (6, (1280, 720), 1.0),
        (3, (1920, 1080), 1.0),
        (6, (1920, 1080), 1.0),
        (6, (1280, 720), 1.3),
    ],
)
def test_the_panel_fits_the_window(make_app, players, size, ui_scale) -> None:  # type: ignore[no-untyped-def]
    import guildes.ui.scenes.counts_panel as overlays

    app, table = _table_in_round_two(make_app, players, size, ui_scale)
    panel = _open_panel(app, table)
    frames(app, 1)
    app.screenshot(
        ARTIFACTS / f"counts-panel-{size[0]}x{size[1]}-{players}p-{int(ui_scale * 100)}.png"
    )
    names: list[str] = []
    real = overlays.fitted

    def fitted(s, size, color, width, bold=False):  # type: ignore[no-untyped-def]
        out = real(s, size, color, width, bold)
        assert out.get_width() <= width, s
        names.append(s)
        return out

    overlays.fitted = fitted
    try:
        panel.draw(app.screen)
    finally:
        overlays.fitted = real
    assert pygame.Rect((0, 0), size).contains(panel.rect)
    assert panel.rect.height > size[1] * 0.4  # read at a glance, not a corner box
    assert LONG in names  # given to the fitter, which ellipsizes it to its column
    table.session.close()


def test_a_cell_with_a_virtual_card_shows_the_cards_on_the_table() -> None:
    """A new player's check: the count showed the cards as counted ("3", with the tag
    +1), the table and the results the cards on the table (2 and the tag). With the cards
    played given, a cell shows those (the tag, drawn after, makes up the count); a tie
    left out keeps the tied cards as counted."""
    from guildes.ui.standings import standing_cell
    from tests.ui.scenes.count_tables import ALCHEMISTS, KNIGHTS, busy_count

    count = busy_count(4)
    alchemists = next(gc for gc in count.guilds if gc.guild == ALCHEMISTS)
    played = count.tables[3][ALCHEMISTS]
    assert alchemists.cards[3] == played + 1
    assert standing_cell(alchemists, 3, played)[0].startswith(f"{played} · ")
    assert standing_cell(alchemists, 3)[0].startswith(f"{played + 1} · ")
    knights = next(gc for gc in count.guilds if gc.guild == KNIGHTS)
    assert 2 in knights.left_out  # tied with the +1: the tie names the counted cards
    assert standing_cell(knights, 2, count.tables[2][KNIGHTS]) == standing_cell(knights, 2)
