"""The first start of ``guildes`` offers the tutorial over the main menu; the next start,
the tutorial having been offered, opens on the main menu alone."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from guildes.__main__ import main
from tests.cli.test_open_save import opened  # noqa: F401  (the fixture)


def test_the_first_start_offers_the_tutorial_and_the_next_does_not(
    tmp_path: Path,
    opened: dict[str, Any],  # noqa: F811
) -> None:
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.tutorial.dialog import TutorialDialog

    data = tmp_path / "data"
    opened["shot"] = "first-start-offer.png"
    assert main(["--data-dir", str(data), "--mute"]) == 0
    menu, offer = opened["scenes"]
    assert isinstance(menu, MainMenu) and isinstance(offer, TutorialDialog)
    assert offer.title == "Welcome to Guildes"
    del opened["shot"]
    assert main(["--data-dir", str(data), "--mute"]) == 0
    (menu,) = opened["scenes"]
    assert isinstance(menu, MainMenu)
