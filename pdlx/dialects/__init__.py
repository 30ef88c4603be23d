"""The dialects pdlx defines: each op's syntax and verifier, written with the
ODS API (`pdlx.ods`) through the public extension calls a user makes.

A dialect module exposes `register(ctx)`. This package only defines them:
what a context holds by default (these dialects plus the transform dialect,
the matcher compile hooks and the other extensions, which live in higher
layers) is decided by `pdlx.registration.load_all`.
"""

from __future__ import annotations

from collections.abc import Callable

from pdlx.dialects import (
    arith,
    builtin,
    cf,
    func,
    linalg,
    memref,
    pdl,
    pdl_interp,
    scf,
    spirv,
    tensor,
    vector,
)
from pdlx.ir.context import Context, Dialect, OpDef
from pdlx.ods import deferred_formats

DIALECTS: tuple[Callable[[Context], None], ...] = (
    builtin.register,
    func.register,
    arith.register,
    scf.register,
    cf.register,
    tensor.register,
    memref.register,  # the slivers transform tests use as payload
    vector.register,
    linalg.register,
    pdl.register,
    pdl_interp.register,
    spirv.register,  # the sliver a PDL lowering test needs
)
"""The `register(ctx)` functions of this package's dialects, in order."""


def register_dialects(ctx: Context) -> None:
    """Register the dialects of this package (not the transform dialect nor
    any extension: see `pdlx.registration.load_all`) into `ctx`."""
    for register in DIALECTS:
        register(ctx)


def load_core(ctx: Context) -> None:
    """`register_dialects` with the op formats compiled on first use (see
    `pdlx.ods.deferred_formats`). Everything pdlx ships, the transform
    dialect included, is `pdlx.registration.load_all`."""
    with deferred_formats():
        register_dialects(ctx)


__all__ = ["DIALECTS", "Context", "Dialect", "OpDef", "load_core", "register_dialects"]
