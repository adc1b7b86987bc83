"""The table's timeline: what the engine reports (its happenings) turned into the
animation steps that show it, in the order it happened (``steps_for``), and a game's
opening (``opening_steps``), live and in a replay. The steps themselves are in ``steps``
(the base game and the Event cards) and ``trick_steps`` (the Dirty Tricks); this module
sits above both.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from guildes.i18n import t as tr
from guildes.i18n import tn
from guildes.rules import (
    NUM_GUILDS,
    BatchRevealed,
    CardPlayed,
    CardsRedistributed,
    CardsRevealed,
    Count,
    GameEnded,
    HandsPassed,
    Happening,
    LastCardsKept,
    Phase,
    PublicView,
    RoundStarted,
    SeatChose,
    VotesCounted,
)
from guildes.rules.cards import EventCard
from guildes.ui.names import hands_pass
from guildes.ui.table.steps import (
    BannerStep,
    CardPlayedStep,
    CardsFlipStep,
    CountStep,
    EventRevealStep,
    GameOverStep,
    HandsPassStep,
    RedistributeStep,
    SeatChoseStep,
    Step,
    leads_taken,
    reveal_seconds,
)
from guildes.ui.table.trick_steps import deal_steps, trick_steps
from guildes.ui.table.views import TableViews, events_apply


def phase_banner(views: TableViews, duration: float) -> BannerStep | None:
    """The banner that opens the phase after the draft, in the words of this round's
    rule (None if no such phase follows)."""
    view = views.public
    if view.phase is Phase.REDISTRIBUTE:
        return BannerStep(
            views,
            views,
            duration,
            title=tr("phase.redistribution"),
            subtitle=tr("table.redistribution_banner"),
        )
    if view.phase is not Phase.PLAY:
        return None
    event = EventCard(view.event_cards[-1]) if events_apply(view) else None
    how = {
        EventCard.ONE_AT_A_TIME: "table.play_how.one_at_a_time",
        EventCard.ONE_OR_TWO: "table.play_how.one_or_two",
        EventCard.FACE_DOWN: "table.play_how.face_down",
    }.get(event, "table.play_how.together")  # type: ignore[arg-type]
    return BannerStep(
        views,
        views,
        duration,
        title=tr("table.play_phase"),
        subtitle=tn("table.play_banner", view.steps, how=tr(how)),
    )


def round_start_step(h: RoundStarted, views: TableViews, speed: float) -> Step:
    """A new round: with the Event-card variant its card turns over large; without it, a
    banner that says only the round and the passing direction."""
    if events_apply(views.public):
        return EventRevealStep(
            views, views, 3.2 * speed, event_card=h.event_card, voting_round=h.voting_round
        )
    return BannerStep(
        views,
        views,
        1.6 * speed,
        title=tr("table.round", round=h.voting_round),
        subtitle=hands_pass(h.direction),
    )


def opening_steps(happenings: Sequence[Happening], views: TableViews, speed: float) -> list[Step]:
    """A game's start (its opening ``happenings``, at ``views``) as the table shows it, live
    when a new game opens and in a replay when it leaves its first position: with the
    Event-card variant the first Event card turns over, then with the Dirty Tricks the
    round's trick cards are dealt."""
    steps: list[Step] = []
    if events_apply(views.public):
        steps.extend(
            round_start_step(h, views, speed) for h in happenings if isinstance(h, RoundStarted)
        )
    steps.extend(deal_steps(happenings, views, speed))
    return steps


def count_moment(before: TableViews, after: TableViews, count: Count) -> TableViews:
    """The table at the moment of a count that ``after`` has gone past (the next round
    begun: its header, its trick cards, its places): the round counted with its last
    cards on the tables, its places as counted and the scores before it (its overlay
    adds the votes up), its Dirty Tricks all resolved
    and their +1/-1 markers (``count``'s) still on the tables, no cards in hand or face
    down. Every field comes from the two views and the count (nothing hidden is added)."""
    n = before.public.players
    zero = (0,) * NUM_GUILDS

    def moment(view: PublicView, late: PublicView) -> dict[str, object]:
        return {
            "tables": late.tables,
            "scores": view.scores,  # the count's totals tick up on its overlay
            "counts": late.counts,
            "outcome": late.outcome,
            "round_played": late.round_played
            if late.voting_round == view.voting_round
            else view.round_played,
            "hand_sizes": (0,) * n,
            "kept_sizes": (0,) * n,
            "chosen": (False,) * n,
            "face_down_sizes": (0,) * n if view.face_down_sizes else (),
            "step": view.steps,
            "turn": len(view.turn_order),
            "virtual": count.modifiers.virtual,
        }

    public = replace(before.public, **moment(before.public, after.public))  # type: ignore[arg-type]
    seats = tuple(
        replace(
            view,
            **moment(view, late),  # type: ignore[arg-type]
            hand=zero,
            kept=zero,
            pending=None,
            pending_second=None,
            face_down=zero,
        )
        for view, late in zip(before.seats, after.seats)
    )
    return TableViews(public, seats)


def steps_for(
    happenings: Sequence[Happening],
    before: TableViews,
    after: TableViews,
    speed: float,
    names: Sequence[str] = (),
) -> list[Step]:
    """The steps that animate ``happenings``, which led from ``before`` to ``after``, in
    the order they happened; ``speed`` scales every duration (0: instant); ``names``
    (the players', by seat) caption the Dirty Tricks' steps."""
    tricks = dict(trick_steps(happenings, before, after, speed, names))
    steps: list[Step] = []
    counted = next((h for h in happenings if isinstance(h, VotesCounted)), None)
    moment = None if counted is None else count_moment(before, after, counted.count)
    end = after
    for i, h in enumerate(happenings):
        # up to a count, the table shows the round counted (not the next one, begun)
        after = end if moment is None else moment
        if h is counted:
            moment = None
        if i in tricks:
            steps.append(tricks[i])
            if after is not end:  # a trick resolved before the count
                tricks[i].after = after
        if isinstance(h, HandsPassed):
            steps.append(HandsPassStep(before, after, 0.8 * speed, direction=h.direction))
        elif isinstance(h, LastCardsKept):
            opening = phase_banner(after, 1.4 * speed)
            if opening is not None:
                steps.append(opening)
        elif isinstance(h, CardsRedistributed):
            steps.append(RedistributeStep(before, after, 1.8 * speed))
        elif isinstance(h, CardsRevealed | BatchRevealed):
            cards = tuple((g,) for g in h.cards) if isinstance(h, CardsRevealed) else h.cards
            leads = leads_taken(before.public, after.public)
            steps.append(
                CardsFlipStep(
                    before, after, reveal_seconds(bool(leads)) * speed, leads=leads, cards=cards
                )
            )
        elif isinstance(h, CardPlayed):
            leads = leads_taken(before.public, after.public)
            played = CardPlayedStep(
                before, after, 0.8 * reveal_seconds(bool(leads)) * speed, leads=leads
            )
            played.seat, played.guild = h.seat, h.guild
            steps.append(played)
        elif isinstance(h, VotesCounted):
            steps.append(CountStep(after, end, count=h.count))
        elif isinstance(h, RoundStarted):
            steps.append(round_start_step(h, after, speed))
        elif isinstance(h, GameEnded):
            steps.append(GameOverStep(after, after))
    if not steps and any(isinstance(h, SeatChose) for h in happenings):
        steps.append(SeatChoseStep(before, after, 0.12 * speed))
    after = end
    if steps and any(steps[-1] is step for step in tricks.values()):
        steps[-1].after = after  # the table goes on from the engine's own views
    return steps
