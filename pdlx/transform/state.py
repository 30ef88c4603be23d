"""The transform interpreter's state: which payload each handle points to.

A port of MLIR's `TransformState` (TransformInterfaces.cpp). Handles are
transform IR values (ids in the transform snapshot); they map to payload op
ids, payload value ids, or parameters (attributes). Mappings are kept per
transform region ("region scope") and dropped when the region is left.

Differences from MLIR, by design:
* the invalidation checks ("expensive checks") are always on: ids make
  them cheap;
* the payload is a sequence of immutable snapshots: `self.payload` is the
  current one, and `checkpoint()`/`restore()` roll the whole state back
  (used by `transform.alternatives` and to leave the payload untouched on a
  definite failure).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TextIO, TypeVar, cast

from pdlx.ir.attributes import Attribute
from pdlx.ir.context import ISOLATED_FROM_ABOVE, Context
from pdlx.ir.diagnostics import DiagnosticSink
from pdlx.ir.location import Location
from pdlx.ir.snapshot import Snapshot, need_depth_of
from pdlx.support.deep import need
from pdlx.transform.outcome import Outcome, definite, silenceable, success
from pdlx.transform.rewriter import TrackingListener, TransformRewriter
from pdlx.transform.types import HandleKind, TransformHandleKindMixin, handle_kind

if TYPE_CHECKING:  # only for an annotation: pdl's compiler is not needed to run a script
    from pdlx.pdl.explain import PDLExplainer

E = TypeVar("E", bound="Extension")

Param = Attribute
MappedValue = int | Attribute
"""A payload op id, a payload value id, or a parameter."""


@dataclass(slots=True)
class Mappings:
    """One region's handles (MLIR's TransformState::Mappings)."""

    direct: dict[int, list[int | None]] = field(default_factory=dict)
    """op handle -> payload op ids (None marks an erased op until compaction)."""
    reverse: dict[int, list[int]] = field(default_factory=dict)
    """payload op id -> op handles."""
    values: dict[int, list[int]] = field(default_factory=dict)
    """value handle -> payload value ids."""
    reverse_values: dict[int, list[int]] = field(default_factory=dict)
    params: dict[int, list[Attribute]] = field(default_factory=dict)
    positions: dict[int, dict[int, int | list[int]]] = field(default_factory=dict)
    """op handle -> payload op id -> where the op sits in `direct[handle]`
    (an index, or a list of them for an op the handle holds more than once):
    the index that makes replacing or erasing a payload op cost what the
    handles holding it hold of it, not their whole lists. Built on the first
    replacement in a handle (a handle nothing replaces in costs nothing
    more), kept in step by `replace_payload_op`, dropped whenever the list
    is rebuilt (compaction, forgetting) and built again when needed."""

    def op_positions(self, handle: int) -> dict[int, int | list[int]]:
        """`positions[handle]`, built from `direct[handle]` if missing."""
        index = self.positions.get(handle)
        if index is None:
            assoc = self.direct[handle]
            # The common case, every op once, is built at C speed; ints as
            # values keep the index out of the cyclic GC's way.
            fast = dict(zip(assoc, range(len(assoc)), strict=True))
            fast.pop(None, None)
            if len(fast) == len(assoc) - assoc.count(None):
                index = cast("dict[int, int | list[int]]", fast)  # None popped
            else:
                index = {}
                for i, o in enumerate(assoc):
                    if o is not None:
                        at = index.get(o)
                        if at is None:
                            index[o] = i
                        elif isinstance(at, int):
                            index[o] = [at, i]
                        else:
                            at.append(i)
            self.positions[handle] = index
        return index


class Applier(Protocol):
    """What the state asks of the interpreter that runs it
    (`pdlx.transform.interpreter.Interpreter`): a protocol, so the state
    sits below the interpreter."""

    ctx: Context
    """The context the interpreter runs with."""

    def apply_transform(self, state: TransformState, op: int) -> Outcome:
        """Apply transform op `op` (its checks, effects and semantics)."""
        ...

    def is_match_op(self, state: TransformState, op: int) -> bool:
        """Whether `op` implements MatchOpInterface."""
        ...


MatcherFn = Callable[["TransformState", Snapshot, int, tuple[Sequence[MappedValue], ...]], object]
"""A compiled matcher: (state, payload, op, forwarded inputs) -> a tuple of
yielded lists on success, the compiler's `definite` marker after reporting a
definite failure, or a `MatchFailure` otherwise."""


class CompiledMatch(Protocol):
    """A matcher named sequence compiled by a `MatcherCompiler`."""

    @property
    def fn(self) -> MatcherFn:
        """The compiled matcher."""
        ...

    @property
    def first_names(self) -> frozenset[str] | None:
        """The op names that can pass the first check (None: any)."""
        ...


class MatchFailure(Protocol):
    """A compiled matcher's silenceable failure: the failing op, its message."""

    @property
    def op(self) -> int: ...

    @property
    def message(self) -> str: ...


