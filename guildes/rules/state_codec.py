"""The game's record as plain data, and back, refusing anything malformed.

Kept apart from the record (``guildes.rules.state``) because checking untrusted data is a
job of its own: every field's type and size, the phase, the generator, and that the
cards add up to the config's deck.
"""

from __future__ import annotations

from typing import Any

from guildes.rules.cards import (
    EVENT_CARDS,
    NUM_GUILDS,
    SETUPS,
    VOTING_ROUNDS,
    Trick,
    deck_composition,
    tricks_in_play,
)
from guildes.rules.choices import PICKS, Choice
from guildes.rules.config import GameConfig
from guildes.rules.counting import NO_MODIFIERS, Count, CountModifiers
from guildes.rules.errors import RulesError, StateError
from guildes.rules.packed import ONE, SINGLE_CARD, pack, unpack
from guildes.rules.phases import Phase, Turns
from guildes.rules.rng import SeededRng
from guildes.rules.round_rules import SORTED_DECK, end_game
from guildes.rules.schedule import round_schedule
from guildes.rules.state import GameState
from guildes.rules.trick_rules import protected_seat, trick_order
from guildes.rules.view import round_played
from guildes.rules.walk import owed_count

STATE_FORMAT = 2
"""Format 2 adds the generator's state (``rng``); format 1 (without it) is still read."""


def state_to_dict(state: GameState) -> dict[str, Any]:
    """The full state as JSON-compatible data (hidden cards and the generator included)."""
    n = state.players
    out: dict[str, Any] = {
        "format": STATE_FORMAT,
        "config": state.config.to_dict(),
        "rng": state.rng.to_dict(),
        "voting_round": state.voting_round,
        "phase": state.phase.value,
        "phase_index": state.phase_index,
        "step": state.step,
        "deck": [SINGLE_CARD[c] for c in state.deck],
        "event_order": list(state.event_order),
        "hands": [list(unpack(h)) for h in state.hands],
        "kept": [list(unpack(k)) for k in state.kept],
        "tables": [list(unpack(t)) for t in state.tables],
        "round_played": [list(t) for t in round_played(state)],
        "discards": [list(unpack(d)) for d in state.discards],
        "pending": [None if p is None else p.text() for p in state.pending],
        "draft_memory": [
            [[list(unpack(hands[s])), picks[s].guild] for hands, picks in state.drafted]
            for s in range(n)
        ],
        "counts": [c.to_dict() for c in state.counts],
        "history": [[s, c.text()] for seats, cs in state.history for s, c in zip(seats, cs)],
    }
    if state.turn_order:
        out["turn_order"], out["turn"] = list(state.turn_order), state.turn
    if "event_cards" in state.config.variants:
        out["face_down"] = [list(unpack(f)) for f in state.face_down]
        out["gave"], out["received"] = list(state.gave), list(state.received)
        out["play"] = state.play
    if "dirty_tricks" in state.config.variants:
        out["tricks"] = list(state.tricks)
        out["drawn"] = [list(unpack(d)) for d in state.drawn]
        out["pile_public"] = list(unpack(state.pile_public))
        out["pile_mixed"] = list(unpack(state.pile_mixed))
    if not state.modifiers.is_plain:
        out["modifiers"] = state.modifiers.to_dict()
    return out


def _int(value: Any, what: str, lo: int = 0, hi: int = 1 << 62) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not lo <= value <= hi:
        raise StateError(f"{what} must be a whole number from {lo} to {hi}, not {value!r}")
    return value


def _cards(value: Any, what: str) -> list[int]:
    if not isinstance(value, list) or len(value) != NUM_GUILDS:
        raise StateError(f"{what} must list {NUM_GUILDS} card counts")
    return [_int(v, what, 0, 200) for v in value]


def _rows(value: Any, n: int, what: str) -> list[list[int]]:
    if not isinstance(value, list) or len(value) != n:
        raise StateError(f"{what} must have one entry per seat ({n})")
    return [_cards(v, what) for v in value]


def _pending(value: Any, phase: Phase) -> Choice | None:
    """A stored hidden choice: a choice's text (format 2) or a guild (format 1: a pick in
    the draft, a play in the play)."""
    if value is None:
        return None
    if isinstance(value, str):
        return Choice.from_text(value)
    guild = _int(value, "pending", 0, NUM_GUILDS - 1)
    return Choice.pick(guild) if phase is Phase.DRAFT else Choice.play(guild)


def _setup_draws(n: int) -> int:
    """Floats the generator draws at setup (format 1 states did not store them)."""
    return len(SORTED_DECK[n]) - 1 + len(EVENT_CARDS) - 1


