"""Generating Python functions from IR, safely and once.

Matchers and PDL decision trees become Python source compiled to functions.
Three rules keep that safe and debuggable:

* user data (op names, strings, attributes, types) never enters the source
  as text: it is interned in a constant table and the code refers to it as
  `K[3]`, so a matcher file that contains quotes, newlines or
  `__import__(...)` stays inert;
* identifiers in the source are generated (`v12`, `op3`), never derived from
  user input;
* compiled functions are cached by the hash of (source, constants), and the
  source is registered with `linecache`, so tracebacks and profilers show
  the generated lines.
"""

from __future__ import annotations

import hashlib
import linecache
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

_CACHE: dict[str, Callable[..., Any]] = {}


class CodeBuilder:
    """Lines of Python with indentation, plus the constants they use."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.indent = 0
        self.constants: list[Any] = []
        self._const_index: dict[tuple[type, Any], int] = {}
        self._names = 0

    def line(self, text: str) -> None:
        self.lines.append("    " * self.indent + text)

    @contextmanager
    def block(self, header: str) -> Iterator[None]:
        """`header:` then an indented body."""
        self.line(header)
        self.indent += 1
        try:
            yield
        finally:
            self.indent -= 1

    def const(self, value: Any) -> str:
        """An expression evaluating to `value`, by reference into the table."""
        try:
            key: tuple[type, Any] | None = (type(value), value)
            hash(key)
        except TypeError:
            key = None
        if key is not None and key in self._const_index:
            return f"K[{self._const_index[key]}]"
        self.constants.append(value)
        idx = len(self.constants) - 1
        if key is not None:
            self._const_index[key] = idx
        return f"K[{idx}]"

    def fresh(self, prefix: str = "v") -> str:
        """A new local variable name (generated, never from user input)."""
        self._names += 1
        return f"{prefix}{self._names}"

    def source(self) -> str:
        return "\n".join(self.lines) + "\n"


def _fingerprint(source: str, constants: list[Any]) -> str:
    h = hashlib.sha256(source.encode())
    for c in constants:
        h.update(b"\0")
        h.update(repr((type(c).__qualname__, c)).encode("utf-8", "surrogateescape"))
    return h.hexdigest()[:16]


def compile_function(
    builder: CodeBuilder, name: str, globals_: dict[str, Any] | None = None
) -> Callable[..., Any]:
    """Compile the builder's source, which must define `name`, and return it.

    The constant table is visible to the code as `K`; `globals_` adds helper
    functions. Equal source and constants return the cached function."""
    source = builder.source()
    key = _fingerprint(source, builder.constants) + ":" + name
    fn = _CACHE.get(key)
    if fn is not None:
        return fn
    filename = f"<pdlx-generated {name} {key[:16]}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    code = compile(source, filename, "exec")
    namespace: dict[str, Any] = {"K": tuple(builder.constants), "__builtins__": _SAFE_BUILTINS}
    if globals_:
        namespace.update(globals_)
    exec(code, namespace)
    fn = namespace[name]
    _CACHE[key] = fn
    return fn  # type: ignore[no-any-return]


def cache_size() -> int:
    return len(_CACHE)


# Generated code needs only a handful of builtins; nothing that imports,
# evaluates or opens.
_SAFE_BUILTINS: dict[str, Any] = {
    name: __builtins__[name] if isinstance(__builtins__, dict) else getattr(__builtins__, name)  # type: ignore[index]
    for name in (
        "len", "range", "enumerate", "zip", "isinstance", "tuple", "list", "dict", "set",
        "frozenset", "min", "max", "any", "all", "reversed", "sorted", "None", "True",
        "False", "int", "str", "KeyError", "IndexError",
    )
    if (isinstance(__builtins__, dict) and name in __builtins__) or hasattr(__builtins__, name)
}  # fmt: skip
