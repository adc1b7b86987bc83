"""The AI seats go on while an overlay covers the table (the count, the pause menu) and
while the screen is still: their thinking hides behind the player's reading (issue 28,
the wait)."""

from __future__ import annotations

import time

import pytest

from guildes.rules import Choice, Game, GameConfig, SeatView
from guildes.seats import Seat
from guildes.session import Session


class SlowDecider:
    """A worker that answers the first legal choice on the ``polls``-th look at it (an AI
    thinking for a while), counting every look."""

    def __init__(self, polls: int = 3) -> None:
        self.polls = polls
        self.looks = 0
        self._pending: tuple[Choice, ...] | None = None
        self._seen = 0

    @property
    def busy(self) -> bool:
        return self._pending is not None

    def submit(self, spec: str, seed: int, view: SeatView, legal: tuple[Choice, ...]) -> int:
        self._pending, self._seen = tuple(legal), 0
        return 1

    def poll(self) -> Choice | None:
        if self._pending is None:
            return None
        self.looks += 1
        self._seen += 1
        if self._seen < self.polls:
            return None
        legal, self._pending = self._pending, None
        return legal[0]

    def cancel(self) -> None:
        self._pending = None

    def restart(self) -> None:
        self._pending = None

    def close(self) -> None:
        self._pending = None


def _table(make_app, decider: SlowDecider):  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed="normal")
    app.start(MainMenu(app))
    seats = [Seat("Ana"), Seat("Bo", "expert"), Seat("Cy", "expert")]
    session = Session(Game(GameConfig(players=3, seed=4)), seats, None, lambda: decider, workers=1)
    app.reset("table", session)
    table = app.stack.top
    assert isinstance(table, TableScene)
    return app, table, session


@pytest.mark.parametrize("overlay", ["pause", "count"])
def test_the_ai_seats_decide_while_an_overlay_covers_the_table(make_app, overlay: str) -> None:  # type: ignore[no-untyped-def]
    from guildes.rules.counting import make_count

    decider = SlowDecider(polls=3)
    app, table, session = _table(make_app, decider)
    app.step_frame(1 / 60)  # the table asks the first AI seat
    assert session.ai_thinking() == [1]
    if overlay == "pause":
        app.push("pause", session, on_quit=lambda: None)
    else:
        count = make_count(session.game.public_view().tables, 1, (0, 0, 0))
        app.push("count", table.names, count, on_done=lambda: None)
    cover = app.stack.top
    for _ in range(10):
        app.step_frame(1 / 60)
    assert app.stack.top is cover  # still covered, and yet both AI seats have chosen
    assert {seat for seat, _ in session.game.history} == {1, 2}
    assert session.ai_thinking() == []


def test_a_still_table_takes_an_ai_answer_within_one_frame(make_app) -> None:  # type: ignore[no-untyped-def]
    decider = SlowDecider(polls=4)
    app, table, session = _table(make_app, decider)
    app.step_frame(1 / 60)
    assert session.ai_thinking() == [1] and not table.busy()
    app.last_input_at -= 10  # no input for a while: the loop waits for input
    assert app.idle()
    app.step_frame()  # one frame of the real loop
    # the wait looked at the thinking seat until it answered (not once per 250 ms frame)
    assert [seat for seat, _ in session.game.history] == [1]
    assert decider.looks >= 4


def test_a_closed_session_asks_nothing_more(make_app) -> None:  # type: ignore[no-untyped-def]
    decider = SlowDecider(polls=1)
    app, table, session = _table(make_app, decider)
    session.close()
    for _ in range(3):
        app.step_frame(1 / 60)
    assert not session.game.history and session.ai_thinking() == []


def _played(make_app, hold: int) -> list[list[str]]:  # type: ignore[no-untyped-def]
    """Round 1 of a Dirty-Trick game at the real table with real workers, the person
    (seat 0) played by ``heuristic``; each count, and a pause menu at each of the person's
    turns, held ``hold`` frames (the AI seats go on under them). Each seat's choices in
    order (the seats of one step may answer in any order)."""
    from guildes.ai.agent import make_agent
    from guildes.rules import Phase
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.table import TableScene

    app = make_app(speed="fast")
    app.start(MainMenu(app))
    config = GameConfig(players=3, seed=6, variants=frozenset({"dirty_tricks"}))
    seats = [Seat("Ana"), Seat("Bo", "hard"), Seat("Cy", "hard")]
    session = Session(Game(config), seats, None, workers=1)
    app.reset("table", session)
    table = app.stack.top
    assert isinstance(table, TableScene)
    me = make_agent("heuristic", 1)
    held = 0
    for _ in range(20_000):
        if session.game.state.voting_round > 1 or session.failed:
            break
        app.step_frame(0.05)
        time.sleep(0.002)
        top = app.stack.top
        if top is not table:
            held += 1
            if held >= hold:
                held = 0
                if isinstance(top, CountOverlay):
                    top._close()
                else:
                    app.back()
            continue
        if table.can_choose():
            if hold and session.ai_thinking():
                app.push("pause", session, on_quit=lambda: None)
                continue
            game = session.game
            choice = me.choose(game.view(0), game.legal_choices(0))
            if game.phase is Phase.TRICKS:
                table.send_trick(choice)
            else:
                table._send(choice)
    session.close()
    assert session.game.state.voting_round > 1 and not session.failed
    by_seat: list[list[str]] = [[] for _ in seats]
    for seat, choice in session.game.history:
        by_seat[seat].append(choice.text())
    return by_seat


def test_the_same_game_whether_overlays_cover_the_table_or_not(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    import guildes.ai.levels as levels

    monkeypatch.setitem(levels.LEVELS, "hard", "mcts:iters=60:worlds=4")
    held = _played(make_app, hold=12)
    assert sum(map(len, held)) > 15 and held == _played(make_app, hold=0)
