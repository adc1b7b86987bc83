"""Every screen in every language, and in the pseudo-language (English 40% longer), at
1280x720: no text overflows or is clipped by its box.

What is checked on each screen:
- each button and label of pygame-gui: its text, in its own font, fits its rectangle;
- each line the game draws itself with ``fitted`` (text cut to a box): it was not cut
  (the players' names here are short, so only a translation could be);
- each line of text drawn on the window: it lies inside the window.
A screenshot of each screen is saved under ``artifacts/screens/lang-<code>-<screen>.png``.
Switching language goes through Settings' own button, so it also shows that a switch
takes effect at once, without a restart."""

from __future__ import annotations

import importlib
import pkgutil
import random
import re
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any

import pygame
import pygame_gui
import pytest

from guildes import i18n
from guildes.i18n import LANGUAGES, PSEUDO
from guildes.rules import Game, GameConfig, Phase
from guildes.rules.cards import Trick
from guildes.seats import Seat
from tests.ui.conftest import ARTIFACTS
from tests.ui.test_end_to_end import frames, key
from tests.ui.trick_rig import trick_turn

SIZE = (1280, 720)
SEATS = [Seat("Ana"), Seat("Bo", "easy"), Seat("Cy", "normal"), Seat("Di", "hard")]
SIX = [*SEATS, Seat("Ed", "expert"), Seat("Flo", "easy")]


class Waiting:
    """An AI seat's stand-in that is always thinking: the table waits on it (these
    tests look at screens, they play no game)."""

    busy = True

    def submit(self, spec: str, seed: int, view: object, legal: object) -> int:
        return 0

    def poll(self) -> None:
        return None

    def cancel(self) -> None:
        pass

    def restart(self) -> None:
        pass

    def close(self) -> None:
        pass


def finished_game(players: int = 4, seed: int = 11) -> Game:
    """A whole game, played by random legal choices."""
    game = Game(GameConfig(players=players, seed=seed, variants=frozenset({"event_cards"})))
    rng = random.Random(seed)
    while not game.is_over:
        for seat in range(players):
            legal = game.legal_choices(seat)
            if legal:
                game.choose(seat, rng.choice(legal))
    return game


class Recorder:
    """What was drawn: the lines ``fitted`` had to cut, and the window rectangles of the
    text surfaces blitted on the window."""

    def __init__(self) -> None:
        self.cut: list[tuple[str, str]] = []
        self.texts: dict[int, str] = {}
        self.keep: list[pygame.Surface] = []


@pytest.fixture
def recorder(monkeypatch: pytest.MonkeyPatch) -> Iterator[Recorder]:
    from guildes.ui import fonts, textfit

    rec = Recorder()
    real_ellipsize = textfit.ellipsize

    def ellipsize(s: str, size: int, width: int, bold: bool = False) -> str:
        shown = real_ellipsize(s, size, width, bold)
        if shown != s:
            rec.cut.append((s, shown))
        return shown

    # every module that cuts text, loaded now, then the name each one holds replaced (a
    # module loaded by an earlier test would keep that test's or the real function)
    for module in _ui_modules():
        if getattr(module, "ellipsize", None) is real_ellipsize:
            monkeypatch.setattr(module, "ellipsize", ellipsize)
    clear_drawing_caches()  # an image kept from before was drawn with no one noting it
    real_font = fonts.font

    class Noted(pygame.font.Font):
        """A font that remembers each line it renders (to know text on the window)."""

        def render(self, text: Any, *args: Any, **kwargs: Any) -> pygame.Surface:  # type: ignore[override]
            surf = super().render(text, *args, **kwargs)
            rec.texts[id(surf)] = str(text)
            rec.keep.append(surf)
            return surf

    def font(size: int, bold: bool = False) -> pygame.font.Font:
        return Noted(fonts._font_path(bold), max(8, int(size)))

    fonts.text.cache_clear()
    monkeypatch.setattr(fonts, "font", font)
    yield rec
    monkeypatch.setattr(fonts, "font", real_font)
    clear_drawing_caches()


