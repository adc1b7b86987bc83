"""The rules of Guildes: a pure, deterministic engine for the base game and both of the
rulebook's variants, the Event cards and the Dirty Tricks (alone or together).

Quick start::

    >>> from guildes.rules import Game, GameConfig
    >>> game = Game(GameConfig(players=4, seed=7))
    >>> game.phase.value, game.voting_round, game.to_choose()
    ('draft', 1, (0, 1, 2, 3))
    >>> for seat in game.to_choose():
    ...     _ = game.choose(seat, game.legal_choices(seat)[0])
    >>> game.step, sum(game.view(0).hand)
    (2, 8)

The API:

- ``GameConfig(players, seed, tiebreak, variants)``: 3 to 6 players; the seed fixes the
  deal; ``Tiebreak.MILITIA_THEN_SHARED`` (default) or ``Tiebreak.SHARED``; variants:
  ``{"event_cards"}`` (each round's Event card text applies: ``event_rules``),
  ``{"dirty_tricks"}`` (each seat's Dirty Trick card, used or declined after the play:
  ``trick_rules``), or both.
- ``Game(config)``: a new game. ``to_choose()`` names the seats that owe a choice now;
  ``legal_choices(seat)`` what each may choose; ``choose(seat, choice)`` records a hidden
  choice and, once every seat has chosen, resolves the step (picks pass the hands, plays
  are revealed together, a finished play phase is counted). It returns the public
  ``happenings`` (what happened). ``choose_all({seat: choice})`` does several at once, and
  ``choose_all([choice, ...])`` every seat at once, in seat order;
  ``open_choices()`` gives ``(seat, legal choices)`` for every seat that owes one. A
  step where every seat chooses at once through ``choose_all`` takes a fast path
  (``guildes.rules.fastpath``, chosen per game when the phase allows it): the loop of a
  program that plays many games is::

      while owed := game.open_choices():
          game.choose_all([pick(legal) for seat, legal in owed])

  (every seat owes a choice at each step of that loop, so the list has one per seat).

- ``view(seat)``: a ``SeatView``, exactly what that seat may know (RULINGS §6);
  ``public_view()``: a ``PublicView``, what everyone may know. AIs and the GUI work from
  views, never from the ``Game``.
- ``scores``, ``counts`` (each a ``Count`` with a ``GuildCount`` per guild, its ranked
  ``PlaceAward`` groups and votes, and its ``CountModifiers``), ``outcome`` (winners and
  the tiebreak used). ``count_votes(tables, voting_round, modifiers)`` is the one way
  to count, for the engine, the AI and the UI.
- ``Choice`` may carry targets (a seat, a second seat, a second guild, a sign);
  ``Direction`` says who receives a passed hand (``receiver``, ``pass_hands``).
- ``history``, ``Game.replay(config, history)``, ``to_dict``/``from_dict`` on configs,
  choices, games and views: plain JSON-compatible data.
- Bad input raises a ``RulesError`` subclass (``IllegalChoice``: ``WrongSeat``,
  ``AlreadyChosen``, ``OutOfPhase``, ``NotInHand``; ``ConfigError``; ``StateError``) and
  leaves the game unchanged.

Choices are shared values (``Choice.pick(g) is Choice("pick", g)``). Guilds are
integers in Count-card order (``Guild.KNIGHTS``...); ``GUILDS`` holds the
card table, loaded from ``data/cards.json``.

Where things live (lowest layer first; the import contract in ``pyproject.toml`` keeps
it so): the card table, errors, directions, choices, config, the generator (``rng``),
counting, happenings, phases (what a phase is), the record (``state``), the base
round's rules (``round_rules``) and the variants' (``event_rules``, ``trick_rules``),
the schedule (which phases make a round), the walk through it (``walk``), then views,
the JSON form (``state_codec``) and the fast path, and ``Game`` on top. A new phase
goes in the schedule with its rules beside the base round's or its variant's; a new
count modifier in ``CountModifiers``; a new kind of choice in ``ChoiceKind`` (its
legality in its phase's ``check``); more in ``docs/architecture.md``.
"""

