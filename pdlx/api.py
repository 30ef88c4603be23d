"""pdlx's public API: parse and print IR, run transform scripts, run and
explain matchers.

`pdlx/__init__.py` re-exports these names lazily (`pdlx.parse` imports this
module on first use), so `import pdlx` stays cheap while this module imports
what it needs at the top.

Every entry point runs with the cyclic GC paused (`gc_paused`) and restores
it as it was, and the objects a payload keeps per op are untracked by the
collector (`pdlx.support.gcpause`): a long-lived program with the GC on pays
no collections over its own objects during a call, nor over payloads
afterwards (docs/performance.md, "The library with the GC on").
"""

from __future__ import annotations

import html
import os
from collections.abc import Sequence

from pdlx.compile.collect import run_matcher
from pdlx.compile.explain import Explainer, Explanation
from pdlx.compile.library import load_matchers, matcher_file
from pdlx.ir.attributes import Attribute
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, DiagnosticSink, Severity, render
from pdlx.ir.location import FileLoc
from pdlx.ir.snapshot import Derived, Snapshot
from pdlx.ir.views import Operation, Value
from pdlx.ods.diagnostics import op_diag
from pdlx.pdl.engine import PatternError, PatternSet
from pdlx.pdl.explain import PDLExplanation
from pdlx.rewrite.greedy import observing_rewrites
from pdlx.support.deep import run_deep
from pdlx.support.gcpause import gc_paused
from pdlx.syntax.parser import parse as _parse
from pdlx.syntax.printer import print_module
from pdlx.trace.html import notebook_html, report_html, snapshot_html
from pdlx.trace.recorder import Trace, TraceRecorder
from pdlx.transform.entry import MatcherOptions, apply_named_sequence, find_entry_point
from pdlx.transform.library import load_library, merge_symbols_into
from pdlx.transform.state import MappedValue
from pdlx.verify.verifier import verify

IRInput = Snapshot | str | os.PathLike[str]
"""What the API accepts as IR: a snapshot, MLIR text, or a file path."""


@gc_paused
def parse(
    text: str,
    name: str = "-",
    *,
    allow_unregistered: bool = True,
    context: Context | None = None,
) -> Snapshot:
    """Parse MLIR text into a snapshot. Raises `DiagnosticError` on bad input."""
    return _parse(text, name, allow_unregistered=allow_unregistered, context=context)


@gc_paused
def parse_file(
    path: str, *, allow_unregistered: bool = True, context: Context | None = None
) -> Snapshot:
    """Parse the MLIR file at `path` (diagnostics name it by its path)."""
    with open(path, encoding="utf-8", errors="surrogateescape") as f:
        text = f.read()
    return parse(text, path, allow_unregistered=allow_unregistered, context=context)


@gc_paused
def print_ir(snapshot: Snapshot, *, generic: bool = False, debuginfo: bool = False) -> str:
    """The text mlir-opt would print for the snapshot's root op."""
    return print_module(snapshot, generic=generic, debuginfo=debuginfo)


class Result:
    """What `match_and_transform` returns.

    `payload` is the transformed payload (a new snapshot; the input is never
    modified, and on a definite failure `payload` is the input itself, or
    None when the input was text or a path that did not parse or verify);
    `diagnostics` are values (render them with `str(d)`); `results` are the
    entry point's yielded values: op handles as lists of `Operation` views,
    value handles as lists of `Value` views, parameters as attributes;
    `trace` is the run's `pdlx.trace.recorder.Trace` when asked for (`trace=True`),
    up to and including a failing step.
    """

    __slots__ = ("diagnostics", "ok", "payload", "results", "trace")

    def __init__(
        self,
        ok: bool,
        payload: Snapshot | None,
        diagnostics: list[Diagnostic],
        results: list[list[object]],
        trace: Trace | None = None,
    ) -> None:
        self.ok = ok
        self.payload = payload
        self.diagnostics = diagnostics
        self.results = results
        self.trace = trace

    def __repr__(self) -> str:
        return f"<pdlx.Result ok={self.ok} diagnostics={len(self.diagnostics)} results={len(self.results)}>"

    def _repr_html_(self) -> str:
        """In a notebook: the trace's report, or else the payload."""
        if self.trace is not None:
            return notebook_html(report_html(self.trace))
        if self.payload is not None:
            return notebook_html(snapshot_html(self.payload))
        return (
            "<pre>"
            + html.escape(repr(self) + "\n" + "".join(render(d) for d in self.diagnostics))
            + "</pre>"
        )


_VERIFIED: Derived[dict[int, list[Diagnostic]]] = Derived("verified", lambda _: {})
"""id(context) -> the errors the verifier reports in that context (`_check_verified`)."""


def _verify_in(snap: Snapshot, context: Context | None) -> list[Diagnostic]:
    """`verify(snap, context)` with `context` active: verifiers that ask
    `Context.default()` (a transform sequence's "children implement
    TransformOpInterface") see the caller's ops."""
    if context is None:
        return verify(snap, context)
    with context.activate():
        return verify(snap, context)


