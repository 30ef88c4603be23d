"""The Linalg extension's `transform.structured.match`
(LinalgTransformOps.cpp's MatchOp::apply: ops nested in the single target op,
inclusive, post-order, that satisfy every given filter) and the syntax of
`structured.tile_using_for` (tiling is not ported: applying it is a definite
failure naming the op)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import ArrayAttr, DictionaryAttr, TypeAttr
from pdlx.ir.context import Context, OpDef
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.views import Operation
from pdlx.syntax.asm import OpAsmParser, OpAsmPrinter, UnresolvedOperand, op_attr_dict
from pdlx.transform.extension import Effects, attach, fixed_effects
from pdlx.transform.ops.base import TRANSFORM_OP, core_semantics
from pdlx.transform.ops.common import emit_definite, int_attr, str_array_attr
from pdlx.transform.ops.payload import unsupported
from pdlx.transform.ops.types import ANY_HANDLE_OR_PARAM, HANDLE
from pdlx.transform.outcome import Outcome, success
from pdlx.transform.results import TransformResults
from pdlx.transform.state import TransformState

# ---------------------------------------------------------------------------
# Shared by the ops below


INTERFACE_TRAITS = {0: "LinalgOp", 1: "TilingInterface", 2: "LoopLikeOpInterface"}
"""MatchInterfaceEnum -> the trait name an OpDef lists to implement it."""


MATCH_INTERFACE_ENUM: Final = ods.int_enum_attr(
    "An interface to match",
    [("LinalgOp", 0), ("TilingInterface", 1), ("LoopLikeInterface", 2)],
)


_KDYNAMIC: Final = -(2**63)


# ---------------------------------------------------------------------------
# transform.structured.match


def apply_structured_match(
    op: Operation, results: TransformResults, state: TransformState
) -> Outcome:
    found = structured_matches(state, op, state.payload_ops(op.snapshot.ops[op.id].operands[0]))
    if isinstance(found, Outcome):
        return found
    results.set_ops(0, found)
    return success()


def structured_matches(
    state: TransformState, op: Operation, payload: list[int]
) -> list[int] | Outcome:
    """MatchOp::apply on the target list: the matching ops, or a definite
    failure (shared with the compiled matchers)."""
    names = str_array_attr(op, "ops")
    wanted = set(names) if names is not None else None
    iface = int_attr(op, "interface")
    op_attrs = op.attr("op_attrs")
    result_type = op.attr("filter_result_type")
    operand_types = op.attr("filter_operand_types")
    if len(payload) != 1:
        return emit_definite(state, op, "requires exactly one target handle")[0]
    snap = state.payload
    ctx = Context.default()
    values = snap.values
    trait = INTERFACE_TRAITS.get(iface) if iface is not None else None
    attr_filters = (
        [(k, v) for k, v in op_attrs.items() if k not in ("interface", "ops")]
        if isinstance(op_attrs, DictionaryAttr)
        else []
    )
    want_result = result_type.value if isinstance(result_type, TypeAttr) else None
    want_operands = (
        [t.value for t in operand_types.elements if isinstance(t, TypeAttr)]
        if isinstance(operand_types, ArrayAttr)
        else None
    )
    found: list[int] = []
    wrong_count = False
    for o in snap.walk(payload[0], post_order=True):
        rec = snap.ops[o]
        if wanted is not None and rec.name not in wanted:
            continue
        if trait is not None:
            d = ctx.op(rec.name)
            if d is None or trait not in d.traits:
                continue
        if attr_filters:
            view = Operation(snap, o)
            if any(view.attr(k) != v for k, v in attr_filters):
                continue
        if want_result is not None and (
            len(rec.results) != 1 or values[rec.results[0]].type != want_result
        ):
            continue
        if want_operands is not None:
            have = [values[v].type for v in rec.operands]
            if len(want_operands) == 1:
                if any(t != want_operands[0] for t in have):
                    continue
            else:
                if len(want_operands) != len(have):
                    wrong_count = True
                    continue
                if have != want_operands:
                    continue
        found.append(o)
    if wrong_count:
        return emit_definite(
            state,
            op,
            "If filter_operand_types contains more than a type, then it must contain as much "
            "types as the number of operands in the target ops",
        )[0]
    return found


def structured_match_op() -> OpDef:
    return attach(
        ods.op(
            "transform.structured.match",
            operands=[ods.Operand("target", HANDLE)],
            results=[ods.Result("results", HANDLE)],
            attributes=[
                ods.Attr("ops", ods.StrArrayAttr, optional=True),
                ods.Attr("interface", MATCH_INTERFACE_ENUM, optional=True),
                ods.Attr("op_attrs", ods.DictionaryAttrC, optional=True),
                ods.Attr("filter_result_type", ods.TypeAttrC, optional=True),
                ods.Attr("filter_operand_types", ods.TypeArrayAttr, optional=True),
            ],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "(`ops` `{` $ops^ `}`)? (`interface` `{` $interface^ `}`)? "
                "(`attributes` $op_attrs^)? (`filter_result_type` `=` $filter_result_type^)? "
                "(`filter_operand_types` `=` $filter_operand_types^)? "
                "`in` $target attr-dict `:` functional-type($target, results)"
            ),
            summary="Match op with the specified constraints, within the target op",
        ),
        core_semantics(apply_structured_match, fixed_effects(reads_payload=True), navigation=True),
    )


# ---------------------------------------------------------------------------
# transform.structured.tile_using_for


def _parse_tile_using_for(p: OpAsmParser) -> None:
    target = p.parse_operand()
    operand_loc = p.current_location
    p.parse_keyword("tile_sizes")
    dynamic: list[UnresolvedOperand] = []
    static: list[int] = []
    scalable: list[int] = []

    def one() -> None:
        is_scalable = p.parse_optional_lsquare()
        operand = p.parse_optional_operand()
        if operand is not None:
            dynamic.append(operand)
            static.append(_KDYNAMIC)
        else:
            static.append(p.parse_integer())
        scalable.append(1 if is_scalable else 0)
        if is_scalable:
            p.parse_rsquare()

    p.parse_comma_separated_list(one, "square")
    if p.parse_optional_keyword("interchange"):
        p.parse_equal()
        values: list[int] = []
        p.parse_comma_separated_list(lambda: values.append(p.parse_integer()), "square")
        p.add_attribute("interchange", DenseArrayAttr(T.i64, tuple(values)))
    p.state.attributes.update(p.parse_optional_attr_dict())
    p.parse_colon()
    fty = p.parse_type()
    if not isinstance(fty, T.FunctionType):
        p.emit_error(operand_loc, "invalid kind of type specified")
    expected_loops = len(static) - static.count(0)
    if len(fty.results) != expected_loops + 1:
        p.emit_error(p.name_location, f"expected {expected_loops + 1} result type(s)")
    if len(fty.inputs) != len(dynamic) + 1:
        p.emit_error(operand_loc, f"expected {len(dynamic) + 1} operand type(s)")
    p.resolve_operands([target], [fty.inputs[0]])
    p.resolve_operands(dynamic, list(fty.inputs[1:]), operand_loc)
    p.add_attribute("scalable_sizes", DenseArrayAttr(T.i1, tuple(scalable)))
    p.add_attribute("static_sizes", DenseArrayAttr(T.i64, tuple(static)))
    p.add_types(fty.results)


def _print_tile_using_for(p: OpAsmPrinter) -> None:
    op = p.op
    snap = op.snapshot
    operands = snap.ops[op.id].operands
    p.write(" ")
    p.print_operand(operands[0])
    p.write(" tile_sizes [")
    static = [int(v) for v in getattr(op.attr("static_sizes"), "values", ())]
    scalable = [int(v) for v in getattr(op.attr("scalable_sizes"), "values", ())]
    dyn = iter(operands[1:])
    for i, s in enumerate(static):
        if i:
            p.write(", ")
        sc = i < len(scalable) and scalable[i]
        if sc:
            p.write("[")
        if s == _KDYNAMIC:
            p.print_operand(next(dyn))
        else:
            p.write(str(s))
        if sc:
            p.write("]")
    p.write("]")
    inter = [int(v) for v in getattr(op.attr("interchange"), "values", ())]
    if inter:
        p.write(" interchange = [" + ", ".join(str(v) for v in inter) + "]")
    p.print_optional_attr_dict(
        op_attr_dict(op),
        ("static_sizes", "interchange", "scalable_sizes"),
    )
    p.write(" : ")
    p.print_functional_type(op.operand_types, op.result_types)


def _tile_names(op: Operation) -> list[tuple[int, str]]:
    n = len(op.snapshot.ops[op.id].results)
    return [(0, "tiled_linalg_op")] + ([(1, "loops")] if n > 1 else [])


def functional_effects(op: Operation) -> Effects:
    """FunctionalStyleTransformOpTrait: the target consumed, the payload modified."""
    return Effects(frozenset({0}), True, True)


def tile_using_for_op() -> OpDef:
    return attach(
        ods.op(
            "transform.structured.tile_using_for",
            operands=[
                ods.Operand("target", HANDLE),
                ods.Operand("dynamic_sizes", ANY_HANDLE_OR_PARAM, variadic=True),
            ],
            results=[
                ods.Result("tiled_linalg_op", HANDLE),
                ods.Result("loops", HANDLE, variadic=True),
            ],
            attributes=[
                ods.Attr("static_sizes", ods.DenseI64ArrayAttr, optional=True),
                ods.Attr("interchange", ods.DenseI64ArrayAttr, optional=True),
                ods.Attr("scalable_sizes", ods.DenseBoolArrayAttr, optional=True),
            ],
            traits=[TRANSFORM_OP],
            parser=_parse_tile_using_for,
            printer=_print_tile_using_for,
            result_names=_tile_names,
            summary="Tile a LinalgOp (syntax only in pdlx)",
        ),
        core_semantics(unsupported, functional_effects, tracking=True),
    )


OP_FACTORIES: Final[tuple[Callable[[], OpDef], ...]] = (structured_match_op, tile_using_for_op)
"""The extension's ops, in registration order."""
