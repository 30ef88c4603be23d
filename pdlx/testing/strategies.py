"""Hypothesis strategies for property-testing matchers: random payload IR
and random matcher scripts over the match ops.

`payloads()` draws well-formed payload modules in MLIR's generic syntax:
unregistered ops from a small alphabet of names (so matchers hit and miss
by name), operands wired to values that dominate the use (block arguments
and earlier results of the block, and values from around an op's regions),
nested regions with one or more blocks, and a few attributes. mlir-opt
parses them with `--allow-unregistered-dialect`.

`matcher_scripts()` draws a transform module holding matchers (named
sequences taking one op handle) built from the MatchOpInterface ops of
MLIR 22 (and, with `pdlx_ops=True`, pdlx's own match ops), chaining
navigation and checks over the handles defined so far, including nested
`transform.include`s of helper matchers. Every drawn script verifies.

`Case` bundles both with the name of the matcher to run, for the
properties in `tests/test_matcher_properties.py`: compiled and interpreted
matching find the same matches in the same order with the same messages,
and compiled matching never raises.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field

from hypothesis import strategies as st

from pdlx.api import parse
from pdlx.ir.snapshot import Snapshot

OP_NAMES: tuple[str, ...] = ("test.a", "test.b", "test.c", "test.d")
"""The default alphabet of payload op names."""
TYPES: tuple[str, ...] = ("i32", "f32", "index", "tensor<2xf32>")
ATTR_NAMES: tuple[str, ...] = ("k", "s", "u")


def _quote(s: str) -> str:
    """An MLIR string literal (JSON escapes are a subset MLIR accepts for
    the characters drawn here)."""
    return json.dumps(s)


# ---------------------------------------------------------------------------
# Payloads


@dataclass
class _PayloadGen:
    draw: st.DrawFn
    names: Sequence[str]
    max_ops: int
    max_depth: int
    count: int = 0
    lines: list[str] = field(default_factory=list)

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"%{prefix}{self.count}"

    def attrs(self) -> str:
        d = self.draw
        picked = d(st.lists(st.sampled_from(ATTR_NAMES), unique=True, max_size=2))
        parts = []
        for a in sorted(picked):
            if a == "k":
                parts.append(f"k = {d(st.integers(-2, 3))} : i32")
            elif a == "s":
                parts.append(f"s = {_quote(d(st.sampled_from(['x', 'y', 'f0'])))}")
            else:
                parts.append("u")
        return " {" + ", ".join(parts) + "}" if parts else ""

    def block(
        self, scope: list[tuple[str, str]], depth: int, indent: str, budget: int
    ) -> tuple[list[str], int]:
        """The ops of one block; returns (lines, ops used)."""
        d = self.draw
        local = list(scope)
        out: list[str] = []
        used = 0
        # At least one op: MLIR rejects an empty block ("empty block: expect
        # at least a terminator") unless it is the region's only block and
        # has no arguments, which `region` prints as an empty region.
        n = d(st.integers(1, max(1, min(budget, 5))))
        for i in range(n):
            if used >= budget and i:
                break
            name = d(st.sampled_from(list(self.names)))
            k = d(st.integers(0, min(3, len(local)))) if local else 0
            operands = [d(st.sampled_from(local)) for _ in range(k)]
            nres = d(st.integers(0, 2))
            rtypes = [d(st.sampled_from(TYPES)) for _ in range(nres)]
            results = [self.fresh("v") for _ in range(nres)]
            used += 1
            regions: list[str] = []
            if depth < self.max_depth and d(st.integers(0, 3)) == 0:
                for _ in range(d(st.integers(1, 2))):
                    text, u = self.region(local, depth + 1, indent + "  ", budget - used)
                    used += u
                    regions.append(text)
            head = (", ".join(results) + " = ") if results else ""
            operand_text = ", ".join(v for v, _ in operands)
            region_text = f" ({', '.join(regions)})" if regions else ""
            sig = f"({', '.join(t for _, t in operands)}) -> ({', '.join(rtypes)})"
            out.append(f'{indent}{head}"{name}"({operand_text}){region_text}{self.attrs()} : {sig}')
            local.extend(zip(results, rtypes, strict=True))
        return out, used

    def region(
        self, scope: list[tuple[str, str]], depth: int, indent: str, budget: int
    ) -> tuple[str, int]:
        d = self.draw
        nblocks = d(st.integers(0, 2))
        if nblocks == 0 or budget <= 0:
            return "{\n" + indent + "}", 0
        parts: list[str] = []
        used = 0
        for b in range(nblocks):
            if used >= budget:
                break
            nargs = d(st.integers(0, 2))
            args = [(self.fresh("a"), d(st.sampled_from(TYPES))) for _ in range(nargs)]
            label = self.fresh("bb").replace("%", "^")
            header = (
                f"{indent}{label}({', '.join(f'{a}: {t}' for a, t in args)}):" if args or b else ""
            )
            lines, u = self.block(scope + args, depth, indent + "  ", budget - used)
            used += u
            if header:
                parts.append(header)
            parts.extend(lines)
        return "{\n" + "\n".join(parts) + "\n" + indent + "}", used


@st.composite
def payload_functions(
    draw: st.DrawFn,
    *,
    names: Sequence[str] = OP_NAMES,
    max_ops: int = 14,
    max_depth: int = 2,
    tag: str = "",
) -> str:
    """One `"test.func"` op (generic syntax, indented two spaces) with typed
    entry block arguments, holding random ops; `tag` sets its
    `transform.target_tag` (for `debug-payload-root-tag`)."""
    g = _PayloadGen(draw, names, max_ops, max_depth)
    args = [(f"%arg{i}", draw(st.sampled_from(TYPES))) for i in range(draw(st.integers(1, 3)))]
    lines, _ = g.block(args, 0, "    ", max_ops)
    arg_text = ", ".join(f"{a}: {t}" for a, t in args)
    tag_attr = f", transform.target_tag = {_quote(tag)}" if tag else ""
    return (
        f'  "test.func"() ({{\n  ^bb0({arg_text}):\n' + "\n".join(lines) + "\n"
        f'  }}) {{sym_name = "f0"{tag_attr}}} : () -> ()\n'
    )


@st.composite
def payload_texts(
    draw: st.DrawFn, *, names: Sequence[str] = OP_NAMES, max_ops: int = 14, max_depth: int = 2
) -> str:
    """A payload module (generic syntax) holding one `payload_functions()` op."""
    func: str = draw(payload_functions(names=names, max_ops=max_ops, max_depth=max_depth))
    return '"builtin.module"() ({\n' + func + "}) : () -> ()\n"


def payloads(
    *, names: Sequence[str] = OP_NAMES, max_ops: int = 14, max_depth: int = 2
) -> st.SearchStrategy[Snapshot]:
    """`payload_texts()` parsed into snapshots."""
    return payload_texts(names=names, max_ops=max_ops, max_depth=max_depth).map(
        lambda text: parse(text, "payload.mlir")
    )


# ---------------------------------------------------------------------------
# Matcher scripts

OP = "!transform.any_op"
VALUE = "!transform.any_value"
I64 = "!transform.param<i64>"
TYPE_PARAM = "!transform.any_param"

CMPI_PREDICATES = ("eq", "ne", "lt", "le", "gt", "ge")


@dataclass
class _Body:
    lines: list[str] = field(default_factory=list)
    handles: list[tuple[str, str]] = field(default_factory=list)  # (ssa name, type)
    n: int = 0

    def fresh(self) -> str:
        self.n += 1
        return f"%h{self.n}"

    def of(self, t: str) -> list[str]:
        return [h for h, ty in self.handles if ty == t]

    def ops(self) -> list[tuple[str, str]]:
        """Op handles (any_op or typed `!transform.op<...>`) with their types."""
        return [(h, ty) for h, ty in self.handles if ty == OP or ty.startswith("!transform.op<")]


class _ScriptGen:
    def __init__(
        self,
        draw: st.DrawFn,
        names: Sequence[str],
        pdlx_ops: bool,
        typed_handles: bool,
        helpers: list[tuple[str, str]],
    ) -> None:
        self.draw = draw
        self.names = list(names)
        self.pdlx_ops = pdlx_ops
        self.typed_handles = typed_handles
        self.helpers = helpers  # (name, result type) of matchers defined earlier

    def names_attr(self) -> str:
        d = self.draw
        picked = d(
            st.lists(
                st.sampled_from([*self.names, "test.func", "builtin.module"]),
                min_size=1,
                max_size=3,
                unique=True,
            )
        )
        return "[" + ", ".join(_quote(p) for p in picked) + "]"

    def step(self, b: _Body) -> None:
        d = self.draw
        op_handles = b.ops()
        values = b.of(VALUE)
        ints = b.of(I64)
        kinds = ["name", "name", "empty", "producer", "parent", "operand", "num", "const", "merge"]
        if values:
            kinds += ["defining", "type"]
        if len(ints) >= 1:
            kinds += ["cmpi", "cmpi"]
        if self.helpers:
            kinds += ["include"]
        if self.pdlx_ops:
            kinds += ["users", "attribute"]
        kind = d(st.sampled_from(kinds))
        h, ht = d(st.sampled_from(op_handles))
        if kind == "name":
            b.lines.append(f"transform.match.operation_name {h} {self.names_attr()} : {ht}")
        elif kind == "empty":
            b.lines.append(f"transform.match.operation_empty {h} : {ht}")
        elif kind == "producer":
            r = b.fresh()
            b.lines.append(
                f"{r} = transform.get_producer_of_operand {h}[{d(st.integers(0, 2))}] : ({ht}) -> {OP}"
            )
            b.handles.append((r, OP))
        elif kind == "parent":
            r = b.fresh()
            opts: list[str] = []
            if d(st.booleans()):
                opts.append(f"op_name = {_quote(d(st.sampled_from([*self.names, 'test.func'])))}")
            if d(st.integers(0, 3)) == 0:
                opts.append(f"nth_parent = {d(st.integers(1, 3))} : i64")
            for flag in ("allow_empty_results", "deduplicate", "isolated_from_above"):
                if d(st.integers(0, 4)) == 0:
                    opts.append(flag)
            attr = " {" + ", ".join(opts) + "}" if opts else ""
            b.lines.append(f"{r} = transform.get_parent_op {h}{attr} : ({ht}) -> {OP}")
            b.handles.append((r, OP))
        elif kind == "operand":
            r = b.fresh()
            spec = d(
                st.sampled_from(["[0]", "[1]", "[0, 1]", "[all]", "[except(0)]", "[-1]", "[2]"])
            )
            b.lines.append(f"{r} = transform.get_operand {h}{spec} : ({ht}) -> {VALUE}")
            b.handles.append((r, VALUE))
        elif kind == "defining":
            r = b.fresh()
            v = d(st.sampled_from(values))
            b.lines.append(f"{r} = transform.get_defining_op {v} : ({VALUE}) -> {OP}")
            b.handles.append((r, OP))
        elif kind == "type":
            r = b.fresh()
            v = d(st.sampled_from(values))
            elemental = " elemental" if d(st.booleans()) else ""
            b.lines.append(f"{r} = transform.get_type{elemental} {v} : ({VALUE}) -> {TYPE_PARAM}")
            b.handles.append((r, TYPE_PARAM))
        elif kind == "num":
            r = b.fresh()
            src, ty = d(st.sampled_from(op_handles + [(v, VALUE) for v in values]))
            b.lines.append(f"{r} = transform.num_associations {src} : ({ty}) -> {I64}")
            b.handles.append((r, I64))
        elif kind == "const":
            r = b.fresh()
            b.lines.append(f"{r} = transform.param.constant {d(st.integers(0, 3))} : i64 -> {I64}")
            b.handles.append((r, I64))
        elif kind == "cmpi":
            p = d(st.sampled_from(ints))
            q = d(st.sampled_from(ints))
            b.lines.append(
                f"transform.match.param.cmpi {d(st.sampled_from(CMPI_PREDICATES))} {p}, {q} : {I64}"
            )
        elif kind == "merge":
            r = b.fresh()
            same = [x for x, t in op_handles if t == ht]
            others = d(st.lists(st.sampled_from(same), min_size=1, max_size=2))
            dedup = " deduplicate" if d(st.booleans()) else ""
            b.lines.append(f"{r} = transform.merge_handles{dedup} {', '.join(others)} : {ht}")
            b.handles.append((r, ht))
        elif kind == "include":
            # The callee's argument type must match exactly: any_op only.
            plain = [x for x, t in op_handles if t == OP]
            if not plain:
                b.lines.append(f"transform.match.operation_empty {h} : {ht}")
                return
            h, ht = d(st.sampled_from(plain)), OP
            name, rtype = d(st.sampled_from(self.helpers))
            mode = d(st.sampled_from(["propagate", "propagate", "suppress"]))
            r = b.fresh()
            b.lines.append(
                f"{r} = transform.include @{name} failures({mode}) ({h}) : ({ht}) -> {rtype}"
            )
            b.handles.append((r, rtype))
        elif kind == "users":
            r = b.fresh()
            b.lines.append(
                f"{r} = transform.pdlx.get_users_of_result {h}[{d(st.integers(0, 1))}] : ({ht}) -> {OP}"
            )
            b.handles.append((r, OP))
        elif kind == "attribute":
            key = d(st.sampled_from(["k", "s", "u", "sym_name"]))
            value = d(st.sampled_from(["", " = 1 : i32", ' = "f0"', ' = "x"']))
            b.lines.append(f"transform.pdlx.match.attribute {_quote(key)}{value} in {h} : {ht}")

    def matcher(self, name: str, min_steps: int, max_steps: int) -> tuple[str, list[str]]:
        """A matcher's text and its result types."""
        d = self.draw
        first_type = OP
        if self.typed_handles and d(st.integers(0, 5)) == 0:
            first_type = f"!transform.op<{_quote(d(st.sampled_from(self.names)))}>"
        b = _Body(handles=[("%arg0", first_type)])
        for _ in range(d(st.integers(min_steps, max_steps))):
            self.step(b)
        yielded = d(st.lists(st.sampled_from(b.handles), max_size=3))
        types = [t for _, t in yielded]
        body = b.lines
        if yielded:
            body.append(f"transform.yield {', '.join(h for h, _ in yielded)} : {', '.join(types)}")
        else:
            body.append("transform.yield")
        rtypes = f" -> ({', '.join(types)})" if types else ""
        text = (
            f"  transform.named_sequence @{name}(%arg0: {first_type} {{transform.readonly}}){rtypes} {{\n"
            + "".join(f"    {line}\n" for line in body)
            + "  }\n"
        )
        return text, types


