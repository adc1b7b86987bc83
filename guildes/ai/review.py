"""The review of a game: every decision of one seat valued from that seat's view at that
moment, a verdict on each, the game's accuracy, and the duplicate (the same deal played
again with the expert in that seat).

For the UI (the review screen, hints, a worker process), the API is::

    from guildes.ai.review import review_game, iter_review, hints, QUICK, DEEP

    review = review_game(config, history, levels, seat)       # a whole Review
    review.decisions          # (Decision, ...), in the order they were made
    review.accuracy           # 0..100 (ACCURACY_HALF_LIFE), None with no decision
    review.votes_given_up, review.votes_given_up_per_decision, review.costliest()
    review.verdict_counts()   # {"best": 12, "good": 5, ...}
    review.duplicate          # Duplicate: expert_votes/expert_place, player_votes/place,
                              #   stand_ins (other people's seats played by the normal level)
    review.to_dict() / Review.from_dict(data)                 # kept with the save:
    #   guildes.saves.savefile.add_review(path, review_key(seat, depth), review.to_dict())
    #   SavedGame.reviews[review_key(seat, depth)]: reuse it if its "choices" is the
    #   save's number of choices and Review.from_dict accepts it (same REVIEW_VERSION)

    for done, total, decision in iter_review(config, history, seat, QUICK):
        ...                   # each decision as soon as it is valued; stop at any time

    hints(view, legal, k=3)   # [Hint(choice, value, reason)]: the k best, best first
    view_at(config, history, seat, decision.index)   # the table as the seat saw it then

    # In a worker process, never blocking the window (guildes.ai.review_worker):
    worker = ReviewWorker(); worker.start_review(config, history, levels, seat)
    worker.poll()             # [DecisionValued | DecisionsDone | DuplicateStep |
                              #  ReviewDone | JobFailed]; worker.cancel() stops it
    worker.start_hints(view, legal)   # -> HintsDone(hints)

``config`` and ``history`` are the game's (``Game.config``, ``Game.history``: a finished
game, or an unfinished one up to where it stands); ``levels[seat]`` is each seat's AI
level, None for a person (``Seat.level``). ``review_game`` takes ``on_decision(done,
total, decision)`` and ``on_duplicate(done, expected)`` for a progress bar,
``on_decisions(review)`` (the review before its duplicate), and ``cancelled()``: when it
returns True the review stops between two decisions (or two choices of the duplicate)
and ``review_game`` returns None.

The words: ``guildes.ui.review_text`` renders a reason (``reason_text(reason, names)``),
a verdict's name, the verdict scale (from ``VERDICT_LIMITS``) and what accuracy means
(from ``ACCURACY_HALF_LIFE``), in the player's language. A choice's own words (a card, a
trick's targets) are the table's.

A ``Decision`` is a choice of the seat that offered two or more legal choices: its
place (``index`` in the history, ``round``, ``phase``, ``step``), the ``choice`` made,
``values`` (every legal choice's worth in votes, ``guildes.ai.review_values``), ``best``,
``votes_given_up`` (best value minus the choice's, never negative), ``verdict`` (one of
``VERDICTS``, by the ``VERDICT_LIMITS`` below) and reasons (``guildes.ai.review_reasons``:
data; ``guildes.ui.review_text`` renders them): ``reason`` (the one line to show: the
best choice's when the choice was not the best, else the choice's), ``chosen_reason`` and
``best_reason``.

Honest: a decision's values come from the seat's view only (the worlds are sampled from
it, seeded by it), so two games that look the same to the seat get the same values and
verdicts. Deterministic: the values' budgets are counted in worlds and their seeds drawn
from the views, never the clock; the duplicate is as deterministic as the AI levels'
budgets (iterations: the same on any machine).

Command line (maintainers): ``python -m guildes.review_cli SAVE [--seat N] [--deep]
[--json]`` (``guildes.review_cli``: it reads saves, which the AI may not).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from typing import Any

from guildes.ai.levels import DEFAULT_LEVEL, agent_spec
from guildes.ai.match import play_as_the_table
from guildes.ai.review_reasons import Reason, reason_for
from guildes.ai.review_values import DEEP, DEPTHS, QUICK, Depth, NoWorld, value_choices
from guildes.rules import Choice, Game, GameConfig, Phase, RulesError, SeatView

__all__ = [
    "ACCURACY_HALF_LIFE",
    "DEEP",
    "DEPTHS",
    "EXPERT_LEVEL",
    "QUICK",
    "REVIEW_VERSION",
    "VERDICTS",
    "VERDICT_LIMITS",
    "Decision",
    "Depth",
    "DUPLICATE_SHARE",
    "Duplicate",
    "Hint",
    "Position",
    "Reason",
    "Review",
    "accuracy",
    "decision_accuracy",
    "duplicate_spec",
    "game_duplicate",
    "hints",
    "iter_review",
    "play_duplicate",
    "positions",
    "review_game",
    "review_position",
    "verdict",
    "view_at",
]

REVIEW_VERSION = 2
"""Changes whenever the review's method changes: a review kept with a save under another
version is computed again."""

VERDICTS: tuple[str, ...] = ("best", "good", "inaccuracy", "mistake", "blunder")
VERDICT_LIMITS: tuple[tuple[str, float], ...] = (
    ("best", 0.0),
    ("good", 1.0),
    ("inaccuracy", 2.5),
    ("mistake", 5.0),
)
"""The verdict scale, shown to the player: a decision that gave up at most this many
votes gets this verdict (the first that fits); more than the last: ``blunder``."""

ACCURACY_HALF_LIFE = 2.0
"""Accuracy: each decision scores 100, halved for every ``ACCURACY_HALF_LIFE`` votes it
gave up (2 votes: 50, 4 votes: 25); a game's accuracy is the mean over its decisions."""

