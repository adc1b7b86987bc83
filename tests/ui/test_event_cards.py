"""The Event-card variant at the table (issue 14), driven by posted input only: the new
game screen's toggle, and for each Event card a round played to its count by one person
against stand-in AI seats (a decider choosing at random among the legal choices, until
the real AI plays the events), with a screenshot of the event's moment at 3 and 6
players, 1280x720 and 1920x1080."""

from __future__ import annotations

import random

import pygame
import pytest

from guildes.rules import Choice, Game, GameConfig, Phase
from guildes.rules.cards import SETUPS, EventCard
from guildes.seats import Seat
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key
from tests.ui.test_faults import until

EVENTS = frozenset({"event_cards"})
SIZES = {"720": (1280, 720), "1080": (1920, 1080)}


class RandomLegal:
    """A stand-in AI: answers each decision at once with a random legal choice."""

    busy = False

    def __init__(self) -> None:
        self.rng = random.Random(7)
        self._legal: tuple[Choice, ...] = ()

    def submit(self, spec: str, seed: int, view: object, legal: tuple[Choice, ...]) -> int:
        self._legal = tuple(legal)
        return 1

    def poll(self) -> Choice | None:
        legal, self._legal = self._legal, ()
        return self.rng.choice(legal) if legal else None

    def cancel(self) -> None:
        self._legal = ()

    def restart(self) -> None:
        self._legal = ()

    def close(self) -> None:
        self._legal = ()


