"""Positions, questions and answers: the vocabulary of PDL matcher trees.

A port of MLIR's `mlir/lib/Conversion/PDLToPDLInterp/Predicate.h` (MLIR 22).
A *position* names an IR entity relative to the root op (`operand 1 of the
defining op of operand 0 of the root`); a *question* asks something about a
position (its op name, whether it is null, whether it equals another
position); an *answer* is what the pattern expects. Patterns that ask the
same question at the same position share a node of the decision tree, so
every position and qualifier is *uniqued*: built once per `PredicateUniquer`
and then compared by identity, exactly as MLIR's `StorageUniquer` does. That
identity is what makes the merge of many patterns cheap.

The numeric `kind` of each class follows `Predicates::Kind` in MLIR: the
ordering heuristics sort by it, so it must not change.
"""

from __future__ import annotations

from typing import Any, Final

from pdlx.ir.attributes import Attribute
from pdlx.ir.types import Type

# ---------------------------------------------------------------------------
# Predicates::Kind (positions by decreasing priority, then questions by
# dependency and decreasing priority, then answers)

OPERATION_POS: Final = 0
OPERAND_POS: Final = 1
OPERAND_GROUP_POS: Final = 2
ATTRIBUTE_POS: Final = 3
CONSTRAINT_RESULT_POS: Final = 4
RESULT_POS: Final = 5
RESULT_GROUP_POS: Final = 6
TYPE_POS: Final = 7
ATTRIBUTE_LITERAL_POS: Final = 8
TYPE_LITERAL_POS: Final = 9
USERS_POS: Final = 10
FOR_EACH_POS: Final = 11

IS_NOT_NULL_Q: Final = 12
OPERATION_NAME_Q: Final = 13
TYPE_Q: Final = 14
ATTRIBUTE_Q: Final = 15
OPERAND_COUNT_AT_LEAST_Q: Final = 16
OPERAND_COUNT_Q: Final = 17
RESULT_COUNT_AT_LEAST_Q: Final = 18
RESULT_COUNT_Q: Final = 19
EQUAL_TO_Q: Final = 20
CONSTRAINT_Q: Final = 21

ATTRIBUTE_ANSWER: Final = 22
FALSE_ANSWER: Final = 23
OPERATION_NAME_ANSWER: Final = 24
TRUE_ANSWER: Final = 25
TYPE_ANSWER: Final = 26
UNSIGNED_ANSWER: Final = 27


# ---------------------------------------------------------------------------
# Positions


class Position:
    """A uniqued location on the input DAG. `parent` is the position this one
    is relative to (None for the root and for literals)."""

    __slots__ = ("key", "kind", "parent")

    def __init__(self, kind: int, key: tuple[Any, ...], parent: Position | None) -> None:
        self.kind = kind
        self.key = key
        self.parent = parent

    def operation_depth(self) -> int:
        """`getOperationDepth`: the depth of the first ancestor operation."""
        p: Position | None = self
        while p is not None:
            if p.kind == OPERATION_POS:
                return int(p.key[1])
            p = p.parent
        return 0

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.key!r}>"


class OperationPosition(Position):
    """An op: the root (depth 0), the defining op of an operand position, or
    a "passthrough" of a foreach over users (upward traversal)."""

    __slots__ = ()

    @property
    def depth(self) -> int:
        return int(self.key[1])

    @property
    def is_root(self) -> bool:
        return self.depth == 0

    @property
    def is_operand_defining_op(self) -> bool:
        p = self.parent
        return p is not None and p.kind in (OPERAND_POS, OPERAND_GROUP_POS)


class OperandPosition(Position):
    __slots__ = ()

    @property
    def operand_number(self) -> int:
        return int(self.key[1])


class _GroupPosition(Position):
    """A group of operands or results (MLIR's Operand/ResultGroupPosition)."""

    __slots__ = ()

    @property
    def group(self) -> int | None:
        """The group index; None means "all of them"."""
        g = self.key[1]
        return None if g is None else int(g)

    @property
    def is_variadic(self) -> bool:
        return bool(self.key[2])


class OperandGroupPosition(_GroupPosition):
    __slots__ = ()


class AttributePosition(Position):
    __slots__ = ()

    @property
    def name(self) -> str:
        return str(self.key[1])


class AttributeLiteralPosition(Position):
    __slots__ = ()

    @property
    def value(self) -> Attribute:
        v: Attribute = self.key[0]
        return v


class ConstraintPosition(Position):
    """Result `index` of the native constraint `question` (no parent: its
    depth is 0, as in MLIR)."""

    __slots__ = ()

    @property
    def question(self) -> ConstraintQuestion:
        q: ConstraintQuestion = self.key[0]
        return q

    @property
    def index(self) -> int:
        return int(self.key[1])


