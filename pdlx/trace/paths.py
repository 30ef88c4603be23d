"""Where a trace can go: checked before a run starts, so that a run is not
made for a trace that cannot be written (kept free of heavy imports: the
tool checks the path at start-up)."""

from __future__ import annotations

import os

FORMATS = (".json", ".html", ".htm")


def check_trace_path(path: str) -> str | None:
    """Why a trace cannot be written to `path` (None: it can): an unknown
    extension, a directory, a missing or unwritable folder."""
    ext = os.path.splitext(path)[1].lower()
    if ext not in FORMATS:
        return f"cannot write the trace to '{path}': the file name must end in .json or .html"
    if os.path.isdir(path):
        return f"cannot write the trace to '{path}': Is a directory"
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        return f"cannot write the trace to '{path}': No such file or directory"
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        return f"cannot write the trace to '{path}': Permission denied"
    return None


__all__ = ["FORMATS", "check_trace_path"]
