"""The snapshot state machine (pdlx.testing.machine) and the pytest plugin
(pdlx.testing.pytest_plugin): fixtures, --pdlx-seed, and the report of
patterns that never fired."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import run_state_machine_as_test

from pdlx.ir.context import Context
from pdlx.testing.machine import snapshot_machine
from pdlx.testing.strategies import payload_texts

pytest_plugins = ["pytester"]

SMALL = settings(
    max_examples=12,
    stateful_step_count=8,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)


def test_machine_on_registered_dialects() -> None:
    run_state_machine_as_test(snapshot_machine(), settings=SMALL)


def test_machine_on_generic_test_ops() -> None:
    # A user's own dialect: payload texts and the context it is registered in.
    run_state_machine_as_test(
        snapshot_machine(payload_texts(max_ops=8), ctx=Context.default()), settings=SMALL
    )


def test_machine_finds_a_payload_that_does_not_round_trip() -> None:
    # A payload whose generic and custom forms disagree cannot be made by
    # pdlx; a payload that does not verify is what the invariants catch.
    bad = st.just('"test.op"() : () -> ()\nfunc.func @f() -> i32 {\n  return\n}\n')
    with pytest.raises(AssertionError, match="does not verify"):
        run_state_machine_as_test(snapshot_machine(bad), settings=SMALL)


CONFTEST = """
pytest_plugins = ["pdlx.testing.pytest_plugin"]
"""

TESTS = """
import pytest
from hypothesis import HealthCheck, given, settings, strategies as st
from pdlx.pdl import PatternSet
from pdlx.testing.rewrite_props import check_rewrite

PS = PatternSet.parse(
    "Pattern Never {\\n  let root = op<arith.divui>(x: Value, y: Value);\\n"
    "  replace root with x;\\n}\\n",
    "never.pdll",
)

@settings(max_examples=5, deadline=None, database=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(data=st.data())
def test_never(data, pdlx_programs, pdlx_inputs, pdlx_fire_log):
    program = data.draw(pdlx_programs)
    check_rewrite(program, PS, data.draw(pdlx_inputs(program)))
    assert pdlx_fire_log.checks >= 1

@pytest.mark.pdlx_may_not_fire("@Never")
@settings(max_examples=3, deadline=None, database=None)
@given(data=st.data())
def test_exempt(data, pdlx_programs, pdlx_inputs, pdlx_context):
    program = data.draw(pdlx_programs)
    check_rewrite(program, PS, data.draw(pdlx_inputs(program)), ctx=pdlx_context)

@settings(max_examples=3, deadline=None, database=None)
@given(n=st.integers())
def test_seeded(n, pdlx_seed):
    with open("draws.txt", "a") as f:
        f.write(f"{pdlx_seed}:{n}\\n")
"""


# In process, the inner run's checks also reach this test's fire log.
@pytest.mark.pdlx_may_not_fire
def test_plugin_fails_a_test_whose_pattern_never_fired(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(TESTS)
    result = pytester.runpytest_inprocess("-q", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, failed=1)
    result.stdout.fnmatch_lines(["*1 pattern(s) never fired across * checked programs*: @Never*"])


@pytest.mark.pdlx_may_not_fire
def test_plugin_warn_mode_and_seed(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(TESTS)
    for _ in range(2):
        result = pytester.runpytest_inprocess(
            "-q",
            "-p",
            "no:cacheprovider",
            "--pdlx-unfired=warn",
            "--pdlx-seed=42",
            "-k",
            "never or seeded",
        )
        result.assert_outcomes(passed=2, warnings=1)
    lines = (pytester.path / "draws.txt").read_text().splitlines()
    assert lines[:3] == lines[3:] and lines[0].startswith("42:")
