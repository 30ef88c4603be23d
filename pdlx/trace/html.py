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

from pdlx.ir.context import Context
from pdlx.ir.snapshot import Snapshot
from pdlx.syntax.printer import print_module
from pdlx.trace.assets import CSS, JS
from pdlx.trace.document import JsonDict, snapshot_chunks, trace_json
from pdlx.trace.model import History

SNAPSHOT_OPEN_LIMIT = 400
"""A snapshot printed in at most this many lines shows every function
open; a larger one shows them collapsed, each opened on a click."""


def _data_script(data: JsonDict) -> str:
    """The data, gzipped and in base64: a trace's JSON repeats itself (op
    texts, keys), and compressed it is a fifth of its size or less; the
    page inflates it with the browser's own `DecompressionStream`."""
    raw = json.dumps(data, separators=(",", ":")).encode("ascii")
    packed = base64.b64encode(gzip.compress(raw, compresslevel=6, mtime=0)).decode("ascii")
    return (
        '<script type="application/octet-stream" id="pdlx-data" data-encoding="gzip+base64">'
        f"{packed}</script>"
    )


def page_data(page: str) -> JsonDict:
    """The data of a page `report_html` or `snapshot_html` made (for tests
    and tools that read a report back)."""
    start = page.index('data-encoding="gzip+base64">') + len('data-encoding="gzip+base64">')
    end = page.index("</script>", start)
    data = json.loads(gzip.decompress(base64.b64decode(page[start:end])))
    if not isinstance(data, dict):
        raise ValueError("not a pdlx page")
    return data


def _page(title: str, body: str, data: JsonDict) -> str:
    return (
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
        f"<title>{html.escape(title)}</title><style>{CSS}</style></head>\n<body>\n{body}\n"
        f"{_data_script(data)}\n<script>{JS}</script>\n</body></html>\n"
    )


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


def report_html(trace: History, context: Context | None = None) -> str:
    """The trace's report as one self-contained HTML page."""
    data = trace_json(trace, context)
    title = "pdlx trace" if trace.kind == "transform" else "pdlx trace (PDL patterns)"
    body = REPORT_BODY.format(title=html.escape(title), count=len(trace.steps))
    return _page(title, body, data)


def snapshot_html(snap: Snapshot, context: Context | None = None) -> str:
    """A snapshot as a page: its printed IR, coloured, one collapsible
    section per top-level op (collapsed when the IR is large)."""
    text = print_module(snap, generic=False, context=context)
    data: JsonDict = {
        "mode": "snapshot",
        "snapshot": snapshot_chunks(text),
        "open_limit": SNAPSHOT_OPEN_LIMIT,
    }
    return _page("pdlx snapshot", '<div id="snapshot"></div>', data)


def notebook_html(page: str, height: int = 640) -> str:
    """A page as a notebook cell output: in an iframe of its own."""
    return (
        f'<iframe srcdoc="{html.escape(page, quote=True)}" '
        f'style="width:100%;height:{height}px;border:1px solid #ccc" '
        'sandbox="allow-scripts"></iframe>'
    )


__all__ = ["notebook_html", "page_data", "report_html", "snapshot_html"]