def _ui_modules() -> list[ModuleType]:
    """Every module of ``guildes.ui``, imported."""
    import guildes.ui

    names = [m.name for m in pkgutil.walk_packages(guildes.ui.__path__, "guildes.ui.")]
    return [guildes.ui, *(importlib.import_module(n) for n in names)]


def clear_drawing_caches() -> None:
    """Forget every image and line the UI keeps (``lru_cache``): drawn again, each one
    goes through the recorder's ``ellipsize`` and font."""
    for module in _ui_modules():
        for value in vars(module).values():
            if callable(getattr(value, "cache_clear", None)):
                value.cache_clear()


def widget_problems(manager: pygame_gui.UIManager) -> list[str]:
    """Buttons and labels whose text is wider than their rectangle."""
    out = []
    for element in manager.get_sprite_group().sprites():
        if not isinstance(element, pygame_gui.elements.UIButton | pygame_gui.elements.UILabel):
            continue
        if not element.visible or not element.text:
            continue
        width, _h = element.font.size(element.text)
        room = element.rect.w - 4
        if width > room:
            out.append(f"{type(element).__name__} {element.text!r}: {width} px in {room}")
    return out


def drawn_problems(app: Any, rec: Recorder) -> list[str]:
    """Lines of text drawn outside the window, and lines ``fitted`` cut."""
    window = pygame.Rect((0, 0), app.size)
    out = [f"cut: {s!r} shown as {shown!r}" for s, shown in rec.cut]
    for rect, s in _blits(app, rec):
        if not window.contains(rect):
            out.append(f"outside the window: {s!r} at {rect}")
    return out


def _blits(app: Any, rec: Recorder) -> list[tuple[pygame.Rect, str]]:
    """Draw the visible scenes once on a surface that notes where text lands."""
    found: list[tuple[pygame.Rect, str]] = []

    class Noting(pygame.Surface):
        def blit(
            self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0
        ) -> pygame.Rect:  # type: ignore[override]  # noqa: E501
            drawn = super().blit(source, dest, area, special_flags)
            s = rec.texts.get(id(source))
            if s is not None and s.strip() and area is None:
                at = dest.topleft if isinstance(dest, pygame.Rect) else dest
                found.append((pygame.Rect(at, source.get_size()), s))
            return drawn

    surface = Noting(app.size, pygame.SRCALPHA)
    for scene in app.stack.visible():
        scene.draw(surface)
    return found


def switch_to(app: Any, code: str) -> None:
    """The language ``code``: by Settings' button for the offered ones (each press the
    next language), else directly (the pseudo-language is not offered)."""
    from guildes.ui.scenes.settings import SettingsScene

    app.reset("main_menu")
    if code == PSEUDO:
        app.set_language(code, remember=False)
        return
    app.push("settings")
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    scene._language()  # at least once: the choice is then remembered
    while app.language != code:
        scene._language()
    assert app.settings.language == code


