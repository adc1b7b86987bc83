"""The player's own Dirty-Trick turn at the table (issue 15), driven by posted mouse and
keyboard events only: each letter resolved (some by mouse, some by keys), declining,
Esc stepping back, targets that cannot be chosen, a hurried player's double presses, and
D's draw in hotseat; the preview's numbers are the engine's count after the use;
screenshots at 3 and 6 players, 1280x720 and 1920x1080."""

from __future__ import annotations

import random

import pygame
import pytest

from guildes.rules import Choice, ChoiceKind, Game, Phase
from guildes.rules.cards import Trick
from guildes.saves.savefile import SavedGame
from guildes.seats import Seat
from guildes.ui.table.trick_choice import Option, Stage, Target
from guildes.ui.table.trick_panel import preview_lines
from guildes.ui.table.trick_turn import CONFIRM_GUARD_S, STEP_GUARD_S, TrickTurn
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import click, frames, key
from tests.ui.test_event_cards import RandomLegal
from tests.ui.trick_rig import TRICKS, trick_turn

SIZES = {"720": (1280, 720), "1080": (1920, 1080)}
SETTLE = int(CONFIRM_GUARD_S / 0.05) + 2
"""Frames (of 0.05 s) that outlast the guard after a step changed."""


@pytest.fixture
def tricks_offered(monkeypatch: pytest.MonkeyPatch) -> None:
    """The app plays the Dirty-Trick variant, and its AI seats are stand-ins answering
    at random among the legal choices (until every AI level plays the tricks)."""
    import guildes.ai.worker
    from guildes.saves import savefile

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", savefile.PLAYABLE_VARIANTS | TRICKS)
    monkeypatch.setattr(guildes.ai.worker, "DecisionWorker", RandomLegal)


def open_turn(app, letter: Trick, players: int, seed: int = 0, humans: int = 1, variants=None):  # type: ignore[no-untyped-def]
    """A game opened at the table at the trick turn of a human seat holding ``letter``
    (Ana); ``humans`` > 1 makes the next seats people too (hotseat); ``variants``: the
    game's (the Dirty Tricks alone if None). The table and the seat."""
    from guildes.ui.games import start_saved_game
    from guildes.ui.scenes.main_menu import MainMenu

    if variants is None:
        game, seat = trick_turn(players, letter, seed=seed)
    else:
        game, seat = trick_turn(players, letter, seed=seed, variants=variants)
    seats = [Seat(f"Bot {i}", "easy") for i in range(players)]
    seats[seat] = Seat("Ana")
    for k in range(1, humans):
        other = (seat + k) % players
        seats[other] = Seat(f"Person {k}")
    app.start(MainMenu(app))
    start_saved_game(app, SavedGame.of(game, seats))
    table = app.stack.top
    frames(app, SETTLE)
    if humans > 1:  # the curtain: Ana is at the screen
        assert table.viewer is None
        for _ in range(40):
            if app.stack.top is table:
                break
            if not app.stack.top.guarded:  # (a press during its guard starts it again)
                key(pygame.K_RETURN)
            frames(app, 4)
        frames(app, SETTLE)
    assert table.viewer == seat and table.trick_turn is not None
    table.opened_at = len(table.session.game.history)  # (what ``sent`` reads from)
    return table, seat


def turn_of(table) -> TrickTurn:  # type: ignore[no-untyped-def]
    turn = table.trick_turn
    assert turn is not None, "the trick turn is not on"
    return turn


def click_item(app, table, item: Option | str) -> None:  # type: ignore[no-untyped-def]
    """Click ``item`` where the table shows it, then let the guard pass."""
    rects = dict(turn_of(table).rects(table.layout))
    click(rects[item].center)
    frames(app, SETTLE)


def press(app, k: int, times: int = 1) -> None:  # type: ignore[no-untyped-def]
    for _ in range(times):
        key(k)
        frames(app, 1)
    frames(app, SETTLE)


def choose_by_keys(app, table, item: Option | str) -> None:  # type: ignore[no-untyped-def]
    """Tab from the first item to ``item``, then Enter."""
    items = turn_of(table).items()
    assert turn_of(table).focus == 0
    press(app, pygame.K_TAB, items.index(item))
    assert turn_of(table).focused() == item
    press(app, pygame.K_RETURN)


