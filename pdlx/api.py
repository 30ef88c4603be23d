"""pdlx's public API: parse and print IR, run transform scripts, run and
explain matchers.

`pdlx/__init__.py` re-exports these names lazily (`pdlx.parse` imports this
module on first use), so `import pdlx` stays cheap while this module imports
what it needs at the top.

Every entry point runs with the cyclic GC paused (`gc_paused`) and restores
it as it was, and the objects a payload keeps per op are untracked by the
collector (`pdlx.support.gcpause`): a long-lived program with the GC on pays
no collections over its own objects during a call, nor over payloads
afterwards; what a call that built a payload leaves goes to the oldest
generation, where no young collection walks it (docs/performance.md, "The
library with the GC on"). `parse` verifies, as pdlx-opt does after its
parse, and the entry points trust a snapshot verified once.
"""

from __future__ import annotations

import html
import io
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum
from typing import NamedTuple, cast

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
from pdlx.syntax.printer import isolated_ancestor, print_module, print_op, value_name
from pdlx.trace.html import notebook_html, report_html, snapshot_html
from pdlx.trace.recorder import Trace, TraceRecorder
from pdlx.transform.entry import MatcherOptions, apply_named_sequence, find_entry_point
from pdlx.transform.library import load_library, merge_symbols_into
from pdlx.transform.lint import unknown_op_name_warnings
from pdlx.transform.state import MappedValue
from pdlx.verify.verifier import is_verified
from pdlx.verify.verifier import verify as verify_ir

TextInput = str | bytes | os.PathLike[str]
"""MLIR given as text or as a file: a `str` is MLIR text, `bytes` UTF-8
MLIR text, an `os.PathLike` (`pathlib.Path`) a file to read. The one rule of
every function here (`parse_file`, named for its path, also takes a `str`)."""

IRInput = Snapshot | TextInput
"""What the API accepts as IR: a snapshot, or `TextInput`."""

LibraryInput = IRInput
"""A transform library: like `IRInput`, and an `os.PathLike` may also be a
directory (its `.mlir` files, as `--transform-preload-library` reads it)."""

Handle = Operation | Value | Attribute
"""A payload entity a script yields: an op, a value, or a parameter."""

_INPUT_TYPES = "a Snapshot, MLIR text (str or bytes) or a file (os.PathLike)"
_PATH_HINT_MAX = 4096
"""Longer strings are never checked for being a file path."""


def _check_input(param: str, x: object) -> None:
    """The `TypeError` for an argument that is no `IRInput`, raised before
    anything runs."""
    if not isinstance(x, (Snapshot, str, bytes, os.PathLike)):
        raise TypeError(f"{param}: expected {_INPUT_TYPES}, got {type(x).__name__}")


def _check_name(param: str, name: object) -> None:
    if name is not None and not isinstance(name, str):
        raise TypeError(
            f"{param}: expected a str (a file name for diagnostics), got {type(name).__name__}"
        )


def _check_bool(param: str, value: object) -> None:
    if not isinstance(value, bool):
        raise TypeError(f"{param}: expected a bool, got {type(value).__name__}")


def _check_context(context: object) -> None:
    if context is not None and not isinstance(context, Context):
        raise TypeError(f"context: expected a pdlx Context or None, got {type(context).__name__}")


def _read_file(x: str | os.PathLike[str] | os.PathLike[bytes]) -> tuple[str, str]:
    """The text of a file and its name for diagnostics (its path as given);
    a located `DiagnosticError` when it cannot be read."""
    raw = os.fspath(x)
    path = raw.decode("utf-8", "surrogateescape") if isinstance(raw, bytes) else raw
    try:
        with open(raw, "rb") as f:
            data = f.read()
    except OSError as e:
        raise DiagnosticError(
            Diagnostic(Severity.ERROR, FileLoc(path, 0, 0), f"could not open: {e.strerror}")
        ) from None
    return data.decode("utf-8", "surrogateescape"), path


