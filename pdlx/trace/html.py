"""The HTML report of a trace, and the HTML of a snapshot, from one
renderer: a self-contained page (`assets.CSS`, `assets.JS`, the data as
JSON), with no network access and no file beside it.

In a notebook (`_repr_html_`) a page is shown in an `<iframe srcdoc>`:
its script and styles then cannot clash with the notebook's or with
another report's on the same page.
"""

from __future__ import annotations

import base64
import gzip
import html
import json
import zlib
from collections.abc import Callable, Iterable

from pdlx.ir.context import Context
from pdlx.ir.snapshot import Snapshot
from pdlx.syntax.printer import print_module
from pdlx.trace.assets import CSS, JS
from pdlx.trace.document import JsonDict, iter_trace_json, snapshot_chunks
from pdlx.trace.model import History

SNAPSHOT_OPEN_LIMIT = 400
"""A snapshot printed in at most this many lines shows every function
open; a larger one shows them collapsed, each opened on a click."""


class _Packer:
    """Text to gzip to base64, as it comes: a trace's JSON repeats itself
    (op texts, keys), and compressed it is a fifth of its size or less; the
    page inflates it with the browser's own `DecompressionStream`."""

    def __init__(self, out: Callable[[str], object]) -> None:
        self.out = out
        self.z = zlib.compressobj(6, zlib.DEFLATED, 31)  # 31: a gzip stream
        self.pending = b""

    def write(self, text: str) -> None:
        self._emit(self.z.compress(text.encode("ascii")))

    def _emit(self, data: bytes) -> None:
        data = self.pending + data
        whole = len(data) - len(data) % 3  # base64 goes 3 bytes at a time
        if whole:
            self.out(base64.b64encode(data[:whole]).decode("ascii"))
        self.pending = data[whole:]

    def close(self) -> None:
        self._emit(self.z.flush())
        if self.pending:
            self.out(base64.b64encode(self.pending).decode("ascii"))
            self.pending = b""


def write_page(out: Callable[[str], object], title: str, body: str, data: Iterable[str]) -> None:
    """A self-contained page, in pieces to `out`: `data` is its JSON text
    (ASCII), in pieces too."""
    out(
        '<!DOCTYPE html>\n<html lang="en"><head><meta charset="utf-8">'
        f"<title>{html.escape(title)}</title><style>{CSS}</style></head>\n<body>\n{body}\n"
        '<script type="application/octet-stream" id="pdlx-data" data-encoding="gzip+base64">'
    )
    packer = _Packer(out)
    for piece in data:
        packer.write(piece)
    packer.close()
    out(f"</script>\n<script>{JS}</script>\n</body></html>\n")


def page_data(page: str) -> JsonDict:
    """The data of a page `report_html` or `snapshot_html` made (for tests
    and tools that read a report back)."""
    marker = 'data-encoding="gzip+base64">'
    start = page.index(marker) + len(marker)
    end = page.index("</script>", start)
    first, *lines = gzip.decompress(base64.b64decode(page[start:end])).split(b"\n")
    data = json.loads(first)
    if not isinstance(data, dict):
        raise ValueError("not a pdlx page")
    if lines:  # a report's patches, one per line
        data["patches"] = [json.loads(line) for line in lines]
    return data


def _page(title: str, body: str, data: Iterable[str]) -> str:
    parts: list[str] = []
    write_page(parts.append, title, body, data)
    return "".join(parts)


REPORT_BODY = """<header><h1>{title}</h1><span class="help">{count} steps &middot;
j/&darr;/&rarr; next step &middot; k/&uarr;/&larr; previous &middot; &#9662; folds nested steps
&middot; click a folded function to expand it</span></header>
<main><nav id="steps" aria-label="steps"></nav>
<div id="panes">
<section><h2>Step</h2><div id="meta" class="meta"></div></section>
<section><h2>Transform source</h2><div id="source"></div></section>
<section><h2>Diagnostics</h2><div id="diags"></div></section>
<section><h2>Payload after the step (handle ops highlighted, changed ops marked;
values named by id)</h2><div id="payload"></div></section>
<section><h2>Diff against the payload before the step</h2><div id="diff"></div></section>
</div></main>"""


def _report_parts(trace: History) -> tuple[str, str]:
    title = "pdlx trace" if trace.kind == "transform" else "pdlx trace (PDL patterns)"
    return title, REPORT_BODY.format(title=html.escape(title), count=len(trace.steps))


def report_html(trace: History, context: Context | None = None) -> str:
    """The trace's report as one self-contained HTML page (the steps'
    diffs are made by the page, from the payload document)."""
    title, body = _report_parts(trace)
    return _page(title, body, iter_trace_json(trace, context, page=True))


def write_report(
    trace: History, out: Callable[[str], object], context: Context | None = None
) -> None:
    """The report, in pieces to `out` (a file's `write`): never the whole
    page, nor the whole trace's JSON, in memory at once."""
    title, body = _report_parts(trace)
    write_page(out, title, body, iter_trace_json(trace, context, page=True))


def snapshot_html(snap: Snapshot, context: Context | None = None) -> str:
    """A snapshot as a page: its printed IR, coloured, one collapsible
    section per top-level op (collapsed when the IR is large)."""
    text = print_module(snap, generic=False, context=context)
    data: JsonDict = {
        "mode": "snapshot",
        "snapshot": snapshot_chunks(text),
        "open_limit": SNAPSHOT_OPEN_LIMIT,
    }
    return _page("pdlx snapshot", '<div id="snapshot"></div>', [json.dumps(data)])


def notebook_html(page: str, height: int = 640) -> str:
    """A page as a notebook cell output: in an iframe of its own."""
    return (
        f'<iframe srcdoc="{html.escape(page, quote=True)}" '
        f'style="width:100%;height:{height}px;border:1px solid #ccc" '
        'sandbox="allow-scripts"></iframe>'
    )


__all__ = [
    "notebook_html",
    "page_data",
    "report_html",
    "snapshot_html",
    "write_page",
    "write_report",
]
