"""One module, one job: no module of ``guildes`` over 700 lines (docs/architecture.md says
so; a fresh clone's check found the review scene at 775 and no test of the rule)."""

from __future__ import annotations

from pathlib import Path

LIMIT = 700
PACKAGE = Path(__file__).resolve().parents[1] / "guildes"


def test_no_module_is_over_the_limit() -> None:
    sizes = {
        str(path.relative_to(PACKAGE)): len(path.read_text(encoding="utf-8").splitlines())
        for path in PACKAGE.rglob("*.py")
    }
    assert len(sizes) > 100  # the package read, not an empty folder
    over = {name: n for name, n in sizes.items() if n > LIMIT}
    assert not over, over