def screens(app: Any) -> list[tuple[str, Callable[[], None]]]:
    """Each screen and how to get there (from any other)."""
    from guildes.saves.savefile import SavedGame
    from guildes.session import Session
    from guildes.ui.games import offered_variants

    done = finished_game()
    six_done = finished_game(6, 5)

    def menu(name: str, *args: Any) -> Callable[[], None]:
        def go() -> None:
            app.reset("main_menu")
            if name != "main_menu":
                app.push(name, *args)

        return go

    def new_game() -> None:
        app.settings.last_setup = {"players": 6, "variants": sorted(offered_variants())}
        app.settings.last_setup["kinds"] = ["human", "easy", "normal", "hard", "expert", "easy"]
        app.settings.last_setup["names"] = [s.name for s in SIX]
        menu("new_game")()

    def table(players: list[Seat]) -> Any:
        config = GameConfig(players=len(players), seed=7, variants=offered_variants())
        session = Session(Game(config), players, app.store, decider_factory=Waiting)
        app.reset("table", session)
        for _ in range(200):  # past the Event card's turning over: the draft's fan shows
            frames(app, 1, 0.1)
            if not app.stack.top.steps:
                break
        return app.stack.top

    def at_phase(phase: Phase) -> Callable[[], None]:
        def go() -> None:  # the human's first choice in that phase (both variants)
            variants = frozenset({"event_cards", "dirty_tricks"})
            for seed in range(100):
                game = Game(GameConfig(players=len(SIX), seed=seed, variants=variants))
                if _play_until(game, random.Random(seed), phase, 0):
                    break
            app.reset("table", Session(game, SIX, None, decider_factory=Waiting))
            for _ in range(200):
                frames(app, 1, 0.1)
                if not app.stack.top.steps:
                    break

        return go

    def over_table(name: str, *args: Any) -> Callable[[], None]:
        def go() -> None:
            t = table(SIX)
            extra = {"pause": (t.session,), "counts": (t.names, t.shown.public)}
            app.push(
                name, *(args or extra[name]), **({"on_quit": t.close} if name == "pause" else {})
            )
            if name == "count":  # its rows come one by one: all of them, and the totals
                while not app.stack.top.done_showing:  # (held open: it closes by itself later)
                    frames(app, 1, 0.1)

        return go

    def results(game: Game, seats: list[Seat]) -> Callable[[], None]:
        def go() -> None:
            app.reset("main_menu")
            app.push("results", Session(game, seats, None, decider_factory=Waiting), [])

        return go

    def load() -> None:
        app.store.save(done, SEATS, name="Ana")
        menu("load")()

    def statistics() -> None:
        assert done.outcome is not None
        app.statistics.record_game(SEATS, done.outcome)
        menu("statistics")()

    def trick(letter: Trick) -> Callable[[], None]:
        def go() -> None:
            game, seat = trick_turn(4, letter, seed=1)
            seats = [Seat(s.name, "easy") for s in SEATS]
            seats[seat] = Seat("Ana")
            app.reset("table", Session(game, seats, None, decider_factory=Waiting))
            frames(app, 30, 0.1)
            assert app.stack.top.trick_turn is not None

        return go

    def preview() -> None:  # the trick's targets chosen: the preview of this round's count
        from guildes.ui.table.trick_choice import Stage

        trick(Trick.SWAP)()
        turn = app.stack.top.trick_turn
        for _ in range(12):
            if turn.chooser.stage is Stage.CONFIRM:
                break
            key(pygame.K_RETURN)
            frames(app, 14, 0.05)
        assert turn.chooser.stage is Stage.CONFIRM

    def review() -> None:
        from tests.ui.scenes.test_review_screen import _reviewed

        menu("review", _reviewed(6, 26, hotseat=True))()
        frames(app, 1)
        scene = app.stack.top
        scene.focus = scene.costliest()[0]

    return [
        ("main_menu", menu("main_menu")),
        ("trick_B", trick(Trick.SWAP)),
        ("trick_I", trick(Trick.ALCHEMISTS)),
        ("trick_preview", preview),
        # the review screen's fit is tested in tests/ui/scenes/ (the coach's work)
        ("new_game", new_game),
        ("settings", menu("settings")),
        ("rules", menu("rules")),
        ("load", load),
        ("statistics", statistics),
        ("table_draft", lambda: table(SIX) and None),
        ("table_draft_4", lambda: table(SEATS) and None),
        ("table_redistribute", at_phase(Phase.REDISTRIBUTE)),
        ("table_play", at_phase(Phase.PLAY)),
        ("pause", over_table("pause")),
        ("counts", over_table("counts")),
        ("count", over_table("count", [s.name for s in SIX], six_done.counts[-1], lambda: None)),
        ("curtain", over_table("curtain", 0, "Ana", lambda: None, lambda: None)),
        ("save_name", over_table("save_name", "Ana", lambda name: None)),
        ("message", menu("message", "Ana", "Bo")),
        (
            "ai_failed",
            over_table(
                "ai_failed",
                i18n.t("ai.failed", name="Bo", n=3, why=i18n.t("ai.why.timeout")),
                lambda: None,
                lambda: None,
            ),
        ),
        ("results", results(done, SEATS)),
        ("results_6", results(six_done, SIX)),
        ("replay", menu("replay", SavedGame.of(done, SEATS))),
    ]


