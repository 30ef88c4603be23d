"""Many PDL patterns merged into one decision tree.

A port of MLIR 22's `PredicateTree.cpp` and `RootOrdering.cpp`: each
pattern becomes a list of (position, question, answer) predicates, starting
from a root chosen by an optimal-branching (Edmonds) cost model when the
pattern has several candidate roots; predicates shared by many patterns are
ordered first (by frequency, then depth, then kind), and the patterns are
pushed through that order to build a tree of switch / bool nodes whose
leaves record matches. The tree is then lowered to `pdl_interp` by
`pdlx.pdl.lowering`. Keeping MLIR's ordering rules exactly is what lets the
upstream PDLToPDLInterp tests check pdlx's output, and it gives the property
that matters for speed: a predicate common to all patterns is asked once.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from pdlx.ir.attributes import Attribute
from pdlx.ir.diagnostics import Diagnostic, Severity
from pdlx.ir.location import UNKNOWN_LOC, Location
from pdlx.pdl import predicates as P
from pdlx.pdl.pdl_ir import PDLIR
from pdlx.pdl.predicates import (
    ConstraintPosition,
    ConstraintQuestion,
    EqualToQuestion,
    OperandGroupPosition,
    OperationPosition,
    Position,
    PredicateBuilder,
    Qualifier,
)

PositionalPredicate = tuple[Position, Qualifier, Qualifier]
"""(position, question, answer)."""

Value = int
"""A pdl value id of the pattern snapshot."""


# ---------------------------------------------------------------------------
# Matcher nodes (PredicateTree.h)


class LoweringError(Exception):
    """A pattern the lowering cannot handle (the verifier should have caught
    it): `diagnostic` is what to report, with its notes."""

    def __init__(self, loc: Location, message: str, notes: Sequence[str] = ()) -> None:
        super().__init__(message)
        self.loc = loc
        self.message = message
        self.diagnostic = Diagnostic(Severity.ERROR, loc, message)
        for note in notes:
            self.diagnostic.attach_note(note)


class MatcherNode:
    """A node of the decision tree: test `question` at `position`; on failure
    continue with `failure` (None: the enclosing failure destination)."""

    __slots__ = ("failure", "position", "question")

    def __init__(
        self, position: Position | None, question: Qualifier | None, failure: MatcherNode | None
    ) -> None:
        self.position = position
        self.question = question
        self.failure = failure


class BoolNode(MatcherNode):
    __slots__ = ("answer", "success")

    def __init__(
        self,
        position: Position,
        question: Qualifier,
        answer: Qualifier,
        success: MatcherNode | None,
        failure: MatcherNode | None,
    ) -> None:
        super().__init__(position, question, failure)
        self.answer = answer
        self.success = success


class SwitchNode(MatcherNode):
    __slots__ = ("children",)

    def __init__(self, position: Position, question: Qualifier) -> None:
        super().__init__(position, question, None)
        self.children: dict[Qualifier, MatcherNode | None] = {}


class SuccessNode(MatcherNode):
    __slots__ = ("pattern", "root")

    def __init__(self, pattern: int, root: Value, failure: MatcherNode | None) -> None:
        super().__init__(None, None, failure)
        self.pattern = pattern
        self.root = root


class ExitNode(MatcherNode):
    __slots__ = ()

    def __init__(self) -> None:
        super().__init__(None, None, None)


# ---------------------------------------------------------------------------
# Predicate list building


def _depth_less(lhs: Position, rhs: Position) -> bool:
    """`comparePosDepth`."""
    return lhs.operation_depth() < rhs.operation_depth()


class _Builder:
    """The free functions of PredicateTree.cpp that build predicate lists,
    sharing the pattern snapshot and the predicate builder."""

    def __init__(self, ir: PDLIR, builder: PredicateBuilder) -> None:
        self.ir = ir
        self.b = builder

    def _n_non_range(self, values: Sequence[Value]) -> int:
        return sum(1 for v in values if not self.ir.is_range(v))

    # -- tree predicates ---------------------------------------------------

    def tree(
        self,
        preds: list[PositionalPredicate],
        val: Value,
        inputs: dict[Value, Position],
        pos: Position,
    ) -> None:
        """`getTreePredicates(..., Position *pos)`."""
        existing = inputs.get(val)
        if existing is not None:
            if self.ir.def_name(val) in (
                "pdl.attribute", "pdl.operand", "pdl.operands", "pdl.operation", "pdl.type",
            ):  # fmt: skip
                lo, hi = (existing, pos) if _depth_less(existing, pos) else (pos, existing)
                q, a = self.b.equal_to(lo)
                preds.append((hi, q, a))
            return
        inputs[val] = pos
        kind = pos.kind
        if kind == P.ATTRIBUTE_POS:
            self._attribute(preds, val, inputs, pos)
        elif kind == P.OPERATION_POS:
            assert isinstance(pos, OperationPosition)
            self._operation(preds, val, inputs, pos)
        elif kind == P.TYPE_POS:
            self._type(preds, val, pos)
        elif kind in (P.OPERAND_POS, P.OPERAND_GROUP_POS):
            self._operand(preds, val, inputs, pos)
        else:  # pragma: no cover - the verifier rules this out
            raise AssertionError("unexpected position kind")

    def _attribute(
        self, preds: list[PositionalPredicate], val: Value, inputs: dict[Value, Position],
        pos: Position,
    ) -> None:  # fmt: skip
        preds.append((pos, *self.b.is_not_null()))
        d = self.ir.def_op(val)
        if d is not None and self.ir.name(d) == "pdl.attribute":
            operands = self.ir.operands(d)
            value = self.ir.attr(d, "value")
            if operands:
                self.tree(preds, operands[0], inputs, self.b.type(pos))
            elif value is not None:
                preds.append((pos, *self.b.attribute_constraint(value)))

    def _operand(
        self, preds: list[PositionalPredicate], val: Value, inputs: dict[Value, Position],
        pos: Position,
    ) -> None:  # fmt: skip
        """`getOperandTreePredicates`."""
        ir, b = self.ir, self.b
        is_variadic = ir.is_range(val)
        d = ir.def_op(val)
        name = ir.name(d) if d is not None else None
        if name in ("pdl.operand", "pdl.operands"):
            assert d is not None
            if name == "pdl.operand" or (
                isinstance(pos, OperandGroupPosition) and pos.group is not None
            ):
                preds.append((pos, *b.is_not_null()))
            operands = ir.operands(d)
            if operands:
                self.tree(preds, operands[0], inputs, b.type(pos))
        elif name in ("pdl.result", "pdl.results"):
            assert d is not None
            index = ir.index(d)
            if index is not None:
                preds.append((pos, *b.is_not_null()))
            parent_pos = b.operand_defining_op(pos)
            preds.append((parent_pos, *b.is_not_null()))
            result_pos: Position
            if name == "pdl.result":
                assert index is not None
                result_pos = b.result(parent_pos, index)
            else:
                result_pos = b.result_group(parent_pos, index, is_variadic)
            preds.append((result_pos, *b.equal_to(pos)))
            self.tree(preds, ir.operands(d)[0], inputs, parent_pos)

    def _operation(
        self,
        preds: list[PositionalPredicate],
        val: Value,
        inputs: dict[Value, Position],
        pos: OperationPosition,
        ignore_operand: int | None = None,
    ) -> None:
        ir, b = self.ir, self.b
        op = ir.def_op(val)
        assert op is not None and ir.name(op) == "pdl.operation"
        if not pos.is_root:
            preds.append((pos, *b.is_not_null()))
        name = ir.op_name(op)
        if name is not None:
            preds.append((pos, *b.operation_name(name)))
        operands = ir.operand_values(op)
        min_operands = self._n_non_range(operands)
        if min_operands != len(operands):
            if min_operands:
                preds.append((pos, *b.operand_count_at_least(min_operands)))
        else:
            preds.append((pos, *b.operand_count(min_operands)))
        types = ir.type_values(op)
        min_results = self._n_non_range(types)
        if min_results == len(types):
            preds.append((pos, *b.result_count(len(types))))
        elif min_results:
            preds.append((pos, *b.result_count_at_least(min_results)))

        for attr_name, attr in zip(ir.attribute_names(op), ir.attribute_values(op), strict=False):
            self.tree(preds, attr, inputs, b.attribute(pos, attr_name))

        if len(operands) == 1 and ir.is_range(operands[0]):
            if pos.is_root or pos.is_operand_defining_op:
                self.tree(preds, operands[0], inputs, b.all_operands(pos))
        else:
            found_variable = False
            for i, operand in enumerate(operands):
                is_variadic = ir.is_range(operand)
                found_variable |= is_variadic
                if ignore_operand == i:
                    continue
                opos: Position = (
                    b.operand_group(pos, i, is_variadic) if found_variable else b.operand(pos, i)
                )
                self.tree(preds, operand, inputs, opos)

        if len(types) == 1 and ir.is_range(types[0]):
            self.tree(preds, types[0], inputs, b.type(b.all_results(pos)))
            return
        found_variable = False
        for i, tv in enumerate(types):
            is_variadic = ir.is_range(tv)
            found_variable |= is_variadic
            rpos: Position = (
                b.result_group(pos, i, is_variadic) if found_variable else b.result(pos, i)
            )
            preds.append((rpos, *b.is_not_null()))
            self.tree(preds, tv, inputs, b.type(rpos))

    def _type(self, preds: list[PositionalPredicate], val: Value, pos: Position) -> None:
        ir = self.ir
        d = ir.def_op(val)
        if d is None:
            return
        name = ir.name(d)
        if name == "pdl.type":
            t = ir.attr(d, "constantType")
            if t is not None:
                preds.append((pos, *self.b.type_constraint(t)))
        elif name == "pdl.types":
            t = ir.attr(d, "constantTypes")
            if t is not None:
                preds.append((pos, *self.b.type_constraint(t)))

    # -- non-tree predicates -----------------------------------------------

    def non_tree(
        self, pattern: int, preds: list[PositionalPredicate], inputs: dict[Value, Position]
    ) -> None:
        """`getNonTreePredicates`."""
        ir, b = self.ir, self.b
        for op in ir.block_ops(ir.pattern_body(pattern)):
            name = ir.name(op)
            if name == "pdl.attribute":
                v = ir.result(op)
                if v not in inputs:
                    value = ir.attr(op, "value")
                    if value is None:
                        # An attribute only constraints or the rewrite use:
                        # mlir-opt-22 (a release build) then builds a
                        # `pdl_interp.create_attribute` without a value, which
                        # its verifier reports, unlocated.
                        raise LoweringError(
                            UNKNOWN_LOC,
                            "'pdl_interp.create_attribute' op requires attribute 'value'",
                            [
                                "see current operation: %0 = "
                                '"pdl_interp.create_attribute"() : () -> !pdl.attribute'
                            ],
                        )
                    inputs[v] = b.attribute_literal(value)
            elif name == "pdl.apply_native_constraint":
                self._constraint(op, preds, inputs)
            elif name == "pdl.result":
                v = ir.result(op)
                if v not in inputs:
                    parent = inputs[ir.operands(op)[0]]
                    assert isinstance(parent, OperationPosition)
                    index = ir.index(op)
                    assert index is not None
                    rp = b.result(parent, index)
                    inputs[v] = rp
                    preds.append((rp, *b.is_not_null()))
            elif name == "pdl.results":
                v = ir.result(op)
                if v not in inputs:
                    parent = inputs[ir.operands(op)[0]]
                    assert isinstance(parent, OperationPosition)
                    index = ir.index(op)
                    rg = b.result_group(parent, index, ir.is_range(v))
                    inputs[v] = rg
                    if index is not None:
                        preds.append((rg, *b.is_not_null()))
            elif name in ("pdl.type", "pdl.types"):
                v = ir.result(op)
                if v not in inputs:
                    t = ir.attr(op, "constantType" if name == "pdl.type" else "constantTypes")
                    if t is None:  # mlir-opt-22 crashes here
                        raise LoweringError(
                            ir.loc(op),
                            f"'{name}' op has no constant type and is not bound by the "
                            "matcher (only constraints or the rewrite use it): the "
                            "pattern cannot be lowered",
                        )
                    inputs[v] = b.type_literal(t)

    def _constraint(
        self, op: int, preds: list[PositionalPredicate], inputs: dict[Value, Position]
    ) -> None:
        """`getConstraintPredicates`."""
        ir, b = self.ir, self.b
        args = tuple(_lookup(inputs, a) for a in ir.operands(op))
        pos = args[0]
        for p in args[1:]:
            if _depth_less(pos, p):
                pos = p
        results = ir.results(op)
        negated = ir.attr(op, "isNegated")
        q, a = b.constraint(
            _str_attr(ir.attr(op, "name")),
            args,
            tuple(ir.type(r) for r in results),
            bool(getattr(negated, "value", 0)),
        )
        assert isinstance(q, ConstraintQuestion)
        for i, result in enumerate(results):
            cpos = b.constraint_position(q, i)
            existing = inputs.get(result)
            if existing is None:
                inputs[result] = cpos
                continue
            first: Position = cpos
            second: Position = existing
            if _depth_less(second, first):
                first, second = second, first
            preds.append((second, *b.equal_to(first)))
        preds.append((pos, q, a))


def _lookup(inputs: dict[Value, Position], v: Value) -> Position:
    p = inputs.get(v)
    assert p is not None, "constraint argument is not bound by the matcher"
    return p


def _str_attr(a: Attribute | None) -> str:
    v = getattr(a, "value", "")
    return v if isinstance(v, str) else ""


# ---------------------------------------------------------------------------
# Multi-root patterns: candidate roots, cost graph, optimal branching


@dataclass
class _RootEdge:
    """`RootOrderingEntry`: cost (depth, tie-breaking id) and connector."""

    cost: tuple[int, int] = (0, 0)
    connector: Value | None = None


Graph = dict[Value, dict[Value, _RootEdge]]
"""graph[target][source]: the edge from source to target."""


def detect_roots(ir: PDLIR, pattern: int) -> list[Value]:
    """`detectRoots`: ops whose results no other op of the pattern uses."""
    used: set[Value] = set()
    body = ir.block_ops(ir.pattern_body(pattern))
    operations = [o for o in body if ir.name(o) == "pdl.operation"]
    for o in operations:
        for operand in ir.operand_values(o):
            if ir.def_name(operand) in ("pdl.result", "pdl.results"):
                d = ir.def_op(operand)
                assert d is not None
                used.add(ir.operands(d)[0])
    root = ir.rewrite_root(ir.rewriter_of(pattern))
    if root is not None:
        used.discard(root)
    return [ir.result(o) for o in operations if ir.result(o) not in used]


@dataclass
class _OpIndex:
    parent: Value | None
    index: int | None


def build_cost_graph(
    ir: PDLIR, roots: Sequence[Value], graph: Graph, parent_maps: dict[Value, dict[Value, _OpIndex]]
) -> None:
    """`buildCostGraph`: BFS from every root; values reached from several
    roots connect them, at the cost of their smallest depth."""
    connectors: dict[Value, list[tuple[Value, int]]] = {}
    for root in roots:
        queue: deque[tuple[Value, Value | None, int | None, int]] = deque()
        queue.append((root, None, None, 0))
        parent_map = parent_maps.setdefault(root, {})
        while queue:
            value, parent, index, depth = queue.popleft()
            if value in parent_map:
                continue
            parent_map[value] = _OpIndex(parent, index)
            connectors.setdefault(value, []).append((root, depth))
            d = ir.def_op(value)
            name = ir.name(d) if d is not None else None
            if name == "pdl.operation":
                assert d is not None
                operands = ir.operand_values(d)
                if len(operands) == 1 and ir.is_range(operands[0]):
                    queue.append((operands[0], value, None, depth + 1))
                    continue
                for i, o in enumerate(operands):
                    queue.append((o, value, i, depth + 1))
            elif name in ("pdl.result", "pdl.results"):
                assert d is not None
                queue.append((ir.operands(d)[0], value, ir.index(d), depth))
    next_id = 0
    for value, roots_depths in connectors.items():
        if len(roots_depths) == 1:
            continue
        for pi, (proot, _pdepth) in enumerate(roots_depths):
            for qi, (qroot, qdepth) in enumerate(roots_depths):
                if pi == qi:
                    continue
                entry = graph.setdefault(qroot, {}).setdefault(proot, _RootEdge())
                if entry.connector is None or entry.cost[0] > qdepth:
                    second = entry.cost[1]
                    if entry.connector is None:
                        second = next_id
                        next_id += 1
                    entry.cost = (qdepth, second)
                    entry.connector = value


class OptimalBranching:
    """Edmonds' optimal branching for a given root (RootOrdering.cpp)."""

    def __init__(self, graph: Graph, root: Value) -> None:
        self.graph: Graph = {t: {s: _RootEdge(e.cost, e.connector) for s, e in srcs.items()}
                             for t, srcs in graph.items()}  # fmt: skip
        self.root = root
        self.parents: dict[Value, Value | None] = {}

    def solve(self) -> int:
        parents = self.parents
        parents.clear()
        parents[self.root] = None
        total = 0
        parent_depths: dict[Value, int] = {}
        for node0 in list(self.graph):
            if node0 in parents:
                continue
            node: Value | None = node0
            parent_depths.clear()
            while True:
                assert node is not None
                entries = self.graph.get(node)
                assert entries is not None, "the graph is not strongly connected"
                best: Value | None = None
                best_cost = (0, 0)
                for source, entry in entries.items():
                    if best is None or best_cost > entry.cost:
                        best = source
                        best_cost = entry.cost
                assert best is not None, "the graph is not strongly connected"
                parents[node] = best
                parent_depths[node] = best_cost[0]
                node = best
                total += best_cost[0]
                if node in parents:
                    break
            assert node is not None
            if node in parent_depths:
                cycle = self._cycle(node)
                actual_source: dict[Value, Value] = {}
                actual_target: dict[Value, Value] = {}
                self._contract(cycle, parent_depths, actual_source, actual_target)
                total = self.solve()
                for k, v in list(parents.items()):
                    if v == node:
                        parents[k] = actual_source.get(k)
                parent = parents.get(node)
                entry_node = actual_target.get(parent) if parent is not None else None
                cycle.append(node)
                for i in range(len(cycle) - 1):
                    total += parent_depths.get(cycle[i], 0)
                    if cycle[i] == entry_node:
                        parents[cycle[i]] = parent
                    else:
                        parents[cycle[i]] = cycle[i + 1]
                break
        return total

    def _cycle(self, rep: Value) -> list[Value]:
        cycle = []
        node: Value | None = rep
        while True:
            assert node is not None
            cycle.append(node)
            node = self.parents.get(node)
            assert node is not None, "got an empty value in the cycle"
            if node == rep:
                return cycle

    def _contract(
        self,
        cycle: list[Value],
        parent_depths: dict[Value, int],
        actual_source: dict[Value, Value],
        actual_target: dict[Value, Value],
    ) -> None:
        rep = cycle[0]
        cycle_set = set(cycle)
        rep_entries: dict[Value, _RootEdge] = {}
        for target in list(self.graph):
            entries = self.graph[target]
            if target in cycle_set:
                parent_depth = parent_depths.get(target, 0)
                for source, e in entries.items():
                    if source in cycle_set:
                        continue
                    cost = (e.cost[0] - parent_depth, e.cost[1])
                    cur = rep_entries.get(source)
                    if cur is None or cur.cost > cost:
                        actual_target[source] = target
                        rep_entries[source] = _RootEdge(cost, None)
                del self.graph[target]
            else:
                best: Value | None = None
                best_cost = (0, 0)
                for source in list(entries):
                    if source in cycle_set:
                        e = entries[source]
                        if best is None or best_cost > e.cost:
                            best = source
                            best_cost = e.cost
                        del entries[source]
                if best is not None:
                    entries[rep] = _RootEdge(best_cost, None)
                    actual_source[target] = best
        self.graph[rep] = rep_entries

    def pre_order_traversal(self, nodes: Sequence[Value]) -> list[tuple[Value, Value | None]]:
        children: dict[Value, list[Value]] = {}
        for node in nodes:
            if node != self.root:
                parent = self.parents.get(node)
                assert parent is not None, "invalid parent"
                children.setdefault(parent, []).append(node)
        result: list[tuple[Value, Value | None]] = [(self.root, None)]
        i = 0
        while i < len(result):
            node = result[i][0]
            for child in children.get(node, []):
                result.append((child, node))
            i += 1
        return result


