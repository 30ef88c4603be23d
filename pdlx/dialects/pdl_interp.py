"""The pdl_interp dialect of MLIR 22: PDL patterns lowered to a matcher program.

`-convert-pdl-to-pdl-interp` turns a module of `pdl.pattern`s into one
`pdl_interp.func @matcher` (a decision tree of predicate ops that branch to
successor blocks: `check_operation_name`, `switch_type`, `are_equal`, ...)
and a `module @rewriters` of `pdl_interp.func`s that perform the rewrites.
The upstream PDLToPDLInterp and PDL bytecode tests are written in (or
print) this dialect, so pdlx reads and prints it exactly as mlir-opt-22
does: the definitions follow `PDLInterpOps.td`, the verifiers and custom
syntax `PDLInterp.cpp`.

The value types are the pdl dialect's (`!pdl.operation`, `!pdl.range<value>`,
...); see `pdlx.dialects.pdl`.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Final

from pdlx import ods
from pdlx.dialects import func
from pdlx.dialects.pdl import (
    PDL_AnyType,
    PDL_Attribute,
    PDL_Operation,
    PDL_Type,
    PDL_Value,
    RangeType,
    ValueType,
    inst_or_range_of,
    parse_operation_op_attributes,
    parse_range_type,
    print_operation_op_attributes,
    print_range_type,
    range_element_or_self,
    range_of,
)
from pdlx.ir import types as T
from pdlx.ir.attributes import ArrayAttr, Attribute, IntegerAttr, StringAttr, TypeAttr, UnitAttr
from pdlx.ir.context import Context, OpDef
from pdlx.ir.dense import DenseElementsAttr
from pdlx.ir.types import Type
from pdlx.syntax.asm import op_attr_dict

if TYPE_CHECKING:
    from pdlx.ir.diagnostics import Diagnostic
    from pdlx.ir.views import Operation
    from pdlx.syntax.asm import Cell, OpAsmParser, OpAsmPrinter

DIALECT: Final = "pdl_interp"

# ---------------------------------------------------------------------------
# Attribute constraints ODS's core does not name in pdlx.ods


def _non_negative(base: ods.AttrConstraint) -> ods.AttrConstraint:
    return ods.confined(
        base, lambda a: isinstance(a, IntegerAttr) and a.value >= 0, "whose value is non-negative"
    )


_NonNegI32: Final = _non_negative(ods.I32Attr)
_NonNegI16: Final = _non_negative(ods.I16Attr)


def _is_i32_elements(a: Attribute) -> bool:
    return isinstance(a, DenseElementsAttr) and a.element_type == T.i32


def _is_dense_elements(a: Attribute) -> bool:
    return isinstance(a, DenseElementsAttr)


I32ElementsAttr: Final = ods.AttrConstraint(
    "32-bit signless integer elements attribute",
    _is_i32_elements,
    None,
    None,
    kind_check=_is_dense_elements,
)
"""ODS `I32ElementsAttr` (a DenseIntElementsAttr of i32, printed in full)."""

TypeArrayArrayAttr: Final = ods.AttrConstraint(
    "type-array array attribute",
    lambda a: (
        isinstance(a, ArrayAttr)
        and all(
            isinstance(e, ArrayAttr) and all(isinstance(t, TypeAttr) for t in e.elements)
            for e in a.elements
        )
    ),
    T.none,
    ArrayAttr,
)
"""`TypedArrayAttrBase<TypeArrayAttr, "type-array array attribute">`."""


def _count_of(a: Attribute | None) -> int:
    """How many case values an attribute holds (ArrayAttr or dense elements)."""
    if isinstance(a, ArrayAttr):
        return len(a.elements)
    if isinstance(a, DenseElementsAttr):
        return a.num_elements
    return 0


# ---------------------------------------------------------------------------
# Verifiers (PDLInterp.cpp)


def _verify_switch(op: Operation) -> Iterator[Diagnostic]:
    """verifySwitchOp: one case destination per case value."""
    rec = op.snapshot.ops[op.id]
    num_dests = max(len(rec.successors) - 1, 0)  # defaultDest comes first
    num_values = _count_of(op.attr("caseValues"))
    if num_dests != num_values:
        yield ods.op_error(
            op,
            "expected number of cases to match the number of case values, got "
            f"{num_dests} but expected {num_values}",
        )


def _verify_create_operation(op: Operation, ctx: Context) -> Iterator[Diagnostic]:
    """CreateOperationOp::verify."""
    if op.attr("inferredResultTypes") is None:
        return
    spec = ctx.op("pdl_interp.create_operation")
    assert spec is not None
    if spec.spec.operand(op, "inputResultTypes"):
        yield ods.op_error(op, "with inferred results cannot also have explicit result types")
        return
    name = op.attr("name")
    op_name = name.value if isinstance(name, StringAttr) else ""
    target = ctx.op(op_name)
    if target is None or not target.has_trait("InferTypeOpInterface"):
        yield ods.op_error(
            op,
            f"has inferred results, but the created operation '{op_name}' does not support "
            "result type inference (or is not registered)",
        )


def _verify_foreach(op: Operation) -> Iterator[Diagnostic]:
    """ForEachOp::verify."""
    snap = op.snapshot
    region = snap.ops[op.id].regions[0]
    blocks = snap.regions[region].blocks
    args = snap.blocks[blocks[0]].args if blocks else ()
    if len(args) != 1:
        yield ods.op_error(op, "requires exactly one argument")
        return
    want = RangeType(snap.values[args[0]].type)
    if want != op.operand_types[0]:
        yield ods.op_error(op, "operand must be a range of loop variable type")


def _verify_create_range(op: Operation) -> Iterator[Diagnostic]:
    """CreateRangeOp::verify (as pdl.range's)."""
    result = op.result_types[0]
    element = range_element_or_self(result)
    for t in op.operand_types:
        got = range_element_or_self(t)
        if got != element:
            yield ods.op_error(
                op, f"expected operand to have element type '{element}', but got '{got}'"
            )
            return


def _verify_func(op: Operation) -> Iterator[Diagnostic]:
    yield from func.verify_function_like(op)


# ---------------------------------------------------------------------------
# Custom directives and hand-written syntax


# `custom<CreateOperationOpAttributes>` is pdl.operation's `{"name" = %value,
# ...}` (parseCreateOperationOpAttributes and parseOperationOpAttributes read
# and print the same text; neither accepts an empty `{}` in MLIR 22).
_parse_attributes = parse_operation_op_attributes
_print_attributes = print_operation_op_attributes


def _parse_results(p: OpAsmParser, operands: Cell, types: Cell, inferred: Cell) -> None:
    """`-> <inferred>` or `-> (%t, ... : types)` (parseCreateOperationOpResults)."""
    operands.value, types.value = [], []
    if not p.parse_optional_arrow():
        return
    if p.parse_optional_less():
        p.parse_keyword("inferred")
        p.parse_greater()
        inferred.value = UnitAttr()
        return
    p.parse_lparen()
    operands.value = p.parse_operand_list()
    types.value = p.parse_colon_type_list()
    p.parse_rparen()


def _print_results(
    p: OpAsmPrinter,
    op: Operation,
    operands: Sequence[int],
    types: Sequence[Type],
    inferred: Attribute | None,
) -> None:
    if inferred is not None:
        p.write(" -> <inferred>")
        return
    if types:
        p.write(" -> (")
        p.print_operands(operands)
        p.write(" : ")
        p.print_types(types)
        p.write(")")


def _parse_foreach(p: OpAsmParser) -> None:
    """ForEachOp::parse: `%x : T in %range {region} attr-dict -> ^dest`."""
    loop_variable = p.parse_argument(allow_type=True)
    p.parse_keyword("in", " after loop variable")
    operand = p.parse_operand()
    assert loop_variable.type is not None
    p.resolve_operands([operand], RangeType(loop_variable.type))
    region = p.parse_region([loop_variable])
    p.state.regions.append(region)
    p.state.attributes.update(p.parse_optional_attr_dict())
    p.parse_arrow()
    p.state.successors.append(p.parse_successor())


def _print_foreach(p: OpAsmPrinter) -> None:
    op = p.op
    snap = p.printer.snap
    rec = snap.ops[op.id]
    region = rec.regions[0]
    arg = snap.blocks[snap.regions[region].blocks[0]].args[0]
    p.write(" ")
    p.print_operand(arg)
    p.write(" : ")
    p.print_type(snap.values[arg].type)
    p.write(" in ")
    p.print_operand(rec.operands[0])
    p.write(" ")
    p.print_region(region, print_entry_block_args=False)
    p.print_optional_attr_dict(op_attr_dict(op))
    p.write(" -> ")
    p.print_successor(rec.successors[0])


# ---------------------------------------------------------------------------
# The ops (PDLInterpOps.td)

_PREDICATE_SUCCESSORS: Final = (ods.Successor("trueDest"), ods.Successor("falseDest"))
_SWITCH_SUCCESSORS: Final = (ods.Successor("defaultDest"), ods.Successor("cases", variadic=True))


def _predicate(
    mnemonic: str,
    *,
    operands: Sequence[ods.Operand] = (),
    results: Sequence[ods.Result] = (),
    attributes: Sequence[ods.Attr] = (),
    traits: Sequence[ods.Trait] = (),
    assembly_format: str,
    summary: str,
) -> OpDef:
    """PDLInterp_PredicateOp: a terminator branching to trueDest / falseDest."""
    return ods.op(
        f"pdl_interp.{mnemonic}",
        operands=operands,
        results=results,
        attributes=attributes,
        successors=_PREDICATE_SUCCESSORS,
        traits=[ods.IsTerminator, *traits],
        assembly_format=assembly_format,
        summary=summary,
    )


def _switch(
    mnemonic: str,
    *,
    operands: Sequence[ods.Operand],
    attributes: Sequence[ods.Attr],
    assembly_format: str,
    summary: str,
) -> OpDef:
    """PDLInterp_SwitchOp: a terminator with a default and one destination per case."""
    return ods.op(
        f"pdl_interp.{mnemonic}",
        operands=operands,
        attributes=attributes,
        successors=_SWITCH_SUCCESSORS,
        traits=[ods.IsTerminator, ods.Pure],
        assembly_format=assembly_format,
        verify=_verify_switch,
        summary=summary,
    )


_SWITCH_FORMAT: Final = "`to` $caseValues `(` $cases `)` attr-dict `->` $defaultDest"


def _defs() -> list[OpDef]:
    op = ods.op
    A, Opd, R = ods.Attr, ods.Operand, ods.Result
    any_range = range_of(PDL_AnyType)
    value_or_range = inst_or_range_of(PDL_Value)
    defs = [
        _predicate(
            "apply_constraint",
            operands=[Opd("args", PDL_AnyType, variadic=True)],
            results=[R("results", PDL_AnyType, variadic=True)],
            attributes=[
                A("name", ods.StrAttr),
                A("isNegated", ods.BoolAttrC, default=IntegerAttr(0, T.i1)),
            ],
            assembly_format=(
                "$name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict "
                "`->` successors"
            ),
            summary="Apply a constraint to a set of positional values",
        ),
        op(
            "pdl_interp.apply_rewrite",
            operands=[Opd("args", PDL_AnyType, variadic=True)],
            results=[R("results", PDL_AnyType, variadic=True)],
            attributes=[A("name", ods.StrAttr)],
            assembly_format=(
                "$name (`(` $args^ `:` type($args) `)`)? (`:` type($results)^)? attr-dict"
            ),
            summary="Invoke and apply an externally registered rewrite method",
        ),
        _predicate(
            "are_equal",
            operands=[Opd("lhs", PDL_AnyType), Opd("rhs", PDL_AnyType)],
            traits=[ods.Pure, ods.SameTypeOperands],
            assembly_format="operands `:` type($lhs) attr-dict `->` successors",
            summary="Check if two positional values or ranges are equivalent",
        ),
        op(
            "pdl_interp.branch",
            successors=[ods.Successor("dest")],
            traits=[ods.Pure, ods.IsTerminator],
            assembly_format="$dest attr-dict",
            summary="General branch operation",
        ),
        _predicate(
            "check_attribute",
            operands=[Opd("attribute", PDL_Attribute)],
            attributes=[A("constantValue", ods.AnyAttr)],
            traits=[ods.Pure],
            assembly_format="$attribute `is` $constantValue attr-dict `->` successors",
            summary="Check the value of an `Attribute`",
        ),
        *(
            _predicate(
                f"check_{what}_count",
                operands=[Opd("inputOp", PDL_Operation)],
                attributes=[A("count", _NonNegI32), A("compareAtLeast", ods.UnitAttrC)],
                traits=[ods.Pure],
                assembly_format=(
                    "`of` $inputOp `is` (`at_least` $compareAtLeast^)? $count attr-dict "
                    "`->` successors"
                ),
                summary=f"Check the number of {what}s of an `Operation`",
            )
            for what in ("operand", "result")
        ),
        _predicate(
            "check_operation_name",
            operands=[Opd("inputOp", PDL_Operation)],
            attributes=[A("name", ods.StrAttr)],
            traits=[ods.Pure],
            assembly_format="`of` $inputOp `is` $name attr-dict `->` successors",
            summary="Check the OperationName of an `Operation`",
        ),
        _predicate(
            "check_type",
            operands=[Opd("value", PDL_Type)],
            attributes=[A("type", ods.TypeAttrC)],
            traits=[ods.Pure],
            assembly_format="$value `is` $type attr-dict `->` successors",
            summary="Compare a type to a known value",
        ),
        _predicate(
            "check_types",
            operands=[Opd("value", range_of(PDL_Type))],
            attributes=[A("types", ods.TypeArrayAttr)],
            traits=[ods.Pure],
            assembly_format="$value `are` $types attr-dict `->` successors",
            summary="Compare a range of types to a range of known values",
        ),
        op(
            "pdl_interp.continue",
            traits=[ods.Pure, ods.HasParent("pdl_interp.foreach"), ods.IsTerminator],
            assembly_format="attr-dict",
            summary="Breaks the current iteration",
        ),
        op(
            "pdl_interp.create_attribute",
            results=[R("attribute", PDL_Attribute)],
            attributes=[A("value", ods.AnyAttr)],
            traits=[ods.Pure],
            assembly_format="$value attr-dict-with-keyword",
            summary="Create an interpreter handle to a constant `Attribute`",
        ),
        _create_operation(),
        op(
            "pdl_interp.create_type",
            results=[R("result", PDL_Type)],
            attributes=[A("value", ods.TypeAttrC)],
            traits=[ods.Pure],
            assembly_format="$value attr-dict",
            summary="Create an interpreter handle to a constant `Type`",
        ),
        op(
            "pdl_interp.create_types",
            results=[R("result", range_of(PDL_Type))],
            attributes=[A("value", ods.TypeArrayAttr)],
            traits=[ods.Pure],
            assembly_format="$value attr-dict",
            summary="Create an interpreter handle to a range of constant `Type`s",
        ),
        op(
            "pdl_interp.erase",
            operands=[Opd("inputOp", PDL_Operation)],
            assembly_format="$inputOp attr-dict",
            summary="Mark an operation as `erased`",
        ),
        op(
            "pdl_interp.extract",
            operands=[Opd("range", any_range)],
            results=[R("result", PDL_AnyType)],
            attributes=[A("index", _NonNegI32)],
            traits=[
                ods.Pure,
                ods.TypesMatchWith(
                    "`range` is a PDL range whose element type matches type of `result`",
                    "result",
                    "range",
                    RangeType,
                ),
            ],
            assembly_format="$index `of` $range `:` type($result) attr-dict",
            summary="Extract the item at the specified index in a range",
        ),
        op(
            "pdl_interp.finalize",
            traits=[ods.Pure, ods.IsTerminator],
            assembly_format="attr-dict",
            summary="Finalize a pattern match or rewrite sequence",
        ),
        op(
            "pdl_interp.foreach",
            operands=[Opd("values", any_range)],
            regions=[ods.Region("region")],
            successors=[ods.Successor("successor")],
            traits=[ods.IsTerminator],
            parser=_parse_foreach,
            printer=_print_foreach,
            verify=_verify_foreach,
            summary="Iterates over a range of values or ranges",
        ),
        op(
            "pdl_interp.func",
            attributes=[
                A("sym_name", ods.SymbolNameAttr),
                A("function_type", ods.type_attr_of(ods.FunctionTypeC)),
                A("arg_attrs", ods.DictArrayAttr, optional=True),
                A("res_attrs", ods.DictArrayAttr, optional=True),
            ],
            regions=[ods.Region("body", ods.MinSizedRegion(1))],
            traits=[ods.Symbol, ods.IsolatedFromAbove],
            parser=func.parse_function_op,
            printer=func.print_function_op,
            verify=_verify_func,
            summary="PDL Interpreter Function Operation",
        ),
        op(
            "pdl_interp.get_attribute",
            operands=[Opd("inputOp", PDL_Operation)],
            results=[R("attribute", PDL_Attribute)],
            attributes=[A("name", ods.StrAttr)],
            traits=[ods.Pure],
            assembly_format="$name `of` $inputOp attr-dict",
            summary="Get a specified attribute value from an `Operation`",
        ),
        op(
            "pdl_interp.get_attribute_type",
            operands=[Opd("value", PDL_Attribute)],
            results=[R("result", PDL_Type)],
            traits=[ods.Pure],
            assembly_format="`of` $value attr-dict",
            summary="Get the result type of a specified `Attribute`",
        ),
        op(
            "pdl_interp.get_defining_op",
            operands=[Opd("value", value_or_range)],
            results=[R("inputOp", PDL_Operation)],
            traits=[ods.Pure],
            assembly_format="`of` $value `:` type($value) attr-dict",
            summary="Get the defining operation of a `Value`",
        ),
        *(
            op(
                f"pdl_interp.get_{what}",
                operands=[Opd("inputOp", PDL_Operation)],
                results=[R("value", PDL_Value)],
                attributes=[A("index", _NonNegI32)],
                traits=[ods.Pure],
                assembly_format="$index `of` $inputOp attr-dict",
                summary=f"Get a specified {what} from an `Operation`",
            )
            for what in ("operand", "result")
        ),
        *(
            op(
                f"pdl_interp.get_{what}s",
                operands=[Opd("inputOp", PDL_Operation)],
                results=[R("value", value_or_range)],
                attributes=[A("index", _NonNegI32, optional=True)],
                traits=[ods.Pure],
                assembly_format="($index^)? `of` $inputOp `:` type($value) attr-dict",
                summary=f"Get a specified {what} group from an `Operation`",
            )
            for what in ("operand", "result")
        ),
        op(
            "pdl_interp.get_users",
            operands=[Opd("value", value_or_range)],
            results=[R("operations", range_of(PDL_Operation))],
            traits=[ods.Pure],
            assembly_format="`of` $value `:` type($value) attr-dict",
            summary="Get the users of a `Value`",
        ),
        op(
            "pdl_interp.get_value_type",
            operands=[Opd("value", value_or_range)],
            results=[R("result", inst_or_range_of(PDL_Type))],
            traits=[
                ods.Pure,
                ods.TypesMatchWith(
                    "`value` type matches arity of `result`",
                    "result",
                    "value",
                    lambda t: RangeType(ValueType()) if isinstance(t, RangeType) else ValueType(),
                ),
            ],
            assembly_format="`of` $value `:` type($result) attr-dict",
            summary="Get the result type of a specified `Value`",
        ),
        _predicate(
            "is_not_null",
            operands=[Opd("value", PDL_AnyType)],
            traits=[ods.Pure],
            assembly_format="$value `:` type($value) attr-dict `->` successors",
            summary="Check if a positional value is non-null",
        ),
        op(
            "pdl_interp.create_range",
            operands=[Opd("arguments", PDL_AnyType, variadic=True)],
            results=[R("result", range_of(ods.any_type_of(PDL_Type, PDL_Value)))],
            traits=[ods.Pure],
            assembly_format=(
                "($arguments^ `:` type($arguments))? "
                "custom<RangeType>(ref(type($arguments)), type($result)) attr-dict"
            ),
            custom_directives={
                "RangeType": ods.CustomDirective(parse_range_type, print_range_type)
            },
            verify=_verify_create_range,
            summary="Construct a range of PDL entities",
        ),
        op(
            "pdl_interp.record_match",
            operands=[
                Opd("inputs", PDL_AnyType, variadic=True),
                Opd("matchedOps", PDL_Operation, variadic=True),
            ],
            attributes=[
                A("rewriter", ods.SymbolRefAttrC),
                A("rootKind", ods.StrAttr, optional=True),
                A("generatedOps", ods.StrArrayAttr, optional=True),
                A("benefit", _NonNegI16),
            ],
            successors=[ods.Successor("dest")],
            traits=[ods.AttrSizedOperandSegments, ods.IsTerminator],
            assembly_format=(
                "$rewriter (`(` $inputs^ `:` type($inputs) `)`)? `:` "
                "`benefit` `(` $benefit `)` `,` "
                "(`generatedOps` `(` $generatedOps^ `)` `,`)? "
                "`loc` `(` `[` $matchedOps `]` `)` "
                "(`,` `root` `(` $rootKind^ `)`)? attr-dict `->` $dest"
            ),
            summary="Record the metadata for a successful pattern match",
        ),
        op(
            "pdl_interp.replace",
            operands=[
                Opd("inputOp", PDL_Operation),
                Opd("replValues", value_or_range, variadic=True),
            ],
            assembly_format=(
                "$inputOp `with` ` ` `(` ($replValues^ `:` type($replValues))? `)` attr-dict"
            ),
            summary="Mark an operation as `replace`d",
        ),
        _switch(
            "switch_attribute",
            operands=[Opd("attribute", PDL_Attribute)],
            attributes=[A("caseValues", ods.ArrayAttrC)],
            assembly_format="$attribute " + _SWITCH_FORMAT,
            summary="Switch on the value of an `Attribute`",
        ),
        _switch(
            "switch_operand_count",
            operands=[Opd("inputOp", PDL_Operation)],
            attributes=[A("caseValues", I32ElementsAttr)],
            assembly_format="`of` $inputOp " + _SWITCH_FORMAT,
            summary="Switch on the operand count of an `Operation`",
        ),
        _switch(
            "switch_operation_name",
            operands=[Opd("inputOp", PDL_Operation)],
            attributes=[A("caseValues", ods.StrArrayAttr)],
            assembly_format="`of` $inputOp " + _SWITCH_FORMAT,
            summary="Switch on the OperationName of an `Operation`",
        ),
        _switch(
            "switch_result_count",
            operands=[Opd("inputOp", PDL_Operation)],
            attributes=[A("caseValues", I32ElementsAttr)],
            assembly_format="`of` $inputOp " + _SWITCH_FORMAT,
            summary="Switch on the result count of an `Operation`",
        ),
        _switch(
            "switch_type",
            operands=[Opd("value", PDL_Type)],
            attributes=[A("caseValues", ods.TypeArrayAttr)],
            assembly_format="$value " + _SWITCH_FORMAT,
            summary="Switch on a `Type` value",
        ),
        _switch(
            "switch_types",
            operands=[Opd("value", range_of(PDL_Type))],
            attributes=[A("caseValues", TypeArrayArrayAttr)],
            assembly_format="$value " + _SWITCH_FORMAT,
            summary="Switch on a range of `Type` values",
        ),
    ]
    return defs


def _create_operation() -> OpDef:
    registered: list[OpDef] = []

    def verify(op: Operation) -> Iterator[Diagnostic]:
        # The created op's name is looked up in this definition's context.
        yield from _verify_create_operation(op, registered[0].context or Context.default())

    opdef = ods.op(
        "pdl_interp.create_operation",
        operands=[
            ods.Operand("inputOperands", inst_or_range_of(PDL_Value), variadic=True),
            ods.Operand("inputAttributes", PDL_Attribute, variadic=True),
            ods.Operand("inputResultTypes", inst_or_range_of(PDL_Type), variadic=True),
        ],
        results=[ods.Result("resultOp", PDL_Operation)],
        attributes=[
            ods.Attr("name", ods.StrAttr),
            ods.Attr("inputAttributeNames", ods.StrArrayAttr),
            ods.Attr("inferredResultTypes", ods.UnitAttrC),
            # Newer MLIR adds `OptionalAttr<UI32Attr>:$numRegions`; 22.1.8 has not:
            # mlir-opt-22 keeps `{numRegions = ...}` discardable.
        ],
        traits=[ods.AttrSizedOperandSegments],
        assembly_format=(
            "$name (`(` $inputOperands^ `:` type($inputOperands) `)`)? `` "
            "custom<CreateOperationOpAttributes>($inputAttributes, $inputAttributeNames) "
            "custom<CreateOperationOpResults>($inputResultTypes, type($inputResultTypes), "
            "$inferredResultTypes) attr-dict"
        ),
        custom_directives={
            "CreateOperationOpAttributes": ods.CustomDirective(
                _parse_attributes, _print_attributes
            ),
            "CreateOperationOpResults": ods.CustomDirective(_parse_results, _print_results),
        },
        verify=verify,
        summary="Create an instance of a specific `Operation`",
    )
    registered.append(opdef)
    return opdef


def register(ctx: Context) -> None:
    """Register the pdl_interp dialect into `ctx` (its types are pdl's:
    register `pdlx.dialects.pdl` too)."""
    for opdef in _defs():
        ctx.register_op(opdef)


__all__ = ["I32ElementsAttr", "TypeArrayArrayAttr", "register"]
