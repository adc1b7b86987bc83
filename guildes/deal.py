"""Deal codes: a game's deal in 12 characters a player can read out, type and share.

A code holds everything that, with the seats' choices, makes a game: the number of
players, the variants, the tiebreak, the seed, and who sits where (a person, or the AI at
its level). It never holds names. The same code and the same choices give the same game
on any machine (the AI levels count their work in iterations, never in seconds).

The form: 12 characters from ``ALPHABET`` (the digits 2-9 and the letters but I, L and O:
nothing that reads like another character), read in any case, spaces and dashes ignored.
The first 11 carry the deal (a number, scrambled so that near deals do not look alike);
the last is a check character: a code with one character wrong, or two swapped, is
refused as a typo, never taken for another deal (``DealCodeError`` says why, in the
player's language).

Use::

    deal = Deal(players=4, seed=12345, levels=(None, "normal", "hard", "expert"))
    code = deal.code()               # e.g. "7QK3M9WXTV2H"
    decode(code) == deal             # True; decode("7QK3M9WXTV2J") raises DealCodeError
    deal.config()                    # the GameConfig to start
    daily_deal(datetime.date(2026, 12, 1)).code()   # the same for everyone that day

A game whose seed is above ``MAX_SEED`` (typed in by hand) has no code: ``code_of``
returns None for it. New games draw their seeds with ``new_seed``.
"""

from __future__ import annotations

import datetime
import hashlib
import random
from collections.abc import Sequence
from dataclasses import dataclass, field

from guildes.ai.levels import LEVELS
from guildes.i18n import t
from guildes.rules import MAX_PLAYERS, MIN_PLAYERS, GameConfig, Tiebreak
from guildes.seats import DEFAULT_NAMES, Seat

ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""The 31 characters of a code (a prime number of them, for the check character): no 0,
1, I, L or O."""
LENGTH = 12
"""Characters in a code: 11 for the deal and the check character."""
SEAT_KINDS: tuple[str | None, ...] = (None, "easy", "normal", "hard", "expert")
"""Who may sit at a seat, in the code's order (None: a person). Fixed: a code means the
same deal in every version; a new level goes at the end."""
VARIANT_ORDER: tuple[str, ...] = ("event_cards", "dirty_tricks")
"""The variants a code can hold, one bit each in this order."""
TIEBREAK_ORDER: tuple[Tiebreak, ...] = (Tiebreak.MILITIA_THEN_SHARED, Tiebreak.SHARED)

_BASE = len(ALPHABET)
_DATA = LENGTH - 1
_SPACE = _BASE**_DATA
_SETUPS = (
    (MAX_PLAYERS - MIN_PLAYERS + 1)
    * (1 << len(VARIANT_ORDER))
    * len(TIEBREAK_ORDER)
    * len(SEAT_KINDS) ** MAX_PLAYERS
)
MAX_SEED = (1 << 35) - 1
"""The largest seed a code holds (``_SETUPS * (MAX_SEED + 1)`` fits in 11 characters)."""
_SCRAMBLE = 0x2C3D_9E17_B5A7_F1  # odd, not a multiple of 31: a bijection of [0, _SPACE)
_UNSCRAMBLE = pow(_SCRAMBLE, -1, _SPACE)
_WEIGHT_INVERSE = pow(LENGTH, -1, _BASE)
assert _SETUPS * (MAX_SEED + 1) <= _SPACE
assert set(LEVELS) <= set(SEAT_KINDS)


class DealCodeError(ValueError):
    """A text is not a deal code, or a deal has no code; the message says why."""


@dataclass(frozen=True, slots=True)
class Deal:
    """A game's deal: its setup and who sits where (``levels[seat]``: None for a person,
    else an AI level of ``guildes.ai.levels.LEVELS``). ``DealCodeError`` if a field is out
    of what a code holds."""

    players: int
    seed: int
    levels: tuple[str | None, ...]
    tiebreak: Tiebreak = Tiebreak.MILITIA_THEN_SHARED
    variants: frozenset[str] = field(default_factory=frozenset)

    def __post_init__(self) -> None:
        if isinstance(self.players, bool) or self.players not in range(
            MIN_PLAYERS, MAX_PLAYERS + 1
        ):
            raise DealCodeError(t("deal_error.players", low=MIN_PLAYERS, high=MAX_PLAYERS))
        if isinstance(self.seed, bool) or not isinstance(self.seed, int):
            raise DealCodeError(t("deal_error.seed", high=MAX_SEED))
        if not 0 <= self.seed <= MAX_SEED:
            raise DealCodeError(t("deal_error.seed", high=MAX_SEED))
        levels = tuple(self.levels)
        if len(levels) != self.players or any(lv not in SEAT_KINDS for lv in levels):
            raise DealCodeError(t("deal_error.seats"))
        object.__setattr__(self, "levels", levels)
        variants = frozenset(self.variants)
        if not variants <= set(VARIANT_ORDER):
            raise DealCodeError(t("deal_error.variant"))
        object.__setattr__(self, "variants", variants)
        try:
            object.__setattr__(self, "tiebreak", Tiebreak(self.tiebreak))
        except ValueError:
            raise DealCodeError(t("deal_error.tiebreak")) from None

    def config(self) -> GameConfig:
        """The game's configuration."""
        return GameConfig(self.players, self.seed, self.tiebreak, self.variants)

    def code(self) -> str:
        """The deal's code (12 characters, upper case)."""
        number = self.seed
        for lv in reversed(self.levels + (None,) * (MAX_PLAYERS - self.players)):
            number = number * len(SEAT_KINDS) + SEAT_KINDS.index(lv)
        mask = sum(1 << i for i, v in enumerate(VARIANT_ORDER) if v in self.variants)
        number = number * (1 << len(VARIANT_ORDER)) + mask
        number = number * len(TIEBREAK_ORDER) + TIEBREAK_ORDER.index(self.tiebreak)
        number = number * (MAX_PLAYERS - MIN_PLAYERS + 1) + self.players - MIN_PLAYERS
        number = number * _SCRAMBLE % _SPACE
        digits = []
        for _ in range(_DATA):
            number, d = divmod(number, _BASE)
            digits.append(d)
        digits.reverse()
        digits.append(_check(digits))
        return "".join(ALPHABET[d] for d in digits)


