"""Defining an op: `op(...)` turns ODS-style definitions into an `OpDef`
with the generated verifier and the custom parser and printer compiled
from its assembly format (or deferred, see `deferred_formats`)."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from pdlx.ir import types as T
from pdlx.ir.attributes import Attribute
from pdlx.ir.context import SINGLE_BLOCK, BlockArgNameHook, Context, NameHook, OpDef, Verifier
from pdlx.ir.dense import DenseArrayAttr
from pdlx.ir.diagnostics import Diagnostic
from pdlx.ir.views import Operation
from pdlx.ods.build import build_check
from pdlx.ods.format.deferred import DeferredFormat, formats_deferred
from pdlx.ods.format.directives import CustomDirective
from pdlx.ods.format.params import param_format
from pdlx.ods.format.program import compile_format
from pdlx.ods.spec import Attr, Operand, OpSpec, Region, Result, Successor, Trait
from pdlx.ods.typedefs import DialectSymbol
from pdlx.ods.verifier import make_region_verifier, make_verifier
from pdlx.syntax.asm import OpAsmParser, OpAsmPrinter, custom_parser
from pdlx.syntax.parser import InherentAttrVerifier


def compile_deferred_formats(ctx: Context) -> int:
    """Compile now every format of `ctx`'s ops, types and attributes that
    is still deferred (for tests and tools that want every format checked);
    returns how many were compiled."""
    n = 0
    for dialect in ctx.loaded_dialects():
        for d in dialect.ops.values():
            pending = getattr(d.print, "__self__", None)
            if isinstance(pending, DeferredFormat):
                pending.compile()
                n += 1
    for dialect in ctx.loaded_dialects():
        for cls in [*dialect.types.values(), *dialect.attrs.values()]:
            if issubclass(cls, DialectSymbol) and cls.has_declarative_format():
                param_format(cls)
                n += 1
    return n


def op(
    name: str,
    *,
    operands: Sequence[Operand] = (),
    results: Sequence[Result] = (),
    attributes: Sequence[Attr] = (),
    regions: Sequence[Region] = (),
    successors: Sequence[Successor] = (),
    traits: Sequence[Trait] = (),
    assembly_format: str | None = None,
    parser: Callable[[OpAsmParser], None] | None = None,
    printer: Callable[[OpAsmPrinter], None] | None = None,
    verify: Verifier | None = None,
    verify_regions: Verifier | None = None,
    default_dialect: str = "",
    result_names: NameHook | None = None,
    block_arg_names: BlockArgNameHook | None = None,
    custom_directives: dict[str, CustomDirective] | None = None,
    optional_symbol: bool = False,
    is_declaration: Callable[[Operation], bool] | None = None,
    verify_symbol_uses: Callable[[Operation], Diagnostic | None] | None = None,
    summary: str = "",
) -> OpDef:
    """Define an op. Register the result with `Context.register_op`.

    Either `assembly_format` (compiled now; a malformed format raises
    `pdlx.ods.format.FormatError` naming the op and the position) or a
    `parser`/`printer` pair gives the op its custom syntax; with neither the
    op only has the generic form. `verify` runs after the ODS checks,
    `verify_regions` after the ops nested in it have been verified.
    """
    spec = OpSpec(
        name,
        tuple(operands),
        tuple(results),
        tuple(attributes),
        tuple(regions),
        tuple(successors),
        tuple(traits),
        assembly_format,
        optional_symbol,
        is_declaration,
        verify_symbol_uses,
    )
    if result_names is None:
        result_names = _default_result_names(spec)
    trait_names = {t.name for t in spec.traits}
    implicit = spec.trait("SingleBlockImplicitTerminator")
    if implicit is not None:
        trait_names.add(SINGLE_BLOCK)
    opdef = OpDef(
        name,
        frozenset(trait_names),
        implicit_terminator=implicit.params[0] if implicit is not None else None,
        inherent=spec.inherent_names,
        default_dialect=default_dialect,
        result_names=result_names,
        block_arg_names=block_arg_names,
        spec=spec,
        summary=summary,
    )
    opdef.default_props = {a.name: a.default for a in spec.attributes if a.default is not None}
    for trait, attr, defs in (
        ("AttrSizedOperandSegments", "operandSegmentSizes", spec.operands),
        ("AttrSizedResultSegments", "resultSegmentSizes", spec.results),
    ):
        if spec.has_trait(trait):
            # A property in MLIR 22: zeros until set (so a generic op without
            # it reports the count mismatch, not a missing attribute).
            opdef.default_props[attr] = DenseArrayAttr(T.i32, (0,) * len(defs))
    opdef.verify = make_verifier(spec, verify, opdef)
    opdef.verify_regions = make_region_verifier(spec, verify_regions, opdef)
    opdef.implement(build_check(spec))
    if spec.attributes:
        opdef.implement(_inherent_attr_verifier(name, spec.attributes))
    kinds = opdef.inherent_kinds
    for a in spec.attributes:
        if a.constraint.enum_cases:
            # An enum property converts only from one of its cases (MLIR's
            # `convertFromAttribute` for an I32EnumAttr/I64EnumAttr).
            kinds[a.name] = a.constraint.check
        elif a.constraint.storage:
            kinds[a.name] = _is_instance(a.constraint.storage)
    if assembly_format is not None:
        if parser is not None or printer is not None:
            raise ValueError(f"op '{name}': give an assembly format or parser/printer, not both")
        if formats_deferred():
            deferred = DeferredFormat(opdef, spec, assembly_format, custom_directives)
            parser, printer = deferred.parse, deferred.print
        else:
            program = compile_format(spec, assembly_format, custom_directives or {})
            parser, printer = program.parse, program.print
    if parser is not None:
        opdef.parse = custom_parser(opdef, parser)
    if printer is not None:
        opdef.print = printer
    return opdef


def _inherent_attr_verifier(name: str, attrs: Sequence[Attr]) -> InherentAttrVerifier:
    """MLIR's generated `verifyInherentAttrs`: each inherent attribute given
    (in name order) must satisfy its constraint."""
    ordered = sorted(attrs, key=lambda a: a.name)

    def verify(given: Mapping[str, Attribute]) -> str | None:
        for a in ordered:
            v = given.get(a.name)
            if v is not None and not a.constraint.check(v):
                return (
                    f"'{name}' op attribute '{a.name}' failed to satisfy constraint: "
                    f"{a.constraint.summary}"
                )
        return None

    return InherentAttrVerifier(verify)


def _is_instance(storage: type | tuple[type, ...]) -> Callable[[Attribute], bool]:
    """The property-conversion check of an attribute stored as `storage`."""
    return lambda a: isinstance(a, storage)


def _default_result_names(spec: OpSpec) -> NameHook | None:
    """OpDefinitionsGen's genOpAsmInterface: an op with two or more result
    definitions, some named, names the first value of each non-empty group
    after its definition (`%sin, %cos = math.sincos`, `%a, %b, %c = ...`).
    A single result definition (variadic or not) gets no name."""
    if len(spec.results) < 2 or not any(r.name for r in spec.results):
        return None

    def names(op: Operation) -> list[tuple[int, str]]:
        out: list[tuple[int, str]] = []
        index = 0
        for d, group in zip(spec.results, spec.result_groups(op), strict=False):
            if group and d.name:
                out.append((index, d.name))
            index += len(group)
        return out

    return names
