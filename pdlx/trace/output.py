"""Writing a trace to a file: `.json` (the data) or `.html` (the report).

The path is checked before the run (`pdlx.trace.paths`), and the file is
written whole or not at all (a temporary file beside it, renamed), so a
failed write never leaves half a report. Both are written as they are made
(`iter_trace_json`), never whole in memory: JSON escapes what is not ASCII.
"""

from __future__ import annotations

import os
import tempfile

from pdlx.ir.context import Context
from pdlx.trace.document import iter_trace_json
from pdlx.trace.html import write_report
from pdlx.trace.model import History
from pdlx.trace.paths import FORMATS, check_trace_path


def write_trace(trace: History, path: str, context: Context | None = None) -> None:
    """Write `trace` to `path` as JSON or HTML (by its extension); raises
    `OSError` or `ValueError` (an unknown extension) before writing."""
    ext = os.path.splitext(path)[1].lower()
    if ext not in FORMATS:
        raise ValueError(check_trace_path(path))
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".pdlx-trace-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="ascii") as f:
            if ext == ".json":
                for piece in iter_trace_json(trace, context):
                    f.write(piece)
                f.write("\n")
            else:
                write_report(trace, f.write, context)
        os.chmod(tmp, 0o666 & ~_umask())
        os.replace(tmp, path)
    except BaseException:
        if os.path.exists(tmp):
            os.unlink(tmp)
        raise


def _umask() -> int:
    """The process's umask (read by setting it, then setting it back)."""
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


__all__ = ["write_trace"]
