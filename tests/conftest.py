"""Shared test setup for every tests/<layer>/ directory.

Puts tests/ (for data_paths.py), tests/conformance (lit.py, corpus_cases.py)
and tests/ods (mini_transform.py) on sys.path: the suite runs with
`--import-mode=importlib` (pyproject.toml), so test files of the same name in
different directories do not clash, and helper modules are found here instead.
"""

from __future__ import annotations

import sys
from pathlib import Path

_TESTS = Path(__file__).resolve().parent
for _d in (_TESTS / "ods", _TESTS / "conformance", _TESTS):
    if str(_d) not in sys.path:
        sys.path.insert(0, str(_d))

# pdlx's own pytest plugin (fixtures, --pdlx-seed, patterns that never
# fired); an installed pdlx loads it through its `pytest11` entry point of
# the same name, which pytest then skips.
pytest_plugins = ["pdlx.testing.pytest_plugin"]
