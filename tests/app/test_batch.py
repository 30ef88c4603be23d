"""`pdlx batch` and `pdlx.batch` with the local engine (issue 17).

Every output is compared with what pdlx-opt prints for the same file and
flags; a file's failure (bad input, a crash, a time limit, MemoryError, a
bug) stays that file's; bad invocations are refused before anything is
written, and no input file is ever modified.
"""

from __future__ import annotations

import hashlib
import io
import json
import os
from pathlib import Path

import pytest

import pdlx
from pdlx import command
from pdlx.batching import BatchInputError
from pdlx.batching import command as batch_command
from pdlx.batching.files import write_atomic
from pdlx.cli import run as pdlx_opt

SCRIPT = """\
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %f = transform.structured.match ops{["func.func"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.annotate %f "seen" : !transform.any_op
    transform.yield
  }
}
"""

PAYLOAD = """\
func.func @f{i}(%a: i32) -> i32 {{
  %0 = arith.addi %a, %a : i32
  return %0 : i32
}}
"""

BAD = """\
func.func @g(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i64
  return %0 : i32
}
"""

# A test extension: op `batchtest.fault` misbehaves when verified, as its
# `kind` says (a crash, a hang, running out of memory, a bug).
FAULT_EXTENSION = """\
import os
import time

from pdlx import ods


def _verify(op, *rest):
    kind = op.attr("kind")
    kind = getattr(kind, "value", None)
    if kind == "crash":
        os._exit(7)
    if kind == "hang":
        time.sleep(60)
    if kind == "oom":
        raise MemoryError()
    if kind == "bug":
        raise RuntimeError("boom")
    return []


def register(ctx):
    ctx.register_op(ods.op("batchtest.fault", verify=_verify))
"""


def fault(kind: str) -> str:
    return f'"batchtest.fault"() {{kind = "{kind}"}} : () -> ()\n'


def corpus(root: Path, n: int = 3) -> Path:
    """`in/` with n good payloads (one in a subdirectory) and a script."""
    d = root / "in"
    (d / "sub").mkdir(parents=True)
    for i in range(n):
        (d / ("sub" if i == 0 else "") / f"m{i}.mlir").write_text(PAYLOAD.format(i=i))
    (root / "script.mlir").write_text(SCRIPT)
    return d


def flags(root: Path) -> list[str]:
    return [
        f"--transform-preload-library=transform-library-paths={root / 'script.mlir'}",
        "--transform-interpreter",
    ]


def digest(d: Path) -> dict[str, str]:
    """Every file under d with its SHA-256 (inputs must never change)."""
    return {
        str(p): hashlib.sha256(p.read_bytes()).hexdigest()
        for p in sorted(d.rglob("*"))
        if p.is_file() and not p.is_symlink()
    }


