"""Screenshots of every screen a player sees, from real scenes, headless (issue 29's review).

    python build_scripts/screens.py OUT [--sizes 1280x720,1920x1080] [--players 3,6]
        [--texts 85,130] [--languages en,ru] [--only table,menus,tutorial]

For each language, window size and text size it plays a whole game with both variants
(the Event cards and the Dirty Trick cards) at each number of players, the player at
the bottom against AI seats that choose at once, and saves a PNG of each moment the first
time it comes: the draft (the first and the last pick), the Event card turning over,
hands passing (mid-animation), Redistribution's gift and its shuffle, the play (one card
and a batch of two), the reveal (mid-flip), the round banner, the Dirty Trick turn and a
trick being used, the count mid-count and counted, the pause menu, and the results. Then
the menus (main menu, New game, Load, Statistics, Settings, every page of the rules
screen) and the tutorial's later lessons (rounds 2 and 3, Militia, Alchemists).

Files are named ``<lang>-<w>x<h>-<text>-<players>p-<moment>.png`` (the menus and the
tutorial without the players). Nothing here is a stand-in: the table, the overlays and
the menus are the game's own scenes, drawn by the game's own frames.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import tempfile
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from guildes import i18n  # noqa: E402
from guildes.ai.agent import make_agent  # noqa: E402
from guildes.rules import Choice, Game, GameConfig, Phase  # noqa: E402
from guildes.rules.view import SeatView  # noqa: E402
from guildes.seats import Seat  # noqa: E402

VARIANTS = frozenset({"event_cards", "dirty_tricks"})
NAMES = ["Ana", "Bo", "Cy", "Di", "Ed", "Flo"]
LEVELS = ["easy", "normal", "hard", "expert", "easy"]
DT = 0.1
"""The frame step between the moments shot (the app caps a frame at 0.1 s)."""
MID = 0.5
"""How far an animation has played when it is shot."""


class AtOnce:
    """An AI seat that answers at once, in this process (the shots are of the screens,
    not of the AI's thinking): the heuristic agent, seeded."""

    def __init__(self) -> None:
        self._answer: Choice | None = None
        self._ticket = 0

    @property
    def busy(self) -> bool:
        """True while an answer waits to be collected."""
        return self._answer is not None

    def submit(self, spec: str, seed: int, view: SeatView, legal: Sequence[Choice]) -> int:
        """Decide now; the answer is given at the next ``poll``."""
        self._answer = make_agent("heuristic", seed).choose(view, legal)
        self._ticket += 1
        return self._ticket

    def poll(self) -> Choice | None:
        """The answer decided at ``submit``, once."""
        answer, self._answer = self._answer, None
        return answer

    def cancel(self) -> None:
        """Drop the pending answer."""
        self._answer = None

    def restart(self) -> None:
        """Nothing runs apart: as ``cancel``."""
        self._answer = None

    def close(self) -> None:
        """Nothing to stop."""


def seats(players: int) -> list[Seat]:
    """The player at the bottom, then AI seats of every level."""
    return [Seat(NAMES[0])] + [Seat(NAMES[i], LEVELS[i - 1]) for i in range(1, players)]


def covering_seed(players: int, tries: int = 300) -> int:
    """A seed whose game (random choices) has Redistribution and a batch of two among
    its Event cards, so every moment comes up; the first that has most of them."""
    best, most = 0, -1
    for seed in range(tries):
        game = Game(GameConfig(players=players, seed=seed, variants=VARIANTS))
        rng = random.Random(seed)
        seen: set[str] = set()
        while not game.is_over:
            view = game.view(0)
            seen.add(str(game.phase))
            if view.batch == 2:
                seen.add("batch")
            for s in game.to_choose():
                game.choose(s, rng.choice(game.legal_choices(s)))
        score = len(seen)
        if score > most:
            best, most = seed, score
        if {"redistribute", "batch", "tricks"} <= seen:
            return seed
    return best


class Shooter:
    """Saves the app's frames under ``out`` with a common name prefix."""

    def __init__(self, app: Any, out: Path, prefix: str) -> None:
        self.app, self.out, self.prefix = app, out, prefix
        self.saved: list[Path] = []

    def shoot(self, moment: str) -> None:
        """Save the frame drawn last as ``<prefix>-<moment>.png``."""
        path = self.out / f"{self.prefix}-{moment}.png"
        self.app.screenshot(path)
        self.saved.append(path)

    def frames(self, n: int = 1, dt: float = DT) -> None:
        """Run ``n`` driven frames of ``dt`` seconds."""
        for _ in range(n):
            self.app.step_frame(dt)


def make_app(data: Path, size: tuple[int, int], text: float, language: str) -> Any:
    """A real app on its own data folder, at this size, text size and language."""
    from guildes.saves import locations
    from guildes.ui.app import App
    from guildes.ui.table.tips import TIPS

    app = App(locations(data), size=size, speed="normal", sound=False)
    app.settings.tips_seen = list(TIPS)  # the variants' bubbles are shot apart
    app.settings.tutorial_offered = True
    app.settings.ui_scale = text
    app.apply_text_size()
    app.set_language(language, remember=True)
    return app


# ---------------------------------------------------------------------- the table


STEP_MOMENTS = {
    "HandsPassStep": "pass",
    "CardsFlipStep": "reveal",
    "CardPlayedStep": "reveal-one",
    "RedistributeStep": "redistribute",
    "EventRevealStep": "event",
    "BannerStep": "banner",
    "TricksDealtStep": "tricks-dealt",
    "TrickUsedStep": "trick-used",
    "CardsDrawnStep": "trick-drawn",
}
"""The animations shot halfway through, by step class: the moment's name."""


def choice_moment(table: Any) -> str | None:
    """The name of the player's choice on screen now, if it is one to shoot."""
    view = table.view
    if view is None:
        return None
    if view.phase is Phase.DRAFT:
        if view.step == 1:
            return f"draft-r{view.voting_round}"
        return "draft-last" if view.step == view.steps else "draft-mid"
    if view.phase is Phase.REDISTRIBUTE:
        return "redistribute-give"
    if view.phase is Phase.PLAY:
        return "play-two" if table.choosing_two() else "play"
    if view.phase is Phase.TRICKS:
        return "trick-turn"
    return None


def play_choice(table: Any, rng: random.Random) -> None:
    """The player's choice: a random legal one; a Dirty Trick used when it can be."""
    legal = table.session.game.legal_choices(table.viewer)
    if table.shown.public.phase is Phase.TRICKS:
        uses = [c for c in legal if c != Choice.decline()]
        table.send_trick(rng.choice(uses or legal))
        return
    table._send(rng.choice(legal))


def table_shots(shooter: Shooter, players: int, rng: random.Random) -> None:
    """Play a whole game with both variants, shooting each moment the first time."""
    from guildes.session import Session
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.table import TableScene

    app = shooter.app
    seed = covering_seed(players)
    config = GameConfig(players=players, seed=seed, variants=VARIANTS)
    session = Session(Game(config), seats(players), app.store, decider_factory=AtOnce)
    app.reset("table", session)
    table = app.stack.top
    assert isinstance(table, TableScene)
    taken: set[str] = set()
    count_seen = 0.0
    counts = 0
    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, ResultsScene):
            shooter.frames(20)
            shooter.shoot("results")
            return
        if isinstance(top, CountOverlay):
            counts += 0 if count_seen else 1
            count_seen += DT
            if count_seen >= 1.2 and f"count{counts}-mid" not in taken:
                taken.add(f"count{counts}-mid")
                shooter.shoot(f"count{counts}-mid")
            if top.done_showing:
                shooter.frames(2)
                shooter.shoot(f"count{counts}")
                top._close()
                count_seen = 0.0
            shooter.frames()
            continue
        step = table.step
        moment = STEP_MOMENTS.get(type(step).__name__) if step is not None else None
        if step is not None and moment is not None and moment not in taken:
            if step.progress < MID - 0.05:
                shooter.frames(1, min(DT, max(0.005, (MID - step.progress) * step.duration)))
                continue
            taken.add(moment)
            shooter.shoot(moment)
        if top is table and table.can_choose():
            moment = choice_moment(table)
            if moment is not None and moment not in taken:
                shooter.frames(3)
                taken.add(moment)
                shooter.shoot(moment)
                if moment == "draft-r3":  # the log (L) with two rounds told
                    table.command("log")
                    shooter.frames(3)
                    shooter.shoot("log")
                    table.command("log")
                    shooter.frames(2)
                if "pause" not in taken and moment == "play":
                    taken.add("pause")
                    app.push("pause", table.session, on_quit=table.close)
                    shooter.frames(3)
                    shooter.shoot("pause")
                    app.back()
                    shooter.frames(2)
            play_choice(table, rng)
        shooter.frames()
    raise RuntimeError(f"the game at {players} players did not reach the results")


