"""Hurried play (issue 29): a stop asked by the system (SIGTERM: a shutdown, a logout,
``kill``) during a game brought up "Quit Guildes?" like the window's close button, and only
a second one quit. SIGTERM quits at once, the game autosaved as on any way out."""

from __future__ import annotations

import os
import signal

import pytest

from tests.ui.scenes.test_menu_faults import SEATS, _menu
from tests.ui.test_end_to_end import frames


@pytest.mark.skipif(not hasattr(signal, "SIGTERM") or os.name == "nt", reason="POSIX signals")
def test_sigterm_during_a_game_quits_without_asking(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.games import start_new_game
    from guildes.ui.table import TableScene

    app = _menu(make_app, speed="instant")
    start_new_game(app, SEATS, 5, "shared")
    frames(app, 3)
    assert isinstance(app.stack.top, TableScene)
    seen: list[str] = []
    real_step = app.step_frame
    before = signal.getsignal(signal.SIGTERM)

    def step(dt: float | None = None) -> None:
        seen.append(app.stack.top.name if app.stack.top else "")
        if len(seen) == 3:
            os.kill(os.getpid(), signal.SIGTERM)
        if len(seen) > 40:  # asked instead of quitting: stop the test's loop
            app.running = False
        real_step() if dt is None else real_step(dt)

    app.step_frame = step  # type: ignore[method-assign]
    try:
        app.run()
    finally:  # SDL's own handler (None here: not set from Python) gives way to the default
        signal.signal(signal.SIGTERM, before if before is not None else signal.SIG_DFL)
    assert "quit_confirm" not in seen, seen
    assert len(seen) <= 5, "SIGTERM quit at once"
    assert app.store.where.autosave.exists(), "the game is autosaved"
