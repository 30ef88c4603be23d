"""The lit fork server (tests/conformance/forkserver.py) is a faithful
stand-in for `python -m pdlx.cli`: same stdout, stderr and exit status, byte
for byte, on a success, on diagnostics, on a usage error, reading stdin in a
pipeline and loading an extension by module name from the cwd; and it is
really used (PDLX_FORKSERVER_STRICT turns its fallback to a fresh process
into an error)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import forkserver
import lit
import pytest

CH4 = lit.OWN / "ch4"
CH3_EXT = lit.ROOT / "examples" / "transform_ch3"

CASES = [
    pytest.param(
        "{opt} sequence.mlir --allow-unregistered-dialect --transform-interpreter", id="ok"
    ),
    pytest.param(
        "{opt} errors.mlir --allow-unregistered-dialect --transform-interpreter --split-input-file",
        id="diagnostics",
    ),
    pytest.param("{opt} --no-such-flag sequence.mlir", id="usage-error"),
    pytest.param("{opt} no_such_file.mlir", id="missing-file"),
    pytest.param(
        "cat sequence.mlir | {opt} --allow-unregistered-dialect 2>&1 | {opt} "
        "--allow-unregistered-dialect --mlir-print-op-generic -",
        id="pipeline-stdin",
    ),
    pytest.param(
        f"cd {CH3_EXT} && {{opt}} {CH4}/sequence.mlir --load-pdlx-extension=my_extension "
        "--allow-unregistered-dialect --transform-interpreter",
        id="extension-from-cwd",
    ),
]


def _bash(cmd: str, env: dict[str, str]) -> tuple[int, bytes, bytes]:
    p = subprocess.run(
        ["bash", "-o", "pipefail", "-c", cmd], cwd=CH4, capture_output=True, env=env, timeout=300
    )
    return p.returncode, p.stdout, p.stderr


@pytest.mark.parametrize("cmd", CASES)
def test_same_as_a_fresh_process(cmd: str, monkeypatch: pytest.MonkeyPatch) -> None:
    if lit.pdlx_opt().endswith("-m pdlx.cli"):
        pytest.skip("the fork server is off (PDLX_LIT_FORKSERVER=0 or no fork)")
    monkeypatch.setenv(forkserver.STRICT, "1")
    env = lit.lit_env()
    served = _bash(cmd.format(opt=lit.pdlx_opt()), env)
    fresh = _bash(cmd.format(opt=f"{lit.sys.executable} -m pdlx.cli"), env)
    assert b"forkserver:" not in served[2]
    assert served == fresh


def test_strict_mode_reports_a_different_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """The check the test above relies on can fail: a variable the server
    did not import pdlx under is caught."""
    if lit.pdlx_opt().endswith("-m pdlx.cli"):
        pytest.skip("the fork server is off (PDLX_LIT_FORKSERVER=0 or no fork)")
    env = {**lit.lit_env(), forkserver.STRICT: "1", "PDLX_FORKSERVER_TEST_EXTRA": "x"}
    rc, out, err = _bash(f"{lit.pdlx_opt()} sequence.mlir", env)
    assert (rc, out) == (125, b"")
    assert err == b"forkserver: environment differs: ['PDLX_FORKSERVER_TEST_EXTRA']\n"


def test_fallback_is_a_fresh_process(tmp_path: Path) -> None:
    """Without the strict flag, the same differing environment still gives
    pdlx-opt's own result (the worker execs `python -m pdlx.cli`)."""
    if lit.pdlx_opt().endswith("-m pdlx.cli"):
        pytest.skip("the fork server is off (PDLX_LIT_FORKSERVER=0 or no fork)")
    env = {**lit.lit_env(), "PDLX_FORKSERVER_TEST_EXTRA": "x"}
    env.pop(forkserver.STRICT, None)
    cmd = (
        "{opt} errors.mlir --allow-unregistered-dialect --transform-interpreter --split-input-file"
    )
    served = _bash(cmd.format(opt=lit.pdlx_opt()), env)
    fresh = _bash(cmd.format(opt=f"{lit.sys.executable} -m pdlx.cli"), env)
    assert served == fresh
