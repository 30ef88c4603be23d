"""The func dialect: func, return, call, call_indirect, constant.

Defined with the public ODS API as MLIR's FuncOps.td defines them. `func.func`
has a hand-written parser and printer (MLIR's FunctionImplementation:
`function_interface_impl::parseFunctionOp` / `printFunctionOp`), written
against `OpAsmParser` / `OpAsmPrinter` the way a user writes one; the other
ops use declarative assembly formats.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from pdlx import ods
from pdlx.ir import types as T
from pdlx.ir.attributes import (
    ArrayAttr,
    Attribute,
    DictionaryAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
)
from pdlx.ir.context import Context, OpDef
from pdlx.ir.interfaces import CallableOpInterface, CallOpInterface
from pdlx.ir.records import RegionRecord, new_id
from pdlx.ir.symbols import lookup_symbol_in, nearest_symbol_table
from pdlx.ir.types import Type
from pdlx.ir.views import Operation
from pdlx.syntax.asm import Argument, UnresolvedOperand, op_attr_dict
from pdlx.verify.verifier import op_diag

if TYPE_CHECKING:
    from pdlx.ir.diagnostics import Diagnostic
    from pdlx.syntax.asm import OpAsmParser, OpAsmPrinter

# ---------------------------------------------------------------------------
# Function signatures (call_interface_impl / function_interface_impl), shared
# by every function-like op a dialect defines (transform.named_sequence too).


def parse_function_argument_list(
    p: OpAsmParser, allow_variadic: bool = False
) -> tuple[list[Argument], bool]:
    """`(%a: i32 {attrs}, ...)` or `(i32, f32 {attrs})`: either all named or
    all types. Returns the arguments and whether `...` ended the list."""
    args: list[Argument] = []
    variadic = False

    def one() -> None:
        nonlocal variadic
        if variadic:
            p.emit_error(
                p.current_location, "variadic arguments must be in the end of the argument list"
            )
        if allow_variadic and p.parse_optional_ellipsis():
            variadic = True
            return
        arg = p.parse_optional_argument(allow_type=True, allow_attrs=True)
        if arg is not None:
            if args and not args[-1].ssa.name:
                p.emit_error(arg.ssa.offset, "expected type instead of SSA identifier")
        else:
            loc = p.current_location
            if args and args[-1].ssa.name:
                p.emit_error(loc, "expected SSA identifier")
            t = p.parse_type()
            attrs = p.parse_optional_attr_dict()
            arg = Argument(UnresolvedOperand("", 0, loc), t, DictionaryAttr.of(attrs))
            arg.loc = p.parse_optional_location_specifier()
        args.append(arg)

    p.parse_comma_separated_list(one, "paren")
    return args, variadic


def parse_function_result_list(p: OpAsmParser) -> tuple[list[Type], list[DictionaryAttr]]:
    """What follows `->`: a type, or `(type {attrs}, ...)`."""
    types: list[Type] = []
    attrs: list[DictionaryAttr] = []
    if not p.parse_optional_lparen():
        types.append(p.parse_type())
        attrs.append(DictionaryAttr.of({}))
        return types, attrs
    if p.parse_optional_rparen():
        return types, attrs

    def one() -> None:
        types.append(p.parse_type())
        attrs.append(DictionaryAttr.of(p.parse_optional_attr_dict()))

    p.parse_comma_separated_list(one)
    p.parse_rparen()
    return types, attrs


def arg_and_result_attrs(
    arg_attrs: Sequence[DictionaryAttr | None], res_attrs: Sequence[DictionaryAttr | None]
) -> dict[str, Attribute]:
    """`arg_attrs` / `res_attrs` arrays, present only if some entry is non-empty."""
    out: dict[str, Attribute] = {}
    empty = DictionaryAttr.of({})
    if any(a for a in arg_attrs):
        out["arg_attrs"] = ArrayAttr(tuple(a if a is not None else empty for a in arg_attrs))
    if any(a for a in res_attrs):
        out["res_attrs"] = ArrayAttr(tuple(a if a is not None else empty for a in res_attrs))
    return out


def parse_function_op(p: OpAsmParser, type_attr: str = "function_type") -> None:
    """MLIR's function_interface_impl::parseFunctionOp (no variadics)."""
    vis = p.parse_optional_keyword_of(("public", "private", "nested"))
    if vis is not None:
        p.add_attribute("sym_visibility", StringAttr(vis))
    p.add_attribute("sym_name", StringAttr(p.parse_symbol_name()))
    args, _ = parse_function_argument_list(p)
    results: list[Type] = []
    res_attrs: list[DictionaryAttr] = []
    if p.parse_optional_arrow():
        results, res_attrs = parse_function_result_list(p)
    fty = T.FunctionType(tuple(a.type for a in args if a.type is not None), tuple(results))
    p.add_attribute(type_attr, TypeAttr(fty))
    loc = p.current_location
    attrs = p.parse_optional_attr_dict_with_keyword()
    for disallowed in ("sym_visibility", "sym_name", type_attr):
        if disallowed in attrs:
            p.emit_error(
                loc,
                f"'{disallowed}' is an inferred attribute and should not be specified in the "
                "explicit attribute dictionary",
            )
    p.state.attributes.update(attrs)
    for name, value in arg_and_result_attrs([a.attrs for a in args], res_attrs).items():
        p.add_attribute(name, value)
    loc = p.current_location
    entry = args if args and args[0].ssa.name else []
    region = p.parse_optional_region(entry, enable_name_shadowing=False)
    if region is not None:
        if not p.parser.regions[region].blocks:
            p.emit_error(loc, "expected non-empty function body")
    else:
        region = new_id()
        p.parser.regions[region] = RegionRecord((), p.state.id)
    p.state.regions.append(region)


