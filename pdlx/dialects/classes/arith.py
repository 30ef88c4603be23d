"""Op classes of the arith dialect (`pdlx.build.arith`).

Generated from the ODS definitions by `python -m pdlx.gen_classes`:
do not edit (tests/app/test_generated_classes.py checks it is current)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar

from pdlx.dialects.build import OpView, find_class, generated, given
from pdlx.ir.attributes import Attribute
from pdlx.ir.base import Location, Type
from pdlx.ir.builder import OpBuilder, ValueLike
from pdlx.ir.snapshot import Value


@generated("arith.addf")
class AddFOp(OpView):
    """`arith.addf`: floating point addition operation."""

    OPERATION_NAME: ClassVar[str] = "arith.addf"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.addf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.addi")
class AddIOp(OpView):
    """`arith.addi`: integer addition operation."""

    OPERATION_NAME: ClassVar[str] = "arith.addi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        overflowFlags: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.addi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                overflowFlags=overflowFlags,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def overflowFlags(self) -> Attribute | None:
        """Attribute `overflowFlags`."""
        return self._attribute("overflowFlags")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.addui_extended")
class AddUIExtendedOp(OpView):
    """`arith.addui_extended`: extended unsigned integer addition operation returning sum and overflow bit."""

    OPERATION_NAME: ClassVar[str] = "arith.addui_extended"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        sum: Type | None = None,
        overflow: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.addui_extended` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                sum=sum,
                overflow=overflow,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def sum(self) -> Value:
        """Result `sum`."""
        return self._value("result", 0)

    @property
    def overflow(self) -> Value:
        """Result `overflow`."""
        return self._value("result", 1)


@generated("arith.andi")
class AndIOp(OpView):
    """`arith.andi`: integer binary and."""

    OPERATION_NAME: ClassVar[str] = "arith.andi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.andi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.bitcast")
class BitcastOp(OpView):
    """`arith.bitcast`: bitcast between values of equal bit width."""

    OPERATION_NAME: ClassVar[str] = "arith.bitcast"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.bitcast` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.ceildivsi")
class CeilDivSIOp(OpView):
    """`arith.ceildivsi`: signed ceil integer division operation."""

    OPERATION_NAME: ClassVar[str] = "arith.ceildivsi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.ceildivsi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.ceildivui")
class CeilDivUIOp(OpView):
    """`arith.ceildivui`: unsigned ceil integer division operation."""

    OPERATION_NAME: ClassVar[str] = "arith.ceildivui"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.ceildivui` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.cmpf")
class CmpFOp(OpView):
    """`arith.cmpf`: floating-point comparison operation."""

    OPERATION_NAME: ClassVar[str] = "arith.cmpf"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        predicate: object = None,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.cmpf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                predicate=predicate,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def predicate(self) -> Attribute | None:
        """Attribute `predicate`."""
        return self._attribute("predicate")

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.cmpi")
class CmpIOp(OpView):
    """`arith.cmpi`: integer comparison operation."""

    OPERATION_NAME: ClassVar[str] = "arith.cmpi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        predicate: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.cmpi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                predicate=predicate,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def predicate(self) -> Attribute | None:
        """Attribute `predicate`."""
        return self._attribute("predicate")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.constant")
class ConstantOp(OpView):
    """`arith.constant`: integer or floating point constant."""

    OPERATION_NAME: ClassVar[str] = "arith.constant"
    __slots__ = ()

    def __init__(
        self,
        *,
        value: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.constant` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                value=value,
                result=result,
            ),
        )

    @property
    def value(self) -> Attribute | None:
        """Attribute `value`."""
        return self._attribute("value")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.divf")
class DivFOp(OpView):
    """`arith.divf`: floating point division operation."""

    OPERATION_NAME: ClassVar[str] = "arith.divf"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.divf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.divsi")
class DivSIOp(OpView):
    """`arith.divsi`: signed integer division operation."""

    OPERATION_NAME: ClassVar[str] = "arith.divsi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        isExact: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.divsi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                isExact=isExact,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def isExact(self) -> Attribute | None:
        """Attribute `isExact`."""
        return self._attribute("isExact")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.divui")
class DivUIOp(OpView):
    """`arith.divui`: unsigned integer division operation."""

    OPERATION_NAME: ClassVar[str] = "arith.divui"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        isExact: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.divui` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                isExact=isExact,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def isExact(self) -> Attribute | None:
        """Attribute `isExact`."""
        return self._attribute("isExact")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.extf")
class ExtFOp(OpView):
    """`arith.extf`: cast from floating-point to wider floating-point."""

    OPERATION_NAME: ClassVar[str] = "arith.extf"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        fastmath: object = None,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.extf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                fastmath=fastmath,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.extsi")
class ExtSIOp(OpView):
    """`arith.extsi`: integer sign extension operation."""

    OPERATION_NAME: ClassVar[str] = "arith.extsi"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.extsi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.extui")
class ExtUIOp(OpView):
    """`arith.extui`: integer zero extension operation."""

    OPERATION_NAME: ClassVar[str] = "arith.extui"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.extui` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.floordivsi")
class FloorDivSIOp(OpView):
    """`arith.floordivsi`: signed floor integer division operation."""

    OPERATION_NAME: ClassVar[str] = "arith.floordivsi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.floordivsi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.fptosi")
class FPToSIOp(OpView):
    """`arith.fptosi`: cast from floating-point type to integer type."""

    OPERATION_NAME: ClassVar[str] = "arith.fptosi"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.fptosi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.fptoui")
class FPToUIOp(OpView):
    """`arith.fptoui`: cast from floating-point type to integer type."""

    OPERATION_NAME: ClassVar[str] = "arith.fptoui"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.fptoui` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.index_cast")
class IndexCastOp(OpView):
    """`arith.index_cast`: cast between index and integer types."""

    OPERATION_NAME: ClassVar[str] = "arith.index_cast"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.index_cast` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.index_castui")
class IndexCastUIOp(OpView):
    """`arith.index_castui`: unsigned cast between index and integer types."""

    OPERATION_NAME: ClassVar[str] = "arith.index_castui"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.index_castui` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.maximumf")
class MaximumFOp(OpView):
    """`arith.maximumf`: floating-point maximum operation."""

    OPERATION_NAME: ClassVar[str] = "arith.maximumf"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.maximumf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.maxnumf")
class MaxNumFOp(OpView):
    """`arith.maxnumf`: floating-point maximum operation."""

    OPERATION_NAME: ClassVar[str] = "arith.maxnumf"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.maxnumf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.maxsi")
class MaxSIOp(OpView):
    """`arith.maxsi`: signed integer maximum operation."""

    OPERATION_NAME: ClassVar[str] = "arith.maxsi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.maxsi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.maxui")
class MaxUIOp(OpView):
    """`arith.maxui`: unsigned integer maximum operation."""

    OPERATION_NAME: ClassVar[str] = "arith.maxui"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.maxui` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.minimumf")
class MinimumFOp(OpView):
    """`arith.minimumf`: floating-point minimum operation."""

    OPERATION_NAME: ClassVar[str] = "arith.minimumf"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.minimumf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.minnumf")
class MinNumFOp(OpView):
    """`arith.minnumf`: floating-point minimum operation."""

    OPERATION_NAME: ClassVar[str] = "arith.minnumf"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.minnumf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.minsi")
class MinSIOp(OpView):
    """`arith.minsi`: signed integer minimum operation."""

    OPERATION_NAME: ClassVar[str] = "arith.minsi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.minsi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.minui")
class MinUIOp(OpView):
    """`arith.minui`: unsigned integer minimum operation."""

    OPERATION_NAME: ClassVar[str] = "arith.minui"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.minui` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.mulf")
class MulFOp(OpView):
    """`arith.mulf`: floating point multiplication operation."""

    OPERATION_NAME: ClassVar[str] = "arith.mulf"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.mulf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.muli")
class MulIOp(OpView):
    """`arith.muli`: Integer multiplication operation."""

    OPERATION_NAME: ClassVar[str] = "arith.muli"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        overflowFlags: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.muli` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                overflowFlags=overflowFlags,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def overflowFlags(self) -> Attribute | None:
        """Attribute `overflowFlags`."""
        return self._attribute("overflowFlags")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.mulsi_extended")
class MulSIExtendedOp(OpView):
    """`arith.mulsi_extended`: extended signed integer multiplication operation."""

    OPERATION_NAME: ClassVar[str] = "arith.mulsi_extended"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        low: Type | None = None,
        high: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.mulsi_extended` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                low=low,
                high=high,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def low(self) -> Value:
        """Result `low`."""
        return self._value("result", 0)

    @property
    def high(self) -> Value:
        """Result `high`."""
        return self._value("result", 1)


@generated("arith.mului_extended")
class MulUIExtendedOp(OpView):
    """`arith.mului_extended`: extended unsigned integer multiplication operation."""

    OPERATION_NAME: ClassVar[str] = "arith.mului_extended"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        low: Type | None = None,
        high: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.mului_extended` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                low=low,
                high=high,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def low(self) -> Value:
        """Result `low`."""
        return self._value("result", 0)

    @property
    def high(self) -> Value:
        """Result `high`."""
        return self._value("result", 1)


@generated("arith.negf")
class NegFOp(OpView):
    """`arith.negf`: floating point negation."""

    OPERATION_NAME: ClassVar[str] = "arith.negf"
    __slots__ = ()

    def __init__(
        self,
        operand: ValueLike | None = None,
        *,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.negf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                operand=operand,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def operand(self) -> Value:
        """Operand `operand`."""
        return self._value("operand", 0)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.ori")
class OrIOp(OpView):
    """`arith.ori`: integer binary or."""

    OPERATION_NAME: ClassVar[str] = "arith.ori"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.ori` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.remf")
class RemFOp(OpView):
    """`arith.remf`: floating point division remainder operation."""

    OPERATION_NAME: ClassVar[str] = "arith.remf"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.remf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.remsi")
class RemSIOp(OpView):
    """`arith.remsi`: signed integer division remainder operation."""

    OPERATION_NAME: ClassVar[str] = "arith.remsi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.remsi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.remui")
class RemUIOp(OpView):
    """`arith.remui`: unsigned integer division remainder operation."""

    OPERATION_NAME: ClassVar[str] = "arith.remui"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.remui` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.scaling_extf")
class ScalingExtFOp(OpView):
    """`arith.scaling_extf`: Upcasts input floats using provided scales values following OCP MXFP Spec."""

    OPERATION_NAME: ClassVar[str] = "arith.scaling_extf"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        scale: ValueLike | None = None,
        *,
        fastmath: object = None,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.scaling_extf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                scale=scale,
                fastmath=fastmath,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def scale(self) -> Value:
        """Operand `scale`."""
        return self._value("operand", 1)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.scaling_truncf")
class ScalingTruncFOp(OpView):
    """`arith.scaling_truncf`: Downcasts input floating point values using provided scales values following OCP MXFP Spec."""

    OPERATION_NAME: ClassVar[str] = "arith.scaling_truncf"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        scale: ValueLike | None = None,
        *,
        roundingmode: object = None,
        fastmath: object = None,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.scaling_truncf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                scale=scale,
                roundingmode=roundingmode,
                fastmath=fastmath,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def scale(self) -> Value:
        """Operand `scale`."""
        return self._value("operand", 1)

    @property
    def roundingmode(self) -> Attribute | None:
        """Attribute `roundingmode`."""
        return self._attribute("roundingmode")

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.select")
class SelectOp(OpView):
    """`arith.select`: select operation."""

    OPERATION_NAME: ClassVar[str] = "arith.select"
    __slots__ = ()

    def __init__(
        self,
        condition: ValueLike | None = None,
        true_value: ValueLike | None = None,
        false_value: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.select` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                condition=condition,
                true_value=true_value,
                false_value=false_value,
                result=result,
            ),
        )

    @property
    def condition(self) -> Value:
        """Operand `condition`."""
        return self._value("operand", 0)

    @property
    def true_value(self) -> Value:
        """Operand `true_value`."""
        return self._value("operand", 1)

    @property
    def false_value(self) -> Value:
        """Operand `false_value`."""
        return self._value("operand", 2)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.shli")
class ShLIOp(OpView):
    """`arith.shli`: integer left-shift."""

    OPERATION_NAME: ClassVar[str] = "arith.shli"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        overflowFlags: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.shli` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                overflowFlags=overflowFlags,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def overflowFlags(self) -> Attribute | None:
        """Attribute `overflowFlags`."""
        return self._attribute("overflowFlags")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.shrsi")
class ShRSIOp(OpView):
    """`arith.shrsi`: signed integer right-shift."""

    OPERATION_NAME: ClassVar[str] = "arith.shrsi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        isExact: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.shrsi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                isExact=isExact,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def isExact(self) -> Attribute | None:
        """Attribute `isExact`."""
        return self._attribute("isExact")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.shrui")
class ShRUIOp(OpView):
    """`arith.shrui`: unsigned integer right-shift."""

    OPERATION_NAME: ClassVar[str] = "arith.shrui"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        isExact: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.shrui` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                isExact=isExact,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def isExact(self) -> Attribute | None:
        """Attribute `isExact`."""
        return self._attribute("isExact")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.sitofp")
class SIToFPOp(OpView):
    """`arith.sitofp`: cast from integer type to floating-point."""

    OPERATION_NAME: ClassVar[str] = "arith.sitofp"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.sitofp` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.subf")
class SubFOp(OpView):
    """`arith.subf`: floating point subtraction operation."""

    OPERATION_NAME: ClassVar[str] = "arith.subf"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        fastmath: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.subf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                fastmath=fastmath,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.subi")
class SubIOp(OpView):
    """`arith.subi`: Integer subtraction operation."""

    OPERATION_NAME: ClassVar[str] = "arith.subi"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        overflowFlags: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.subi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                overflowFlags=overflowFlags,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def overflowFlags(self) -> Attribute | None:
        """Attribute `overflowFlags`."""
        return self._attribute("overflowFlags")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("arith.truncf")
class TruncFOp(OpView):
    """`arith.truncf`: cast from floating-point to narrower floating-point."""

    OPERATION_NAME: ClassVar[str] = "arith.truncf"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        roundingmode: object = None,
        fastmath: object = None,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.truncf` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                roundingmode=roundingmode,
                fastmath=fastmath,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def roundingmode(self) -> Attribute | None:
        """Attribute `roundingmode`."""
        return self._attribute("roundingmode")

    @property
    def fastmath(self) -> Attribute | None:
        """Attribute `fastmath`."""
        return self._attribute("fastmath")

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.trunci")
class TruncIOp(OpView):
    """`arith.trunci`: integer truncation operation."""

    OPERATION_NAME: ClassVar[str] = "arith.trunci"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        overflowFlags: object = None,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.trunci` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                overflowFlags=overflowFlags,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def overflowFlags(self) -> Attribute | None:
        """Attribute `overflowFlags`."""
        return self._attribute("overflowFlags")

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.uitofp")
class UIToFPOp(OpView):
    """`arith.uitofp`: cast from unsigned integer type to floating-point."""

    OPERATION_NAME: ClassVar[str] = "arith.uitofp"
    __slots__ = ()

    def __init__(
        self,
        in_: ValueLike | None = None,
        *,
        out: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.uitofp` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                in_=in_,
                out=out,
            ),
        )

    @property
    def in_(self) -> Value:
        """Operand `in`."""
        return self._value("operand", 0)

    @property
    def out(self) -> Value:
        """Result `out`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("arith.xori")
