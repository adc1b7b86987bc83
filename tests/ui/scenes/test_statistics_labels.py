"""A screenshot review (issue 29): at 130% text the Statistics table cut its groups'
labels ("3 players · easy, normal · Dirty Tricks and Ev…") while its five number columns
kept 110 px each for numbers of three digits. The number columns are as wide as their
heads and values need; a long label takes a little smaller type before it is cut."""

from __future__ import annotations

import pytest

from guildes.rules import Outcome, Tiebreak
from guildes.seats import Seat
from tests.ui.test_end_to_end import frames


def _two_groups(app, six_variants: tuple[str, ...]) -> None:  # type: ignore[no-untyped-def]
    """Two games in ``app``'s statistics: 3 players (easy, normal) with both variants,
    and 6 players (easy to expert) with ``six_variants``: two long groups' labels."""
    seats = [Seat("Ana"), Seat("Bo", "easy"), Seat("Cy", "normal")]
    o = Outcome((90, 100, 80), (1,), Tiebreak.SHARED, "votes", (0, 0, 0))
    both = ("dirty_tricks", "event_cards")
    app.statistics.record_game(seats, o, when=1_790_000_000, variants=both)
    six = [Seat("Ana")] + [
        Seat(f"B{i}", lv) for i, lv in enumerate(("easy", "normal", "hard", "expert", "easy"))
    ]
    o6 = Outcome((60, 70, 80, 90, 95, 50), (4,), Tiebreak.SHARED, "votes", (0,) * 6)
    app.statistics.record_game(six, o6, when=1_790_086_400, variants=six_variants)


@pytest.mark.parametrize("language", ["en", "fr", "cs", "ru"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_groups_labels_are_whole_at_130_percent(make_app, monkeypatch, size, language) -> None:  # type: ignore[no-untyped-def]
    """(And in every language: a screenshot review found fr "6 joueurs · facile, normal,
    difficile, expert · Coups bas et Cartes Événe…" at 1280x720.)"""
    from guildes.ui import textfit
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=size)
    app.settings.ui_scale = 1.3
    app.apply_text_size()
    app.set_language(language)
    _two_groups(app, ("dirty_tricks", "event_cards"))
    cut: list[str] = []
    real = textfit.ellipsize

    def spy(s, size_, width, bold=False):  # type: ignore[no-untyped-def]
        shown = real(s, size_, width, bold)
        if shown != s:
            cut.append(s)
        return shown

    monkeypatch.setattr(textfit, "ellipsize", spy)
    app.start(MainMenu(app))
    app.push("statistics")
    frames(app, 2)
    labels = [label for _k, label, _r in app.stack.top._rows()]
    assert any("expert" in label.lower() or "экспе" in label for label in labels), labels
    assert not [c for c in cut if c in labels], cut


@pytest.mark.parametrize("language", ["cs", "en"])
def test_the_groups_labels_share_one_size(make_app, monkeypatch, language) -> None:  # type: ignore[no-untyped-def]
    """A review (cs, 1024x640, 130%): one group's label was shrunk to 13 px and the next,
    too long even so, stood at 17 px, cut. The groups' labels share one size."""
    from guildes.ui.scenes import statistics
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=(1024, 640))
    app.settings.ui_scale = 1.3
    app.apply_text_size()
    app.set_language(language)
    _two_groups(app, ())
    app.start(MainMenu(app))
    app.push("statistics")
    frames(app, 2)
    scene = app.stack.top
    labels = [label for _k, label, _r in scene._rows()]
    sizes: dict[str, int] = {}
    real = statistics.fitted

    def spy(s, size, color, width, bold=False):  # type: ignore[no-untyped-def]
        if s in labels and not bold:
            sizes[s] = size
        return real(s, size, color, width, bold)

    monkeypatch.setattr(statistics, "fitted", spy)
    scene.draw(app.screen)
    assert len(sizes) == 2, (labels, sizes)
    assert len(set(sizes.values())) == 1, sizes  # fails before


