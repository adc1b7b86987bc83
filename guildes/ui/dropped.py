"""A file dropped on the window, or opened from Finder while the game runs (SDL turns
both into ``DROPFILE``): opened as ``guildes PATH`` opens it (``guildes.ui.games.open_save``).

A game in progress is never lost to a drop. A file the strict reader refuses shows its
one-line reason over whatever is on screen, and the game goes on. A good save replaces the
game in progress only once that game is kept in a save slot (Load reopens it, and the
player is told its name); if it cannot be kept (saving is off, the disk is full), the
dropped save is not opened and the player is told why.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from guildes.i18n import t
from guildes.saves.savefile import SaveError, load
from guildes.session import Session
from guildes.ui.games import open_save
from guildes.ui.scenes.load import listed_name

if TYPE_CHECKING:
    from guildes.ui.app import App

log = logging.getLogger(__name__)

TITLE_KEPT = "dropped.kept.title"
TITLE_NOT_OPENED = "dropped.not_opened.title"
"""The messages' titles (keys)."""


class Closable(Protocol):
    """A scene that holds a game: ``close`` autosaves it and stops its AI workers."""

    def close(self) -> None: ...


def game_in_progress(app: App) -> tuple[Closable, Session] | None:
    """The scene holding an unfinished game (the table) and its session, if any."""
    for scene in reversed(app.stack.scenes):
        session = getattr(scene, "session", None)
        closer = getattr(scene, "close", None)
        if isinstance(session, Session) and not session.game.is_over and callable(closer):
            return scene, session  # type: ignore[return-value]
    return None


def open_dropped(app: App, path: Path) -> bool:
    """Open the save at ``path`` at the table (True), keeping a game in progress in a
    save slot first; else show why not and change nothing (False)."""
    try:
        load(path, keep_aside=False)
    except SaveError:
        return open_save(app, path)  # shows the strict reader's reason; nothing changes
    playing = game_in_progress(app)
    kept: Path | None = None
    if playing is not None:
        scene, session = playing
        try:
            kept = app.store.save(session.game, session.seats)
        except OSError as e:
            log.error("a dropped save was not opened: the game in progress cannot be kept: %s", e)
            app.push(
                "message",
                t(TITLE_NOT_OPENED),
                t("dropped.not_opened", file=path.name, reason=str(e)),
            )
            return False
        scene.close()  # autosaves and stops its AI workers
    opened = open_save(app, path)
    if kept is not None:
        app.push(
            "message",
            t(TITLE_KEPT),
            t("dropped.kept", name=listed_name(app.store, kept)),
        )
    return opened
