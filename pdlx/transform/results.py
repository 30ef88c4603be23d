"""What a transform op produces for each of its results (MLIR's TransformResults)."""

from __future__ import annotations

from collections.abc import Sequence

from pdlx.ir.attributes import Attribute
from pdlx.transform.types import HandleKind


class TransformResults:
    """Per result: a list of payload op ids, payload value ids, or params."""

    __slots__ = ("_kinds", "_slots")

    def __init__(self, kinds: Sequence[HandleKind]) -> None:
        self._kinds = list(kinds)
        self._slots: list[list[int | Attribute] | None] = [None] * len(kinds)

    def __len__(self) -> int:
        return len(self._slots)

    def set_ops(self, index: int, ops: Sequence[int]) -> None:
        """Result #`index` holds these payload ops."""
        self._set(index, ops)

    def set_values(self, index: int, values: Sequence[int]) -> None:
        """Result #`index` holds these payload values."""
        self._set(index, values)

    def set_params(self, index: int, params: Sequence[Attribute]) -> None:
        """Result #`index` holds these parameters."""
        self._set(index, params)

    def set_mapped(self, index: int, mapped: Sequence[int | Attribute]) -> None:
        """Set by the result's kind (MLIR's setMappedValues)."""
        self._set(index, mapped)

    def _set(self, index: int, values: Sequence[int | Attribute]) -> None:
        if self._slots[index] is not None:
            raise RuntimeError(f"result #{index} already set")
        self._slots[index] = list(values)

    def is_set(self, index: int) -> bool:
        return self._slots[index] is not None

    def get(self, index: int) -> list[int | Attribute]:
        v = self._slots[index]
        if v is None:
            raise RuntimeError(f"result #{index} was not set")
        return v

    def kind(self, index: int) -> HandleKind:
        return self._kinds[index]

    def set_remaining_to_empty(self) -> None:
        for i, v in enumerate(self._slots):
            if v is None:
                self._slots[i] = []
