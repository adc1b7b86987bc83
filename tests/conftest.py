"""Settings every test shares.

Hypothesis's deadline is off for every property test: it times each example, and on a
shared, loaded machine a correct example can take longer than its 200 ms default (the
counting properties failed that way). Speed is measured with the benchmarks, never with
timed tests.
"""

from __future__ import annotations

from hypothesis import settings

settings.register_profile("guildes", deadline=None)
settings.load_profile("guildes")
