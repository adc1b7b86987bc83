"""The Dirty-Trick variant on the table: each seat's trick card face up in its own place
(clear of every panel, table, face-down place, the Event card, the standings strip and
the viewer's controls at 3-6 players, three window sizes and text sizes 85-130%), drawn
on a real frame; its text on hover or T; the phase's order with the resolving seat lit;
the +1/-1 markers on the tables until the count."""

from __future__ import annotations

import random

import pygame
import pytest

from guildes.rules import Game, GameConfig, Phase, PublicView
from guildes.rules.counting import VirtualCard
from guildes.seats import Seat
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import draw_table
from guildes.ui.table.frame import TableFrame
from guildes.ui.table.trick_table import (
    draw_trick_order,
    next_trick_focus,
    order_entries,
    trick_at,
    trick_turn_seat,
    tricks_shown,
)
from guildes.ui.trick_cards import mark_tab, trick_face
from tests.ui.conftest import ARTIFACTS

SIZES = [(1024, 640), (1280, 720), (1920, 1080)]
SCALES = [0.85, 1.0, 1.3]


def game_at_tricks(players: int, seed: int = 3, variants: tuple[str, ...] = ()) -> Game:
    """A game with the Dirty Tricks played at random to the start of round 1's trick phase."""
    game = Game(
        GameConfig(players=players, seed=seed, variants=frozenset({"dirty_tricks", *variants}))
    )
    rng = random.Random(seed)
    while game.public_view().phase is not Phase.TRICKS:
        seat = game.to_choose()[0]
        game.choose(seat, rng.choice(game.legal_choices(seat)))
    return game


def frame(layout: TableLayout, view: PublicView, **extra: object) -> TableFrame:
    return TableFrame(
        layout=layout,
        seats=[Seat(f"P{i}", "easy" if i else None) for i in range(layout.players)],
        view=view,
        step=None,
        clock=0.0,
        thinking=(),
        choosing=False,
        hint="",
        hover=None,
        focus=0,
        pointed=None,
        finished=False,
        **extra,  # type: ignore[arg-type]
    )


def _owned(layout: TableLayout, seat: int) -> list[tuple[str, pygame.Rect]]:
    """Everything on the table a trick card must stay off: every panel, every table's
    row (all nine guilds held), every face-down place, the Event card with its arrow,
    the standings strip, and the viewer's confirm button."""
    out = []
    for other in range(layout.players):
        out.append((f"seat {other}'s panel", layout.seat_panel(other)))
        out.append((f"seat {other}'s face-down cards", layout.front_rect(other)))
        chips = layout.table_cards(other, (2,) * 9)
        out.append((f"seat {other}'s table", chips[0][1].unionall([r for _g, r in chips])))
        if other != seat:
            out.append((f"seat {other}'s trick", layout.trick_rect(other)))
    arrow = layout.event_rect.copy()
    arrow.width = int(layout.arrow_radius * 2)
    arrow.top = layout.arrow_top
    arrow.centerx = layout.event_rect.centerx
    out.append(("the Event card", arrow.union(layout.event_rect)))
    out.append(("the standings strip", layout.strip_rect))
    out.append(("the confirm button", layout.confirm_rect))
    return out


@pytest.mark.parametrize("size", SIZES)
def test_each_trick_card_has_its_own_place(make_app, size) -> None:  # type: ignore[no-untyped-def]
    """Rectangles at every seat count and text size; pixels of every card on a frame."""
    app = make_app(size=size)
    for scale in SCALES:
        for players in range(3, 7):
            layout = TableLayout(*size, players, 0, 0, scale, tricks=True)
            for seat in range(players):
                mine = layout.trick_rect(seat)
                assert layout.felt_rect.contains(mine), (scale, players, seat)
                for what, rect in _owned(layout, seat):
                    assert not mine.colliderect(rect), (scale, players, seat, what)
            game = game_at_tricks(players)
            view = game.view(0)
            draw_table(app.screen, frame(layout, view))
            if scale in (0.85, 1.3) and players in (3, 6) and size != (1024, 640):
                app.screenshot(ARTIFACTS / f"tricks-{players}p-{size[0]}x{size[1]}-{scale}.png")
            for seat in range(players):
                rect = layout.trick_rect(seat)
                face = trick_face(view.tricks[seat], rect.w, rect.h)
                for px in range(3, rect.w - 3, 3):
                    for py in range(3, rect.h - 3, 3):
                        want = face.get_at((px, py))
                        if want[3] == 255:
                            got = app.screen.get_at((rect.x + px, rect.y + py))[:3]
                            assert got == want[:3], (scale, players, seat, px, py)


