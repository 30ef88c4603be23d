"""Op classes of the transform dialect and its extensions (`pdlx.build.transform`).

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


@generated("transform.alternatives")
class AlternativesOp(OpView):
    """`transform.alternatives`: Attempts sequences of transforms until one succeeds."""

    OPERATION_NAME: ClassVar[str] = "transform.alternatives"
    __slots__ = ()

    def __init__(
        self,
        scope: ValueLike | None = None,
        *,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.alternatives` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                scope=scope,
                results=results,
            ),
        )

    @property
    def scope(self) -> Value | None:
        """Operand `scope` (optional)."""
        return self._optional_value("operand", 0)

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)

    @property
    def alternatives(self) -> tuple[Region, ...]:
        """Regions `alternatives`."""
        return self._regions(0)


@generated("transform.annotate")
class AnnotateOp(OpView):
    """`transform.annotate`: Annotates the target operation with an attribute by name."""

    OPERATION_NAME: ClassVar[str] = "transform.annotate"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        param: ValueLike | None = None,
        *,
        name: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.annotate` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                param=param,
                name=name,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def param(self) -> Value | None:
        """Operand `param` (optional)."""
        return self._optional_value("operand", 1)

    @property
    def name(self) -> Attribute | None:
        """Attribute `name`."""
        return self._attribute("name")


@generated("transform.apply_conversion_patterns")
class ApplyConversionPatternsOp(OpView):
    """`transform.apply_conversion_patterns`: Applies conversion patterns to the body of the targeted op."""

    OPERATION_NAME: ClassVar[str] = "transform.apply_conversion_patterns"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        legal_ops: object = None,
        illegal_ops: object = None,
        legal_dialects: object = None,
        illegal_dialects: object = None,
        partial_conversion: object = None,
        preserve_handles: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.apply_conversion_patterns` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                legal_ops=legal_ops,
                illegal_ops=illegal_ops,
                legal_dialects=legal_dialects,
                illegal_dialects=illegal_dialects,
                partial_conversion=partial_conversion,
                preserve_handles=preserve_handles,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def legal_ops(self) -> Attribute | None:
        """Attribute `legal_ops`."""
        return self._attribute("legal_ops")

    @property
    def illegal_ops(self) -> Attribute | None:
        """Attribute `illegal_ops`."""
        return self._attribute("illegal_ops")

    @property
    def legal_dialects(self) -> Attribute | None:
        """Attribute `legal_dialects`."""
        return self._attribute("legal_dialects")

    @property
    def illegal_dialects(self) -> Attribute | None:
        """Attribute `illegal_dialects`."""
        return self._attribute("illegal_dialects")

    @property
    def partial_conversion(self) -> Attribute | None:
        """Attribute `partial_conversion`."""
        return self._attribute("partial_conversion")

    @property
    def preserve_handles(self) -> Attribute | None:
        """Attribute `preserve_handles`."""
        return self._attribute("preserve_handles")

    @property
    def patterns(self) -> Region:
        """Region `patterns`."""
        return self._region(0)

    @property
    def default_type_converter_region(self) -> tuple[Region, ...]:
        """Regions `default_type_converter_region`."""
        return self._regions(1)


@generated("transform.apply_conversion_patterns.dialect_to_llvm")
class ApplyConversionPatternsDialectToLlvmOp(OpView):
    """`transform.apply_conversion_patterns.dialect_to_llvm`."""

    OPERATION_NAME: ClassVar[str] = "transform.apply_conversion_patterns.dialect_to_llvm"
    __slots__ = ()

    def __init__(
        self,
        *,
        dialect_name: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.apply_conversion_patterns.dialect_to_llvm` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                dialect_name=dialect_name,
            ),
        )

    @property
    def dialect_name(self) -> Attribute | None:
        """Attribute `dialect_name`."""
        return self._attribute("dialect_name")


@generated("transform.apply_cse")
class ApplyCseOp(OpView):
    """`transform.apply_cse`: Eliminate common subexpressions in the body of the target op."""

    OPERATION_NAME: ClassVar[str] = "transform.apply_cse"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.apply_cse` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)


@generated("transform.apply_dce")
class ApplyDceOp(OpView):
    """`transform.apply_dce`: Eliminate dead operations in the body of the target op."""

    OPERATION_NAME: ClassVar[str] = "transform.apply_dce"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.apply_dce` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)


@generated("transform.apply_licm")
class ApplyLicmOp(OpView):
    """`transform.apply_licm`: Move loop-invariant code out of a loop-like op."""

    OPERATION_NAME: ClassVar[str] = "transform.apply_licm"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.apply_licm` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)


@generated("transform.apply_patterns")
class ApplyPatternsOp(OpView):
    """`transform.apply_patterns`: Greedily applies patterns to the body of the targeted op."""

    OPERATION_NAME: ClassVar[str] = "transform.apply_patterns"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        apply_cse: object = None,
        max_iterations: object = None,
        max_num_rewrites: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.apply_patterns` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                apply_cse=apply_cse,
                max_iterations=max_iterations,
                max_num_rewrites=max_num_rewrites,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def apply_cse(self) -> Attribute | None:
        """Attribute `apply_cse`."""
        return self._attribute("apply_cse")

    @property
    def max_iterations(self) -> Attribute | None:
        """Attribute `max_iterations`."""
        return self._attribute("max_iterations")

    @property
    def max_num_rewrites(self) -> Attribute | None:
        """Attribute `max_num_rewrites`."""
        return self._attribute("max_num_rewrites")

    @property
    def patterns(self) -> Region:
        """Region `patterns`."""
        return self._region(0)


@generated("transform.apply_patterns.canonicalization")
class ApplyPatternsCanonicalizationOp(OpView):
    """`transform.apply_patterns.canonicalization`: Populates canonicalization patterns."""

    OPERATION_NAME: ClassVar[str] = "transform.apply_patterns.canonicalization"
    __slots__ = ()

    def __init__(
        self,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.apply_patterns.canonicalization` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
        )


@generated("transform.apply_pdl_patterns")
class ApplyPdlPatternsOp(OpView):
    """`transform.apply_pdl_patterns`: Greedily applies PDL patterns to the body of the targeted ops (pdlx)."""

    OPERATION_NAME: ClassVar[str] = "transform.apply_pdl_patterns"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        patterns: object = None,
        max_iterations: object = None,
        max_num_rewrites: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.apply_pdl_patterns` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                patterns=patterns,
                max_iterations=max_iterations,
                max_num_rewrites=max_num_rewrites,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def patterns(self) -> Attribute | None:
        """Attribute `patterns`."""
        return self._attribute("patterns")

    @property
    def max_iterations(self) -> Attribute | None:
        """Attribute `max_iterations`."""
        return self._attribute("max_iterations")

    @property
    def max_num_rewrites(self) -> Attribute | None:
        """Attribute `max_num_rewrites`."""
        return self._attribute("max_num_rewrites")


@generated("transform.apply_registered_pass")
class ApplyRegisteredPassOp(OpView):
    """`transform.apply_registered_pass`: Applies the specified registered pass or pass pipeline."""

    OPERATION_NAME: ClassVar[str] = "transform.apply_registered_pass"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        dynamic_options: Sequence[ValueLike] | None = None,
        *,
        pass_name: object = None,
        options: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.apply_registered_pass` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                dynamic_options=dynamic_options,
                pass_name=pass_name,
                options=options,
                result=result,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def dynamic_options(self) -> tuple[Value, ...]:
        """Operand `dynamic_options` (variadic)."""
        return self._values("operand", 1)

    @property
    def pass_name(self) -> Attribute | None:
        """Attribute `pass_name`."""
        return self._attribute("pass_name")

    @property
    def options(self) -> Attribute | None:
        """Attribute `options`."""
        return self._attribute("options")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("transform.cast")
class CastOp(OpView):
    """`transform.cast`."""

    OPERATION_NAME: ClassVar[str] = "transform.cast"
    __slots__ = ()

    def __init__(
        self,
        input: ValueLike | None = None,
        *,
        output: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.cast` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                input=input,
                output=output,
            ),
        )

    @property
    def input(self) -> Value:
        """Operand `input`."""
        return self._value("operand", 0)

    @property
    def output(self) -> Value:
        """Result `output`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("transform.collect_matching")
