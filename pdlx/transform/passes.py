"""The transform dialect's passes: transform-interpreter,
transform-preload-library, transform-dialect-check-uses,
transform-infer-effects."""

from __future__ import annotations

from pdlx.ir.attributes import UNIT, ArrayAttr, DictionaryAttr
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.passes import PassContext, PassInfo, list_option, register_pass
from pdlx.support.gcpause import bulk_phase
from pdlx.transform.check_uses import check_uses
from pdlx.transform.entry import InterpreterOptions, run_interpreter
from pdlx.transform.library import load_library
from pdlx.transform.lint import unknown_op_name_warnings
from pdlx.transform.ops.control import consumed_block_args

LIBRARY_KEY = "transform.library"
MATCHERS_KEY = "transform.matchers"
"""PassContext.shared key of the run's MatcherOptions (pdlx-opt's
--explain-matchers and --pdlx-matchers)."""
MAX_STEPS_KEY = "transform.max_steps"
"""PassContext.shared key of the interpreter's step limit (pdlx-opt's
--pdlx-transform-max-steps)."""
LINT_KEY = "transform.lint"
"""PassContext.shared key: when true, the interpreter first warns about
match ops naming ops that exist nowhere (`pdlx.transform.lint`; pdlx-opt
sets it except under --verify-diagnostics)."""
OBSERVER_KEY = "transform.observer"
"""PassContext.shared key of a `TransformObserver` told of every transform
op the interpreter applies (pdlx-opt's --pdlx-trace)."""


def _interpreter(snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
    options = InterpreterOptions(
        entry_point=opts.get("entry-point") or "__transform_main",
        debug_payload_root_tag=opts.get("debug-payload-root-tag", ""),
        debug_bind_trailing_args=list_option(opts, "debug-bind-trailing-args"),
        max_steps=pctx.shared.get(MAX_STEPS_KEY),
        observer=pctx.shared.get(OBSERVER_KEY),
    )
    if pctx.shared.get(LINT_KEY):
        library = pctx.shared.get(LIBRARY_KEY)
        for script in (snap,) if library is None else (library, snap):
            for d in unknown_op_name_warnings(script, snap, snap.root, pctx.ctx):
                pctx.sink.emit(d)
    # The collector is paused while the transforms edit (as the API's
    # `match_and_transform` and the greedy driver do): each collection would
    # walk what they make, handles and records, to find no cycles.
    with bulk_phase():
        result = run_interpreter(
            snap,
            pctx.sink,
            options,
            library=pctx.shared.get(LIBRARY_KEY),
            context=pctx.ctx,
            out=pctx.out,
            matchers=pctx.shared.get(MATCHERS_KEY),
        )
    if not result.ok:
        pctx.failed_ir = result.left if result.left is not None else result.payload
        return None
    return result.payload


def _preload(snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
    paths = list_option(opts, "transform-library-paths")
    lib = load_library(paths, pctx.sink, context=pctx.ctx, into=pctx.shared.get(LIBRARY_KEY))
    if lib is None:
        return None
    pctx.shared[LIBRARY_KEY] = lib
    return snap


def _check_uses(snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
    for d in check_uses(snap, ctx=pctx.ctx):
        pctx.sink.emit(d)
    return snap


def _infer_effects(snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
    """Annotate each named sequence argument without `transform.consumed` or
    `transform.readonly` by what its body does with it."""
    rw = Rewriter(snap)
    for op in snap.walk():
        rec = snap.ops[op]
        if rec.name != "transform.named_sequence" or not rec.regions:
            continue
        blocks = snap.regions[rec.regions[0]].blocks
        if not blocks:
            continue
        args = snap.blocks[blocks[0]].args
        consumed = consumed_block_args(snap, blocks[0])
        props = rec.properties if isinstance(rec.properties, DictionaryAttr) else DictionaryAttr()
        existing = props.get("arg_attrs")
        dicts = (
            [d if isinstance(d, DictionaryAttr) else DictionaryAttr() for d in existing.elements]
            if isinstance(existing, ArrayAttr)
            else [DictionaryAttr() for _ in args]
        )
        changed = False
        for i in range(len(args)):
            d = dicts[i]
            if "transform.consumed" in d or "transform.readonly" in d:
                continue
            dicts[i] = d.set("transform.consumed" if i in consumed else "transform.readonly", UNIT)
            changed = True
        if changed:
            rw.set_property(op, "arg_attrs", ArrayAttr(tuple(dicts)))
    return rw.commit()


def register() -> None:
    register_pass(
        PassInfo(
            "transform-interpreter",
            _interpreter,
            (
                "entry-point",
                "debug-payload-root-tag",
                "debug-bind-trailing-args",
                "disable-expensive-checks",
            ),
            "transform dialect interpreter",
            ("debug-bind-trailing-args",),
            display_name="InterpreterPass",
        )
    )
    register_pass(
        PassInfo(
            "transform-preload-library",
            _preload,
            ("transform-library-paths",),
            "preload transform dialect library",
            ("transform-library-paths",),
            display_name="PreloadLibraryPass",
        )
    )
    register_pass(
        PassInfo(
            "transform-dialect-check-uses",
            _check_uses,
            (),
            "warn about potential use-after-free in the transform dialect",
            display_name="CheckUsesPass",
        )
    )
    register_pass(
        PassInfo(
            "transform-infer-effects",
            _infer_effects,
            (),
            "infer transform side effects for symbols",
            display_name="InferEffectsPass",
        )
    )