def _use_operand_group(ir: PDLIR, op: int, index: int) -> bool:
    operands = ir.operand_values(op)
    return any(ir.is_range(operands[i]) for i in range(index + 1))


def build_predicate_list(
    ir: PDLIR,
    builder: PredicateBuilder,
    pattern: int,
    preds: list[PositionalPredicate],
    value_to_position: dict[Value, Position],
) -> Value:
    """`buildPredicateList`: the predicates of one pattern; returns its root."""
    tb = _Builder(ir, builder)
    roots = detect_roots(ir, pattern)
    graph: Graph = {}
    parent_maps: dict[Value, dict[Value, _OpIndex]] = {}
    build_cost_graph(ir, roots, graph, parent_maps)

    best_root = ir.rewrite_root(ir.rewriter_of(pattern))
    best_edges: list[tuple[Value, Value | None]] = []
    if best_root is None:
        best_cost = 0
        for root in roots:
            solver = OptimalBranching(graph, root)
            cost = solver.solve()
            if best_root is None or best_cost > cost:
                best_cost = cost
                best_root = root
                best_edges = solver.pre_order_traversal(roots)
    else:
        solver = OptimalBranching(graph, best_root)
        solver.solve()
        best_edges = solver.pre_order_traversal(roots)
    assert best_root is not None

    tb.tree(preds, best_root, value_to_position, builder.root())

    for edge_index, (target, source) in enumerate(best_edges):
        if target in value_to_position:
            continue
        assert source is not None
        connector = graph[target][source].connector
        assert connector is not None, "invalid edge"
        parent_map = parent_maps.get(target, {})
        pos = value_to_position.get(connector)
        assert pos is not None, "connector has not been traversed yet"
        value = connector
        while value != target:
            op_index = parent_map[value]
            pos = _visit_upward(tb, preds, op_index, value_to_position, pos, edge_index)
            assert op_index.parent is not None
            value = op_index.parent

    tb.non_tree(pattern, preds, value_to_position)
    return best_root