def _check_verified(snap: Snapshot, context: Context | None) -> None:
    """Raise `DiagnosticError` unless `snap` passes the verifier (checked
    once per snapshot: snapshots never change)."""
    key = id(context)
    cache = snap.derived(_VERIFIED)
    errors = cache.get(key)
    if errors is None:
        errors = [
            d for d in run_deep(lambda: _verify_in(snap, context)) if d.severity is Severity.ERROR
        ]
        cache[key] = errors
    if errors:
        raise DiagnosticError(errors)


def _as_snapshot(x: IRInput, name: str, context: Context | None) -> Snapshot:
    """A snapshot, MLIR text (named `name` in diagnostics) or a file path
    (a `pathlib.Path`; named by its path)."""
    if isinstance(x, Snapshot):
        return x
    if isinstance(x, str):
        return parse(x, name, context=context)
    if isinstance(x, os.PathLike):
        path = os.fspath(x)
        try:
            return parse_file(path, context=context)
        except OSError as e:
            raise DiagnosticError(
                Diagnostic(Severity.ERROR, FileLoc(path, 0, 0), f"could not open: {e.strerror}")
            ) from None
    raise TypeError(f"expected a Snapshot, MLIR text or a path, got {type(x).__name__}")


@gc_paused
def match_and_transform(
    payload: IRInput,
    script: IRInput,
    *,
    entry: str = "__transform_main",
    args: tuple[object, ...] | list[object] = (),
    libraries: Sequence[str | os.PathLike[str] | Snapshot] | str | os.PathLike[str] | Snapshot = (),
    context: Context | None = None,
    interpreted: bool = False,
    max_steps: int | None = None,
    trace: bool = False,
) -> Result:
    """Run the transform script's entry named sequence on the payload.

    The entry's first argument is bound to the payload's root op; `args`
    bind the others (each an `Operation`/`Value` view, an attribute, or a
    list of them). Matchers run compiled to Python where they can;
    `interpreted=True` runs them all through the interpreter (same results).
    Bad IR or scripts come back as located diagnostics with `ok=False`,
    never as an exception, and never with a half-changed payload; arguments
    of the wrong Python type raise `TypeError` before anything runs.
    `max_steps` stops a script that would apply more transform ops than that
    (a located error; default: no limit, as MLIR). `trace=True` records
    the run step by step in `Result.trace` (`pdlx.trace`; docs/trace.md).
    """
    if not isinstance(entry, str):
        raise TypeError(f"entry: expected the name of a named sequence, got {type(entry).__name__}")
    libs: Sequence[str | os.PathLike[str] | Snapshot] = (
        (libraries,) if isinstance(libraries, (str, os.PathLike, Snapshot)) else libraries
    )
    for lib in libs:
        if not isinstance(lib, (str, os.PathLike, Snapshot)):
            raise TypeError(f"libraries: expected paths or snapshots, got {type(lib).__name__}")
    sink = DiagnosticSink()
    try:
        pay = _as_snapshot(payload, "payload.mlir", context)
        scr = pay if script is payload else _as_snapshot(script, "script.mlir", context)
        _check_verified(pay, context)
        if scr is not pay:
            _check_verified(scr, context)
    except DiagnosticError as e:
        return Result(False, payload if isinstance(payload, Snapshot) else None, e.diagnostics, [])

    def body() -> Result:
        transform = scr
        for lib in libs:
            if isinstance(lib, Snapshot):
                merged = merge_symbols_into(transform, transform.root, lib, lib.root, sink)
            else:
                loaded = load_library([os.fspath(lib)], sink, context=context)
                merged = (
                    merge_symbols_into(transform, transform.root, loaded, loaded.root, sink)
                    if loaded is not None
                    else None
                )
            if merged is None:
                return Result(False, pay, sink.diagnostics, [])
            transform = merged
        entry_op = find_entry_point(transform, transform.root, entry)
        if entry_op is None:
            sink.emit(
                op_diag(
                    transform,
                    transform.root,
                    f"could not find a nested named sequence with name: {entry}",
                )
            )
            return Result(False, pay, sink.diagnostics, [])
        extra = [_entry_arg(pay, i, a) for i, a in enumerate(args, start=1)]
        recorder = TraceRecorder(pay) if trace else None
        with observing_rewrites(recorder):
            run = apply_named_sequence(
                transform, entry_op, pay, pay.root, extra, sink,
                context=context, matchers=MatcherOptions(interpreted) if interpreted else None,
                max_steps=max_steps, observer=recorder,
            )  # fmt: skip
        results = [[_view(run.payload, x) for x in r] for r in run.results]
        recorded = recorder.trace() if recorder is not None else None
        return Result(run.ok, run.payload if run.ok else pay, sink.diagnostics, results, recorded)

    return run_deep(body)