class ResultPosition(Position):
    __slots__ = ()

    @property
    def result_number(self) -> int:
        return int(self.key[1])


class ResultGroupPosition(_GroupPosition):
    __slots__ = ()


class TypePosition(Position):
    __slots__ = ()


class TypeLiteralPosition(Position):
    """A constant type (TypeAttr) or type range (ArrayAttr of TypeAttr)."""

    __slots__ = ()

    @property
    def value(self) -> Attribute:
        v: Attribute = self.key[0]
        return v


class UsersPosition(Position):
    __slots__ = ()

    @property
    def use_representative(self) -> bool:
        return bool(self.key[1])


class ForEachPosition(Position):
    __slots__ = ()

    @property
    def id(self) -> int:
        return int(self.key[1])


# ---------------------------------------------------------------------------
# Qualifiers (questions and answers)


class Qualifier:
    __slots__ = ("key", "kind")

    def __init__(self, kind: int, key: tuple[Any, ...]) -> None:
        self.kind = kind
        self.key = key

    @property
    def value(self) -> Any:
        return self.key[0] if self.key else None

    def __repr__(self) -> str:
        return f"<Q{self.kind} {self.key!r}>"


class ConstraintQuestion(Qualifier):
    """Apply the native constraint `name` to `args` (positions), expecting
    `result_types` results; `negated` inverts the outcome."""

    __slots__ = ()

    @property
    def name(self) -> str:
        return str(self.key[0])

    @property
    def args(self) -> tuple[Position, ...]:
        a: tuple[Position, ...] = self.key[1]
        return a

    @property
    def result_types(self) -> tuple[Type, ...]:
        r: tuple[Type, ...] = self.key[2]
        return r

    @property
    def negated(self) -> bool:
        return bool(self.key[3])


class EqualToQuestion(Qualifier):
    __slots__ = ()

    @property
    def other(self) -> Position:
        p: Position = self.key[0]
        return p


Predicate = tuple[Qualifier, Qualifier]
"""(question, answer)."""


class PredicateUniquer:
    """Interns positions and qualifiers: equal keys give the same object."""

    def __init__(self) -> None:
        self._table: dict[tuple[Any, ...], Any] = {}

    def get(self, cls: type[Any], kind: int, key: tuple[Any, ...], *extra: Any) -> Any:
        k = (cls, kind, key)
        obj = self._table.get(k)
        if obj is None:
            obj = cls(kind, key, *extra)
            self._table[k] = obj
        return obj


