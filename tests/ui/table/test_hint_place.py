"""The hint (what to do now) is never covered by the fan: above the highest a lifted card
reaches (it covered part of the hint at text size 130%, and the hand covered it at
960x900), or beside a fan that leaves room, below the Event card's lines, clear of the
kept row and the viewer's face-down cards, inside the felt; at 3-6 players, 960x600 to
1920x1080, text size 85-130%."""

from __future__ import annotations

import pygame
import pytest

from guildes.rules import Game, GameConfig
from guildes.ui.layout import TableLayout
from guildes.ui.table.drawing import _event_bottom, _event_half
from guildes.ui.table.hint_place import hint_fit

HINTS = [
    "Choose two cards to play (click, or arrows + Enter); click one to take it back",
    "Play a card face down: click it again or press Enter to confirm; Esc puts it back",
    "Pick a card to keep: click it, or arrows + Enter",
]
SIZES = [(960, 600), (960, 900), (1024, 640), (1280, 720), (1920, 1080)]


def _drawn_sizes(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """The type size (px) of each hint rendered from now on (its last the one drawn)."""
    from guildes.ui.table import hint_place

    pygame.font.init()
    real = hint_place._hint_text
    drawn: list[int] = []

    def noting(hint: str, px: int, lines: int) -> pygame.Surface:
        drawn.append(px)
        return real(hint, px, lines)

    monkeypatch.setattr(hint_place, "_hint_text", noting)
    return drawn


def _uncached() -> None:
    """Every remembered hint place and size forgotten (each measured now)."""
    from guildes.ui.table import hint_place

    for cache in (hint_place.hint_fit, hint_place.place_hint, hint_place.draft_size):
        cache.cache_clear()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_hint_is_clear_of_the_fan_and_the_event_card(size, players) -> None:  # type: ignore[no-untyped-def]
    pygame.font.init()
    view = Game(GameConfig(players=players, seed=3)).view(0)
    for scale in (0.85, 1.0, 1.3):
        for log_w in (0, int(size[0] * 0.22)) if size[0] >= 1280 else (0,):  # the log (L)
            lay = TableLayout(*size, players, 0, log_w, scale)
            bottom = _event_bottom(lay, view)
            arrow = lay.event_rect.inflate(int(lay.arrow_radius * 2) - lay.event_rect.w, 0)
            arrow.height = bottom - arrow.y
            for hint in HINTS:
                for count in (1, 4, 7, 10):
                    for kept in (0, 4, 9):
                        _h, box = hint_fit(lay, hint, count, kept, bottom)
                        where = (scale, log_w, hint[:12], count, kept, box)
                        assert not box.colliderect(lay.fan_reach(count)[0]), where
                        if box.bottom > lay.fan_top(count):  # beside the fan, not below it
                            assert box.top <= lay.height - lay.fan_size(count)[1] // 2, where
                        assert lay.felt_rect.contains(box), where
                        assert not box.colliderect(arrow), where
                        for r in lay.kept_rects(kept):
                            assert not box.colliderect(r), where


@pytest.mark.parametrize("size", [(960, 600), (1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_hand_at_rest_leaves_the_event_card_whole(size, players) -> None:  # type: ignore[no-untyped-def]
    """Seen at 1920x1080 with 6 players: beside the game log (shown there by default)
    the face-down cards crowded the Event card down under the hand. The log starts
    shown only where the felt beside it holds the table; no card of the fan at rest
    covers the Event card or its lines, at text size 85-130%."""
    import math

    from guildes.ui.table.game_log import log_shown_at_start

    pygame.font.init()
    view = Game(GameConfig(players=players, seed=3)).view(0)
    for scale in (0.85, 1.0, 1.3):
        log_w = int(size[0] * 0.22) if log_shown_at_start(size, players, scale) else 0
        lay = TableLayout(*size, players, 0, log_w, scale)
        assert not lay.fan_covers_event()
        bottom = _event_bottom(lay, view)
        reach = int(lay.arrow_radius)
        left, right = lay.event_rect.centerx - reach, lay.event_rect.centerx + reach
        for count in range(1, 11):
            cw, ch = lay.fan_size(count)
            for x, y, a in lay.fan_positions(count):
                r = math.radians(abs(a))
                bw = cw * math.cos(r) + ch * math.sin(r)
                bh = ch * math.cos(r) + cw * math.sin(r)
                if x + bw / 2 < left or x - bw / 2 > right:
                    continue
                assert y - bh / 2 >= bottom - 2, (scale, count, x, y - bh / 2, bottom)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hint_keeps_off_the_opponents_things(size) -> None:  # type: ignore[no-untyped-def]
    """At 6 players, 130% text, with the Dirty Tricks the hint placed at the felt's left
    edge lay on the left seat's trick card: it keeps off every opponent's panel, table,
    trick card and face-down place, as far as a place or a smaller type allows."""
    pygame.font.init()
    for players in (3, 4, 5, 6):
        view = Game(GameConfig(players=players, seed=3)).view(0)
        for scale in (0.85, 1.0, 1.3):
            lay = TableLayout(*size, players, 0, 0, scale, True)
            bottom = _event_bottom(lay, view)
            for hint in HINTS:
                for count in (1, 4, 7, 10):
                    _h, box = hint_fit(lay, hint, count, 0, bottom)
                    hit = box.collidelist(lay.opponents_places())
                    assert hit < 0, (players, scale, hint[:12], count, box, hit)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_hint_stays_below_the_standings_strip(size) -> None:  # type: ignore[no-untyped-def]
    """Placed clear of the opponents' things, the hint went up under the header at 130%
    text (a place found above an upper seat's panel, over the standings strip and under
    the header's buttons): it stays below the strip, whatever it keeps clear of."""
    pygame.font.init()
    for players in (3, 4, 5, 6):
        view = Game(GameConfig(players=players, seed=3)).view(0)
        for scale in (0.85, 1.0, 1.3):
            for tricks in (False, True):
                lay = TableLayout(*size, players, 0, 0, scale, tricks)
                bottom = _event_bottom(lay, view)
                for hint in HINTS:
                    for count in (1, 4, 7, 10):
                        for kept in (0, 4, 9):
                            _h, box = hint_fit(lay, hint, count, kept, bottom)
                            assert box.top >= lay.strip_rect.bottom, (players, scale, hint[:9])


@pytest.mark.parametrize("code", ["ru", "cs"])
def test_the_last_draft_hint_keeps_off_the_face_down_cards(code) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: at 1280x720 with 130% text, 3 players, the last draft's two-line
    hint lay over Bo's face-down card, where no place was clear of every opponent's
    table room too. It now goes where it hides no panel, face-down or trick card (an
    empty table's room may take it)."""
    from guildes import i18n

    pygame.font.init()
    i18n.set_language(code)
    try:
        both = frozenset({"event_cards", "dirty_tricks"})
        view = Game(GameConfig(players=3, seed=1, variants=both)).public_view()
        for tricks in (False, True):
            lay = TableLayout(1280, 720, 3, 0, 0, 1.3, tricks)
            hint = i18n.t("hint.how", what=i18n.t("hint.keep"))
            bottom, half = _event_bottom(lay, view), _event_half(lay, view)
            _h, box = hint_fit(lay, hint, 2, 5, bottom, half)
            things = lay.opponents_places(rooms=False)  # panels, face-down, trick cards
            assert box.collidelist(things) < 0, (tricks, box)
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize(
    ("size", "scale", "code"),
    [
        ((960, 600), 1.3, "ru"),
        ((1024, 640), 1.3, "ru"),
        ((1280, 720), 1.0, "cs"),
        ((1024, 640), 0.85, "en"),  # (6 players, both variants: 12 px, then 11 at pick 5)
    ],
)
def test_the_hint_keeps_one_size_through_a_draft(monkeypatch, size, scale, code) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): in the tutorial the hint went from one line at 17 px
    to two at 12 px and back as the fan shrank and the kept row grew (ru at 960x600,
    130%). Through a draft it keeps one size (its lines and place may change)."""
    import dataclasses
    import random

    from guildes import i18n
    from guildes.rules import Phase
    from guildes.ui.table import drawing

    drawn = _drawn_sizes(monkeypatch)
    sizes: set[int] = set()
    i18n.set_language(code)
    try:
        hint = i18n.t("hint.how", what=i18n.t("hint.keep"))
        both = frozenset({"event_cards", "dirty_tricks"})
        for players, seed, variants in ((3, 3, frozenset()), (4, 3, frozenset()), (6, 7, both)):
            game = Game(GameConfig(players=players, seed=seed, variants=variants))
            rng = random.Random(3)
            lay = TableLayout(*size, players, 0, 0, scale, bool(variants))
            sizes.clear()
            while game.phase is Phase.DRAFT:
                view = game.view(0)
                _uncached()
                drawing.hint_box(lay, dataclasses.replace(view), hint)
                sizes.add(drawn[-1])
                for s in game.to_choose():
                    game.choose(s, rng.choice(game.legal_choices(s)))
            assert len(sizes) == 1, (players, sorted(sizes))
    finally:
        i18n.set_language(i18n.SOURCE)


@pytest.mark.parametrize("scale", [0.85, 1.0, 1.3])
def test_the_hint_is_never_smaller_than_the_note_under_the_event_card(monkeypatch, scale) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): at 85% text the hint ("Pick a card to keep…") was
    9 px, the smallest words on the table, under the 11 px note of the Event card,
    though it says what the player is to do. It is never smaller than that note."""
    from guildes.ui.table import drawing, hint_place

    drawn = _drawn_sizes(monkeypatch)
    for size in ((1024, 640), (1280, 720), (1920, 1080)):
        for players in (3, 6):
            lay = TableLayout(*size, players, 0, 0, scale)
            view = Game(GameConfig(players=players, seed=3)).view(0)
            note = hint_place.event_line_sizes(lay)[1]
            for hint in HINTS:
                for count, kept in ((10, 0), (5, 5), (2, 8)):
                    _uncached()
                    drawn.clear()
                    hint_place.hint_fit(lay, hint, count, kept, drawing._event_bottom(lay, view))
                    assert drawn[-1] >= note, (size, players, hint[:10], count, drawn[-1])


def test_the_waiting_line_is_no_larger_than_the_prompt(monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """A regression review (issue 29): at 1920x1080, 130% text, 4 players, "Bo réfléchit"
    was drawn larger than "Choisissez une carte à garder…", so the line under the fan
    changed size at every pick. Through a draft the waiting line is no larger."""
    from guildes import i18n
    from guildes.ui.table import drawing

    drawn = _drawn_sizes(monkeypatch)
    i18n.set_language("fr")
    try:
        view = Game(GameConfig(players=4, seed=3)).view(0)
        pick = i18n.t("hint.how", what=i18n.t("hint.keep"))
        wait = i18n.tn("hint.thinking", 1, names="Bo")
        sizes = []
        for size in ((1920, 1080), (1280, 720)):
            lay = TableLayout(*size, 4, 0, 0, 1.3)
            for hint in (pick, wait):
                _uncached()
                drawing.hint_box(lay, view, hint)
                sizes.append(drawn[-1])
        assert sizes[1] <= sizes[0] and sizes[3] <= sizes[2], sizes
    finally:
        i18n.set_language(i18n.SOURCE)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
@pytest.mark.parametrize("players", [4, 6])
def test_the_hint_keeps_a_words_space_from_the_event_cards_lines(size, players) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (en, 1280x720, 85%, 6 players, the Event cards): the hint's
    shade began 5 px after "point at it or press E to read it", on the same line, so the
    two read as one sentence. Beside the Event card's lines it keeps a word's space."""
    from guildes.ui.table.drawing import event_lines

    pygame.font.init()
    config = GameConfig(players=players, seed=3, variants=frozenset({"event_cards"}))
    view = Game(config).view(0)
    for scale in (0.85, 1.0, 1.3):
        lay = TableLayout(*size, players, 0, 0, scale)
        bottom, half = _event_bottom(lay, view), _event_half(lay, view)
        for hint in HINTS:
            for count in (1, 4, 7):
                _uncached()
                _h, box = hint_fit(lay, hint, count, 0, bottom, half)
                for *_words, at in event_lines(lay, view, count):
                    if box.top < at.bottom and at.top < box.bottom:  # on one line
                        space = max(box.left - at.right, at.left - box.right)
                        assert space >= int(10 * lay.s), (scale, hint[:12], count, box, at)


@pytest.mark.parametrize("code", ["fr", "ru"])
def test_the_last_picks_hint_lies_by_the_hand(code) -> None:  # type: ignore[no-untyped-def]
    """A new player's check (fr, 1366x768, 4 players, both variants): with two cards left
    and the kept row beside the Event card, "Choisissez une carte à garder…" lay at y 205
    beside Cy's trick card, 320 px above the hand. Where a place beside the small fan
    has room (on more lines if need be), the hint lies there: less than a card's height
    above the fan, clear of the fan however its cards are lifted or chosen."""
    from guildes import i18n

    pygame.font.init()
    i18n.set_language(code)
    try:
        both = frozenset({"event_cards", "dirty_tricks"})
        hint = i18n.t("hint.how", what=i18n.t("hint.keep"))
        far = []
        for size in ((960, 600), (1366, 768), (1920, 1080)):
            for players in (3, 4, 5, 6):
                view = Game(GameConfig(players=players, seed=3, variants=both)).public_view()
                for tricks in (False, True):
                    lay = TableLayout(*size, players, 0, 0, 1.0, tricks)
                    bottom, half = _event_bottom(lay, view), _event_half(lay, view)
                    for kept in (2, 4):
                        _h, box = hint_fit(lay, hint, 2, kept, bottom, half)
                        assert not box.colliderect(lay.fan_reach(2)[0]), (size, players, box)
                        if lay.fan_top(2) - box.bottom > lay.fan_size(2)[1]:
                            far.append((size, players, tricks, kept, box.y))
        assert not far, far  # fails before: 1366x768, 4 players, the hint at y 205
    finally:
        i18n.set_language("en")


@pytest.mark.parametrize("code", ["en", "fr", "cs", "ru"])
def test_a_hint_on_two_lines_breaks_at_its_clauses_end(code) -> None:  # type: ignore[no-untyped-def]
    """A fresh clone's check: the Czech last pick's hint read "Vyberte kartu, kterou si /
    necháte: kliknutím…", cut inside its clause (each line filled up to an equal share).
    On two lines each of the draft's and the play's hints ends its first line at the
    colon, where its lines stay about as long; on any number of lines, every word is
    kept, in order."""
    from guildes import i18n
    from guildes.ui.table.hint_place import balanced

    i18n.set_language(code)
    try:
        for what in ("hint.keep", "hint.face_down"):
            hint = i18n.t("hint.how", what=i18n.t(what))
            first, second = balanced(hint, 2)
            assert first.endswith(":"), (first, second)  # fails before (cs: "…kterou si")
            for lines in (2, 3):
                assert " ".join(balanced(hint, lines)).split() == hint.split()
    finally:
        i18n.set_language("en")
