"""Reading the other seats' picks: the normal level's model of them, and the worlds the
search keeps by it (``mcts:infer=``)."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from guildes.ai.agent import make_agent
from guildes.ai.inference import (
    draft_views,
    effective_size,
    pick_log_likelihood,
    reweighted,
    tempered,
)
from guildes.ai.match import joint_choices
from guildes.ai.mcts import MctsAgent
from guildes.ai.sampler import Sample, sample
from guildes.ai.world import world_from_game
from guildes.rules import Game, GameConfig


def _draft(players: int, seed: int, steps: int) -> Game:
    game = Game(GameConfig(players=players, seed=seed))
    agents = [make_agent("heuristic", seed * 10 + s) for s in range(players)]
    for _ in range(steps):
        game.choose_all(joint_choices(game, agents))
    return game


def _real(game: Game) -> Sample:
    """The real draft of this round so far, as the sampler would give it."""
    n = game.players
    memory = [game.view(s).draft_memory for s in range(n)]
    picks = {(s, t): m.picked for s in range(n) for t, m in enumerate(memory[s])}
    start = [list(memory[s][0].hand if memory[s] else game.view(s).hand) for s in range(n)]
    return Sample(world_from_game(game), picks, start)


def test_no_pick_done_means_nothing_to_read() -> None:
    game = _draft(5, 1, 0)
    view = game.view(0)
    assert pick_log_likelihood(view, sample(view, random.Random(1)), 1.0) == 0.0


def test_the_normal_levels_real_picks_are_likelier_than_sampled_ones() -> None:
    """Drafted by the normal level, the real draft is likelier under its model than most
    drafts the sampler deals (random picks): the model reads something."""
    shares = []
    for seed in range(4):
        game = _draft(6, 300 + seed, 3)
        view = game.view(0)
        mark = pick_log_likelihood(view, _real(game), 1.0)
        rnd = random.Random(seed)
        drawn = [pick_log_likelihood(view, sample(view, rnd), 1.0) for _ in range(12)]
        shares.append(sum(x < mark for x in drawn) / len(drawn))
    assert sum(shares) / len(shares) > 0.8


def test_reweighted_keeps_samples_in_proportion() -> None:
    game = _draft(4, 2, 3)
    view = game.view(1)
    rnd = random.Random(3)
    drawn = [sample(view, rnd) for _ in range(6)]
    kept = reweighted(view, drawn, 1.0, 10, random.Random(4))
    assert len(kept) == 10 and all(any(k is d for d in drawn) for k in kept)
    best = max(drawn, key=lambda d: pick_log_likelihood(view, d, 1.0))
    assert sum(k is best for k in reweighted(view, drawn, 50.0, 20, random.Random(5))) >= 18


def test_the_search_keeps_worlds_read_from_the_picks() -> None:
    agent = MctsAgent(1, iters=20, worlds=4, infer=0.5)
    game = _draft(4, 5, 2)
    worlds = agent._inferred_worlds(game.view(2), 4, 0.5)
    assert len(worlds) == 4
    assert all(w.hands[2] == list(game.view(2).hand) for w in worlds)
    choice = agent.choose(game.view(2), game.legal_choices(2))
    assert choice in game.legal_choices(2)


@pytest.mark.parametrize("settings, rounds", [({}, (1, 2)), ({"inferto": 1}, (1,))])
def test_the_search_reads_picks_where_its_settings_say(monkeypatch, settings, rounds) -> None:
    """After the first pick of each round's draft (up to ``inferto``): never at the
    first pick, nor in the play."""
    asked = []
    monkeypatch.setattr(MctsAgent, "_inferred_worlds", lambda self, v, n, b: asked.append(v) or [])
    agent = MctsAgent(1, iters=20, worlds=4, infer=0.5, **settings)
    agents = [make_agent("heuristic", s) for s in range(4)]
    game = Game(GameConfig(players=4, seed=6))
    while not (game.voting_round == 2 and game.phase.value == "play" and game.step == 3):
        seat = game.to_choose()[0]
        agent.choose(game.view(seat), game.legal_choices(seat))
        game.choose_all(joint_choices(game, agents))
    drafts = [(r, "draft", step) for r in rounds for step in range(2, 9)]
    assert sorted((v.voting_round, v.phase.value, v.step) for v in asked) == drafts


def _views_at_each_pick(players: int, seed: int, variants: tuple[str, ...], seat: int):
    """A game between normal-level seats; at each of ``seat``'s decisions (draft, play,
    redistribution) its view, the real draft so far and every seat's real views before
    each of this round's picks."""
    game = Game(GameConfig(players=players, seed=seed, variants=variants))
    agents = [make_agent("heuristic", seed * 10 + s) for s in range(players)]
    before: dict[tuple[int, int], object] = {}
    while not game.is_over:
        view = game.view(seat)
        if view.phase.value in ("draft", "play", "redistribute") and seat in game.to_choose():
            if view.phase.value == "draft":
                if view.step == 1:
                    before.clear()
                for s in range(players):
                    before[(s, view.step - 1)] = game.view(s)
            yield view, _real(game), dict(before)
        game.choose_all(joint_choices(game, agents))


