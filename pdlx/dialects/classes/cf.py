"""Op classes of the cf dialect (`pdlx.build.cf`).

Generated from the ODS definitions by `python -m pdlx.gen_classes`:
do not edit (tests/app/test_generated_classes.py checks it is current)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from pdlx.dialects.build import OpView, find_class, generated, given
from pdlx.ir.attributes import Attribute
from pdlx.ir.base import Location, Type
from pdlx.ir.builder import OpBuilder, ValueLike
from pdlx.ir.snapshot import Block, Value


@generated("cf.assert")
class AssertOp(OpView):
    """`cf.assert`: Assert operation with message attribute."""

    OPERATION_NAME: ClassVar[str] = "cf.assert"
    __slots__ = ()

    def __init__(
        self,
        arg: ValueLike | None = None,
        *,
        msg: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `cf.assert` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                arg=arg,
                msg=msg,
            ),
        )

    @property
    def arg(self) -> Value:
        """Operand `arg`."""
        return self._value("operand", 0)

    @property
    def msg(self) -> Attribute | None:
        """Attribute `msg`."""
        return self._attribute("msg")


@generated("cf.br")
class BranchOp(OpView):
    """`cf.br`: branch operation."""

    OPERATION_NAME: ClassVar[str] = "cf.br"
    __slots__ = ()

    def __init__(
        self,
        destOperands: Sequence[ValueLike] | None = None,
        *,
        dest: Block | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `cf.br` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                destOperands=destOperands,
                dest=dest,
            ),
        )

    @property
    def destOperands(self) -> tuple[Value, ...]:
        """Operand `destOperands` (variadic)."""
        return self._values("operand", 0)

    @property
    def dest(self) -> Block:
        """Successor `dest`."""
        return self._successor(0)


@generated("cf.cond_br")
class CondBranchOp(OpView):
    """`cf.cond_br`: conditional branch operation."""

    OPERATION_NAME: ClassVar[str] = "cf.cond_br"
    __slots__ = ()

    def __init__(
        self,
        condition: ValueLike | None = None,
        trueDestOperands: Sequence[ValueLike] | None = None,
        falseDestOperands: Sequence[ValueLike] | None = None,
        *,
        branch_weights: object = None,
        trueDest: Block | None = None,
        falseDest: Block | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `cf.cond_br` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                condition=condition,
                trueDestOperands=trueDestOperands,
                falseDestOperands=falseDestOperands,
                branch_weights=branch_weights,
                trueDest=trueDest,
                falseDest=falseDest,
            ),
        )

    @property
    def condition(self) -> Value:
        """Operand `condition`."""
        return self._value("operand", 0)

    @property
    def trueDestOperands(self) -> tuple[Value, ...]:
        """Operand `trueDestOperands` (variadic)."""
        return self._values("operand", 1)

    @property
    def falseDestOperands(self) -> tuple[Value, ...]:
        """Operand `falseDestOperands` (variadic)."""
        return self._values("operand", 2)

    @property
    def branch_weights(self) -> Attribute | None:
        """Attribute `branch_weights`."""
        return self._attribute("branch_weights")

    @property
    def trueDest(self) -> Block:
        """Successor `trueDest`."""
        return self._successor(0)

    @property
    def falseDest(self) -> Block:
        """Successor `falseDest`."""
        return self._successor(1)


@generated("cf.switch")
class SwitchOp(OpView):
    """`cf.switch`: Switch operation."""

    OPERATION_NAME: ClassVar[str] = "cf.switch"
    __slots__ = ()

    def __init__(
        self,
        flag: ValueLike | None = None,
        defaultOperands: Sequence[ValueLike] | None = None,
        caseOperands: Sequence[ValueLike] | None = None,
        *,
        case_values: object = None,
        case_operand_segments: object = None,
        defaultDestination: Block | None = None,
        caseDestinations: Sequence[Block] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `cf.switch` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                flag=flag,
                defaultOperands=defaultOperands,
                caseOperands=caseOperands,
                case_values=case_values,
                case_operand_segments=case_operand_segments,
                defaultDestination=defaultDestination,
                caseDestinations=caseDestinations,
            ),
        )

    @property
    def flag(self) -> Value:
        """Operand `flag`."""
        return self._value("operand", 0)

    @property
    def defaultOperands(self) -> tuple[Value, ...]:
        """Operand `defaultOperands` (variadic)."""
        return self._values("operand", 1)

    @property
    def caseOperands(self) -> tuple[Value, ...]:
        """Operand `caseOperands` (variadic)."""
        return self._values("operand", 2)

    @property
    def case_values(self) -> Attribute | None:
        """Attribute `case_values`."""
        return self._attribute("case_values")

    @property
    def case_operand_segments(self) -> Attribute | None:
        """Attribute `case_operand_segments`."""
        return self._attribute("case_operand_segments")

    @property
    def defaultDestination(self) -> Block:
        """Successor `defaultDestination`."""
        return self._successor(0)

    @property
    def caseDestinations(self) -> tuple[Block, ...]:
        """Successors `caseDestinations`."""
        return self._successors(1)


assert_ = AssertOp
BrOp = BranchOp
br = BranchOp
CondBrOp = CondBranchOp
cond_br = CondBranchOp
switch = SwitchOp


def __getattr__(name: str) -> type[OpView]:
    """Other spellings of the class names (`AddIOp` for `AddiOp`)."""
    return find_class(globals(), name, "cf")
