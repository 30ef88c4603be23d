"""`-convert-pdl-to-pdl-interp`: PDL patterns lowered to one matcher program.

A port of MLIR 22's `PDLToPDLInterp.cpp` (`PatternLowering`). The patterns
of a module are merged into one decision tree (`pdlx.pdl.tree`), which is
emitted as `pdl_interp.func @matcher` — predicates that branch to success
and failure blocks, `record_match` at the leaves — plus one
`pdl_interp.func` per pattern in `module @rewriters` that performs the
rewrite. pdlx then compiles that pdl_interp to Python
(`pdlx.pdl.compiler`): one semantics for the pass, the PDL bytecode test
pass and the engine, and an output the upstream FileCheck tests can check
byte for byte against mlir-opt.

Block creation order, block splicing, scoped value reuse and symbol
renaming (`pdl_generated_rewriter_0`) follow the C++ exactly, because all of
them show in the printed IR.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from pdlx.dialects.pdl import (
    AttributeType,
    OperationType,
    RangeType,
    TypeType,
    ValueType,
    loaded_dialects,
    range_element_or_self,
)
from pdlx.ir import types as T
from pdlx.ir.attributes import (
    UNIT,
    ArrayAttr,
    Attribute,
    BoolAttr,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    TypeAttr,
)
from pdlx.ir.context import Context
from pdlx.ir.dense import DenseElementsAttr
from pdlx.ir.location import UNKNOWN_LOC, Location
from pdlx.ir.rewriter import Rewriter
from pdlx.ir.snapshot import Snapshot
from pdlx.pdl import predicates as P
from pdlx.pdl.irbuilder import BBlock, BOp, BRegion, BValue, materialize, splice_all
from pdlx.pdl.pdl_ir import PDLIR
from pdlx.pdl.predicates import (
    AttributeLiteralPosition,
    AttributePosition,
    ConstraintPosition,
    ConstraintQuestion,
    EqualToQuestion,
    OperandGroupPosition,
    OperandPosition,
    OperationPosition,
    Position,
    PredicateBuilder,
    Qualifier,
    ResultGroupPosition,
    ResultPosition,
    TypeLiteralPosition,
    UsersPosition,
)
from pdlx.pdl.tree import (
    BoolNode,
    ExitNode,
    LoweringError,
    MatcherNode,
    SuccessNode,
    SwitchNode,
    generate_matcher_tree,
)

OPERATION = OperationType()
VALUE = ValueType()
TYPE = TypeType()
ATTRIBUTE = AttributeType()
VALUE_RANGE = RangeType(VALUE)

MATCHER_NAME = "matcher"
REWRITERS_NAME = "rewriters"
REWRITER_NAME = "pdl_generated_rewriter"


def _loc_of(v: BValue | None) -> Location:
    return v.loc if v is not None else UNKNOWN_LOC


class _ScopedMap:
    """llvm::ScopedHashTable<Position *, Value>."""

    def __init__(self) -> None:
        self.scopes: list[dict[Position, BValue]] = []

    def push(self) -> None:
        self.scopes.append({})

    def pop(self) -> None:
        self.scopes.pop()

    def lookup(self, pos: Position) -> BValue | None:
        for scope in reversed(self.scopes):
            v = scope.get(pos)
            if v is not None:
                return v
        return None

    def insert(self, pos: Position, v: BValue) -> None:
        self.scopes[-1][pos] = v


class PatternLowering:
    """Generates the matcher function and the rewriter functions."""

    def __init__(
        self,
        ir: PDLIR,
        module_loc: Location,
        has_type_inference: Callable[[str], bool],
    ) -> None:
        self.ir = ir
        self.has_type_inference = has_type_inference
        self.module_loc = module_loc
        ftype = T.FunctionType((OPERATION,), ())
        self.matcher_func = BOp(
            "pdl_interp.func",
            [],
            [],
            {"sym_name": StringAttr(MATCHER_NAME), "function_type": TypeAttr(ftype)},
            module_loc,
            num_regions=1,
        )
        entry = self.matcher_func.regions[0].emplace_block()
        entry.add_argument(OPERATION, module_loc)
        self.rewriter_module = BOp(
            "builtin.module", [], [], {"sym_name": StringAttr(REWRITERS_NAME)}, module_loc,
            num_regions=1,
        )  # fmt: skip
        self.rewriter_block = self.rewriter_module.regions[0].emplace_block()
        self.symbols: set[str] = set()
        self.uniquing_counter = 0
        self.values = _ScopedMap()
        self.failure_stack: list[BBlock] = []
        self.value_to_position: dict[int, Position] = {}
        self.loc_ops: list[BValue] = []
        self.constraint_ops: dict[ConstraintQuestion, BOp] = {}

    # -- entry point -----------------------------------------------------------

    def lower(self, module_block: int) -> None:
        b = PredicateBuilder()
        self.values.push()
        entry = self.matcher_func.regions[0].blocks[0]
        self.values.insert(b.root(), entry.args[0])
        root = generate_matcher_tree(self.ir, module_block, b, self.value_to_position)
        first = self.generate_matcher(root, self.matcher_func.regions[0])
        assert not self.failure_stack, "failed to empty the stack"
        splice_all(entry, first)
        self.matcher_func.regions[0].erase_block(first)
        self.values.pop()

    # -- matcher -------------------------------------------------------------

    def generate_matcher(
        self, node: MatcherNode, region: BRegion, block: BBlock | None = None
    ) -> BBlock:
        if block is None:
            block = region.emplace_block()
        self.values.push()
        try:
            if isinstance(node, ExitNode):
                block.append(BOp("pdl_interp.finalize", [], [], {}, self.matcher_func.loc))
                return block
            failure_node = node.failure
            if failure_node is not None:
                failure_block = self.generate_matcher(failure_node, region)
                self.failure_stack.append(failure_block)
            else:
                assert self.failure_stack, "expected valid failure block"
                failure_block = self.failure_stack[-1]

            cur = [block]
            position = node.position
            val = self.get_value_at(cur, position) if position is not None else None
            is_operation_value = val is not None and isinstance(val.type, OperationType)
            if is_operation_value:
                assert val is not None
                if val not in self.loc_ops:
                    self.loc_ops.append(val)

            if isinstance(node, BoolNode):
                assert val is not None
                self.generate_bool(node, cur, val)
            elif isinstance(node, SwitchNode):
                assert val is not None
                self.generate_switch(node, cur[0], val)
            elif isinstance(node, SuccessNode):
                self.generate_success(node, cur)

            while self.failure_stack[-1] is not failure_block:
                self.failure_stack.pop()
                assert self.failure_stack, "unable to locate failure block"
            if failure_node is not None:
                self.failure_stack.pop()
            if is_operation_value and val in self.loc_ops:
                self.loc_ops.remove(val)
            return block
        finally:
            self.values.pop()

    def _create(
        self,
        block: BBlock,
        name: str,
        operands: list[BValue] | list[list[BValue]],
        result_types: list[T.Type],
        attrs: dict[str, Attribute],
        loc: Location,
        successors: list[BBlock] | None = None,
        num_regions: int = 0,
    ) -> BOp:
        groups: list[list[BValue]]
        if operands and isinstance(operands[0], list):
            groups = operands
        else:
            groups = [cast("list[BValue]", operands)]
        return block.append(BOp(name, groups, result_types, attrs, loc, successors, num_regions))

    def get_value_at(self, cur: list[BBlock], pos: Position) -> BValue:
        """`getValueAt`; `cur[0]` is the current block (a foreach moves it)."""
        found = self.values.lookup(pos)
        if found is not None:
            return found
        parent_val: BValue | None = None
        if pos.parent is not None:
            parent_val = self.get_value_at(cur, pos.parent)
        loc = _loc_of(parent_val)
        blk = cur[0]
        kind = pos.kind
        value: BValue
        if kind == P.OPERATION_POS:
            assert isinstance(pos, OperationPosition)
            assert parent_val is not None
            if pos.is_operand_defining_op:
                value = self._create(
                    blk, "pdl_interp.get_defining_op", [parent_val], [OPERATION], {}, loc
                ).result
            else:
                value = parent_val
        elif kind == P.USERS_POS:
            assert isinstance(pos, UsersPosition) and parent_val is not None
            v = parent_val
            if isinstance(parent_val.type, RangeType) and pos.use_representative:
                v = self._create(
                    blk, "pdl_interp.extract", [parent_val], [parent_val.type.element_type],
                    {"index": IntegerAttr(0, T.i32)}, loc,
                ).result  # fmt: skip
            value = self._create(
                blk, "pdl_interp.get_users", [v], [RangeType(OPERATION)], {}, loc
            ).result
        elif kind == P.FOR_EACH_POS:
            assert self.failure_stack, "expected valid failure block"
            assert parent_val is not None
            assert isinstance(parent_val.type, RangeType)
            foreach = self._create(
                blk, "pdl_interp.foreach", [parent_val], [], {}, loc,
                successors=[self.failure_stack[-1]], num_regions=1,
            )  # fmt: skip
            region = foreach.regions[0]
            body = region.emplace_block()
            value = body.add_argument(parent_val.type.element_type, loc)
            cont = region.emplace_block()
            cont.append(BOp("pdl_interp.continue", [], [], {}, loc))
            self.failure_stack.append(cont)
            cur[0] = body
        elif kind == P.OPERAND_POS:
            assert isinstance(pos, OperandPosition) and parent_val is not None
            value = self._create(
                blk, "pdl_interp.get_operand", [parent_val], [VALUE],
                {"index": IntegerAttr(pos.operand_number, T.i32)}, loc,
            ).result  # fmt: skip
        elif kind == P.OPERAND_GROUP_POS:
            assert isinstance(pos, OperandGroupPosition) and parent_val is not None
            attrs: dict[str, Attribute] = {}
            if pos.group is not None:
                attrs["index"] = IntegerAttr(pos.group, T.i32)
            value = self._create(
                blk, "pdl_interp.get_operands", [parent_val],
                [VALUE_RANGE if pos.is_variadic else VALUE], attrs, loc,
            ).result  # fmt: skip
        elif kind == P.ATTRIBUTE_POS:
            assert isinstance(pos, AttributePosition) and parent_val is not None
            value = self._create(
                blk, "pdl_interp.get_attribute", [parent_val], [ATTRIBUTE],
                {"name": StringAttr(pos.name)}, loc,
            ).result  # fmt: skip
        elif kind == P.TYPE_POS:
            assert parent_val is not None
            if isinstance(parent_val.type, AttributeType):
                value = self._create(
                    blk, "pdl_interp.get_attribute_type", [parent_val], [TYPE], {}, loc
                ).result
            else:
                rt: T.Type = RangeType(TYPE) if isinstance(parent_val.type, RangeType) else TYPE
                value = self._create(
                    blk, "pdl_interp.get_value_type", [parent_val], [rt], {}, loc
                ).result
        elif kind == P.RESULT_POS:
            assert isinstance(pos, ResultPosition) and parent_val is not None
            value = self._create(
                blk, "pdl_interp.get_result", [parent_val], [VALUE],
                {"index": IntegerAttr(pos.result_number, T.i32)}, loc,
            ).result  # fmt: skip
        elif kind == P.RESULT_GROUP_POS:
            assert isinstance(pos, ResultGroupPosition) and parent_val is not None
            attrs = {}
            if pos.group is not None:
                attrs["index"] = IntegerAttr(pos.group, T.i32)
            value = self._create(
                blk, "pdl_interp.get_results", [parent_val],
                [VALUE_RANGE if pos.is_variadic else VALUE], attrs, loc,
            ).result  # fmt: skip
        elif kind == P.ATTRIBUTE_LITERAL_POS:
            assert isinstance(pos, AttributeLiteralPosition)
            value = self._create(
                blk, "pdl_interp.create_attribute", [], [ATTRIBUTE], {"value": pos.value}, loc
            ).result
        elif kind == P.TYPE_LITERAL_POS:
            assert isinstance(pos, TypeLiteralPosition)
            raw = pos.value
            if isinstance(raw, TypeAttr):
                value = self._create(
                    blk, "pdl_interp.create_type", [], [TYPE], {"value": raw}, loc
                ).result
            else:
                value = self._create(
                    blk, "pdl_interp.create_types", [], [RangeType(TYPE)], {"value": raw}, loc
                ).result
        elif kind == P.CONSTRAINT_RESULT_POS:
            assert isinstance(pos, ConstraintPosition)
            cop = self.constraint_ops.get(pos.question)
            assert cop is not None
            value = cop.results[pos.index]
        else:  # pragma: no cover
            raise AssertionError("Generating unknown Position getter")
        self.values.insert(pos, value)
        return value

    def generate_bool(self, node: BoolNode, cur: list[BBlock], val: BValue) -> None:
        loc = val.loc
        question, answer = node.question, node.answer
        assert question is not None
        region = cur[0].region
        assert region is not None
        args: list[BValue] = []
        if isinstance(question, EqualToQuestion):
            args = [self.get_value_at(cur, question.other)]
        elif isinstance(question, ConstraintQuestion):
            for p in question.args:
                args.append(self.get_value_at(cur, p))
        success = region.emplace_block()
        failure = self.failure_stack[-1]
        blk = cur[0]
        kind = question.kind
        if kind == P.IS_NOT_NULL_Q:
            self._create(blk, "pdl_interp.is_not_null", [val], [], {}, loc, [success, failure])
        elif kind == P.OPERATION_NAME_Q:
            self._create(
                blk, "pdl_interp.check_operation_name", [val], [],
                {"name": StringAttr(answer.value)}, loc, [success, failure],
            )  # fmt: skip
        elif kind == P.TYPE_Q:
            if isinstance(val.type, RangeType):
                self._create(
                    blk, "pdl_interp.check_types", [val], [], {"types": answer.value}, loc,
                    [success, failure],
                )  # fmt: skip
            else:
                self._create(
                    blk, "pdl_interp.check_type", [val], [], {"type": answer.value}, loc,
                    [success, failure],
                )  # fmt: skip
        elif kind == P.ATTRIBUTE_Q:
            self._create(
                blk, "pdl_interp.check_attribute", [val], [], {"constantValue": answer.value},
                loc, [success, failure],
            )  # fmt: skip
        elif kind in (P.OPERAND_COUNT_AT_LEAST_Q, P.OPERAND_COUNT_Q):
            self._count_check(
                blk, "pdl_interp.check_operand_count", val, answer.value,
                kind == P.OPERAND_COUNT_AT_LEAST_Q, loc, success, failure,
            )  # fmt: skip
        elif kind in (P.RESULT_COUNT_AT_LEAST_Q, P.RESULT_COUNT_Q):
            self._count_check(
                blk, "pdl_interp.check_result_count", val, answer.value,
                kind == P.RESULT_COUNT_AT_LEAST_Q, loc, success, failure,
            )  # fmt: skip
        elif kind == P.EQUAL_TO_Q:
            true_answer = answer.kind == P.TRUE_ANSWER
            self._create(
                blk, "pdl_interp.are_equal", [val, args[0]], [], {}, loc,
                [success, failure] if true_answer else [failure, success],
            )  # fmt: skip
        elif kind == P.CONSTRAINT_Q:
            assert isinstance(question, ConstraintQuestion)
            attrs: dict[str, Attribute] = {"name": StringAttr(question.name)}
            attrs["isNegated"] = BoolAttr(question.negated)
            cop = self._create(
                blk, "pdl_interp.apply_constraint", args, list(question.result_types), attrs,
                loc, [success, failure],
            )  # fmt: skip
            self.constraint_ops.setdefault(question, cop)
        else:  # pragma: no cover
            raise AssertionError("Generating unknown Predicate operation")
        assert node.success is not None
        self.generate_matcher(node.success, region, success)

    def _count_check(
        self, blk: BBlock, name: str, val: BValue, count: int, at_least: bool, loc: Location,
        success: BBlock, failure: BBlock,
    ) -> BOp:  # fmt: skip
        attrs: dict[str, Attribute] = {"count": IntegerAttr(count, T.i32)}
        if at_least:
            attrs["compareAtLeast"] = UNIT
        return self._create(blk, name, [val], [], attrs, loc, [success, failure])

    def generate_switch(self, node: SwitchNode, cur: BBlock, val: BValue) -> None:
        question = node.question
        assert question is not None
        region = cur.region
        assert region is not None
        default = self.failure_stack[-1]
        kind = question.kind
        if kind in (P.OPERAND_COUNT_AT_LEAST_Q, P.RESULT_COUNT_AT_LEAST_Q):
            children = list(node.children.items())
            order = sorted(range(len(children)), key=lambda i: -int(children[i][0].value))
            self.failure_stack.append(default)
            loc = val.loc
            name = (
                "pdl_interp.check_operand_count"
                if kind == P.OPERAND_COUNT_AT_LEAST_Q
                else "pdl_interp.check_result_count"
            )
            for idx in order:
                answer, child = children[idx]
                assert child is not None
                child_block = self.generate_matcher(child, region)
                predicate_block = region.create_block_before(child_block)
                self._count_check(
                    predicate_block, name, val, int(answer.value), True, loc, child_block, default
                )
                self.failure_stack[-1] = predicate_block
            first = self.failure_stack.pop()
            splice_all(cur, first)
            region.erase_block(first)
            return

        dests: list[tuple[Qualifier, BBlock]] = []
        for answer, child in node.children.items():
            assert child is not None
            dests.append((answer, self.generate_matcher(child, region)))
        blocks = [default] + [b for _, b in dests]
        answers = [a for a, _ in dests]
        loc = val.loc
        if kind in (P.OPERAND_COUNT_Q, P.RESULT_COUNT_Q):
            counts = tuple(int(a.value) for a in answers)
            cases: Attribute = DenseElementsAttr.get(T.VectorType((len(counts),), T.i32), counts)
            name = (
                "pdl_interp.switch_operand_count"
                if kind == P.OPERAND_COUNT_Q
                else "pdl_interp.switch_result_count"
            )
        elif kind == P.OPERATION_NAME_Q:
            cases = ArrayAttr(tuple(StringAttr(a.value) for a in answers))
            name = "pdl_interp.switch_operation_name"
        elif kind == P.TYPE_Q:
            cases = ArrayAttr(tuple(a.value for a in answers))
            name = (
                "pdl_interp.switch_types"
                if isinstance(val.type, RangeType)
                else "pdl_interp.switch_type"
            )
        elif kind == P.ATTRIBUTE_Q:
            cases = ArrayAttr(tuple(a.value for a in answers))
            name = "pdl_interp.switch_attribute"
        else:  # pragma: no cover
            raise AssertionError("Generating unknown switch predicate.")
        self._create(cur, name, [val], [], {"caseValues": cases}, loc, blocks)

    def generate_success(self, node: SuccessNode, cur: list[BBlock]) -> None:
        ir = self.ir
        pattern, root = node.pattern, node.root
        used: list[Position] = []
        ref = self.generate_rewriter(pattern, used)
        mapped = [self.get_value_at(cur, p) for p in used]
        rewrite = ir.rewriter_of(pattern)
        generated: list[str] = []
        body = ir.body_block(rewrite)
        if body is not None:
            for o in ir.block_ops(body):
                if ir.name(o) == "pdl.operation":
                    generated.append(ir.op_name(o) or "")
        attrs: dict[str, Attribute] = {"rewriter": ref}
        root_op = ir.def_op(root)
        if root_op is not None and ir.name(root_op) == "pdl.operation":
            kind = ir.op_name(root_op)
            if kind is not None:
                attrs["rootKind"] = StringAttr(kind)
        if generated:
            attrs["generatedOps"] = ArrayAttr(tuple(StringAttr(g) for g in generated))
        benefit = ir.attr(pattern, "benefit")
        assert benefit is not None
        attrs["benefit"] = benefit
        self._create(
            cur[0], "pdl_interp.record_match", [mapped, list(self.loc_ops)], [], attrs,
            ir.loc(pattern), [self.failure_stack[-1]],
        )  # fmt: skip

    # -- rewriters -------------------------------------------------------------

    def _insert_symbol(self, name: str) -> str:
        """SymbolTable::insert: rename with `_N` on a clash."""
        if name in self.symbols:
            while True:
                candidate = f"{name}_{self.uniquing_counter}"
                self.uniquing_counter += 1
                if candidate not in self.symbols:
                    name = candidate
                    break
        self.symbols.add(name)
        return name

    def generate_rewriter(self, pattern: int, used: list[Position]) -> SymbolRefAttr:
        ir = self.ir
        loc = ir.loc(pattern)
        name = self._insert_symbol(REWRITER_NAME)
        func = BOp(
            "pdl_interp.func", [], [],
            {"sym_name": StringAttr(name), "function_type": TypeAttr(T.FunctionType((), ()))},
            loc, num_regions=1,
        )  # fmt: skip
        self.rewriter_block.append(func)
        entry = func.regions[0].emplace_block()
        rewrite_values: dict[int, BValue] = {}

        def create(name: str, operands: list[BValue] | list[list[BValue]], results: list[T.Type],
                   attrs: dict[str, Attribute], loc: Location) -> BOp:  # fmt: skip
            return self._create(entry, name, operands, results, attrs, loc)

        def map_value(old: int) -> BValue:
            got = rewrite_values.get(old)
            if got is not None:
                return got
            d = ir.def_op(old)
            dname = ir.name(d) if d is not None else None
            if d is not None and dname == "pdl.attribute":
                value = ir.attr(d, "value")
                if value is not None:
                    new = create("pdl_interp.create_attribute", [], [ATTRIBUTE],
                                 {"value": value}, ir.loc(d)).result  # fmt: skip
                    rewrite_values[old] = new
                    return new
            elif d is not None and dname == "pdl.type":
                t = ir.attr(d, "constantType")
                if t is not None:
                    new = create("pdl_interp.create_type", [], [TYPE], {"value": t},
                                 ir.loc(d)).result  # fmt: skip
                    rewrite_values[old] = new
                    return new
            elif d is not None and dname == "pdl.types":
                t = ir.attr(d, "constantTypes")
                if t is not None:
                    new = create("pdl_interp.create_types", [], [ir.type(old)], {"value": t},
                                 ir.loc(d)).result  # fmt: skip
                    rewrite_values[old] = new
                    return new
            pos = self.value_to_position.get(old)
            assert pos is not None, "expected value to be a pattern input"
            used.append(pos)
            new = entry.add_argument(ir.type(old), ir.loc(d) if d is not None else UNKNOWN_LOC)
            rewrite_values[old] = new
            return new

        rewrite = ir.rewriter_of(pattern)
        rname = ir.rewrite_name(rewrite)
        if rname is not None:
            args: list[BValue] = []
            root = ir.rewrite_root(rewrite)
            if root is not None:
                args.append(map_value(root))
            args.extend(map_value(a) for a in ir.rewrite_external_args(rewrite))
            create("pdl_interp.apply_rewrite", args, [], {"name": StringAttr(rname)},
                   ir.loc(rewrite))  # fmt: skip
        else:
            body = ir.body_block(rewrite)
            if body is not None:
                for op in ir.block_ops(body):
                    self._rewrite_op(op, rewrite_values, map_value, create, entry)
        func.attrs["function_type"] = TypeAttr(
            T.FunctionType(tuple(a.type for a in entry.args), ())
        )
        create("pdl_interp.finalize", [], [], {}, ir.loc(rewrite))
        return SymbolRefAttr(REWRITERS_NAME, (name,))

    def _rewrite_op(
        self,
        op: int,
        rewrite_values: dict[int, BValue],
        map_value: Callable[[int], BValue],
        create: Callable[..., BOp],
        entry: BBlock,
    ) -> None:
        ir = self.ir
        name = ir.name(op)
        loc = ir.loc(op)
        if name == "pdl.apply_native_rewrite":
            args = [map_value(a) for a in ir.operands(op)]
            results = ir.results(op)
            interp = create(
                "pdl_interp.apply_rewrite", args, [ir.type(r) for r in results],
                {"name": ir.attr(op, "name")}, loc,
            )  # fmt: skip
            for r, nr in zip(results, interp.results, strict=True):
                rewrite_values[r] = nr
        elif name == "pdl.attribute":
            value = ir.attr(op, "value")
            assert value is not None
            rewrite_values[ir.result(op)] = create(
                "pdl_interp.create_attribute", [], [ATTRIBUTE], {"value": value}, loc
            ).result
        elif name == "pdl.erase":
            create("pdl_interp.erase", [map_value(ir.operands(op)[0])], [], {}, loc)
        elif name == "pdl.operation":
            self._rewrite_operation(op, rewrite_values, map_value, create)
        elif name == "pdl.range":
            args = [map_value(a) for a in ir.operands(op)]
            rewrite_values[ir.result(op)] = create(
                "pdl_interp.create_range", args, [ir.type(ir.result(op))], {}, loc
            ).result
        elif name == "pdl.replace":
            replaced, repl_op, repl_values = ir.replace_parts(op)
            operands: list[BValue] = []
            if repl_op is not None:
                opop = ir.def_op(replaced)
                if opop is None or ir.name(opop) != "pdl.operation" or ir.type_values(opop):
                    d = ir.def_op(repl_op)
                    operands.append(
                        create(
                            "pdl_interp.get_results",
                            [map_value(repl_op)],
                            [VALUE_RANGE],
                            {},
                            ir.loc(d) if d is not None else loc,
                        ).result
                    )
            else:
                operands = [map_value(v) for v in repl_values]
            if not operands:
                create("pdl_interp.erase", [map_value(replaced)], [], {}, loc)
                return
            create("pdl_interp.replace", [map_value(replaced), *operands], [], {}, loc)
        elif name == "pdl.result":
            index = ir.index(op)
            assert index is not None
            rewrite_values[ir.result(op)] = create(
                "pdl_interp.get_result", [map_value(ir.operands(op)[0])], [VALUE],
                {"index": IntegerAttr(index, T.i32)}, loc,
            ).result  # fmt: skip
        elif name == "pdl.results":
            index = ir.index(op)
            attrs: dict[str, Attribute] = {}
            if index is not None:
                attrs["index"] = IntegerAttr(index, T.i32)
            rewrite_values[ir.result(op)] = create(
                "pdl_interp.get_results", [map_value(ir.operands(op)[0])],
                [ir.type(ir.result(op))], attrs, loc,
            ).result  # fmt: skip
        elif name == "pdl.type":
            t = ir.attr(op, "constantType")
            if t is not None:
                rewrite_values[ir.result(op)] = create(
                    "pdl_interp.create_type", [], [TYPE], {"value": t}, loc
                ).result
        elif name == "pdl.types":
            t = ir.attr(op, "constantTypes")
            if t is not None:
                rewrite_values[ir.result(op)] = create(
                    "pdl_interp.create_types", [], [ir.type(ir.result(op))], {"value": t}, loc
                ).result

    def _rewrite_operation(
        self,
        op: int,
        rewrite_values: dict[int, BValue],
        map_value: Callable[[int], BValue],
        create: Callable[..., BOp],
    ) -> None:
        ir = self.ir
        operands = [map_value(v) for v in ir.operand_values(op)]
        attributes = [map_value(v) for v in ir.attribute_values(op)]
        types, inferred = self._result_types(op, map_value, create, rewrite_values)
        loc = ir.loc(op)
        attrs: dict[str, Attribute] = {
            "name": StringAttr(ir.op_name(op) or ""),
            "inputAttributeNames": ArrayAttr(tuple(StringAttr(n) for n in ir.attribute_names(op))),
        }
        if inferred:
            attrs["inferredResultTypes"] = UNIT
        created = create(
            "pdl_interp.create_operation", [operands, attributes, types], [OPERATION], attrs, loc
        ).result
        rewrite_values[ir.result(op)] = created

        result_tys = ir.type_values(op)
        if len(result_tys) == 1 and ir.is_range(result_tys[0]):
            if result_tys[0] not in rewrite_values:
                results = create("pdl_interp.get_results", [created], [VALUE_RANGE], {}, loc)
                rewrite_values[result_tys[0]] = create(
                    "pdl_interp.get_value_type", [results.result], [RangeType(TYPE)], {}, loc
                ).result
            return
        seen_variable = False
        for i, tv in enumerate(result_tys):
            if tv in rewrite_values:
                continue
            is_variadic = ir.is_range(tv)
            seen_variable |= is_variadic
            if seen_variable:
                rv = create(
                    "pdl_interp.get_results", [created], [VALUE_RANGE if is_variadic else VALUE],
                    {"index": IntegerAttr(i, T.i32)}, loc,
                ).result  # fmt: skip
            else:
                rv = create(
                    "pdl_interp.get_result", [created], [VALUE],
                    {"index": IntegerAttr(i, T.i32)}, loc,
                ).result  # fmt: skip
            vt: T.Type = RangeType(TYPE) if isinstance(rv.type, RangeType) else TYPE
            rewrite_values[tv] = create("pdl_interp.get_value_type", [rv], [vt], {}, loc).result

    def _result_types(
        self,
        op: int,
        map_value: Callable[[int], BValue],
        create: Callable[..., BOp],
        rewrite_values: dict[int, BValue],
    ) -> tuple[list[BValue], bool]:
        """`generateOperationResultTypeRewriter`: (types, inferred)."""
        ir = self.ir
        rewriter_block = ir.parent_block(op)
        result_type_values = ir.type_values(op)
        types: list[BValue] = []
        if result_type_values:
            ok = True
            for rt in result_type_values:
                existing = rewrite_values.get(rt)
                if existing is not None:
                    types.append(existing)
                    continue
                d = ir.def_op(rt)
                if d is not None and ir.parent_block(d) != rewriter_block:
                    types.append(map_value(rt))
                    continue
                ok = False
                break
            if ok:
                return types, False
            types = []

        name = ir.op_name(op)
        if name is not None and self.has_type_inference(name):
            return [], True

        for user, index in ir.users(ir.result(op)):
            if ir.name(user) != "pdl.replace" or index == 0:
                continue
            repl_op_val = ir.operands(user)[0]
            replaced = ir.def_op(repl_op_val)
            assert replaced is not None
            if ir.parent_block(replaced) == rewriter_block and not ir.is_before_in_block(
                replaced, op
            ):
                continue
            rloc = ir.loc(replaced)
            results = create("pdl_interp.get_results", [map_value(repl_op_val)], [VALUE_RANGE],
                             {}, rloc)  # fmt: skip
            types.append(
                create(
                    "pdl_interp.get_value_type", [results.result], [RangeType(TYPE)], {}, rloc
                ).result
            )
            return types, False

        if not result_type_values:
            return [], False
        raise LoweringError(ir.loc(op), "unable to infer result type for operation")


def convert_pdl_to_pdl_interp(
    snap: Snapshot,
    module: int,
    ctx: Context,
    has_type_inference: Callable[[str], bool] | None = None,
) -> Snapshot:
    """Lower the `pdl.pattern`s directly inside `module` (a builtin.module):
    `@matcher` and `@rewriters` are inserted at the start of its body and
    the patterns are erased. Returns the new snapshot."""
    ir = PDLIR(snap)
    block = ir.body_block(module)
    assert block is not None
    if has_type_inference is None:
        has_type_inference = _context_type_inference(snap, module, ctx)
    lowering = PatternLowering(ir, ir.loc(module), has_type_inference)
    lowering.lower(block)
    rw = Rewriter(snap)
    first = snap.blocks[block].first
    materialize(
        rw, [lowering.matcher_func, lowering.rewriter_module], block, ctx,
        before=first if first else None,
    )  # fmt: skip
    for op in list(snap.block_ops(block)):
        if snap.ops[op].name == "pdl.pattern":
            rw.erase_op(op)
    return rw.commit()


def _context_type_inference(snap: Snapshot, module: int, ctx: Context) -> Callable[[str], bool]:
    """`pdl::OperationOp::hasTypeInference` as mlir-opt sees it: the op must
    be registered and its dialect loaded (see `pdlx.dialects.pdl`)."""
    loaded = loaded_dialects(snap)

    def check(name: str) -> bool:
        d = ctx.op(name)
        return d is not None and d.dialect in loaded and d.has_trait("InferTypeOpInterface")

    return check


__all__ = ["LoweringError", "PatternLowering", "convert_pdl_to_pdl_interp", "range_element_or_self"]
