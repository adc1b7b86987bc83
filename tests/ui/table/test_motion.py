"""The table's motion over time (issue 29, part 3): the reveal's beat, its cards turning
together and landing in the stacks, a lead that changed hands marked; a passed hand
travelling as card backs. States of the steps at given times, never timed."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest

from guildes.rules import NUM_GUILDS, CardsRevealed, Game, GameConfig, Guild
from guildes.ui.layout import TableLayout
from guildes.ui.table.scene import LIFT_GUARD_S
from guildes.ui.table.steps import (
    CardsFlipStep,
    HandsPassStep,
    leads_taken,
    reveal_phases,
    reveal_seconds,
    stack_target,
)
from guildes.ui.table.timeline import steps_for
from guildes.ui.table.views import TableViews, fan_cards
from tests.ui.test_end_to_end import frames, key


def _tables(*cards: dict[int, int], players: int = 4) -> tuple[tuple[int, ...], ...]:
    """Tables of ``players`` seats, seat k holding ``cards[k]`` (guild: cards)."""
    out = [tuple(c.get(g, 0) for g in range(NUM_GUILDS)) for c in cards]
    out += [(0,) * NUM_GUILDS] * (players - len(out))
    return tuple(out)


K, M = int(Guild.KNIGHTS), int(Guild.MILITIA)


@pytest.mark.parametrize(
    ("before", "after", "marked"),
    [
        (({K: 2}, {K: 1}), ({K: 2}, {K: 3}), ((1, K),)),  # taken from the leader
        (({K: 2}, {K: 2}), ({K: 2}, {K: 3}), ((1, K),)),  # a tie for the lead broken
        (({K: 2}, {K: 1}), ({K: 2}, {K: 2}), ()),  # a tie formed: no one's lead
        (({}, {}), ({}, {K: 1}), ()),  # a guild no one led: taken, not changed hands
        (({K: 2}, {K: 1}), ({K: 3}, {K: 1}), ()),  # the leader adds to its lead
        (({M: 2}, {}), ({M: 2}, {M: 3}), ()),  # Militia has no lead
    ],
)
def test_a_lead_that_changed_hands_is_found(before, after, marked) -> None:  # type: ignore[no-untyped-def]
    view = Game(GameConfig(players=4, seed=1)).public_view()
    was = replace(view, tables=_tables(*before))
    now = replace(view, tables=_tables(*after))
    assert leads_taken(was, now) == marked


def _first_reveal(players: int = 4, seed: int = 3) -> CardsFlipStep:
    """The step of the first simultaneous reveal of a random game."""
    game = Game(GameConfig(players=players, seed=seed))
    rng = random.Random(seed)
    before = TableViews.now(game)
    while True:
        for seat in game.to_choose():
            happened = game.choose(seat, rng.choice(game.legal_choices(seat)))
            after = TableViews.now(game)
            steps = steps_for(happened, before, after, 1.0)
            if any(isinstance(h, CardsRevealed) for h in happened):
                return next(s for s in steps if isinstance(s, CardsFlipStep))
            before = after


def test_a_reveal_beats_turns_together_then_the_stacks_take_the_cards(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Every card is still face down during the beat; all turn with the same motion at
    the same time; faces rest where they were played; as they land, the table shows the
    views after it (the stacks' counts tick)."""
    import guildes.ui.table.steps as steps

    pygame.init()
    step = _first_reveal()
    layout = TableLayout(1280, 720, 4, 0, 0)
    surface = pygame.Surface((1280, 720))
    turns: list[float] = []
    faces: list[int] = []
    real_flip, real_face = steps.flip_image, steps.rotated_face
    monkeypatch.setattr(
        steps, "flip_image", lambda g, w, h, q: turns.append(q) or real_flip(g, w, h, q)
    )  # type: ignore[func-returns-value]
    monkeypatch.setattr(steps, "rotated_face", lambda g, *a: faces.append(g) or real_face(g, *a))  # type: ignore[func-returns-value]
    ph = reveal_phases(bool(step.leads))
    assert step.duration == pytest.approx(reveal_seconds(bool(step.leads)))

    def at(p: float) -> None:
        turns.clear()
        faces.clear()
        step.t = p * step.duration
        step.draw(surface, layout, None)

    at(ph.beat * 0.5)  # the beat: nothing turns, no face shows
    assert turns == [] and faces == []
    assert step.shown() is step.before
    at((ph.beat + ph.turned) / 2)  # all together, the same way
    assert len(turns) == 4 and len(set(turns)) == 1 and 0 < turns[0] < 1
    at((ph.turned + ph.read) / 2)  # face up where they were played
    assert turns == [] and sorted(faces) == sorted(g for seat in step.cards for g in seat)
    at((ph.read + ph.landed) / 2)  # on their way to the stacks
    assert sorted(faces) == sorted(g for seat in step.cards for g in seat)
    assert step.shown() is step.before
    at(ph.landed + 1e-6)  # landed: the stacks have them
    assert step.shown() is step.after
    assert faces == []