def _check_tricks(tricks: list[int], n: int, variant: bool) -> None:
    """Every seat holds a different trick of this table's pile (variant on), or none."""
    if len(tricks) != n:
        raise StateError("tricks must have one entry per seat")
    if not variant:
        return
    pile = {int(t) for t in tricks_in_play(n)}
    if len(set(tricks)) != n or not set(tricks) <= pile:
        raise StateError(f"each seat holds a different Dirty Trick card of the pile: {tricks!r}")


def _check_trick_turns(state: GameState) -> None:
    """In the Dirty Tricks phase: the order is the letters' (the Protection holder has
    none), D's holder twice once it drew, and drawn cards are its own, at its turn."""
    order = [s for s in trick_order(state.tricks) if s != protected_seat(state)]
    turns = list(state.turn_order)
    drawer = next((s for s, d in enumerate(state.drawn) if d), None)
    if drawer is not None:
        if state.tricks[drawer] != Trick.DRAW_TWO or turns[state.turn] != drawer:
            raise StateError("only D's holder draws, and it plays a card drawn at once")
        if state.turn == 0 or turns[state.turn - 1] != drawer:
            raise StateError("D's holder plays a card drawn right after drawing")
    if len(turns) == len(order) + 1:
        k = next((i for i in range(1, len(turns)) if turns[i] == turns[i - 1]), None)
        if k is None or state.tricks[turns[k]] != Trick.DRAW_TWO or k > state.turn:
            raise StateError("only D's holder has a second turn, right after drawing")
        turns.pop(k)
    if turns != order:
        raise StateError("the Dirty Tricks are resolved in the letters' order")


