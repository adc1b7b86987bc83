"""Playing one game between agents: the referee loop used by the arena and the tests."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from guildes.ai.agent import Agent, make_agent
from guildes.ai.seeds import decision_seed
from guildes.rules import Choice, Game, GameConfig


@dataclass(frozen=True, slots=True)
class MatchResult:
    """Final votes and winners of one game, by seat, the time each seat thought, and its
    decisions whose search its ``cap`` stopped before the budget was spent (a machine too
    slow or too loaded: those decisions were weaker than the level's)."""

    scores: tuple[int, ...]
    winners: tuple[int, ...]
    think_seconds: tuple[float, ...]
    decisions: tuple[int, ...]
    cut: tuple[int, ...]


def play_match(agents: Sequence[Agent], config: GameConfig) -> MatchResult:
    """Play a whole game; each agent sees only its seat's view and legal choices."""
    import time

    game = Game(config)
    n = config.players
    think = [0.0] * n
    decisions = [0] * n
    cut = [0] * n
    while not game.is_over:
        # Every seat decides on the view it has before any of this step's choices is applied.
        joint = {}
        for seat in game.to_choose():
            start = time.perf_counter()
            joint[seat] = agents[seat].choose(game.view(seat), game.legal_choices(seat))
            think[seat] += time.perf_counter() - start
            decisions[seat] += 1
            cut[seat] += bool(getattr(agents[seat], "cut", False))
        game.choose_all(joint)
    assert game.outcome is not None
    return MatchResult(
        game.scores, game.outcome.winners, tuple(think), tuple(decisions), tuple(cut)
    )


def joint_choices(game: Game, agents: Sequence[Agent]) -> dict[int, Choice]:
    """Each seat that owes a choice now, asked of its agent on its own view (seat order)."""
    return {s: agents[s].choose(game.view(s), legal) for s, legal in game.open_choices()}


def play_to_end(game: Game, agents: Sequence[Agent]) -> None:
    """Every remaining step of ``game`` (changed in place), each seat's agent choosing on
    its own view."""
    while not game.is_over:
        game.choose_all(joint_choices(game, agents))


def play_specs(
    specs: Sequence[str], seed: int, variants: frozenset[str] = frozenset()
) -> MatchResult:
    """Build agents from specs (seat by seat) with seeds derived from ``seed`` and play
    (with ``variants`` on)."""
    agents = [make_agent(spec, seed * 101 + i) for i, spec in enumerate(specs)]
    return play_match(agents, GameConfig(players=len(specs), seed=seed, variants=variants))


def play_as_the_table(
    config: GameConfig,
    specs: Sequence[str],
    on_step: Callable[[int], None] | None = None,
    cancelled: Callable[[], bool] | None = None,
) -> Game | None:
    """Play a whole game with the agent ``specs[seat]`` in each seat, each decision asked
    with the seed the table gives it (``guildes.ai.seeds.decision_seed``: the game's seed,
    the seat and how many choices it made), a single legal choice made without asking:
    the game an AI-only table plays from this config. ``on_step(choices made)`` after
    each choice; None if ``cancelled()`` turns True before a decision."""
    if len(specs) != config.players:
        raise ValueError("one agent spec per seat")
    game = Game(config)
    made = [0] * config.players
    while not game.is_over:
        for seat in game.to_choose():
            if cancelled is not None and cancelled():
                return None
            legal = game.legal_choices(seat)
            if len(legal) == 1:
                choice = legal[0]
            else:
                agent = make_agent(specs[seat], decision_seed(config.seed, seat, made[seat]))
                choice = agent.choose(game.view(seat), legal)
            made[seat] += 1
            game.choose(seat, choice)
            if on_step is not None:
                on_step(len(game.history))
    return game
