"""``build_scripts/screens.py``: the review set's screens come from real scenes, and the
same moments each run (one generator per game)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parents[2]


def _screens():  # type: ignore[no-untyped-def]
    spec = importlib.util.spec_from_file_location("screens", ROOT / "build_scripts" / "screens.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["screens"] = module
    spec.loader.exec_module(module)
    return module


def test_a_game_is_shot_the_same_way_whatever_was_shot_before(tmp_path: Path) -> None:
    """The 3-player game's screens alone and after a 6-player game's: the same moments, the
    same pixels (one generator for all games made them depend on what came before)."""
    screens = _screens()
    alone = screens.run(tmp_path / "a", [(960, 600)], [3], [100], ["en"], {"table"}, tell=str)
    after = screens.run(tmp_path / "b", [(960, 600)], [6, 3], [100], ["en"], {"table"}, tell=str)
    after = [p for p in after if "-3p-" in p.name]
    assert sorted(p.name for p in alone) == sorted(p.name for p in after)
    assert any(p.name.endswith("-draft-r3.png") for p in alone)
    for a, b in zip(sorted(alone), sorted(after)):
        if a.name.endswith(("-draft-r3.png", "-results.png")):
            one, two = pygame.image.load(str(a)), pygame.image.load(str(b))
            assert pygame.image.tobytes(one, "RGB") == pygame.image.tobytes(two, "RGB"), a.name


def test_a_mistyped_argument_is_an_error_not_an_empty_set(tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    """A new contributor's check: "--only menu" (for "menus") shot nothing and ended "0
    screens" with exit 0; "--languages de" ended in a traceback. Each is a usage error
    that names the choices, and nothing is shot."""
    import pytest

    screens = _screens()
    for bad in (["--only", "menu"], ["--languages", "de"], ["--sizes", "big"], ["--players", "7"]):
        with pytest.raises(SystemExit) as stop:
            screens.main([str(tmp_path / "out"), *bad])
        assert stop.value.code == 2, bad
        assert "error" in capsys.readouterr().err, bad
    assert not (tmp_path / "out").exists()


def test_help_names_each_options_choices(capsys) -> None:  # type: ignore[no-untyped-def]
    """A fresh clone's check: ``--help`` named no choice of ``--only`` and no form of
    ``--sizes`` (only a mistyped one's error did). It names the sets, the languages and
    the sizes' form."""
    import pytest

    screens = _screens()
    with pytest.raises(SystemExit):
        screens.main(["--help"])
    shown = " ".join(capsys.readouterr().out.split())
    for words in ("table, menus, tutorial", "en, fr, cs, ru", "WxH", "3 to 6"):
        assert words in shown, words