EXPERT_LEVEL = "expert"
"""The level that replays the reviewed seat in the duplicate."""
STAND_IN_LEVEL = DEFAULT_LEVEL
"""The level that plays the other people's seats in the duplicate (a hotseat game)."""
DUPLICATE_SHARE: dict[str, float] = {"quick": 1.0, "deep": 1.0}
"""The share of its level's thinking (its ``work=`` or ``iters=``) each searching seat
gets in the duplicate, per review depth, the expert's included: all of it at both depths,
so the seat is replayed by the expert the player knows (the other AI seats as they
played). The full expert takes longer than the decisions' values (about 84 CPU seconds
on one seat's 45 decisions of a 4-player game): the review screen shows the decisions as
soon as they are valued and the duplicate comes after, with its own progress, kept with
the save when done. A share under 1 (a review kept by an older version) is said on
the screen, and its duplicate is played again."""


def duplicate_spec(spec: str, share: float) -> str:
    """``spec`` with its counted budget (``work=``, ``iters=``) times ``share`` (at least
    1 iteration); a spec without one (a level that does not search) unchanged."""
    if share == 1.0:
        return spec
    name, *parts = spec.split(":")
    out = [name]
    for part in parts:
        key, _, value = part.partition("=")
        if key in ("work", "iters"):
            part = f"{key}={max(1, round(int(value) * share))}"
        out.append(part)
    return ":".join(out)


def verdict(votes_given_up: float) -> str:
    """The verdict for a decision that gave up ``votes_given_up`` votes."""
    for name, limit in VERDICT_LIMITS:
        if votes_given_up <= limit:
            return name
    return VERDICTS[-1]


def decision_accuracy(votes_given_up: float) -> float:
    """One decision's accuracy, 0 to 100 (see ``ACCURACY_HALF_LIFE``)."""
    return float(100.0 * 0.5 ** (max(0.0, votes_given_up) / ACCURACY_HALF_LIFE))


def accuracy(given_up: Sequence[float]) -> float | None:
    """A game's accuracy: the mean of its decisions' (None with no decision)."""
    if not given_up:
        return None
    return sum(decision_accuracy(g) for g in given_up) / len(given_up)


# ---------------------------------------------------------------------- decisions