def print_function_signature(
    p: OpAsmPrinter,
    arg_types: Sequence[Type],
    arg_attrs: ArrayAttr | None,
    result_types: Sequence[Type],
    res_attrs: ArrayAttr | None,
    body: int | None,
    is_variadic: bool = False,
) -> None:
    """call_interface_impl::printFunctionSignature (printEmptyResult=false)."""
    snap = p.printer.snap
    external = body is None or not snap.regions[body].blocks
    p.write("(")
    entry_args: tuple[int, ...] = ()
    if not external:
        assert body is not None
        entry_args = snap.blocks[snap.regions[body].blocks[0]].args
    for i, t in enumerate(arg_types):
        if i:
            p.write(", ")
        attrs = arg_attrs.elements[i] if arg_attrs is not None and i < len(arg_attrs) else None
        entries = attrs.entries if isinstance(attrs, DictionaryAttr) else ()
        if not external and i < len(entry_args):
            p.print_region_argument(entry_args[i], entries)
        else:
            p.print_type(t)
            p.print_optional_attr_dict(entries)
    if is_variadic:
        if arg_types:
            p.write(", ")
        p.write("...")
    p.write(")")
    if result_types:
        p.write(" -> ")
        first = res_attrs.elements[0] if res_attrs is not None and len(res_attrs) else None
        needs_parens = (
            len(result_types) > 1
            or isinstance(result_types[0], T.FunctionType)
            or (isinstance(first, DictionaryAttr) and bool(first))
        )
        if needs_parens:
            p.write("(")
        for i, t in enumerate(result_types):
            if i:
                p.write(", ")
            p.print_type(t)
            if res_attrs is not None and i < len(res_attrs):
                a = res_attrs.elements[i]
                if isinstance(a, DictionaryAttr):
                    p.print_optional_attr_dict(a.entries)
        if needs_parens:
            p.write(")")