class MatcherCompiler(Protocol):
    """How collect_matching and foreach_match get compiled matchers: the
    compile layer (`pdlx.compile.matcher`) implements it and whoever sets
    pdlx up installs it (`set_matcher_compiler`), so the interpreter never
    imports the compiler. Without one, matchers run interpreted (same
    results, slower)."""

    @property
    def definite(self) -> object:
        """What a compiled matcher returns after a definite failure."""
        ...

    def compiled(self, state: TransformState, matcher: int) -> CompiledMatch | None:
        """Matcher `matcher` of the state's transform IR compiled, or None
        when it must run interpreted."""
        ...


class MatchExplainer(Protocol):
    """A recorder of matcher attempts (`pdlx.compile.explain.Explainer`),
    installed as `TransformState.explain`."""

    def begin(self) -> None: ...

    def failed(self, op: int) -> None: ...

    @property
    def pdl(self) -> PDLExplainer | None:
        """The recorder of PDL pattern attempts, if PDL is explained too."""
        ...

    def matched(self, state: TransformState, matcher: int, payload_op: int) -> None: ...

    def first_check_rejected(
        self, state: TransformState, matcher: int, cm: CompiledMatch, payload_op: int
    ) -> None: ...

    def missed(
        self, state: TransformState, matcher: int, payload_op: int, why: MatchFailure | Outcome
    ) -> None: ...


_matcher_compiler: MatcherCompiler | None = None


def set_matcher_compiler(compiler: MatcherCompiler | None) -> None:
    """Install the matcher compiler new states use (the registration of the
    compile layer does; None: run matchers interpreted)."""
    global _matcher_compiler
    _matcher_compiler = compiler


class Extension:
    """State extensions (MLIR's TransformState::Extension): user data that
    lives as long as the interpreter run, added and removed by transform ops."""

    def __init__(self, state: TransformState) -> None:
        self.state = state

    def replace_payload_op(self, op: int, replacement: int | None) -> bool:
        return self.state.replace_payload_op(op, replacement)

    def replace_payload_value(self, value: int, replacement: int | None) -> bool:
        return self.state.replace_payload_value(value, replacement)


_UNCONSTRAINED = TransformHandleKindMixin.check_payload
"""The payload check of handle types that accept any payload."""

InvalidationReporter = Callable[[Location], None]


@dataclass(slots=True)
class _Checkpoint:
    payload: Snapshot
    mappings: dict[int, Mappings]
    invalidated: dict[int, InvalidationReporter]


