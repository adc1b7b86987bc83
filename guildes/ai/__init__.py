"""AI players for Guildes: agents that choose from their seat's view, never the state.

- ``guildes.ai.agent``: the ``Agent`` interface, ``register`` and ``make_agent("mcts:time=0.5")``.
- The ladder: ``random``, ``greedy``, ``heuristic``, ``mcts`` (information-set MCTS); and
  ``flat`` (flat Monte Carlo with common random numbers) and ``foresight`` (round 1's
  picks by sampled games finished by ``heuristic`` players), experiments no level uses.
- ``guildes.ai.levels``: the difficulty levels offered to players, mapped to agents.
- ``guildes.ai.worker``: run a decision in a worker process (GUI stays responsive; cancellable).
- ``guildes.ai.arena``: ``python -m guildes.ai.arena`` plays agents against each other and
  rates them; ``guildes.ai.regret`` scores their decisions one by one
  (``docs/benchmarks.md``).
"""

from guildes.ai import (  # noqa: F401  (registers the agents)
    flat,
    foresight,
    greedy,
    heuristic,
    mcts,
    random_agent,
)
from guildes.ai.agent import REGISTRY, Agent, make_agent, parse_spec, register

__all__ = ["REGISTRY", "Agent", "make_agent", "parse_spec", "register"]
