"""`pdlx batch --engine dask` and `pdlx.batch(engine="dask")` (issue 17).

Clusters run on 127.0.0.1 only: one in-process LocalCluster (threads, not
processes: it starts in a fraction of a second) shared by the API tests,
and one LocalCluster of worker processes started by `pdlx batch` itself.
Each is closed by the test that starts it.
"""

from __future__ import annotations

import importlib.util
import json
import logging
import socket
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

distributed = pytest.importorskip("distributed", reason="the dask extra is not installed")

import pdlx  # noqa: E402
from pdlx.batching.dask_engine import stop_helper_pool  # noqa: E402

# The corpus and helpers of tests/app/test_batch.py (loaded by path: the
# suite imports test files as modules without a package).
_spec = importlib.util.spec_from_file_location(
    "_test_batch", Path(__file__).with_name("test_batch.py")
)
assert _spec is not None and _spec.loader is not None
tb = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(tb)


@pytest.fixture(scope="module")
def client() -> Iterator[distributed.Client]:
    cluster = distributed.LocalCluster(
        n_workers=2,
        threads_per_worker=1,
        processes=False,
        protocol="tcp://",
        host="127.0.0.1",
        dashboard_address=None,
        scheduler_kwargs={"dashboard_address": "127.0.0.1:0"},  # no fixed 8787
        silence_logs=logging.ERROR,
    )
    c = distributed.Client(cluster, set_as_default=False)
    try:
        yield c
    finally:
        stop_helper_pool()  # the in-process workers' helper processes
        c.close()
        cluster.close()


@pytest.mark.parametrize("files_per_task", [1, 3])
def test_api_on_a_cluster_matches_pdlx_opt(
    tmp_path: Path, client: distributed.Client, files_per_task: int
) -> None:
    d = tb.corpus(tmp_path)
    (d / "bad.mlir").write_text(tb.BAD)
    before = tb.digest(d)
    results = list(
        pdlx.batch(
            [d],
            script=tmp_path / "script.mlir",
            engine="dask",
            client=client,
            files_per_task=files_per_task,
        )
    )
    by_rel = {r.relpath: r for r in results}
    assert sorted(by_rel) == ["bad.mlir", "m1.mlir", "m2.mlir", "sub/m0.mlir"]
    for rel, r in by_rel.items():
        rc, out, err = tb.reference(d / rel, *tb.flags(tmp_path))
        assert (r.exit_status, r.stderr, r.output) == (rc, err, out if rc == 0 else None)
    assert tb.digest(d) == before


def test_time_limit_and_crash_on_a_cluster(tmp_path: Path, client: distributed.Client) -> None:
    """With a time limit the files run in each worker's helper process: a
    hang and a crash are that file's, the worker and the other files go on."""
    d = tb.corpus(tmp_path, 1)
    for kind in ("crash", "hang"):
        (d / f"{kind}.mlir").write_text(tb.fault(kind))
    ext = tmp_path / "fault_ext.py"
    ext.write_text(tb.FAULT_EXTENSION)
    results = pdlx.batch(
        [d],
        flags=[f"--load-pdlx-extension={ext}", "--allow-unregistered-dialect"],
        engine="dask",
        client=client,
        timeout_per_file=2,
    )
    status = {r.relpath: r.status for r in results}
    assert status == {"crash.mlir": "crashed", "hang.mlir": "timeout", "sub/m0.mlir": "ok"}


def test_cli_starts_and_closes_a_local_cluster(tmp_path: Path) -> None:
    d = tb.corpus(tmp_path)
    out_dir = tmp_path / "out"
    rc, out, err = tb.batch(
        *tb.flags(tmp_path), "--engine", "dask", "--jobs", "1", "--out", str(out_dir), str(d)
    )
    assert rc == 0, err
    summary = json.loads((out_dir / "summary.json").read_text())
    assert summary["engine"] == "dask"
    assert summary["totals"] == {"ok": 3}
    for rel in summary["files"]:
        assert (out_dir / rel).read_text() == tb.reference(d / rel, *tb.flags(tmp_path))[1]
    assert "total" in out


def test_scheduler_where_nothing_answers(tmp_path: Path) -> None:
    with socket.socket() as s:  # a port nothing listens on
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    d = tb.corpus(tmp_path, 1)
    before = tb.digest(tmp_path)
    out_dir = tmp_path / "out"
    start = time.monotonic()
    rc, _out, err = tb.batch(
        *tb.flags(tmp_path), "--engine", "dask", "--scheduler", f"tcp://127.0.0.1:{port}",
        "--out", str(out_dir), str(d),
    )  # fmt: skip
    assert time.monotonic() - start < 10
    assert rc == 2
    assert err.startswith(
        f"pdlx batch: error: no Dask scheduler answers at 'tcp://127.0.0.1:{port}': "
    ), err
    assert "Traceback" not in err
    assert not out_dir.exists()
    assert tb.digest(tmp_path) == before