def _visit_upward(
    tb: _Builder,
    preds: list[PositionalPredicate],
    op_index: _OpIndex,
    value_to_position: dict[Value, Position],
    pos: Position,
    root_id: int,
) -> Position:
    """`visitUpward`; returns the updated position."""
    ir, b = tb.ir, tb.b
    value = op_index.parent
    assert value is not None, "missing parent"
    d = ir.def_op(value)
    assert d is not None
    name = ir.name(d)
    if name == "pdl.operation":
        users_pos = b.users(pos, True)
        foreach_pos = b.for_each(users_pos, root_id)
        op_pos = b.passthrough_op(foreach_pos)
        operand_pos: Position
        if op_index.index is None:
            operand_pos = b.all_operands(op_pos)
        elif _use_operand_group(ir, d, op_index.index):
            variadic = ir.is_range(ir.operand_values(d)[op_index.index])
            operand_pos = b.operand_group(op_pos, op_index.index, variadic)
        else:
            operand_pos = b.operand(op_pos, op_index.index)
        preds.append((operand_pos, *b.equal_to(pos)))
        assert value not in value_to_position, "duplicate upward visit"
        value_to_position[value] = op_pos
        tb._operation(preds, value, value_to_position, op_pos, op_index.index)
        return op_pos
    if name == "pdl.result":
        assert isinstance(pos, OperationPosition), "operations and results must be interleaved"
        assert op_index.index is not None
        pos = b.result(pos, op_index.index)
        value_to_position.setdefault(value, pos)
        return pos
    if name == "pdl.results":
        assert isinstance(pos, OperationPosition), "operations and results must be interleaved"
        variadic = ir.is_range(value)
        if op_index.index is not None:
            pos = b.result_group(pos, op_index.index, variadic)
        else:
            pos = b.all_results(pos)
        value_to_position.setdefault(value, pos)
        return pos
    return pos


