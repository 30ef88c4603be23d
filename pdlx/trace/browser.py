"""What it takes to open a trace report in headless Chromium here: Debian's
`chromium` (never a downloaded browser build) and the launch flags that keep
it off the network, which this machine refuses connection by connection.
Shared by the browser tests, `bench/bench_trace.py` and
`examples/trace_screenshot.py`."""

from __future__ import annotations

import os
import shutil
from typing import Final

CHROMIUM_FLAGS: Final = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
)
"""Headless launch flags: no sandbox (tests run as root), no GPU, and none of
Chromium's background connections."""


def find_chromium() -> str | None:
    """`$PDLX_CHROMIUM`, else `chromium` on PATH, else Debian's
    `/usr/bin/chromium`; None when there is none."""
    found = shutil.which(os.environ.get("PDLX_CHROMIUM", "chromium"))
    if found is None and os.path.exists("/usr/bin/chromium"):
        found = "/usr/bin/chromium"
    return found


__all__ = ["CHROMIUM_FLAGS", "find_chromium"]
