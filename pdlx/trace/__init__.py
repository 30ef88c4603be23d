"""Time travel: the history of a transform (or PDL) run, step by step.

`match_and_transform(..., trace=True)` and `pdlx-opt --pdlx-trace=FILE`
record a `Trace` (`pdlx.trace.recorder`; also `pdlx.Trace`): one `Step`
per transform op applied (nested ones with their depth) or per pattern
rewrite, each with its handles' payload, its outcome and diagnostics, and
the payload snapshot after it (the run's own, never a copy).
`Trace.diff(i, j)` compares two steps; `Trace.write(path)` writes the JSON
data or the self-contained HTML report, which is also what a trace shows as
in a notebook. See docs/trace.md.

The modules: `model` (the data: `Step`, `Handle`, `History`), `recorder`
(`TraceRecorder`, `Trace`), `document` (the JSON data), `html` and `assets`
(the report), `output` and `paths` (files), `run` (tracing a pass
pipeline). This package imports none of them, so that the tool can check a
trace path without loading the rest.
"""