def _with_path_hint(e: DiagnosticError, text: str) -> DiagnosticError:
    """`e`, with a note when the text that failed to parse is the path of an
    existing file (a `str` is MLIR text: a file is a `pathlib.Path`)."""
    if len(text) > _PATH_HINT_MAX or "\n" in text or "\0" in text or not e.diagnostics:
        return e
    try:
        is_file = os.path.isfile(text)
    except (OSError, ValueError):
        is_file = False
    if is_file:
        e.diagnostics[0].attach_note(
            f"{text!r} is the path of an existing file: pass pathlib.Path({text!r}) to read it"
        )
    return e


@gc_paused
def parse(
    text: TextInput,
    name: str | None = None,
    *,
    allow_unregistered: bool = True,
    context: Context | None = None,
    verify: bool = True,
) -> Snapshot:
    """Parse MLIR into a snapshot: `text` is MLIR text (`str`, or `bytes` in
    UTF-8) named `name` in diagnostics (default "-"), or a file
    (`os.PathLike`, named by its path). Raises `DiagnosticError` on bad input.

    What parsed is then verified in `context`, as pdlx-opt and mlir-opt do
    after their parse, and the outcome stays with the snapshot: the entry
    points that need verified IR (`match_and_transform`, `collect_matching`,
    ...) report its errors, or trust it, without verifying again. A snapshot
    that fails to verify is still returned (to print or inspect it);
    `verify=False` skips the verification until something needs it."""
    _check_bool("verify", verify)
    snap = _parse_input(text, name, allow_unregistered, context)
    if verify:
        _verifier_errors(snap, context)
    return snap


def _parse_input(
    text: TextInput, name: str | None, allow_unregistered: bool, context: Context | None
) -> Snapshot:
    """`parse` without the verification (`print_ir` prints text unverified)."""
    _check_name("name", name)
    _check_bool("allow_unregistered", allow_unregistered)
    _check_context(context)
    if isinstance(text, os.PathLike):
        body, path = _read_file(text)
        return _parse(body, name or path, allow_unregistered=allow_unregistered, context=context)
    if isinstance(text, bytes):
        return _parse(
            text.decode("utf-8", "surrogateescape"),
            name or "-",
            allow_unregistered=allow_unregistered,
            context=context,
        )
    if not isinstance(text, str):
        raise TypeError(
            f"text: expected MLIR text (str or bytes) or a file (os.PathLike), got {type(text).__name__}"
        )
    try:
        return _parse(text, name or "-", allow_unregistered=allow_unregistered, context=context)
    except DiagnosticError as e:
        raise _with_path_hint(e, text) from None


@gc_paused
def parse_file(
    path: str | os.PathLike[str],
    *,
    allow_unregistered: bool = True,
    context: Context | None = None,
    verify: bool = True,
) -> Snapshot:
    """Parse the MLIR file at `path` (diagnostics name it by its path) and
    verify it, as `parse` does. The one function where a `str` is a path:
    its name says so."""
    if not isinstance(path, (str, os.PathLike)):
        raise TypeError(f"path: expected a str or os.PathLike, got {type(path).__name__}")
    _check_bool("allow_unregistered", allow_unregistered)
    _check_context(context)
    _check_bool("verify", verify)
    body, name = _read_file(path)
    snap = _parse(body, name, allow_unregistered=allow_unregistered, context=context)
    if verify:
        _verifier_errors(snap, context)
    return snap


@gc_paused
def print_ir(
    ir: IRInput,
    *,
    generic: bool = False,
    debuginfo: bool = False,
    name: str | None = None,
    context: Context | None = None,
) -> str:
    """The text mlir-opt would print for the IR's root op (`ir`: a snapshot,
    MLIR text or a file, as everywhere; text is parsed, not verified)."""
    _check_input("ir", ir)
    _check_bool("generic", generic)
    _check_bool("debuginfo", debuginfo)
    _check_name("name", name)
    _check_context(context)
    snap = ir if isinstance(ir, Snapshot) else _parse_input(ir, name, True, context)
    return print_module(snap, generic=generic, debuginfo=debuginfo, context=context)