class PredicateBuilder:
    """`PredicateBuilder`: constructors for positions and predicates."""

    def __init__(self, uniquer: PredicateUniquer | None = None) -> None:
        self.u = uniquer or PredicateUniquer()

    # -- positions ---------------------------------------------------------

    def root(self) -> OperationPosition:
        p: OperationPosition = self.u.get(OperationPosition, OPERATION_POS, (None, 0), None)
        return p

    def operation(self, parent: Position) -> OperationPosition:
        """The op defining an operand position, or passing through a foreach."""
        key = (parent, parent.operation_depth() + 1)
        p: OperationPosition = self.u.get(OperationPosition, OPERATION_POS, key, parent)
        return p

    def operand_defining_op(self, p: Position) -> OperationPosition:
        assert p.kind in (OPERAND_POS, OPERAND_GROUP_POS), "expected operand position"
        return self.operation(p)

    def passthrough_op(self, p: Position) -> OperationPosition:
        assert p.kind == FOR_EACH_POS, "expected foreach position"
        return self.operation(p)

    def constraint_position(self, q: ConstraintQuestion, index: int) -> ConstraintPosition:
        p: ConstraintPosition = self.u.get(
            ConstraintPosition, CONSTRAINT_RESULT_POS, (q, index), None
        )
        return p

    def attribute(self, p: OperationPosition, name: str) -> AttributePosition:
        a: AttributePosition = self.u.get(AttributePosition, ATTRIBUTE_POS, (p, name), p)
        return a

    def attribute_literal(self, attr: Attribute) -> AttributeLiteralPosition:
        a: AttributeLiteralPosition = self.u.get(
            AttributeLiteralPosition, ATTRIBUTE_LITERAL_POS, (attr,), None
        )
        return a

    def for_each(self, p: Position, id: int) -> ForEachPosition:
        f: ForEachPosition = self.u.get(ForEachPosition, FOR_EACH_POS, (p, id), p)
        return f

    def operand(self, p: OperationPosition, index: int) -> OperandPosition:
        o: OperandPosition = self.u.get(OperandPosition, OPERAND_POS, (p, index), p)
        return o

    def operand_group(
        self, p: OperationPosition, group: int | None, variadic: bool
    ) -> OperandGroupPosition:
        o: OperandGroupPosition = self.u.get(
            OperandGroupPosition, OPERAND_GROUP_POS, (p, group, variadic), p
        )
        return o

    def all_operands(self, p: OperationPosition) -> OperandGroupPosition:
        return self.operand_group(p, None, True)

    def result(self, p: OperationPosition, index: int) -> ResultPosition:
        r: ResultPosition = self.u.get(ResultPosition, RESULT_POS, (p, index), p)
        return r

    def result_group(
        self, p: OperationPosition, group: int | None, variadic: bool
    ) -> ResultGroupPosition:
        r: ResultGroupPosition = self.u.get(
            ResultGroupPosition, RESULT_GROUP_POS, (p, group, variadic), p
        )
        return r

    def all_results(self, p: OperationPosition) -> ResultGroupPosition:
        return self.result_group(p, None, True)

    def type(self, p: Position) -> TypePosition:
        assert p.kind in (
            ATTRIBUTE_POS, OPERAND_POS, OPERAND_GROUP_POS, RESULT_POS, RESULT_GROUP_POS,
        ), "expected parent to be an attribute, operand, or result"  # fmt: skip
        t: TypePosition = self.u.get(TypePosition, TYPE_POS, (p,), p)
        return t

    def type_literal(self, attr: Attribute) -> TypeLiteralPosition:
        t: TypeLiteralPosition = self.u.get(TypeLiteralPosition, TYPE_LITERAL_POS, (attr,), None)
        return t

    def users(self, p: Position, use_representative: bool) -> UsersPosition:
        assert p.kind in (OPERAND_POS, OPERAND_GROUP_POS, RESULT_POS, RESULT_GROUP_POS)
        u: UsersPosition = self.u.get(UsersPosition, USERS_POS, (p, use_representative), p)
        return u

    # -- predicates --------------------------------------------------------

    def _q(self, kind: int, key: tuple[Any, ...] = ()) -> Qualifier:
        q: Qualifier = self.u.get(Qualifier, kind, key)
        return q

    def true_answer(self) -> Qualifier:
        return self._q(TRUE_ANSWER)

    def false_answer(self) -> Qualifier:
        return self._q(FALSE_ANSWER)

    def attribute_constraint(self, attr: Attribute) -> Predicate:
        return self._q(ATTRIBUTE_Q), self._q(ATTRIBUTE_ANSWER, (attr,))

    def equal_to(self, pos: Position) -> Predicate:
        q: Qualifier = self.u.get(EqualToQuestion, EQUAL_TO_Q, (pos,))
        return q, self.true_answer()

    def not_equal_to(self, pos: Position) -> Predicate:
        q: Qualifier = self.u.get(EqualToQuestion, EQUAL_TO_Q, (pos,))
        return q, self.false_answer()

    def constraint(
        self,
        name: str,
        args: tuple[Position, ...],
        result_types: tuple[Type, ...],
        negated: bool,
    ) -> Predicate:
        q: Qualifier = self.u.get(
            ConstraintQuestion, CONSTRAINT_Q, (name, args, result_types, negated)
        )
        return q, self.true_answer()

    def is_not_null(self) -> Predicate:
        return self._q(IS_NOT_NULL_Q), self.true_answer()

    def operand_count(self, n: int) -> Predicate:
        return self._q(OPERAND_COUNT_Q), self._q(UNSIGNED_ANSWER, (n,))

    def operand_count_at_least(self, n: int) -> Predicate:
        return self._q(OPERAND_COUNT_AT_LEAST_Q), self._q(UNSIGNED_ANSWER, (n,))

    def operation_name(self, name: str) -> Predicate:
        return self._q(OPERATION_NAME_Q), self._q(OPERATION_NAME_ANSWER, (name,))

    def result_count(self, n: int) -> Predicate:
        return self._q(RESULT_COUNT_Q), self._q(UNSIGNED_ANSWER, (n,))

    def result_count_at_least(self, n: int) -> Predicate:
        return self._q(RESULT_COUNT_AT_LEAST_Q), self._q(UNSIGNED_ANSWER, (n,))

    def type_constraint(self, type_attr: Attribute) -> Predicate:
        """`type_attr` is a TypeAttr, or an ArrayAttr of TypeAttr."""
        return self._q(TYPE_Q), self._q(TYPE_ANSWER, (type_attr,))


__all__ = [
    "AttributeLiteralPosition",
    "AttributePosition",
    "ConstraintPosition",
    "ConstraintQuestion",
    "EqualToQuestion",
    "ForEachPosition",
    "OperandGroupPosition",
    "OperandPosition",
    "OperationPosition",
    "Position",
    "Predicate",
    "PredicateBuilder",
    "PredicateUniquer",
    "Qualifier",
    "ResultGroupPosition",
    "ResultPosition",
    "TypeLiteralPosition",
    "TypePosition",
    "UsersPosition",
]
