"""Every field of the New game form has its words (issue 29, a screenshot review): the
field where a deal's code is typed for "Play a deal" sat beside the seed's field with no
label at all, under a line "Deal code: ..." that is the code of the game the form sets up,
not what to type there. Each field for a seed or a code has a label at its left, on its
row, and nothing between them; a seat's name field, once emptied, shows the name the seat
will have. In every language, at 960x600, 1280x720 and 1920x1080, 85% and 130% text, 3
and 6 players with both variants (the form in one column and with the seats paired)."""

from __future__ import annotations

import pygame_gui
import pytest

from guildes.seats import DEFAULT_NAMES
from tests.ui.conftest import ARTIFACTS
from tests.ui.scenes.test_new_game_fit import new_game_forms


@pytest.mark.parametrize("scale", [0.85, 1.3])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_every_field_of_the_new_game_form_has_its_label(make_app, monkeypatch, size, scale) -> None:  # type: ignore[no-untyped-def]
    for app, language, players, form in new_game_forms(make_app, monkeypatch, size, scale):
        where = (language, players, form.paired)
        widgets = list(form.widgets[0].get_container().elements)
        entries = [w for w in widgets if isinstance(w, pygame_gui.elements.UITextEntryLine)]
        names = entries[:players]
        assert names == form.entries, where
        assert entries[players:] == [form.seed_entry, form.code_entry], where
        for entry in (form.seed_entry, form.code_entry):
            r = entry.relative_rect
            labels = [
                w
                for w in widgets
                if isinstance(w, pygame_gui.elements.UILabel)
                and w.relative_rect.right <= r.x
                and w.relative_rect.centery == r.centery
                and w.text.strip()
            ]
            assert labels, (where, "no label at the left of a field", r)
            label = max(labels, key=lambda w: w.relative_rect.right)
            between = [
                w
                for w in widgets
                if w is not label
                and w.relative_rect.x >= label.relative_rect.right
                and w.relative_rect.right <= r.x
                and w.relative_rect.colliderect(r.inflate(size[0], 0))
            ]
            assert not between, (where, label.text)
            tw = label.font.size(label.text)[0]
            assert tw <= label.relative_rect.w, (where, label.text, label.relative_rect)
        # the code typed shows whole in its field
        code = "MWHR-MSPU-5GKW"
        assert form.code_entry.font.size(code)[0] + 20 <= form.code_entry.relative_rect.w, where
        assert form.code_label.text != form.seed_label.text, where
        for i, e in enumerate(names):  # an emptied name shows the seat's name then
            assert e.placeholder_text == DEFAULT_NAMES[i], where
        if language == "en" and players == 6:
            app.screenshot(ARTIFACTS / f"new-game-labels-{size[0]}-{int(scale * 100)}.png")
