"""The cf dialect: unstructured control flow (`cf.br`, `cf.cond_br`,
`cf.switch`, `cf.assert`), as MLIR 22's ControlFlowOps.td defines them.

Why it is here: lowered payloads (after `scf` to `cf`) branch between
blocks, and a matcher that walks such a function must see registered
terminators with the verification MLIR gives them — BranchOpInterface's
"branch has 0 operands for successor #0, but target block has 1" and
WeightedBranchOpInterface's weight checks.

`cf.br`/`cf.cond_br`/`cf.assert` use declarative formats. `cf.switch` has a
`VariadicOfVariadic` operand (its cases' operands, split by the
`case_operand_segments` property), which the ODS API does not model, so its
syntax (MLIR's `custom<SwitchOpCases>`) is written by hand and its case
operand groups are computed here.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute
from pdlx.ir.context import Context, OpDef
from pdlx.ir.dense import DenseArrayAttr, DenseElementsAttr
from pdlx.ir.types import Type
from pdlx.syntax.asm import op_attr_dict
from pdlx.verify.verifier import op_diag

if TYPE_CHECKING:
    from pdlx.ir.diagnostics import Diagnostic
    from pdlx.ir.views import Operation
    from pdlx.syntax.asm import OpAsmParser, OpAsmPrinter, UnresolvedOperand


# ---------------------------------------------------------------------------
# BranchOpInterface / WeightedBranchOpInterface


def verify_successor_operands(
    op: Operation, successor_operands: Sequence[Sequence[int]]
) -> Diagnostic | None:
    """`detail::verifyBranchSuccessorOperands` for each successor in turn
    (`op.emitError`, so without the "'cf.br' op" prefix)."""
    snap = op.snapshot
    for n, (block, operands) in enumerate(
        zip(snap.ops[op.id].successors, successor_operands, strict=False)
    ):
        args = snap.blocks[block].args
        if len(operands) != len(args):
            return op_diag(
                snap,
                op.id,
                f"branch has {len(operands)} operands for successor #{n}, but target block "
                f"has {len(args)}",
            )
        for i, (v, a) in enumerate(zip(operands, args, strict=True)):
            if snap.values[v].type != snap.values[a].type:
                return op_diag(snap, op.id, f"type mismatch for bb argument #{i} of successor #{n}")
    return None


def verify_branch_weights(op: Operation, weights: Attribute | None) -> Diagnostic | None:
    """`detail::verifyBranchWeights`."""
    if not isinstance(weights, DenseArrayAttr) or not weights.values:
        return None
    snap = op.snapshot
    n = len(snap.ops[op.id].successors)
    if len(weights.values) != n:
        return op_diag(
            snap,
            op.id,
            "expects number of branch weights to match number of successors: "
            f"{len(weights.values)} vs {n}",
        )
    if all(w == 0 for w in weights.values):
        return op_diag(snap, op.id, "branch weights cannot all be zero")
    return None


def _branch_trait(groups: list[str]) -> ods.Trait:
    """BranchOpInterface: the named operand groups feed the successors in order."""

    def verify(op: Operation, ctx: Context) -> Diagnostic | None:
        opdef = ctx.op(op.name)
        assert opdef is not None
        spec = opdef.spec
        return verify_successor_operands(op, [spec.operand(op, g) for g in groups])

    return ods.Trait("BranchOpInterface", verify=verify)


def _weights_trait() -> ods.Trait:
    def verify(op: Operation, ctx: Context) -> Diagnostic | None:
        return verify_branch_weights(op, op.attr("branch_weights"))

    return ods.Trait("WeightedBranchOpInterface", verify=verify)


# ---------------------------------------------------------------------------
# The ops


def br_op() -> OpDef:
    """A fresh definition of `cf.br` (an `OpDef` belongs to one context)."""
    return ods.op(
        "cf.br",
        operands=[ods.Operand("destOperands", ods.AnyType, variadic=True)],
        successors=[ods.Successor("dest")],
        traits=[_branch_trait(["destOperands"]), ods.Pure, ods.IsTerminator],
        assembly_format="$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict",
        summary="branch operation",
    )


def cond_br_op() -> OpDef:
    """A fresh definition of `cf.cond_br` (an `OpDef` belongs to one context)."""
    return ods.op(
        "cf.cond_br",
        operands=[
            ods.Operand("condition", ods.I1),
            ods.Operand("trueDestOperands", ods.AnyType, variadic=True),
            ods.Operand("falseDestOperands", ods.AnyType, variadic=True),
        ],
        attributes=[ods.Attr("branch_weights", ods.DenseI32ArrayAttr, optional=True)],
        successors=[ods.Successor("trueDest"), ods.Successor("falseDest")],
        traits=[
            ods.AttrSizedOperandSegments,
            _branch_trait(["trueDestOperands", "falseDestOperands"]),
            _weights_trait(),
            ods.Pure,
            ods.IsTerminator,
        ],
        assembly_format=(
            "$condition (`weights` `(` $branch_weights^ `)` )? `,` "
            "$trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
            "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict"
        ),
        summary="conditional branch operation",
    )


def assert_op() -> OpDef:
    """A fresh definition of `cf.assert` (an `OpDef` belongs to one context)."""
    return ods.op(
        "cf.assert",
        operands=[ods.Operand("arg", ods.I1)],
        attributes=[ods.Attr("msg", ods.StrAttr)],
        assembly_format="$arg `,` $msg attr-dict",
        summary="Assert operation with message attribute",
    )


# -- cf.switch ----------------------------------------------------------------


def _segment_groups(op: Operation) -> list[tuple[int, ...]]:
    """The operands split by `operandSegmentSizes` (flag, default, cases)."""
    operands = op.snapshot.ops[op.id].operands
    sizes = op.attr("operandSegmentSizes")
    out: list[tuple[int, ...]] = []
    i = 0
    for n in sizes.values if isinstance(sizes, DenseArrayAttr) else ():
        out.append(tuple(operands[i : i + n]))
        i += n
    while len(out) < 3:
        out.append(())
    return out


def default_operands(op: Operation) -> tuple[int, ...]:
    """The operands a `cf.switch` passes to its default destination."""
    return _segment_groups(op)[1]


def case_operand_groups(op: Operation) -> list[tuple[int, ...]]:
    """The operands of each case of a `cf.switch` (its VariadicOfVariadic
    `caseOperands`, split by `case_operand_segments`)."""
    flat = _segment_groups(op)[2]
    segments = op.attr("case_operand_segments")
    sizes = list(segments.values) if isinstance(segments, DenseArrayAttr) else []
    out = []
    i = 0
    for n in sizes:
        out.append(tuple(flat[i : i + n]))
        i += n
    return out


def _parse_successor_operands(
    p: OpAsmParser, allow_result_number: bool
) -> tuple[list[UnresolvedOperand], list[Type]]:
    """`(operands : types)`, if present. MLIR's parseSwitchOpCases refuses
    `%x#N` in the default destination's operands only, not in the cases'."""
    if not p.parse_optional_lparen():
        return [], []
    operands = p.parse_operand_list(allow_result_number=allow_result_number)
    types = p.parse_colon_type_list()
    p.parse_rparen()
    return operands, types


def parse_switch(p: OpAsmParser) -> None:
    """The switch's format with MLIR's parseSwitchOpCases."""
    flag = p.parse_operand()
    p.parse_colon()
    flag_type = p.parse_type_of(T.IntegerType)
    assert isinstance(flag_type, T.IntegerType)
    p.parse_comma()
    p.parse_lsquare()
    p.parse_keyword("default")
    p.parse_colon()
    p.state.successors.append(p.parse_successor())
    default_ops, default_types = _parse_successor_operands(p, allow_result_number=False)
    values: list[int] = []
    cases: list[tuple[list[UnresolvedOperand], list[Type]]] = []
    width = flag_type.width
    while p.parse_optional_comma():
        v = p.parse_integer() & ((1 << width) - 1)
        values.append(v - (1 << width) if width and v >> (width - 1) else v)
        p.parse_colon()
        p.state.successors.append(p.parse_successor())
        cases.append(_parse_successor_operands(p, allow_result_number=True))
    p.parse_rsquare()
    p.state.attributes.update(p.parse_optional_attr_dict())
    p.resolve_operands([flag], [flag_type])
    p.resolve_operands(default_ops, default_types)
    for ops, types in cases:
        p.resolve_operands(ops, types)
    if values:
        vty = T.VectorType((len(values),), flag_type)
        p.add_attribute("case_values", DenseElementsAttr.get(vty, values))
    p.add_attribute("case_operand_segments", DenseArrayAttr(T.i32, tuple(len(o) for o, _ in cases)))
    p.add_attribute(
        "operandSegmentSizes",
        DenseArrayAttr(T.i32, (1, len(default_ops), sum(len(o) for o, _ in cases))),
    )


def print_switch(p: OpAsmPrinter) -> None:
    """The switch's format with MLIR's printSwitchOpCases (case values print
    zero-extended, as `getLimitedValue` gives them)."""
    op = p.op
    snap = p.printer.snap
    rec = snap.ops[op.id]
    flag = rec.operands[0]
    flag_type = snap.values[flag].type
    p.write(" ")
    p.print_operand(flag)
    p.write(" : ")
    p.print_type(flag_type)
    p.write(", [")
    p.print_newline()
    p.write("  default: ")
    p.print_successor_and_use_list(rec.successors[0], default_operands(op))
    values = op.attr("case_values")
    if isinstance(values, DenseElementsAttr):
        width = flag_type.width if isinstance(flag_type, T.IntegerType) else 64
        groups = case_operand_groups(op)
        for i, v in enumerate(values.elements()):
            assert isinstance(v, int)
            p.write(",")
            p.print_newline()
            p.write(f"  {v & ((1 << width) - 1)}: ")
            p.print_successor_and_use_list(
                rec.successors[i + 1], groups[i] if i < len(groups) else ()
            )
        p.print_newline()
    p.write("]")
    p.print_optional_attr_dict(
        op_attr_dict(op), ("case_values", "case_operand_segments", "operandSegmentSizes")
    )


def _verify_switch(op: Operation) -> Iterator[Diagnostic]:
    """SwitchOp::verify, then BranchOpInterface (default, then each case)."""
    snap = op.snapshot
    rec = snap.ops[op.id]
    values = op.attr("case_values")
    n_cases = len(rec.successors) - 1
    if isinstance(values, DenseElementsAttr) or n_cases:
        flag_type = op.operand_types[0]
        vt = values.type.element_type if isinstance(values, DenseElementsAttr) else None
        if vt != flag_type:
            yield ods.op_error(
                op, f"'flag' type ('{flag_type}') should match case value type ('{vt}')"
            )
            return
        assert isinstance(values, DenseElementsAttr)
        if values.num_elements != n_cases:
            yield ods.op_error(
                op,
                f"number of case values ({values.num_elements}) should match number of case "
                f"destinations ({n_cases})",
            )
            return
    groups = [default_operands(op), *case_operand_groups(op)]
    d = verify_successor_operands(op, groups)
    if d is not None:
        yield d


def switch_op() -> OpDef:
    """A fresh definition of `cf.switch` (an `OpDef` belongs to one context)."""
    return ods.op(
        "cf.switch",
        operands=[
            ods.Operand("flag", ods.AnyInteger),
            ods.Operand("defaultOperands", ods.AnyType, variadic=True),
            ods.Operand("caseOperands", ods.AnyType, variadic=True),
        ],
        attributes=[
            ods.Attr(
                "case_values",
                ods.AttrConstraint(
                    "integer elements attribute",
                    lambda a: _is_int_elements(a),
                ),
                optional=True,
            ),
            ods.Attr("case_operand_segments", ods.DenseI32ArrayAttr),
        ],
        successors=[
            ods.Successor("defaultDestination"),
            ods.Successor("caseDestinations", variadic=True),
        ],
        traits=[ods.AttrSizedOperandSegments, ods.Pure, ods.IsTerminator],
        parser=parse_switch,
        printer=print_switch,
        verify=_verify_switch,
        summary="Switch operation",
    )


def _is_int_elements(a: Attribute) -> bool:
    return isinstance(a, DenseElementsAttr) and isinstance(
        a.type.element_type, (T.IntegerType, T.IndexType)
    )


def register(ctx: Context) -> None:
    """Register the cf dialect into `ctx`."""
    for make in (br_op, cond_br_op, assert_op, switch_op):
        ctx.register_op(make())
