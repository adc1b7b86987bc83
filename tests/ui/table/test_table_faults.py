"""Faults of the table found by a new player's session (issue 29), each with its test."""

from __future__ import annotations

import math

import pygame
import pytest

from guildes.rules import Game, GameConfig, Guild, make_count
from guildes.ui.layout import TableLayout
from tests.ui.test_end_to_end import frames
from tests.ui.test_faults import until

SIZES = [(1280, 720), (1920, 1080), (960, 600)]


@pytest.fixture(autouse=True)
def _fonts() -> None:
    pygame.font.init()


@pytest.mark.parametrize("size", SIZES)
def test_a_larger_text_size_never_makes_the_hand_smaller(size) -> None:  # type: ignore[no-untyped-def]
    """Fault 12: at 130% the fan's cards shrank (their II/III values fell to about 8 px):
    the bottom panel grew with the text and took the fan's room."""
    for players in (3, 6):
        for count in range(1, 11):
            sizes = [
                TableLayout(*size, players, 0, 0, scale).fan_size(count)
                for scale in (0.85, 1.0, 1.15, 1.3)
            ]
            assert sizes == sorted(sizes), (players, count, sizes)


@pytest.mark.parametrize("size", SIZES)
def test_the_hand_is_never_cut_at_the_bottom(size) -> None:  # type: ignore[no-untyped-def]
    """Part 2: at 1280x720 the fan's outer cards ran off the window's bottom edge."""
    for scale in (0.85, 1.0, 1.3):
        for players in (3, 6):
            lay = TableLayout(*size, players, 0, 0, scale)
            for count in range(1, 11):
                cw, ch = lay.fan_size(count)
                for _x, y, a in lay.fan_positions(count):
                    r = math.radians(abs(a))
                    bh = ch * math.cos(r) + cw * math.sin(r)
                    assert y + bh / 2 <= lay.height - 2, (scale, players, count, y + bh / 2)


@pytest.mark.parametrize("size", SIZES)
def test_no_alchemists_in_the_strip_at_three_players(size) -> None:  # type: ignore[no-untyped-def]
    """Fault 14: at 3 players (Alchemists removed from the deck) they kept a cell."""
    for players in (3, 4, 6):
        guilds = [g for g, _r in TableLayout(*size, players, 0, 0).strip_cells()]
        assert (Guild.ALCHEMISTS in guilds) is (players > 3), players
        assert len(guilds) == (8 if players == 3 else 9)


def test_no_alchemists_row_in_the_count_at_three_players(make_app) -> None:  # type: ignore[no-untyped-def]
    """Fault 14: the count overlay (and the results, the Counts panel, through the same
    ``counted_guilds``) showed an Alchemists row at 3 players."""
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.standings import counted_guilds

    app = make_app()
    for players in (3, 4):
        game = Game(GameConfig(players=players, seed=4))
        count = make_count(game.public_view().tables, 1, (0,) * players)
        overlay = CountOverlay(app, [f"P{i}" for i in range(players)], count, lambda: None)
        shown = [gc.guild for gc in overlay.guilds]
        assert (Guild.ALCHEMISTS in shown) is (players > 3)
        assert overlay.rows == len(shown) == len(counted_guilds(count.guilds))


@pytest.mark.parametrize("code", ["en", "fr", "cs", "ru"])
def test_the_resolving_seat_reads_as_playing_its_trick(code: str) -> None:
    """Fault 18: the seat resolving its Dirty Trick was labelled "its trick" (no verb:
    whose, doing what?); it says what the seat does, in each language."""
    from guildes import i18n
    from guildes.ui.table.trick_table import seat_status, trick_turn_seat
    from tests.ui.table.test_trick_table import game_at_tricks

    i18n.set_language(code)
    view = game_at_tricks(4).public_view()
    seat = trick_turn_seat(view)
    assert seat is not None
    words = {"en": "using a trick", "fr": "joue son coup bas", "cs": "hraje podraz"}
    words["ru"] = "ход приёмом"  # the Dirty Trick is "грязный приём" (glossary); short to fit
    assert seat_status(view, seat) == words[code]
    assert all(seat_status(view, other) == "" for other in range(4) if other != seat)


