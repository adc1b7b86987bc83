"""The Dirty Trick tips name the panel's buttons in quotation marks, as the panel's own
hint does ("Click “Use” or “Decline”") and as the catalogs' note asks of a button's name
inside a sentence. Unquoted, the French tip read 'Confirmer le joue ; Retour permet de
choisir à nouveau' ("to confirm it plays"), a sentence that does not parse."""

from __future__ import annotations

import pytest

from guildes.i18n import LANGUAGES
from guildes.i18n.catalogs import texts

QUOTES = {"en": ("“", "”"), "fr": ("«\u00a0", "\u00a0»"), "cs": ("„", "“"), "ru": ("«", "»")}
TIPS = {
    "tips.trick_turn.body": ("trick.use", "trick.decline"),
    "tips.trick_preview.body": ("table.trick.confirm", "table.trick.back"),
}


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_trick_tips_quote_the_buttons_they_name(code: str) -> None:
    catalog = texts(code)
    left, right = QUOTES[code]
    assert f"{left}{catalog['trick.use']}{right}" in str(catalog["table.trick.hint_offer"])
    for tip, buttons in TIPS.items():
        for button in buttons:
            name = str(catalog[button]).split(" (")[0]  # "Back (Esc)": its name
            assert f"{left}{name}{right}" in str(catalog[tip]), (tip, name)
