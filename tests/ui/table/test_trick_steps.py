"""Other seats' Dirty Tricks are animated from the engine's happenings: each use, decline,
draw and discard gets its step, in order; the table between two steps shows the use's
effect (the engine's ``trick_effect``) and the last step ends on the engine's own views;
D's draw never draws a card's face."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from guildes.rules import Game, GameConfig, Happening
from guildes.rules.cards import Trick
from guildes.rules.happenings import (
    CardsDrawn,
    HandDiscarded,
    TrickDeclined,
    TricksDealt,
    TrickUsed,
)
from guildes.ui.layout import TableLayout
from guildes.ui.table import trick_steps
from guildes.ui.table.steps import CountStep
from guildes.ui.table.timeline import steps_for
from guildes.ui.table.trick_steps import (
    CardsDrawnStep,
    HandDiscardedStep,
    TrickDeclinedStep,
    TricksDealtStep,
    TrickUsedStep,
    with_use,
)
from guildes.ui.table.views import TableViews

NAMES = ("Ana", "Bruno", "Chiara", "Dmitri", "Eli")


def trick_batches(
    players: int = 4, seeds: range = range(1, 6)
) -> Iterator[tuple[list[Happening], TableViews, TableViews]]:
    """Every applied choice of random games with the Dirty Tricks that made a trick
    happening: (happenings, views before, views after)."""
    for seed in seeds:
        game = Game(GameConfig(players=players, seed=seed, variants=frozenset({"dirty_tricks"})))
        rng = random.Random(seed)
        while not game.is_over:
            seat = game.to_choose()[0]
            before = TableViews.now(game)
            happened = game.choose(seat, rng.choice(game.legal_choices(seat)))
            kinds = (TrickUsed, TrickDeclined, CardsDrawn, HandDiscarded, TricksDealt)
            if any(isinstance(h, kinds) for h in happened):
                yield happened, before, TableViews.now(game)


STEP_OF = {
    TrickUsed: TrickUsedStep,
    TrickDeclined: TrickDeclinedStep,
    CardsDrawn: CardsDrawnStep,
    TricksDealt: TricksDealtStep,
}


def test_each_trick_happening_has_its_step_in_order_and_the_last_ends_on_the_engines_views() -> (
    None
):
    seen: set[int] = set()
    for happened, before, after in trick_batches():
        steps = steps_for(happened, before, after, 1.0, NAMES)
        kinds = [type(s) for s in steps]
        wanted = [
            STEP_OF.get(type(h), HandDiscardedStep)
            for h in happened
            if type(h) in STEP_OF or (isinstance(h, HandDiscarded) and h.count)
        ]
        assert [k for k in kinds if k in (*STEP_OF.values(), HandDiscardedStep)] == wanted
        assert steps[-1].after is after
        for h in happened:
            if isinstance(h, TrickUsed):
                seen.add(h.trick)
    assert seen >= {1, 2, 3, 4}  # B, C, D and E were all used at least once


def test_between_a_use_and_the_discard_the_table_shows_the_uses_effect() -> None:
    checked = 0
    for happened, before, after in trick_batches():
        uses = [h for h in happened if isinstance(h, TrickUsed)]
        if not uses or any(isinstance(h, TricksDealt) for h in happened):
            continue  # the round went on to its count: the tables are the next round's
        steps = steps_for(happened, before, after, 1.0, NAMES)
        step = next(s for s in steps if isinstance(s, TrickUsedStep))
        shown, seat = step.shown(), uses[0].seat
        if Trick(uses[0].trick) is Trick.DRAW_TWO:  # the step draws the move itself:
            # D's cards drawn are the ones moving, no longer lying in front of the drawer
            assert before.drawn_sizes[seat] and not shown.drawn_sizes[seat]
            assert shown.public is step.before.public
            assert shown.seats[seat].tables == step.before.seats[seat].tables
        else:
            assert shown is step.before  # the step draws the move itself
        assert step.after.public.tables == after.public.tables
        assert step.after.public.virtual == after.public.virtual
        assert with_use(before, uses[0]).seats[0].tables == after.seats[0].tables
        checked += 1
    assert checked > 10


def test_every_step_draws_from_start_to_end(make_app) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    layout = TableLayout(1280, 720, 4, 0, 0, tricks=True)
    drawn = set()
    for happened, before, after in trick_batches():
        for step in steps_for(happened, before, after, 1.0, NAMES):
            for p in (0.0, 0.2, 0.5, 0.9, 1.0):
                step.t = p * step.duration
                app.screen.fill((0, 0, 0))
                step.draw(app.screen, layout, 0)
            drawn.add(type(step))
    assert {TrickUsedStep, CardsDrawnStep, HandDiscardedStep, TricksDealtStep} <= drawn


def test_a_use_moves_the_cards_it_moves(make_app) -> None:  # type: ignore[no-untyped-def]
    """B: each swapped card leaves its table for the other; C: both cards go to the
    pile; F-I: no card moves (a marker flies)."""
    layout = TableLayout(1280, 720, 4, 0, 0, tricks=True)
    for happened, before, after in trick_batches():
        for step in steps_for(happened, before, after, 1.0, NAMES):
            if not isinstance(step, TrickUsedStep):
                continue
            assert step.use is not None
            moves = step.moves(layout, 0)
            kind = Trick(step.use.trick)
            if kind is Trick.SWAP:
                assert [g for g, _a, _b in moves] == [
                    step.use.choice.guild,
                    step.use.choice.other_guild,
                ]
            elif kind is Trick.SACRIFICE:
                assert all(end == trick_steps.discard_spot(layout) for _g, _a, end in moves)
            elif kind.guild is not None:
                assert moves == []


def test_the_draw_never_shows_a_face(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    layout = TableLayout(1280, 720, 4, 0, 0, tricks=True)

    def no_face(*args: object) -> pygame.Surface:
        raise AssertionError("a card face drawn during D's draw")

    monkeypatch.setattr(trick_steps, "card_face", no_face)
    found = 0
    for happened, before, after in trick_batches():
        for step in steps_for(happened, before, after, 1.0, NAMES):
            if isinstance(step, CardsDrawnStep):
                for viewer in (None, 0, step.seat):
                    for p in (0.1, 0.5, 0.9):
                        step.t = p * step.duration
                        step.draw(app.screen, layout, viewer)
                found += 1
    assert found


@pytest.mark.parametrize("speed", [0.0, 1.0])
def test_the_round_ends_with_the_count_after_the_last_trick(speed: float) -> None:
    for happened, before, after in trick_batches(seeds=range(1, 2)):
        steps = steps_for(happened, before, after, speed, NAMES)
        if any(isinstance(s, CountStep) for s in steps):
            names = [type(s).__name__ for s in steps]
            assert names.index("CountStep") > max(
                i for i, n in enumerate(names) if n in ("TrickUsedStep", "TrickDeclinedStep")
            )
            if speed == 0.0:
                assert all(s.duration == 0 for s in steps)


def _captions(size: tuple[int, int]):  # type: ignore[no-untyped-def]
    """For each text size and seat count at ``size`` with the Dirty Tricks: (scale,
    players, layout, the box of a long caption)."""
    from guildes.ui.fonts import text

    pygame.font.init()
    for scale in (0.85, 1.0, 1.3):
        for players in range(3, 7):
            layout = TableLayout(*size, players, 0, 0, scale, tricks=True)
            line = text("Eleonora: B · Swap between two", int(18 * layout.s), (0, 0, 0), True)
            yield scale, players, layout, trick_steps.caption_box(layout, line.get_size())


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_caption_keeps_clear_of_every_seat_and_of_the_fan(size: tuple[int, int]) -> None:
    """Under the Event card's lines, above its arrow or beside it, whichever is free: never
    on a seat's panel, stacks, trick card or face-down place, nor on the viewer's fan."""
    for scale, players, layout, box in _captions(size):
        assert layout.felt_rect.contains(box)
        assert box.collidelist(trick_steps.seats_places(layout)) < 0, (scale, players)
        assert not box.colliderect(layout.event_rect), (scale, players)
        fan_top = min(layout.fan_card_rect(9, i).top for i in range(9))
        assert box.bottom <= fan_top, (scale, players)


def _phase_seconds(players: int, seed: int) -> list[float]:
    """The seconds of animation of each round's trick phase (to the count) of a random
    game at normal speed."""
    rounds: list[float] = []
    total = 0.0
    game = Game(GameConfig(players=players, seed=seed, variants=frozenset({"dirty_tricks"})))
    rng = random.Random(seed)
    while not game.is_over:
        seat = game.to_choose()[0]
        before = TableViews.now(game)
        in_tricks = game.phase.name == "TRICKS"
        happened = game.choose(seat, rng.choice(game.legal_choices(seat)))
        if not in_tricks:
            continue
        for step in steps_for(happened, before, TableViews.now(game), 1.0, NAMES):
            if isinstance(step, CountStep):
                rounds.append(total)
                total = 0.0
                break
            if not isinstance(step, TricksDealtStep):
                total += step.duration
    return rounds


def test_a_big_tables_trick_turns_are_shorter_so_the_phase_fits_its_wait() -> None:
    """At 6 players every seat's turn plays in turn: the phase's animations stay within
    the 8 s the phase may take (issue 28), while a 4-player table keeps its pace."""
    six = [s for seed in range(1, 9) for s in _phase_seconds(6, seed)]
    four = [s for seed in range(1, 9) for s in _phase_seconds(4, seed)]
    assert len(six) == len(four) == 24
    assert max(six) <= 8.0
    assert max(four) > 8.0  # 1.6 s a use, 0.8 a decline: unchanged at 4 players


@pytest.mark.parametrize("size", [(1024, 640), (1280, 720), (1920, 1080)])
def test_the_caption_keeps_off_the_passing_arrow(size: tuple[int, int]) -> None:
    """A review (cs, 1024x640, 130%, 6 players): the caption's box lay on the passing
    arrow's head. No pixel of the arrow (either way round) lies in the caption's box."""
    from guildes.ui.emblems import draw_arrow

    for scale, players, layout, box in _captions(size):
        for clockwise in (False, True):
            surf = pygame.Surface(size)
            draw_arrow(
                surf,
                layout.event_rect.center,
                layout.arrow_radius,
                clockwise,
                (255, 255, 255),
                layout.arrow_width,
                layout.arrow_depth,
            )
            inside = surf.subsurface(box.clip(surf.get_rect()))
            lit = pygame.mask.from_threshold(inside, (255, 255, 255), (1, 1, 1, 255))
            assert lit.count() == 0, (scale, players, clockwise, box)  # fails before


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("scale", [0.85, 1.3])
def test_a_swaps_two_ways_bow_into_the_felt_apart(size, scale) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): B's two arrows between the upper seats ran straight
    along their rows, one on the other, through their stacks. Each way bows toward the
    table's middle, the second further: away from the rows, and apart."""
    from guildes.ui.table.trick_steps import along, bowed

    lay = TableLayout(*size, 3, 0, 0, scale, True)
    full = (1,) * 8 + (0,)
    rows = [r for seat in (1, 2) for _g, r in lay.table_cards(seat, full)]
    a = rows[2].center  # a stack of the left seat...
    b = rows[-3].center  # ...and one of the right seat
    low = max(r.bottom for r in rows)
    middle = [along(a, bowed(a, b, lay.center, k), b, 0.5) for k in (0, 1)]
    assert all(pt[1] > low for pt in middle), (middle, low)  # below the rows
    assert middle[1][1] - middle[0][1] >= 20 * lay.s, middle  # and apart
