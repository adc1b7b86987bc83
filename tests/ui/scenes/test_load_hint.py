"""Hurried play (issue 29): the Load screen's line of keys named R and D but not V,
though its "Review (V)" button answers to V. The line names every letter key a button
of the screen shows, in every language."""

from __future__ import annotations

import re

import pytest

from guildes import i18n
from guildes.i18n import t


@pytest.mark.parametrize("code", ["en", "fr", "cs", "ru"])
def test_the_load_hint_names_every_buttons_key(code: str) -> None:
    i18n.set_language(code)
    try:
        hint = t("load.hint")
        for key in ("load.replay", "load.review", "load.delete"):
            letter = re.search(r"\(([A-Z])\)", t(key))
            assert letter, t(key)
            assert f"· {letter.group(1)} " in hint, (key, hint)
    finally:
        i18n.set_language("en")
