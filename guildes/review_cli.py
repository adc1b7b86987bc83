"""``python -m guildes.review_cli SAVE [--seat N] [--deep] [--json] [--no-duplicate]``: the
review of a saved game (``guildes.ai.review``) for maintainers, in text or as one JSON
object (the deal's code, the seat, each decision with its choice, best, values keyed by
the choices' text forms, votes given up, verdict and reason in words, the accuracy,
votes given up per decision and the duplicate). A missing or broken save is refused in
one line with its reason, exit 1.

It lives above the AI: it reads saves and prints the reasons' texts, which the AI may
not import (and the saves import the AI levels: a circle).
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TextIO

from guildes.ai import review as rv
from guildes.ai.review import Reason, Review
from guildes.deal import code_of
from guildes.saves.savefile import SaveError, load
from guildes.ui.review_text import reason_text


def _text_report(review: Review, names: Sequence[str], describe: Callable[[Reason], str]) -> str:
    lines = []
    for d in review.decisions:
        where = f"R{d.round} {d.phase} {d.step}"
        lines.append(
            f"{where:<16}{d.choice.text():<34}{d.votes_given_up:>6.2f}  {d.verdict:<11}"
            f"best {d.best.text()}: {describe(d.reason)}"
        )
    acc = review.accuracy
    per = review.votes_given_up_per_decision
    lines.append(
        f"{names[review.seat]} (seat {review.seat}): {len(review.decisions)} decisions, "
        f"accuracy {'-' if acc is None else f'{acc:.1f}'}, votes given up "
        f"{review.votes_given_up:.2f} ({'-' if per is None else f'{per:.2f}'} per decision)"
    )
    for d in review.costliest():
        lines.append(
            f"  costly: R{d.round} {d.phase} {d.step} {d.choice.text()} "
            f"(best {d.best.text()}, -{d.votes_given_up:.2f})"
        )
    dup = review.duplicate
    if dup is not None:
        stand = (
            f"; stand-ins at the normal level in seats {list(dup.stand_ins)}"
            if dup.stand_ins
            else ""
        )
        mine = (
            ""
            if dup.player_votes is None
            else f"; you: {dup.player_votes}, place {dup.player_place}"
        )
        share = "" if dup.share == 1 else f" (every AI at {dup.share:.0%} of its thinking)"
        lines.append(
            f"duplicate{share}: the expert in seat {dup.seat}: {dup.expert_votes} votes, place "
            f"{dup.expert_place}{mine}{stand}"
        )
    return "\n".join(lines)


def _progress(stream: TextIO) -> Callable[[str, int, int], None]:
    """How far the review is, on one line of ``stream`` when it is a terminal (it said
    nothing for two minutes, a new contributor's check); ``what`` empty clears it."""
    if not stream.isatty():
        return lambda _what, _done, _total: None

    def show(what: str, done: int, total: int) -> None:
        words = f"review: {what} {done} of {total}" if what else ""
        stream.write(f"\r{words:<40}\r" if not what else f"\r{words:<40}")
        stream.flush()

    return show


def main(argv: list[str] | None = None) -> int:
    """The command line; returns the exit code."""
    p = argparse.ArgumentParser(
        prog="python -m guildes.review_cli", description="The review of a saved game."
    )
    p.add_argument("save", help="a save file (.guildes.json)")
    p.add_argument("--seat", type=int, help="the seat to review (default: the first person's)")
    p.add_argument("--deep", action="store_true", help="the deep review (slower, steadier)")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--no-duplicate", action="store_true", help="leave the duplicate out")
    args = p.parse_args(argv)
    try:
        saved = load(Path(args.save), keep_aside=False)
    except SaveError as e:
        print(f"review: {args.save}: {e}", file=sys.stderr)
        return 1
    seats = saved.seats
    levels = [s.level for s in seats]
    seat = args.seat
    if seat is None:
        seat = next((i for i, s in enumerate(seats) if s.is_human), 0)
    if not 0 <= seat < len(seats):
        print(f"review: there is no seat {seat} in this {len(seats)}-player game", file=sys.stderr)
        return 1
    names = [s.name for s in seats]
    shown = _progress(sys.stderr)
    review = rv.review_game(
        saved.config,
        saved.choices,
        levels,
        seat,
        rv.DEEP if args.deep else rv.QUICK,
        with_duplicate=not args.no_duplicate,
        on_decision=lambda done, total, _d: shown("decision", done, total),
        on_duplicate=lambda done, total: shown("duplicate game", done, total),
    )
    assert review is not None
    shown("", 0, 0)

    def describe(reason: Reason) -> str:
        return reason_text(reason, names)

    if args.json:
        out = review.to_dict()
        out["deal"] = code_of(saved.config, levels)
        for d, raw in zip(review.decisions, out["decisions"]):
            raw["reason_data"] = raw["reason"]
            raw["reason"] = describe(d.reason)
        print(json.dumps(out, ensure_ascii=False))
    else:
        print(_text_report(review, names, describe))
    return 0


if __name__ == "__main__":
    sys.exit(main())
