"""The scf dialect: structured control flow (`scf.for`, `scf.if`,
`scf.while`/`scf.condition`, `scf.execute_region`, `scf.yield`), as MLIR
22's SCFOps.td and SCF.cpp define them.

Why it is here: loops and conditionals are the payload structure that
transform scripts navigate (`get_parent_op {op_name = "scf.for"}`,
loop-invariant hoisting, matching a reduction's `iter_args`). Their custom
syntax is hand-written in MLIR (`ForOp::parse`/`print` and friends); the
hooks below port those functions line by line against `OpAsmParser` /
`OpAsmPrinter`, so that the quirks show up as mlir-opt prints them (the
double space in `scf.for ... step %s  : i32 {`, `yield`s printed only when
the op has results).

The verifiers port ODS's checks, the ops' own `verify`/`verifyRegions`,
and the two interfaces that report most mistakes in practice:
`LoopLikeOpInterface` ("0-th init and 0-th region iter_arg have different
type: ...") and `RegionBranchOpInterface` ("along control flow edge from
Operation scf.yield to parent: ..."), see `verify_region_branch`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute, DictionaryAttr, IntegerAttr, UnitAttr
from pdlx.ir.context import Context, OpDef
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.interfaces import ResultTypeInference
from pdlx.ir.records import OpRecord, RegionRecord, new_id
from pdlx.ir.types import Type
from pdlx.ir.views import Operation
from pdlx.syntax.asm import Argument, op_attr_dict

if TYPE_CHECKING:
    from pdlx.ir.diagnostics import Diagnostic
    from pdlx.syntax.asm import OpAsmParser, OpAsmPrinter, UnresolvedOperand

YIELD = "scf.yield"
CONDITION = "scf.condition"
YIELD_PARENTS = ("scf.execute_region", "scf.for", "scf.if", "scf.index_switch", "scf.while")
"""`ParentOneOf<[ExecuteRegionOp, ForOp, IfOp, IndexSwitchOp, WhileOp]>`."""


# ---------------------------------------------------------------------------
# RegionBranchOpInterface verification


@dataclass(frozen=True)
class RegionSuccessor:
    """Where control goes: a region of the op (`region` is its index) or
    back to the parent (`region is None`), and the values it receives."""

    region: int | None
    inputs: tuple[int, ...]


@dataclass(frozen=True)
class BranchPoint:
    """Where control comes from: the parent op (`terminator is None`) or a
    terminator inside one of its regions; `operands` are what it forwards
    to each successor (indexed like `successors`)."""

    terminator: int | None
    successors: tuple[RegionSuccessor, ...]
    operands: tuple[tuple[int, ...], ...]


def verify_region_branch(op: Operation, points: Sequence[BranchPoint]) -> Diagnostic | None:
    """`detail::verifyRegionBranchOpInterface`: every edge forwards as many
    values as its successor takes, of the same types."""
    snap = op.snapshot
    values = snap.values
    for point in points:
        for succ, operands in zip(point.successors, point.operands, strict=True):

            def edge_error(
                what: str, point: BranchPoint = point, succ: RegionSuccessor = succ
            ) -> Diagnostic:
                src = (
                    "parent"
                    if point.terminator is None
                    else f"Operation {snap.ops[point.terminator].name}"
                )
                dst = "parent" if succ.region is None else f"Region #{succ.region}"
                d = ods.op_error(op, f"along control flow edge from {src} to {dst}: {what}")
                at = op.id if point.terminator is None else point.terminator
                d.attach_note("region branch point", snap.ops[at].loc)
                return d

            if len(operands) != len(succ.inputs):
                return edge_error(
                    f"region branch point has {len(operands)} operands, but region successor "
                    f"needs {len(succ.inputs)} inputs"
                )
            for i, (a, b) in enumerate(zip(operands, succ.inputs, strict=True)):
                ta, tb = values[a].type, values[b].type
                if ta != tb:
                    return edge_error(
                        f"successor operand type #{i} '{ta}' should match successor input type "
                        f"#{i} '{tb}'"
                    )
    return None


def _entry_args(op: Operation, region_index: int) -> tuple[int, ...]:
    snap = op.snapshot
    regions = snap.ops[op.id].regions
    if region_index >= len(regions):
        return ()
    blocks = snap.regions[regions[region_index]].blocks
    return snap.blocks[blocks[0]].args if blocks else ()


def _terminators(op: Operation, region_index: int, names: Sequence[str]) -> list[int]:
    """The RegionBranchTerminatorOpInterface ops ending the region's blocks."""
    snap = op.snapshot
    regions = snap.ops[op.id].regions
    if region_index >= len(regions):
        return []
    out = []
    for b in snap.regions[regions[region_index]].blocks:
        last = snap.blocks[b].last
        if last and snap.ops[last].name in names:
            out.append(last)
    return out


def region_branch_trait(points: Callable[[Operation], list[BranchPoint]]) -> ods.Trait:
    """RegionBranchOpInterface, verified after the nested ops."""

    def verify(op: Operation, ctx: Context) -> Diagnostic | None:
        return verify_region_branch(op, points(op))

    return ods.Trait("RegionBranchOpInterface", verify_regions=verify)


# ---------------------------------------------------------------------------
# LoopLikeOpInterface verification


