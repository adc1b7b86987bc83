"""``docs/redistribution_samples.py`` on games without a Redistribution says so (a fresh
clone's check: ``python docs/redistribution_samples.py 1000 6`` ended in a
ZeroDivisionError, seeds 1000 to 1005 dealing no Redistribution)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

SCRIPT = Path(__file__).resolve().parents[2] / "docs" / "redistribution_samples.py"


def test_games_without_a_redistribution_end_in_a_line_not_a_traceback() -> None:
    ran = subprocess.run(
        [sys.executable, str(SCRIPT), "1000", "1"], capture_output=True, text=True, timeout=300
    )
    assert ran.returncode == 0 and "Traceback" not in ran.stderr, ran.stderr[-400:]
    assert ran.stdout.startswith("views 0: no Redistribution"), ran.stdout