class CollectMatchingOp(OpView):
    """`transform.collect_matching`: Collects all payload ops that match the given named matcher."""

    OPERATION_NAME: ClassVar[str] = "transform.collect_matching"
    __slots__ = ()

    def __init__(
        self,
        root: ValueLike | None = None,
        *,
        matcher: object = None,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.collect_matching` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                root=root,
                matcher=matcher,
                results=results,
            ),
        )

    @property
    def root(self) -> Value:
        """Operand `root`."""
        return self._value("operand", 0)

    @property
    def matcher(self) -> Attribute | None:
        """Attribute `matcher`."""
        return self._attribute("matcher")

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)


@generated("transform.debug.emit_param_as_remark")
class DebugEmitParamAsRemarkOp(OpView):
    """`transform.debug.emit_param_as_remark`: Prints the parameter as a diagnostic remark."""

    OPERATION_NAME: ClassVar[str] = "transform.debug.emit_param_as_remark"
    __slots__ = ()

    def __init__(
        self,
        param: ValueLike | None = None,
        anchor: ValueLike | None = None,
        *,
        message: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.debug.emit_param_as_remark` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                param=param,
                anchor=anchor,
                message=message,
            ),
        )

    @property
    def param(self) -> Value:
        """Operand `param`."""
        return self._value("operand", 0)

    @property
    def anchor(self) -> Value | None:
        """Operand `anchor` (optional)."""
        return self._optional_value("operand", 1)

    @property
    def message(self) -> Attribute | None:
        """Attribute `message`."""
        return self._attribute("message")