def test_trick_e_badges_one_card_of_the_hand() -> None:
    """Fault 16: with Trick E, choosing a hand card badged every identical card of the
    hand ("2" on each of three Militia): the badge goes on one card, the top one of its
    guild in the fan; a stack or a seat keeps its one badge."""
    from guildes.ui.table.trick_choice import Option, Target
    from guildes.ui.table.trick_panel import badge_rects, target_rects
    from guildes.ui.table.views import fan_cards

    for seed in range(40):
        view = Game(GameConfig(players=4, seed=seed)).view(0)
        fan = fan_cards(view)
        guild = next((g for g in set(fan) if fan.count(g) >= 2), None)
        if guild is not None:
            break
    else:
        raise AssertionError("no deal with two cards of one guild")
    layout = TableLayout(1280, 720, 4, 0, 0)
    option = Option(Target.HAND_CARD, guild)
    every = target_rects(layout, view, option)
    assert len(every) == fan.count(guild) >= 2  # all of them are offered
    last = max(i for i, g in enumerate(fan) if g == guild)
    assert badge_rects(layout, view, option) == [layout.fan_card_rect(len(fan), last)]
    seat = Option(Target.SEAT, 1)
    assert badge_rects(layout, view, seat) == target_rects(layout, view, seat)


def _table_at_a_choice(make_app, players: int = 4, variants: tuple[str, ...] = ()):  # type: ignore[no-untyped-def]
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    start_new_game(app, seats, 4, "shared", variants)
    table = app.stack.top
    assert isinstance(table, TableScene)
    until(app, table.can_choose)
    return app, table


def _key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode=""))


def test_esc_closes_the_event_card_and_the_trick_text(make_app) -> None:  # type: ignore[no-untyped-def]
    """Fault 10: Esc did not close the Event card opened by E (it opened the pause menu
    behind it), and a trick's text (T) stayed drawn over the open Event card."""
    from guildes.ui.table import TableScene
    from tests.ui.test_end_to_end import frames

    app, table = _table_at_a_choice(make_app, variants=("dirty_tricks", "event_cards"))
    _key(pygame.K_e)
    frames(app, 2)
    assert table.input.event_pinned
    _key(pygame.K_ESCAPE)
    frames(app, 2)
    assert not table.input.event_pinned and isinstance(app.stack.top, TableScene)
    _key(pygame.K_t)
    frames(app, 2)
    assert table.input.trick_focus is not None
    _key(pygame.K_e)  # the Event card over the trick's text: the text goes
    frames(app, 2)
    assert table.input.event_pinned and table.input.trick_focus is None
    _key(pygame.K_t)
    frames(app, 2)
    assert table.input.trick_focus is not None and not table.input.event_pinned
    _key(pygame.K_ESCAPE)
    frames(app, 2)
    assert table.input.trick_focus is None and isinstance(app.stack.top, TableScene)
    _key(pygame.K_ESCAPE)  # nothing open: the pause menu
    frames(app, 2)
    assert not isinstance(app.stack.top, TableScene)