# ---------------------------------------------------------------------- the menus


def menu_shots(shooter: Shooter) -> None:
    """The main menu, New game (6 players), Load, Statistics, Settings and every page
    of the rules screen."""
    from guildes.ui.games import offered_variants

    app = shooter.app
    app.settings.last_setup = {
        "players": 6,
        "variants": sorted(offered_variants()),
        "kinds": ["human", "easy", "normal", "hard", "expert", "easy"],
        "names": NAMES,
    }
    some_saves(app)
    for name in ("main_menu", "new_game", "load", "statistics", "settings"):
        app.reset("main_menu")
        if name != "main_menu":
            app.push(name)
        shooter.frames(4)
        shooter.shoot(name.replace("_", "-"))
    app.reset("main_menu")
    app.push("rules")
    shooter.frames(3)
    rules = app.stack.top
    page = 1
    shooter.shoot(f"rules-{page:02}")
    while rules.offset < rules._most() and page < 40:
        rules.scroll(rules._view().h - 40)
        shooter.frames(2)
        page += 1
        shooter.shoot(f"rules-{page:02}")
    app.reset("main_menu")


def some_saves(app: Any) -> None:
    """Load's list as a player's looks after a few games: a named game in progress with
    long names and the variants, an unnamed one at 3 players, and a finished one."""
    from guildes.rules import Game, GameConfig
    from guildes.seats import Seat

    if app.store.slots():
        return
    rng = random.Random(7)
    long_names = ["Alexandrina", "Bartholomew", "Cyprien-Auguste", "Dimitrios", "Ed", "Flo"]
    for players, variants, steps, name in (
        (6, frozenset({"event_cards", "dirty_tricks"}), 30, "Friday night at Portyl"),
        (3, frozenset(), 12, None),
        (4, frozenset({"event_cards"}), None, None),
    ):
        game = Game(GameConfig(players=players, seed=players * 11, variants=variants))
        k = 0
        while not game.is_over and (steps is None or k < steps):
            for seat in game.to_choose():
                game.choose(seat, rng.choice(game.legal_choices(seat)))
            k += 1
        seats = [Seat(long_names[0])] + [
            Seat(long_names[i], LEVELS[(i - 1) % len(LEVELS)]) for i in range(1, players)
        ]
        if game.is_over:
            app.store.keep_finished(game, seats)
        else:
            app.store.save(game, seats, name)


