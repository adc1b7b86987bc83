"""The table's AI seats go on while an overlay covers the table or the screen is still
(issue 28, the wait): the app calls these hooks of ``guildes.ui.scene.Scene``."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from guildes.session import Session


class AiSeatsGoOn:
    """``Scene.background``/``awaiting`` for a scene holding a ``session``."""

    session: Session

    def background(self) -> bool:
        """The AI seats' answers are applied and the next seats asked, also while an
        overlay covers the table (the count, the pause menu) or the screen is still: their
        thinking hides behind the player's reading. True when a choice came in."""
        self.session.update()
        return bool(self.session.applied) or self.session.failed is not None

    def awaiting(self) -> bool:
        """An AI seat is thinking."""
        return bool(self.session.ai_thinking())
