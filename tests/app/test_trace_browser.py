"""The trace report and a snapshot's HTML in a real browser: Debian's
headless Chromium, driven by Playwright's Python package with
`executable_path` (it never downloads a browser; docs/trace.md says why
Playwright). The pages are opened from file://, as a user opens a report.

Skipped, with the reason, where Chromium or Playwright is missing."""

from __future__ import annotations

import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import pdlx
from pdlx.trace.browser import CHROMIUM_FLAGS, find_chromium
from pdlx.trace.html import snapshot_html

CHROMIUM = find_chromium()
sync_api = pytest.importorskip(
    "playwright.sync_api", reason="needs Playwright's Python package (pip install playwright)"
)
pytestmark = pytest.mark.skipif(
    CHROMIUM is None, reason="needs Chromium (apt-get install chromium)"
)


PAYLOAD = """
func.func @f(%a: i32, %b: i32) -> i32 {
  %0 = arith.addi %a, %b : i32
  %1 = arith.muli %0, %b : i32
  return %1 : i32
}
func.func @g(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
"""

SCRIPT = """
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%root: !transform.any_op {transform.readonly}) {
    %adds = transform.structured.match ops{["arith.addi"]} in %root : (!transform.any_op) -> !transform.any_op
    transform.foreach %adds : !transform.any_op {
    ^bb0(%x: !transform.any_op):
      transform.debug.emit_remark_at %x, "an add" : !transform.any_op
    }
    %g = transform.structured.match ops{["func.func"]} attributes {sym_name = "g"} in %root : (!transform.any_op) -> !transform.any_op
    transform.apply_patterns to %g {
      transform.apply_patterns.canonicalization
    } : !transform.any_op
    %m = transform.structured.match ops{["arith.muli"]} in %root : (!transform.any_op) -> !transform.any_op
    %one = transform.cast %m : !transform.any_op to !transform.op<"arith.addi">
    transform.yield
  }
}
"""


@pytest.fixture(scope="module")
def browser() -> Iterator[Any]:
    with sync_api.sync_playwright() as p, tempfile.TemporaryDirectory() as profile:
        ctx = p.chromium.launch_persistent_context(
            profile,
            executable_path=CHROMIUM,
            headless=True,
            args=list(CHROMIUM_FLAGS),
            viewport={"width": 1400, "height": 900},
        )
        try:
            yield ctx
        finally:
            ctx.close()


class Page:
    """A page opened from file://, with its console errors collected."""

    def __init__(self, browser: Any, path: Path) -> None:
        self.page = browser.new_page()
        self.errors: list[str] = []
        self.page.on("console", lambda m: self.errors.append(m.text) if m.type == "error" else None)
        self.page.on("pageerror", lambda e: self.errors.append(str(e)))
        self.page.goto(path.as_uri())

    def eval(self, js: str) -> Any:
        return self.page.evaluate(js)


