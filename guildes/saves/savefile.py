"""Save files: a format version, the game config (seed included), the seats, the list of
choices made so far and a short summary. Loading replays the choices through the rules
engine, so a save can never produce a state the rules forbid.

Save files are untrusted input: anything truncated, not JSON, of an unknown version, of
wrong types, too deep, too large or with an illegal choice is refused with a readable
reason (``SaveError``) and, by default, kept aside renamed ``*.corrupt``; a path that is
not a regular file (a folder, a named pipe, a link to a device) is refused and left
where it is, without waiting on it or reading past ``MAX_BYTES``. No pickle, no eval:
plain JSON only.

A save may carry a ``name`` given by the player (added after version 1 was first
written, so it is optional: saves without it load as before, and older readers ignore
it). A name that is not text, empty, too long or holds control characters is refused.

A save may also carry ``reviews``: the reviews of the game already computed
(``guildes.ai.review.Review.to_dict``, keyed by ``guildes.ai.review.review_key``), so
that reopening a review does not compute it again. Optional in the same way; a
``reviews`` field that is not an object of objects is left out (logged), never a reason
to refuse the game, and whoever reads a review checks it (``Review.from_dict``).
``add_review`` writes one into a save file.
"""

from __future__ import annotations

import json
import logging
import time
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from guildes.i18n import t
from guildes.rules import Choice, Game, GameConfig, RulesError
from guildes.saves.atomic import atomic_write_text
from guildes.saves.reading import FileTooLarge, NotARegularFile, read_limited
from guildes.seats import Seat, SeatError

log = logging.getLogger(__name__)
FORMAT = "guildes-save"
VERSION = 1
MAX_BYTES = 1_000_000
MAX_DEPTH = 12
SUFFIX = ".guildes.json"
MAX_SAVE_NAME = 40
"""A save's name has at most this many characters."""
PLAYABLE_VARIANTS: frozenset[str] = frozenset({"event_cards", "dirty_tricks"})
"""Variants the app plays at the table with its AI (the engine may know more: a variant is
offered, and its saves opened, once its table and AI are in)."""


def unused_path(folder: Path, stem: str) -> Path:
    """A save file's path in ``folder`` that no file has: ``<stem>.guildes.json``, else
    ``<stem>-1.guildes.json``, ``<stem>-2.guildes.json``..."""
    path = folder / f"{stem}{SUFFIX}"
    k = 1
    while path.exists():
        path = folder / f"{stem}-{k}{SUFFIX}"
        k += 1
    return path


class SaveError(Exception):
    """A save file was refused; the message says why, in words a player can read."""


