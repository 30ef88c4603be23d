"""`pdlx-opt`: an `mlir-opt`-shaped driver.

Reads a file (or stdin), optionally splits it on `// -----`, parses,
verifies, runs the requested passes, and prints. Every problem becomes a
diagnostic on stderr and exit status 1; a Python traceback is a bug.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import TextIO

from pdlx.diagnostics import Diagnostic, DiagnosticError, render
from pdlx.dialects.registry import Context
from pdlx.ir.snapshot import Snapshot

SPLIT_MARKER = "// -----"


@dataclass
class Options:
    input: str = "-"
    output: str = "-"
    generic: bool = False
    debuginfo: bool = False
    allow_unregistered: bool = False
    split_input_file: bool = False
    verify_diagnostics: bool = False
    passes: list[str] = field(default_factory=list)


def _build_arg_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(
        prog="pdlx-opt",
        description="Parse, verify, transform and print MLIR, like mlir-opt.",
    )
    ap.add_argument("input", nargs="?", default="-", help="input file ('-' for stdin)")
    ap.add_argument("-o", dest="output", default="-", help="output file")
    ap.add_argument("--mlir-print-op-generic", "-mlir-print-op-generic", dest="generic", action="store_true")
    ap.add_argument("--mlir-print-debuginfo", "-mlir-print-debuginfo", dest="debuginfo", action="store_true")
    ap.add_argument(
        "--allow-unregistered-dialect", "-allow-unregistered-dialect",
        dest="allow_unregistered", action="store_true",
    )  # fmt: skip
    ap.add_argument(
        "--split-input-file", "-split-input-file", dest="split_input_file", action="store_true"
    )
    ap.add_argument(
        "--verify-diagnostics", "-verify-diagnostics", dest="verify_diagnostics", action="store_true"
    )
    return ap


def _read_input(path: str) -> tuple[str, str] | None:
    try:
        if path == "-":
            data = sys.stdin.buffer.read()
            name = "<stdin>"
        else:
            with open(path, "rb") as f:
                data = f.read()
            name = path
    except OSError as e:
        sys.stderr.write(f"Could not open input file '{path}': {e.strerror}\n")
        return None
    return data.decode("utf-8", "surrogateescape"), name


def split_chunks(text: str) -> list[tuple[str, int]]:
    """Split on lines holding `// -----`; each chunk keeps its starting line
    offset so diagnostics can name the line in the whole file."""
    chunks: list[tuple[str, int]] = []
    lines = text.split("\n")
    start = 0
    cur: list[str] = []
    for i, line in enumerate(lines):
        if line.strip().startswith(SPLIT_MARKER) and line.strip().rstrip("-") == "//":
            chunks.append(("\n".join(cur), start))
            cur = []
            start = i + 1
            continue
        cur.append(line)
    chunks.append(("\n".join(cur), start))
    return chunks


def process_chunk(text: str, name: str, opts: Options, ctx: Context, out: TextIO, err: TextIO) -> bool:
    """Parse, verify and print one buffer. Returns success."""
    from pdlx.ir.verifier import verify
    from pdlx.syntax.parser import Parser
    from pdlx.syntax.printer import print_module

    diags: list[Diagnostic] = []
    snap: Snapshot | None = None
    try:
        snap = Parser(text, name, context=ctx, allow_unregistered=opts.allow_unregistered).parse_module()
    except DiagnosticError as e:
        diags = e.diagnostics
    if snap is not None:
        diags = list(verify(snap, ctx))
    if diags:
        for d in diags:
            err.write(render(d))
        return False
    assert snap is not None
    out.write(print_module(snap, generic=opts.generic, debuginfo=opts.debuginfo, context=ctx))
    out.write("\n")
    return True


def run(argv: Sequence[str] | None = None, *, stdout: TextIO | None = None, stderr: TextIO | None = None) -> int:
    out = stdout or sys.stdout
    err = stderr or sys.stderr
    ns = _build_arg_parser().parse_args(argv)
    opts = Options(
        input=ns.input,
        output=ns.output,
        generic=ns.generic,
        debuginfo=ns.debuginfo,
        allow_unregistered=ns.allow_unregistered,
        split_input_file=ns.split_input_file,
        verify_diagnostics=ns.verify_diagnostics,
    )
    read = _read_input(opts.input)
    if read is None:
        return 1
    text, name = read
    ctx = Context.default()
    sink: TextIO
    if opts.output != "-":
        try:
            sink = open(opts.output, "w", encoding="utf-8", errors="surrogateescape")
        except OSError as e:
            err.write(f"Could not open output file '{opts.output}': {e.strerror}\n")
            return 1
    else:
        sink = out
    ok = True
    try:
        if opts.split_input_file:
            from pdlx.syntax.split import run_split

            ok = run_split(text, name, opts, ctx, sink, err)
        else:
            ok = process_chunk(text, name, opts, ctx, sink, err)
    finally:
        if sink is not out:
            sink.close()
    return 0 if ok else 1


def main() -> None:
    from pdlx.ir.deep import run_deep

    try:
        code = run_deep(run)
    except KeyboardInterrupt:
        code = 130
    sys.stdout.flush()
    raise SystemExit(code)


if __name__ == "__main__":
    main()