@pytest.fixture
def events_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app offers the Event-card variant, and its AI seats are stand-ins."""
    import guildes.ai.worker
    from guildes.saves import savefile

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", EVENTS)
    monkeypatch.setattr(guildes.ai.worker, "DecisionWorker", RandomLegal)


def seed_with(event: EventCard, players: int) -> int:
    """The first seed whose first Event card is ``event``."""
    for seed in range(500):
        if Game(GameConfig(players=players, seed=seed, variants=EVENTS)).event_card == event:
            return seed
    raise AssertionError("no seed found")


def open_table(app, players: int, seed: int):  # type: ignore[no-untyped-def]
    """A variant game at the table: Ana (human) and stand-in AI seats."""
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu

    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    start_new_game(app, seats, seed, "shared", EVENTS)
    return app.stack.top


def test_the_new_game_screen_offers_the_event_cards_and_remembers_them(  # type: ignore[no-untyped-def]
    make_app, events_offered
) -> None:
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.new_game import NewGameScene
    from guildes.ui.table import TableScene
    from guildes.ui.widgets import chosen_id

    app = make_app()
    app.start(MainMenu(app))
    key(pygame.K_RETURN)  # New game
    frames(app, 3)
    screen = app.stack.top
    assert isinstance(screen, NewGameScene) and not screen.event_cards
    assert "Event cards" in screen.grid.texts()
    off, on = screen.controls["event_cards:off"], screen.controls["event_cards:on"]
    assert chosen_id(off) and not chosen_id(on)
    click(on.rect.center)
    frames(app, 3)
    assert screen.event_cards
    assert chosen_id(screen.controls["event_cards:on"])
    app.screenshot(ARTIFACTS / "events-new-game.png")
    focused = screen.ring.focused()
    assert focused is not None and focused.widget.text == "Start"
    for _ in range(8):  # up past the deal's fields and the Dirty Trick toggle
        key(pygame.K_UP)
        frames(app, 1)
        if screen.ring.focused().widget is screen.controls["event_cards:on"]:
            break
    key(pygame.K_RETURN)  # turns it off again
    frames(app, 3)
    assert not screen.event_cards
    key(pygame.K_RETURN)
    frames(app, 3)
    assert screen.event_cards
    click(screen.controls["start"].rect.center)
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    assert table.session.game.config.variants == EVENTS
    assert app.settings.last_setup["variants"] == ["event_cards"]
    table.close()
    key(pygame.K_ESCAPE)
    frames(app, 2)
    app.reset("new_game")
    frames(app, 2)
    assert app.stack.top.event_cards  # remembered with the last setup


def test_the_toggle_is_not_offered_before_the_app_plays_the_variant(  # type: ignore[no-untyped-def]
    make_app, monkeypatch
) -> None:
    from guildes.saves import savefile
    from guildes.ui.scenes.new_game import NewGameScene

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", frozenset())
    app = make_app()
    app.settings.last_setup = {"variants": ["event_cards"]}
    app.start(NewGameScene(app))
    frames(app, 2)
    screen = app.stack.top
    assert not any(name.startswith("event_cards") for name in screen.controls)
    assert "Event cards" not in screen.grid.texts()
    assert screen.variants() == frozenset()


def play_round(app, table, shots: dict[str, object]) -> dict[str, object]:  # type: ignore[no-untyped-def]
    """Play the human seat through round 1 with keys and clicks only, until its count
    opens; ``shots`` maps a moment's name to a predicate on the table (taken once, when
    true). Returns what was seen: step kinds, the count, the human's choices."""
    from guildes.ui.scenes.count import CountOverlay

    seen: dict[str, object] = {"steps": set(), "choices": [], "count": None, "turns": []}
    taken: set[str] = set()
    for _ in range(6000):
        frames(app, 1)
        top = app.stack.top
        for name, when in shots.items():
            if name not in taken and top is table and when(table):
                taken.add(name)
                app.screenshot(ARTIFACTS / f"{name}.png")
        if table.step is not None:
            seen["steps"].add(type(table.step).__name__)  # type: ignore[union-attr]
        if isinstance(top, CountOverlay):
            seen["count"] = top.count
            for name, when in shots.items():
                if name not in taken and when(top):
                    taken.add(name)
                    app.screenshot(ARTIFACTS / f"{name}.png")
            break
        if top is table and table.can_choose():
            view = table.view
            seen["choices"].append((view.phase, view.step))  # type: ignore[union-attr]
            if view.turn_order:
                seen["turns"].append(view.turn_order[view.turn])  # type: ignore[union-attr]
            if view.batch == 2:
                key(pygame.K_RETURN)  # choose the focused card
                key(pygame.K_RIGHT)
                key(pygame.K_RETURN)  # and the next one
                frames(app, 1)
                for name, when in shots.items():
                    if name not in taken and when(table):
                        taken.add(name)
                        app.screenshot(ARTIFACTS / f"{name}.png")
                key(pygame.K_RETURN)  # two chosen: Enter plays them
            else:
                key(pygame.K_RETURN)
    else:
        raise AssertionError("round 1 did not reach its count")
    assert taken == set(shots), f"moments not seen: {set(shots) - taken}"
    return seen


CASES = [(3, "720"), (3, "1080"), (6, "720"), (6, "1080")]


def _name(event: EventCard, players: int, size: str) -> str:
    return f"event-{event.name.lower().replace('_', '-')}-{players}p-{size}"


def _revealing(table) -> bool:  # type: ignore[no-untyped-def]
    step = table.step
    return type(step).__name__ == "EventRevealStep" and 0.4 < step.progress < 0.7


@pytest.mark.parametrize(("players", "size"), CASES)
def test_play_one_fewer_card(make_app, events_offered, players: int, size: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=SIZES[size])
    table = open_table(app, players, seed_with(EventCard.PLAY_ONE_FEWER, players))
    name = _name(EventCard.PLAY_ONE_FEWER, players, size)
    seen = play_round(
        app,
        table,
        {
            f"{name}-reveal": _revealing,
            name: lambda t: t.can_choose() and t.view.phase is Phase.PLAY,
        },
    )
    plays = [c for c in seen["choices"] if c[0] is Phase.PLAY]
    assert len(plays) == SETUPS[players].play - 1
    assert "EventRevealStep" in seen["steps"]
    log = " ".join(table.log_lines)
    assert "Event card: <i>Play one fewer card.</i> Everyone plays one card fewer" in log


