"""Rigged games for exact scenarios: chosen hands and direction, the rest a legal deck."""

from __future__ import annotations

from guildes.rules import EVENT_CARDS, NUM_GUILDS, Game, GameConfig, Guild, deck_composition


def counts(**by_name: int) -> list[int]:
    """Card counts per guild from keyword arguments, e.g. ``counts(knights=2)``."""
    out = [0] * NUM_GUILDS
    for name, n in by_name.items():
        out[Guild[name.upper()]] = n
    return out


def rigged_game(
    hands: list[list[int]],
    direction: str = "left",
    tiebreak: str = "militia_then_shared",
    tables: list[list[int]] | None = None,
) -> Game:
    """A round-1 draft with exactly ``hands`` dealt and passing in ``direction``."""
    n = len(hands)
    data = Game(GameConfig(players=n, seed=1, tiebreak=tiebreak)).to_dict()  # type: ignore[arg-type]
    remaining = list(deck_composition(n))
    for row in hands + (tables or []):
        for g in range(NUM_GUILDS):
            remaining[g] -= row[g]
            assert remaining[g] >= 0, "rigged cards exceed the deck"
    deck = [g for g in range(NUM_GUILDS) for _ in range(remaining[g])]
    first = next(e.index for e in EVENT_CARDS if e.direction == direction)
    data["event_order"] = [first] + [e.index for e in EVENT_CARDS if e.index != first]
    data["hands"] = [list(h) for h in hands]
    data["deck"] = deck
    if tables is not None:
        data["tables"] = [list(t) for t in tables]
    return Game.from_dict(data)
