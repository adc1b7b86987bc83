"""The agent interface and the registry of agents by name.

An agent is given its seat's view and its legal choices (never the full state) and
returns one of those choices. Agents are registered by name, take a seed and parameters,
and are deterministic for a given seed and budget. Adding an agent is one new module
with a class decorated by ``@register``, imported in ``ai/__init__.py``.
"""

from __future__ import annotations

import random
from abc import ABC, abstractmethod
from collections.abc import Sequence
from typing import ClassVar, TypeVar

from guildes.rules import Choice, SeatView


class Agent(ABC):
    """A player that chooses from what its seat may know."""

    name: ClassVar[str] = ""
    params: ClassVar[dict[str, type]] = {}
    """Parameters an agent spec may set (``"mcts:time=0.5"``), with their types."""

    def __init__(self, seed: int = 0, **params: float) -> None:
        for key in params:
            if key not in self.params:
                known = ", ".join(sorted(self.params)) or "none"
                raise ValueError(f"agent {self.name!r} has no parameter {key!r} (known: {known})")
        self.seed = seed
        self.rng = random.Random(seed)
        self.settings = dict(params)

    @abstractmethod
    def choose(self, view: SeatView, legal: Sequence[Choice]) -> Choice:
        """Return one of ``legal``, using only ``view``."""

    def spec(self) -> str:
        """The text that rebuilds this agent with ``make_agent``."""
        extra = "".join(f":{k}={v}" for k, v in sorted(self.settings.items()))
        return f"{self.name}{extra}"


REGISTRY: dict[str, type[Agent]] = {}
A = TypeVar("A", bound=type[Agent])


def register(cls: A) -> A:
    """Class decorator: make the agent available by its ``name``."""
    if not cls.name or cls.name in REGISTRY:
        raise ValueError(f"agent name {cls.name!r} is empty or taken")
    REGISTRY[cls.name] = cls
    return cls


def parse_spec(spec: str) -> tuple[str, dict[str, float]]:
    """Split ``"mcts:time=0.5:iters=2000"`` into a name and parameters."""
    name, *parts = spec.strip().split(":")
    if name not in REGISTRY:
        raise ValueError(f"unknown agent {name!r}; known agents: {', '.join(sorted(REGISTRY))}")
    cls = REGISTRY[name]
    params: dict[str, float] = {}
    for part in parts:
        key, sep, value = part.partition("=")
        if not sep or key not in cls.params:
            raise ValueError(f"bad parameter {part!r} for agent {name!r}")
        try:
            params[key] = cls.params[key](value)
        except ValueError:
            raise ValueError(f"bad value {value!r} for {name}:{key}") from None
    return name, params


def make_agent(spec: str, seed: int = 0) -> Agent:
    """Build an agent from its spec (``"greedy"``, ``"mcts:time=0.5"``) and a seed."""
    name, params = parse_spec(spec)
    return REGISTRY[name](seed, **params)
