"""Generating Python functions from IR, safely and once.

Matchers and PDL decision trees become Python source compiled to functions.
Three rules keep that safe and debuggable:

* user data (op names, strings, attributes, types) never enters the source
  as text: it is interned in a constant table and the code refers to it as
  `K[3]`, so a matcher file that contains quotes, newlines or
  `__import__(...)` stays inert;
* identifiers in the source are generated (`v12`, `op3`), never derived from
  user input;
* compiled code is cached by its source (constants are bound
  per function, never part of the key: two matchers differing only in a
  location or a message share code, not constants), and the source is
  registered with `linecache`, so tracebacks and profilers show the
  generated lines.
"""

from __future__ import annotations

import linecache
import zlib
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from types import CodeType
from typing import Any

_CACHE: dict[str, CodeType] = {}
"""Source -> compiled code object (keyed by the text itself: no collision
can hand one source another's code)."""


class GeneratedCodeError(Exception):
    """The generated source does not compile (CPython's limits: 100 levels
    of indentation, 20 nested loops or `try` blocks, the parser's own
    recursion). Code generators catch it and fall back: a matcher runs
    interpreted, a PDL module is compiled again with smaller functions."""


class CodeBuilder:
    """Lines of Python with indentation, plus the constants they use."""

    def __init__(
        self,
        constants: list[object] | None = None,
        const_index: dict[tuple[type, object], int] | None = None,
    ) -> None:
        """`constants`/`const_index`: a constant table to share with other
        builders (the functions of one compiled module index one table)."""
        self.lines: list[str] = []
        self.indent = 0
        self.constants: list[object] = [] if constants is None else constants
        self._const_index: dict[tuple[type, object], int] = (
            {} if const_index is None else const_index
        )
        self._names = 0

    def line(self, text: str) -> None:
        """Append a line at the current indentation."""
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

    def const(self, value: object) -> str:
        """An expression evaluating to `value`, by reference into the table."""
        try:
            key: tuple[type, object] | None = (type(value), value)
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
        """The whole source text."""
        return "\n".join(self.lines) + "\n"


def _fingerprint(source: str) -> str:
    """A short name for `source` in tracebacks (its `linecache` entry): 64
    bits of checksums (`zlib` imports in 0.5 ms, `hashlib` in 2 ms, which
    every PDL and matcher run paid for a sha256)."""
    data = source.encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(data):08x}{zlib.adler32(data):08x}"


def compile_function(
    builder: CodeBuilder, name: str, globals_: Mapping[str, object] | None = None
) -> Callable[..., Any]:
    """Compile the builder's source, which must define `name`, and return it
    bound to the builder's constants (visible to the code as `K`); `globals_`
    adds helper functions. The source is compiled once per process: equal
    source reuses the code object (a matcher parsed again, or another
    matcher of the same shape). Raises `GeneratedCodeError` when the source
    exceeds what CPython compiles."""
    source = builder.source()
    code = _CACHE.get(source)
    if code is None:
        filename = f"<pdlx-generated {name} {_fingerprint(source)}>"
        entry = (len(source), None, source.splitlines(True), filename)
        held = linecache.cache.get(filename)
        if held is not None and held != entry:
            # Another source with the same checksums: its traceback lines stay its own.
            filename = f"<pdlx-generated {name} {_fingerprint(source)} #{len(_CACHE)}>"
            entry = (entry[0], None, entry[2], filename)
        linecache.cache[filename] = entry
        try:
            code = compile(source, filename, "exec")
        except (SyntaxError, RecursionError, MemoryError) as e:
            del linecache.cache[filename]
            raise GeneratedCodeError(f"{type(e).__name__}: {e}") from e
        _CACHE[source] = code
    namespace: dict[str, object] = {"K": tuple(builder.constants), "__builtins__": _SAFE_BUILTINS}
    if globals_:
        namespace.update(globals_)
    exec(code, namespace)
    fn = namespace[name]
    assert callable(fn), name
    return fn


def cache_size() -> int:
    """How many distinct compiled sources the process holds."""
    return len(_CACHE)


# Generated code needs only a handful of builtins; nothing that imports,
# evaluates or opens.
_SAFE_BUILTINS: dict[str, object] = {
    name: __builtins__[name] if isinstance(__builtins__, dict) else getattr(__builtins__, name)
    for name in (
        "len", "range", "enumerate", "zip", "isinstance", "tuple", "list", "dict", "set",
        "frozenset", "min", "max", "any", "all", "reversed", "sorted", "None", "True",
        "False", "int", "str", "KeyError", "IndexError",
    )
    if (isinstance(__builtins__, dict) and name in __builtins__) or hasattr(__builtins__, name)
}  # fmt: skip
