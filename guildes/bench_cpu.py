"""CPU seconds of this process's worker processes, for the benchmarks: what the AI's
searches cost, apart from the waits of a machine loaded by other programs."""

from __future__ import annotations

import multiprocessing
import os


def process_cpu(pid: int) -> float | None:
    """User and system CPU seconds process ``pid`` has used (Linux ``/proc``), or None
    where that cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii") as f:
            stat = f.read()
    except OSError:
        return None
    fields = stat.rpartition(")")[2].split()  # the name in parentheses may hold spaces
    try:
        ticks = int(fields[11]) + int(fields[12])  # utime, stime
    except (IndexError, ValueError):
        return None
    return ticks / os.sysconf("SC_CLK_TCK")


def children_cpu() -> float | None:
    """CPU seconds used so far by this process's live worker processes (a worker that was
    restarted counts from its new start), or None where they cannot be read."""
    total = 0.0
    for child in multiprocessing.active_children():
        if child.pid is None:
            continue
        cpu = process_cpu(child.pid)
        if cpu is None:
            return None
        total += cpu
    return total
