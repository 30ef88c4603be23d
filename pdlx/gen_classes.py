"""Write the typed op classes generated from the ODS definitions
(`pdlx.dialects.build.generate_classes`): `python -m pdlx.gen_classes`
after changing an op definition of a dialect listed in `MODULES`
(`--check` only says whether they are current; the suite checks it too).

A module of its own, in the app layer: it needs every definition
(`registration.load_all`), and must run even when the generated modules
are out of date, so it imports none of them."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from pdlx.dialects.build import generate_classes
from pdlx.ir.context import Context
from pdlx.registration import load_all

PACKAGE = Path(__file__).resolve().parent

MODULES: tuple[tuple[str, str, str], ...] = (
    ("arith", "dialects/classes/arith.py", "Op classes of the arith dialect (`pdlx.build.arith`)."),
    ("builtin", "dialects/classes/builtin.py", "Op classes of the builtin dialect."),
    ("cf", "dialects/classes/cf.py", "Op classes of the cf dialect (`pdlx.build.cf`)."),
    ("func", "dialects/classes/func.py", "Op classes of the func dialect (`pdlx.build.func`)."),
    ("scf", "dialects/classes/scf.py", "Op classes of the scf dialect (`pdlx.build.scf`)."),
    (
        "transform",
        "transform/classes.py",
        "Op classes of the transform dialect and its extensions (`pdlx.build.transform`).",
    ),
)
"""(dialect, path under pdlx/, module docstring) of each generated module."""


def generated_sources() -> dict[Path, str]:
    """Each generated module's path and what it should hold, made in a
    fresh context holding everything pdlx ships."""
    ctx = Context()
    load_all(ctx)
    return {PACKAGE / path: generate_classes(d, ctx, doc) for d, path, doc in MODULES}


def main(argv: Sequence[str] | None = None) -> int:
    """Write the modules (or, with `--check`, list the stale ones)."""
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    stale = []
    for path, text in generated_sources().items():
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current == text:
            continue
        stale.append(path)
        if not check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text, encoding="utf-8")
    for path in stale:
        print(f"{'stale' if check else 'wrote'}: {path.relative_to(PACKAGE.parent)}")
    return 1 if check and stale else 0


if __name__ == "__main__":
    raise SystemExit(main())