def _statistics_at(make_app, size, language):  # type: ignore[no-untyped-def]
    """The Statistics screen at ``size``, 130% text, in ``language``, over the two long
    groups with both variants, drawn: (app, scene)."""
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=size)
    app.settings.ui_scale = 1.3
    app.apply_text_size()
    app.set_language(language)
    _two_groups(app, ("dirty_tricks", "event_cards"))
    app.start(MainMenu(app))
    app.push("statistics")
    frames(app, 2)
    return app, app.stack.top


@pytest.mark.parametrize("language", ["fr", "ru"])
@pytest.mark.parametrize("size", [(960, 600), (1024, 768)])
def test_long_groups_take_two_lines_in_a_small_window(
    make_app, monkeypatch, size, language
) -> None:  # type: ignore[no-untyped-def]
    """A review (ru, 960x600, 130%): "6 игроков · лёгкий, обычный, сложный, эксперт ·
    Грязные приёмы…" was cut, at 12 px. Every group's label is now whole, on two lines
    where one does not hold it, and no smaller than 11 px scaled (the numbers' 16)."""
    from guildes.ui import textfit
    from guildes.ui.scenes import statistics

    app, scene = _statistics_at(make_app, size, language)
    labels = [label for _k, label, _r in scene._rows()]
    drawn: list[tuple[str, int]] = []
    real = statistics.fitted

    def spy(s, size_, color, width, bold=False):  # type: ignore[no-untyped-def]
        shown = real(s, size_, color, width, bold)
        drawn.append((s, size_))
        assert textfit.ellipsize(s, size_, width, bold) == s, s  # nothing cut
        return shown

    monkeypatch.setattr(statistics, "fitted", spy)
    scene.draw(app.screen)
    assert max(len(x) for x in scene._columns(scene._rows()).lines) == 2  # every row two lines
    shown = {s for s, _z in drawn}
    for label in labels:  # each drawn whole, on one line or two
        assert label in shown or any(
            f"{a} · {b}" == label or f"{a} {b}" == label for a in shown for b in shown
        ), (label, shown)
    assert min(z for s, z in drawn if any(s in label for label in labels)) >= int(11 * 1.3)
    # "All games" (one short bold line) keeps its size: it shrank with the groups (ru,
    # 1024x768, 130%: 15 px beside numbers at 22)
    assert dict(drawn)[labels[0]] == int(16 * app.scale), drawn
    # a click on the last row still chooses it (the rows are taller)
    band_y = scene._table_rect().y + int(6 * 1.3) + int(30 * 1.3) + scene._row_h() * 2 + 5
    scene.handle(_click((scene._table_rect().centerx, band_y)))
    assert scene.selected == 2


def _click(pos: tuple[int, int]):  # type: ignore[no-untyped-def]
    import pygame

    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)


@pytest.mark.parametrize("language", ["en", "ru"])
@pytest.mark.parametrize("size", [(960, 600), (1280, 720)])
def test_the_charts_title_keeps_left_of_its_legend(make_app, monkeypatch, size, language) -> None:  # type: ignore[no-untyped-def]
    """The votes chart's title ("Votes over time · <the group>") ran under its legend
    for a long group (ru, 960x600, 130%). It keeps left of it, on two lines if need be."""
    from guildes.ui import stats_charts
    from guildes.ui.scenes import statistics

    app, scene = _statistics_at(make_app, size, language)
    lefts: list[int] = []
    real = stats_charts.draw_legend

    def spy(*args):  # type: ignore[no-untyped-def]
        lefts.append(real(*args))
        return lefts[-1]

    monkeypatch.setattr(statistics, "draw_legend", spy)
    for selected in range(3):
        scene.selected = selected
        lefts.clear()
        scene.draw(app.screen)
        assert lefts and scene.chart_title
        assert max(r.right for r in scene.chart_title) < lefts[0], (selected, scene.chart_title)
