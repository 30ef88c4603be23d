#!/usr/bin/env python3
"""Make docs/trace-report.png: the README's example run
(`examples/fuse_chains.mlir` on `examples/payload.mlir`) traced with
`pdlx-opt --pdlx-trace=...html`, opened from file:// in headless Chromium
(Debian's `/usr/bin/chromium`, driven by Playwright), on the
`transform.collect_matching` step (its handles' ops highlighted).

    python examples/trace_screenshot.py [--step N] [--out docs/trace-report.png]
"""

from __future__ import annotations

import argparse
import io
import os
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO))

from pdlx.cli import run  # noqa: E402
from pdlx.trace.browser import CHROMIUM_FLAGS  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--step", type=int, default=1, help="the step to show (default: 1)")
    ap.add_argument("--out", default=str(REPO / "docs" / "trace-report.png"))
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args()
    from playwright.sync_api import sync_playwright

    os.chdir(REPO)  # the report shows paths as given: relative ones
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp, "trace.html")
        err = io.StringIO()
        rc = run(
            [
                "--allow-unregistered-dialect",
                "--transform-preload-library=transform-library-paths="
                "matchers/ch4_chain.mlir,examples/fuse_chains.mlir",
                "--transform-interpreter",
                "examples/payload.mlir",
                f"--pdlx-trace={report}",
            ],
            stdout=io.StringIO(),
            stderr=err,
        )
        if rc != 0:
            raise SystemExit(err.getvalue())
        with sync_playwright() as p:
            ctx = p.chromium.launch_persistent_context(
                str(Path(tmp, "profile")), executable_path=args.chromium, headless=True,
                args=list(CHROMIUM_FLAGS), viewport={"width": 1400, "height": 860},
            )  # fmt: skip
            try:
                page = ctx.new_page()
                page.goto(report.as_uri())
                page.wait_for_function("document.body.dataset.steps !== undefined")
                for _ in range(args.step):
                    page.keyboard.press("j")
                page.wait_for_timeout(200)
                page.screenshot(path=args.out)
            finally:
                ctx.close()
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
