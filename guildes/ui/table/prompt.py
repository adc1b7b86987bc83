"""The hint line over the fan: what the viewer is to do now (keep, give, play, choose
two; a lifted card to confirm), else who the table waits for."""

from __future__ import annotations

from collections.abc import Sequence

from guildes.i18n import join, tn
from guildes.i18n import t as tr
from guildes.rules import Phase, PublicView


def prompt(
    view: PublicView,
    choosing: bool,
    lifted: bool,
    confirming: bool,
    thinking: Sequence[str],
) -> str:
    """The hint line at ``view``: when the viewer is ``choosing`` (with a card
    ``lifted``, or picks to be ``confirming``), what to do; else the names of the seats
    ``thinking``; else nothing."""
    if choosing:
        if view.batch == 2:
            return tr("hint.choose_two")
        if view.phase is Phase.DRAFT:
            verb = tr("hint.keep")
        elif view.phase is Phase.REDISTRIBUTE:
            verb = tr("hint.give")
        elif view.turn_order:
            verb = tr("hint.your_turn")
        else:
            verb = tr("hint.face_down")
        if lifted:
            return tr("hint.lifted", what=verb)
        if confirming:
            return tr("hint.confirming", what=verb)
        return tr("hint.how", what=verb)
    if thinking:
        return tn("hint.thinking", len(thinking), names=join(list(thinking)))
    return ""
