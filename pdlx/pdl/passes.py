"""The PDL engine's passes, registered in `pdlx.passes` like any other:

* `convert-pdl-to-pdl-interp` — MLIR's lowering of the top-level module's
  `pdl.pattern`s to `pdl_interp` (see `pdlx.pdl.lowering`);
* `test-pdl-bytecode-pass` — mlir-opt's test pass: the patterns of
  `module @patterns` (PDL or already-lowered pdl_interp) applied greedily to
  `module @ir`, the patterns module removed; its native constraints and
  rewrites come from the test registry of `pdlx.testing`;
* `apply-pdl=FILE` — pdlx's own: the patterns of FILE (PDL in MLIR syntax,
  or PDLL when the name ends in `.pdll`) applied greedily to the input, with
  diagnostics when they do not converge.
"""

from __future__ import annotations

from pdlx.ir.snapshot import Snapshot
from pdlx.passes import PassContext, PassInfo, register_pass
from pdlx.pdl.engine import run_apply_pdl_pass, run_test_pdl_bytecode_pass
from pdlx.pdl.lowering import LoweringError, convert_pdl_to_pdl_interp


def _convert(snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
    try:
        return convert_pdl_to_pdl_interp(snap, snap.root, pctx.ctx)
    except LoweringError as e:
        pctx.sink.emit(e.diagnostic)
        return None


def _test_bytecode(snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
    return run_test_pdl_bytecode_pass(snap, pctx)


def _apply_pdl(snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
    return run_apply_pdl_pass(snap, opts, pctx)


def register() -> None:
    """Register the PDL passes (convert-pdl-to-pdl-interp,
    test-pdl-bytecode-pass, apply-pdl) into the pass registry."""
    register_pass(
        PassInfo(
            "convert-pdl-to-pdl-interp",
            _convert,
            (),
            "Convert PDL ops to PDL interpreter ops",
            display_name="ConvertPDLToPDLInterpPass",
        )
    )
    register_pass(
        PassInfo(
            "test-pdl-bytecode-pass",
            _test_bytecode,
            (),
            "Test PDL ByteCode functionality",
            display_name="(anonymous namespace)::TestPDLByteCodePass",
        )
    )
    register_pass(
        PassInfo(
            "apply-pdl",
            _apply_pdl,
            ("patterns", "max-iterations", "max-rewrites", "top-down"),
            "Apply the PDL (or PDLL) patterns of a file greedily",
            positional="patterns",
            display_name="ApplyPDLPass",
        )
    )
