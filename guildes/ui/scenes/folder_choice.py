"""Choosing the data folder (Settings > Data folder): pygame-gui's file dialog, set to
pick folders, where the player browses to a folder or types one (a new folder inside an
existing one is created).

A folder that works is used at once (``App.switch_data_folder``: saves, the autosave of a
game in progress, statistics and settings go there from now on) and the dialog closes; a
folder that does not work leaves everything as it was and says why under the dialog, which
stays open for another choice. Esc or the dialog's Cancel/close backs out.
"""

from __future__ import annotations

from pathlib import Path

import pygame
import pygame_gui

from guildes.i18n import t
from guildes.ui import palette
from guildes.ui.draw import dim
from guildes.ui.fonts import font
from guildes.ui.scene import Scene
from guildes.ui.widgets import wrap

TITLE = "folder.title"
"""The dialog's title (key)."""


def start_folder(current: Path) -> Path:
    """Where the dialog opens: ``current``, else its nearest parent that is a folder
    (the data folder may be missing or under a file, which the dialog cannot open),
    else the home folder."""
    for folder in (current, *current.parents):
        try:
            if folder.is_dir():
                return folder
        except OSError:
            continue
    return Path.home()


class FolderChoice(Scene):
    """The folder picker over Settings; see the module docstring."""

    opaque = False
    name = "data_folder"

    def __init__(self, app) -> None:  # type: ignore[no-untyped-def]
        super().__init__(app)
        self.dialog: pygame_gui.windows.UIFileDialog | None = None
        self.refused: str | None = None
        """Why the last folder picked could not be used, shown under the dialog."""

    @property
    def dialog_rect(self) -> pygame.Rect:
        """Where the dialog sits: centred, leaving room under it for a refusal."""
        w, h = self.app.size
        rect = pygame.Rect(0, 0, min(w - 40, int(620 * self.app.scale)), int(h * 0.72))
        rect.midtop = (w // 2, int(h * 0.05))
        return rect

    def enter(self) -> None:
        self.dialog = pygame_gui.windows.UIFileDialog(
            self.dialog_rect,
            self.app.manager,
            window_title=t(TITLE),
            initial_file_path=str(start_folder(self.app.where.data)),
            allow_picking_directories=True,
            allow_existing_files_only=False,
        )
        # The picker chooses a folder; it must never delete the game's own files.
        self.dialog.delete_button.hide()

    def leave(self) -> None:
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.kill()

    def pick(self, path: str) -> None:
        """Use ``path`` as the data folder if it works, else say why and stay open."""
        self.refused = self.app.switch_data_folder(path)
        if self.refused is None:
            self.leave()
            self.app.back()
        else:
            self.leave()
            self.enter()  # the dialog closed itself on OK: open it again for another try

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.leave()
            self.app.back()
            return True
        if event.type == pygame_gui.UI_FILE_DIALOG_PATH_PICKED and event.ui_element is self.dialog:
            self.pick(event.text)
            return True
        if event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.dialog:
            self.dialog = None
            self.app.back()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface)
        if not self.refused:
            return
        s = self.app.scale
        area = self.dialog_rect
        f = font(int(15 * s), True)
        lines = wrap(self.refused, f, area.w - int(24 * s))
        line_h = f.get_linesize()
        box = pygame.Rect(area.x, area.bottom + int(10 * s), area.w, len(lines) * line_h + 16)
        pygame.draw.rect(surface, (58, 36, 8), box, border_radius=10)
        pygame.draw.rect(surface, (240, 170, 40), box, 2, border_radius=10)
        for i, line in enumerate(lines):
            img = f.render(line, True, palette.CREAM)
            surface.blit(img, (box.x + int(12 * s), box.y + 8 + i * line_h))