def sent(table, seat: int) -> list[Choice]:  # type: ignore[no-untyped-def]
    """The trick choices ``seat`` made since the table opened (uses, declines, draws)."""
    kinds = (ChoiceKind.TRICK, ChoiceKind.DECLINE, ChoiceKind.DRAW)
    history = table.session.game.history[table.opened_at :]
    return [c for s, c in history if s == seat and c.kind in kinds]


def engine_count_after(table, seat: int) -> tuple[int, ...]:  # type: ignore[no-untyped-def]
    """This round's count as the engine makes it right after ``seat``'s last trick
    choice, every later trick declined."""
    game = table.session.game
    history = list(game.history)
    last = max(i for i, (s, c) in enumerate(history) if s == seat and c.kind is ChoiceKind.TRICK)
    again = Game.replay(game.config, history[: last + 1])
    while again.phase is Phase.TRICKS:
        again.choose(again.to_choose()[0], Choice.decline())
    return tuple(again.public_view().counts[-1].votes)


LETTERS = {
    # letter: (players, by mouse)
    Trick.SWAP: (4, True),
    Trick.SACRIFICE: (4, False),
    Trick.DRAW_TWO: (4, True),
    Trick.SWAP_HAND: (3, False),
    Trick.KNIGHTS: (4, True),
    Trick.NOBLES: (3, False),
    Trick.PRIESTS: (6, True),
    Trick.ALCHEMISTS: (5, False),
}


@pytest.mark.parametrize("letter", list(LETTERS), ids=lambda t: t.letter)
def test_each_trick_is_resolved_by_posted_input(make_app, tricks_offered, letter: Trick) -> None:  # type: ignore[no-untyped-def]
    players, mouse = LETTERS[letter]
    app = make_app()
    table, seat = open_turn(app, letter, players, seed=3)
    rng = random.Random(letter.value)
    act = (
        (lambda item: click_item(app, table, item))
        if mouse
        else (lambda item: choose_by_keys(app, table, item))
    )
    act("use")
    if letter is Trick.DRAW_TWO:
        assert sent(table, seat) == [Choice.draw()]
        frames(app, SETTLE)
        assert table.viewer == seat and any(turn_of(table).view.drawn)
    shots = 0
    while turn_of(table).chooser.stage is Stage.TARGETS:
        options = turn_of(table).chooser.options()
        assert options
        act(rng.choice(options))
        shots += 1
    turn = turn_of(table)
    assert turn.chooser.stage is Stage.CONFIRM
    choice = turn.chooser.choice()
    assert choice is not None and choice in table.session.game.legal_choices(seat)
    shown = preview_lines(turn)
    app.screenshot(ARTIFACTS / f"trick-turn-{letter.letter}-confirm.png")
    if mouse:
        click_item(app, table, "confirm")
    else:
        press(app, pygame.K_RETURN)  # the focus starts on Confirm
    assert sent(table, seat)[-1] == choice
    after = engine_count_after(table, seat)
    assert shown, "the preview lists the seats the use affects"
    for s, _before, votes in shown:
        assert votes == after[s]


@pytest.mark.parametrize("by_mouse", [True, False], ids=["mouse", "keys"])
def test_decline(make_app, tricks_offered, by_mouse: bool) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    table, seat = open_turn(app, Trick.KNIGHTS, 4)
    if by_mouse:
        click_item(app, table, "decline")
    else:
        choose_by_keys(app, table, "decline")
    assert sent(table, seat) == [Choice.decline()]


