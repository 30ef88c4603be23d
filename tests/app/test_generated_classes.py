"""The typed op classes generated from ODS (`python -m pdlx.gen_classes`)
are current: regenerated from the definitions, they are what is checked
in. An op definition changed without regenerating fails here."""

from __future__ import annotations

from pdlx import gen_classes
from pdlx.build import arith, transform
from pdlx.dialects.build import op_class
from pdlx.ir.context import Context


def test_generated_classes_are_current() -> None:
    stale = [
        str(path.relative_to(gen_classes.PACKAGE))
        for path, text in gen_classes.generated_sources().items()
        if not path.exists() or path.read_text(encoding="utf-8") != text
    ]
    assert stale == [], "run `python -m pdlx.gen_classes` to regenerate"


def test_the_generated_classes_are_the_ones_op_class_gives() -> None:
    ctx = Context.default()
    addi = ctx.op("arith.addi")
    seq = ctx.op("transform.named_sequence")
    assert addi is not None and seq is not None
    assert op_class(addi) is arith.AddiOp is arith.AddIOp
    assert op_class(seq) is transform.NamedSequenceOp
    assert arith.addi is arith.AddiOp  # the op's own name is an alias
    assert transform.yield_ is transform.YieldOp  # a Python keyword gets a `_`