@dataclass(frozen=True, slots=True)
class Position:
    """A decision to review: where it was made, what the seat saw, what it could do."""

    index: int
    """The choice's place in the game's history."""
    view: SeatView
    legal: tuple[Choice, ...]
    choice: Choice


def view_at(
    config: GameConfig, history: Sequence[tuple[int, Choice]], seat: int, index: int
) -> SeatView:
    """What ``seat`` saw just before the game's ``index``-th choice (a decision's table)."""
    return Game.replay(config, list(history[:index])).view(seat)


def positions(
    config: GameConfig, history: Sequence[tuple[int, Choice]], seat: int
) -> list[Position]:
    """``seat``'s decisions in the game ``config`` + ``history`` that offered two or more
    legal choices (ValueError for a seat not at the table or a history the rules refuse)."""
    if not 0 <= seat < config.players:
        raise ValueError(f"there is no seat {seat} in a {config.players}-player game")
    game = Game(config)
    out = []
    for i, (s, choice) in enumerate(history):
        if s == seat:
            legal = game.legal_choices(s)
            if len(legal) >= 2:
                out.append(Position(i, game.view(s), tuple(legal), choice))
        try:
            game.choose(s, choice)
        except RulesError as e:
            raise ValueError(f"choice {i + 1} is not legal: {e}") from None
    return out