@generated("transform.debug.emit_remark_at")
class DebugEmitRemarkAtOp(OpView):
    """`transform.debug.emit_remark_at`: Print a message as diagnostic remark attached to payload."""

    OPERATION_NAME: ClassVar[str] = "transform.debug.emit_remark_at"
    __slots__ = ()

    def __init__(
        self,
        at: ValueLike | None = None,
        *,
        message: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.debug.emit_remark_at` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                at=at,
                message=message,
            ),
        )

    @property
    def at(self) -> Value:
        """Operand `at`."""
        return self._value("operand", 0)

    @property
    def message(self) -> Attribute | None:
        """Attribute `message`."""
        return self._attribute("message")


@generated("transform.foreach")
class ForeachOp(OpView):
    """`transform.foreach`: Executes the body for each element of the payload."""

    OPERATION_NAME: ClassVar[str] = "transform.foreach"
    __slots__ = ()

    def __init__(
        self,
        targets: Sequence[ValueLike] | None = None,
        *,
        with_zip_shortest: object = None,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.foreach` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                targets=targets,
                with_zip_shortest=with_zip_shortest,
                results=results,
            ),
        )

    @property
    def targets(self) -> tuple[Value, ...]:
        """Operand `targets` (variadic)."""
        return self._values("operand", 0)

    @property
    def with_zip_shortest(self) -> Attribute | None:
        """Attribute `with_zip_shortest`."""
        return self._attribute("with_zip_shortest")

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)

    @property
    def body(self) -> Region:
        """Region `body`."""
        return self._region(0)


