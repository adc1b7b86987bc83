"""Hotseat: two people and two AI on one screen; no one ever sees another's hand."""

from __future__ import annotations

import random

import pygame
import pytest

from guildes.rules.cards import EventCard
from guildes.seats import Seat
from guildes.ui import palette
from guildes.ui.table.scene import LIFT_GUARD_S
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames, key
from tests.ui.test_event_cards import EVENTS, SIZES, events_offered, seed_with

__all__ = ["events_offered"]  # a fixture these tests use


def test_curtain_hides_every_hand_and_hands_show_only_on_their_turn(  # type: ignore[no-untyped-def]
    make_app, fast_levels
) -> None:
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.curtain import Curtain
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.table import TableScene

    app = make_app(speed="fast")
    app.start(MainMenu(app))
    seats = [Seat("Ana"), Seat("Bot B", "easy"), Seat("Cleo"), Seat("Bot D", "normal")]
    start_new_game(app, seats, 77, "militia_then_shared")
    table = app.stack.top
    assert isinstance(table, TableScene) and table.session.is_hotseat
    rng = random.Random(5)
    curtains = {0: 0, 2: 0}
    turns = {0: 0, 2: 0}
    saved_curtain = False
    for _ in range(30_000):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, Curtain):
            # Nothing of the table was drawn in this frame: no hand, no face-down card.
            assert table.hand_drawn_at != app.frame_count
            w, h = app.size
            for x in range(0, w, 97):
                assert app.screen.get_at((x, h - 20))[:3] == palette.FELT_DARK
            if not saved_curtain:
                app.screenshot(ARTIFACTS / "hotseat-curtain.png")
                saved_curtain = True
            if not top.guarded:  # (a press during its guard starts it again)
                curtains[top.seat] += 1
                key(pygame.K_RETURN)
            continue
        if isinstance(top, CountOverlay):
            key(pygame.K_RETURN)
            continue
        if table.hand_drawn_at == app.frame_count:
            # A hand was drawn face up: it is its owner's, and it is that owner's turn.
            who = table.hand_drawn_of
            assert who == table.viewer
            assert who in table.session.humans_to_choose() or table.steps
        if top is table and table.can_choose() and table.clock - table.lifted_at >= LIFT_GUARD_S:
            turns[table.viewer] += 1
            for _ in range(rng.randrange(3)):
                key(pygame.K_RIGHT)
            key(pygame.K_RETURN)
    else:
        raise AssertionError("the hotseat game did not finish")
    assert curtains[0] >= 45 and curtains[2] >= 45  # a curtain before every decision
    assert turns[0] == 45 and turns[2] == 45


def test_hotseat_log_names_players_never_you(make_app, fast_levels) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(speed="instant")
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("Cleo"), Seat("Bot", "easy")], 3, "shared")
    table = app.stack.top
    text = " ".join(table.log_lines).lower()
    assert "you" not in text.replace("your", "") and "ana" in text


def _three_people_at_their_first_pick(make_app):  # type: ignore[no-untyped-def]
    """A hotseat game of three people, Ana at the screen with her first pick to make."""
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(speed="fast")
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("Cleo"), Seat("Dan")], 21, "shared")
    table = app.stack.top
    frames(app, 20)  # the first curtain has been up for a second
    key(pygame.K_RETURN)
    frames(app, 30)  # Ana looks at her hand before she picks
    assert table.viewer == 0 and table.can_choose()
    return app, table


def test_a_second_enter_on_the_curtain_does_not_pick_an_unseen_card(make_app) -> None:  # type: ignore[no-untyped-def]
    """Found by a play test: the curtain's Enter, then a second one 160 ms later, picked
    a card of a hand its player had not seen yet."""
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(speed="fast")
    app.start(MainMenu(app))
    start_new_game(app, [Seat("Ana"), Seat("Cleo"), Seat("Dan")], 21, "shared")
    table = app.stack.top
    frames(app, 40)  # the curtain has been up for a while
    key(pygame.K_RETURN)  # Ana lifts it
    frames(app, 3)  # about 150 ms
    key(pygame.K_RETURN)  # meant for the curtain too
    frames(app, 3)
    assert table.viewer == 0 and table.session.game.history == ()
    frames(app, 30)  # a deliberate Enter, once the hand has been seen, picks
    key(pygame.K_RETURN)
    frames(app, 3)
    assert len(table.session.game.history) == 1


