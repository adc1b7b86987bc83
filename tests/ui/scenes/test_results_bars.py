"""The placings' guild bars (``guildes.ui.scenes.results_bars``): a screenshot review
(issue 29) found the placings panel two-thirds empty at 3 players (1920x1080, 85% text).
Where a row has room, a bar under its words splits the seat's votes by guild."""

from __future__ import annotations

import pygame
import pytest

from guildes.rules import NUM_GUILDS
from tests.ui.scenes.test_results import golden
from tests.ui.scenes.test_results_fit import results_named


@pytest.mark.parametrize("name", ["3p_shared", "6p_shared", "tie_shared"])
def test_the_guild_votes_add_up_to_the_counts(name: str) -> None:
    from guildes.ui.scenes.results_bars import votes_by_guild

    game = golden(name)
    for seat in range(game.players):
        by_guild = votes_by_guild(game, seat)
        assert len(by_guild) == NUM_GUILDS and min(by_guild) >= 0
        assert sum(by_guild) == sum(c.votes[seat] for c in game.counts)


@pytest.mark.parametrize(
    "size, scale", [((1920, 1080), 0.85), ((1920, 1080), 1.0), ((1920, 1080), 1.3)]
)
def test_few_players_fill_the_placings_with_their_guild_bars(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    """At 3 players the rows take the panel's room (fails before: the last row ended in
    the panel's top third), each with its bar under its words, inside its row and the
    panel: a segment per guild that gave votes, in Count-card order, the best total's bar
    the longest, each as long as its share of it. At 130% text (a regression review) the
    rows kept their tight height and left a third of the panel empty, with no bars."""
    app, scene = results_named(make_app, "3p_shared", size, scale)
    rect = scene.placings_rect
    bands = [r.unionall(rs) for rs in scene.placing_rows.values() for r in rs[:1]]
    assert max(b.bottom for b in bands) - rect.top >= rect.h * 0.6, (bands, rect)
    game = scene.game
    most = max(sum(v) for v in scene.guild_votes)
    for seat in range(game.players):
        segments = scene.placing_bars[seat]
        votes = scene.guild_votes[seat]
        assert [g for g, _r in segments] == [g for g in range(NUM_GUILDS) if votes[g] > 0]
        bar = segments[0][1].unionall([r for _g, r in segments])
        words = scene.placing_rows[seat][0].unionall(scene.placing_rows[seat])
        assert rect.contains(bar) and bar.top >= words.bottom, (seat, bar, words)
        full = scene.placing_bars[max(range(game.players), key=lambda p: sum(scene.guild_votes[p]))]
        full_w = full[-1][1].right - full[0][1].left
        assert abs(bar.w - full_w * sum(votes) / most) <= len(segments) + 2
        assert all(a.right == b.left for (_g, a), (_h, b) in zip(segments, segments[1:]))
    assert isinstance(app.screen, pygame.Surface)


@pytest.mark.parametrize("size, scale", [((1280, 720), 1.3), ((1280, 720), 1.0)])
def test_tight_rows_draw_no_bar(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    """At 6 players, or where the rows are tight, no bar: the words keep their size."""
    for name in ("6p_shared",):
        _app, scene = results_named(make_app, name, size, scale)
        assert not scene.placing_bars


def test_a_bars_words_are_never_too_small_to_read(make_app, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: at 4 players (1920x1080) the bars were 10 px high and their
    words 8 px ("Ry 10"), unreadable. A bar's words are no smaller than the table's
    least (``MIN_WORDS_PX``); a thinner bar shows its colours only."""
    import guildes.ui.scenes.results_bars as bars
    from guildes.ui.fonts import MIN_WORDS_PX

    sizes: list[int] = []
    real = bars.text

    def spy(words, size, *a, **k):  # type: ignore[no-untyped-def]
        sizes.append(size)
        return real(words, size, *a, **k)

    monkeypatch.setattr(bars, "text", spy)
    for name, size in (("4p_shared", (1920, 1080)), ("3p_shared", (1920, 1080))):
        _app, scene = results_named(make_app, name, size, 1.0)
        assert scene.placing_bars
    assert sizes and min(sizes) >= MIN_WORDS_PX  # fails before: 8 px at 4 players


def test_a_bar_never_runs_past_its_room() -> None:
    """A regression review: each segment is at least 2 px wide, so a total of many small
    guilds could run a few pixels past the panel. Every segment lies inside the bar's
    room."""
    from guildes.ui.scenes.results_bars import draw_guild_bar

    pygame.font.init()
    surface = pygame.Surface((200, 40))
    room = pygame.Rect(10, 10, 12, 14)  # nine guilds of 2 px at least: 18 px
    segments = draw_guild_bar(surface, room, [1] * NUM_GUILDS, NUM_GUILDS)
    assert segments and all(room.contains(r) for _g, r in segments)


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_last_placed_viewers_band_stays_in_the_panel(make_app, size, scale) -> None:  # type: ignore[no-untyped-def]
    """A regression review (issue 29): with the rows grown to fill the panel, the band
    behind the viewer's row hung 10-18 px below the Placings panel when the viewer placed
    last (4 players, 130% text). Whoever places last, the bands lie inside the panel."""
    from guildes.seats import Seat
    from guildes.session import Session
    from guildes.ui.scenes.main_menu import MainMenu
    from tests.ui.scenes.test_results import NAMES, NoDecider, golden
    from tests.ui.test_end_to_end import frames

    app = make_app(size=size, speed="instant")
    app.settings.ui_scale = scale
    app.apply_text_size()
    app.start(MainMenu(app))
    for name in ("3p_shared", "4p_shared", "6p_shared"):
        game = golden(name)
        last = -1
        for _ in range(2):  # the seat of the lowest row, then that seat the viewer
            seats = [Seat(NAMES[i], None if i == last else "easy") for i in range(game.players)]
            app.push("results", Session(game, seats, None, decider_factory=NoDecider), [])  # type: ignore[arg-type]
            frames(app, 2)
            scene = app.stack.top
            rows = scene.placing_rows
            last = max(rows, key=lambda p: rows[p][0].y)  # noqa: B023 (used at once)
            app.back()
        assert scene.viewer == last and last in scene.placing_bands
        for p, band in scene.placing_bands.items():
            assert scene.placings_rect.contains(band), (name, p, band, scene.placings_rect)