@dataclass(frozen=True)
class LoopParts:
    """What LoopLikeOpInterface asks a loop for."""

    inits: tuple[int, ...]
    iter_args: tuple[int, ...]
    yielded: tuple[int, ...]
    results: tuple[int, ...] | None
    """None when the loop's results are not its iter_args (`scf.while`)."""


def verify_loop_like(op: Operation, parts: LoopParts) -> Diagnostic | None:
    """`detail::verifyLoopLikeOpInterface`."""
    err = ods.op_error
    values = op.snapshot.values
    inits, iters, yielded, results = parts.inits, parts.iter_args, parts.yielded, parts.results
    if len(inits) != len(iters):
        return err(
            op, f"different number of inits and region iter_args: {len(inits)} != {len(iters)}"
        )
    if yielded and len(iters) != len(yielded):
        return err(
            op,
            f"different number of region iter_args and yielded values: {len(iters)} != "
            f"{len(yielded)}",
        )
    if results is not None and len(results) != len(iters):
        return err(
            op,
            f"different number of loop results and region iter_args: {len(results)} != "
            f"{len(iters)}",
        )
    for i, (init, it) in enumerate(zip(inits, iters, strict=True)):
        ti, ta = values[init].type, values[it].type
        if ti != ta:
            return err(
                op, f"{i}-th init and {i}-th region iter_arg have different type: '{ti}' != '{ta}'"
            )
        if yielded:
            ty = values[yielded[i]].type
            if ta != ty:
                return err(
                    op,
                    f"{i}-th region iter_arg and {i}-th yielded value have different type: "
                    f"'{ta}' != '{ty}'",
                )
    if results is not None:
        # MLIR's loop over results only ever reports index 0 (its counter is
        # incremented outside the loop).
        for it, res in zip(iters, results, strict=True):
            ta, tr = values[it].type, values[res].type
            if ta != tr:
                return err(
                    op,
                    f"0-th region iter_arg and 0-th loop result have different type: '{ta}' != "
                    f"'{tr}'",
                )
    return None


def loop_like_trait(parts: Callable[[Operation], LoopParts | None]) -> ods.Trait:
    """The LoopLikeOpInterface trait: `verify_loop_like` on the parts `parts` finds in an op."""

    def verify(op: Operation, ctx: Context) -> Diagnostic | None:
        p = parts(op)
        return None if p is None else verify_loop_like(op, p)

    return ods.Trait("LoopLikeOpInterface", verify_regions=verify)


# ---------------------------------------------------------------------------
# Shared syntax helpers


def parse_optional_assignment_list(
    p: OpAsmParser,
) -> tuple[list[Argument], list[UnresolvedOperand]] | None:
    """`(%arg = %value, ...)` (OpAsmParser::parseOptionalAssignmentList), or
    None when there is no `(`."""
    if not p.is_punct("("):
        return None
    args: list[Argument] = []
    values: list[UnresolvedOperand] = []

    def one() -> None:
        args.append(p.parse_argument())
        p.parse_equal()
        values.append(p.parse_operand())

    p.parse_comma_separated_list(one, "paren")
    return args, values


def print_initialization_list(
    p: OpAsmPrinter, block_args: Sequence[int], initializers: Sequence[int], prefix: str = ""
) -> None:
    """SCF's printInitializationList: `prefix(%arg = %init, ...)`."""
    if not initializers:
        return
    p.write(prefix + "(")
    for i, (a, v) in enumerate(zip(block_args, initializers, strict=False)):
        if i:
            p.write(", ")
        p.print_operand(a)
        p.write(" = ")
        p.print_operand(v)
    p.write(")")


def _region_ids(op: Operation) -> tuple[int, ...]:
    return op.snapshot.ops[op.id].regions


def _elided(op: Operation, names: Sequence[str]) -> list[tuple[str, Attribute]]:
    """The op's attributes (MLIR's getAttrs()) without `names`."""
    return [(k, v) for k, v in op_attr_dict(op) if k not in names]


def _yield_operands(op: Operation, region_index: int) -> tuple[int, ...] | None:
    """The operands of the `scf.yield` ending the region's (first) block."""
    terms = _terminators(op, region_index, (YIELD,))
    if not terms:
        return None
    return op.snapshot.ops[terms[0]].operands


# ---------------------------------------------------------------------------
# scf.for


def parse_for(p: OpAsmParser) -> None:
    """ForOp::parse."""
    if p.parse_optional_keyword("unsigned"):
        p.add_attribute("unsignedCmp", UnitAttr())
    iv = p.parse_operand()
    p.parse_equal()
    lb = p.parse_operand()
    p.parse_keyword("to")
    ub = p.parse_operand()
    p.parse_keyword("step")
    step = p.parse_operand()
    region_args: list[Argument] = [Argument(iv)]
    operands: list[UnresolvedOperand] = []
    has_iter_args = p.parse_optional_keyword("iter_args")
    result_types: list[Type] = []
    if has_iter_args:
        parsed = parse_optional_assignment_list(p)
        if parsed is None:
            p.emit_error(p.current_location, "expected '('")
        region_args += parsed[0]
        operands = parsed[1]
        result_types = p.parse_arrow_type_list()
        p.add_types(result_types)
    if len(region_args) != len(result_types) + 1:
        p.emit_error(
            p.name_location, "mismatch in number of loop-carried values and defined values"
        )
    iv_type: Type = T.index
    if p.parse_optional_colon():
        iv_type = p.parse_type()
    region_args[0].type = iv_type
    for a, t in zip(region_args[1:], result_types, strict=True):
        a.type = t
    body = p.parse_region(region_args)
    p.ensure_terminator(body, YIELD)
    p.state.regions.append(body)
    for o in (lb, ub, step):
        p.state.operands.append(p.resolve_operand(o, iv_type))
    for o, t in zip(operands, result_types, strict=True):
        p.state.operands.append(p.resolve_operand(o, t))
    p.state.attributes.update(p.parse_optional_attr_dict())


