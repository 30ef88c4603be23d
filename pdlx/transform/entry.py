"""Running a transform script: MLIR's transform-interpreter pass and
`applyTransformNamedSequence`.

The entry point is a `transform.named_sequence` (default `@__transform_main`)
found first in the payload module, then in the preloaded library. Its first
argument is bound to the payload root (the whole module, or the op tagged
`transform.target_tag = "<tag>"`), the others to `debug-bind-trailing-args`
or to what the caller passes.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TextIO

from pdlx.ir.attributes import StringAttr
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.location import FileLoc
from pdlx.ir.snapshot import Snapshot
from pdlx.ir.symbols import symbol_name
from pdlx.transform.interpreter import Interpreter
from pdlx.transform.library import merge_library_into
from pdlx.transform.observe import ObservedInterpreter, TransformObserver
from pdlx.transform.outcome import Outcome, definite
from pdlx.transform.state import DiagnosticSink, MappedValue, MatchExplainer, TransformState
from pdlx.verify.verifier import op_diag

NAMED_SEQUENCE = "transform.named_sequence"
TARGET_TAG_ATTR = "transform.target_tag"
DEFAULT_ENTRY = "__transform_main"


@dataclass
class InterpreterOptions:
    entry_point: str = DEFAULT_ENTRY
    debug_payload_root_tag: str = ""
    debug_bind_trailing_args: list[str] = field(default_factory=list)
    max_steps: int | None = None
    """At most this many transform op applications (None: no limit)."""
    observer: TransformObserver | None = None
    """Told of every transform op applied (`pdlx.trace` records with it)."""


@dataclass
class MatcherOptions:
    """How matchers run: compiled where they can be (the default) or all
    interpreted; and an explain recorder (`pdlx.compile.explain`)."""

    interpreted: bool = False
    explain: MatchExplainer | None = None


@dataclass
class RunResult:
    """The outcome of an interpreter run: the final payload (the input one,
    unchanged, when the run failed definitely) and the entry's results."""

    ok: bool
    payload: Snapshot
    results: list[list[MappedValue]] = field(default_factory=list)
    left: Snapshot | None = None
    """After a failed run, the payload as far as the run got (MLIR edits in
    place, so --mlir-print-ir-after-failure shows that); None if unknown."""


def find_payload_root(snap: Snapshot, root: int, tag: str, sink: DiagnosticSink) -> int | None:
    if not tag:
        return root
    target: int | None = None
    for op in snap.walk(root, post_order=True):
        a = snap.ops[op].attributes.get(TARGET_TAG_ATTR)
        if not isinstance(a, StringAttr) or a.value != tag:
            continue
        if target is None:
            target = op
            continue
        d = op_diag(snap, op, f"repeated operation with the target tag '{tag}'")
        d.attach_note("previously seen operation", snap.ops[target].loc)
        sink.emit(d)
        return None
    return target


def find_entry_point(snap: Snapshot, root: int, name: str) -> int | None:
    """MLIR 22's findTransformEntryPointInOp: a named sequence called `name`
    directly in `root` when `root` carries `transform.with_named_sequence`,
    else the first one in a pre-order walk."""
    rec = snap.ops[root]
    if "transform.with_named_sequence" in rec.attributes and rec.regions:
        for block in snap.regions[rec.regions[0]].blocks:
            for op in snap.block_ops(block):
                if snap.ops[op].name == NAMED_SEQUENCE and symbol_name(snap, op) == name:
                    return op
    # The walk is over the whole payload; the post-order list of op names
    # (cached, and reused by matchers walking the same root) says first
    # whether there is any named sequence to find.
    if NAMED_SEQUENCE not in snap.post_order_names(root):
        return None
    for op in snap.walk(root):
        if snap.ops[op].name == NAMED_SEQUENCE and symbol_name(snap, op) == name:
            return op
    return None