@generated("transform.foreach_match")
class ForeachMatchOp(OpView):
    """`transform.foreach_match`: Applies named sequences when a named matcher succeeds."""

    OPERATION_NAME: ClassVar[str] = "transform.foreach_match"
    __slots__ = ()

    def __init__(
        self,
        root: ValueLike | None = None,
        forwarded_inputs: Sequence[ValueLike] | None = None,
        *,
        restrict_root: object = None,
        flatten_results: object = None,
        matchers: object = None,
        actions: object = None,
        updated: Type | None = None,
        forwarded_outputs: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.foreach_match` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                root=root,
                forwarded_inputs=forwarded_inputs,
                restrict_root=restrict_root,
                flatten_results=flatten_results,
                matchers=matchers,
                actions=actions,
                updated=updated,
                forwarded_outputs=forwarded_outputs,
            ),
        )

    @property
    def root(self) -> Value:
        """Operand `root`."""
        return self._value("operand", 0)

    @property
    def forwarded_inputs(self) -> tuple[Value, ...]:
        """Operand `forwarded_inputs` (variadic)."""
        return self._values("operand", 1)

    @property
    def restrict_root(self) -> Attribute | None:
        """Attribute `restrict_root`."""
        return self._attribute("restrict_root")

    @property
    def flatten_results(self) -> Attribute | None:
        """Attribute `flatten_results`."""
        return self._attribute("flatten_results")

    @property
    def matchers(self) -> Attribute | None:
        """Attribute `matchers`."""
        return self._attribute("matchers")

    @property
    def actions(self) -> Attribute | None:
        """Attribute `actions`."""
        return self._attribute("actions")

    @property
    def updated(self) -> Value:
        """Result `updated`."""
        return self._value("result", 0)

    @property
    def forwarded_outputs(self) -> tuple[Value, ...]:
        """Result `forwarded_outputs` (variadic)."""
        return self._values("result", 1)


@generated("transform.get_consumers_of_result")
class GetConsumersOfResultOp(OpView):
    """`transform.get_consumers_of_result`: Get handle to the consumers of this operation's result number."""

    OPERATION_NAME: ClassVar[str] = "transform.get_consumers_of_result"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        result_number: object = None,
        consumers: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.get_consumers_of_result` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                result_number=result_number,
                consumers=consumers,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def result_number(self) -> Attribute | None:
        """Attribute `result_number`."""
        return self._attribute("result_number")

    @property
    def consumers(self) -> Value:
        """Result `consumers`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("transform.get_defining_op")
class GetDefiningOpOp(OpView):
    """`transform.get_defining_op`: Get handle to the defining op of a value."""

    OPERATION_NAME: ClassVar[str] = "transform.get_defining_op"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.get_defining_op` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                result=result,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("transform.get_operand")
class GetOperandOp(OpView):
    """`transform.get_operand`: Get a handle to the operand(s) of the targeted op."""

    OPERATION_NAME: ClassVar[str] = "transform.get_operand"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        raw_position_list: object = None,
        is_inverted: object = None,
        is_all: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.get_operand` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                raw_position_list=raw_position_list,
                is_inverted=is_inverted,
                is_all=is_all,
                result=result,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def raw_position_list(self) -> Attribute | None:
        """Attribute `raw_position_list`."""
        return self._attribute("raw_position_list")

    @property
    def is_inverted(self) -> Attribute | None:
        """Attribute `is_inverted`."""
        return self._attribute("is_inverted")

    @property
    def is_all(self) -> Attribute | None:
        """Attribute `is_all`."""
        return self._attribute("is_all")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("transform.get_parent_op")
class GetParentOpOp(OpView):
    """`transform.get_parent_op`: Gets handles to the closest parent ops."""

    OPERATION_NAME: ClassVar[str] = "transform.get_parent_op"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        isolated_from_above: object = None,
        allow_empty_results: object = None,
        op_name: object = None,
        deduplicate: object = None,
        nth_parent: object = None,
        parent: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.get_parent_op` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                isolated_from_above=isolated_from_above,
                allow_empty_results=allow_empty_results,
                op_name=op_name,
                deduplicate=deduplicate,
                nth_parent=nth_parent,
                parent=parent,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def isolated_from_above(self) -> Attribute | None:
        """Attribute `isolated_from_above`."""
        return self._attribute("isolated_from_above")

    @property
    def allow_empty_results(self) -> Attribute | None:
        """Attribute `allow_empty_results`."""
        return self._attribute("allow_empty_results")

    @property
    def op_name(self) -> Attribute | None:
        """Attribute `op_name`."""
        return self._attribute("op_name")

    @property
    def deduplicate(self) -> Attribute | None:
        """Attribute `deduplicate`."""
        return self._attribute("deduplicate")

    @property
    def nth_parent(self) -> Attribute | None:
        """Attribute `nth_parent`."""
        return self._attribute("nth_parent")

    @property
    def parent(self) -> Value:
        """Result `parent`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("transform.get_producer_of_operand")
class GetProducerOfOperandOp(OpView):
    """`transform.get_producer_of_operand`: Get handle to the producer of this operation's operand number."""

    OPERATION_NAME: ClassVar[str] = "transform.get_producer_of_operand"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        operand_number: object = None,
        producer: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.get_producer_of_operand` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                operand_number=operand_number,
                producer=producer,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def operand_number(self) -> Attribute | None:
        """Attribute `operand_number`."""
        return self._attribute("operand_number")

    @property
    def producer(self) -> Value:
        """Result `producer`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("transform.get_result")
class GetResultOp(OpView):
    """`transform.get_result`: Get a handle to the result(s) of the targeted op."""

    OPERATION_NAME: ClassVar[str] = "transform.get_result"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        raw_position_list: object = None,
        is_inverted: object = None,
        is_all: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.get_result` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                raw_position_list=raw_position_list,
                is_inverted=is_inverted,
                is_all=is_all,
                result=result,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def raw_position_list(self) -> Attribute | None:
        """Attribute `raw_position_list`."""
        return self._attribute("raw_position_list")

    @property
    def is_inverted(self) -> Attribute | None:
        """Attribute `is_inverted`."""
        return self._attribute("is_inverted")

    @property
    def is_all(self) -> Attribute | None:
        """Attribute `is_all`."""
        return self._attribute("is_all")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("transform.get_type")
class GetTypeOp(OpView):
    """`transform.get_type`: Get a parameter containing the type of the given value."""

    OPERATION_NAME: ClassVar[str] = "transform.get_type"
    __slots__ = ()

    def __init__(
        self,
        value: ValueLike | None = None,
        *,
        elemental: object = None,
        type_param: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.get_type` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                value=value,
                elemental=elemental,
                type_param=type_param,
            ),
        )

    @property
    def value(self) -> Value:
        """Operand `value`."""
        return self._value("operand", 0)

    @property
    def elemental(self) -> Attribute | None:
        """Attribute `elemental`."""
        return self._attribute("elemental")

    @property
    def type_param(self) -> Value:
        """Result `type_param`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("transform.include")
class IncludeOp(OpView):
    """`transform.include`: Includes a named transform sequence."""

    OPERATION_NAME: ClassVar[str] = "transform.include"
    __slots__ = ()

    def __init__(
        self,
        operands: Sequence[ValueLike] | None = None,
        *,
        target: object = None,
        failure_propagation_mode: object = None,
        arg_attrs: object = None,
        res_attrs: object = None,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.include` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                operands=operands,
                target=target,
                failure_propagation_mode=failure_propagation_mode,
                arg_attrs=arg_attrs,
                res_attrs=res_attrs,
                results=results,
            ),
        )

    @property
    def operands(self) -> tuple[Value, ...]:
        """Operand `operands` (variadic)."""
        return self._values("operand", 0)

    @property
    def target(self) -> Attribute | None:
        """Attribute `target`."""
        return self._attribute("target")

    @property
    def failure_propagation_mode(self) -> Attribute | None:
        """Attribute `failure_propagation_mode`."""
        return self._attribute("failure_propagation_mode")

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


