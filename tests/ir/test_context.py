"""Dialects registered with a loader load on first use (MLIR's
DialectRegistry), and nothing observable changes but start-up time."""

from __future__ import annotations

import subprocess
import sys

from pdlx.ir.context import Context, OpDef
from pdlx.registration import load_all


def _loader(calls: list[str]) -> object:
    def load(ctx: Context) -> None:
        calls.append("load")
        ctx.register_op(OpDef("lazy.op"))

    return load


def test_op_lookup_loads_the_dialect_once() -> None:
    calls: list[str] = []
    ctx = Context()
    ctx.register_dialect_loader("lazy", _loader(calls))  # type: ignore[arg-type]
    assert ctx.is_registered_dialect("lazy")
    assert ctx.pending_dialect_names() == ["lazy"]
    assert calls == []
    assert ctx.op("lazy.other") is None  # loads, then finds no such op
    assert calls == ["load"]
    assert ctx.op("lazy.op") is not None
    assert ctx.pending_dialect_names() == []
    assert calls == ["load"]


def test_dialect_access_loads_it() -> None:
    for access in (
        lambda c: c.get_dialect("lazy"),
        lambda c: c.dialect("lazy"),
        lambda c: c.loaded_dialects(),
    ):
        calls: list[str] = []
        ctx = Context()
        ctx.register_dialect_loader("lazy", _loader(calls))  # type: ignore[arg-type]
        access(ctx)
        assert calls == ["load"]
        assert "lazy.op" in ctx.dialects["lazy"].ops


def test_unknown_prefix_loads_nothing() -> None:
    calls: list[str] = []
    ctx = Context()
    ctx.register_dialect_loader("lazy", _loader(calls))  # type: ignore[arg-type]
    assert ctx.op("test.op") is None
    assert ctx.get_dialect("test") is None
    assert calls == []
    assert ctx.dialect_names() == ["lazy"]


def test_transform_attribute_on_payload_is_verified_before_the_dialect_loads() -> None:
    """`transform.with_named_sequence` on an op without a symbol table: the
    transform dialect's attribute verifier runs although nothing in the
    module loaded the dialect yet."""
    from pdlx.syntax.parser import parse
    from pdlx.verify.verifier import verify

    ctx = Context()
    load_all(ctx)
    assert "transform" in ctx.pending_dialect_names()
    snap = parse(
        '"test.op"() {transform.with_named_sequence} : () -> ()',
        "in.mlir",
        allow_unregistered=True,
        context=ctx,
    )
    assert "transform" in ctx.pending_dialect_names()
    diags = verify(snap, ctx)
    assert "transform" not in ctx.pending_dialect_names()
    assert any("can only be attached to operations with symbol tables" in str(d) for d in diags)


def test_pdlx_opt_without_transform_ops_does_not_import_the_interpreter(tmp_path) -> None:  # type: ignore[no-untyped-def]
    src = tmp_path / "in.mlir"
    src.write_text("func.func @f() {\n  return\n}\n")
    code = (
        "import sys\n"
        "from pdlx.cli import run\n"
        f"assert run([{str(src)!r}, '-o', {str(tmp_path / 'out.mlir')!r}]) == 0\n"
        "print(sorted(m for m in sys.modules if m.startswith(('pdlx.transform', 'pdlx.pdl', 'pdlx.compile'))))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip().splitlines()[-1] == "[]"
    assert (tmp_path / "out.mlir").read_text().startswith("module {")
