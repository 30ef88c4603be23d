"""Transform dialect extensions pdlx ships, each defined with the same
public API as the core ops: the debug extension (DebugExtensionOps.td), the
PDL extension (PDLExtensionOps.td) and `transform.structured.match` from
the Linalg extension (its other ops are not provided)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Final

from pdlx import ods
from pdlx.ir.context import OpDef
from pdlx.transform import extension as X
from pdlx.transform.dialect import verify as V
from pdlx.transform.dialect.core import MATCH_OP, POSSIBLE_TOP_LEVEL, TRANSFORM_OP, _sem
from pdlx.transform.dialect.types import ANY_HANDLE, HANDLE, PARAM
from pdlx.transform.extension import attach, fixed_effects
from pdlx.transform.ops import control, debug, pdl, structured

# ---------------------------------------------------------------------------
# Debug extension


def emit_remark_at_op() -> OpDef:
    return attach(
        ods.op(
            "transform.debug.emit_remark_at",
            operands=[ods.Operand("at", ANY_HANDLE)],
            attributes=[ods.Attr("message", ods.StrAttr)],
            traits=[MATCH_OP, TRANSFORM_OP],
            assembly_format="$at `,` $message attr-dict `:` type($at)",
            summary="Print a message as diagnostic remark attached to payload",
        ),
        _sem(debug.apply_emit_remark_at, X.navigation_effects, match_op=True, navigation=True),
    )


def emit_param_as_remark_op() -> OpDef:
    return attach(
        ods.op(
            "transform.debug.emit_param_as_remark",
            operands=[
                ods.Operand("param", PARAM),
                ods.Operand("anchor", HANDLE, optional=True),
            ],
            attributes=[ods.Attr("message", ods.StrAttr, optional=True)],
            traits=[MATCH_OP, TRANSFORM_OP],
            assembly_format=(
                "$param (`,` $message^)?  (`at` $anchor^)?"
                "attr-dict `:` type($param) (`,` type($anchor)^)?"
            ),
            summary="Prints the parameter as a diagnostic remark",
        ),
        _sem(
            debug.apply_emit_param_as_remark, X.navigation_effects, match_op=True, navigation=True
        ),
    )


# ---------------------------------------------------------------------------
# PDL extension


def pdl_match_op() -> OpDef:
    return attach(
        ods.op(
            "transform.pdl_match",
            operands=[ods.Operand("root", HANDLE)],
            results=[ods.Result("matched", HANDLE)],
            attributes=[ods.Attr("pattern_name", ods.SymbolRefAttrC)],
            traits=[TRANSFORM_OP],
            assembly_format=(
                "$pattern_name `in` $root attr-dict `:` functional-type(operands, results)"
            ),
            summary="Finds ops that match the named PDL pattern",
        ),
        _sem(pdl.apply_pdl_match, pdl.pdl_match_effects),
    )


def with_pdl_patterns_op() -> OpDef:
    return attach(
        ods.op(
            "transform.with_pdl_patterns",
            operands=[ods.Operand("root", HANDLE, optional=True)],
            regions=[ods.Region("body", ods.SizedRegion(1))],
            traits=[TRANSFORM_OP, ods.NoTerminator, POSSIBLE_TOP_LEVEL, ods.SymbolTable],
            assembly_format="($root^ `:` type($root))? attr-dict-with-keyword regions",
            default_dialect="transform",
            verify=V.verify_with_pdl_patterns,
            summary="Contains PDL patterns available for use in transforms",
        ),
        _sem(pdl.apply_with_pdl_patterns, control.possible_top_level_effects, top_level=True),
    )


# ---------------------------------------------------------------------------
# Linalg extension: structured.match

MATCH_INTERFACE_ENUM: Final = ods.int_enum_attr(
    "An interface to match",
    [("LinalgOp", 0), ("TilingInterface", 1), ("LoopLikeInterface", 2)],
)


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
        _sem(structured.apply_structured_match, fixed_effects(reads_payload=True), navigation=True),
    )


OP_FACTORIES: Final[tuple[Callable[[], OpDef], ...]] = (
    emit_remark_at_op,
    emit_param_as_remark_op,
    pdl_match_op,
    with_pdl_patterns_op,
    structured_match_op,
)


# ---------------------------------------------------------------------------
# structured.tile_using_for: syntax only (tiling is not ported; applying it
# is a definite failure naming the op)

_KDYNAMIC: Final = -(2**63)


def _parse_tile_using_for(p: Any) -> None:
    from pdlx.ir import types as T
    from pdlx.ir.dense import DenseArrayAttr

    target = p.parse_operand()
    operand_loc = p.current_location
    p.parse_keyword("tile_sizes")
    dynamic: list[Any] = []
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


def _print_tile_using_for(p: Any) -> None:
    from pdlx.syntax.asm import op_attr_dict

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


def _tile_names(op: Any) -> list[tuple[int, str]]:
    n = len(op.snapshot.ops[op.id].results)
    return [(0, "tiled_linalg_op")] + ([(1, "loops")] if n > 1 else [])


def _tile_effects(op: Any) -> Any:
    from pdlx.transform.extension import Effects

    return Effects(frozenset({0}), True, True)


def tile_using_for_op() -> OpDef:
    from pdlx.transform.dialect.types import ANY_HANDLE_OR_PARAM
    from pdlx.transform.ops.payload import unsupported

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
        _sem(unsupported, _tile_effects, tracking=True),
    )


# ---------------------------------------------------------------------------
# SCF extension: loop.peel (its refusals are ported; peeling itself is not)


def _is_scf_for_handle(t: Any) -> bool:
    from pdlx.transform.dialect.types import OperationType

    return isinstance(t, OperationType) and t.operation_name == "scf.for"


SCF_FOR_HANDLE: Final = ods.type_constraint(
    "Transform IR handle to scf.for operations", _is_scf_for_handle
)


def loop_peel_op() -> OpDef:
    from pdlx.ir import types as T
    from pdlx.ir.attributes import IntegerAttr
    from pdlx.transform.ops.loop import apply_loop_peel

    false = IntegerAttr(0, T.i1)
    return attach(
        ods.op(
            "transform.loop.peel",
            operands=[ods.Operand("target", SCF_FOR_HANDLE)],
            results=[ods.Result("peeled_loop", HANDLE), ods.Result("remainder_loop", HANDLE)],
            attributes=[
                ods.Attr("peel_front", ods.BoolAttrC, default=false),
                ods.Attr("fail_if_already_divisible", ods.BoolAttrC, default=false),
            ],
            traits=[TRANSFORM_OP],
            assembly_format="$target attr-dict `:` functional-type(operands, results)",
            summary="Peels the first or last iteration of the loop",
        ),
        _sem(apply_loop_peel, _tile_effects, tracking=True),
    )


ALL_OP_FACTORIES: Final[tuple[Callable[[], OpDef], ...]] = (
    *OP_FACTORIES,
    tile_using_for_op,
    loop_peel_op,
)