def test_a_second_enter_does_not_open_the_next_curtain(make_app) -> None:  # type: ignore[no-untyped-def]
    """Issue 16: Enter twice 0.25 s apart picked a card, then opened Cleo's curtain."""
    from guildes.ui.scenes.curtain import Curtain

    app, table = _three_people_at_their_first_pick(make_app)
    drawn_for: set[int | None] = set()
    key(pygame.K_RETURN)  # Ana picks
    for _ in range(5):  # 0.25 s later, a second Enter
        frames(app, 1)
        drawn_for.add(table.hand_drawn_of if table.hand_drawn_at == app.frame_count else None)
    assert isinstance(app.stack.top, Curtain) and app.stack.top.seat == 1
    key(pygame.K_RETURN)
    for _ in range(4):
        frames(app, 1)
        drawn_for.add(table.hand_drawn_of if table.hand_drawn_at == app.frame_count else None)
    assert isinstance(app.stack.top, Curtain) and table.viewer is None
    assert 1 not in drawn_for
    frames(app, 20)  # a deliberate Enter, once the curtain has been seen, opens it
    key(pygame.K_RETURN)
    frames(app, 2)
    assert table.viewer == 1


def test_a_click_on_a_fresh_curtain_does_not_open_it(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.curtain import Curtain
    from tests.ui.test_end_to_end import click

    app, table = _three_people_at_their_first_pick(make_app)
    key(pygame.K_RETURN)
    frames(app, 3)
    curtain = app.stack.top
    assert isinstance(curtain, Curtain)
    button = curtain.menu.ring.items[0].widget  # "I am Cleo: show my cards"
    click(button.rect.center)
    frames(app, 3)
    assert app.stack.top is curtain and table.viewer is None
    frames(app, 20)
    click(button.rect.center)
    frames(app, 3)
    assert table.viewer == 1


def test_input_queued_before_the_curtain_appeared_is_dropped(make_app) -> None:  # type: ignore[no-untyped-def]
    """A key pressed before the curtain appeared, even if the app stalls and reads it only
    later, does not open it."""
    from guildes.ui.scenes.curtain import Curtain

    app, table = _three_people_at_their_first_pick(make_app)
    key(pygame.K_RETURN)  # Ana picks
    frames(app, 1)
    key(pygame.K_RETURN)  # queued while the table still shows her hand
    for _ in range(10):  # the app stalls: scenes update without reading events
        app.stack.top.update(0.05)
    assert isinstance(app.stack.top, Curtain) and len(app.stack.scenes) == 2
    frames(app, 3)
    assert isinstance(app.stack.top, Curtain) and table.viewer is None


class _Seen:
    """What the table drew, frame by frame: each draw's viewer and view, and the card
    faces drawn in it (by guild)."""

    def __init__(self) -> None:
        self.faces: list[int] = []
        self.draws: list[tuple[int, int | None, object, list[int]]] = []


def _watch_the_table(monkeypatch, app) -> _Seen:  # type: ignore[no-untyped-def]
    """Record every table draw and every card face drawn in it (fan, face-down cards,
    kept row, redistribution panel, flips and slides)."""
    import guildes.ui.table.drawing as drawing
    import guildes.ui.table.scene as scene
    import guildes.ui.table.steps as steps

    seen = _Seen()

    def recording(real, guild_at: int = 0):  # type: ignore[no-untyped-def]
        def face(*args, **kwargs):  # type: ignore[no-untyped-def]
            if real is steps.flip_image and args[3] <= 0.5:  # still its back
                return real(*args, **kwargs)
            seen.faces.append(args[guild_at])
            return real(*args, **kwargs)

        return face

    for module in (drawing, steps):
        monkeypatch.setattr(module, "rotated_face", recording(module.rotated_face))
        monkeypatch.setattr(module, "card_face", recording(module.card_face))
    monkeypatch.setattr(steps, "flip_image", recording(steps.flip_image))
    real_draw = scene.draw_table

    def draw_table(surface, frame, **kwargs):  # type: ignore[no-untyped-def]
        seen.faces = []
        drawn = real_draw(surface, frame, **kwargs)
        seen.draws.append((app.frame_count, frame.viewer, frame.view, list(seen.faces)))
        return drawn

    monkeypatch.setattr(scene, "draw_table", draw_table)
    return seen


def _revealed(step) -> set[int]:  # type: ignore[no-untyped-def]
    """The cards a step turns face up for everyone to see."""
    cards = getattr(step, "cards", None)
    if cards is not None:
        return {g for seat in cards for g in seat}
    guild = getattr(step, "guild", None)
    return set() if guild is None else {guild}


def _own_cards(view) -> set[int]:  # type: ignore[no-untyped-def]
    """Every card a seat may see face up of its own: hand, kept, face down, its pair, the
    card it gave and the one it received."""
    own = {g for g, n in enumerate(view.hand) if n} | {g for g, n in enumerate(view.kept) if n}
    own |= {g for g, n in enumerate(view.face_down) if n}
    own |= {
        g for g in (view.pending, view.pending_second, view.gave, view.received) if g is not None
    }
    return own


HOTSEAT_CASES = [(3, "720"), (6, "1080")]


@pytest.mark.parametrize(("players", "size"), HOTSEAT_CASES)
@pytest.mark.parametrize("event", list(EventCard), ids=lambda e: e.name.lower())
def test_hotseat_with_each_event_card_keeps_every_private_fact_private(  # type: ignore[no-untyped-def]
    make_app, events_offered, monkeypatch, event, players: int, size: str
) -> None:
    """Hotseat, two people and stand-in AI seats, round 1 of a game with ``event`` played
    to its count by posted input only. Each frame drawn at the table is drawn for no one
    (the public view, no card face but those a step reveals to all) or for the person who
    lifted the last curtain, with no card face that is not theirs or revealed to all; the
    curtain shows nothing of the table."""
    from guildes.rules import PublicView, SeatView
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.curtain import Curtain
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=SIZES[size])
    app.start(MainMenu(app))
    seats = [Seat("Bot 0", "easy") for _ in range(players)]
    seats[0], seats[2] = Seat("Ana"), Seat("Cleo")
    start_new_game(app, seats, seed_with(event, players), "shared", EVENTS)
    table = app.stack.top
    assert table.session.is_hotseat and table.session.game.event_card == event
    seen = _watch_the_table(monkeypatch, app)
    lifted_by: int | None = None
    looked = {0: 0, 2: 0}
    shot = False
    name = f"hotseat-event-{event.name.lower().replace('_', '-')}-{players}p-{size}"
    for _ in range(8000):
        checked = len(seen.draws)
        frames(app, 1)
        top = app.stack.top
        for frame_no, viewer, view, faces in seen.draws[checked:]:
            assert not isinstance(top, Curtain), "the table was drawn under the curtain"
            step = table.step
            public = _revealed(step)
            if viewer is None:
                assert type(view) is PublicView
                assert set(faces) <= public, f"a private card drawn for no one: {faces}"
            else:
                assert isinstance(view, SeatView) and view.seat == viewer == lifted_by
                assert viewer == table.viewer
                mine = _own_cards(view)
                if step is not None:
                    mine |= _own_cards(step.after.seats[viewer]) | _own_cards(
                        step.before.seats[viewer]
                    )
                assert set(faces) <= mine | public, f"{viewer} was shown {faces}"
            if table.hand_drawn_at == frame_no:
                assert table.hand_drawn_of == viewer == lifted_by
        if isinstance(top, Curtain):
            assert table.viewer is None and table.hand_drawn_at != app.frame_count
            w, h = app.size
            for x in range(0, w, 97):
                assert app.screen.get_at((x, h - 20))[:3] == palette.FELT_DARK
            lifted_by = None
            if not top.guarded:  # (a press during its guard starts it again)
                key(pygame.K_RETURN)
            frames(app, 1)
            if table.viewer is not None:
                lifted_by = table.viewer
            continue
        if isinstance(top, CountOverlay):
            break
        if top is table and table.can_choose():
            assert table.viewer == lifted_by
            if table.clock - table.lifted_at < LIFT_GUARD_S:
                continue  # (a press during the lift's guard starts it again)
            looked[table.viewer] += 1
            view = table.view
            if not shot and table.viewer == 2 and view.phase.value != "draft":
                app.screenshot(ARTIFACTS / f"{name}.png")
                shot = True
            if view.batch == 2:
                key(pygame.K_RETURN)
                key(pygame.K_RIGHT)
                key(pygame.K_RETURN)
                frames(app, 1)
                key(pygame.K_RETURN)
            else:
                key(pygame.K_RETURN)
            frames(app, 1)
            lifted_by = None if table.viewer is None else lifted_by
    else:
        raise AssertionError("round 1 did not reach its count")
    assert shot and looked[0] >= 3 and looked[2] >= 3
    assert any(v is None for _f, v, _w, _c in seen.draws)
    assert {0, 2} <= {v for _f, v, _w, _c in seen.draws}