@generated("transform.loop.peel")
class LoopPeelOp(OpView):
    """`transform.loop.peel`: Peels the first or last iteration of the loop."""

    OPERATION_NAME: ClassVar[str] = "transform.loop.peel"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        peel_front: object = None,
        fail_if_already_divisible: object = None,
        peeled_loop: Type | None = None,
        remainder_loop: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.loop.peel` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                peel_front=peel_front,
                fail_if_already_divisible=fail_if_already_divisible,
                peeled_loop=peeled_loop,
                remainder_loop=remainder_loop,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def peel_front(self) -> Attribute | None:
        """Attribute `peel_front`."""
        return self._attribute("peel_front")

    @property
    def fail_if_already_divisible(self) -> Attribute | None:
        """Attribute `fail_if_already_divisible`."""
        return self._attribute("fail_if_already_divisible")

    @property
    def peeled_loop(self) -> Value:
        """Result `peeled_loop`."""
        return self._value("result", 0)

    @property
    def remainder_loop(self) -> Value:
        """Result `remainder_loop`."""
        return self._value("result", 1)


@generated("transform.match.operation_empty")
class MatchOperationEmptyOp(OpView):
    """`transform.match.operation_empty`: Matches if the handle is not associated to any op."""

    OPERATION_NAME: ClassVar[str] = "transform.match.operation_empty"
    __slots__ = ()

    def __init__(
        self,
        operand_handle: ValueLike | None = None,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.match.operation_empty` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                operand_handle=operand_handle,
            ),
        )

    @property
    def operand_handle(self) -> Value:
        """Operand `operand_handle`."""
        return self._value("operand", 0)


@generated("transform.match.operation_name")
class MatchOperationNameOp(OpView):
    """`transform.match.operation_name`: Matches a single operation of one of the given kinds."""

    OPERATION_NAME: ClassVar[str] = "transform.match.operation_name"
    __slots__ = ()

    def __init__(
        self,
        operand_handle: ValueLike | None = None,
        *,
        op_names: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.match.operation_name` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                operand_handle=operand_handle,
                op_names=op_names,
            ),
        )

    @property
    def operand_handle(self) -> Value:
        """Operand `operand_handle`."""
        return self._value("operand", 0)

    @property
    def op_names(self) -> Attribute | None:
        """Attribute `op_names`."""
        return self._attribute("op_names")


@generated("transform.match.param.cmpi")
class MatchParamCmpiOp(OpView):
    """`transform.match.param.cmpi`: Matches if two parameter lists are associated with the same value."""

    OPERATION_NAME: ClassVar[str] = "transform.match.param.cmpi"
    __slots__ = ()

    def __init__(
        self,
        param: ValueLike | None = None,
        reference: ValueLike | None = None,
        *,
        predicate: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.match.param.cmpi` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                param=param,
                reference=reference,
                predicate=predicate,
            ),
        )

    @property
    def param(self) -> Value:
        """Operand `param`."""
        return self._value("operand", 0)

    @property
    def reference(self) -> Value:
        """Operand `reference`."""
        return self._value("operand", 1)

    @property
    def predicate(self) -> Attribute | None:
        """Attribute `predicate`."""
        return self._attribute("predicate")