def _play_until(game: Game, rng: random.Random, phase: Phase, seat: int) -> bool:
    """Play ``game`` on with random legal choices (declining every trick) until ``seat``
    is to choose in ``phase``: whether it came."""
    from guildes.rules import Choice

    while not game.is_over:
        seats = game.to_choose()
        if game.phase is phase and seat in seats:
            return True
        if game.phase is Phase.TRICKS:
            game.choose(seats[0], Choice.decline())
            continue
        for s in seats:
            game.choose(s, rng.choice(game.legal_choices(s)))
    return False


LARGEST_TEXT = 1.3
"""The largest text size Settings offers."""


@pytest.mark.parametrize(
    ("code", "text_size", "size"),
    [
        *((c, 1.0, SIZE) for c in (*LANGUAGES, PSEUDO)),
        *((c, LARGEST_TEXT, SIZE) for c in ("fr", "cs", "ru")),
        ("ru", LARGEST_TEXT, (1920, 1080)),  # the longest, where a seat's status has less room
    ],
)
def test_every_screen_fits_in_every_language(  # type: ignore[no-untyped-def]
    make_app, recorder: Recorder, code: str, text_size: float, size: tuple[int, int]
) -> None:
    """At the usual text size in every language, and at the largest in the three longer
    translations (Russian also at 1920x1080)."""
    app = make_app(size=size)
    from guildes.ui.scenes.main_menu import MainMenu

    app.settings.ui_scale = text_size
    app.apply_text_size()
    app.start(MainMenu(app))
    switch_to(app, code)
    assert i18n.language() == code
    problems: list[str] = []
    for name, go in screens(app):
        recorder.cut.clear()
        go()
        frames(app, 2)
        problems += [f"{name}: {p}" for p in widget_problems(app.manager)]
        problems += [f"{name}: {p}" for p in drawn_problems(app, recorder)]
        tag = "" if text_size == 1.0 else f"-{round(text_size * 100)}"
        tag += "" if size == SIZE else f"-{size[0]}"
        app.screenshot(ARTIFACTS / f"lang-{code}{tag}-{name}.png")
    app.reset("main_menu")
    assert not problems, "\n".join(problems)


def test_the_checks_see_a_button_too_small_and_a_line_cut(  # type: ignore[no-untyped-def]
    make_app, recorder: Recorder
) -> None:
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.textfit import fitted

    app = make_app(size=SIZE)
    app.start(MainMenu(app))
    frames(app, 1)
    pygame_gui.elements.UIButton(pygame.Rect(0, 0, 40, 30), "A label far too long", app.manager)
    assert any("far too long" in p for p in widget_problems(app.manager))
    fitted("A line far too long for its box", 16, (0, 0, 0), 60)
    assert recorder.cut and recorder.cut[0][0] == "A line far too long for its box"


