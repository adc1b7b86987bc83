"""The import contracts over the whole package (pyproject.toml, checked in CI by
``lint-imports``) hold today, and each one fails when the import it forbids is added:
a contract that could not fail would keep no circle out."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

import grimp
import pytest
from importlinter import configuration
from importlinter.contracts.acyclic_siblings import AcyclicSiblingsContract
from importlinter.contracts.forbidden import ForbiddenContract

PYPROJECT = Path(__file__).resolve().parent.parent / "pyproject.toml"


def contract_options(kind: str, name_starts: str) -> dict[str, Any]:
    """The options of the contract of type ``kind`` whose name starts ``name_starts``."""
    config = tomllib.loads(PYPROJECT.read_text(encoding="utf-8"))["tool"]["importlinter"]
    for contract in config["contracts"]:
        if contract["type"] == kind and contract["name"].startswith(name_starts):
            return {k: v for k, v in contract.items() if k not in ("name", "type")}
    raise AssertionError(f"no {kind} contract named {name_starts!r}...")


@pytest.fixture
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("guildes", exclude_type_checking_imports=True)


def no_circle(graph: grimp.ImportGraph) -> bool:
    configuration.configure()
    contract = AcyclicSiblingsContract(
        name="no circle",
        session_options={"root_packages": ["guildes"]},
        contract_options=contract_options("acyclic_siblings", "No import circle"),
    )
    return contract.check(graph, verbose=False).kept


def entry_point_on_top(graph: grimp.ImportGraph) -> bool:
    configuration.configure()
    contract = ForbiddenContract(
        name="entry point",
        session_options={"root_packages": ["guildes"]},
        contract_options=contract_options("forbidden", "The entry point on top"),
    )
    return contract.check(graph, verbose=False).kept


def test_the_package_has_no_import_circle(graph: grimp.ImportGraph) -> None:
    assert no_circle(graph)
    assert entry_point_on_top(graph)


@pytest.mark.parametrize(
    ("importer", "imported"),
    [
        ("guildes.ui.table.steps", "guildes.ui.table.trick_steps"),  # the steps' old circle
        ("guildes.ui.dropped", "guildes.ui.app"),
        ("guildes.saves.store", "guildes.session"),
        ("guildes.rules.cards", "guildes.rules.game"),
    ],
)
def test_a_circle_added_on_purpose_breaks_the_contract(
    graph: grimp.ImportGraph, importer: str, imported: str
) -> None:
    assert graph.find_shortest_chain(importer=imported, imported=importer) is not None
    graph.add_import(importer=importer, imported=imported)
    assert not no_circle(graph)


def test_importing_the_entry_point_breaks_the_contract(graph: grimp.ImportGraph) -> None:
    """Opening a save once called ``guildes.__main__.open_save`` from the UI."""
    graph.add_import(importer="guildes.ui.dropped", imported="guildes.__main__")
    assert not entry_point_on_top(graph)