@generated("transform.merge_handles")
class MergeHandlesOp(OpView):
    """`transform.merge_handles`: Merges handles into one pointing to the union of payload ops."""

    OPERATION_NAME: ClassVar[str] = "transform.merge_handles"
    __slots__ = ()

    def __init__(
        self,
        handles: Sequence[ValueLike] | None = None,
        *,
        deduplicate: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.merge_handles` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                handles=handles,
                deduplicate=deduplicate,
                result=result,
            ),
        )

    @property
    def handles(self) -> tuple[Value, ...]:
        """Operand `handles` (variadic)."""
        return self._values("operand", 0)

    @property
    def deduplicate(self) -> Attribute | None:
        """Attribute `deduplicate`."""
        return self._attribute("deduplicate")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("transform.named_sequence")
class NamedSequenceOp(OpView):
    """`transform.named_sequence`: Named transform sequence that can be included elsewhere."""

    OPERATION_NAME: ClassVar[str] = "transform.named_sequence"
    __slots__ = ()

    def __init__(
        self,
        *,
        sym_name: object = None,
        function_type: object = None,
        sym_visibility: object = None,
        arg_attrs: object = None,
        res_attrs: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.named_sequence` (see `OpView`)."""
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
    def body(self) -> Region:
        """Region `body`."""
        return self._region(0)


@generated("transform.num_associations")
class NumAssociationsOp(OpView):
    """`transform.num_associations`: Returns the number of payload objects associated with the argument."""

    OPERATION_NAME: ClassVar[str] = "transform.num_associations"
    __slots__ = ()

    def __init__(
        self,
        handle: ValueLike | None = None,
        *,
        num: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.num_associations` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                handle=handle,
                num=num,
            ),
        )

    @property
    def handle(self) -> Value:
        """Operand `handle`."""
        return self._value("operand", 0)

    @property
    def num(self) -> Value:
        """Result `num`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("transform.param.constant")
class ParamConstantOp(OpView):
    """`transform.param.constant`: Produces a new transform dialect parameter value associated with the given attribute."""

    OPERATION_NAME: ClassVar[str] = "transform.param.constant"
    __slots__ = ()

    def __init__(
        self,
        *,
        value: object = None,
        param: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.param.constant` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                value=value,
                param=param,
            ),
        )

    @property
    def value(self) -> Attribute | None:
        """Attribute `value`."""
        return self._attribute("value")

    @property
    def param(self) -> Value:
        """Result `param`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("transform.pdl_match")
class PdlMatchOp(OpView):
    """`transform.pdl_match`: Finds ops that match the named PDL pattern."""

    OPERATION_NAME: ClassVar[str] = "transform.pdl_match"
    __slots__ = ()

    def __init__(
        self,
        root: ValueLike | None = None,
        *,
        pattern_name: object = None,
        matched: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.pdl_match` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                root=root,
                pattern_name=pattern_name,
                matched=matched,
            ),
        )

    @property
    def root(self) -> Value:
        """Operand `root`."""
        return self._value("operand", 0)

    @property
    def pattern_name(self) -> Attribute | None:
        """Attribute `pattern_name`."""
        return self._attribute("pattern_name")

    @property
    def matched(self) -> Value:
        """Result `matched`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("transform.pdlx.get_users_of_result")
class PdlxGetUsersOfResultOp(OpView):
    """`transform.pdlx.get_users_of_result`: The ops using a result of the target op (a match op)."""

    OPERATION_NAME: ClassVar[str] = "transform.pdlx.get_users_of_result"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        result_number: object = None,
        users: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.pdlx.get_users_of_result` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                result_number=result_number,
                users=users,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def result_number(self) -> Attribute | None:
        """Attribute `result_number`."""
        return self._attribute("result_number")

    @property
    def users(self) -> Value:
        """Result `users`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("transform.pdlx.match.attribute")
class PdlxMatchAttributeOp(OpView):
    """`transform.pdlx.match.attribute`: Matches a single op that has the attribute (with the value, if given)."""

    OPERATION_NAME: ClassVar[str] = "transform.pdlx.match.attribute"
    __slots__ = ()

    def __init__(
        self,
        operand_handle: ValueLike | None = None,
        *,
        name: object = None,
        value: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.pdlx.match.attribute` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                operand_handle=operand_handle,
                name=name,
                value=value,
            ),
        )

    @property
    def operand_handle(self) -> Value:
        """Operand `operand_handle`."""
        return self._value("operand", 0)

    @property
    def name(self) -> Attribute | None:
        """Attribute `name`."""
        return self._attribute("name")

    @property
    def value(self) -> Attribute | None:
        """Attribute `value`."""
        return self._attribute("value")


@generated("transform.print")
class PrintOp(OpView):
    """`transform.print`: Dump each payload op."""

    OPERATION_NAME: ClassVar[str] = "transform.print"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        name: object = None,
        assume_verified: object = None,
        use_local_scope: object = None,
        skip_regions: object = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.print` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                name=name,
                assume_verified=assume_verified,
                use_local_scope=use_local_scope,
                skip_regions=skip_regions,
            ),
        )

    @property
    def target(self) -> Value | None:
        """Operand `target` (optional)."""
        return self._optional_value("operand", 0)

    @property
    def name(self) -> Attribute | None:
        """Attribute `name`."""
        return self._attribute("name")

    @property
    def assume_verified(self) -> Attribute | None:
        """Attribute `assume_verified`."""
        return self._attribute("assume_verified")

    @property
    def use_local_scope(self) -> Attribute | None:
        """Attribute `use_local_scope`."""
        return self._attribute("use_local_scope")

    @property
    def skip_regions(self) -> Attribute | None:
        """Attribute `skip_regions`."""
        return self._attribute("skip_regions")