class TransformState:
    def __init__(
        self,
        transform: Snapshot,
        payload: Snapshot,
        top_level: int,
        sink: DiagnosticSink,
        *,
        extra_mappings: Sequence[Sequence[MappedValue]] = (),
        interpreter: Applier | None = None,
    ) -> None:
        self.transform = transform
        """The transform IR (read-only during the run)."""
        self.payload = payload
        """The current payload snapshot; every payload edit replaces it."""
        self.top_level = top_level
        self.sink = sink
        self.interpreter = interpreter
        self.top_level_mapped_values: list[list[MappedValue]] = [list(m) for m in extra_mappings]
        self.depth = 0
        """How many transform ops are being applied, each nested in the last."""
        need_depth_of(payload)
        self.mappings: dict[int, Mappings] = {}
        self.region_stack: list[int] = []
        self.current_transform: dict[int, int] = {}
        """region -> transform op being applied in it."""
        self.invalidated: dict[int, InvalidationReporter] = {}
        self.op_handles_to_compact: set[int] = set()
        self.extensions: dict[type, Extension] = {}
        self.current_listener: TrackingListener | None = None
        """The tracking listener of the transform op being applied."""
        self.force_interpreted = False
        """Run matchers interpreted even when they compile (for testing
        that both paths agree)."""
        self._value_regions: dict[int, int] = {}
        """Transform value -> the region it is defined in (the transform IR
        never changes during a run)."""
        self.matcher_compiler: MatcherCompiler | None = _matcher_compiler
        """Compiles matchers (see `MatcherCompiler`); None: all interpreted."""
        self.explain: MatchExplainer | None = None
        """An explain recorder (pdlx.compile.explain), when asked for."""
        self.out: TextIO | None = None
        """Where `transform.print` writes (stdout for pdlx-opt)."""
        self.entry: int | None = None
        """The entry point's op (a named sequence), when run as one."""
        self.entry_results: list[list[MappedValue]] = []
        """What the entry point yielded (for callers of the Python API)."""
        self.detached: frozenset[int] = frozenset()
        """Payload ops seen as detached roots: the scopes of the running
        `transform.alternatives` region. MLIR runs each region on a detached
        clone of its scope; pdlx keeps the scope in place (the snapshot is
        the rollback) and shows it without a parent (`parent_op_of`)."""

    # ------------------------------------------------------------------
    # Transform IR facts
    # ------------------------------------------------------------------

    def kind(self, handle: int) -> HandleKind:
        return handle_kind(self.transform.values[handle].type)

    def value_region(self, value: int) -> int:
        region = self._value_regions.get(value)
        if region is None:
            t = self.transform
            rec = t.values[value]
            block = rec.owner if rec.is_arg else t.ops[rec.owner].parent
            region = self._value_regions[value] = t.blocks[block].parent
        return region

    def value_loc(self, value: int) -> Location:
        """A transform value's location: its defining op's, or its block
        argument location (MLIR's Value::getLoc)."""
        t = self.transform
        rec = t.values[value]
        if rec.is_arg:
            if rec.loc is not None:
                return rec.loc
            return t.ops[t.regions[t.blocks[rec.owner].parent].parent].loc
        return t.ops[rec.owner].loc

    def op_loc(self, op: int) -> Location:
        return self.transform.ops[op].loc

    def region_isolated(self, region: int) -> bool:
        """Whether the transform region's parent op is IsolatedFromAbove (its
        block arguments see no handle of the enclosing scope)."""
        parent = self.transform.regions[region].parent
        opdef = Context.default().op(self.transform.ops[parent].name)
        return opdef is not None and ISOLATED_FROM_ABOVE in opdef.traits

    # ------------------------------------------------------------------
    # Region scopes
    # ------------------------------------------------------------------

    def enter_region(self, region: int) -> None:
        if region in self.mappings:
            raise RuntimeError("the region scope is already present")
        self.mappings[region] = Mappings()
        self.region_stack.append(region)

    def exit_region(self, region: int) -> None:
        """Forget handles defined in the region (and their invalidation notes:
        the region may be entered again)."""
        t = self.transform
        if self.invalidated:
            for b in t.regions[region].blocks:
                for a in t.blocks[b].args:
                    self.invalidated.pop(a, None)
                for o in t.block_ops(b):
                    for r in t.ops[o].results:
                        self.invalidated.pop(r, None)
        self.mappings.pop(region, None)
        if self.region_stack and self.region_stack[-1] == region:
            self.region_stack.pop()
        self.current_transform.pop(region, None)

    def region_scope(self, region: int) -> _RegionScope:
        """`with state.region_scope(r): ...` (MLIR's make_region_scope)."""
        return _RegionScope(self, region)

    def get_mapping(self, value: int) -> Mappings:
        region = self.value_region(value)
        m = self.mappings.get(region)
        if m is None:
            raise KeyError(f"transform value #{value} is not in a mapped region")
        return m

    # ------------------------------------------------------------------
    # Reading handles
    # ------------------------------------------------------------------

    def payload_ops(self, handle: int) -> list[int]:
        """The live payload ops of an op handle, in order."""
        return [o for o in self.get_mapping(handle).direct.get(handle, ()) if o is not None]

    def payload_ops_view(self, handle: int) -> list[int | None]:
        return self.get_mapping(handle).direct[handle]

    def payload_values(self, handle: int) -> list[int]:
        return self.get_mapping(handle).values[handle]

    def params(self, handle: int) -> list[Attribute]:
        return self.get_mapping(handle).params[handle]

    def mapped_values(self, handle: int) -> list[MappedValue]:
        """Whatever the handle holds, by its kind (appendValueMappings)."""
        k = self.kind(handle)
        if k is HandleKind.OP:
            return list(self.payload_ops(handle))
        if k is HandleKind.VALUE:
            return list(self.payload_values(handle))
        return list(self.params(handle))

    def is_mapped(self, handle: int) -> bool:
        m = self.mappings.get(self.value_region(handle))
        if m is None:
            return False
        return handle in m.direct or handle in m.values or handle in m.params

    def handles_for_payload_op(self, op: int, include_out_of_scope: bool = False) -> list[int]:
        handles: list[int] = []
        for region in reversed(list(self.mappings)):
            hs = self.mappings[region].reverse.get(op)
            if hs:
                handles.extend(hs)
            if not include_out_of_scope and self.region_isolated(region):
                break
        return handles

    def handles_for_payload_value(
        self, value: int, include_out_of_scope: bool = False
    ) -> list[int]:
        handles: list[int] = []
        for region in reversed(list(self.mappings)):
            hs = self.mappings[region].reverse_values.get(value)
            if hs:
                handles.extend(hs)
            if not include_out_of_scope and self.region_isolated(region):
                break
        return handles

    # ------------------------------------------------------------------
    # Setting handles
    # ------------------------------------------------------------------

    def set_payload_ops(self, handle: int, payload: Sequence[int | None]) -> bool:
        """Associate an op handle with payload ops, checking the handle type's
        constraint (checkPayload). Returns False after reporting an error
        (also for a null op, which a misbehaving transform op may produce)."""
        targets = [o for o in payload if o is not None]
        if len(targets) != len(payload):
            self.sink.error(
                self.value_loc(handle),
                "attempting to assign a null payload op to this transform value",
            )
            return False
        t = self.transform.values[handle].type
        check = getattr(type(t), "check_payload", None)
        if check is not None and check is not _UNCONSTRAINED:
            outcome: Outcome = check(t, self, self.value_loc(handle), targets)
            if not outcome.succeeded:
                outcome.report(self.sink)
                return False
        m = self.get_mapping(handle)
        if handle in m.direct:
            raise RuntimeError("value is already associated with another list")
        m.direct[handle] = list(targets)
        for op in targets:
            m.reverse.setdefault(op, []).append(handle)
        return True

    def set_payload_values(self, handle: int, payload: Sequence[int | None]) -> bool:
        values = [v for v in payload if v is not None]
        if len(values) != len(payload):
            self.sink.error(
                self.value_loc(handle),
                "attempting to assign a null payload value to this transform handle",
            )
            return False
        t = self.transform.values[handle].type
        check = getattr(t, "check_payload", None)
        if check is not None:
            outcome: Outcome = check(self, self.value_loc(handle), values)
            if not outcome.succeeded:
                outcome.report(self.sink)
                return False
        m = self.get_mapping(handle)
        if handle in m.values:
            raise RuntimeError("value handle is already associated with another list")
        m.values[handle] = list(values)
        for v in values:
            m.reverse_values.setdefault(v, []).append(handle)
        return True

    def set_params(self, handle: int, payload: Sequence[Attribute | None]) -> bool:
        params = [p for p in payload if p is not None]
        if len(params) != len(payload):
            self.sink.error(
                self.value_loc(handle),
                "attempting to assign a null parameter to this transform value",
            )
            return False
        t = self.transform.values[handle].type
        check = getattr(t, "check_payload", None)
        if check is not None:
            outcome: Outcome = check(self, self.value_loc(handle), params)
            if not outcome.succeeded:
                outcome.report(self.sink)
                return False
        m = self.get_mapping(handle)
        if handle in m.params:
            raise RuntimeError("value is already associated with another list of params")
        m.params[handle] = list(params)
        return True

    def map_block_argument(self, arg: int, values: Sequence[MappedValue]) -> bool:
        """Bind a block argument to payload, by its type's kind; a value of
        the wrong kind is reported (dispatchMappedValues)."""
        k = self.kind(arg)
        loc = self.value_loc(arg)
        if k is HandleKind.OP:
            if any(not isinstance(v, int) or v not in self.payload.ops for v in values):
                silenceable(
                    loc, "wrong kind of value provided for top-level operation handle"
                ).report(self.sink)
                return False
            return self.set_payload_ops(arg, [v for v in values if isinstance(v, int)])
        if k is HandleKind.VALUE:
            if any(not isinstance(v, int) or v not in self.payload.values for v in values):
                silenceable(
                    loc, "wrong kind of value provided for the top-level value handle"
                ).report(self.sink)
                return False
            return self.set_payload_values(arg, [v for v in values if isinstance(v, int)])
        if any(not isinstance(v, Attribute) for v in values):
            silenceable(loc, "wrong kind of value provided for top-level parameter").report(
                self.sink
            )
            return False
        return self.set_params(arg, [v for v in values if isinstance(v, Attribute)])

    def set_mapped(self, handle: int, values: Sequence[MappedValue | None]) -> bool:
        """Set by the handle's kind; None entries (null ops, values or
        parameters an op produced) are kept so the setter can report them."""
        k = self.kind(handle)
        ids = [v for v in values if not isinstance(v, Attribute)]
        if k is HandleKind.OP:
            return self.set_payload_ops(handle, ids)
        if k is HandleKind.VALUE:
            return self.set_payload_values(handle, ids)
        return self.set_params(handle, [v for v in values if not isinstance(v, int)])

    # ------------------------------------------------------------------
    # Forgetting and replacing
    # ------------------------------------------------------------------

    def forget_mapping(self, op_handle: int, orig_op_flat_results: Iterable[int]) -> None:
        m = self.get_mapping(op_handle)
        for op in m.direct.get(op_handle, ()):
            if op is not None:
                _drop(m.reverse, op, op_handle)
        m.direct.pop(op_handle, None)
        m.positions.pop(op_handle, None)
        # Each value handle's list is filtered once, after collecting what
        # leaves it, not once per result (which costs the list's length per
        # result); the reverse map is updated as the results are visited.
        gone: dict[int, tuple[Mappings, set[int]]] = {}
        for result in orig_op_flat_results:
            for vh in self.handles_for_payload_value(result):
                lm = self.get_mapping(vh)
                entry = gone.get(vh)
                if entry is None:
                    gone[vh] = (lm, {result})
                else:
                    entry[1].add(result)
                _drop(lm.reverse_values, result, vh)
        for vh, (lm, results) in gone.items():
            _drop_all(lm.values, vh, results)

    def forget_value_mapping(self, value_handle: int, payload_ops: Iterable[int]) -> None:
        m = self.get_mapping(value_handle)
        for v in m.values.get(value_handle, ()):
            _drop(m.reverse_values, v, value_handle)
        m.values.pop(value_handle, None)
        gone: dict[int, tuple[Mappings, set[int]]] = {}
        for op in payload_ops:
            for oh in self.handles_for_payload_op(op):
                lm = self.get_mapping(oh)
                entry = gone.get(oh)
                if entry is None:
                    gone[oh] = (lm, {op})
                else:
                    entry[1].add(op)
                _drop(lm.reverse, op, oh)
        for oh, (lm, ops) in gone.items():
            _drop_all(lm.direct, oh, ops)
            lm.positions.pop(oh, None)

    def _mapping_out_of_scope(self, handle: int) -> Mappings | None:
        return self.mappings.get(self.value_region(handle))

    def replace_payload_op(self, op: int, replacement: int | None) -> bool:
        """Point every handle to `op` at `replacement` (None: erased)."""
        handles = self.handles_for_payload_op(op, include_out_of_scope=True)
        if not handles:
            return False
        for h in handles:
            m = self._mapping_out_of_scope(h)
            if m is not None:
                _drop(m.reverse, op, h)
        for h in handles:
            m = self._mapping_out_of_scope(h)
            if m is None or h not in m.direct:
                continue
            # Only the places `op` holds in the list change (the positions
            # index), so a replacement costs O(1) amortized, not the list.
            index = m.op_positions(h)
            at = index.pop(op, None)
            if at is not None:
                assoc = m.direct[h]
                if isinstance(at, int):
                    assoc[at] = replacement
                else:
                    for i in at:
                        assoc[i] = replacement
                if replacement is not None:
                    before = index.get(replacement)
                    if before is None:
                        index[replacement] = at
                    else:
                        index[replacement] = _places(before) + _places(at)
            if replacement is not None:
                m.reverse.setdefault(replacement, []).append(h)
            else:
                self.op_handles_to_compact.add(h)
        return True

    def replace_payload_value(self, value: int, replacement: int | None) -> bool:
        handles = self.handles_for_payload_value(value, include_out_of_scope=True)
        if not handles:
            return False
        for h in handles:
            m = self._mapping_out_of_scope(h)
            if m is None:
                continue
            _drop(m.reverse_values, value, h)
            if replacement is None:
                _drop(m.values, h, value)
            else:
                assoc = m.values.get(h)
                if assoc is None:
                    continue
                for i, mapped in enumerate(assoc):
                    if mapped == value:
                        assoc[i] = replacement
                m.reverse_values.setdefault(replacement, []).append(h)
        return True

    def compact_op_handles(self) -> None:
        for h in self.op_handles_to_compact:
            m = self._mapping_out_of_scope(h)
            if m is not None and h in m.direct:
                m.direct[h] = [o for o in m.direct[h] if o is not None]
                m.positions.pop(h, None)
        self.op_handles_to_compact.clear()

    # ------------------------------------------------------------------
    # Extensions
    # ------------------------------------------------------------------

    def add_extension(self, cls: type[E], *args: Any, **kwargs: Any) -> E:
        if cls in self.extensions:
            raise RuntimeError("extension already added")
        ext = cls(self, *args, **kwargs)
        self.extensions[cls] = ext
        return ext

    def get_extension(self, cls: type[E]) -> E | None:
        ext = self.extensions.get(cls)
        return ext if ext is None or isinstance(ext, cls) else None

    def remove_extension(self, cls: type[Extension]) -> None:
        self.extensions.pop(cls, None)

    def parent_op_of(self, op: int) -> int:
        """The payload op's parent op as transforms see it: none (0) for a
        detached root (see `detached`)."""
        if op in self.detached:
            return 0
        return self.payload.parent_op_of_op(op)

    # ------------------------------------------------------------------
    # Rollback
    # ------------------------------------------------------------------

    def checkpoint(self) -> _Checkpoint:
        """Everything a failed alternative must undo. The payload is an
        immutable snapshot, so keeping it is free; the handle maps are small."""
        return _Checkpoint(self.payload, copy.deepcopy(self.mappings), dict(self.invalidated))

    def restore(self, cp: _Checkpoint) -> None:
        self.payload = cp.payload
        self.mappings = cp.mappings
        self.invalidated = cp.invalidated

    # ------------------------------------------------------------------
    # Top-level bindings
    # ------------------------------------------------------------------

    @property
    def num_top_level_mappings(self) -> int:
        return len(self.top_level_mapped_values)

    def top_level_mapping(self, i: int) -> list[MappedValue]:
        return self.top_level_mapped_values[i]

    # Application of transform ops lives in pdlx.transform.interpreter.

    def apply_transform(self, op: int) -> Outcome:
        assert self.interpreter is not None
        self.depth += 1
        try:
            need(self.depth)  # a script nested deeper than the host's recursion limit allows
            return self.interpreter.apply_transform(self, op)
        finally:
            self.depth -= 1

    def rewriter(self) -> TransformRewriter:
        """A rewriter over the current payload whose edits keep handles
        tracking replaced ops (MLIR's TrackingListener)."""
        return TransformRewriter(self)


