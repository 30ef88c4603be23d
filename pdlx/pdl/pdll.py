"""A PDLL subset compiled to PDL IR, as `mlir-pdll -x=mlir` compiles it.

PDLL is MLIR's pattern language; pdlx reads the part of it that needs no
ODS (`.td`) information, with a lark grammar (`pdll.lark`), and generates the
same PDL IR `mlir-pdll` generates (ops, their order and their locations: a
port of the relevant parts of PDLL's `Parser.cpp` and `MLIRGen.cpp`):

```
Constraint HasOneUse(v: Value);                 // native constraints and
Rewrite BuildOp(v: Value) -> Op;                // rewrites, from the registry

Pattern FuseAdd with benefit(2) {
  let root = op<test.add>(x: Value, op<test.matmul>(a: Value, b: Value));
  HasOneUse(x);
  replace root with op<test.fused>(a, b, x);
}
Pattern { erase op<test.dead>; }
Pattern Rewritten {
  let root = op<test.a>(v: Value) {attr = a: Attr} -> (t: Type);
  not IsSmall(a);
  rewrite root with {
    let n = BuildOp(v);
    replace root with n;
  };
}
Pattern => erase op<test.unused>(_: Value);
```

Supported: `Pattern` (named or not, `with benefit(N)`, `=>` form),
`Constraint` / `Rewrite` declarations (native ones, and PDLL-bodied
constraints, which are inlined), `let` (with constraints and/or
initializers), `replace ... with` (an op, a value, a tuple of values),
`erase`, `rewrite ... with { ... }`, `op<name>(operands) {attrs} ->
(types)`, `attr<"...">`, `type<"...">`, variables `x: Value` /
`ValueRange` / `Type` / `TypeRange` / `Attr` / `Op<name>` (with `Value<t>`,
`Attr<t>` type constraints), result access `op.0`, calls and `not` calls.
Not supported: ODS includes (`#include`), named result access, `Op` member
access by name, native code blocks, `return` outside PDLL constraints.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pdlx.dialects.pdl import (
    AttributeType,
    OperationType,
    RangeType,
    TypeType,
    ValueType,
)
from pdlx.ir import types as T
from pdlx.ir.attributes import ArrayAttr, Attribute, BoolAttr, IntegerAttr, StringAttr, TypeAttr
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, DiagnosticError, Severity, render
from pdlx.ir.location import FileLoc, Location
from pdlx.ir.rewriter import Rewriter, empty_module
from pdlx.ir.snapshot import Snapshot
from pdlx.pdl.irbuilder import BBlock, BOp, BValue, materialize
from pdlx.syntax import lexer as L
from pdlx.syntax.parser import Parser
from pdlx.syntax.printer import print_module

if TYPE_CHECKING:
    # lark is imported where PDLL is compiled, not with this module (which
    # `pdlx.pdl` imports at every start-up): ~20 ms of every process.
    import lark

    Tree = lark.Tree[lark.Token]
    """A node of the PDLL syntax tree (its leaves are tokens)."""
    Node = Tree | lark.Token
    """A child of a syntax tree node."""

_GRAMMAR = Path(__file__).with_name("pdll.lark")
_PARSER: lark.Lark | None = None

VALUE = ValueType()
VALUE_RANGE = RangeType(VALUE)
TYPE = TypeType()
TYPE_RANGE = RangeType(TYPE)
ATTR = AttributeType()
OP = OperationType()


class PDLLError(Exception):
    def __init__(self, diagnostics: list[Diagnostic]) -> None:
        super().__init__("\n".join(str(d.message) for d in diagnostics))
        self.diagnostics = diagnostics


def _tree(x: object) -> Tree:
    """`x` as a syntax tree node: the grammar guarantees it where this is
    called, lark's types cannot say so."""
    import lark

    assert isinstance(x, lark.Tree)
    return x


def _parser() -> lark.Lark:
    global _PARSER
    import lark

    if _PARSER is None:
        _PARSER = lark.Lark(
            _GRAMMAR.read_text(encoding="utf-8"),
            parser="lalr",
            propagate_positions=True,
            maybe_placeholders=True,
        )
    return _PARSER


# ---------------------------------------------------------------------------
# Semantic objects