class XOrIOp(OpView):
    """`arith.xori`: integer binary xor."""

    OPERATION_NAME: ClassVar[str] = "arith.xori"
    __slots__ = ()

    def __init__(
        self,
        lhs: ValueLike | None = None,
        rhs: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `arith.xori` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                lhs=lhs,
                rhs=rhs,
                result=result,
            ),
        )

    @property
    def lhs(self) -> Value:
        """Operand `lhs`."""
        return self._value("operand", 0)

    @property
    def rhs(self) -> Value:
        """Operand `rhs`."""
        return self._value("operand", 1)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


AddfOp = AddFOp
addf = AddFOp
AddiOp = AddIOp
addi = AddIOp
AdduiExtendedOp = AddUIExtendedOp
addui_extended = AddUIExtendedOp
AndiOp = AndIOp
andi = AndIOp
bitcast = BitcastOp
CeildivsiOp = CeilDivSIOp
ceildivsi = CeilDivSIOp
CeildivuiOp = CeilDivUIOp
ceildivui = CeilDivUIOp
CmpfOp = CmpFOp
cmpf = CmpFOp
CmpiOp = CmpIOp
cmpi = CmpIOp
constant = ConstantOp
DivfOp = DivFOp
divf = DivFOp
DivsiOp = DivSIOp
divsi = DivSIOp
DivuiOp = DivUIOp
divui = DivUIOp
ExtfOp = ExtFOp
extf = ExtFOp
ExtsiOp = ExtSIOp
extsi = ExtSIOp
ExtuiOp = ExtUIOp
extui = ExtUIOp
FloordivsiOp = FloorDivSIOp
floordivsi = FloorDivSIOp
FptosiOp = FPToSIOp
fptosi = FPToSIOp
FptouiOp = FPToUIOp
fptoui = FPToUIOp
index_cast = IndexCastOp
IndexCastuiOp = IndexCastUIOp
index_castui = IndexCastUIOp
MaximumfOp = MaximumFOp
maximumf = MaximumFOp
MaxnumfOp = MaxNumFOp
maxnumf = MaxNumFOp
MaxsiOp = MaxSIOp
maxsi = MaxSIOp
MaxuiOp = MaxUIOp
maxui = MaxUIOp
MinimumfOp = MinimumFOp
minimumf = MinimumFOp
MinnumfOp = MinNumFOp
minnumf = MinNumFOp
MinsiOp = MinSIOp
minsi = MinSIOp
MinuiOp = MinUIOp
minui = MinUIOp
MulfOp = MulFOp
mulf = MulFOp
MuliOp = MulIOp
muli = MulIOp
MulsiExtendedOp = MulSIExtendedOp
mulsi_extended = MulSIExtendedOp
MuluiExtendedOp = MulUIExtendedOp
mului_extended = MulUIExtendedOp
NegfOp = NegFOp
negf = NegFOp
OriOp = OrIOp
ori = OrIOp
RemfOp = RemFOp
remf = RemFOp
RemsiOp = RemSIOp
remsi = RemSIOp
RemuiOp = RemUIOp
remui = RemUIOp
ScalingExtfOp = ScalingExtFOp
scaling_extf = ScalingExtFOp
ScalingTruncfOp = ScalingTruncFOp
scaling_truncf = ScalingTruncFOp
select = SelectOp
ShliOp = ShLIOp
shli = ShLIOp
ShrsiOp = ShRSIOp
shrsi = ShRSIOp
ShruiOp = ShRUIOp
shrui = ShRUIOp
SitofpOp = SIToFPOp
sitofp = SIToFPOp
SubfOp = SubFOp
subf = SubFOp
SubiOp = SubIOp
subi = SubIOp
TruncfOp = TruncFOp
truncf = TruncFOp
TrunciOp = TruncIOp
trunci = TruncIOp
UitofpOp = UIToFPOp
uitofp = UIToFPOp
XoriOp = XOrIOp
xori = XOrIOp


def __getattr__(name: str) -> type[OpView]:
    """Other spellings of the class names (`AddIOp` for `AddiOp`)."""
    return find_class(globals(), name, "arith")