@dataclass(frozen=True)
class Script:
    """A drawn transform module: its text, and its matchers' names (the
    last is the main one; earlier ones are helpers it may include) with
    their result types."""

    text: str
    matchers: tuple[tuple[str, tuple[str, ...]], ...]

    @property
    def main(self) -> str:
        return self.matchers[-1][0]


@st.composite
def matcher_scripts(
    draw: st.DrawFn,
    *,
    names: Sequence[str] = OP_NAMES,
    pdlx_ops: bool = True,
    typed_handles: bool = True,
    max_steps: int = 6,
    matchers: int = 1,
) -> Script:
    """A transform module of `matchers` main matchers plus up to two helper
    matchers (single op handle in, the handle or a navigation of it out)
    that the others may include."""
    helpers: list[tuple[str, str]] = []
    parts: list[str] = []
    all_matchers: list[tuple[str, tuple[str, ...]]] = []
    for i in range(draw(st.integers(0, 2))):
        gen = _ScriptGen(draw, names, pdlx_ops, False, list(helpers))
        name = f"helper{i}"
        # Helpers yield exactly one op handle so that includes can use it.
        b = _Body(handles=[("%arg0", OP)])
        for _ in range(draw(st.integers(1, 3))):
            gen.step(b)
        out = draw(st.sampled_from(b.of(OP)))
        text = (
            f"  transform.named_sequence @{name}(%arg0: {OP} {{transform.readonly}}) -> ({OP}) {{\n"
            + "".join(f"    {line}\n" for line in b.lines)
            + f"    transform.yield {out} : {OP}\n  }}\n"
        )
        parts.append(text)
        helpers.append((name, OP))
        all_matchers.append((name, (OP,)))
    for i in range(matchers):
        gen = _ScriptGen(draw, names, pdlx_ops, typed_handles, list(helpers))
        name = f"m{i}"
        text, types = gen.matcher(name, 1, max_steps)
        parts.append(text)
        all_matchers.append((name, tuple(types)))
    text = "module attributes {transform.with_named_sequence} {\n" + "".join(parts) + "}\n"
    return Script(text, tuple(all_matchers))


