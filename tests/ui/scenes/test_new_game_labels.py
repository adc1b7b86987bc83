"""Every field of the New game form has its words (issue 29, a screenshot review): the
field where a deal's code is typed for "Play a deal" sat beside the seed's field with no
label at all, under a line "Deal code: ..." that is the code of the game the form sets up,
not what to type there. Each field for a seed or a code has a label at its left, on its
row, and nothing between them; a seat's name field, once emptied, shows the name the seat
will have. In every language, at 960x600, 1280x720 and 1920x1080, 85% and 130% text, 3
and 6 players with both variants. (Since the form's sections, issue 29, a field's label is
its row's label, drawn by the form.)"""

from __future__ import annotations

import pygame_gui
import pytest

from guildes.seats import DEFAULT_NAMES
from tests.ui.conftest import ARTIFACTS
from tests.ui.scenes.test_new_game_fit import new_game_forms


@pytest.mark.parametrize("scale", [0.85, 1.3])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
def test_every_field_of_the_new_game_form_has_its_label(make_app, monkeypatch, size, scale) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.textfit import fit_lines

    for app, language, players, form in new_game_forms(make_app, monkeypatch, size, scale):
        where = (language, players)
        widgets = form.widgets
        entries = [w for w in widgets if isinstance(w, pygame_gui.elements.UITextEntryLine)]
        names = entries[:players]
        assert names == form.entries, where
        assert entries[players:] == [form.seed_entry, form.code_entry], where
        grid = form.grid
        found = []
        for entry in (form.seed_entry, form.code_entry):
            r = entry.rect
            # the row's label, drawn at the field's left on its row
            labels = [
                (words, at)
                for kind, words, at in grid.drawn
                if kind == "label"
                and at.right <= r.x
                and at.top <= r.centery <= at.bottom
                and words.strip()
            ]
            assert labels, (where, "no label at the left of a field", r)
            words, at = max(labels, key=lambda label: label[1].right)
            between = [
                w
                for w in widgets
                if w.rect.x >= at.right and w.rect.right <= r.x and w.rect.colliderect(at)
            ]
            assert not between, (where, words)
            shown, lines = fit_lines(words, grid.label_px, at.w - int(6 * grid.s), 2)
            assert shown == grid.label_px and len(lines) <= 2, (where, words, at)
            found.append(words)
        # the code typed shows whole in its field
        code = "MWHR-MSPU-5GKW"
        assert form.code_entry.font.size(code)[0] + 20 <= form.code_entry.rect.w, where
        assert found == [form.seed_label, form.code_label], where
        assert form.code_label != form.seed_label, where
        for i, e in enumerate(names):  # an emptied name shows the seat's name then
            assert e.placeholder_text == DEFAULT_NAMES[i], where
        if language == "en" and players == 6:
            app.screenshot(ARTIFACTS / f"new-game-labels-{size[0]}-{int(scale * 100)}.png")
