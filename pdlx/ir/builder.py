"""Building IR from Python: an `OpBuilder` with an insertion point, as
MLIR's `OpBuilder` and xDSL's `Builder` have.

Snapshots never change, so a builder edits through a `Rewriter` and hands
back views of the state after each step; `snapshot()` is the IR built so
far. Each `create` checks what it is given before anything is written: the
operands must be values of this builder that are in scope at the insertion
point (an op's result is not visible in its own regions, nor anything
across an IsolatedFromAbove op), and a registered op's definition may check
the request (`BuildCheck`: ODS counts, types and attributes). A rejected op
leaves the builder as it was: nothing half-built is ever linked in.

`with builder:` (or `with builder.at_end(block):`) makes the builder the
*current* one, which is what the op classes of `pdlx.dialects.opview` build
with, the way MLIR's Python bindings use `with InsertionPoint(block):`.
"""

from __future__ import annotations

import contextlib
import functools
import itertools
import os
import sys
from collections.abc import Callable, Mapping, Sequence
from contextvars import ContextVar, Token
from dataclasses import dataclass
from types import CodeType, FrameType
from typing import Protocol, runtime_checkable

from pdlx.ir.attributes import Attribute, DictionaryAttr
from pdlx.ir.base import Location, Type
from pdlx.ir.context import ISOLATED_FROM_ABOVE, Context
from pdlx.ir.interfaces import OpInterface
from pdlx.ir.location import UNKNOWN_LOC, FileLoc
from pdlx.ir.records import NO_ID
from pdlx.ir.rewriter import IRError, Rewriter, empty_module
from pdlx.ir.snapshot import Block, Operation, Region, Snapshot, Value


class BuildError(IRError):
    """IR a builder was asked to make that would be inconsistent (an operand
    out of scope, a wrong operand count for a registered op, ...): raised
    before anything is written, naming the op and the operand."""


@runtime_checkable
class HasOperation(Protocol):
    """What wraps an op (the op classes of `pdlx.dialects.opview`): accepted
    wherever a builder takes an op, and as an operand when the op has
    exactly one result (as in MLIR's Python bindings)."""

    @property
    def operation(self) -> Operation: ...


ValueLike = Value | Operation | HasOperation
"""An operand: a value, or an op with exactly one result."""


def unwrap(v: object) -> Value | Operation | None:
    """`v` itself when it is a `Value` or an `Operation`, the op an op class
    instance holds, else None. (Cheaper than an `isinstance` against the
    `HasOperation` protocol, which inspects the class on every call.)"""
    if isinstance(v, (Value, Operation)):
        return v
    op = getattr(v, "operation", None)
    return op if isinstance(op, Operation) else None


@dataclass(frozen=True, slots=True)
class OpRequest:
    """What a `create` asks for, as a registered op's `BuildCheck` sees it.
    `properties` holds the inherent attributes (defaults included),
    `attributes` the discardable ones."""

    name: str
    operand_types: tuple[Type, ...]
    result_types: tuple[Type, ...]
    properties: Mapping[str, Attribute]
    attributes: Mapping[str, Attribute]
    num_regions: int
    num_successors: int


@dataclass(frozen=True, slots=True)
class BuildCheck(OpInterface):
    """Checks a request to build the op before anything is written: the
    message of the first problem (naming the operand, attribute or
    result), or None. `pdlx.ods.op` attaches one made from the op's ODS
    definition."""

    check: Callable[[OpRequest], str | None]


_PACKAGE_DIR: str = os.path.dirname(os.path.dirname(os.path.abspath(__file__))) + os.sep
_STDLIB_DIR: str = os.path.dirname(os.path.abspath(contextlib.__file__)) + os.sep


