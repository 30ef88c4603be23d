"""Deferred formats: an op defined inside `deferred_formats()` compiles its
format when first parsed or printed, not when defined (start-up speed)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from pdlx.ir.context import OpDef
from pdlx.ods.format.directives import CustomDirective, registered_directives
from pdlx.ods.format.program import FormatProgram, compile_format
from pdlx.ods.spec import OpSpec
from pdlx.syntax.asm import OpAsmParser, OpAsmPrinter

_DEFER_FORMATS: ContextVar[bool] = ContextVar("pdlx_defer_formats", default=False)


@contextmanager
def deferred_formats() -> Iterator[None]:
    """Within the block, `op(..., assembly_format=...)` compiles the format
    when the op is first parsed or printed, not when it is defined.

    For the core dialects only (`load_core`): compiling their ~160 formats
    with lark took ~0.2 s of every `pdlx-opt` start (lark's grammar ~0.08 s,
    the formats ~0.1 s), most of it for ops a run never meets. Their formats
    are known good (`compile_deferred_formats`, run by the tests, compiles
    every one of them); a user's op, defined outside this block, is
    compiled at once, so that a malformed format is reported when the op is
    defined."""
    token = _DEFER_FORMATS.set(True)
    try:
        yield
    finally:
        _DEFER_FORMATS.reset(token)


def formats_deferred() -> bool:
    """Whether formats defined now are compiled lazily (inside `deferred_formats`)."""
    return _DEFER_FORMATS.get()


class DeferredFormat:
    """Parse and print hooks that compile a format on first use; compiling
    then installs the real printer on the op. Custom directives resolve as
    they would have at definition time (the registered ones are captured
    when the op is defined)."""

    __slots__ = ("_directives", "_fmt", "_opdef", "_program", "_spec")

    def __init__(
        self, opdef: OpDef, spec: OpSpec, fmt: str, directives: dict[str, CustomDirective] | None
    ) -> None:
        self._opdef = opdef
        self._spec = spec
        self._fmt = fmt
        self._directives = {**registered_directives(), **(directives or {})}
        self._program: FormatProgram | None = None

    def compile(self) -> FormatProgram:
        """The compiled program (compiled now if it was not yet)."""
        program = self._program
        if program is None:
            program = self._program = compile_format(self._spec, self._fmt, self._directives)
            self._opdef.print = program.print
        return program

    def parse(self, p: OpAsmParser) -> None:
        """The op's parse hook until the format is compiled."""
        self.compile().parse(p)

    def print(self, p: OpAsmPrinter) -> None:
        """The op's print hook until compiling replaces it."""
        self.compile().print(p)