Kind = str
"""'value', 'value_range', 'type', 'type_range', 'attr', 'op', or 'tuple'."""

_KIND_TYPES: dict[str, T.Type] = {
    "value": VALUE, "value_range": VALUE_RANGE, "type": TYPE, "type_range": TYPE_RANGE,
    "attr": ATTR, "op": OP,
}  # fmt: skip


@dataclass(eq=False)
class Constraint:
    kind: Kind
    """What the constrained variable is."""
    loc: Location
    type_expr: Node | None = None
    """`Value<t>` / `Attr<t>` / `ValueRange<ts>`: the type expression."""
    op_name: str | None = None
    user: UserDecl | None = None
    """A user constraint applied to the variable."""


@dataclass(eq=False)
class VarDecl:
    name: str
    loc: Location
    constraints: list[Constraint]
    init: Node | None = None
    """The initializer (a lark tree), if any."""
    kind: Kind = "value"


@dataclass(eq=False)
class UserDecl:
    """A `Constraint` or `Rewrite` declaration (native, or with a body)."""

    is_rewrite: bool
    name: str
    params: list[VarDecl]
    results: list[Constraint]
    body: Any = None
    loc: Location | None = None

    @property
    def result_kind(self) -> Kind:
        if len(self.results) == 1:
            return self.results[0].kind
        return "tuple"


@dataclass
class Gen:
    """Generated values of an expression and its kind."""

    values: list[BValue]
    kind: Kind
    tuple_kinds: list[Kind] = field(default_factory=list)

    @property
    def single(self) -> BValue:
        assert len(self.values) == 1
        return self.values[0]


class _Scope:
    def __init__(self, parent: _Scope | None) -> None:
        self.parent = parent
        self.names: dict[str, VarDecl] = {}
        self.values: dict[VarDecl, Gen] = {}


# ---------------------------------------------------------------------------
# The compiler


