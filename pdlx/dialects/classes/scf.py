"""Op classes of the scf dialect (`pdlx.build.scf`).

Generated from the ODS definitions by `python -m pdlx.gen_classes`:
do not edit (tests/app/test_generated_classes.py checks it is current)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from pdlx.dialects.build import OpView, find_class, generated, given
from pdlx.ir.attributes import Attribute
from pdlx.ir.base import Location, Type
from pdlx.ir.builder import OpBuilder, ValueLike
from pdlx.ir.snapshot import Region, Value


@generated("scf.condition")
class ConditionOp(OpView):
    """`scf.condition`: loop continuation condition."""

    OPERATION_NAME: ClassVar[str] = "scf.condition"
    __slots__ = ()

    def __init__(
        self,
        condition: ValueLike | None = None,
        args: Sequence[ValueLike] | None = None,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `scf.condition` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                condition=condition,
                args=args,
            ),
        )

    @property
    def condition(self) -> Value:
        """Operand `condition`."""
        return self._value("operand", 0)

    @property
    def args(self) -> tuple[Value, ...]:
        """Operand `args` (variadic)."""
        return self._values("operand", 1)


@generated("scf.execute_region")
class ExecuteRegionOp(OpView):
    """`scf.execute_region`: operation that executes its region exactly once."""

    OPERATION_NAME: ClassVar[str] = "scf.execute_region"
    __slots__ = ()

    def __init__(
        self,
        *,
        no_inline: object = None,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `scf.execute_region` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                no_inline=no_inline,
                results=results,
            ),
        )

    @property
    def no_inline(self) -> Attribute | None:
        """Attribute `no_inline`."""
        return self._attribute("no_inline")

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)

    @property
    def region(self) -> Region:
        """Region `region`."""
        return self._region(0)


@generated("scf.for")
class ForOp(OpView):
    """`scf.for`: for operation."""

    OPERATION_NAME: ClassVar[str] = "scf.for"
    __slots__ = ()

    def __init__(
        self,
        lowerBound: ValueLike | None = None,
        upperBound: ValueLike | None = None,
        step: ValueLike | None = None,
        initArgs: Sequence[ValueLike] | None = None,
        *,
        unsignedCmp: object = None,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `scf.for` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lowerBound=lowerBound,
                upperBound=upperBound,
                step=step,
                initArgs=initArgs,
                unsignedCmp=unsignedCmp,
                results=results,
            ),
        )

    @property
    def lowerBound(self) -> Value:
        """Operand `lowerBound`."""
        return self._value("operand", 0)

    @property
    def upperBound(self) -> Value:
        """Operand `upperBound`."""
        return self._value("operand", 1)

    @property
    def step(self) -> Value:
        """Operand `step`."""
        return self._value("operand", 2)

    @property
    def initArgs(self) -> tuple[Value, ...]:
        """Operand `initArgs` (variadic)."""
        return self._values("operand", 3)

    @property
    def unsignedCmp(self) -> Attribute | None:
        """Attribute `unsignedCmp`."""
        return self._attribute("unsignedCmp")

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)

    @property
    def region(self) -> Region:
        """Region `region`."""
        return self._region(0)


@generated("scf.if")
class IfOp(OpView):
    """`scf.if`: if-then-else operation."""

    OPERATION_NAME: ClassVar[str] = "scf.if"
    __slots__ = ()

    def __init__(
        self,
        condition: ValueLike | None = None,
        *,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `scf.if` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                condition=condition,
                results=results,
            ),
        )

    @property
    def condition(self) -> Value:
        """Operand `condition`."""
        return self._value("operand", 0)

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)

    @property
    def thenRegion(self) -> Region:
        """Region `thenRegion`."""
        return self._region(0)

    @property
    def elseRegion(self) -> Region:
        """Region `elseRegion`."""
        return self._region(1)


@generated("scf.index_switch")
class IndexSwitchOp(OpView):
    """`scf.index_switch`: switch-case operation on an index argument."""

    OPERATION_NAME: ClassVar[str] = "scf.index_switch"
    __slots__ = ()

    def __init__(
        self,
        arg: ValueLike | None = None,
        *,
        cases: object = None,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `scf.index_switch` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                arg=arg,
                cases=cases,
                results=results,
            ),
        )

    @property
    def arg(self) -> Value:
        """Operand `arg`."""
        return self._value("operand", 0)

    @property
    def cases(self) -> Attribute | None:
        """Attribute `cases`."""
        return self._attribute("cases")

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)

    @property
    def defaultRegion(self) -> Region:
        """Region `defaultRegion`."""
        return self._region(0)

    @property
    def caseRegions(self) -> tuple[Region, ...]:
        """Regions `caseRegions`."""
        return self._regions(1)


@generated("scf.parallel")
class ParallelOp(OpView):
    """`scf.parallel`: parallel for operation."""

    OPERATION_NAME: ClassVar[str] = "scf.parallel"
    __slots__ = ()

    def __init__(
        self,
        lowerBound: Sequence[ValueLike] | None = None,
        upperBound: Sequence[ValueLike] | None = None,
        step: Sequence[ValueLike] | None = None,
        initVals: Sequence[ValueLike] | None = None,
        *,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `scf.parallel` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lowerBound=lowerBound,
                upperBound=upperBound,
                step=step,
                initVals=initVals,
                results=results,
            ),
        )

    @property
    def lowerBound(self) -> tuple[Value, ...]:
        """Operand `lowerBound` (variadic)."""
        return self._values("operand", 0)

    @property
    def upperBound(self) -> tuple[Value, ...]:
        """Operand `upperBound` (variadic)."""
        return self._values("operand", 1)

    @property
    def step(self) -> tuple[Value, ...]:
        """Operand `step` (variadic)."""
        return self._values("operand", 2)

    @property
    def initVals(self) -> tuple[Value, ...]:
        """Operand `initVals` (variadic)."""
        return self._values("operand", 3)

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)

    @property
    def region(self) -> Region:
        """Region `region`."""
        return self._region(0)


@generated("scf.reduce")
class ReduceOp(OpView):
    """`scf.reduce`: reduce operation for scf.parallel."""

    OPERATION_NAME: ClassVar[str] = "scf.reduce"
    __slots__ = ()

    def __init__(
        self,
        operands: Sequence[ValueLike] | None = None,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `scf.reduce` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                operands=operands,
            ),
        )

    @property
    def operands(self) -> tuple[Value, ...]:
        """Operand `operands` (variadic)."""
        return self._values("operand", 0)

    @property
    def reductions(self) -> tuple[Region, ...]:
        """Regions `reductions`."""
        return self._regions(0)


@generated("scf.reduce.return")
class ReduceReturnOp(OpView):
    """`scf.reduce.return`: terminator for reduce operation."""

    OPERATION_NAME: ClassVar[str] = "scf.reduce.return"
    __slots__ = ()

    def __init__(
        self,
        result: ValueLike | None = None,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `scf.reduce.return` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                result=result,
            ),
        )

    @property
    def result(self) -> Value:
        """Operand `result`."""
        return self._value("operand", 0)


@generated("scf.while")
class WhileOp(OpView):
    """`scf.while`: a generic 'while' loop."""

    OPERATION_NAME: ClassVar[str] = "scf.while"
    __slots__ = ()

    def __init__(
        self,
        inits: Sequence[ValueLike] | None = None,
        *,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `scf.while` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                inits=inits,
                results=results,
            ),
        )

    @property
    def inits(self) -> tuple[Value, ...]:
        """Operand `inits` (variadic)."""
        return self._values("operand", 0)

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)

    @property
    def before(self) -> Region:
        """Region `before`."""
        return self._region(0)

    @property
    def after(self) -> Region:
        """Region `after`."""
        return self._region(1)


@generated("scf.yield")
class YieldOp(OpView):
    """`scf.yield`: loop yield and termination operation."""

    OPERATION_NAME: ClassVar[str] = "scf.yield"
    __slots__ = ()

    def __init__(
        self,
        results: Sequence[ValueLike] | None = None,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `scf.yield` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                results=results,
            ),
        )

    @property
    def results(self) -> tuple[Value, ...]:
        """Operand `results` (variadic)."""
        return self._values("operand", 0)


condition = ConditionOp
execute_region = ExecuteRegionOp
for_ = ForOp
if_ = IfOp
index_switch = IndexSwitchOp
parallel = ParallelOp
reduce = ReduceOp
reduce_return = ReduceReturnOp
while_ = WhileOp
yield_ = YieldOp


def __getattr__(name: str) -> type[OpView]:
    """Other spellings of the class names (`AddIOp` for `AddiOp`)."""
    return find_class(globals(), name, "scf")