@functools.lru_cache(maxsize=4096)
def _column(code: CodeType, lasti: int) -> int:
    """The 1-based column of instruction `lasti` of `code` (found by a walk
    of its positions: cached, since a loop builds from the same line)."""
    pos = next(itertools.islice(code.co_positions(), lasti // 2, None), None)
    return pos[2] + 1 if pos is not None and pos[2] is not None else 1


def python_caller_loc() -> Location:
    """The location of the first Python frame outside pdlx and the standard
    library: where the user's code asked for the op, so that a diagnostic
    about built IR points at the line that built it (MLIR's Python bindings
    can do the same with `loc_tracebacks`)."""
    f: FrameType | None = sys._getframe(1)
    while f is not None:
        fn = f.f_code.co_filename
        if not fn.startswith((_PACKAGE_DIR, _STDLIB_DIR)):
            return FileLoc(fn, f.f_lineno, _column(f.f_code, f.f_lasti))
        f = f.f_back
    return UNKNOWN_LOC


_CURRENT: ContextVar[OpBuilder | None] = ContextVar("pdlx_current_builder", default=None)


def current_builder() -> OpBuilder:
    """The builder of the innermost `with builder:` block (per thread / task)."""
    b = _CURRENT.get()
    if b is None:
        raise BuildError(
            "no builder is active: build ops inside `with builder:` or "
            "`with builder.at_end(block):`"
        )
    return b


class OpBuilder:
    """Builds ops at an insertion point. Starts from `base` (a snapshot, by
    default an empty `builtin.module`, or a `Rewriter` to build through, as
    a pattern does) with the insertion point at the end of the root op's
    first block."""

    def __init__(
        self, base: Snapshot | Rewriter | None = None, *, context: Context | None = None
    ) -> None:
        if base is None:
            base = empty_module()
        if isinstance(base, Rewriter):
            self.rewriter = base
        elif isinstance(base, Snapshot):
            self.rewriter = Rewriter(base)
        else:
            raise TypeError(
                f"OpBuilder: 'base' must be a Snapshot, a Rewriter or None, "
                f"not {type(base).__name__}"
            )
        self.context = context
        """The context whose op definitions check what is built (None:
        `Context.default()` when asked)."""
        if self.rewriter.insertion_point is None and isinstance(base, Snapshot):
            regions = self.rewriter.ops[self.rewriter.base.root].regions
            if regions and self.rewriter.regions[regions[0]].blocks:
                self.rewriter.set_insertion_point_to_end(
                    self.rewriter.regions[regions[0]].blocks[0]
                )
        self._tokens: list[Token[OpBuilder | None]] = []

    # -- state ---------------------------------------------------------------

    @property
    def ctx(self) -> Context:
        """The context in use (`context`, else `Context.default()`)."""
        return self.context if self.context is not None else Context.default()

    def snapshot(self) -> Snapshot:
        """The IR built so far (building may go on)."""
        return self.rewriter.snapshot()

    @property
    def root(self) -> Operation:
        """The root op (the module), as of now."""
        s = self.rewriter.snapshot()
        return s.op(s.root)

    @property
    def body(self) -> Block:
        """The first block of the root op."""
        s = self.rewriter.snapshot()
        regions = s.ops[s.root].regions
        if not regions or not s.regions[regions[0]].blocks:
            raise BuildError(f"the root op '{s.ops[s.root].name}' has no block")
        return s.block(s.regions[regions[0]].blocks[0])

    @property
    def insertion_block(self) -> Block | None:
        """The block new ops go into (None when no insertion point is set)."""
        ip = self.rewriter.insertion_point
        return None if ip is None else self.rewriter.snapshot().block(ip[0])

    # -- insertion point -----------------------------------------------------

    def at_end(self, block: Block) -> _Placement:
        """Insert at the end of `block`. Takes effect now; as a `with`
        block, also makes this builder current and restores the previous
        insertion point on leaving."""
        b = self._block_id(block, "block")
        return self._place((b, NO_ID))

    def at_start(self, block: Block) -> _Placement:
        """Insert at the start of `block` (see `at_end`)."""
        b = self._block_id(block, "block")
        return self._place((b, self.rewriter.blocks[b].first))

    def before(self, op: Operation | HasOperation) -> _Placement:
        """Insert just before `op` (see `at_end`)."""
        o = self._op_id(op, "op")
        parent = self.rewriter.ops[o].parent
        if not parent:
            raise BuildError(
                f"cannot insert before '{self.rewriter.ops[o].name}': it is in no block"
            )
        return self._place((parent, o))

    def after(self, op: Operation | HasOperation) -> _Placement:
        """Insert just after `op` (see `at_end`)."""
        o = self._op_id(op, "op")
        parent = self.rewriter.ops[o].parent
        if not parent:
            raise BuildError(
                f"cannot insert after '{self.rewriter.ops[o].name}': it is in no block"
            )
        return self._place((parent, self.rewriter.links[o][1]))

    def _place(self, ip: tuple[int, int]) -> _Placement:
        saved = self.rewriter.insertion_point
        self.rewriter.insertion_point = ip
        return _Placement(self, saved)

    def __enter__(self) -> OpBuilder:
        self._tokens.append(_CURRENT.set(self))
        return self

    def __exit__(self, *exc: object) -> None:
        _CURRENT.reset(self._tokens.pop())

    # -- building ------------------------------------------------------------

    def create(
        self,
        name: str,
        operands: Sequence[ValueLike] = (),
        result_types: Sequence[Type] = (),
        *,
        attributes: Mapping[str, Attribute] | None = None,
        properties: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        successors: Sequence[Block] = (),
        loc: Location | None = None,
        operand_names: Sequence[str] = (),
    ) -> Operation:
        """Create op `name` at the insertion point and return it.

        Inherent attributes of a registered op may come in `attributes` or
        `properties`: they are kept as properties (default-valued ones
        filled in), as the parser does. `operand_names[i]` names operand `i`
        in error messages. Raises `BuildError` (nothing written) when the
        op would be inconsistent, `TypeError` for an argument of the wrong
        kind."""
        if not isinstance(name, str) or "." not in name:
            raise TypeError(f"create: 'name' must be an op name such as 'arith.addi', not {name!r}")
        rw = self.rewriter
        ip = rw.insertion_point
        if ip is None:
            raise BuildError(f"cannot build '{name}': no insertion point is set")

        def label(i: int) -> str:
            n = operand_names[i] if i < len(operand_names) else ""
            return f"operand #{i}" + (f" ('{n}')" if n else "")

        ids: list[int] = []
        for i, v in enumerate(operands):
            vid = self._value_id(v, f"cannot build '{name}': {label(i)}")
            if not self._visible(vid, ip):
                raise BuildError(
                    f"cannot build '{name}': {label(i)} is used outside its scope (it is "
                    "not defined in a block enclosing the insertion point, before it, "
                    "without an IsolatedFromAbove op in between)"
                )
            ids.append(vid)
        rtypes = tuple(result_types)
        for i, t in enumerate(rtypes):
            if not isinstance(t, Type):
                raise TypeError(
                    f"cannot build '{name}': result type #{i} must be a Type, "
                    f"not {type(t).__name__}"
                )
        succ: list[int] = []
        for i, blk in enumerate(successors):
            if not isinstance(blk, Block) or blk.id not in rw.blocks:
                raise BuildError(
                    f"cannot build '{name}': successor #{i} is not a block of this builder"
                )
            if rw.blocks[blk.id].parent != rw.blocks[ip[0]].parent:
                raise BuildError(
                    f"cannot build '{name}': successor #{i} is not in the region of the insertion point"
                )
            succ.append(blk.id)
        if not isinstance(regions, int) or regions < 0:
            raise TypeError(f"cannot build '{name}': 'regions' must be a count, not {regions!r}")
        attrs: dict[str, Attribute] = {}
        props: dict[str, Attribute] = {}
        for what, given in (("attributes", attributes), ("properties", properties)):
            for k, a in (given or {}).items():
                if not isinstance(k, str) or not isinstance(a, Attribute):
                    raise TypeError(
                        f"cannot build '{name}': {what} must map names to Attributes, "
                        f"got {k!r}: {type(a).__name__}"
                    )
                (props if what == "properties" else attrs)[k] = a
        opdef = self.ctx.op(name)
        if opdef is not None and opdef.inherent is not None:
            for k in opdef.inherent:
                if k in attrs:
                    props[k] = attrs.pop(k)
            for k in list(props):
                if k not in opdef.inherent:
                    attrs.setdefault(k, props.pop(k))
            for k, a in opdef.default_props.items():
                props.setdefault(k, a)
        elif props:
            attrs = {**props, **attrs}
            props = {}
        if opdef is not None:
            check = opdef.interface(BuildCheck)
            if check is not None:
                vals = rw.values
                problem = check.check(
                    OpRequest(
                        name,
                        tuple(vals[v].type for v in ids),
                        rtypes,
                        props,
                        attrs,
                        regions,
                        len(succ),
                    )
                )
                if problem is not None:
                    raise BuildError(f"cannot build '{name}': {problem}")
        self.will_edit()
        op = rw.create_op(
            name,
            ids,
            rtypes,
            attributes=DictionaryAttr.of(attrs) if attrs else None,
            properties=DictionaryAttr.of(props) if props else None,
            num_regions=regions,
            successors=succ,
            loc=loc if loc is not None else python_caller_loc(),
        )
        return rw.snapshot().op(op)

    def add_block(
        self,
        region: Region,
        arg_types: Sequence[Type] = (),
        arg_locs: Sequence[Location] | None = None,
    ) -> Block:
        """Append a block with arguments of `arg_types` to `region` (the
        insertion point does not move: `with builder.at_end(block):`)."""
        rw = self.rewriter
        if not isinstance(region, Region) or region.id not in rw.regions:
            raise BuildError(f"add_block: {region!r} is not a region of this builder")
        for i, t in enumerate(arg_types):
            if not isinstance(t, Type):
                raise TypeError(
                    f"add_block: argument type #{i} must be a Type, not {type(t).__name__}"
                )
        if arg_locs is not None and len(arg_locs) != len(arg_types):
            raise BuildError(
                f"add_block: {len(arg_locs)} argument locations for {len(arg_types)} arguments"
            )
        self.will_edit()
        b = rw.create_block(region.id, tuple(arg_types), arg_locs)
        return rw.snapshot().block(b)

    def will_edit(self) -> None:
        """Called before each op or block the builder writes, once all checks
        passed (a pattern's rewriter takes its checkpoint here)."""

    # -- helpers -------------------------------------------------------------

    def _value_id(self, v: object, what: str) -> int:
        u = unwrap(v)
        if u is None:
            raise TypeError(
                f"{what} must be a Value (or an op with one result), not {type(v).__name__}"
            )
        if isinstance(u, Operation):
            if u.id not in self.rewriter.ops:
                raise BuildError(f"{what} is an op that is not in this builder")
            results = self.rewriter.ops[u.id].results
            if len(results) != 1:
                raise BuildError(
                    f"{what} is op '{u.name}', which has {len(results)} results: pass one of them"
                )
            return results[0]
        if u.id not in self.rewriter.values:
            raise BuildError(f"{what} is not a value of this builder (erased, or from other IR)")
        return u.id

    def _block_id(self, block: object, what: str) -> int:
        if not isinstance(block, Block):
            raise TypeError(f"'{what}' must be a Block, not {type(block).__name__}")
        if block.id not in self.rewriter.blocks:
            raise BuildError(f"'{what}' is not a block of this builder")
        return block.id

    def _op_id(self, op: object, what: str) -> int:
        u = unwrap(op)
        if not isinstance(u, Operation):
            raise TypeError(f"'{what}' must be an Operation, not {type(op).__name__}")
        if u.id not in self.rewriter.ops:
            raise BuildError(f"'{what}' is not an op of this builder (erased, or from other IR)")
        return u.id

    def _isolated(self, op: int) -> bool:
        d = self.ctx.op(self.rewriter.ops[op].name)
        return d is not None and d.has_trait(ISOLATED_FROM_ABOVE)

    def _visible(self, v: int, ip: tuple[int, int]) -> bool:
        """Whether value `v` may be used by an op inserted at `ip`: defined in
        the insertion block before the point, or in a block enclosing it
        before the op that encloses the point, with no IsolatedFromAbove op
        in between. (A use in another block of the same region is left to
        the verifier's dominance check.)"""
        rw = self.rewriter
        ops, blocks, links = rw.ops, rw.blocks, rw.links
        vrec = rw.values[v]
        if vrec.is_arg:
            def_block, def_op = vrec.owner, NO_ID
        else:
            def_op = vrec.owner
            def_block = ops[def_op].parent
            if not def_block:
                return False
        def_region = blocks[def_block].parent
        block, before = ip
        while True:
            if block == def_block:
                if not def_op:
                    return True
                if def_op == before:
                    return False
                if not before:
                    return True
                o = links[before][0]
                while o:
                    if o == def_op:
                        return True
                    o = links[o][0]
                return False
            region = blocks[block].parent
            if region == def_region:
                return True
            parent = rw.regions[region].parent
            if self._isolated(parent):
                return False
            pb = ops[parent].parent
            if not pb:
                return False
            block, before = pb, parent


class _Placement:
    """An insertion point already in effect; as a `with` block it also makes
    the builder current and, on leaving, restores the previous point."""

    __slots__ = ("_builder", "_saved", "_token")

    def __init__(self, builder: OpBuilder, saved: tuple[int, int] | None) -> None:
        self._builder = builder
        self._saved = saved
        self._token: Token[OpBuilder | None] | None = None

    def __enter__(self) -> OpBuilder:
        self._token = _CURRENT.set(self._builder)
        return self._builder

    def __exit__(self, *exc: object) -> None:
        if self._token is not None:
            _CURRENT.reset(self._token)
            self._token = None
        self._builder.rewriter.insertion_point = self._saved


__all__ = [
    "BuildCheck",
    "BuildError",
    "HasOperation",
    "OpBuilder",
    "OpRequest",
    "ValueLike",
    "current_builder",
    "unwrap",
]
