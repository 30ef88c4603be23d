#!/usr/bin/env python3
"""Re-record what mlir-opt-22 / mlir-pdll-22 print for this corpus.

    python tests/conformance/corpus/pdl_run/regen.py           # rewrite the .out files
    python tests/conformance/corpus/pdl_run/regen.py --check   # compare, exit 1 on a difference

* bytecode/*.mlir: `mlir-opt-22 --allow-unregistered-dialect
  -test-pdl-bytecode-pass -split-input-file`
* lowering/*.mlir: `mlir-opt-22 -split-input-file -convert-pdl-to-pdl-interp`
* pdll/*.pdll: `mlir-pdll-22 -x=mlir` (run from this folder, so that the
  locations name the file as `pdll/NAME.pdll`)

tests/pdl/test_pdl_lowering.py, test_pdl_bytecode.py and test_pdl_pdll.py replay
the recordings against pdlx.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent

COMMANDS = {
    "bytecode": (
        ".mlir",
        [
            "mlir-opt-22",
            "--allow-unregistered-dialect",
            "-test-pdl-bytecode-pass",
            "-split-input-file",
        ],
    ),
    "lowering": (".mlir", ["mlir-opt-22", "-split-input-file", "-convert-pdl-to-pdl-interp"]),
    "pdll": (".pdll", ["mlir-pdll-22", "-x=mlir"]),
}


def record(kind: str, path: Path) -> str:
    _, cmd = COMMANDS[kind]
    rel = path.relative_to(HERE)
    r = subprocess.run([*cmd, str(rel)], cwd=HERE, capture_output=True, text=True, check=True)
    return r.stdout


def main() -> int:
    check = "--check" in sys.argv
    bad = 0
    for kind, (ext, _) in COMMANDS.items():
        for path in sorted((HERE / kind).glob("*" + ext)):
            out = record(kind, path)
            expected = path.with_suffix(path.suffix + ".out")
            if check:
                if not expected.exists() or expected.read_text() != out:
                    print(f"differs: {expected.relative_to(HERE)}")
                    bad += 1
            else:
                expected.write_text(out)
    return 1 if bad else 0


if __name__ == "__main__":
    raise SystemExit(main())