def test_resizing_does_not_restart_the_curtains_guard(make_app) -> None:  # type: ignore[no-untyped-def]
    """Play test: resizing more often than every 0.5 s kept the curtain closed (each
    resize restarted its guard); a resize is not a player's input."""
    from guildes.ui.scenes.curtain import CURTAIN_GUARD_S, Curtain

    app, table = _three_people_at_their_first_pick(make_app)
    key(pygame.K_RETURN)  # Ana picks: Cleo's curtain
    frames(app, 2)
    curtain = app.stack.top
    assert isinstance(curtain, Curtain) and curtain.guarded
    sizes = [(1280, 720), (1300, 740), (1320, 760)]
    t = 0.0
    for k in range(12):  # a resize every 0.1 s, for longer than the guard
        app.resize(sizes[k % 3])
        frames(app, 1, dt=0.1)
        t += 0.1
    assert t > CURTAIN_GUARD_S and app.stack.top is curtain and not curtain.guarded
    button = curtain.menu.ring.items[0].widget
    assert button.is_enabled
    key(pygame.K_RETURN)  # a deliberate Enter opens it
    frames(app, 2)
    assert table.viewer == 1


TRICKS = frozenset({"dirty_tricks"})


@pytest.fixture
def tricks_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app plays the Dirty-Trick variant (with the Event cards), its AI seats are
    stand-ins."""
    import guildes.ai.worker
    from guildes.saves import savefile
    from tests.ui.test_event_cards import RandomLegal

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", EVENTS | TRICKS)
    monkeypatch.setattr(guildes.ai.worker, "DecisionWorker", RandomLegal)


def seed_with_trick(
    trick: int, seats: tuple[int, ...], players: int, variants: frozenset[str]
) -> int:
    """The first seed whose first deal gives trick ``trick`` to one of ``seats``."""
    from guildes.rules import Game, GameConfig, TricksDealt

    for seed in range(500):
        game = Game(GameConfig(players=players, seed=seed, variants=variants))
        dealt = next(h for h in game.opening_happenings() if isinstance(h, TricksDealt))
        if any(dealt.tricks[s] == trick for s in seats):
            return seed
    raise AssertionError("no such seed")


def _revealed_by_trick(step) -> set[int]:  # type: ignore[no-untyped-def]
    """The cards a Dirty Trick step shows to all: every card a use names is public (for
    D, the card it played); a draw or a discard shows none."""
    use = getattr(step, "use", None)
    if use is None:
        return set()
    return {g for g in (use.choice.guild, use.choice.other_guild) if g is not None}


@pytest.mark.parametrize(("players", "size"), HOTSEAT_CASES)
@pytest.mark.parametrize("variants", [TRICKS, TRICKS | EVENTS], ids=["tricks", "tricks+events"])
def test_hotseat_with_the_dirty_tricks_keeps_every_private_fact_private(  # type: ignore[no-untyped-def]
    make_app, tricks_offered, monkeypatch, variants, players: int, size: str
) -> None:
    """Hotseat, two people (one of them holding D, which draws two cards from the discard
    pile only its holder may see) and stand-in AI seats, round 1 with the Dirty Tricks
    played through its trick phase to the count. Each frame at the table is drawn for
    no one (the public view, no card face but those revealed to all: a card played, or
    a card a trick names) or for the person who lifted the last curtain (their own cards
    too: hand, kept, face down, the cards they drew); the curtain shows nothing."""
    import guildes.ui.table.trick_steps as trick_steps
    from guildes.rules import Phase, PublicView, SeatView
    from guildes.rules.choices import ChoiceKind
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.curtain import Curtain
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=SIZES[size])
    app.start(MainMenu(app))
    seats = [Seat("Bot 0", "easy") for _ in range(players)]
    seats[0], seats[2] = Seat("Ana"), Seat("Cleo")
    start_new_game(app, seats, seed_with_trick(3, (0, 2), players, variants), "shared", variants)
    table = app.stack.top
    assert table.session.is_hotseat
    seen = _watch_the_table(monkeypatch, app)
    for name in ("card_face", "rotated_face"):
        if hasattr(trick_steps, name):
            real = getattr(trick_steps, name)

            def face(*args, real=real):  # type: ignore[no-untyped-def]
                seen.faces.append(args[0])
                return real(*args)

            monkeypatch.setattr(trick_steps, name, face)
    lifted_by: int | None = None
    drew = False
    tricks_seen = 0
    rng = random.Random(players)
    for _ in range(12000):
        checked = len(seen.draws)
        frames(app, 1)
        top = app.stack.top
        for _frame_no, viewer, view, faces in seen.draws[checked:]:
            assert not isinstance(top, Curtain), "the table was drawn under the curtain"
            step = table.step
            public = _revealed(step) | _revealed_by_trick(step)
            if viewer is None:
                assert type(view) is PublicView
                assert set(faces) <= public, f"a private card drawn for no one: {faces}"
            else:
                assert isinstance(view, SeatView) and view.seat == viewer == lifted_by
                mine = _own_cards(view) | {g for g, n in enumerate(view.drawn) if n}
                if step is not None:
                    for v in (step.after.seats[viewer], step.before.seats[viewer]):
                        mine |= _own_cards(v) | {g for g, n in enumerate(v.drawn) if n}
                assert set(faces) <= mine | public, f"{viewer} was shown {faces}"
            if type(table.step).__name__.startswith("Trick"):
                tricks_seen += 1
        if isinstance(top, Curtain):
            lifted_by = None
            if not top.guarded:  # (a press during its guard starts it again)
                key(pygame.K_RETURN)
            frames(app, 1)
            if table.viewer is not None:
                lifted_by = table.viewer
            continue
        if isinstance(top, CountOverlay):
            break
        if top is table and table.can_choose():
            if table.clock - table.lifted_at < LIFT_GUARD_S:
                continue  # (a press during the lift's guard starts it again)
            view = table.view
            if view.phase is Phase.TRICKS:  # the trick turn (its panel has its own tests)
                legal = table.session.game.legal_choices(table.viewer)
                draw = [c for c in legal if c.kind is ChoiceKind.DRAW]
                uses = [c for c in legal if c.kind is ChoiceKind.TRICK]
                drew = drew or bool(draw)
                table.send_trick(draw[0] if draw else rng.choice(uses or list(legal)))
                lifted_by = None if table.viewer is None else lifted_by
                continue
            if view.batch == 2:
                key(pygame.K_RETURN)
                key(pygame.K_RIGHT)
                key(pygame.K_RETURN)
                frames(app, 1)
            key(pygame.K_RETURN)
            frames(app, 1)
            lifted_by = None if table.viewer is None else lifted_by
    else:
        raise AssertionError("round 1 did not reach its count")
    assert drew, "a person drew with D"
    assert tricks_seen, "the trick phase was animated"
    assert any(v is None for _f, v, _w, _c in seen.draws)
    assert {0, 2} <= {v for _f, v, _w, _c in seen.draws}


def test_enter_pressed_again_and_again_never_opens_the_next_hand(make_app) -> None:  # type: ignore[no-untyped-def]
    """A hurried play test (issue 29): Ana picked, then pressed Enter every 0.35 s; the
    third press opened Cleo's curtain (its guard had run out) and the fourth picked a
    card of Cleo's hand. A press during the curtain's guard starts it again, and so does
    one during the table's guard after the curtain lifts: the curtain opens only on a
    press after a pause, and the hand takes a pick only after another."""
    from guildes.ui.scenes.curtain import CURTAIN_GUARD_S, Curtain

    def wait(seconds: float) -> None:
        frames(app, round(seconds / 0.05), dt=0.05)

    app, table = _three_people_at_their_first_pick(make_app)
    key(pygame.K_RETURN)  # Ana picks
    for _ in range(8):  # and goes on pressing Enter
        wait(0.35)
        key(pygame.K_RETURN)
    wait(0.35)
    assert isinstance(app.stack.top, Curtain) and table.viewer is None  # fails before
    assert len(table.session.game.history) == 1
    wait(CURTAIN_GUARD_S + 0.1)  # a pause: Cleo is at the screen
    key(pygame.K_RETURN)
    wait(0.1)
    assert table.viewer == 1
    for _ in range(6):  # Enter again and again: no pick before a pause
        wait(0.35)
        key(pygame.K_RETURN)
    wait(0.1)
    assert len(table.session.game.history) == 1