class PDLLCompiler:
    """Parses PDLL and generates PDL ops, in MLIRGen's order."""

    def __init__(self, text: str, filename: str, ctx: Context) -> None:
        self.text = text
        self.filename = filename
        self.ctx = ctx
        self.lines = text.split("\n")
        self.decls: dict[str, UserDecl] = {}
        self.block: BBlock | None = None
        self.scope = _Scope(None)
        self.in_rewrite = False
        self.diags: list[Diagnostic] = []
        self.module_loc: Location = FileLoc(filename, 1, 1)

    # -- locations and errors ------------------------------------------------

    def loc_of(self, item: object) -> Location:
        line = getattr(item, "line", None)
        col = getattr(item, "column", None)
        if line is None and hasattr(item, "meta") and not item.meta.empty:
            line, col = item.meta.line, item.meta.column
        if line is None or col is None:
            return FileLoc(self.filename, 1, 1)
        text = self.lines[line - 1] if 0 < line <= len(self.lines) else ""
        prefix = text[: col - 1]
        byte_col = len(prefix.encode("utf-8", "surrogateescape")) + 1
        return FileLoc(self.filename, line, byte_col)

    def error(self, item: object, message: str) -> PDLLError:
        return PDLLError([Diagnostic(Severity.ERROR, self.loc_of(item), message)])

    # -- entry -----------------------------------------------------------------

    def compile(self) -> list[BOp]:
        import lark

        try:
            tree = _parser().parse(self.text)
        except lark.UnexpectedInput as e:
            loc = FileLoc(self.filename, e.line if e.line > 0 else 1, max(e.column, 1))
            raise PDLLError(
                [Diagnostic(Severity.ERROR, loc, f"PDLL syntax error: {_short(e)}")]
            ) from None
        out: list[BOp] = []
        # The module's location is where the first declaration starts (the
        # AST module's location, past leading comments).
        self.module_loc = (
            self.loc_of(tree.children[0]) if tree.children else FileLoc(self.filename, 1, 1)
        )
        decls: list[Any] = list(tree.children)
        for decl in decls:
            if decl.data == "pattern_decl":
                out.append(self.gen_pattern(decl))
            else:
                self.declare(decl)
        return out

    # -- declarations ------------------------------------------------------------

    def declare(self, decl: Tree) -> None:
        import lark

        is_rewrite = decl.data == "rewrite_decl"
        _kw, name_tok, params_t, *rest = decl.children
        params: list[VarDecl] = []
        if params_t is not None:
            for p in _tree(params_t).children:
                pname, cst = _tree(p).children
                c = self.constraint(_tree(cst))
                params.append(VarDecl(str(pname), self.loc_of(pname), [c], None, c.kind))
        results: list[Constraint] = []
        body = None
        for r in rest:
            if isinstance(r, lark.Tree) and r.data == "result_decl":
                results = [self.constraint(_tree(c)) for c in r.children]
            elif isinstance(r, lark.Tree) and r.data == "compound":
                body = r
        if body is not None and is_rewrite:
            raise self.error(decl, "PDLL rewrites with a body are not supported by pdlx")
        self.decls[str(name_tok)] = UserDecl(
            is_rewrite, str(name_tok), params, results, body, self.loc_of(name_tok)
        )

    def constraint(self, t: Tree) -> Constraint:
        loc = self.loc_of(t)
        kind_of = {
            "value_constraint": "value", "value_range_constraint": "value_range",
            "type_constraint": "type", "type_range_constraint": "type_range",
            "attr_constraint": "attr", "op_constraint": "op",
        }  # fmt: skip
        if t.data == "user_constraint":
            name = str(t.children[0])
            decl = self.decls.get(name)
            if decl is None or decl.is_rewrite or not decl.params:
                raise self.error(t, f"undefined constraint '{name}'")
            return Constraint(decl.params[0].kind, loc, user=decl)
        kind = kind_of[t.data]
        c = Constraint(kind, loc)
        if len(t.children) > 1 and t.children[1] is not None:
            if kind == "op":
                c.op_name = _op_name(_tree(t.children[1]))
            else:
                c.type_expr = t.children[1]
        return c

    # -- building ---------------------------------------------------------------

    def create(
        self,
        name: str,
        groups: list[list[BValue]],
        result_types: list[T.Type],
        attrs: dict[str, Attribute],
        loc: Location,
        num_regions: int = 0,
    ) -> BOp:
        assert self.block is not None
        op = BOp(name, groups, result_types, attrs, loc, num_regions=num_regions)
        self.block.append(op)
        return op

    def gen_pattern(self, decl: Tree) -> BOp:
        import lark

        kw = decl.children[0]
        name: str | None = None
        benefit = 0
        body: Any = None
        for c in decl.children[1:]:
            if isinstance(c, lark.Token) and c.type == "NAME":
                name = str(c)
            elif isinstance(c, lark.Tree) and c.data == "pattern_metadata":
                metadata: list[Any] = list(c.children)
                for m in metadata:
                    if m.data == "benefit":
                        benefit = int(str(m.children[1]))
            elif isinstance(c, lark.Tree):
                body = c
        attrs: dict[str, Attribute] = {"benefit": IntegerAttr(benefit, T.i16)}
        if name is not None:
            attrs["sym_name"] = StringAttr(name)
        pattern = BOp("pdl.pattern", [[]], [], attrs, self.loc_of(kw), num_regions=1)
        saved_block, saved_scope, saved_rw = self.block, self.scope, self.in_rewrite
        self.block = pattern.regions[0].emplace_block()
        self.in_rewrite = False
        self.scope = _Scope(self.scope)
        try:
            if body.data == "lambda_body":
                self.stmt(body.children[0])
            else:
                for s in body.children:
                    self.stmt(s)
        finally:
            self.block, self.scope, self.in_rewrite = saved_block, saved_scope, saved_rw
        last = pattern.regions[0].blocks[0].ops
        if not last or last[-1].name != "pdl.rewrite":
            raise self.error(kw, "expected Pattern body to terminate with an operation rewrite "
                                 "statement")  # fmt: skip
        return pattern

    # -- statements -------------------------------------------------------------

    def stmt(self, s: Tree) -> None:
        kind = s.data
        if kind == "let_stmt":
            self.let(s)
        elif kind == "replace_stmt":
            self.replace(s)
        elif kind == "erase_stmt":
            self.erase(s)
        elif kind == "rewrite_stmt":
            self.rewrite(s)
        elif kind == "expr_stmt":
            self.expr(s.children[0])
        elif kind == "return_stmt":
            return
        else:  # pragma: no cover - the grammar has no other statement
            raise self.error(s, f"unsupported statement '{kind}'")

    def let(self, s: Tree) -> None:
        _kw, name, *rest = s.children
        constraints: list[Constraint] = []
        init = None
        for r in rest:
            if r is None:
                continue
            if _tree(r).data.endswith("_constraint"):
                constraints.append(self.constraint(_tree(r)))
            else:
                init = r
        if init is None and not constraints:
            raise self.error(s, "expected a constraint or an initializer for `let`")
        kind = constraints[0].kind if constraints else "value"
        var = VarDecl(str(name), self.loc_of(name), constraints, init, kind)
        self.scope.names[var.name] = var
        self.gen_var(var)

    def _nest_under_rewrite(self, root: BValue, loc: Location) -> None:
        """checkAndNestUnderRewriteOp: a statement directly in the pattern
        body opens the pattern's `pdl.rewrite`."""
        assert self.block is not None
        parent_is_pattern = self.block.region is not None and (
            self.block.region.parent is not None and self.block.region.parent.name == "pdl.pattern"
        )
        if parent_is_pattern:
            rewrite = self.create("pdl.rewrite", [[root], []], [], {}, loc, num_regions=1)
            self.block = rewrite.regions[0].emplace_block()
            self.in_rewrite = True

    def _root(self, e: Any) -> BValue:
        g = self.expr(e)
        if g.kind != "op":
            raise self.error(e, "expected an `Op` expression")
        return g.single

    def erase(self, s: Tree) -> None:
        saved = self.block, self.in_rewrite
        try:
            root = self._root(s.children[1])
            loc = self.loc_of(s.children[0])
            self._nest_under_rewrite(root, loc)
            self.create("pdl.erase", [[root]], [], {}, loc)
        finally:
            self.block, self.in_rewrite = saved

    def replace(self, s: Tree) -> None:
        saved = self.block, self.in_rewrite
        try:
            root = self._root(s.children[1])
            loc = self.loc_of(s.children[0])
            self._nest_under_rewrite(root, loc)
            repl = _tree(s.children[2])
            self.in_rewrite = True
            exprs = repl.children if repl.data == "tuple_expr" else [repl]
            values: list[Gen] = [self.expr(e) for e in exprs if e is not None]
            if len(values) == 1 and values[0].kind == "op":
                self.create("pdl.replace", [[root], [values[0].single], []], [], {}, loc)
                return
            flat: list[BValue] = []
            for e, g in zip(exprs, values, strict=False):
                if g.kind == "op":
                    g = self.all_results(g, e)
                if g.kind not in ("value", "value_range"):
                    raise self.error(e, "expected `Value` or `ValueRange` replacement values")
                flat.extend(g.values)
            self.create("pdl.replace", [[root], [], flat], [], {}, loc)
        finally:
            self.block, self.in_rewrite = saved

    def rewrite(self, s: Tree) -> None:
        saved = self.block, self.in_rewrite, self.scope
        try:
            root = self._root(s.children[1])
            self._nest_under_rewrite(root, self.loc_of(s.children[0]))
            self.in_rewrite = True
            self.scope = _Scope(self.scope)
            for st in _tree(s.children[2]).children:
                self.stmt(_tree(st))
        finally:
            self.block, self.in_rewrite, self.scope = saved

    # -- variables ---------------------------------------------------------------

    def lookup(self, name: str, where: object) -> VarDecl:
        sc: _Scope | None = self.scope
        while sc is not None:
            v = sc.names.get(name)
            if v is not None:
                return v
            sc = sc.parent
        raise self.error(where, f"undefined reference to `{name}`")

    def gen_var(self, var: VarDecl) -> Gen:
        sc: _Scope | None = self.scope
        while sc is not None:
            g = sc.values.get(var)
            if g is not None:
                return g
            sc = sc.parent
        if var.init is not None:
            g = self.expr(var.init)
        else:
            g = Gen([self.non_initializer_var(var)], var.kind)
        self.apply_var_constraints(var, g.values)
        self.scope.values[var] = g
        return g

    def non_initializer_var(self, var: VarDecl) -> BValue:
        loc = var.loc

        def type_constraint() -> BValue | None:
            for c in var.constraints:
                if c.type_expr is not None and c.kind in ("attr", "value", "value_range"):
                    return self.expr(c.type_expr).single
            return None

        kind = var.kind
        if kind == "value":
            t = type_constraint()
            return self.create("pdl.operand", [[t] if t is not None else []], [VALUE], {},
                               loc).result  # fmt: skip
        if kind == "type":
            return self.create("pdl.type", [[]], [TYPE], {}, loc).result
        if kind == "attr":
            t = type_constraint()
            return self.create("pdl.attribute", [[t] if t is not None else []], [ATTR], {},
                               loc).result  # fmt: skip
        if kind == "op":
            operands = self.create("pdl.operands", [[]], [VALUE_RANGE], {}, loc).result
            results = self.create("pdl.types", [[]], [TYPE_RANGE], {}, loc).result
            name = next((c.op_name for c in var.constraints if c.op_name), None)
            attrs: dict[str, Attribute] = {"attributeValueNames": ArrayAttr(())}
            if name is not None:
                attrs["opName"] = StringAttr(name)
            return self.create("pdl.operation", [[operands], [], [results]], [OP], attrs,
                               loc).result  # fmt: skip
        if kind == "value_range":
            t = type_constraint()
            return self.create("pdl.operands", [[t] if t is not None else []], [VALUE_RANGE],
                               {}, loc).result  # fmt: skip
        if kind == "type_range":
            return self.create("pdl.types", [[]], [TYPE_RANGE], {}, loc).result
        raise AssertionError(kind)

    def apply_var_constraints(self, var: VarDecl, values: list[BValue]) -> None:
        for c in var.constraints:
            if c.user is not None:
                self.constraint_call(c.user, c.loc, values)

    # -- expressions -------------------------------------------------------------

    def expr(self, e: Any) -> Gen:
        kind = e.data
        handler: Callable[[Any], Gen] | None = getattr(self, "expr_" + kind, None)
        if handler is None:
            raise self.error(e, f"unsupported expression '{kind}'")
        return handler(e)

    def expr_decl_ref(self, e: Tree) -> Gen:
        var = self.lookup(str(e.children[0]), e)
        return self.gen_var(var)

    def expr_var_decl(self, e: Tree) -> Gen:
        name_tok, cst = e.children
        c = self.constraint(_tree(cst))
        var = VarDecl(str(name_tok), self.loc_of(name_tok), [c], None, c.kind)
        if str(name_tok) != "_":
            self.scope.names[var.name] = var
        return self.gen_var(var)

    def expr_attr_expr(self, e: Tree) -> Gen:
        text = _unquote(str(e.children[1]))
        attr = self._parse_mlir(text, e, "attribute")
        return Gen([self.create("pdl.attribute", [[]], [ATTR], {"value": attr},
                                self.loc_of(e.children[0])).result], "attr")  # fmt: skip

    def expr_type_expr(self, e: Tree) -> Gen:
        text = _unquote(str(e.children[1]))
        t = self._parse_mlir(text, e, "type")
        return Gen([self.create("pdl.type", [[]], [TYPE], {"constantType": TypeAttr(t)},
                                self.loc_of(e.children[0])).result], "type")  # fmt: skip

    def _parse_mlir(self, text: str, where: object, what: str) -> Any:
        p = Parser(text, "<mlir_parser_buffer>", context=self.ctx, allow_unregistered=True)
        try:
            p.reset(0)
            v = p.parse_attribute() if what == "attribute" else p.parse_type()
            if p.tok.kind is not L.EOF:
                raise self.error(where, f"expected a single MLIR {what}")
        except DiagnosticError as err:
            raise self.error(where, f"invalid MLIR {what}: {err.diagnostics[0].message}") from None
        return v

    def expr_tuple_expr(self, e: Tree) -> Gen:
        gens = [self.expr(c) for c in e.children if c is not None]
        return Gen([g.single for g in gens], "tuple", [g.kind for g in gens])

    def expr_member_access(self, e: Tree) -> Gen:
        parent_t, member = e.children
        name = str(_tree(member).children[0])
        parent = self.expr(parent_t)
        loc = self.loc_of(parent_t)
        if parent.kind == "op":
            if not name.isdigit():
                raise self.error(member, "pdlx's PDLL supports only numeric result access "
                                         "(`op.0`): no ODS information")  # fmt: skip
            v = self.create("pdl.result", [[parent.single]], [VALUE],
                            {"index": IntegerAttr(int(name), T.i32)}, loc).result  # fmt: skip
            return Gen([v], "value")
        if parent.kind == "tuple":
            if not name.isdigit() or int(name) >= len(parent.values):
                raise self.error(member, f"invalid member access `{name}`")
            i = int(name)
            return Gen([parent.values[i]], parent.tuple_kinds[i])
        raise self.error(member, f"invalid member access `{name}`")

    def all_results(self, g: Gen, where: object) -> Gen:
        """An op used as a value: all its results (MLIRGen's
        AllResultsMemberAccessExpr; without ODS they are a range)."""
        v = self.create("pdl.results", [[g.single]], [VALUE_RANGE], {},
                        self.loc_of(where)).result  # fmt: skip
        return Gen([v], "value_range")

    def expr_op_expr(self, e: Tree) -> Gen:
        kw, name_t, operands_t, attrs_t, results_t = e.children
        loc = self.loc_of(kw)
        name = _op_name(_tree(name_t)) if name_t is not None else None
        operands: list[BValue] = []
        if operands_t is not None:
            for o in _tree(operands_t).children:
                if o is None:
                    continue
                g = self.expr(o)
                if g.kind == "op":
                    g = self.all_results(g, o)
                if g.kind not in ("value", "value_range"):
                    raise self.error(o, "expected `Value` or `ValueRange` operand")
                operands.append(g.single)
        elif not self.in_rewrite:
            implicit = VarDecl("_", loc, [Constraint("value_range", loc)], None, "value_range")
            operands.append(self.gen_var(implicit).single)
        attr_names: list[Attribute] = []
        attr_values: list[BValue] = []
        if attrs_t is not None:
            for entry in _tree(attrs_t).children:
                if entry is None:
                    continue
                key, value = _tree(entry).children
                if value is None:
                    raise self.error(entry, "pdlx's PDLL needs a value for each attribute")
                attr_names.append(StringAttr(_unquote(str(key)) if str(key).startswith('"')
                                             else str(key)))  # fmt: skip
                g = self.expr(value)
                if g.kind != "attr":
                    raise self.error(value, "expected an `Attr` value")
                attr_values.append(g.single)
        types: list[BValue] = []
        if results_t is not None:
            for r in _tree(results_t).children:
                if r is None:
                    continue
                g = self.expr(r)
                if g.kind not in ("type", "type_range"):
                    raise self.error(r, "expected `Type` or `TypeRange` result type")
                types.append(g.single)
        elif not self.in_rewrite:
            implicit = VarDecl("_", loc, [Constraint("type_range", loc)], None, "type_range")
            types.append(self.gen_var(implicit).single)
        attrs: dict[str, Attribute] = {"attributeValueNames": ArrayAttr(tuple(attr_names))}
        if name is not None:
            attrs["opName"] = StringAttr(name)
        op = self.create("pdl.operation", [operands, attr_values, types], [OP], attrs, loc)
        return Gen([op.result], "op")

    def expr_call_expr(self, e: Tree) -> Gen:
        return self._call(e, negated=False)

    def expr_negated_call(self, e: Tree) -> Gen:
        return self._call(_tree(e.children[1]), negated=True)

    def _call(self, e: Tree, negated: bool) -> Gen:
        name_tok, *args_t = e.children
        decl = self.decls.get(str(name_tok))
        if decl is None:
            raise self.error(name_tok, f"undefined reference to `{name_tok}`")
        loc = self.loc_of(name_tok)
        args: list[BValue] = []
        for a in args_t:
            if a is None:
                continue
            g = self.expr(a)
            args.append(g.single)
        if len(args) != len(decl.params):
            raise self.error(name_tok, f"invalid number of arguments for `{decl.name}`: expected "
                                       f"{len(decl.params)}, but got {len(args)}")  # fmt: skip
        if decl.is_rewrite:
            if not self.in_rewrite:
                raise self.error(name_tok, "unable to invoke `Rewrite` within a match section")
            return self.native_call(decl, loc, args, "pdl.apply_native_rewrite")
        return self.constraint_call(decl, loc, args, negated)

    def constraint_call(
        self, decl: UserDecl, loc: Location, args: list[BValue], negated: bool = False
    ) -> Gen:
        for p, a in zip(decl.params, args, strict=False):
            self.apply_var_constraints(p, [a])
        if decl.body is None:
            g = self.native_call(decl, loc, args, "pdl.apply_native_constraint", negated)
            for c, v in zip(decl.results, g.values, strict=False):
                if c.user is not None:
                    self.constraint_call(c.user, loc, [v])
            return g
        saved = self.scope
        self.scope = _Scope(self.scope)
        try:
            for p, a in zip(decl.params, args, strict=False):
                self.scope.names[p.name] = p
                self.scope.values[p] = Gen([a], p.kind)
            result: Gen | None = None
            for st in decl.body.children:
                if st.data == "return_stmt":
                    result = self.expr(st.children[1])
                else:
                    self.stmt(st)
        finally:
            self.scope = saved
        return result if result is not None else Gen([], "tuple")

    def native_call(
        self, decl: UserDecl, loc: Location, args: list[BValue], name: str, negated: bool = False
    ) -> Gen:
        result_types = [_KIND_TYPES[c.kind] for c in decl.results]
        attrs: dict[str, Attribute] = {"name": StringAttr(decl.name)}
        if negated:
            attrs["isNegated"] = BoolAttr(True)
        op = self.create(name, [args], result_types, attrs, loc)
        kinds = [c.kind for c in decl.results]
        if len(kinds) == 1:
            return Gen([op.result], kinds[0])
        return Gen(list(op.results), "tuple", kinds)


