"""Issue 29: the table header's "✓" (a seat that played this turn) had no glyph in Noto
Sans and was drawn as a box. Every letter or mark the UI's code writes itself (its
string literals, beside the catalogs' texts checked in tests/i18n/test_glyphs.py) has a
glyph in the fonts the game draws with; a mark the font lacks is drawn in shapes."""

from __future__ import annotations

import ast
from importlib import resources
from pathlib import Path

import pygame.freetype
import pytest

import guildes.ui

FONTS = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "NotoSans-Italic.ttf")


def _literal_characters() -> dict[str, str]:
    """Each character beyond ASCII in a string literal of guildes/ui (docstrings left
    out), with where it was first found."""
    out: dict[str, str] = {}
    root = Path(guildes.ui.__file__).parent
    for path in sorted(root.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        docs = {
            id(node.body[0].value)
            for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body
            and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                if id(node) in docs:
                    continue
                for c in node.value:
                    if ord(c) > 127:
                        out.setdefault(c, f"{path.name}:{node.lineno}")
    return out


@pytest.mark.parametrize("name", FONTS)
def test_every_mark_the_ui_writes_has_a_glyph(name: str) -> None:
    pygame.freetype.init()
    font = pygame.freetype.Font(str(resources.files("pygame_gui.data").joinpath(name)), 16)
    chars = _literal_characters()
    assert chars  # (the UI does write some: ·, ›, –, ±...)
    missing = {c: where for c, where in chars.items() if font.get_metrics(c)[0] is None}
    assert not missing, missing
