"""The letter keys work on any keyboard layout. With a Russian layout the key marked C
sends 'с' (U+0441), not 'c': 'Counts (C)', 'Log (L)', E, T and H did nothing at the
table, nor R and D on the Load screen, for a player who writes in Russian. A letter
key whose symbol is not ASCII counts as the Latin letter of the same key (its
scancode), as on a US layout, and a number-row key as its digit; typed text is
untouched."""

from __future__ import annotations

import pygame

from tests.ui.scenes.test_menu_faults import SEATS, _menu
from tests.ui.test_end_to_end import frames


def _press(symbol: str, scancode: int) -> None:
    """The key at ``scancode`` pressed on a layout whose symbol there is ``symbol``."""
    for kind in (pygame.KEYDOWN, pygame.KEYUP):
        pygame.event.post(
            pygame.event.Event(kind, key=ord(symbol), mod=0, unicode=symbol, scancode=scancode)
        )


def test_the_counts_and_the_log_open_on_a_russian_layout(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.counts_panel import CountsPanel
    from guildes.ui.table import TableScene

    app = _menu(make_app, speed="instant")
    start_new_game(app, SEATS, 5, "shared")
    frames(app, 3)
    table = app.stack.top
    assert isinstance(table, TableScene)
    _press("с", pygame.KSCAN_C)  # Cyrillic es, on the key marked C
    frames(app, 3)
    assert isinstance(app.stack.top, CountsPanel)  # fails before: still the table
    _press("с", pygame.KSCAN_C)
    frames(app, 3)
    assert app.stack.top is table
    shown = table.log_visible
    _press("д", pygame.KSCAN_L)  # Cyrillic de, on the key marked L
    frames(app, 3)
    assert table.log_visible != shown
    table.session.close()


def test_typed_cyrillic_stays_cyrillic() -> None:
    from guildes.ui.app import latin_letters

    down = pygame.event.Event(
        pygame.KEYDOWN, key=ord("с"), mod=0, unicode="с", scancode=pygame.KSCAN_C
    )
    same = latin_letters(down)
    assert same.key == pygame.K_c and same.unicode == "с" and same.scancode == pygame.KSCAN_C
    for event in (
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_c, mod=0, unicode="c", scancode=6),
        pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=40),
        pygame.event.Event(pygame.TEXTINPUT, text="с"),
    ):
        assert latin_letters(event) is event


def test_the_czech_number_row_gives_its_digits() -> None:
    """On a Czech layout the keys 1, 2, 3 send '+', 'ě', 'š': the replay's 1/2/3 (a
    count) did nothing. A number-row key whose symbol is not ASCII counts as its digit."""
    from guildes.ui.app import latin_letters

    for symbol, scancode, digit in (
        ("ě", pygame.KSCAN_2, pygame.K_2),
        ("š", pygame.KSCAN_3, pygame.K_3),
    ):
        event = pygame.event.Event(
            pygame.KEYDOWN, key=ord(symbol), mod=0, unicode=symbol, scancode=scancode
        )
        assert latin_letters(event).key == digit