@pytest.mark.parametrize(
    "players, seed, variants",
    [
        (3, 11, ()),
        (4, 12, ("event_cards",)),
        (5, 13, ("dirty_tricks",)),
        (6, 14, ()),
        (3, 15, ("event_cards", "dirty_tricks")),
        (5, 16, ("event_cards",)),
        (6, 17, ("event_cards", "dirty_tricks")),
    ],
)
def test_draft_views_are_the_engines_views_at_each_pick(players, seed, variants) -> None:
    """The views the model scores the picks from are the ones the seats had (but for
    their own discards of earlier rounds, which the sample does not hold)."""
    checked = 0
    for view, real, before in _views_at_each_pick(players, seed, variants, seat=1):
        for seen in draft_views(view, real):
            truth = before[(seen.seat, seen.step - 1)]
            assert seen.seat != view.seat
            assert seen == replace(truth, discarded=seen.discarded), (view.phase, view.step)
            checked += 1
    assert checked > 50


def test_the_picks_read_in_later_rounds_and_in_the_play() -> None:
    """The model reads every round's picks, and in the play the whole draft's."""
    for view, real, _ in _views_at_each_pick(5, 21, (), seat=0):
        done = view.step - 1 if view.phase.value == "draft" else 6
        seen = list(draft_views(view, real))
        assert len(seen) == 4 * done
        if done > 1:
            assert pick_log_likelihood(view, real, 1.0) < 0.0


def test_tempering_keeps_the_effective_size_asked() -> None:
    logs = [0.0, -1.0, -9.0, -30.0, -30.5] + [-40.0] * 27
    assert effective_size(logs) < 2.5
    power = tempered(logs, 8.0)
    assert 0.0 < power < 1.0
    assert effective_size([power * v for v in logs]) >= 8.0
    assert effective_size([min(1.0, power + 0.01) * v for v in logs]) < 8.0
    assert tempered(logs, 1.0) == 1.0 and tempered([0.0] * 4, 4.0) == 1.0


def test_the_search_tempers_its_inferred_pool() -> None:
    """With ``infess`` the pool keeps more distinct worlds than the sharp weights do."""
    game = _draft(6, 7, 4)
    view = game.view(0)
    sharp = MctsAgent(1, iters=20, worlds=32, infer=3.0)._inferred_worlds(view, 32, 3.0)
    kept = MctsAgent(1, iters=20, worlds=32, infer=3.0, infess=0.5)._inferred_worlds(view, 32, 3.0)

    def distinct(worlds: list) -> int:
        return len({repr(w.hands) for w in worlds})

    assert distinct(kept) > 2 * distinct(sharp)