def test_no_trick_card_without_the_variant(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    game = Game(GameConfig(players=4, seed=2))
    assert not tricks_shown(game.public_view())
    layout = TableLayout(1280, 720, 4, 0, 0)
    draw_table(app.screen, frame(layout, game.view(0)))
    rect = TableLayout(1280, 720, 4, 0, 0, tricks=True).trick_rect(1)
    red = sum(
        1
        for x in range(rect.x, rect.right, 2)
        for y in range(rect.y, rect.bottom, 2)
        if app.screen.get_at((x, y))[:3] == (196, 38, 44)
    )
    assert red == 0


def test_the_order_lists_the_cards_in_the_letters_order_with_the_resolving_seat() -> None:
    game = game_at_tricks(5, seed=8)
    view = game.public_view()
    entries = order_entries(view)
    letters = [trick for _seat, trick, _state in entries]
    assert letters == sorted(letters)
    assert {seat for seat, _t, _s in entries} == set(range(5))
    now = [seat for seat, _t, state in entries if state == "now"]
    assert now == [trick_turn_seat(view)]
    guard = next((s for s, k in enumerate(view.tricks) if k == 0), None)
    if guard is not None:  # the Protection holder has no turn: first, and done
        assert entries[0] == (guard, 0, "done")


def test_the_order_moves_on_and_ticks_the_seats_that_resolved() -> None:
    game = game_at_tricks(4, seed=11)
    first = trick_turn_seat(game.public_view())
    assert first is not None
    game.choose(first, next(c for c in game.legal_choices(first) if c.kind.value == "decline"))
    view = game.public_view()
    states = {seat: state for seat, _t, state in order_entries(view)}
    assert states[first] == "done"
    assert states[trick_turn_seat(view)] == "now"  # type: ignore[index]


def test_pointing_at_a_trick_card_or_t_shows_its_text(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    game = game_at_tricks(4)
    view = game.view(0)
    layout = TableLayout(1280, 720, 4, 0, 0, tricks=True)
    for seat in range(4):
        assert trick_at(layout, view, layout.trick_rect(seat).center) == seat
    assert trick_at(layout, view, layout.event_rect.center) is None
    draw_table(app.screen, frame(layout, view))
    plain = app.screen.copy()
    draw_table(app.screen, frame(layout, view, trick_focus=2))
    changed = sum(
        1
        for x in range(0, 1280, 8)
        for y in range(0, 720, 8)
        if app.screen.get_at((x, y)) != plain.get_at((x, y))
    )
    assert changed > 200  # a box of text
    order = sorted(range(4), key=lambda s: view.tricks[s])
    seen = []
    focus = None
    for _ in range(5):
        focus = next_trick_focus(view, focus)
        seen.append(focus)
    assert seen == [*order, None]


def test_virtual_cards_sit_on_their_tables_until_the_count(make_app) -> None:  # type: ignore[no-untyped-def]
    """A +1 and a -1 placed on two seats' tables are drawn there, each a tab hanging
    from its guild's column (the +1 on a guild that table does not hold: from its empty
    place after the columns)."""
    app = make_app()
    game = game_at_tricks(4)
    view = game.view(0)
    g = next(g for g in range(9) if view.tables[2][g])
    h = next(h for h in range(9) if not view.tables[1][h])
    marked = type(view)(**{f: getattr(view, f) for f in view.__dataclass_fields__})  # a copy
    object.__setattr__(marked, "virtual", (VirtualCard(2, g, -1), VirtualCard(1, h, 1)))
    layout = TableLayout(1280, 720, 4, 0, 0, tricks=True)
    draw_table(app.screen, frame(layout, marked))
    for v in marked.virtual:
        (rect,) = layout.virtual_rects(v.seat, marked.tables[v.seat], 1, [v.guild])
        tab = mark_tab(v.delta, rect.w, rect.h)
        for x, y in ((rect.w // 2, rect.h // 2), (2, 2), (rect.w - 3, 2)):
            assert app.screen.get_at((rect.x + x, rect.y + y))[:3] == tab.get_at((x, y))[:3]
        stacks = layout.table_cards(v.seat, marked.tables[v.seat])
        ghosts = layout.mark_places(v.seat, marked.tables[v.seat], [v.guild])
        column = dict(stacks + ghosts)[v.guild]
        assert rect.top == column.bottom and (rect.x, rect.w) == (column.x, column.w)
        assert all(not rect.colliderect(r) for _g, r in stacks)
        assert not rect.colliderect(layout.trick_rect(v.seat))


@pytest.mark.parametrize("size", SIZES)
def test_virtual_markers_hang_from_their_guilds_columns(size) -> None:  # type: ignore[no-untyped-def]
    """One way on every table (they were tags over the stack's name on a full table, chips
    after the row else): up to two markers, each a tab at the far end of its guild's
    column (under an opponent's, above the bottom seat's; a guild not held: its empty place
    after the columns), the second beyond the first; on no column, so each column's name,
    count and place read whole, and on no trick card, panel or other seat's table."""
    pygame.font.init()
    for scale in SCALES:
        for players in range(3, 7):
            layout = TableLayout(*size, players, 0, 0, scale, tricks=True)
            for seat in range(players):
                up = layout.offset(seat) == 0
                for cards, guilds in (
                    ((1, 0, 2, 0, 0, 1, 0, 0, 0), [3, 5]),
                    ((2,) * 9, [3, 5]),
                    ((2,) * 9, [4, 4]),
                ):
                    own = layout.table_cards(seat, cards)
                    places = dict(own + layout.mark_places(seat, cards, guilds))
                    tabs = layout.virtual_rects(seat, cards, 2, guilds)
                    for k, (g, tab) in enumerate(zip(guilds, tabs)):
                        column = places[g]
                        assert (tab.x, tab.w) == (column.x, column.w), (scale, players, seat)
                        if k and guilds[0] == g:  # the second beyond the first
                            column = tabs[0]
                        if up:
                            assert tab.bottom == column.top, (scale, players, seat, g)
                        else:
                            assert tab.top == column.bottom, (scale, players, seat, g)
                        assert layout.felt_rect.contains(tab), (scale, players, seat)
                        for other in range(players):
                            stacks = [r for _g, r in layout.table_cards(other, cards)]
                            things = [*stacks, layout.trick_rect(other)]
                            if other != seat:
                                things.append(layout.seat_panel(other))
                            hit = tab.collidelist(things)
                            assert hit < 0, (scale, players, seat, other, cards, hit)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", SCALES)
def test_the_order_stays_clear_of_the_header_buttons(size, scale) -> None:  # type: ignore[no-untyped-def]
    """Six long names at every text size: the order never reaches the header's buttons
    (at 6 players, 1920x1080 and 130% it ran under the Counts button); short of room the
    other names go, then the resolving seat's is shortened, then the "Order" label."""
    pygame.font.init()
    game = game_at_tricks(6)
    view = game.view(0)
    layout = TableLayout(*size, 6, 0, 0, scale, tricks=True)
    seats = [Seat(f"WWWWWWWWWWWWWWWWWWWWWWW{i}", None) for i in range(6)]  # 24, the widest
    x0 = int(300 * layout.s)
    chip_h = int(layout.header_h * 0.62)
    chips = 6 * (int(chip_h * 0.75) + int(12 * layout.s))
    for right in (layout.felt_rect.right - int(480 * layout.s), x0 + chips + int(60 * layout.s)):
        surf = pygame.Surface((layout.width, layout.header_h))
        surf.fill((1, 2, 3))
        draw_trick_order(surf, layout, view, seats, x0, right)
        drawn = [
            x
            for x in range(surf.get_width())
            for y in range(0, layout.header_h, 2)
            if surf.get_at((x, y))[:3] != (1, 2, 3)
        ]
        assert drawn, "the order is drawn"
        assert max(drawn) < right, (right, max(drawn))


@pytest.mark.parametrize("size", [(960, 600), *SIZES])
def test_a_seats_area_holds_its_markers_and_their_empty_places(size) -> None:  # type: ignore[no-untyped-def]
    """A seat chosen as a trick's target is framed whole: its +1/-1 markers and the empty
    place of a guild its table does not hold lie inside the frame (at 6 players and
    960x600 a +1 Knights on a table with no Knights hung past the frame, which ran
    through the card and its marker)."""
    from dataclasses import replace

    from guildes.rules.cards import Trick
    from guildes.ui.table.trick_panel import seat_area
    from tests.ui.trick_rig import trick_turn

    pygame.font.init()
    for players in range(3, 7):
        game, _seat = trick_turn(players, Trick.KNIGHTS)
        view = game.view(0)
        for scale in SCALES:
            layout = TableLayout(*size, players, 0, 0, scale, tricks=True)
            for seat in range(players):
                held = view.tables[seat]
                missing = [g for g in range(len(held)) if not held[g]]
                for marks in (
                    [VirtualCard(seat, g, 1) for g in missing[:1]],
                    [VirtualCard(seat, g, 1) for g in missing[:2]],
                    [VirtualCard(seat, next(g for g in range(9) if held[g]), -1)],
                ):
                    if not marks:
                        continue
                    marked = replace(view, virtual=tuple(marks))
                    area = seat_area(layout, marked, seat)
                    guilds = [v.guild for v in marks]
                    places = layout.mark_places(seat, held, guilds)
                    tabs = layout.virtual_rects(seat, held, len(marks), guilds)
                    for rect in [r for _g, r in places] + tabs:
                        assert area.contains(rect), (size, players, scale, seat, guilds)