# ---------------------------------------------------------------------- the tutorial


LESSONS = ("round2", "round3", "militia", "alchemists", "count")


def tutorial_shots(shooter: Shooter, rng: random.Random) -> None:
    """The tutorial played through (Play rounds 2 and 3), shooting each later lesson the
    first time its bubble shows, and the counts of rounds 2 and 3 with theirs."""
    from guildes.session import Session
    from guildes.ui.scenes.count import CountOverlay
    from guildes.ui.scenes.results import ResultsScene
    from guildes.ui.tutorial.dialog import TutorialDialog
    from guildes.ui.tutorial.start import tutorial_game, tutorial_seats

    app = shooter.app
    session = Session(tutorial_game(), tutorial_seats(), None, decider_factory=AtOnce)
    app.reset("table", session, tutorial=True)
    table = app.stack.top
    taken: set[str] = set()
    counts = dialogs = 0
    for _ in range(40_000):
        top = app.stack.top
        if isinstance(top, TutorialDialog):
            dialogs += 1
            shooter.frames(2)
            shooter.shoot(f"tutorial-dialog{dialogs}")
            if isinstance(app.stack.scenes[-2], ResultsScene):
                return
            # its first button has the focus: "Play rounds 2 and 3"
            pygame.event.post(
                pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")
            )
            shooter.frames(3)
            continue
        if isinstance(top, CountOverlay):
            counts += 1
            while not top.done_showing:
                shooter.frames()
            shooter.frames(2)
            shooter.shoot(f"tutorial-count{counts}")
            top._close()
            shooter.frames()
            continue
        key = table.coach.key if top is table else None
        if top is table and table.can_choose():
            if key in LESSONS and key not in taken:
                shooter.frames(3)
                taken.add(key)
                shooter.shoot(f"tutorial-{key}")
            table._send(rng.choice(table.session.game.legal_choices(table.viewer)))
        shooter.frames()
    raise RuntimeError("the tutorial did not reach its end")


