"""The rulings the code cites ("RULINGS §3") are in the repository (``docs/rulings.md``):
a fresh clone's README linked ``../shared/rules/RULINGS.md``, outside it (a new
contributor's check). Where the maintainers' workspace has that file, the copy is it."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SHARED = ROOT.parent / "shared" / "rules" / "RULINGS.md"


def test_the_rulings_are_in_the_repository_and_linked() -> None:
    text = (ROOT / "docs" / "rulings.md").read_text(encoding="utf-8")
    for section in range(1, 7):  # the sections the code cites, §1 to §6
        assert f"\n## {section}. " in text, section
    for doc in ("README.md", "docs/architecture.md"):
        words = (ROOT / doc).read_text(encoding="utf-8")
        assert "docs/rulings.md" in words and "shared/rules" not in words, doc


def test_the_copy_is_the_workspaces_rulings_where_they_are_present() -> None:
    if not SHARED.exists():
        pytest.skip("a clone outside the maintainers' workspace (CI): no RULINGS.md beside it")
    assert SHARED.read_text(encoding="utf-8") in (ROOT / "docs" / "rulings.md").read_text(
        encoding="utf-8"
    )
