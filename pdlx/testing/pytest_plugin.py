"""pdlx's pytest plugin: fixtures for property tests of rewrites and
matchers, a seed option, and the check that every pattern under test fired.

Installed with pdlx (the `pytest11` entry point), or loaded explicitly with
`pytest -p pdlx.testing.pytest_plugin`. It needs hypothesis (the `test`
extra); without it the plugin only adds its options.

- `--pdlx-seed=N` seeds every hypothesis test (reproducible runs; the
  `pdlx_seed` fixture gives N to tests that run hypothesis themselves).
- `--pdlx-unfired=fail|warn|off` (default `fail`): after a test that
  called `check_rewrite`, patterns that never fired across all of its
  examples fail the test (or warn), naming them: a pattern that never
  fired was never tested. `@pytest.mark.pdlx_may_not_fire("@Name", ...)`
  exempts patterns (no names: all) for one test.
- Fixtures: `pdlx_context` (the default context), `pdlx_programs` (a
  strategy of `func`/`arith`/`scf`/`cf` programs), `pdlx_inputs` (the
  function drawing argument rows for a program), `pdlx_payloads` (generic
  payload modules of test ops), `pdlx_fire_log` (this test's `FireLog`).
"""

from __future__ import annotations

import importlib.util
import warnings
from collections.abc import Callable, Generator
from typing import TYPE_CHECKING

import pytest

from pdlx.ir.context import Context

HAVE_HYPOTHESIS = importlib.util.find_spec("hypothesis") is not None
"""The plugin is loaded wherever pdlx is installed; hypothesis may not be."""

if HAVE_HYPOTHESIS:
    import hypothesis
    from hypothesis import strategies as st

    from pdlx.testing.programs import Program, inputs_for, programs
    from pdlx.testing.rewrite_props import INT_TYPES, FireLog, fire_log
    from pdlx.testing.strategies import payload_texts

if TYPE_CHECKING:
    from pdlx.testing.arith_eval import Scalar

LOG_KEY = pytest.StashKey["FireLog"]()
"""Where a test's fire log is kept between its setup and its call."""


def pytest_addoption(parser: pytest.Parser) -> None:
    """The plugin's options."""
    group = parser.getgroup("pdlx", "pdlx property testing")
    group.addoption(
        "--pdlx-seed",
        dest="pdlx_seed",
        type=int,
        default=None,
        help="seed every hypothesis test with this integer (reproducible runs)",
    )
    group.addoption(
        "--pdlx-unfired",
        dest="pdlx_unfired",
        choices=("fail", "warn", "off"),
        default="fail",
        help="what to do when a pattern checked by check_rewrite never fired in a test "
        "(default: fail)",
    )


def pytest_configure(config: pytest.Config) -> None:
    """Register the marker."""
    config.addinivalue_line(
        "markers",
        "pdlx_may_not_fire(*labels): patterns (e.g. '@Name'; none: all) this test need not "
        "see fire",
    )


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Apply `--pdlx-seed` to every hypothesis test."""
    seed = config.getoption("pdlx_seed")
    if seed is None or not HAVE_HYPOTHESIS:
        return
    for item in items:
        fn = getattr(item, "obj", None)
        fn = getattr(fn, "__func__", fn)
        if fn is not None and hypothesis.is_hypothesis_test(fn):
            hypothesis.seed(seed)(fn)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """A fresh fire log per test (the `pdlx_fire_log` fixture reads it)."""
    if HAVE_HYPOTHESIS:
        item.stash[LOG_KEY] = FireLog()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, None, None]:
    """Run the test with its fire log active; then report patterns that
    never fired."""
    if not HAVE_HYPOTHESIS or LOG_KEY not in item.stash:
        return (yield)
    log = item.stash[LOG_KEY]
    with fire_log(log, check=False):
        result = yield
    mode = item.config.getoption("pdlx_unfired")
    marker = item.get_closest_marker("pdlx_may_not_fire")
    if mode == "off" or (marker is not None and not marker.args):
        return result
    exempt = set(marker.args) if marker is not None else set()
    missing = [p for p in log.never_fired() if p not in exempt]
    if missing:
        text = log.report(exempt)
        if mode == "fail":
            raise AssertionError(text)
        warnings.warn(text, stacklevel=1)
    return result


@pytest.fixture(scope="session")
def pdlx_seed(request: pytest.FixtureRequest) -> int | None:
    """The `--pdlx-seed` value (None when not given)."""
    seed: int | None = request.config.getoption("pdlx_seed")
    return seed


@pytest.fixture(scope="session")
def pdlx_context() -> Context:
    """The default context: every dialect pdlx ships, registered."""
    return Context.default()


@pytest.fixture
def pdlx_fire_log(request: pytest.FixtureRequest) -> FireLog:
    """The fire counts of this test's `check_rewrite` calls (one log for
    all the examples of a hypothesis test: suppress hypothesis's
    `function_scoped_fixture` health check to use it with `@given`)."""
    if not HAVE_HYPOTHESIS:
        pytest.skip("pdlx_fire_log needs hypothesis (pip install pdlx[test])")
    log: FireLog = request.node.stash[LOG_KEY]
    return log


@pytest.fixture(scope="session")
def pdlx_programs() -> st.SearchStrategy[Program]:
    """Programs of `func`, `arith`, `scf` and `cf` over integer and float
    types (`pdlx.testing.programs.programs`); draw with `data.draw(...)`."""
    if not HAVE_HYPOTHESIS:
        pytest.skip("pdlx_programs needs hypothesis (pip install pdlx[test])")
    return programs(int_types=INT_TYPES, float_types=("f32", "f64"))


@pytest.fixture(scope="session")
def pdlx_inputs() -> Callable[[Program], st.SearchStrategy[list[list[Scalar]]]]:
    """`inputs_for`: argument rows for a drawn program."""
    if not HAVE_HYPOTHESIS:
        pytest.skip("pdlx_inputs needs hypothesis (pip install pdlx[test])")
    return inputs_for


@pytest.fixture(scope="session")
def pdlx_payloads() -> st.SearchStrategy[str]:
    """Generic payload modules of unregistered test ops, with nested regions
    and several blocks (`pdlx.testing.strategies.payload_texts`)."""
    if not HAVE_HYPOTHESIS:
        pytest.skip("pdlx_payloads needs hypothesis (pip install pdlx[test])")
    return payload_texts()