def check_name(name: object) -> str:
    """The save name ``name`` with its outer spaces removed; SaveError saying why when it
    is not text, empty, longer than ``MAX_SAVE_NAME`` or holds a control character (a
    line break, a tab...)."""
    if not isinstance(name, str):
        raise SaveError(t("save_error.name_not_text"))
    clean = name.strip()
    if not clean:
        raise SaveError(t("save_error.name_empty"))
    if len(clean) > MAX_SAVE_NAME:
        raise SaveError(t("save_error.name_too_long", n=MAX_SAVE_NAME))
    if any(unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp") for ch in clean):
        raise SaveError(t("save_error.name_control"))
    return clean


@dataclass
class SavedGame:
    """A game as saved: the config, the seats and every choice made so far."""

    config: GameConfig
    seats: list[Seat]
    choices: list[tuple[int, Choice]]
    saved_at: float = 0.0
    name: str | None = None
    """The name the player gave it (checked by ``check_name``), if any."""
    reviews: dict[str, Any] = field(default_factory=dict)
    """Reviews computed for this game, by key (see the module docstring)."""
    practice: bool = False
    """A practice game: the expert's hints are offered at the table."""
    hints_shown: tuple[int, ...] = ()
    """The seats the expert's hints were shown to (the game is marked in Load and
    counted apart in the statistics)."""

    @staticmethod
    def of(
        game: Game,
        seats: list[Seat],
        name: str | None = None,
        practice: bool = False,
        hints_shown: Iterable[int] = (),
        reviews: dict[str, Any] | None = None,
    ) -> SavedGame:
        """The saved form of a game in progress, named ``name`` if given (SaveError if
        the name is malformed), with the ``reviews`` kept for it (e.g. the background
        duplicate: ``guildes.ai.duplicate_worker``)."""
        checked = None if name is None else check_name(name)
        return SavedGame(
            game.config,
            list(seats),
            list(game.history),
            time.time(),
            checked,
            dict(reviews or {}),
            practice=practice,
            hints_shown=tuple(sorted(set(hints_shown))),
        )

    def game(self) -> Game:
        """Rebuild the game by replaying the choices (SaveError if one is illegal)."""
        game = Game(self.config)
        for i, (seat, choice) in enumerate(self.choices):
            try:
                game.choose(seat, choice)
            except RulesError as e:
                raise SaveError(t("save_error.illegal_choice", n=i + 1, reason=str(e))) from None
        return game

    def to_dict(self, game: Game | None = None) -> dict[str, Any]:
        """JSON-compatible form, with a summary for save lists."""
        g = game if game is not None else self.game()
        out: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION,
            "saved_at": self.saved_at,
        }
        if self.name is not None:
            out["name"] = self.name
        if self.reviews:
            out["reviews"] = self.reviews
        if self.practice:
            out["practice"] = True
        if self.hints_shown:
            out["hints_shown"] = list(self.hints_shown)
        out.update(
            {
                "config": self.config.to_dict(),
                "seats": [s.to_dict() for s in self.seats],
                "choices": [[s, c.text()] for s, c in self.choices],
                "summary": summary(g, self.seats, self.saved_at),
            }
        )
        return out


def summary(game: Game, seats: list[Seat], saved_at: float) -> dict[str, Any]:
    """Date, players, round, phase (with its step) and scores: what a save list shows."""
    return {
        "date": time.strftime("%Y-%m-%d %H:%M", time.localtime(saved_at)),
        "players": [s.name for s in seats],
        "round": game.voting_round,
        "phase": game.phase.value,
        "step": game.step,
        "steps": game.steps,
        "scores": list(game.scores),
        "over": game.is_over,
    }


def _depth(value: Any, limit: int) -> int:
    stack = [(value, 1)]
    deepest = 0
    while stack:
        v, d = stack.pop()
        deepest = max(deepest, d)
        if d > limit:
            return d
        if isinstance(v, dict):
            stack.extend((x, d + 1) for x in v.values())
        elif isinstance(v, list):
            stack.extend((x, d + 1) for x in v)
    return deepest


def parse(text: str) -> SavedGame:
    """Check and read a save's text; SaveError with the reason if it is not a valid save."""
    if len(text) > MAX_BYTES:
        raise SaveError(t("save_error.too_large"))
    try:
        data = json.loads(text)
    except RecursionError:
        raise SaveError(t("save_error.too_deep")) from None
    except ValueError as e:
        raise SaveError(t("save_error.not_json", reason=str(e))) from None
    if _depth(data, MAX_DEPTH) > MAX_DEPTH:
        raise SaveError(t("save_error.too_deep"))
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(t("save_error.not_a_save"))
    version = data.get("version")
    if version != VERSION:
        raise SaveError(t("save_error.version", version=repr(version)))
    try:
        config = GameConfig.from_dict(data.get("config"))
        unplayable = sorted(config.variants - PLAYABLE_VARIANTS)
        if unplayable:
            raise SaveError(t("save_error.variant", variant=repr(unplayable[0])))
        seats_raw = data.get("seats")
        if not isinstance(seats_raw, list) or len(seats_raw) != config.players:
            raise SaveError(t("save_error.seats"))
        seats = [Seat.from_dict(s) for s in seats_raw]
        raw = data.get("choices")
        if not isinstance(raw, list) or len(raw) > 400:
            raise SaveError(t("save_error.choices"))
        choices = []
        for item in raw:
            if (
                not isinstance(item, list)
                or len(item) != 2
                or type(item[0]) is not int
                or not isinstance(item[1], str)
            ):
                raise SaveError(t("save_error.choices"))
            choices.append((item[0], Choice.from_text(item[1])))
        saved_at = data.get("saved_at", 0.0)
        if not isinstance(saved_at, (int, float)) or isinstance(saved_at, bool):
            raise SaveError(t("save_error.date"))
        name = data.get("name")
        if name is not None:
            try:
                name = check_name(name)
            except SaveError as e:
                raise SaveError(t("save_error.name_malformed", reason=str(e))) from None
    except (RulesError, SeatError) as e:
        raise SaveError(t("save_error.malformed", reason=str(e))) from None
    saved = SavedGame(
        config,
        seats,
        choices,
        float(saved_at),
        name,
        _reviews(data),
        data.get("practice") is True,
        _hints_shown(data, len(seats)),
    )
    saved.game()  # every choice must be legal
    return saved