# ---------------------------------------------------------------------- main


SETS = ("table", "menus", "tutorial")
"""The sets of screens ``--only`` chooses from."""


def size_of(text: str) -> tuple[int, int]:
    """``1280x720`` as (1280, 720)."""
    w, h = text.lower().split("x")
    return int(w), int(h)


def run(
    out: Path,
    sizes: Sequence[tuple[int, int]],
    players: Sequence[int],
    texts: Sequence[int],
    languages: Sequence[str],
    only: set[str],
    tell: Callable[[str], None] = print,
) -> list[Path]:
    """Shoot every screen asked for; the paths saved."""
    saved: list[Path] = []
    for language in languages:
        for size in sizes:
            for text in texts:
                tag = f"{language}-{size[0]}x{size[1]}-{text}"
                with tempfile.TemporaryDirectory() as data:
                    app = make_app(Path(data), size, text / 100, language)
                    try:
                        if "table" in only:
                            for n in players:
                                shooter = Shooter(app, out, f"{tag}-{n}p")
                                # a generator per game: the same moments, whatever else is shot
                                table_shots(shooter, n, random.Random(290 + n))
                                saved += shooter.saved
                                tell(f"{tag}-{n}p: {len(shooter.saved)} screens")
                        if "menus" in only:
                            shooter = Shooter(app, out, tag)
                            menu_shots(shooter)
                            saved += shooter.saved
                            tell(f"{tag} menus: {len(shooter.saved)} screens")
                        if "tutorial" in only:
                            shooter = Shooter(app, out, tag)
                            tutorial_shots(shooter, random.Random(29))
                            saved += shooter.saved
                            tell(f"{tag} tutorial: {len(shooter.saved)} screens")
                    finally:
                        app.reset("main_menu")
                        app.shutdown()
                i18n.set_language(i18n.SOURCE)
    return saved


def main(argv: Sequence[str] | None = None) -> int:
    """Parse the command line and shoot."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the folder the PNGs are written to")
    known = (*i18n.LANGUAGES, i18n.PSEUDO)
    parser.add_argument(
        "--sizes", default="1280x720,1920x1080", help="window sizes, WxH, comma-separated"
    )
    parser.add_argument("--players", default="3,6", help="seat counts, 3 to 6, comma-separated")
    parser.add_argument("--texts", default="85,130", help="text sizes in percent")
    parser.add_argument(
        "--languages", default="en,ru", help=f"comma-separated, of {', '.join(known)}"
    )
    parser.add_argument(
        "--only", default="table,menus,tutorial", help=f"the sets shot, of {', '.join(SETS)}"
    )
    args = parser.parse_args(argv)
    only = set(args.only.split(","))
    languages = args.languages.split(",")
    try:  # (a mistyped "--only menu" shot nothing and said so by "0 screens")
        sizes = [size_of(s) for s in args.sizes.split(",")]
        players = [int(p) for p in args.players.split(",")]
        texts = [int(t) for t in args.texts.split(",")]
    except ValueError:
        parser.error("--sizes takes 1280x720,1920x1080 and --players and --texts numbers")
    if only - set(SETS):
        parser.error(
            f"--only: {', '.join(sorted(only - set(SETS)))} (choose from {', '.join(SETS)})"
        )
    if set(languages) - set(known):
        unknown = ", ".join(sorted(set(languages) - set(known)))
        parser.error(f"--languages: {unknown} (choose from {', '.join(known)})")
    if not set(players) <= {3, 4, 5, 6}:
        parser.error("--players: 3 to 6")
    args.out.mkdir(parents=True, exist_ok=True)
    saved = run(args.out, sizes, players, texts, languages, only)
    print(f"{len(saved)} screens in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