def print_function_op(p: OpAsmPrinter, type_attr: str = "function_type") -> None:
    """function_interface_impl::printFunctionOp."""
    op = p.op
    name = op.attr("sym_name")
    p.write(" ")
    vis = op.attr("sym_visibility")
    if isinstance(vis, StringAttr):
        p.write(vis.value + " ")
    p.print_symbol_name(name.value if isinstance(name, StringAttr) else "")
    fty = op.attr(type_attr)
    ftype = fty.value if isinstance(fty, TypeAttr) else None
    ins = ftype.inputs if isinstance(ftype, T.FunctionType) else ()
    outs = ftype.results if isinstance(ftype, T.FunctionType) else ()
    arg_attrs = op.attr("arg_attrs")
    res_attrs = op.attr("res_attrs")
    regions = p.printer.snap.ops[op.id].regions
    body = regions[0] if regions else None
    print_function_signature(
        p,
        ins,
        arg_attrs if isinstance(arg_attrs, ArrayAttr) else None,
        outs,
        res_attrs if isinstance(res_attrs, ArrayAttr) else None,
        body,
    )
    p.print_optional_attr_dict_with_keyword(
        op_attr_dict(op), ("sym_name", "sym_visibility", type_attr, "arg_attrs", "res_attrs")
    )
    if body is not None and p.printer.snap.regions[body].blocks:
        p.write(" ")
        p.print_region(body, print_entry_block_args=False, print_block_terminators=True)


# ---------------------------------------------------------------------------
# Verifiers


def _func_callable_region(op: Operation) -> int | None:
    """CallableOpInterface::getCallableRegion: none for a declaration."""
    regions = op.snapshot.ops[op.id].regions
    if not regions or not op.snapshot.regions[regions[0]].blocks:
        return None
    return regions[0]


def _func_is_declaration(op: Operation) -> bool:
    regions = op.snapshot.ops[op.id].regions
    return not regions or not op.snapshot.regions[regions[0]].blocks


def verify_function_like(op: Operation, type_attr: str = "function_type") -> Iterator[Diagnostic]:
    """FunctionOpInterface's verifyTrait: attribute arrays, the one body
    region, and the entry block's arguments against the signature."""
    err = ods.op_error
    snap = op.snapshot
    rec = snap.ops[op.id]
    props = rec.properties
    inherent = props.by_name if isinstance(props, DictionaryAttr) else {}
    discardable = rec.attributes.by_name

    def attr(name: str) -> Attribute | None:  # `op.attr`, from the record read once
        return inherent[name] if name in inherent else discardable.get(name)

    fty_attr = attr(type_attr)
    fty = fty_attr.value if isinstance(fty_attr, TypeAttr) else None
    if not isinstance(fty, T.FunctionType):
        yield err(op, f"requires '{type_attr}' attribute of function type")
        return
    for kind, key, n in (
        ("argument", "arg_attrs", len(fty.inputs)),
        ("result", "res_attrs", len(fty.results)),
    ):
        arr = attr(key)
        if not isinstance(arr, ArrayAttr):
            continue
        if len(arr) != n:
            yield err(
                op,
                f"expects {kind} attribute array to have the same number of elements as the "
                f"number of function {kind}s, got {len(arr)}, but expected {n}",
            )
            return
        for a in arr.elements:
            if not isinstance(a, DictionaryAttr):
                yield err(
                    op, f"expects {kind} attribute dictionary to be a DictionaryAttr, but got `{a}`"
                )
                return
            for name in a:
                if "." not in name:
                    yield err(op, f"{kind}s may only have dialect attributes")
                    return
    regions = rec.regions
    if len(regions) != 1:
        yield err(op, "expects one region")
        return
    blocks = snap.regions[regions[0]].blocks
    if not blocks:
        return
    args = snap.blocks[blocks[0]].args
    if len(args) != len(fty.inputs):
        yield err(
            op, f"entry block must have {len(fty.inputs)} arguments to match function signature"
        )
        return
    values = snap.values
    for i, (arg, want) in enumerate(zip(args, fty.inputs, strict=True)):
        have = values[arg].type
        if have is not want and have != want:
            yield err(
                op,
                f"type of entry block argument #{i}('{have}') must match the type of the "
                f"corresponding argument in function signature('{want}')",
            )
            return


def _verify_func(op: Operation) -> Iterator[Diagnostic]:
    yield from verify_function_like(op)