def _reviews(data: dict[str, Any]) -> dict[str, Any]:
    """The save's ``reviews``: an object of objects, else none (logged: the game loads)."""
    raw = data.get("reviews", {})
    if isinstance(raw, dict) and all(
        isinstance(k, str) and isinstance(v, dict) for k, v in raw.items()
    ):
        return raw
    log.warning("a save's reviews are malformed; they are left out")
    return {}


def _hints_shown(data: dict[str, Any], players: int) -> tuple[int, ...]:
    """The save's ``hints_shown``: seats of the game, else none (logged: the game loads)."""
    raw = data.get("hints_shown", [])
    if isinstance(raw, list) and all(type(s) is int and 0 <= s < players for s in raw):
        return tuple(sorted(set(raw)))
    log.warning("a save's hints_shown is malformed; it is left out")
    return ()


def add_review(path: Path, key: str, review: dict[str, Any]) -> SavedGame:
    """Keep ``review`` (``Review.to_dict()``) under ``key`` in the save at ``path``
    (replacing one kept under that key), written atomically. SaveError, the file left as
    it was, if the save cannot be read or would grow past ``MAX_BYTES``."""
    saved = load(path, keep_aside=False)
    saved.reviews = {**saved.reviews, key: review}
    text = json.dumps(saved.to_dict(), indent=1)
    if len(text.encode("utf-8")) > MAX_BYTES:
        raise SaveError(t("save_error.too_large"))
    atomic_write_text(path, text)
    return saved


def quarantine(path: Path) -> Path:
    """Move a refused file aside as ``NAME.corrupt`` (numbered if taken); returns it."""
    target = path.with_name(path.name + ".corrupt")
    k = 1
    while target.exists():
        target = path.with_name(f"{path.name}.corrupt{k}")
        k += 1
    path.replace(target)
    return target


def set_aside_broken(path: Path, what: str, error: object, fallback: str) -> None:
    """Log that ``path`` is broken and rename it ``*.corrupt`` (never delete it)."""
    log.warning("%s file %s is broken (%s); %s", what, path, error, fallback)
    try:
        quarantine(path)
    except OSError:
        pass


def load(path: Path, keep_aside: bool = True) -> SavedGame:
    """Read and check the save at ``path``. A refused file is renamed ``*.corrupt`` when
    ``keep_aside`` (never deleted); SaveError says why it was refused. A path that is not
    a regular file (a folder, a named pipe, a link to a device) is refused at once and
    left where it is; no more than ``MAX_BYTES`` are ever read (``reading``)."""
    too_large = False
    try:
        raw = read_limited(path, MAX_BYTES)
    except FileNotFoundError:
        raise SaveError(t("save_error.no_file", path=str(path))) from None
    except NotARegularFile as e:
        raise SaveError(t("save_error.not_a_file", reason=e.strerror)) from None
    except FileTooLarge:
        too_large, raw = True, b""
    except OSError as e:
        raise SaveError(t("save_error.unreadable", reason=str(e.strerror))) from None
    try:
        if too_large:
            raise SaveError(t("save_error.too_large"))
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError:
            raise SaveError(t("save_error.not_utf8")) from None
        return parse(text)
    except SaveError:
        if keep_aside:
            try:
                quarantine(path)
            except OSError:
                pass
        raise


def write(path: Path, saved: SavedGame, game: Game | None = None) -> None:
    """Write a save atomically."""
    atomic_write_text(path, json.dumps(saved.to_dict(game), indent=1))