def test_a_card_lands_on_its_own_stack() -> None:
    """A revealed card flies to the top card of its guild's column in its owner's table
    (the views after the reveal)."""
    step = _first_reveal()
    layout = TableLayout(1280, 720, 4, 0, 0)
    for seat, (guild,) in enumerate(step.cards):
        target = stack_target(layout, step.after.public, seat, guild)
        column = dict(layout.table_cards(seat, step.after.public.tables[seat]))[guild]
        assert column.contains(target) and target.bottom == column.bottom


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_a_lead_taken_is_marked_on_the_new_leaders_stack(size) -> None:  # type: ignore[no-untyped-def]
    """After the cards land, a lead that changed hands shows on the new leader's stack
    (a gold ring around it, 'Takes the lead' beside it) for a moment, then fades."""
    pygame.init()
    game = Game(GameConfig(players=4, seed=1))
    views = TableViews.now(game)
    before = replace(views.public, tables=_tables({K: 2}, {K: 2}))
    after = replace(views.public, tables=_tables({K: 2}, {K: 3}))
    leads = leads_taken(before, after)
    step = CardsFlipStep(
        TableViews(before, views.seats),
        TableViews(after, views.seats),
        reveal_seconds(True),
        leads=leads,
        cards=((), (K,), (), ()),
    )
    assert leads == ((1, K),) and step.duration > reveal_seconds(False)
    layout = TableLayout(*size, 4, 0, 0)
    rect = stack_target(layout, after, 1, K)
    ph = step.phases
    blank = pygame.Surface(size)
    for p, marked in [(ph.landed + (1 - ph.landed) * 0.3, True), (1.0, False)]:
        surface = blank.copy()
        step.t = p * step.duration
        step.draw(surface, layout, None)
        ring = rect.inflate(int(12 * layout.s), int(12 * layout.s))
        edge = [surface.get_at((ring.centerx, y))[:3] for y in range(ring.y - 6, ring.y + 6)]
        gold = any(r > 150 and g > 110 and b < 120 for r, g, b in edge)
        assert gold is marked, (p, edge)
        other = stack_target(layout, after, 0, K)
        assert surface.get_at(other.center) == blank.get_at(other.center)  # the old leader's


def _a_pass(make_app, monkeypatch, people: int):  # type: ignore[no-untyped-def]
    """A table (normal speed) of ``people`` people and AI seats up to four, run until
    a hand pass plays; its frames' draws recorded: (viewer, hand drawn, faces, how far
    the received hand has opened)."""
    import guildes.ui.table.drawing as drawing
    import guildes.ui.table.scene as scene
    import guildes.ui.table.steps as steps
    from guildes.seats import Seat
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed="normal")
    app.start(MainMenu(app))
    seats = [Seat(n) for n in ("Ana", "Bea", "Cy")[:people]]
    seats += [Seat(f"Bot {i}", "easy") for i in range(people, 4)]
    start_new_game(app, seats, 4, "shared")
    table = app.stack.top
    assert isinstance(table, TableScene)
    faces: list[int] = []
    draws: list[tuple[int | None, bool, list[int], float]] = []

    def recording(real):  # type: ignore[no-untyped-def]
        return lambda g, *a: faces.append(g) or real(g, *a)

    for module in (drawing, steps):
        for name in ("rotated_face", "card_face"):
            monkeypatch.setattr(module, name, recording(getattr(module, name)))
    real_draw = scene.draw_table

    def draw_table(surface, frame, **options):  # type: ignore[no-untyped-def]
        faces.clear()
        shown = real_draw(surface, frame, **options)
        if isinstance(frame.step, HandsPassStep):
            draws.append((frame.viewer, shown, list(faces), frame.step.opening))
        return shown

    monkeypatch.setattr(scene, "draw_table", draw_table)
    for _ in range(3000):
        if app.stack.top.name == "curtain":
            if not app.stack.top.guarded:  # (a press during its guard starts it again)
                key(pygame.K_RETURN)
            frames(app, 12)
        elif table.can_choose() and table.clock - table.lifted_at >= LIFT_GUARD_S:
            key(pygame.K_RETURN)
        frames(app, 1, 0.02)
        if draws and not isinstance(table.step, HandsPassStep):
            break
    assert len(draws) >= 5
    return table, draws