def _verify_return(op: Operation) -> Iterator[Diagnostic]:
    """ReturnOp::verify."""
    snap = op.snapshot
    p = snap.parent_op_of_op(op.id)
    if not p:
        return
    parent = Operation(snap, p)
    fty_attr = parent.attr("function_type")
    fty = fty_attr.value if isinstance(fty_attr, TypeAttr) else None
    if not isinstance(fty, T.FunctionType):
        return
    results = fty.results
    values = snap.values
    operands = [values[v].type for v in snap.ops[op.id].operands]
    if len(operands) == len(results) and all(
        have is want for have, want in zip(operands, results, strict=True)
    ):
        return  # the common case: the very same (uniqued) types
    name_attr = parent.attr("sym_name")
    fname = name_attr.value if isinstance(name_attr, StringAttr) else ""
    if len(operands) != len(results):
        yield ods.op_error(
            op,
            f"has {len(operands)} operands, but enclosing function (@{fname}) returns "
            f"{len(results)}",
        )
        return
    for i, (have, want) in enumerate(zip(operands, results, strict=True)):
        if have != want:
            yield op_diag(
                op.snapshot,
                op.id,
                f"type of return operand {i} ('{have}') doesn't match function result type "
                f"('{want}') in function @{fname}",
            )
            return


def _verify_call_symbol_uses(op: Operation) -> Diagnostic | None:
    """CallOp::verifySymbolUses."""
    err = ods.op_error
    callee = op.attr("callee")
    if not isinstance(callee, SymbolRefAttr):
        return err(op, "requires a 'callee' symbol reference attribute")
    fn = _lookup_nearest(op, callee)
    if fn is None or fn.name != "func.func":
        return err(op, f"'{callee.leaf}' does not reference a valid function")
    fty_attr = fn.attr("function_type")
    fty = fty_attr.value if isinstance(fty_attr, TypeAttr) else None
    if not isinstance(fty, T.FunctionType):
        return None
    ins = op.operand_types
    if len(fty.inputs) != len(ins):
        return err(op, "incorrect number of operands for callee")
    for i, (want, have) in enumerate(zip(fty.inputs, ins, strict=True)):
        if want != have:
            return err(
                op,
                f"operand type mismatch: expected operand type '{want}', but provided '{have}' "
                f"for operand number {i}",
            )
    outs = op.result_types
    if len(fty.results) != len(outs):
        return err(op, "incorrect number of results for callee")
    for i, (want, have) in enumerate(zip(fty.results, outs, strict=True)):
        if want != have:
            d = err(op, f"result type mismatch at index {i}")
            d.attach_note("      op result types: " + _type_list(outs))
            d.attach_note("function result types: " + _type_list(fty.results))
            return d
    return None


def _type_list(types: Sequence[Type]) -> str:
    """A TypeRange streamed into a diagnostic: each type quoted, comma separated."""
    return ", ".join(f"'{t}'" for t in types)


def _lookup_nearest(op: Operation, ref: SymbolRefAttr) -> Operation | None:
    """SymbolTable::lookupNearestSymbolFrom."""
    ctx = Context.default()
    table = nearest_symbol_table(op.snapshot, op.id, ctx)
    if table is None:
        return None
    found = lookup_symbol_in(op.snapshot, table, ref)
    return Operation(op.snapshot, found) if found is not None else None


def _verify_constant(op: Operation) -> Iterator[Diagnostic]:
    """ConstantOp::verify."""
    value = op.attr("value")
    if not isinstance(value, SymbolRefAttr):
        return
    fn = _lookup_nearest(op, value)
    if fn is None or fn.name != "func.func":
        yield ods.op_error(op, f"reference to undefined function '{value.leaf}'")
        return
    fty_attr = fn.attr("function_type")
    if not isinstance(fty_attr, TypeAttr) or fty_attr.value != op.result_types[0]:
        yield ods.op_error(op, "reference to function with mismatched type")


# ---------------------------------------------------------------------------
# The ops