def print_for(p: OpAsmPrinter) -> None:
    """ForOp::print."""
    op = p.op
    snap = p.printer.snap
    rec = snap.ops[op.id]
    if op.attr("unsignedCmp") is not None:
        p.write(" unsigned")
    body = rec.regions[0]
    args = snap.blocks[snap.regions[body].blocks[0]].args
    p.write(" ")
    p.print_operand(args[0])
    p.write(" = ")
    p.print_operand(rec.operands[0])
    p.write(" to ")
    p.print_operand(rec.operands[1])
    p.write(" step ")
    p.print_operand(rec.operands[2])
    inits = rec.operands[3:]
    print_initialization_list(p, args[1:], inits, " iter_args")
    if inits:
        p.write(" -> (")
        p.print_types(snap.values[v].type for v in inits)
        p.write(")")
    p.write(" ")
    iv_type = snap.values[args[0]].type
    if not isinstance(iv_type, T.IndexType):
        p.write(" : ")
        p.print_type(iv_type)
        p.write(" ")
    p.print_region(body, print_entry_block_args=False, print_block_terminators=bool(inits))
    p.print_optional_attr_dict(_elided(op, ("unsignedCmp",)))


def _for_parts(op: Operation) -> LoopParts | None:
    args = _entry_args(op, 0)
    if not args:
        return None
    operands = op.snapshot.ops[op.id].operands
    return LoopParts(
        operands[3:], args[1:], _yield_operands(op, 0) or (), op.snapshot.ops[op.id].results
    )


def _for_points(op: Operation) -> list[BranchPoint]:
    rec = op.snapshot.ops[op.id]
    iter_args = _entry_args(op, 0)[1:]
    succs = (RegionSuccessor(0, iter_args), RegionSuccessor(None, rec.results))
    inits = rec.operands[3:]
    points = [BranchPoint(None, succs, (inits, inits))]
    for t in _terminators(op, 0, (YIELD,)):
        ops = op.snapshot.ops[t].operands
        points.append(BranchPoint(t, succs, (ops, ops)))
    return points


def _verify_for(op: Operation) -> Iterator[Diagnostic]:
    rec = op.snapshot.ops[op.id]
    if len(rec.operands) - 3 != len(rec.results):
        yield ods.op_error(op, "mismatch in number of loop-carried values and defined values")


def _verify_for_regions(op: Operation) -> Iterator[Diagnostic]:
    """ForOp::verifyRegions."""
    snap = op.snapshot
    rec = snap.ops[op.id]
    args = _entry_args(op, 0)
    if not args or snap.values[args[0]].type != snap.values[rec.operands[0]].type:
        yield ods.op_error(op, "expected induction variable to be same type as bounds and step")
        return
    iter_args = args[1:]
    if len(iter_args) != len(rec.results):
        yield ods.op_error(op, "mismatch in number of basic block args and defined values")
        return
    for i, (init, it, res) in enumerate(zip(rec.operands[3:], iter_args, rec.results, strict=True)):
        tr = snap.values[res].type
        if snap.values[init].type != tr:
            yield ods.op_error(op, f"types mismatch between {i}th iter operand and defined value")
            return
        if snap.values[it].type != tr:
            yield ods.op_error(
                op, f"types mismatch between {i}th iter region arg and defined value"
            )
            return


INT_OR_INDEX = ods.AnySignlessIntegerOrIndex


def for_op() -> OpDef:
    """A fresh definition of `scf.for` (an `OpDef` belongs to one context).
    Its results have the types of its `initArgs` (what MLIR's `ForOp`
    builder gives them): built from Python, they need not be spelt out."""
    opdef = ods.op(
        "scf.for",
        operands=[
            ods.Operand("lowerBound", INT_OR_INDEX),
            ods.Operand("upperBound", INT_OR_INDEX),
            ods.Operand("step", INT_OR_INDEX),
            ods.Operand("initArgs", ods.AnyType, variadic=True),
        ],
        results=[ods.Result("results", ods.AnyType, variadic=True)],
        attributes=[ods.Attr("unsignedCmp", ods.UnitAttrC, optional=True)],
        regions=[ods.Region("region", ods.SizedRegion(1))],
        traits=[
            ods.AutomaticAllocationScope,
            loop_like_trait(_for_parts),
            ods.AllTypesMatch(["lowerBound", "upperBound", "step"]),
            region_branch_trait(_for_points),
            ods.SingleBlockImplicitTerminator(YIELD),
            ods.RecursiveMemoryEffects,
        ],
        parser=parse_for,
        printer=print_for,
        verify=_verify_for,
        verify_regions=_verify_for_regions,
        summary="for operation",
    )
    return opdef.implement(ResultTypeInference(lambda operands, attrs: operands[3:]))


# ---------------------------------------------------------------------------
# scf.if


