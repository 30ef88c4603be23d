"""Custom directives (`custom<Name>(...)` in a format): the Python functions
in the roles of MLIR's `parseName` / `printName`, and the process-wide
table of registered ones."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class CustomDirective:
    """`custom<Name>(...)` in a format: Python functions in the roles of
    MLIR's `parseName` / `printName`.

    `parse(p, *args)` gets the OpAsmParser and one argument per directive
    parameter: a `Cell` for each value it must produce (operands as
    `UnresolvedOperand` / list / None, `type(...)` as Type / list / None,
    attributes as Attribute or None, regions as region ids, successors as
    block ids), the current value for `ref(...)` parameters, the text for
    string parameters and the attribute dict (mutable) for `attr-dict`.
    It returns False when the directive is absent (only meaningful as the
    first element of an optional group), anything else when parsed.

    `print(p, op, *args)` gets the OpAsmPrinter, the op view and the current
    values (operand value ids / lists / None, types, attributes, region ids,
    block ids, strings, the op's attribute dict).
    """

    parse: Callable[..., object]
    print: Callable[..., None]


_DIRECTIVES: dict[str, CustomDirective] = {}


def register_custom_directive(name: str, directive: CustomDirective) -> None:
    """Make `custom<name>` available to every format compiled afterwards
    (a per-op `custom_directives=` entry takes precedence)."""
    _DIRECTIVES[name] = directive


def custom_directive(name: str) -> CustomDirective | None:
    """The directive registered as `name`, if any."""
    return _DIRECTIVES.get(name)


def registered_directives() -> dict[str, CustomDirective]:
    """A copy of the registered directives (what a deferred format captures
    when its op is defined)."""
    return dict(_DIRECTIVES)
