"""Native constraints and rewrites: Python functions PDL patterns call by name.

`pdl.apply_native_constraint "is_small"(...)` and `pdl.apply_native_rewrite
"make_const"(...)` name functions the pattern file cannot contain. MLIR
registers C++ functions on the `PDLPatternModule`; pdlx registers Python
functions in a `NativeRegistry`:

```python
from pdlx.pdl import native_constraint, native_rewrite

@native_constraint("is_small")
def is_small(rw, attr):             # rw: pdlx.pdl.PatternRewriter
    return attr.value < 16           # truthy: the constraint holds

@native_rewrite("negate")
def negate(rw, attr):
    return IntegerAttr(-attr.value, attr.type)
```

A name is resolved only from registries, never by importing anything a
file mentions: a pattern file cannot make pdlx run code that was not
registered on purpose. An unknown name is reported, at the op that uses it,
before any matching starts.

**Arguments** arrive by PDL kind: `!pdl.operation` and `!pdl.value` as the
integer ids of the payload op / value (read them through the rewriter:
`rw.name(op)`, `rw.operands(op)`, `rw.type_of(value)`, `rw.op(op)` for a
view), `!pdl.type` as a `Type`, `!pdl.attribute` as an `Attribute`, and
`!pdl.range<...>` as a tuple of those.

**Results**: a constraint without results returns a truth value; with one
result it returns the value (a tuple for a range) or None to fail; with
several, a list or tuple of them, or None. A rewrite returns nothing, the
value, or a list/tuple in the same way, and fails by raising
`NativeRewriteFailure` (pdlx then restores the payload as it was before the
pattern started).
"""

from __future__ import annotations

import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal, TypeVar

from pdlx.ir.context import Context

F = TypeVar("F", bound=Callable[..., Any])
Kind = Literal["constraint", "rewrite"]


class NativeRewriteFailure(Exception):
    """Raised by a native rewrite (or constraint) to report failure."""


@dataclass(frozen=True)
class NativeFunction:
    name: str
    kind: Kind
    fn: Callable[..., Any]


class NativeRegistry:
    """Named native functions; a registry may fall back to a parent."""

    def __init__(self, parent: NativeRegistry | None = None) -> None:
        self.parent = parent
        self._constraints: dict[str, NativeFunction] = {}
        self._rewrites: dict[str, NativeFunction] = {}

    def register_constraint(self, name: str, fn: Callable[..., Any]) -> None:
        """Register (or, as MLIR allows, re-register) a constraint."""
        self._constraints[name] = NativeFunction(name, "constraint", fn)

    def register_rewrite(self, name: str, fn: Callable[..., Any]) -> None:
        self._rewrites[name] = NativeFunction(name, "rewrite", fn)

    def constraint(self, name: str | None = None) -> Callable[[F], F]:
        """Decorator: register the function as a constraint (default name:
        the function's own)."""

        def deco(fn: F) -> F:
            self.register_constraint(name or fn.__name__, fn)
            return fn

        return deco

    def rewrite(self, name: str | None = None) -> Callable[[F], F]:
        """Decorator: register the function as a rewrite."""

        def deco(fn: F) -> F:
            self.register_rewrite(name or fn.__name__, fn)
            return fn

        return deco

    def lookup(self, kind: Kind, name: str) -> NativeFunction | None:
        r: NativeRegistry | None = self
        while r is not None:
            table = r._constraints if kind == "constraint" else r._rewrites
            f = table.get(name)
            if f is not None:
                return f
            r = r.parent
        return None

    def names(self, kind: Kind) -> list[str]:
        out: dict[str, None] = {}
        r: NativeRegistry | None = self
        while r is not None:
            out.update(dict.fromkeys(r._constraints if kind == "constraint" else r._rewrites))
            r = r.parent
        return sorted(out)


DEFAULT_REGISTRY = NativeRegistry()
"""Where `@native_constraint` / `@native_rewrite` register."""

_BY_CONTEXT: weakref.WeakKeyDictionary[Context, NativeRegistry] = weakref.WeakKeyDictionary()


def registry_for(ctx: Context | None) -> NativeRegistry:
    """The registry patterns see in `ctx`: its own functions (the test
    extensions register theirs there) falling back to the default one."""
    if ctx is None:
        return DEFAULT_REGISTRY
    r = _BY_CONTEXT.get(ctx)
    if r is None:
        r = _BY_CONTEXT[ctx] = NativeRegistry(DEFAULT_REGISTRY)
    return r


def native_constraint(name: str | None = None) -> Callable[[F], F]:
    """Register a native constraint in the default registry."""
    return DEFAULT_REGISTRY.constraint(name)


def native_rewrite(name: str | None = None) -> Callable[[F], F]:
    """Register a native rewrite in the default registry."""
    return DEFAULT_REGISTRY.rewrite(name)


__all__ = [
    "DEFAULT_REGISTRY",
    "NativeFunction",
    "NativeRegistry",
    "NativeRewriteFailure",
    "native_constraint",
    "native_rewrite",
    "registry_for",
]