def parse_if(p: OpAsmParser) -> None:
    """IfOp::parse."""
    cond = p.parse_operand()
    p.state.operands.append(p.resolve_operand(cond, T.i1))
    p.add_types(p.parse_optional_arrow_type_list())
    then = p.parse_region()
    p.ensure_terminator(then, YIELD)
    if p.parse_optional_keyword("else"):
        other = p.parse_region()
        p.ensure_terminator(other, YIELD)
    else:
        other = new_id()
        p.parser.regions[other] = RegionRecord((), p.state.id)
    p.state.regions += [then, other]
    p.state.attributes.update(p.parse_optional_attr_dict())


def print_if(p: OpAsmPrinter) -> None:
    """IfOp::print: yields are printed only when the op defines values."""
    op = p.op
    snap = p.printer.snap
    rec = snap.ops[op.id]
    p.write(" ")
    p.print_operand(rec.operands[0])
    terminators = bool(rec.results)
    if rec.results:
        p.write(" -> (")
        p.print_types(snap.values[v].type for v in rec.results)
        p.write(")")
    p.write(" ")
    p.print_region(rec.regions[0], print_entry_block_args=False,
                   print_block_terminators=terminators)  # fmt: skip
    if snap.regions[rec.regions[1]].blocks:
        p.write(" else ")
        p.print_region(rec.regions[1], print_entry_block_args=False,
                       print_block_terminators=terminators)  # fmt: skip
    p.print_optional_attr_dict(op_attr_dict(op))


def _verify_if(op: Operation) -> Iterator[Diagnostic]:
    rec = op.snapshot.ops[op.id]
    if rec.results and not op.snapshot.regions[rec.regions[1]].blocks:
        yield ods.op_error(op, "must have an else block if defining values")


def _if_points(op: Operation) -> list[BranchPoint]:
    rec = op.snapshot.ops[op.id]
    to_parent = RegionSuccessor(None, rec.results)
    has_else = bool(op.snapshot.regions[rec.regions[1]].blocks)
    entry = (RegionSuccessor(0, ()), RegionSuccessor(1, ()) if has_else else to_parent)
    points = [BranchPoint(None, entry, ((), ()))]
    for i in (0, 1):
        for t in _terminators(op, i, (YIELD,)):
            points.append(BranchPoint(t, (to_parent,), (op.snapshot.ops[t].operands,)))
    return points


def if_op() -> OpDef:
    """A fresh definition of `scf.if` (an `OpDef` belongs to one context)."""
    return ods.op(
        "scf.if",
        operands=[ods.Operand("condition", ods.I1)],
        results=[ods.Result("results", ods.AnyType, variadic=True)],
        regions=[
            ods.Region("thenRegion", ods.SizedRegion(1)),
            ods.Region("elseRegion", ods.MaxSizedRegion(1)),
        ],
        traits=[
            region_branch_trait(_if_points),
            ods.SingleBlockImplicitTerminator(YIELD),
            ods.RecursiveMemoryEffects,
            ods.NoRegionArguments,
        ],
        parser=parse_if,
        printer=print_if,
        verify=_verify_if,
        summary="if-then-else operation",
    )


# ---------------------------------------------------------------------------
# scf.while / scf.condition


def parse_while(p: OpAsmParser) -> None:
    """WhileOp::parse."""
    parsed = parse_optional_assignment_list(p)
    args, operands = parsed if parsed is not None else ([], [])
    type_loc = p.current_location
    p.parse_colon()
    fty = p.parse_type()
    if not isinstance(fty, T.FunctionType):
        p.emit_error(
            type_loc,
            f"invalid kind of type specified: expected builtin.function, but found '{fty}'",
        )
    p.add_types(fty.results)
    if len(fty.inputs) != len(operands):
        p.emit_error(
            type_loc,
            f"expected as many input types as operands (expected {len(operands)} got "
            f"{len(fty.inputs)})",
        )
    p.resolve_operands(operands, list(fty.inputs), p.current_location)
    for a, t in zip(args, fty.inputs, strict=True):
        a.type = t
    before = p.parse_region(args)
    p.parse_keyword("do")
    after = p.parse_region()
    p.state.regions += [before, after]
    p.state.attributes.update(p.parse_optional_attr_dict_with_keyword())


def print_while(p: OpAsmPrinter) -> None:
    """WhileOp::print."""
    op = p.op
    snap = p.printer.snap
    rec = snap.ops[op.id]
    print_initialization_list(p, _entry_args(op, 0), rec.operands, " ")
    p.write(" : ")
    p.print_functional_type(
        [snap.values[v].type for v in rec.operands], [snap.values[v].type for v in rec.results]
    )
    p.write(" ")
    p.print_region(rec.regions[0], print_entry_block_args=False)
    p.write(" do ")
    p.print_region(rec.regions[1])
    p.print_optional_attr_dict_with_keyword(op_attr_dict(op))


def _verify_and_get_terminator(
    op: Operation, region_index: int, name: str, message: str
) -> Diagnostic | None:
    snap = op.snapshot
    blocks = snap.regions[_region_ids(op)[region_index]].blocks
    last = snap.blocks[blocks[0]].last if blocks else 0
    if last and snap.ops[last].name == name:
        return None
    d = ods.op_error(op, message)
    if last:
        d.attach_note("terminator here", snap.ops[last].loc)
    return d