def _under(draw, size: tuple[int, int], area: pygame.Rect) -> list[bytes]:  # type: ignore[no-untyped-def]
    """``area`` of what ``draw`` puts over two different tables (white, then black with
    the other passing direction written under the Event card)."""
    from guildes.ui import palette
    from guildes.ui.fonts import text
    from guildes.ui.names import hands_pass

    out = []
    for fill, direction in (((255, 255, 255), "left"), ((0, 0, 0), "right")):
        surf = pygame.Surface(size)
        surf.fill(fill)
        lay = TableLayout(*size, 4, 0, 0)
        label = text(hands_pass(direction), int(14 * lay.s), palette.CREAM, True)
        surf.blit(label, label.get_rect(midtop=(lay.center[0], lay.event_rect.bottom + 4)))
        draw(surf, lay)
        out.append(pygame.image.tobytes(surf.subsurface(area), "RGB"))
    return out


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_round_banner_hides_what_lies_under_it(size) -> None:  # type: ignore[no-untyped-def]
    """Fault 6: the banner of rounds 2 and 3 let the Event card's arrow and text show
    through; once shown it is opaque (the same pixels whatever lies under it)."""
    from guildes.ui.table.steps import BannerStep

    lay = TableLayout(*size, 4, 0, 0)
    step = BannerStep(None, None, 1.0, t=0.5, title="Round 2", subtitle="Draft")  # type: ignore[arg-type]
    area = pygame.Rect(0, 0, int(120 * lay.s), int(50 * lay.s))
    area.center = lay.center
    white, black = _under(lambda surf, lay: step.draw(surf, lay, 0), size, area)
    assert white == black


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_shuffling_caption_is_not_written_over_the_passing_direction(size) -> None:  # type: ignore[no-untyped-def]
    """Fault 5: at a redistribution, "Shuffling the given cards" was drawn over "Hands
    pass right", both unreadable: the caption lies on its own box over that line."""
    from guildes.ui import palette
    from guildes.ui.fonts import text
    from guildes.ui.names import hands_pass
    from guildes.ui.table.steps import RedistributeStep

    lay = TableLayout(*size, 4, 0, 0)
    step = RedistributeStep(None, None, 1.0, t=0.45)  # type: ignore[arg-type]
    label = text(hands_pass("right"), int(14 * lay.s), palette.CREAM, True)
    area = label.get_rect(midtop=(lay.center[0], lay.event_rect.bottom + 4))
    white, black = _under(lambda surf, lay: step.draw(surf, lay, None), size, area)
    assert white == black


@pytest.mark.parametrize("size", SIZES)
def test_the_hint_keeps_off_the_edges_and_the_kept_cards(size) -> None:  # type: ignore[no-untyped-def]
    """Fault 15: "Choose two cards..." was pushed against the felt's right edge at
    1280x720, and the last draft's prompt lay on the kept cards: the hint takes two or
    three lines over the fan or beside the Event card before an edge, and never lies on
    the kept row (its cards, its label and count badges)."""
    from guildes.i18n import t
    from guildes.ui.table.hint_place import hint_fit

    hints = [
        t("hint.choose_two"),
        t("hint.how", what=t("hint.keep")),
        t("hint.how", what=t("hint.face_down")),
        t("hint.confirming", what=t("hint.give")),
    ]
    for scale in (0.85, 1.0, 1.3):
        for players in (3, 4, 6):
            lay = TableLayout(*size, players, 0, 0, scale)
            margin = int(8 * lay.s)
            for hint in hints:
                for count in (1, 2, 5, 10):
                    for kept in (0, 3, 6, 9):
                        _img, box = hint_fit(lay, hint, count, kept, lay.event_rect.bottom + 40)
                        label = int(20 * lay.s)
                        rows = [r.union(r.move(0, -label)) for r in lay.kept_rects(kept)]
                        where = (scale, players, hint[:12], count, kept, box)
                        assert box.collidelist(rows) < 0, where
                        assert margin <= box.left and box.right <= lay.felt_rect.right - margin


