#!/usr/bin/env python3
"""The standard benchmark payloads: 1k, 10k, 100k and 1M ops.

Every payload comes from `gen_payload.py` (a copy of the reference generator,
unchanged in behaviour) with NOISE=7, so each chain is 10 ops
(matmul, add, max + 7 noise ops). Ops in a file =
FUNCS * (CHAINS * 10 + 2) + 1: the chains, one `func.func` and one
`func.return` per function, and the `builtin.module`.

| label | FUNCS | CHAINS | NOISE | ops in the file |
|-------|-------|--------|-------|-----------------|
| 1k    | 10    | 10     | 7     | 1,021           |
| 10k   | 10    | 100    | 7     | 10,021          |
| 100k  | 10    | 1000   | 7     | 100,021         |
| 1M    | 100   | 1000   | 7     | 1,000,201       |

Files go to `bench/payloads/` (gitignored) and are reused when present (the
parameters are part of the file name).

usage: python bench/payloads.py [LABEL ...]     (default: all four)
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
PAYLOAD_DIR = HERE / "payloads"
GENERATOR = HERE / "gen_payload.py"

SIZES: dict[str, tuple[int, int, int]] = {
    "1k": (10, 10, 7),
    "10k": (10, 100, 7),
    "100k": (10, 1000, 7),
    "1M": (100, 1000, 7),
}


def op_count(label: str) -> int:
    """Ops in the payload file, module and functions included."""
    funcs, chains, noise = SIZES[label]
    return funcs * (chains * (3 + noise) + 2) + 1


def path_for(label: str) -> Path:
    funcs, chains, noise = SIZES[label]
    return PAYLOAD_DIR / f"payload-{label}-f{funcs}-c{chains}-n{noise}.mlir"


def ensure(label: str) -> Path:
    """The payload file for `label`, generated if missing."""
    path = path_for(label)
    if path.exists() and path.stat().st_size > 0:
        return path
    PAYLOAD_DIR.mkdir(parents=True, exist_ok=True)
    funcs, chains, noise = SIZES[label]
    tmp = path.with_suffix(".tmp")
    with open(tmp, "wb") as f:
        subprocess.run(
            [sys.executable, str(GENERATOR), str(funcs), str(chains), str(noise)],
            stdout=f,
            check=True,
        )
    tmp.replace(path)
    return path


# ---------------------------------------------------------------------------
# The same shape in registered ops, for the pretty-syntax benchmark

PRETTY_NOISE = (
    "arith.subf", "arith.divf", "arith.minimumf", "arith.remf",
    "arith.minnumf", "arith.maxnumf", "arith.addf",
)  # fmt: skip
"""The seven noise ops of a chain (all `f32 x f32 -> f32` arith ops)."""


def pretty_texts(label: str) -> tuple[str, str]:
    """The payload of `label`'s shape (same FUNCS/CHAINS/NOISE, so the same
    op count) in registered ops with custom syntax: `func.func` and chains
    of `arith.mulf` -> `arith.addf` -> `arith.maximumf` plus arith noise.
    Returns (pretty form, generic form) of the same IR; the pretty text is
    exactly what `mlir-opt` prints for it (names and numbering included)."""
    funcs, chains, noise = SIZES[label]
    pretty = ["module {"]
    generic = ['"builtin.module"() ({']
    fm = " <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32"
    for f in range(funcs):
        pretty.append(f"  func.func @f{f}(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {{")
        generic.append(
            f'  "func.func"() <{{function_type = (f32, f32, f32) -> f32, sym_name = "f{f}"}}> ({{'
        )
        generic.append("  ^bb0(%arg0: f32, %arg1: f32, %arg2: f32):")
        last, n = "%arg0", 0
        for _ in range(chains):
            body = [("arith.mulf", last, "%arg1"), ("arith.addf", f"%{n}", "%arg2"),
                    ("arith.maximumf", f"%{n + 1}", "%arg2")]  # fmt: skip
            mx = f"%{n + 2}"
            body += [(PRETTY_NOISE[k % 7], mx, "%arg1") for k in range(noise)]
            for name, a, b in body:
                pretty.append(f"    %{n} = {name} {a}, {b} : f32")
                generic.append(f'    %{n} = "{name}"({a}, {b}){fm}')
                n += 1
            last = mx
        pretty.append(f"    return {last} : f32")
        pretty.append("  }")
        generic.append(f'    "func.return"({last}) : (f32) -> ()')
        generic.append("  }) : () -> ()")
    pretty.append("}")
    generic.append("}) : () -> ()")
    # mlir-opt ends its output with an empty line.
    return "\n".join(pretty) + "\n\n", "\n".join(generic) + "\n"


def main(argv: list[str]) -> None:
    labels = argv or list(SIZES)
    for label in labels:
        if label not in SIZES:
            raise SystemExit(f"unknown size {label!r}; known: {', '.join(SIZES)}")
        p = ensure(label)
        print(f"{label:>5}: {p.relative_to(HERE.parent)} ({op_count(label):,} ops)")


if __name__ == "__main__":
    main(sys.argv[1:])