@generated("transform.replicate")
class ReplicateOp(OpView):
    """`transform.replicate`: Lists payload ops multiple times in the new handle."""

    OPERATION_NAME: ClassVar[str] = "transform.replicate"
    __slots__ = ()

    def __init__(
        self,
        pattern: ValueLike | None = None,
        handles: Sequence[ValueLike] | None = None,
        *,
        replicated: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.replicate` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                pattern=pattern,
                handles=handles,
                replicated=replicated,
            ),
        )

    @property
    def pattern(self) -> Value:
        """Operand `pattern`."""
        return self._value("operand", 0)

    @property
    def handles(self) -> tuple[Value, ...]:
        """Operand `handles` (variadic)."""
        return self._values("operand", 1)

    @property
    def replicated(self) -> tuple[Value, ...]:
        """Result `replicated` (variadic)."""
        return self._values("result", 0)


@generated("transform.select")
class SelectOp(OpView):
    """`transform.select`: Select payload ops by name."""

    OPERATION_NAME: ClassVar[str] = "transform.select"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        op_name: object = None,
        result: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.select` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                op_name=op_name,
                result=result,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def op_name(self) -> Attribute | None:
        """Attribute `op_name`."""
        return self._attribute("op_name")

    @property
    def result(self) -> Value:
        """Result `result`."""
        return self._value("result", 0)


@generated("transform.sequence")
class SequenceOp(OpView):
    """`transform.sequence`: Contains a sequence of other transform ops to apply."""

    OPERATION_NAME: ClassVar[str] = "transform.sequence"
    __slots__ = ()

    def __init__(
        self,
        root: ValueLike | None = None,
        extra_bindings: Sequence[ValueLike] | None = None,
        *,
        failure_propagation_mode: object = None,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.sequence` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                root=root,
                extra_bindings=extra_bindings,
                failure_propagation_mode=failure_propagation_mode,
                results=results,
            ),
        )

    @property
    def root(self) -> Value | None:
        """Operand `root` (optional)."""
        return self._optional_value("operand", 0)

    @property
    def extra_bindings(self) -> tuple[Value, ...]:
        """Operand `extra_bindings` (variadic)."""
        return self._values("operand", 1)

    @property
    def failure_propagation_mode(self) -> Attribute | None:
        """Attribute `failure_propagation_mode`."""
        return self._attribute("failure_propagation_mode")

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)

    @property
    def body(self) -> Region:
        """Region `body`."""
        return self._region(0)


@generated("transform.split_handle")
class SplitHandleOp(OpView):
    """`transform.split_handle`: Splits a handle or parameter into multiple values."""

    OPERATION_NAME: ClassVar[str] = "transform.split_handle"
    __slots__ = ()

    def __init__(
        self,
        handle: ValueLike | None = None,
        *,
        pass_through_empty_handle: object = None,
        fail_on_payload_too_small: object = None,
        overflow_result: object = None,
        results: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.split_handle` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                handle=handle,
                pass_through_empty_handle=pass_through_empty_handle,
                fail_on_payload_too_small=fail_on_payload_too_small,
                overflow_result=overflow_result,
                results=results,
            ),
        )

    @property
    def handle(self) -> Value:
        """Operand `handle`."""
        return self._value("operand", 0)

    @property
    def pass_through_empty_handle(self) -> Attribute | None:
        """Attribute `pass_through_empty_handle`."""
        return self._attribute("pass_through_empty_handle")

    @property
    def fail_on_payload_too_small(self) -> Attribute | None:
        """Attribute `fail_on_payload_too_small`."""
        return self._attribute("fail_on_payload_too_small")

    @property
    def overflow_result(self) -> Attribute | None:
        """Attribute `overflow_result`."""
        return self._attribute("overflow_result")

    @property
    def results(self) -> tuple[Value, ...]:
        """Result `results` (variadic)."""
        return self._values("result", 0)


@generated("transform.structured.match")
class MatchOp(OpView):
    """`transform.structured.match`: Match op with the specified constraints, within the target op."""

    OPERATION_NAME: ClassVar[str] = "transform.structured.match"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        ops: object = None,
        interface: object = None,
        op_attrs: object = None,
        filter_result_type: object = None,
        filter_operand_types: object = None,
        results: Type | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.structured.match` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                ops=ops,
                interface=interface,
                op_attrs=op_attrs,
                filter_result_type=filter_result_type,
                filter_operand_types=filter_operand_types,
                results=results,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def ops(self) -> Attribute | None:
        """Attribute `ops`."""
        return self._attribute("ops")

    @property
    def interface(self) -> Attribute | None:
        """Attribute `interface`."""
        return self._attribute("interface")

    @property
    def op_attrs(self) -> Attribute | None:
        """Attribute `op_attrs`."""
        return self._attribute("op_attrs")

    @property
    def filter_result_type(self) -> Attribute | None:
        """Attribute `filter_result_type`."""
        return self._attribute("filter_result_type")

    @property
    def filter_operand_types(self) -> Attribute | None:
        """Attribute `filter_operand_types`."""
        return self._attribute("filter_operand_types")

    @property
    def results(self) -> Value:
        """Result `results`."""
        return self._value("result", 0)

    @property
    def result(self) -> Value:
        """The result."""
        return self._value("result", 0)


@generated("transform.structured.tile_using_for")
class StructuredTileUsingForOp(OpView):
    """`transform.structured.tile_using_for`: Tile a LinalgOp (syntax only in pdlx)."""

    OPERATION_NAME: ClassVar[str] = "transform.structured.tile_using_for"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        dynamic_sizes: Sequence[ValueLike] | None = None,
        *,
        static_sizes: object = None,
        interchange: object = None,
        scalable_sizes: object = None,
        tiled_linalg_op: Type | None = None,
        loops: Sequence[Type] | None = None,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.structured.tile_using_for` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
                dynamic_sizes=dynamic_sizes,
                static_sizes=static_sizes,
                interchange=interchange,
                scalable_sizes=scalable_sizes,
                tiled_linalg_op=tiled_linalg_op,
                loops=loops,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)

    @property
    def dynamic_sizes(self) -> tuple[Value, ...]:
        """Operand `dynamic_sizes` (variadic)."""
        return self._values("operand", 1)

    @property
    def static_sizes(self) -> Attribute | None:
        """Attribute `static_sizes`."""
        return self._attribute("static_sizes")

    @property
    def interchange(self) -> Attribute | None:
        """Attribute `interchange`."""
        return self._attribute("interchange")

    @property
    def scalable_sizes(self) -> Attribute | None:
        """Attribute `scalable_sizes`."""
        return self._attribute("scalable_sizes")

    @property
    def tiled_linalg_op(self) -> Value:
        """Result `tiled_linalg_op`."""
        return self._value("result", 0)

    @property
    def loops(self) -> tuple[Value, ...]:
        """Result `loops` (variadic)."""
        return self._values("result", 1)