def batch(*argv: str, tty: bool = False) -> tuple[int, str, str]:
    out = io.StringIO()
    err = _Tty() if tty else io.StringIO()
    rc = batch_command.main(list(argv), stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


class _Tty(io.StringIO):
    def isatty(self) -> bool:
        return True


def reference(path: Path, *fl: str) -> tuple[int, str, str]:
    out, err = io.StringIO(), io.StringIO()
    rc = pdlx_opt([*fl, str(path)], stdout=out, stderr=err)
    return rc, out.getvalue(), err.getvalue()


def test_outputs_summary_and_table_match_pdlx_opt(tmp_path: Path) -> None:
    d = corpus(tmp_path)
    (d / "bad.mlir").write_text(BAD)
    before = digest(d)
    out_dir = tmp_path / "out"
    rc, out, err = batch(*flags(tmp_path), "--jobs", "2", "--out", str(out_dir), str(d), tty=True)
    assert rc == 1, err
    assert "file/s" in err  # the progress bar, on a terminal
    summary = json.loads((out_dir / "summary.json").read_text())
    files = summary["files"]
    assert sorted(files) == ["bad.mlir", "m1.mlir", "m2.mlir", "sub/m0.mlir"]
    assert summary["totals"] == {"ok": 3, "failed": 1}
    for rel, entry in files.items():
        rc_ref, out_ref, err_ref = reference(d / rel, *flags(tmp_path))
        assert entry["exit_status"] == rc_ref
        assert entry["stderr"] == err_ref
        if rc_ref == 0:
            assert entry["status"] == "ok"
            assert (out_dir / rel).read_text() == out_ref
            assert entry["ops_in"] == entry["ops_out"] == 4
        else:
            assert entry["status"] == "failed"
            assert not (out_dir / rel).exists()
            [diag] = entry["diagnostics"]
            assert diag["severity"] == "error"
            assert (diag["file"], diag["line"], diag["col"]) == (str(d / rel), 2, 19)
            assert diag["message"] in err_ref
            [note] = diag["notes"]
            assert (note["severity"], note["line"], note["message"]) == (
                "note",
                1,
                "prior use here",
            )
    assert "transform.annotate" not in (out_dir / "m1.mlir").read_text()
    assert "seen" in (out_dir / "m1.mlir").read_text()
    # the table: every file of a small batch, and the totals
    assert "bad.mlir" in out and "failed" in out and "total" in out
    assert "2:19: use of value '%a' expects different type" in out
    assert digest(d) == before
    assert not list(out_dir.rglob(".pdlx-*"))  # no temporary file left


def test_isolation_crash_timeout_memory_error_and_bug(tmp_path: Path) -> None:
    d = corpus(tmp_path, 2)
    for kind in ("crash", "hang", "oom", "bug"):
        (d / f"{kind}.mlir").write_text(fault(kind))
    ext = tmp_path / "fault_ext.py"
    ext.write_text(FAULT_EXTENSION)
    before = digest(d)
    out_dir = tmp_path / "out"
    rc, out, err = batch(
        f"--load-pdlx-extension={ext}", "--allow-unregistered-dialect",
        "--jobs", "2", "--timeout-per-file", "2", "--no-progress",
        "--out", str(out_dir), str(d),
    )  # fmt: skip
    assert rc == 1, err
    files = json.loads((out_dir / "summary.json").read_text())["files"]
    status = {rel: e["status"] for rel, e in files.items()}
    assert status == {
        "crash.mlir": "crashed",
        "hang.mlir": "timeout",
        "oom.mlir": "failed",
        "bug.mlir": "failed",
        "m1.mlir": "ok",
        "sub/m0.mlir": "ok",
    }
    message = {rel: e["diagnostics"][0]["message"] for rel, e in files.items() if e["diagnostics"]}
    assert "exit code 7" in message["crash.mlir"]
    assert "longer than 2 s (--timeout-per-file)" in message["hang.mlir"]
    assert "MemoryError" in message["oom.mlir"] or "out of memory" in message["oom.mlir"]
    assert "boom" in message["bug.mlir"]
    assert files["crash.mlir"]["diagnostics"][0]["file"] == str(d / "crash.mlir")
    for kind in ("crash", "hang", "oom", "bug"):
        assert not (out_dir / f"{kind}.mlir").exists()
    assert (out_dir / "m1.mlir").exists() and (out_dir / "sub" / "m0.mlir").exists()
    assert "Traceback" not in err + out
    assert digest(d) == before


def test_resume_skips_up_to_date_files_only(tmp_path: Path) -> None:
    d = corpus(tmp_path)
    out_dir = tmp_path / "out"
    common = [*flags(tmp_path), "--jobs", "1", "--no-progress", "--out", str(out_dir), str(d)]
    assert batch(*common)[0] == 0
    first = json.loads((out_dir / "summary.json").read_text())["files"]
    # one input changes; a stray output of an earlier run is not an input
    (d / "m1.mlir").write_text(PAYLOAD.format(i=9))
    rc, _out, err = batch(*common, "--resume")
    assert rc == 0, err
    files = json.loads((out_dir / "summary.json").read_text())["files"]
    assert {rel: e["status"] for rel, e in files.items()} == {
        "m1.mlir": "ok",
        "m2.mlir": "skipped",
        "sub/m0.mlir": "skipped",
    }
    assert "@f9" in (out_dir / "m1.mlir").read_text()
    assert files["m2.mlir"]["ops_in"] == first["m2.mlir"]["ops_in"]
    # a removed output is written again
    (out_dir / "m2.mlir").unlink()
    batch(*common, "--resume")
    files = json.loads((out_dir / "summary.json").read_text())["files"]
    assert files["m2.mlir"]["status"] == "ok" and files["sub/m0.mlir"]["status"] == "skipped"
    # a changed script (a file the flags name) makes every output stale
    (tmp_path / "script.mlir").write_text(SCRIPT.replace('"seen"', '"seen2"'))
    batch(*common, "--resume")
    files = json.loads((out_dir / "summary.json").read_text())["files"]
    assert {e["status"] for e in files.values()} == {"ok"}
    assert "seen2" in (out_dir / "sub" / "m0.mlir").read_text()


def test_api_yields_results_as_they_complete(tmp_path: Path) -> None:
    d = corpus(tmp_path)
    (d / "bad.mlir").write_text(BAD)
    results = list(pdlx.batch([d], script=tmp_path / "script.mlir", jobs=2))
    by_rel = {r.relpath: r for r in results}
    assert sorted(by_rel) == ["bad.mlir", "m1.mlir", "m2.mlir", "sub/m0.mlir"]
    for rel, r in by_rel.items():
        rc, out, err = reference(d / rel, *flags(tmp_path))
        assert (r.exit_status, r.stderr) == (rc, err)
        assert r.output == (out if rc == 0 else None)
        assert r.ok == (rc == 0)
    assert by_rel["bad.mlir"].diagnostics[0].line == 2
    assert not (tmp_path / "out").exists()  # without `out`, nothing is written


def test_api_bad_arguments(tmp_path: Path) -> None:
    d = corpus(tmp_path, 1)
    with pytest.raises(TypeError, match="files: expected paths"):
        pdlx.batch([42])  # type: ignore[list-item]
    with pytest.raises(BatchInputError, match="unknown engine 'spark'"):
        pdlx.batch([d], engine="spark")
    with pytest.raises(BatchInputError, match="--jobs must be a positive integer"):
        pdlx.batch([d], jobs=0)
    with pytest.raises(BatchInputError, match="cannot read"):
        pdlx.batch([d], script=tmp_path / "nope.mlir")
    with pytest.raises(BatchInputError, match="--timeout-per-file must be a positive number"):
        pdlx.batch([d], timeout_per_file=-1)
    with pytest.raises(BatchInputError, match="Unknown command line argument '--no-such-flag'"):
        pdlx.batch([d], flags=["--no-such-flag"])


def test_bad_input_refused_before_anything_is_written(tmp_path: Path) -> None:
    d = corpus(tmp_path)
    empty = tmp_path / "empty"
    (empty / "deeper").mkdir(parents=True)
    (empty / "notes.txt").write_text("no mlir here")
    before = digest(tmp_path)
    out_dir = tmp_path / "out"
    cases = [
        ([str(tmp_path / "missing.mlir")], "cannot read '" + str(tmp_path / "missing.mlir")),
        ([str(empty)], f"'{empty}' holds no .mlir files"),
        ([str(d), "--out", str(d / "results")], "is inside the input directory"),
        (
            [str(d), "--out", str(out_dir), "--scheduler", "tcp://127.0.0.1:1"],
            "needs --engine dask",
        ),
        ([str(d), "--out", str(out_dir), "--jobs", "0"], "--jobs must be a positive integer"),
        ([str(d), "--out", str(out_dir), "--files-per-task", "4"], "needs --engine dask"),
        (
            [str(d), "--out", str(out_dir), f"--pdlx-trace={tmp_path / 't.json'}"],
            "--pdlx-trace records one run",
        ),
        ([str(d)], "the output directory is required: --out DIR"),
    ]
    for args, message in cases:
        argv = [*flags(tmp_path), *args]
        if "--out" not in args and "required" not in message:
            argv += ["--out", str(out_dir)]
        rc, _out, err = batch(*argv)
        assert rc == 2, (args, err)
        assert message in err, (args, err)
        assert err.startswith("pdlx batch: error: ")
        assert "Traceback" not in err
        assert not out_dir.exists() and not (d / "results").exists()
    # an extension that does not load: the same, before any file runs
    rc, _, err = batch("--load-pdlx-extension=/nonexistent/ext.py", "--out", str(out_dir), str(d))
    assert (rc, err) == (
        2,
        "pdlx batch: cannot load extension '/nonexistent/ext.py': no such file\n",
    )
    # a bad flag: LLVM's "Unknown command line argument" (as pdlx-opt's) and status 2
    rc, _, err = batch("--no-such-flag", "--out", str(out_dir), str(d))
    assert rc == 2 and "pdlx batch: Unknown command line argument '--no-such-flag'" in err
    assert not out_dir.exists()
    assert digest(tmp_path) == before


def test_unreadable_file_is_that_files_failure(tmp_path: Path) -> None:
    d = corpus(tmp_path, 2)
    (d / "gone.mlir").symlink_to(tmp_path / "nowhere.mlir")
    out_dir = tmp_path / "out"
    (out_dir / "m1.mlir").mkdir(parents=True)  # an output that cannot be written
    rc, _out, err = batch(*flags(tmp_path), "--jobs", "1", "--out", str(out_dir), str(d))
    assert rc == 1, err
    files = json.loads((out_dir / "summary.json").read_text())["files"]
    assert files["gone.mlir"]["status"] == "failed"
    assert files["gone.mlir"]["diagnostics"][0]["message"] == (
        f"Could not open input file '{d / 'gone.mlir'}': No such file or directory"
    )
    assert files["m1.mlir"]["status"] == "failed"
    assert files["m1.mlir"]["diagnostics"][0]["message"] == (
        f"cannot write output '{out_dir / 'm1.mlir'}': Is a directory"
    )
    assert files["sub/m0.mlir"]["status"] == "ok"
    assert "Traceback" not in err


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads files without read permission")
def test_file_without_read_permission(tmp_path: Path) -> None:
    d = corpus(tmp_path, 2)
    locked = d / "locked.mlir"
    locked.write_text(PAYLOAD.format(i=5))
    locked.chmod(0)
    out_dir = tmp_path / "out"
    rc, _, _ = batch(*flags(tmp_path), "--jobs", "1", "--out", str(out_dir), str(d))
    assert rc == 1
    files = json.loads((out_dir / "summary.json").read_text())["files"]
    assert "Permission denied" in files["locked.mlir"]["diagnostics"][0]["message"]


def test_write_atomic_leaves_old_file_on_failure(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = tmp_path / "o" / "a.mlir"
    write_atomic(str(target), "old\n")

    def fail(src: str, dst: str) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", fail)
    with pytest.raises(OSError):
        write_atomic(str(target), "new\n")
    assert target.read_text() == "old\n"
    assert [p.name for p in target.parent.iterdir()] == ["a.mlir"]


def test_pdlx_command(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    d = corpus(tmp_path, 1)
    assert command.run(["opt", str(d / "sub" / "m0.mlir")]) == 0
    assert "func.func @f0" in capsys.readouterr().out
    assert command.run(["frobnicate"]) == 2
    assert "pdlx: unknown command 'frobnicate'" in capsys.readouterr().err
    assert command.run(["--help"]) == 0
    assert "batch" in capsys.readouterr().out


ARITH = """\
func.func @h{i}(%x: i32) -> i32 {{
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %x, %c0 : i32
  return %0 : i32
}}
"""


def test_worker_loads_library_and_patterns_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """In one worker, the preloaded library is parsed once and the
    `--apply-pdl` patterns compiled once for all its files; the outputs are
    pdlx-opt's."""
    import pdlx.batching.job as job_module
    import pdlx.transform.passes as transform_passes

    d = corpus(tmp_path, 0)
    for i in range(3):
        (d / f"a{i}.mlir").write_text(ARITH.format(i=i))
    patterns = Path(__file__).resolve().parents[2] / "rewrites" / "arith_simplify.pdll"
    calls = {"library": 0, "patterns": 0}

    def counting(name: str, fn):  # type: ignore[no-untyped-def]
        def wrapper(*args, **kwargs):  # type: ignore[no-untyped-def]
            calls[name] += 1
            return fn(*args, **kwargs)

        return wrapper

    monkeypatch.setattr(
        transform_passes, "load_library", counting("library", transform_passes.load_library)
    )
    monkeypatch.setattr(
        job_module,
        "load_apply_pdl_patterns",
        counting("patterns", job_module.load_apply_pdl_patterns),
    )
    fl = [*flags(tmp_path), f"--apply-pdl={patterns}"]
    job = job_module.Job(tuple(fl), str(tmp_path))  # a job of its own: a fresh worker state
    paths = [d / f"a{i}.mlir" for i in range(3)]
    results = [job_module.run_file(job, str(p), p.name) for p in paths]
    assert calls == {"library": 1, "patterns": 1}
    for path, r in zip(paths, results, strict=True):
        _rc, out, err = reference(path, *fl)
        assert (r.status, r.output, r.stderr) == ("ok", out, err)
        assert "arith.addi" not in out and "seen" in out
