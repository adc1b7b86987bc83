"""The review of a game: honest (the seat's view only), deterministic, every kind of
decision valued and judged on the one scale, the figures defined once."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from guildes.ai.agent import make_agent
from guildes.ai.levels import agent_spec
from guildes.ai.review import (
    ACCURACY_HALF_LIFE,
    DUPLICATE_SHARE,
    QUICK,
    VERDICT_LIMITS,
    VERDICTS,
    Decision,
    Duplicate,
    Position,
    Review,
    accuracy,
    decision_accuracy,
    duplicate_spec,
    game_duplicate,
    hints,
    iter_review,
    play_duplicate,
    positions,
    review_game,
    review_position,
    verdict,
    view_at,
)
from guildes.ai.review_reasons import REASON_KEYS
from guildes.ai.review_values import Depth, value_choices
from guildes.ai.seeds import decision_seed
from guildes.i18n import LANGUAGES, set_language
from guildes.rules import Choice, Game, GameConfig, Phase
from guildes.ui.review_text import reason_text, verdict_name

TINY = Depth("quick", worlds=6, max_playouts=60, min_worlds=2, guide=0.5)
"""A small budget for the tests (the depth's name is one a review may carry)."""


def _played(players: int, seed: int, variants: frozenset[str] = frozenset()) -> Game:
    """A game played to its end by heuristic seats (greedy in seat 1)."""
    specs = ["heuristic"] * players
    specs[1] = "greedy"
    game = Game(GameConfig(players=players, seed=seed, variants=variants))
    made = [0] * players
    while not game.is_over:
        for s in game.to_choose():
            agent = make_agent(specs[s], decision_seed(seed, s, made[s]))
            made[s] += 1
            game.choose(s, agent.choose(game.view(s), game.legal_choices(s)))
    return game


def _check_decision(d: Decision, position: Position) -> None:
    assert list(d.values) == list(position.legal)
    assert d.choice is position.choice
    assert d.values[d.best] == max(d.values.values())
    assert d.votes_given_up == pytest.approx(max(0.0, d.values[d.best] - d.values[d.choice]))
    assert d.votes_given_up >= 0
    assert d.verdict == verdict(d.votes_given_up)
    assert (d.verdict == "best") == (d.votes_given_up == 0)
    for reason in (d.reason, d.chosen_reason, d.best_reason):
        assert reason.key in REASON_KEYS


# ---------------------------------------------------------------------- the scale


def test_the_verdicts_follow_the_limits_in_votes() -> None:
    assert verdict(0) == "best"
    names = [name for name, _ in VERDICT_LIMITS]
    assert names == list(VERDICTS[:-1])
    for name, limit in VERDICT_LIMITS:
        assert verdict(limit) == name
    assert verdict(VERDICT_LIMITS[-1][1] + 0.01) == "blunder"
    assert verdict(VERDICT_LIMITS[1][1] + 0.01) == "inaccuracy"


def test_accuracy_halves_for_every_half_life_of_votes_given_up() -> None:
    assert decision_accuracy(0) == 100
    assert decision_accuracy(ACCURACY_HALF_LIFE) == pytest.approx(50)
    assert decision_accuracy(2 * ACCURACY_HALF_LIFE) == pytest.approx(25)
    assert accuracy([0, ACCURACY_HALF_LIFE]) == pytest.approx(75)
    assert accuracy([]) is None


# ---------------------------------------------------------------------- honesty


def _hidden_changed(game: Game, seat: int, rnd: random.Random) -> Game:
    """The same game with what ``seat`` cannot see changed: the deck reshuffled, and two
    other seats' hands and kept cards swapped when they hold as many."""
    data = game.to_dict()
    deck = list(data["deck"])
    rnd.shuffle(deck)
    data["deck"] = deck
    others = [s for s in range(game.players) if s != seat]
    a, b = others[0], others[1]
    for key in ("hands", "kept"):
        rows = data[key]
        if sum(rows[a]) == sum(rows[b]):
            rows[a], rows[b] = rows[b], rows[a]
    return Game.from_dict(data)


@pytest.mark.parametrize(
    ("players", "variants"),
    [(4, frozenset()), (3, frozenset({"event_cards"})), (5, frozenset({"dirty_tricks"}))],
)
def test_the_same_view_with_other_hidden_cards_gets_the_same_values_and_verdicts(
    players: int, variants: frozenset[str]
) -> None:
    played = _played(players, 21, variants)
    seat = 0
    rnd = random.Random(3)
    todo = positions(played.config, played.history, seat)
    checked = 0
    for position in todo[:: max(1, len(todo) // 6)]:
        game = Game.replay(played.config, played.history[: position.index])
        other = _hidden_changed(game, seat, rnd)
        assert other.to_dict() != game.to_dict()  # the hidden cards did change
        view = other.view(seat)
        if view != position.view:
            continue  # a swap the seat could see (e.g. a hand it held): not this test's
        same = Position(position.index, view, tuple(other.legal_choices(seat)), position.choice)
        assert review_position(same, TINY) == review_position(position, TINY)
        checked += 1
    assert checked >= 3


def test_the_values_move_with_what_the_seat_sees() -> None:
    """The test above can fail: a view that differs gets other values."""
    game = Game(GameConfig(players=4, seed=8))
    legal = game.legal_choices(0)
    first = value_choices(game.view(0), legal, TINY)
    for s in range(4):
        game.choose(s, game.legal_choices(s)[0])
    assert value_choices(game.view(0), game.legal_choices(0), TINY) != first


# ---------------------------------------------------------------------- determinism


def test_the_same_game_reviewed_twice_gives_the_same_figures() -> None:
    game = _played(3, 4)
    levels = [None, "easy", "easy"]
    one = review_game(game.config, game.history, levels, 0, TINY, expert="greedy")
    two = review_game(game.config, game.history, levels, 0, TINY, expert="greedy")
    assert one is not None and two is not None
    assert one.to_dict() == two.to_dict()
    assert one.decisions and one.accuracy is not None


# ---------------------------------------------------------------------- decisions


def _kinds_found(
    variants: frozenset[str], wanted: Callable[[Position], str | None], players: int = 4
) -> dict[str, Position]:
    found: dict[str, Position] = {}
    for seed in range(1, 12):
        game = _played(players, seed, variants)
        for seat in range(players):
            for p in positions(game.config, game.history, seat):
                kind = wanted(p)
                if kind is not None and kind not in found:
                    found[kind] = p
    return found


def test_every_kind_of_decision_of_the_base_game_is_valued_and_judged() -> None:
    found = _kinds_found(frozenset(), lambda p: p.view.phase.value)
    assert set(found) == {"draft", "play"}
    for p in found.values():
        _check_decision(review_position(p, TINY), p)


def test_the_event_cards_decisions_are_valued_and_judged() -> None:
    def kind(p: Position) -> str | None:
        if p.view.phase is Phase.REDISTRIBUTE:
            return "give"
        if p.view.phase is Phase.PLAY and p.choice.other_guild is not None:
            return "two cards"
        if p.view.phase is Phase.PLAY and p.view.turn_order:
            return "in turn"
        if p.view.phase is Phase.PLAY and p.view.face_down_sizes and any(p.view.face_down_sizes):
            return "face down"
        return None

    found = _kinds_found(frozenset({"event_cards"}), kind, players=3)
    assert {"give", "two cards", "in turn"} <= set(found)
    for p in found.values():
        _check_decision(review_position(p, TINY), p)


def test_the_dirty_tricks_uses_and_declines_are_valued_and_judged() -> None:
    def kind(p: Position) -> str | None:
        if p.view.phase is not Phase.TRICKS:
            return None
        if any(p.view.drawn):
            return "card drawn"
        return p.choice.kind.value

    found = _kinds_found(frozenset({"dirty_tricks"}), kind)
    assert {"trick", "decline", "draw", "card drawn"} <= set(found)
    for p in found.values():
        d = review_position(p, TINY)
        _check_decision(d, p)
        assert (Choice.decline() in d.values) != any(p.view.drawn)


def test_each_reason_reads_in_every_language() -> None:
    game = _played(4, 2, frozenset({"dirty_tricks"}))
    review = review_game(game.config, game.history, [None] * 4, 0, TINY, with_duplicate=False)
    assert review is not None
    names = ["Ada", "Bo", "Cy", "Dee"]
    try:
        for code in LANGUAGES:
            set_language(code)
            for d in review.decisions:
                for reason in (d.reason, d.chosen_reason):
                    text = reason_text(reason, names)
                    assert text and "{" not in text
                assert verdict_name(d.verdict)
    finally:
        set_language("en")


def test_the_review_comes_decision_by_decision_and_can_be_cancelled() -> None:
    game = _played(3, 6)
    seen = [(done, total) for done, total, _ in iter_review(game.config, game.history, 0, TINY)]
    total = len(positions(game.config, game.history, 0))
    assert seen == [(k, total) for k in range(1, total + 1)]
    for p in positions(game.config, game.history, 0)[:3]:
        assert view_at(game.config, game.history, 0, p.index) == p.view
    calls: list[int] = []
    stopped = review_game(
        game.config,
        game.history,
        [None, "easy", "easy"],
        0,
        TINY,
        on_decision=lambda done, _total, _d: calls.append(done),
        cancelled=lambda: len(calls) >= 2,
    )
    assert stopped is None and calls == [1, 2]


def test_an_unfinished_game_is_reviewed_up_to_where_it_stands() -> None:
    game = _played(3, 7)
    half = game.history[: len(game.history) // 2]
    review = review_game(game.config, half, [None, "easy", "easy"], 0, TINY, expert="greedy")
    assert review is not None and review.choices == len(half)
    assert all(d.index < len(half) for d in review.decisions)
    assert review.duplicate is not None and review.duplicate.player_votes is None


def test_the_review_keeps_its_figures_through_its_saved_form() -> None:
    game = _played(3, 9)
    review = review_game(game.config, game.history, [None, "easy", None], 0, TINY, expert="greedy")
    assert review is not None
    back = Review.from_dict(review.to_dict())
    assert back == review
    assert back.costliest() == review.costliest()
    costly = review.costliest()
    assert len(costly) <= 3
    assert [d.votes_given_up for d in costly] == sorted(
        (d.votes_given_up for d in costly), reverse=True
    )
    with pytest.raises(ValueError):
        Review.from_dict({**review.to_dict(), "version": 0})
    broken = review.to_dict()
    broken["decisions"][0]["values"] = {"pick:Nowhere": 1.0}
    with pytest.raises(ValueError):
        Review.from_dict(broken)


# ---------------------------------------------------------------------- duplicate


def test_the_duplicate_puts_the_expert_in_the_seat_and_stand_ins_for_the_other_people() -> None:
    game = _played(4, 10)
    levels = [None, "easy", None, "easy"]
    dup = play_duplicate(game.config, levels, 0, game, expert="heuristic")
    assert dup is not None
    assert dup.stand_ins == (2,)
    assert dup.expert == "heuristic"
    assert dup.played == game.scores
    assert dup.player_votes == game.scores[0]
    assert dup.expert_votes == dup.scores[0]
    assert 1 <= dup.expert_place <= 4 and dup.player_place is not None
    again = play_duplicate(game.config, levels, 0, game, expert="heuristic")
    assert again == dup


def test_the_duplicate_plays_every_seat_at_its_levels_full_thinking() -> None:
    """The quick review's duplicate too: the expert the player knows in the seat (an
    older review's share of thinking still reads, and is said on the screen)."""
    assert duplicate_spec("mcts:work=13000:cap=12", 0.25) == "mcts:work=3250:cap=12"
    assert duplicate_spec("mcts:iters=10", 0.01) == "mcts:iters=1"
    assert duplicate_spec("heuristic", 0.25) == "heuristic"
    assert DUPLICATE_SHARE == {"quick": 1.0, "deep": 1.0}
    game = _played(3, 14)
    levels = [None, "hard", "easy"]
    seen: list[str] = []
    with pytest.MonkeyPatch.context() as mp:
        import guildes.ai.match as match

        real = match.make_agent
        mp.setattr(
            match, "make_agent", lambda spec, seed: seen.append(spec) or real("greedy", seed)
        )
        dup = game_duplicate(game.config, game.history, levels, 0, QUICK)
    assert dup is not None and dup.share == 1.0
    assert dup.expert == agent_spec("expert")
    assert set(seen) == {agent_spec("expert"), agent_spec("hard"), "greedy"}  # unscaled
    assert Duplicate.from_dict(dup.to_dict()) == dup
    older = Duplicate.from_dict({**dup.to_dict(), "share": 0.2})
    assert older.share == 0.2
    for share in (0, 1.5, "1"):
        with pytest.raises(ValueError):
            Duplicate.from_dict({**dup.to_dict(), "share": share})


def test_hints_are_the_best_choices_the_review_of_that_decision_shows() -> None:
    game = _played(4, 12)
    for position in positions(game.config, game.history, 2)[::9]:
        decision = review_position(position, TINY)
        found = hints(position.view, position.legal, 3, TINY)
        assert len(found) == min(3, len(position.legal))
        assert found[0].choice is decision.best
        assert [h.value for h in found] == sorted(decision.values.values(), reverse=True)[:3]
        assert all(h.value == decision.values[h.choice] for h in found)