def state_from_dict(data: Any) -> GameState:
    """Rebuild a state from ``state_to_dict`` output; StateError if it is malformed or if
    its cards do not add up to the deck of its config."""
    if not isinstance(data, dict):
        raise StateError("a game state must be an object")
    try:
        fmt = data.get("format")
        if fmt not in (1, STATE_FORMAT):
            raise StateError(f"unknown state format {fmt!r}")
        config = GameConfig.from_dict(data.get("config"))
        n = config.players
        setup = SETUPS[n]
        rng = (
            SeededRng.from_dict(data["rng"], config.seed)
            if fmt == STATE_FORMAT
            else SeededRng(config.seed, _setup_draws(n))
        )
        rnd = _int(data["voting_round"], "voting_round", 1, VOTING_ROUNDS)
        phase = Phase(data["phase"])
        if phase in (Phase.COUNT, Phase.DEAL):
            raise StateError(f"a state is never stored in the middle of the {phase.value}")
        hands = _rows(data["hands"], n, "hands")
        kept = _rows(data["kept"], n, "kept")
        tables = _rows(data["tables"], n, "tables")
        played = _rows(data["round_played"], n, "round_played")
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
        pending = [_pending(p, phase) for p in pending_raw]
        memory_raw = data["draft_memory"]
        if not isinstance(memory_raw, list) or len(memory_raw) != n:
            raise StateError("draft_memory must have one entry per seat")
        memory = [
            [(tuple(_cards(h, "draft memory")), _int(p, "pick", 0, NUM_GUILDS - 1)) for h, p in m]
            for m in memory_raw
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
        modifiers = (
            CountModifiers.from_dict(data["modifiers"], n) if "modifiers" in data else NO_MODIFIERS
        )
        turn_order = tuple(_int(s, "turn order", 0, n - 1) for s in data.get("turn_order", []))
        face_down = _rows(data.get("face_down", [[0] * NUM_GUILDS] * n), n, "face_down")
        gave = [_int(g, "gave", -1, NUM_GUILDS - 1) for g in data.get("gave", [-1] * n)]
        received = [_int(g, "received", -1, NUM_GUILDS - 1) for g in data.get("received", [-1] * n)]
        if len(gave) != n or len(received) != n:
            raise StateError("gave and received must have one entry per seat")
        play = _int(data.get("play", setup.play), "play", 1, setup.play)
        trick_variant = "dirty_tricks" in config.variants
        if trick_variant != ("tricks" in data):
            raise StateError("the Dirty Trick cards are stored exactly when the variant is on")
        tricks = [_int(t, "trick", -1, len(Trick) - 1) for t in data.get("tricks", [-1] * n)]
        drawn = _rows(data.get("drawn", [[0] * NUM_GUILDS] * n), n, "drawn")
        pile_public = _cards(data.get("pile_public", [0] * NUM_GUILDS), "pile_public")
        pile_mixed = _cards(data.get("pile_mixed", [0] * NUM_GUILDS), "pile_mixed")
        _check_tricks(tricks, n, trick_variant)
        turn = _int(data.get("turn", 0), "turn", 0, max(0, len(turn_order) - 1))
    except RulesError as e:
        if isinstance(e, StateError):
            raise
        raise StateError(str(e)) from None
    except (KeyError, TypeError, ValueError, AttributeError) as e:
        raise StateError(f"malformed game state: {e!r}") from None

    # The cards must add up, place by place, to the deck of this config.
    totals = [deck.count(g) for g in range(NUM_GUILDS)]
    for rows in (hands, kept, tables, discards, face_down, drawn, [pile_public, pile_mixed]):
        for row in rows:
            for g in range(NUM_GUILDS):
                totals[g] += row[g]
    if tuple(totals) != deck_composition(n):
        raise StateError("the cards in this state do not add up to the deck")
    sizes = {sum(h) for h in hands}
    for s, p in enumerate(pending):
        if p is not None and hands[s][p.guild] == 0:
            raise StateError(f"seat {s}'s face-down card is not in its hand")
    if phase is not Phase.OVER and all(p is not None for p in pending):
        raise StateError("a step whose every seat has chosen is resolved, never stored")
    if phase is Phase.OVER and (any(p is not None for p in pending) or sizes != {0}):
        raise StateError("a finished game has no hands and no face-down cards")
    expected_counts = rnd if phase is Phase.OVER else rnd - 1
    if len(counts) != expected_counts:
        raise StateError("the number of counts does not match the voting round")
    if any(c > 15 for row in hands + kept for c in row):
        raise StateError("a hand cannot hold more than 15 cards of a guild")
    if any(p > t for rp, tb in zip(played, tables) for p, t in zip(rp, tb)):
        raise StateError("a seat cannot have played this round more cards than its table")
    if len({len(m) for m in memory}) != 1:
        raise StateError("draft_memory must hold as many picks for every seat")

    state = object.__new__(GameState)
    state.config = config
    state.players = n
    state.deal = setup.deal
    state.rng = rng
    state.event_order = list(order)
    state.voting_round = rnd
    event_card = order[rnd - 1]
    state.schedule = round_schedule(config, event_card)
    state.direction = EVENT_CARDS[event_card].direction
    state.play = play
    state.modifiers = modifiers
    state.face_down = [pack(f) for f in face_down]
    state.gave, state.received = gave, received
    state.tricks = tricks
    state.drawn = [pack(d) for d in drawn]
    state.pile_public, state.pile_mixed = pack(pile_public), pack(pile_mixed)
    state.turn_order, state.turn = turn_order, turn
    state.step = step
    state.hand_size = max(sizes)
    state.deck = [ONE[g] for g in deck]
    state.hands = [pack(h) for h in hands]
    state.kept = [pack(k) for k in kept]
    state.tables = [pack(t) for t in tables]
    state.round_start = [pack([t - p for t, p in zip(tb, rp)]) for tb, rp in zip(tables, played)]
    state.discards = [pack(d) for d in discards]
    state.drafted = [
        ([pack(m[k][0]) for m in memory], tuple([PICKS[m[k][1]] for m in memory]))
        for k in range(len(memory[0]))
    ]
    state.counts = counts
    state.totals = list(counts[-1].totals) if counts else [0] * n
    state.history = [((s,), (c,)) for s, c in history]
    state.pending = pending
    state.outcome = None
    if phase is Phase.OVER:
        state.phase_index = len(state.schedule) - 1
        state.phase = Phase.OVER
        state.kind = state.lookup = state.ones = None
        state.waiting = 0
        end_game(state, [])
        return state
    index = data.get("phase_index")
    if index is None:  # format 1: the first phase of that name
        index = next((i for i, r in enumerate(state.schedule) if r.phase is phase), None)
    if (
        isinstance(index, bool)
        or not isinstance(index, int)
        or not 0 <= index < len(state.schedule)
        or state.schedule[index].phase is not phase
    ):
        raise StateError(f"this game's round has no {phase.value} phase there")
    rules = state.schedule[index]
    if rules.turns is Turns.TOGETHER and len(sizes) != 1:
        raise StateError("every hand must hold the same number of cards")
    if rules.turns is Turns.IN_ORDER and not turn_order:
        raise StateError(f"the {phase.value} phase is played in turn: its order is missing")
    state.phase_index, state.phase = index, phase
    state.kind, state.lookup, state.ones = rules.kind, rules.lookup, rules.fast
    for p in pending:
        if p is not None and p.kind is not rules.kind:
            raise StateError(f"a face-down choice {p.text()!r} does not belong to this phase")
    if phase is Phase.TRICKS:
        _check_trick_turns(state)
    elif any(drawn[s] != [0] * NUM_GUILDS for s in range(n)):
        raise StateError("cards drawn with Dirty Trick D are played in the Dirty Tricks phase")
    state.waiting = owed_count(state) - sum(1 for p in pending if p is not None)
    if state.waiting <= 0:
        raise StateError("a step whose every seat has chosen is resolved, never stored")
    return state