# ---------------------------------------------------------------------------
# Merging the patterns' predicates into one tree


@dataclass(eq=False)
class _OrderedPredicate:
    position: Position
    question: Qualifier
    primary: int = 0
    secondary: int = 0
    id: int = 0
    pattern_to_answer: dict[int, Qualifier] = field(default_factory=dict)

    def sort_key(self) -> tuple[int, int, int, int, int, int]:
        """`OrderedPredicate::operator<` as an ascending key."""
        return (
            -self.primary,
            -self.secondary,
            self.position.operation_depth(),
            self.position.kind,
            self.question.kind,
            self.id,
        )


@dataclass(eq=False)
class _PatternList:
    pattern: int
    root: Value
    predicates: set[int]
    """ids (identity) of the pattern's `_OrderedPredicate`s."""


def _depends_on(a: _OrderedPredicate, b: _OrderedPredicate) -> bool:
    """Whether `b` uses a result of the constraint `a`."""
    cqa = a.question
    if not isinstance(cqa, ConstraintQuestion):
        return False

    def uses_a(p: Position) -> bool:
        return isinstance(p, ConstraintPosition) and p.question is cqa

    q = b.question
    if isinstance(q, ConstraintQuestion):
        return any(uses_a(p) for p in q.args)
    if isinstance(q, EqualToQuestion):
        return uses_a(b.position) or uses_a(q.other)
    return uses_a(b.position)


