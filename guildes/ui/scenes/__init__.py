"""Every scene by name: the one module that knows them all.

Scenes never import each other; they navigate by name through the app
(``app.push("results", ...)``). A new scene is a ``Scene`` subclass in its own module,
its name added to ``SceneName`` and to ``scene_class`` here.

A scene's module is imported when the scene is first opened, not when the game starts:
importing them all (the table, the review, the replay, with the rules and the AI under
them) took a third of the time to the first frame. The imports are plain ``from``
statements inside ``scene_class``, so the import contracts and PyInstaller see them.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping
from typing import get_args

from guildes.ui.scene import Scene, SceneName


def scene_class(name: SceneName) -> Callable[..., Scene]:
    """The class of the scene ``name`` (its module imported on first use); KeyError for
    a name that is none."""
    match name:
        case "main_menu":
            from guildes.ui.scenes.main_menu import MainMenu

            return MainMenu
        case "new_game":
            from guildes.ui.scenes.new_game import NewGameScene

            return NewGameScene
        case "load":
            from guildes.ui.scenes.load import LoadScene

            return LoadScene
        case "statistics":
            from guildes.ui.scenes.statistics import StatisticsScene

            return StatisticsScene
        case "settings":
            from guildes.ui.scenes.settings import SettingsScene

            return SettingsScene
        case "rules":
            from guildes.ui.scenes.rules import RulesScene

            return RulesScene
        case "table":
            from guildes.ui.table import TableScene

            return TableScene
        case "curtain":
            from guildes.ui.scenes.curtain import Curtain

            return Curtain
        case "count":
            from guildes.ui.scenes.count import CountOverlay

            return CountOverlay
        case "counts":
            from guildes.ui.scenes.counts_panel import CountsPanel

            return CountsPanel
        case "pause":
            from guildes.ui.scenes.pause import PauseOverlay

            return PauseOverlay
        case "message":
            from guildes.ui.scenes.message import MessageOverlay

            return MessageOverlay
        case "save_name":
            from guildes.ui.scenes.name_dialog import NameDialog

            return NameDialog
        case "results":
            from guildes.ui.scenes.results import ResultsScene

            return ResultsScene
        case "replay":
            from guildes.ui.scenes.replay import ReplayScene

            return ReplayScene
        case "review":
            from guildes.ui.scenes.review import ReviewScene

            return ReviewScene
        case "ai_failed":
            from guildes.ui.scenes.ai_failed import AiFailedDialog

            return AiFailedDialog
        case "data_folder":
            from guildes.ui.scenes.folder_choice import FolderChoice

            return FolderChoice
        case "tutorial_dialog":
            from guildes.ui.tutorial.dialog import TutorialDialog

            return TutorialDialog
        case "quit_confirm":
            from guildes.ui.scenes.quit_confirm import QuitDialog

            return QuitDialog
    raise KeyError(name)


class _Scenes(Mapping[SceneName, Callable[..., Scene]]):
    """Every scene name to its class, each looked up by ``scene_class`` when asked for."""

    def __getitem__(self, name: SceneName) -> Callable[..., Scene]:
        return scene_class(name)

    def __iter__(self) -> Iterator[SceneName]:
        return iter(get_args(SceneName))

    def __len__(self) -> int:
        return len(get_args(SceneName))


SCENES: Mapping[SceneName, Callable[..., Scene]] = _Scenes()
"""Every scene by name (a scene's module is imported when its class is first asked for)."""
