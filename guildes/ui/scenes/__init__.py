"""Every scene by name: the one module that knows them all.

Scenes never import each other; they navigate by name through the app
(``app.push("results", ...)``). A new scene is a ``Scene`` subclass in its own module,
its name added to ``SceneName`` and to ``SCENES`` here.
"""

from __future__ import annotations

from collections.abc import Callable

from guildes.ui.scene import Scene, SceneName
from guildes.ui.scenes.ai_failed import AiFailedDialog
from guildes.ui.scenes.count import CountOverlay
from guildes.ui.scenes.counts_panel import CountsPanel
from guildes.ui.scenes.curtain import Curtain
from guildes.ui.scenes.folder_choice import FolderChoice
from guildes.ui.scenes.load import LoadScene
from guildes.ui.scenes.main_menu import MainMenu
from guildes.ui.scenes.message import MessageOverlay
from guildes.ui.scenes.name_dialog import NameDialog
from guildes.ui.scenes.new_game import NewGameScene
from guildes.ui.scenes.pause import PauseOverlay
from guildes.ui.scenes.quit_confirm import QuitDialog
from guildes.ui.scenes.replay import ReplayScene
from guildes.ui.scenes.results import ResultsScene
from guildes.ui.scenes.review import ReviewScene
from guildes.ui.scenes.rules import RulesScene
from guildes.ui.scenes.settings import SettingsScene
from guildes.ui.scenes.statistics import StatisticsScene
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
    "review": ReviewScene,
    "ai_failed": AiFailedDialog,
    "data_folder": FolderChoice,
    "tutorial_dialog": TutorialDialog,
    "quit_confirm": QuitDialog,
}