def _stable_topological_sort(
    items: list[_OrderedPredicate], cmp: Callable[[_OrderedPredicate, _OrderedPredicate], bool]
) -> list[_OrderedPredicate]:
    """`stableTopologicalSort`: repeatedly move the items nothing else must
    precede to the front, keeping their relative order."""
    out: list[_OrderedPredicate] = []
    rest = list(items)
    while rest:
        first = [i for i in rest if not any(cmp(b, i) for b in rest)]
        assert first, "not a partial ordering"
        chosen = set(map(id, first))
        out.extend(first)
        rest = [i for i in rest if id(i) not in chosen]
    return out


def generate_matcher_tree(
    ir: PDLIR,
    module_block: int,
    builder: PredicateBuilder,
    value_to_position: dict[Value, Position],
) -> MatcherNode:
    """`MatcherNode::generateMatcherTree` over the patterns of one block."""
    patterns_and_preds: list[tuple[int, Value, list[PositionalPredicate]]] = []
    for op in ir.block_ops(module_block):
        if ir.name(op) != "pdl.pattern":
            continue
        preds: list[PositionalPredicate] = []
        root = build_predicate_list(ir, builder, op, preds, value_to_position)
        patterns_and_preds.append((op, root, preds))

    uniqued: dict[tuple[int, int], _OrderedPredicate] = {}
    for pattern, _root, preds in patterns_and_preds:
        for pos, q, a in preds:
            key = (id(pos), id(q))
            op_ = uniqued.get(key)
            if op_ is None:
                op_ = _OrderedPredicate(pos, q, id=len(uniqued))
                uniqued[key] = op_
            op_.pattern_to_answer.setdefault(pattern, a)

    lists: list[_PatternList] = []
    by_identity: dict[int, _OrderedPredicate] = {id(p): p for p in uniqued.values()}
    for pattern, root, preds in patterns_and_preds:
        members: set[int] = set()
        for pos, q, _a in preds:
            ordered_pred = uniqued[(id(pos), id(q))]
            members.add(id(ordered_pred))
            # Once per occurrence, duplicates within a pattern included (as MLIR).
            ordered_pred.primary += 1
        lists.append(_PatternList(pattern, root, members))
    for lst in lists:
        total = sum(by_identity[m].primary ** 2 for m in lst.predicates)
        for m in lst.predicates:
            by_identity[m].secondary += total

    ordered = sorted(uniqued.values(), key=_OrderedPredicate.sort_key)
    ordered = _stable_topological_sort(ordered, _depends_on)

    root_holder: list[MatcherNode | None] = [None]
    for lst in lists:
        _propagate(_Slot(root_holder, 0), lst, ordered)
    tree_root = _fold_switch_to_bool(root_holder[0])
    return _insert_exit_node(tree_root)


