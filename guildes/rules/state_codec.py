"""Reading a full game state back from plain data, refusing anything malformed.

Kept apart from ``game.py`` because checking untrusted data is a job of its own: every
field's type and size, the phase, and that the cards add up to the config's deck.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, TypeVar

from guildes.rules.cards import EVENT_CARDS, NUM_GUILDS, SETUPS, VOTING_ROUNDS, deck_composition
from guildes.rules.choices import PICKS, Choice
from guildes.rules.config import GameConfig
from guildes.rules.counting import BASE_PIPELINE, Count, decide_outcome
from guildes.rules.errors import RulesError, StateError
from guildes.rules.phases import Phase

if TYPE_CHECKING:
    from guildes.rules.game import Game

G = TypeVar("G", bound="Game")


def _int(value: Any, what: str, lo: int = 0, hi: int = 1 << 62) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise StateError(f"{what} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def _counts(value: Any, what: str) -> list[int]:
    if not isinstance(value, list) or len(value) != NUM_GUILDS:
        raise StateError(f"{what} must list {NUM_GUILDS} card counts")
    return [_int(v, what, 0, 200) for v in value]


def _rows(value: Any, n: int, what: str) -> list[list[int]]:
    if not isinstance(value, list) or len(value) != n:
        raise StateError(f"{what} must have one entry per seat ({n})")
    return [_counts(v, what) for v in value]


def game_from_dict(cls: type[G], data: Any) -> G:
    """Build a ``cls`` instance from ``Game.to_dict`` data, checking everything."""
    from guildes.rules.game import _PASSED, STATE_FORMAT
    from guildes.rules.packed import ONE, pack

    if not isinstance(data, dict):
        raise StateError("a game state must be an object")
    try:
        if data.get("format") != STATE_FORMAT:
            raise StateError(f"unknown state format {data.get('format')!r}")
        config = GameConfig.from_dict(data.get("config"))
        n = config.players
        setup = SETUPS[n]
        rnd = _int(data["voting_round"], "voting_round", 1, VOTING_ROUNDS)
        phase = Phase(data["phase"])
        if phase is Phase.COUNT:
            raise StateError("a state is never stored in the middle of a count")
        hands = _rows(data["hands"], n, "hands")
        kept = _rows(data["kept"], n, "kept")
        tables = _rows(data["tables"], n, "tables")
        round_played = _rows(data["round_played"], n, "round_played")
        discards = _rows(data["discards"], n, "discards")
        deck_raw = data["deck"]
        if not isinstance(deck_raw, list):
            raise StateError("deck must be a list of guilds")
        deck = [_int(g, "deck card", 0, NUM_GUILDS - 1) for g in deck_raw]
        order = data["event_order"]
        if not isinstance(order, list) or sorted(order) != list(range(len(EVENT_CARDS))):
            raise StateError("event_order must order every Event card once")
        pending_raw = data["pending"]
        if not isinstance(pending_raw, list) or len(pending_raw) != n:
            raise StateError("pending must have one entry per seat")
        pending = [-1 if p is None else _int(p, "pending", 0, NUM_GUILDS - 1) for p in pending_raw]
        memory_raw = data["draft_memory"]
        if not isinstance(memory_raw, list) or len(memory_raw) != n:
            raise StateError("draft_memory must have one entry per seat")
        memory = [
            [
                (tuple(_counts(h, "draft memory")), _int(p, "pick", 0, NUM_GUILDS - 1))
                for h, p in mem
            ]
            for mem in memory_raw
        ]
        history_raw = data["history"]
        if not isinstance(history_raw, list):
            raise StateError("history must be a list")
        history = [(_int(s, "seat", 0, n - 1), Choice.from_text(c)) for s, c in history_raw]
        counts_raw = data["counts"]
        if not isinstance(counts_raw, list) or len(counts_raw) > VOTING_ROUNDS:
            raise StateError("counts must be a list of at most three counts")
        counts = [Count.from_dict(c) for c in counts_raw]
        step = _int(data["step"], "step", 1, setup.deal)
    except RulesError as e:
        if isinstance(e, StateError):
            raise
        raise StateError(str(e)) from None
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise StateError(f"malformed game state: {e!r}") from None

    # The cards must add up, place by place, to the deck of this config.
    totals = [deck.count(g) for g in range(NUM_GUILDS)]
    for rows in (hands, kept, tables, discards):
        for row in rows:
            for g in range(NUM_GUILDS):
                totals[g] += row[g]
    if tuple(totals) != deck_composition(n):
        raise StateError("the cards in this state do not add up to the deck")
    sizes = {sum(h) for h in hands}
    if len(sizes) != 1:
        raise StateError("every hand must hold the same number of cards")
    for s, p in enumerate(pending):
        if p >= 0 and hands[s][p] == 0:
            raise StateError(f"seat {s}'s face-down card is not in its hand")
    if phase is not Phase.OVER and all(p >= 0 for p in pending):
        raise StateError("a step whose every seat has chosen is resolved, never stored")
    if phase is Phase.OVER and (any(p >= 0 for p in pending) or sizes != {0}):
        raise StateError("a finished game has no hands and no face-down cards")
    expected_counts = rnd if phase is Phase.OVER else rnd - 1
    if len(counts) != expected_counts:
        raise StateError("the number of counts does not match the voting round")

    game = cls._blank(n)
    game.config = config
    game.pipeline = BASE_PIPELINE
    game._n, game._deal, game._play = n, setup.deal, setup.play
    game._round, game._step = rnd, step
    game._enter(phase)
    game._hand_size = sizes.pop()
    game._deck = [ONE[g] for g in deck]
    game._event_order = list(order)
    game._passed = _PASSED[game.direction]
    if any(c > 15 for row in hands + kept for c in row):
        raise StateError("a hand cannot hold more than 15 cards of a guild")
    game._hands = [pack(h) for h in hands]
    game._kept = [pack(k) for k in kept]
    if any(p > t for rp, tb in zip(round_played, tables) for p, t in zip(rp, tb)):
        raise StateError("a seat cannot have played this round more cards than its table")
    game._tables = [pack(t) for t in tables]
    game._round_start = [
        pack([t - p for t, p in zip(tb, rp)]) for tb, rp in zip(tables, round_played)
    ]
    game._discards = [pack(d) for d in discards]
    game._pending = pending
    game._waiting = sum(1 for p in pending if p < 0)
    if len({len(mem) for mem in memory}) != 1:
        raise StateError("draft_memory must hold as many picks for every seat")
    game._drafted = [
        ([pack(mem[k][0]) for mem in memory], tuple([PICKS[mem[k][1]] for mem in memory]))
        for k in range(len(memory[0]))
    ]
    game._counts = counts
    game._totals = list(counts[-1].totals) if counts else [0] * n
    game._history = [((s,), (c,)) for s, c in history]
    game._outcome = (
        decide_outcome(game._totals, tuple(tuple(t) for t in tables), config.tiebreak)
        if phase is Phase.OVER
        else None
    )
    return game