class Status(Enum):
    """How a `match_and_transform` run ended."""

    OK = "ok"
    """The script ran; `Result.payload` is the transformed payload."""
    FAILED = "failed"
    """The script failed (a definite error); the payload is unchanged."""
    BAD_INPUT = "bad-input"
    """The payload, the script or a library did not parse or verify, or the
    entry point is missing: nothing ran."""


@dataclass(frozen=True, slots=True)
class Result:
    """What `match_and_transform` returns.

    `payload` is never None: the transformed payload (a new snapshot) when
    `ok`; otherwise the payload as given, unchanged (parsed, when it was
    text or a file), or an empty `builtin.module` when it did not parse.
    `diagnostics` are values (render them with `str(d)`); `results` are the
    entry point's yielded values, one list per result: `Operation` views for
    op handles, `Value` views for value handles, attributes for parameters.
    `printed` is what `transform.print` wrote (pdlx-opt prints it to stdout);
    `trace` is the run's `pdlx.trace.recorder.Trace` when asked for
    (`trace=True`), up to and including a failing step.
    """

    status: Status
    payload: Snapshot
    diagnostics: list[Diagnostic] = field(default_factory=list)
    results: list[list[Handle]] = field(default_factory=list)
    printed: str = ""
    trace: Trace | None = None

    @property
    def ok(self) -> bool:
        """Whether the script ran to the end (`status is Status.OK`)."""
        return self.status is Status.OK

    def _repr_html_(self) -> str:
        """In a notebook: the trace's report, or else the payload (an empty
        module and the diagnostics when the input did not parse)."""
        if self.trace is not None:
            return notebook_html(report_html(self.trace))
        if self.status is not Status.BAD_INPUT:
            return notebook_html(snapshot_html(self.payload))
        return (
            "<pre>"
            + html.escape(repr(self) + "\n" + "".join(render(d) for d in self.diagnostics))
            + "</pre>"
        )

    def __repr__(self) -> str:
        return (
            f"<pdlx.Result {self.status.value} diagnostics={len(self.diagnostics)} "
            f"results={len(self.results)}>"
        )


class Match(tuple[Handle, ...]):
    """One match of `collect_matching`: what the matcher yielded, in order
    (`Operation` and `Value` views, attributes for parameters). `ops` gives
    them typed as ops, for the usual matcher that yields only ops."""

    __slots__ = ()

    @property
    def ops(self) -> tuple[Operation, ...]:
        """The match as `Operation` views; `TypeError` naming the position
        when the matcher yielded something else there."""
        for i, x in enumerate(self):
            if not isinstance(x, Operation):
                raise TypeError(f"match[{i}] is a {type(x).__name__}, not an Operation")
        return cast("tuple[Operation, ...]", tuple(self))


_SCOPE_VERIFIES: Derived[dict[int, bool]] = Derived("api.scope_verifies", lambda _: {})
"""scope op -> whether it verifies (`ViewText.op_text`)."""


class ViewText:
    """How views print (`pdlx.ir.views.ViewPrinter`, installed by `import
    pdlx`): `str(op)` as MLIR's `op->print(os)`, in custom form unless the
    op's numbering scope (its closest isolated-from-above ancestor) fails
    to verify, when MLIR prints it generically (AsmState's
    `verifyOpAndAdjustFlags`); values named as that scope names them."""

    def op_text(self, op: Operation) -> str:
        """`str(op)`."""
        return print_op(op, generic=not self._verifies(op.snapshot, op.id))

    def value_name(self, value: Value) -> str:
        """A value's SSA name (`Value.name`): generic numbering (no name
        hints) when its scope fails to verify, as for `op_text`."""
        snap = value.snapshot
        rec = snap.values[value.id]
        owner = snap.parent_op_of_block(rec.owner) if rec.is_arg else rec.owner
        return value_name(value, generic=not self._verifies(snap, owner))

    @staticmethod
    def _verifies(snap: Snapshot, op: int) -> bool:
        """Whether the numbering scope of `op` verifies (cached per scope)."""
        scope = isolated_ancestor(snap, op)
        memo = snap.derived(_SCOPE_VERIFIES)
        ok = memo.get(scope)
        if ok is None:
            diags = run_deep(lambda: verify_ir(snap, None, scope), pure=True)
            ok = memo[scope] = not any(d.severity is Severity.ERROR for d in diags)
        return ok


