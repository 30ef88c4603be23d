"""`--split-input-file[=MARKER]`: run each chunk of the input on its own.

This follows `mlir::splitAndProcessBuffer` (mlir/lib/Support/ToolUtilities.cpp)
as mlir-opt 22 behaves (tests/corpus/errors/NOTES.md section 4.1):

* The input is split on the marker minus its last 2 characters (`// ---` for
  the default `// -----`), as a plain substring, anywhere in the text. A piece
  that then starts with the marker's last 2 characters (and has a third
  character, which is not `0`) begins a new chunk, those 2 characters
  dropped. Any other piece is a *near miss*: `warning: near miss with file
  split marker` is printed at its start, right away, and the piece stays in
  the current chunk together with the separator.
* A leading empty piece is skipped and the next piece becomes the first chunk
  *whole*: a file starting with `// -----` gives a first chunk starting with
  `--` (mlir-opt-22 reports `expected operation name in quotes` there). An
  empty last chunk is dropped, so an empty file runs nothing at all.
* Each chunk is parsed, verified and printed on its own; diagnostics carry
  the line and column of the whole file, and a chunk's start counts as the
  start of the buffer for the parser's wrong-token rule.
* Outputs are joined with `<output marker>\\n`; a failed chunk prints nothing.

Deliberate difference: with a marker of 2 characters or fewer, mlir-opt-22
splits on the empty string and never stops (it gets killed); pdlx-opt reports
an error instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TextIO

from pdlx.ir.diagnostics import Diagnostic, Severity, render
from pdlx.ir.location import Source, SourceLoc

DEFAULT_SPLIT_MARKER = "// -----"
_CHECK_LEN = 2


@dataclass
class SplitInput:
    """Where the chunks are: `[start, end)` offsets into the text."""

    chunks: list[tuple[int, int]] = field(default_factory=list)
    near_misses: list[int] = field(default_factory=list)


def split_input(text: str, marker: str = DEFAULT_SPLIT_MARKER) -> SplitInput:
    """The chunks and near misses `splitAndProcessBuffer` finds."""
    if len(marker) <= _CHECK_LEN:
        raise ValueError(f"split marker must be longer than {_CHECK_LEN} characters: {marker!r}")
    sep = marker[:-_CHECK_LEN]
    tail = marker[-_CHECK_LEN:]
    pieces: list[tuple[int, int]] = []
    pos = 0
    while True:
        idx = text.find(sep, pos)
        if idx < 0:
            pieces.append((pos, len(text)))
            break
        pieces.append((pos, idx))
        pos = idx + len(sep)
    result = SplitInput()
    prev = (0, 0)
    for s, e in pieces:
        if prev[0] == prev[1]:
            prev = (s, e)
            continue
        if text.startswith(tail, s) and e - s > _CHECK_LEN and text[s + _CHECK_LEN] != "0":
            result.chunks.append(prev)
            prev = (s + _CHECK_LEN, e)
        else:
            result.near_misses.append(s)
            prev = (prev[0], e)
    if prev[0] != prev[1]:
        result.chunks.append(prev)
    return result


def split_and_process(
    source: Source,
    marker: str,
    output_marker: str,
    chunk_fn: Callable[[int, int], bool],
    out: TextIO,
    err: TextIO,
) -> bool:
    """Split `source`, print the near-miss warnings, run `chunk_fn(start, end)`
    on each chunk with the output marker between them. True if none failed."""
    split = split_input(source.text, marker)
    for offset in split.near_misses:
        err.write(
            render(
                Diagnostic(
                    Severity.WARNING, SourceLoc(source, offset), "near miss with file split marker"
                )
            )
        )
    ok = True
    for i, (start, end) in enumerate(split.chunks):
        if i:
            out.write(output_marker + "\n")
        if not chunk_fn(start, end):
            ok = False
    return ok