@pytest.fixture(scope="module")
def report(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> tuple[Page, Any]:
    r = pdlx.match_and_transform(PAYLOAD, SCRIPT, trace=True)
    assert not r.ok  # the cast fails: the report shows the failing step
    assert r.trace is not None
    path = tmp_path_factory.mktemp("report") / "trace.html"
    r.trace.write(str(path))
    data = json.loads(json.dumps(r.trace.to_json()))
    page = Page(browser, path)
    page.page.wait_for_function("document.body.dataset.steps !== undefined")
    return page, data


def _highlighted(page: Page) -> list[int]:
    return sorted(
        int(x)
        for x in page.eval(
            "[...document.querySelectorAll('#payload .ln.hl')].map(e => e.dataset.op)"
        )
    )


def test_step_count_and_step_elements(report: tuple[Page, Any]) -> None:
    page, data = report
    n = len(data["steps"])
    assert page.eval("document.body.dataset.steps") == str(n)
    assert page.eval("document.querySelectorAll('[data-step]').length") == n
    assert page.eval(
        "[...document.querySelectorAll('[data-step]')].map(e => +e.dataset.step)"
    ) == list(range(n))
    assert page.errors == []


def test_keyboard_navigation_and_highlighted_ops(report: tuple[Page, Any]) -> None:
    page, data = report
    n = len(data["steps"])
    page.page.locator("[data-step='0']").click()
    assert page.eval("document.body.dataset.current") == "0"
    seen = []
    for i in range(n):
        if i:
            page.page.keyboard.press("j" if i % 2 else "ArrowDown")
        assert page.eval("document.body.dataset.current") == str(i)
        assert page.eval("document.querySelector('.step.sel').dataset.step") == str(i)
        # The ops highlighted in the payload are the ops the step's handles hold.
        assert _highlighted(page) == sorted(data["steps"][i]["highlight"]), i
        seen.append(len(data["steps"][i]["highlight"]))
    assert max(seen) >= 2  # the check looked at steps with handles
    page.page.keyboard.press("j")  # past the end: stays on the last step
    assert page.eval("document.body.dataset.current") == str(n - 1)
    for i in range(n - 2, -1, -1):
        page.page.keyboard.press("k" if i % 2 else "ArrowUp")
        assert page.eval("document.body.dataset.current") == str(i)
        assert _highlighted(page) == sorted(data["steps"][i]["highlight"]), i
    assert page.errors == []


def test_step_panes(report: tuple[Page, Any]) -> None:
    page, data = report
    names = [s["name"] for s in data["steps"]]
    canon = names.index("transform.apply_patterns")
    page.page.locator(f"[data-step='{canon}']").click()
    # The source pane highlights the op's line.
    assert "transform.apply_patterns to" in page.eval(
        "document.querySelector('#source .ln.cur').textContent"
    )
    # Changed ops are marked, and the diff shows what went.
    assert page.eval("document.querySelectorAll('#payload .ln.chg').length") >= 1
    diff = page.eval("document.querySelector('#diff').textContent")
    assert "arith.addi" in diff and "@@ func.func @g" in diff
    # The failing step's diagnostics show in place: in the step list and under its source line.
    cast = names.index("transform.cast")
    page.page.locator(f"[data-step='{cast}']").click()
    assert page.eval(f"document.querySelector(\"[data-step='{cast}'] .dg\") !== null")
    assert "error" in page.eval("document.querySelector('#source .diag').textContent")
    assert page.eval(
        "document.querySelector('.step.sel').classList.contains('silenceable')"
    ) or page.eval("document.querySelector('.step.sel').classList.contains('definite')")
    assert page.errors == []


def test_diffs_made_by_the_page_are_the_jsons(report: tuple[Page, Any]) -> None:
    page, data = report
    for s in data["steps"]:
        page.page.locator(f"[data-step='{s['index']}']").click()
        shown = page.eval("[...document.querySelectorAll('#diff .ln')].map(e => e.textContent)")
        assert shown == (s["diff"].rstrip("\n").split("\n") if s["diff"] else []), s["index"]
    assert page.errors == []


def test_folded_functions_expand_on_click(report: tuple[Page, Any]) -> None:
    page, _ = report
    # Step 0 (the whole sequence) changed @g only: @f is one folded line.
    page.page.locator("[data-step='0']").click()
    folds = page.eval("[...document.querySelectorAll('#payload .ln.fold')].map(e => e.textContent)")
    assert len(folds) == 1 and folds[0].strip().startswith("func.func @f(")
    before = page.eval("document.querySelectorAll('#payload .ln').length")
    page.page.locator("#payload .ln.fold").first.click()
    after = page.eval("document.querySelectorAll('#payload .ln').length")
    assert after > before
    assert page.errors == []


def test_snapshot_html_is_coloured_and_collapsible(browser: Any, tmp_path: Path) -> None:
    small = pdlx.parse(PAYLOAD)
    path = tmp_path / "small.html"
    path.write_text(snapshot_html(small))
    page = Page(browser, path)
    page.page.wait_for_function("document.body.dataset.lines !== undefined")
    assert page.eval("document.querySelectorAll('details.fn').length") == 2
    assert page.eval("[...document.querySelectorAll('details.fn')].every(d => d.open)")
    assert page.eval("document.querySelectorAll('#snapshot .t-op').length") > 0
    text = page.eval("document.querySelector('#snapshot').textContent")
    assert "%0 = arith.addi %arg0, %arg1 : i32" in text
    # A large snapshot starts collapsed, one section per function.
    big_text = "\n".join(
        f"func.func @f{i}(%a: i32) -> i32 {{\n"
        + "".join(f"  %v{j} = arith.addi %a, %a : i32\n" for j in range(30))
        + "  return %a : i32\n}"
        for i in range(20)
    )
    big = tmp_path / "big.html"
    big.write_text(snapshot_html(pdlx.parse(big_text)))
    page2 = Page(browser, big)
    page2.page.wait_for_function("document.body.dataset.lines !== undefined")
    assert page2.eval("document.querySelectorAll('details.fn').length") == 20
    assert page2.eval("[...document.querySelectorAll('details.fn')].every(d => !d.open)")
    assert page2.eval("document.querySelectorAll('#snapshot .ln').length") == 2  # module { }
    page2.page.locator("details.fn > summary").first.click()
    page2.page.wait_for_function("document.querySelectorAll('#snapshot .ln').length > 30")
    assert page.errors == [] and page2.errors == []