def test_a_first_start_follows_the_system_then_the_choice_is_remembered(  # type: ignore[no-untyped-def]
    tmp_path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from guildes.saves import locations
    from guildes.ui.app import App
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.settings import SettingsScene

    where = locations(tmp_path / "data")
    monkeypatch.setenv("LANGUAGE", "cs")
    app = App(where, size=SIZE, speed="instant", sound=False)
    try:
        assert app.language == "cs" and i18n.t("menu.new_game") == "Nová hra"
        app.start(MainMenu(app))
        app.push("settings")
        settings = app.stack.top
        assert isinstance(settings, SettingsScene)
        settings._language()  # cs -> ru, at once: the buttons are rebuilt in Russian
        frames(app, 1)
        assert app.language == "ru"
        labels = {b.text for b in app.manager.get_sprite_group().sprites() if hasattr(b, "text")}
        assert "Назад" in labels and "Zpět" not in labels
    finally:
        app.shutdown()
    monkeypatch.setenv("LANGUAGE", "fr")  # the system says French; the player chose Russian
    again = App(where, size=SIZE, speed="instant", sound=False)
    try:
        assert again.language == "ru" and again.settings.language == "ru"
    finally:
        again.shutdown()


def test_the_game_log_is_told_again_in_the_new_language(make_app) -> None:  # type: ignore[no-untyped-def]
    from guildes.session import Session
    from guildes.ui.scenes.main_menu import MainMenu

    app = make_app(size=SIZE)
    app.start(MainMenu(app))
    session = Session(Game(GameConfig(players=4, seed=3)), SEATS, None, decider_factory=Waiting)
    app.reset("table", session)
    frames(app, 2)
    table = app.stack.top
    assert table.log_lines[0].startswith("<b>New game:</b>")
    app.push("settings")
    app.stack.top._language()  # English -> French
    app.back()  # the table enters again
    frames(app, 1)
    assert table.log_lines[0].startswith("<b>Nouvelle partie\u00a0:</b>")
    assert "Ana, Bo, Cy et Di" in table.log_lines[0]


def test_pygame_guis_own_texts_follow_the_language(make_app) -> None:  # type: ignore[no-untyped-def]
    """The data-folder picker is pygame-gui's: its buttons speak the language too (Czech
    from the game's assets, which pygame-gui does not ship)."""
    import i18n as pygame_gui_texts  # python-i18n, which pygame-gui reads

    app = make_app(size=SIZE)
    expected = {"en": "Cancel", "fr": "Annuler", "cs": "Zrušit", "ru": "Отмена"}
    for code, cancel in expected.items():
        app.set_language(code)
        assert pygame_gui_texts.t("pygame-gui.Cancel") == cancel


@pytest.mark.parametrize(
    ("code", "new_game"),
    [
        ("fr", "<b>Nouvelle partie\u00a0:</b>"),
        ("cs", "<b>Nová hra:</b>"),
        ("ru", "<b>Новая игра:</b>"),
    ],
)
def test_a_whole_game_in_each_language(make_app, fast_levels, code: str, new_game: str) -> None:  # type: ignore[no-untyped-def]
    """A whole game with the Event cards, by the keyboard, in the language: the log and
    the results speak it (no key shows instead of a text), the rules screen too."""
    from guildes.ui.games import start_new_game
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.main_menu import MainMenu
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.table import TableScene
    from tests.ui.test_end_to_end import key

    app = make_app(size=SIZE, speed="instant")
    app.start(MainMenu(app))
    switch_to(app, code)
    start_new_game(app, SEATS, 5, "militia_then_shared", {"event_cards"})
    table = app.stack.top
    assert isinstance(table, TableScene)
    for _ in range(20_000):
        frames(app, 1)
        top = app.stack.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, CountOverlay) or (top is table and table.can_choose()):
            key(pygame.K_RETURN)
    else:
        raise AssertionError("the game did not reach the results")
    keys = i18n.keys("en")
    log = table.log_lines
    assert log[0].startswith(new_game)
    shown = [line for line in log if any(k in line for k in keys)]
    assert not shown, shown
    from guildes.ui.scenes.results import outcome_text

    head, why = outcome_text(top.outcome, [s.name for s in SEATS])
    english = {i18n.SOURCE: ""}  # the same outcome told in English differs
    i18n.set_language(i18n.SOURCE)
    english[i18n.SOURCE] = outcome_text(top.outcome, [s.name for s in SEATS])[1]
    i18n.set_language(code)
    assert why != english[i18n.SOURCE] and not any(k in head + why for k in keys)
    app.screenshot(ARTIFACTS / f"lang-{code}-whole-game-results.png")
    app.reset("main_menu")
    app.push("rules")
    frames(app, 1)
    html = " ".join(app.stack.top.texts())
    assert i18n.t("rules.goal.title") in html and not any(k in html for k in keys)


