"""``--smoke-test``: the real app plays an AI-only game at instant speed through the real
scenes (main menu, table, counts, results), autosaves, loads that save back, checks the
result against the rules engine, and exits 0; any failure exits non-zero with the reason.
"""

from __future__ import annotations

import sys
import time

from guildes.rules import Game
from guildes.seats import Seat

TIME_LIMIT_S = 120.0


def run_smoke(app) -> int:  # type: ignore[no-untyped-def]
    """Drive the app; returns the exit code."""
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.table import TableScene

    try:
        app.start(MainMenu(app))
        for _ in range(3):
            app.step_frame()
        seats = [Seat(f"AI {i + 1}", "easy") for i in range(4)]
        start_new_game(app, seats, 12345, "militia_then_shared")
        table = app.stack.top
        if not isinstance(table, TableScene):
            raise RuntimeError("the table did not open")
        session = table.session
        checked_save = False
        start = time.monotonic()
        while not isinstance(app.stack.top, ResultsScene):
            app.step_frame()
            if time.monotonic() - start > TIME_LIMIT_S:
                raise RuntimeError("the AI-only game did not finish in time")
            if not checked_save and session.game.counts and not session.game.is_over:
                saved = app.store.load_autosave()
                back = saved.game().history
                if back != session.game.history[: len(back)]:
                    raise RuntimeError("the autosave does not match the game")
                checked_save = True
        for _ in range(5):
            app.step_frame()
        game = session.game
        again = Game.replay(game.config, list(game.history))
        if game.outcome is None or again.outcome != game.outcome or not checked_save:
            raise RuntimeError("the result does not match the rules engine")
        print(
            f"smoke test passed: winners {game.outcome.winners}, scores {game.scores}", flush=True
        )
        app.shutdown()
        return 0
    except Exception as e:  # the reason, in one line
        print(f"smoke test failed: {type(e).__name__}: {e}", file=sys.stderr, flush=True)
        try:
            app.shutdown()
        except Exception:
            pass
        return 1