def _verify_while(op: Operation) -> Iterator[Diagnostic]:
    """WhileOp::verify."""
    for i, name, msg in (
        (0, CONDITION, "expects the 'before' region to terminate with 'scf.condition'"),
        (1, YIELD, "expects the 'after' region to terminate with 'scf.yield'"),
    ):
        d = _verify_and_get_terminator(op, i, name, msg)
        if d is not None:
            yield d
            return


def _while_points(op: Operation) -> list[BranchPoint]:
    snap = op.snapshot
    rec = snap.ops[op.id]
    before = RegionSuccessor(0, _entry_args(op, 0))
    points = [BranchPoint(None, (before,), (rec.operands,))]
    for t in _terminators(op, 0, (CONDITION,)):
        args = snap.ops[t].operands[1:]
        succs = (RegionSuccessor(None, rec.results), RegionSuccessor(1, _entry_args(op, 1)))
        points.append(BranchPoint(t, succs, (args, args)))
    for t in _terminators(op, 1, (YIELD,)):
        points.append(BranchPoint(t, (before,), (snap.ops[t].operands,)))
    return points


def _while_parts(op: Operation) -> LoopParts | None:
    return LoopParts(
        op.snapshot.ops[op.id].operands, _entry_args(op, 0), _yield_operands(op, 1) or (), None
    )


def while_op() -> OpDef:
    """A fresh definition of `scf.while` (an `OpDef` belongs to one context)."""
    return ods.op(
        "scf.while",
        operands=[ods.Operand("inits", ods.AnyType, variadic=True)],
        results=[ods.Result("results", ods.AnyType, variadic=True)],
        regions=[
            ods.Region("before", ods.SizedRegion(1)),
            ods.Region("after", ods.SizedRegion(1)),
        ],
        traits=[
            region_branch_trait(_while_points),
            loop_like_trait(_while_parts),
            ods.RecursiveMemoryEffects,
            ods.SingleBlock,
        ],
        parser=parse_while,
        printer=print_while,
        verify=_verify_while,
        summary="a generic 'while' loop",
    )


def condition_op() -> OpDef:
    """A fresh definition of `scf.condition` (an `OpDef` belongs to one context)."""
    return ods.op(
        CONDITION,
        operands=[
            ods.Operand("condition", ods.I1),
            ods.Operand("args", ods.AnyType, variadic=True),
        ],
        traits=[ods.HasParent("scf.while"), ods.Pure, ods.IsTerminator],
        assembly_format="`(` $condition `)` attr-dict ($args^ `:` type($args))?",
        summary="loop continuation condition",
    )


# ---------------------------------------------------------------------------
# scf.execute_region


def parse_execute_region(p: OpAsmParser) -> None:
    """ExecuteRegionOp::parse."""
    p.add_types(p.parse_optional_arrow_type_list())
    if p.parse_optional_keyword("no_inline"):
        p.add_attribute("no_inline", UnitAttr())
    p.state.regions.append(p.parse_region())
    p.state.attributes.update(p.parse_optional_attr_dict())


def print_execute_region(p: OpAsmPrinter) -> None:
    """ExecuteRegionOp::print."""
    op = p.op
    snap = p.printer.snap
    rec = snap.ops[op.id]
    p.print_optional_arrow_type_list([snap.values[v].type for v in rec.results])
    p.write(" ")
    if op.attr("no_inline") is not None:
        p.write("no_inline ")
    p.print_region(rec.regions[0], print_entry_block_args=False, print_block_terminators=True)
    p.print_optional_attr_dict(_elided(op, ("no_inline",)))


def _verify_execute_region(op: Operation) -> Iterator[Diagnostic]:
    snap = op.snapshot
    blocks = snap.regions[_region_ids(op)[0]].blocks
    if not blocks:
        yield ods.op_error(op, "region needs to have at least one block")
    elif snap.blocks[blocks[0]].args:
        yield ods.op_error(op, "region cannot have any arguments")


def _execute_region_points(op: Operation) -> list[BranchPoint]:
    rec = op.snapshot.ops[op.id]
    points = [BranchPoint(None, (RegionSuccessor(0, ()),), ((),))]
    for t in _terminators(op, 0, (YIELD,)):
        points.append(
            BranchPoint(t, (RegionSuccessor(None, rec.results),), (op.snapshot.ops[t].operands,))
        )
    return points


def execute_region_op() -> OpDef:
    """A fresh definition of `scf.execute_region` (an `OpDef` belongs to one context)."""
    return ods.op(
        "scf.execute_region",
        results=[ods.Result("results", ods.AnyType, variadic=True)],
        attributes=[ods.Attr("no_inline", ods.UnitAttrC, optional=True)],
        regions=[ods.Region("region")],
        traits=[region_branch_trait(_execute_region_points), ods.RecursiveMemoryEffects],
        parser=parse_execute_region,
        printer=print_execute_region,
        verify=_verify_execute_region,
        summary="operation that executes its region exactly once",
    )


# ---------------------------------------------------------------------------
# scf.index_switch

_INT64_MAX = (1 << 63) - 1