@dataclass(frozen=True, slots=True)
class Decision:
    """One reviewed decision (see the module docstring)."""

    index: int
    round: int
    phase: str
    step: int
    choice: Choice
    best: Choice
    values: dict[Choice, float]
    votes_given_up: float
    verdict: str
    reason: Reason
    chosen_reason: Reason
    best_reason: Reason

    @property
    def accuracy(self) -> float:
        """This decision's accuracy, 0 to 100."""
        return decision_accuracy(self.votes_given_up)

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form (values keyed by the choices' text forms)."""
        return {
            "index": self.index,
            "round": self.round,
            "phase": self.phase,
            "step": self.step,
            "choice": self.choice.text(),
            "best": self.best.text(),
            "values": {c.text(): v for c, v in self.values.items()},
            "votes_given_up": self.votes_given_up,
            "verdict": self.verdict,
            "reason": self.reason.to_dict(),
            "chosen_reason": self.chosen_reason.to_dict(),
            "best_reason": self.best_reason.to_dict(),
        }

    @staticmethod
    def from_dict(data: Any) -> Decision:
        """Read a decision back; ValueError (or a RulesError) if malformed."""
        if not isinstance(data, dict):
            raise ValueError("a decision is an object")
        values_raw = data["values"]
        if not isinstance(values_raw, dict):
            raise ValueError("a decision's values are an object")
        values = {Choice.from_text(k): _number(v) for k, v in values_raw.items()}
        choice, best = Choice.from_text(data["choice"]), Choice.from_text(data["best"])
        given_up = _number(data["votes_given_up"])
        if choice not in values or best not in values or given_up < 0:
            raise ValueError("a decision's choice and best are among its values")
        if data["verdict"] not in VERDICTS:
            raise ValueError("unknown verdict")
        return Decision(
            _whole(data["index"]),
            _whole(data["round"]),
            Phase(data["phase"]).value,
            _whole(data["step"]),
            choice,
            best,
            values,
            given_up,
            data["verdict"],
            Reason.from_dict(data["reason"]),
            Reason.from_dict(data["chosen_reason"]),
            Reason.from_dict(data["best_reason"]),
        )


def _number(v: Any) -> float:
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        raise ValueError("a number was expected")
    return float(v)


def _whole(v: Any) -> int:
    if type(v) is not int:
        raise ValueError("a whole number was expected")
    return v


def review_position(position: Position, depth: Depth = QUICK) -> Decision:
    """Value every legal choice of ``position`` from its view and judge the choice made
    (NoWorld if no world fits the view)."""
    view, choice = position.view, position.choice
    raw = value_choices(view, position.legal, depth)
    values = {c: round(v, 3) for c, v in raw.items()}
    # The best: the highest value; equal values: the choice made, then the legal order.
    best = max(position.legal, key=lambda c: (values[c], c is choice))
    given_up = round(max(0.0, values[best] - values[choice]), 3)
    chosen_reason = reason_for(view, choice)
    best_reason = chosen_reason if best is choice else reason_for(view, best)
    return Decision(
        position.index,
        view.voting_round,
        view.phase.value,
        view.step,
        choice,
        best,
        values,
        given_up,
        verdict(given_up),
        best_reason,
        chosen_reason,
        best_reason,
    )


@dataclass(frozen=True, slots=True)
class Hint:
    """One of the best choices at a decision: its value in votes and its reason."""

    choice: Choice
    value: float
    reason: Reason


def hints(view: SeatView, legal: Sequence[Choice], k: int = 3, depth: Depth = QUICK) -> list[Hint]:
    """The ``k`` best legal choices at ``view`` as the review values them (the same values
    the review of this decision will show: same view, same depth, same seed), best first
    (equal values: the legal order). NoWorld if no world fits the view."""
    values = {c: round(v, 3) for c, v in value_choices(view, legal, depth).items()}
    order = sorted(range(len(legal)), key=lambda i: (-values[legal[i]], i))
    return [Hint(legal[i], values[legal[i]], reason_for(view, legal[i])) for i in order[:k]]


def iter_review(
    config: GameConfig,
    history: Sequence[tuple[int, Choice]],
    seat: int,
    depth: Depth = QUICK,
) -> Iterator[tuple[int, int, Decision | None]]:
    """``(done, total, decision)`` for each of ``seat``'s decisions as soon as it is valued
    (None for one no world fits: it is left out of the figures); stop iterating to
    cancel."""
    todo = positions(config, history, seat)
    for i, position in enumerate(todo):
        try:
            decision: Decision | None = review_position(position, depth)
        except NoWorld:
            decision = None
        yield i + 1, len(todo), decision


# ---------------------------------------------------------------------- the duplicate


@dataclass(frozen=True, slots=True)
class Duplicate:
    """The same deal played again with the expert in ``seat``: every AI seat at its own
    level with its own seeds, the other people's seats (``stand_ins``) at the normal
    level. ``scores`` are the duplicate's, ``played`` the reviewed game's (None while it
    is not over)."""

    seat: int
    expert: str
    """The expert's agent spec."""
    scores: tuple[int, ...]
    winners: tuple[int, ...]
    stand_ins: tuple[int, ...]
    played: tuple[int, ...] | None
    played_winners: tuple[int, ...] | None
    share: float = 1.0
    """The share of their levels' thinking the searching seats had (``DUPLICATE_SHARE``)."""

    @property
    def expert_votes(self) -> int:
        return self.scores[self.seat]

    @property
    def expert_place(self) -> int:
        """1 for a winner (a shared win included), else 1 + the seats with more votes."""
        return _place(self.scores, self.winners, self.seat)

    @property
    def player_votes(self) -> int | None:
        return None if self.played is None else self.played[self.seat]

    @property
    def player_place(self) -> int | None:
        if self.played is None or self.played_winners is None:
            return None
        return _place(self.played, self.played_winners, self.seat)

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form; ``from_dict`` reads it back."""
        return {
            "seat": self.seat,
            "expert": self.expert,
            "scores": list(self.scores),
            "winners": list(self.winners),
            "stand_ins": list(self.stand_ins),
            "played": None if self.played is None else list(self.played),
            "played_winners": None if self.played_winners is None else list(self.played_winners),
            "expert_votes": self.expert_votes,
            "expert_place": self.expert_place,
            "player_votes": self.player_votes,
            "player_place": self.player_place,
            "share": self.share,
        }

    @staticmethod
    def from_dict(data: Any) -> Duplicate:
        """Read a duplicate back; ValueError if malformed."""
        if not isinstance(data, dict) or not isinstance(data.get("expert"), str):
            raise ValueError("a duplicate is an object with its expert")

        def ints(v: Any) -> tuple[int, ...]:
            if not isinstance(v, list):
                raise ValueError("a list of whole numbers was expected")
            return tuple(_whole(x) for x in v)

        played = data["played"]
        played_winners = data["played_winners"]
        dup = Duplicate(
            _whole(data["seat"]),
            data["expert"],
            ints(data["scores"]),
            ints(data["winners"]),
            ints(data["stand_ins"]),
            None if played is None else ints(played),
            None if played_winners is None else ints(played_winners),
            _number(data["share"]),
        )
        if not 0 < dup.share <= 1:
            raise ValueError("the duplicate's share of thinking is in (0, 1]")
        if not 0 <= dup.seat < len(dup.scores):
            raise ValueError("the duplicate's seat is not at its table")
        return dup


def _place(scores: Sequence[int], winners: Sequence[int], seat: int) -> int:
    if seat in winners:
        return 1
    return max(2, 1 + sum(1 for v in scores if v > scores[seat]))


def play_duplicate(
    config: GameConfig,
    levels: Sequence[str | None],
    seat: int,
    played: Game | None = None,
    on_step: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    expert: str | None = None,
    share: float = 1.0,
) -> Duplicate | None:
    """The duplicate of the game ``config`` for ``seat`` (see ``Duplicate``): each seat's
    agent is asked with the seed the table gives it (``play_as_the_table``), the expert
    too. ``played``: the reviewed game, for its scores. ``on_step(choices made)`` after
    each choice; None if ``cancelled()`` turns True between two decisions. ``expert``:
    another agent spec for the reviewed seat (default: the ``EXPERT_LEVEL``'s). ``share``:
    of its level's thinking each searching seat gets (``duplicate_spec``)."""
    if len(levels) != config.players:
        raise ValueError("one level per seat")
    specs, stand_ins = [], []
    for s, level in enumerate(levels):
        if s == seat:
            specs.append(expert or agent_spec(EXPERT_LEVEL))
        elif level is None:
            specs.append(agent_spec(STAND_IN_LEVEL))
            stand_ins.append(s)
        else:
            specs.append(agent_spec(level))
    specs = [duplicate_spec(spec, share) for spec in specs]
    game = play_as_the_table(config, specs, on_step, cancelled)
    if game is None:
        return None
    assert game.outcome is not None
    done = played is not None and played.outcome is not None
    return Duplicate(
        seat,
        specs[seat],
        tuple(game.scores),
        tuple(game.outcome.winners),
        tuple(stand_ins),
        tuple(played.scores) if done and played is not None else None,
        tuple(played.outcome.winners) if done and played is not None and played.outcome else None,
        share,
    )


# ---------------------------------------------------------------------- the review


@dataclass(frozen=True, slots=True)
class Review:
    """A seat's review of a game (see the module docstring)."""

    seat: int
    depth: str
    choices: int
    """How many choices of the game were made when it was reviewed (a review of an
    unfinished game stands for that point)."""
    decisions: tuple[Decision, ...]
    skipped: int
    """Decisions left out: no world fitted their view."""
    duplicate: Duplicate | None
    version: int = REVIEW_VERSION

    @property
    def given_up(self) -> list[float]:
        return [d.votes_given_up for d in self.decisions]

    @property
    def accuracy(self) -> float | None:
        """0 to 100 (``ACCURACY_HALF_LIFE``); None with no decision."""
        return accuracy(self.given_up)

    @property
    def votes_given_up(self) -> float:
        """Votes given up over all decisions."""
        return sum(self.given_up)

    @property
    def votes_given_up_per_decision(self) -> float | None:
        return self.votes_given_up / len(self.decisions) if self.decisions else None

    def costliest(self, k: int = 3) -> list[Decision]:
        """The ``k`` decisions that gave up most votes (none that gave up nothing), the
        costliest first (equal: the earlier)."""
        ranked = sorted(
            (d for d in self.decisions if d.votes_given_up > 0),
            key=lambda d: (-d.votes_given_up, d.index),
        )
        return ranked[:k]

    def verdict_counts(self) -> dict[str, int]:
        """How many decisions got each verdict."""
        out = dict.fromkeys(VERDICTS, 0)
        for d in self.decisions:
            out[d.verdict] += 1
        return out

    def to_dict(self) -> dict[str, Any]:
        """JSON-compatible form (with the figures, for readers); ``from_dict`` reads it."""
        acc = self.accuracy
        per = self.votes_given_up_per_decision
        return {
            "version": self.version,
            "seat": self.seat,
            "depth": self.depth,
            "choices": self.choices,
            "skipped": self.skipped,
            "decisions": [d.to_dict() for d in self.decisions],
            "duplicate": None if self.duplicate is None else self.duplicate.to_dict(),
            "accuracy": None if acc is None else round(acc, 1),
            "votes_given_up": round(self.votes_given_up, 3),
            "votes_given_up_per_decision": None if per is None else round(per, 3),
            "costliest": [d.index for d in self.costliest()],
            "verdicts": self.verdict_counts(),
        }

    @staticmethod
    def from_dict(data: Any) -> Review:
        """Read a review back (the figures are worked out again, not read); ValueError if
        malformed or of another ``REVIEW_VERSION``."""
        try:
            if not isinstance(data, dict) or data.get("version") != REVIEW_VERSION:
                raise ValueError("a review of another version")
            if data["depth"] not in DEPTHS:
                raise ValueError("unknown depth")
            decisions = data["decisions"]
            if not isinstance(decisions, list):
                raise ValueError("a review's decisions are a list")
            dup = data["duplicate"]
            return Review(
                _whole(data["seat"]),
                data["depth"],
                _whole(data["choices"]),
                tuple(Decision.from_dict(d) for d in decisions),
                _whole(data["skipped"]),
                None if dup is None else Duplicate.from_dict(dup),
            )
        except (KeyError, TypeError, RulesError) as e:
            raise ValueError(f"a malformed review ({e})") from None


def review_key(seat: int, depth: str) -> str:
    """The key a review is kept under with its save (``SavedGame.reviews``)."""
    return f"{seat}:{depth}"


def review_game(
    config: GameConfig,
    history: Sequence[tuple[int, Choice]],
    levels: Sequence[str | None],
    seat: int,
    depth: Depth = QUICK,
    with_duplicate: bool = True,
    on_decision: Callable[[int, int, Decision | None], None] | None = None,
    on_duplicate: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    expert: str | None = None,
    on_decisions: Callable[[Review], None] | None = None,
) -> Review | None:
    """The review of ``seat`` in the game ``config`` + ``history`` (see the module
    docstring); None if ``cancelled()`` turned True. ``on_decisions(review)``: the review
    without its duplicate, once every decision is valued (worth keeping with the save
    while the duplicate is played). ``expert``: see ``play_duplicate``."""
    decisions: list[Decision] = []
    skipped = 0
    for done, total, decision in iter_review(config, history, seat, depth):
        if decision is None:
            skipped += 1
        else:
            decisions.append(decision)
        if on_decision is not None:
            on_decision(done, total, decision)
        if cancelled is not None and cancelled():
            return None
    review = Review(seat, depth.name, len(history), tuple(decisions), skipped, None)
    if on_decisions is not None:
        on_decisions(review)
    if not with_duplicate:
        return review
    dup = game_duplicate(config, history, levels, seat, depth, on_duplicate, cancelled, expert)
    if dup is None:
        return None
    return replace(review, duplicate=dup)


def game_duplicate(
    config: GameConfig,
    history: Sequence[tuple[int, Choice]],
    levels: Sequence[str | None],
    seat: int,
    depth: Depth = QUICK,
    on_duplicate: Callable[[int, int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
    expert: str | None = None,
) -> Duplicate | None:
    """The review's duplicate of the game ``config`` + ``history`` for ``seat`` at
    ``depth``'s share of thinking (``DUPLICATE_SHARE``); ``on_duplicate(done, expected)``
    (expected: the game's choices, 0 for an unfinished game). Apart from the decisions'
    values, so a worker can play it beside them."""
    played = Game.replay(config, list(history))
    expected = max(1, len(history)) if played.is_over else 0
    return play_duplicate(
        config,
        levels,
        seat,
        played,
        None if on_duplicate is None else (lambda n: on_duplicate(n, expected)),
        cancelled,
        expert,
        DUPLICATE_SHARE[depth.name],
    )
