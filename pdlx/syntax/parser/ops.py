"""Operations, regions, blocks and SSA values: MLIR's `OperationParser`
(`lib/AsmParser/Parser.cpp`), with pdlx's two fast paths for payloads:

* a simple generic op on one line (`%r = "d.op"(%a, %b) : (t, t) -> t`) is
  recognised by one regular expression, its function type looked up in a
  cache by its text; anything unusual falls back to the general path, which
  produces the diagnostics;
* a line whose shape (its text with SSA names blanked out) was parsed before
  reuses that parse (`OpParser._template_ops`).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from itertools import repeat
from typing import Final, NoReturn

from pdlx.ir import types as T
from pdlx.ir.attributes import (
    EMPTY_DICT,
    Attribute,
    DictionaryAttr,
)
from pdlx.ir.context import IS_TERMINATOR, OpDef
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.interfaces import OpInterface
from pdlx.ir.location import (
    Location,
    SourceLoc,
)
from pdlx.ir.mlir22 import unimplemented_note
from pdlx.ir.records import (
    NO_ID,
    BlockRecord,
    RegionRecord,
    make_op_record,
    make_value_record,
    new_id,
)
from pdlx.syntax import lexer as L
from pdlx.syntax.lexer import unescape
from pdlx.syntax.parser.core import (
    BlockScope,
    FastType,
    IsolatedScope,
    LineShape,
    LineTemplate,
    ParseError,
    int_literal,
)
from pdlx.syntax.parser.locations import LocationParser
from pdlx.syntax.parser.types import FUNCTION_TYPE_TEXT

# A whole simple generic op on one line: results, quoted name, operand list,
# function type; nothing else (no regions, attributes, successors, loc).
# Possessive repeats (`*+`, `++`) where what follows cannot start with what
# they repeat: giving back would never help, and not keeping the places to
# give back from makes the match ~15% cheaper. The result type's characters
# may be given back (`f32//c` is `f32` and a comment).
_FAST_OP: Final = re.compile(
    r"""[ \t\n]*+(?:(""" + L.SSA_NAME + r""")[ \t]*+=[ \t]*+)?"""
    r'''"([^"\\\n]++)"'''
    r"""\(([^()]*+)\)[ \t]*+:[ \t]*+"""
    r"""(""" + FUNCTION_TYPE_TEXT.pattern + ")"
    r"""(?=[ \t]*(?:\n|//|\Z))"""
)

# Line templates (see `Parser._template_ops`): the SSA names of a line,
# skipping string literals; the result name at its start; what lines with
# blocks, locations or file-level resources look like.
_LINE_SSA: Final = re.compile(r'"(?:[^"\\\n]|\\.)*"|' + L.SSA_NAME + "(?:#[0-9]+)?")

_LINE_SSA_SPLIT: Final = re.compile("(" + L.SSA_NAME + "(?:#[0-9]+)?)")

_LINE_RESULT: Final = re.compile("(" + L.SSA_NAME + r")[ \t]*=[ \t]*")

_LINE_UNTEMPLATED: Final = re.compile(
    r"\^|\bloc\(|dense_resource|distinct\[|\{[ \t]*(?://[^\n]*)?\Z"
)

_BLANKS: Final = re.compile(L.BLANKS)
"""What `lexer.skip_ws` skips, matched inline by `_template_ops`."""

_TRIVIA: Final = re.compile(r"(?:\s|//[^\n]*)*\Z")

MAX_REGION_DEPTH = 50_000
"""How deep regions may nest (a region deeper is an error at its `{`): the
parser, verifier and interpreter recurse once per level, on the big stack
of `support.deep`, which this depth leaves room to spare in."""

_KEYS_PER_LINE: Final = 4
"""How many op starts on one line `_line_key` keys (a line of one op is
keyed twice: once to look its shape up, once to learn it)."""

_BLOCK_ARG_TEXT: Final = "(" + L.SSA_NAME + ": [a-z][a-z0-9]*+)"
_FAST_BLOCK_ARGS: Final = re.compile(
    r"\(" + _BLOCK_ARG_TEXT + "(?:, " + _BLOCK_ARG_TEXT[1:-1] + r")*+\):"
)
"""A block's argument list as mlir-opt prints it with simple types, up to
its `:` (`(%a: f32, %b: i32):`), for `OpParser._fast_block_args`."""
_FAST_BLOCK_ARG: Final = re.compile("(" + L.SSA_NAME + "): ([a-z][a-z0-9]*+)")
"""One argument of such a list, its name and type text as groups: what
`_fast_block_args` reads each argument with once the whole list matched."""

LINE_TEMPLATES = True
"""Whether `Parser._template_ops` may reuse line templates (tests turn it
off to check that the parse is the same either way)."""

FAST_OPS = True
"""Whether `Parser._fast_ops` may parse simple generic ops straight from
the text (tests turn it off to check that the parse is the same either way)."""


class OpState:
    """What is known of an op being parsed before its record exists."""

    __slots__ = (
        "attributes",
        "id",
        "loc",
        "name",
        "operands",
        "properties",
        "regions",
        "result_types",
        "successors",
    )

    def __init__(self, op_id: int, name: str, loc: Location) -> None:
        self.id = op_id
        self.name = name
        self.loc = loc
        self.operands: list[int] = []
        self.result_types: list[T.Type] = []
        self.attributes: dict[str, Attribute] = {}
        self.properties: Attribute | None = None
        self.regions: list[int] = []
        self.successors: list[int] = []


@dataclass(frozen=True, slots=True)
class InherentAttrVerifier(OpInterface):
    """MLIR's `verifyInherentAttrs`, asked when a registered op's inherent
    attributes come in its attribute dictionary (no `<{...}>`): given those
    attributes, the message for the first (by name) that fails its
    constraint, or None. ODS-defined ops implement it (`pdlx.ods.op`)."""

    verify: Callable[[Mapping[str, Attribute]], str | None]


class _ArgCell:
    """A block argument's explicit location and value id, filled in either
    order (a `#loc` alias may be resolved at the end of the file)."""

    __slots__ = ("arg", "loc")

    def __init__(self) -> None:
        self.loc: Location | None = None
        self.arg = NO_ID


class OpParser(LocationParser):
    """Parses operations, regions and blocks."""

    def resolve_operand(self, name: str, number: int, offset: int, type: T.Type) -> int:
        """The value a use names, checking its type; a forward reference makes
        a placeholder that the definition adopts later."""
        scope = self.scopes[-1]
        key = name if number == 0 else f"{name}#{number}"
        v = scope.values.get(key)
        if v is None:
            v = scope.forward.get(key)
            have = None if v is None else self.forward_types[v]
        else:
            have = self.values[v].type
        if v is not None:
            if have is not type and have != type:
                d = Diagnostic(
                    Severity.ERROR,
                    self.loc_at(offset),
                    f"use of value '{name}' expects different type than prior uses: "
                    f"'{type}' vs '{have}'",
                )
                d.attach_note("prior use here", self.loc_at(scope.def_offsets[key]))
                raise ParseError(d)
            return v
        if number and name in scope.values:
            # `%x#N` past the results of a value that is already defined.
            self.error_at(offset, "reference to invalid result number")
        v = new_id()
        scope.forward[key] = v
        scope.def_offsets[key] = offset
        self.forward_uses[v] = offset
        self.forward_types[v] = type
        return v

    def result_ids(self, groups: list[tuple[str, int, int]], types: list[T.Type]) -> list[int]:
        """Ids for the results of an op being created: a name that was used
        before its definition keeps the placeholder id its uses hold."""
        if not groups:
            return [new_id() for _ in types]
        scope = self.scopes[-1]
        forward = scope.forward
        ids: list[int] = []
        i = 0
        for name, count, offset in groups:
            for k in range(count):
                key = name if k == 0 else f"{name}#{k}"
                if key in scope.values:
                    d = Diagnostic(
                        Severity.ERROR, self.loc_at(offset), f"redefinition of SSA value '{name}'"
                    )
                    d.attach_note("previously defined here", self.loc_at(scope.def_offsets[key]))
                    raise ParseError(d)
                v = forward.pop(key, None) if forward else None
                if v is None:
                    ids.append(new_id())
                else:
                    want = self.forward_types.pop(v)
                    have = types[i] if i < len(types) else want
                    if want != have:
                        d = Diagnostic(
                            Severity.ERROR,
                            self.loc_at(offset),
                            f"definition of SSA value '{name}#{k}' has type '{have}'",
                        )
                        d.attach_note(
                            f"previously used here with type '{want}'",
                            self.loc_at(scope.def_offsets[key]),
                        )
                        raise ParseError(d)
                    del self.forward_uses[v]
                    ids.append(v)
                i += 1
        while len(ids) < len(types):
            ids.append(new_id())
        return ids

    def define_results(
        self, groups: list[tuple[str, int, int]], result_ids: tuple[int, ...]
    ) -> None:
        """Bind result names (`%a`, `%b:2`) to the op's results."""
        scope = self.scopes[-1]
        names = scope.region_names[-1]
        values, offsets = scope.values, scope.def_offsets
        idx = 0
        for name, count, offset in groups:
            for k in range(count):
                key = name if k == 0 else f"{name}#{k}"
                values[key] = result_ids[idx + k]
                offsets[key] = offset
                names.append(key)
            idx += count

    def finish_forward_refs(self) -> None:
        """Report every use of a value that was never defined (at the end of the file)."""
        if self.forward_uses:
            diags = [
                Diagnostic(Severity.ERROR, self.loc_at(off), "use of undeclared SSA value name")
                for off in sorted(self.forward_uses.values())
            ]
            raise ParseError(diags)

    def push_region_scope(self, isolated: bool) -> None:
        """Enter a region: a new name scope if `isolated`, else nested in the enclosing one."""
        if isolated:
            self.scopes.append(IsolatedScope())
        else:
            self.scopes[-1].region_names.append([])
        self.block_scopes.append(BlockScope())

    def _check_undefined_blocks(self, bscope: BlockScope) -> None:
        undefined = sorted(e[2] for e in bscope.blocks.values() if not e[1])
        if undefined:
            raise ParseError(
                [
                    Diagnostic(Severity.ERROR, self.loc_at(o), "reference to an undefined block")
                    for o in undefined
                ]
            )

    def pop_region_scope(self, isolated: bool) -> None:
        """Leave a region: its undefined block references are errors, its names go out of scope."""
        self._check_undefined_blocks(self.block_scopes.pop())
        if isolated:
            self.scopes.pop()
        else:
            scope = self.scopes[-1]
            names = scope.region_names.pop()
            # values.pop(name, None) for each name, at C level.
            deque(map(scope.values.pop, names, repeat(None, len(names))), maxlen=0)

    def parse_operation(self, block: int) -> int:
        """Parse one op (generic or custom) into `block`; return its id."""
        tok = self.tok
        groups: list[tuple[str, int, int]] = []
        if tok.kind is L.PERCENT:
            while True:
                t = self.advance()
                count = 1
                if self.consume_if(":"):
                    ct = self.tok
                    if ct.kind is not L.INTEGER:
                        self.error_wrong_token("expected integer number of results")
                    count = int_literal(ct.text)
                    if not 1 <= count < 1 << 64:
                        self.error("expected named operation to have at least 1 result")
                    self.advance()
                groups.append((t.text, count, t.start))
                if not self.consume_if(","):
                    break
                if self.tok.kind is not L.PERCENT:
                    self.error_wrong_token("expected valid ssa identifier")
            self.expect("=", "expected '=' after SSA name")
        tok = self.tok
        if tok.kind is L.STRING:
            state = self.parse_generic_operation()
        elif tok.kind is L.BARE:
            state = self.parse_custom_operation()
        else:
            self.error_wrong_token("expected operation name in quotes")
        if groups:
            want = sum(c for _, c, _ in groups)
            have = len(state.result_types)
            if have == 0:
                self.error_at(groups[0][2], "cannot name an operation with no results")
            if want != have:
                self.error_at(
                    groups[0][2],
                    f"operation defines {have} results but was provided {want} to bind",
                )
        op = self.create_op(state, block, self.result_ids(groups, state.result_types))
        if groups:
            self.define_results(groups, self.ops[op].results)
        return op

    def _fast_ops(self, pos: int, block: int, out: list[int]) -> int:
        """Parse consecutive simple generic ops starting at `pos` (which is at
        a token start) straight from the text, appending their ids to `out`.
        Returns the position after the last one; the caller re-lexes there.
        Anything the fast path is unsure about is left to the general path,
        which then also gives the diagnostics."""
        scope = self.scopes[-1]
        values = scope.values
        forward = scope.forward
        def_offsets = scope.def_offsets
        region_names = scope.region_names[-1]
        vrecs = self.values
        orecs = self.ops
        fast_types = self._fast_types
        fast_names = self._fast_names
        source = self.source
        base = self.base - 1
        empty = EMPTY_DICT
        text = self.text
        match = _FAST_OP.match
        while True:
            m = match(text, pos)
            if m is None:
                return pos
            res, name, operand_text, fty_text = m.groups()
            if name not in fast_names and (
                name in self._fast_names_refused or not self._fast_name_ok(name)
            ):
                return pos
            shape = fast_types.get(fty_text)
            if shape is None:
                shape = self._fast_type(fty_text, m.start(4), m.end(4))
                if shape is None:
                    return pos
            inputs, n_inputs, rtype, n_results = shape
            if operand_text:
                names = operand_text.split(", ")
                if len(names) != n_inputs:
                    return pos
                operands: list[int] = []
                # One pass: look each name up and check its type. Lengths
                # checked above; strict= would make zip() twice as slow.
                for n, t in zip(names, inputs):  # noqa: B905
                    v = values.get(n)
                    if v is None:
                        return pos
                    have = vrecs[v].type
                    if have is not t and have != t:
                        return pos
                    operands.append(v)
                used = tuple(operands)
            elif n_inputs:
                return pos
            else:
                used = ()
            op = new_id()
            if res is None:
                if n_results:
                    return pos
                results: tuple[int, ...] = ()
            else:
                if rtype is None or res in values or (forward and res in forward):
                    return pos
                r = new_id()
                vrecs[r] = make_value_record(rtype, op, 0, False, None)
                results = (r,)
                values[res] = r
                def_offsets[res] = m.start(1)
                region_names.append(res)
            orecs[op] = make_op_record(
                name, used, results, empty, None, (), (), block,
                SourceLoc(source, m.start(2) + base),
            )  # fmt: skip
            out.append(op)
            pos = m.end()

    def _fast_type(self, text: str, start: int, end: int) -> FastType | None:
        """What `_fast_ops` reads of the function type spelled `text` at
        `start`: (inputs, their count, the one result type or None, the
        number of results); None when the text is not exactly a function
        type (the general path then parses the op)."""
        if text in self.fty_cache:
            fty = self.fty_cache[text]
        else:
            fty = self.fty_cache[text] = self._parse_cached_function_type(start, end)
        if fty is None:
            return None
        results = fty.results
        shape = (
            fty.inputs,
            len(fty.inputs),
            results[0] if len(results) == 1 else None,
            len(results),
        )
        self._fast_types[text] = shape
        return shape

    def _fast_name_ok(self, name: str) -> bool:
        """Whether ops named `name` may take the fast path, remembered in
        `_fast_names` (yes) or `_fast_names_refused` (no)."""
        ok = self._fast_name_allowed(name)
        (self._fast_names if ok else self._fast_names_refused).add(name)
        return ok

    def _fast_name_allowed(self, name: str) -> bool:
        if "." not in name:
            return False
        opdef = self.ctx.op(name)
        if opdef is None:
            return self.allow_unregistered and not self.ctx.is_registered_dialect(
                name.partition(".")[0]
            )
        # Registered ops with behaviour take the general path (verifiers,
        # region traits); the fast path is for plain payload ops.
        return opdef.verify is None and not opdef.traits and opdef.parse is None

    def _parse_cached_function_type(self, start: int, end: int) -> T.FunctionType | None:
        saved = self.tok
        try:
            self.reset(start)
            t = self.parse_type()
            if self.tok.start >= end and isinstance(t, T.FunctionType):
                return t
            return None
        except ParseError:
            return None
        finally:
            self.tok = saved

    def _line_key(self, start: int) -> LineShape | None:
        """The shape of the line starting at `start` (see `_template_ops`):
        (key, end of line, result name, where the op name starts, end of
        the text before the first operand name, operand values); None when
        the line is never templated or names a value not yet defined."""
        if not LINE_TEMPLATES:
            return None
        text = self.text
        lo, eol = self.keyed_line
        if lo <= start <= eol:
            # Another op on the line keyed last (nested ops on one line):
            # keying copies and scans the rest of the line, so only the
            # first few starts on a line are keyed (else quadratic).
            self.keyed_count += 1
            if self.keyed_count > _KEYS_PER_LINE:
                return None
        else:
            eol = text.find("\n", start)
            if eol < 0:
                eol = len(text)
            self.keyed_line = (start, eol)
            self.keyed_count = 1
        line = text[start:eol]
        # `in` scans at C speed; the search only runs on the few lines it could match.
        if (
            "^" in line
            or "loc(" in line
            or line.rstrip(" \t").endswith("{")
            or "//" in line
            or "dense_resource" in line
            or "distinct[" in line
        ) and _LINE_UNTEMPLATED.search(line) is not None:
            return None
        m = _LINE_RESULT.match(line)
        res = m.group(1) if m is not None else None
        last = m.end() if m is not None else 0
        head = start + last
        quote = line.find('"')
        if quote >= 0 and not (
            # One string (a generic op's name) without a `%` in it: the
            # split below cannot cut it.
            line.count('"') == 2 and "%" not in line[quote : line.rfind('"')]
        ):
            pieces: list[str] = []
            refs: list[str] = []
            for u in _LINE_SSA.finditer(line, last):
                ref = u.group()
                if ref[0] != "%":
                    continue  # a string literal
                pieces.append(line[last : u.start()])
                refs.append(ref)
                last = u.end()
            pieces.append(line[last:])
        else:  # the common case: one split
            parts = _LINE_SSA_SPLIT.split(line[last:])
            pieces, refs = parts[0::2], parts[1::2]
        values = self.scopes[-1].values
        vrecs = self.values
        operands: list[int] = []
        types: list[T.Type] = []
        numbered = "#" in line
        for ref in refs:
            if numbered and "#" in ref:
                name, _, number = ref.partition("#")
                ref = name if int(number) == 0 else f"{name}#{int(number)}"
            v = values.get(ref)
            if v is None:  # a forward reference or an error: the general path
                return None
            operands.append(v)
            types.append(vrecs[v].type)
        key = (self.default_dialects[-1], res is None, "%".join(pieces), tuple(types))
        return key, eol, res, head, head + len(pieces[0]), operands

    def _template_ops(self, pos: int, block: int, out: list[int]) -> int:
        """Parse consecutive one-line ops whose shape was seen before, from
        `pos` (a token start), appending their ids to `out`; return where
        the first other line starts (the caller re-lexes there).

        Registered ops (custom syntax, or generic with properties) take the
        general path, ~60 µs per op; in a payload most lines differ only in
        their SSA names (`%7 = arith.addf %6, %arg2 : f32`). The shape of a
        line is its text with the SSA names blanked out, with the default
        dialect in effect and the types of the values its operands name.
        Parsing is a function of the shape: the same shape gives the same op
        name, attributes, properties and result types, with the operands in
        the order their names appear (checked on a line whose operand names
        all differ, when the shape is learnt: see `_parse_and_learn`). So
        later lines of a known shape only look up their names. Anything
        else, and every error, goes through `parse_operation`."""
        templates = self._templates
        text = self.text
        scope = self.scopes[-1]
        values, forward = scope.values, scope.forward
        def_offsets, region_names = scope.def_offsets, scope.region_names[-1]
        vrecs, orecs = self.values, self.ops
        source, base = self.source, self.base
        skip_blanks = _BLANKS.match
        while True:
            shape = self._line_key(pos)
            if shape is None:
                return pos
            key, eol, res, head, _, operands = shape
            tpl = templates.get(key)
            if tpl is None or (res is not None and (res in values or res in forward)):
                return pos
            name, attrs, props, rtypes, delta = tpl
            op = new_id()
            results: tuple[int, ...] = ()
            if res is not None:  # the shape's key says so: then one result
                r = new_id()
                vrecs[r] = make_value_record(rtypes[0], op, 0, False, None)
                results = (r,)
                values[res] = r
                def_offsets[res] = pos
                region_names.append(res)
            orecs[op] = make_op_record(
                name, tuple(operands), results, attrs, props, (), (), block,
                SourceLoc(source, base + head + delta),
            )  # fmt: skip
            out.append(op)
            blanks = skip_blanks(text, eol)  # always matches (maybe empty)
            pos = blanks.end() if blanks is not None else eol

    def _parse_and_learn(self, block: int) -> int:
        """`parse_operation`, keeping the outcome as the template of the
        line's shape when it can stand for it (see `_template_of`)."""
        start = self.tok.start
        shape = self._line_key(start)
        if shape is None or shape[0] in self._templates:
            return self.parse_operation(block)
        operands = shape[5]
        if len(set(operands)) != len(operands):
            # A value named twice (`arith.addf %x, %x`) cannot show that the
            # operands follow their names' order: learn from a later line
            # of the shape instead (marking the shape would send every
            # later line down the general path).
            return self.parse_operation(block)
        seen = (len(self.diagnostics), len(self.forward_uses), len(self.deferred_locs))
        op = self.parse_operation(block)
        key, eol, res, head, name_end, _ = shape
        self._templates[key] = self._template_of(op, head, name_end, eol, operands, res, seen)
        return op

    def _template_of(
        self,
        op: int,
        head: int,
        name_end: int,
        eol: int,
        operands: list[int],
        res: str | None,
        seen: tuple[int, int, int],
    ) -> LineTemplate | None:
        """What `_template_ops` keeps of op, just parsed from a line that
        ends at `eol`, or None when it cannot stand for its shape. The op's
        location must lie in text[head:name_end] (after the result name,
        before the first operand name: where the op name is), so that its
        place relative to `head` is the same on every line of the shape."""
        rec = self.ops[op]
        loc = rec.loc
        if (
            rec.regions
            or rec.successors
            or len(rec.results) != (0 if res is None else 1)
            or rec.operands != tuple(operands)
            or seen != (len(self.diagnostics), len(self.forward_uses), len(self.deferred_locs))
            or not isinstance(loc, SourceLoc)
            or loc.source is not self.source
            or not head <= loc.offset - self.base < name_end
            or self.tok.start < eol
            or _TRIVIA.match(self.text, eol, self.tok.start) is None
        ):
            return None
        rtypes = tuple([self.values[r].type for r in rec.results])
        return (rec.name, rec.attributes, rec.properties, rtypes, loc.offset - self.base - head)

    def parse_generic_operation(self) -> OpState:
        """MLIR's `parseGenericOperation`: the quoted name, then the body."""
        name_tok = self.tok
        name_offset = name_tok.start
        name = unescape(name_tok.text[1:-1])
        if not name:
            self.error("empty operation name is invalid")
        if "\0" in name:
            self.error("null character not allowed in operation name")
        self.advance()
        opdef = self.ctx.op(name)
        if (
            opdef is None
            and not self.allow_unregistered
            and not self.ctx.is_registered_dialect(name.partition(".")[0])
        ):
            self.error(
                "operation being parsed with an unregistered dialect. If this is intended, "
                "please use -allow-unregistered-dialect with the MLIR tool used"
            )
        state = OpState(new_id(), name, self.loc_at(name_offset))
        self.parse_generic_operation_body(state, opdef)
        return state

    def parse_generic_operation_body(self, state: OpState, opdef: OpDef | None) -> None:
        """The generic form after the op name: operands, successors, properties, regions, attributes, type, location."""
        self.expect("(", "expected '(' to start operand list")
        uses: list[tuple[str, int, int]] = []
        if self.tok.kind is L.PERCENT:
            while True:
                uses.append(self.parse_ssa_use())
                if not self.consume_if(","):
                    break
        self.expect(")", "expected ')' to end operand list")
        if self.is_punct("["):
            # Unregistered ops might be terminators; registered ones must be.
            if opdef is not None and IS_TERMINATOR not in opdef.traits:
                self.error("successors in non-terminator")
            self.advance()
            if self.is_punct("]"):
                self.error_wrong_token("expected list element")
            while True:
                if self.tok.kind is not L.CARET:
                    self.error_wrong_token("expected block name")
                state.successors.append(self.parse_block_ref())
                if not self.consume_if(","):
                    break
            self.expect("]", "expected ',' or ']'")
        if self.is_punct("<"):
            self.advance()
            state.properties = self.parse_attribute()
            self.expect(">", "expected '>' to close properties")
        if self.is_punct("("):
            self.advance()
            # The generic form never isolates names, even for ops that are
            # IsolatedFromAbove: the verifier reports such uses instead.
            while True:
                state.regions.append(self.parse_region(state.id, False))
                if not self.consume_if(","):
                    break
            self.expect(")", "expected ')' to end region list")
        if self.is_punct("{"):
            state.attributes.update(self.parse_attr_dict_entries())
        self.expect(":", "expected ':' followed by operation type")
        fty_offset = self.tok.start
        fty = self.parse_type()
        if not isinstance(fty, T.FunctionType):
            self.error_at(fty_offset, "expected function type")
        if len(fty.inputs) != len(uses):
            self.error_at(
                fty_offset,
                f"expected {len(uses)} operand type{chr(0) if len(uses) == 1 else 's'} but had "
                f"{len(fty.inputs)}",
            )
        state.result_types = list(fty.results)
        for (uname, unum, uoff), t in zip(uses, fty.inputs, strict=True):
            state.operands.append(self.resolve_operand(uname, unum, uoff, t))
        given = state.properties
        src_loc = state.loc
        if given is None and opdef is not None and state.attributes:
            self._verify_inherent_attrs(src_loc, opdef, state.attributes)
        if opdef is not None and opdef.inherent is not None:
            _split_inherent(state, opdef.inherent, opdef.default_props)
        self.parse_trailing_location(state)
        if given is not None and opdef is not None and opdef.inherent is not None:
            self._check_properties(src_loc, opdef, given)

    def _verify_inherent_attrs(
        self, src_loc: Location, opdef: OpDef, attrs: dict[str, Attribute]
    ) -> None:
        """MLIR's `verifyInherentAttrs`, run when a registered op's inherent
        attributes come in the attribute dictionary (no `<{...}>`): each must
        satisfy its constraint (the op's `InherentAttrVerifier`), reported at
        the op."""
        check = opdef.interface(InherentAttrVerifier)
        if check is None:
            return
        message = check.verify(attrs)
        if message is not None:
            raise ParseError(Diagnostic(Severity.ERROR, src_loc, message))

    def _check_properties(self, src_loc: Location, opdef: OpDef, given: Attribute) -> None:
        """MLIR's `setPropertiesFromAttribute` for a registered op: the
        properties must be a dictionary whose inherent entries have the
        storage kind the op declares (`OpDef.inherent_kinds`: name -> a
        predicate on the attribute). Unknown keys are dropped (see
        `_split_inherent`)."""

        def fail(why: str) -> NoReturn:
            raise ParseError(
                Diagnostic(
                    Severity.ERROR,
                    src_loc,
                    f"invalid properties {given} for op {opdef.name}: {why}",
                )
            )

        if not isinstance(given, DictionaryAttr):
            fail("expected DictionaryAttr to set properties")
        kinds = opdef.inherent_kinds
        for name in opdef.inherent or ():
            kind = kinds.get(name)
            a = given.get(name)
            if a is None or kind is None:
                continue
            if not kind(a):
                fail(f"Invalid attribute `{name}` in property conversion: {a}")

    def parse_trailing_location(self, state: OpState) -> None:
        """An optional `loc(...)` after an op."""
        if not self.is_keyword("loc"):
            return
        self.advance()
        self.expect("(", "expected '(' in location")

        def setter(loc: Location) -> None:
            # A `#loc` alias defined at the end of the file resolves after the
            # op's record exists.
            state.loc = loc
            rec = self.ops.get(state.id)
            if rec is not None:
                self.ops[state.id] = make_op_record(
                    rec.name, rec.operands, rec.results, rec.attributes, rec.properties,
                    rec.regions, rec.successors, rec.parent, loc,
                )  # fmt: skip

        self.parse_location_body(setter, lambda: ("op", state.id))
        self.expect(")", "expected ')' in location")

    def parse_custom_operation(self) -> OpState:
        """MLIR's `parseCustomOperation`: a registered op's own syntax, with
        the enclosing op's default dialect tried for a name without a dot."""
        tok = self.tok
        original = tok.text
        name = original
        # The name is consumed (and the next token lexed) before any check.
        self.advance()
        opdef = self.ctx.op(name)
        if opdef is None:
            dialect, dot, _ = name.partition(".")
            if not dot:
                dialect = self.default_dialects[-1]
                name = f"{dialect}.{original}"
                opdef = self.ctx.op(name)
            if opdef is None:
                tried = f" (tried '{name}' as well)" if name != original else ""
                if not self.ctx.is_registered_dialect(dialect):
                    d = Diagnostic(
                        Severity.ERROR,
                        self.loc_at(tok.start),
                        f"Dialect `{dialect}' not found for custom op '{original}' {tried}",
                    )
                    d.attach_note(
                        "Available dialects: "
                        + ", ".join(self.ctx.dialect_names())
                        + " ; for more info on dialect registration see "
                        "https://mlir.llvm.org/getting_started/Faq/"
                        "#registered-loaded-dependent-whats-up-with-dialects-management"
                    )
                    raise ParseError(d)
                self.error_at(
                    tok.start,
                    f"custom op '{original}' is unknown{tried}",
                    unimplemented_note(name),
                )
        if opdef.parse is None:
            # MLIR's default hook for an op without a custom assembly form.
            self.error_at(tok.start, f"custom op '{original}' has no custom assembly form")
        state = OpState(new_id(), opdef.name, self.loc_at(tok.start))
        self.default_dialects.append(opdef.default_dialect)
        try:
            opdef.parse(self, state)
        finally:
            self.default_dialects.pop()
        self.parse_trailing_location(state)
        return state

    def completed_out_of_order(self) -> None:
        """A custom parser parsed an op's regions in another order than
        theirs (`scf.index_switch`: its cases before its default region):
        the completion order is then not the walk's post-order, so the
        snapshot is not seeded with it and walks itself once when asked.
        Reordering the completed ops instead costs a walk per such op,
        quadratic in their nesting depth."""
        self.completed_in_post_order = False

    def create_op(self, state: OpState, block: int, result_ids: list[int]) -> int:
        """The record of op `state` in `block`, its results numbered `result_ids`."""
        op = state.id
        if state.regions:
            # MLIR creates an op after parsing its regions, so its uses are
            # newer than those of the ops inside: a value used by an
            # `scf.for`'s iter_args and by the `scf.yield` in its body lists
            # the for first. Use lists are ordered by user id (newest first),
            # so the op takes its id now.
            op = state.id = new_id()
            regions = self.regions
            for r in state.regions:
                regions[r] = RegionRecord(regions[r].blocks, op)
        vrecs = self.values
        for i, (r, t) in enumerate(zip(result_ids, state.result_types, strict=True)):
            vrecs[r] = make_value_record(t, op, i, False, None)
        attrs = DictionaryAttr.of(state.attributes) if state.attributes else EMPTY_DICT
        self.ops[op] = make_op_record(
            state.name, tuple(state.operands), tuple(result_ids), attrs, state.properties,
            tuple(state.regions), tuple(state.successors), block, state.loc,
        )  # fmt: skip
        return op

    def parse_ssa_use(self, allow_result_number: bool = True) -> tuple[str, int, int]:
        """`%name` or `%name#N`: (name, number, offset). Where a number is not
        allowed, even `#0` is refused, at the `#`, as MLIR's parseSSAUse does."""
        tok = self.tok
        if tok.kind is not L.PERCENT:
            self.error_wrong_token("expected SSA operand")
        self.advance()
        nxt = self.tok
        number = 0
        if nxt.kind is L.HASH:
            if not allow_result_number:
                self.error("result number not allowed in argument list")
            num = nxt.text[1:]
            if not (num.isascii() and num.isdigit()) or int(num) >= 1 << 32:
                self.error("invalid SSA value result number")
            self.advance()
            number = int(num)
        return tok.text, number, tok.start

    def parse_region(self, op: int, isolated: bool) -> int:
        """`{...}`: a region of op `op`; `isolated` hides the enclosing names."""
        region = new_id()
        if len(self.block_scopes) > MAX_REGION_DEPTH and self.is_punct("{"):
            # mlir-opt-22 overflows its stack at ~4,000 nested regions;
            # pdlx parses, verifies and prints far deeper, up to this.
            self.error(f"regions nested more than {MAX_REGION_DEPTH} deep")
        self.expect("{", "expected '{' to begin a region")
        self.push_region_scope(isolated)
        blocks: list[int] = []
        if not self.is_punct("}"):
            if self.tok.kind is not L.CARET:
                # Implicit entry block without a label.
                b = new_id()
                blocks.append(b)
                self.parse_block_body(b, region, ())
            while self.tok.kind is L.CARET:
                blocks.append(self.parse_block(region))
        self.expect("}", "expected '}' to end region")  # caller sees '}' gone
        self.pop_region_scope(isolated)
        self.regions[region] = RegionRecord(tuple(blocks), op)
        return region

    def parse_block_ref(self) -> int:
        """`^name` as a successor: the block, defined now or later in the region."""
        tok = self.advance()
        scope = self.block_scopes[-1].blocks
        e = scope.get(tok.text)
        if e is None:
            e = scope[tok.text] = [new_id(), False, tok.start]
        return e[0]

    def parse_block(self, region: int) -> int:
        """`^name(args):` and the block's ops."""
        tok = self.advance()
        scope = self.block_scopes[-1].blocks
        e = scope.get(tok.text)
        if e is None:
            e = scope[tok.text] = [new_id(), True, tok.start]
        elif e[1]:
            self.error_at(tok.start, f"redefinition of block '{tok.text}'")
        else:
            e[1] = True
            e[2] = tok.start
        block = e[0]
        if FAST_OPS and self.is_punct("("):
            fast = self._fast_block_args(block)
            if fast is not None:
                self.parse_block_body(block, region, fast)
                return block
        args: list[int] = []
        # MLIR's parseOptionalBlockArgList: `%name(#N)? : type loc(...)?`,
        # each defined once its location is read.
        if self.consume_if("(") and not self.consume_if(")"):
            idx = 0
            while True:
                name, num, off = self.parse_ssa_use()
                if num:
                    name = f"{name}#{num}"
                self.expect(":", "expected ':' and type for SSA operand")
                t = self.parse_type()
                # [explicit location, argument id], filled in either order (a
                # `#loc` alias may be resolved at the end of the file).
                cell = _ArgCell()

                def set_arg_loc(lc: Location, cell: _ArgCell = cell) -> None:
                    cell.loc = lc
                    if cell.arg != NO_ID:
                        r = self.values[cell.arg]
                        self.values[cell.arg] = make_value_record(
                            r.type, r.owner, r.index, True, lc
                        )

                if self.is_keyword("loc"):
                    self.advance()
                    self.expect("(", "expected '(' in location")

                    def arg_owner(cell: _ArgCell = cell) -> tuple[str, int]:
                        return ("arg", cell.arg)

                    self.parse_location_body(set_arg_loc, arg_owner)
                    self.expect(")", "expected ')' in location")
                arg = self.define_block_arg(name, off, t, block, idx)
                cell.arg = arg
                if cell.loc is not None:
                    set_arg_loc(cell.loc)
                args.append(arg)
                idx += 1
                if not self.consume_if(","):
                    break
            self.expect(")", "expected ')'")
        self.expect(":", "expected ':' after block name")
        self.parse_block_body(block, region, tuple(args))
        return block

    def _fast_block_args(self, block: int) -> tuple[int, ...] | None:
        """The arguments of `block` from the text at the current `(`, when
        they are as mlir-opt prints them with simple types (`(%a: f32):`),
        each a new name; the cursor is then past the `:`. None (nothing
        consumed) for anything else: the general path parses it and gives
        any diagnostic. A function's entry block took ~20 µs by tokens, a
        fifth of a 1,000-function payload's per-function parse."""
        text = self.text
        start = self.tok.start
        m = _FAST_BLOCK_ARGS.match(text, start)
        if m is None:
            return None
        scope = self.scopes[-1]
        values, forward = scope.values, scope.forward
        known = self._arg_types
        found: list[tuple[str, int, T.Type]] = []
        for a in _FAST_BLOCK_ARG.finditer(text, start, m.end()):
            name, type_text = a.groups()
            if name in values or name in forward:
                return None
            if type_text in known:
                t = known[type_text]
            else:
                t = known[type_text] = self._simple_type(a.start(2), a.end(2))
            if t is None:
                return None
            found.append((name, a.start(), t))
        if len({name for name, _, _ in found}) != len(found):
            return None
        # Each a new name (checked above): `define_block_arg` raises nothing.
        args = tuple(
            [
                self.define_block_arg(name, offset, t, block, i)
                for i, (name, offset, t) in enumerate(found)
            ]
        )
        self.reset(m.end())
        return args

    def _simple_type(self, start: int, end: int) -> T.Type | None:
        """The type spelled exactly by text[start:end], or None."""
        saved = self.tok
        reported = len(self.diagnostics)
        try:
            self.reset(start)
            t = self.parse_type()
            if self.tok.start < end or len(self.diagnostics) != reported:
                return None
            return t
        except ParseError:
            return None
        finally:
            del self.diagnostics[reported:]
            self.tok = saved

    def define_block_arg(self, name: str, offset: int, t: T.Type, block: int, idx: int) -> int:
        """Define block argument `name` (number `idx` of `block`), adopting a forward reference to it."""
        scope = self.scopes[-1]
        if name in scope.values:
            prev = scope.def_offsets.get(name, offset)
            d = Diagnostic(
                Severity.ERROR, self.loc_at(offset), f"redefinition of SSA value '{name}'"
            )
            d.attach_note("previously defined here", self.loc_at(prev))
            raise ParseError(d)
        v = scope.forward.pop(name, None)
        if v is not None:
            want = self.forward_types.pop(v)
            if want != t:
                d = Diagnostic(
                    Severity.ERROR,
                    self.loc_at(offset),
                    f"definition of SSA value '{name}#0' has type '{t}'",
                )
                d.attach_note(
                    f"previously used here with type '{want}'", self.loc_at(scope.def_offsets[name])
                )
                raise ParseError(d)
            del self.forward_uses[v]
        else:
            v = new_id()
        self.values[v] = make_value_record(t, block, idx, True, self.loc_at(offset))
        scope.values[name] = v
        scope.def_offsets[name] = offset
        scope.region_names[-1].append(name)
        return v

    def parse_block_body(self, block: int, region: int, args: tuple[int, ...]) -> None:
        """The ops of a block, up to the next block label or the region's `}`."""
        ops: list[int] = []
        while True:
            tok = self.tok
            kind = tok.kind
            if kind is L.CARET or (kind is L.PUNCT and tok.text == "}"):
                break
            if (kind is L.PERCENT or kind is L.STRING) and FAST_OPS:
                pos = self._fast_ops(tok.start, block, ops)
                if pos != tok.start:
                    self.reset(pos)
                    continue
            if self._templates:
                pos = self._template_ops(tok.start, block, ops)
                if pos != tok.start:
                    self.reset(pos)
                    continue
            ops.append(self._parse_and_learn(block))
        self._finish_block(block, region, args, ops)

    def _finish_block(self, block: int, region: int, args: tuple[int, ...], ops: list[int]) -> None:
        if ops:
            # (previous, next) of each op, NO_ID at the ends: zipped at C level.
            prev_next = zip([NO_ID, *ops[:-1]], [*ops[1:], NO_ID], strict=True)
            self.links.update(zip(ops, prev_next, strict=True))
        self.blocks[block] = BlockRecord(
            args, region, ops[0] if ops else NO_ID, ops[-1] if ops else NO_ID
        )


def _split_inherent(
    state: OpState, inherent: tuple[str, ...], defaults: dict[str, Attribute] | None = None
) -> None:
    """A registered op keeps inherent attributes as properties: unknown
    property keys are dropped and inherent names given in the attribute
    dictionary move into the properties, as MLIR's generic parser does;
    default-valued attributes not given get their default (ODS's
    populateDefaultProperties)."""
    given = state.properties
    props: dict[str, Attribute] = {}
    if isinstance(given, DictionaryAttr):
        props = {k: v for k, v in given.items() if k in inherent}
    same = isinstance(given, DictionaryAttr) and len(props) == len(given)
    attrs = state.attributes
    if attrs:
        for name in inherent:
            if name in attrs:
                props[name] = attrs.pop(name)
                same = False
    if defaults:
        for name, value in defaults.items():
            if name not in props:
                props[name] = value
                same = False
    if not same or not props:
        # Else the given dictionary (parsed, so sorted) is the properties.
        state.properties = DictionaryAttr.of(props) if props else None