@pytest.mark.parametrize("variants", [(), ("dirty_tricks", "event_cards")])
def test_under_the_count_the_table_shows_the_round_counted(make_app, fast_levels, variants) -> None:  # type: ignore[no-untyped-def]
    """Fault 9: under the count overlay the table had moved on (the header said "Round 2
    of 3 · Draft 1/8", the next round's tricks were dealt, the stacks showed the next
    round's places): it shows the count's moment until the count is closed."""
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene
    from tests.ui.test_end_to_end import frames

    app = make_app(speed="fast")
    app.start(MainMenu(app))
    start_new_game(app, [Seat(f"Bot {i}", "easy") for i in range(4)], 8, "shared", variants)
    table = app.stack.top
    assert isinstance(table, TableScene)
    seen = 0
    for _ in range(30_000):
        frames(app, 1)
        top = app.stack.top
        if not isinstance(top, CountOverlay):
            continue
        counted = top.count.voting_round
        view = table._drawn()
        assert view.voting_round == counted and len(view.counts) == counted
        assert view.step == view.steps and not any(view.hand_sizes)
        game = table.session.game
        if counted < 3:
            assert view.event_cards == game.public_view().event_cards[:counted]
        top._close()
        frames(app, 2)
        if counted < 3:
            assert table._drawn().voting_round == counted + 1  # closed: on it goes
        seen += 1
        if seen == 3:
            break
    assert seen == 3


def test_the_docked_log_dims_under_an_overlay(make_app) -> None:  # type: ignore[no-untyped-def]
    """Fault 1: at 1920x1080 with the log docked, its area turned pure black under the
    pause menu (or a count) instead of dimming with the table."""
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene
    from tests.ui.test_end_to_end import frames

    app = make_app(size=(1920, 1080), speed="instant")
    app.start(MainMenu(app))
    start_new_game(
        app, [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, 4)], 3, "shared"
    )
    table = app.stack.top
    assert isinstance(table, TableScene)
    if not table.log_visible:
        table.command("log")
    frames(app, 10)
    box = table.layout.felt_rect
    area = pygame.Rect(box.right + 10, 200, table.layout.log_width - 20, 600)
    before = pygame.transform.average_color(app.screen, area)[:3]
    table.command("menu")
    frames(app, 3)
    assert not isinstance(app.stack.top, TableScene)
    under = pygame.transform.average_color(app.screen, area)[:3]
    assert sum(under) > 12, under  # not black
    assert sum(under) < sum(before), (under, before)  # dimmed


def test_the_pause_menu_sets_the_animation_speed(make_app) -> None:  # type: ignore[no-untyped-def]
    """Part 3: a speed control reachable from the pause menu: each press gives the next
    speed, kept in the settings (the table's next steps play at it), the focus on it."""
    from guildes.ui.scenes.pause import SPEED_BUTTON, PauseOverlay
    from tests.ui.test_end_to_end import frames

    app, table = _table_at_a_choice(make_app)
    assert app.settings.animation_speed == "instant"
    table.command("menu")
    frames(app, 2)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay) and pause.menu is not None
    seen = []
    for _ in range(4):
        pause.menu.ring.index = SPEED_BUTTON
        _key(pygame.K_RETURN)
        frames(app, 2)
        seen.append(app.settings.animation_speed)
        assert pause.menu.ring.index == SPEED_BUTTON
        label = pause.menu.ring.items[SPEED_BUTTON].widget.text
        assert seen[-1] in label, label
    assert seen == ["slow", "normal", "fast", "instant"]
    assert app.speed == 0.0  # instant again


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
def test_no_line_under_the_event_card_shows_while_the_given_cards_are_shuffled(scale) -> None:  # type: ignore[no-untyped-def]
    """Fault 5 again (a screenshot review): at 85% text the shuffling caption's box left
    the lower half of "Hands pass right" and "point at it or press E to read it" showing
    under it. While the given cards go round, no line under the Event card is drawn."""
    from dataclasses import replace

    import guildes.ui.table.drawing as drawing
    from guildes.rules import Game, GameConfig
    from guildes.ui.table.steps import RedistributeStep
    from tests.ui.table.test_fan_front import _frame

    pygame.font.init()
    size = (1280, 720)
    game = Game(GameConfig(players=3, seed=5, variants=frozenset({"event_cards"})))
    lay = TableLayout(*size, 3, 0, 0, scale)

    class Shuffling(RedistributeStep):
        def draw(self, surface, layout, viewer) -> None:  # type: ignore[no-untyped-def]
            """(its cards and caption: what lies under them is what is measured)"""

    step = Shuffling(None, None, 1.0, t=0.45)  # type: ignore[arg-type]
    frame = replace(_frame(lay, game), step=step, choosing=False)
    lines = drawing.event_lines(lay, frame.view, 0)
    assert lines
    area = lines[0][-1].unionall([at for *_w, at in lines])
    seen = []
    for shown in (True, False):
        surf = pygame.Surface(size)
        real = drawing.event_lines
        if not shown:
            drawing.event_lines = lambda *args, **kw: []  # type: ignore[assignment]
        try:
            drawing.draw_table(surf, frame)
        finally:
            drawing.event_lines = real  # type: ignore[assignment]
        seen.append(pygame.image.tobytes(surf.subsurface(area), "RGB"))
    assert seen[0] == seen[1]