def parse_index_switch(p: OpAsmParser) -> None:
    """IndexSwitchOp's format: `$arg attr-dict (`->` type($results)^)?
    custom<SwitchCases>($cases, $caseRegions) `\\n` `` `default`
    $defaultRegion`. Only the default region gets an implicit `scf.yield`
    (the case regions are parsed by the custom directive)."""
    arg = p.parse_operand()
    p.state.operands.append(p.resolve_operand(arg, T.index))
    p.state.attributes.update(p.parse_optional_attr_dict())
    if p.parse_optional_arrow():
        p.add_types(p.parse_type_list())
    cases: list[int] = []
    regions: list[int] = []
    while p.parse_optional_keyword("case"):
        at = p.current_location
        value = p.parse_integer()
        if not -(1 << 63) <= value <= _INT64_MAX:
            p.emit_error(at, "integer value too large")
        cases.append(value)
        regions.append(p.parse_region())
    p.parse_keyword("default")
    default = p.parse_region()
    p.ensure_terminator(default, YIELD)
    p.state.regions += [default, *regions]
    p.add_attribute("cases", DenseArrayAttr(T.i64, tuple(cases)))


def print_index_switch(p: OpAsmPrinter) -> None:
    """IndexSwitchOp's format, as mlir-opt prints it: a space ends the first
    line (before the cases, which `printSwitchCases` starts on new lines);
    the case regions print their terminators, the default region elides an
    empty `scf.yield`."""
    op = p.op
    snap = p.printer.snap
    rec = snap.ops[op.id]
    p.write(" ")
    p.print_operand(rec.operands[0])
    p.print_optional_attr_dict(_elided(op, ("cases",)))
    if rec.results:
        p.write(" -> ")
        p.print_types(snap.values[v].type for v in rec.results)
    p.write(" ")
    cases = op.attr("cases")
    values = cases.values if isinstance(cases, DenseArrayAttr) else ()
    for value, region in zip(values, rec.regions[1:], strict=False):
        p.print_newline()
        p.write(f"case {value} ")
        p.print_region(region, print_entry_block_args=False)
    p.print_newline()
    p.write("default ")
    default = rec.regions[0]
    blocks = snap.regions[default].blocks
    show = True
    if blocks and snap.blocks[blocks[0]].last:
        term = snap.ops[snap.blocks[blocks[0]].last]
        show = bool(term.operands or term.results or term.attributes)
    p.print_region(default, print_block_terminators=show)


def _verify_index_switch(op: Operation) -> Iterator[Diagnostic]:
    """IndexSwitchOp::verify, with mlir-opt's messages."""
    snap = op.snapshot
    rec = snap.ops[op.id]
    cases = op.attr("cases")
    values = cases.values if isinstance(cases, DenseArrayAttr) else ()
    case_regions = rec.regions[1:]
    if len(values) != len(case_regions):
        yield ods.op_error(
            op, f"has {len(case_regions)} case regions but {len(values)} case values"
        )
        return
    seen: set[int] = set()
    for v in values:
        # MLIR collects the values in a DenseSet<int64_t>, whose empty key
        # is INT64_MAX: that value always reads as already present.
        if v in seen or v == _INT64_MAX:
            yield ods.op_error(op, f"has duplicate case value: {v}")
            return
        seen.add(v)
    types = [snap.values[r].type for r in rec.results]
    named = [(rec.regions[0], "default region")]
    named += [(r, f"case region #{i}") for i, r in enumerate(case_regions)]
    for region, name in named:
        block = snap.regions[region].blocks[0]
        last = snap.blocks[block].last
        term = snap.ops[last] if last else None
        if term is None or term.name != YIELD:
            got = term.name if term is not None else "<empty block>"
            yield ods.op_error(op, f"expected region to end with scf.yield, but got {got}")
            return
        if len(term.operands) != len(types):
            d = ods.op_error(
                op,
                f"expected each region to return {len(types)} values, but {name} returns "
                f"{len(term.operands)}",
            )
            d.attach_note("see yield operation here", term.loc)
            yield d
            return
        for i, (t, v) in enumerate(zip(types, term.operands, strict=True)):
            vt = snap.values[v].type
            if vt != t:
                d = ods.op_error(op, f"expected result #{i} of each region to be '{t}'")
                d.attach_note(f"{name} returns '{vt}' here", term.loc)
                yield d
                return


def _index_switch_points(op: Operation) -> list[BranchPoint]:
    rec = op.snapshot.ops[op.id]
    n = len(rec.regions)
    entry = tuple(RegionSuccessor(i, ()) for i in range(n))
    points = [BranchPoint(None, entry, tuple(() for _ in range(n)))]
    to_parent = RegionSuccessor(None, rec.results)
    for i in range(n):
        for t in _terminators(op, i, (YIELD,)):
            points.append(BranchPoint(t, (to_parent,), (op.snapshot.ops[t].operands,)))
    return points


def index_switch_op() -> OpDef:
    """A fresh definition of `scf.index_switch` (an `OpDef` belongs to one context)."""
    opdef = ods.op(
        "scf.index_switch",
        operands=[ods.Operand("arg", ods.Index)],
        results=[ods.Result("results", ods.AnyType, variadic=True)],
        attributes=[ods.Attr("cases", ods.DenseI64ArrayAttr)],
        regions=[
            ods.Region("defaultRegion", ods.SizedRegion(1)),
            ods.Region("caseRegions", ods.SizedRegion(1), variadic=True),
        ],
        traits=[
            region_branch_trait(_index_switch_points),
            ods.SingleBlockImplicitTerminator(YIELD),
            ods.RecursiveMemoryEffects,
        ],
        parser=parse_index_switch,
        printer=print_index_switch,
        verify=_verify_index_switch,
        summary="switch-case operation on an index argument",
    )
    # A DenseI64ArrayAttr property converts from nothing else ("invalid
    # properties ... in property conversion").
    opdef.inherent_kinds["cases"] = ods.DenseI64ArrayAttr.check
    return opdef