class _Verdict(NamedTuple):
    """The verifier's errors for a snapshot in `context` while it held
    `op_defs` op definitions and `dialects` dialects (counted after the
    verification, which may load a pending dialect). A tuple: callers get
    fresh lists, so mutating a `Result.diagnostics` cannot change it."""

    context: Context
    op_defs: int
    dialects: int
    errors: tuple[Diagnostic, ...]


_VERIFIED: Derived[dict[int, _Verdict]] = Derived("verified", lambda _: {})
"""id(context) -> that context's `_Verdict` (`_verifier_errors`)."""


def _verify_in(snap: Snapshot, context: Context | None) -> list[Diagnostic]:
    """`verify(snap, context)` with `context` active: verifiers that ask
    `Context.default()` (a transform sequence's "children implement
    TransformOpInterface") see the caller's ops."""
    if context is None:
        return verify_ir(snap, context)
    with context.activate():
        return verify_ir(snap, context)


def _verifier_errors(snap: Snapshot, context: Context | None) -> list[Diagnostic]:
    """The errors the verifier reports for `snap` in `context`, verified once
    per snapshot and context (snapshots never change; a context that
    registered ops or dialects since counts as another, as in
    `is_verified`). A snapshot verified clean, here, by `parse` or by the
    pass manager, is not walked again."""
    ctx = context if context is not None else Context.default()
    if is_verified(snap, ctx):
        return []
    cache = snap.derived(_VERIFIED)
    hit = cache.get(id(ctx))
    if (
        hit is not None
        and hit.context is ctx
        and (hit.op_defs, hit.dialects) == (len(ctx.op_defs), len(ctx.dialects))
    ):
        return list(hit.errors)
    errors = tuple(
        d
        for d in run_deep(lambda: _verify_in(snap, context), pure=True)
        if d.severity is Severity.ERROR
    )
    cache[id(ctx)] = _Verdict(ctx, len(ctx.op_defs), len(ctx.dialects), errors)
    return list(errors)


def _check_verified(snap: Snapshot, context: Context | None) -> None:
    """Raise `DiagnosticError` unless `snap` passes the verifier
    (`_verifier_errors`)."""
    errors = _verifier_errors(snap, context)
    if errors:
        raise DiagnosticError(errors)


def _as_snapshot(x: IRInput, name: str, context: Context | None) -> Snapshot:
    """A snapshot as it is; text (named `name` in diagnostics) or a file
    parsed (`parse`)."""
    if isinstance(x, Snapshot):
        return x
    return parse(x, None if isinstance(x, os.PathLike) else name, context=context)


def _libraries(libraries: object) -> list[LibraryInput]:
    """`libraries` as a list, type-checked: one library or a sequence of them."""
    if isinstance(libraries, (Snapshot, str, bytes, os.PathLike)):
        return [libraries]
    if not isinstance(libraries, (list, tuple)):
        raise TypeError(
            f"libraries: expected {_INPUT_TYPES}, or a list of them; got {type(libraries).__name__}"
        )
    for i, lib in enumerate(libraries):
        _check_input(f"libraries[{i}]", lib)
    return list(libraries)


def _empty_module(name: str) -> Snapshot:
    """What `Result.payload` is for a payload that did not parse."""
    return _parse("", name)


