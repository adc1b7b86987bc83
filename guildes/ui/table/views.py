"""What the table may draw: views only, never the game (RULINGS §6)."""

from __future__ import annotations

from dataclasses import dataclass

from guildes.rules import NUM_GUILDS, Game, Phase, PublicView, SeatView
from guildes.session import Applied


@dataclass(frozen=True, slots=True)
class TableViews:
    """What everyone may know at one moment, and what each seat may know then. Only the
    viewer's seat view is ever drawn; with no viewer, the public view."""

    public: PublicView
    seats: tuple[SeatView, ...]

    @property
    def drawn_sizes(self) -> tuple[int, ...]:
        """Dirty Trick D: how many cards each seat holds from its draw of the discard pile,
        not yet played. Public (the engine tells every seat how many were drawn, and the
        log says it); the faces are in the drawer's own view only, and never read here."""
        return tuple(sum(view.drawn) for view in self.seats)

    def seen_by(self, viewer: int | None) -> PublicView:
        """The view to draw for ``viewer`` (a ``SeatView``), or for no one (public)."""
        return self.public if viewer is None else self.seats[viewer]

    @staticmethod
    def after(applied: Applied) -> TableViews:
        """The views after an applied choice."""
        return TableViews(applied.public, applied.views)

    @staticmethod
    def now(game: Game) -> TableViews:
        """The views of ``game`` as it stands (when the table opens)."""
        return TableViews(game.public_view(), tuple(game.view(s) for s in range(game.players)))


def events_apply(view: PublicView) -> bool:
    """True when the Event cards' rules apply in this game (the variant), not only their
    arrows."""
    return "event_cards" in view.config.variants


def turn_seat(view: PublicView) -> int | None:
    """No more simultaneous play: the seat whose turn it is to play (None otherwise)."""
    if view.phase is not Phase.PLAY or not view.turn_order or view.turn >= len(view.turn_order):
        return None
    return view.turn_order[view.turn]


def fan_cards(view: SeatView) -> list[int]:
    """The guilds of ``view``'s hand in fan order (Count-card order), less the cards it
    has already chosen face down (one, or under "Playing one or two cards" a pair:
    ``pending`` and ``pending_second``)."""
    cards = [g for g in range(NUM_GUILDS) for _ in range(view.hand[g])]
    for chosen in (view.pending, view.pending_second):
        if chosen is not None and chosen in cards:
            cards.remove(chosen)
    return cards