def func_op() -> OpDef:
    """A fresh definition of `func.func` (an `OpDef` belongs to one context)."""
    opdef = ods.op(
        "func.func",
        attributes=[
            ods.Attr("sym_name", ods.SymbolNameAttr),
            ods.Attr("function_type", ods.type_attr_of(ods.FunctionTypeC)),
            ods.Attr("sym_visibility", ods.StrAttr, optional=True),
            ods.Attr("arg_attrs", ods.DictArrayAttr, optional=True),
            ods.Attr("res_attrs", ods.DictArrayAttr, optional=True),
            ods.Attr("no_inline", ods.UnitAttrC, optional=True),
        ],
        regions=[ods.Region("body")],
        traits=[
            ods.AffineScope,
            ods.AutomaticAllocationScope,
            ods.Symbol,
            ods.IsolatedFromAbove,
        ],
        parser=parse_function_op,
        printer=print_function_op,
        verify=_verify_func,
        default_dialect="func",
        is_declaration=_func_is_declaration,
        summary="An operation with a name containing a single `SSACFG` region",
    )
    return opdef.implement(CallableOpInterface(_func_callable_region))


def return_op() -> OpDef:
    """A fresh definition of `func.return` (an `OpDef` belongs to one context)."""
    return ods.op(
        "func.return",
        operands=[ods.Operand("operands", ods.AnyType, variadic=True)],
        traits=[
            ods.Pure,
            ods.HasParent("func.func"),
            ods.MemRefsNormalizable,
            ods.ReturnLike,
            ods.IsTerminator,
        ],
        assembly_format="attr-dict ($operands^ `:` type($operands))?",
        verify=_verify_return,
        summary="Function return operation",
    )


CALL_OP_INTERFACE = ods.Trait("CallOpInterface")
"""MLIR's CallOpInterface, as a trait name other code can ask for
(`OpDef.has_trait("CallOpInterface")`)."""


def call_op() -> OpDef:
    """A fresh definition of `func.call` (an `OpDef` belongs to one context)."""
    opdef = ods.op(
        "func.call",
        operands=[ods.Operand("operands", ods.AnyType, variadic=True)],
        results=[ods.Result("results", ods.AnyType, variadic=True)],
        attributes=[
            ods.Attr("callee", ods.FlatSymbolRefAttr),
            ods.Attr("arg_attrs", ods.DictArrayAttr, optional=True),
            ods.Attr("res_attrs", ods.DictArrayAttr, optional=True),
            ods.Attr("no_inline", ods.UnitAttrC, optional=True),
        ],
        traits=[ods.MemRefsNormalizable, CALL_OP_INTERFACE],
        assembly_format="$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)",
        verify_symbol_uses=_verify_call_symbol_uses,
        summary="call operation",
    )
    return opdef.implement(CallOpInterface("callee"))


def call_indirect_op() -> OpDef:
    """A fresh definition of `func.call_indirect` (an `OpDef` belongs to one context)."""
    return ods.op(
        "func.call_indirect",
        operands=[
            ods.Operand("callee", ods.FunctionTypeC),
            ods.Operand("callee_operands", ods.AnyType, variadic=True),
        ],
        results=[ods.Result("results", ods.AnyType, variadic=True)],
        attributes=[
            ods.Attr("arg_attrs", ods.DictArrayAttr, optional=True),
            ods.Attr("res_attrs", ods.DictArrayAttr, optional=True),
        ],
        traits=[
            ods.TypesMatchWith(
                "callee input types match argument types",
                "callee",
                "callee_operands",
                lambda t: list(t.inputs),
            ),
            ods.TypesMatchWith(
                "callee result types match result types",
                "callee",
                "results",
                lambda t: list(t.results),
            ),
            CALL_OP_INTERFACE,
        ],
        assembly_format="$callee `(` $callee_operands `)` attr-dict `:` type($callee)",
        summary="indirect call operation",
    )


def constant_op() -> OpDef:
    """A fresh definition of `func.constant` (an `OpDef` belongs to one context)."""
    return ods.op(
        "func.constant",
        attributes=[ods.Attr("value", ods.FlatSymbolRefAttr)],
        results=[ods.Result("result", ods.AnyType)],
        traits=[ods.ConstantLike, ods.Pure],
        assembly_format="attr-dict $value `:` type(results)",
        verify=_verify_constant,
        result_names=lambda op: [(0, "f")],
        summary="constant",
    )


def register(ctx: Context) -> None:
    """Register the func dialect into `ctx`."""
    for make in (func_op, return_op, call_op, call_indirect_op, constant_op):
        ctx.register_op(make())
