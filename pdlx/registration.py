"""The one place that registers everything pdlx ships: dialects, the
transform dialect and its extensions, matcher compile hooks, passes, and
(on request) the test-only extensions.

Lower layers only define things and offer registration hooks; nothing below
the app layer imports this module. `pdlx/__init__.py` installs `load_all`
as the loader of `Context.default()` and `register_passes` as the loader of
the pass registry, both run on first use, so `import pdlx` stays cheap.

The dialects of `pdlx/dialects` are imported at the top: whoever imports
this module is about to build a context, which needs them. The transform
dialect (with its extensions and the matcher compiler), the passes and the
test extensions are imported when first asked for (`load_transform` is the
transform dialect's loader, run when a run first meets one of its ops, types
or attributes), since most runs (parse, verify, print) need none of them.
"""

from __future__ import annotations

from pdlx.dialects import (
    arith,
    builtin,
    cf,
    func,
    linalg,
    memref,
    pdl,
    pdl_interp,
    scf,
    spirv,
    tensor,
    vector,
)
from pdlx.ir.context import Context
from pdlx.ods import deferred_formats
from pdlx.passes import register_pass_loader
from pdlx.rewrite.patterns import RewritePattern, register_canonicalization_loader


def load_all(ctx: Context) -> None:
    """Register every dialect and extension pdlx ships into `ctx` (what
    `Context.default()` holds and `pdlx-opt` parses with); the compile
    layer's hooks also install the interpreter's matcher compiler."""
    with deferred_formats():  # formats compiled on first use: see deferred_formats
        builtin.register(ctx)
        func.register(ctx)
        arith.register(ctx)
        scf.register(ctx)
        cf.register(ctx)
        tensor.register(ctx)
        memref.register(ctx)  # the slivers transform tests use as payload
        vector.register(ctx)
        linalg.register(ctx)
        pdl.register(ctx)
        ctx.register_dialect_loader("transform", load_transform)
        pdl_interp.register(ctx)
        spirv.register(ctx)  # the sliver a PDL lowering test needs
    register_canonicalization_loader("arith, scf", _arith_scf_canonicalizations)


def _arith_scf_canonicalizations() -> list[RewritePattern]:
    """MLIR 22's arith, scf and cf canonicalization patterns, imported on
    the first canonicalization of the process."""
    from pdlx.rewrite import arith_patterns, cf_patterns, scf_patterns

    return [*arith_patterns.PATTERNS, *scf_patterns.PATTERNS, *cf_patterns.PATTERNS]


def load_transform(ctx: Context) -> None:
    """Load the transform dialect with its extensions and the matcher
    compiler into `ctx`: registered by `load_all`, run when a run first
    meets a transform op or type. Its imports are here, not at the top,
    because they are a third of pdlx-opt's start-up (the interpreter, PDL
    and its compiler, the rewrite drivers, the matcher compiler) and most
    runs that only parse, verify or print never need them."""
    from pdlx.compile import pdlx_match
    from pdlx.compile.matcher import register_core_hooks
    from pdlx.transform import dialect as transform

    with deferred_formats():
        transform.register(ctx)
        register_core_hooks(ctx)
        pdlx_match.register(ctx)


TRANSFORM_PASSES = (
    "transform-interpreter",
    "transform-preload-library",
    "transform-dialect-check-uses",
    "transform-infer-effects",
)
PDL_PASSES = ("convert-pdl-to-pdl-interp", "test-pdl-bytecode-pass", "apply-pdl")
REWRITE_PASSES = ("canonicalize", "cse", "symbol-dce")
PATTERN_SET_PASSES = ("pdlx-apply-patterns",)
"""The passes each group registers, in its order (`tests/test_registration.py`
checks them against what the groups register)."""


def register_passes() -> None:
    """Declare every pass pdlx ships to the pass registry (run once, when the
    registry is first read: a pipeline flag, `pdlx.passes.lookup`). Each
    group's module is imported when one of its passes is first looked up: a
    PDL run does not import the transform interpreter, nor a transform run
    the PDL passes."""
    register_pass_loader(TRANSFORM_PASSES, _transform_passes)
    register_pass_loader(PDL_PASSES, _pdl_passes)
    register_pass_loader(REWRITE_PASSES, _rewrite_passes)
    register_pass_loader(PATTERN_SET_PASSES, _pattern_set_passes)


def _transform_passes() -> None:
    from pdlx.transform import passes as transform_passes

    transform_passes.register()


def _pdl_passes() -> None:
    from pdlx.pdl import passes as pdl_passes

    pdl_passes.register()


def _rewrite_passes() -> None:
    from pdlx.rewrite import passes as rewrite_passes

    rewrite_passes.register()


def _pattern_set_passes() -> None:
    from pdlx.rewrite.pattern_sets import register_apply_patterns_pass

    register_apply_patterns_pass()


def load_test_extensions(ctx: Context) -> None:
    """Register the test-only extensions of `pdlx.testing` (mlir-opt's test
    dialect ops, test transform ops, test PDL natives) into `ctx`: a context
    of its own, never `Context.default()`, which production code shares."""
    from pdlx.pdl.natives import registry_for
    from pdlx.testing import pdl_natives, test_dialect, transform_ext

    test_dialect.register(ctx)
    transform_ext.register(ctx)
    pdl_natives.register_test_natives(registry_for(ctx))


__all__ = [
    "PATTERN_SET_PASSES",
    "PDL_PASSES",
    "REWRITE_PASSES",
    "TRANSFORM_PASSES",
    "load_all",
    "load_test_extensions",
    "load_transform",
    "register_passes",
]