@dataclass(frozen=True)
class Case:
    """A payload and a matcher script drawn together (`cases()`)."""

    payload: str
    """The payload module."""
    script: Script
    payload_func: str
    """The payload's function op alone, tagged `transform.target_tag = "payload"`."""

    def combined(self, main: str) -> str:
        """One module holding the tagged payload function, the matchers, and
        `main` (the text of `@__transform_main`): what mlir-opt runs with
        `--transform-interpreter=debug-payload-root-tag=payload`."""
        body = self.script.text.split("\n", 1)[1].rsplit("}", 1)[0]
        return (
            "module attributes {transform.with_named_sequence} {\n"
            + self.payload_func
            + body
            + main
            + "}\n"
        )


@st.composite
def cases(draw: st.DrawFn, *, pdlx_ops: bool = True, matchers: int = 1, max_ops: int = 14) -> Case:
    """A payload and matchers over the same op names (so that some match)."""
    names = draw(st.sampled_from([OP_NAMES, OP_NAMES[:2]]))
    func = draw(payload_functions(names=names, max_ops=max_ops, tag="payload"))
    untagged = func.replace(', transform.target_tag = "payload"', "")
    return Case(
        '"builtin.module"() ({\n' + untagged + "}) : () -> ()\n",
        draw(matcher_scripts(names=names, pdlx_ops=pdlx_ops, matchers=matchers)),
        func,
    )