# ---------------------------------------------------------------------------
# scf.parallel / scf.reduce / scf.reduce.return

REDUCE = "scf.reduce"


def parse_parallel(p: OpAsmParser) -> None:
    """ParallelOp::parse."""
    ivs = p.parse_argument_list("paren")
    counts: list[int] = []
    p.parse_equal()
    for keyword in ("", "to", "step"):
        if keyword:
            p.parse_keyword(keyword)
        ops = p.parse_operand_list("paren", required=len(ivs))
        p.resolve_operands(ops, T.index)
        counts.append(len(ops))
    inits: list[UnresolvedOperand] = []
    if p.parse_optional_keyword("init"):
        inits = p.parse_operand_list("paren")
    types = p.parse_optional_arrow_type_list()
    p.add_types(types)
    for a in ivs:
        a.type = T.index
    body = p.parse_region(ivs)
    p.add_attribute("operandSegmentSizes", DenseArrayAttr(T.i32, (*counts, len(inits))))
    p.state.attributes.update(p.parse_optional_attr_dict())
    p.resolve_operands(inits, types)
    p.ensure_terminator(body, REDUCE)
    p.state.regions.append(body)


def parallel_groups(rec: OpRecord) -> list[tuple[int, ...]]:
    """An `scf.parallel`'s (lower bounds, upper bounds, steps, inits), split
    by its `operandSegmentSizes` (read as `Operation.attr` reads it:
    properties first); its printer, verifier and canonicalization share it."""
    props = rec.properties
    if isinstance(props, DictionaryAttr) and "operandSegmentSizes" in props:
        sizes: Attribute | None = props["operandSegmentSizes"]
    else:
        sizes = rec.attributes.get("operandSegmentSizes")
    counts = sizes.values if isinstance(sizes, DenseArrayAttr) else (0, 0, 0, len(rec.operands))
    out: list[tuple[int, ...]] = []
    at = 0
    for n in counts:
        out.append(rec.operands[at : at + n])
        at += n
    return out


def print_parallel(p: OpAsmPrinter) -> None:
    """ParallelOp::print."""
    op = p.op
    snap = p.printer.snap
    rec = snap.ops[op.id]
    lbs, ubs, steps, inits = parallel_groups(op.snapshot.ops[op.id])
    body = rec.regions[0]
    blocks = snap.regions[body].blocks
    args = snap.blocks[blocks[0]].args if blocks else ()
    for text, vals in ((" (", args), (") = (", lbs), (") to (", ubs), (") step (", steps)):
        p.write(text)
        p.print_operands(vals)
    p.write(")")
    if inits:
        p.write(" init (")
        p.print_operands(inits)
        p.write(")")
    p.print_optional_arrow_type_list([snap.values[v].type for v in rec.results])
    p.write(" ")
    p.print_region(body, print_entry_block_args=False)
    p.print_optional_attr_dict(_elided(op, ("operandSegmentSizes",)))


def _verify_parallel(op: Operation) -> Iterator[Diagnostic]:
    """ParallelOp::verify."""
    snap = op.snapshot
    rec = snap.ops[op.id]
    _lbs, _ubs, steps, inits = parallel_groups(op.snapshot.ops[op.id])
    if not steps:
        yield ods.op_error(
            op, "needs at least one tuple element for lowerBound, upperBound and step"
        )
        return
    for st in steps:
        vrec = snap.values[st]
        if vrec.is_arg:
            continue
        orec = snap.ops[vrec.owner]
        props = orec.properties
        value = props.get("value") if isinstance(props, DictionaryAttr) else None
        if orec.name == "arith.constant" and isinstance(value, IntegerAttr) and value.value <= 0:
            yield ods.op_error(op, "constant step operand must be positive")
            return
    block = snap.regions[rec.regions[0]].blocks[0]
    args = snap.blocks[block].args
    if len(args) != len(steps):
        yield ods.op_error(
            op,
            f"expects the same number of induction variables: {len(args)} as bound and "
            f"step values: {len(steps)}",
        )
        return
    if any(not isinstance(snap.values[a].type, T.IndexType) for a in args):
        yield ods.op_error(op, "expects arguments for the induction variable to be of index type")
        return
    d = _verify_and_get_terminator(op, 0, REDUCE, "expects body to terminate with 'scf.reduce'")
    if d is not None:
        yield d
        return
    reduce = snap.ops[snap.blocks[block].last]
    n_res, n_red, n_init = len(rec.results), len(reduce.regions), len(inits)
    if n_res != n_red:
        yield ods.op_error(
            op,
            f"expects number of results: {n_res} to be the same as number of reductions: {n_red}",
        )
        return
    if n_res != n_init:
        yield ods.op_error(
            op,
            f"expects number of results: {n_res} to be the same as number of initial "
            f"values: {n_init}",
        )
        return
    for i, (r, v) in enumerate(zip(rec.results, reduce.operands, strict=False)):
        rt, vt = snap.values[r].type, snap.values[v].type
        if rt != vt:
            yield ods.op_error(
                Operation(snap, snap.blocks[block].last),
                f"expects type of {i}-th reduction operand: '{vt}' to be the same as the "
                f"{i}-th result type: '{rt}'",
            )
            return


