"""One input file of a batch, run where the work happens (a pool worker
process, a Dask worker's helper process).

A worker keeps what does not depend on the file for all its files: the
parsed command line, the context with its extensions, the preloaded
transform library (so the matchers compiled on it, which are cached per
transform IR snapshot, are compiled once) and the compiled patterns of
`--apply-pdl`. Everything here is picklable by reference (module-level
functions, frozen records), which is what both engines need.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import os
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field, replace

from pdlx import passes
from pdlx.cli import Options, build_context, parse_command_line, process_input
from pdlx.ir.context import Context
from pdlx.ir.diagnostics import Diagnostic, DiagnosticSink, Severity
from pdlx.ir.snapshot import Snapshot
from pdlx.passes import PassContext, PassInfo, PassInstance
from pdlx.pdl.engine import PatternSet, load_apply_pdl_patterns, run_apply_pdl_pass
from pdlx.support.deep import run_deep
from pdlx.support.gcpause import paused_gc
from pdlx.support.timing import Timing
from pdlx.transform.passes import LIBRARY_KEY

OK = "ok"
FAILED = "failed"
TIMEOUT = "timeout"
CRASHED = "crashed"
SKIPPED = "skipped"
STATUSES = (OK, FAILED, TIMEOUT, CRASHED, SKIPPED)
"""A file's status: its run succeeded (exit status 0), failed (1, with
diagnostics), ran past `--timeout-per-file`, took its worker process down,
or was skipped by `--resume` (its earlier output is up to date)."""


@dataclass(frozen=True, slots=True)
class Job:
    """What every file of a batch shares: pdlx-opt's flags, and the
    directory they are relative to."""

    flags: tuple[str, ...]
    cwd: str


@dataclass(frozen=True, slots=True)
class DiagnosticRecord:
    """A diagnostic as data (summary.json): severity, where, what, notes."""

    severity: str
    message: str
    file: str | None = None
    line: int | None = None
    col: int | None = None
    location: str = ""
    notes: tuple[DiagnosticRecord, ...] = ()

    @staticmethod
    def of(d: Diagnostic) -> DiagnosticRecord:
        """The record of a pdlx diagnostic (its notes included)."""
        flc = d.loc.file_line_col()
        return DiagnosticRecord(
            d.severity.value,
            d.message,
            flc[0] if flc else None,
            flc[1] if flc else None,
            flc[2] if flc else None,
            str(d.loc),
            tuple(DiagnosticRecord.of(n) for n in d.notes),
        )

    def to_json(self) -> dict[str, object]:
        """The summary.json form (notes nested)."""
        return {
            "severity": self.severity,
            "message": self.message,
            "file": self.file,
            "line": self.line,
            "col": self.col,
            "location": self.location,
            "notes": [n.to_json() for n in self.notes],
        }

    @staticmethod
    def from_json(data: object) -> DiagnosticRecord:
        """Back from summary.json (`--resume` keeps a skipped file's entry)."""
        d = data if isinstance(data, dict) else {}
        notes = d.get("notes")

        def opt_int(key: str) -> int | None:
            v = d.get(key)
            return v if isinstance(v, int) else None

        file = d.get("file")
        return DiagnosticRecord(
            str(d.get("severity", "")),
            str(d.get("message", "")),
            file if isinstance(file, str) else None,
            opt_int("line"),
            opt_int("col"),
            str(d.get("location", "")),
            tuple(DiagnosticRecord.from_json(n) for n in notes) if isinstance(notes, list) else (),
        )


@dataclass(frozen=True, slots=True)
class FileResult:
    """The outcome of one input file: what `pdlx.batch` yields and
    summary.json records (the output text itself is written to the output
    directory, not into the summary)."""

    path: str
    """The input file, as the batch named it."""
    relpath: str
    """Where its output goes, relative to the output directory."""
    status: str
    exit_status: int
    diagnostics: tuple[DiagnosticRecord, ...] = ()
    stderr: str = ""
    """The text pdlx-opt would print on stderr for this file."""
    output: str | None = field(default=None, repr=False)
    """The output (what pdlx-opt prints), None unless the run succeeded."""
    seconds: float = 0.0
    ops_in: int | None = None
    ops_out: int | None = None
    cpu_seconds: float = 0.0
    """CPU time of the worker process for the file (a measure of the work
    that does not depend on what else the machine runs)."""

    @property
    def ok(self) -> bool:
        """Whether the file succeeded (or was up to date)."""
        return self.status in (OK, SKIPPED)


def failure(path: str, relpath: str, status: str, message: str, seconds: float = 0.0) -> FileResult:
    """A file that failed outside pdlx's own diagnostics (unreadable, timed
    out, crashed): one error located at the file."""
    diag = DiagnosticRecord(Severity.ERROR.value, message, path, None, None, path)
    return FileResult(
        path, relpath, status, 1, (diag,), f"{path}: error: {message}\n", None, seconds
    )


class _Observer:
    """Collects a file's diagnostics and op counts (cli.RunObserver)."""

    def __init__(self) -> None:
        self.diagnostics: list[DiagnosticRecord] = []
        self.ops_in = 0
        self.ops_out = 0

    def diagnostic(self, diag: Diagnostic) -> None:
        self.diagnostics.append(DiagnosticRecord.of(diag))

    def module(self, parsed: Snapshot, result: Snapshot | None) -> None:
        self.ops_in += len(parsed.ops)
        if result is not None:
            self.ops_out += len(result.ops)


class _PreloadOnce:
    """`transform-preload-library` run once per worker: the pass only reads
    library files into the run's shared state and returns the payload as it
    was, so its outcome (the library, its diagnostics) is kept and replayed
    for every later file. Keyed by its options and the library it extends
    (an earlier preload's, itself kept)."""

    def __init__(self, info: PassInfo) -> None:
        self.info = info
        self.memo: dict[
            tuple[tuple[tuple[str, str], ...], int], tuple[object, list[Diagnostic], bool]
        ] = {}

    def __call__(
        self, snap: Snapshot, options: dict[str, str], pctx: PassContext
    ) -> Snapshot | None:
        before = pctx.shared.get(LIBRARY_KEY)
        key = (tuple(sorted(options.items())), id(before))
        hit = self.memo.get(key)
        if hit is None:
            sink = DiagnosticSink()
            scratch = PassContext(pctx.ctx, sink, pctx.out, dict(pctx.shared), pctx.timing)
            result = self.info.run(snap, options, scratch)
            hit = (scratch.shared.get(LIBRARY_KEY), sink.diagnostics, result is snap)
            self.memo[key] = hit
        library, diagnostics, ok = hit
        for d in diagnostics:
            pctx.sink.emit(d)
        if not ok:
            return None
        pctx.shared[LIBRARY_KEY] = library
        return snap


class _PatternsOnce:
    """`--apply-pdl=FILE` with FILE's patterns parsed, lowered and compiled
    once per worker (again when the file changes); a file that does not load
    is reported at each input, as pdlx-opt does."""

    def __init__(self) -> None:
        self.memo: dict[tuple[str, int, int], PatternSet] = {}

    def load(self, snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> PatternSet | None:
        path = opts.get("patterns", "")
        try:
            st = os.stat(path)
        except OSError:
            return load_apply_pdl_patterns(snap, opts, pctx)  # reports it
        key = (path, st.st_mtime_ns, st.st_size)
        patterns = self.memo.get(key)
        if patterns is None:
            patterns = load_apply_pdl_patterns(snap, opts, pctx)
            if patterns is not None:
                self.memo[key] = patterns
        return patterns

    def run(self, snap: Snapshot, opts: dict[str, str], pctx: PassContext) -> Snapshot | None:
        return run_apply_pdl_pass(snap, opts, pctx, load=self.load)


ENGINES = ("local", "dask")


def extend(ap: argparse.ArgumentParser) -> None:
    """`pdlx batch`'s own arguments, added to pdlx-opt's flags in place of
    its `input` and `-o`."""
    ap.description = (
        "Run pdlx-opt's pipeline (any pdlx-opt flags) on every .mlir file of "
        "FILES_OR_DIRS, on all cores or on a Dask cluster; write the outputs "
        "and summary.json under --out."
    )
    ap.add_argument("inputs", nargs="*", metavar="FILES_OR_DIRS", help=".mlir files or directories")
    ap.add_argument("--out", dest="out_dir", metavar="DIR", help="the output directory (required)")
    ap.add_argument(
        "--jobs", "-j", dest="jobs", type=int, default=None, metavar="N",
        help="worker processes (default: the CPU count)",
    )  # fmt: skip
    ap.add_argument("--engine", choices=ENGINES, default="local", help="local (default) or dask")
    ap.add_argument(
        "--scheduler", metavar="ADDR", default=None,
        help="with --engine dask: a running Dask scheduler (tcp://HOST:PORT); "
        "default: a LocalCluster on 127.0.0.1",
    )  # fmt: skip
    ap.add_argument(
        "--files-per-task", dest="files_per_task", type=int, default=1, metavar="N",
        help="with --engine dask: N files a task (fewer, longer tasks for a big cluster "
        "of small files; default 1)",
    )  # fmt: skip
    ap.add_argument(
        "--timeout-per-file", dest="timeout", type=float, default=None, metavar="S",
        help="stop a file's worker after S seconds and report the file as timed out",
    )  # fmt: skip
    ap.add_argument(
        "--resume", action="store_true",
        help="skip files whose output and summary.json entry are up to date",
    )  # fmt: skip
    ap.add_argument(
        "--no-progress", dest="no_progress", action="store_true",
        help="no progress bar (there is none when stderr is not a terminal)",
    )  # fmt: skip


@dataclass
class Prepared:
    """A job's command line, context and pipeline, made once per worker."""

    opts: Options | None
    ctx: Context | None
    problem: str = ""
    """Why the job cannot run (a bad flag, an extension that does not load)."""


def prepare(job: Job) -> Prepared:
    """Parse the job's flags and build its context and pipeline, with the
    passes whose work does not depend on the input run once."""
    err = io.StringIO()
    try:
        with contextlib.redirect_stderr(err):  # argparse's usage errors
            parsed = parse_command_line(list(job.flags), err, prog="pdlx batch", extend=extend)
    except SystemExit:
        return Prepared(None, None, err.getvalue().strip().splitlines()[-1])
    if parsed is None:
        return Prepared(None, None, err.getvalue().strip())
    opts, ns = parsed
    ctx = build_context(opts, ns.extensions, err, prog="pdlx batch")
    if ctx is None:
        return Prepared(None, None, err.getvalue().strip())
    preload = passes.lookup("transform-preload-library")
    apply_pdl = passes.lookup("apply-pdl")
    once: dict[str, Callable[[Snapshot, dict[str, str], PassContext], Snapshot | None]] = {}
    if preload is not None:
        once[preload.name] = _PreloadOnce(preload)
    if apply_pdl is not None:
        once[apply_pdl.name] = _PatternsOnce().run
    pipeline: list[PassInstance] = []
    for p in opts.passes:
        fn = once.get(p.info.name) if p.info in (preload, apply_pdl) else None
        if fn is not None:
            info = PassInfo(
                p.info.name,
                fn,
                p.info.options,
                p.info.summary,
                p.info.list_options,
                p.info.positional,
            )
            p = PassInstance(info, p.options)
        pipeline.append(p)
    opts.passes = pipeline
    return Prepared(opts, ctx)


_PREPARED: dict[Job, Prepared] = {}


def run_file(job: Job, path: str, relpath: str) -> FileResult:
    """Run the job's pipeline on one file, as `pdlx-opt FLAGS PATH` would,
    in this process (which keeps the job's prepared state for its next
    files). Never raises for a problem of the file: a pdlx bug or running
    out of memory becomes the file's error."""
    start = time.perf_counter()
    cpu = time.process_time()
    prep = _PREPARED.get(job)
    if prep is None:
        prep = _PREPARED[job] = prepare(job)
    if prep.opts is None or prep.ctx is None:
        return failure(path, relpath, FAILED, prep.problem, time.perf_counter() - start)
    full = path if os.path.isabs(path) else os.path.join(job.cwd, path)
    try:
        with open(full, "rb") as f:
            text = f.read().decode("utf-8", "surrogateescape")
    except OSError as e:
        return failure(
            path,
            relpath,
            FAILED,
            f"Could not open input file '{path}': {e.strerror}",
            time.perf_counter() - start,
        )
    observer = _Observer()
    opts = replace(
        prep.opts,
        input=path,
        observer=observer,
        timer=Timing() if prep.opts.timing else None,
    )
    ctx = prep.ctx
    out = io.StringIO()
    err = io.StringIO()
    try:
        with paused_gc():
            ok = run_deep(lambda: process_input(text, path, opts, ctx, out, err))
    except MemoryError:
        return failure(
            path, relpath, FAILED, "out of memory while processing this file",
            time.perf_counter() - start,
        )  # fmt: skip
    except Exception as e:  # a bug of pdlx or of an extension: this file's error
        frames = traceback.extract_tb(e.__traceback__)
        where = f" (at {frames[-1].filename}:{frames[-1].lineno})" if frames else ""
        return failure(
            path, relpath, FAILED, f"internal error: {type(e).__name__}: {e}{where}",
            time.perf_counter() - start,
        )  # fmt: skip
    if opts.timer is not None:
        err.write(opts.timer.report())
    return FileResult(
        path,
        relpath,
        OK if ok else FAILED,
        0 if ok else 1,
        tuple(observer.diagnostics),
        err.getvalue(),
        out.getvalue() if ok else None,
        time.perf_counter() - start,
        observer.ops_in,
        observer.ops_out if ok else None,
        time.process_time() - cpu,
    )


def check_job(job: Job) -> str:
    """Why the job's flags cannot run ('' if they can): checked once by the
    client before any file is sent out."""
    prep = _PREPARED.get(job)
    if prep is None:
        prep = _PREPARED[job] = prepare(job)
    return prep.problem


__all__ = [
    "CRASHED",
    "ENGINES",
    "FAILED",
    "OK",
    "SKIPPED",
    "STATUSES",
    "TIMEOUT",
    "DiagnosticRecord",
    "FileResult",
    "Job",
    "check_job",
    "extend",
    "failure",
    "run_file",
]
