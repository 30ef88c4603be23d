"""`--split-input-file`: run each `// -----` chunk on its own, as mlir-opt does."""

from __future__ import annotations

from typing import TYPE_CHECKING, TextIO

if TYPE_CHECKING:
    from pdlx.cli import Options
    from pdlx.dialects.registry import Context


def run_split(text: str, name: str, opts: Options, ctx: Context, out: TextIO, err: TextIO) -> bool:
    from pdlx.cli import process_chunk, split_chunks

    ok = True
    first = True
    for chunk, line_offset in split_chunks(text):
        if not first:
            out.write("// -----\n")
        first = False
        # Pad with newlines so line numbers match the whole file.
        ok &= process_chunk("\n" * line_offset + chunk, name, opts, ctx, out, err)
    return ok
