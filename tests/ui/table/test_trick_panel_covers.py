"""Fault 7 of issue 29: in the Dirty Trick B preview a tooltip showed through the
semi-transparent trick panel. The panel hides what lies under it, the pointer on the
panel points at nothing under it, and a tooltip is drawn over the panel, never under."""

from __future__ import annotations

import pygame

import guildes.ui.table.input as table_input
from guildes.rules.cards import Trick
from guildes.ui.table.input import fan_card_at
from guildes.ui.table.trick_choice import Stage
from guildes.ui.table.trick_panel import PanelGeometry
from guildes.ui.table.trick_turn_drawing import draw_trick_turn
from tests.ui.table.test_trick_turn import open_turn, press, tricks_offered, turn_of
from tests.ui.test_end_to_end import frames

__all__ = ["tricks_offered"]  # (the fixture, used by name)


def _at_b_preview(make_app):  # type: ignore[no-untyped-def]
    app = make_app()
    table, _seat = open_turn(app, Trick.SWAP, 4, seed=3)
    press(app, pygame.K_RETURN)
    while turn_of(table).chooser.stage is Stage.TARGETS:
        press(app, pygame.K_RETURN)
    assert turn_of(table).chooser.stage is Stage.CONFIRM
    return app, table


def _move(pos: tuple[int, int]) -> None:
    pygame.event.post(
        pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    )


