"""Op classes of the func dialect (`pdlx.build.func`).

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


@generated("func.call")
class CallOp(OpView):
    """`func.call`: call operation."""

    OPERATION_NAME: ClassVar[str] = "func.call"
    __slots__ = ()

    def __init__(
        self,
        operands: Sequence[ValueLike] | None = None,
        *,
        callee: object = None,
        arg_attrs: object = None,
        res_attrs: object = None,
        no_inline: object = None,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `func.call` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                operands=operands,
                callee=callee,
                arg_attrs=arg_attrs,
                res_attrs=res_attrs,
                no_inline=no_inline,
                results=results,
            ),
        )

    @property
    def operands(self) -> tuple[Value, ...]:
        """Operand `operands` (variadic)."""
        return self._values("operand", 0)

    @property
    def callee(self) -> Attribute | None:
        """Attribute `callee`."""
        return self._attribute("callee")

    @property
    def arg_attrs(self) -> Attribute | None:
        """Attribute `arg_attrs`."""
        return self._attribute("arg_attrs")

    @property
    def res_attrs(self) -> Attribute | None:
        """Attribute `res_attrs`."""
        return self._attribute("res_attrs")

    @property
    def no_inline(self) -> Attribute | None:
        """Attribute `no_inline`."""
        return self._attribute("no_inline")

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)


@generated("func.call_indirect")
class CallIndirectOp(OpView):
    """`func.call_indirect`: indirect call operation."""

    OPERATION_NAME: ClassVar[str] = "func.call_indirect"
    __slots__ = ()

    def __init__(
        self,
        callee: ValueLike | None = None,
        callee_operands: Sequence[ValueLike] | None = None,
        *,
        arg_attrs: object = None,
        res_attrs: object = None,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `func.call_indirect` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                callee=callee,
                callee_operands=callee_operands,
                arg_attrs=arg_attrs,
                res_attrs=res_attrs,
                results=results,
            ),
        )

    @property
    def callee(self) -> Value:
        """Operand `callee`."""
        return self._value("operand", 0)

    @property
    def callee_operands(self) -> tuple[Value, ...]:
        """Operand `callee_operands` (variadic)."""
        return self._values("operand", 1)

    @property
    def arg_attrs(self) -> Attribute | None:
        """Attribute `arg_attrs`."""
        return self._attribute("arg_attrs")

    @property
    def res_attrs(self) -> Attribute | None:
        """Attribute `res_attrs`."""
        return self._attribute("res_attrs")

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)


@generated("func.constant")
class ConstantOp(OpView):
    """`func.constant`: constant."""

    OPERATION_NAME: ClassVar[str] = "func.constant"
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
        """Build `func.constant` (see `OpView`)."""
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


@generated("func.func")
class FuncOp(OpView):
    """`func.func`: An operation with a name containing a single `SSACFG` region."""

    OPERATION_NAME: ClassVar[str] = "func.func"
    __slots__ = ()

    def __init__(
        self,
        *,
        sym_name: object = None,
        function_type: object = None,
        sym_visibility: object = None,
        arg_attrs: object = None,
        res_attrs: object = None,
        no_inline: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `func.func` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                sym_name=sym_name,
                function_type=function_type,
                sym_visibility=sym_visibility,
                arg_attrs=arg_attrs,
                res_attrs=res_attrs,
                no_inline=no_inline,
            ),
        )

    @property
    def sym_name(self) -> Attribute | None:
        """Attribute `sym_name`."""
        return self._attribute("sym_name")

    @property
    def function_type(self) -> Attribute | None:
        """Attribute `function_type`."""
        return self._attribute("function_type")

    @property
    def sym_visibility(self) -> Attribute | None:
        """Attribute `sym_visibility`."""
        return self._attribute("sym_visibility")

    @property
    def arg_attrs(self) -> Attribute | None:
        """Attribute `arg_attrs`."""
        return self._attribute("arg_attrs")

    @property
    def res_attrs(self) -> Attribute | None:
        """Attribute `res_attrs`."""
        return self._attribute("res_attrs")

    @property
    def no_inline(self) -> Attribute | None:
        """Attribute `no_inline`."""
        return self._attribute("no_inline")

    @property
    def body(self) -> Region:
        """Region `body`."""
        return self._region(0)


@generated("func.return")
class ReturnOp(OpView):
    """`func.return`: Function return operation."""

    OPERATION_NAME: ClassVar[str] = "func.return"
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
        """Build `func.return` (see `OpView`)."""
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


call = CallOp
call_indirect = CallIndirectOp
constant = ConstantOp
func = FuncOp
return_ = ReturnOp


def __getattr__(name: str) -> type[OpView]:
    """Other spellings of the class names (`AddIOp` for `AddiOp`)."""
    return find_class(globals(), name, "func")
