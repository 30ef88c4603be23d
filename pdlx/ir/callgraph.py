"""MLIR's CallGraph and LLVM's SCC iterator over it, for recursion checks.

An op is *callable* when its definition implements `CallableOpInterface`
(`(op view) -> region id | None`, MLIR's
CallableOpInterface::getCallableRegion); an op is a *call* when it
implements `CallOpInterface`, naming the attribute holding the callee symbol
(CallOpInterface::getCallableForCallee).

The graph and the order in which strongly connected components are found
follow MLIR/LLVM exactly (nodes in walk order, every top-level callable
reachable from an external node, Tarjan's algorithm visiting edges in
insertion order), because which op a "recursion not allowed" error points
at depends on it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from pdlx.ir.attributes import SymbolRefAttr
from pdlx.ir.context import Context
from pdlx.ir.interfaces import CallableOpInterface, CallOpInterface
from pdlx.ir.snapshot import Operation, Snapshot
from pdlx.ir.symbols import lookup_nearest_symbol_from

EXTERNAL = -1
"""The external caller node (the graph's entry)."""
UNKNOWN = -2
"""The node calls to unresolved callees go to."""


@dataclass
class CallGraph:
    """Nodes are callable region ids (plus EXTERNAL / UNKNOWN); edges keep
    insertion order and no duplicates (a SetVector)."""

    edges: dict[int, dict[int, None]] = field(default_factory=dict)
    owner: dict[int, int] = field(default_factory=dict)
    """callable region -> the op holding it."""

    def add_edge(self, src: int, dst: int) -> None:
        """Add `src -> dst` (kept once, in insertion order)."""
        self.edges.setdefault(src, {})[dst] = None

    def children(self, node: int) -> list[int]:
        """The nodes `node` calls, in insertion order."""
        return list(self.edges.get(node, {}))


def _callable_region(ctx: Context, snap: Snapshot, op: int) -> tuple[bool, int | None]:
    opdef = ctx.op(snap.ops[op].name)
    if opdef is None:
        return False, None
    impl = opdef.interface(CallableOpInterface)
    if impl is None:
        return False, None
    return True, impl.callable_region(Operation(snap, op))


def _callee(ctx: Context, snap: Snapshot, op: int) -> SymbolRefAttr | bool | None:
    opdef = ctx.op(snap.ops[op].name)
    if opdef is None:
        return False
    impl = opdef.interface(CallOpInterface)
    if impl is None:
        return False
    a = Operation(snap, op).attr(impl.callee_attr)
    return a if isinstance(a, SymbolRefAttr) else None


def build_call_graph(snap: Snapshot, root: int, ctx: Context | None = None) -> CallGraph:
    """MLIR's CallGraph(op): two walks, one adding callable nodes, one
    resolving calls."""
    ctx = ctx or Context.default()
    cg = CallGraph()
    known: set[int] = set()

    # Per op name: (callee attribute name | None, callable-region fn | None).
    kinds: dict[str, tuple[str | None, Callable[[Operation], int | None] | None]] = {}

    def kind(name: str) -> tuple[str | None, Callable[[Operation], int | None] | None]:
        k = kinds.get(name)
        if k is None:
            opdef = ctx.op(name)
            call = opdef.interface(CallOpInterface) if opdef is not None else None
            callable_ = opdef.interface(CallableOpInterface) if opdef is not None else None
            k = (
                call.callee_attr if call is not None else None,
                callable_.callable_region if callable_ is not None else None,
            )
            kinds[name] = k
        return k

    ops = snap.ops

    def walk(resolve: bool) -> None:
        stack: list[tuple[int, int | None]] = [(root, None)]
        while stack:
            op, parent = stack.pop()
            rec = ops[op]
            callee_attr, callable_fn = kind(rec.name)
            if callee_attr is not None:
                if resolve and parent is not None:
                    node = UNKNOWN
                    callee = Operation(snap, op).attr(callee_attr)
                    if isinstance(callee, SymbolRefAttr):
                        target = lookup_nearest_symbol_from(snap, op, callee)
                        if target is not None:
                            is_callable, region = _callable_region(ctx, snap, target)
                            if is_callable and region is not None and region in known:
                                node = region
                    cg.add_edge(parent, node)
                continue
            if callable_fn is not None:
                region = callable_fn(Operation(snap, op))
                if region is None:
                    continue
                if region not in known:
                    known.add(region)
                    cg.owner[region] = op
                    cg.add_edge(parent if parent is not None else EXTERNAL, region)
                parent = region
            if not rec.regions:
                continue
            children = snap.child_ops(op)
            for c in reversed(children):
                stack.append((c, parent))

    walk(False)
    walk(True)
    return cg


def sccs(cg: CallGraph) -> Iterator[list[int]]:
    """Strongly connected components reachable from the external node, in
    llvm::scc_iterator's order (callees before callers); each lists its
    nodes from the most recently visited to the DFS root."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    node_stack: list[int] = []
    on_stack: set[int] = set()
    counter = 0
    # Iterative Tarjan: frames of (node, child iterator position).
    visit_stack: list[tuple[int, list[int], int]] = []

    def push(n: int) -> None:
        nonlocal counter
        index[n] = low[n] = counter
        counter += 1
        node_stack.append(n)
        on_stack.add(n)
        visit_stack.append((n, cg.children(n), 0))

    push(EXTERNAL)
    while visit_stack:
        n, kids, i = visit_stack[-1]
        if i < len(kids):
            visit_stack[-1] = (n, kids, i + 1)
            k = kids[i]
            if k not in index:
                push(k)
            elif k in on_stack:
                low[n] = min(low[n], index[k])
            continue
        visit_stack.pop()
        if visit_stack:
            p = visit_stack[-1][0]
            low[p] = min(low[p], low[n])
        if low[n] == index[n]:
            comp: list[int] = []
            while True:
                m = node_stack.pop()
                on_stack.discard(m)
                comp.append(m)
                if m == n:
                    break
            yield comp


def has_cycle(cg: CallGraph, comp: list[int]) -> bool:
    """Whether a strongly connected component is a cycle (several nodes, or one calling itself)."""
    if len(comp) > 1:
        return True
    return comp[0] in cg.edges.get(comp[0], {})


__all__ = ["EXTERNAL", "UNKNOWN", "CallGraph", "build_call_graph", "has_cycle", "sccs"]
