"""A path dropped on the window that is not a regular file (a link to /dev/zero, a
named pipe, a folder) is refused at once with its reason, and the game goes on: nothing
waits on it or reads it (``guildes.saves.reading``)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pygame
import pytest

from guildes.i18n import t
from tests.saves.test_not_regular_files import KINDS, REASONS, make
from tests.ui.test_end_to_end import frames
from tests.ui.test_faults import drop, labels, press

pytestmark = pytest.mark.skipif(
    not hasattr(os, "mkfifo") or not Path("/dev/zero").exists(),
    reason="named pipes and /dev/zero are POSIX",
)


@pytest.mark.parametrize("kind", KINDS)
def test_a_dropped_path_that_is_not_a_file_is_refused(
    make_app: Any, tmp_path: Path, kind: str
) -> None:
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.message import MessageOverlay

    path = make(kind, tmp_path / "x.guildes.json")
    app = make_app(speed="instant")
    app.start(MainMenu(app))
    frames(app, 2)
    drop(path)
    frames(app, 3)  # a read that waited on the pipe or /dev/zero would never return
    assert isinstance(app.stack.top, MessageOverlay)
    reason = t("save_error.not_a_file", reason=t(REASONS[kind]))
    assert any(reason in line for line in labels(app)), labels(app)
    press(app, "OK")
    assert isinstance(app.stack.top, MainMenu)
    assert os.path.lexists(path) and pygame.display.get_init()