class _Slot:
    """Where a node pointer lives: the tree root, a switch child, or a
    node's failure field (C++ passes `std::unique_ptr<MatcherNode> &`)."""

    __slots__ = ("key", "owner")

    def __init__(self, owner: Any, key: Any = None) -> None:
        self.owner = owner
        self.key = key

    def get(self) -> MatcherNode | None:
        if isinstance(self.owner, MatcherNode):
            return self.owner.failure
        node: MatcherNode | None = self.owner[self.key]
        return node

    def put(self, node: MatcherNode | None) -> None:
        if isinstance(self.owner, MatcherNode):
            self.owner.failure = node
        else:
            self.owner[self.key] = node


def _child_slot(node: SwitchNode, predicate: _OrderedPredicate, pattern: int) -> _Slot:
    """`getOrCreateChild`."""
    answer = predicate.pattern_to_answer[pattern]
    node.children.setdefault(answer, None)
    return _Slot(node.children, answer)


def _propagate(
    slot: _Slot,
    lst: _PatternList,
    ordered: list[_OrderedPredicate],
) -> None:
    """`propagatePattern`, iteratively (every recursive call of the C++ is a
    tail call): push the pattern through the ordered predicates."""
    current = 0
    end = len(ordered)
    while True:
        node = slot.get()
        if current == end:
            slot.put(SuccessNode(lst.pattern, lst.root, node))
            return
        pred = ordered[current]
        if id(pred) not in lst.predicates:
            current += 1
            continue
        if node is None:
            switch = SwitchNode(pred.position, pred.question)
            slot.put(switch)
            slot = _child_slot(switch, pred, lst.pattern)
            current += 1
            continue
        if node.position is pred.position and node.question is pred.question:
            assert isinstance(node, SwitchNode)
            slot = _child_slot(node, pred, lst.pattern)
            current += 1
            continue
        slot = _Slot(node)


def _fold_switch_to_bool(node: MatcherNode | None) -> MatcherNode | None:
    """`foldSwitchToBool`; returns the (possibly replaced) node."""
    if node is None:
        return None
    if isinstance(node, SwitchNode):
        for k in list(node.children):
            node.children[k] = _fold_switch_to_bool(node.children[k])
        if len(node.children) == 1:
            ((answer, child),) = node.children.items()
            assert node.position is not None and node.question is not None
            bool_node = BoolNode(node.position, node.question, answer, child, node.failure)
            node = bool_node
    elif isinstance(node, BoolNode):
        node.success = _fold_switch_to_bool(node.success)
    node.failure = _fold_switch_to_bool(node.failure)
    return node


def _insert_exit_node(root: MatcherNode | None) -> MatcherNode:
    if root is None:
        return ExitNode()
    n = root
    while n.failure is not None:
        n = n.failure
    n.failure = ExitNode()
    return root


__all__ = [
    "BoolNode",
    "ExitNode",
    "MatcherNode",
    "OptimalBranching",
    "SuccessNode",
    "SwitchNode",
    "build_predicate_list",
    "generate_matcher_tree",
]
