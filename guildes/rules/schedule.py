"""The phases of each voting round for a config: where a new phase goes.

``round_schedule(config, event_card)`` gives the round's phases in order. The base
game's round is Deal, Draft, Play, Count. A variant returns another sequence (a phase
added, e.g. Dirty Tricks after Play, or a phase changed, e.g. a Play taken one seat at a
time under an Event card), built from ``PhaseRules`` like those below; the engine's walk
(``guildes.rules.walk``) is the same for every schedule.
"""

from __future__ import annotations

from guildes.rules.cards import EventCard
from guildes.rules.choices import ChoiceKind
from guildes.rules.config import GameConfig
from guildes.rules.event_rules import (
    EVENT_DEAL,
    PLAY_FACE_DOWN,
    PLAY_IN_BATCHES,
    PLAY_IN_TURN,
    REDISTRIBUTE,
)
from guildes.rules.packed import PICK_ONE, PICK_TABLE, PLAY_ONE, PLAY_TABLE
from guildes.rules.phases import Phase, PhaseRules, Turns, nothing_to_prepare
from guildes.rules.round_rules import (
    begin_count,
    begin_deal,
    check_card_from_hand,
    draft_steps,
    legal_from_hand,
    play_steps,
    resolve_picks,
    resolve_plays,
)
from guildes.rules.trick_rules import TRICKS, with_tricks

DEAL = PhaseRules(Phase.DEAL, Turns.NONE, begin_deal)
DRAFT = PhaseRules(
    Phase.DRAFT,
    Turns.TOGETHER,
    nothing_to_prepare,
    kind=ChoiceKind.PICK,
    legal=legal_from_hand,
    check=check_card_from_hand,
    resolve=resolve_picks,
    steps=draft_steps,
    lookup=PICK_TABLE,
    fast=PICK_ONE,
)
PLAY = PhaseRules(
    Phase.PLAY,
    Turns.TOGETHER,
    nothing_to_prepare,
    kind=ChoiceKind.PLAY,
    legal=legal_from_hand,
    check=check_card_from_hand,
    resolve=resolve_plays,
    steps=play_steps,
    lookup=PLAY_TABLE,
    fast=PLAY_ONE,
)
COUNT = PhaseRules(Phase.COUNT, Turns.NONE, begin_count)

BASE_ROUND: tuple[PhaseRules, ...] = (DEAL, DRAFT, PLAY, COUNT)
"""The base game's voting round."""
TRICK_DEAL = PhaseRules(Phase.DEAL, Turns.NONE, with_tricks(begin_deal))
EVENT_TRICK_DEAL = PhaseRules(Phase.DEAL, Turns.NONE, with_tricks(EVENT_DEAL.begin))
TRICK_ROUND: tuple[PhaseRules, ...] = (TRICK_DEAL, DRAFT, PLAY, TRICKS, COUNT)
"""The voting round with Dirty Tricks (and no Event cards)."""


def round_schedule(config: GameConfig, event_card: int | None = None) -> tuple[PhaseRules, ...]:
    """The phases of a voting round for ``config`` whose Event card is ``event_card``,
    in order (the base game: the same every round; with the Event-card variant, as the
    card says: ``guildes.rules.event_rules``; with Dirty Tricks, the tricks are dealt
    with the hands and played after the play: ``guildes.rules.trick_rules``)."""
    tricks = "dirty_tricks" in config.variants
    if "event_cards" not in config.variants or event_card is None:
        return TRICK_ROUND if tricks else BASE_ROUND
    event = EventCard(event_card)
    play = {
        EventCard.ONE_AT_A_TIME: PLAY_IN_TURN,
        EventCard.ONE_OR_TWO: PLAY_IN_BATCHES,
        EventCard.FACE_DOWN: PLAY_FACE_DOWN,
    }.get(event, PLAY)
    deal = EVENT_TRICK_DEAL if tricks else EVENT_DEAL
    middle = (DRAFT, REDISTRIBUTE, play) if event is EventCard.REDISTRIBUTION else (DRAFT, play)
    return (deal, *middle, *((TRICKS,) if tricks else ()), COUNT)
