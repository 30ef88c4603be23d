"""Op classes of the builtin dialect.

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


@generated("builtin.module")
class ModuleOp(OpView):
    """`builtin.module`: A top level container operation."""

    OPERATION_NAME: ClassVar[str] = "builtin.module"
    __slots__ = ()

    def __init__(
        self,
        *,
        sym_name: object = None,
        sym_visibility: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `builtin.module` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                sym_name=sym_name,
                sym_visibility=sym_visibility,
            ),
        )

    @property
    def sym_name(self) -> Attribute | None:
        """Attribute `sym_name`."""
        return self._attribute("sym_name")

    @property
    def sym_visibility(self) -> Attribute | None:
        """Attribute `sym_visibility`."""
        return self._attribute("sym_visibility")

    @property
    def bodyRegion(self) -> Region:
        """Region `bodyRegion`."""
        return self._region(0)


@generated("builtin.unrealized_conversion_cast")
class UnrealizedConversionCastOp(OpView):
    """`builtin.unrealized_conversion_cast`: An unrealized conversion from one set of types to another."""

    OPERATION_NAME: ClassVar[str] = "builtin.unrealized_conversion_cast"
    __slots__ = ()

    def __init__(
        self,
        inputs: Sequence[ValueLike] | None = None,
        *,
        outputs: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `builtin.unrealized_conversion_cast` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                inputs=inputs,
                outputs=outputs,
            ),
        )

    @property
    def inputs(self) -> tuple[Value, ...]:
        """Operand `inputs` (variadic)."""
        return self._values("operand", 0)

    @property
    def outputs(self) -> tuple[Value, ...]:
        """Result `outputs` (variadic)."""
        return self._values("result", 0)


module = ModuleOp
unrealized_conversion_cast = UnrealizedConversionCastOp


def __getattr__(name: str) -> type[OpView]:
    """Other spellings of the class names (`AddIOp` for `AddiOp`)."""
    return find_class(globals(), name, "builtin")
