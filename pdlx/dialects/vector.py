"""The sliver of MLIR 22's vector dialect that upstream transform tests use
as payload: `vector.print` (VectorOps.td), an op with a write effect that
loop-invariant code motion must leave in its loop (test-interpreter.mlir's
`apply_licm`).

The rest of the dialect is not defined; like `tensor`, the dialect allows
unknown operations so payloads using other vector ops still load in generic
form. See docs/dialects.md.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, ClassVar

from pdlx import ods
from pdlx.dialects.arith import parse_enum_parameter
from pdlx.ir import types as T
from pdlx.ir.attributes import StringAttr
from pdlx.ir.context import Context, OpDef

if TYPE_CHECKING:
    from pdlx.ir.types import Type
    from pdlx.syntax.asm import AsmParser, AsmPrinter


@dataclass(frozen=True, slots=True)
class PrintPunctuationAttr(ods.DialectAttr):
    """`#vector.punctuation<newline>`: what `vector.print` prints after its
    value."""

    dialect_name: ClassVar[str] = "vector"
    mnemonic: ClassVar[str] = "punctuation"
    ods_name: ClassVar[str | None] = "Vector_PrintPunctuation"
    CASES: ClassVar[tuple[str, ...]] = ("no_punctuation", "newline", "comma", "open", "close")
    value: str

    @classmethod
    def parse_parameters(cls, p: AsmParser) -> PrintPunctuationAttr:
        return cls(
            parse_enum_parameter(
                p, cls.CASES, "Vector_PrintPunctuation", "::mlir::vector::PrintPunctuation"
            )
        )

    def print_parameters(self, p: AsmPrinter) -> None:
        p.write(f"<{self.value}>")


def _printable(t: Type) -> bool:
    """AnyVectorOfAnyRank, AnyInteger, Index or AnyFloat."""
    return isinstance(t, (T.VectorType, T.IntegerType, T.IndexType, T.FloatType))


PUNCTUATION = ods.attr_is(
    PrintPunctuationAttr, "Punctuation for separating vectors or vector elements"
)


def print_op() -> OpDef:
    """A fresh definition of `vector.print` (an `OpDef` belongs to one context)."""
    return ods.op(
        "vector.print",
        operands=[ods.Operand("source", ods.type_constraint("", _printable), optional=True)],
        attributes=[
            ods.Attr("punctuation", PUNCTUATION, default=PrintPunctuationAttr("newline")),
            ods.Attr(
                "stringLiteral",
                ods.attr_is(StringAttr, "An Attribute containing a string"),
                optional=True,
            ),
        ],
        assembly_format=(
            "($source^ `:` type($source))? oilist(`str` $stringLiteral | `punctuation` "
            "$punctuation) attr-dict"
        ),
        summary="print operation (for testing and debugging)",
    )


def register(ctx: Context) -> None:
    """Register the vector (the sliver the transform tests use) dialect into `ctx`."""
    ctx.register_attr(PrintPunctuationAttr)
    ctx.register_op(print_op())
    # Partly defined: other vector ops still load in generic form.
    ctx.dialect("vector").allow_unknown_operations = True