def collect_main(script: Script, matcher: str | None = None) -> str:
    """An `@__transform_main` that runs `collect_matching` with one matcher
    and reports every result handle (remarks at ops and values, parameters
    as remarks)."""
    name = matcher or script.main
    types = dict(script.matchers)[name]
    lines = []
    if types:
        res = "%r:" + str(len(types)) if len(types) > 1 else "%r"
        lines.append(
            f"    {res} = transform.collect_matching @{name} in %root : ({OP}) -> ({', '.join(types)})"
        )
        for i, t in enumerate(types):
            ref = f"%r#{i}" if len(types) > 1 else "%r"
            if t in (I64, TYPE_PARAM):
                lines.append(f'    transform.debug.emit_param_as_remark {ref}, "result {i}" : {t}')
            else:
                lines.append(f'    transform.debug.emit_remark_at {ref}, "result {i}" : {t}')
    else:
        lines.append(f"    transform.collect_matching @{name} in %root : ({OP}) -> ()")
    return (
        f"  transform.named_sequence @__transform_main(%root: {OP} {{transform.readonly}}) {{\n"
        + "\n".join(lines)
        + "\n    transform.yield\n  }\n"
    )


def foreach_main(script: Script, matchers: Sequence[str], *, restrict_root: bool = False) -> str:
    """Actions for `matchers` (each reports its arguments as remarks and
    annotates the op handles with `<matcher>_hit`) and an
    `@__transform_main` running them in one `transform.foreach_match`."""
    results = dict(script.matchers)
    parts: list[str] = []
    for name in matchers:
        types = results[name]
        args = ", ".join(f"%x{k}: {t} {{transform.readonly}}" for k, t in enumerate(types))
        lines = []
        for k, t in enumerate(types):
            if t in (I64, TYPE_PARAM):
                lines.append(
                    f'    transform.debug.emit_param_as_remark %x{k}, "{name} arg {k}" : {t}'
                )
            else:
                lines.append(f'    transform.debug.emit_remark_at %x{k}, "{name} arg {k}" : {t}')
                if t != VALUE:
                    lines.append(f'    transform.annotate %x{k} "{name}_hit" : {t}')
        parts.append(
            f"  transform.named_sequence @{name}_action({args}) {{\n"
            + "".join(line + "\n" for line in lines)
            + "    transform.yield\n  }\n"
        )
    pairs = ", ".join(f"@{m} -> @{m}_action" for m in matchers)
    flag = " restrict_root" if restrict_root else ""
    parts.append(
        f"  transform.named_sequence @__transform_main(%root: {OP} {{transform.consumed}}) {{\n"
        f"    %u = transform.foreach_match{flag} in %root {pairs} : ({OP}) -> {OP}\n"
        "    transform.yield\n  }\n"
    )
    return "".join(parts)


__all__ = [
    "OP_NAMES",
    "Case",
    "Script",
    "cases",
    "collect_main",
    "foreach_main",
    "matcher_scripts",
    "payload_functions",
    "payload_texts",
    "payloads",
]