def _parallel_points(op: Operation) -> list[BranchPoint]:
    # ParallelOp::getSuccessorRegions: the body, or back to the op with no
    # values (the results come from the reductions, not from an edge).
    body = RegionSuccessor(0, ())
    to_parent = RegionSuccessor(None, ())
    points = [BranchPoint(None, (body, to_parent), ((), ()))]
    for t in _terminators(op, 0, (REDUCE,)):
        points.append(BranchPoint(t, (body, to_parent), ((), ())))
    return points


def parallel_op() -> OpDef:
    """A fresh definition of `scf.parallel` (an `OpDef` belongs to one context)."""
    return ods.op(
        "scf.parallel",
        operands=[
            ods.Operand("lowerBound", ods.Index, variadic=True),
            ods.Operand("upperBound", ods.Index, variadic=True),
            ods.Operand("step", ods.Index, variadic=True),
            ods.Operand("initVals", ods.AnyType, variadic=True),
        ],
        results=[ods.Result("results", ods.AnyType, variadic=True)],
        regions=[ods.Region("region", ods.SizedRegion(1))],
        traits=[
            ods.AutomaticAllocationScope,
            ods.AttrSizedOperandSegments,
            ods.RecursiveMemoryEffects,
            region_branch_trait(_parallel_points),
            ods.SingleBlockImplicitTerminator(REDUCE),
        ],
        parser=parse_parallel,
        printer=print_parallel,
        verify=_verify_parallel,
        summary="parallel for operation",
    )


def _verify_reduce_regions(op: Operation) -> Iterator[Diagnostic]:
    """ReduceOp::verifyRegions."""
    snap = op.snapshot
    rec = snap.ops[op.id]
    if len(rec.regions) != len(rec.operands):
        yield ods.op_error(
            op,
            f"expects number of reduction regions: {len(rec.regions)} to be the same as "
            f"number of reduction operands: {len(rec.operands)}",
        )
        return
    for i, (region, v) in enumerate(zip(rec.regions, rec.operands, strict=True)):
        t = snap.values[v].type
        block = snap.regions[region].blocks[0]
        brec = snap.blocks[block]
        if not brec.first:
            yield ods.op_error(op, f"{i}-th reduction has an empty body")
            return
        if len(brec.args) != 2 or any(snap.values[a].type != t for a in brec.args):
            yield ods.op_error(
                op, f"expected two block arguments with type '{t}' in the {i}-th reduction region"
            )
            return
        if snap.ops[brec.last].name != "scf.reduce.return":
            yield ods.op_error(
                op, "reduction bodies must be terminated with an 'scf.reduce.return' op"
            )
            return


def reduce_op() -> OpDef:
    """A fresh definition of `scf.reduce` (an `OpDef` belongs to one context)."""
    return ods.op(
        REDUCE,
        operands=[ods.Operand("operands", ods.AnyType, variadic=True)],
        regions=[ods.Region("reductions", ods.SizedRegion(1), variadic=True)],
        traits=[ods.HasParent("scf.parallel"), ods.RecursiveMemoryEffects, ods.IsTerminator],
        assembly_format="(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict",
        verify_regions=_verify_reduce_regions,
        summary="reduce operation for scf.parallel",
    )


def _verify_reduce_return(op: Operation) -> Iterator[Diagnostic]:
    """ReduceReturnOp::verify."""
    snap = op.snapshot
    rec = snap.ops[op.id]
    args = snap.blocks[rec.parent].args
    if not args:
        return
    want = snap.values[args[0]].type
    if snap.values[rec.operands[0]].type != want:
        yield ods.op_error(op, f"must have type '{want}' (the type of the reduction inputs)")


def reduce_return_op() -> OpDef:
    """A fresh definition of `scf.reduce.return` (an `OpDef` belongs to one context)."""
    return ods.op(
        "scf.reduce.return",
        operands=[ods.Operand("result", ods.AnyType)],
        traits=[ods.HasParent(REDUCE), ods.Pure, ods.IsTerminator],
        assembly_format="$result attr-dict `:` type($result)",
        verify=_verify_reduce_return,
        summary="terminator for reduce operation",
    )


def yield_op() -> OpDef:
    """A fresh definition of `scf.yield` (an `OpDef` belongs to one context)."""
    return ods.op(
        YIELD,
        operands=[ods.Operand("results", ods.AnyType, variadic=True)],
        traits=[ods.Pure, ods.HasParent(*YIELD_PARENTS), ods.ReturnLike, ods.IsTerminator],
        assembly_format="attr-dict ($results^ `:` type($results))?",
        summary="loop yield and termination operation",
    )


def register(ctx: Context) -> None:
    """Register the scf dialect into `ctx`."""
    for make in (
        for_op,
        if_op,
        while_op,
        condition_op,
        execute_region_op,
        index_switch_op,
        parallel_op,
        reduce_op,
        reduce_return_op,
        yield_op,
    ):
        ctx.register_op(make())
    # Partly defined (no scf.forall, scf.forall.in_parallel): other scf ops
    # still load in generic form.
    ctx.dialect("scf").allow_unknown_operations = True
