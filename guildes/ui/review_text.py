"""The review's words in the player's language: a reason (``guildes.ai.review_reasons.Reason``,
data) as one line, the verdicts' names, the verdict scale and what accuracy means.

``reason_text(reason, names)`` takes the seats' names (a reason names seats by index).
The catalogs' keys are ``review.reason.<key>``, ``review.verdict.<verdict>``,
``review.scale`` and ``review.accuracy_means``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from guildes.i18n import number, t
from guildes.ui.names import guild_name

_REASON_KEYS: dict[str, str] = {
    "militia": "review.reason.militia",
    "takes_lead": "review.reason.takes_lead",
    "draws_level": "review.reason.draws_level",
    "adds_to_lead": "review.reason.adds_to_lead",
    "second_place": "review.reason.second_place",
    "wins_nothing": "review.reason.wins_nothing",
    "denies_leader": "review.reason.denies_leader",
    "give_spare": "review.reason.give_spare",
    "give_costly": "review.reason.give_costly",
    "trick_both": "review.reason.trick_both",
    "trick_gain": "review.reason.trick_gain",
    "trick_hurts": "review.reason.trick_hurts",
    "trick_draw": "review.reason.trick_draw",
    "trick_decline": "review.reason.trick_decline",
    "trick_lasting": "review.reason.trick_lasting",
}
"""By ``Reason.key`` (``guildes.ai.review_reasons.REASON_KEYS``)."""

_VERDICT_KEYS: dict[str, str] = {
    "best": "review.verdict.best",
    "good": "review.verdict.good",
    "inaccuracy": "review.verdict.inaccuracy",
    "mistake": "review.verdict.mistake",
    "blunder": "review.verdict.blunder",
}


class ReasonData(Protocol):
    """What a reason holds (``guildes.ai.review_reasons.Reason``)."""

    @property
    def key(self) -> str: ...
    @property
    def params(self) -> Mapping[str, int]: ...


def reason_text(reason: ReasonData, names: Sequence[str]) -> str:
    """The reason as one line: its guild by name, its seat by the seat's name."""
    params: dict[str, str] = {}
    for k, v in reason.params.items():
        if k == "guild":
            params[k] = guild_name(v)
        elif k == "seat":
            params["name"] = names[v] if 0 <= v < len(names) else str(v)
        else:
            params[k] = number(v)
    return t(_REASON_KEYS[reason.key], **params)


def verdict_name(verdict: str) -> str:
    """A verdict's name ("Best", "Mistake"...)."""
    return t(_VERDICT_KEYS[verdict])


def verdict_scale(limits: Sequence[tuple[str, float]]) -> str:
    """The verdict scale in one line, from ``guildes.ai.review.VERDICT_LIMITS``."""
    good, inaccuracy, mistake = (_votes(limit) for _, limit in limits[1:4])
    return t("review.scale", good=good, inaccuracy=inaccuracy, mistake=mistake)


def accuracy_means(half_life: float) -> str:
    """What accuracy is, from ``guildes.ai.review.ACCURACY_HALF_LIFE``."""
    return t("review.accuracy_means", votes=_votes(half_life))


def _votes(value: float) -> str:
    """A number of votes: whole when it is, else with one decimal."""
    return number(value, 0 if value == int(value) else 1)
