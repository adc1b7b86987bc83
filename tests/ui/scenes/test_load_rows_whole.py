"""A screenshot review (ru at 960x600, fr at 1280x720, 130% text): the Load list cut its
players' names ("Alexand…", "Barthol…", "Cyprie…"), the round and phase ("Раунд 1 из 3 ·
Розыгры…") and the variants ("Грязные приёмы и К…"), its status line was set at 11 px,
and a finished game said "game over" twice ("Terminée : …" over "Partie terminée").

A row takes the lines its words need: each name whole (its level under it, or two
players a line), the variants and the status wrapped; the status at the date's size; a
finished game's title without "Finished:"; and the list still shows the three saves."""

from __future__ import annotations

import pytest

from guildes.i18n import t
from tests.ui.scenes.test_load_screen import load_in_each_language


def _saves(app) -> None:  # type: ignore[no-untyped-def]
    """A player's list after a few games, as ``build_scripts/screens.py`` shoots it (its
    own ``some_saves``): a named game at 6 players with both variants, an unnamed one at
    3, and a finished one at 4."""
    from tests.cli.test_screens_script import _screens

    _screens().some_saves(app)


@pytest.mark.parametrize("scale", [1.0, 1.3])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_a_rows_names_variants_and_status_are_whole(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.games import variant_names

    app = make_app(size=size)
    app.settings.ui_scale = scale
    app.apply_text_size()
    _saves(app)
    for language, scene in load_in_each_language(app):
        where = (language, size, scale)
        assert len(scene.slots) == 3 and scene._rows_shown() >= 3, where
        over = t("slot.game_over")
        finished = t("load.finished_of", players="").strip()
        for i, slot in enumerate(scene.slots):
            drawn = scene.row_texts[i]
            kinds = {kind: [w for k, w, _px in drawn if k == kind] for kind, _w, _px in drawn}
            sizes = {kind: px for kind, _w, px in drawn}
            assert kinds["name"] == [name for name, _level in slot.players], where
            info = " ".join(kinds["info"])
            assert info.startswith(slot.date), (where, info)
            if slot.variants:
                assert info.endswith(variant_names(slot.variants)), (where, info)
            assert " ".join(kinds["where"]) == slot.where, (where, kinds["where"])
            # the status no smaller than the row's other small words
            assert sizes["where"] >= max(sizes["info"], sizes["code"], sizes["level"]), where
            if slot.over:
                assert slot.where == over
                assert not kinds["title"][0].startswith(finished), (where, kinds["title"])
