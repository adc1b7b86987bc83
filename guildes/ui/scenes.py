"""Every scene by name: the one module that knows them all.

Scenes never import each other; they navigate by name through the app
(``app.push("results", ...)``). A new scene is a ``Scene`` subclass in its own module,
its name added to ``SceneName`` and to ``SCENES`` here.
"""

from __future__ import annotations

from collections.abc import Callable

from guildes.ui.ai_failed import AiFailedDialog
from guildes.ui.curtain import Curtain
from guildes.ui.folder_choice import FolderChoice
from guildes.ui.menus import (
    LoadScene,
    MainMenu,
    NewGameScene,
    RulesScene,
    SettingsScene,
    StatisticsScene,
)
from guildes.ui.name_dialog import NameDialog
from guildes.ui.overlays import CountOverlay, CountsPanel, MessageOverlay, PauseOverlay
from guildes.ui.replay import ReplayScene
from guildes.ui.results import ResultsScene
from guildes.ui.scene import Scene, SceneName
from guildes.ui.table import TableScene
from guildes.ui.tutorial.dialog import TutorialDialog

SCENES: dict[SceneName, Callable[..., Scene]] = {
    "main_menu": MainMenu,
    "new_game": NewGameScene,
    "load": LoadScene,
    "statistics": StatisticsScene,
    "settings": SettingsScene,
    "rules": RulesScene,
    "table": TableScene,
    "curtain": Curtain,
    "count": CountOverlay,
    "counts": CountsPanel,
    "pause": PauseOverlay,
    "message": MessageOverlay,
    "save_name": NameDialog,
    "results": ResultsScene,
    "replay": ReplayScene,
    "ai_failed": AiFailedDialog,
    "data_folder": FolderChoice,
    "tutorial_dialog": TutorialDialog,
}
