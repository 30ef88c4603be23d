"""The files of a batch: which inputs, where their outputs go, writing
outputs atomically, summary.json, and what `--resume` may skip.

Nothing here ever opens an input for writing: outputs go under the output
directory only, which may not be inside an input directory, and no output
path may be an input file.
"""

from __future__ import annotations

import contextlib
import json
import os
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from pdlx.batching.job import SKIPPED, DiagnosticRecord, FileResult, Job

SUMMARY = "summary.json"
SUMMARY_VERSION = 1


class BatchInputError(ValueError):
    """A batch that cannot start: its message says why (no file is read or
    written before it is raised)."""


@dataclass(frozen=True, slots=True)
class Input:
    """An input file and the path of its output under the output directory."""

    path: str
    relpath: str


def _is_within(path: str, directory: str) -> bool:
    """Whether `path` is `directory` or under it (both real paths)."""
    try:
        return os.path.commonpath([path, directory]) == directory
    except ValueError:  # different drives
        return False


def collect_inputs(args: Sequence[str], out_dir: str | None) -> list[Input]:
    """The `.mlir` files named by `args` (files, or directories searched
    recursively, in sorted order), each with its output path: relative to the
    deepest directory holding all the inputs, so that the output tree mirrors
    the input tree and two inputs never share an output. Raises
    `BatchInputError` for a path that does not exist, a directory holding no
    `.mlir` file, or an output directory that would put outputs among the
    inputs."""
    if not args:
        raise BatchInputError("no input files or directories given")
    files: list[str] = []
    roots: list[str] = []
    for arg in args:
        if os.path.isdir(arg):
            found: list[str] = []
            for dirpath, dirnames, filenames in os.walk(arg):
                dirnames.sort()
                found.extend(
                    os.path.join(dirpath, f)
                    for f in sorted(filenames)
                    if f.endswith(".mlir") and not os.path.isdir(os.path.join(dirpath, f))
                )
            if not found:
                raise BatchInputError(f"'{arg}' holds no .mlir files")
            files.extend(found)
            roots.append(os.path.abspath(arg))
        elif os.path.lexists(arg):
            files.append(arg)
            roots.append(os.path.dirname(os.path.abspath(arg)))
        else:
            raise BatchInputError(f"cannot read '{arg}': No such file or directory")
    base = os.path.commonpath(roots)
    seen: set[str] = set()
    inputs: list[Input] = []
    for f in files:
        absolute = os.path.abspath(f)
        if absolute in seen:
            continue
        seen.add(absolute)
        inputs.append(Input(f, os.path.relpath(absolute, base)))
    if out_dir is not None:
        _check_out_dir(args, inputs, out_dir)
    return inputs


def _check_out_dir(args: Sequence[str], inputs: Sequence[Input], out_dir: str) -> None:
    out_real = os.path.realpath(out_dir)
    for arg in args:
        if os.path.isdir(arg) and _is_within(out_real, os.path.realpath(arg)):
            raise BatchInputError(
                f"the output directory '{out_dir}' is inside the input directory '{arg}': "
                "its outputs would be read as inputs by the next run; choose another --out"
            )
    reals = {os.path.realpath(i.path): i.path for i in inputs}
    for i in inputs:
        target = os.path.realpath(os.path.join(out_dir, i.relpath))
        if target in reals:
            raise BatchInputError(
                f"the output of '{i.path}' would overwrite the input file '{reals[target]}'; "
                "choose another --out"
            )


def output_path(out_dir: str, relpath: str) -> str:
    """Where an input's output is written."""
    return os.path.join(out_dir, relpath)


