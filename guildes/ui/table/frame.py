"""What one frame of the table shows (``TableFrame``): the layout, the seats, the view
drawn and the moment's state; ``drawing.draw_table`` draws it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from guildes.rules import PublicView, SeatView
from guildes.seats import Seat
from guildes.ui.layout import TableLayout
from guildes.ui.table.glance import TipTarget
from guildes.ui.table.steps import Step


@dataclass(frozen=True)
class TableFrame:
    """Everything one frame of the table shows."""

    layout: TableLayout
    seats: Sequence[Seat]
    view: PublicView
    """A ``SeatView`` when someone looks at the table, else the public view."""
    step: Step | None
    """The animation step playing now, if one has started."""
    clock: float
    thinking: Sequence[int]
    """AI seats deciding now."""
    choosing: bool
    """The viewer may pick or play now."""
    hint: str
    hover: int | None
    focus: int
    pointed: tuple[int, int] | None
    """(seat, guild) of the table stack under the pointer."""
    finished: bool
    event_open: bool = False
    """The Event card is shown large (pointer over it, or E)."""
    selected: tuple[int, ...] = ()
    """Fan indices the viewer has chosen for a batch of two, not yet confirmed."""
    spectating: bool = False
    """A replay: no seat is waited for (no "choosing" status)."""
    tip: TipTarget | None = None
    """The tooltip shown (a card of the fan, a stack, a cell of the standings strip)."""
    name_tip: int | None = None
    """The seat whose panel the pointer rests on: its whole name shows when it is cut."""
    trick_focus: int | None = None
    """Dirty Tricks: the seat whose trick card's text is shown (pointed at, or T)."""
    drawn_sizes: tuple[int, ...] = ()
    """Dirty Trick D: the cards each seat holds from its draw, not yet played (how many:
    ``TableViews.drawn_sizes``); drawn face down in front of it for every other seat."""
    header_end: int | None = None
    """Where the header's buttons begin (x); None: where they usually do
    (``header_room``)."""
    lift: float = 1.0
    """How far the focused card of the fan has risen (0 to 1): it rises as the viewer's
    turn to choose begins (after a pass), instead of appearing lifted at once."""
    count_landed: tuple[int, ...] | None = None
    """While a count plays over the table: the votes of it landed on each seat so far
    (the panels' "+N this count" follows the count's tally); None: all of them."""

    @property
    def viewer(self) -> int | None:
        """The seat looking at the table, if any."""
        return self.view.seat if isinstance(self.view, SeatView) else None

    def rise(self, i: int, count: int) -> float:
        """How far card ``i`` of the viewer's fan of ``count`` has risen (0 to 1, in
        steps of 0.01): the card pointed at or focused, while the viewer chooses."""
        focus = min(self.focus, count - 1)
        lifted = self.choosing and i not in self.selected and i in (self.hover, focus)
        return round(self.lift, 2) if lifted else 0.0