def bind_trailing_args(snap: Snapshot, root: int, names: Sequence[str]) -> list[list[MappedValue]]:
    """Payload for each extra entry argument: ops named `name`, or the results
    of ops named `^name` (post-order walk, as MLIR's Operation::walk)."""
    out: list[list[MappedValue]] = []
    for name in names:
        binding: list[MappedValue] = []
        want = name[1:] if name.startswith("^") else name
        for op in snap.walk(root, post_order=True):
            if snap.ops[op].name != want:
                continue
            if name.startswith("^"):
                binding.extend(snap.ops[op].results)
            else:
                binding.append(op)
        out.append(binding)
    return out


def apply_named_sequence(
    transform: Snapshot,
    entry: int,
    payload: Snapshot,
    payload_root: int,
    extra: Sequence[Sequence[MappedValue]],
    sink: DiagnosticSink,
    *,
    context: Context | None = None,
    out: TextIO | None = None,
    matchers: MatcherOptions | None = None,
    max_steps: int | None = None,
    observer: TransformObserver | None = None,
) -> RunResult:
    """MLIR's applyTransforms on a named sequence entry point: verify the
    entry's signature against the bindings, then apply it (at most
    `max_steps` transform op applications: `Interpreter.max_steps`;
    `observer` hears of each one)."""
    interp = (
        Interpreter(context, max_steps)
        if observer is None
        else ObservedInterpreter(context, max_steps, observer)
    )
    state = TransformState(
        transform, payload, payload_root, sink, extra_mappings=extra, interpreter=interp
    )
    state.entry = entry
    state.out = out
    if matchers is not None:
        state.force_interpreted = matchers.interpreted
        state.explain = matchers.explain
    region = transform.blocks[transform.ops[entry].parent].parent
    with interp.ctx.activate(), state.region_scope(region):
        outcome = interp.apply_transform(state, entry)
        outcome = outcome.report(sink)
    if not outcome.succeeded:
        return RunResult(False, payload, left=state.payload)
    return RunResult(True, state.payload, list(state.entry_results))


def run_interpreter(
    snap: Snapshot,
    sink: DiagnosticSink,
    options: InterpreterOptions,
    *,
    library: Snapshot | None = None,
    context: Context | None = None,
    out: TextIO | None = None,
    matchers: MatcherOptions | None = None,
) -> RunResult:
    """The `--transform-interpreter` pass on a parsed module `snap`."""
    root = snap.root
    payload_root = find_payload_root(snap, root, options.debug_payload_root_tag, sink)
    entry = find_entry_point(snap, root, options.entry_point)
    transform = snap
    if entry is None and library is not None:
        entry = find_entry_point(library, library.root, options.entry_point)
        transform = library
    if entry is None:
        sink.emit(
            op_diag(
                snap,
                root,
                f"could not find a nested named sequence with name: {options.entry_point}",
            )
        )
        return RunResult(False, snap)
    if payload_root is None:
        return RunResult(False, snap)
    if library is not None and transform is snap:
        merged = merge_library_into(snap, entry, library, sink)
        if merged is None:
            sink.emit(Diagnostic(Severity.ERROR, snap.ops[root].loc, "failed to merge symbols"))
            return RunResult(False, snap)
        snap = transform = merged
    extra = bind_trailing_args(snap, payload_root, options.debug_bind_trailing_args)
    return apply_named_sequence(
        transform,
        entry,
        snap,
        payload_root,
        extra,
        sink,
        context=context,
        out=out,
        matchers=matchers,
        max_steps=options.max_steps,
        observer=options.observer,
    )


def unknown_loc_file(name: str) -> FileLoc:
    return FileLoc(name, 0, 0)


__all__ = [
    "InterpreterOptions",
    "MatcherOptions",
    "RunResult",
    "apply_named_sequence",
    "bind_trailing_args",
    "definite",
    "find_entry_point",
    "find_payload_root",
    "run_interpreter",
]

_ = Outcome