def write_atomic(path: str, text: str) -> None:
    """Write `text` to `path` through a temporary file in the same directory
    and a rename: a reader (or an interrupted run) sees the old file or the
    whole new one, never a part."""
    directory = os.path.dirname(path) or "."
    os.makedirs(directory, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".pdlx-", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape", newline="") as f:
            f.write(text)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def remove_stale(path: str) -> None:
    """Remove an earlier run's output of a file that failed this time (the
    output directory shows this run's outputs only)."""
    with contextlib.suppress(FileNotFoundError):
        os.unlink(path)


def _stat_key(path: str) -> list[int] | None:
    try:
        st = os.stat(path)
    except OSError:
        return None
    return [st.st_mtime_ns, st.st_size]


def flag_files(job: Job) -> dict[str, list[int] | None]:
    """The files the flags name (a library, a pattern file, an extension),
    with their modification times and sizes: an output is up to date only
    while they are unchanged too."""
    out: dict[str, list[int] | None] = {}
    for flag in job.flags:
        for part in flag.replace("=", ",").replace(" ", ",").split(","):
            if part and not part.startswith("-"):
                full = os.path.join(job.cwd, part)
                if os.path.isfile(full):
                    out[part] = _stat_key(full)
    return out


def entry_of(result: FileResult, out_dir: str | None) -> dict[str, object]:
    """A file's summary.json entry."""
    entry: dict[str, object] = {
        "input": result.path,
        "status": result.status,
        "exit_status": result.exit_status,
        "seconds": round(result.seconds, 6),
        "cpu_seconds": round(result.cpu_seconds, 6),
        "ops_in": result.ops_in,
        "ops_out": result.ops_out,
        "diagnostics": [d.to_json() for d in result.diagnostics],
        "stderr": result.stderr,
        "input_stat": _stat_key(result.path),
    }
    if out_dir is not None and result.ok:
        entry["output_stat"] = _stat_key(output_path(out_dir, result.relpath))
    return entry


def load_summary(out_dir: str) -> dict[str, object]:
    """The summary.json of an earlier run in `out_dir` ({} when there is
    none or it cannot be read: then nothing is skipped)."""
    try:
        with open(os.path.join(out_dir, SUMMARY), encoding="utf-8") as f:
            data = json.load(f)
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) and data.get("version") == SUMMARY_VERSION else {}


def up_to_date(
    previous: Mapping[str, object], job: Job, files: Mapping[str, list[int] | None], item: Input,
    out_dir: str,
) -> FileResult | None:  # fmt: skip
    """The skipped result of `item` when an earlier run (`previous`, its
    summary) succeeded on the same input with the same flags and the same
    flag files, and its output is still the one it wrote; else None."""
    if previous.get("flags") != list(job.flags) or previous.get("flag_files") != files:
        return None
    entries = previous.get("files")
    entry = entries.get(item.relpath) if isinstance(entries, dict) else None
    if not isinstance(entry, dict) or entry.get("status") not in ("ok", SKIPPED):
        return None
    if entry.get("input") != item.path or entry.get("input_stat") != _stat_key(item.path):
        return None
    out_stat = _stat_key(output_path(out_dir, item.relpath))
    if out_stat is None or entry.get("output_stat") != out_stat:
        return None
    diags = entry.get("diagnostics")
    ops_in, ops_out = entry.get("ops_in"), entry.get("ops_out")
    return FileResult(
        item.path,
        item.relpath,
        SKIPPED,
        0,
        tuple(DiagnosticRecord.from_json(d) for d in diags) if isinstance(diags, list) else (),
        str(entry.get("stderr", "")),
        None,
        0.0,
        ops_in if isinstance(ops_in, int) else None,
        ops_out if isinstance(ops_out, int) else None,
    )


def write_summary(
    out_dir: str,
    job: Job,
    files: Mapping[str, list[int] | None],
    engine: str,
    entries: Mapping[str, dict[str, object]],
    order: Iterable[str],
) -> None:
    """Write summary.json (atomically): the run's settings and one entry per
    file finished so far, in input order, with totals per status."""
    ordered = {rel: entries[rel] for rel in order if rel in entries}
    totals: dict[str, int] = {}
    for e in ordered.values():
        status = str(e.get("status"))
        totals[status] = totals.get(status, 0) + 1
    data = {
        "version": SUMMARY_VERSION,
        "flags": list(job.flags),
        "flag_files": dict(files),
        "engine": engine,
        "totals": totals,
        "files": ordered,
    }
    write_atomic(os.path.join(out_dir, SUMMARY), json.dumps(data, indent=1) + "\n")


__all__ = [
    "SUMMARY",
    "BatchInputError",
    "Input",
    "collect_inputs",
    "entry_of",
    "flag_files",
    "load_summary",
    "output_path",
    "remove_stale",
    "up_to_date",
    "write_atomic",
    "write_summary",
]