@pytest.mark.parametrize(("players", "size"), CASES)
def test_tied_players_are_not_counted(make_app, events_offered, players: int, size: str) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.count import CountOverlay, left_out_notes

    app = make_app(size=SIZES[size])
    table = open_table(app, players, seed_with(EventCard.TIES_NOT_COUNTED, players))
    name = _name(EventCard.TIES_NOT_COUNTED, players, size)

    def count_shown(top) -> bool:  # type: ignore[no-untyped-def]
        if isinstance(top, CountOverlay):
            top.t = top.per_row * (top.rows + 1)  # the whole count
            top.draw(app.screen)
            return True
        return False

    seen = play_round(app, table, {f"{name}-reveal": _revealing, name: count_shown})
    count = seen["count"]
    assert count.modifiers.ties_left_out
    notes = left_out_notes(count, table.names)
    tied_guilds = [gc for gc in count.guilds if gc.left_out]
    assert len(notes) == len(tied_guilds)
    for gc, note in zip(tied_guilds, notes):
        assert all(table.names[s] in note for s in gc.left_out) and "tied" in note


@pytest.mark.parametrize(("players", "size"), CASES)
def test_no_more_simultaneous_play(make_app, events_offered, players: int, size: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=SIZES[size])
    table = open_table(app, players, seed_with(EventCard.ONE_AT_A_TIME, players))
    name = _name(EventCard.ONE_AT_A_TIME, players, size)

    def flipping(t) -> bool:  # type: ignore[no-untyped-def]
        step = t.step
        return type(step).__name__ == "CardPlayedStep" and step.progress > 0.3 and step.seat != 0

    seen = play_round(app, table, {f"{name}-reveal": _revealing, name: flipping})
    # Ana was asked to play only on her turns, and every seat's card flipped on its own.
    assert seen["turns"] and set(seen["turns"]) == {0}
    assert "CardPlayedStep" in seen["steps"] and "CardsFlipStep" not in seen["steps"]
    log = " ".join(table.log_lines)
    assert "starts, chosen by lot" in log and "Ana plays " in log


@pytest.mark.parametrize(("players", "size"), CASES)
def test_redistribution(make_app, events_offered, players: int, size: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=SIZES[size])
    table = open_table(app, players, seed_with(EventCard.REDISTRIBUTION, players))
    name = _name(EventCard.REDISTRIBUTION, players, size)

    def coming_back(t) -> bool:  # type: ignore[no-untyped-def]
        step = t.step
        return type(step).__name__ == "RedistributeStep" and step.progress > 0.75

    def received(t) -> bool:  # type: ignore[no-untyped-def]
        return t.can_choose() and t.view.phase is Phase.PLAY and t.view.received is not None

    seen = play_round(
        app,
        table,
        {
            f"{name}-reveal": _revealing,
            f"{name}-give": lambda t: t.can_choose() and t.view.phase is Phase.REDISTRIBUTE,
            name: coming_back,
            f"{name}-received": received,
        },
    )
    assert (Phase.REDISTRIBUTE, 1) in seen["choices"]
    assert "RedistributeStep" in seen["steps"]
    gave = [c for s, c in table.session.game.history if s == 0 and c.kind.value == "give"]
    assert len(gave) == 1


@pytest.mark.parametrize(("players", "size"), CASES)
def test_playing_one_or_two_cards(make_app, events_offered, players: int, size: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=SIZES[size])
    table = open_table(app, players, seed_with(EventCard.ONE_OR_TWO, players))
    name = _name(EventCard.ONE_OR_TWO, players, size)
    seen = play_round(
        app,
        table,
        {f"{name}-reveal": _revealing, name: lambda t: len(t.selected) == 2},
    )
    pairs = [c for s, c in table.session.game.history if s == 0 and c.other_guild is not None]
    assert pairs and all(c.guild <= c.other_guild for c in pairs)
    assert "CardsFlipStep" in seen["steps"]


