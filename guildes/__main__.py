"""``guildes`` / ``python -m guildes``: parse the flags and start the game.

``multiprocessing.freeze_support()`` runs first, before pygame is imported: in a frozen
build the AI worker processes start this same executable, which must then run the
worker, not a second game window.

``guildes PATH`` is how every system's file manager opens a save with the game (the Linux
desktop entry's ``Exec=... %f``, the Windows installer's ``"%1"``, and on macOS the
bootloader's argv emulation, which turns Finder's open-document event into PATH).
"""

from __future__ import annotations

import multiprocessing
import re
import sys
from pathlib import Path

# What Launch Services adds to the arguments on macOS 10.8 and older when Finder starts an
# app: a process serial number, "-psn_0_123456", which is not a flag of ours.
_PSN = re.compile(r"-psn_\d+_\d+")


def file_manager_args(argv: list[str], platform: str = sys.platform) -> list[str]:
    """The arguments as a file manager passes them, made plain for argparse: macOS's
    process serial number goes (it is never a flag of ours, on any system); on Windows a
    path that reached us still in double quotes (a handler registered by hand with the
    quotes escaped) loses them. No Windows file name can contain a double quote, so no
    real path is changed."""
    out = [a for a in argv if not _PSN.fullmatch(a)]
    if platform == "win32":
        out = [a[1:-1] if len(a) >= 2 and a[0] == a[-1] == '"' else a for a in out]
    return out


def main(argv: list[str] | None = None) -> int:
    """Entry point; returns the process exit code."""
    multiprocessing.freeze_support()
    import argparse

    from guildes import __version__

    p = argparse.ArgumentParser(prog="guildes", description="Guildes, the card game.")
    p.add_argument("save", nargs="?", help="open this save file")
    p.add_argument("--version", action="version", version=f"Guildes {__version__}")
    p.add_argument("--data-dir", help="keep saves, settings and logs in this folder")
    p.add_argument(
        "--smoke-test",
        action="store_true",
        help="play an AI-only game at instant speed (or check SAVE), then exit",
    )
    p.add_argument("--deal", metavar="CODE", help="play the deal of this code")
    p.add_argument("--size", help="window size, e.g. 1920x1080")
    p.add_argument("--speed", choices=["slow", "normal", "fast", "instant"])
    p.add_argument("--mute", action="store_true", help="no sound")
    p.add_argument("--first-frame", type=float, metavar="T0", help=argparse.SUPPRESS)
    p.add_argument("--first-menu", type=float, metavar="T0", help=argparse.SUPPRESS)
    args = p.parse_args(file_manager_args(sys.argv[1:] if argv is None else argv))

    from guildes.logsetup import setup_logging
    from guildes.saves.chosen import start_locations

    # A data folder that cannot be used does not stop the game: the app says why at
    # start and runs with saving off until another folder is chosen in Settings. The
    # folder chosen in Settings is used at the next start (``guildes.saves.chosen``).
    start = start_locations(args.data_dir)
    where = start.where
    setup_logging(where.log_file)
    size = None
    if args.size:
        try:
            w, h = (int(x) for x in args.size.lower().split("x"))
            size = (max(960, w), max(600, h))
        except ValueError:
            p.error("--size takes WIDTHxHEIGHT, e.g. 1280x720")

    deal = None
    if args.deal is not None:
        from guildes.deal import DealCodeError, decode, play_deal

        try:
            deal = decode(args.deal)
        except DealCodeError as e:
            print(f"guildes: --deal {args.deal}: {e}", file=sys.stderr)
            return 2
        if args.smoke_test:  # headless: the AI plays every seat; the scores come last
            print("scores: " + " ".join(map(str, play_deal(deal))), flush=True)
            return 0

    if args.smoke_test and args.save:
        from guildes.saves.savefile import SaveError, load

        try:
            saved = load(Path(args.save), keep_aside=False)
            game = saved.game()
        except SaveError as e:
            print(f"guildes: {args.save}: {e}", file=sys.stderr)
            return 1
        print(
            f"guildes: {args.save}: a valid save, round {game.voting_round}, {game.players} players"
        )
        return 0

    from guildes.ui import configure_sdl

    configure_sdl(headless=args.smoke_test)
    from guildes.ui.app import App

    app = App(
        where,
        size=size,
        speed="instant" if args.smoke_test else args.speed,
        sound=False if args.mute else None,
        remember=start.remember,
        note=start.note,
    )
    if args.smoke_test:
        from guildes.ui.smoke import run_smoke

        return run_smoke(app)
    from guildes.ui.scenes.main_menu import MainMenu

    app.start(MainMenu(app))
    if args.first_frame is not None:  # the start-up benchmark: time to the first frame
        import time

        app.step_frame()
        print(f"{time.time() - args.first_frame:.3f}", flush=True)
        app.shutdown()
        return 0
    if args.first_menu is not None:  # the start-up benchmark: time to a menu that answers
        from guildes.ui.bench_render import first_menu_answers

        return first_menu_answers(app, args.first_menu)
    if deal is not None:
        from guildes.deal import deal_seats
        from guildes.ui.games import start_new_game

        start_new_game(app, deal_seats(deal), deal.seed, deal.tiebreak, deal.variants)
    elif args.save:
        from guildes.ui.games import open_save

        open_save(app, Path(args.save))
    else:
        from guildes.ui.tutorial.start import offer_tutorial

        offer_tutorial(app)  # on a first start only
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