def _op_name(t: Tree) -> str:
    return ".".join(str(c) for c in t.children)


def _unquote(s: str) -> str:
    if len(s) >= 2 and s[0] == '"' and s[-1] == '"':
        body = s[1:-1]
        return body.replace('\\"', '"').replace("\\\\", "\\")
    return s


def _short(e: lark.UnexpectedInput) -> str:
    import lark

    if isinstance(e, lark.UnexpectedToken):
        return f"unexpected '{e.token}'"
    if isinstance(e, lark.UnexpectedCharacters):
        return f"unexpected character '{e.char}'"
    return "unexpected end of input"


def compile_pdll(text: str, filename: str = "<pdll>", *, ctx: Context | None = None) -> Snapshot:
    """PDLL source to a snapshot of a `builtin.module` of `pdl.pattern`s.
    Raises PDLLError with located diagnostics."""
    ctx = ctx or Context.default()
    compiler = PDLLCompiler(text, filename, ctx)
    patterns = compiler.compile()
    snap = empty_module(compiler.module_loc)
    rw = Rewriter(snap)
    body = snap.regions[snap.ops[snap.root].regions[0]].blocks[0]
    materialize(rw, patterns, body, ctx)
    return rw.commit()


def compile_pdll_file(path: str | Path, *, ctx: Context | None = None) -> Snapshot:
    p = Path(path)
    return compile_pdll(p.read_text(encoding="utf-8", errors="surrogateescape"), str(path), ctx=ctx)


__all__ = ["PDLLCompiler", "PDLLError", "compile_pdll", "compile_pdll_file", "main"]


def main(argv: list[str] | None = None) -> int:
    """`python -m pdlx.pdl.pdll FILE.pdll`: print the PDL IR, as `mlir-pdll
    -x=mlir FILE.pdll` does (with locations)."""
    import sys

    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        sys.stderr.write("usage: python -m pdlx.pdl.pdll FILE.pdll\n")
        return 2
    try:
        snap = compile_pdll_file(args[0])
    except PDLLError as e:
        for d in e.diagnostics:
            sys.stderr.write(render(d))
        return 1
    except OSError as e:
        sys.stderr.write(f"cannot read '{args[0]}': {e.strerror}\n")
        return 1
    out = print_module(snap, generic=False, debuginfo=True)
    sys.stdout.write(out if out.endswith("\n") else out + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
