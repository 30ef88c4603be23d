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
from pdlx.trace.paths import FORMATS, check_trace_path

def write_trace(trace: History, path: str, context: Context | None = None) -> None:
    """Write `trace` to `path` as JSON or HTML (by its extension); raises
    `OSError` or `ValueError` (an unknown extension) before writing."""
    ext = os.path.splitext(path)[1].lower()
    if ext not in FORMATS:
        raise ValueError(check_trace_path(path))
    if ext == ".json":
        text = json.dumps(trace_json(trace, context), indent=1, ensure_ascii=False) + "\n"
    else:
        text = report_html(trace, context)
    folder = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(prefix=".pdlx-trace-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as f:
            f.write(text)
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
