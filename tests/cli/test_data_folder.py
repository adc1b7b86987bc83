"""``guildes --data-dir PATH`` where PATH cannot be used (a file in the way): the game
starts anyway, says why in the window, and runs with saving off (issue 19)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from guildes.__main__ import main
from tests.cli.test_open_save import opened  # noqa: F401  (the fixture)


def test_an_unusable_data_folder_starts_the_game_and_says_why(
    tmp_path: Path,
    opened: dict[str, Any],  # noqa: F811
) -> None:
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.message import MessageOverlay

    (tmp_path / "a-file").write_text("not a folder")
    data = tmp_path / "a-file" / "data"

    assert main(["--data-dir", str(data), "--mute"]) == 0

    menu, message = opened["scenes"]
    assert isinstance(menu, MainMenu) and isinstance(message, MessageOverlay)
    assert message.title == "Saving is off"
    assert "a file is in the way of the folder" in message.message
    assert not opened["app"].folder.saving