from guildes.rules.cards import (
    EVENT_CARDS,
    GUILDS,
    MAJORITY_GUILDS,
    MAX_PLAYERS,
    MILITIA,
    MIN_PLAYERS,
    NUM_GUILDS,
    SETUPS,
    VOTING_ROUNDS,
    EventCard,
    EventCardInfo,
    Guild,
    GuildInfo,
    PlayerSetup,
    Trick,
    deck_composition,
    guild_index,
    guild_name,
)
from guildes.rules.choices import PICKS, PLAYS, Choice, ChoiceKind
from guildes.rules.config import KNOWN_VARIANTS, SUPPORTED_VARIANTS, GameConfig, Tiebreak
from guildes.rules.counting import (
    NO_MODIFIERS,
    Count,
    CountModifiers,
    GuildCount,
    Outcome,
    PlaceAward,
    VirtualCard,
    count_votes,
    decide_outcome,
    guild_count,
    make_count,
    rank_and_split,
)
from guildes.rules.direction import Direction
from guildes.rules.errors import (
    AlreadyChosen,
    ConfigError,
    IllegalChoice,
    NotInHand,
    OutOfPhase,
    RulesError,
    StateError,
    WrongSeat,
)
from guildes.rules.game import Game
from guildes.rules.happenings import (
    BatchRevealed,
    CardPlayed,
    CardsDiscarded,
    CardsDrawn,
    CardsPlacedFaceDown,
    CardsRedistributed,
    CardsRevealed,
    GameEnded,
    HandDiscarded,
    HandsPassed,
    Happening,
    LastCardsKept,
    PlayOrderDrawn,
    RoundStarted,
    SeatChose,
    TrickDeclined,
    TricksDealt,
    TrickUsed,
    VotesCounted,
)
from guildes.rules.phases import Phase, PhaseRules, Turns
from guildes.rules.round_rules import deal_hands
from guildes.rules.schedule import round_schedule
from guildes.rules.state import GameState
from guildes.rules.view import DraftMemory, PublicView, SeatView

__all__ = [
    "EVENT_CARDS",
    "GUILDS",
    "KNOWN_VARIANTS",
    "MAJORITY_GUILDS",
    "MAX_PLAYERS",
    "MILITIA",
    "MIN_PLAYERS",
    "NO_MODIFIERS",
    "NUM_GUILDS",
    "PICKS",
    "PLAYS",
    "SETUPS",
    "SUPPORTED_VARIANTS",
    "VOTING_ROUNDS",
    "AlreadyChosen",
    "BatchRevealed",
    "CardPlayed",
    "CardsDiscarded",
    "CardsPlacedFaceDown",
    "CardsDrawn",
    "CardsRedistributed",
    "CardsRevealed",
    "Choice",
    "ChoiceKind",
    "ConfigError",
    "Count",
    "CountModifiers",
    "Direction",
    "DraftMemory",
    "EventCard",
    "EventCardInfo",
    "Game",
    "GameConfig",
    "GameEnded",
    "GameState",
    "Guild",
    "GuildCount",
    "GuildInfo",
    "HandDiscarded",
    "HandsPassed",
    "Happening",
    "IllegalChoice",
    "LastCardsKept",
    "NotInHand",
    "OutOfPhase",
    "Outcome",
    "Phase",
    "PhaseRules",
    "PlaceAward",
    "PlayOrderDrawn",
    "PlayerSetup",
    "PublicView",
    "RoundStarted",
    "RulesError",
    "SeatChose",
    "SeatView",
    "StateError",
    "Tiebreak",
    "Trick",
    "TrickDeclined",
    "TrickUsed",
    "TricksDealt",
    "Turns",
    "VirtualCard",
    "VotesCounted",
    "WrongSeat",
    "count_votes",
    "deal_hands",
    "decide_outcome",
    "deck_composition",
    "guild_count",
    "guild_index",
    "guild_name",
    "make_count",
    "rank_and_split",
    "round_schedule",
]
