"""pdlx.testing: test-only extensions and helpers.

Test-only extensions are what mlir-opt's *test build* registers and
upstream test files use (the `test` dialect's ops, ...). They are never
loaded by default: `pdlx-opt --pdlx-testing` (or `PDLX_TESTING=1` in the
environment, for harnesses that substitute `pdlx-opt` for `mlir-opt` in RUN
lines unchanged) calls `register_test_extensions` on its context.
"""

from __future__ import annotations

from pdlx.ir.context import Context

ENV_VAR = "PDLX_TESTING"
"""Set to a non-empty value other than "0" to load the test extensions in pdlx-opt."""


def register_test_extensions(ctx: Context) -> None:
    """Register every test-only extension into `ctx` (a context of its own:
    never `Context.default()`, which production code shares)."""
    from pdlx.pdl.natives import registry_for
    from pdlx.testing import pdl_natives, test_dialect, transform_ext

    test_dialect.register(ctx)
    transform_ext.register(ctx)
    pdl_natives.register_test_natives(registry_for(ctx))


def testing_requested(flag: bool) -> bool:
    """Whether pdlx-opt should load the test extensions: the flag, or the
    environment variable."""
    import os

    value = os.environ.get(ENV_VAR, "")
    return flag or (value not in ("", "0"))