@gc_paused
def match_and_transform(
    payload: IRInput,
    script: IRInput,
    *,
    entry: str = "__transform_main",
    args: Sequence[Handle | Sequence[Handle]] = (),
    libraries: LibraryInput | Sequence[LibraryInput] = (),
    context: Context | None = None,
    interpreted: bool = False,
    max_steps: int | None = None,
    payload_name: str = "payload.mlir",
    script_name: str = "script.mlir",
    trace: bool = False,
) -> Result:
    """Run the transform script's entry named sequence (`entry`, with or
    without its `@`) on the payload.

    `payload`, `script` and each of `libraries` are snapshots, MLIR text or
    files (`TextInput`); text is named `payload_name`/`script_name` (and
    `library.mlir`, `library-1.mlir`, ...) in diagnostics. The entry's first
    argument is bound to the payload's root op; `args` bind the others (each
    an `Operation`/`Value` view, an attribute, or a list of them). Matchers
    run compiled to Python where they can; `interpreted=True` runs them all
    through the interpreter (same results). Bad IR or scripts come back as
    located diagnostics with `ok=False`, never as an exception, and never
    with a half-changed payload; a match op naming an op that exists
    nowhere adds a warning (`pdlx.transform.lint`); arguments of the wrong Python type raise
    `TypeError` before anything runs. `max_steps` stops a script that would
    apply more transform ops than that (a located error; default: no limit,
    as MLIR). `trace=True` records the run step by step in `Result.trace`
    (`pdlx.trace`; docs/trace.md).
    """
    _check_input("payload", payload)
    _check_input("script", script)
    if not isinstance(entry, str):
        raise TypeError(
            f"entry: expected the name of a named sequence (str), got {type(entry).__name__}"
        )
    if not isinstance(args, (list, tuple)):
        raise TypeError(f"args: expected a list or tuple, got {type(args).__name__}")
    for i, a in enumerate(args):
        for x in a if isinstance(a, (list, tuple)) else (a,):
            if not isinstance(x, (Operation, Value, Attribute)):
                raise TypeError(
                    f"args[{i}]: expected Operation or Value views of the payload, "
                    f"attributes, or lists of them; got {type(x).__name__}"
                )
    libs = _libraries(libraries)
    _check_context(context)
    _check_bool("interpreted", interpreted)
    if max_steps is not None and (isinstance(max_steps, bool) or not isinstance(max_steps, int)):
        raise TypeError(f"max_steps: expected an int or None, got {type(max_steps).__name__}")
    _check_name("payload_name", payload_name)
    _check_name("script_name", script_name)
    _check_bool("trace", trace)
    entry = entry[1:] if entry.startswith("@") else entry
    sink = DiagnosticSink()
    pay: Snapshot | None = payload if isinstance(payload, Snapshot) else None
    try:
        pay = _as_snapshot(payload, payload_name, context)
        scr = pay if script is payload else _as_snapshot(script, script_name, context)
        _check_verified(pay, context)
        if scr is not pay:
            _check_verified(scr, context)
    except DiagnosticError as e:
        given = pay if pay is not None else _empty_module(payload_name)
        return Result(Status.BAD_INPUT, given, e.diagnostics)
    extra = [_entry_arg(pay, i, a) for i, a in enumerate(args, start=1)]
    printed = io.StringIO()

    def body() -> Result:
        transform = scr
        for i, lib in enumerate(libs):
            merged = _merge_library(transform, lib, i, len(libs), sink, context)
            if merged is None:
                return Result(Status.BAD_INPUT, pay, sink.diagnostics)
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
            return Result(Status.BAD_INPUT, pay, sink.diagnostics)
        for warning in unknown_op_name_warnings(transform, pay, pay.root, context):
            sink.emit(warning)
        recorder = TraceRecorder(pay) if trace else None
        with observing_rewrites(recorder):
            run = apply_named_sequence(
                transform, entry_op, pay, pay.root, extra, sink,
                context=context, matchers=MatcherOptions(interpreted) if interpreted else None,
                max_steps=max_steps, out=printed, observer=recorder,
            )  # fmt: skip
        results = [[_view(run.payload, x) for x in r] for r in run.results]
        return Result(
            Status.OK if run.ok else Status.FAILED,
            run.payload if run.ok else pay,
            sink.diagnostics,
            results,
            printed.getvalue(),
            recorder.trace() if recorder is not None else None,
        )

    return run_deep(body)