def test_a_pair_can_be_changed_until_it_is_played(make_app, events_offered) -> None:  # type: ignore[no-untyped-def]
    """Batches of two: a chosen card clicked again is taken back; the pair sent is the
    two cards chosen last, as the engine's pair choice."""
    from tests.ui.test_end_to_end import click as click_at

    app = make_app()
    table = open_table(app, 3, seed_with(EventCard.ONE_OR_TWO, 3))
    for _ in range(6000):
        frames(app, 1)
        if app.stack.top is table and table.can_choose():
            if table.view.batch == 2:
                break
            key(pygame.K_RETURN)
        elif app.stack.top is not table:
            key(pygame.K_RETURN)
    else:
        raise AssertionError("no batch of two")
    cards = table.fan()
    spots = table.layout.fan_positions(len(cards))

    def at(i: int) -> tuple[int, int]:
        x, y, _a = spots[i]
        return (int(x), int(y + table.layout.fan_card[1] * 0.3))  # below the lifted part

    click_at(at(0))
    frames(app, 1)
    click_at(at(1))
    frames(app, 1)
    assert table.selected == [0, 1]
    click_at(at(0))  # taken back
    frames(app, 1)
    assert table.selected == [1]
    before = len(table.session.game.history)
    key(pygame.K_RIGHT)
    key(pygame.K_RIGHT)
    key(pygame.K_UP)  # the third card (the focus followed the pointer to 0, then two right)
    frames(app, 1)
    assert table.selected == [1, 2] and len(table.session.game.history) == before
    chosen = sorted(cards[i] for i in table.selected)
    click_at(table.layout.confirm_rect.center)
    frames(app, 1)
    sent = table.session.game.history[before][1]
    assert (sent.guild, sent.other_guild) == tuple(chosen)


@pytest.mark.parametrize(("players", "size"), CASES)
def test_face_down_card(make_app, events_offered, players: int, size: str) -> None:  # type: ignore[no-untyped-def]
    app = make_app(size=SIZES[size])
    table = open_table(app, players, seed_with(EventCard.FACE_DOWN, players))
    name = _name(EventCard.FACE_DOWN, players, size)

    def lying(t) -> bool:  # type: ignore[no-untyped-def]
        v = t.view
        return t.can_choose() and v.phase is Phase.PLAY and v.step == 3 and any(v.face_down)

    def flipping(t) -> bool:  # type: ignore[no-untyped-def]
        step = t.step
        return type(step).__name__ == "CardsFlipStep" and 0.2 < step.progress < 0.4

    seen = play_round(
        app, table, {f"{name}-reveal": _revealing, name: lying, f"{name}-flip": flipping}
    )
    assert "CardsFlipStep" in seen["steps"]
    assert "placed a card face down" in " ".join(table.log_lines)


class Silent(RandomLegal):
    """A stand-in AI that never answers: the table waits on it for ever."""

    def poll(self) -> Choice | None:
        return None


def _mid_pair_game(players: int) -> tuple[Game, Choice]:
    """A game under "Playing one or two cards" in which seat 0 has just chosen a pair of
    two different guilds face down and the other seats have not chosen yet."""
    from guildes.rules import ChoiceKind

    game = Game(
        GameConfig(players=players, seed=seed_with(EventCard.ONE_OR_TWO, players), variants=EVENTS)
    )
    rng = random.Random(3)
    while True:
        view = game.view(0)
        if view.phase is Phase.PLAY and view.batch == 2 and 0 in game.to_choose():
            pairs = [
                c
                for c in game.legal_choices(0)
                if c.kind is ChoiceKind.PLAY
                and c.other_guild is not None
                and c.other_guild != c.guild
            ]
            if pairs:
                pair = rng.choice(pairs)
                game.choose(0, pair)
                return game, pair
        seat = game.to_choose()[0]
        game.choose(seat, rng.choice(game.legal_choices(seat)))


