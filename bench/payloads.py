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


def main(argv: list[str]) -> None:
    labels = argv or list(SIZES)
    for label in labels:
        if label not in SIZES:
            raise SystemExit(f"unknown size {label!r}; known: {', '.join(SIZES)}")
        p = ensure(label)
        print(f"{label:>5}: {p.relative_to(HERE.parent)} ({op_count(label):,} ops)")


if __name__ == "__main__":
    main(sys.argv[1:])
