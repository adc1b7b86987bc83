"""Animation steps: which steps a happening makes, and how each plays over time."""

from __future__ import annotations

import math
import random

import pytest

from guildes.rules import CardsRevealed, Count, Direction, Game, GameConfig, Happening
from guildes.ui.layout import TableLayout
from guildes.ui.table.steps import (
    BannerStep,
    CardsFlipStep,
    CountStep,
    GameOverStep,
    HandsPassStep,
    SeatChoseStep,
    Step,
)
from guildes.ui.table.timeline import steps_for
from guildes.ui.table.views import TableViews


class Host:
    """Records what steps ask of the table."""

    def __init__(self) -> None:
        self.sounds: list[str] = []
        self.counts: list[Count] = []
        self.over = False

    def play_sound(self, name: str) -> None:
        self.sounds.append(name)

    def show_count(self, count: Count) -> None:
        self.counts.append(count)

    def game_over(self) -> None:
        self.over = True


def _game_steps(speed: float = 1.0) -> list[tuple[tuple[Happening, ...], list[Step]]]:
    """Every step of a random 3-player game, with the happenings that made it."""
    game = Game(GameConfig(players=3, seed=8))
    rng = random.Random(8)
    before = TableViews.now(game)
    out = []
    while not game.is_over:
        for seat in game.to_choose():
            happened = tuple(game.choose(seat, rng.choice(game.legal_choices(seat))))
            after = TableViews.now(game)
            out.append((happened, steps_for(happened, before, after, speed)))
            before = after
    return out


def test_each_happening_makes_its_step() -> None:
    played = _game_steps()
    kinds: list[type[Step]] = [type(s) for _h, steps in played for s in steps]
    reveals = sum(isinstance(h, CardsRevealed) for happened, _s in played for h in happened)
    assert kinds.count(CountStep) == 3 and kinds[-2:] == [CountStep, GameOverStep]
    assert kinds.count(CardsFlipStep) == reveals == 3 * 8  # eight plays a round at 3 players
    assert kinds.count(BannerStep) == 3 + 2  # a play phase each round, rounds 2 and 3
    assert kinds.count(HandsPassStep) > 0 and kinds.count(SeatChoseStep) > 0


def test_a_step_shows_the_views_before_it_only_while_it_draws_the_change() -> None:
    for _h, steps in _game_steps():
        for step in steps:
            # a count shows the round counted under its overlay (timeline.count_moment)
            changes = isinstance(step, HandsPassStep | CardsFlipStep | CountStep)
            assert step.shown() is (step.before if changes else step.after)


@pytest.mark.parametrize("direction", list(Direction))
def test_hands_travel_to_the_seat_that_receives_them(direction: Direction) -> None:
    """Each passed hand leaves its seat's hand (the viewer's from the fan) and ends at
    its receiver's, along an arc bowed toward the middle of the table."""
    views = TableViews.now(Game(GameConfig(players=4, seed=1)))
    step = HandsPassStep(views, views, 0.5, direction=direction)
    layout = TableLayout(1280, 720, 4, 0, 0)
    receiver = 3 if direction is Direction.LEFT else 1
    assert step.hand_at(layout, 2, 0)[:2] == layout.hand_anchor(2)
    assert step.hand_at(layout, 0, 0)[:2] == layout.fan_anchor  # the viewer's, from the fan
    step.advance(0.25 * (1 - HandsPassStep.OPENS))  # halfway along its path
    x, y, _h = step.hand_at(layout, 2, 0)
    (sx, sy), (tx, ty) = layout.hand_anchor(2), layout.hand_anchor(receiver)
    cx, cy = layout.center
    mid = ((sx + tx) / 2, (sy + ty) / 2)
    assert math.dist((x, y), (cx, cy)) < math.dist(mid, (cx, cy)) - 10  # bowed inward
    step.advance(0.5)
    assert step.hand_at(layout, 2, 0)[:2] == layout.hand_anchor(receiver)
    assert step.done


def test_a_count_step_waits_for_its_overlay() -> None:
    counts = [s for _h, steps in _game_steps() for s in steps if isinstance(s, CountStep)]
    step, host = counts[0], Host()
    step.start(host)
    assert host.sounds == ["count"] and host.counts == [step.count]
    step.advance(10.0)
    assert step.waiting and not step.done
    step.finish()
    assert step.done


def test_speed_scales_every_duration_and_instant_plays_at_once() -> None:
    normal = [s.duration for _h, steps in _game_steps(1.0) for s in steps]
    fast = [s.duration for _h, steps in _game_steps(0.5) for s in steps]
    assert fast == pytest.approx([d * 0.5 for d in normal]) and max(normal) > 0
    for _h, steps in _game_steps(0.0):
        for step in steps:
            if not isinstance(step, CountStep):
                assert step.done


def test_the_game_over_step_tells_the_table() -> None:
    last = _game_steps()[-1][1][-1]
    host = Host()
    last.start(host)
    assert isinstance(last, GameOverStep) and host.over


def _redistributed(players: int) -> tuple[TableViews, TableViews]:
    """The views before and after the last card given to a redistribution."""
    from guildes.rules import CardsRedistributed
    from guildes.rules.cards import EventCard

    events = frozenset({"event_cards"})
    seed = next(
        s
        for s in range(500)
        if Game(GameConfig(players=players, seed=s, variants=events)).event_card
        == EventCard.REDISTRIBUTION
    )
    game = Game(GameConfig(players=players, seed=seed, variants=events))
    rng = random.Random(2)
    while True:
        before = TableViews.now(game)
        seat = game.to_choose()[0]
        happened = game.choose(seat, rng.choice(game.legal_choices(seat)))
        if any(isinstance(h, CardsRedistributed) for h in happened):
            return before, TableViews.now(game)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 6])
def test_given_cards_leave_from_each_hand(make_app, size, players: int) -> None:  # type: ignore[no-untyped-def]
    """Redistribution: as it begins, each seat's given card is at its hand (the viewer's
    fan, the others' card backs), not in front of the seat; the viewer's own shows the
    card they gave; as it ends, each card is back in its hand."""
    from guildes.ui import palette
    from guildes.ui.draw import felt
    from guildes.ui.table.steps import RedistributeStep, hand_spot

    app = make_app(size=size)
    before, after = _redistributed(players)
    layout = TableLayout(*size, players, 0, 0)
    step = RedistributeStep(before, after, 1.8)
    blank = felt(layout.felt_rect.w, layout.height)
    gave = after.seats[0].gave
    assert gave is not None
    for t, face in [(0.0, gave), (1.8, after.seats[0].received)]:
        step.t = t
        app.screen.blit(blank, (0, 0))
        step.draw(app.screen, layout, 0)
        w, h = layout.small_card
        spots = [hand_spot(layout, seat, 0) for seat in range(players)]
        for seat, (x, y) in enumerate(spots):
            assert app.screen.get_at((x, y)) != blank.get_at((x, y)), seat
            fx, fy = layout.front_of(seat)
            if all(abs(fx - sx) > w or abs(fy - sy) > h for sx, sy in spots):
                assert app.screen.get_at((fx, fy)) == blank.get_at((fx, fy)), seat
        # the viewer's card is drawn face up: its guild's colour band shows at the top
        x, y = layout.fan_anchor
        band = app.screen.get_at((x, y - h // 2 + max(3, h // 14)))[:3]
        assert band == palette.GUILD_COLORS[face], (t, band)