def test_a_passed_hand_travels_as_card_backs(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Today the player's whole hand flew face up in a row: while hands pass, the fan is
    not drawn (the hand travels as backs); only the viewer's kept card shows face up."""
    table, draws = _a_pass(make_app, monkeypatch, 1)
    kept = {g for g, n in enumerate(table.shown.seats[0].kept) if n}
    received = fan_cards(table.shown.seats[0])
    for viewer, shown, faces, opening in draws:
        assert viewer == 0 and not shown
        if opening < 0.5:  # travelling, or opening still as backs
            assert set(faces) <= kept
        else:  # the hand received opening into the fan, face up: the viewer's own
            assert set(faces) <= kept | set(received)


def test_the_received_hand_opens_into_the_fan(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 29: the pass ended in a jump (the backs gone, the fan there at once): the
    hand received opens where the fan is, its cards spreading face up to their places,
    before the pass is over."""
    table, draws = _a_pass(make_app, monkeypatch, 1)
    received = fan_cards(table.shown.seats[0])
    late = [faces for _v, _s, faces, opening in draws if opening >= 0.5]
    assert late, "the pass never showed its hand opening"
    assert all(sorted(set(received)) == sorted(set(faces) & set(received)) for faces in late)


def test_in_hotseat_a_passed_hand_shows_no_face(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Hotseat: while hands pass, the table is drawn for no one, and no card face at all
    (no human's hand is shown to the wrong seat)."""
    _table, draws = _a_pass(make_app, monkeypatch, 2)
    for viewer, shown, faces, _opening in draws:
        assert viewer is None and not shown and faces == []


def test_the_focused_card_rises_after_the_pass(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Issue 29: when the passed hand arrived, the focused card stood lifted at once (a
    jump): in the frames just after the pass it is between flat and fully lifted, and
    rises to full."""
    import guildes.ui.table.drawing as drawing
    from guildes.ui.draw import rotated_face

    table, _draws = _a_pass(make_app, monkeypatch, 1)
    scales: list[float] = []

    def recording(g: int, w: int, h: int, angle: float, scale: float) -> pygame.Surface:
        scales.append(scale)
        return rotated_face(g, w, h, angle, scale)

    monkeypatch.setattr(drawing, "rotated_face", recording)

    lifts: list[float] = []
    for _ in range(40):
        scales.clear()
        frames(table.app, 1, 0.02)
        if table.can_choose() and scales:
            lifts.append(max(scales))
    assert len(lifts) >= 5, "the viewer never chose after the pass"
    assert lifts[0] < 1.15 - 1e-6, "the focused card stood lifted at once"
    assert any(1.0 < s < 1.15 - 1e-6 for s in lifts[:8]), "no frame between flat and lifted"
    assert lifts == sorted(lifts) and lifts[-1] == pytest.approx(1.15)


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
def test_the_lead_mark_keeps_inside_the_windows_frame(scale) -> None:  # type: ignore[no-untyped-def]
    """A regression review (issue 29): the ring of a lead taken on the viewer's stack in
    the bottom left corner reached the window's edge, over the wooden frame. The ring
    and its words keep inside the frame."""
    from guildes.ui.draw import FRAME_PX

    pygame.init()
    game = Game(GameConfig(players=6, seed=1))
    views = TableViews.now(game)
    first: dict[int, int] = {}  # Knights alone: the leftmost column
    before = replace(views.public, tables=_tables({**first, K: 2}, {K: 2}, players=6))
    after = replace(views.public, tables=_tables({**first, K: 3}, {K: 2}, players=6))
    step = CardsFlipStep(
        TableViews(before, views.seats),
        TableViews(after, views.seats),
        reveal_seconds(True),
        leads=leads_taken(before, after),
        cards=((K,), (), (), (), (), ()),
    )
    assert step.leads == ((0, K),)
    size = (1280, 720)
    layout = TableLayout(*size, 6, 0, 0, scale)
    blank = pygame.Surface(size)
    inside = pygame.Rect(0, 0, *size).inflate(-2 * FRAME_PX, -2 * FRAME_PX)
    for p in (0.5, 0.7, 0.9):
        surface = blank.copy()
        step.t = (step.phases.landed + (1 - step.phases.landed) * p) * step.duration
        step.draw(surface, layout, None)
        marked = pygame.mask.from_threshold(surface, (0, 0, 0), (1, 1, 1, 255))
        marked.invert()  # what was drawn
        drawn = marked.get_bounding_rects()
        assert drawn and all(inside.contains(r) for r in drawn), (p, drawn, inside)
