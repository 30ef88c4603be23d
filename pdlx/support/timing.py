"""`--mlir-timing`: wall time per phase, reported as mlir-opt reports it.

The phases are Parser, one line per pass (its pipeline name), Verifier,
Output, and Rest (everything else, from process start-up on), so a
benchmark can set pdlx's interpreter phase beside mlir-opt's.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from contextlib import contextmanager

_RULE = "===" + "-" * 73 + "==="


class Timing:
    """Phase times of one run, from the moment it is made."""

    def __init__(self) -> None:
        self.start = time.perf_counter()
        self.phases: dict[str, float] = {}

    @contextmanager
    def phase(self, name: str) -> Iterator[None]:
        """Time the `with` block, added to phase `name`."""
        t0 = time.perf_counter()
        try:
            yield
        finally:
            self.phases[name] = self.phases.get(name, 0.0) + time.perf_counter() - t0

    def report(self, display: str = "tree") -> str:
        """The report mlir-opt prints for `--mlir-timing`; `display` is
        --mlir-timing-display: "tree" (the default: phases in order) or
        "list" (a `root` row, then the phases by decreasing time)."""
        total = time.perf_counter() - self.start
        rows = list(self.phases.items())
        if display == "list":
            rows.sort(key=lambda r: -r[1])
            rows.insert(0, ("root", total))
        rows.append(("Rest", max(0.0, total - sum(self.phases.values()))))
        rows.append(("Total", total))
        lines = [
            _RULE,
            "                         ... Execution time report ...",
            _RULE,
            f"  Total Execution Time: {total:.4f} seconds",
            "",
            "  ----Wall Time----  ----Name----",
        ]
        for name, secs in rows:
            pct = 100.0 * secs / total if total else 0.0
            lines.append(f"  {secs:8.4f} ({pct:5.1f}%)  {name}")
        return "\n".join(lines) + "\n"


@contextmanager
def maybe(timing: Timing | None, name: str) -> Iterator[None]:
    """`timing.phase(name)`, or nothing without a timer."""
    if timing is None:
        yield
    else:
        with timing.phase(name):
            yield
