"""A screenshot review: while the count overlay still counted, the docked game log had
already told the whole count ("Ana +34 (total 61)...") and the next round's Event card.
The count and what follows it are told once the count's step has played."""

from __future__ import annotations

import pygame

from tests.ui.table.test_count_status import play_to_the_first_count
from tests.ui.test_end_to_end import frames, key


def test_the_log_tells_the_count_once_it_is_closed(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.scenes.count import CountOverlay

    app, table = play_to_the_first_count(make_app)
    assert isinstance(app.stack.top, CountOverlay)
    told = "\n".join(table.log_lines)
    assert "Revealed: " in told  # the round so far is told
    assert "<b>Count 1" not in told and "<b>Round 2" not in told, told[-300:]
    for _ in range(2_000):
        if not isinstance(app.stack.top, CountOverlay):
            break
        key(pygame.K_RETURN)
        frames(app, 5)
    assert not isinstance(app.stack.top, CountOverlay)
    frames(app, 5)
    told = "\n".join(table.log_lines)
    assert "<b>Count 1" in told and "<b>Round 2" in told
    assert told.index("<b>Count 1") < told.index("<b>Round 2")
    table.session.close()