@generated("transform.verify")
class VerifyOp(OpView):
    """`transform.verify`: Verifies the targeted ops."""

    OPERATION_NAME: ClassVar[str] = "transform.verify"
    __slots__ = ()

    def __init__(
        self,
        target: ValueLike | None = None,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.verify` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                target=target,
            ),
        )

    @property
    def target(self) -> Value:
        """Operand `target`."""
        return self._value("operand", 0)


@generated("transform.with_pdl_patterns")
class WithPdlPatternsOp(OpView):
    """`transform.with_pdl_patterns`: Contains PDL patterns available for use in transforms."""

    OPERATION_NAME: ClassVar[str] = "transform.with_pdl_patterns"
    __slots__ = ()

    def __init__(
        self,
        root: ValueLike | None = None,
        *,
        loc: Location | None = None,
        result_types: Sequence[Type] | None = None,
        attributes: Mapping[str, Attribute] | None = None,
        regions: int = 0,
        builder: OpBuilder | None = None,
    ) -> None:
        """Build `transform.with_pdl_patterns` (see `OpView`)."""
        super().__init__(
            loc=loc,
            result_types=result_types,
            attributes=attributes,
            regions=regions,
            builder=builder,
            **given(
                root=root,
            ),
        )

    @property
    def root(self) -> Value | None:
        """Operand `root` (optional)."""
        return self._optional_value("operand", 0)

    @property
    def body(self) -> Region:
        """Region `body`."""
        return self._region(0)


@generated("transform.yield")
class YieldOp(OpView):
    """`transform.yield`: Yields operation handles from a transform IR region."""

    OPERATION_NAME: ClassVar[str] = "transform.yield"
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
        """Build `transform.yield` (see `OpView`)."""
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


alternatives = AlternativesOp
annotate = AnnotateOp
apply_conversion_patterns = ApplyConversionPatternsOp
apply_conversion_patterns_dialect_to_llvm = ApplyConversionPatternsDialectToLlvmOp
apply_cse = ApplyCseOp
apply_dce = ApplyDceOp
apply_licm = ApplyLicmOp
apply_patterns = ApplyPatternsOp
apply_patterns_canonicalization = ApplyPatternsCanonicalizationOp
apply_pdl_patterns = ApplyPdlPatternsOp
apply_registered_pass = ApplyRegisteredPassOp
cast = CastOp
collect_matching = CollectMatchingOp
debug_emit_param_as_remark = DebugEmitParamAsRemarkOp
debug_emit_remark_at = DebugEmitRemarkAtOp
foreach = ForeachOp
foreach_match = ForeachMatchOp
get_consumers_of_result = GetConsumersOfResultOp
get_defining_op = GetDefiningOpOp
get_operand = GetOperandOp
get_parent_op = GetParentOpOp
get_producer_of_operand = GetProducerOfOperandOp
get_result = GetResultOp
get_type = GetTypeOp
include = IncludeOp
loop_peel = LoopPeelOp
match_operation_empty = MatchOperationEmptyOp
match_operation_name = MatchOperationNameOp
match_param_cmpi = MatchParamCmpiOp
merge_handles = MergeHandlesOp
named_sequence = NamedSequenceOp
num_associations = NumAssociationsOp
param_constant = ParamConstantOp
pdl_match = PdlMatchOp
pdlx_get_users_of_result = PdlxGetUsersOfResultOp
pdlx_match_attribute = PdlxMatchAttributeOp
print = PrintOp
replicate = ReplicateOp
select = SelectOp
sequence = SequenceOp
split_handle = SplitHandleOp
StructuredMatchOp = MatchOp
structured_match = MatchOp
structured_tile_using_for = StructuredTileUsingForOp
verify = VerifyOp
with_pdl_patterns = WithPdlPatternsOp
yield_ = YieldOp


def __getattr__(name: str) -> type[OpView]:
    """Other spellings of the class names (`AddIOp` for `AddiOp`)."""
    return find_class(globals(), name, "transform")
