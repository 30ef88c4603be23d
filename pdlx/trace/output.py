"""Writing a trace to a file: `.json` (the data) or `.html` (the report).

The path is checked before the run (`check_trace_path`), and the file is
written whole or not at all (a temporary file beside it, renamed), so a
failed write never leaves half a report."""

from __future__ import annotations

import json
import os
import tempfile

from pdlx.ir.context import Context
from pdlx.trace.document import trace_json
from pdlx.trace.html import report_html
from pdlx.trace.model import History

FORMATS = (".json", ".html", ".htm")


def check_trace_path(path: str) -> str | None:
    """Why a trace cannot be written to `path` (None: it can): an unknown
    extension, a directory, a missing or unwritable folder."""
    ext = os.path.splitext(path)[1].lower()
    if ext not in FORMATS:
        return (
            f"cannot write the trace to '{path}': the file name must end in .json or .html"
        )
    if os.path.isdir(path):
        return f"cannot write the trace to '{path}': Is a directory"
    folder = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(folder):
        return f"cannot write the trace to '{path}': No such file or directory"
    if not os.access(folder, os.W_OK) or (os.path.exists(path) and not os.access(path, os.W_OK)):
        return f"cannot write the trace to '{path}': Permission denied"
    return None


def write_trace(trace: History, path: str, context: Context | None = None) -> None:
    """Write `trace` to `path` as JSON or HTML (by its extension); raises
    `OSError` or `ValueError` (an unknown extension) before writing."""
    problem = check_trace_path(path)
    if problem is not None and not os.path.splitext(path)[1].lower() in FORMATS:
        raise ValueError(problem)
    if os.path.splitext(path)[1].lower() == ".json":
        text = json.dumps(trace_json(trace, context), indent=1, ensure_ascii=False) + "\n"
    else:
        text = report_html(trace, context)
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".pdlx-trace-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


__all__ = ["FORMATS", "check_trace_path", "write_trace"]