def _check(digits: Sequence[int]) -> int:
    """The check digit: with it, the weighted sum of the 12 digits (weights 1 to 12) is a
    multiple of 31. Weights apart and below 31 catch any one digit changed and any two
    digits swapped."""
    partial = sum((i + 1) * d for i, d in enumerate(digits))
    return (-partial * _WEIGHT_INVERSE) % _BASE


def normalize(text: str) -> str:
    """``text`` in upper case without spaces and dashes (what the player may add to read
    a code in groups)."""
    return "".join(ch for ch in text.upper() if ch not in " -\t")


def decode(text: str) -> Deal:
    """The deal of a code typed in any case (spaces and dashes ignored); DealCodeError
    with the reason (a wrong length, a character never in a code, a typo caught by the
    check character, a code of no deal)."""
    code = normalize(text)
    if not code:
        raise DealCodeError(t("deal_error.empty"))
    for ch in code:
        if ch not in ALPHABET:
            raise DealCodeError(t("deal_error.character", char=ch))
    if len(code) != LENGTH:
        raise DealCodeError(t("deal_error.length", n=LENGTH, got=len(code)))
    digits = [ALPHABET.index(ch) for ch in code]
    if _check(digits[:_DATA]) != digits[_DATA]:
        raise DealCodeError(t("deal_error.typo"))
    number = 0
    for d in digits[:_DATA]:
        number = number * _BASE + d
    number = number * _UNSCRAMBLE % _SPACE
    number, players = divmod(number, MAX_PLAYERS - MIN_PLAYERS + 1)
    number, tiebreak = divmod(number, len(TIEBREAK_ORDER))
    number, mask = divmod(number, 1 << len(VARIANT_ORDER))
    kinds = []
    for _ in range(MAX_PLAYERS):
        number, k = divmod(number, len(SEAT_KINDS))
        kinds.append(SEAT_KINDS[k])
    players += MIN_PLAYERS
    if number > MAX_SEED or any(k is not None for k in kinds[players:]):
        raise DealCodeError(t("deal_error.not_a_deal"))
    return Deal(
        players=players,
        seed=number,
        levels=tuple(kinds[:players]),
        tiebreak=TIEBREAK_ORDER[tiebreak],
        variants=frozenset(v for i, v in enumerate(VARIANT_ORDER) if mask >> i & 1),
    )


def code_of(config: GameConfig, levels: Sequence[str | None]) -> str | None:
    """The code of a game with this config and these seats' levels (None: a person), or
    None when the game has none (a seed above ``MAX_SEED``, a variant or level no code
    holds)."""
    try:
        return Deal(
            config.players, config.seed, tuple(levels), config.tiebreak, config.variants
        ).code()
    except DealCodeError:
        return None


def new_seed(rnd: random.Random | None = None) -> int:
    """A random seed that a code can hold."""
    return (rnd or random.SystemRandom()).randint(0, MAX_SEED)


DAILY_PLAYERS = 4
DAILY_LEVEL = "hard"
DAILY_VARIANTS: tuple[frozenset[str], ...] = (
    frozenset(),
    frozenset({"event_cards"}),
    frozenset({"dirty_tricks"}),
)
"""The daily deal's variants, one after the other day by day."""


def daily_deal(day: datetime.date) -> Deal:
    """The deal of ``day``, the same for everyone: four players, a person in the first
    seat against three AI players at the ``DAILY_LEVEL``, the variants of
    ``DAILY_VARIANTS`` in turn, the seed drawn from the date."""
    digest = hashlib.sha256(f"guildes daily deal {day.isoformat()}".encode()).digest()
    seed = int.from_bytes(digest[:8], "big") % (MAX_SEED + 1)
    return Deal(
        players=DAILY_PLAYERS,
        seed=seed,
        levels=(None,) + (DAILY_LEVEL,) * (DAILY_PLAYERS - 1),
        variants=DAILY_VARIANTS[day.toordinal() % len(DAILY_VARIANTS)],
    )


STAND_IN_LEVEL = "normal"
"""The level that plays a person's seat when a deal is played by the AI alone."""


def daily_day(code: str | None, today: datetime.date | None = None) -> str:
    """The day (ISO date) whose daily deal ``code`` is: today's, or yesterday's for a game
    begun before midnight; "" for another deal."""
    day = today or datetime.date.today()
    for d in (day, day - datetime.timedelta(days=1)):
        if code is not None and code == daily_deal(d).code():
            return d.isoformat()
    return ""


def play_deal(deal: Deal) -> tuple[int, ...]:
    """Play ``deal`` with the AI in every seat (a person's seat at ``STAND_IN_LEVEL``),
    each decision asked as the table asks it; the final votes by seat."""
    from guildes.ai.levels import agent_spec
    from guildes.ai.match import play_as_the_table

    specs = [agent_spec(level or STAND_IN_LEVEL) for level in deal.levels]
    game = play_as_the_table(deal.config(), specs)
    assert game is not None
    return game.scores


def deal_seats(deal: Deal) -> list[Seat]:
    """The seats of a deal, named with the app's default names (``DEFAULT_NAMES``), each
    a person or an AI at its level."""
    return [Seat(DEFAULT_NAMES[i], level) for i, level in enumerate(deal.levels)]
