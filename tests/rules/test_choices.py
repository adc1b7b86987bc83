"""Choices with targets: one shared instance per choice, a text and a JSON form that read
back to the same instance, malformed forms refused with StateError, and the base game's
picks and plays refusing a target with an IllegalChoice that changes nothing."""

from __future__ import annotations

import pickle

import pytest

from guildes.rules import (
    PICKS,
    Choice,
    ChoiceKind,
    Game,
    GameConfig,
    Guild,
    IllegalChoice,
    StateError,
    WrongSeat,
)

WITH_TARGETS = [
    Choice(ChoiceKind.PLAY, Guild.NOBLES, target=2, sign=-1),
    Choice(ChoiceKind.PICK, Guild.KNIGHTS, target=0, other=3, other_guild=Guild.PRIESTS),
    Choice("play", 0, other=5),
    Choice("pick", 8, sign=1),
]


@pytest.mark.parametrize("choice", WITH_TARGETS + list(PICKS))
def test_text_json_and_pickle_give_back_the_same_instance(choice: Choice) -> None:
    assert Choice.from_text(choice.text()) is choice
    assert Choice.from_dict(choice.to_dict()) is choice
    assert pickle.loads(pickle.dumps(choice)) is choice
    assert (
        Choice(
            choice.kind,
            choice.guild,
            target=choice.target,
            other=choice.other,
            other_guild=choice.other_guild,
            sign=choice.sign,
        )
        is choice
    )


def test_the_text_form_names_each_target() -> None:
    assert WITH_TARGETS[0].text() == "play:Nobles;target=2;sign=-1"
    assert WITH_TARGETS[1].text() == "pick:Knights;target=0;other=3;other_guild=Priests"
    assert WITH_TARGETS[1].to_dict() == {
        "kind": "pick",
        "guild": "Knights",
        "target": 0,
        "other": 3,
        "other_guild": "Priests",
    }
    assert not PICKS[0].has_targets and WITH_TARGETS[2].has_targets


@pytest.mark.parametrize(
    "make",
    [
        lambda: Choice("play", 3, target=-1),
        lambda: Choice("play", 3, target=True),
        lambda: Choice("play", 3, other="2"),
        lambda: Choice("play", 3, sign=2),
        lambda: Choice("play", 3, other_guild=9),
        lambda: Choice("steal", 3),
        lambda: Choice.from_text("play:Nobles;target=x"),
        lambda: Choice.from_text("play:Nobles;target=1;target=2"),
        lambda: Choice.from_text("play:Nobles;victim=1"),
        lambda: Choice.from_text("play:Nobles;other_guild=Dragons"),
        lambda: Choice.from_dict({"kind": "play", "guild": "Nobles", "sign": 3}),
        lambda: Choice.from_dict({"kind": "play", "guild": "Nobles", "other_guild": 2}),
        lambda: Choice.from_dict({"kind": "play", "guild": "Nobles", "spin": 1}),
    ],
)
def test_a_malformed_choice_is_refused(make) -> None:
    with pytest.raises(StateError):
        make()


def test_a_pick_with_a_target_is_refused_and_changes_nothing() -> None:
    game = Game(GameConfig(players=4, seed=1))
    before = game.to_dict()
    legal = game.legal_choices(0)[0]
    with pytest.raises(IllegalChoice, match="no target"):
        game.choose(0, Choice(legal.kind, legal.guild, target=1))
    with pytest.raises(WrongSeat, match="no seat 9"):
        game.choose(0, Choice(legal.kind, legal.guild, target=9))
    with pytest.raises(IllegalChoice):
        game.choose_all({s: Choice(c[0].kind, c[0].guild, sign=1) for s, c in game.open_choices()})
    assert game.to_dict() == before
