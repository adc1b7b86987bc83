"""A small scene stack (menu, new game, table, results, settings, rules, pause...).

Each scene handles input events, updates its animations and draws itself; drawing starts at
the topmost opaque scene, so an overlay (pause, a dialog) draws over the scene below.
Scenes own their pygame-gui elements and kill them when they leave. Scenes never import
each other: they go to another scene by its ``SceneName`` through the app
(``app.push("pause", ...)``), and an overlay reports back through a callback it was given.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, Literal

import pygame

if TYPE_CHECKING:
    from guildes.ui.app import App


SceneName = Literal[
    "main_menu",
    "new_game",
    "load",
    "statistics",
    "settings",
    "rules",
    "table",
    "curtain",
    "count",
    "counts",
    "pause",
    "message",
    "save_name",
    "results",
    "replay",
    "review",
    "ai_failed",
    "data_folder",
    "tutorial_dialog",
    "quit_confirm",
]
"""Every scene's name; ``guildes.ui.scenes.SCENES`` maps each to its class."""


class Scene:
    """Base class of every screen."""

    opaque = True
    name: ClassVar[str] = "scene"

    def __init__(self, app: App) -> None:
        self.app = app

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack (build widgets)."""

    def leave(self) -> None:
        """Called when the scene stops being the top (kill widgets)."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size; rebuild layout (the default rebuilds widgets)."""
        self.leave()
        self.enter()

    def handle(self, event: pygame.event.Event) -> bool:
        """Handle one input event; True if it was used."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by ``dt`` seconds."""

    def background(self) -> bool:
        """Work that goes on while another scene covers this one or the screen is still
        (the table's AI seats answer and the next ones are asked): the app calls it for
        every covered scene each frame, and for a scene that is ``awaiting`` about every
        ``WORK_POLL_MS`` while it waits for input. True if it brought something to show."""
        return False

    def awaiting(self) -> bool:
        """True while ``background`` waits on something outside the loop (an AI decision)."""
        return False

    def busy(self) -> bool:
        """True while something on this scene moves by itself (an animation): the app
        then draws at full frame rate; otherwise it waits for input between frames."""
        return False

    def still(self) -> bool:
        """True when, with no input and no AI answer, the next frame would look like the
        last: a still screen then keeps its last frame instead of drawing it again
        (``App.step_frame``). False for a scene that changes slowly by itself (the dots
        of a seat thinking, a review's progress, a guard that lifts)."""
        return True

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the scene (widgets are drawn by the app afterwards)."""

    def draw_over(self, surface: pygame.Surface) -> None:
        """Draw what lies over the widgets (a note on a text field): the top scene only."""


class SceneStack:
    """The stack of scenes; only the top one gets input events and widgets."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        """The active scene."""
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        """Cover the current scene with ``scene``."""
        if self.top is not None:
            self.top.leave()
        self.scenes.append(scene)
        scene.enter()

    def pop(self) -> Scene | None:
        """Remove the top scene and return to the one below."""
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        scene.leave()
        if self.top is not None:
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for ``scene``."""
        if self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def reset(self, scene: Scene) -> None:
        """Clear the stack and start from ``scene``."""
        while self.scenes:
            self.scenes.pop().leave()
        self.scenes.append(scene)
        scene.enter()

    def visible(self) -> list[Scene]:
        """Scenes to draw, bottom to top (from the topmost opaque one)."""
        out: list[Scene] = []
        for scene in reversed(self.scenes):
            out.append(scene)
            if scene.opaque:
                break
        return list(reversed(out))
