"""pdlx.testing: test-only extensions and helpers.

The property-testing toolkit: `programs` (hypothesis strategies of `func`,
`arith`, `scf` and `cf` programs), `arith_eval` (their reference
evaluator), `rewrite_props` (`check_rewrite`, `check_rewrite_set`),
`strategies` (generic payloads and matcher scripts), `machine` (a state
machine for snapshot edits) and `pytest_plugin` (fixtures, `--pdlx-seed`,
patterns that never fired). See docs/tutorial-first-rewrite.md.

Test-only extensions are what mlir-opt's *test build* registers and
upstream test files use (the `test` dialect's ops, ...). They are never
loaded by default: `pdlx-opt --pdlx-testing` (or `PDLX_TESTING=1` in the
environment, for harnesses that substitute `pdlx-opt` for `mlir-opt` in RUN
lines unchanged) calls `register_test_extensions` on its context (defined
in `pdlx.registration`, which registers everything pdlx ships).
"""

from __future__ import annotations

import os

from pdlx.registration import load_test_extensions as register_test_extensions

ENV_VAR = "PDLX_TESTING"
"""Set to a non-empty value other than "0" to load the test extensions in pdlx-opt."""


def testing_requested(flag: bool) -> bool:
    """Whether pdlx-opt should load the test extensions: the flag, or the
    environment variable."""
    value = os.environ.get(ENV_VAR, "")
    return flag or (value not in ("", "0"))


__all__ = ["ENV_VAR", "register_test_extensions", "testing_requested"]