def test_no_tooltip_over_a_banner_or_the_event_card_shown_large(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A hurried play test (issue 29): right after a resize to 960x600, a hand card's
    tooltip was drawn over the round's Event card turning large. While a step covers
    the table (a banner, the Event card shown large: those that hide the hand), no
    tooltip is drawn; at the table it is."""
    import dataclasses

    import guildes.ui.table.drawing as drawing
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table.glance import TipTarget
    from guildes.ui.table.steps import EventRevealStep

    app = make_app(size=(960, 600), speed="normal")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, 4)]
    start_new_game(app, seats, 4, "shared", {"event_cards"})
    table = app.stack.top
    for _ in range(200):
        frames(app, 1)
        if isinstance(table.step, EventRevealStep):
            break
    assert isinstance(table.step, EventRevealStep)
    tipped: list[int] = []
    monkeypatch.setattr(drawing, "draw_tip", lambda *a, **k: tipped.append(1))
    tip = TipTarget(3, (400, 500, 40, 60))
    surface = pygame.Surface(app.size)
    drawing.draw_tips(surface, dataclasses.replace(table.frame(), tip=tip))
    assert not tipped  # fails before
    drawing.draw_tips(surface, dataclasses.replace(table.frame(), tip=tip, step=None))
    assert tipped
    table.session.close()


@pytest.mark.parametrize("scale", [1.0, 1.3])
def test_the_count_keeps_off_the_docked_log(make_app, scale) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): at 1920x1080, 130% text, 3 players, the count's
    panel lay over the docked log's left edge ("evealed: Scholars + Nobles"). The count
    is centred on the felt, inside it."""
    import random

    from guildes.rules import Game, GameConfig, VotesCounted
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene
    from tests.ui.test_end_to_end import frames

    app = make_app(size=(1920, 1080), speed="instant")
    app.settings.ui_scale = scale
    app.apply_text_size()
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("Bo", "easy"), Seat("Cy", "easy")], 3, "shared")
    table = app.stack.top
    assert isinstance(table, TableScene)
    if not table.log_visible:
        table.command("log")
    frames(app, 4)
    assert table.layout.log_width > 0
    game, rng = Game(GameConfig(players=3, seed=3)), random.Random(3)
    count = None
    while count is None:
        for seat in game.to_choose():
            for h in game.choose(seat, rng.choice(game.legal_choices(seat))):
                if isinstance(h, VotesCounted):
                    count = h.count
    table.show_count(count)
    overlay = app.stack.top
    assert isinstance(overlay, CountOverlay)
    overlay.draw(app.screen)
    felt = table.layout.felt_rect
    assert overlay.panel_rect.right <= felt.right, (overlay.panel_rect, felt)  # fails before
    assert abs(overlay.panel_rect.centerx - felt.centerx) <= 2
