"""Where the test data lives, named once so a test's own directory does not matter.

Tests mirror the package (tests/ir, tests/syntax, ..., tests/conformance); the
recorded corpora, the upstream MLIR files and pdlx's own lit tests sit under
tests/conformance and are shared by tests of every layer.
"""

from __future__ import annotations

from pathlib import Path

TESTS = Path(__file__).resolve().parent
"""The tests/ directory."""
REPO = TESTS.parent
"""The repository root (pdlx/, docs/, matchers/, rewrites/, examples/)."""
CONFORMANCE = TESTS / "conformance"
"""The corpora, upstream files, lit tests and their helper modules."""
CORPUS = CONFORMANCE / "corpus"
"""Recorded mlir-opt-22 runs, one directory per kind (errors, generic, std, ...)."""
UPSTREAM = CONFORMANCE / "upstream"
"""Verbatim upstream MLIR test files (see its LICENSE-NOTE.md and BASELINE.md)."""
LIT = CONFORMANCE / "lit"
"""pdlx's own lit tests, run by their RUN lines."""