def test_esc_steps_back_one_step_then_opens_the_menu(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.pause import PauseOverlay

    app = make_app()
    table, seat = open_turn(app, Trick.SWAP, 4)
    press(app, pygame.K_RETURN)  # Use
    seat_x = turn_of(table).chooser.options()[0]
    press(app, pygame.K_RETURN)
    card = turn_of(table).chooser.options()[0]
    press(app, pygame.K_RETURN)
    assert turn_of(table).chooser.picks == [seat_x.value, card.value]
    press(app, pygame.K_ESCAPE)
    assert turn_of(table).chooser.picks == [seat_x.value]
    press(app, pygame.K_ESCAPE)
    assert turn_of(table).chooser.picks == [] and turn_of(table).chooser.stage is Stage.TARGETS
    press(app, pygame.K_ESCAPE)
    assert turn_of(table).chooser.stage is Stage.OFFER
    assert app.stack.top is table
    press(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseOverlay)
    assert sent(table, seat) == []


def test_targets_that_cannot_be_chosen_are_not_clickable(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    for seed in range(0, 200, 7):  # a 6-player game with a Protection holder
        table, seat = open_turn(app, Trick.PRIESTS, 6, seed=seed)
        guarded = [s for s, t in enumerate(table.view.tricks) if t == Trick.PROTECTION]
        if guarded:
            break
    else:
        raise AssertionError("no game with a Protection holder")
    click_item(app, table, "use")
    turn = turn_of(table)
    assert Option(Target.SEAT, guarded[0]) not in turn.chooser.options()
    click(table.layout.seat_panel(guarded[0]).center)  # the protected table
    frames(app, SETTLE)
    assert turn.chooser.picks == []
    fan = table.fan()
    if fan:  # a card of the hand is no target of H: nothing is played
        pos = table.layout.fan_card_rect(len(fan), 0).center
        click(pos)
        frames(app, SETTLE)
        assert turn.chooser.picks == [] and sent(table, seat) == []
    click((table.layout.felt_rect.centerx, table.layout.header_h + 4))  # the bare felt
    frames(app, SETTLE)
    assert turn.chooser.picks == [] and sent(table, seat) == []
    app.screenshot(ARTIFACTS / "trick-turn-protected.png")


def test_c_offers_only_own_cards_worth_ten_or_more(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    from guildes.rules import GUILDS

    app = make_app()
    table, seat = open_turn(app, Trick.SACRIFICE, 4, seed=3)
    click_item(app, table, "use")
    turn = turn_of(table)
    offered = {o.value for o in turn.chooser.options()}
    own = table.view.tables[seat]
    low = [g for g in range(len(GUILDS)) if own[g] and not GUILDS[g].worth_ten_or_more]
    assert offered and all(GUILDS[g].worth_ten_or_more for g in offered)
    for g in low:
        rect = next(r for h, r in table.layout.table_cards(seat, own) if h == g)
        click(rect.center)
        frames(app, SETTLE)
        assert turn.chooser.picks == []


def test_a_hurried_player_chooses_nothing_unintended(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    table, seat = open_turn(app, Trick.KNIGHTS, 4)
    # Enter four times at once: only Use (the next Enters fall within the guard)
    for _ in range(4):
        key(pygame.K_RETURN)
    frames(app, SETTLE)
    turn = turn_of(table)
    assert turn.chooser.stage is Stage.TARGETS and turn.chooser.picks == []
    # a double click on a seat: chosen once; the second click lands on nothing
    first = turn.chooser.options()[1]
    rect = dict(turn.rects(table.layout))[first]
    click(rect.center)
    click(rect.center)
    frames(app, SETTLE)
    assert turn.chooser.picks == [first.value] and turn.chooser.stage is Stage.TARGETS
    # a click on the sign and Enter twice at once: the preview appears, not confirmed
    click(dict(turn.rects(table.layout))[turn.chooser.options()[0]].center)
    key(pygame.K_RETURN)
    key(pygame.K_RETURN)
    frames(app, SETTLE)
    assert turn.chooser.stage is Stage.CONFIRM and sent(table, seat) == []
    press(app, pygame.K_RETURN)  # a deliberate Enter after the preview showed
    assert len(sent(table, seat)) == 1


def test_a_click_as_the_turn_begins_is_dropped(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    """A click meant for what came before (an animation, the curtain) lands on nothing."""
    from guildes.ui.games import start_saved_game

    app = make_app()
    table, seat = open_turn(app, Trick.KNIGHTS, 4)
    game = table.session.game
    saved = SavedGame.of(Game.replay(game.config, list(game.history)), table.session.seats)
    start_saved_game(app, saved)
    table = app.stack.top
    table.opened_at = len(game.history)
    frames(app, 1)
    assert table.trick_turn is not None
    click(dict(turn_of(table).rects(table.layout))["decline"].center)
    frames(app, 1)
    assert sent(table, seat) == []
    frames(app, SETTLE)
    click_item(app, table, "decline")
    assert sent(table, seat) == [Choice.decline()]


def test_confirm_picks_asks_twice_before_declining(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    app.settings.confirm_picks = True
    table, seat = open_turn(app, Trick.NOBLES, 4)
    click_item(app, table, "decline")
    assert sent(table, seat) == [] and turn_of(table).armed == "decline"
    press(app, pygame.K_ESCAPE)  # changed their mind
    assert turn_of(table).armed is None and app.stack.top is table
    click_item(app, table, "decline")
    click_item(app, table, "decline")
    assert sent(table, seat) == [Choice.decline()]


def test_hotseat_d_shows_the_drawn_cards_to_their_drawer_only(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.curtain import Curtain

    app = make_app()
    table, seat = open_turn(app, Trick.DRAW_TWO, 4, humans=4)
    press(app, pygame.K_RETURN)  # Use: draw two
    assert sent(table, seat) == [Choice.draw()]
    frames(app, SETTLE)
    # the same player chooses the card to play: no curtain, their own view only
    assert app.stack.top is table and table.viewer == seat
    drawn = turn_of(table).view.drawn
    assert any(drawn) and turn_of(table).view.seat == seat
    app.screenshot(ARTIFACTS / "trick-turn-D-drawn-hotseat.png")
    press(app, pygame.K_RETURN)  # the first card drawn
    press(app, pygame.K_RETURN)  # confirm
    assert sent(table, seat)[-1].kind is ChoiceKind.TRICK
    frames(app, SETTLE)
    # the screen goes to the next person behind the curtain, with nothing drawn shown
    assert table.viewer is None or table.viewer != seat
    if table.viewer is None:
        assert isinstance(app.stack.top, Curtain) or table.trick_turn is None
    public = table._drawn()
    assert not hasattr(public, "drawn") or public.seat != seat


@pytest.mark.parametrize("players", [3, 6])
@pytest.mark.parametrize("size", list(SIZES), ids=lambda s: s)
def test_screenshots_of_the_trick_turn(make_app, tricks_offered, players: int, size: str) -> None:  # type: ignore[no-untyped-def]
    """Screens to look at: the offer, a step with targets lit, the preview."""
    app = make_app(size=SIZES[size])
    letter = Trick.SWAP if players == 6 else Trick.SACRIFICE
    table, _seat = open_turn(app, letter, players, seed=3)
    name = f"trick-turn-{players}p-{size}"
    app.screenshot(ARTIFACTS / f"{name}-offer.png")
    press(app, pygame.K_RETURN)
    press(app, pygame.K_RETURN)
    app.screenshot(ARTIFACTS / f"{name}-step.png")
    while turn_of(table).chooser.stage is Stage.TARGETS:
        press(app, pygame.K_RETURN)
    app.screenshot(ARTIFACTS / f"{name}-confirm.png")
    geo_rect = dict(turn_of(table).rects(table.layout))["confirm"]
    assert table.layout.felt_rect.contains(geo_rect)


def _a_clear_place(layout, turn: TrickTurn, size: tuple[int, int], event: bool) -> bool:  # type: ignore[no-untyped-def]
    """A place of the panel's ``size`` on the felt (under the standings strip), on a 4 px
    grid, clear of the targets offered and chosen (and of the fan when a card of the hand
    is to be chosen), of every trick card and (``event``) of the Event card, with the
    panel's gap."""
    from guildes.ui.table.trick_panel import PANEL_GAP, target_rects

    s = layout.s
    felt = layout.felt_rect
    _cw, fan_h = layout.fan_card
    avoid = [layout.trick_rect(x) for x in range(layout.players)]
    if event:
        avoid.append(layout.event_rect)
    for option in [*turn.chooser.options(), *turn.chooser.chosen()]:
        if option.target is Target.HAND_CARD:
            avoid.append(pygame.Rect(felt.x, felt.bottom - int(fan_h * 1.2), felt.w, fan_h))
        avoid += target_rects(layout, turn.view, option)
    gap = int(PANEL_GAP * s)
    avoid = [r.inflate(2 * gap, 2 * gap) for r in avoid]
    w, h = size
    for y in range(layout.header_h + int(30 * s), felt.bottom - int(8 * s) - h + 1, 4):
        for x in range(felt.x + gap, felt.right - int(10 * s) - w + 1, 4):
            if pygame.Rect(x, y, w, h).collidelist(avoid) < 0:
                return True
    return False


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_panel_hides_no_target_and_stays_on_the_felt(make_app, players: int) -> None:  # type: ignore[no-untyped-def]
    """At every step of every letter (the first option each time), the offer included, at
    1280x720 and 1920x1080, text size 85% to 130%, with and without the log, in English
    and in the pseudo-language (40% longer): the panel lies on the felt, its buttons in
    it, and covers none of the targets offered or chosen (they stay clickable), no seat's
    trick card (play test: at 6 players, 1280x720, it covered the bottom of a left seat's
    card; in the pseudo-language, unless no place is clear of them), nor in English the
    Event card when a place clear of all those exists."""
    from guildes.i18n import set_language
    from guildes.ui.layout import TableLayout
    from guildes.ui.table.trick_choice import TrickChooser
    from guildes.ui.table.trick_panel import PanelGeometry, target_rects

    make_app()  # fonts
    letters = [t for t in LETTERS if t is not Trick.ALCHEMISTS or players > 3]
    for letter, language in [(t, code) for t in letters for code in ("en", "pseudo")]:
        set_language(language)
        game, seat = trick_turn(players, letter, seed=11)
        if letter is Trick.DRAW_TWO:
            game.choose(seat, Choice.draw())
        view = game.view(seat)
        for (w, h), log, scale in [
            ((1280, 720), 0, 1.3),
            ((1280, 720), 0, 0.85),
            ((1280, 720), int(1280 * 0.22), 1.0),
            ((1920, 1080), 0, 0.85),
            ((1920, 1080), int(1920 * 0.22), 1.0),
            ((1920, 1080), int(1920 * 0.22), 1.3),
        ]:
            layout = TableLayout(w, h, players, seat, log, scale, tricks=True)
            names = tuple(f"Player {s} with a long name" for s in range(players))
            chooser = TrickChooser(view, game.legal_choices(seat))
            turn = TrickTurn(chooser, (seat, 0), 0.0, names=names)
            offer = letter is not Trick.DRAW_TWO  # (D's offer is of the draw: see above)
            if not offer:
                turn.chooser.use()
            while True:
                geo = PanelGeometry.of(layout, turn)
                where = (
                    f"{letter.letter} {language} {players}p {w}x{h} log {log} {scale}"
                    f" {turn.chooser.stage.name} {turn.chooser.picks}"
                )
                assert layout.felt_rect.contains(geo.rect), where
                for item, rect in geo.buttons:
                    assert geo.rect.contains(rect), f"{where}: {item} out of the panel"
                size = geo.rect.size
                for other in range(players):
                    if geo.rect.colliderect(layout.trick_rect(other)):
                        # (a panel 40% longer may find no place clear of them)
                        clear = language == "en" or _a_clear_place(layout, turn, size, False)
                        assert not clear, f"{where}: seat {other}'s trick card covered"
                if language == "en" and geo.rect.colliderect(layout.event_rect):
                    # (a panel 40% longer may have to cover it)
                    clear = _a_clear_place(layout, turn, size, True)
                    assert not clear, f"{where}: the Event card covered"
                for option in [*turn.chooser.options(), *turn.chooser.chosen()]:
                    for rect in target_rects(layout, view, option):
                        assert not geo.rect.colliderect(rect), f"{where}: {option} hidden"
                if turn.chooser.stage is Stage.CONFIRM:
                    break
                if offer:
                    offer = False
                    turn.chooser.use()
                    continue
                turn.chooser.pick(turn.chooser.options()[0])
    set_language("en")


@pytest.mark.parametrize(
    ("variants", "real_ai"),
    [(TRICKS, True), (TRICKS | {"event_cards"}, False)],
    ids=["tricks-real-ai", "both-stand-ins"],
)
def test_a_whole_variant_game_by_posted_input(  # type: ignore[no-untyped-def]
    make_app, fast_levels, monkeypatch, variants, real_ai
) -> None:
    """One person against AI seats (the real easy level, or stand-ins) plays a whole
    game by random posted input (tricks by mouse and keys, Esc among them): it reaches
    the results, and the game replays to the same outcome."""
    import guildes.ai.worker
    from guildes.saves import savefile
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.pause import PauseOverlay
    from guildes.ui.scenes.results import ResultsScene

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", variants | {"event_cards"})
    if not real_ai:
        monkeypatch.setattr(guildes.ai.worker, "DecisionWorker", RandomLegal)
    app = make_app(speed="instant")
    app.start(MainMenu(app))
    seats = [Seat("Ana")] + [Seat(f"Bot {i}", "easy") for i in range(1, 4)]
    start_new_game(app, seats, 5, "shared", variants)
    table = app.stack.top
    rng = random.Random(5)
    tricks = 0
    for _ in range(20_000):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, (CountOverlay, PauseOverlay)):
            key(pygame.K_ESCAPE if isinstance(top, PauseOverlay) else pygame.K_RETURN)
            continue
        if top is not table:
            key(pygame.K_RETURN)
            continue
        turn = table.trick_turn
        if turn is not None:
            tricks += 1
            roll = rng.random()
            rects = turn.rects(table.layout)
            if roll < 0.4 and rects:
                click(rng.choice(rects)[1].center)
            elif roll < 0.45:
                click((rng.randrange(table.layout.width), rng.randrange(table.layout.height)))
            elif roll < 0.6:
                key(pygame.K_TAB)
            elif roll < 0.7 and turn.chooser.stage is not Stage.OFFER:
                key(pygame.K_ESCAPE)
            else:
                key(pygame.K_RETURN)
            frames(app, 4)
        elif table.can_choose():
            key(pygame.K_RETURN)
    else:
        raise AssertionError("the game did not reach the results")
    game = app.stack.top.session.game
    assert game.is_over and tricks > 0
    used = [c for s, c in game.history if s == 0 and c.kind is ChoiceKind.TRICK]
    assert used, "the person used a trick at least once"
    again = Game.replay(game.config, list(game.history))
    assert again.outcome == game.outcome


def test_plus_and_minus_keys_choose_the_sign(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    app = make_app()
    table, _seat = open_turn(app, Trick.KNIGHTS, 4)
    press(app, pygame.K_RETURN)  # Use
    turn = turn_of(table)
    # a seat with a Knights card (where -1 is legal)
    target = next(o for o in turn.chooser.options() if (o.value, -1) in turn.chooser.routes)
    choose_by_keys(app, table, target)
    press(app, pygame.K_MINUS)
    assert turn.chooser.stage is Stage.CONFIRM and turn.chooser.picks == [target.value, -1]
    press(app, pygame.K_ESCAPE)
    press(app, pygame.K_KP_PLUS)
    assert turn.chooser.picks == [target.value, 1]


def test_esc_steps_back_at_once_and_back_after_the_guard(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    """Stepping back cannot make an unintended choice: Esc works the moment the preview
    shows; a click on Back waits out the step's guard like every other press (a
    double click's second click must not undo the first)."""
    app = make_app()
    table, _seat = open_turn(app, Trick.KNIGHTS, 4)
    click_item(app, table, "use")
    click_item(app, table, turn_of(table).chooser.options()[0])
    click(dict(turn_of(table).rects(table.layout))[turn_of(table).chooser.options()[0]].center)
    frames(app, 1)
    assert turn_of(table).chooser.stage is Stage.CONFIRM
    key(pygame.K_ESCAPE)
    frames(app, 1)
    assert turn_of(table).chooser.stage is Stage.TARGETS
    click(dict(turn_of(table).rects(table.layout))[turn_of(table).chooser.options()[0]].center)
    frames(app, 1)
    assert turn_of(table).chooser.stage is Stage.CONFIRM
    back = dict(turn_of(table).rects(table.layout))["back"].center
    click(back)
    frames(app, 1)
    assert turn_of(table).chooser.stage is Stage.CONFIRM
    frames(app, SETTLE)
    click(back)
    frames(app, 1)
    assert turn_of(table).chooser.stage is Stage.TARGETS


class FirstUse(RandomLegal):
    """A stand-in AI that uses its trick when it can (the first legal use)."""

    def poll(self) -> Choice | None:
        legal, self._legal = self._legal, ()
        uses = [c for c in legal if c.kind in (ChoiceKind.TRICK, ChoiceKind.DRAW)]
        return (uses or list(legal) or [None])[0]


def test_clicks_during_the_others_tricks_choose_nothing(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A person clicking all the while the seats before them resolve their tricks (and
    their animations play): nothing is chosen for them until their turn has shown."""
    import guildes.ai.worker
    from guildes.saves import savefile
    from guildes.ui.games import start_saved_game
    from guildes.ui.scenes.main_menu import MainMenu

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", savefile.PLAYABLE_VARIANTS | TRICKS)
    monkeypatch.setattr(guildes.ai.worker, "DecisionWorker", FirstUse)
    app = make_app(speed="normal")
    for seed in range(60):  # a game whose trick phase has AI seats before the person's
        game, seat = trick_turn(4, Trick.KNIGHTS, seed=seed)
        if game.view(seat).turn == 0:
            continue
        break
    # back to the start of the trick phase: the seats before the person have not chosen
    history = list(game.history)
    first = next(
        i
        for i, (_s, c) in enumerate(history)
        if c.kind in (ChoiceKind.TRICK, ChoiceKind.DECLINE, ChoiceKind.DRAW)
        and i > len(history) - 8
    )
    start = Game.replay(game.config, history[:first])
    seats = [Seat(f"Bot {i}", "easy") for i in range(4)]
    seats[seat] = Seat("Ana")
    app.start(MainMenu(app))
    start_saved_game(app, SavedGame.of(start, seats))
    table = app.stack.top
    table.opened_at = len(start.history)
    decline_at = None
    shown_at = made_at = None
    for _ in range(600):
        turn = table.trick_turn
        if turn is not None and decline_at is None:
            decline_at = dict(turn.rects(table.layout))["decline"].center
            shown_at = table.clock
        # the person clicks where Decline is (before: on their own panel) all along
        click(decline_at or table.layout.seat_panel(seat).center)
        frames(app, 1)
        if sent(table, seat):
            made_at = table.clock
            break
    assert sent(table, seat) == [Choice.decline()]
    assert shown_at is not None and made_at is not None
    assert made_at - shown_at >= STEP_GUARD_S
    before = table.session.game.history[table.opened_at :]
    others = [c for s, c in before if s != seat and c.kind is not ChoiceKind.DECLINE]
    assert others, "the seats before used their tricks (and were animated)"


class _DrawsThenHolds(RandomLegal):
    """A stand-in AI: D's holder draws, then holds back the card it plays until
    ``release`` (so the table can be looked at between the draw and the play); other
    decisions at random."""

    release = False

    def submit(self, spec: str, seed: int, view: object, legal: tuple[Choice, ...]) -> int:
        self._holding = any(getattr(view, "drawn", ()))
        return super().submit(spec, seed, view, legal)

    def poll(self) -> Choice | None:
        if self._legal and self._holding and not _DrawsThenHolds.release:
            return None
        draw = [c for c in self._legal if c.kind is ChoiceKind.DRAW]
        if draw:
            self._legal = ()
            return draw[0]
        return super().poll()


@pytest.mark.parametrize("hotseat", [False, True], ids=["one-human", "hotseat-onlooker"])
def test_ds_drawn_cards_lie_face_down_in_front_of_the_drawer_until_played(  # type: ignore[no-untyped-def]
    make_app, monkeypatch, hotseat: bool
) -> None:
    """Play test: between D's draw and its play nothing showed in front of the drawer.
    An AI seat draws two cards with D: once the draw's animation is over, the other
    players (one human; in hotseat, the table drawn for no one) see two card backs in
    front of it, where the draw's cards landed, until it plays one, which goes to its
    table while the other goes to the discard pile (nothing is left in front of it)."""
    import guildes.ai.worker
    import guildes.ui.table.drawing as drawing
    from guildes.saves import savefile
    from guildes.ui.games import start_saved_game
    from guildes.ui.scenes.main_menu import MainMenu

    monkeypatch.setattr(savefile, "PLAYABLE_VARIANTS", savefile.PLAYABLE_VARIANTS | TRICKS)
    monkeypatch.setattr(guildes.ai.worker, "DecisionWorker", _DrawsThenHolds)
    monkeypatch.setattr(_DrawsThenHolds, "release", False)
    magenta = (255, 0, 255)

    def back(w: int, h: int, *_args: object) -> pygame.Surface:
        img = pygame.Surface((w, h))
        img.fill(magenta)
        return img

    monkeypatch.setattr(drawing, "rotated_back", back)
    app = make_app(speed="normal")
    game, holder = trick_turn(4, Trick.DRAW_TWO, seed=3)
    seats = [Seat(f"Person {k}") for k in range(4)]
    seats[holder] = Seat("Bot", "easy")
    if not hotseat:  # one person: the seat after the holder
        seats = [
            s if k == (holder + 1) % 4 else Seat(f"Bot {k}", "easy") for k, s in enumerate(seats)
        ]
        seats[holder] = Seat("Bot", "easy")
    app.start(MainMenu(app))
    start_saved_game(app, SavedGame.of(game, seats))
    table = app.stack.top
    drawn_at = len(game.history) + 1

    def lying() -> list[bool]:
        """Whether a card back lies at each of two places in front of the holder."""
        lay = table.layout
        (x, y), w = lay.front_of(holder), lay.small_card[0]
        at = [(int(x + dx * w), y) for dx in (-0.3, 0.3)]
        return [app.screen.get_at(p)[:3] == magenta for p in at]

    for _ in range(400):  # the draw, and its animation played
        frames(app, 1)
        if len(table.session.game.history) >= drawn_at and not table.steps:
            break
    assert table.session.game.history[drawn_at - 1] == (holder, Choice.draw())
    frames(app, 3)
    assert table.viewer == (None if hotseat else (holder + 1) % 4)
    assert len(table.session.game.history) == drawn_at  # it holds the two cards
    assert lying() == [True, True], "the cards drawn lie nowhere"
    app.screenshot(ARTIFACTS / f"trick-D-drawn-held-{'hotseat' if hotseat else 'one'}.png")
    table_before = table.session.game.public_view().tables[holder]
    _DrawsThenHolds.release = True
    for _ in range(400):  # the play, and its animation played (up to the count, if next)
        frames(app, 1)
        played_now = len(table.session.game.history) > drawn_at
        if played_now and (not table.steps or table.steps[0].waiting):
            break
    played = table.session.game.history[drawn_at][1]
    assert played.kind is ChoiceKind.TRICK
    frames(app, 1)
    table.draw(app.screen)  # the table itself, under the count if it opened (it closes
    # by itself, and the next round's first picks would lie there)
    assert lying() == [False, False], "the cards drawn still lie there once played"
    tables = table._drawn().tables[holder]
    assert tables[played.guild] == table_before[played.guild] + 1


def test_two_cards_of_one_guild_drawn_with_d_show_as_two(  # type: ignore[no-untyped-def]
    make_app, tricks_offered, monkeypatch
) -> None:
    """A hurried play test (issue 29): D drew two Priests and the panel showed one card,
    under "Only you see the two cards drawn": the player thought a card was missing. Both
    show side by side, one choice (either plays one of them)."""
    import guildes.ui.table.trick_turn_drawing as ttd

    app = make_app()
    table, seat = open_turn(app, Trick.DRAW_TWO, 4, seed=2)  # draws two Knights
    press(app, pygame.K_RETURN)  # Use: draw two
    frames(app, SETTLE)
    drawn = turn_of(table).view.drawn
    assert max(drawn) == 2 and sum(drawn) == 2
    guild = drawn.index(2)
    faces: list[int] = []
    real_face = ttd.card_face

    def face(g, *a):  # type: ignore[no-untyped-def]
        faces.append(g)
        return real_face(g, *a)

    monkeypatch.setattr(ttd, "card_face", face)
    frames(app, 1)
    monkeypatch.undo()
    assert faces.count(guild) == 2  # fails before: one card
    geo = dict(turn_of(table).rects(table.layout))
    (option,) = turn_of(table).chooser.options()
    assert geo[option].w >= 2 * table.layout.small_card[0]  # a click on either chooses it
    app.screenshot(ARTIFACTS / "trick-turn-D-two-alike.png")
    options = turn_of(table).chooser.options()
    assert [o.value for o in options] == [guild]
    press(app, pygame.K_RETURN)  # the card drawn
    press(app, pygame.K_RETURN)  # confirm
    assert sent(table, seat)[-1].kind is ChoiceKind.TRICK


def test_a_double_click_on_use_opens_the_targets(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    """The targets' Back stands where Use stood: the second click of a double click on
    Use fell on it and stepped back, so a double-clicking player never left Use and
    Decline. A Back pressed within the step's guard is dropped like any other press; one
    pressed after it, or Esc, steps back."""
    app = make_app(size=(1280, 720))
    table, seat = open_turn(app, Trick.KNIGHTS, 4)
    use = dict(turn_of(table).rects(table.layout))["use"].center
    click(use)
    click(use)
    frames(app, SETTLE)
    turn = turn_of(table)
    assert turn.chooser.stage is Stage.TARGETS
    back = dict(turn.rects(table.layout)).get("back")
    assert back is not None and back.collidepoint(use), "Back no longer under Use"
    click(use)  # a deliberate Back, after the guard
    frames(app, SETTLE)
    assert turn.chooser.stage is Stage.OFFER
    click(use)
    frames(app, SETTLE)
    assert turn.chooser.stage is Stage.TARGETS
    press(app, pygame.K_ESCAPE)
    assert turn.chooser.stage is Stage.OFFER and sent(table, seat) == []