class _RegionScope:
    __slots__ = ("region", "state")

    def __init__(self, state: TransformState, region: int) -> None:
        self.state = state
        self.region = region

    def __enter__(self) -> _RegionScope:
        self.state.enter_region(self.region)
        return self

    def __exit__(self, *exc: object) -> None:
        self.state.exit_region(self.region)


def _places(at: int | list[int]) -> list[int]:
    return [at] if isinstance(at, int) else at


def _drop_all(mapping: dict[int, list[Any]], key: int, mapped: set[int]) -> None:
    """`_drop` of every member of `mapped`, in one pass over the list."""
    lst = mapping.get(key)
    if lst is None:
        return
    lst[:] = [x for x in lst if x not in mapped]
    if not lst:
        del mapping[key]


def _drop(mapping: dict[int, list[Any]], key: int, mapped: Any) -> None:
    lst = mapping.get(key)
    if lst is None:
        return
    lst[:] = [x for x in lst if x != mapped]
    if not lst:
        del mapping[key]


__all__ = [
    "Applier",
    "CompiledMatch",
    "DiagnosticSink",
    "Extension",
    "MappedValue",
    "Mappings",
    "MatchExplainer",
    "MatchFailure",
    "MatcherCompiler",
    "MatcherFn",
    "Param",
    "TransformState",
    "definite",
    "set_matcher_compiler",
    "success",
]