def test_nothing_shows_through_the_trick_panel(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    """The panel's pixels are the same over a white and a black table."""
    app, table = _at_b_preview(make_app)
    turn = turn_of(table)
    rect = PanelGeometry.of(table.layout, turn).rect
    seen = []
    for fill in ((255, 255, 255), (0, 0, 0)):
        surf = pygame.Surface(app.screen.get_size())
        surf.fill(fill)
        draw_trick_turn(surf, table.layout, turn, table.clock + 10)
        inner = rect.inflate(-24, -24)  # (inside the rounded corners)
        seen.append(pygame.image.tobytes(surf.subsurface(inner), "RGB"))
    assert seen[0] == seen[1]
    table.session.close()


def test_the_pointer_on_the_panel_shows_no_tooltip_of_what_lies_under(  # type: ignore[no-untyped-def]
    make_app, tricks_offered, monkeypatch
) -> None:
    """Resting on the panel where a card of the fan lies under it: no card hovered, no
    tooltip (it was drawn under the panel and showed through). The panel keeps off the
    hand where the felt has room elsewhere: here it is laid over the hand, as on a
    crowded felt."""
    import guildes.ui.table.trick_panel as trick_panel

    def over_the_hand(layout, turn, width, height, kept=None):  # type: ignore[no-untyped-def]
        fan = layout.fan_card_rect(len(table.fan()), 0, (), lifted=True)
        return pygame.Rect(fan.x, fan.y - height // 3, width, height)

    app, table = _at_b_preview(make_app)
    monkeypatch.setattr(trick_panel, "place_panel", over_the_hand)
    monkeypatch.setattr(trick_panel, "_LAST", [])  # (the panel laid out before)
    monkeypatch.setattr(table_input, "TIP_DELAY_MS", 0)
    lay = table.layout
    rect = PanelGeometry.of(lay, turn_of(table)).rect
    buttons = [r for _item, r in turn_of(table).rects(lay)]
    count = len(table.fan())
    spots = [
        (x, y)
        for x in range(rect.x + 4, rect.right - 4, 6)
        for y in range(rect.y + 4, rect.bottom - 4, 6)
        if fan_card_at(lay, count, (x, y)) is not None
        and not any(b.collidepoint(x, y) for b in buttons)
    ]
    assert spots, "no card of the fan under the panel"
    _move(spots[len(spots) // 2])
    frames(app, 3)
    assert table.input.hover is None and table.input.tip(table) is None
    table.session.close()


def test_a_tooltip_is_drawn_over_the_trick_panel(  # type: ignore[no-untyped-def]
    make_app, tricks_offered, monkeypatch
) -> None:
    """A tooltip whose box reaches over the panel is drawn after it (on top)."""
    import guildes.ui.table.drawing as drawing
    import guildes.ui.table.scene as scene

    app, table = _at_b_preview(make_app)
    order: list[str] = []
    real_tip, real_turn = drawing.draw_tip, scene.draw_trick_turn

    def tip(*args):  # type: ignore[no-untyped-def]
        order.append("tip")
        return real_tip(*args)

    def turn(*args):  # type: ignore[no-untyped-def]
        order.append("panel")
        return real_turn(*args)

    monkeypatch.setattr(drawing, "draw_tip", tip)
    monkeypatch.setattr(scene, "draw_trick_turn", turn)
    monkeypatch.setattr(table_input, "TIP_DELAY_MS", 0)
    lay = table.layout
    seat = next(s for s, cards in enumerate(table.tables()) if any(cards))
    _guild, stack = next(iter(lay.table_cards(seat, table.tables()[seat])))
    _move(stack.center)
    frames(app, 3)
    assert order[-2:] == ["panel", "tip"], order[-4:]
    table.session.close()


def test_the_trick_panel_leaves_the_viewers_own_table_in_sight(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review: at 1280x720 with 6 players the "Your Dirty Trick" panel lay
    on the viewer's own stacks (what the decision is about). Where a place clear of them
    exists, the panel takes it: at its first step (Use or Decline) it covers none of the
    viewer's columns."""
    from guildes.ui.table.trick_panel import PanelGeometry

    for players in (4, 6):
        app = make_app()
        table, seat = open_turn(app, Trick.SWAP, players, seed=3)
        lay = table.layout
        rect = PanelGeometry.of(lay, turn_of(table)).rect
        cards = table.session.game.view(seat).tables[seat]
        own = [r for _g, r in lay.table_cards(seat, cards)]
        assert own, "the viewer has a table"
        assert rect.collidelist(own) < 0, (players, rect, own)
        table.session.close()


def test_the_trick_panel_keeps_off_the_event_cards_lines(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): in ru at 1024x640 and 130% text, 3 players, the
    "Your Dirty Trick" panel cut the line under the Event card mid-word ("нажмите E,
    что"). Where a place clear of the lines under the Event card exists, the panel
    takes it."""
    from guildes.ui.table.drawing import event_lines
    from guildes.ui.table.trick_panel import PanelGeometry

    found, shown = [], 0
    for size, scale in (((1024, 640), 1.3), ((1280, 720), 1.3), ((1280, 720), 1.0)):
        for players in (3, 4):
            app = make_app(size=size)
            app.set_language("ru")
            app.settings.ui_scale = scale
            app.apply_text_size()
            both = frozenset({"dirty_tricks", "event_cards"})
            table, _seat = open_turn(app, Trick.SWAP, players, seed=3, variants=both)
            lay = table.layout
            turn = turn_of(table)
            rect = PanelGeometry.of(lay, turn).rect
            hand = len(table.fan())
            lines = [at for *_w, at in event_lines(lay, turn.view, hand)]
            shown += bool(lines)  # the note on reading the Event card's rule, off the hand
            if rect.collidelist(lines) >= 0:
                found.append((size, scale, players, rect, lines))
            table.session.close()
    assert shown and not found, (shown, found)


def test_a_wide_panel_narrows_rather_than_cover_the_hand(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): at 1920x1080, 130% text, 3 players with the log
    docked and the Event cards, the "Your Dirty Trick" panel (643 px wide) lay on the
    hand's second card and on "not played": every place of its width beside the Event
    card hid its note. A narrower panel, its lines wrapped again, fits there: the panel
    leaves the hand and its words in sight."""
    from guildes.ui.table.drawing import unplayed_label

    found, seen = [], 0
    for letter in (Trick.SWAP, Trick.PRIESTS):
        for seed in (3, 4):
            app = make_app(size=(1920, 1080))
            app.set_language("fr")
            app.settings.ui_scale = 1.3
            app.apply_text_size()
            both = frozenset({"dirty_tricks", "event_cards"})
            table, _seat = open_turn(app, letter, 3, seed=seed, variants=both)
            lay = table.layout
            rect = PanelGeometry.of(lay, turn_of(table)).rect
            hand = len(table.fan())
            seen += lay.log_width > 0 and hand > 0
            kept = [lay.fan_card_rect(hand, i, ()) for i in range(hand)]  # as drawn
            if hand:
                kept.append(unplayed_label(lay, hand)[1])
            if rect.collidelist(kept) >= 0:
                found.append((letter, seed, rect))
            table.session.close()
    assert seen and not found, (seen, found)


def test_the_panels_title_never_breaks_the_tricks_name(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    """A regression review (issue 29): at 1920x1080, 130% text, 3 players, the panel's
    title read "Votre coup bas : H, +1 / Prêtres -1", the card's name cut in two. The
    name stays on one line."""
    from guildes import i18n
    from guildes.ui.trick_texts import trick_name

    found = []
    for code in ("fr", "ru", "en"):
        app = make_app(size=(1920, 1080))
        app.set_language(code)
        app.settings.ui_scale = 1.3
        app.apply_text_size()
        table, _seat = open_turn(app, Trick.PRIESTS, 3, seed=3)
        lines = PanelGeometry.of(table.layout, turn_of(table)).title
        name = trick_name(Trick.PRIESTS.letter).replace("\u00a0", " ")
        if not any(name in line.replace("\u00a0", " ") for line in lines):
            found.append((code, lines))
        table.session.close()
    i18n.set_language(i18n.SOURCE)
    assert not found, found


def test_the_trick_panel_keeps_off_the_windows_frame(make_app, tricks_offered) -> None:  # type: ignore[no-untyped-def]
    """A screenshot review (issue 29): at 1280x720, 85% text, 6 players, the "Your Dirty
    Trick" panel at the right ended a pixel from the window's wooden frame. Wherever it
    goes, it keeps some air inside the frame."""
    from guildes.ui.draw import FRAME_PX
    from guildes.ui.table.trick_panel import PanelGeometry

    for scale in (0.85, 1.0, 1.3):
        for players in (4, 6):
            for letter in (Trick.NOBLES, Trick.SWAP, Trick.SACRIFICE):
                app = make_app()
                app.settings.ui_scale = scale
                app.apply_text_size()
                table, _seat = open_turn(app, letter, players, seed=3)
                lay = table.layout
                rect = PanelGeometry.of(lay, turn_of(table)).rect
                inner = lay.felt_rect.inflate(-2 * (FRAME_PX + 4), -2 * (FRAME_PX + 4))
                assert inner.contains(rect), (scale, players, letter, rect, inner)
                table.session.close()