def _merge_library(
    transform: Snapshot,
    lib: LibraryInput,
    index: int,
    count: int,
    sink: DiagnosticSink,
    context: Context | None,
) -> Snapshot | None:
    """`transform` with the symbols of one library merged in (None after an
    error, reported to `sink`): a file or directory is loaded as
    `--transform-preload-library` loads it, text is parsed and verified."""
    if isinstance(lib, os.PathLike):
        raw = os.fspath(lib)
        path = raw.decode("utf-8", "surrogateescape") if isinstance(raw, bytes) else raw
        loaded = load_library([path], sink, context=context)
    else:
        name = "library.mlir" if count == 1 else f"library-{index}.mlir"
        try:
            loaded = _as_snapshot(lib, name, context)
            _check_verified(loaded, context)
        except DiagnosticError as e:
            for d in e.diagnostics:
                sink.emit(d)
            return None
    if loaded is None:
        return None
    return merge_symbols_into(transform, transform.root, loaded, loaded.root, sink)


@gc_paused
def collect_matching(
    payload: IRInput,
    script: IRInput,
    matcher: str,
    *,
    interpreted: bool = False,
    context: Context | None = None,
    payload_name: str = "payload.mlir",
    script_name: str = "script.mlir",
) -> list[Match]:
    """Every match of matcher `matcher` (with or without its `@`: a
    `transform.named_sequence` of `script` taking one op handle) over the
    payload, in post-order walk order: one `Match` per match, the tuple of
    what the matcher yields (`Operation` and `Value` views, attributes for
    parameters; `match.ops` types them as ops).

    Inputs follow `match_and_transform`'s rule. Raises `DiagnosticError`
    (located diagnostics) on bad input or when the matcher fails
    definitely. `interpreted=True` runs the matcher through the transform
    interpreter instead of compiling it (same results).
    """
    pay, scr, name = _matcher_inputs(
        payload, script, matcher, context, interpreted, payload_name, script_name
    )
    run = run_deep(lambda: run_matcher(pay, scr, name, interpreted=interpreted, context=context))
    _raise_on_failure(run.ok, run.diagnostics)
    return [Match(_view(pay, x) for x in m) for m in run.matches]


def _matcher_inputs(
    payload: IRInput,
    script: IRInput,
    matcher: str,
    context: Context | None,
    interpreted: bool,
    payload_name: str,
    script_name: str,
) -> tuple[Snapshot, Snapshot, str]:
    """The verified payload and script snapshots and the matcher's name
    (without `@`): what `collect_matching` and `explain` check first."""
    _check_input("payload", payload)
    _check_input("script", script)
    if not isinstance(matcher, str):
        raise TypeError(
            f"matcher: expected the name of a named sequence (str), got {type(matcher).__name__}"
        )
    _check_bool("interpreted", interpreted)
    _check_context(context)
    _check_name("payload_name", payload_name)
    _check_name("script_name", script_name)
    pay = _as_snapshot(payload, payload_name, context)
    scr = _as_snapshot(script, script_name, context)
    _check_verified(pay, context)
    _check_verified(scr, context)
    return pay, scr, matcher[1:] if matcher.startswith("@") else matcher


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
    payload_name: str = "payload.mlir",
    script_name: str = "script.mlir",
) -> Explanation:
    """Why matcher `@matcher` did or did not match each payload op: for every
    op, the first check that failed and its message (or that it matched).
    `str()` of the result is a summary table; `.table()` lists every op;
    `.attempts` are the records; `.remarks()` the diagnostics pdlx-opt's
    `--explain-matchers` prints. Inputs follow `match_and_transform`'s rule.
    Raises `DiagnosticError` on bad input."""
    pay, scr, name = _matcher_inputs(
        payload, script, matcher, context, interpreted, payload_name, script_name
    )
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


def _view(snap: Snapshot, x: MappedValue) -> Handle:
    """A mapped value as the API hands it out: attributes as they are, op ids
    as `Operation` views, value ids as `Value` views of `snap`."""
    if isinstance(x, Attribute):
        return x
    if x in snap.ops:
        return snap.op(x)
    return Value(snap, x)


__all__ = [
    "Handle",
    "IRInput",
    "LibraryInput",
    "Match",
    "Result",
    "Status",
    "TextInput",
    "Trace",
    "ViewText",
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