@gc_paused
def collect_matching(
    payload: IRInput,
    script: IRInput,
    matcher: str,
    *,
    interpreted: bool = False,
    context: Context | None = None,
) -> list[tuple[object, ...]]:
    """Every match of matcher `@matcher` (a `transform.named_sequence` of
    `script` taking one op handle) over the payload, in post-order walk
    order: one tuple per match of what the matcher yields (`Operation` and
    `Value` views, attributes for parameters).

    Raises `DiagnosticError` (located diagnostics) on bad input or when the
    matcher fails definitely. `interpreted=True` runs the matcher through
    the transform interpreter instead of compiling it (same results).
    """
    pay, scr, name = _matcher_inputs(payload, script, matcher, context)
    run = run_deep(lambda: run_matcher(pay, scr, name, interpreted=interpreted, context=context))
    _raise_on_failure(run.ok, run.diagnostics)
    return [tuple(_view(pay, x) for x in m) for m in run.matches]


def _matcher_inputs(
    payload: IRInput, script: IRInput, matcher: str, context: Context | None
) -> tuple[Snapshot, Snapshot, str]:
    """The verified payload and script snapshots and the matcher's name
    (without `@`): what `collect_matching` and `explain` check first."""
    if not isinstance(matcher, str):
        raise TypeError(
            f"matcher: expected the name of a named sequence, got {type(matcher).__name__}"
        )
    pay = _as_snapshot(payload, "payload.mlir", context)
    scr = _as_snapshot(script, "script.mlir", context)
    _check_verified(pay, context)
    _check_verified(scr, context)
    return pay, scr, matcher.lstrip("@")


def _raise_on_failure(ok: bool, diagnostics: list[Diagnostic]) -> None:
    if not ok:
        raise DiagnosticError(
            [d for d in diagnostics if d.severity is Severity.ERROR] or diagnostics
        )


@gc_paused
def explain(
    payload: IRInput,
    script: IRInput,
    matcher: str,
    *,
    interpreted: bool = False,
    context: Context | None = None,
) -> Explanation:
    """Why matcher `@matcher` did or did not match each payload op: for every
    op, the first check that failed and its message (or that it matched).
    `str()` of the result is a summary table; `.table()` lists every op;
    `.attempts` are the records; `.remarks()` the diagnostics pdlx-opt's
    `--explain-matchers` prints. Raises `DiagnosticError` on bad input."""
    pay, scr, name = _matcher_inputs(payload, script, matcher, context)
    recorder = Explainer(remarks=False)
    run = run_deep(
        lambda: run_matcher(
            pay, scr, name, interpreted=interpreted, explain=recorder, context=context
        )
    )
    _raise_on_failure(run.ok, run.diagnostics)
    return recorder.explanation()


@gc_paused
def explain_patterns(
    payload: IRInput,
    patterns: PatternSet | str | os.PathLike[str],
    *,
    context: Context | None = None,
) -> PDLExplanation:
    """Why each PDL pattern did or did not match each op of the payload it
    may be rooted at (in the regions of the payload's top-level op, as
    `--apply-pdl` applies them): the first check that failed, at its PDL or
    PDLL source line. `patterns`: a `PatternSet` or the path of a `.pdll` or
    `.mlir` pattern file. `str()` of the result is the summary,
    `.to_json()` the same data as JSON. Raises `DiagnosticError` on bad
    input; nothing is rewritten."""
    pay = _as_snapshot(payload, "payload.mlir", context)
    _check_verified(pay, context)
    if not isinstance(patterns, PatternSet):
        if not isinstance(patterns, (str, os.PathLike)):
            raise TypeError(
                f"patterns: expected a PatternSet or a pattern file path, got "
                f"{type(patterns).__name__}"
            )
        path = os.fspath(patterns)
        try:
            patterns = PatternSet.from_file(path, ctx=context)
        except OSError as e:
            raise DiagnosticError(
                Diagnostic(Severity.ERROR, FileLoc(path, 0, 0), f"could not open: {e.strerror}")
            ) from None
        except PatternError as e:
            raise DiagnosticError(e.diagnostics) from None
    ps = patterns
    return PDLExplanation(run_deep(lambda: ps.explain(pay, ctx=context)))


def _entry_arg(pay: Snapshot, position: int, arg: object) -> list[MappedValue]:
    """One extra entry argument as the interpreter binds it: attributes as
    they are, `Operation`/`Value` views of the payload as ids."""
    out: list[MappedValue] = []
    for x in list(arg) if isinstance(arg, (list, tuple)) else [arg]:
        if isinstance(x, Attribute):
            out.append(x)
        elif (isinstance(x, Operation) and x.id in pay.ops) or (
            isinstance(x, Value) and x.id in pay.values
        ):
            out.append(x.id)
        else:
            raise TypeError(
                f"args[{position - 1}]: expected Operation or Value views of the payload, "
                f"attributes, or lists of them; got {type(x).__name__}"
                + (" of another snapshot" if isinstance(x, (Operation, Value)) else "")
            )
    return out


def _view(snap: Snapshot, x: MappedValue) -> object:
    """A mapped value as the API hands it out: attributes as they are, op ids
    as `Operation` views, value ids as `Value` views of `snap`."""
    if isinstance(x, Attribute):
        return x
    if x in snap.ops:
        return snap.op(x)
    return Value(snap, x)


__all__ = [
    "IRInput",
    "Result",
    "Trace",
    "collect_matching",
    "explain",
    "explain_patterns",
    "load_matchers",
    "match_and_transform",
    "matcher_file",
    "parse",
    "parse_file",
    "print_ir",
]