GUILD_NAMES_OF = {
    "fr": ["Chevaliers", "Nobles", "Prêtres", "Alchimistes", "Bourgeois", "Érudits"],
    "cs": ["Rytíři", "Šlechtici", "Kněží", "Alchymisté", "Měšťané", "Učenci"],
    "ru": ["Рыцари", "Дворяне", "Священники", "Алхимики", "Буржуа", "Учёные"],
}
"""Some guild names, in the plural, as the log puts them in."""
CARD_BEFORE = {"fr": r"cartes? $", "cs": r"„$", "ru": r"«$"}
"""What stands before a guild's name where the name is one card: "une carte Chevaliers",
"karta „Rytíři“", "карта «Рыцари»" (never "Chevaliers passe", "Rytíři jde")."""
FAULTS = {
    "fr": [
        r"\b[Dd]e [AEIOUYÉÈÊaeiouyéèê]",  # elision: d'Aurèle
        r"\b[Qq]ue [AEIOUYÉaeiouyé]",
        r"\b[Ll][ae] [AEIOUYÉaeiouyé]",
        # gender, agreement
        r"\blui seul\b|\bélue?\b|\b(a été|est) tirée? au sort\b|\bson propre\b",
        r"[^\u00a0\u202f][:;?!](?!\d)|« | »",  # typography
    ],
    "cs": [
        r"\bz stolu\b|\bu stolu\b|\bu hráče\b",  # case and preposition
        r"\bjen on\b|\bje zvolen\b|\bjeho podraz\b|\bChráněn\b",  # gender
        r"\bsčítání\b|\bzáznam\b",  # one term per concept
        r"\bvlastní (Rytíři|Šlechtici|Kněží|Alchymisté|Měšťané)\b",
    ],
    "ru": [
        r"\bу стола\b|\bу игрока \w+ \(",  # preposition
        r"\bтолько он\b|\bизбран\b|\bего трюк\b|\bготов\b",  # gender
        r"\bтрюк\w*|\bничья не учитывается\b",  # one term per concept
    ],
}


def _dirty_trick_games(seeds: int = 12) -> Iterator[tuple[list[str], list[object], bool]]:
    """Whole games with the Dirty Tricks (half with the Event cards too), 3 to 6 players,
    random legal choices: (names, happenings, events)."""
    from guildes.seats import DEFAULT_NAMES

    for seed in range(seeds):
        players = 3 + seed % 4
        events = seed % 2 == 1
        variants = {"dirty_tricks", "event_cards"} if events else {"dirty_tricks"}
        game = Game(GameConfig(players=players, seed=seed, variants=frozenset(variants)))
        happened: list[object] = list(game.opening_happenings())
        rng = random.Random(seed)
        while not game.is_over:
            for seat in range(players):
                legal = game.legal_choices(seat)
                if legal:
                    happened += game.choose(seat, rng.choice(legal))
        yield DEFAULT_NAMES[:players], happened, events


@pytest.mark.parametrize("code", ["fr", "cs", "ru"])
def test_a_whole_dirty_trick_games_log_has_no_grammar_fault(code: str) -> None:
    """Twelve whole Dirty-Trick games with the default names (Aurèle, Brune, ...: women's
    and men's names, two starting with a vowel), their logs in the language: no elision,
    agreement, gender or case fault of those the review found, and every guild's name
    that stands for one card in a trick's line is said as a card."""
    from guildes.rules.happenings import TrickUsed
    from guildes.ui.table.narration import opening
    from guildes.ui.table.trick_narration import trick_line

    i18n.set_language(code)
    try:
        lines: list[str] = []
        uses: list[str] = []
        kinds: set[int] = set()
        for names, happened, events in _dirty_trick_games():
            lines += opening(names, happened, events=events, tricks=True)  # type: ignore[arg-type]
            for h in happened:
                if isinstance(h, TrickUsed):
                    kinds.add(h.trick)
                    told = trick_line(h, names)
                    assert told is not None
                    uses.append(told)
        assert len(kinds) >= 8, f"only tricks {sorted(kinds)} were used: the test sees too little"
        faults = [
            f"{pattern}: {line}"
            for line in lines
            for pattern in FAULTS[code]
            if re.search(pattern, re.sub(r"</?[bi]>|\d+:\d+", "", line))
        ]
        for line in uses:
            what = re.split(r"[\u00a0 ]?: ", line, maxsplit=1)[1]  # after "Ana uses B (...):"
            for name in GUILD_NAMES_OF[code]:
                for m in re.finditer(rf"(?<![\w+]){name}\b", what):
                    if not re.search(CARD_BEFORE[code], what[: m.start()]):
                        faults.append(f"{name} not said as a card: {line}")
        assert not faults, "\n".join(sorted(set(faults))[:40])
    finally:
        i18n.set_language(i18n.SOURCE)