@pytest.mark.parametrize(("players", "size"), [(3, "720"), (6, "1080")])
def test_a_pair_chosen_before_a_save_shows_both_cards_on_resume(  # type: ignore[no-untyped-def]
    make_app, monkeypatch, tmp_path, players: int, size: str
) -> None:
    """Batches of two: a game saved after the player chose a pair face down resumes with
    both cards lying face up in front of them (theirs) and neither left in the fan."""
    import guildes.ai.worker
    import guildes.ui.table.drawing as drawing
    from guildes.saves import savefile
    from guildes.ui.games import start_saved_game
    from guildes.ui.scenes.main_menu import MainMenu

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", EVENTS)
    monkeypatch.setattr(guildes.ai.worker, "DecisionWorker", Silent)
    game, pair = _mid_pair_game(players)
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, players)]
    path = tmp_path / "mid-batch.guildes.json"
    savefile.write(path, savefile.SavedGame.of(game, seats))
    app = make_app(size=SIZES[size])
    app.start(MainMenu(app))
    start_saved_game(app, savefile.load(path))
    table = app.stack.top
    faces: list[tuple[int, int, int]] = []
    real = drawing.rotated_face

    def recording(guild: int, w: int, h: int, angle: float, scale: float):  # type: ignore[no-untyped-def]
        faces.append((guild, w, h))
        return real(guild, w, h, angle, scale)

    monkeypatch.setattr(drawing, "rotated_face", recording)
    frames(app, 3)
    assert table.viewer == 0 and not table.can_choose() and not table.steps
    hand = table.view.hand
    in_hand = [g for g in range(len(hand)) for _ in range(hand[g])]
    for g in (pair.guild, pair.other_guild):
        in_hand.remove(g)
    assert table.fan() == in_hand
    faces.clear()
    frames(app, 1)
    small = table.layout.small_card
    lying = sorted(g for g, w, h in faces if (w, h) == small)
    assert lying == sorted((pair.guild, pair.other_guild))
    app.screenshot(ARTIFACTS / f"event-one-or-two-resumed-{players}p-{size}.png")


def _zoom_shown(app, table) -> bool:  # type: ignore[no-untyped-def]
    """True if this round's Event card is drawn large, pixel for pixel its face with the
    rule (sampled over the whole card)."""
    from guildes.ui.cards import event_face

    big = table.layout.event_zoom_rect
    face = event_face(table.view.event_cards[-1], big.w, big.h, True)
    for px in range(6, big.w - 6, 7):
        for py in range(6, big.h - 6, 7):
            want = face.get_at((px, py))
            if want.a == 255 and app.screen.get_at((big.x + px, big.y + py))[:3] != want[:3]:
                return False
    return True


def _move(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


@pytest.mark.parametrize(("players", "size"), [(3, "720"), (6, "1080")])
def test_the_event_card_is_read_large_on_hover_or_e(  # type: ignore[no-untyped-def]
    make_app, events_offered, players: int, size: str
) -> None:
    """Pointing at the Event card shows it large with its whole rule, and leaving it puts
    it back; E does the same until pressed again."""
    app = make_app(size=SIZES[size])
    table = open_table(app, players, seed_with(EventCard.REDISTRIBUTION, players))
    until(app, lambda: app.stack.top is table and table.can_choose())
    away = (table.layout.felt_rect.right - 40, table.layout.center[1])
    _move(away)
    frames(app, 2)
    assert not _zoom_shown(app, table)
    _move(table.layout.event_rect.center)
    frames(app, 2)
    assert _zoom_shown(app, table)
    app.screenshot(ARTIFACTS / f"event-hover-{players}p-{size}.png")
    _move(away)
    frames(app, 2)
    assert not _zoom_shown(app, table)
    key(pygame.K_e)
    frames(app, 2)
    assert _zoom_shown(app, table)
    key(pygame.K_e)
    frames(app, 2)
    assert not _zoom_shown(app, table)
